// How the editor presents the words of the language: the role of each token type
// (for completion kinds and semantic token colours) and the spellings to offer.
// The words themselves, their forms and their categories come from grammar/tokens.ts.
import type { TokenType } from "chevrotain";
import { tokens as T } from "../grammar/index.js";

export type Role =
  | "field"
  | "cardType"
  | "faction"
  | "phase"
  | "keyword"
  | "trait"
  | "modifier"
  | "verseOption"
  | "verb"
  | "connector"
  | "header"
  | "word";

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
  header: "cabecera de carta",
  word: "palabra",
};

const EXPLICIT = new Map<TokenType, Role>();
const set = (role: Role, types: TokenType[]) => types.forEach((t) => EXPLICIT.set(t, role));
set("field", [T.Tipo, T.Faccion, T.Coste, T.Ataque, T.Vida]);
set("keyword", [T.Sin, T.Entrenamiento, T.Vincular]);
set("modifier", [T.Temple, T.Limite]);
set("trait", [T.Rasgo]);
set("verseOption", [T.Prologo, T.Epilogo]);
set("verb", [
  T.Haz, T.Reparte, T.Destruye, T.Roba, T.Descarta, T.Bota, T.Obtiene, T.Gira, T.Endereza, T.Devuelve, T.Gana,
  T.Prohibe, T.Mira, T.Colocalas, T.Busca, T.Ponla, T.Agrega, T.Equipa, T.Sacrifica, T.Elige, T.Cuesta,
]);
set("connector", [T.Puedes, T.Luego, T.Si, T.Lo, T.Haces, T.Como, T.Adicional]);

function inCategory(type: TokenType, category: TokenType): boolean {
  return (type.CATEGORIES ?? []).includes(category);
}

export function roleOf(type: TokenType): Role {
  const explicit = EXPLICIT.get(type);
  if (explicit) return explicit;
  if (inCategory(type, T.FactionName)) return "faction";
  if (inCategory(type, T.PhaseName)) return "phase";
  if (inCategory(type, T.KeywordName)) return "keyword";
  if (inCategory(type, T.TraitName)) return "trait";
  if (inCategory(type, T.Noun)) return "cardType";
  return "word";
}

/** The keyword token types a category stands for (`FactionName` → Orden, Instinto, …). */
export function membersOf(category: TokenType): TokenType[] {
  return T.keywordTokens.filter((k) => k !== category && inCategory(k, category));
}

export function isCategory(type: TokenType): boolean {
  return (T.categoryTokens as TokenType[]).includes(type);
}

// Accepted spellings that are alternatives, not inflections: offering them would only
// double the list («Esencia» next to «Escencia», «costo» next to «coste»).
const ALTERNATIVE_SPELLINGS = new Set(["Esencia", "Esencias", "costo"]);

/** The canonical spelling first, then the inflected forms worth offering. */
export function spellingsOf(type: TokenType): string[] {
  const spec = (type as TokenType & { spec?: T.KeywordSpec }).spec;
  if (!spec) return [];
  return [spec.canonical, ...(spec.forms ?? []).filter((f) => !ALTERNATIVE_SPELLINGS.has(f))];
}

export function canonicalOf(type: TokenType): string | undefined {
  return (type as TokenType & { spec?: T.KeywordSpec }).spec?.canonical;
}
