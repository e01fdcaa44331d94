// Bad input: every mistake a card author can make gets exactly the diagnostic it
// deserves — its code, its severity, the line:column of the offending text and a
// Spanish message that says what to write instead — and nothing ever throws.
//
// Expectations state the CORRECT behaviour. A case that fails here is a bug in the
// compiler, not in the test: do not relax the expectation, fix the compiler.
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compile, type CompileResult, type Diagnostic, type Source } from "../compiler/index.js";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const CLI = join(ROOT, "bin", "cronicas.js");

// ---------------------------------------------------------------------------------
// Helpers

/** Lines joined with "\n" and a final newline: line N of the card is the N-th argument. */
const lines = (...ls: string[]): string => ls.join("\n") + "\n";

/** A well-formed Personaje; line 7 holds `ability`. */
const personaje = (name: string, ability = "Embate.", faction = "Orden"): string =>
  lines(`carta "${name}"`, "  tipo Personaje", `  facción ${faction}`, "  coste 3", "  ataque 2", "  vida 4", `  ${ability}`);

/** A well-formed Verso; line 5 holds `option`. */
const verso = (name: string, option = "Prólogo: Roba 1 carta.", faction = "Caos"): string =>
  lines(`carta "${name}"`, "  tipo Verso", `  facción ${faction}`, "  coste 2", `  ${option}`);

interface Expected {
  code: string;
  /** "line:column" of the start of the range (1-based). */
  at: string;
  severity?: "error" | "warning";
  /** The exact source text the range covers. */
  text?: string;
  /** The «…» the message must suggest, as in "¿Quisiste decir «Roba»: same initial capital as the misspelling?". */
  suggests?: string;
  /** The replacement of the diagnostic's quick fix, when it must have one. */
  fix?: string;
  /** Text the message must contain (e.g. the place of the first definition). */
  mentions?: string;
  /** The file of the diagnostic, when compiling several sources. */
  file?: string;
}

interface Case {
  name: string;
  /** One text (compiled as "t.carta") or several sources. */
  input: string | Source[];
  expect: Expected[];
  /** Names of the cards the compiler must still lower, in order. */
  cards?: string[];
}

const SPANISH = /(?:\b(?:de|del|la|el|los|las|que|no|una?|es|se|en|con|para|escribe|añade|falta|sobra)\b|[áéíóúñ¿«»])/i;
const ENGLISH = /\b(?:the|expected|found|unexpected|token|undefined|null|NaN|object|mismatched|redundant|input)\b/i;
const SAYS_WHAT_TO_WRITE = /«[^»]+»|escr[ií]b|añad|b[oó]rr|¿Quisiste decir|empiezan? con /i;

function sourcesOf(input: string | Source[]): Source[] {
  return typeof input === "string" ? [{ path: "t.carta", text: input }] : input;
}

/** Compiles and fails the test — instead of crashing it — if anything escapes. */
function compileSafely(sources: Source[]): CompileResult {
  let result: CompileResult | undefined;
  expect(() => {
    result = compile(sources);
  }).not.toThrow();
  return result!;
}

/** Line and column of an offset, computed independently of the compiler. */
function lineColumn(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  return `${line}:${offset - (before.lastIndexOf("\n") + 1) + 1}`;
}

function checkWellFormed(d: Diagnostic, sources: Source[]): void {
  const source = sources.find((s) => s.path === d.file);
  expect(source, `diagnostic for an unknown file ${d.file}`).toBeDefined();
  const text = source!.text;
  const { start, end } = d.range;
  expect(d.range.file).toBe(d.file);
  expect(0 <= start.offset && start.offset <= end.offset && end.offset <= text.length, `range ${start.offset}..${end.offset} of ${text.length}`).toBe(true);
  expect(`${start.line}:${start.column}`).toBe(lineColumn(text, start.offset));
  expect(`${end.line}:${end.column}`).toBe(lineColumn(text, end.offset));
  expect(d.message).toMatch(SPANISH);
  expect(d.message).not.toMatch(ENGLISH);
  expect(d.message, `«${d.message}» must say what to write instead`).toMatch(SAYS_WHAT_TO_WRITE);
  expect(["error", "warning"]).toContain(d.severity);
}

function describeDiagnostics(ds: Diagnostic[]): string {
  return ds.map((d) => `${d.file}:${d.range.start.line}:${d.range.start.column} ${d.severity} ${d.code} ${d.message}`).join("\n");
}

