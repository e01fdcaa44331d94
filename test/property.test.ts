// Property tests: whatever text the compiler gets — random strings, word salad
// of the language, or real card files with tokens deleted, duplicated, swapped,
// cut mid-word or sprinkled with stray characters — compile() never throws, every
// range it reports lies inside the text with line:column matching its offset,
// and the IR it lowers is plain JSON.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compile, type CompileResult, type Source } from "../compiler/index.js";
import { normalizeWord, vocabularyEntries } from "../grammar/index.js";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const CARDS_DIR = join(ROOT, "cards");

/** Used when cards/ has no .carta files yet. */
const SAMPLE = `# Muestra de respaldo para las pruebas de propiedades.
carta "Guardiana del Valle"
  tipo Personaje
  facción Orden
  coste 4
  ataque 3
  vida 5
  Embate.
  Talento, Temple: Otro personaje que controles obtiene +1 de vida hasta el final del turno.
  Resplandor, Límite Embate: Roba 1 carta.

carta "Ofrenda"
  tipo Verso
  facción Caos
  coste 2
  Prólogo: Haz 3 de daño a un personaje que controles. Si lo haces, haz 3 de daño a un Santuario.
  Epílogo: Elige uno:
    - Roba 2 cartas.
    - Destruye un personaje llamado "Guardiana del Valle".

carta "Hoja del Alba"
  tipo Reliquia
  facción Orden
  coste 2
  El portador obtiene +2 de ataque.
  Vincular 1.

carta "Ciudadela de Etheria"
  tipo Santuario
  facción Orden
  vida 25
  Tus personajes de Orden obtienen +1 de vida.
  Al comienzo de tu Alba, tu Santuario gana 1 de vida.

carta "Brasa Viva"
  tipo Escencia especial
  facción Caos
  Al entrar en juego, haz 1 de daño a un personaje.
`;

function realSources(): Source[] {
  let names: string[] = [];
  try {
    names = readdirSync(CARDS_DIR).filter((n) => n.toLowerCase().endsWith(".carta")).sort();
  } catch {
    names = [];
  }
  const sources = names.map((n) => ({ path: `cards/${n}`, text: readFileSync(join(CARDS_DIR, n), "utf8") })).filter((s) => s.text.trim() !== "");
  return sources.length > 0 ? sources : [{ path: "muestra.carta", text: SAMPLE }];
}

// ---------------------------------------------------------------------------------
// Invariants

interface RangeLike {
  file: string;
  start: { line: number; column: number; offset: number };
  end: { line: number; column: number; offset: number };
}

/** A reference line index, written apart from the project's: "\n", "\r\n" and a lone "\r" end a line; a BOM is no column. */
function lineStarts(text: string): number[] {
  const starts = [text.startsWith("\ufeff") ? 1 : 0];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "\r" && text[i + 1] === "\n") continue;
    if (text[i] === "\n" || text[i] === "\r") starts.push(i + 1);
  }
  return starts;
}

function expectedPosition(starts: number[], offset: number): { line: number; column: number } {
  let line = 0;
  while (line + 1 < starts.length && starts[line + 1]! <= offset) line++;
  return { line: line + 1, column: Math.max(1, offset - starts[line]! + 1) };
}

function problemWithRange(range: RangeLike, texts: Map<string, { text: string; starts: number[] }>): string | undefined {
  const source = texts.get(range.file);
  if (source === undefined) return `range in unknown file ${JSON.stringify(range.file)}`;
  const { start, end } = range;
  for (const p of [start, end]) {
    if (!Number.isInteger(p.offset) || !Number.isInteger(p.line) || !Number.isInteger(p.column)) return `non-integer position ${JSON.stringify(p)}`;
  }
  if (!(0 <= start.offset && start.offset <= end.offset && end.offset <= source.text.length)) {
    return `offsets ${start.offset}..${end.offset} outside 0..${source.text.length}`;
  }
  for (const p of [start, end]) {
    const want = expectedPosition(source.starts, p.offset);
    if (want.line !== p.line || want.column !== p.column) {
      return `offset ${p.offset} is ${want.line}:${want.column}, but the range says ${p.line}:${p.column}`;
    }
  }
  return undefined;
}

