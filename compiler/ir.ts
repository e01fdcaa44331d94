// The IR of a compiled card set: plain JSON-serializable data.
//
// Architecture invariant: this module imports nothing of the project, so a client
// (the runtime, a web table, a bot) can load compiled JSON without the parser.
// Keys are English camelCase; values from the game's vocabulary keep the
// Reglamento's Spanish terms ("Personaje", "Embate", "Prólogo").

export const IR_VERSION = 2;

/** 1-based line and column, 0-based offset (UTF-16 code units) into the source text. */
export interface Position {
  line: number;
  column: number;
  offset: number;
}

export interface SourceRange {
  /** Path of the source file as given to the compiler. */
  file: string;
  start: Position;
  end: Position;
}

export const CARD_TYPES = ["Personaje", "Reliquia", "Verso", "Santuario", "Escencia"] as const;
export type CardType = (typeof CARD_TYPES)[number];

export const ESSENCE_KINDS = ["básica", "especial"] as const;
export type EssenceKind = (typeof ESSENCE_KINDS)[number];

export const FACTIONS = ["Orden", "Instinto", "Forja", "Caos", "Valor", "Errantes"] as const;
export type Faction = (typeof FACTIONS)[number];

export const TRAITS = ["Embate", "Talento", "Interferencia", "Resplandor"] as const;
export type Trait = (typeof TRAITS)[number];

/** Keywords a card prints as a sentence of its own (Reglamento 24, 13). */
export const CARD_KEYWORDS = ["Imbatible", "Devastar", "Letal", "Mítica", "Vestigios", "Sin entrenamiento"] as const;
export type CardKeyword = (typeof CARD_KEYWORDS)[number];

/** Keywords an effect can grant to a character for a while. */
export const GRANTABLE_KEYWORDS = ["Imbatible", "Devastar", "Letal", "Sin entrenamiento"] as const;
export type GrantableKeyword = (typeof GRANTABLE_KEYWORDS)[number];

/** Events a Límite can count during a turn (Reglamento 24, Límite). */
export const LIMIT_EVENTS = ["Embate", "Talento", "Interferencia", "Resplandor", "Verso", "Personaje", "Reliquia"] as const;
export type LimitEvent = (typeof LIMIT_EVENTS)[number];

export const PHASES = ["Alba", "Amanecer", "Mediodía", "Anochecer"] as const;
export type Phase = (typeof PHASES)[number];

export const VERSE_OPTIONS = ["Prólogo", "Epílogo"] as const;
export type VerseOption = (typeof VERSE_OPTIONS)[number];

/** Whose: relative to the controller of the ability. */
export type Side = "you" | "opponent";

export interface Comparison {
  op: "eq" | "le" | "ge";
  value: number;
}

export type Zone = "juego" | "mano" | "cementerio" | "baraja" | "cadena";

/** What a selection can pick: a kind of card, or "carta" for any card. */
export type SelectionNoun = CardType | "carta";

/**
 * A filter over cards. Absent fields do not constrain. A selection never picks an
 * Escencia unless its noun says so (Reglamento 12).
 */
