// The numbers of deck construction: sizes per format (Reglamento 4, 6), copies
// (Mecánicas avanzadas, Copias), support in Alianza (Reglamento 5) and where a special
// Escencia may lie (Reglamento 6). The checks and the messages both read them here.
import type { DeckFormat, Faction } from "../ir.js";

export interface FormatRules {
  /** Exact size of the main deck. */
  main: number;
  /** Exact size of the Escencia deck. */
  essence: number;
  arsenalMax: number;
}

export const FORMAT_RULES: Readonly<Record<DeckFormat, FormatRules>> = {
  "Guerra de Facción": { main: 35, essence: 10, arsenalMax: 7 },
  Alianza: { main: 35, essence: 10, arsenalMax: 7 },
  Convergencia: { main: 36, essence: 12, arsenalMax: 12 },
};

export const MAX_COPIES = 3;
/** Reglamento 5 says 12, not the 4 of Mecánicas avanzadas (docs/rulings.md). */
export const MAX_SUPPORT = 12;
export const CONVERGENCE_PER_FACTION = 6;
/** Orden, Instinto, Forja and Caos: the factions Reglamento 5 lets trade support with Valor. */
export const SUPPORT_FACTIONS: readonly Faction[] = ["Orden", "Instinto", "Forja", "Caos"];

/** Who starts the game: the Escencia deck has one order for each case. */
export type Order = "first" | "second";

/** Reglamento 6: where a special Escencia may lie, by format and turn order. */
export function specialEssenceAllowed(format: DeckFormat, order: Order, position: number): boolean {
  const even = position % 2 === 0;
  if (format === "Convergencia") return order === "first" ? even : !even;
  return position <= 8 && (order === "first" ? even : !even);
}
