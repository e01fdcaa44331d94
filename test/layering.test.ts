// Architecture invariants of ARCHITECTURE.md, checked on the import statements of
// every source file: a layering break fails the build, not a review.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
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

function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), "utf8");
  const specifiers = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^;]*?from\s+["']([^"']+)["']/g), ...text.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)];
  return specifiers.map((m) => m[1]!);
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

/** The public faces of the layers lsp/ uses. compiler/emit/ has its own: the TypeScript emitter there loads ts-morph lazily. */
const INDEXES = new Set(["grammar/index.ts", "compiler/index.ts", "compiler/emit/index.ts"]);

/** lsp/ sees the other layers only through their index.ts. */
function throughIndex(file: string, to: string): boolean {
  if (!file.startsWith("lsp/") || to.startsWith("pkg:") || to.startsWith("lsp/")) return true;
  return INDEXES.has(to);
}

describe("layering (ARCHITECTURE.md invariants)", () => {
  const files = LAYERS.flatMap((layer) => sourceFiles(layer));

  it("finds the sources", () => {
    expect(files).toContain("grammar/carta/parser.ts");
    expect(files).toContain("compiler/ir.ts");
  });

  it("no import crosses a layer boundary", () => {
    const breaks = files.flatMap((file) =>
      importsOf(file)
        .map((specifier) => ({ file, to: target(file, specifier) }))
        .filter(({ file, to }) => !allowed(file, to))
        .map(({ file, to }) => `${file} → ${to}`),
    );
    expect(breaks).toEqual([]);
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

  it("lsp/ imports the other layers only through their index.ts", () => {
    expect(throughIndex("lsp/hover.ts", "compiler/emit/text.ts")).toBe(false);
    expect(throughIndex("lsp/hover.ts", "compiler/emit/index.ts")).toBe(true);
    expect(throughIndex("lsp/completion.ts", "grammar/vocabulary/words.ts")).toBe(false);
    const breaks = files
      .filter((file) => file.startsWith("lsp/"))
      .flatMap((file) => importsOf(file).map((specifier) => `${file} → ${target(file, specifier)}`))
      .filter((edge) => {
        const [file, to] = edge.split(" → ") as [string, string];
        return !throughIndex(file, to);
      });
    expect(breaks).toEqual([]);
  });
});
