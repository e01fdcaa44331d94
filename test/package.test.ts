// The package as an integrator gets it: `npm pack`, the tarball installed into a fresh
// project, and there the CLI, the typed library (tsc --strict, module nodenext) and a game
// played by the engine alone. Dependencies come from npm's cache (filled by `npm ci`).
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const tsc = join(root, "node_modules", "typescript", "bin", "tsc");

let work: string;
let project: string;
let packed: string[];
let tarball: string;

function inProject(command: string, args: string[]) {
  return spawnSync(command, args, { cwd: project, encoding: "utf8" });
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "cronicas-paquete-"));
  // `npm test` built dist/ already; packing without scripts keeps the other tests' dist/ in place.
  const out = execFileSync(npm, ["pack", "--ignore-scripts", "--json", "--pack-destination", work], { cwd: root, encoding: "utf8" });
  const [info] = JSON.parse(out) as [{ filename: string; files: { path: string }[] }];
  packed = info.files.map((f) => f.path);
  tarball = join(work, info.filename);
  project = join(work, "proyecto");
  cpSync(join(root, "cards"), join(project, "cards"), { recursive: true });
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "cliente", private: true, type: "module" }, null, 2));
  execFileSync(npm, ["install", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error", tarball], { cwd: project, encoding: "utf8" });
}, 240_000);

afterAll(() => {
  if (work !== undefined) rmSync(work, { recursive: true, force: true });
});

