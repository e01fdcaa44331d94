// `cronicas simular` as a designer runs it: two .mazo files, N seeded games, a report.
import { spawnSync } from "node:child_process";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const cli = join(root, "bin", "cronicas.js");
const legion = "cards/mazos/legion-de-etheria.mazo";
const ceniza = "cards/mazos/ceniza-y-acero.mazo";

function run(...args: string[]) {
  return spawnSync(process.execPath, [cli, ...args], { cwd: root, encoding: "utf8" });
}

describe("cronicas simular", () => {
  it("plays the games and reports consistent figures; the same seed gives the same games", () => {
    const first = run("simular", legion, ceniza, "--partidas", "40", "--semilla", "7", "--json");
    expect(first.stderr).toBe("");
    expect(first.status).toBe(0);
    const result = JSON.parse(first.stdout);
    expect(result.stats.games).toBe(40);
    expect(result.stats.winsA + result.stats.winsB + result.stats.draws).toBe(40);
    expect(result.games).toHaveLength(40);
    const again = run("simular", legion, ceniza, "--partidas", "40", "--semilla", "7", "--json");
    expect(again.stdout).toBe(first.stdout);
  });

  it("prints a Spanish report by default", () => {
    const result = run("simular", legion, ceniza, "--partidas", "10", "--agente", "voraz,aleatorio");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("Victorias de A");
    expect(result.stdout).toContain("Gana quien empieza");
    expect(result.stdout).toMatch(/IC 95 %/);
  });

  it("refuses bad arguments and illegal decks with Spanish messages", () => {
    const count = run("simular", legion, ceniza, "--partidas", "cero");
    expect(count.status).toBe(2);
    expect(count.stderr).toContain("--partidas debe ser un número entero positivo");
    const missing = run("simular", legion, "no-existe.mazo");
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("[CR150]");
    expect(missing.stderr).not.toMatch(/\n\s+at /);
  });
});
