// The syntax tree of a `.carta` file: what was written, with spans, before any
// name is resolved or any rule of the game is checked. Values are canonical
// spellings ("Personaje", "Orden"); the compiler maps them to the IR.
import type { Span } from "../diagnostics/catalog.js";

export interface Spanned {
  span: Span;
}

export interface Document {
  cards: CardNode[];
}

export interface CardNode extends Spanned {
  name: string;
  nameSpan: Span;
  fields: FieldNode[];
  abilities: AbilityNode[];
  /**
   * What the sentences that did not parse were trying to be ("coste", "Prólogo", or
   * "texto"): the checker does not report them missing on top of the syntax error.
   */
  unparsed: string[];
}

export type FieldNode =
  | (Spanned & { field: "tipo"; cardType: string; essenceKind?: string; valueSpan: Span })
  | (Spanned & { field: "facción"; faction: string; valueSpan: Span })
  | (Spanned & { field: "coste" | "ataque" | "vida"; value: number; valueSpan: Span });

export type FieldName = FieldNode["field"];

export type Comparison = { op: "eq" | "le" | "ge"; value: number };

export type FilterNode =
  | (Spanned & { kind: "faction"; faction: string })
  | (Spanned & { kind: "controller"; side: "you" | "opponent" })
  | (Spanned & { kind: "stat"; stat: "coste" | "ataque" | "vida"; compare: Comparison })
  | (Spanned & { kind: "has"; name: string })
  | (Spanned & { kind: "turned"; turned: boolean })
  | (Spanned & { kind: "named"; name: string; nameSpan: Span })
  | (Spanned & { kind: "zone"; zone: "juego" | "mano" | "cementerio" | "baraja" | "cadena" });

export type Quantifier =
  | { kind: "one" }
  | { kind: "exactly"; n: number }
  | { kind: "upTo"; n: number }
  /** «2 o más personajes»: only in conditions. */
  | { kind: "atLeast"; n: number }
  | { kind: "all" };

export type SelectionNode =
  | (Spanned & { kind: "self"; noun: string })
  /** «ese personaje»: the last target declared before it in the ability. */
  | (Spanned & { kind: "previous"; noun: string })
  | (Spanned & { kind: "bearer" })
  | (Spanned & { kind: "sanctuary"; whose: "you" | "opponent" })
  | (Spanned & { kind: "player"; who: "you" | "opponent" | "each" })
  | (Spanned & { kind: "playerTarget" })
  | (Spanned & {
      kind: "cards";
      quantifier: Quantifier;
      other: boolean;
      /** "tus personajes": controlled by you. */
      yours: boolean;
      noun: string;
      filters: FilterNode[];
      /** «el personaje», «al Santuario»: a definite singular that names no card in particular. */
      singular?: true;
    });

export type AmountNode = Spanned & { value: number; perEach?: SelectionNode };

export type Duration = "untilEndOfTurn" | "permanent";

export type ClauseNode =
  | (Spanned & { kind: "damage"; amount: AmountNode; to: SelectionNode })
  | (Spanned & { kind: "divideDamage"; amount: AmountNode; among: SelectionNode })
  | (Spanned & { kind: "destroy"; what: SelectionNode })
  | (Spanned & { kind: "draw" | "discard" | "mill"; player: SelectionNode | null; amount: AmountNode })
  | (Spanned & { kind: "modifyStats"; what: SelectionNode; attack: number; life: number; duration: Duration | null })
  | (Spanned & { kind: "grantKeyword"; what: SelectionNode; keyword: string; duration: Duration | null })
  | (Spanned & { kind: "turn" | "untap" | "sacrifice"; what: SelectionNode })
  | (Spanned & { kind: "returnToHand"; what: SelectionNode })
  | (Spanned & { kind: "returnEssence"; amount: AmountNode; what?: SelectionNode })
  | (Spanned & { kind: "gainLife"; who: SelectionNode; amount: AmountNode })
  | (Spanned & { kind: "prohibitNext"; what: "carta" | "Talento"; unlessPays: number | null })
  | (Spanned & { kind: "prohibitTarget"; what: SelectionNode; unlessPays: number | null })
  | (Spanned & { kind: "lookAtTop"; count: number; arrange: "top" | "bottom" | "topOrBottom" })
  | (Spanned & { kind: "searchDeck"; what: SelectionNode; destination: "mano" | "juego" })
  | (Spanned & { kind: "addEssence"; amount: AmountNode; turned: boolean })
  | (Spanned & { kind: "gainControl"; what: SelectionNode; duration: Duration | null })
  | (Spanned & { kind: "equip"; relic: SelectionNode; to: SelectionNode })
  | (Spanned & { kind: "modifyCost"; what: SelectionNode; delta: number })
  | (Spanned & { kind: "chooseOne"; options: SentenceNode[] });

export type ConditionNode =
  | (Spanned & { kind: "controls"; who: SelectionNode | null; what: SelectionNode })
  | (Spanned & { kind: "sanctuaryLife"; who: SelectionNode; compare: Comparison })
  | (Spanned & { kind: "cardsIn"; zone: "mano" | "cementerio" | "baraja"; compare: Comparison });

/** One sentence of effect text: its connector, then clauses joined by «y». */
export interface SentenceNode extends Spanned {
  link: "then" | "ifYouDid" | "additionalCost" | null;
  condition: ConditionNode | null;
  clauses: Array<ClauseNode & { optional: boolean }>;
}

export type ModifierNode =
  | (Spanned & { kind: "temple" })
  | (Spanned & { kind: "limit"; event: string; eventSpan: Span })
  | (Spanned & { kind: "essenceCost"; amount: number });

export type TriggerNode =
  | { kind: "entersPlay" }
  | { kind: "leavesPlay" }
  | { kind: "destroyed"; noun: string }
  | { kind: "blocks"; noun: string }
  | { kind: "isBlocked"; noun: string }
  | { kind: "phaseStart"; phase: string; whose: "you" | "each" };

export type AbilityNode =
  | (Spanned & { kind: "keyword"; keyword: string })
  | (Spanned & { kind: "bind"; amount: number })
  | (Spanned & { kind: "trait"; trait: string; traitSpan: Span; modifiers: ModifierNode[]; body: SentenceNode[] })
  | (Spanned & { kind: "verse"; option: "Prólogo" | "Epílogo"; body: SentenceNode[] })
  | (Spanned & { kind: "triggered"; trigger: TriggerNode; body: SentenceNode[] })
  | (Spanned & { kind: "static"; body: SentenceNode[] });

/** What one sentence of the file is, before sentences are grouped into abilities. */
export type SegmentNode =
  | (Spanned & { kind: "cardHeader"; name: string; nameSpan: Span })
  | (Spanned & { kind: "field"; field: FieldNode })
  | (Spanned & { kind: "ability"; ability: AbilityNode })
  | (Spanned & { kind: "sentence"; sentence: SentenceNode });
