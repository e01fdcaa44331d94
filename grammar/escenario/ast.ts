// The syntax tree of a `.escenario` file: rules tests written as a designer would
// say them. A file holds one or more scenarios; each has an optional block of inline
// cards (`cartas:`, ordinary `.carta` text), a setup (`preparación:`), the decisions in
// order (`jugadas:`) and the expectations (`resultado:`). Like the card and deck trees
// this holds only what was written, with spans: whether a card exists, whether the setup
// is consistent (compiler/scenario/), whether a play is legal and an expectation holds
// (scenarios/, against the engine) is for others to say. grammar/ imports nothing of the
// compiler or the runtime, so the game vocabulary below is spelled out as the canonical
// Spanish strings of the IR.
import type { CardNode, Spanned } from "../carta/ast.js";
import type { Span } from "../diagnostics/catalog.js";
import { SCENARIO_REASONS, type ScenarioReasonId } from "../vocabulary/words.js";

/** The two players of every scenario. Written exactly `A` and `B` (upper case). */
export type PlayerName = "A" | "B";

/** The four phases (Reglamento 9) and the cleanup stage between turns (Reglamento 20). */
export type ScenarioPhase = "Alba" | "Amanecer" | "Mediodía" | "Anochecer" | "limpieza";

export type TraitName = "Embate" | "Talento" | "Interferencia" | "Resplandor";
export type VerseOptionName = "Prólogo" | "Epílogo";
/** Keywords a character can be given in a setup (the IR's grantable keywords). */
export type GrantableKeywordName = "Imbatible" | "Devastar" | "Letal" | "Sin entrenamiento";
/** Keywords an expectation can ask about (the IR's card keywords). */
export type KeywordName = GrantableKeywordName | "Mítica" | "Vestigios";
/** What a Límite counts (Reglamento 24): activated traits and played card types. */
export type CountedEventName = TraitName | "Verso" | "Personaje" | "Reliquia";

/** Zones that hold a player's cards outside play (Reglamento 11). */
export type CardZone = "hand" | "graveyard" | "deck" | "essenceDeck";
/** Every zone an expectation can name: the above, plus in play and on the chain. */
export type AnyZone = CardZone | "battlefield" | "chain";

/**
 * A card named in a scenario: `"Zirkax"`, `"Zirkax" (2)`, `"Zirkax" de A`,
 * `"Zirkax" (2) de B`.
 *
 * - `index` is the copy number: copies of a name are numbered 1, 2, 3 … in the order
 *   they are first written in `preparación:` (all zones, both players, top to bottom).
 * - `owner` restricts to the copies of that player: its controller while the card is
 *   in play or on the chain, its owner in any other zone.
 * Without either, the name must designate a single card where the sentence looks.
 */
export interface CardRef extends Spanned {
  name: string;
  /** The quoted name (or the unquoted words, when the quotes were forgotten). */
  nameSpan: Span;
  owner?: PlayerName;
  index?: number;
}

/** What a card or trait can point at: a card, a player's Santuario, or a player. */
export type TargetRef =
  | (Spanned & { kind: "card"; card: CardRef })
  | (Spanned & { kind: "sanctuary"; player: PlayerName })
  | (Spanned & { kind: "player"; player: PlayerName });

/** `repartiendo 2 de daño a "Zirkax" y 2 a "Cas"` (Mecánicas avanzadas, Aliento Ardiente). */
export interface DamageShare extends Spanned {
  target: TargetRef;
  amount: number;
}

/** Reglamento 16: a response to a phase change is «al final» of the ending phase or «al comienzo» of the next one. */
export interface TimingNode extends Spanned {
  timing: "end" | "start";
  /** The phase named (`al comienzo del Anochecer`); absent for `de la fase`. */
  phase?: ScenarioPhase;
}

// ----------------------------------------------------------------------------------
// preparación:

/** An entry of a zone list: a named card (`2 "Zirkax"`), or `N cartas` of filler. */
export type ZoneItem = (Spanned & { kind: "card"; card: CardRef; count: number }) | (Spanned & { kind: "filler"; count: number });

/** What `A controla "…", …` says of the card beyond its name. */
export type PermanentAttribute =
  /** `girado` / `enderezado`; for an Escencia also `usada` / `sin usar`. */
  | (Spanned & { kind: "turned"; turned: boolean })
  /** `con 2 de daño` */
  | (Spanned & { kind: "damage"; amount: number })
  /** `en entrenamiento`: entered play this turn (Reglamento 13). */
  | (Spanned & { kind: "training" })
  /** `con +1 de ataque y +2 de vida de forma permanente` (permanent unless `hasta el final del turno`). */
  | (Spanned & { kind: "modifier"; attack: number; life: number; permanent: boolean })
  /** `con Letal [hasta el final del turno]` */
  | (Spanned & { kind: "keyword"; keyword: GrantableKeywordName; permanent: boolean })
  /** `equipado con "Hoja del Alba" y "Daga Envenenada"` (on a character). */
  | (Spanned & { kind: "equipped"; relics: CardRef[] })
  /** `equipada a "Cas"` (on a Reliquia). */
  | (Spanned & { kind: "bearer"; bearer: CardRef })
  /** `cuyo dueño es B`: controlled by the subject, owned by the other player (Reglamento 23). */
  | (Spanned & { kind: "owner"; owner: PlayerName })
  /** `que ya atacó [en un turno anterior]`: it has activated its Embate before (Imbatible, Reglamento 24), this turn unless said. */
  | (Spanned & { kind: "attacked"; thisTurn: boolean });

export type SetupStatement =
  /** `Es el Mediodía de B.` · `Es el Mediodía del primer turno de A.` · `Es el primer turno de A.` */
  | (Spanned & { kind: "turn"; player: PlayerName; phase: ScenarioPhase; firstTurn: boolean; number?: number })
  /** `El Santuario de A es "Trono de Ceniza"[ con 12 de vida].` · `El Santuario de A tiene 12 de vida.` */
  /** `La semilla es 7.` */
  | (Spanned & { kind: "seed"; seed: number })
  | (Spanned & { kind: "sanctuary"; player: PlayerName; card?: CardRef; life?: number; /** The written life, for a checker that points at it. */ lifeSpan?: Span })
  /** `A tiene en la mano "Ofrenda" y 2 cartas.` — the deck lists are top first. */
  | (Spanned & { kind: "zone"; player: PlayerName; zone: CardZone; items: ZoneItem[] })
  /** `A no tiene cartas en la baraja.` */
  | (Spanned & { kind: "emptyZone"; player: PlayerName; zone: CardZone })
  /** `A tiene 3 Escencias sin usar y 2 usadas.` — generic Escencias in play. */
  | (Spanned & { kind: "essence"; player: PlayerName; unused: number; used: number })
  /** `A controla 2 "Zirkax", girados, con 1 de daño.` — a card in play (or, for an Escencia, in the Escencia zone). */
  | (Spanned & { kind: "permanent"; player: PlayerName; card: CardRef; count: number; attributes: PermanentAttribute[] })
  /** `A ya activó 2 Embates este turno.` · `A ya jugó 1 Verso este turno.` (Límite, Reglamento 24). */
  | (Spanned & { kind: "counter"; player: PlayerName; event: CountedEventName; count: number });

// ----------------------------------------------------------------------------------
// jugadas:

/** An additional cost paid with a choice (Reglamento 12): `sacrificando "Cas"`, `devolviendo 1 Escencia`. */
export interface CostChoice extends Spanned {
  kind: "sacrifice" | "discard" | "turn" | "returnEssence";
  cards: CardRef[];
  /** `devolviendo 2 Escencias`: how many, without naming them. */
  count?: number;
}

