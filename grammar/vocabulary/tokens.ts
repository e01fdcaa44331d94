// Token types, derived from the vocabulary (words.ts).
//
// The chevrotain lexer only knows a handful of shapes (word, number, string,
// punctuation). Every word is then looked up in the vocabulary by its spelling and gets
// the token type of its entry (lex.ts). One table lookup per word handles case, missing
// accents and inflected forms without a regex per keyword, which keeps the lexer on
// chevrotain's fast path.
import { createToken, Lexer, type TokenType } from "chevrotain";
import { PHRASES, WORDS, type Category, type PhraseEntry, type PhraseId, type WordEntry, type WordId } from "./words.js";

export const WhiteSpace = createToken({ name: "WhiteSpace", pattern: /[ \t\r\n\f\v\u00a0\ufeff]+/, group: Lexer.SKIPPED });
export const Comment = createToken({ name: "Comment", pattern: /#[^\r\n]*/, group: "comments" });
export const StringLiteral = createToken({ name: "StringLiteral", pattern: /"[^"\r\n]*"/, label: "un nombre entre comillas" });
export const UnterminatedString = createToken({ name: "UnterminatedString", pattern: /"[^"\r\n]*/ });
export const NumberLiteral = createToken({ name: "NumberLiteral", pattern: /\d+/, label: "un número" });
// Letters with accents as an explicit class: a /u regex would switch off chevrotain's optimizations.
export const Word = createToken({
  name: "Word",
  pattern: /[A-Za-zÁÉÍÓÚÜÑáéíóúüñÀÈÌÒÙàèìòùÏïÇç]+/,
  label: "una palabra",
});
export const Dot = createToken({ name: "Dot", pattern: /\./, label: "«.»" });
export const Comma = createToken({ name: "Comma", pattern: /,/, label: "«,»" });
export const Colon = createToken({ name: "Colon", pattern: /:/, label: "«:»" });
export const Semicolon = createToken({ name: "Semicolon", pattern: /;/, label: "«;»" });
export const Plus = createToken({ name: "Plus", pattern: /\+/, label: "«+»" });
/** A sign, a dash or a bullet: «-1 de ataque», «Elige uno — • …». */
export const Minus = createToken({ name: "Minus", pattern: /[-–—•·]/, label: "«-»" });
/**
 * «Imbatible (no puede ser bloqueado…)»: reminder text, as printed cards put it after a
 * keyword. It is part of the card's text (the formatter keeps it) but says nothing the
 * words do not: the parser never sees it. Only card text has it; decks and scenarios use
 * parentheses for their own notes.
 */
export const Reminder = createToken({ name: "Reminder", pattern: /\([^()\r\n]*\)/, label: "un texto de recordatorio" });
/** «+2/+2»: attack and life in one, as printed cards write it. */
export const Slash = createToken({ name: "Slash", pattern: /\//, label: "«/»" });
/** «…»: the text of an ability a card grants («El portador tiene «Talento: …»»); printed cards also use “…”. */
export const QuoteOpen = createToken({ name: "QuoteOpen", pattern: /[«“]/, label: "«" });
export const QuoteClose = createToken({ name: "QuoteClose", pattern: /[»”]/, label: "»" });

export const lexerTokens: TokenType[] = [
  WhiteSpace,
  Comment,
  StringLiteral,
  UnterminatedString,
  NumberLiteral,
  Word,
  Dot,
  Comma,
  Colon,
  Semicolon,
  Plus,
  Minus,
  Slash,
  QuoteOpen,
  QuoteClose,
];

/** Categories: a rule that accepts "any faction" consumes the category. */
export const AnyWord = createToken({ name: "AnyWord", pattern: Lexer.NA, label: "una palabra" });
const CATEGORY_LABELS: Record<Category, string> = {
  FactionName: "una facción (Orden, Instinto, Forja, Caos, Valor, Errantes)",
  TraitName: "un rasgo (Embate, Talento, Interferencia, Resplandor)",
  KeywordName: "una palabra clave (Imbatible, Devastar, Letal, Mítica, Vestigios)",
  PhaseName: "una fase (Alba, Amanecer, Mediodía, Anochecer)",
  Noun: "un tipo de carta (personaje, carta, Reliquia, Verso, Santuario, Escencia)",
  Article: "«el», «la», «los» o «las»",
};
export const categories: Record<Category, TokenType> = Object.fromEntries(
  Object.entries(CATEGORY_LABELS).map(([name, label]) => [name, createToken({ name, pattern: Lexer.NA, label })]),
) as Record<Category, TokenType>;
Word.CATEGORIES = [AnyWord];

export const categoryTokens: TokenType[] = [AnyWord, ...Object.values(categories)];

/** A token type of the vocabulary, with the entry it came from. Never produced by the chevrotain lexer itself. */
export type VocabularyTokenType = TokenType & { id: WordId | PhraseId; entry: WordEntry | PhraseEntry; isPhrase: boolean };

function vocabularyToken(id: WordId | PhraseId, entry: WordEntry | PhraseEntry, isPhrase: boolean): VocabularyTokenType {
  const cats = "categories" in entry && entry.categories ? entry.categories.map((c) => categories[c]) : [];
  const t = createToken({ name: id, pattern: Lexer.NA, label: `«${entry.canonical}»`, categories: [AnyWord, ...cats] }) as VocabularyTokenType;
  t.id = id;
  t.entry = entry;
  t.isPhrase = isPhrase;
  return t;
}

const wordTokens = Object.fromEntries(
  (Object.entries(WORDS) as [WordId, WordEntry][]).map(([id, entry]) => [id, vocabularyToken(id, entry, false)]),
) as Record<WordId, VocabularyTokenType>;
const phraseTokens = Object.fromEntries(
  (Object.entries(PHRASES) as [PhraseId, PhraseEntry][]).map(([id, entry]) => [id, vocabularyToken(id, entry, true)]),
) as Record<PhraseId, VocabularyTokenType>;

/** Every token type of the vocabulary, words then phrases. */
export const keywordTokens: VocabularyTokenType[] = [...Object.values(wordTokens), ...Object.values(phraseTokens)];

/**
 * Every token type by name, for the parser: `T.Haz`, `T.Noun`, `T.Dot`, `T.SiLoHaces`.
 * One object, so the grammar reads like the vocabulary.
 */
export const T = {
  WhiteSpace, Comment, StringLiteral, UnterminatedString, NumberLiteral, Word, Dot, Comma, Colon, Semicolon, Plus, Minus, Slash, Reminder, QuoteOpen, QuoteClose,
  AnyWord,
  ...categories,
  ...wordTokens,
  ...phraseTokens,
};

/** Every token type the parser knows, in the order chevrotain needs (categories first). */
export const allTokenTypes: TokenType[] = [...categoryTokens, Reminder, ...lexerTokens, ...keywordTokens];

export const lexer = new Lexer(lexerTokens, { positionTracking: "full", ensureOptimizations: true });
/** The lexer of card text: the same shapes and reminder text in parentheses. */
export const cardLexer = new Lexer([Reminder, ...lexerTokens], { positionTracking: "full", ensureOptimizations: true });

/** The vocabulary entry of a token type, if it is a word or phrase of the language. */
export function entryOf(type: TokenType): WordEntry | PhraseEntry | undefined {
  return (type as Partial<VocabularyTokenType>).entry;
}

export function canonicalSpelling(type: TokenType): string | undefined {
  return entryOf(type)?.canonical;
}

/** The keyword token types a category stands for (`FactionName` → Orden, Instinto, …). */
export function membersOf(category: TokenType): TokenType[] {
  return keywordTokens.filter((k) => k !== category && (k.CATEGORIES ?? []).includes(category));
}