export interface CardFilter {
  noun: SelectionNoun;
  controller?: Side;
  faction?: Faction;
  /** "otro": not the card that carries the ability (Reglamento 23). */
  other?: boolean;
  turned?: boolean;
  cost?: Comparison;
  attack?: Comparison;
  life?: Comparison;
  /** Has this keyword or trait. */
  has?: CardKeyword | Trait;
  /** `llamado "…"`: a card of the set, resolved by the compiler. */
  named?: string;
  zone: Zone;
  /** A Reliquia with a bearer (true, «equipada») or without one (false, «sin portador»). */
  equipped?: boolean;
  /**
   * The nth card like it (the rest of the filter) its player played this turn: 1 for «La
   * primera Reliquia que juegues cada turno», 2 for «Cuando juegues tu segundo Verso cada turno».
   */
  playedThisTurn?: number;
  /**
   * A Reliquia equipped to the card with the ability («equipada a él»), to its bearer
   * («equipada al portador»), or, in the `perEach` of a static change of stats, to each card
   * the change applies to (`each`: «Los personajes que controles obtienen +1 de Ataque por
   * cada Reliquia que tengan equipada», ruling R181).
   */
  equippedTo?: "self" | "bearer" | "each";
  /** A personaje with at least one Reliquia equipped (true) or none (false). */
  hasRelic?: boolean;
  /** A personaje with that many Reliquias equipped («con dos o más Reliquias equipadas»). */
  relicCount?: Comparison;
  /** Activated this trait this turn («que haya activado su Embate este turno»). */
  activated?: Trait;
  /** Did not activate this trait this turn («que no haya activado su Embate este turno»). */
  notActivated?: Trait;
  /** Entered play this turn («que haya entrado en juego este turno»; ruling R161). */
  enteredThisTurn?: true;
  /** Blocking now: any Incursión («que esté bloqueando»), or the card with the ability / its bearer («que lo bloquee»). */
  blocking?: "any" | "self" | "bearer";
  /** Not of this type: «una carta que no sea un personaje». */
  notNoun?: CardType;
  /** Compared with the card the ability is about: «con más ataque que él». */
  than?: { stat: "attack" | "life"; op: "gt" | "lt" };
  /** Matches one of these as well as the fields above: «una Reliquia o un personaje con vida 2 o menos». */
  anyOf?: CardFilter[];
  /** Damage is marked on it («un personaje dañado»; Reglamento 20: marked damage lasts the turn). */
  damaged?: true;
  /** The attacker of the Incursión in progress («un personaje atacante»). */
  attacking?: boolean;
  /** An attacker that was blocked in the Incursión in progress («el personaje bloqueado»). */
  blocked?: boolean;
  /** Its attacker or one of its blockers: «que participe en una Incursión» (Reglamento 19). */
  inIncursion?: true;
  /**
   * In the duel of the Incursión in progress (Reglamento 19: «Si el defensor bloquea, ambos
   * personajes entran en duelo»; it lasts until g), the end of the Incursión, ruling R134):
   * `any`, the blocked attacker or one of its blockers still in play («un personaje en duelo»,
   * «que esté en duelo»); `self` / `bearer`, on the other side of that duel from the card with
   * the ability / its bearer («cada personaje en duelo con él», «con el que esté en duelo»,
   * «el personaje con el que se enfrenta»): its blockers if it is the attacker, the attacker if it
   * blocks. The card with the ability may have left play in that duel («con el que estaba en
   * duelo», after «… sea destruido en un duelo»), ruling R135.
   */
  inDuel?: "any" | "self" | "bearer";
  /**
   * «el personaje que lo destruyó»: in the duel in progress, one whose damage destroyed the card
   * with the ability (`self`) or its bearer (`bearer`): the characters of the other side that had
   * Ataque to deal when the damage was dealt (ruling R107), ruling R136.
   */
  destroyerOf?: "self" | "bearer";
  /** An Escencia of this kind («una Escencia básica», Reglamento 6). */
  essence?: "básica" | "especial";
}

/** A target declared when the card is played or the trait activated (Reglamento 23, 26). */
export interface TargetDeclaration {
  id: string;
  /**
   * A card matching the filter, a player (`un jugador`), or something waiting on the chain
   * (`Prohíbe un Verso`, `Prohíbe un rasgo de Talento`: a played card or an activated trait).
   */
  what: { kind: "card"; filter: CardFilter } | { kind: "player" } | { kind: "chain"; cards?: CardFilter; traits?: Trait[] };
  /** `un`: exactly 1; `2 …`: exactly 2 (if possible, Reglamento 23); `hasta N`: 0..N; `uno o dos`: 1..2. */
  count: { exactly: number } | { upTo: number; min?: number };
  range: SourceRange;
}

export type PlayerRef =
  | { kind: "player"; who: Side | "each" }
  | { kind: "playerTarget"; ref: string }
  /** «su controlador», «su Santuario»: of the card a subject designates. */
  | { kind: "controllerOf"; of: Subject }
  | { kind: "ownerOf"; of: Subject }
  /** The player the trigger's event is about («Cada vez que tu oponente juegue un Verso»). */
  | { kind: "eventPlayer" };

/** Who or what an effect acts on. */
export type Subject =
  | { kind: "target"; ref: string }
  | { kind: "self" }
  | { kind: "bearer" }
  | { kind: "bearerOf"; of: Subject }
  | { kind: "all"; filter: CardFilter }
  | { kind: "sanctuary"; whose: Side }
  | { kind: "sanctuaryOf"; player: PlayerRef }
  /**
   * Cards an earlier step of the same resolution found (looked at, chose, searched),
   * bound by its `as`; with a filter, only those that match («los personajes revelados»).
   */
  | { kind: "found"; ref: string; filter?: CardFilter }
  /** «el resto»: the cards `ref` found that are still where they were found. */
  | { kind: "rest"; of: string }
  /** The card a trigger's event is about: its subject («ese personaje» that blocked) or the card it concerns (the card paid for). */
  | { kind: "event"; role: "subject" | "object" }
  /** «ambos», «cada uno de ellos» after two cards named one by one: all of them. */
  | { kind: "union"; of: Subject[] }
  /** «el personaje sacrificado»: the card of this noun the ability's costs sacrificed, as it was when sacrificed (ruling R175). */
  | { kind: "paid"; cost: "sacrifice"; noun: SelectionNoun }
  | PlayerRef;

/** A number printed on the card, `N por cada …`, or a number read from a card. */
/** What «Prohíbe el próximo …» waits for: any card, a Verso, or a Talento trait (Reglamento 18). */
/** What «Prohíbe el próximo … que fuera a resolverse» catches: a played card, a Verso, or a trait that resolves on the chain. */
export type ProhibitedNext = "carta" | "Verso" | "Talento" | "Interferencia" | "Resplandor";