/** What a played card or activated trait declares (everything optional, each at most once). */
export interface PlayDeclarations {
  option?: VerseOptionName;
  /** `con la opción 2` of an «Elige uno» (1-based). */
  choice?: number;
  /** In the order the card names its targets. */
  targets: TargetRef[];
  divide?: DamageShare[];
  costs: CostChoice[];
  timing?: TimingNode;
}

export type PlayStatement =
  /** `A juega "Ofrenda", Prólogo, con objetivos …` · `A responde con "Ofrenda", …` (response: true). */
  | (Spanned &
      PlayDeclarations & {
        kind: "play";
        player: PlayerName;
        card: CardRef;
        response: boolean;
        /** A Reliquia's bearer: `equipada a "Cas"`; null for `sin portador`. */
        bearer?: CardRef | null;
      })
  /**
   * `A activa el Talento de "Zirkax", con objetivo "Cas".` · `A declara el Embate de "Zirkax".` ·
   * `B responde con la Interferencia de "Centinela del Umbral", …` (response: true) ·
   * `A activa el Resplandor de "Piromante Demente", …` (the answer when the card enters).
   */
  | (Spanned & PlayDeclarations & { kind: "activate"; player: PlayerName; trait: TraitName; card: CardRef; response: boolean })
  /** `A activa la habilidad de "X"`: its «Una vez por turno» ability (not a trait). */
  | (Spanned & PlayDeclarations & { kind: "activateAbility"; player: PlayerName; card: CardRef })
  /** `A no activa el Resplandor de "Piromante Demente".` */
  | (Spanned & { kind: "declineResplandor"; player: PlayerName; card: CardRef })
  /** `A equipa "Hoja del Alba" a "Zav"[ con Vincular].` (Reglamento 21, 24). */
  | (Spanned & { kind: "equip"; player: PlayerName; relic: CardRef; to: CardRef; vincular: boolean; timing?: TimingNode })
  /** `B bloquea con "Cas" y "Zav".` · `B no bloquea.` (empty list). */
  | (Spanned & { kind: "block"; player: PlayerName; blockers: CardRef[] })
  /** `A ordena los bloqueadores: "Cas" y "Zav".` — the attacker orders them (Reglamento 19). */
  | (Spanned & { kind: "orderBlockers"; player: PlayerName; order: CardRef[] })
  /** `A pasa.` · `Ambos pasan.` (player "both") · `Ambos pasan hasta el Mediodía de B.` */
  | (Spanned & { kind: "pass"; player: PlayerName | "both"; until?: { phase: ScenarioPhase; player: PlayerName; span: Span } })
  /** `A pasa al Anochecer.`: the active player declares the phase change (Reglamento 16). */
  | (Spanned & { kind: "endPhase"; player: PlayerName; to: ScenarioPhase })
  /**
   * A choice of cards during resolution: `A elige "Zav".` · `A descarta "Calma" y "Zav".` ·
   * `A busca "Caballero Leal".` · `A devuelve "Luz de Etheria".` · `A no elige nada.` (empty).
   */
  | (Spanned & { kind: "choose"; player: PlayerName; purpose?: "discard" | "search" | "returnEssence"; cards: CardRef[] })
  /** Targets of a triggered ability: `A elige como objetivo "Muralla Viviente".` */
  | (Spanned & { kind: "chooseTargets"; player: PlayerName; targets: TargetRef[]; divide?: DamageShare[]; choice?: number })
  /** `A deja arriba "Zav" y al fondo "Cas".` — each list top first (Calma). */
  | (Spanned & { kind: "arrange"; player: PlayerName; top: CardRef[]; bottom: CardRef[] })
  /** `B paga 2 Escencias adicionales.` · `B no paga.` (Silencio de Arniel). */
  | (Spanned & { kind: "payOrProhibit"; player: PlayerName; pay: boolean; amount?: number })
  /** `A acepta.` · `A no acepta.` — a «Puedes …» during resolution. */
  | (Spanned & { kind: "optional"; player: PlayerName; accept: boolean })
  /** `B resuelve primero el Embate de "Zav".` — order of effects waiting together (Reglamento 19, 25). */
  | (Spanned & { kind: "nextEffect"; player: PlayerName; card: CardRef; trait?: TraitName })
  /** `Comprueba que "Cas" tiene 2 de daño.` — an expectation in the middle of the plays: «before and after» in one scenario. */
  | (Spanned & { kind: "checkpoint"; expectations: Expectation[] });

