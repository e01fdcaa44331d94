// Parsing a `.carta` text: lex, cut into sentences, parse each sentence, group
// sentences into cards and abilities. Never throws: every problem becomes a
// diagnostic and the tree holds everything that could be understood.
import { EOF, tokenMatcher, type IRecognitionException, type IToken, type TokenType } from "chevrotain";
import type { AbilityNode, CardNode, Document, SegmentNode, SentenceNode } from "./ast.js";
import { assemble, type ParsedSegment } from "./assemble.js";
import { binaryFileDiagnostic, capDiagnostics, isBinary, syntaxDiagnostic, type Diagnostic, type Span } from "../diagnostics/catalog.js";
import { normalizeWord, spanishFor, tokenize, withCaseOf, type Token } from "../vocabulary/lex.js";
import { parser, tokenTypesByName } from "./parser/index.js";
import { cutSegments, type Segment } from "./segments.js";
import { hintFor } from "./hints.js";
import { closestMatch } from "../text/suggest.js";
import { entryOf, keywordTokens, T } from "../vocabulary/tokens.js";


export interface ParseResult {
  document: Document;
  diagnostics: Diagnostic[];
  /** Every token but comments and white space, in text order (the formatter reprints them). */
  tokens: Token[];
  comments: IToken[];
}

function spanOf(token: IToken): Span {
  return { start: token.startOffset, end: (token.endOffset ?? token.startOffset) + 1 };
}

function membersOf(type: TokenType): TokenType[] {
  const members = keywordTokens.filter((k) => k !== type && (k.CATEGORIES ?? []).includes(type));
  return members.length > 0 && type !== T.AnyWord ? members : [type];
}

function spellingsOf(types: TokenType[]): string[] {
  return types.flatMap((t) => {
    const entry = entryOf(t);
    if (entry === undefined) return [];
    return [entry.canonical, ...("forms" in entry ? (entry.forms ?? []) : []), ...(entry.variants ?? [])];
  });
}

let vocabularySpellings: string[] | undefined;
/** The capitalized words of the name of the card being parsed: a misspelled one is a typo of its name. */
let nameWords: string[] = [];
/** A word of that name, as mergeOwnName compares it: normalized, and whether it is capitalized. */
interface NameWord {
  key: string;
  capitalized: boolean;
}
/** The words of that name as spelled in its header, when it is more than one word (see mergeOwnName). */
let ownNameTokens: NameWord[] = [];

function isCapitalized(word: string): boolean {
  return word.charAt(0) !== word.charAt(0).toLowerCase();
}

function allSpellings(): string[] {
  return (vocabularySpellings ??= spellingsOf(keywordTokens));
}

function typo(word: string, closest: string, span: Span): Diagnostic {
  const suggestion = withCaseOf(word, closest);
  return syntaxDiagnostic("CR011", { word, suggestion }, span, { span, replacement: suggestion });
}

function describeExpected(types: TokenType[]): string {
  const labels = [...new Set(types.map((t) => t.LABEL ?? t.name))];
  const shown = labels.slice(0, 8);
  const more = labels.length > shown.length ? ` (u otra de ${labels.length} posibilidades)` : "";
  if (shown.length <= 1) return (shown[0] ?? "otra palabra") + more;
  return `${shown.slice(0, -1).join(", ")} o ${shown[shown.length - 1]}${more}`;
}

function toDiagnostic(error: IRecognitionException, segment: Segment): Diagnostic {
  const names: string[] = (() => {
    try {
      return JSON.parse(error.message) as string[];
    } catch {
      return [];
    }
  })();
  const expected = names.map((n) => tokenTypesByName.get(n)).filter((t): t is TokenType => t !== undefined);
  const last = segment.tokens[segment.tokens.length - 1]!;
  const found = error.token;
  if (error.name === "NotAllInputParsedException") {
    const span = { start: found.startOffset, end: last.endOffset! + 1 };
    return syntaxDiagnostic("CR016", { stray: found.image }, span, { span, replacement: "" });
  }
  if (tokenMatcher(found, EOF) || Number.isNaN(found.startOffset)) {
    const at = spanOf(last);
    const end = { start: at.end, end: at.end };
    if (expected.some((t) => t === T.Dot)) {
      return syntaxDiagnostic("CR012", {}, { start: at.start, end: at.end }, { span: end, replacement: "." });
    }
    return syntaxDiagnostic("CR015", { last: last.image, expected: describeExpected(expected) }, at);
  }
  const span = spanOf(found);
  const hint = hintFor(found, expected);
  if (hint !== undefined) return tokenMatcher(found, T.Word) ? syntaxDiagnostic("CR011", { word: found.image, hint }, span) : syntaxDiagnostic("CR010", { expected: describeExpected(expected), found: found.image, hint }, span);
  if (tokenMatcher(found, T.Word)) {
    // The words expected here first, then an English word's Spanish, then any word of the
    // language: a path that lookahead chose by a nested gate can fail with only part of
    // what was possible («Rova» at the start of a sentence expects selections only).
    const expectedClosest = closestMatch(found.image, spellingsOf(expected.flatMap(membersOf))) ?? (isCapitalized(found.image) ? closestMatch(found.image, nameWords) : undefined);
    if (expectedClosest !== undefined) return typo(found.image, expectedClosest, span);
    const spanish = spanishFor(found.image);
    if (spanish !== undefined) {
      const replacement = withCaseOf(found.image, spanish);
      return syntaxDiagnostic("CR017", { word: found.image, spanish: replacement }, span, { span, replacement });
    }
    const anyClosest = closestMatch(found.image, allSpellings());
    if (anyClosest !== undefined) return typo(found.image, anyClosest, span);
    return syntaxDiagnostic("CR011", { word: found.image, expected: describeExpected(expected) }, span);
  }
  // The word found is one that may come here: the sentence went wrong further on, in a
  // stretch the lookahead read as a whole («… más vida que el tuyo»). Point past it.
  if (expected.some((t) => tokenMatcher(found, t))) {
    const at = segment.tokens.findIndex((t) => t.startOffset === found.startOffset);
    const next = segment.tokens[at + 1];
    if (at >= 0 && next !== undefined) return syntaxDiagnostic("CR010", { expected: describeExpected(expected), found: next.image, after: found.image }, spanOf(next));
  }
  return syntaxDiagnostic("CR010", { expected: describeExpected(expected), found: found.image }, span);
}

