// The rules texts the editor shows on hover (lsp/rules-text.ts): every game term of the
// vocabulary has one, in Spanish, citing the section of the rules it rests on, and the
// lookup finds it however the word is written in a card.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TokenType } from "chevrotain";
import { describe, expect, it } from "vitest";
import { keywordTokens, RULES_TEXT, rulesTextFor, tokens as T, type VocabularyTokenType } from "../grammar/index.js";

type Keyword = VocabularyTokenType;

const byCategory = (category: TokenType): Keyword[] => keywordTokens.filter((t) => (t.CATEGORIES ?? []).includes(category));

/** Game terms that are one token: RULES_TEXT has an entry under the token's canonical spelling. */
const SINGLE_WORD_TERMS: Keyword[] = [
  ...byCategory(T.TraitName), // Embate, Talento, Interferencia, Resplandor
  ...byCategory(T.KeywordName), // Imbatible, Devastar, Letal, Mítica, Vestigios
  ...byCategory(T.PhaseName), // Alba, Amanecer, Mediodía, Anochecer
  ...byCategory(T.Noun), // carta, personaje, Reliquia, Verso, Santuario, Escencia
  T.Temple, T.Limite, T.Vincular, T.Rasgo, T.Prologo, T.Epilogo, T.Portador,
  T.Prohibe, T.Bota, T.Sacrifica, T.Destruye, T.Descarta, T.Roba, T.Reparte, T.Devuelve, T.Equipa, T.Busca, T.Mira,
  T.Agrega, T.Gira, T.Endereza,
  T.Si, T.Puedes, T.Luego, T.Hasta, T.Otro,
  T.Cementerio, T.Mano, T.Baraja, T.Cadena, T.Dueno, T.Controlador, T.Coste, T.Ataque, T.Vida, T.Dano, T.Faccion,
] as Keyword[];

/** Tokens that belong to a term written with several words, or that name a term's other form: found by rulesTextFor. */
const PART_OF_A_TERM: Array<[Keyword, string]> = [
  [T.SinEntrenamiento as Keyword, "Sin entrenamiento"],
  [T.Entrenamiento as Keyword, "Sin entrenamiento"],
  [T.SiLoHaces as Keyword, "Si lo haces"],
  [T.ComoCosteAdicional as Keyword, "Como coste adicional"],
  [T.Como as Keyword, "Como coste adicional"],

  [T.Elige as Keyword, "Elige uno"],
  [T.Basica as Keyword, "Escencia"],
  [T.Especial as Keyword, "Escencia"],
  [T.Prohibido as Keyword, "prohíbe"],
  [T.Destruido as Keyword, "destruye"],
  [T.Girado as Keyword, "gira"],
  [T.Enderezado as Keyword, "endereza"],
  [T.Control as Keyword, "controlador"],
  [T.Cuesta as Keyword, "coste"],
  ...byCategory(T.FactionName).map((t): [Keyword, string] => [t, "facción"]),
];

const spellings = (t: Keyword): string[] => [t.entry.canonical, ...("forms" in t.entry ? (t.entry.forms ?? []) : []), ...(t.entry.variants ?? [])];

describe("rules texts: one per game term of the vocabulary", () => {
  it("the term lists cover what the categories promise", () => {
    const names = SINGLE_WORD_TERMS.map((t) => t.entry.canonical);
    for (const w of ["Embate", "Resplandor", "Imbatible", "Mítica", "Vestigios", "Mediodía", "personaje", "Reliquia", "Verso", "Santuario", "Escencia"]) {
      expect(names).toContain(w);
    }
    expect(byCategory(T.FactionName)).toHaveLength(6);
  });

  it.each(SINGLE_WORD_TERMS.map((t) => [t.entry.canonical, t] as const))("«%s» has an entry under its canonical spelling", (canonical, token) => {
    const entry = RULES_TEXT[canonical];
    expect(entry, `RULES_TEXT["${canonical}"]`).toBeDefined();
    for (const spelling of spellings(token)) expect(rulesTextFor(spelling), spelling).toBe(entry);
  });

  it.each(PART_OF_A_TERM.map(([t, key]) => [t.entry.canonical, key, t] as const))("«%s» leads to «%s»", (_canonical, key, token) => {
    expect(RULES_TEXT[key]).toBeDefined();
    for (const spelling of spellings(token)) expect(rulesTextFor(spelling), spelling).toBe(RULES_TEXT[key]);
  });

  it("the terms that are no single token have an entry", () => {
    for (const key of ["Sin entrenamiento", "Si lo haces", "Como coste adicional", "Elige uno", "objetivo"]) {
      expect(RULES_TEXT[key], key).toBeDefined();
    }
  });
});

