// The rules scenarios of test/escenarios run against the engine: one `it` per
// scenario. A scenario the engine does not satisfy yet is listed in KNOWN_GAPS with the
// reason; it runs with `it.fails`, so the test turns red the day the engine is fixed.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { compile } from "../compiler/index.js";
import { runScenarioFile, runScenarioPaths, scenarioReport } from "../scenarios/index.js";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const DIR = join(ROOT, "test", "escenarios");

/** Scenario name → why the engine does not satisfy it yet (Spanish). */
const KNOWN_GAPS: Record<string, string> = {};

const cardFiles = readdirSync(join(ROOT, "cards")).filter((n) => n.endsWith(".carta"));
const cardSet = compile(cardFiles.map((n) => ({ path: `cards/${n}`, text: readFileSync(join(ROOT, "cards", n), "utf8") }))).cardSet;
const files = readdirSync(DIR)
  .filter((n) => n.endsWith(".escenario"))
  .sort();

for (const name of files) {
  const path = `test/escenarios/${name}`;
  const result = runScenarioFile(path, readFileSync(join(DIR, name), "utf8"), cardSet);
  describe(path, () => {
    it("parses", () => expect(result.errors).toEqual([]));
    for (const r of result.results) {
      const gap = KNOWN_GAPS[r.name];
      const run = () => {
        if (!r.passed) throw new Error(scenarioReport(r).join("\n"));
      };
      if (gap !== undefined) it.fails(`${r.name} (laguna conocida: ${gap})`, run);
      else it(r.name, run);
    }
  });
}

describe("KNOWN_GAPS", () => {
  it("names only scenarios that exist", () => {
    const all = new Set(files.flatMap((n) => runScenarioFile(n, readFileSync(join(DIR, n), "utf8"), cardSet).results.map((r) => r.name)));
    expect(Object.keys(KNOWN_GAPS).filter((n) => !all.has(n))).toEqual([]);
  });
});

describe("runScenarioPaths", () => {
  it("reports in Spanish and exits 1 on a failing scenario", async () => {
    const out = await runScenarioPaths([join(DIR, "turno.escenario")], { cartas: [join(ROOT, "cards")] });
    expect(out.report).toMatch(/escenarios? correctos?/);
    expect(out.results.length).toBeGreaterThan(0);
    expect(out.exitCode).toBe(out.files.every((f) => f.errors.length === 0) && out.results.every((r) => r.passed) ? 0 : 1);
  });

  it("exits 1 on a failing scenario and on a file that does not parse", async () => {
    const { mkdtempSync, writeFileSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const dir = mkdtempSync(join(tmpdir(), "escenarios-"));
    writeFileSync(join(dir, "falla.escenario"), 'escenario "Falla"\n  preparación:\n    A controla "Zirkax".\n  resultado:\n    "Zirkax" está girado.\n');
    const failing = await runScenarioPaths([dir], { cartas: [join(ROOT, "cards")] });
    expect(failing.exitCode).toBe(1);
    expect(failing.report).toContain("✗ Falla");
    expect(failing.report).toContain("se esperaba");
    writeFileSync(join(dir, "falla.escenario"), 'escenario "Roto"\n  resultado:\n    Esto no se entiende.\n');
    const broken = await runScenarioPaths([dir], { cartas: [join(ROOT, "cards")] });
    expect(broken.exitCode).toBe(1);
    expect(broken.report).toMatch(/:\d+:\d+: error \[CR3\d\d\]/);
  });

  it("exits 1 on a path that does not exist", async () => {
    const out = await runScenarioPaths([join(DIR, "no-existe.escenario")], { cartas: [join(ROOT, "cards")] });
    expect(out.exitCode).toBe(1);
    expect(out.report).toContain("No se puede leer");
  });
});

describe("the runner fails what it must fail", () => {
  const run = (text: string) => runScenarioFile("prueba.escenario", text, cardSet);
  const OFRENDA = `escenario "Ofrenda"
  preparación:
    Es el Mediodía de B.
    El Santuario de A es "Trono de Ceniza".
    El Santuario de B es "Ciudadela de Etheria".
    A controla "Albarian el Eterno".
    A tiene en la mano "Ofrenda" y 3 Escencias sin usar.
    B tiene en la mano "Control de Etheria" y 3 Escencias sin usar.
  jugadas:
    B juega "Control de Etheria", Prólogo, con objetivo "Albarian el Eterno".
    A responde con "Ofrenda", Prólogo, con objetivos "Albarian el Eterno" y el Santuario de B.
    Ambos pasan.
  resultado:
    El Santuario de B tiene 3 de vida menos.
`;

  it("passes the worked example as written", () => {
    const r = run(OFRENDA).results[0]!;
    expect(r.failures).toEqual([]);
  });

  it("a wrong expectation fails on its line, with what happened and the log", () => {
    const r = run(OFRENDA.replace("3 de vida menos", "4 de vida menos")).results[0]!;
    expect(r.passed).toBe(false);
    expect(r.failures).toHaveLength(1);
    expect(r.failures[0]!.line).toBe(14);
    expect(r.failures[0]!.actual).toContain("tiene 22 de vida");
    expect(r.logTail.length).toBeGreaterThan(0);
    expect(r.logTail.join("\n")).toMatch(/Ofrenda/);
  });

  it("targets in another order than the card declares them do not fit; the scenario fails the scenario with a Spanish message", () => {
    const r = run(OFRENDA.replace('A responde con "Ofrenda", Prólogo, con objetivos "Albarian el Eterno" y el Santuario de B.', 'A responde con "Ofrenda", Prólogo, con objetivos el Santuario de B y "Albarian el Eterno".')).results[0]!;
    expect(r.passed).toBe(false);
    expect(r.failures[0]!.line).toBe(11);
    expect(r.failures[0]!.actual).toMatch(/no encaja|no puede/);
  });

  it("a play out of turn fails", () => {
    const r = run(OFRENDA.replace("B juega", "A juega").replace('"Control de Etheria", Prólogo', '"Ofrenda", Prólogo')).results[0]!;
    expect(r.passed).toBe(false);
    expect(r.failures[0]!.actual).toContain("el motor espera que B");
  });

  it("«no puede» expects a rejection and checks the reason", () => {
    const base = `escenario "Girado"
  preparación:
    A controla "Zirkax".
    B controla "Caballero Leal", girado.
  jugadas:
    A declara el Embate de "Zirkax".
  resultado:
    B no puede bloquear con "Caballero Leal", porque está girado.
`;
    expect(run(base).results[0]!.failures).toEqual([]);
    const wrongReason = run(base.replace("porque está girado", "porque ya bloqueó este turno")).results[0]!;
    expect(wrongReason.passed).toBe(false);
    expect(wrongReason.failures[0]!.actual).toContain("no bloqueó este turno");
    const legal = run(base.replace(", girado.", ".")).results[0]!;
    expect(legal.passed).toBe(false);
    expect(legal.failures[0]!.expected).toContain("rechace");
  });

  it("an unknown card in the setup fails the scenario, not the run", () => {
    const r = run(`escenario "X"
  preparación:
    A controla "No Existe".
  resultado:
    El juego sigue.
`).results[0]!;
    expect(r.passed).toBe(false);
    expect(r.failures[0]!.actual).toContain("No Existe");
  });

  it("a file with syntax errors is reported and not run", () => {
    const f = run(`escenario "X"\n  resultado:\n    Esto no es una frase.\n`);
    expect(f.errors.length).toBeGreaterThan(0);
    expect(f.results).toEqual([]);
  });
});

describe("the examples of docs/escenarios.md run as documented", () => {
  const doc = readFileSync(join(ROOT, "docs", "escenarios.md"), "utf8");
  const blocks = [...doc.matchAll(/```escenario\n([\s\S]*?)```/g)].map((m) => m[1]!);
  it("finds the examples", () => expect(blocks.length).toBeGreaterThanOrEqual(10));
  blocks.forEach((text, i) => {
    const name = /escenario "([^"]*)"/.exec(text)?.[1] ?? `ejemplo ${i + 1}`;
    it(name, () => {
      const file = runScenarioFile(`docs/escenarios.md#${i + 1}`, text, cardSet);
      expect(file.errors).toEqual([]);
      for (const result of file.results) expect(result.passed, scenarioReport(result).join("\n")).toBe(true);
    });
  });
});

