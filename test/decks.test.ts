// Decks (`.mazo`): the bundled decks are legal; each construction rule and each
// syntax mistake gets its code on the offending line (and nothing else); the
// parser never throws and keeps every range inside the file; the code table,
// docs/mazos.md and the codes the parser and checker emit stay in step.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { compile, type CardSet, type Diagnostic, type Source } from "../compiler/index.js";
import { checkDeck, compileDecks, DECK_CHECK_CATALOG, deckCheckMessages, deckMessages, specialEssenceAllowed, type DeckCompileResult } from "../compiler/deck/index.js";
import { unknownCard } from "../compiler/bind.js";
import { readDeckSources } from "../compiler/files.js";
import { DECK_FORMATS, FACTIONS } from "../compiler/ir.js";
import { DECK_FORMAT_NAMES, DECK_SYNTAX_CATALOG, deckSyntaxMessages, FACTION_NAMES, parseMazoText, syntaxMessages } from "../grammar/index.js";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const DECKS_DIR = join(ROOT, "cards", "mazos");

let cardSet: CardSet;

beforeAll(() => {
  const names = readdirSync(join(ROOT, "cards")).filter((n) => n.endsWith(".carta"));
  const result = compile(names.map((n) => ({ path: `cards/${n}`, text: readFileSync(join(ROOT, "cards", n), "utf8") })));
  expect(result.ok).toBe(true);
  cardSet = result.cardSet;
});

function deckFiles(): Source[] {
  return readdirSync(DECKS_DIR)
    .filter((n) => n.endsWith(".mazo"))
    .sort()
    .map((n) => ({ path: `cards/mazos/${n}`, text: readFileSync(join(DECKS_DIR, n), "utf8") }));
}

const bundled = (file: string): string => readFileSync(join(DECKS_DIR, file), "utf8");
const LEGION = bundled("legion-de-etheria.mazo"); // Alianza, Orden + 8 Valor
const CENIZA = bundled("ceniza-y-acero.mazo"); // Alianza, Caos + 12 Valor (at the limit)
const MANADA = bundled("manada-del-bosque.mazo"); // Guerra de Facción, Instinto
const CRONICA = bundled("cronica-de-las-seis.mazo"); // Convergencia
const VANGUARDIA = bundled("vanguardia-de-hierro.mazo"); // Alianza, Valor + 10 Forja
const PROCESION = bundled("procesion-de-los-olvidados.mazo"); // Alianza, Errantes

function check(text: string, path = "prueba.mazo"): DeckCompileResult {
  return compileDecks([{ path, text }], cardSet);
}

/** Replaces the `nth` occurrence (1-based) of `from`; fails loudly if it is not there, so cases cannot rot silently. */
function swap(text: string, from: string, to: string, nth = 1): string {
  let at = -1;
  for (let k = 0; k < nth; k++) {
    at = text.indexOf(from, at + 1);
    if (at === -1) throw new Error(`swap: «${from}» (occurrence ${nth}) not in the text`);
  }
  return text.slice(0, at) + to + text.slice(at + from.length);
}

/** 1-based line of the `nth` occurrence of `needle`. */
function lineOf(text: string, needle: string, nth = 1): number {
  let at = -1;
  for (let k = 0; k < nth; k++) {
    at = text.indexOf(needle, at + 1);
    if (at === -1) throw new Error(`lineOf: «${needle}» (occurrence ${nth}) not in the text`);
  }
  return text.slice(0, at).split("\n").length;
}

function show(ds: Diagnostic[]): string {
  return ds.map((d) => `${d.range.start.line}:${d.range.start.column} [${d.code}] ${d.message}`).join("\n");
}

