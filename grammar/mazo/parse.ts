// Parsing a `.mazo` text: one deck per file, one thing per line.
//
//   mazo "Legión de Etheria"
//     formato Alianza
//     facción Orden
//     santuario "Ciudadela de Etheria"
//     principal:
//       3 "Guardiana del Valle"
//     escencia primero:
//       "Luz de Etheria"
//     escencia segundo:
//       …
//     arsenal:
//       2 "Calma"
//
// The words come from the same lexer as `.carta` files (`tokenize`), so case,
// accents (CR004), number words, `#` comments and unterminated names behave alike.
// The deck words (`mazo`, `formato`, `principal`, `arsenal`, `primero` …) are declared
// in the vocabulary (`DECK_WORDS`) but not lexed as card words; keywords.ts reads them
// by spelling. The format is line-oriented, so a small hand-written parser over the
// lines is enough and gives the best recovery: every line is parsed on its own, a
// mistake yields one diagnostic on its line, and the next line starts afresh. Never
// throws. The messages are in diagnostics.ts; here only their arguments.
import { tokenMatcher, type IToken } from "chevrotain";
import type { DeckEntryNode, DeckFormatName, DeckNode, DeckSectionKind, DeckSectionNode } from "./ast.js";
import { deckSyntaxDiagnostic, type DECK_SYNTAX_CATALOG, type DeckField, type DeckSyntaxCode, type NameOf } from "./diagnostics.js";
import { DECK_FORMAT_NAMES, deckWordOf, ESSENCE_ORDER_SPELLING, FACTION_NAMES, formatNamed, GUESSABLE_KEYWORDS, KEYWORD_SPELLING, keywordOf, type LineKeyword } from "./keywords.js";
import { binaryFileDiagnostic, capDiagnostics, isBinary, type ArgsOf, type Diagnostic, type FixEdit, type Span } from "../diagnostics/catalog.js";
import { tokenize, type Token } from "../vocabulary/lex.js";
import { LineIndex } from "../text/lines.js";
import { closestMatch } from "../text/suggest.js";
import { canonicalSpelling, T } from "../vocabulary/tokens.js";

export interface MazoParseResult {
  /** Undefined only for an empty or binary file. */
  deck: DeckNode | undefined;
  diagnostics: Diagnostic[];
}

const ESSENCE_ORDERS = Object.values(ESSENCE_ORDER_SPELLING);

interface Line {
  tokens: Token[];
  /** 1-based line number. */
  number: number;
  span: Span;
}

function spanOf(token: IToken): Span {
  return { start: token.startOffset, end: (token.endOffset ?? token.startOffset) + 1 };
}

function spanOfAll(tokens: IToken[]): Span {
  return { start: tokens[0]!.startOffset, end: spanOf(tokens[tokens.length - 1]!).end };
}

function isString(token: IToken | undefined): boolean {
  return token !== undefined && tokenMatcher(token, T.StringLiteral);
}

function isColon(token: IToken | undefined): boolean {
  return token !== undefined && tokenMatcher(token, T.Colon);
}

function isWord(token: IToken | undefined): boolean {
  return token !== undefined && tokenMatcher(token, T.Word);
}

/** Would the rest of the line make sense after this keyword? Guards "did you mean" against card names. */
function fitsShape(keyword: LineKeyword, rest: Token[]): boolean {
  const next = rest[0];
  switch (keyword) {
    case "header":
    case "sanctuary":
      return isString(next);
    case "format":
      return next !== undefined && (isWord(next) || tokenMatcher(next, T.AnyWord));
    case "faction":
      return next !== undefined && (tokenMatcher(next, T.FactionName) || isWord(next)) && rest.length === 1;
    case "main":
    case "arsenal":
      return next === undefined || isColon(next);
    case "essence":
      return next === undefined || isColon(next) || (isWord(next) && closestMatch(next.image, ESSENCE_ORDERS) !== undefined);
    case "deck":
      return false;
  }
}

