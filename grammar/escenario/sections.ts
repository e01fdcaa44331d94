// The layout of a `.escenario` file, line by line: `escenario "Nombre"` headers, the
// section headers under them, the `cartas:` blocks (ordinary `.carta` text, handed to
// parseCartaText whole), and the sentences of the other sections, one per line, each
// cut at its period and handed to sentence.ts.
import type { CardNode } from "../carta/ast.js";
import { parseCartaText } from "../carta/parse.js";
import { MAX_DIAGNOSTICS, type Diagnostic, type Span } from "../diagnostics/catalog.js";
import { spanOf, spanOfTokens, type LineToken } from "../line-parser/cursor.js";
import type { LineIndex } from "../text/lines.js";
import { closestMatch } from "../text/suggest.js";
import { normalizeWord, withCaseOf } from "../vocabulary/lex.js";
import type { ScenarioNode, ScenarioSectionKind } from "./ast.js";
import { checkSpelling, type SentenceHost } from "./cursor.js";
import { scenarioDiagnostic } from "./diagnostics.js";
import { readSentence } from "./sentence.js";
import { SECTION_SPELLINGS, SECTIONS } from "./words.js";

interface Line {
  tokens: LineToken[];
  /** 1-based. */
  number: number;
  span: Span;
}

interface Open {
  node: ScenarioNode;
  section: ScenarioSectionKind | "unknown" | undefined;
  /** Sentences written under `resultado:`, parsed or not: CR305 is for a scenario that tests nothing. */
  resultLines: number;
}

const HEADER_FIX = 'escenario "Nombre del escenario"\n';

export class SectionParser implements SentenceHost {
  readonly diagnostics: Diagnostic[] = [];
  readonly scenarios: ScenarioNode[] = [];
  /** Ranges of `cartas:` text: the lexer's diagnostics there are parseCartaText's business. */
  readonly cartasRanges: Span[] = [];
  private current: Open | undefined;
  private outsideReported = false;
  private noSectionReported = false;
  /** The open `cartas:` block: where its text starts. */
  private cartas: { start: number; open: Open } | undefined;
  private currentLine = 0;

  constructor(
    readonly text: string,
    private readonly lines: LineIndex,
    /** Lines where the lexer refused a character: their other errors would only echo it. */
    private readonly lexErrorLines: ReadonlySet<number>,
  ) {}

  report(d: Diagnostic): void {
    if (d.severity === "error" && this.lexErrorLines.has(this.currentLine)) return;
    this.diagnostics.push(d);
  }

  line(tokens: LineToken[]): void {
    const line: Line = { tokens, number: tokens[0]!.line, span: spanOfTokens(tokens) };
    this.currentLine = line.number;
    const first = tokens[0]!;
    const isHeader = first.kind === "word" && first.norm === "escenario";
    // A scenario's span runs from its header to its last line.
    if (this.current !== undefined && !isHeader) this.current.node.span = { start: this.current.node.span.start, end: line.span.end };
    if (this.cartas !== undefined) {
      if (!this.endsCartas(line)) return;
      this.closeCartas(this.lines.lineStart(line.number - 1));
    }
    if (isHeader) {
      this.header(line);
      return;
    }
    const section = this.sectionHeader(line);
    if (section !== undefined) {
      this.openSection(line, section.kind, section.rest);
      return;
    }
    const open = this.current;
    if (open === undefined) {
      if (!this.outsideReported) {
        this.outsideReported = true;
        this.report(scenarioDiagnostic("CR301", { where: "line" }, line.span, { span: { start: line.span.start, end: line.span.start }, replacement: HEADER_FIX }));
      }
      return;
    }
    if (open.section === undefined) {
      if (!this.noSectionReported) {
        this.noSectionReported = true;
        this.report(scenarioDiagnostic("CR303", {}, line.span));
      }
      return;
    }
    if (open.section === "unknown" || open.section === "cartas") return;
    this.sentences(line, open.section, open);
  }

  finish(): void {
    if (this.cartas !== undefined) this.closeCartas(this.text.length);
    this.closeScenario();
  }

