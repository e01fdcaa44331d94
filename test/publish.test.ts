// `cronicas compilar` as a client sees it: the files it publishes, and the
// guarantee that a failed compile leaves the previous ones untouched.
import { spawnSync } from "node:child_process";
import { chmodSync, cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
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
  return runIn(root, ...args);
}

function runIn(cwd: string, ...args: string[]) {
  return spawnSync(process.execPath, [cli, ...args], { cwd, encoding: "utf8" });
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
    expect(result.stdout).toContain("No se escribió nada");
    for (const [file, bytes] of Object.entries(before)) expect(readFileSync(join(out, file)).equals(bytes), file).toBe(true);
    expect(readdirSync(out).sort()).toEqual(Object.keys(before).sort());
  });

  it("publishes into salida/ by default, never into the dist/ the build writes", () => {
    const project = join(work, "proyecto");
    cpSync(join(root, "cards"), join(project, "cards"), { recursive: true });
    const result = runIn(project, "compilar", "cards", "--formato", "json");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("→ salida/{cartas.json,cartas.schema.json}");
    expect(readdirSync(join(project, "salida")).sort()).toEqual(["cartas.json", "cartas.schema.json"]);
    expect(existsSync(join(project, "dist"))).toBe(false);
  });

  it("replaces the whole set: a json-only compile leaves no cartas.ts or cartas.md of the set before, and no temporary folder", () => {
    const out = join(work, "reemplazo");
    expect(run("compilar", "cards", "--salida", out).status).toBe(0);
    expect(readdirSync(out)).toHaveLength(4);
    chmodSync(out, 0o750);
    expect(run("compilar", "cards", "--salida", out, "--formato", "json").status).toBe(0);
    expect(readdirSync(out).sort()).toEqual(["cartas.json", "cartas.schema.json"]);
    expect(statSync(out).mode & 0o777).toBe(0o750);
    expect(readdirSync(work).filter((e) => e.startsWith(".reemplazo."))).toEqual([]);
  });

  it("refuses a folder with files that are not a compile's, and changes nothing", () => {
    const out = join(work, "ajena");
    mkdirSync(out);
    writeFileSync(join(out, "notas.txt"), "mis notas\n");
    writeFileSync(join(out, "cartas.json"), "{}\n");
    const result = run("compilar", "cards", "--salida", out, "--formato", "json");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("tiene otros archivos («notas.txt»)");
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(readdirSync(out).sort()).toEqual(["cartas.json", "notas.txt"]);
    expect(readFileSync(join(out, "cartas.json"), "utf8")).toBe("{}\n");
  });

  it("a link to the output folder stays a link, and the folder it points to gets the set", () => {
    const real = join(work, "real");
    const link = join(work, "enlace");
    mkdirSync(real);
    symlinkSync(real, link);
    expect(run("compilar", "cards", "--salida", link, "--formato", "texto").status).toBe(0);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readdirSync(real)).toEqual(["cartas.md"]);
  });

  it("puts back a set whose replacement was interrupted, and removes the leftovers of dead publishes", () => {
    const out = join(work, "cortada");
    expect(run("compilar", "cards", "--salida", out, "--formato", "texto").status).toBe(0);
    // A publish killed between its two renames: the old set moved aside, the new one not in place.
    const aside = join(work, ".cortada.999999999.viejo");
    cpSync(out, aside, { recursive: true });
    writeFileSync(join(aside, "notas.txt"), "de la persona\n");
    rmSync(out, { recursive: true });
    mkdirSync(join(work, ".cortada.999999998.nuevo"));
    // The old folder comes back first (with the note, which then stops the new publish).
    const result = run("compilar", "cards", "--salida", out, "--formato", "json");
    expect(result.status).toBe(1);
    expect(readdirSync(out).sort()).toEqual(["cartas.md", "notas.txt"]);
    expect(readdirSync(work).filter((e) => e.startsWith(".cortada."))).toEqual([]);
  });

  it("an empty --salida is refused with a Spanish message", () => {
    const result = run("compilar", "cards", "--salida", "");
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("«--salida» está vacía");
  });
});
