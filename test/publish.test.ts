// `cronicas compilar` as a client sees it: the files it publishes, and the
// guarantee that a failed compile leaves the previous ones untouched.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, describe, expect, it } from "vitest";
import { compile, readSources } from "../compiler/index.js";
import { emitSchema } from "../compiler/emit/index.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const cli = join(root, "bin", "cronicas.js");
const work = mkdtempSync(join(tmpdir(), "cronicas-publicar-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function run(...args: string[]) {
  return spawnSync(process.execPath, [cli, ...args], { cwd: root, encoding: "utf8" });
}

describe("cronicas compilar publishes the set", () => {
  it("writes the IR, its schema, the TypeScript module and the canonical text", async () => {
    const out = join(work, "todo");
    const result = run("compilar", "cards", "--salida", out);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(readdirSync(out).sort()).toEqual(["cartas.json", "cartas.md", "cartas.schema.json", "cartas.ts"]);
    const { sources } = await readSources([join(root, "cards")]);
    const expected = compile(sources.map((s) => ({ ...s, path: s.path.slice(root.length + 1) }))).cardSet;
    const json = JSON.parse(readFileSync(join(out, "cartas.json"), "utf8"));
    expect(json).toEqual(expected);
    const schema = JSON.parse(readFileSync(join(out, "cartas.schema.json"), "utf8"));
    expect(schema).toEqual(JSON.parse(emitSchema()));
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    expect(ajv.validate(schema, json), JSON.stringify(ajv.errors?.slice(0, 3))).toBe(true);
    expect(readFileSync(join(out, "cartas.ts"), "utf8")).toContain('satisfies CardDefinition');
    const text = readFileSync(join(out, "cartas.md"), "utf8");
    expect(text).toContain("Prólogo: Haz 3 de daño a un personaje que controles. Si lo haces, haz 3 de daño a un Santuario.");
  });

  it("--formato chooses the outputs", () => {
    const out = join(work, "solo-json");
    expect(run("compilar", "cards", "--salida", out, "--formato", "json").status).toBe(0);
    expect(readdirSync(out).sort()).toEqual(["cartas.json", "cartas.schema.json"]);
    const bad = run("compilar", "cards", "--salida", out, "--formato", "json,pdf");
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("formato desconocido «pdf»");
  });

  it("a failed compile leaves every previous output byte for byte", () => {
    const out = join(work, "previo");
    expect(run("compilar", "cards", "--salida", out, "--formato", "json,texto").status).toBe(0);
    const before = Object.fromEntries(readdirSync(out).map((f) => [f, readFileSync(join(out, f))]));
    const broken = join(work, "rota.carta");
    writeFileSync(broken, 'carta "Rota"\n  tipo Verso\n  facción Caos\n  coste 1\n  Prólogo: Destuye un personaje.\n');
    const result = run("compilar", broken, "--salida", out, "--formato", "json,texto");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("No se escribió nada");
    for (const [file, bytes] of Object.entries(before)) expect(readFileSync(join(out, file)).equals(bytes), file).toBe(true);
    expect(readdirSync(out).sort()).toEqual(Object.keys(before).sort());
  });
});