class MazoParser {
  readonly diagnostics: Diagnostic[] = [];
  deck: DeckNode | undefined;
  private headerSeen = false;
  private missingHeaderReported = false;
  /** Where entries go: a section, "sink" (swallowed after an error already said why), or nowhere yet. */
  private current: DeckSectionNode | "sink" | undefined;
  private readonly fieldLines = new Map<DeckField, number>();

  constructor(
    private readonly text: string,
    private readonly lines: LineIndex,
    /** Lines where the lexer refused a character: the line's own errors would only echo it. */
    private readonly lexErrorLines: Set<number>,
  ) {}

  private report<C extends DeckSyntaxCode>(line: Line, code: C, args: ArgsOf<(typeof DECK_SYNTAX_CATALOG)[C]>, span: Span, fix?: FixEdit): void {
    if (this.lexErrorLines.has(line.number)) return;
    this.diagnostics.push(deckSyntaxDiagnostic(code, args, span, fix));
  }

  private lineOf(offset: number): number {
    return this.lines.lineOf(offset) + 1;
  }

  /** Handles one line; false stops the file (a second deck). */
  line(line: Line): boolean {
    const first = line.tokens[0]!;
    let keyword = keywordOf(first);
    if (keyword === undefined && isWord(first)) keyword = this.misspelledKeyword(line);

    if (this.deck === undefined) {
      this.deck = { name: "", nameSpan: { start: line.span.start, end: line.span.start }, span: line.span, sections: {} };
    }
    if (keyword !== "header" && !this.headerSeen && !this.missingHeaderReported) {
      this.missingHeaderReported = true;
      const at = { start: line.span.start, end: line.span.start };
      this.report(line, "CR201", { empty: false }, at, { span: at, replacement: `${KEYWORD_SPELLING.header} "Nombre del mazo"\n` });
    }

    switch (keyword) {
      case "header":
        return this.header(line);
      case "format":
        this.format(line);
        return true;
      case "faction":
        this.faction(line);
        return true;
      case "sanctuary":
        this.sanctuary(line);
        return true;
      case "main":
        this.openSection(line, "principal", 1);
        return true;
      case "arsenal":
        this.openSection(line, "arsenal", 1);
        return true;
      case "essence":
        this.essenceSection(line, 1);
        return true;
      case "deck":
        this.deckWord(line);
        return true;
      case undefined:
        this.entryLine(line);
        return true;
    }
  }

  /** `mazzo "X"`, `fromato Alianza`, `arsenl:` — reported once, then read as the keyword meant. */
  private misspelledKeyword(line: Line): LineKeyword | undefined {
    const first = line.tokens[0]!;
    const guess = closestMatch(first.image, GUESSABLE_KEYWORDS.map((k) => KEYWORD_SPELLING[k]));
    if (guess === undefined) return undefined;
    const keyword = GUESSABLE_KEYWORDS.find((k) => KEYWORD_SPELLING[k] === guess)!;
    if (!fitsShape(keyword, line.tokens.slice(1))) return undefined;
    const span = spanOf(first);
    this.report(line, "CR214", { written: first.image, guess }, span, { span, replacement: guess });
    return keyword;
  }

  private header(line: Line): boolean {
    if (this.headerSeen) {
      this.report(line, "CR202", {}, line.span);
      return false;
    }
    this.headerSeen = true;
    const deck = this.deck!;
    deck.span = line.span;
    const named = this.name(line, 1, "deck");
    if (named !== undefined) {
      deck.name = named.name;
      deck.nameSpan = named.nameSpan;
    } else {
      deck.nameSpan = spanOf(line.tokens[0]!);
    }
    return true;
  }

  /** A repeated field is reported on its second line; the first one counts. */
  private repeatedField(line: Line, field: DeckField): boolean {
    const earlier = this.fieldLines.get(field);
    if (earlier === undefined) {
      this.fieldLines.set(field, line.number);
      return false;
    }
    this.report(line, "CR208", { field, line: earlier }, line.span, { span: line.span, replacement: "" });
    return true;
  }