function runCase(c: Case): void {
  const sources = sourcesOf(c.input);
  const result = compileSafely(sources);
  const got = result.diagnostics;
  // Exactly these codes at exactly these places: one mistake, one diagnostic.
  expect(
    got.map((d) => `${d.code}@${d.range.start.line}:${d.range.start.column}`),
    `diagnostics were:\n${describeDiagnostics(got)}`,
  ).toEqual(c.expect.map((e) => `${e.code}@${e.at}`));
  got.forEach((d, i) => {
    const e = c.expect[i]!;
    checkWellFormed(d, sources);
    expect(d.severity).toBe(e.severity ?? "error");
    if (e.file !== undefined) expect(d.file).toBe(e.file);
    if (e.text !== undefined) {
      const text = sources.find((s) => s.path === d.file)!.text;
      expect(text.slice(d.range.start.offset, d.range.end.offset)).toBe(e.text);
    }
    if (e.suggests !== undefined) expect(d.message).toContain(`¿Quisiste decir «${e.suggests}»?`);
    if (e.mentions !== undefined) expect(d.message).toContain(e.mentions);
    if (e.fix !== undefined) {
      expect(d.fix, "the diagnostic should carry a quick fix").toBeDefined();
      expect(d.fix!.replacement).toBe(e.fix);
    }
  });
  expect(result.ok).toBe(!c.expect.some((e) => (e.severity ?? "error") === "error"));
  if (c.cards !== undefined) expect(result.cardSet.cards.map((card) => card.name)).toEqual(c.cards);
}

// ---------------------------------------------------------------------------------
// The table

const ZIRKAX = personaje("Zirkax");