  /** A line that ends the `cartas:` block: another section header or a scenario header. */
  private endsCartas(line: Line): boolean {
    const [first, second] = line.tokens;
    if (first!.kind !== "word") return false;
    if (first!.norm === "escenario") return second?.kind === "string" || second === undefined;
    if (!SECTIONS.has(first!.norm)) return false;
    return second === undefined || second.kind === "colon";
  }

  private closeCartas(end: number): void {
    const block = this.cartas!;
    this.cartas = undefined;
    if (end <= block.start) return;
    const source = this.text.slice(block.start, end);
    this.cartasRanges.push({ start: block.start, end });
    if (source.trim() === "") return;
    // Each block costs a parse of its own (~0.1 ms even when tiny). Past the diagnostics
    // cap the file will not run anyway, so a flood of broken blocks stops costing.
    if (this.diagnostics.length > MAX_DIAGNOSTICS) return;
    const parsed = parseCartaText(source);
    const seen = new Set<object>();
    shiftSpans(parsed.document.cards, block.start, seen);
    for (const d of parsed.diagnostics) {
      shiftSpans(d, block.start, seen);
      this.diagnostics.push(d);
    }
    block.open.node.cards.push(...(parsed.document.cards as CardNode[]));
  }

  private header(line: Line): void {
    this.closeScenario();
    const [first, second] = line.tokens;
    const node: ScenarioNode = { name: "", nameSpan: spanOf(first!), span: line.span, cards: [], setup: [], plays: [], expectations: [], sections: {} };
    let rest: LineToken[] = [];
    if (second === undefined) {
      this.report(scenarioDiagnostic("CR302", { problem: "missing" }, spanOf(first!), { span: { start: first!.end, end: first!.end }, replacement: ' "Nombre del escenario"' }));
    } else if (second.kind === "string") {
      node.name = second.image.slice(1, -1);
      node.nameSpan = spanOf(second);
      if (node.name.trim() === "") this.report(scenarioDiagnostic("CR302", { problem: "empty" }, node.nameSpan));
      rest = line.tokens.slice(2);
    } else {
      const span = spanOfTokens(line.tokens.slice(1));
      const written = this.text.slice(span.start, span.end);
      node.name = written;
      node.nameSpan = span;
      this.report(scenarioDiagnostic("CR302", { problem: "unquoted", written }, span, { span, replacement: JSON.stringify(written) }));
    }
    if (rest.length > 0) this.stray(rest, "afterName");
    this.current = { node, section: undefined, resultLines: 0 };
    this.noSectionReported = false;
    this.scenarios.push(node);
  }

  private closeScenario(): void {
    const open = this.current;
    if (open === undefined) return;
    this.current = undefined;
    this.currentLine = -1;
    if (open.resultLines === 0) {
      const where = open.node.sections["resultado"];
      this.report(scenarioDiagnostic("CR305", { name: open.node.name, written: where !== undefined }, where ?? open.node.nameSpan));
    }
  }

  /** `preparación:` and the others, a misspelling of one followed by «:», or one section word alone. */
  private sectionHeader(line: Line): { kind: ScenarioSectionKind | "unknown"; rest: LineToken[] } | undefined {
    const [first, second] = line.tokens;
    if (first!.kind !== "word") return undefined;
    const known = SECTIONS.get(first!.norm);
    if (known !== undefined && (second === undefined || second.kind === "colon")) {
      const spelling = SECTION_SPELLINGS.find((s) => normalizeWord(s) === first!.norm)!;
      checkSpelling(this, first!, spelling);
      if (second === undefined) {
        this.report(scenarioDiagnostic("CR320", { problem: "missingColon", section: spelling }, spanOf(first!), { span: { start: first!.end, end: first!.end }, replacement: ":" }));
        return { kind: known, rest: [] };
      }
      return { kind: known, rest: line.tokens.slice(2) };
    }
    if (second !== undefined && second.kind === "colon" && first!.image !== "A" && first!.image !== "B") {
      const span = spanOf(first!);
      const guess = closestMatch(first!.image, SECTION_SPELLINGS);
      if (guess !== undefined) {
        this.report(scenarioDiagnostic("CR320", { problem: "unknown", word: first!.image, suggestion: guess }, span, { span, replacement: withCaseOf(first!.image, guess) }));
        return { kind: SECTIONS.get(normalizeWord(guess))!, rest: line.tokens.slice(2) };
      }
      this.report(scenarioDiagnostic("CR320", { problem: "unknown", word: first!.image }, span));
      return { kind: "unknown", rest: [] };
    }
    return undefined;
  }