  private format(line: Line): void {
    if (this.repeatedField(line, "format")) return;
    const rest = line.tokens.slice(1);
    if (rest.length === 0) {
      this.report(line, "CR217", { missing: "format" }, spanOf(line.tokens[0]!));
      return;
    }
    const valueSpan = spanOfAll(rest);
    const known = formatNamed(rest.map((t) => t.image));
    if (known !== undefined) {
      this.deck!.format = { value: known, valueSpan, span: line.span };
      return;
    }
    const written = this.text.slice(valueSpan.start, valueSpan.end);
    const guess = closestMatch(written, DECK_FORMAT_NAMES);
    if (guess !== undefined) {
      this.report(line, "CR204", { written, guess }, valueSpan, { span: valueSpan, replacement: guess });
      // Read as the format meant, so the construction checks still run once.
      this.deck!.format = { value: guess as DeckFormatName, valueSpan, span: line.span };
      return;
    }
    this.report(line, "CR204", { written }, valueSpan);
  }

  private faction(line: Line): void {
    if (this.repeatedField(line, "faction")) return;
    const value = line.tokens[1];
    if (value === undefined) {
      this.report(line, "CR217", { missing: "faction" }, spanOf(line.tokens[0]!));
      return;
    }
    const valueSpan = spanOf(value);
    let faction: string | undefined;
    if (tokenMatcher(value, T.FactionName)) {
      faction = canonicalSpelling(value.tokenType);
    } else {
      const guess = isWord(value) ? closestMatch(value.image, FACTION_NAMES) : undefined;
      if (guess === undefined) {
        this.report(line, "CR205", { written: value.image }, valueSpan);
        return;
      }
      this.report(line, "CR205", { written: value.image, guess }, valueSpan, { span: valueSpan, replacement: guess });
      faction = guess;
    }
    this.deck!.faction = { value: faction!, valueSpan, span: line.span };
    this.stray(line, line.tokens.slice(2));
  }

  private sanctuary(line: Line): void {
    if (this.repeatedField(line, "sanctuary")) return;
    const named = this.name(line, 1, "sanctuary");
    if (named !== undefined) this.deck!.sanctuary = { value: named.name, valueSpan: named.nameSpan, span: line.span };
  }

  /** `baraja principal:` and `baraja de escencia …:` are long forms of the section headers. */
  private deckWord(line: Line): void {
    const next = line.tokens[1];
    if (deckWordOf(next) === "Principal") {
      this.openSection(line, "principal", 2);
      return;
    }
    if (next !== undefined && tokenMatcher(next, T.De) && line.tokens[2] !== undefined && tokenMatcher(line.tokens[2], T.Escencia)) {
      this.essenceSection(line, 3);
      return;
    }
    this.report(line, "CR215", {}, line.span);
    this.current = "sink";
  }

  /** `escencia:`, `escencia primero:`, `escencia segundo:`; `from` is just past the word «escencia». */
  private essenceSection(line: Line, from: number): void {
    const next = line.tokens[from];
    if (next === undefined || isColon(next) || (!isWord(next) && !tokenMatcher(next, T.AnyWord))) {
      this.openSection(line, "escencia", from);
      return;
    }
    const order = deckWordOf(next);
    if (order === "Primero") return this.openSection(line, "escenciaPrimero", from + 1);
    if (order === "Segundo") return this.openSection(line, "escenciaSegundo", from + 1);
    const span = spanOf(next);
    const guess = closestMatch(next.image, ESSENCE_ORDERS);
    if (guess === undefined) {
      this.report(line, "CR216", { written: next.image }, span);
      this.current = "sink";
      return;
    }
    this.report(line, "CR216", { written: next.image, guess }, span, { span, replacement: guess });
    this.openSection(line, guess === ESSENCE_ORDER_SPELLING.escenciaPrimero ? "escenciaPrimero" : "escenciaSegundo", from + 1);
  }