const CASES: Case[] = [
  // --- Misspelled keywords: «¿Quisiste decir …?» -----------------------------------
  {
    name: "misspelled verb in a trait",
    input: personaje("A", "Talento: Rova 1 carta."),
    expect: [{ code: "CR011", at: "7:12", text: "Rova", suggests: "Roba", fix: "Roba" }],
    cards: ["A"],
  },
  {
    name: "misspelled keyword ability",
    input: personaje("A", "Imbatibel."),
    expect: [{ code: "CR011", at: "7:3", text: "Imbatibel", suggests: "Imbatible" }],
    cards: ["A"],
  },
  {
    name: "misspelled trait name",
    input: personaje("A", "Talentto: Roba 1 carta."),
    expect: [{ code: "CR011", at: "7:3", text: "Talentto", suggests: "Talento" }],
  },
  {
    name: "misspelled word inside a trigger",
    input: personaje("A", "Al entar en juego, roba 1 carta."),
    expect: [{ code: "CR011", at: "7:6", text: "entar", suggests: "entrar" }],
  },
  {
    name: "misspelled card type: one diagnostic, no «falta el tipo» on top",
    input: lines('carta "A"', "  tipo Personje", "  facción Orden", "  coste 3", "  ataque 2", "  vida 4", "  Embate."),
    expect: [{ code: "CR011", at: "2:8", text: "Personje", suggests: "Personaje" }],
    cards: ["A"],
  },
  {
    name: "misspelled faction: one diagnostic, no «falta la facción» on top",
    input: lines('carta "A"', "  tipo Personaje", "  facción Ordem", "  coste 3", "  ataque 2", "  vida 4", "  Embate."),
    expect: [{ code: "CR011", at: "3:11", text: "Ordem", suggests: "Orden" }],
  },
  {
    name: "misspelled field name suggests the field (facion → facción)",
    input: lines('carta "A"', "  tipo Personaje", "  facion Orden", "  coste 3", "  ataque 2", "  vida 4", "  Embate."),
    expect: [{ code: "CR011", at: "3:3", text: "facion", suggests: "facción" }],
  },
  {
    name: "misspelled verb in the only Prólogo of a Verso: no «Verso sin Prólogo» on top",
    input: verso("A", "Prólogo: Destuye un personaje."),
    expect: [{ code: "CR011", at: "5:12", text: "Destuye", suggests: "Destruye" }],
  },

  // --- Missing accents: a warning with its fix -----------------------------------------
  {
    name: "field name without accent",
    input: lines('carta "A"', "  tipo Personaje", "  faccion Orden", "  coste 3", "  ataque 2", "  vida 4", "  Embate."),
    expect: [{ code: "CR004", severity: "warning", at: "3:3", text: "faccion", fix: "facción" }],
    cards: ["A"],
  },
  {
    name: "effect word without accent",
    input: personaje("A", "Talento: Haz 2 de dano a un personaje."),
    expect: [{ code: "CR004", severity: "warning", at: "7:21", text: "dano", fix: "daño" }],
    cards: ["A"],
  },
  {
    name: "Prologo without accent keeps its capital",
    input: verso("A", "Prologo: Roba 1 carta."),
    expect: [{ code: "CR004", severity: "warning", at: "5:3", text: "Prologo", fix: "Prólogo" }],
    cards: ["A"],
  },

  // --- Missing, duplicate and misplaced fields ----------------------------------------------
  {
    name: "missing tipo",
    input: lines('carta "A"', "  facción Orden", "  coste 3", "  ataque 2", "  vida 4", "  Embate."),
    expect: [{ code: "CR104", at: "1:7", text: '"A"' }],
  },
  {
    name: "missing facción",
    input: lines('carta "A"', "  tipo Personaje", "  coste 3", "  ataque 2", "  vida 4", "  Embate."),
    expect: [{ code: "CR105", at: "1:7", text: '"A"' }],
  },
  {
    name: "Personaje without coste",
    input: lines('carta "A"', "  tipo Personaje", "  facción Orden", "  ataque 2", "  vida 4", "  Embate."),
    expect: [{ code: "CR106", at: "1:7", text: '"A"' }],
  },
  {
    name: "Personaje without ataque",
    input: lines('carta "A"', "  tipo Personaje", "  facción Orden", "  coste 3", "  vida 4", "  Embate."),
    expect: [{ code: "CR107", at: "1:7", text: '"A"' }],
  },
  {
    name: "Santuario without vida",
    input: lines('carta "A"', "  tipo Santuario", "  facción Orden", "  Tus personajes de Orden obtienen +1 de vida."),
    expect: [{ code: "CR108", at: "1:7", text: '"A"' }],
  },
  {
    name: "duplicate field",
    input: lines('carta "A"', "  tipo Personaje", "  facción Orden", "  coste 3", "  coste 5", "  ataque 2", "  vida 4", "  Embate."),
    expect: [{ code: "CR103", at: "5:3", text: "coste 5" }],
  },
  {
    name: "ataque on a Reliquia",
    input: lines('carta "A"', "  tipo Reliquia", "  facción Forja", "  coste 2", "  ataque 3", "  El portador obtiene +2 de ataque."),
    expect: [{ code: "CR109", at: "5:3", text: "ataque 3" }],
  },
  {
    name: "coste on a Santuario",
    input: lines('carta "A"', "  tipo Santuario", "  facción Orden", "  coste 2", "  vida 20", "  Tus personajes de Orden obtienen +1 de vida."),
    expect: [{ code: "CR109", at: "4:3", text: "coste 2" }],
  },

  // --- Card names and references ------------------------------------------------------------
  {
    name: "duplicate card name in one file",
    input: personaje("A") + "\n" + personaje("A", "Letal.", "Caos"),
    expect: [{ code: "CR101", at: "9:7", text: '"A"', mentions: "t.carta:1:7" }],
    cards: ["A"],
  },
  {
    name: "duplicate card name across two sources",
    input: [
      { path: "a.carta", text: personaje("Zirkax") },
      { path: "b.carta", text: verso("Otra") + "\n" + personaje("Zirkax", "Letal.") },
    ],
    expect: [{ code: "CR101", at: "7:7", file: "b.carta", text: '"Zirkax"', mentions: "a.carta:1:7" }],
    cards: ["Zirkax", "Otra"],
  },
  {
    name: "unknown card reference with a suggestion",
    input: ZIRKAX + "\n" + verso("B", 'Prólogo: Destruye un personaje llamado "Zirkas".'),
    expect: [{ code: "CR102", at: "13:42", text: '"Zirkas"', suggests: "Zirkax", fix: '"Zirkax"' }],
    cards: ["Zirkax", "B"],
  },
  {
    name: "unknown card reference without a close name",
    input: verso("B", 'Prólogo: Destruye un personaje llamado "Nadie Conocido".'),
    expect: [{ code: "CR102", at: "5:42", text: '"Nadie Conocido"', mentions: "«Nadie Conocido»" }],
  },
  {
    name: "empty card name",
    input: personaje(""),
    expect: [{ code: "CR135", at: "1:7", text: '""' }],
  },

  // --- A word where a number belongs -----------------------------------------------------------
  {
    name: "word where the number of an effect belongs",
    input: personaje("A", "Talento: Roba muchas cartas."),
    expect: [{ code: "CR011", at: "7:17", text: "muchas" }],
  },
  {
    name: "word where the number of a field belongs: no «falta el ataque» on top",
    input: lines('carta "A"', "  tipo Personaje", "  facción Orden", "  coste 3", "  ataque muchos", "  vida 4", "  Embate."),
    expect: [{ code: "CR011", at: "5:10", text: "muchos" }],
  },
  {
    name: "number out of range",
    input: lines('carta "A"', "  tipo Personaje", "  facción Orden", "  coste 99", "  ataque 2", "  vida 4", "  Embate."),
    expect: [{ code: "CR116", at: "4:9", text: "99" }],
  },

  // --- Strings ---------------------------------------------------------------------------------
  {
    name: "unterminated card name",
    input: personaje("A").replace('"A"', '"A'),
    expect: [{ code: "CR002", at: "1:7", text: '"A', fix: '"' }],
    cards: ["A"],
  },
  {
    name: "unterminated reference that swallows the final period: one diagnostic",
    input: ZIRKAX + "\n" + verso("B", 'Prólogo: Destruye un personaje llamado "Zirkax.'),
    expect: [{ code: "CR002", at: "13:42", text: '"Zirkax.' }],
  },

  {
    name: "a closing quote that opens nothing, first on its line: a syntax error, not a crash",
    input: "”",
    expect: [{ code: "CR010", at: "1:1", text: "”" }],
  },

  // --- Stray text ------------------------------------------------------------------------------
  {
    name: "stray word after a sentence",
    input: personaje("A", "Talento: Roba 1 carta. pronto"),
    expect: [{ code: "CR011", at: "7:26", text: "pronto" }],
    cards: ["A"],
  },
  {
    name: "stray word after a keyword",
    input: personaje("A", "Letal. Ahora"),
    expect: [{ code: "CR011", at: "7:10", text: "Ahora" }],
  },
  {
    name: "stray word on a field line: one diagnostic, no «falta el coste» on top",
    input: lines('carta "A"', "  tipo Personaje", "  facción Orden", "  coste 3 monedas", "  ataque 2", "  vida 4", "  Embate."),
    expect: [{ code: "CR016", at: "4:11", text: "monedas", fix: "" }],
    cards: ["A"],
  },
  {
    name: "stray word on the card header line: the card survives",
    input: personaje("A").replace('"A"', '"A" extra'),
    expect: [{ code: "CR016", at: "1:11", text: "extra" }],
    cards: ["A"],
  },
  {
    name: "unrecognised character: one diagnostic",
    input: personaje("A", "Talento: Roba 1 carta! roba 1 carta."),
    expect: [{ code: "CR001", at: "7:24", text: "!" }],
  },

  // --- Sentences ------------------------------------------------------------------------------
  {
    name: "missing final period before the next line",
    input: lines('carta "A"', "  tipo Personaje", "  facción Orden", "  coste 3", "  ataque 2", "  vida 4", "  Talento: Roba 1 carta", "  Embate."),
    expect: [{ code: "CR012", at: "7:19", text: "carta", fix: "." }],
    cards: ["A"],
  },
  {
    name: "missing final period at the end of the file",
    input: personaje("A", "Talento: Roba 1 carta").trimEnd(),
    expect: [{ code: "CR012", at: "7:19", text: "carta", fix: "." }],
  },
  {
    name: "missing final period in the only Prólogo of a Verso: no «Verso sin Prólogo» on top",
    input: verso("A", "Prólogo: Roba 1 carta") + "\n" + verso("B"),
    expect: [{ code: "CR012", at: "5:19", text: "carta", fix: "." }],
    cards: ["A", "B"],
  },
  {
    name: "missing word in the middle of a sentence",
    input: personaje("A", "Talento: Haz 2 de a un personaje."),
    expect: [{ code: "CR010", at: "7:21", text: "a" }],
  },
  {
    name: "effect before the first card",
    input: "Roba 1 carta.\n" + personaje("A"),
    expect: [{ code: "CR013", at: "1:1", text: "Roba 1 carta." }],
    cards: ["A"],
  },
  {
    name: "field before the first card",
    input: "tipo Personaje\n" + personaje("A"),
    expect: [{ code: "CR013", at: "1:1", text: "tipo Personaje" }],
    cards: ["A"],
  },
  {
    name: "effect with no ability",
    input: personaje("A", "Roba 1 carta."),
    expect: [{ code: "CR014", at: "7:3", text: "Roba 1 carta." }],
  },

  // --- Rules of the card types ---------------------------------------------------------------
  {
    name: "keyword that does not belong to the type",
    input: lines('carta "A"', "  tipo Reliquia", "  facción Forja", "  coste 2", "  Letal."),
    expect: [{ code: "CR118", at: "5:3", text: "Letal." }],
  },
  {
    name: "Vincular on a Personaje",
    input: personaje("A", "Vincular 2."),
    expect: [{ code: "CR112", at: "7:3", text: "Vincular 2." }],
  },
  {
    name: "repeated keyword",
    input: personaje("A", "Letal.\n  Letal."),
    expect: [{ code: "CR119", at: "8:3", text: "Letal." }],
  },
  {
    name: "a Personaje-only trigger on a Verso: one diagnostic for one trigger",
    input: verso("A") + "  Cuando este personaje sea destruido, roba 1 carta.\n",
    expect: [{ code: "CR131", at: "6:3" }],
  },

  // --- Empty input ------------------------------------------------------------------------------
  { name: "empty file", input: "", expect: [], cards: [] },
  { name: "only blank lines and comments", input: "\n\n# nada todavía\n   \n", expect: [], cards: [] },
];

