// `cronicas simular` as a designer runs it: two .mazo files, N seeded games, a report.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { replay, type GameReplay } from "../runtime/index.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const cli = join(root, "bin", "cronicas.js");
const legion = "cards/mazos/legion-de-etheria.mazo";
const ceniza = "cards/mazos/ceniza-y-acero.mazo";

const manada = "cards/mazos/manada-del-bosque.mazo";
const scratch = mkdtempSync(join(tmpdir(), "cronicas-simular-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function run(...args: string[]) {
  return spawnSync(process.execPath, [cli, ...args], { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
}

/** Runs and writes stdout to a scratch file, as `> archivo.json` would. */
function runTo(file: string, ...args: string[]): string {
  const r = run(...args);
  expect(r.stderr).toBe("");
  expect(r.status).toBe(0);
  const path = join(scratch, file);
  writeFileSync(path, r.stdout);
  return path;
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

describe("simular en todos los núcleos y en varias máquinas", () => {
  const base = ["simular", legion, ceniza, "--partidas", "24", "--semilla", "5", "--agente", "voraz,aleatorio", "--json"];

  it("el resultado es el mismo con uno o dos hilos", () => {
    const one = run(...base, "--hilos", "1");
    const two = run(...base, "--hilos", "2");
    expect(one.status).toBe(0);
    expect(two.stdout).toBe(one.stdout);
  });

  it("los fragmentos unidos con «cronicas unir» dan exactamente el informe de una sola ejecución", () => {
    const whole = run(...base);
    const parts = [0, 1, 2].map((i) => runTo(`parte${i}.json`, ...base, "--fragmento", `${i}/3`));
    const part = JSON.parse(readFileSync(parts[1]!, "utf8")) as { games: { index: number }[]; fragment: unknown };
    expect(part.fragment).toEqual({ index: 1, count: 3 });
    expect(part.games.map((g) => g.index)).toEqual([1, 4, 7, 10, 13, 16, 19, 22]);
    const merged = run("unir", ...parts.slice().reverse(), "--json");
    expect(merged.stderr).toBe("");
    expect(merged.stdout).toBe(whole.stdout);
    const text = run("unir", ...parts);
    expect(text.stdout).toBe(run(...base.filter((a) => a !== "--json")).stdout);
  });

  it("«unir» rechaza fragmentos que faltan, repetidos, de otra ejecución o que no son JSON", () => {
    const parts = [0, 1].map((i) => runTo(`mitad${i}.json`, ...base, "--fragmento", `${i}/2`));
    const missing = run("unir", parts[0]!);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("faltan las partidas 1, 3, 5");
    const twice = run("unir", parts[0]!, parts[0]!, parts[1]!);
    expect(twice.stderr).toContain("están en más de un archivo");
    const stranger = runTo("otra.json", ...base.map((a) => (a === "5" ? "6" : a)), "--fragmento", "1/2");
    const mixed = run("unir", parts[0]!, stranger);
    expect(mixed.status).toBe(1);
    expect(mixed.stderr).toContain("es de otra ejecución");
    const junk = join(scratch, "roto.json");
    writeFileSync(junk, "{ esto no");
    const broken = run("unir", junk);
    expect(broken.status).toBe(1);
    expect(broken.stderr).toContain("no es JSON válido");
    for (const r of [missing, twice, mixed, broken]) expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it("rechaza fragmentos, hilos y agentes mal escritos", () => {
    const fragment = run("simular", legion, ceniza, "--fragmento", "3/3");
    expect(fragment.status).toBe(2);
    expect(fragment.stderr).toContain("numerados de 0 a n−1");
    const threads = run("simular", legion, ceniza, "--hilos", "0");
    expect(threads.stderr).toContain("--hilos debe ser un número entero positivo");
    const agent = run("simular", legion, ceniza, "--agentes", "mcts,listo");
    expect(agent.status).toBe(2);
    expect(agent.stderr).toContain("no hay ningún agente «listo»");
  });

  it("guarda cada partida, y el motor la repite decisión a decisión hasta el mismo final", () => {
    const folder = join(scratch, "partidas");
    const result = JSON.parse(run("simular", legion, manada, "--partidas", "3", "--agente", "voraz", "--guardar-partidas", folder, "--json").stdout) as {
      games: { index: number; winner: "A" | "B" | null; turns: number }[];
    };
    const files = readdirSync(folder).sort();
    expect(files).toEqual(["partida-0.json", "partida-1.json", "partida-2.json"]);
    for (const [i, file] of files.entries()) {
      const saved = JSON.parse(readFileSync(join(folder, file), "utf8")) as GameReplay;
      expect(saved.format).toBe("cronicas-partida");
      const end = replay({ decks: saved.decks, cards: saved.cards, seed: saved.seed, options: saved.options }, saved.decisions);
      const winner = end.result!.winner;
      expect(winner === null ? null : winner === 0 ? "A" : "B").toBe(result.games[i]!.winner);
      expect(end.turn).toBe(result.games[i]!.turns);
    }
  });

  it("escribe un informe HTML con los mismos datos que --json", () => {
    const html = join(scratch, "informe.html");
    const json = run(...base, "--informe", html);
    const page = readFileSync(html, "utf8");
    const data = /<script type="application\/json" id="datos">([\s\S]*?)<\/script>/.exec(page)![1]!;
    const { fingerprint: _, ...result } = JSON.parse(json.stdout) as Record<string, unknown>;
    expect(JSON.parse(data)).toEqual(result);
  });
});

describe("cronicas torneo", () => {
  const base = ["torneo", legion, ceniza, manada, "--partidas", "4", "--agente", "voraz", "--semilla", "2"];

  it("juega todos contra todos e informa de la clasificación y la matriz", () => {
    const text = run(...base);
    expect(text.stderr).toBe("");
    expect(text.status).toBe(0);
    expect(text.stdout).toContain("Clasificación (Bradley–Terry, escala Elo, media 0)");
    for (const name of ["Legión de Etheria", "Ceniza y Acero", "Manada del Bosque"]) expect(text.stdout).toContain(name);
    const result = JSON.parse(run(...base, "--json").stdout) as { matrix: (number | null)[][]; matches: { stats: { games: number } }[]; ratings: unknown[] };
    expect(result.matrix).toHaveLength(3);
    expect(result.matches.map((m) => m.stats.games)).toEqual([4, 4, 4]);
    expect(result.ratings).toHaveLength(3);
  });

  it("sus fragmentos también se unen en el torneo entero", () => {
    const whole = run(...base, "--json");
    const parts = [0, 1].map((i) => runTo(`torneo${i}.json`, ...base, "--json", "--fragmento", `${i}/2`));
    expect(run("unir", ...parts, "--json").stdout).toBe(whole.stdout);
  });

  it("pide al menos dos mazos distintos", () => {
    const r = run("torneo", legion, `./${legion}`);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("al menos dos mazos distintos");
  });
});