  /** A section header; `from` indexes the token after the section's words. */
  private openSection(line: Line, kind: DeckSectionKind, from: number): void {
    const deck = this.deck!;
    const sections = deck.sections;
    const words = spanOfAll(line.tokens.slice(0, from));
    let rest = line.tokens.slice(from);
    if (isColon(rest[0])) {
      rest = rest.slice(1);
    } else {
      const at = spanOf(line.tokens[from - 1]!).end;
      this.report(line, "CR212", { section: kind }, words, { span: { start: at, end: at }, replacement: ":" });
    }

    const orderKinds: DeckSectionKind[] = ["escenciaPrimero", "escenciaSegundo"];
    const clash =
      kind === "escencia" ? orderKinds.find((k) => sections[k] !== undefined) : orderKinds.includes(kind) && sections.escencia !== undefined ? "escencia" : undefined;
    if (clash !== undefined) {
      this.report(line, "CR219", { existing: clash, line: this.lineOf(sections[clash]!.span.start) }, words);
      this.current = "sink";
    } else if (sections[kind] !== undefined) {
      const existing = sections[kind]!;
      this.report(line, "CR209", { section: kind, line: this.lineOf(existing.span.start) }, words);
      // Merge: the cards still count, so the sizes are not reported wrong as well.
      this.current = existing;
    } else {
      const section: DeckSectionNode = { kind, span: line.span, entries: [] };
      sections[kind] = section;
      this.current = section;
    }

    if (rest.length > 0) {
      const at = rest[0]!.startOffset;
      this.report(line, "CR218", {}, spanOfAll(rest), { span: { start: at, end: at }, replacement: "\n    " });
      const entry = this.entry(line, rest);
      if (entry !== undefined) this.add(line, entry);
    }
  }

  private entryLine(line: Line): void {
    const first = line.tokens[0]!;
    const startsEntry =
      isString(first) || tokenMatcher(first, T.NumberLiteral) || tokenMatcher(first, T.Minus) || tokenMatcher(first, T.Un) || line.tokens.some((t) => isString(t));
    // A line of bare words inside a section is a card name without its quotes.
    const bareName = !startsEntry && this.current !== undefined && line.tokens.every((t) => tokenMatcher(t, T.AnyWord));
    if (!startsEntry && !bareName) {
      this.report(line, "CR203", {}, line.span);
      return;
    }
    const entry = this.entry(line, line.tokens);
    if (entry !== undefined) this.add(line, entry);
  }

  private add(line: Line, entry: DeckEntryNode): void {
    if (this.current === "sink") return;
    if (this.current === undefined) {
      this.report(line, "CR210", { name: entry.name }, entry.span);
      // One report for the whole run of cards; they are dropped until a section starts.
      this.current = "sink";
      return;
    }
    this.current.entries.push(entry);
  }

  /** `[-] [N [x]] "Nombre"`. */
  private entry(line: Line, tokens: Token[]): DeckEntryNode | undefined {
    let i = 0;
    // A list bullet is fine: designers paste lists.
    if (tokens[i] !== undefined && tokenMatcher(tokens[i]!, T.Minus)) i++;
    let count = 1;
    const countToken = tokens[i];
    if (countToken !== undefined && tokenMatcher(countToken, T.NumberLiteral)) {
      count = countToken.value ?? Number(countToken.image);
      i++;
      if (deckWordOf(tokens[i]) === "Veces") i++;
    } else if (countToken !== undefined && tokenMatcher(countToken, T.Un)) {
      i++;
    }
    if (i >= tokens.length) {
      this.report(line, "CR217", { missing: "card", count }, spanOf(tokens[tokens.length - 1]!));
      return undefined;
    }
    const named = this.name(line, i, "card", count, tokens);
    if (named === undefined) return undefined;
    const start = tokens[0]!.startOffset;
    const span = { start, end: named.nameSpan.end };
    if (!Number.isFinite(count) || count < 1 || !Number.isInteger(count)) {
      const at = countToken !== undefined ? spanOf(countToken) : span;
      this.report(line, "CR211", { name: named.name, count }, at);
      return undefined;
    }
    return { count, name: named.name, nameSpan: named.nameSpan, span };
  }

