// How the editor presents the words of the language: the role of each token type
// (for completion kinds and semantic token colours), the spellings to offer and the
// rules text that explains it. Roles, spellings, categories and rules ids come from the
// vocabulary (grammar/vocabulary/words.ts).
import type { TokenType } from "chevrotain";
import { canonicalSpelling, categoryTokens, entryOf, keywordTokens, membersOf as categoryMembers, RULES_TEXT, rulesKeyOf, type RulesText, type Role as WordRole } from "../grammar/index.js";

export type Role = WordRole | "header" | "word";

export const ROLE_DETAIL: Record<Role, string> = {
  field: "campo",
  cardType: "tipo de carta",
  faction: "facción",
  phase: "fase",
  keyword: "palabra clave",
  trait: "rasgo",
  modifier: "modificador de rasgo",
  verseOption: "opción de Verso",
  verb: "verbo de efecto",
  connector: "conector",
  determiner: "determinante",
  pronoun: "pronombre",
  preposition: "preposición",
  noun: "sustantivo",
  adjective: "adjetivo",
  zone: "zona",
  phrase: "frase",
  header: "cabecera de carta",
  word: "palabra",
};

export function roleOf(type: TokenType): Role {
  const entry = entryOf(type);
  if (entry === undefined) return "word";
  return "role" in entry ? entry.role : "phrase";
}

/** The keyword token types a category stands for (`FactionName` → Orden, Instinto, …). */
export function membersOf(category: TokenType): TokenType[] {
  return categoryMembers(category);
}

export function isCategory(type: TokenType): boolean {
  return categoryTokens.includes(type);
}

/** The canonical spelling first, then the inflected forms worth offering (never the variants). */
export function spellingsOf(type: TokenType): string[] {
  const entry = entryOf(type);
  if (!entry) return [];
  return [entry.canonical, ...("forms" in entry ? (entry.forms ?? []) : [])];
}

export function canonicalOf(type: TokenType): string | undefined {
  return canonicalSpelling(type);
}

/** Every vocabulary token type: semantic tokens and completion enumerate them. */
export const vocabularyTypes: readonly TokenType[] = keywordTokens;

/** The rules text the vocabulary names for a token type (hover, completion's documentation). */
export function rulesOf(type: TokenType): RulesText | undefined {
  const key = rulesKeyOf(type);
  return key === undefined ? undefined : RULES_TEXT[key];
}
