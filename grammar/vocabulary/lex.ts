// Lexing: the one normalizer of the language. The text is normalized to NFC once
// (text/normalize.ts), chevrotain splits it into shapes, then each word gets its token
// type from the vocabulary: exact spelling first, then without accents (CR004), then a
// number word, then a verb with an attached pronoun («destrúyelo» → destruye + lo).
// Fixed phrases («cada vez que») are merged into one token. Offsets are mapped back to
// the text as written, so every span of every parser points at what the user sees.
// Unknown words stay `Word` tokens for the parser to report where they stand.
import { tokenMatcher, type IToken, type TokenType } from "chevrotain";
import { syntaxDiagnostic, type Diagnostic } from "../diagnostics/catalog.js";
import { normalizeText, originalOffset } from "../text/normalize.js";
import { cardLexer, Comment, keywordTokens, lexer, NumberLiteral, StringLiteral, UnterminatedString, Word, T, type VocabularyTokenType } from "./tokens.js";
import { CLITICS, NUMBER_WORDS, PHRASES, type PhraseEntry, type PhraseId, type WordEntry } from "./words.js";

export interface VocabularyEntry {
  type: TokenType;
  /** The accepted spelling this word matched, with its accents. */
  form: string;
  canonical: string;
  /** A verb form of the second person: its subject is the card's controller. */
  you: boolean;
  /** A variant (alternative spelling, synonym): accepted, not offered. */
  variant: boolean;
}

const normalizedCache = new Map<string, string>();

/** Lower case without accents: the key words are looked up by when the exact spelling is unknown. ñ becomes n too. */
export function normalizeWord(word: string): string {
  let key = normalizedCache.get(word);
  if (key === undefined) {
    key = word.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
    if (normalizedCache.size < 50_000) normalizedCache.set(word, key);
  }
  return key;
}

const exact = new Map<string, VocabularyEntry>();
const unaccented = new Map<string, VocabularyEntry>();
const allEntries: VocabularyEntry[] = [];

function addSpelling(type: VocabularyTokenType, form: string, variant: boolean): void {
  const entry = type.entry as WordEntry;
  const e: VocabularyEntry = { type, form, canonical: entry.canonical, you: (entry.you ?? []).includes(form), variant };
  const key = form.toLowerCase();
  if (exact.has(key)) throw new Error(`vocabulary: «${form}» defined twice`);
  exact.set(key, e);
  allEntries.push(e);
  const plain = normalizeWord(form);
  const previous = unaccented.get(plain);
  // «esta» and «está» share a key: the spelling that is itself unaccented keeps it.
  if (previous === undefined || (normalizeWord(previous.form) !== previous.form.toLowerCase() && plain === key)) unaccented.set(plain, e);
}

for (const type of keywordTokens) {
  if (type.isPhrase) continue;
  const entry = type.entry as WordEntry;
  addSpelling(type, entry.canonical, false);
  for (const form of entry.forms ?? []) addSpelling(type, form, false);
  for (const form of entry.variants ?? []) addSpelling(type, form, true);
}

// --- Phrases ------------------------------------------------------------------------------

interface PhraseNode {
  next: Map<string, PhraseNode>;
  type?: VocabularyTokenType;
  spelling?: string;
}

const phraseRoot: PhraseNode = { next: new Map() };
for (const type of keywordTokens) {
  if (!type.isPhrase) continue;
  const entry = type.entry as PhraseEntry;
  for (const spelling of [entry.canonical, ...(entry.variants ?? [])]) {
    let node = phraseRoot;
    for (const word of spelling.split(" ")) {
      const key = normalizeWord(word);
      let child = node.next.get(key);
      if (child === undefined) {
        child = { next: new Map() };
        node.next.set(key, child);
      }
      node = child;
    }
    node.type = entry.means === undefined ? type : T[entry.means];
    node.spelling = spelling;
  }
}

// --- Reading a word ----------------------------------------------------------------------

/** What a word-shaped spelling reads as; worked out once per distinct spelling (see readingOf). */
interface Reading {
  /** normalizeWord of the spelling: the key of phrases and the unaccented lookup. */
  key: string;
  /** Some phrase of the vocabulary starts with this word. */
  startsPhrase: boolean;
  entry: VocabularyEntry | null;
  /** The spelling with the entry's accents when it was written without them (CR004). */
  accentFix: string | undefined;
  /** The value of a number word («tres»), when the spelling is no entry. */
  number: number | undefined;
  /** A verb with a pronoun attached («destrúyelo»), when the spelling is neither. */
  clitic: [VocabularyEntry, string] | undefined;
}