export type Amount =
  | { kind: "fixed"; value: number }
  /**
   * `max`: «…, hasta un máximo de tres», the most it gives in all. `destroyedThisTurn`: «por cada
   * personaje destruido este turno», the cards that match among those destroyed this turn
   * (`controller`: while whose; ruling R187), not those in play.
   */
  | { kind: "perEach"; value: number; count: CardFilter; max?: number; destroyedThisTurn?: true }
  /** «por cada uno de ellos»: as many as the cards a subject designates. */
  /** `left`: «por cada personaje destruido de esta forma», only those the resolution took out of play, as it says (ruling R179). */
  | { kind: "countOf"; value: number; of: Subject; left?: "destroyed" | "sacrificed" | "returned" }
  /** «daño igual a su Ataque»; with `max`, the greatest among the cards («el mayor Ataque entre …»). */
  | { kind: "statOf"; stat: "attack" | "life" | "cost"; of: Subject; max?: boolean };

/**
 * How long a change lasts: to the cleanup stage, for good, to the end of the affected
 * player's next turn («su próximo turno»), through the affected card's controller's next
 * Alba, or the same two measured on the turns of the ability's controller («tu próximo
 * turno», «tu próxima Alba»).
 */
/**
 * How long a change or a restriction lasts. `duringYourNextAlba` («No se endereza durante tu
 * próxima Alba»): only at the untapping of the next Alba of the ability's controller (ruling R96).
 */
export type Duration = "untilEndOfTurn" | "permanent" | "untilEndOfTheirNextTurn" | "untilTheirNextAlba" | "untilEndOfYourNextTurn" | "untilYourNextAlba" | "duringYourNextAlba";

export interface StepBase {
  range: SourceRange;
  /** `Puedes …`: the controller chooses on resolution whether to do it. */
  optional?: boolean;
  /**
   * How this step joins the one before it: «Luego, …» (then), «Si lo haces, …»
   * (ifYouDid: only if the previous sentence's action was done), «Si no lo haces, …»
   * (ifYouDidNot), «Si no, …» (otherwise: only if the previous sentence's condition did
   * not hold), or "and": a later clause of the same sentence («… y …»), which shares the
   * gate (condition or «Si lo haces») of the step before it.
   */
  link?: "then" | "ifYouDid" | "ifYouDidNot" | "otherwise" | "and";
  /** `Si <condición>, …`: checked on resolution. */
  condition?: Condition;
}

/**
 * Where a moved card goes. A card always goes to its owner's zone (Reglamento 23): an
 * Escencia «en el fondo» or «arriba» goes to its Escencia deck (`essenceDeckBottom`,
 * `essenceDeckTop`), and «en juego» to its Escencia zone.
 */
export type MoveDestination = "hand" | "battlefield" | "graveyard" | "deckTop" | "deckBottom" | "deckShuffled" | "essenceDeckTop" | "essenceDeckBottom";

/** Whose effects a restriction shuts out: Versos or traits, optionally of one player's. */
export interface RestrictionSource {
  source: "Verso" | "rasgo";
  controller?: Side;
}

/** What an effect forbids, for as long as it lasts (Regla de oro: the card beats the rule). */
export type Restriction =
  | { kind: "cannotBlock" }
  /** «no puede atacar»: declaring its Embate to attack (Reglamento 19); a block still activates it. */
  | { kind: "cannotAttack" }
  /** «no puede ser bloqueado (por personajes con …)». */
  | { kind: "cannotBeBlocked"; by?: CardFilter }
  /** Activating these traits (none listed: any trait). */
  | { kind: "cannotActivate"; traits: Trait[] }
  /**
   * A player playing the cards that match (Reglamento 18: playing is putting a card on the chain
   * from the hand); with `perTurn`, once the player played that many of them this turn
   * («no puede jugar más de un Verso por turno», ruling R185).
   */
  | { kind: "cannotPlay"; filter: CardFilter; perTurn?: number }
  /** Being the target of these sources («de Versos que tu oponente juegue», «de rasgos de tu oponente»). */
  | { kind: "cannotBeTargeted"; by: RestrictionSource[] }
  | { kind: "cannotBeDestroyed"; by?: RestrictionSource }
  /**
   * «no puede ser prohibido» (ruling R125): while the card waits on the chain, a «Prohíbe …»
   * aimed at it, a pending «la próxima carta que fuera a resolverse …» and «… es prohibido a
   * menos que …» do nothing to it; it may still be chosen as their target. Its traits are not
   * the card: «Prohíbe un rasgo de Talento» still prohibits them. A static's subject names the
   * cards on the chain (`zone: "cadena"`, `controller`: who played them); on the card itself
   * (`self`) it works from the chain (as MTG 113.6f).
   */
  | { kind: "cannotBeProhibited" }
  /** Not untapping in the Alba (Reglamento 9). */
  | { kind: "doesNotUntap" }
  /**
   * Not a limit but a rule of blocking lifted (Reglamento 0): «puede bloquear aunque esté
   * girado» (Reglamento 19), «… dos veces por turno» (13), «… a personajes con Imbatible» (24);
   * `staysUntapped`: «no se gira después de bloquear», a blocker that survives is not turned
   * after damage (Reglamento 13, ruling R160).
   */
  | { kind: "mayBlock"; despite: "turned" | "twice" | "imbatible" | "staysUntapped" }
  /**
   * Not a limit but a rule of activating lifted (Reglamento 0): `training`, «puede activar su
   * Embate el turno en que entra en juego», the training stage does not stop that trait
   * (Reglamento 13); `again`, «puede activar su Embate otra vez este turno», a second Embate
   * in the turn (Mecánicas avanzadas, Temple: «solo se puede activar un Embate o un Talento por
   * turno»). Ruling R182.
   */
  | { kind: "mayActivate"; trait: Trait; despite: "training" | "again" }
  /** «pierde Imbatible»: the card does not have that keyword, printed or given (Reglamento 0). */
  | { kind: "losesKeyword"; keyword: GrantableKeyword };

