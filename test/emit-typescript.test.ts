// `cartas.ts` (compiler/emit/typescript.ts): the generated module must type-check with
// the real TypeScript compiler against the real IR, reproduce the IR exactly when run,
// and stay inert whatever the card names are — names are untrusted text.
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import vm from "node:vm";
import fc from "fast-check";
import ts from "typescript";
import * as prettier from "prettier";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { generateFiles } from "../bench/synthetic.mjs";
import { compile, IR_VERSION, type CardDefinition, type CardSet } from "../compiler/index.js";
import { cardIdentifiers, emitTypeScript, serializeValue, stringLiteral } from "../compiler/emit/typescript.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

// The bundled set, as the CLI compiles it.
const files = readdirSync(join(root, "cards"))
  .filter((f) => f.endsWith(".carta"))
  .sort();
const compiled = compile(files.map((f) => ({ path: `cards/${f}`, text: readFileSync(join(root, "cards", f), "utf8") })));
const cardSet = compiled.cardSet;

/** The richest card of the set (longest IR), cloned as the body of every hostile card. */
const template: CardDefinition = [...cardSet.cards].sort(
  (a, b) => JSON.stringify(b).length - JSON.stringify(a).length || (a.name < b.name ? -1 : 1),
)[0]!;

function withNames(names: readonly string[]): CardSet {
  return { irVersion: cardSet.irVersion, cards: names.map((name) => ({ ...structuredClone(template), name })) };
}

const HOSTILE = [
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  'a"b',
  "a'b",
  "a`b${process.exit(1)}",
  "`; process.exit(1); `",
  "${globalThis.alert(1)}",
  "*/ alert(1) /*",
  "// alert(1)",
  '"; process.exit(1); "',
  "back\\slash",
  "\\u0041 \\x41 \\",
  "line\nbreak",
  "cr\r\nlf",
  "tab\tnul\u0000bell\u0007",
  "sep\u2028ara\u2029dor",
  "</script><script>alert(1)</script>",
  "lone \ud800 surrogate \udfff",
  "🂡 As de espadas",
  "Zirkax",
  "Zírkax",
  "ZIRKAX",
  "class",
  "await",
  "undefined",
  "cartas",
  "cartasPorNombre",
  "carta",
  "3 Lobos",
  "",
  " ",
  "日本",
];

// Generated files live in a folder of their own under test/, so the relative import of
// the real compiler/ir.ts resolves; removed after the run.
const tmp = join(root, "test", `.tmp-emit-ts-${process.pid}`);
const irModule = relative(tmp, join(root, "compiler", "ir.js")).split(sep).join("/");

/** tsc diagnostics by file name (`cartas.ts`), from one run over all generated files. */
let tscOutput = "";
let tscStatus: number | null = null;
const texts: Record<string, string> = {};

function diagnosticsOf(file: string): string[] {
  return tscOutput.split("\n").filter((line) => line.includes(`${file}(`));
}

beforeAll(async () => {
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  texts["cartas.ts"] = await emitTypeScript(cardSet, { irModule });
  texts["hostiles.ts"] = await emitTypeScript(withNames(HOSTILE), { irModule });
  // Negative controls: the constants must really be checked against the IR.
  const wrongType = withNames(["Dragón"]);
  (wrongType.cards[0] as { type: string }).type = "Dragón";
  texts["tipo-invalido.ts"] = await emitTypeScript(wrongType, { irModule });
  texts["version-invalida.ts"] = await emitTypeScript({ ...withNames(["Zirkax"]), irVersion: (IR_VERSION + 1) as CardSet["irVersion"] }, { irModule });
  for (const [name, text] of Object.entries(texts)) writeFileSync(join(tmp, name), text);

  // One tsc run for every file (each run pays ~2 s of start-up). Stricter than the
  // usual client: the output must pass under the strictest common settings.
  const tsc = spawnSync(
    process.execPath,
    [
      join(root, "node_modules", "typescript", "bin", "tsc"),
      "--strict",
      "--noEmit",
      "--pretty",
      "false",
      "--target",
      "es2022",
      "--module",
      "nodenext",
      "--moduleResolution",
      "nodenext",
      "--exactOptionalPropertyTypes",
      "--noUncheckedIndexedAccess",
      "--verbatimModuleSyntax",
      "--noUnusedLocals",
      ...Object.keys(texts).map((name) => join(tmp, name)),
    ],
    { cwd: root, encoding: "utf8" },
  );
  tscOutput = `${tsc.stdout}${tsc.stderr}`;
  tscStatus = tsc.status;
}, 60_000);

afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
});

/** Type-erased JavaScript of a generated module (the one `import type` goes away). */
function javascript(text: string, module: ts.ModuleKind): string {
  const out = ts.transpileModule(text, {
    reportDiagnostics: true,
    compilerOptions: { module, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
  });
  expect(out.diagnostics ?? []).toEqual([]);
  return out.outputText;
}

interface Generated {
  cartas: readonly CardDefinition[];
  cartasPorNombre: ReadonlyMap<string, CardDefinition>;
  irVersion: number;
  [card: string]: unknown;
}

/**
 * Runs a generated module in an empty V8 context: no `process`, `require`, `alert` or
 * `globalThis` extras, so any attempt at a side effect throws instead of happening.
 */
function runSandboxed(text: string): { exports: Generated; globals: string[] } {
  const sandbox: { exports: Record<string, unknown> } = { exports: {} };
  const context = vm.createContext(sandbox);
  vm.runInContext(javascript(text, ts.ModuleKind.CommonJS), context, { timeout: 5_000 });
  return { exports: sandbox.exports as Generated, globals: Object.keys(context) };
}

describe("emitTypeScript: the bundled set", () => {
  it("compiles cleanly first", () => {
    expect(compiled.diagnostics).toEqual([]);
    expect(cardSet.cards.length).toBeGreaterThanOrEqual(80);
  });

  it("type-checks with tsc --strict against the real IR", () => {
    if (diagnosticsOf("cartas.ts").length > 0 || diagnosticsOf("hostiles.ts").length > 0) console.error(tscOutput);
    expect(diagnosticsOf("cartas.ts")).toEqual([]);
    expect(diagnosticsOf("hostiles.ts")).toEqual([]);
  });

  it("really checks the cards: a wrong card type or IR version is a tsc error", () => {
    expect(tscStatus).not.toBe(0); // because of the two negative controls only
    expect(diagnosticsOf("tipo-invalido.ts").join("\n")).toMatch(/error TS\d+/);
    expect(diagnosticsOf("version-invalida.ts").join("\n")).toMatch(/error TS\d+/);
    expect(tscOutput.split("\n").filter((l) => /error TS/.test(l) && !/(tipo-invalido|version-invalida)\.ts\(/.test(l))).toEqual([]);
  });

  it("imports, exports and declares what the brief says", async () => {
    const text = await emitTypeScript(cardSet);
    expect(text.startsWith("// Generado por cronicas compilar — no editar.\n")).toBe(true);
    expect(text).toContain('import type { CardDefinition, CardSet } from "cronicas/ir";');
    const identifiers = cardIdentifiers(cardSet.cards.map((c) => c.name));
    for (const id of identifiers) expect(text).toContain(`export const ${id} = {`);
    expect(text).toMatch(/export const cartas = \[[^\]]*\] as const satisfies readonly CardDefinition\[\];/);
    expect(text).toContain("export const cartasPorNombre: ReadonlyMap<string, CardDefinition> = new Map(");
    expect(text).toContain(`export const irVersion = ${IR_VERSION} satisfies CardSet["irVersion"];`);
    expect(text.match(/ as const satisfies CardDefinition;/g)).toHaveLength(cardSet.cards.length);
    const zirkax = identifiers[cardSet.cards.findIndex((c) => c.name === "Zirkax")];
    expect(zirkax).toBe("zirkax");
    expect(identifiers[cardSet.cards.findIndex((c) => c.name === "Último Lamento")]).toBe("ultimoLamento");
  });

  it("reproduces the IR exactly when imported", async () => {
    const file = join(tmp, "cartas.mjs");
    writeFileSync(file, javascript(texts["cartas.ts"]!, ts.ModuleKind.ESNext));
    const mod = (await import(pathToFileURL(file).href)) as Generated;
    expect(mod.cartas).toStrictEqual(cardSet.cards);
    expect(JSON.stringify(mod.cartas)).toBe(JSON.stringify(cardSet.cards));
    expect(mod.irVersion).toBe(cardSet.irVersion);
    expect(mod.cartasPorNombre).toBeInstanceOf(Map);
    expect(mod.cartasPorNombre.size).toBe(cardSet.cards.length);
    for (const [i, card] of cardSet.cards.entries()) expect(mod.cartasPorNombre.get(card.name)).toBe(mod.cartas[i]);
    const identifiers = cardIdentifiers(cardSet.cards.map((c) => c.name));
    identifiers.forEach((id, i) => expect(mod[id]).toBe(mod.cartas[i]));
    expect(mod.cartasPorNombre.get("constructor")).toBeUndefined();
    expect(mod.cartasPorNombre.get("__proto__")).toBeUndefined();
  });

  it("is deterministic: the same set gives the same text", async () => {
    const again = await emitTypeScript(cardSet, { irModule });
    expect(again).toBe(texts["cartas.ts"]);
    expect(await emitTypeScript(structuredClone(cardSet), { irModule })).toBe(again);
  });
});

describe("emitTypeScript: hostile card names", () => {
  const identifiers = cardIdentifiers(HOSTILE);

  it("evaluates without side effects, and every name comes back exactly", () => {
    const exit = vi.spyOn(process, "exit").mockImplementation(() => {
      throw new Error("process.exit llamado");
    });
    try {
      const { exports, globals } = runSandboxed(texts["hostiles.ts"]!);
      expect(globals).toEqual(["exports"]); // nothing leaked into the global scope
      // Array.from: an array of this realm, so strict equality compares only contents.
      expect(Array.from(exports.cartas, (c) => c.name)).toStrictEqual(HOSTILE);
      expect(JSON.stringify(exports.cartas)).toBe(JSON.stringify(withNames(HOSTILE).cards));
      for (const [i, name] of HOSTILE.entries()) {
        expect(exports.cartasPorNombre.get(name)).toBe(exports.cartas[i]);
        expect(exports[identifiers[i]!]).toBe(exports.cartas[i]);
      }
      expect(exports.cartasPorNombre.size).toBe(HOSTILE.length);
      // A card named "__proto__" is an ordinary entry; it changes no prototype.
      expect(Object.getPrototypeOf(exports.cartasPorNombre.get("__proto__"))).toBe(
        Object.getPrototypeOf(exports.cartas[1]),
      );
      expect(exports.cartasPorNombre.get("valueOf")).toBeUndefined();
      expect(exit).not.toHaveBeenCalled();
    } finally {
      exit.mockRestore();
    }
  });

  it("writes each name once, as a string literal whose value is the name", () => {
    const source = ts.createSourceFile("hostiles.ts", texts["hostiles.ts"]!, ts.ScriptTarget.Latest, true);
    const parseErrors = (source as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics;
    expect(parseErrors).toEqual([]);
    const declarations = source.statements.filter(ts.isVariableStatement).map((s) => s.declarationList.declarations[0]!);
    expect(declarations.map((d) => d.name.getText())).toEqual([...identifiers, "cartas", "cartasPorNombre", "irVersion"]);
    HOSTILE.forEach((name, i) => {
      // `{ … } as const satisfies CardDefinition`
      let init = declarations[i]!.initializer!;
      expect(ts.isSatisfiesExpression(init)).toBe(true);
      init = (init as ts.SatisfiesExpression).expression;
      expect(ts.isAsExpression(init)).toBe(true);
      const object = (init as ts.AsExpression).expression;
      expect(ts.isObjectLiteralExpression(object)).toBe(true);
      const property = (object as ts.ObjectLiteralExpression).properties.find((p) => p.name?.getText() === "name");
      expect(property && ts.isPropertyAssignment(property) && ts.isStringLiteral(property.initializer)).toBe(true);
      expect(((property as ts.PropertyAssignment).initializer as ts.StringLiteral).text).toBe(name);
    });
    // The only calls in the module are the index's `new Map(cartas.map(…))`.
    const calls: string[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isTaggedTemplateExpression(node)) {
        calls.push(node.getText().split("(")[0]!);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    expect(calls).toEqual(["new Map", "cartas.map"]);
  });

  it("never lets card text out of a string literal: no template, no stray comment, no foreign identifier", async () => {
    const text = texts["hostiles.ts"]!;
    const fixedComments = new Set(scan(await emitTypeScript({ irVersion: IR_VERSION, cards: [] })).comments);
    const { tokens, comments, errors } = scan(text);
    expect(errors).toEqual([]);
    // Every comment is one the emitter writes for an empty set: no card text in comments.
    expect(comments.filter((c) => !fixedComments.has(c))).toEqual([]);
    const kinds = new Set(tokens.map((t) => t.kind));
    for (const forbidden of [
      ts.SyntaxKind.NoSubstitutionTemplateLiteral,
      ts.SyntaxKind.TemplateHead,
      ts.SyntaxKind.SlashToken,
      ts.SyntaxKind.BacktickToken,
    ]) {
      expect(kinds.has(forbidden)).toBe(false);
    }
    // Identifiers are the card constants, the IR's keys and the module's own names.
    const irKeys = new Set<string>();
    const collectKeys = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collectKeys);
      else if (value !== null && typeof value === "object") {
        for (const [k, v] of Object.entries(value)) {
          irKeys.add(k);
          collectKeys(v);
        }
      }
    };
    collectKeys(template);
    const allowed = new Set([
      ...identifiers,
      ...irKeys,
      ...["CardDefinition", "CardSet", "ReadonlyMap", "Map", "cartas", "cartasPorNombre", "carta", "map", "irVersion"],
    ]);
    const foreign = tokens.filter((t) => t.kind === ts.SyntaxKind.Identifier && !allowed.has(t.text)).map((t) => t.text);
    expect(foreign).toEqual([]);
    // Every backtick, `${`, `*/`, `/*` and `//` of a name lies inside a string literal.
    const strings = tokens.filter((t) => t.kind === ts.SyntaxKind.StringLiteral);
    const insideString = (at: number): boolean => strings.some((s) => at > s.start && at < s.end - 1);
    const commentSpans = tokens.filter((t) => t.kind === ts.SyntaxKind.SingleLineCommentTrivia || t.kind === ts.SyntaxKind.MultiLineCommentTrivia);
    const insideFixedComment = (at: number): boolean => commentSpans.some((c) => at >= c.start && at < c.end);
    for (const needle of ["`", "${", "*/", "/*", "//"]) {
      for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) {
        expect(insideString(at) || insideFixedComment(at), `${JSON.stringify(needle)} at ${at}`).toBe(true);
      }
    }
    // Characters that end a line (or a string, in old engines) never appear raw.
    expect(text).not.toMatch(/[\r\u2028\u2029\u0000\u0007]/);
    // Each hostile name is the value of a string literal of the module.
    const values = new Set(strings.map((s) => s.value));
    for (const name of HOSTILE) expect(values.has(name), JSON.stringify(name)).toBe(true);
  });

  it("a caller-given IR module specifier is a JSON string literal too", async () => {
    const text = await emitTypeScript(withNames(["Zirkax"]), { irModule: 'x";\nimport "evil' });
    const source = ts.createSourceFile("m.ts", text, ts.ScriptTarget.Latest);
    const imports = source.statements.filter(ts.isImportDeclaration);
    expect(imports).toHaveLength(1);
    expect((imports[0]!.moduleSpecifier as ts.StringLiteral).text).toBe('x";\nimport "evil');
    expect(imports[0]!.importClause?.isTypeOnly).toBe(true);
  });
});