// Card text repeats the same few hundred spellings: every token of one costs a single map
// lookup, and the normalization, the lookups and the clitic search run once per spelling.
const bySpelling = new Map<string, Reading>();

function readingOf(word: string): Reading {
  let reading = bySpelling.get(word);
  if (reading === undefined) {
    reading = read(word);
    if (bySpelling.size < 50_000) bySpelling.set(word, reading);
  }
  return reading;
}

function read(word: string): Reading {
  const key = normalizeWord(word);
  const startsPhrase = phraseRoot.next.has(key);
  const entry = exact.get(word.toLowerCase()) ?? unaccented.get(key) ?? null;
  if (entry !== null) {
    const misspelled = word !== entry.form && word.toLowerCase() !== entry.form.toLowerCase();
    return { key, startsPhrase, entry, accentFix: misspelled ? withCaseOf(word, entry.form) : undefined, number: undefined, clitic: undefined };
  }
  const number = NUMBER_WORDS[key];
  return { key, startsPhrase, entry, accentFix: undefined, number, clitic: number === undefined ? splitClitic(key) : undefined };
}

export function lookupWord(word: string): VocabularyEntry | undefined {
  return readingOf(word).entry ?? undefined;
}

/** Every spelling of the vocabulary with its token type: completion and "did you mean" draw on it. */
export function vocabularyEntries(): readonly VocabularyEntry[] {
  return allEntries;
}

/** The English words of the vocabulary, by lower case: «Deal» → «haz». */
const englishWords = new Map<string, string>();
for (const type of keywordTokens) {
  if (type.isPhrase) continue;
  for (const w of (type.entry as WordEntry).english ?? []) if (!englishWords.has(w)) englishWords.set(w, type.entry.canonical);
}

/** The Spanish word of the language an English word means, if it is a habit the table knows. */
export function spanishFor(englishWord: string): string | undefined {
  return englishWords.get(englishWord.toLowerCase());
}

/** The phrase token type of an id (for the parser's callers that build tokens by hand). */
export function phraseType(id: PhraseId): TokenType {
  return T[id];
}

export { PHRASES };

/** A token with the numeric value of number literals and number words. */
export type Token = IToken & {
  value?: number;
  /** The vocabulary matched a second-person verb form («controles», «juegues»). */
  you?: boolean;
  /** A pronoun the lexer split off a verb: printed without a space before it. */
  attached?: boolean;
  /** A verb written as one word with the pronoun that follows it («colócalas»): printed as written. */
  joined?: boolean;
  /** A merged phrase: the word tokens it was made of, and the spelling of the vocabulary it matched. */
  parts?: Token[];
  phrase?: string;
};

export interface LexResult {
  tokens: Token[];
  comments: IToken[];
  diagnostics: Diagnostic[];
}

function retype(token: IToken, type: TokenType): void {
  token.tokenType = type;
  token.tokenTypeIdx = type.tokenTypeIdx!;
}

/** The replacement with the first-letter case of the original: «Destuye» → «Destruye». */
export function withCaseOf(original: string, replacement: string): string {
  const first = original[0];
  if (first !== undefined && first !== first.toLowerCase()) return replacement[0]!.toUpperCase() + replacement.slice(1);
  return replacement;
}

/** «destrúyelo» → the verb and the pronoun, when the word is a verb with a pronoun attached. */
function splitClitic(plain: string): [VocabularyEntry, string] | undefined {
  for (const clitic of CLITICS) {
    if (plain.length <= clitic.length + 2 || !plain.endsWith(clitic)) continue;
    const stem = unaccented.get(plain.slice(0, -clitic.length));
    if (stem !== undefined && (stem.type === T.Baraja || ((stem.type as VocabularyTokenType).entry as WordEntry).role === "verb")) return [stem, clitic];
  }
  return undefined;
}

export interface TokenizeOptions {
  /** Merge fixed phrases into one token (on by default). */
  phrases?: boolean;
  /** Card text: «( … )» is reminder text, one `Reminder` token (off by default). */
  reminders?: boolean;
}