export type RestrictionKind = Restriction["kind"];

export type Step =
  | (StepBase & { kind: "damage"; amount: Amount; to: Subject; source?: Subject })
  /** Reparte: the split among the targets `among` is declared when played (Mecánicas avanzadas, Aliento Ardiente). */
  | (StepBase & { kind: "divideDamage"; amount: number; among: string })
  | (StepBase & { kind: "destroy"; what: Subject })
  /** `as`: the card drawn, bound when a later step speaks of it («Roba una carta. Si es un Verso, muéstrala …»). */
  | (StepBase & { kind: "draw"; player: PlayerRef; amount: Amount; upTo?: boolean; as?: string })
  /** With `cards`, those cards are the ones discarded («Tu oponente la descarta»); `upTo`: the player discards 0 to `amount`. */
  /** `hand`: «descarta tu mano», every card in it (the amount says nothing). */
  /** `as`: the card discarded, bound when a later step speaks of it («Descarta una carta. Si era un Verso, …»). */
  | (StepBase & { kind: "discard"; player: PlayerRef; amount: Amount; random?: boolean; cards?: Subject; upTo?: boolean; hand?: true; as?: string })
  /** `as`: binds the cards milled («un personaje botado de esta forma»). */
  | (StepBase & { kind: "mill"; player: PlayerRef; amount: Amount; upTo?: boolean; as?: string })
  /** `perEach`: the change is multiplied by the cards that match, counted on resolution. */
  | (StepBase & { kind: "modifyStats"; what: Subject; attack: number; life: number; duration: Duration; perEach?: CardFilter })
  | (StepBase & { kind: "grantKeyword"; what: Subject; keyword: GrantableKeyword; duration: Duration })
  | (StepBase & { kind: "turn"; what: Subject })
  | (StepBase & { kind: "untap"; what: Subject })
  | (StepBase & { kind: "returnToHand"; what: Subject })
  /** «Pon …»: a card found, chosen or targeted goes to a zone of its owner. */
  /** `turned`: a card put onto the battlefield enters turned («ponla en juego girada»). */
  /**
   * `yours`: a card out of play goes to the controller's zone, not its owner's («Pon una carta
   * de la mano de tu oponente en tu mano»: the card's text beats the rule, Reglamento 0).
   */
  | (StepBase & { kind: "move"; what: Subject; to: MoveDestination; anyOrder?: boolean; reveal?: boolean; turned?: boolean; yours?: boolean })
  | (StepBase & { kind: "gainLife"; who: Subject; amount: Amount })
  /** «Tu Santuario pierde 3 de vida»: not damage, so nothing prevents it and no «haga daño» fires. */
  | (StepBase & { kind: "loseLife"; who: Subject; amount: Amount })
  /**
   * «Puedes pagar 2 Escencias», «… a menos que pagues 1 Escencia»: the controller turns untapped
   * Escencias; not done if they cannot. `payer`: another player pays and decides whether to
   * («… a menos que su controlador pague 2 Escencias»); without it, the ability's controller.
   */
  | (StepBase & { kind: "payEssence"; amount: number; payer?: PlayerRef })
  /** `thisTurn`: «… que fuera a resolverse este turno», gone at the cleanup if nothing took it (otherwise it waits, R32). */
  /** `opponents`: «… que tu oponente fuera a resolver», only a card or trait of another player. */
  | (StepBase & { kind: "prohibitNext"; what: ProhibitedNext; unlessPays?: number; thisTurn?: true; opponents?: true })
  /** «El próximo Verso que juegues este turno cuesta 2 menos»: the next card of the filter its controller plays while it lasts. */
  /** `floor`: «…, hasta un mínimo de 1», as in the static `modifyCost` (ruling R124). */
  | (StepBase & { kind: "nextCostChange"; filter: CardFilter; delta: number; duration: Duration; floor?: number })
  | (StepBase & { kind: "prohibitTarget"; what: Subject; unlessPays?: number })
  | (StepBase & { kind: "lookAtTop"; count: number; arrange: "top" | "bottom" | "topOrBottom" })
  /**
   * «Mira / Revela las N primeras (últimas) cartas de tu baraja», «… de tu baraja de Escencia»
   * (`essenceDeckTop`), «Mira la mano de tu oponente»: the cards are bound as `as`.
   */
  | (StepBase & { kind: "look"; from: "deckTop" | "deckBottom" | "essenceDeckTop" | "hand"; player: PlayerRef; count: number; reveal: boolean; as: string })
  /** A choice on resolution among cards found before (not a target): bound as `as`. */
  | (StepBase & { kind: "choose"; from: Subject; filter?: CardFilter; count: { exactly: number } | { upTo: number } | { any: true }; as: string; reveal?: boolean })
  | (StepBase & { kind: "reveal"; what: Subject })
  /** `as`: binds the card found, for the steps after it («Busca un personaje, ponlo en juego. Obtiene …»). */
  /** `count`: how many cards match («Busca hasta dos personajes»); absent, one. */
  | (StepBase & { kind: "searchDeck"; filter: CardFilter; destination: "mano" | "juego"; reveal?: boolean; as?: string; turned?: boolean; count?: { exactly: number } | { upTo: number } })
  | (StepBase & { kind: "shuffle"; player: PlayerRef })
  | (StepBase & { kind: "addEssence"; amount: number; turned: boolean })
  /** To the bottom of its owner's Escencia deck (Reglamento 12); `what`: a declared Escencia, else the controller chooses `amount` of theirs. */
  /** `filter`: of your own Escencias, only those that match are chosen («Devuelve una Escencia básica»). */
  | (StepBase & { kind: "returnEssence"; amount: number; what?: Subject; filter?: CardFilter })
  | (StepBase & { kind: "gainControl"; what: Subject; duration: Duration })
  | (StepBase & { kind: "exchangeControl"; a: Subject; b: Subject })
  /** «Cada uno hace daño igual a su Ataque al otro»: each deals its Attack to the other, both read before either is dealt. */
  | (StepBase & { kind: "fight"; a: Subject; b: Subject })
  /** `changeBearer`: «Cambia de portador»: a Reliquia already equipped moves (Reglamento 21). */
  | (StepBase & { kind: "equip"; relic: Subject; to: Subject; changeBearer?: boolean })
  /**
   * `player`: «Tu oponente sacrifica un personaje»: each such player chooses `amount` of their
   * own cards that match `what` (then `all`); not a target.
   */
  | (StepBase & { kind: "sacrifice"; what: Subject; player?: PlayerRef; amount?: number })
  /** A shield: damage that would be dealt to `to` (null: anyone; `combatOnly`: only in duels) is prevented, all or the next `amount`. */
  /**
   * `once`: «el próximo daño»: the whole of the next damage it would take (`amount` null), or
   * `amount` of it («Reduce en 2 el próximo daño …», ruling R141), then the shield is gone.
   */
  /** `thisDuel`: «en ese duelo»: only the damage of the duel in progress (with `combatOnly`); the shield ends with its Incursión. */
  /**
   * `redirectTo`: «el próximo daño que fuera a recibir otro personaje objetivo este turno se le hace a este personaje en
   * su lugar» (with `once`, ruling R174): the damage the shield stops is dealt to that card (the card with the ability or
   * its bearer) instead, if it is still in play; else the shield stops nothing.
   */
  | (StepBase & { kind: "preventDamage"; to: Subject | null; amount: number | null; once?: true; combatOnly?: boolean; thisDuel?: true; redirectTo?: Subject; duration: Duration })
  | (StepBase & { kind: "removeDamage"; what: Subject; amount: number | null })
  | (StepBase & { kind: "restrict"; what: Subject; restriction: Restriction; duration: Duration })
  | (StepBase & { kind: "winGame"; player: PlayerRef })
  | (StepBase & { kind: "loseGame"; player: PlayerRef })
  /** «Al comienzo del próximo Anochecer, destrúyelo»: steps that wait for a moment, with the same targets and found cards. */
  | (StepBase & { kind: "delayed"; trigger: Trigger; steps: Step[] })
  | (StepBase & { kind: "chooseOne"; options: ChoiceOption[] });