describe("bundled decks", () => {
  it("every deck in cards/mazos validates with zero diagnostics", () => {
    const files = deckFiles();
    const result = compileDecks(files, cardSet);
    expect(show(result.diagnostics)).toBe("");
    expect(result.ok).toBe(true);
    expect(result.decks).toHaveLength(files.length);
  });

  it("covers the formats the task asks for", () => {
    const { decks } = compileDecks(deckFiles(), cardSet);
    const count = (format: string) => decks.filter((d) => d.format === format).length;
    expect(count("Alianza")).toBeGreaterThanOrEqual(2);
    expect(count("Guerra de Facción")).toBeGreaterThanOrEqual(1);
    expect(count("Convergencia")).toBeGreaterThanOrEqual(1);
  });

  it("lowers to a DeckDefinition that is plain JSON and keeps the Reglamento's invariants", () => {
    const { decks } = compileDecks(deckFiles(), cardSet);
    const byName = new Map(cardSet.cards.map((c) => [c.name, c]));
    for (const deck of decks) {
      expect(JSON.parse(JSON.stringify(deck))).toStrictEqual(deck);
      const main = deck.mainDeck.reduce((s, e) => s + e.count, 0);
      expect(main).toBe(deck.format === "Convergencia" ? 36 : 35);
      expect(deck.essenceDeck.first).toHaveLength(deck.format === "Convergencia" ? 12 : 10);
      expect([...deck.essenceDeck.second].sort()).toEqual([...deck.essenceDeck.first].sort());
      deck.essenceDeck.first.forEach((name, i) => {
        if (byName.get(name)!.essenceKind === "especial") expect(specialEssenceAllowed(deck.format, "first", i + 1)).toBe(true);
      });
      deck.essenceDeck.second.forEach((name, i) => {
        if (byName.get(name)!.essenceKind === "especial") expect(specialEssenceAllowed(deck.format, "second", i + 1)).toBe(true);
      });
      expect(byName.get(deck.sanctuary)!.type).toBe("Santuario");
      expect(deck.faction === undefined).toBe(deck.format === "Convergencia");
    }
  });

  it("the IR of one deck, in full", () => {
    const { decks } = check(LEGION, "cards/mazos/legion-de-etheria.mazo");
    const deck = decks[0]!;
    expect(deck.name).toBe("Legión de Etheria");
    expect(deck.format).toBe("Alianza");
    expect(deck.faction).toBe("Orden");
    expect(deck.sanctuary).toBe("Ciudadela de Etheria");
    expect(deck.mainDeck[0]).toMatchObject({ card: "Caballero Leal", count: 3, range: { start: { line: lineOf(LEGION, '3 "Caballero Leal"') } } });
    expect(deck.essenceDeck.first.slice(0, 4)).toEqual(["Luz de Etheria", "Fuente Serena", "Luz de Etheria", "Fuente Serena"]);
    expect(deck.essenceDeck.first.slice(8)).toEqual(["Luz de Etheria", "Luz de Etheria"]);
    expect(deck.arsenal.map((e) => [e.card, e.count])).toEqual([
      ["Voto de Protección", 2],
      ["Juicio de la Ciudadela", 2],
      ["Escudo de la Ciudadela", 1],
      ["Heroína Caída", 2],
    ]);
    expect(deck.range.start.line).toBe(lineOf(LEGION, 'mazo "Legión de Etheria"'));
  });
});

describe("format variants that mean the same deck", () => {
  const variants: [string, string][] = [
    ["keywords in any case", swap(swap(swap(LEGION, "formato Alianza", "FORMATO ALIANZA"), "  principal:", "  Principal:"), 'mazo "', 'MAZO "')],
    ["«baraja principal:»", swap(LEGION, "  principal:", "  baraja principal:")],
    ["«Esencia» with one s, «primera», «segunda»", swap(swap(LEGION, "escencia primero:", "Esencia primera:"), "escencia segundo:", "esencia segunda:")],
    ["«baraja de escencia primero:»", swap(LEGION, "escencia primero:", "baraja de escencia primero:")],
    ["list bullets and «3 x»", swap(swap(LEGION, '3 "Caballero Leal"', '- 3 x "Caballero Leal"'), '2 "Escudero de Etheria"', '• 2 "Escudero de Etheria"')],
    ["number words", swap(swap(LEGION, '3 "Caballero Leal"', 'tres "Caballero Leal"'), '1 "La Etheriana"', 'un "La Etheriana"')],
    ["«Guerra de Facciones» (Mecánicas avanzadas' spelling)", swap(MANADA, "formato Guerra de Facción", "formato Guerra de Facciones")],
    ["no arsenal (it is optional: «como máximo», Reglamento 4)", LEGION.slice(0, LEGION.indexOf("  arsenal:"))],
    ["sections in another order", (() => {
      const arsenal = LEGION.slice(LEGION.indexOf("  arsenal:"));
      return swap(LEGION.slice(0, LEGION.indexOf("  arsenal:")), "  principal:", arsenal + "  principal:");
    })()],
  ];
  it.each(variants)("%s", (_name, text) => {
    const result = check(text);
    expect(show(result.diagnostics)).toBe("");
    expect(result.decks).toHaveLength(1);
  });

  it("«escencia:» is one order for both turn orders (Escencias básicas only), and basics have no copy limit", () => {
    const start = MANADA.indexOf("  escencia primero:");
    const end = MANADA.indexOf("  arsenal:");
    const text = MANADA.slice(0, start) + '  escencia:\n    10 "Savia Salvaje"\n\n' + MANADA.slice(end);
    const result = check(text);
    expect(show(result.diagnostics)).toBe("");
    const deck = result.decks[0]!;
    expect(deck.essenceDeck.first).toEqual(Array(10).fill("Savia Salvaje"));
    expect(deck.essenceDeck.second).toEqual(deck.essenceDeck.first);
  });
});

