// Lexing: chevrotain splits the text, then each word gets its keyword token type
// from the vocabulary. Unknown words stay `Word` tokens and the parser reports
// them where they stand, with the closest keyword it expected.
import { tokenMatcher, type IToken, type TokenType } from "chevrotain";
import { diagnostic, type Diagnostic } from "./diagnostics.js";
import {
  Comment,
  keywordTokens,
  lexer,
  NUMBER_WORDS,
  NumberLiteral,
  StringLiteral,
  UnterminatedString,
  Word,
  type KeywordSpec,
} from "./tokens.js";

export interface VocabularyEntry {
  type: TokenType;
  /** The accepted spelling this word matched, with its accents. */
  form: string;
  canonical: string;
}

/** Lower case without accents: the key words are looked up by. ñ becomes n too. */
export function normalizeWord(word: string): string {
  return word.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

const vocabulary = new Map<string, VocabularyEntry>();
for (const type of keywordTokens) {
  const spec = (type as TokenType & { spec: KeywordSpec }).spec;
  for (const form of [spec.canonical, ...(spec.forms ?? [])]) {
    const key = normalizeWord(form);
    if (vocabulary.has(key)) throw new Error(`vocabulary: «${form}» defined twice`);
    vocabulary.set(key, { type, form, canonical: spec.canonical });
  }
}

// Card text repeats the same few hundred spellings; caching by exact spelling
// skips the Unicode normalization for all but the first occurrence.
const bySpelling = new Map<string, VocabularyEntry | null>();

export function lookupWord(word: string): VocabularyEntry | undefined {
  let entry = bySpelling.get(word);
  if (entry === undefined) {
    entry = vocabulary.get(normalizeWord(word)) ?? null;
    if (bySpelling.size < 50_000) bySpelling.set(word, entry);
  }
  return entry ?? undefined;
}

/** Every spelling of the vocabulary with its token type: completion and "did you mean" draw on it. */
export function vocabularyEntries(): Iterable<VocabularyEntry> {
  return vocabulary.values();
}

export function canonicalSpelling(type: TokenType): string | undefined {
  return (type as TokenType & { spec?: KeywordSpec }).spec?.canonical;
}

/** A token with the numeric value of number literals and number words. */
export type Token = IToken & { value?: number };

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

export function tokenize(text: string): LexResult {
  const diagnostics: Diagnostic[] = [];
  const result = lexer.tokenize(text);
  for (const error of result.errors) {
    const char = text.slice(error.offset, error.offset + error.length);
    diagnostics.push(
      diagnostic(
        "CR001",
        "error",
        `Carácter no reconocido «${char}». Las cartas se escriben con palabras, números, nombres entre comillas y los signos . , : + -; bórralo o usa «#» para empezar un comentario.`,
        { start: error.offset, end: error.offset + error.length },
      ),
    );
  }
  const tokens: Token[] = [];
  for (const token of result.tokens as Token[]) {
    if (tokenMatcher(token, UnterminatedString)) {
      const span = { start: token.startOffset, end: token.endOffset! + 1 };
      diagnostics.push(
        diagnostic("CR002", "error", `Al nombre ${token.image} le faltan las comillas de cierre: escribe ${token.image}".`, span, {
          title: "Cerrar las comillas",
          span: { start: span.end, end: span.end },
          replacement: '"',
        }),
      );
      // Keep going as if it were closed, so the rest of the card still parses.
      retype(token, StringLiteral);
      token.image = token.image + '"';
      tokens.push(token);
      continue;
    }
    if (tokenMatcher(token, NumberLiteral)) {
      token.value = Number(token.image);
      tokens.push(token);
      continue;
    }
    if (tokenMatcher(token, Word)) {
      const entry = lookupWord(token.image);
      const numberWord = entry === undefined ? NUMBER_WORDS[normalizeWord(token.image)] : undefined;
      if (numberWord !== undefined) {
        retype(token, NumberLiteral);
        token.value = numberWord;
        tokens.push(token);
        continue;
      }
      if (entry) {
        retype(token, entry.type);
        if (token.image !== entry.form && token.image.toLowerCase() !== entry.form.toLowerCase()) {
          const replacement = withCaseOf(token.image, entry.form);
          const span = { start: token.startOffset, end: token.endOffset! + 1 };
          diagnostics.push(
            diagnostic("CR004", "warning", `«${token.image}» se escribe con tilde: «${replacement}».`, span, {
              title: `Escribir «${replacement}»`,
              span,
              replacement,
            }),
          );
        }
      }
      tokens.push(token);
      continue;
    }
    tokens.push(token);
  }
  const comments = (result.groups["comments"] ?? []).filter((t) => tokenMatcher(t, Comment));
  return { tokens, comments, diagnostics };
}