/** One option of «Elige uno:»: chosen when the card is played, with its own targets. */
export interface ChoiceOption {
  targets: TargetDeclaration[];
  steps: Step[];
  range: SourceRange;
}

export type StepKind = Step["kind"];

export type Condition =
  | { kind: "controls"; who: Side; filter: CardFilter; atLeast: number }
  | { kind: "sanctuaryLife"; whose: Side; compare: Comparison }
  /** «tu Santuario tiene menos vida que el de tu oponente». */
  | { kind: "sanctuaryLifeVs"; whose: Side; op: "lt" | "gt" }
  /** «si tienes menos cartas en la mano que tu oponente», «si controlas más personajes que tu oponente». */
  | { kind: "cardsInVs"; whose: Side; zone: "mano" | "cementerio" | "baraja" | "juego"; op: "lt" | "gt"; filter?: CardFilter }
  /** «durante tu turno», «mientras sea el turno de tu oponente». */
  | { kind: "turnOf"; whose: Side; phase?: Phase }
  /**
   * With a filter, only the cards that match count («diez o más Versos en tu cementerio»).
   * `whose: "any"`: both players' cards («Si hay dos o más personajes en juego»).
   */
  | { kind: "cardsIn"; whose: Side | "any"; zone: "mano" | "cementerio" | "baraja" | "juego"; compare: Comparison; filter?: CardFilter }
  /** The card(s) a subject designates match the filter: «Si es una Reliquia», «Mientras este personaje esté enderezado». */
  | { kind: "is"; what: Subject; filter: CardFilter }
  /** The card activated this trait this turn. */
  | { kind: "activated"; what: Subject; trait: Trait }
  /**
   * «Si ese personaje es destruido»: a card the subject designated left play for the
   * cementerio during this resolution (checked after the steps before it, ruling R104).
   */
  | { kind: "destroyed"; what: Subject }
  /**
   * «si ya activaste un Embate este turno», «si tu oponente jugó dos o más Versos este
   * turno», «si un personaje que controlabas fue destruido este turno»: what a player did
   * (or lost) since the turn began, counted (`who: "each"`: either player).
   */
  | { kind: "thisTurn"; who: Side | "each"; deed: TurnDeed; compare: Comparison }
  | { kind: "not"; condition: Condition };