describe("a «porque» must be the engine's rejection code", () => {
  const run = (text: string) => runScenarioFile("prueba.escenario", text, cardSet).results[0]!;
  const turnedZirkax = (claim: string) => `escenario "Zirkax girado"
  preparación:
    Es el Mediodía de A.
    A controla "Zirkax", girado.
    B controla "Cas".
  resultado:
    ${claim}
`;

  it("the engine's reason passes", () => {
    expect(run(turnedZirkax('A no puede activar el Talento de "Zirkax", con objetivo "Cas", porque está girado.')).failures).toEqual([]);
  });

  it("another rejection is not «no es el momento», «no hay un objetivo válido» nor «no cumple el Límite»", () => {
    for (const reason of ["no es el momento", "no hay un objetivo válido", "no cumple el Límite"]) {
      const r = run(turnedZirkax(`A no puede activar el Talento de "Zirkax", con objetivo "Cas", porque ${reason}.`));
      expect(r.passed, reason).toBe(false);
      expect(r.failures[0]!.actual).toContain("(turned)");
    }
  });

  it("«no tiene Escencia suficiente» is the engine's cannotPay, not a printed cost above the free Escencias", () => {
    // Zirkax costs 3 and A has no Escencia: the old check took that for the reason.
    expect(run(turnedZirkax('A no puede activar el Talento de "Zirkax", con objetivo "Cas", porque no tiene Escencia suficiente.')).passed).toBe(false);
    const r = run(`escenario "Vincular sin Escencia"
  preparación:
    Es el Mediodía de A.
    A controla "Cas", equipado con "Hoja del Alba".
    A controla "Zav".
    A tiene 2 Escencias sin usar.
  resultado:
    A no puede equipar "Hoja del Alba" a "Zav" con Vincular, porque no tiene Escencia suficiente.
`);
    // Vincular 1 costs the relic's 2 plus 1.
    expect(r.failures).toEqual([]);
  });
});
