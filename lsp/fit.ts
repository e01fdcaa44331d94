// Which card types a line snippet fits, asked of the compiler: the snippet, with its
// defaults, is compiled as a line of a card of that type, and it fits when no diagnostic
// falls on that line. Completion so follows the construction rules (the fields of each
// type, the keywords of each type, traits on Personajes, no triggers on a Verso, …)
// without a copy of them. A compile of a one-card set is a fraction of a millisecond;
// each card type is asked once per process, when a card of that type first needs it.
import { compile } from "../compiler/index.js";
import { fieldOf, type Snippet } from "./snippets.js";

const verdicts = new Map<string, Map<Snippet, boolean>>();

/** The card a line is tried in: the type, a faction, and no line for the field being tried. */
function probe(typeValue: string, snippet: Snippet): { text: string; start: number; end: number } {
  const field = fieldOf(snippet);
  let head = 'carta "Sonda"\n';
  if (field !== "tipo") head += `  tipo ${typeValue}\n`;
  if (field !== "facción") head += "  facción Orden\n";
  const start = head.length + 2;
  return { text: `${head}  ${snippet.filled}\n`, start, end: start + snippet.filled.length };
}

/**
 * Whether a line snippet belongs on a card whose `tipo` reads `typeValue` («Personaje»,
 * «Escencia básica»); every snippet fits a card without a type yet.
 */
export function fitsType(snippet: Snippet, typeValue: string | undefined): boolean {
  if (typeValue === undefined) return true;
  let byType = verdicts.get(typeValue);
  if (byType === undefined) verdicts.set(typeValue, (byType = new Map()));
  let fits = byType.get(snippet);
  if (fits === undefined) {
    const { text, start, end } = probe(typeValue, snippet);
    const { diagnostics } = compile([{ path: "sonda.carta", text }]);
    fits = !diagnostics.some((d) => d.range.start.offset <= end && d.range.end.offset >= start);
    byType.set(snippet, fits);
  }
  return fits;
}