/**
 * What a turn's history counts: traits activated (the events Límite counts, Reglamento
 * 24), cards played, cards discarded, cards drawn, and the player's cards destroyed while
 * they controlled them.
 */
export type TurnDeed =
  | { kind: "activated"; trait: Trait }
  | { kind: "played"; filter: CardFilter }
  | { kind: "discarded"; filter: CardFilter }
  | { kind: "drew"; filter: CardFilter }
  | { kind: "lost"; filter: CardFilter };

export type TurnDeedKind = TurnDeed["kind"];

export type ConditionKind = Condition["kind"];

/** Costs paid up front, outside the chain (Reglamento 12). `self`: the card itself («sacrifica este personaje»). */
export type Cost =
  | { kind: "essence"; amount: number; range: SourceRange }
  | { kind: "discard"; amount: number; range: SourceRange }
  | { kind: "sacrifice"; filter: CardFilter; amount: number; self?: boolean; range: SourceRange }
  | { kind: "destroy"; filter: CardFilter; amount: number; self?: boolean; range: SourceRange }
  | { kind: "turn"; filter: CardFilter; amount: number; self?: boolean; range: SourceRange }
  | { kind: "returnEssence"; amount: number; filter?: CardFilter; range: SourceRange };

export type CostKind = Cost["kind"];

/** Whose card a trigger listens to; absent means the card with the ability. */
export type EventCard = { kind: "self" } | { kind: "bearer" } | { kind: "any"; filter: CardFilter };

export type Trigger =
  | { kind: "entersPlay"; who?: EventCard }
  | { kind: "leavesPlay"; who?: EventCard }
  /** `inDuel`: by the damage of a duel it took part in («… sea destruido en un duelo», ruling R120). */
  | { kind: "destroyed"; who?: EventCard; inDuel?: true }
  /** `blocked`: what it blocks; `survives`: at the end of the duel, if it is still in play. */
  | { kind: "blocks"; who?: EventCard; blocked?: CardFilter; survives?: boolean }
  /** `blockers`: how many characters block it («por un solo personaje»: eq 1; «por dos o más personajes»: ge 2; ruling R184). */
  | { kind: "isBlocked"; who?: EventCard; blockers?: Comparison }
  /** The defender declares no block against it (Reglamento 19 c): «Cuando este personaje no sea bloqueado». */
  | { kind: "notBlocked"; who?: EventCard }
  /** `attacking`: «Cuando … ataque», only the attacker's Embate (Reglamento 19), not a blocker's. */
  | { kind: "activates"; who?: EventCard; trait: Trait; attacking?: true }
  /**
   * Damage it deals to a Santuario (`whose`) or to a character. `combat`: only the damage of its
   * Embate — to the Santuario it was not blocked from, or in its duel (Reglamento 19).
   */
  | { kind: "dealsDamage"; who?: EventCard; to: "sanctuary" | "character"; whose?: Side; combat?: true }
  /** A card (a personaje or a Santuario) receives damage that was not prevented. */
  | { kind: "damaged"; who?: EventCard }
  /** A character of a duel destroys another with its damage («… destruya a un personaje en un duelo», ruling R107). */
  | { kind: "destroysInDuel"; who?: EventCard }
  /**
   * A character enters a duel («Cuando este personaje entre en (un) duelo»): when the defender
   * blocks, the attacker and every blocker, before the blockers' Embates (Reglamento 19, ruling R134).
   */
  | { kind: "entersDuel"; who?: EventCard }
  /** A character of a duel is still in play after the damage («… sobreviva a un duelo», ruling R107). */
  | { kind: "survivesDuel"; who?: EventCard }
  /** A Santuario gains life («Cada vez que tu Santuario gane vida»). */
  | { kind: "gainsLife"; who?: EventCard }
  /** A player plays a card matching the filter. */
  | { kind: "plays"; player: Side; filter: CardFilter }
  /** A player discards a card matching the filter (from the hand, by any effect or in the cleanup, Reglamento 20). */
  | { kind: "discards"; player: Side; filter: CardFilter }
  /** «Cada vez que robes una carta», «Cuando tu oponente robe una carta»: each card drawn, by any effect or the Amanecer's draw (ruling R178). */
  | { kind: "draws"; player: Side; filter: CardFilter }
  /** A player sacrifices a card of theirs matching the filter, as a cost or by an effect (ruling R128). */
  | { kind: "sacrifices"; player: Side; filter: CardFilter }
  /** A Reliquia (matching `relic`) is equipped to the card `to`, by its controller. */
  /** `thisRelic`: the Reliquia equipped is the card with the ability («Cuando equipes esta Reliquia», ruling R108). */
  | { kind: "equipped"; relic?: CardFilter; to?: EventCard; thisRelic?: true }
  | { kind: "changesBearer"; who?: EventCard }
  /** A card returns from play to its owner's hand. */
  | { kind: "returnsToHand"; who?: EventCard }
  /** This Escencia is consumed to pay the cost of a card matching the filter. */
  | { kind: "consumed"; paysFor?: CardFilter }
  | { kind: "phaseStart"; phase: Phase; whose: Side | "each" }
  | { kind: "phaseEnd"; phase: Phase; whose: Side | "each" };

