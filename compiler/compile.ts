// The compiler pipeline over a set of sources: parse → bind → check → lower.
// Pure: no file system here (see files.ts), so editors and tests call it on text.
import { cardReferences, NameIndex, parseCartaText, type CardNode, type Diagnostic as SyntaxDiagnostic, type ParseResult } from "../grammar/index.js";
import { unknownCard } from "./bind.js";
import { checkCard } from "./check/card.js";
import { report } from "./diagnostics/catalog.js";
import { readFrame } from "./frame.js";
import { IR_VERSION, type CardDefinition, type CardSet, type SourceRange } from "./ir.js";
import { lowerCard } from "./lower/abilities.js";
import type { FileEncoding } from "./encoding.js";
import { LineIndex } from "./positions.js";

export interface Source {
  /** Path as the user gave it; used in diagnostics and source ranges. */
  path: string;
  text: string;
  /** How the file was written, when it is not UTF-8 (files.ts): the formatter writes it back so. */
  encoding?: FileEncoding;
}

export interface Diagnostic {
  file: string;
  code: string;
  severity: "error" | "warning";
  message: string;
  range: SourceRange;
  fix?: { title: string; range: SourceRange; replacement: string };
}

export interface CompileResult {
  cardSet: CardSet;
  diagnostics: Diagnostic[];
  /** True when no diagnostic is an error: the card set can be published. */
  ok: boolean;
}

interface ParsedSource {
  source: Source;
  lines: LineIndex;
  cards: CardNode[];
  diagnostics: SyntaxDiagnostic[];
  tokens: ParseResult["tokens"];
}

/** No printed number of Crónicas is larger (vida is at most 60, ruling R15). */
const MAX_PRINTED_NUMBER = 99;

/**
 * Every number of the text within a printed range, wherever it stands: the checks of each
 * construct say more (and are not repeated here), but a number no check looks at must not
 * reach the IR as 1e+21 or beyond the integers a double holds.
 */
function checkNumberLiterals(p: ParsedSource): void {
  for (const token of p.tokens) {
    if (token.tokenType.name !== "NumberLiteral" || (token.value ?? 0) <= MAX_PRINTED_NUMBER) continue;
    const span = { start: token.startOffset, end: token.endOffset! + 1 };
    if (p.diagnostics.some((d) => d.code === "CR116" && d.span.start < span.end && span.start < d.span.end)) continue;
    report(p.diagnostics, "CR116", { what: "El número", value: token.value!, min: 0, max: MAX_PRINTED_NUMBER }, span);
  }
}

function toDiagnostic(parsed: ParsedSource, d: SyntaxDiagnostic): Diagnostic {
  const { path } = parsed.source;
  const out: Diagnostic = { file: path, code: d.code, severity: d.severity, message: d.message, range: parsed.lines.range(path, d.span) };
  if (d.fix) out.fix = { title: d.fix.title, range: parsed.lines.range(path, d.fix.span), replacement: d.fix.replacement };
  return out;
}

export interface CompileOptions {
  /**
   * Parses one source; by default `parseCartaText(source.text)`. The language server
   * passes its cached parse (only changed cards are parsed again), which must return
   * what parseCartaText would. compile() does not modify what it returns.
   */
  parse?: (source: Source) => ParseResult;
}

export function compile(sources: Source[], options: CompileOptions = {}): CompileResult {
  const parse = options.parse ?? ((source: Source) => parseCartaText(source.text));
  const parsed: ParsedSource[] = sources.map((source) => {
    const result = parse(source);
    return { source, lines: new LineIndex(source.text), cards: result.document.cards, diagnostics: [...result.diagnostics], tokens: result.tokens };
  });

  // Binder: card names are the identifiers of the set.
  const defined = new Map<string, { parsed: ParsedSource; card: CardNode }>();
  for (const p of parsed) {
    for (const card of p.cards) {
      const first = defined.get(card.name);
      if (first !== undefined) {
        const at = first.parsed.lines.position(first.card.nameSpan.start);
        report(p.diagnostics, "CR101", { name: card.name, first: `${first.parsed.source.path}:${at.line}:${at.column}` }, card.nameSpan);
        continue;
      }
      defined.set(card.name, { parsed: p, card });
    }
  }

  const cards: CardDefinition[] = [];
  // Built at the first unknown reference: a set without one never pays for it.
  let names: NameIndex | undefined;
  for (const p of parsed) {
    const range = (span: { start: number; end: number }) => p.lines.range(p.source.path, span);
    for (const card of p.cards) {
      for (const reference of cardReferences(card)) {
        if (defined.has(reference.name)) continue;
        names ??= new NameIndex(defined.keys());
        const unknown = unknownCard(reference.name, names, reference.span);
        report(p.diagnostics, "CR102", unknown.args, reference.span, unknown.fix);
      }
      const frame = readFrame(card, p.diagnostics);
      checkCard(card, frame, p.diagnostics, p.source.text);
      if (defined.get(card.name)?.card === card) cards.push(lowerCard(card, frame, range, p.source.text));
    }
    checkNumberLiterals(p);
  }

  // An effect shared by two abilities («Cuando … bloquee o sea bloqueado, …») is checked
  // once per ability: the same problem at the same place is reported once.
  const seen = new Set<string>();
  const diagnostics = parsed.flatMap((p) => p.diagnostics.map((d) => toDiagnostic(p, d))).filter((d) => {
    const key = `${d.file}\u0000${d.range.start.offset}\u0000${d.range.end.offset}\u0000${d.code}\u0000${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  diagnostics.sort(
    (a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.range.start.offset - b.range.start.offset),
  );
  return { cardSet: { irVersion: IR_VERSION, cards }, diagnostics, ok: !diagnostics.some((d) => d.severity === "error") };
}

/** `archivo:línea:columna: error [CR011] mensaje` — the format of `cronicas validar`. */
export function formatDiagnostic(d: Diagnostic): string {
  const severity = d.severity === "error" ? "error" : "aviso";
  return `${d.file}:${d.range.start.line}:${d.range.start.column}: ${severity} [${d.code}] ${d.message}`;
}