describe("rules texts: content", () => {
  const entries = Object.entries(RULES_TEXT);

  it.each(entries)("«%s» is a short Spanish explanation with its section", (_key, entry) => {
    expect(entry.title.trim()).not.toBe("");
    expect(entry.section).toMatch(/^(Reglamento \d+|Mecánicas avanzadas)/);
    expect(entry.text.trim()).not.toBe("");
    expect(entry.text).toMatch(/\b(el|la|los|las|de|que|se|un|una|es)\b/);
    expect(entry.text).not.toMatch(/\b(the|and|of|is|this)\b/i);
    // 2 to 6 sentences: periods followed by a space or the end, outside `code` (a code
    // span ending in a period that ends the text or is followed by a space ends a sentence).
    const prose = entry.text.replace(/`([^`]*)`/g, (_m, code: string, offset: number, all: string) => {
      const next = all.charAt(offset + code.length + 2);
      return code.endsWith(".") && (next === "" || /\s/.test(next)) ? "«código»." : "«código»";
    });
    const sentences = prose.match(/[.!?](?=\s|$)/g)?.length ?? 0;
    expect(sentences, entry.text).toBeGreaterThanOrEqual(2);
    expect(sentences, entry.text).toBeLessThanOrEqual(6);
  });

  it("cites only sections that exist (Reglamento 0–26)", () => {
    for (const [key, entry] of entries) {
      for (const m of `${entry.section} ${entry.text}`.matchAll(/Reglamento ((?:\d+(?:, )?)+)/g)) {
        for (const n of m[1]!.split(", ")) {
          expect(Number(n), `${key}: ${m[0]}`).toBeLessThanOrEqual(26);
        }
      }
    }
  });

  it("where the Reglamento and Mecánicas avanzadas disagree, the text says it follows the Reglamento", () => {
    for (const key of ["Devastar", "Letal", "Mítica"]) {
      expect(RULES_TEXT[key]!.text, key).toMatch(/Mecánicas avanzadas/);
      expect(RULES_TEXT[key]!.text, key).toMatch(/seguimos (el|la frase precisa del) Reglamento/);
    }
    expect(RULES_TEXT["Mítica"]!.text).toMatch(/no se considera destruida/);
  });

  it("the module imports nothing, so any client can load it alone", () => {
    const root = join(dirname(fileURLToPath(import.meta.url)), "..");
    const source = readFileSync(join(root, "grammar/vocabulary/rules-text.ts"), "utf8");
    expect(source).not.toMatch(/^\s*import\b/m);
    expect(source).not.toMatch(/\brequire\(|\bimport\(/);
  });
});

describe("rulesTextFor", () => {
  it.each([
    ["devastar", "Devastar"],
    ["DEVASTAR", "Devastar"],
    ["Limite", "Límite"],
    ["límite", "Límite"],
    ["mitica", "Mítica"],
    ["Mediodia", "Mediodía"],
    ["prologo", "Prólogo"],
    ["EPILOGO", "Epílogo"],
    ["botar", "bota"],
    ["botan", "bota"],
    ["prohibida", "prohíbe"],
    ["prohibir", "prohíbe"],
    ["Prohibe", "prohíbe"],
    ["sacrificar", "sacrifica"],
    ["Esencia", "Escencia"],
    ["Esencias", "Escencia"],
    ["Escencias", "Escencia"],
    ["Escencia básica", "Escencia"],
    ["escencia especial", "Escencia"],
    ["Personajes", "personaje"],
    ["Reliquias", "Reliquia"],
    ["Versos", "Verso"],
    ["Santuarios", "Santuario"],
    ["Embates", "Embate"],
    ["otra", "otro"],
    ["otras", "otro"],
    ["objetivos", "objetivo"],
    ["sin entrenamiento", "Sin entrenamiento"],
    ["Sin  Entrenamiento.", "Sin entrenamiento"],
    ["si lo haces", "Si lo haces"],
    ["como coste adicional", "Como coste adicional"],
    ["Elige uno:", "Elige uno"],
    ["elegir", "Elige uno"],
    ["Vincular 2", "Vincular"],
    ["el portador", "portador"],
    ["girada", "gira"],
    ["enderezar", "endereza"],
    ["Cementerio", "cementerio"],
    ["dano", "daño"],
    ["dueno", "dueño"],
    ["Caos", "facción"],
    ["faccion", "facción"],
    ["puedes", "puedes"],
    ["Luego,", "luego"],
    ["HASTA", "hasta"],
  ])("«%s» → %s", (word, key) => {
    expect(RULES_TEXT[key]).toBeDefined();
    expect(rulesTextFor(word)).toBe(RULES_TEXT[key]);
  });

  it("«adicional» is the cost; «a menos que» is part of prohibiting", () => {
    expect(rulesTextFor(T.Adicional.entry.canonical)).toBe(RULES_TEXT["Como coste adicional"]);
    expect(rulesTextFor("a menos que")).toBe(RULES_TEXT["prohíbe"]);
  });

  it("every rules key the vocabulary names has a text", () => {
    for (const t of keywordTokens) if (t.entry.rules !== undefined) expect(RULES_TEXT[t.entry.rules], `${t.name} → ${t.entry.rules}`).toBeDefined();
  });

  it.each(["", "   ", "zirkax", "de", "el", "tipo", "Imbatibles y más", "12"])("«%s» has no entry", (word) => {
    expect(rulesTextFor(word)).toBeUndefined();
  });
});