describe("identifiers", () => {
  it("are ASCII camelCase, accents stripped, collisions and reserved words suffixed", () => {
    expect(
      cardIdentifiers([
        "Albarian el Eterno",
        "Último Lamento",
        "Señor de la Forja",
        "Zirkax",
        "Zírkax",
        "ZIRKAX",
        "class",
        "Class",
        "await",
        "cartas",
        "3 Lobos",
        "",
        "日本",
        "__proto__",
        "a`b${process.exit(1)}",
      ]),
    ).toEqual([
      "albarianElEterno",
      "ultimoLamento",
      "senorDeLaForja",
      "zirkax",
      "zirkax_2",
      "zirkax_3",
      "class_",
      "class_2",
      "await_",
      "cartas_",
      "carta3Lobos",
      "carta_",
      "carta_2",
      "proto",
      "aBProcessExit1",
    ]);
  });

  it("are always valid, unique, non-reserved identifiers (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: "binary", maxLength: 20 }), { maxLength: 12 }), (names) => {
        const ids = cardIdentifiers(names);
        expect(new Set(ids).size).toBe(ids.length);
        for (const id of ids) {
          expect(id).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
          // A reserved word or a non-identifier fails to parse as a const binding.
          const probe = ts.createSourceFile("p.ts", `const ${id} = 1;`, ts.ScriptTarget.Latest);
          expect((probe as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics).toEqual([]);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe("serializeValue", () => {
  it("writes strings only through JSON.stringify, with U+2028/U+2029 escaped", () => {
    expect(stringLiteral("a\u2028b\u2029c")).toBe('"a\\u2028b\\u2029c"');
    expect(stringLiteral('a"b`c${d}\\')).toBe(JSON.stringify('a"b`c${d}\\'));
  });

  it("quotes keys that are not identifiers and defines `__proto__` as an own key", () => {
    const value = JSON.parse('{"__proto__": {"x": 1}, "a-b": 2, "ok": [true, null, -0, 1.5]}') as unknown;
    const text = serializeValue(value);
    expect(text).toBe('{ ["__proto__"]: { x: 1 }, "a-b": 2, ok: [true, null, -0, 1.5] }');
    const back = new vm.Script(`(${text})`).runInNewContext({}) as Record<string, unknown>;
    expect(Object.keys(back)).toEqual(["__proto__", "a-b", "ok"]);
    expect(Object.getPrototypeOf(Object.getPrototypeOf(back))).toBeNull(); // prototype untouched
  });

  it("refuses what the generated constant could not reproduce", () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    for (const bad of [Number.NaN, Infinity, () => 1, 1n, new Date(0), new Map(), cycle, [1, , 3], [undefined], Symbol("s")]) {
      expect(() => serializeValue(bad)).toThrow(TypeError);
    }
    expect(serializeValue({ a: undefined, b: 1 })).toBe("{ b: 1 }");
  });

  it("emitTypeScript refuses two cards with the same name", () => {
    expect(() => emitTypeScript(withNames(["Zirkax", "Zirkax"]))).toThrow(/repetida/);
  });
});

describe("cartas.ts is laid out as prettier lays it out", () => {
  const options = { parser: "typescript", printWidth: 100, tabWidth: 2, useTabs: false, semi: true, singleQuote: false, trailingComma: "all", endOfLine: "lf" } as const;

  it("prettier changes nothing in the module of the bundled set, of 600 generated cards, or of hostile names", async () => {
    const generated = compile(generateFiles(600, 3).map((f) => ({ path: f.name, text: f.text }))).cardSet;
    for (const set of [cardSet, generated, withNames(HOSTILE)]) {
      const text = emitTypeScript(set);
      expect(await prettier.format(text, options)).toBe(text);
    }
  });
});

describe("emitTypeScript: any names (property)", () => {
  const fragments = ["`", "${", "}", "*/", "/*", "//", "\\", '"', "'", "\n", "\r", "\u2028", "\u2029", "__proto__", "constructor", "á", "\ud800", "</script>"];
  const nameArb = fc.oneof(
    fc.string({ unit: "binary", maxLength: 16 }),
    fc.array(fc.constantFrom(...fragments), { maxLength: 6 }).map((parts) => parts.join("")),
  );

  it("round-trips every name through the generated module", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(nameArb, { minLength: 1, maxLength: 5 }), async (names) => {
        const { exports, globals } = runSandboxed(await emitTypeScript(withNames(names)));
        expect(globals).toEqual(["exports"]);
        expect(Array.from(exports.cartas, (c) => c.name)).toStrictEqual(names);
        names.forEach((name, i) => expect(exports.cartasPorNombre.get(name)).toBe(exports.cartas[i]));
      }),
      { numRuns: 40 },
    );
  });
});

interface Token {
  kind: ts.SyntaxKind;
  text: string;
  value: string;
  start: number;
  end: number;
}

/** The tokens and comments of a module, by the TypeScript scanner (regexes never occur). */
function scan(text: string): { tokens: Token[]; comments: string[]; errors: string[] } {
  const errors: string[] = [];
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, text, (message) =>
    errors.push(message.message),
  );
  const tokens: Token[] = [];
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    tokens.push({ kind, text: scanner.getTokenText(), value: scanner.getTokenValue(), start: scanner.getTokenStart(), end: scanner.getTokenEnd() });
  }
  const comments = tokens
    .filter((t) => t.kind === ts.SyntaxKind.SingleLineCommentTrivia || t.kind === ts.SyntaxKind.MultiLineCommentTrivia)
    .map((t) => t.text);
  return { tokens, comments, errors };
}
