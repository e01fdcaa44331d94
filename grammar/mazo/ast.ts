// The syntax tree of a `.mazo` file (one deck per file) and the table of its
// syntax codes. Like ast.ts it holds only what was written, with spans: whether
// the deck is legal is the compiler's business (compiler/deck.ts), because that
// needs the card set. Factions and formats are kept as canonical Spanish strings
// here: grammar/ imports nothing of the compiler, not even the IR's unions.
import type { Span } from "../diagnostics/catalog.js";

/** The three construction formats of Reglamento 4, as the IR spells them. */
export const DECK_FORMAT_NAMES = ["Guerra de Facción", "Alianza", "Convergencia"] as const;
export type DeckFormatName = (typeof DECK_FORMAT_NAMES)[number];

/**
 * The sections of a deck. `escencia` is the short form for an Escencia deck that
 * is the same whether the player starts or not (only possible without special
 * Escencias, Reglamento 6); otherwise the deck lists both orders.
 */
export type DeckSectionKind = "principal" | "escencia" | "escenciaPrimero" | "escenciaSegundo" | "arsenal";

/** How each section header is written, in canonical order (messages and the formatter use it). */
export const DECK_SECTION_SPELLING: Record<DeckSectionKind, string> = {
  principal: "principal:",
  escencia: "escencia:",
  escenciaPrimero: "escencia primero:",
  escenciaSegundo: "escencia segundo:",
  arsenal: "arsenal:",
};

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

/**
 * Syntax codes of `.mazo` files, code → one-line meaning. The compiler's table
 * (compiler/deck-messages.ts) adds the construction checks; docs/mazos.md
 * documents both and test/decks.test.ts keeps the three in step.
 */
export const deckSyntaxMessages = {
  CR201: 'falta la cabecera «mazo "Nombre"»',
  CR202: "más de un mazo en un archivo",
  CR203: "línea que no es parte de un mazo",
  CR204: "formato desconocido",
  CR205: "facción desconocida",
  CR206: "nombre de carta sin comillas o ausente",
  CR207: "texto sobrante al final de la línea",
  CR208: "campo repetido",
  CR209: "sección repetida",
  CR210: "carta fuera de una sección",
  CR211: "cantidad no válida",
  CR212: "falta «:» después de la sección",
  CR213: "nombre de carta vacío",
} as const;

export type DeckSyntaxCode = keyof typeof deckSyntaxMessages;
