// The tokens of a scenario file: the card lexer's (`tokenize`), so case, number words,
// `#` comments, unterminated names and NFC behave as in `.carta` files, with what the
// scenario language does differently:
//
// - Phrases stay off. The scenario grammar reads its fixed sequences word by word: it
//   reads inside them («de forma permanente» and «de A», «hasta el final del turno» and
//   «hasta el Mediodía de B»), and it matches a reason as one list of words.
// - The lexer's CR004 is dropped: it knows a word only by the card vocabulary, where
//   «esta» (this) needs no accent; a scenario word is known where the parser reads it,
//   and the cursor warns there (cursor.ts).
// - «(» and «)» (copy numbers: `"Zirkax" (2)`) are no characters of the card language:
//   the lexer reports them as CR001, and here they become tokens.
// - «;», «« and «»» are signs of card text the scenario language does not use: CR001.
// - A name left open swallows the rest of its line, period included: `B controla "Cas.`
//   is read as the name "Cas" and the period, and the fix closes the name before it.
import { syntaxDiagnostic, type Diagnostic } from "../diagnostics/catalog.js";
import { assignLines, lineToken, type LineToken } from "../line-parser/cursor.js";
import type { LineIndex } from "../text/lines.js";
import { tokenize } from "../vocabulary/lex.js";

export interface ScenarioTokens {
  tokens: LineToken[];
  /** The lexer's diagnostics the scenario keeps (CR001, CR002). */
  diagnostics: Diagnostic[];
}

function paren(char: "(" | ")", offset: number): LineToken {
  return { kind: char === "(" ? "lparen" : "rparen", image: char, norm: char, value: 0, start: offset, end: offset + 1, line: 0 };
}

export function scenarioTokens(text: string, lines: LineIndex): ScenarioTokens {
  const lexed = tokenize(text, { phrases: false });
  const diagnostics: Diagnostic[] = [];
  const parens: LineToken[] = [];
  const unterminated = new Map<number, Diagnostic>();
  for (const d of lexed.diagnostics) {
    if (d.code === "CR004") continue;
    if (d.code === "CR002") unterminated.set(d.span.start, d);
    if (d.code !== "CR001" || !/[()]/.test(text.slice(d.span.start, d.span.end))) {
      diagnostics.push(d);
      continue;
    }
    // The refused run, parentheses out: each is a token, the rest stays CR001.
    let run = d.span.start;
    const flush = (end: number): void => {
      if (end > run) diagnostics.push(syntaxDiagnostic("CR001", { char: text.slice(run, end) }, { start: run, end }));
    };
    for (let k = d.span.start; k < d.span.end; k++) {
      const c = text[k];
      if (c !== "(" && c !== ")") continue;
      flush(k);
      parens.push(paren(c, k));
      run = k + 1;
    }
    flush(d.span.end);
  }

  const tokens: LineToken[] = [];
  let p = 0;
  for (const token of lexed.tokens) {
    while (p < parens.length && parens[p]!.start < token.startOffset) tokens.push(parens[p++]!);
    const t = lineToken(token, 0);
    if (t === undefined) {
      diagnostics.push(syntaxDiagnostic("CR001", { char: token.image }, { start: token.startOffset, end: token.startOffset + token.image.length }));
      continue;
    }
    const open = t.kind === "string" ? unterminated.get(t.start) : undefined;
    if (open !== undefined) {
      const raw = text.slice(t.start, t.end).trimEnd();
      if (raw.length > 2 && raw.endsWith(".")) {
        const dot = t.start + raw.length - 1;
        const name = raw.slice(0, -1).trimEnd();
        const image = `${name}"`;
        tokens.push({ ...t, image, norm: image, end: dot });
        tokens.push({ kind: "dot", image: ".", norm: ".", value: 0, start: dot, end: dot + 1, line: 0 });
        const at = t.start + image.length - 1;
        diagnostics[diagnostics.indexOf(open)] = syntaxDiagnostic("CR002", { name }, open.span, { span: { start: at, end: at }, replacement: '"' });
        continue;
      }
    }
    tokens.push(t);
  }
  while (p < parens.length) tokens.push(parens[p++]!);
  assignLines(tokens, lines);
  return { tokens, diagnostics };
}