// ----------------------------------------------------------------------------------
// resultado:

/** Why a play is illegal (vocabulary/words.ts SCENARIO_REASONS): reason → its wording, as the runner looks for it in the engine's text. */
export const ILLEGAL_REASONS = Object.fromEntries(Object.entries(SCENARIO_REASONS).map(([id, r]) => [id, r.canonical])) as {
  readonly [K in ScenarioReasonId]: (typeof SCENARIO_REASONS)[K]["canonical"];
};
export type IllegalReason = ScenarioReasonId;

/** An item of the chain: a card, or a trait of a card. */
export type ChainEntry = (Spanned & { kind: "card"; card: CardRef }) | (Spanned & { kind: "trait"; trait: TraitName; card: CardRef });

/** What `El registro muestra que …` can say happened. */
export type LogEvent =
  /** `"Zirkax" fue destruido` */
  | (Spanned & { kind: "destroyed"; card: CardRef })
  /** `"Presagio" fue prohibido` · `el Talento de "Zirkax" fue prohibido` */
  | (Spanned & { kind: "prohibited"; card: CardRef; trait?: TraitName })
  /** `"Ofrenda" se resolvió` · `"Control de Etheria" se resolvió sin efecto` */
  | (Spanned & { kind: "resolved"; card: CardRef; trait?: TraitName; withoutEffect: boolean })
  /** `"Cas" recibió 2 de daño` · `el Santuario de B recibió 3 de daño` · `"Cas" recibió daño` (any amount: null) */
  | (Spanned & { kind: "damaged"; target: TargetRef; amount: number | null })
  /** `A robó 2 cartas` */
  | (Spanned & { kind: "drew"; player: PlayerName; count: number })
  /** `A barajó su baraja` (Reglamento 22) */
  | (Spanned & { kind: "shuffled"; player: PlayerName })
  /** `A descartó "Calma"` */
  | (Spanned & { kind: "discarded"; player: PlayerName; card: CardRef })
  /** `A botó "Zav"` · `A botó 2 cartas` */
  | (Spanned & { kind: "milled"; player: PlayerName; card?: CardRef; count?: number })
  /** `"La Etheriana" fue enviada al cementerio por Mítica` (Reglamento 24: not destroyed) */
  | (Spanned & { kind: "mitica"; card: CardRef })
  /** `se activó el Embate de "Caballero Leal"` · `se activó la habilidad de "Muralla Viviente"` (trait absent) */
  | (Spanned & { kind: "activated"; card: CardRef; trait?: TraitName })
  /** `A ganó el control de "Zav"` */
  | (Spanned & { kind: "control"; player: PlayerName; card: CardRef })
  /** `"Caballero Leal" bloqueó a "Zirkax"` */
  | (Spanned & { kind: "blocked"; blocker: CardRef; attacker: CardRef });