  private openSection(line: Line, kind: ScenarioSectionKind | "unknown", rest: LineToken[]): void {
    const open = this.current;
    if (open === undefined) {
      if (!this.outsideReported) {
        this.outsideReported = true;
        this.report(scenarioDiagnostic("CR301", { where: "section", word: line.tokens[0]!.image }, line.span, { span: { start: line.span.start, end: line.span.start }, replacement: `${HEADER_FIX}  ` }));
      }
      return;
    }
    if (kind === "unknown") {
      open.section = "unknown";
      return;
    }
    const earlier = open.node.sections[kind];
    if (earlier !== undefined) this.report(scenarioDiagnostic("CR304", { section: kind, line: this.lines.lineOf(earlier.start) + 1 }, line.span));
    else open.node.sections[kind] = line.span;
    open.section = kind;
    if (kind === "cartas") {
      this.cartas = { start: this.lines.startOffsets()[line.number] ?? this.text.length, open };
      if (rest.length > 0) this.stray(rest, "afterCartas");
      return;
    }
    if (rest.length > 0) {
      const at = rest[0]!.start;
      const span = spanOfTokens(rest);
      this.report(scenarioDiagnostic("CR307", { place: "sectionLine" }, span, { span: { start: at, end: at }, replacement: "\n    " }));
      this.sentences({ tokens: rest, number: line.number, span }, kind, open);
    }
  }

  private stray(rest: LineToken[], place: "afterName" | "afterCartas"): void {
    const span = spanOfTokens(rest);
    this.report(scenarioDiagnostic("CR307", { place, stray: this.text.slice(span.start, span.end) }, span, { span, replacement: "" }));
  }

  /** Cuts a line at its periods: one sentence per line; each piece is still parsed. */
  private sentences(line: Line, section: "preparación" | "jugadas" | "resultado", open: Open): void {
    const pieces: LineToken[][] = [];
    let current: LineToken[] = [];
    for (const t of line.tokens) {
      if (t.kind === "dot") {
        pieces.push(current);
        current = [];
        continue;
      }
      current.push(t);
    }
    // Text after the last period is a sentence without its period.
    const periodMissing = current.length > 0;
    if (periodMissing) pieces.push(current);
    const nonEmpty = pieces.filter((p) => p.length > 0);
    if (nonEmpty.length === 0) {
      this.report(scenarioDiagnostic("CR307", { place: "lonePeriod" }, line.span, { span: line.span, replacement: "" }));
      return;
    }
    nonEmpty.forEach((tokens, n) => {
      if (n > 0) {
        const at = tokens[0]!.start;
        this.report(scenarioDiagnostic("CR307", { place: "secondSentence" }, spanOfTokens(tokens), { span: { start: at, end: at }, replacement: "\n    " }));
      }
      if (section === "resultado") open.resultLines++;
      readSentence(tokens, section, open.node, this);
    });
    if (periodMissing) {
      const last = nonEmpty[nonEmpty.length - 1]!;
      const end = last[last.length - 1]!;
      this.report(scenarioDiagnostic("CR306", {}, spanOf(end), { span: { start: end.end, end: end.end }, replacement: "." }));
    }
  }
}

/** Adds `delta` to every span of a parse tree or diagnostic (each object once). */
function shiftSpans(value: unknown, delta: number, seen: Set<object>): void {
  if (value === null || typeof value !== "object" || seen.has(value)) return;
  seen.add(value);
  if (Array.isArray(value)) {
    for (const v of value) shiftSpans(v, delta, seen);
    return;
  }
  const record = value as Record<string, unknown>;
  if (typeof record["start"] === "number" && typeof record["end"] === "number" && Object.keys(record).length === 2) {
    record["start"] = (record["start"] as number) + delta;
    record["end"] = (record["end"] as number) + delta;
    return;
  }
  for (const key of Object.keys(record)) shiftSpans(record[key], delta, seen);
}
