// The words of the deck language, as the deck parser, its messages and the formatter
// use them, all derived from the vocabulary (vocabulary/words.ts): the deck words of
// `DECK_WORDS`, the card words a deck line reuses («facción», «santuario», «escencia»,
// «baraja»), the factions of the card vocabulary and the formats of
// `DECK_FORMAT_PHRASES`. Nothing here spells a word itself.
import { tokenMatcher, type IToken } from "chevrotain";
import { normalizeWord } from "../vocabulary/lex.js";
import { T } from "../vocabulary/tokens.js";
import { DECK_FORMAT_PHRASES, DECK_WORDS, WORDS, type DeckWordId, type WordEntry } from "../vocabulary/words.js";
import type { DeckFormatName, DeckSectionKind } from "./ast.js";

/** Deck files write their keywords in lower case, the card words «Santuario» and «Escencia» too. */
const spelled = (entry: WordEntry): string => entry.canonical.toLowerCase();

const deckWordBySpelling = new Map<string, DeckWordId>();
for (const [id, entry] of Object.entries(DECK_WORDS) as [DeckWordId, WordEntry][]) {
  for (const spelling of [entry.canonical, ...(entry.forms ?? []), ...(entry.variants ?? [])]) deckWordBySpelling.set(normalizeWord(spelling), id);
}

/** The deck word a token spells (any case, accents or not), whatever type the lexer gave it. */
export function deckWordOf(token: IToken | undefined): DeckWordId | undefined {
  if (token === undefined || !tokenMatcher(token, T.AnyWord)) return undefined;
  return deckWordBySpelling.get(normalizeWord(token.image));
}

/**
 * The words a deck line starts with. `deck` is «baraja», the long form of the section
 * headers (`baraja principal:`, `baraja de escencia primero:`).
 */
export type LineKeyword = "header" | "format" | "faction" | "sanctuary" | "main" | "essence" | "arsenal" | "deck";

/** How each line keyword is written, in the order «¿Quisiste decir …?» weighs them (ties go to the first). */
export const KEYWORD_SPELLING: Readonly<Record<LineKeyword, string>> = {
  header: DECK_WORDS.Mazo.canonical,
  format: DECK_WORDS.Formato.canonical,
  faction: spelled(WORDS.Faccion),
  sanctuary: spelled(WORDS.Santuario),
  main: DECK_WORDS.Principal.canonical,
  essence: spelled(WORDS.Escencia),
  arsenal: DECK_WORDS.Arsenal.canonical,
  deck: spelled(WORDS.Baraja),
};

/** The keywords a misspelled first word may be read as: every one but «baraja», which never stands alone. */
export const GUESSABLE_KEYWORDS: readonly LineKeyword[] = (Object.keys(KEYWORD_SPELLING) as LineKeyword[]).filter((k) => k !== "deck");

const KEYWORD_OF_DECK_WORD: Partial<Record<DeckWordId, LineKeyword>> = { Mazo: "header", Formato: "format", Principal: "main", Arsenal: "arsenal" };

/** The line keyword a token spells correctly, if any. */
export function keywordOf(token: IToken): LineKeyword | undefined {
  const deckWord = deckWordOf(token);
  if (deckWord !== undefined) return KEYWORD_OF_DECK_WORD[deckWord];
  if (tokenMatcher(token, T.Faccion)) return "faction";
  if (tokenMatcher(token, T.Santuario)) return "sanctuary";
  if (tokenMatcher(token, T.Escencia)) return "essence";
  if (tokenMatcher(token, T.Baraja)) return "deck";
  return undefined;
}

/** The two orders of the Escencia deck, as written after «escencia». */
export const ESSENCE_ORDER_SPELLING = { escenciaPrimero: DECK_WORDS.Primero.canonical, escenciaSegundo: DECK_WORDS.Segundo.canonical } as const;

/** How each section header is written, in canonical order (messages and the formatter use it). */
export const DECK_SECTION_SPELLING: Readonly<Record<DeckSectionKind, string>> = {
  principal: `${KEYWORD_SPELLING.main}:`,
  escencia: `${KEYWORD_SPELLING.essence}:`,
  escenciaPrimero: `${KEYWORD_SPELLING.essence} ${ESSENCE_ORDER_SPELLING.escenciaPrimero}:`,
  escenciaSegundo: `${KEYWORD_SPELLING.essence} ${ESSENCE_ORDER_SPELLING.escenciaSegundo}:`,
  arsenal: `${KEYWORD_SPELLING.arsenal}:`,
};

/** The factions of the card vocabulary, in its order. */
export const FACTION_NAMES: readonly string[] = Object.values(WORDS as Record<string, WordEntry>)
  .filter((w) => w.role === "faction")
  .map((w) => w.canonical);

/** The formats, canonical spellings, in the order of the vocabulary. */
export const DECK_FORMAT_NAMES = Object.values(DECK_FORMAT_PHRASES).map((f) => f.canonical) as readonly DeckFormatName[];

/** A format's words, each normalized, joined by one space: what a `formato` line is looked up by. */
export function formatKey(words: readonly string[]): string {
  return words.map(normalizeWord).join(" ");
}

const formatByKey = new Map<string, DeckFormatName>();
for (const format of Object.values(DECK_FORMAT_PHRASES)) {
  const variants: readonly string[] = "variants" in format ? format.variants : [];
  for (const spelling of [format.canonical, ...variants]) formatByKey.set(formatKey(spelling.split(" ")), format.canonical);
}

/** The format the words after `formato` name, canonical or a variant, in any case and with or without accents. */
export function formatNamed(words: readonly string[]): DeckFormatName | undefined {
  return formatByKey.get(formatKey(words));
}