export type Expectation =
  /** `"Zirkax" está en el cementerio de A.` · `"Zav" está arriba de la baraja de A.` · `"X" no está en juego.` */
  | (Spanned & { kind: "zone"; card: CardRef; zone: AnyZone; player?: PlayerName; position?: "top" | "bottom"; negated: boolean })
  /** `B controla "Zav".` · `A no controla "Zav".` */
  | (Spanned & { kind: "controls"; player: PlayerName; card: CardRef; negated: boolean })
  /** `A tiene 7 cartas en la mano.` · `A no tiene cartas en la baraja.` (count 0) */
  | (Spanned & { kind: "count"; player: PlayerName; zone: CardZone; count: number })
  /** `A tiene en la mano "Zav" y "Cas".` — these are among the cards there. */
  | (Spanned & { kind: "contains"; player: PlayerName; zone: CardZone; cards: CardRef[] })
  /** `A tiene 4 Escencias sin usar.` — `total` for `N Escencias` without qualifier. */
  | (Spanned & { kind: "essence"; player: PlayerName; total?: number; unused?: number; used?: number })
  /** `El Santuario de B tiene 3 de vida menos.` — `less`/`more` compare with the life after the setup. */
  | (Spanned & { kind: "life"; player: PlayerName; relation: "exact" | "less" | "more" | "same"; amount: number })
  /** `"Cas" tiene 2 de ataque y 3 de vida.` · `"Exterminador" tiene 3 de daño.` · `"Cas" no tiene daño.` */
  | (Spanned & { kind: "stats"; card: CardRef; attack?: number; life?: number; damage?: number })
  /** `"Zirkax" está girado.` · `"Zirkax" está enderezado.` */
  | (Spanned & { kind: "turned"; card: CardRef; turned: boolean })
  /** `"Cas" tiene Imbatible.` · `"Cas" no tiene Letal.` */
  | (Spanned & { kind: "keyword"; card: CardRef; keyword: KeywordName; has: boolean })
  /** `"Hoja del Alba" está equipada a "Zav".` · `"Hoja del Alba" no está equipada.` (bearer null) */
  | (Spanned & { kind: "equipped"; relic: CardRef; bearer: CardRef | null })
  /** `La cadena está vacía.` (no entries) · `La cadena tiene "Ofrenda" y "Control de Etheria".` (top first) */
  | (Spanned & { kind: "chain"; entries: ChainEntry[] })
  /** `Es el Mediodía de B.` */
  | (Spanned & { kind: "turn"; player: PlayerName; phase: ScenarioPhase; firstTurn: boolean; number?: number })
  /** `B tiene la prioridad.`: the next decision is B's. */
  | (Spanned & { kind: "priority"; player: PlayerName })
  /** `A gana el juego.` · `B pierde el juego.` (winner A) · `El juego termina en empate.` · `El juego sigue.` */
  | (Spanned & { kind: "outcome"; outcome: "ongoing" | "draw" | { winner: PlayerName } })
  /** `A puede jugar "Cas".` · `A no puede declarar el Embate de "Zav", porque es el primer turno.` */
  | (Spanned & { kind: "legality"; player: PlayerName; play: PlayStatement; legal: boolean; reason?: IllegalReason; reasonSpan?: Span })
  /**
   * `El registro muestra que "Zirkax" fue destruido.` · `El registro no muestra que A barajó su baraja.` ·
   * `El registro muestra que "Cas" recibió daño antes de que "Zirkax" fuera destruido.` (`before`: `event` happened first, both happened).
   */
  | (Spanned & { kind: "log"; event: LogEvent; negated: boolean; before?: LogEvent });

// ----------------------------------------------------------------------------------
// The file

export type ScenarioSectionKind = "cartas" | "preparación" | "jugadas" | "resultado";

/** A scenario; its span runs from the `escenario "…"` line to its last line. */
export interface ScenarioNode extends Spanned {
  /** "" when the name is missing (CR302). */
  name: string;
  nameSpan: Span;
  /** Cards defined inline in `cartas:`, parsed as `.carta` text (with absolute spans). */
  cards: CardNode[];
  setup: SetupStatement[];
  plays: PlayStatement[];
  expectations: Expectation[];
  /** The header line of each section written. */
  sections: Partial<Record<ScenarioSectionKind, Span>>;
}

export type Scenario = ScenarioNode;

export interface ScenarioFile {
  scenarios: ScenarioNode[];
}