function parseSegment(segment: Segment, text: string, diagnostics: Diagnostic[], lexErrors: number[]): SegmentNode | undefined {
  // Reminder text says nothing the words do not: the parser reads the words only.
  const read = mergeOwnName(withoutReminders(segment.tokens), text);
  if (read.length === 0) return undefined;
  const words = triggerFirst(read);
  parser.input = words;
  const node = parser[segment.rule]();
  const error = parser.errors[0];
  if (error) {
    const first = segment.tokens[0]!.startOffset;
    const last = segment.tokens[segment.tokens.length - 1]!.endOffset! + 1;
    // A character the lexer refused is already reported; the sentence around it would only echo it.
    if (!lexErrors.some((offset) => offset >= first && offset <= last)) diagnostics.push(toDiagnostic(error, { ...segment, tokens: words }));
    // Stray text after a complete header or field is reported, but what was written still counts.
    return error.name === "NotAllInputParsedException" ? node : undefined;
  }
  // A sentence read in another order, or with reminder text after it, still spans all of its text (the formatter keeps it).
  if (words !== read || words.length < segment.tokens.length) cover(node, read[0]!.startOffset, segment.tokens[segment.tokens.length - 1]!.endOffset! + 1);
  return node;
}

/**
 * «Si controlas una Reliquia cuando esta Escencia entra en juego, roba una carta.» is
 * «Cuando esta Escencia entra en juego, si controlas una Reliquia, roba una carta.»: the
 * parser reads the trigger first. Deciding between «Si <condición> cuando …» and a plain
 * «Si <condición>, …» in the grammar would take a lookahead through a whole condition,
 * which costs seconds at every start; here one scan to the first comma decides. The
 * file's tokens are untouched, so the formatter prints what was written.
 */
function triggerFirst(words: Token[]): Token[] {
  if (!tokenMatcher(words[0]!, T.Si)) return words;
  let cuando = -1;
  let comma = -1;
  for (let i = 1; i < words.length && comma < 0; i++) {
    const t = words[i]!;
    if (tokenMatcher(t, T.Dot)) return words;
    if (cuando < 0 && (tokenMatcher(t, T.Cuando) || tokenMatcher(t, T.CadaVezQue))) cuando = i;
    if (tokenMatcher(t, T.Comma)) comma = i;
  }
  if (cuando < 2 || comma < cuando + 2) return words;
  const separator = words[comma]!;
  return [...words.slice(cuando, comma), separator, ...words.slice(0, cuando), separator, ...words.slice(comma + 1)];
}

/**
 * The card's full name written in its text («Cuando Vharsek, Señor de la Ruina entre en
 * juego», «Cuando La Bestia …», «Ur-Khal»): its words, commas and hyphens become one name
 * word for the parser, which takes the card's own name as «este personaje». The file's
 * tokens are untouched, so the formatter prints what was written.
 */
/** A word of the name as written in the text: accents may differ, capitals may not («La Cadena» is not «la cadena»). */
function sameNameWord(written: string, name: NameWord): boolean {
  // Capitals first: a character against a normalization, and most words differ there.
  return isCapitalized(written) === name.capitalized && normalizeWord(written) === name.key;
}

function isOwnNameAt(tokens: Token[], i: number, name: readonly NameWord[]): boolean {
  for (let k = 0; k < name.length; k++) if (!sameNameWord(tokens[i + k]!.image, name[k]!)) return false;
  return true;
}

