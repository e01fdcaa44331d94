// The syntax tree of a `.mazo` file (one deck per file). Like the card tree it holds
// only what was written, with spans: whether the deck is legal is the compiler's
// business (compiler/deck/), because that needs the card set. Factions and formats are
// kept as canonical Spanish strings here: grammar/ imports nothing of the compiler, not
// even the IR's unions.
import type { Span } from "../diagnostics/catalog.js";
import type { DECK_FORMAT_PHRASES, DeckFormatId } from "../vocabulary/words.js";

/** The three construction formats of Reglamento 4, as the IR spells them. */
export type DeckFormatName = (typeof DECK_FORMAT_PHRASES)[DeckFormatId]["canonical"];

/**
 * The sections of a deck. `escencia` is the short form for an Escencia deck that
 * is the same whether the player starts or not (only possible without special
 * Escencias, Reglamento 6); otherwise the deck lists both orders.
 */
export type DeckSectionKind = "principal" | "escencia" | "escenciaPrimero" | "escenciaSegundo" | "arsenal";

/** `3 "Guardiana del Valle"`: a count (1 when omitted) and a card name. */
export interface DeckEntryNode {
  count: number;
  name: string;
  /** The quoted name (or the unquoted words, when the quotes were forgotten). */
  nameSpan: Span;
  /** The whole entry, count included: what a diagnostic on "this line" points at. */
  span: Span;
}

export interface DeckSectionNode {
  kind: DeckSectionKind;
  /** The header line (`principal:`): where a problem of the whole section is reported. */
  span: Span;
  entries: DeckEntryNode[];
}

/** A one-line field (`formato Alianza`, `facción Orden`, `santuario "…"`). */
export interface DeckFieldNode<T extends string> {
  value: T;
  /** The value as written (the quoted name, the faction word …). */
  valueSpan: Span;
  /** The whole line. */
  span: Span;
}

export interface DeckNode {
  /** "" when the `mazo "…"` header is missing (CR201 is reported then). */
  name: string;
  nameSpan: Span;
  /** The header line, or the first line of the file when the header is missing. */
  span: Span;
  format?: DeckFieldNode<DeckFormatName>;
  /** Canonical faction spelling: "Orden", "Instinto", "Forja", "Caos", "Valor", "Errantes". */
  faction?: DeckFieldNode<string>;
  /** The Santuario's card name. */
  sanctuary?: DeckFieldNode<string>;
  /** At most one per kind: a repeated section is reported (CR209) and merged into the first. */
  sections: Partial<Record<DeckSectionKind, DeckSectionNode>>;
}