export type TriggerKind = Trigger["kind"];

export interface AbilityBase {
  range: SourceRange;
  targets: TargetDeclaration[];
  steps: Step[];
}

export type Ability =
  /** A Rasgo. A bare `Embate.` has no steps: the character may attack. */
  | (AbilityBase & {
      kind: "trait";
      trait: Trait;
      temple: boolean;
      limit?: LimitEvent;
      costs: Cost[];
    })
  | (AbilityBase & { kind: "verse"; option: VerseOption; costs: Cost[] })
  /** `oncePerTurn`: «La primera vez en cada turno que …». */
  | (AbilityBase & { kind: "triggered"; trigger: Trigger; oncePerTurn?: boolean })
  /** «Una vez por turno, durante tu Mediodía, …»: activated by its controller in their Mediodía, without turning the card. */
  | (AbilityBase & { kind: "activated"; oncePerTurn: true; costs: Cost[] })
  /** `condition`: «Mientras …»: the effect applies only while it holds (Reglamento 17). */
  | { kind: "static"; effect: StaticEffect; condition?: Condition; range: SourceRange };

export type AbilityKind = Ability["kind"];

export type StaticEffect =
  /** `perEach`: times the cards that match, counted while it applies («+1 de Ataque por cada Reliquia que controles»). */
  | { kind: "modifyStats"; what: Subject; attack: number; life: number; perEach?: CardFilter }
  | { kind: "grantKeyword"; what: Subject; keyword: GrantableKeyword }
  /**
   * The cost of cards a player plays («Las Reliquias que juegues cuestan 1 menos»), or of this card; `perEach`: times the cards that match.
   * `alsoInPlay`: «Tus Reliquias cuestan 1 menos» changes the cost of the Reliquia itself, so also what a Reliquia in play pays
   * to be equipped and for Vincular (Reglamento 21, 24: «el coste de la Reliquia»); `filter` still reads it in the hand.
   * `floor` («…, hasta un mínimo de 1»), only on a reduction: this reduction never takes the cost below `floor`. It is applied
   * after every change to the cost (ruling R124): the cost is the printed cost plus every change, but not less than the
   * smaller of `floor` and what the cost would be without this reduction; never below 0.
   */
  | { kind: "modifyCost"; what: { kind: "self" } | { kind: "all"; filter: CardFilter }; delta: number; perEach?: CardFilter; alsoInPlay?: true; floor?: number }
  /** «El portador tiene «Talento: …»». */
  | { kind: "grantAbility"; what: Subject; ability: Ability }
  | { kind: "restrict"; what: Subject; restriction: Restriction }
  /** «Esta Escencia entra en juego girada». */
  /** This card enters play turned; with `what`, the cards that match do («Los personajes de tu oponente entran en juego girados»). */
  | { kind: "entersTurned"; what?: CardFilter }
  /** «Tu tamaño máximo de mano es 8», «No tienes tamaño máximo de mano» (null): what the cleanup keeps (Reglamento 20). */
  | { kind: "handSize"; player: Side; size: number | null }
  /**
   * «Solo puede equiparse a …»; with `also`, «(Esta Reliquia) puede equiparse a un personaje que
   * controle tu oponente»: those characters are valid bearers too, besides the controller's own
   * (Regla de oro; ruling R183).
   */
  | { kind: "equipRequirement"; filter: CardFilter; also?: true }
  /** «Juega este Verso solo durante una Incursión» (`incursion`); «… solo durante un duelo», «… solo antes de la resolución del daño de un duelo» (`duel`: a blocked Incursión, Reglamento 19). */
  | { kind: "playTiming"; during: "incursion" | "duel" }
  /** The card may be played («Juega esta carta solo si …») or its trait activated («Solo puedes activar este Talento si …») only while the condition holds (ruling R111). */
  | { kind: "usableOnlyIf"; use: "play" | Trait; condition: Condition }
  /**
   * A replacement of a move from play (ruling R129): «Si este personaje fuera a ir al cementerio desde el juego,
   * devuélvelo a la mano de su dueño en su lugar». When a card `who` designates (absent: this card; `bearer`: its
   * bearer; `any`: a card in play that matches) would go from play to the cementerio, it goes to `to` of its owner
   * instead: the hand, the top (`deckTop`) or bottom (`deckBottom`) of the main deck, or shuffled into it
   * (`deckShuffled`). `destroyedOnly` («fuera a ser destruido»): only when it would be destroyed («Destruye …», a
   * destroy cost, the state checks), not when sacrificed or sent by Mítica. The card is then not destroyed
   * («Cuando … sea destruido» does not fire); it leaves play («Al salir del juego» fires).
   */
  | { kind: "replaceLeavePlay"; who?: EventCard; destroyedOnly?: true; to: "hand" | "deckTop" | "deckBottom" | "deckShuffled" }
  /**
   * «Si el portador fuera a ser destruido, en su lugar destruye esta Reliquia» (ruling R176): the card `who`
   * names is not destroyed; the card with the ability is destroyed instead, and with `removeDamage` («y retira todo
   * el daño del portador») the card spared loses all its damage. Never the card's own destruction.
   */
  | { kind: "destroyInstead"; who?: EventCard; removeDamage?: true }
  /**
   * A replacement of damage (ruling R130): «Si este personaje fuera a recibir 4 o más puntos de daño a la vez, en su
   * lugar recibe 3», «Si tu Santuario fuera a recibir daño, recibe 1 menos». Damage one source would deal at once to
   * a card `who` designates (a personaje or a Santuario; absent: this card; as in triggers), if it is `atLeast` or more
   * (absent: any damage), is dealt as `amount` instead (`mode: "becomes"`) or as `amount` less (`mode: "less"`; 0 or
   * less is no damage, Reglamento 26). The «becomes» replacements apply first (the greatest `atLeast` first), then the
   * «less», then the prevention shields of `preventDamage` (ruling R74). With `firstEachTurn` («Previene el primer
   * daño que fuera a recibir el portador cada turno», «La primera vez en cada turno que … fuera a recibir daño, …»)
   * it changes only the first such damage of each turn (ruling R177); `mode: "becomes"` with `amount: 0` prevents it.
   */
  | { kind: "replaceDamage"; who?: EventCard; atLeast?: number; mode: "becomes" | "less"; amount: number; by?: CardFilter; firstEachTurn?: true }
  /**
   * «Si un Verso que controle un oponente fuera a hacer daño a otro personaje que controles, ese daño se hace a este
   * personaje en su lugar» (ruling R173): the damage a source (matching `by`, when given) would deal at once to a card
   * `who` names is dealt to the card with the ability (`self`) or its bearer (`bearer`) instead, never back to itself.
   */
  | { kind: "redirectDamage"; who?: EventCard; by?: CardFilter; to: "self" | "bearer" };

