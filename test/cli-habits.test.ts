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
      expect(r.stdout).toContain("Uso: cronicas compilar|compile <rutas...>");
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