  /**
   * The quoted name starting at `tokens[from]` (the line's tokens by default). A
   * name without quotes is reported with the fix that adds them, and still read.
   */
  private name(line: Line, from: number, of: NameOf, count = 1, tokens: Token[] = line.tokens): { name: string; nameSpan: Span } | undefined {
    const rest = tokens.slice(from);
    if (rest.length === 0) {
      this.report(line, "CR217", of === "card" ? { missing: of, count } : { missing: of }, spanOf(tokens[tokens.length - 1]!));
      return undefined;
    }
    const quoted = rest.findIndex((t) => isString(t));
    if (quoted === -1) {
      const nameSpan = spanOfAll(rest);
      const written = this.text.slice(nameSpan.start, nameSpan.end);
      this.report(line, "CR206", { written }, nameSpan, { span: nameSpan, replacement: JSON.stringify(written) });
      return { name: written, nameSpan };
    }
    if (quoted > 0) {
      const straySpan = spanOfAll(rest.slice(0, quoted));
      this.report(line, "CR207", { stray: this.text.slice(straySpan.start, straySpan.end), before: of, count }, straySpan, { span: straySpan, replacement: "" });
    }
    const token = rest[quoted]!;
    const nameSpan = spanOf(token);
    const name = token.image.slice(1, -1);
    if (name.trim() === "") {
      this.report(line, "CR213", { of }, nameSpan);
      return undefined;
    }
    this.stray(line, rest.slice(quoted + 1));
    return { name, nameSpan };
  }

  private stray(line: Line, rest: Token[]): void {
    if (rest.length === 0) return;
    const span = spanOfAll(rest);
    this.report(line, "CR207", { stray: this.text.slice(span.start, span.end) }, span, { span, replacement: "" });
  }
}

export function parseMazoText(text: string): MazoParseResult {
  if (isBinary(text)) {
    return {
      deck: undefined,
      diagnostics: [binaryFileDiagnostic(text, `.mazo es texto UTF-8 que empieza con «${KEYWORD_SPELLING.header} "Nombre"»`)],
    };
  }
  // Deck lines are read word by word: a card phrase («baraja principal») would hide the section header.
  const lexed = tokenize(text, { phrases: false });
  const lines = new LineIndex(text);
  const lexErrorLines = new Set(lexed.diagnostics.filter((d) => d.code === "CR001").map((d) => lines.lineOf(d.span.start) + 1));
  const parser = new MazoParser(text, lines, lexErrorLines);

  // Names cannot span lines (the lexer stops a string at the newline), so every token belongs to one line.
  let i = 0;
  const tokens = lexed.tokens;
  while (i < tokens.length) {
    const number = tokens[i]!.startLine ?? lines.lineOf(tokens[i]!.startOffset) + 1;
    let end = i + 1;
    while (end < tokens.length && (tokens[end]!.startLine ?? lines.lineOf(tokens[end]!.startOffset) + 1) === number) end++;
    const lineTokens = tokens.slice(i, end);
    if (!parser.line({ tokens: lineTokens, number, span: spanOfAll(lineTokens) })) break;
    i = end;
  }

  const diagnostics = [...lexed.diagnostics, ...parser.diagnostics];
  if (parser.deck === undefined) diagnostics.push(deckSyntaxDiagnostic("CR201", { empty: true }, { start: 0, end: Math.min(text.length, 1) }));
  diagnostics.sort((a, b) => a.span.start - b.span.start);
  return { deck: parser.deck, diagnostics: capDiagnostics(diagnostics) };
}
