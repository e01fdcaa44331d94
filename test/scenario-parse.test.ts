// Scenario files (`.escenario`): every bundled scenario parses cleanly and names cards
// that exist; the worked examples and the rules the brief lists are covered; the tree of
// a scenario is what the sentences say; each mistake gets its code on its line;
// docs/escenarios.md, the catalogs, the parser and the compiler's checks stay in step;
// and reading a scenario never throws, whatever the text.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkEscenarioText, compile, SCENARIO_CHECK_CATALOG, scenarioMessages, unknownCard } from "../compiler/index.js";
import {
  LineIndex,
  lookupWord,
  parseEscenarioText,
  SCENARIO_SYNTAX_CATALOG,
  SCENARIO_WORDS,
  syntaxMessages,
  type CardRef,
  type Diagnostic,
  type Expectation,
  type LogEvent,
  type PermanentAttribute,
  type PlayStatement,
  type ScenarioNode,
  type SetupStatement,
} from "../grammar/index.js";

/** A scenario text as a designer sees it: the tree, and the diagnostics of the parser and of the compiler's checks. */
function readScenario(text: string): { scenarios: ScenarioNode[]; diagnostics: Diagnostic[] } {
  return checkEscenarioText(text);
}

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SCENARIO_DIR = join(ROOT, "test", "escenarios");
const DOC = readFileSync(join(ROOT, "docs", "escenarios.md"), "utf8");

interface File {
  path: string;
  text: string;
}

const files: File[] = readdirSync(SCENARIO_DIR)
  .filter((n) => n.endsWith(".escenario"))
  .sort()
  .map((n) => ({ path: `test/escenarios/${n}`, text: readFileSync(join(SCENARIO_DIR, n), "utf8") }));

function show(text: string, diagnostics: Diagnostic[], path = "texto"): string {
  const lines = new LineIndex(text);
  return diagnostics.map((d) => `${path}:${lines.lineOf(d.span.start) + 1}: ${d.severity} [${d.code}] ${d.message}`).join("\n");
}

function lineOfSpan(text: string, offset: number): number {
  return new LineIndex(text).lineOf(offset) + 1;
}

/** A copy of a tree without spans, for comparing shapes. */
function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === "span" || k === "nameSpan" || k === "reasonSpan" || k === "sections") continue;
    out[k] = strip(v);
  }
  return out;
}

/** Every card reference in the setup, plays and expectations of a scenario. */
function cardRefs(s: ScenarioNode): CardRef[] {
  const refs: CardRef[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (v === null || typeof v !== "object") return;
    const o = v as Record<string, unknown>;
    if (typeof o["name"] === "string" && typeof o["nameSpan"] === "object") refs.push(o as unknown as CardRef);
    for (const child of Object.values(o)) walk(child);
  };
  walk([s.setup, s.plays, s.expectations]);
  return refs;
}

const parsed = files.map((f) => ({ ...f, result: readScenario(f.text) }));
const allScenarios = parsed.flatMap((p) => p.result.scenarios.map((s) => ({ file: p, scenario: s })));

/** The comment lines right above a scenario's header line. */
function commentAbove(text: string, scenario: ScenarioNode): string {
  const lines = text.split("\n");
  let n = lineOfSpan(text, scenario.span.start) - 2;
  const out: string[] = [];
  while (n >= 0 && lines[n]!.trim().startsWith("#")) out.unshift(lines[n--]!);
  return out.join("\n");
}

// ---------------------------------------------------------------------------------