describe("the packed package", () => {
  it("ships the compiled code and its types, not the project's tests, benches or editors", () => {
    for (const file of ["bin/cronicas.js", "dist/compiler/index.js", "dist/compiler/index.d.ts", "dist/runtime/index.js", "dist/runtime/index.d.ts", "dist/compiler/ir.d.ts", "dist/cli/main.js"]) {
      expect(packed).toContain(file);
    }
    expect(packed.filter((f) => /^(test|bench|editors|\.ci|cards|docs)\//.test(f))).toEqual([]);
    expect(packed.filter((f) => f.endsWith(".map"))).toEqual([]);
  });

  it("has a manifest publint (strict) and arethetypeswrong accept for ESM clients", () => {
    const lint = spawnSync(process.execPath, [join(root, "node_modules", "publint", "src", "cli.js"), tarball, "--strict"], { encoding: "utf8" });
    expect(lint.stdout + lint.stderr).toContain("All good!");
    expect(lint.status).toBe(0);
    const types = spawnSync(process.execPath, [join(root, "node_modules", "@arethetypeswrong", "cli", "dist", "index.js"), tarball, "--profile", "esm-only", "--format", "json"], { encoding: "utf8" });
    expect(types.status).toBe(0);
    // The package is ESM only: CommonJS and node10 resolution are out of its profile.
    const problems = Object.values((JSON.parse(types.stdout) as { problems?: Record<string, { resolutionKind?: string }[]> }).problems ?? {}).flat();
    expect(problems.filter((p) => p.resolutionKind !== "node10" && p.resolutionKind !== "node16-cjs")).toEqual([]);
  });

  it("installs neither ts-morph nor prettier: the compiler and the engine do not need them", () => {
    expect(existsSync(join(project, "node_modules", "ts-morph"))).toBe(false);
    expect(existsSync(join(project, "node_modules", "prettier"))).toBe(false);
    expect(existsSync(join(project, "node_modules", "chevrotain"))).toBe(true);
  });

  it("installs a working command: --version, and compilar (every format) on the designer's cards", () => {
    const bin = join(project, "node_modules", ".bin", "cronicas");
    const version = inProject(bin, ["--version"]);
    expect(version.stderr).toBe("");
    expect(version.stdout.trim()).toBe(JSON.parse(readFileSync(join(root, "package.json"), "utf8")).version);
    // Every format, TypeScript module included, with neither ts-morph nor prettier installed.
    const compiled = inProject(bin, ["compilar", "cards", "--salida", "publicado"]);
    expect(compiled.stderr).toBe("");
    expect(compiled.status).toBe(0);
    expect(readFileSync(join(project, "publicado", "cartas.ts"), "utf8")).toContain("as const satisfies CardDefinition");
    expect(JSON.parse(readFileSync(join(project, "publicado", "cartas.json"), "utf8")).cards.length).toBeGreaterThan(100);
  });

  it("types the library for a strict nodenext client, which compiles cards and decks and plays them", () => {
    writeFileSync(
      join(project, "cliente.ts"),
      `import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { compile, compileDecks, type Source } from "cronicas";
import type { CardSet, DeckDefinition } from "cronicas/ir";
import { createGame, pendingDecision, applyDecision, randomAgent } from "cronicas/runtime";
import { cartasSchema } from "cronicas/schema";

const read = (dir: string, ext: string): Source[] =>
  readdirSync(dir).filter((f) => f.endsWith(ext)).map((f) => ({ path: dir + "/" + f, text: readFileSync(dir + "/" + f, "utf8") }));
const result = compile(read("cards", ".carta"));
const set: CardSet = result.cardSet;
const decks: DeckDefinition[] = compileDecks(read("cards/mazos", ".mazo"), set).decks;
const game = createGame({ decks: [decks[0]!, decks[1]!], cards: set, seed: 3 });
const agents = [randomAgent(1), randomAgent(2)] as const;
for (let p = pendingDecision(game); p !== null; p = pendingDecision(game)) {
  const outcome = applyDecision(game, agents[p.player].decide(game, p), p.player);
  if (!outcome.ok) throw new Error(outcome.reason);
}
writeFileSync("mazos.json", JSON.stringify(decks));
console.log(JSON.stringify({ errors: result.diagnostics.filter((d) => d.severity === "error").length, decks: decks.length, over: game.result !== null, schema: cartasSchema.$schema }));
`,
    );
    const typed = inProject(process.execPath, [tsc, "--strict", "--module", "nodenext", "--moduleResolution", "nodenext", "--target", "es2022", "--typeRoots", join(root, "node_modules", "@types"), "--types", "node", "--outDir", "salida-ts", "cliente.ts"]);
    expect(typed.stdout + typed.stderr).toBe("");
    expect(typed.status).toBe(0);
    const ran = inProject(process.execPath, ["salida-ts/cliente.js"]);
    expect(ran.stderr).toBe("");
    expect(JSON.parse(ran.stdout)).toEqual({ errors: 0, decks: 6, over: true, schema: "https://json-schema.org/draft/2020-12/schema" });
  });

  it("plays published JSON with cronicas/runtime alone: no parser, no ts-morph, no prettier is loaded", () => {
    // A hook that fails any import of the compiler's heavy dependencies.
    writeFileSync(
      join(project, "sin-compilador.mjs"),
      `export async function resolve(specifier, context, next) {
  if (/^(chevrotain|prettier|ts-morph|typescript)(\\/|$)/.test(specifier)) throw new Error("el motor cargó " + specifier);
  return next(specifier, context);
}
`,
    );
    writeFileSync(
      join(project, "mesa.mjs"),
      `import { register } from "node:module";
import { readFileSync } from "node:fs";
register("./sin-compilador.mjs", import.meta.url);
const { createGame, pendingDecision, applyDecision, greedyAgent } = await import("cronicas/runtime");
const cards = JSON.parse(readFileSync("publicado/cartas.json", "utf8"));
const decks = JSON.parse(readFileSync("mazos.json", "utf8"));
const game = createGame({ decks: [decks[2], decks[3]], cards, seed: 11 });
const agents = [greedyAgent(), greedyAgent()];
let decisions = 0;
for (let p = pendingDecision(game); p !== null; p = pendingDecision(game)) {
  const outcome = applyDecision(game, agents[p.player].decide(game, p), p.player);
  if (!outcome.ok) throw new Error(outcome.reason);
  decisions++;
}
console.log(JSON.stringify({ over: game.result !== null, decisions }));
`,
    );
    const ran = inProject(process.execPath, ["mesa.mjs"]);
    expect(ran.stderr).toBe("");
    const out = JSON.parse(ran.stdout) as { over: boolean; decisions: number };
    expect(out.over).toBe(true);
    expect(out.decisions).toBeGreaterThan(10);
  });
});
