// Architecture invariants of ARCHITECTURE.md, checked on the real import graph of every
// source file: the TypeScript scanner (`ts.preProcessFile`) lists every module a file
// loads (static, type-only, side-effect and dynamic imports, re-exports, `require`), so a
// layering break fails the build, not a review.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const LAYERS = ["grammar", "compiler", "runtime", "scenarios", "lsp", "cli"] as const;

function sourceFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(join(root, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith(".ts") ? [path] : [];
  });
}

/** Every module specifier a source text loads. */
function importsIn(text: string): string[] {
  const info = ts.preProcessFile(text, true, true);
  return [...info.importedFiles, ...info.referencedFiles].map((f) => f.fileName);
}

function importsOf(file: string): string[] {
  return importsIn(readFileSync(join(root, file), "utf8"));
}

/** "grammar/parser.ts" for a relative import, or "pkg:chevrotain" for a package. */
function target(file: string, specifier: string): string {
  if (!specifier.startsWith(".")) return `pkg:${specifier.startsWith("node:") ? "node" : specifier.split("/")[0]}`;
  return relative(root, resolve(root, dirname(file), specifier)).replace(/\.js$/, ".ts");
}

function allowed(file: string, to: string): boolean {
  const layer = file.split("/")[0];
  if (file === "compiler/ir.ts") return false; // the IR imports nothing of the project, nor any package
  if (to.startsWith("pkg:")) {
    const pkg = to.slice(4);
    if (layer === "grammar") return pkg === "chevrotain";
    if (layer === "runtime") return false; // embeddable anywhere: no Node, no packages
    return true;
  }
  const toLayer = to.split("/")[0];
  switch (layer) {
    case "grammar":
      return toLayer === "grammar";
    case "compiler":
      // The compiler does not depend on its published outputs.
      if (!file.startsWith("compiler/emit/") && to.startsWith("compiler/emit/")) return false;
      return toLayer === "compiler" || toLayer === "grammar";
    case "runtime":
      return toLayer === "runtime" || to === "compiler/ir.ts";
    case "lsp":
      return toLayer === "lsp" || toLayer === "compiler" || toLayer === "grammar";
    case "scenarios":
      return toLayer === "scenarios" || toLayer === "compiler" || toLayer === "grammar" || toLayer === "runtime";
    default:
      return true;
  }
}

/** The public face of each layer (and of the published outputs): what a client layer may import. */
const INDEXES = new Set(["grammar/index.ts", "compiler/index.ts", "compiler/emit/index.ts", "runtime/index.ts"]);

/** lsp/ and scenarios/ see the other layers only through their index.ts. */
function throughIndex(file: string, to: string): boolean {
  const layer = file.split("/")[0];
  if (layer !== "lsp" && layer !== "scenarios") return true;
  if (to.startsWith("pkg:") || to.split("/")[0] === layer) return true;
  return INDEXES.has(to);
}

/** Every import of a file (given its text) that breaks a rule, as "file → target". */
function breaksIn(file: string, text: string, rule: (file: string, to: string) => boolean): string[] {
  return importsIn(text)
    .map((specifier) => target(file, specifier))
    .filter((to) => !rule(file, to))
    .map((to) => `${file} → ${to}`);
}

function breaks(files: readonly string[], rule: (file: string, to: string) => boolean): string[] {
  return files.flatMap((file) => breaksIn(file, readFileSync(join(root, file), "utf8"), rule));
}

describe("layering (ARCHITECTURE.md invariants)", () => {
  const files = LAYERS.flatMap((layer) => sourceFiles(layer));

  it("finds the sources", () => {
    expect(files).toContain("grammar/carta/parser/index.ts");
    expect(files).toContain("compiler/ir.ts");
  });

  it("no import crosses a layer boundary", () => {
    expect(breaks(files, allowed)).toEqual([]);
  });

  it("the check itself catches a break", () => {
    expect(allowed("grammar/parse.ts", "compiler/ir.ts")).toBe(false);
    expect(allowed("scenarios/run.ts", "runtime/index.ts")).toBe(true);
    expect(allowed("scenarios/run.ts", "lsp/server.ts")).toBe(false);
    expect(allowed("scenarios/run.ts", "cli/main.ts")).toBe(false);
    expect(allowed("runtime/engine.ts", "grammar/parser.ts")).toBe(false);
    expect(allowed("runtime/engine.ts", "compiler/compile.ts")).toBe(false);
    expect(allowed("runtime/engine.ts", "compiler/ir.ts")).toBe(true);
    expect(allowed("compiler/ir.ts", "compiler/positions.ts")).toBe(false);
    expect(allowed("lsp/server.ts", "runtime/engine.ts")).toBe(false);
  });

  it("compiler/ does not import compiler/emit/", () => {
    expect(allowed("compiler/compile.ts", "compiler/emit/text.ts")).toBe(false);
    expect(allowed("compiler/emit/index.ts", "compiler/emit/text.ts")).toBe(true);
    expect(breaks(files.filter((f) => f.startsWith("compiler/") && !f.startsWith("compiler/emit/")), allowed)).toEqual([]);
  });

  it("scenarios/ imports the other layers only through their index.ts", () => {
    expect(breaks(files.filter((f) => f.startsWith("scenarios/")), throughIndex)).toEqual([]);
  });

  it("lsp/ imports the other layers only through their index.ts", () => {
    expect(breaks(files.filter((f) => f.startsWith("lsp/")), throughIndex)).toEqual([]);
  });

  it("the index rule itself", () => {
    expect(throughIndex("scenarios/run.ts", "runtime/index.ts")).toBe(true);
    expect(throughIndex("scenarios/run.ts", "runtime/engine/apply.ts")).toBe(false);
    expect(throughIndex("scenarios/run.ts", "grammar/scenario-ast.ts")).toBe(false);
    expect(throughIndex("scenarios/run.ts", "scenarios/plays.ts")).toBe(true);
    expect(throughIndex("lsp/hover.ts", "compiler/emit/text.ts")).toBe(false);
    expect(throughIndex("lsp/hover.ts", "compiler/emit/index.ts")).toBe(true);
    expect(throughIndex("runtime/engine/run.ts", "runtime/engine/chain.ts")).toBe(true);
  });

  it("catches side-effect imports, dynamic imports, re-exports and type-only imports, not comments or strings", () => {
    const text = [
      'import "../runtime/engine/run.js";',
      'export * from "../compiler/compile.js";',
      'import type { Token } from "../lsp/text.js";',
      "async function later() {",
      '  return await import("../scenarios/index.js");',
      "}",
      '// import "../cli/main.js";',
      'const s = "import \\"../cli/main.js\\"";',
      'import { tokenize } from "./lex.js";',
    ].join("\n");
    expect(breaksIn("grammar/example.ts", text, allowed)).toEqual([
      "grammar/example.ts → runtime/engine/run.ts",
      "grammar/example.ts → compiler/compile.ts",
      "grammar/example.ts → lsp/text.ts",
      "grammar/example.ts → scenarios/index.ts",
    ]);
    expect(breaksIn("scenarios/example.ts", 'const m = await import("../runtime/engine/apply.js");', throughIndex)).toEqual([
      "scenarios/example.ts → runtime/engine/apply.ts",
    ]);
    expect(breaksIn("runtime/example.ts", 'import "node:fs";', allowed)).toEqual(["runtime/example.ts → pkg:node"]);
  });
});
