// A project as a designer starts one: `cronicas init`, then every command with no paths,
// from the project's folder or one below it; and a project file written wrong.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const cli = join(root, "bin", "cronicas.js");
const work = mkdtempSync(join(tmpdir(), "cronicas-proyecto-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function run(cwd: string, ...args: string[]) {
  return spawnSync(process.execPath, [cli, ...args], { cwd, encoding: "utf8" });
}

describe("cronicas init and the project file", () => {
  const project = join(work, "mi-set");

  it("init creates a project whose card, deck and scenario pass every command with no paths", () => {
    const created = run(work, "init", "mi-set");
    expect(created.stderr).toBe("");
    expect(created.status).toBe(0);
    expect(JSON.parse(readFileSync(join(project, "cronicas.json"), "utf8"))).toEqual({ cartas: ["cartas"], mazos: ["mazos"], escenarios: ["escenarios"], salida: "salida" });
    const validar = run(project, "validar");
    expect(validar.stderr).toBe("");
    expect(validar.stdout).toBe("3 archivos, 14 cartas, 1 mazo, 1 archivo de escenarios: 0 errores, 0 avisos.\n");
    expect(validar.status).toBe(0);
    const probar = run(project, "probar");
    expect(probar.status).toBe(0);
    expect(probar.stdout).toContain("1 escenario correcto, 0 con fallos.");
    expect(run(project, "formatear", "--comprobar").status).toBe(0);
    const compilar = run(project, "compilar");
    expect(compilar.status).toBe(0);
    expect(readdirSync(join(project, "salida")).sort()).toEqual(["cartas.json", "cartas.md", "cartas.schema.json", "cartas.ts"]);
  });

  it("a command run in a folder below the project finds it, with paths shown from there", () => {
    const below = join(project, "notas");
    mkdirSync(below, { recursive: true });
    const validar = run(below, "validar", "--formato-diagnosticos", "json");
    expect(validar.status).toBe(0);
    expect(JSON.parse(validar.stdout)).toMatchObject({ archivos: 3, errores: 0 });
    writeFileSync(join(project, "cartas", "rota.carta"), 'carta "Rota"\n  tipo Verso\n  facción Orden\n  coste 1\n  Prólogo: Rova 1 carta.\n');
    const broken = run(below, "validar");
    expect(broken.status).toBe(1);
    expect(broken.stderr.startsWith(`${join("..", "cartas", "rota.carta")}:5:12: error [CR011]`)).toBe(true);
    rmSync(join(project, "cartas", "rota.carta"));
  });

  it("init never overwrites: in an existing project it creates nothing", () => {
    const before = readFileSync(join(project, "cronicas.json"), "utf8");
    const again = run(work, "init", "mi-set");
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("no se creó nada: ya existe");
    expect(readFileSync(join(project, "cronicas.json"), "utf8")).toBe(before);
  });

  it("init where it cannot write says why in Spanish, with no stack trace and no half project", () => {
    writeFileSync(join(work, "un-archivo"), "");
    const r = run(work, "init", join("un-archivo", "set"));
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("no se pudo crear el proyecto");
    expect(r.stderr).toContain("una parte de la ruta es un archivo, no una carpeta");
    expect(r.stderr).not.toMatch(/\n\s+at |ENOTDIR/);
  });

  it("a project file written wrong is named with its line and column, in Spanish", () => {
    const bad = join(work, "mal-escrito");
    mkdirSync(bad);
    writeFileSync(join(bad, "cronicas.json"), '{\n  "cartas": ["cartas"],\n  "salida": "salida",\n}\n');
    const syntax = run(bad, "validar");
    expect(syntax.status).toBe(2);
    expect(syntax.stderr).toMatch(/^cronicas: cronicas\.json:4:1: el archivo del proyecto no es JSON válido/);
    writeFileSync(join(bad, "cronicas.json"), '{ "cartas": ["cartas"], "mazo": ["mazos"] }\n');
    expect(run(bad, "validar").stderr).toContain("campo desconocido «mazo»");
    writeFileSync(join(bad, "cronicas.json"), '{ "cartas": "cartas", "salida": 3 }\n');
    expect(run(bad, "compilar").stderr).toContain("«salida» es la carpeta donde se publica el set");
  });

  it("validar --vigilar runs again when a card changes, until it is stopped", async () => {
    const child = spawn(process.execPath, [cli, "validar", "--vigilar"], { cwd: project });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString("utf8")));
    /** Waits (up to 30 s, not a timing assertion) until the output says `text` for the `n`-th time. */
    const seen = async (text: string, n = 1) => {
      for (let waited = 0; out.split(text).length - 1 < n; waited += 50) {
        if (waited > 30_000) throw new Error(`no llegó «${text}» (${n}); salida: ${out}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    try {
      await seen("Vigilando los cambios");
      expect(out).toContain("0 errores, 0 avisos.");
      const file = join(project, "cartas", "aurora.carta");
      writeFileSync(file, readFileSync(file, "utf8") + '\ncarta "Rota"\n  tipo Verso\n  facción Orden\n  coste 1\n  Prólogo: Rova 1 carta.\n');
      await seen("1 error, 0 avisos.");
      expect(out).toContain(`— Cambió «${join("cartas", "aurora.carta")}»: se vuelve a ejecutar —`);
      writeFileSync(file, readFileSync(file, "utf8").replace(/\ncarta "Rota"[\s\S]*$/, ""));
      await seen("0 errores, 0 avisos.", 2);
    } finally {
      child.kill();
    }
  });

  it("with no paths and no project, the command says both ways to go on", () => {
    const empty = join(work, "vacia");
    mkdirSync(empty);
    const r = run(empty, "validar");
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("falta indicar las rutas de validar");
    expect(r.stderr).toContain("«cronicas init» crea uno");
    expect(existsSync(join(empty, "salida"))).toBe(false);
  });
});
