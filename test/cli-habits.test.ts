// The command line as someone used to other tools types it: `--help`, `help`, no command
// at all, a mistyped command or option, a missing argument, a mirror match.
import { spawnSync } from "node:child_process";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const cli = join(root, "bin", "cronicas.js");

function run(...args: string[]) {
  return spawnSync(process.execPath, [cli, ...args], { cwd: root, encoding: "utf8", input: "" });
}

describe("cronicas on the command line", () => {
  it("--help, -h, --ayuda, help and ayuda all show the help and exit 0", () => {
    const expected = run("--ayuda").stdout;
    expect(expected).toContain("Uso: cronicas <comando> [opciones]");
    for (const args of [["--help"], ["-h"], ["help"], ["ayuda"]]) {
      const r = run(...args);
      expect(r.status, args.join(" ")).toBe(0);
      expect(r.stdout).toBe(expected);
    }
    for (const args of [["compilar", "--help"], ["help", "compilar"], ["ayuda", "compilar"], ["compile", "-h"]]) {
      const r = run(...args);
      expect(r.status, args.join(" ")).toBe(0);
      expect(r.stdout).toContain("Uso: cronicas compilar|compile [rutas...]");
    }
  });

  it("no command at all prints the help on stderr and fails; «ayuda» of an unknown command is an error", () => {
    const none = run();
    expect(none.status).toBe(1);
    expect(none.stdout).toBe("");
    expect(none.stderr).toContain("Uso: cronicas <comando> [opciones]");
    const unknown = run("ayuda", "compilr");
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("no hay ningún comando «compilr»");
  });

  it("suggests the command or option meant, in Spanish", () => {
    const command = run("valdiar", "cards");
    expect(command.status).toBe(2);
    expect(command.stderr).toBe("cronicas: comando desconocido «valdiar». ¿Quisiste decir «validar»? Usa «cronicas --ayuda» para ver los comandos.\n");
    const option = run("compilar", "cards", "--formatos", "json");
    expect(option.status).toBe(2);
    expect(option.stderr).toContain("opción desconocida «--formatos». ¿Quisiste decir «--formato»?");
  });

  it("a missing argument is named for its command", () => {
    const probar = run("probar");
    expect(probar.status).toBe(2);
    expect(probar.stderr).toContain("falta indicar las rutas de probar: escribe p. ej. «cronicas probar test/escenarios»");
    const simular = run("simular", "cards/mazos/legion-de-etheria.mazo");
    expect(simular.status).toBe(2);
    expect(simular.stderr).toContain("simular necesita dos mazos");
  });

  it("lsp without --stdio says how editors start it, instead of waiting", () => {
    const r = run("lsp");
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("«cronicas lsp --stdio»");
  });

  it("simular plays a mirror match from one deck file, and refuses seeds it cannot honour", () => {
    const deck = "cards/mazos/legion-de-etheria.mazo";
    const mirror = run("simular", deck, `./${deck}`, "--partidas", "6", "--json");
    expect(mirror.stderr).toBe("");
    expect(mirror.status).toBe(0);
    const result = JSON.parse(mirror.stdout) as { stats: { games: number }; games: unknown[] };
    expect(result.stats.games).toBe(6);
    const seed = run("simular", deck, "cards/mazos/ceniza-y-acero.mazo", "--semilla", "9000000000");
    expect(seed.status).toBe(2);
    expect(seed.stderr).toContain("--semilla admite de 1 a 4294967295");
  });
});

describe("diagnostics for machines and limits on warnings", () => {
  const bad = "test/fixtures/diagnosticos/malo.carta";

  it("--formato-diagnosticos json writes one document on stdout, with every diagnostic and the totals", () => {
    const r = run("validar", bad, "--formato-diagnosticos", "json");
    expect(r.status).toBe(1);
    expect(r.stderr).toBe("");
    const doc = JSON.parse(r.stdout) as { archivos: number; errores: number; avisos: number; diagnosticos: { archivo: string; linea: number; columna: number; codigo: string; gravedad: string; mensaje: string }[] };
    expect(doc).toMatchObject({ archivos: 1, errores: 1, avisos: 1 });
    expect(doc.diagnosticos.map((d) => [d.codigo, d.gravedad, d.linea, d.columna])).toEqual([
      ["CR004", "aviso", 6, 3],
      ["CR136", "error", 6, 3],
    ]);
  });

  it("--formato-diagnosticos sarif writes SARIF 2.1.0 with a rule per code and a region per result", () => {
    const r = run("validar", bad, "--formato-diagnosticos", "sarif");
    expect(r.status).toBe(1);
    const log = JSON.parse(r.stdout) as { version: string; runs: { tool: { driver: { name: string; rules: { id: string; shortDescription: { text: string } }[] } }; results: { ruleId: string; ruleIndex: number; level: string; locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number; startColumn: number } } }[] }[] }[] };
    expect(log.version).toBe("2.1.0");
    const [run0] = log.runs;
    expect(run0!.tool.driver.name).toBe("cronicas");
    expect(run0!.tool.driver.rules.map((rule) => rule.id)).toEqual(["CR004", "CR136"]);
    expect(run0!.tool.driver.rules[0]!.shortDescription.text).not.toBe("CR004");
    expect(run0!.results.map((x) => [x.ruleId, x.level, run0!.tool.driver.rules[x.ruleIndex]!.id])).toEqual([
      ["CR004", "warning", "CR004"],
      ["CR136", "error", "CR136"],
    ]);
    expect(run0!.results[0]!.locations[0]!.physicalLocation).toMatchObject({ artifactLocation: { uri: bad }, region: { startLine: 6, startColumn: 3 } });
  });

  it("--max-avisos turns too many warnings into a failure", () => {
    const warned = "test/fixtures/diagnosticos/aviso.carta";
    expect(run("validar", warned).status).toBe(0);
    expect(run("validar", warned, "--max-avisos", "1").status).toBe(0);
    const strict = run("validar", warned, "--max-avisos", "0");
    expect(strict.status).toBe(1);
    expect(strict.stderr).toContain("1 aviso, más de 0 (--max-avisos)");
    expect(run("validar", warned, "--max-avisos", "muchos").status).toBe(2);
    expect(run("validar", warned, "--formato-diagnosticos", "xml").stderr).toContain("--formato-diagnosticos admite texto, json, sarif");
  });
});

describe("colour", () => {
  const bad = "test/fixtures/diagnosticos/malo.carta";
  const withEnv = (env: Record<string, string | undefined>) => {
    const clean = { ...process.env };
    delete clean["FORCE_COLOR"];
    delete clean["NO_COLOR"];
    return spawnSync(process.execPath, [cli, "validar", bad], { cwd: root, encoding: "utf8", env: { ...clean, ...env } });
  };

  it("none through a pipe or with NO_COLOR; FORCE_COLOR paints the severity and the place", () => {
    expect(withEnv({}).stderr).not.toContain("\u001b[");
    expect(withEnv({ NO_COLOR: "1" }).stderr).not.toContain("\u001b[");
    const painted = withEnv({ FORCE_COLOR: "1" }).stderr;
    expect(painted).toContain("\u001b[31merror\u001b[39m [CR136]");
    expect(painted).toContain("\u001b[33maviso\u001b[39m [CR004]");
    // Without the escapes, the same lines as always.
    expect(painted.replace(/\u001b\[[0-9;]*m/g, "")).toBe(withEnv({}).stderr);
  });
});