describe("bad input: exact diagnostic, position and message", () => {
  it("has at least 30 bad inputs", () => {
    expect(CASES.filter((c) => c.expect.length > 0).length).toBeGreaterThanOrEqual(30);
  });
  for (const c of CASES) it(c.name, () => runCase(c));
});

describe("valid text the compiler must not flag", () => {
  it("«Límite Personaje» is a Límite event (LIMIT_EVENTS lists it)", () => {
    runCase({ name: "Límite Personaje", input: personaje("A", "Resplandor, Límite Personaje: Roba 1 carta."), expect: [], cards: ["A"] });
  });
});

// ---------------------------------------------------------------------------------

describe("whole files", () => {
  it("an invisible character is named by its code point, in the message of any code", () => {
    const text = 'carta "A"\n  tipo Verso\n  facción Caos\n  coste 1\n  Prólogo: Roba\u200b 1 carta.\n  Epílogo: Destruye un personaje llamado "Zi\u200brkax".\n';
    const messages = compileSafely([{ path: "a.carta", text }]).diagnostics.map((d) => `${d.code} ${d.message}`);
    expect(messages.some((m) => m.startsWith("CR001 Carácter no reconocido «U+200B»."))).toBe(true);
    expect(messages.some((m) => m.startsWith("CR102 No hay ninguna carta llamada «ZiU+200Brkax»"))).toBe(true);
    expect(messages.join("\n")).not.toMatch(/\u200b/);
  });

  it("a binary file gives exactly one CR003 and no cards", () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0xff, 0xfe, 0x00, 0x01, 0x02, 0x03]);
    const sources = [{ path: "imagen.carta", text: Buffer.concat([bytes, Buffer.alloc(4000, 7), bytes]).toString("utf8") }];
    const result = compileSafely(sources);
    expect(result.diagnostics.map((d) => d.code)).toEqual(["CR003"]);
    const d = result.diagnostics[0]!;
    expect(d.severity).toBe("error");
    expect(`${d.range.start.line}:${d.range.start.column}`).toBe("1:1");
    checkWellFormed(d, sources);
    expect(result.cardSet.cards).toEqual([]);
    expect(result.ok).toBe(false);
  });

  it("a binary file does not hide the cards of the other files", () => {
    const result = compileSafely([
      { path: "a.carta", text: personaje("A") },
      { path: "b.carta", text: "\u0000\u0001\u0002\u0003\u0004garbage" },
    ]);
    expect(result.diagnostics.map((d) => `${d.file} ${d.code}`)).toEqual(["b.carta CR003"]);
    expect(result.cardSet.cards.map((c) => c.name)).toEqual(["A"]);
  });

  it("a 5 MB file of valid cards compiles without throwing", () => {
    const parts: string[] = [];
    let size = 0;
    for (let i = 0; size < 5 * 1024 * 1024; i++) {
      const card =
        i % 3 === 0
          ? personaje(`Guardiana ${i}`, "Talento: Haz 2 de daño a un personaje.")
          : i % 3 === 1
            ? verso(`Ofrenda ${i}`, "Prólogo: Roba 2 cartas.")
            : lines(`carta "Hoja ${i}"`, "  tipo Reliquia", "  facción Forja", "  coste 2", "  El portador obtiene +2 de ataque.", "  Vincular 1.");
      parts.push(card, "\n");
      size += card.length + 1;
    }
    const text = parts.join("");
    expect(text.length).toBeGreaterThanOrEqual(5 * 1024 * 1024);
    const result = compileSafely([{ path: "grande.carta", text }]);
    expect(result.diagnostics).toEqual([]);
    expect(result.cardSet.cards.length).toBe(parts.length / 2);
  });

  it("one mistake gives exactly one diagnostic; three mistakes in three cards give exactly three", () => {
    const a = personaje("A", "Talento: Rova 1 carta.");
    const b = lines('carta "B"', "  tipo Verso", "  facción Caos", "  coste 2", "  Prólogo: Haz 2 de daño a un personaje", "  Epílogo: Roba 1 carta.");
    const c = lines('carta "C"', "  tipo Reliquia", "  facción Forja", "  coste 2", "  El portador obtiene +2 de ataque.", "  Vincular 1.", "  Imbatible.");
    expect(compileSafely([{ path: "t.carta", text: a }]).diagnostics.map((d) => d.code)).toEqual(["CR011"]);
    const text = [a, b, c].join("\n");
    const result = compileSafely([{ path: "t.carta", text }]);
    expect(result.diagnostics.map((d) => `${d.code}@${d.range.start.line}:${d.range.start.column}`)).toEqual([
      "CR011@7:12",
      "CR012@13:31",
      "CR118@22:3",
    ]);
    for (const d of result.diagnostics) checkWellFormed(d, [{ path: "t.carta", text }]);
    expect(result.cardSet.cards.map((card) => card.name)).toEqual(["A", "B", "C"]);
  });

  it("the rest of the file still produces its cards when one sentence is broken", () => {
    const text = [
      personaje("Primera", "Talento: Roba 1 carta."),
      lines('carta "Rota"', "  tipo Verso", "  facción Caos", "  coste 2", "  Prólogo: Haz 2 de daño a un personaje.", "  Epílogo: Rova 1 carta."),
      lines('carta "Tercera"', "  tipo Santuario", "  facción Valor", "  vida 20", "  Tus personajes de Valor obtienen +1 de vida."),
    ].join("\n");
    const result = compileSafely([{ path: "t.carta", text }]);
    expect(result.diagnostics.map((d) => d.code)).toEqual(["CR011"]);
    expect(result.ok).toBe(false);
    expect(result.cardSet.cards.map((c) => c.name)).toEqual(["Primera", "Rota", "Tercera"]);
    const rota = result.cardSet.cards[1]!;
    expect(rota.type).toBe("Verso");
    expect(rota.cost).toBe(2);
    // The good Prólogo survives; only the broken Epílogo is missing.
    expect(rota.abilities.map((a) => (a.kind === "verse" ? a.option : a.kind))).toEqual(["Prólogo"]);
    expect(result.cardSet.cards[2]!.life).toBe(20);
  });
});