/**
 * The segment's tokens without reminder text; the same array when it has none, as most do.
 * One reminder is words: «Tus Reliquias cuestan 1 menos (mínimo 1).» says the floor of the
 * cost change only there (ruling R124), so a «(mínimo N)» in a sentence with «cuesta» is read.
 */
function withoutReminders(tokens: Token[]): Token[] {
  if (!tokens.some((t) => tokenMatcher(t, T.Reminder))) return tokens;
  const costs = tokens.some((t) => tokenMatcher(t, T.Cuesta));
  const out: Token[] = [];
  for (const t of tokens) {
    if (!tokenMatcher(t, T.Reminder)) out.push(t);
    else if (costs) out.push(...costFloorWords(t));
  }
  return out;
}

/** «(mínimo 1)», «(mínimo de 1)», «(como mínimo 1)»: its words, at their places in the text; anything else, nothing. */
function costFloorWords(reminder: Token): Token[] {
  const inner = tokenize(reminder.image.slice(1, -1)).tokens.filter((t) => !tokenMatcher(t, T.WhiteSpace) && !tokenMatcher(t, T.Comment));
  const shape = inner.map((t) => (tokenMatcher(t, T.Minimo) || tokenMatcher(t, T.AlMenos) ? "m" : tokenMatcher(t, T.De) ? "d" : tokenMatcher(t, T.NumberLiteral) || tokenMatcher(t, T.Un) ? "n" : "?")).join("");
  if (shape !== "mn" && shape !== "mdn") return [];
  const shift = reminder.startOffset + 1;
  return inner.map((t) => ({
    ...t,
    startOffset: t.startOffset + shift,
    endOffset: (t.endOffset ?? t.startOffset) + shift,
    startLine: reminder.startLine,
    endLine: reminder.startLine,
    startColumn: (reminder.startColumn ?? 0) + 1 + (t.startColumn ?? 1) - 1,
    endColumn: (reminder.startColumn ?? 0) + 1 + (t.endColumn ?? 1) - 1,
  }));
}

function mergeOwnName(tokens: Token[], text: string): Token[] {
  const name = ownNameTokens;
  if (name.length === 0 || tokens.length < name.length) return tokens;
  let out: Token[] | undefined;
  for (let i = 0; i < tokens.length; i++) {
    if (i + name.length <= tokens.length && isOwnNameAt(tokens, i, name)) {
      const first = tokens[i]!;
      const last = tokens[i + name.length - 1]!;
      out ??= tokens.slice(0, i);
      out.push({ ...first, image: text.slice(first.startOffset, last.endOffset! + 1), tokenType: T.Word, tokenTypeIdx: T.Word.tokenTypeIdx!, endOffset: last.endOffset, endLine: last.endLine, endColumn: last.endColumn });
      i += name.length - 1;
    } else out?.push(tokens[i]!);
  }
  return out ?? tokens;
}

/** Widens a sentence's span, and its ability's, to [start, end). */
function cover(node: SegmentNode, start: number, end: number): void {
  const widen = (span: { start: number; end: number }) => ({ start: Math.min(span.start, start), end: Math.max(span.end, end) });
  node.span = widen(node.span);
  if (node.kind === "ability") node.ability.span = widen(node.ability.span);
  if (node.kind === "sentence") node.sentence.span = widen(node.sentence.span);
}

export function parseCartaText(text: string): ParseResult {
  if (isBinary(text)) {
    return {
      document: { cards: [] },
      tokens: [],
      comments: [],
      diagnostics: [binaryFileDiagnostic(text, '.carta es texto UTF-8 con cartas que empiezan con «carta "Nombre"»')],
    };
  }
  const lexed = tokenize(text, { reminders: true });
  const diagnostics: Diagnostic[] = [...lexed.diagnostics];
  const lexErrors = lexed.diagnostics.filter((d) => d.severity === "error").map((d) => d.span.start);
  const nodes: ParsedSegment[] = [];
  parser.ownNameWords = new Set();
  nameWords = [];
  ownNameTokens = [];
  for (const segment of cutSegments(lexed.tokens)) {
    const node = parseSegment(segment, text, diagnostics, lexErrors);
    if (node?.kind === "cardHeader") {
      nameWords = node.name.split(/[\s,]+/).filter(isCapitalized);
      const tokens = tokenize(node.name).tokens;
      // A one-word name needs no merging: an unknown word is read as the name as it is, and
      // a word of the language («Calma») stays that word.
      ownNameTokens = tokens.length > 1 ? tokens.map((t) => ({ key: normalizeWord(t.image), capitalized: isCapitalized(t.image) })) : [];
      parser.ownNameWords = new Set([...nameWords.map(normalizeWord), normalizeWord(node.name)]);
    }
    nodes.push({ node, segment });
  }
  const document = assemble(nodes, diagnostics);
  return { document, diagnostics: capDiagnostics(diagnostics), tokens: lexed.tokens, comments: lexed.comments };
}

export type { AbilityNode, CardNode, SentenceNode };