/**
 * `"Talento: Haz 2 de daño …."` in card text: a quoted sentence is a granted ability, not a
 * name; but never the name of a `carta "…"` header, which the editor's incremental parser
 * cuts the text at before lexing. Without the final period, a quoted text that opens with one
 * word and a colon (`"Talento: haz 1 punto de daño …"`) is an ability too, unless it follows
 * `llamado` (a card's name).
 */
const QUOTED_ABILITY = /(?<!\bcarta\s+|\bllamad[oa]s?\s+)"([^"\r\n]*\.\s*|[^"\s:\r\n]+\s*:[^"\r\n]*)"/gi;

/**
 * Designers type straight quotes around the ability a card grants (`tiene "Talento: …."`):
 * a quoted text that ends a sentence is read as «…», which no card name does. One character
 * for one, so every offset stays where it was.
 */
function withAbilityQuotes(text: string): string {
  return text.includes('"') ? text.replace(QUOTED_ABILITY, "«$1»") : text;
}

export function tokenize(original: string, options: TokenizeOptions = {}): LexResult {
  const normalized = normalizeText(original);
  const text = normalized.text;
  const diagnostics: Diagnostic[] = [];
  const result = options.reminders === true ? cardLexer.tokenize(withAbilityQuotes(text)) : lexer.tokenize(text);
  const at = (offset: number) => originalOffset(normalized, offset);
  for (const error of result.errors) {
    const char = text.slice(error.offset, error.offset + error.length);
    diagnostics.push(syntaxDiagnostic("CR001", { char }, { start: at(error.offset), end: at(error.offset + error.length) }));
  }
  const tokens: Token[] = [];
  // The reading of each token's image, undefined for a token no phrase may contain:
  // mergePhrases reads the phrase keys here instead of normalizing every word again.
  const readings: (Reading | undefined)[] = [];
  for (const token of result.tokens as Token[]) {
    if (normalized.origin !== null) {
      token.startOffset = at(token.startOffset);
      token.endOffset = at(token.endOffset! + 1) - 1;
    }
    // The lexer's own types have no categories: comparing the type is tokenMatcher.
    const type = token.tokenType;
    if (type === Word) {
      typeWord(token, tokens, readings, diagnostics);
      continue;
    }
    if (type === NumberLiteral) {
      token.value = Number(token.image);
      tokens.push(token);
      readings.push(readingOf(token.image));
      continue;
    }
    if (type === UnterminatedString) {
      const span = { start: token.startOffset, end: token.endOffset! + 1 };
      diagnostics.push(syntaxDiagnostic("CR002", { name: token.image }, span, { span: { start: span.end, end: span.end }, replacement: '"' }));
      // Keep going as if it were closed, so the rest of the card still parses.
      retype(token, StringLiteral);
      token.image = token.image + '"';
    }
    tokens.push(token);
    readings.push(undefined);
  }
  const comments = (result.groups["comments"] ?? []).filter((t) => tokenMatcher(t, Comment));
  if (normalized.origin !== null) {
    for (const c of comments) {
      c.startOffset = at(c.startOffset);
      c.endOffset = at(c.endOffset! + 1) - 1;
    }
  }
  return { tokens: options.phrases === false ? tokens : mergePhrases(tokens, readings, original), comments, diagnostics };
}

/** Types a word token by its reading and appends it (or the verb and pronoun it splits into) with its phrase key. */
function typeWord(token: Token, tokens: Token[], readings: (Reading | undefined)[], diagnostics: Diagnostic[]): void {
  const reading = readingOf(token.image);
  const entry = reading.entry;
  if (entry === null) {
    if (reading.number !== undefined) {
      retype(token, NumberLiteral);
      token.value = reading.number;
    } else if (reading.clitic !== undefined) {
      splitToken(token, reading.clitic[0], reading.clitic[1], tokens, readings);
      return;
    }
    tokens.push(token);
    readings.push(reading);
    return;
  }
  retype(token, entry.type);
  if (entry.you) token.you = true;
  // «un oponente», «cada oponente», «tus oponentes», as printed for games of more players: a
  // game of Crónicas has two (Reglamento 1), so each is «tu oponente» wherever the grammar reads it.
  if (entry.type === T.Oponente) {
    const before = tokens[tokens.length - 1];
    if (before !== undefined && (before.tokenType === T.Un || before.tokenType === T.Cada)) retype(before, T.Tu);
  }
  if (reading.accentFix !== undefined) {
    const replacement = reading.accentFix;
    const span = { start: token.startOffset, end: token.endOffset! + 1 };
    diagnostics.push(syntaxDiagnostic("CR004", { word: token.image, replacement }, span, { span, replacement }));
  }
  tokens.push(token);
  readings.push(reading);
}