// ---------------------------------------------------------------------------------
// The command line: `node bin/cronicas.js`, after the build `npm test` performs.

describe("CLI", () => {
  let dir: string;

  const run = (...args: string[]) => {
    const r = spawnSync(process.execPath, [CLI, ...args], { cwd: dir, encoding: "utf8", env: { ...process.env, CRONICAS_DEBUG: "" } });
    return { status: r.status, stdout: r.stdout, stderr: r.stderr };
  };
  const noStackTrace = (out: string) => {
    expect(out).not.toMatch(/^\s+at .+[(:]/m);
    expect(out).not.toMatch(/\b(?:TypeError|ReferenceError|RangeError|SyntaxError|Error):/);
  };

  beforeAll(() => {
    if (!existsSync(join(ROOT, "dist", "cli", "main.js"))) {
      throw new Error("dist/ no existe: ejecuta «npm run build» (npm test lo hace) antes de estas pruebas.");
    }
    dir = mkdtempSync(join(tmpdir(), "cronicas-cli-"));
    mkdirSync(join(dir, "malas"));
    writeFileSync(join(dir, "malas", "a.carta"), personaje("A", "Talento: Rova 1 carta.") + "\n" + lines('carta "B"', "  tipo Personaje", "  facción Orden", "  coste 3", "  ataque 2", "  vida 4", "  Roba 1 carta."));
    mkdirSync(join(dir, "buenas"));
    writeFileSync(join(dir, "buenas", "a.carta"), personaje("A") + "\n" + verso("B"));
    writeFileSync(join(dir, "binario.carta"), Buffer.from([0, 1, 2, 3, 0xff, 0xfe, 0, 0, 9, 8, 7]));
    const card = 'carta "Árbol"\n  tipo Verso\n  facción Caos\n  coste 1\n  Prólogo:  Roba 1 carta.\n';
    writeFileSync(join(dir, "windows.carta"), Buffer.from(card, "latin1"));
    writeFileSync(join(dir, "powershell.carta"), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(card, "utf16le")]));
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("validar on a bad file exits 1 and prints file:line:column: error [CRxxx] lines", () => {
    const file = join("malas", "a.carta");
    const r = run("validar", file);
    expect(r.status).toBe(1);
    const diagnosticLines = r.stderr.split("\n").filter((l) => /\[CR\d{3}\]/.test(l));
    expect(diagnosticLines).toEqual([
      expect.stringMatching(new RegExp(`^${file.replace(/[.\\]/g, "\\$&")}:7:12: error \\[CR011\\] «Rova» .*¿Quisiste decir «Roba»\\?`)),
      expect.stringMatching(new RegExp(`^${file.replace(/[.\\]/g, "\\$&")}:15:3: error \\[CR014\\] `)),
    ]);
    noStackTrace(r.stderr);
    noStackTrace(r.stdout);
  });

  it("validar on a good folder exits 0", () => {
    const r = run("validar", "buenas");
    expect(r.status).toBe(0);
    expect(r.stderr).toBe("");
  });

  it("compilar on a bad set exits 1 and leaves the existing cartas.json untouched", () => {
    const out = join(dir, "salida");
    mkdirSync(out, { recursive: true });
    const previous = Buffer.from('{"irVersion":1,"cards":[{"name":"de antes"}]}\n', "utf8");
    writeFileSync(join(out, "cartas.json"), previous);
    const r = run("compilar", "malas", "--salida", out);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/malas[\\/]a\.carta:7:12: error \[CR011\]/);
    noStackTrace(r.stderr);
    expect(readFileSync(join(out, "cartas.json")).equals(previous)).toBe(true);
    expect(readdirSync(out)).toEqual(["cartas.json"]);
  });

  it("compilar on a good set writes cartas.json", () => {
    const out = join(dir, "salida-buena");
    const r = run("compilar", "buenas", "--salida", out);
    expect(r.status).toBe(0);
    const ir = JSON.parse(readFileSync(join(out, "cartas.json"), "utf8"));
    expect(ir.cards.map((c: { name: string }) => c.name)).toEqual(["A", "B"]);
  });

  it("a Windows-1252 file says to save it as UTF-8, at the first letter it cannot read", () => {
    const r = run("validar", "windows.carta");
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^windows\.carta:1:8: error \[CR164\] El archivo no está en UTF-8 \(parece Windows-1252/);
    expect(r.stderr).toContain("guarda el archivo como UTF-8");
    expect(r.stderr).not.toContain("CR001");
    noStackTrace(r.stderr);
  });

  it("a UTF-16 file (PowerShell) is read, and formatear writes it back in UTF-16", () => {
    const r = run("validar", "powershell.carta");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("1 carta: 0 errores");
    expect(run("formatear", "powershell.carta").status).toBe(0);
    const bytes = readFileSync(join(dir, "powershell.carta"));
    expect([...bytes.subarray(0, 2)]).toEqual([0xff, 0xfe]);
    expect(bytes.subarray(2).toString("utf16le")).toContain("  Prólogo: Roba 1 carta.\n");
  });

  it("a source file past 10 MB is refused with a Spanish message, not read into memory", () => {
    const card = 'carta "C"\n  tipo Verso\n  facción Caos\n  coste 1\n  Prólogo: Roba 1 carta.\n\n';
    writeFileSync(join(dir, "enorme.carta"), card.repeat(Math.ceil((10.5 * 1024 * 1024) / card.length)));
    const r = run("validar", "enorme.carta");
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toBe("enorme.carta:1:1: error [CR150] «enorme.carta» tiene 11 MB, más de los 10 MB que se leen de un archivo: reparte sus cartas en varios archivos (un set de 10 000 cartas ocupa unos 1,5 MB).");
    noStackTrace(r.stderr);
  });

  it("an explicit file of another kind (README.md) says so instead of a screen of CR001", () => {
    writeFileSync(join(dir, "LEEME.md"), "# Notas\n\n| tabla | de | markdown |\n");
    const r = run("validar", "LEEME.md");
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toBe("LEEME.md:1:1: error [CR150] «LEEME.md» no es un archivo de Crónicas: indica archivos .carta o .mazo o .escenario o una carpeta que los contenga.");
  });

  it("a quoted glob reads its matches; one that matches nothing says so", () => {
    const r = run("validar", "buenas/**/*.carta");
    expect(r.stderr).toBe("");
    expect(r.stdout).toContain("1 archivo, 2 cartas: 0 errores");
    const none = run("validar", "nada/**/*.carta");
    expect(none.status).toBe(1);
    expect(none.stderr).toContain("Ningún archivo .carta o .mazo o .escenario coincide con «nada/**/*.carta»");
  });

  it("overlapping paths read each file once: no false duplicates", () => {
    const r = run("validar", "buenas", join("buenas", "a.carta"), "buenas");
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("1 archivo, 2 cartas: 0 errores");
  });

  it("an unreadable subfolder is reported, and the rest of the folder is still read", () => {
    const project = join(dir, "con-cerrada");
    mkdirSync(join(project, "abierta"), { recursive: true });
    mkdirSync(join(project, "cerrada"));
    writeFileSync(join(project, "abierta", "a.carta"), personaje("A"));
    writeFileSync(join(project, "cerrada", "b.carta"), personaje("B"));
    chmodSync(join(project, "cerrada"), 0o000);
    chmodSync(dir, 0o755);
    // Root reads any folder: the command runs as «nobody» then, as a designer's account would.
    const asUser = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    const r = spawnSync(process.execPath, [CLI, "validar", "con-cerrada"], { cwd: dir, encoding: "utf8", ...asUser });
    chmodSync(join(project, "cerrada"), 0o755);
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toBe(`${join("con-cerrada", "cerrada")}:1:1: error [CR150] No se puede leer «${join("con-cerrada", "cerrada")}»: comprueba sus permisos (lo demás sí se leyó).`);
    expect(r.stdout).toContain("1 archivo, 1 carta: 1 error");
  });

  it("a binary file gives CR003 and exit 1", () => {
    const r = run("validar", "binario.carta");
    expect(r.status).toBe(1);
    expect(r.stderr.split("\n").filter((l) => /\[CR\d{3}\]/.test(l))).toEqual([expect.stringMatching(/^binario\.carta:1:1: error \[CR003\] /)]);
    noStackTrace(r.stderr);
  });

  for (const command of ["validar", "compilar"]) {
    it(`${command} on a path that does not exist gives CR150 and exit 1`, () => {
      const r = run(command, "no-existe.carta", ...(command === "compilar" ? ["--salida", join(dir, "nunca")] : []));
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(/^no-existe\.carta:1:1: error \[CR150\] .*«no-existe\.carta»/m);
      noStackTrace(r.stderr);
      expect(existsSync(join(dir, "nunca"))).toBe(false);
    });
  }

  it("an unknown option gives a Spanish message and a non-zero exit", () => {
    const r = run("validar", "--rapido", "buenas");
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/opción desconocida/);
    expect(r.stderr).toContain("--rapido");
    expect(r.stderr).not.toMatch(/unknown option/i);
    noStackTrace(r.stderr);
  });

  it("an unknown command gives a Spanish message and a non-zero exit", () => {
    const r = run("publicarr", "buenas");
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/comando desconocido/);
    expect(r.stderr).not.toMatch(/unknown command/i);
    noStackTrace(r.stderr);
  });
});