type Line = number | string | [needle: string, nth: number];

interface Case {
  name: string;
  text: string;
  code: string;
  /** The line the diagnostic must be on: a number, or the (nth) line containing a needle. */
  line: Line;
  /** Other codes this mistake legitimately also produces. Anything else fails the case. */
  also?: string[];
  /** A warning: the deck still compiles. */
  warning?: boolean;
}

function resolveLine(text: string, line: Line): number {
  if (typeof line === "number") return line;
  if (typeof line === "string") return lineOf(text, line);
  return lineOf(text, line[0], line[1]);
}

const removeLine = (text: string, line: string): string => swap(text, line + "\n", "");
const HEADER = 'mazo "Legión de Etheria"';

const cases: Case[] = [
  // ---- syntax ----
  { name: "CR201 no «mazo» header", text: removeLine(LEGION, HEADER), code: "CR201", line: "formato Alianza" },
  { name: "CR202 a second deck in the file", text: LEGION + '\nmazo "Otra Legión"\n', code: "CR202", line: 'mazo "Otra Legión"' },
  { name: "CR203 a line that is nothing of a deck", text: swap(LEGION, '    2 "Calma"', '    2 "Calma"\n  reglas 35'), code: "CR203", line: "reglas 35" },
  { name: "CR214 misspelled section, read as meant", text: swap(LEGION, "  arsenal:", "  arsenl:"), code: "CR214", line: "arsenl:" },
  { name: "CR215 «baraja» without «principal» or «de escencia»", text: swap(LEGION, "  principal:", "  baraja:"), code: "CR215", line: "  baraja:", also: ["CR224"] },
  { name: "CR216 misspelled Escencia order, read as meant", text: swap(LEGION, "escencia segundo:", "escencia segudo:"), code: "CR216", line: "escencia segudo:" },
  { name: "CR216 an Escencia order that does not exist", text: swap(LEGION, "escencia segundo:", "escencia tercero:"), code: "CR216", line: "escencia tercero:", also: ["CR224"] },
  { name: "CR204 misspelled format, read as meant", text: swap(LEGION, "formato Alianza", "formato Alianzza"), code: "CR204", line: "formato Alianzza" },
  { name: "CR204 a format that does not exist", text: swap(LEGION, "formato Alianza", "formato Estándar"), code: "CR204", line: "formato Estándar", also: ["CR220"] },
  { name: "CR205 misspelled faction", text: swap(LEGION, "facción Orden", "facción Ordem"), code: "CR205", line: "facción Ordem" },
  { name: "CR206 card name without quotes", text: swap(LEGION, '3 "Caballero Leal"', "3 Caballero Leal"), code: "CR206", line: "3 Caballero Leal" },
  { name: "CR217 «santuario» without a name", text: swap(LEGION, 'santuario "Ciudadela de Etheria"', "santuario"), code: "CR217", line: "  santuario\n", also: ["CR223"] },
  { name: "CR217 «formato» without a format", text: swap(LEGION, "formato Alianza", "formato"), code: "CR217", line: "  formato\n", also: ["CR220"] },
  { name: "CR217 a count without a card", text: swap(LEGION, '    2 "Calma"\n', '    2 "Calma"\n    2\n'), code: "CR217", line: "    2\n" },
  { name: "CR207 stray word after a card", text: swap(LEGION, '2 "Calma"', '2 "Calma" cartas'), code: "CR207", line: '2 "Calma" cartas' },
  { name: "CR207 stray word before the name", text: swap(LEGION, '2 "Calma"', '2 copias "Calma"'), code: "CR207", line: '2 copias "Calma"' },
  { name: "CR208 «facción» twice", text: swap(LEGION, "  facción Orden\n", "  facción Orden\n  facción Orden\n"), code: "CR208", line: ["facción Orden", 2] },
  { name: "CR209 «principal:» twice (cards merged)", text: swap(LEGION, '    2 "Calma"\n', '  principal:\n    2 "Calma"\n'), code: "CR209", line: ["principal:", 2] },
  {
    name: "CR219 «escencia:» and «escencia primero:» together",
    text: swap(LEGION, "  arsenal:", '  escencia:\n    10 "Luz de Etheria"\n  arsenal:'),
    code: "CR219",
    line: "  escencia:",
  },
  { name: "CR218 a card on the line of its section", text: swap(LEGION, '  arsenal:\n    2 "Voto de Protección"', '  arsenal: 2 "Voto de Protección"'), code: "CR218", line: "  arsenal:" },
  { name: "CR210 a card before any section", text: swap(LEGION, "  principal:\n", '    2 "Juicio de la Ciudadela"\n  principal:\n'), code: "CR210", line: '2 "Juicio de la Ciudadela"' },
  { name: "CR211 zero copies", text: swap(LEGION, '    2 "Calma"\n', '    2 "Calma"\n    0 "Juicio de la Ciudadela"\n'), code: "CR211", line: '0 "Juicio' },
  { name: "CR212 section without «:»", text: swap(LEGION, "  principal:", "  principal"), code: "CR212", line: "  principal\n" },
  { name: "CR213 empty card name", text: swap(LEGION, '    2 "Calma"\n', '    2 "Calma"\n    1 ""\n'), code: "CR213", line: '1 ""' },
  { name: "CR001 stray character, nothing else on its line", text: swap(LEGION, '2 "Calma"', '2 "Calma" ¿'), code: "CR001", line: '2 "Calma" ¿' },
  { name: "CR002 unterminated name, still read", text: swap(LEGION, '3 "Caballero Leal"', '3 "Caballero Leal'), code: "CR002", line: '3 "Caballero Leal' },
  { name: "CR004 «faccion» without its accent", text: swap(LEGION, "facción Orden", "faccion Orden"), code: "CR004", line: "faccion Orden", warning: true },

  // ---- fields and sections ----
  { name: "CR220 no format", text: removeLine(LEGION, "  formato Alianza"), code: "CR220", line: HEADER },
  { name: "CR221 Alianza without faction", text: removeLine(LEGION, "  facción Orden"), code: "CR221", line: HEADER },
  { name: "CR222 Convergencia with a faction", text: swap(CRONICA, "formato Convergencia", "formato Convergencia\n  facción Orden"), code: "CR222", line: "facción Orden" },
  { name: "CR223 no Santuario (Reglamento 2)", text: removeLine(LEGION, '  santuario "Ciudadela de Etheria"'), code: "CR223", line: HEADER },
  {
    name: "CR224 only one Escencia order",
    text: LEGION.slice(0, LEGION.indexOf("  escencia segundo:")) + LEGION.slice(LEGION.indexOf("  arsenal:")),
    code: "CR224",
    line: HEADER,
  },
  { name: "CR225 unknown card, with suggestion", text: swap(LEGION, '3 "Caballero Leal"', '3 "Caballero Lea"'), code: "CR225", line: '3 "Caballero Lea"' },
  { name: "CR231 «santuario» names a Verso", text: swap(LEGION, 'santuario "Ciudadela de Etheria"', 'santuario "Calma"'), code: "CR231", line: 'santuario "Calma"' },

  // ---- sizes (Reglamento 4, 6) ----
  { name: "CR226 34 cards in Alianza", text: swap(LEGION, '2 "Calma"', '1 "Calma"'), code: "CR226", line: "  principal:" },
  { name: "CR226 35 cards in Convergencia (36)", text: swap(CRONICA, '2 "Memoria Rota"', '1 "Memoria Rota"'), code: "CR226", line: "  principal:", also: ["CR239"] },
  {
    name: "CR227 9 Escencias",
    text: swap(swap(LEGION, '2 "Luz de Etheria"', '1 "Luz de Etheria"'), '3 "Luz de Etheria"', '2 "Luz de Etheria"'),
    code: "CR227",
    line: "escencia primero:",
  },
  { name: "CR228 8 cards in the arsenal", text: swap(LEGION, '2 "Heroína Caída"', '2 "Heroína Caída"\n    1 "Archivista de Etheria"'), code: "CR228", line: "  arsenal:" },

  // ---- what goes where (Reglamento 2) ----
  { name: "CR229 a Santuario in the main deck", text: swap(LEGION, '2 "Calma"', '2 "Ciudadela de Etheria"'), code: "CR229", line: '2 "Ciudadela de Etheria"' },
  {
    name: "CR230 a Verso in the Escencia deck",
    text: swap(swap(LEGION, '    "Luz de Etheria"\n    "Fuente Serena"', '    "Calma"\n    "Fuente Serena"'), '3 "Luz de Etheria"', '2 "Luz de Etheria"\n    "Calma"'),
    code: "CR230",
    line: '    "Calma"',
  },

  // ---- copies ----
  { name: "CR232 a 4th copy in the arsenal (main + arsenal count together)", text: swap(LEGION, '1 "Escudo de la Ciudadela"', '1 "Guardiana del Valle"'), code: "CR232", line: '1 "Guardiana del Valle"' },
  {
    name: "CR232 a 4th special Escencia (only basics are exempt)",
    text: swap(swap(LEGION, '"Cuerno de Guerra"', '"Fuente Serena"'), '"Cuerno de Guerra"', '"Fuente Serena"'),
    code: "CR232",
    line: ['"Fuente Serena"', 4],
  },
  { name: "CR232 four copies on one line", text: swap(MANADA, '3 "Cas"', '4 "Cas"'), code: "CR232", line: '4 "Cas"', also: ["CR226"] },

  // ---- factions (Reglamento 4, 5) ----
  { name: "CR233 a Caos card in Guerra de Facción de Instinto", text: swap(MANADA, '3 "Cas"', '3 "Zirkax"'), code: "CR233", line: '3 "Zirkax"' },
  {
    name: "CR233 a Valor Escencia in Guerra de Facción",
    text: swap(swap(MANADA, '4 "Savia Salvaje"', '3 "Savia Salvaje"\n    "Sangre de Héroe"'), '5 "Savia Salvaje"', '4 "Savia Salvaje"\n    "Sangre de Héroe"'),
    code: "CR233",
    line: '"Sangre de Héroe"',
  },
  { name: "CR234 Errantes in an Orden deck", text: swap(LEGION, '2 "Calma"', '2 "Memoria Rota"'), code: "CR234", line: '2 "Memoria Rota"' },
  { name: "CR234 an Errantes deck with an Orden card", text: swap(PROCESION, '3 "Memoria Rota"', '3 "Calma"'), code: "CR234", line: '3 "Calma"' },
  { name: "CR234 Errantes in the arsenal count too", text: swap(LEGION, '1 "Escudo de la Ciudadela"', '1 "Memoria Rota"'), code: "CR234", line: '1 "Memoria Rota"' },
  { name: "CR235 a Caos card supporting Orden", text: swap(LEGION, '2 "Calma"', '2 "Ofrenda"'), code: "CR235", line: '2 "Ofrenda"' },
  { name: "CR236 a 13th Valor card in Caos (Reglamento 5: 12, not 4)", text: swap(CENIZA, '1 "Cataclismo"', '1 "Heroína Caída"'), code: "CR236", line: '1 "Zav"' },
  {
    name: "CR236 a 13th support card in Valor",
    text: swap(swap(VANGUARDIA, '2 "Duelo de Honor"', '2 "Reforjar"'), '1 "Gladiador Invicto"\n    1 "Daga', '1 "Crisol Arcano"\n    1 "Daga'),
    code: "CR236",
    line: '2 "Descarga de la Fragua"',
  },
  { name: "CR239 Convergencia: 7 Caos and 5 Errantes", text: swap(swap(CRONICA, '2 "Zirkax"', '3 "Zirkax"'), '2 "Memoria Rota"', '1 "Memoria Rota"'), code: "CR239", line: '2 "Ofrenda"' }, // the running Caos total crosses 6 there
  {
    name: "CR240 Convergencia: two Orden basics, no Errantes basic",
    text: swap(swap(CRONICA, '"Polvo del Camino"', '"Luz de Etheria"'), '"Polvo del Camino"', '"Luz de Etheria"'),
    code: "CR240",
    line: ['"Luz de Etheria"', 2],
  },
  { name: "CR241 an Orden deck with the Valor Santuario", text: swap(LEGION, 'santuario "Ciudadela de Etheria"', 'santuario "Bastión de los Héroes"'), code: "CR241", line: "santuario" },
  { name: "CR241 Guerra de Facción with another faction's Santuario", text: swap(MANADA, 'santuario "Corazón del Bosque"', 'santuario "Trono de Ceniza"'), code: "CR241", line: "santuario" },

  // ---- Escencia order (Reglamento 6) ----
  {
    name: "CR237 special Escencia at position 1 when starting",
    text: swap(LEGION, '    "Luz de Etheria"\n    "Fuente Serena"', '    "Fuente Serena"\n    "Luz de Etheria"'),
    code: "CR237",
    line: '"Fuente Serena"',
  },
  {
    name: "CR237 special Escencia at position 9 (only 1–8 may hold one)",
    text: swap(LEGION, '    "Cuerno de Guerra"\n    "Luz de Etheria"\n    "Fuente Serena"\n    2 "Luz de Etheria"', '    "Luz de Etheria"\n    "Luz de Etheria"\n    "Fuente Serena"\n    "Cuerno de Guerra"\n    "Luz de Etheria"'),
    code: "CR237",
    line: ['"Cuerno de Guerra"', 1],
  },
  {
    name: "CR237 Convergencia, going second: specials on odd positions",
    text: swap(CRONICA, '    "Fuente Serena"\n    "Luz de Etheria"\n    "Manantial', '    "Luz de Etheria"\n    "Fuente Serena"\n    "Manantial'),
    code: "CR237",
    line: ['"Fuente Serena"', 2],
  },
  {
    name: "CR237 a special Escencia in «escencia:»",
    text:
      MANADA.slice(0, MANADA.indexOf("  escencia primero:")) +
      '  escencia:\n    9 "Savia Salvaje"\n    "Manantial Silvestre"\n\n' +
      MANADA.slice(MANADA.indexOf("  arsenal:")),
    code: "CR237",
    line: '"Manantial Silvestre"',
  },
  { name: "CR238 the two orders differ", text: swap(LEGION, '3 "Luz de Etheria"', '2 "Luz de Etheria"\n    "Sangre de Héroe"'), code: "CR238", line: '"Sangre de Héroe"' },

  // ---- warnings ----
  { name: "CR242 an off-faction card in a Guerra de Facción arsenal", text: swap(MANADA, '2 "Llamada de la Naturaleza"', '2 "Zirkax"'), code: "CR242", line: '2 "Zirkax"', warning: true },
  { name: "CR242 a Santuario in the arsenal", text: swap(LEGION, '1 "Escudo de la Ciudadela"', '1 "Ciudadela de Etheria"'), code: "CR242", line: '1 "Ciudadela de Etheria"', warning: true },
  { name: "CR243 one card on two lines", text: swap(LEGION, '3 "Caballero Leal"', '2 "Caballero Leal"\n    1 "Caballero Leal"'), code: "CR243", line: '1 "Caballero Leal"', warning: true },
];