function splitToken(token: Token, verb: VocabularyEntry, clitic: string, tokens: Token[], readings: (Reading | undefined)[]): void {
  const cut = token.image.length - clitic.length;
  const pronoun: Token = {
    ...token,
    image: token.image.slice(cut),
    startOffset: token.startOffset + cut,
    startColumn: (token.startColumn ?? 0) + cut,
    attached: true,
  };
  retype(pronoun, clitic === "se" ? T.Se : T.Lo);
  const head: Token = { ...token, image: token.image.slice(0, cut), endOffset: token.startOffset + cut - 1, endColumn: (token.startColumn ?? 0) + cut - 1, joined: true };
  retype(head, verb.type);
  if (verb.you) head.you = true;
  tokens.push(head, pronoun);
  // An attached pronoun ends any phrase.
  readings.push(readingOf(head.image), undefined);
}

/** Merges runs of words that spell a phrase of the vocabulary into one token. */
function mergePhrases(tokens: Token[], readings: (Reading | undefined)[], text: string): Token[] {
  // Most runs of words are no phrase: copy into a new array only from the first merge on.
  let out: Token[] | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const match = readings[i]?.startsPhrase === true ? longestPhrase(tokens, readings, i, text) : undefined;
    if (match === undefined) {
      out?.push(tokens[i]!);
      continue;
    }
    out ??= tokens.slice(0, i);
    const [type, end, spelling] = match;
    const parts = tokens.slice(i, end);
    const first = parts[0]!;
    const last = parts[parts.length - 1]!;
    out.push(phraseToken(first, last, type, parts, spelling, text));
    i = end - 1;
  }
  return out ?? tokens;
}

/**
 * The token of a merged phrase: the first word's token stretched to the last word, with
 * the phrase's type. Written out property by property, in the lexer's order, rather than
 * spread and trimmed: `delete` would turn the token into a slow dictionary object.
 */
function phraseToken(first: Token, last: Token, type: TokenType, parts: Token[], spelling: string, text: string): Token {
  const merged: Token = {
    image: text.slice(first.startOffset, last.endOffset! + 1),
    startOffset: first.startOffset,
    endOffset: last.endOffset,
    startLine: first.startLine,
    endLine: last.endLine,
    startColumn: first.startColumn,
    endColumn: last.endColumn,
    tokenTypeIdx: type.tokenTypeIdx!,
    tokenType: type,
  };
  // A verb split off its pronoun can start a phrase; a pronoun cannot (it ends one).
  if (first.joined !== undefined) merged.joined = first.joined;
  merged.parts = parts;
  merged.phrase = spelling;
  return merged;
}

function onlySpaceBetween(text: string, from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k);
    if (c !== 32 && c !== 9 && c !== 10 && c !== 13 && c !== 0xa0) return false;
  }
  return true;
}

function longestPhrase(tokens: Token[], readings: (Reading | undefined)[], start: number, text: string): [TokenType, number, string] | undefined {
  let node = phraseRoot;
  let found: [TokenType, number, string] | undefined;
  for (let i = start; i < tokens.length; i++) {
    const reading = readings[i];
    // Only words and numbers, not a pronoun attached to a verb, make a phrase.
    if (reading === undefined) break;
    const next = node.next.get(reading.key);
    if (next === undefined) break;
    // Only white space may separate the words of a phrase: a comment breaks it.
    if (i > start && !onlySpaceBetween(text, tokens[i - 1]!.endOffset! + 1, tokens[i]!.startOffset)) break;
    node = next;
    if (node.type !== undefined) found = [node.type, i + 1, node.spelling!];
  }
  return found;
}

/** Index of the first token that starts at or after `offset`: tokens are in text order, so a binary search. */
export function tokenIndexAt(tokens: readonly IToken[], offset: number): number {
  let low = 0;
  let high = tokens.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (tokens[mid]!.startOffset < offset) low = mid + 1;
    else high = mid;
  }
  return low;
}
