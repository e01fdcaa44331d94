// The IR of a compiled card set: plain JSON-serializable data.
//
// Architecture invariant: this module imports nothing of the project, so a client
// (the runtime, a web table, a bot) can load compiled JSON without the parser.
// Keys are English camelCase; values from the game's vocabulary keep the
// Reglamento's Spanish terms ("Personaje", "Embate", "Prólogo").

export const IR_VERSION = 1;

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
}

/** A target declared when the card is played or the trait activated (Reglamento 23, 26). */
export interface TargetDeclaration {
  id: string;
  /** A card matching the filter, or a player (`un jugador`). */
  what: { kind: "card"; filter: CardFilter } | { kind: "player" };
  /** `un`: exactly 1; `2 …`: exactly 2 (if possible, Reglamento 23); `hasta N`: 0..N. */
  count: { exactly: number } | { upTo: number };
  range: SourceRange;
}

export type PlayerRef = { kind: "player"; who: Side | "each" } | { kind: "playerTarget"; ref: string };

/** Who or what an effect acts on. */
export type Subject =
  | { kind: "target"; ref: string }
  | { kind: "self" }
  | { kind: "bearer" }
  | { kind: "all"; filter: CardFilter }
  | { kind: "sanctuary"; whose: Side }
  | PlayerRef;

/** A number printed on the card, or `N por cada …`. */
export type Amount =
  | { kind: "fixed"; value: number }
  | { kind: "perEach"; value: number; count: CardFilter };

export type Duration = "untilEndOfTurn" | "permanent";

export interface StepBase {
  range: SourceRange;
  /** `Puedes …`: the controller chooses on resolution whether to do it. */
  optional?: boolean;
  /**
   * How this step joins the one before it: «Luego, …» (then), «Si lo haces, …»
   * (ifYouDid: only if the previous sentence's action was done), or "and": a later
   * clause of the same sentence («… y …»), which shares the gate (condition or
   * «Si lo haces») of the step before it.
   */
  link?: "then" | "ifYouDid" | "and";
  /** `Si <condición>, …`: checked on resolution. */
  condition?: Condition;
}

export type Step =
  | (StepBase & { kind: "damage"; amount: Amount; to: Subject })
  /** Reparte: the split among the targets `among` is declared when played (Mecánicas avanzadas, Aliento Ardiente). */
  | (StepBase & { kind: "divideDamage"; amount: number; among: string })
  | (StepBase & { kind: "destroy"; what: Subject })
  | (StepBase & { kind: "draw"; player: PlayerRef; amount: Amount })
  | (StepBase & { kind: "discard"; player: PlayerRef; amount: Amount })
  | (StepBase & { kind: "mill"; player: PlayerRef; amount: Amount })
  | (StepBase & { kind: "modifyStats"; what: Subject; attack: number; life: number; duration: Duration })
  | (StepBase & { kind: "grantKeyword"; what: Subject; keyword: GrantableKeyword; duration: Duration })
  | (StepBase & { kind: "turn"; what: Subject })
  | (StepBase & { kind: "untap"; what: Subject })
  | (StepBase & { kind: "returnToHand"; what: Subject })
  | (StepBase & { kind: "gainLife"; who: Subject; amount: Amount })
  | (StepBase & { kind: "prohibitNext"; what: "carta" | "Talento"; unlessPays?: number })
  | (StepBase & { kind: "prohibitTarget"; what: Subject; unlessPays?: number })
  | (StepBase & { kind: "lookAtTop"; count: number; arrange: "top" | "bottom" | "topOrBottom" })
  | (StepBase & { kind: "searchDeck"; filter: CardFilter; destination: "mano" | "juego" })
  | (StepBase & { kind: "addEssence"; amount: number; turned: boolean })
  | (StepBase & { kind: "returnEssence"; amount: number })
  | (StepBase & { kind: "gainControl"; what: Subject; duration: Duration })
  | (StepBase & { kind: "equip"; relic: Subject; to: Subject })
  | (StepBase & { kind: "sacrifice"; what: Subject })
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
  | { kind: "cardsIn"; whose: Side; zone: "mano" | "cementerio" | "baraja"; compare: Comparison };

/** Costs paid up front, outside the chain (Reglamento 12). */
export type Cost =
  | { kind: "essence"; amount: number; range: SourceRange }
  | { kind: "discard"; amount: number; range: SourceRange }
  | { kind: "sacrifice"; filter: CardFilter; amount: number; range: SourceRange }
  | { kind: "turn"; filter: CardFilter; amount: number; range: SourceRange }
  | { kind: "returnEssence"; amount: number; range: SourceRange };

export type Trigger =
  | { kind: "entersPlay" }
  | { kind: "leavesPlay" }
  | { kind: "destroyed" }
  | { kind: "blocks" }
  | { kind: "isBlocked" }
  | { kind: "phaseStart"; phase: Phase; whose: Side | "each" };

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
  | (AbilityBase & { kind: "triggered"; trigger: Trigger })
  | { kind: "static"; effect: StaticEffect; range: SourceRange };

export type StaticEffect =
  | { kind: "modifyStats"; what: Subject; attack: number; life: number }
  | { kind: "grantKeyword"; what: Subject; keyword: GrantableKeyword }
  | { kind: "modifyCost"; filter: CardFilter; delta: number };

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