export type StaticKind = StaticEffect["kind"];

export interface CardDefinition {
  name: string;
  type: CardType;
  /** Only on Escencias. */
  essenceKind?: EssenceKind;
  faction: Faction;
  cost?: number;
  attack?: number;
  life?: number;
  keywords: CardKeyword[];
  /** Vincular X (Reglamento 24), only on Reliquias. */
  bind?: number;
  /** «Límite: Embate.» on a Verso: playing it needs the event this turn (Reglamento 24). */
  limit?: LimitEvent;
  /** «Como coste adicional para jugar este Verso, …»: paid with the card's cost (Reglamento 12). */
  playCosts?: Cost[];
  abilities: Ability[];
  range: SourceRange;
}

export interface CardSet {
  irVersion: typeof IR_VERSION;
  cards: CardDefinition[];
}

// --- Decks (`.mazo`) ------------------------------------------------------------------

/** Construction formats (Reglamento 4). */
export const DECK_FORMATS = ["Guerra de Facción", "Alianza", "Convergencia"] as const;
export type DeckFormat = (typeof DECK_FORMATS)[number];

/** A card of the main deck or the arsenal and how many copies. One entry per card name. */
export interface DeckEntry {
  card: string;
  count: number;
  /** The (first) line that lists the card. */
  range: SourceRange;
}

/**
 * A legal deck: the compiler only emits decks without errors, so a client may
 * trust every construction rule of Reglamento 2, 4, 5, 6 to hold.
 */
export interface DeckDefinition {
  name: string;
  format: DeckFormat;
  /** The deck's faction; absent in Convergencia, which uses all six. */
  faction?: Faction;
  /** Name of the Santuario card. */
  sanctuary: string;
  mainDeck: DeckEntry[];
  /**
   * The Escencia deck top to bottom, one card name per position (index 0 is
   * position 1): `first` if the player starts the game, `second` if not
   * (Reglamento 6). Both hold the same cards.
   */
  essenceDeck: { first: string[]; second: string[] };
  arsenal: DeckEntry[];
  range: SourceRange;
}
