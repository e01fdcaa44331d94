// The printer's last word: the text it printed is compiled again and must give the IR
// it was printed from. The printer chooses its words with a model of how the compiler
// reads them (discourse.ts); if that model and the compiler ever disagree, or a
// construct reads back differently, this turns the difference into an
// UnprintableError, never into a printed card that runs differently from its IR.
import { compile } from "../../compile.js";
import type { CardDefinition } from "../../ir.js";
import { canonicalJson } from "./discourse.js";
import { isWritableName } from "./unprintable.js";
import { word } from "./words.js";

/** A name the lexer can read, for checking a card whose own name it cannot. */
const STAND_IN = "Carta impresa";

/** What the compiled text differs in, or undefined when it gives the same IR (ranges and the unwritable name aside). */
export function readsBack(card: CardDefinition, text: string): string | undefined {
  const name = isWritableName(card.name) ? card.name : STAND_IN;
  // The header is the first line: «carta "…"».
  const source = name === card.name ? text : `${word("Carta")} "${STAND_IN}"\n${text.slice(text.indexOf("\n") + 1)}`;
  const result = compile([{ path: "impresa.carta", text: source }]);
  // A card named with «llamado "…"» is not in this one-card set: that is the only diagnostic expected.
  const problems = result.diagnostics.filter((d) => d.code !== "CR102");
  if (problems.length > 0) return `el texto impreso no compila: [${problems[0]!.code}] ${problems[0]!.message}`;
  const again = result.cardSet.cards[0];
  if (again === undefined) return "el texto impreso no da ninguna carta";
  const expected = canonicalJson({ ...card, name });
  const got = canonicalJson(again);
  if (expected === got) return undefined;
  return `el texto impreso se leería de otra forma (${firstDifference(JSON.parse(expected), JSON.parse(got), "")})`;
}

function firstDifference(a: unknown, b: unknown, path: string): string {
  if (typeof a !== "object" || a === null || typeof b !== "object" || b === null) return `${path || "carta"}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const x = (a as Record<string, unknown>)[key];
    const y = (b as Record<string, unknown>)[key];
    if (JSON.stringify(x) !== JSON.stringify(y)) return firstDifference(x, y, path === "" ? key : `${path}.${key}`);
  }
  return path;
}