function isRange(value: unknown): value is RangeLike {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v["file"] === "string" && typeof v["start"] === "object" && typeof v["end"] === "object";
}

/** Every SourceRange anywhere in the IR. */
function rangesIn(value: unknown, out: RangeLike[] = []): RangeLike[] {
  if (Array.isArray(value)) {
    for (const v of value) rangesIn(v, out);
  } else if (typeof value === "object" && value !== null) {
    if (isRange(value)) out.push(value);
    else for (const v of Object.values(value)) rangesIn(v, out);
  }
  return out;
}

/** Compiles and returns a description of the first broken invariant, or undefined. */
function violation(sources: Source[]): string | undefined {
  let result: CompileResult;
  try {
    result = compile(sources);
  } catch (error) {
    return `compile threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
  }
  return violationOf(sources, result);
}

function violationOf(sources: Source[], result: CompileResult): string | undefined {
  const texts = new Map(sources.map((s) => [s.path, { text: s.text, starts: lineStarts(s.text) }]));
  for (const d of result.diagnostics) {
    if (!/^CR\d{3}$/.test(d.code)) return `bad code ${d.code}`;
    if (d.severity !== "error" && d.severity !== "warning") return `bad severity ${d.severity}`;
    if (typeof d.message !== "string" || d.message.trim() === "") return `empty message for ${d.code}`;
    if (d.range.file !== d.file) return `${d.code}: range.file ${d.range.file} ≠ file ${d.file}`;
    const problem = problemWithRange(d.range, texts);
    if (problem) return `${d.code} (${d.message}): ${problem}`;
    if (d.fix) {
      const fixProblem = problemWithRange(d.fix.range, texts);
      if (fixProblem) return `fix of ${d.code}: ${fixProblem}`;
    }
  }
  if (result.ok !== !result.diagnostics.some((d) => d.severity === "error")) return "ok disagrees with the diagnostics";
  for (const range of rangesIn(result.cardSet)) {
    const problem = problemWithRange(range, texts);
    if (problem) return `IR range: ${problem}`;
  }
  let roundTrip: unknown;
  try {
    roundTrip = JSON.parse(JSON.stringify(result.cardSet));
  } catch (error) {
    return `IR is not JSON-serializable: ${String(error)}`;
  }
  try {
    expect(roundTrip).toStrictEqual(result.cardSet);
  } catch {
    return "IR changes through JSON.parse(JSON.stringify(ir)) (undefined, NaN, Infinity, a class instance…)";
  }
  return undefined;
}

function holds(sources: Source[]): boolean {
  const problem = violation(sources);
  if (problem !== undefined) throw new Error(`${problem}\ninput: ${JSON.stringify(sources.map((s) => s.text))}`);
  return true;
}

const oneFile = (text: string): Source[] => [{ path: "p.carta", text }];

// ---------------------------------------------------------------------------------
// Arbitraries

/** Any UTF-16 code unit, lone surrogates and control characters included. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n));
const tricky = fc.constantFrom("\u0000", "\r", "\r\n", "\n", "\t", "\ufeff", "\u00a0", "\u2028", "\ud800", "\udfff", "😀", "é", "e\u0301", "ñ", '"', "#", ".", ":", ",", "-", "–", "•", "+");

const words = [...new Set([...vocabularyEntries()].flatMap((e) => [e.form, e.canonical, normalizeWord(e.form)]))];
const vocabularyPiece = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(...words) },
  { weight: 3, arbitrary: fc.constantFrom(...words).map((w) => w.toUpperCase()) },
  { weight: 2, arbitrary: fc.constantFrom(...words).map((w) => w.slice(0, Math.max(1, w.length - 1))) },
  { weight: 3, arbitrary: fc.nat({ max: 120 }).map(String) },
  { weight: 2, arbitrary: fc.constantFrom("dos", "tres", "diez", "cero", "un", "una") },
  { weight: 6, arbitrary: fc.constantFrom(".", ",", ":", "+", "-", '"', "#", "\n", "\n  ", "\n\n") },
  { weight: 3, arbitrary: fc.constantFrom('carta "Zirkax"', 'carta "A"', 'carta ""', 'llamado "Zirkax"', 'llamado "Zirkas"', '"sin cerrar') },
  { weight: 3, arbitrary: fc.constantFrom("tipo Personaje", "tipo Verso", "tipo Escencia especial", "facción Orden", "coste 3", "ataque 2", "vida 20") },
  { weight: 2, arbitrary: fc.constantFrom("Prólogo:", "Epílogo:", "Talento, Temple:", "Resplandor, Límite Embate:", "Al entrar en juego,", "Elige uno:\n  - ", "Si lo haces,", "Luego,") },
  { weight: 1, arbitrary: tricky },
);
const vocabularyText = fc
  .array(fc.tuple(vocabularyPiece, fc.constantFrom(" ", " ", " ", "", "\n", "  ")), { maxLength: 80 })
  .map((parts) => parts.map(([piece, gap]) => piece + gap).join(""));

/** Tokens of a text for mutation: runs of spaces, words, and single other characters. */
function pieces(text: string): string[] {
  return text.match(/\s+|[^\s.,:+\-"#]+|[\s\S]/gu) ?? [];
}

type Mutation =
  | { kind: "delete"; at: number }
  | { kind: "duplicate"; at: number }
  | { kind: "swap"; at: number; with: number }
  | { kind: "truncate"; at: number }
  | { kind: "insert"; at: number; text: string };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant("delete" as const), at: fc.nat() }),
  fc.record({ kind: fc.constant("duplicate" as const), at: fc.nat() }),
  fc.record({ kind: fc.constant("swap" as const), at: fc.nat(), with: fc.nat() }),
  fc.record({ kind: fc.constant("truncate" as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant("insert" as const),
    at: fc.nat(),
    text: fc.oneof(tricky, anyCodeUnit, fc.string({ unit: "grapheme", minLength: 1, maxLength: 3 }), fc.constantFrom(...words)),
  }),
);

function mutate(text: string, mutations: Mutation[]): string {
  let tokens = pieces(text);
  for (const m of mutations) {
    if (tokens.length === 0) break;
    const i = m.at % tokens.length;
    switch (m.kind) {
      case "delete":
        tokens.splice(i, 1);
        break;
      case "duplicate":
        tokens.splice(i, 0, tokens[i]!);
        break;
      case "swap": {
        const j = m.with % tokens.length;
        [tokens[i], tokens[j]] = [tokens[j]!, tokens[i]!];
        break;
      }
      case "truncate": {
        // Cut mid-word: inside the chosen token when it is longer than one character.
        const joined = tokens.join("");
        const before = tokens.slice(0, i).join("").length;
        const cut = before + Math.max(1, Math.floor(tokens[i]!.length / 2));
        tokens = pieces(joined.slice(0, Math.min(cut, joined.length)));
        break;
      }
      case "insert": {
        const joined = tokens.join("");
        const at = m.at % (joined.length + 1);
        tokens = pieces(joined.slice(0, at) + m.text + joined.slice(at));
        break;
      }
    }
  }
  return tokens.join("");
}

// ---------------------------------------------------------------------------------

describe("the invariant checker itself", () => {
  const text = 'carta "A"\n';
  const at = (offset: number, line: number, column: number) => ({ offset, line, column });
  const result = (range: RangeLike, extra: Record<string, unknown> = {}): CompileResult =>
    ({
      ok: false,
      cardSet: { irVersion: 1, cards: [{ name: "A", range: { file: "p.carta", start: at(0, 1, 1), end: at(9, 1, 10) }, ...extra }] },
      diagnostics: [{ file: "p.carta", code: "CR011", severity: "error", message: "m", range }],
    }) as unknown as CompileResult;

  it("accepts a correct result", () => {
    expect(violationOf(oneFile(text), result({ file: "p.carta", start: at(0, 1, 1), end: at(10, 2, 1) }))).toBeUndefined();
  });
  it("rejects a range past the end, a wrong column, and an IR that is not plain JSON", () => {
    expect(violationOf(oneFile(text), result({ file: "p.carta", start: at(0, 1, 1), end: at(11, 2, 2) }))).toMatch(/outside/);
    expect(violationOf(oneFile(text), result({ file: "p.carta", start: at(2, 1, 2), end: at(3, 1, 4) }))).toMatch(/is 1:3/);
    expect(violationOf(oneFile(text), result({ file: "p.carta", start: at(0, 1, 1), end: at(1, 1, 2) }, { cost: undefined }))).toMatch(/JSON/);
  });
});

describe("compile() on random text", () => {
  it("ASCII strings (fc.string)", () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (text) => holds(oneFile(text))), { numRuns: 1000 });
  });

  it("Unicode graphemes (the v4 form of fc.unicodeString)", () => {
    fc.assert(fc.property(fc.string({ unit: "grapheme", maxLength: 200 }), (text) => holds(oneFile(text))), { numRuns: 500 });
  });

  it("any code point (the v4 form of fc.fullUnicodeString), plus lone surrogates and controls", () => {
    const text = fc.oneof(fc.string({ unit: "binary", maxLength: 200 }), fc.string({ unit: fc.oneof(anyCodeUnit, tricky), maxLength: 200 }));
    fc.assert(fc.property(text, (t) => holds(oneFile(t))), { numRuns: 800 });
  });

  it("word salad of the language's words and punctuation", () => {
    fc.assert(fc.property(vocabularyText, (text) => holds(oneFile(text))), { numRuns: 2000 });
  });

  it("word salad behind a valid card, and across two files", () => {
    const card = 'carta "Zirkax"\n  tipo Personaje\n  facción Orden\n  coste 2\n  ataque 2\n  vida 2\n';
    fc.assert(
      fc.property(vocabularyText, vocabularyText, (a, b) =>
        holds([
          { path: "a.carta", text: card + a },
          { path: "b.carta", text: b },
        ]),
      ),
      { numRuns: 600 },
    );
  });
});

describe("compile() on mutations of the real card files", () => {
  const sources = realSources();

  it(`the unmutated files hold the invariants (${sources.map((s) => s.path).join(", ")})`, () => {
    expect(holds(sources)).toBe(true);
  });

  it("tokens deleted, duplicated, swapped, text cut mid-word, characters inserted", () => {
    fc.assert(
      fc.property(fc.nat(), fc.array(mutation, { minLength: 1, maxLength: 6 }), (which, mutations) => {
        const source = sources[which % sources.length]!;
        return holds([{ path: source.path, text: mutate(source.text, mutations) }]);
      }),
      { numRuns: 1500 },
    );
  });

  it("one file mutated while the others stay intact (cross-file names and references)", () => {
    fc.assert(
      fc.property(fc.nat(), fc.array(mutation, { minLength: 1, maxLength: 4 }), (which, mutations) => {
        const i = which % sources.length;
        return holds(sources.map((s, k) => (k === i ? { path: s.path, text: mutate(s.text, mutations) } : s)));
      }),
      { numRuns: 200 },
    );
  });

  it("every prefix cut of a file (truncated mid-word at many points)", () => {
    const source = sources[0]!;
    const step = Math.max(1, Math.floor(source.text.length / 150));
    for (let cut = 0; cut <= source.text.length; cut += step) {
      holds([{ path: source.path, text: source.text.slice(0, cut) }]);
    }
  });
});