describe("the scenarios of test/escenarios", () => {
  it("there are scenario files", () => {
    expect(files.length).toBeGreaterThan(0);
  });

  for (const p of parsed) {
    it(`${p.path} parses with no diagnostics`, () => {
      expect(show(p.text, p.result.diagnostics, p.path)).toBe("");
      expect(p.result.scenarios.length).toBeGreaterThan(0);
    });
  }

  it("every scenario cites its rule in a comment above it", () => {
    const missing = allScenarios.filter(({ file, scenario }) => !/Reglamento \d+|Mecánicas avanzadas/.test(commentAbove(file.text, scenario)));
    expect(missing.map(({ scenario }) => scenario.name)).toEqual([]);
  });

  it("every worked example of Mecánicas avanzadas has a scenario", () => {
    const names = allScenarios.map(({ scenario }) => scenario.name);
    for (let n = 1; n <= 9; n++) expect(names.some((name) => new RegExp(`^Ejemplo ${n}\\b`).test(name)), `Ejemplo ${n}`).toBe(true);
    expect(names.some((name) => name.includes("Calma"))).toBe(true);
    expect(names.some((name) => name.includes("Aliento Ardiente"))).toBe(true);
  });

  it("at least 15 further scenarios test rules of Reglamento 7–26", () => {
    const cited = allScenarios.filter(({ file, scenario }) => {
      if (/^Ejemplo \d/.test(scenario.name)) return false;
      return [...commentAbove(file.text, scenario).matchAll(/Reglamento (\d+)/g)].some((m) => Number(m[1]) >= 7 && Number(m[1]) <= 26);
    });
    expect(cited.length).toBeGreaterThanOrEqual(15);
  });

  it("the rules the issue names each have a scenario", () => {
    const names = allScenarios.map(({ scenario }) => scenario.name.toLowerCase());
    const topics = [
      "temple",
      "imbatible",
      "devastar: el bloqueador sale antes del daño",
      "letal",
      "vestigios",
      "mítica con resplandor",
      "límite: la segunda copia",
      "límite: la tercera copia",
      "vincular",
      "prohibid",
      "varios bloqueadores",
      "limpieza",
      "primer turno",
      "destrucción simultánea",
      "baraja vacía",
      "los dos santuarios llegan a 0",
      "no se juegan versos libremente",
      "respuesta al final del mediodía",
    ];
    for (const topic of topics) expect(names.some((n) => n.includes(topic)), topic).toBe(true);
  });

  it("every card named exists in cards/ or in the scenario's own cartas:", () => {
    const cardFiles = readdirSync(join(ROOT, "cards")).filter((n) => n.endsWith(".carta"));
    const set = compile(cardFiles.map((n) => ({ path: `cards/${n}`, text: readFileSync(join(ROOT, "cards", n), "utf8") })));
    const known = new Set(set.cardSet.cards.map((c) => c.name));
    const unknown: string[] = [];
    for (const { scenario } of allScenarios) {
      const own = new Set(scenario.cards.map((c) => c.name));
      for (const ref of cardRefs(scenario)) if (!known.has(ref.name) && !own.has(ref.name)) unknown.push(`${scenario.name}: "${ref.name}"`);
    }
    expect(unknown).toEqual([]);
  });

  it("inline cards compile cleanly together with cards/ (no clash with a bundled name)", () => {
    const cardFiles = readdirSync(join(ROOT, "cards")).filter((n) => n.endsWith(".carta"));
    const sources = cardFiles.map((n) => ({ path: `cards/${n}`, text: readFileSync(join(ROOT, "cards", n), "utf8") }));
    let inline = 0;
    for (const { file, scenario } of allScenarios) {
      if (scenario.cards.length === 0) continue;
      inline++;
      const text = file.text.slice(scenario.cards[0]!.span.start, scenario.cards[scenario.cards.length - 1]!.span.end);
      const result = compile([...sources, { path: `${file.path} (${scenario.name})`, text }]);
      expect(result.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([]);
    }
    expect(inline).toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------------------------

describe("the tree", () => {
  it("the issue's sketch reads as its sentences say", () => {
    const text = `escenario "Mecánicas avanzadas, Ejemplo 2: Ofrenda en respuesta"
  preparación:
    Es el Mediodía de B.
    A controla "Albarian el Eterno".
    A tiene en la mano "Ofrenda" y 3 Escencias sin usar.
  jugadas:
    B juega "Control de Etheria" con objetivo "Albarian el Eterno".
    A responde con "Ofrenda", Prólogo, con objetivos "Albarian el Eterno" y el Santuario de B.
    Ambos pasan.
  resultado:
    "Albarian el Eterno" está en el cementerio de A.
    El Santuario de B tiene 3 de vida menos.
`;
    const { scenarios, diagnostics } = readScenario(text);
    expect(diagnostics).toEqual([]);
    const albarian = { name: "Albarian el Eterno" };
    expect(strip(scenarios)).toEqual([
      {
        name: "Mecánicas avanzadas, Ejemplo 2: Ofrenda en respuesta",
        cards: [],
        setup: [
          { kind: "turn", player: "B", phase: "Mediodía", firstTurn: false },
          { kind: "permanent", player: "A", card: albarian, count: 1, attributes: [] },
          { kind: "zone", player: "A", zone: "hand", items: [{ kind: "card", card: { name: "Ofrenda" }, count: 1 }] },
          { kind: "essence", player: "A", unused: 3, used: 0 },
        ],
        plays: [
          { kind: "play", player: "B", card: { name: "Control de Etheria" }, response: false, targets: [{ kind: "card", card: albarian }], costs: [] },
          {
            kind: "play",
            player: "A",
            card: { name: "Ofrenda" },
            response: true,
            option: "Prólogo",
            targets: [
              { kind: "card", card: albarian },
              { kind: "sanctuary", player: "B" },
            ],
            costs: [],
          },
          { kind: "pass", player: "both" },
        ],
        expectations: [
          { kind: "zone", card: albarian, zone: "graveyard", player: "A", negated: false },
          { kind: "life", player: "B", relation: "less", amount: 3 },
        ],
      },
    ]);
  });

  it("spans point at the words they stand for", () => {
    const text = 'escenario "X"\n  resultado:\n    "Zirkax" (2) de B está girado.\n';
    const { scenarios, diagnostics } = readScenario(text);
    expect(diagnostics).toEqual([]);
    const e = scenarios[0]!.expectations[0]! as Expectation & { kind: "turned" };
    expect(e.card).toMatchObject({ name: "Zirkax", index: 2, owner: "B" });
    expect(text.slice(e.card.nameSpan.start, e.card.nameSpan.end)).toBe('"Zirkax"');
    expect(text.slice(e.card.span.start, e.card.span.end)).toBe('"Zirkax" (2) de B');
    expect(text.slice(e.span.start, e.span.end)).toBe('"Zirkax" (2) de B está girado');
    expect(text.slice(scenarios[0]!.nameSpan.start, scenarios[0]!.nameSpan.end)).toBe('"X"');
    expect(text.slice(scenarios[0]!.span.start, scenarios[0]!.span.end)).toBe(text.trimEnd());
  });

  it("copies are numbered in the order of the setup", () => {
    const text = `escenario "Copias"
  preparación:
    A tiene en la mano "Zirkax" (1).
    A controla 2 "Zirkax".
    B controla "Zirkax" (4), girado.
  resultado:
    "Zirkax" (4) de B está girado.
`;
    expect(show(text, readScenario(text).diagnostics)).toBe("");
    const bad = text.replace('"Zirkax" (4), girado', '"Zirkax" (3), girado');
    expect(readScenario(bad).diagnostics.map((d) => d.code)).toEqual(["CR312"]);
  });

  it("inline cards are .carta nodes with spans in the scenario file", () => {
    const text = `escenario "Con carta propia"
  cartas:
    carta "Prueba"
      tipo Personaje
      facción Caos
      coste 1
      ataque 1
      vida 1
  preparación:
    A controla "Prueba".
  resultado:
    A controla "Prueba".
`;
    const { scenarios, diagnostics } = readScenario(text);
    expect(diagnostics).toEqual([]);
    const card = scenarios[0]!.cards[0]!;
    expect(card.name).toBe("Prueba");
    expect(text.slice(card.nameSpan.start, card.nameSpan.end)).toBe('"Prueba"');
    expect(scenarios[0]!.setup).toHaveLength(1);
  });

  it("a legality expectation holds the play and its reason", () => {
    const text = `escenario "X"
  resultado:
    A no puede declarar el Embate de "Zav", porque es el primer turno.
    B puede responder con la Interferencia de "Centinela del Umbral", con objetivo "Zav".
`;
    const { scenarios, diagnostics } = readScenario(text);
    expect(diagnostics).toEqual([]);
    expect(strip(scenarios[0]!.expectations)).toEqual([
      {
        kind: "legality",
        player: "A",
        legal: false,
        reason: "primerTurno",
        play: { kind: "activate", player: "A", trait: "Embate", card: { name: "Zav" }, response: false, targets: [], costs: [] },
      },
      {
        kind: "legality",
        player: "B",
        legal: true,
        play: { kind: "activate", player: "B", trait: "Interferencia", card: { name: "Centinela del Umbral" }, response: true, targets: [{ kind: "card", card: { name: "Zav" } }], costs: [] },
      },
    ]);
  });

  it("«está» is not a misspelled «esta», and missing accents are warned with a fix", () => {
    const good = 'escenario "X"\n  resultado:\n    "Zav" está girado.\n';
    expect(readScenario(good).diagnostics).toEqual([]);
    const bad = 'escenario "X"\n  preparacion:\n    Es el Mediodia de A.\n  resultado:\n    "Zav" esta girado.\n';
    const d = readScenario(bad).diagnostics;
    expect(d.map((x) => [x.code, x.severity, x.fix?.replacement])).toEqual([
      ["CR004", "warning", "preparación"],
      ["CR004", "warning", "Mediodía"],
      ["CR004", "warning", "está"],
    ]);
  });
});

// ---------------------------------------------------------------------------------
// Bad inputs: each mistake, its code, its line.

const OK = `escenario "Base"
  preparación:
    Es el Mediodía de A.
    A controla "Zirkax".
    B controla "Cas".
    A tiene en la mano "Impulso" y 1 Escencia sin usar.
  jugadas:
    A juega "Impulso", Prólogo, con objetivo "Zirkax".
    Ambos pasan.
  resultado:
    "Zirkax" tiene 3 de ataque.
`;

function swap(text: string, from: string, to: string): string {
  const at = text.indexOf(from);
  if (at === -1) throw new Error(`swap: «${from}» not in the text`);
  return text.slice(0, at) + to + text.slice(at + from.length);
}

interface BadCase {
  name: string;
  text: string;
  code: string;
  /** The text of the line the diagnostic must be on (with which occurrence, when it repeats). */
  line: string | [string, number];
  /** Other error codes this mistake legitimately causes. */
  also?: string[];
}

const BAD: BadCase[] = [
  { name: "CR301 text before the first scenario", text: "A controla \"Zirkax\".\n" + OK, code: "CR301", line: 'A controla "Zirkax".' },
  { name: "CR301 a file without scenarios", text: "# solo un comentario\n", code: "CR301", line: "# solo un comentario" },
  { name: "CR302 scenario name without quotes", text: swap(OK, 'escenario "Base"', "escenario Base"), code: "CR302", line: "escenario Base" },
  { name: "CR302 scenario without a name", text: swap(OK, 'escenario "Base"', "escenario"), code: "CR302", line: "escenario" },
  { name: "CR303 sentence before any section", text: swap(OK, "  preparación:", '  A controla "Cas".\n  preparación:'), code: "CR303", line: '  A controla "Cas".' },
  { name: "CR304 a section twice", text: swap(OK, "  jugadas:", '  preparación:\n    B controla "Zav".\n  jugadas:'), code: "CR304", line: ["  preparación:", 2] },
  { name: "CR305 no resultado", text: OK.slice(0, OK.indexOf("  resultado:")), code: "CR305", line: 'escenario "Base"' },
  { name: "CR306 a sentence without its period", text: swap(OK, "    Ambos pasan.", "    Ambos pasan"), code: "CR306", line: "    Ambos pasan" },
  { name: "CR307 two sentences on a line", text: swap(OK, '    B controla "Cas".', '    B controla "Cas". B controla "Zav".'), code: "CR307", line: '    B controla "Cas". B controla "Zav".' },
  { name: "CR307 stray words after a sentence", text: swap(OK, "    Ambos pasan.", "    Ambos pasan rápido."), code: "CR307", line: "    Ambos pasan rápido." },
  { name: "CR308 misspelled verb, read as meant", text: swap(OK, 'A controla "Zirkax"', 'A contorla "Zirkax"'), code: "CR308", line: 'A contorla "Zirkax"' },
  { name: "CR308 a sentence that is nothing", text: swap(OK, "    Ambos pasan.", "    Luego todo termina."), code: "CR308", line: "    Luego todo termina." },
  { name: "CR309 «con» without «objetivo»", text: swap(OK, "con objetivo", "con"), code: "CR309", line: 'A juega "Impulso", Prólogo, con "Zirkax".' },
  { name: "CR309 sentence cut short", text: swap(OK, '    "Zirkax" tiene 3 de ataque.', '    "Zirkax" tiene 3 de.'), code: "CR309", line: '    "Zirkax" tiene 3 de.' },
  { name: "CR310 a third player", text: swap(OK, 'B controla "Cas"', 'C controla "Cas"'), code: "CR310", line: 'C controla "Cas"' },
  { name: "CR310 lower-case player", text: swap(OK, 'B controla "Cas"', 'b controla "Cas"'), code: "CR310", line: 'b controla "Cas"' },
  { name: "CR311 card name without quotes", text: swap(OK, 'B controla "Cas"', "B controla Cas"), code: "CR311", line: "B controla Cas" },
  { name: "CR311 empty card name", text: swap(OK, 'B controla "Cas"', 'B controla ""'), code: "CR311", line: 'B controla ""' },
  { name: "CR312 copy number that is not the copy's", text: swap(OK, 'B controla "Cas".', 'B controla "Cas" (2).'), code: "CR312", line: 'B controla "Cas" (2).' },
  { name: "CR312 unclosed parenthesis", text: swap(OK, '"Zirkax" tiene', '"Zirkax" (1 tiene'), code: "CR312", line: '"Zirkax" (1 tiene' },
  { name: "CR313 unknown phase", text: swap(OK, "Es el Mediodía de A.", "Es el Almuerzo de A."), code: "CR313", line: "Es el Almuerzo de A." },
  { name: "CR313 a setup in the cleanup stage", text: swap(OK, "Es el Mediodía de A.", "Es la etapa de limpieza de A."), code: "CR313", line: "Es la etapa de limpieza de A." },
  { name: "CR314 a play in the setup", text: swap(OK, '    B controla "Cas".', '    B juega "Cas".'), code: "CR314", line: '    B juega "Cas".' },
  { name: "CR314 an expectation in the plays", text: swap(OK, "    Ambos pasan.", '    "Zirkax" está girado.'), code: "CR314", line: '    "Zirkax" está girado.' },
  { name: "CR315 zero copies", text: swap(OK, 'B controla "Cas".', 'B controla 0 "Cas".'), code: "CR315", line: 'B controla 0 "Cas".' },
  { name: "CR315 «0 de vida menos»", text: swap(OK, '    "Zirkax" tiene 3 de ataque.', "    El Santuario de B tiene 0 de vida menos."), code: "CR315", line: "    El Santuario de B tiene 0 de vida menos." },
  { name: "CR316 unknown reason", text: swap(OK, '    "Zirkax" tiene 3 de ataque.', '    A no puede jugar "Impulso", porque sí.'), code: "CR316", line: '    A no puede jugar "Impulso", porque sí.' },
  { name: "CR316 a reason on a legal play", text: swap(OK, '    "Zirkax" tiene 3 de ataque.', '    A puede jugar "Impulso", porque no es el momento.'), code: "CR316", line: '    A puede jugar "Impulso", porque no es el momento.' },
  { name: "CR317 unknown log event", text: swap(OK, '    "Zirkax" tiene 3 de ataque.', '    El registro muestra que "Zirkax" bailó.'), code: "CR317", line: '    El registro muestra que "Zirkax" bailó.' },
  { name: "CR318 the turn twice", text: swap(OK, "    Es el Mediodía de A.", "    Es el Mediodía de A.\n    Es el Alba de B."), code: "CR318", line: "    Es el Alba de B." },
  { name: "CR318 an empty deck with cards", text: swap(OK, '    B controla "Cas".', '    B no tiene cartas en la baraja.\n    B tiene en la baraja "Zav".'), code: "CR318", line: '    B tiene en la baraja "Zav".' },
  { name: "CR319 Prólogo and Epílogo", text: swap(OK, "Prólogo, con", "Prólogo, Epílogo, con"), code: "CR319", line: 'A juega "Impulso", Prólogo, Epílogo' },
  { name: "CR320 misspelled section, read as meant", text: swap(OK, "  jugadas:", "  jugada:"), code: "CR320", line: "  jugada:" },
  { name: "CR320 section without its colon", text: swap(OK, "  jugadas:", "  jugadas"), code: "CR320", line: "  jugadas\n" },
  { name: "CR321 two scenarios with one name", text: OK + OK, code: "CR321", line: ['escenario "Base"', 2] },
  { name: "CR001 a character scenarios do not use", text: swap(OK, "    Ambos pasan.", "    Ambos pasan! ya."), code: "CR001", line: "    Ambos pasan! ya." },
  { name: "CR001 a sign of card text scenarios do not use («;»)", text: swap(OK, "    Ambos pasan.", "    Ambos pasan; ya."), code: "CR001", line: "    Ambos pasan; ya." },
  { name: "CR001 quotes of card text outside a comment («»)", text: swap(OK, '"Zirkax" tiene', '«Zirkax» tiene'), code: "CR001", line: "«Zirkax» tiene" },
  { name: "CR002 unterminated card name (the period stays a period)", text: swap(OK, 'B controla "Cas".', 'B controla "Cas.'), code: "CR002", line: 'B controla "Cas.' },
  {
    name: "CR011 a mistake inside the cartas: block is the card language's",
    text: swap(OK, "  preparación:", '  cartas:\n    carta "Prueba"\n      tipo Personaje\n      facción Caos\n      coste 1\n      ataque 1\n      vida 1\n      Embatee.\n  preparación:'),
    code: "CR011",
    line: "      Embatee.",
  },
];

/** 1-based line of the `nth` occurrence of `needle`. */
function lineOfNeedle(text: string, needle: string, nth = 1): number {
  let at = -1;
  for (let k = 0; k < nth; k++) {
    at = text.indexOf(needle, at + 1);
    if (at === -1) throw new Error(`«${needle}» (occurrence ${nth}) not in the text`);
  }
  return lineOfSpan(text, at);
}

describe("bad inputs: code and line", () => {
  it(`the table has at least 15 cases (${BAD.length})`, () => {
    expect(BAD.length).toBeGreaterThanOrEqual(15);
  });

  it("the base text is clean", () => {
    expect(show(OK, readScenario(OK).diagnostics)).toBe("");
  });

  for (const c of BAD) {
    it(c.name, () => {
      const { diagnostics } = readScenario(c.text);
      const [needle, nth] = typeof c.line === "string" ? [c.line, 1] : c.line;
      const line = lineOfNeedle(c.text, needle, nth);
      const hit = diagnostics.find((d) => d.code === c.code && lineOfSpan(c.text, d.span.start) === line);
      expect(hit, show(c.text, diagnostics)).toBeDefined();
      const others = diagnostics.filter((d) => d.severity === "error" && d.code !== c.code && !(c.also ?? []).includes(d.code));
      expect(show(c.text, others)).toBe("");
      for (const d of diagnostics) {
        expect(d.span.start).toBeGreaterThanOrEqual(0);
        expect(d.span.end).toBeLessThanOrEqual(c.text.length);
        expect(d.message).not.toBe("");
      }
    });
  }

  it("the fixes offered correct the mistake", () => {
    const cases = [
      swap(OK, "    Ambos pasan.", "    Ambos pasan"),
      swap(OK, 'B controla "Cas"', "B controla Cas"),
      swap(OK, 'B controla "Cas"', 'b controla "Cas"'),
      swap(OK, 'A controla "Zirkax"', 'A contorla "Zirkax"'),
      swap(OK, "  jugadas:", "  jugada:"),
      swap(OK, "  jugadas:", "  jugadas"),
      swap(OK, "Es el Mediodía de A.", "Es el Mediodia de A."),
      swap(OK, 'B controla "Cas".', 'B controla "Cas" (2).'),
      swap(OK, 'B controla "Cas".', 'B controla "Cas.'),
    ];
    for (const text of cases) {
      const d = readScenario(text).diagnostics;
      expect(d).toHaveLength(1);
      const fix = d[0]!.fix!;
      expect(fix, show(text, d)).toBeDefined();
      const fixed = text.slice(0, fix.span.start) + fix.replacement + text.slice(fix.span.end);
      expect(show(fixed, readScenario(fixed).diagnostics)).toBe("");
    }
  });
});

// ---------------------------------------------------------------------------------
// The parser gives the tree and its syntax; what needs more than a sentence is the compiler's.

describe("syntax and checks", () => {
  const cases: Array<[string, string]> = [
    ["CR312", swap(OK, 'B controla "Cas".', 'B controla "Cas" (2).')],
    ["CR318", swap(OK, "    Es el Mediodía de A.", "    Es el Mediodía de A.\n    Es el Alba de B.")],
    ["CR321", OK + OK],
  ];
  for (const [code, text] of cases) {
    it(`${code} comes from the compiler's checks, not from the parser`, () => {
      expect(parseEscenarioText(text).diagnostics.map((d) => d.code)).toEqual([]);
      expect(readScenario(text).diagnostics.map((d) => d.code)).toEqual([code]);
    });
  }

  it("a badly written copy number is syntax; CR312 has one record, shared by the parser and the checker", () => {
    expect(parseEscenarioText(swap(OK, '"Zirkax" tiene', '"Zirkax" (1 tiene')).diagnostics.map((d) => d.code)).toEqual(["CR312"]);
    expect(SCENARIO_CHECK_CATALOG.CR312).toBe(SCENARIO_SYNTAX_CATALOG.CR312);
    const both = Object.keys(SCENARIO_CHECK_CATALOG).filter((code) => code in SCENARIO_SYNTAX_CATALOG);
    expect(both).toEqual(["CR312"]);
  });

  it("a card name unknown to the set is CR102, with the closest name as a fix", () => {
    const text = swap(OK, '"Zirkax" tiene', '"Zirkaz" tiene');
    const d = checkEscenarioText(text, { cards: ["Zirkax", "Cas", "Impulso"] }).diagnostics;
    expect(d.map((x) => [x.code, x.message, x.fix?.replacement])).toEqual([["CR102", "No hay ninguna carta llamada «Zirkaz». ¿Quisiste decir «Zirkax»?", '"Zirkax"']]);
    expect(unknownCard("Nadie", ["Cas"], { start: 0, end: 7 })).toEqual({ args: { name: "Nadie" } });
  });

  it("the scenario words are declared once: none is a word of card text", () => {
    const spellings = Object.values(SCENARIO_WORDS).flatMap((e) => [e.canonical, ...("forms" in e ? e.forms : [])]);
    expect(spellings.filter((w) => lookupWord(w) !== undefined)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------
// docs/escenarios.md

interface Block {
  info: string;
  text: string;
  line: number;
}

function fencedBlocks(markdown: string): Block[] {
  const lines = markdown.split(/\r?\n/);
  const blocks: Block[] = [];
  let open: { info: string; line: number; body: string[] } | undefined;
  lines.forEach((line, index) => {
    if (open === undefined) {
      const start = /^```\s*(\S.*)?$/.exec(line);
      if (start) open = { info: (start[1] ?? "").trim(), line: index + 1, body: [] };
      return;
    }
    if (/^```\s*$/.test(line)) {
      blocks.push({ info: open.info, text: open.body.join("\n") + "\n", line: open.line });
      open = undefined;
      return;
    }
    open.body.push(line);
  });
  return blocks;
}

const docBlocks = fencedBlocks(DOC);
const docScenarios = docBlocks.filter((b) => b.info === "escenario");
const docErrors = docBlocks.filter((b) => b.info.startsWith("escenario-error"));

describe("docs/escenarios.md", () => {
  it("has examples", () => {
    expect(docScenarios.length).toBeGreaterThan(5);
  });

  for (const b of docScenarios) {
    it(`the example at line ${b.line} parses with no diagnostics`, () => {
      expect(show(b.text, readScenario(b.text).diagnostics, `docs/escenarios.md (bloque de la línea ${b.line})`)).toBe("");
    });
  }

  for (const b of docErrors) {
    const code = b.info.split(/\s+/)[1]!;
    it(`the ${code} example at line ${b.line} gives exactly ${code}`, () => {
      const errors = readScenario(b.text).diagnostics.filter((d) => d.severity === "error");
      expect([...new Set(errors.map((d) => d.code))], show(b.text, errors)).toEqual([code]);
    });
  }

  it("documents every code of the table, with cause, fix and an example", () => {
    for (const code of Object.keys(scenarioMessages)) {
      expect(DOC, code).toMatch(new RegExp(`#### ${code} — `));
      expect(docErrors.some((b) => b.info === `escenario-error ${code}`), `${code} example`).toBe(true);
    }
    const documented = [...DOC.matchAll(/#### (CR\d+) — /g)].map((m) => m[1]);
    expect(documented.filter((c) => !(c! in scenarioMessages))).toEqual([]);
  });

  it("mentions the codes scenarios share with the card language (section 8)", () => {
    const section = DOC.slice(DOC.indexOf("## 8. Diagnósticos"));
    for (const code of Object.keys(SCENARIO_CHECK_CATALOG).filter((c) => !(c in scenarioMessages))) expect(section, code).toContain(code);
  });

  it("the parser emits only codes of the tables", () => {
    const known = new Set([...Object.keys(scenarioMessages), ...Object.keys(syntaxMessages)]);
    for (const c of BAD) for (const d of readScenario(c.text).diagnostics) if (d.code.startsWith("CR3")) expect(known.has(d.code), d.code).toBe(true);
  });

  it("the bad-input table exercises every code of the table", () => {
    const seen = new Set(BAD.map((c) => c.code));
    for (const code of Object.keys(scenarioMessages)) expect(seen.has(code), code).toBe(true);
  });
});

// ---------------------------------------------------------------------------------
// Every form of the grammar is used somewhere: in the bundled scenarios or in the doc.

describe("coverage of the grammar by the scenarios and the doc", () => {
  const trees = [...allScenarios.map(({ scenario }) => scenario), ...docScenarios.flatMap((b) => readScenario(b.text).scenarios)];
  const setup = trees.flatMap((s) => s.setup);
  const plays = trees.flatMap((s) => [...s.plays, ...s.expectations.flatMap((e) => (e.kind === "legality" ? [e.play] : []))]);
  const expectations = trees.flatMap((s) => s.expectations);
  const kinds = <T extends { kind: string }>(xs: T[]): Set<string> => new Set(xs.map((x) => x.kind));

  it("every setup statement and attribute", () => {
    const all: Record<SetupStatement["kind"], true> = { turn: true, seed: true, sanctuary: true, zone: true, emptyZone: true, essence: true, permanent: true, counter: true };
    expect([...kinds(setup)].sort()).toEqual(Object.keys(all).sort());
    const attrs: Record<PermanentAttribute["kind"], true> = { turned: true, damage: true, training: true, modifier: true, keyword: true, equipped: true, bearer: true, owner: true, attacked: true };
    const used = kinds(setup.flatMap((s) => (s.kind === "permanent" ? s.attributes : [])));
    expect([...used].sort()).toEqual(Object.keys(attrs).sort());
  });

  it("every play", () => {
    const all: Record<PlayStatement["kind"], true> = {
      play: true,
      activate: true,
      activateAbility: true,
      declineResplandor: true,
      equip: true,
      block: true,
      orderBlockers: true,
      pass: true,
      endPhase: true,
      choose: true,
      chooseTargets: true,
      arrange: true,
      payOrProhibit: true,
      optional: true,
      nextEffect: true,
      checkpoint: true,
    };
    expect([...kinds(plays)].sort()).toEqual(Object.keys(all).sort());
  });

  it("every expectation and log event", () => {
    const all: Record<Expectation["kind"], true> = {
      zone: true,
      controls: true,
      count: true,
      contains: true,
      essence: true,
      life: true,
      stats: true,
      turned: true,
      keyword: true,
      equipped: true,
      chain: true,
      turn: true,
      priority: true,
      outcome: true,
      legality: true,
      log: true,
    };
    expect([...kinds(expectations)].sort()).toEqual(Object.keys(all).sort());
    const events: Record<LogEvent["kind"], true> = {
      destroyed: true,
      prohibited: true,
      resolved: true,
      damaged: true,
      drew: true,
      shuffled: true,
      discarded: true,
      milled: true,
      mitica: true,
      activated: true,
      control: true,
      blocked: true,
    };
    const used = kinds(expectations.flatMap((e) => (e.kind === "log" ? [e.event] : [])));
    expect([...used].sort()).toEqual(Object.keys(events).sort());
  });
});

// ---------------------------------------------------------------------------------
// Never throws.

function holds(text: string): boolean {
  const result = readScenario(text);
  for (const d of result.diagnostics) {
    if (!(d.span.start >= 0 && d.span.start <= d.span.end && d.span.end <= text.length)) return false;
    if (d.message.includes("falló de forma inesperada")) throw new Error(d.message);
  }
  JSON.stringify(result.scenarios);
  return true;
}

function pieces(text: string): string[] {
  return text.match(/\s+|[^\s.,:+\-"#()]+|[\s\S]/gu) ?? [];
}

type Mutation = { kind: "delete" | "duplicate"; at: number } | { kind: "swap"; at: number; with: number } | { kind: "insert"; at: number; text: string };

const inserted = fc.oneof(
  fc.constantFrom(".", ",", ":", "(", ")", '"', "#", "\n", "\n  ", "2", "0", "A", "B", "a", "no", "de", "y", "con", "escenario", "cartas:", "preparación:", "jugadas:", "resultado:", "carta", "\u0000", "é", "ñ"),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 3 }),
);

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constantFrom("delete" as const, "duplicate" as const), at: fc.nat() }),
  fc.record({ kind: fc.constant("swap" as const), at: fc.nat(), with: fc.nat() }),
  fc.record({ kind: fc.constant("insert" as const), at: fc.nat(), text: inserted }),
);

function mutate(text: string, mutations: Mutation[]): string {
  const tokens = pieces(text);
  for (const m of mutations) {
    if (tokens.length === 0) break;
    const i = m.at % tokens.length;
    if (m.kind === "delete") tokens.splice(i, 1);
    else if (m.kind === "duplicate") tokens.splice(i, 0, tokens[i]!);
    else if (m.kind === "swap") {
      const j = m.with % tokens.length;
      [tokens[i], tokens[j]] = [tokens[j]!, tokens[i]!];
    } else if (m.kind === "insert") tokens.splice(i, 0, m.text);
  }
  return tokens.join("");
}

describe("reading a scenario never throws", () => {
  const corpus = [...files.map((f) => f.text), ...docScenarios.map((b) => b.text), OK];

  it("on mutated scenario files (deleted, duplicated, swapped and inserted words)", () => {
    fc.assert(
      fc.property(fc.nat(), fc.array(mutation, { minLength: 1, maxLength: 8 }), (which, mutations) => holds(mutate(corpus[which % corpus.length]!, mutations))),
      { numRuns: 1500 },
    );
  });

  it("on lines of scenario words in any order", () => {
    const words = [...new Set(corpus.join("\n").match(/[^\s.,:"()]+|"[^"\n]*"/g) ?? [])];
    const line = fc.array(fc.constantFrom(...words, ".", ",", ":", "(", ")", "(2)", "de A"), { maxLength: 14 }).map((ws) => "    " + ws.join(" ") + ".");
    const text = fc.array(line, { maxLength: 12 }).map((ls) => 'escenario "X"\n  preparación:\n' + ls.join("\n") + "\n  jugadas:\n" + ls.reverse().join("\n") + "\n  resultado:\n" + ls.join("\n") + "\n");
    fc.assert(fc.property(text, holds), { numRuns: 800 });
  });

  it("on arbitrary text", () => {
    fc.assert(fc.property(fc.string({ unit: "grapheme", maxLength: 300 }), holds), { numRuns: 500 });
    fc.assert(fc.property(fc.string({ unit: "binary", maxLength: 200 }), holds), { numRuns: 300 });
  });

  it("on a large file", () => {
    expect(holds(corpus.join("\n").repeat(20))).toBe(true);
  });
});