describe("bad decks: each mistake, its code, its line, nothing else", () => {
  it("has at least 20 cases", () => expect(cases.length).toBeGreaterThanOrEqual(20));

  it.each(cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const result = check(c.text);
    const line = resolveLine(c.text, c.line);
    const hits = result.diagnostics.filter((d) => d.code === c.code);
    expect(hits.map((d) => d.range.start.line), show(result.diagnostics)).toContain(line);
    const unexpected = result.diagnostics.filter((d) => d.code !== c.code && !(c.also ?? []).includes(d.code));
    expect(show(unexpected)).toBe("");
    expect(result.ok).toBe(c.warning === true);
    expect(result.decks).toHaveLength(c.warning === true ? 1 : 0);
    for (const d of hits) {
      expect(d.severity).toBe(c.warning === true ? "warning" : "error");
      expect(d.message.length).toBeGreaterThan(20);
    }
  });

  it("CR225 offers the closest name as a fix", () => {
    const result = check(swap(LEGION, '3 "Caballero Leal"', '3 "Caballero Lea"'));
    const d = result.diagnostics.find((x) => x.code === "CR225")!;
    expect(d.message).toContain("¿Quisiste decir «Caballero Leal»?");
    expect(d.fix?.replacement).toBe('"Caballero Leal"');
  });

  it("unknownCard: the guess and the fix that writes it, or only the name", () => {
    const span = { start: 10, end: 27 };
    expect(unknownCard("Caballero Lea", ["Calma", "Caballero Leal"], span)).toEqual({
      args: { name: "Caballero Lea", suggestion: "Caballero Leal" },
      fix: { span, replacement: '"Caballero Leal"' },
    });
    expect(unknownCard("Xyzzy Qwerty", ["Calma", "Caballero Leal"], span)).toEqual({ args: { name: "Xyzzy Qwerty" } });
  });

  it("CR206's fix adds the quotes", () => {
    const text = swap(LEGION, '3 "Caballero Leal"', "3 Caballero Leal");
    const d = check(text).diagnostics.find((x) => x.code === "CR206")!;
    const fixed = text.slice(0, d.fix!.range.start.offset) + d.fix!.replacement + text.slice(d.fix!.range.end.offset);
    expect(fixed).toBe(LEGION);
  });

  it("CR244 two files, one deck name", () => {
    const result = compileDecks(
      [
        { path: "a.mazo", text: LEGION },
        { path: "b.mazo", text: LEGION },
      ],
      cardSet,
    );
    const d = result.diagnostics.filter((x) => x.code === "CR244");
    expect(d.map((x) => [x.file, x.range.start.line])).toEqual([["b.mazo", lineOf(LEGION, HEADER)]]);
    expect(result.decks).toHaveLength(1);
  });

  it("CR003 a binary file", () => {
    const result = check("\u0000\u0001\u0002\u0003binario");
    expect(result.diagnostics.map((d) => d.code)).toEqual(["CR003"]);
  });

  it("CR201 an empty file", () => {
    for (const text of ["", "# solo un comentario\n", "\n\n  \n"]) {
      expect(check(text).diagnostics.map((d) => d.code)).toEqual(["CR201"]);
    }
  });

  it("CR245 and CR150 when reading paths", async () => {
    const empty = mkdtempSync(join(tmpdir(), "mazos-"));
    try {
      const none = await readDeckSources([empty]);
      expect(none.diagnostics.map((d) => d.code)).toEqual(["CR245"]);
      const missing = await readDeckSources([join(empty, "no-existe.mazo")]);
      expect(missing.diagnostics.map((d) => d.code)).toEqual(["CR150"]);
      const found = await readDeckSources([DECKS_DIR]);
      expect(found.sources.length).toBe(deckFiles().length);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it("checkDeck alone: the definition only when clean", () => {
    const cards = new Map(cardSet.cards.map((c) => [c.name, c]));
    const good = parseMazoText(LEGION).deck!;
    expect(checkDeck(good, cards, "x.mazo", LEGION).deck?.name).toBe("Legión de Etheria");
    const badText = swap(LEGION, '2 "Calma"', '2 "Ofrenda"');
    const bad = checkDeck(parseMazoText(badText).deck!, cards, "x.mazo", badText);
    expect(bad.deck).toBeUndefined();
    expect(bad.diagnostics.map((d) => d.code)).toEqual(["CR235"]);
  });
});

describe("the parse tree", () => {
  it("keeps what was written, with spans", () => {
    const { deck, diagnostics } = parseMazoText(LEGION);
    expect(diagnostics).toEqual([]);
    expect(deck!.name).toBe("Legión de Etheria");
    expect(deck!.format?.value).toBe("Alianza");
    expect(deck!.faction?.value).toBe("Orden");
    expect(deck!.sanctuary?.value).toBe("Ciudadela de Etheria");
    expect(Object.keys(deck!.sections).sort()).toEqual(["arsenal", "escenciaPrimero", "escenciaSegundo", "principal"]);
    const first = deck!.sections.principal!.entries[0]!;
    expect(LEGION.slice(first.span.start, first.span.end)).toBe('3 "Caballero Leal"');
    expect(LEGION.slice(first.nameSpan.start, first.nameSpan.end)).toBe('"Caballero Leal"');
  });
});

// ---------------------------------------------------------------------------------
// Codes: the table, the docs and the emitters agree

describe("codes", () => {
  const docs = readFileSync(join(ROOT, "docs", "mazos.md"), "utf8");

  it("every deck code is documented in docs/mazos.md, and the docs invent none", () => {
    for (const code of Object.keys(deckMessages)) expect(docs, code).toMatch(new RegExp(`### ${code}\\b`));
    const documented = [...docs.matchAll(/### (CR2\d\d)\b/g)].map((m) => m[1]);
    expect(documented.sort()).toEqual(Object.keys(deckMessages).sort());
  });

  it("each heading of docs/mazos.md says what its catalog record's summary says", () => {
    for (const [code, summary] of Object.entries(deckMessages)) expect(docs, code).toContain(`### ${code} — ${summary}\n`);
  });

  it("the table joins the two catalogs, syntax then checks, and none clashes with the card codes", () => {
    expect(Object.keys(deckSyntaxMessages)).toEqual(Object.keys(DECK_SYNTAX_CATALOG));
    expect(Object.keys(deckCheckMessages)).toEqual(Object.keys(DECK_CHECK_CATALOG));
    expect(Object.keys(deckMessages)).toEqual([...Object.keys(DECK_SYNTAX_CATALOG), ...Object.keys(DECK_CHECK_CATALOG)]);
    for (const code of Object.keys(deckMessages)) expect(Object.keys(syntaxMessages)).not.toContain(code);
  });

  it("the deck words agree with the IR: the same formats and factions", () => {
    expect(DECK_FORMAT_NAMES).toEqual(DECK_FORMATS);
    expect(FACTION_NAMES).toEqual(FACTIONS);
  });

  it("every code the sources emit is in a catalog", () => {
    const known = new Set([...Object.keys(deckMessages), ...Object.keys(syntaxMessages), "CR150", "CR151", "CR164"]);
    const deckSources = (dir: string) => readdirSync(join(ROOT, dir)).filter((n) => n.endsWith(".ts")).map((n) => `${dir}/${n}`);
    for (const file of [...deckSources("grammar/mazo"), ...deckSources("compiler/deck"), "compiler/bind.ts", "compiler/files.ts"]) {
      const text = readFileSync(join(ROOT, file), "utf8");
      for (const m of text.matchAll(/"(CR\d{3})"/g)) expect(known.has(m[1]!), `${file}: ${m[1]}`).toBe(true);
    }
  });

  it("the bad-deck table covers every check code", () => {
    const covered = new Set(cases.map((c) => c.code));
    for (const code of Object.keys(deckCheckMessages)) {
      if (code === "CR244" || code === "CR245") continue; // tested on their own above
      expect(covered.has(code), code).toBe(true);
    }
    for (const code of Object.keys(deckSyntaxMessages)) expect(covered.has(code), code).toBe(true);
  });
});

// ---------------------------------------------------------------------------------
// Properties: never throws, ranges inside the file

function problemOf(text: string): string | undefined {
  let result: DeckCompileResult;
  try {
    const parsed = parseMazoText(text);
    for (const d of parsed.diagnostics) {
      if (!(0 <= d.span.start && d.span.start <= d.span.end && d.span.end <= text.length)) return `parse span ${d.span.start}..${d.span.end} of ${text.length}`;
    }
    result = compileDecks([{ path: "p.mazo", text }], cardSet);
  } catch (error) {
    return `threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
  }
  const known = new Set([...Object.keys(deckMessages), ...Object.keys(syntaxMessages)]);
  for (const d of result.diagnostics) {
    if (!known.has(d.code)) return `unknown code ${d.code}`;
    if (d.message.trim() === "") return `empty message ${d.code}`;
    for (const r of [d.range, ...(d.fix ? [d.fix.range] : [])]) {
      if (!(0 <= r.start.offset && r.start.offset <= r.end.offset && r.end.offset <= text.length)) return `${d.code}: range ${r.start.offset}..${r.end.offset} of ${text.length}`;
      const line = text.slice(0, r.start.offset).split(/\r\n|\r|\n/).length;
      if (line !== r.start.line) return `${d.code}: line ${r.start.line}, offset says ${line}`;
    }
  }
  if (result.ok !== !result.diagnostics.some((d) => d.severity === "error")) return "ok disagrees with diagnostics";
  return undefined;
}

function holds(text: string): boolean {
  const problem = problemOf(text);
  if (problem !== undefined) throw new Error(`${problem}\ninput: ${JSON.stringify(text)}`);
  return true;
}

const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n));
const deckPiece = fc.oneof(
  fc.constantFrom("mazo", "formato", "facción", "faccion", "santuario", "principal", "escencia", "Esencia", "primero", "segundo", "arsenal", "baraja", "de", "x", "-"),
  fc.constantFrom("Alianza", "Guerra de Facción", "Convergencia", "Orden", "Valor", "Errantes", "Caos"),
  fc.constantFrom('"Calma"', '"Luz de Etheria"', '"Fuente Serena"', '"Ciudadela de Etheria"', '""', '"sin cerrar', '"Zav"'),
  fc.nat({ max: 40 }).map(String),
  fc.constantFrom("tres", "cero", "un", ":", "\n", "\n  ", "\n    ", "#", "¿", "\u0000", "\r\n"),
);
const deckSalad = fc.array(fc.tuple(deckPiece, fc.constantFrom(" ", "", "\n", "  ")), { maxLength: 60 }).map((ps) => ps.map(([p, g]) => p + g).join(""));

const lineMutation = fc.record({
  kind: fc.constantFrom("delete", "duplicate", "swap", "cut", "insert"),
  at: fc.nat(),
  other: fc.nat(),
  text: fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom(":", '"', "\n", "principal:", "escencia:", '3 "Calma"', "mazo")),
});

function mutate(text: string, mutations: { kind: string; at: number; other: number; text: string }[]): string {
  let lines = text.split("\n");
  for (const m of mutations) {
    if (lines.length === 0) break;
    const i = m.at % lines.length;
    const j = m.other % lines.length;
    switch (m.kind) {
      case "delete":
        lines.splice(i, 1);
        break;
      case "duplicate":
        lines.splice(i, 0, lines[i]!);
        break;
      case "swap":
        [lines[i], lines[j]] = [lines[j]!, lines[i]!];
        break;
      case "cut":
        lines[i] = lines[i]!.slice(0, m.other % (lines[i]!.length + 1));
        break;
      default:
        lines[i] = lines[i]!.slice(0, m.other % (lines[i]!.length + 1)) + m.text + lines[i]!.slice(m.other % (lines[i]!.length + 1));
    }
    lines = lines.join("\n").split("\n");
  }
  return lines.join("\n");
}

describe("properties", () => {
  const bases = [LEGION, CENIZA, MANADA, CRONICA, VANGUARDIA, PROCESION];

  it("random code units never throw", () => {
    fc.assert(fc.property(fc.array(anyCodeUnit, { maxLength: 200 }).map((a) => a.join("")), holds), { numRuns: 150 });
  });

  it("word salad of the deck format never throws", () => {
    fc.assert(fc.property(deckSalad, holds), { numRuns: 200 });
  });

  it("mutated bundled decks never throw", () => {
    fc.assert(
      fc.property(fc.constantFrom(...bases), fc.array(lineMutation, { minLength: 1, maxLength: 4 }), (base, ms) => holds(mutate(base, ms))),
      { numRuns: 200 },
    );
  });

  it("a huge count does not blow up", () => {
    expect(holds(swap(LEGION, '2 "Luz de Etheria"', '99999999999 "Luz de Etheria"'))).toBe(true);
  });
});
