// The language server in a real editor: Neovim's built-in LSP client, headless, opens a
// card file with mistakes, waits for the diagnostics, asks for completion, hover,
// definition, rename and formatting, and applies the edits to its buffer as it would for
// a designer (test/nvim/cliente.lua). Neovim is the Debian package `neovim`; `.ci/run`
// installs it when it is missing.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { positionOf, SERVER_ENTRY } from "./lsp-client.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const nvim = ["nvim"].find((name) => spawnSync(name, ["--version"], { encoding: "utf8" }).status === 0);

const CARDS = `carta "Guardiana del Paso"
  tipo Personaje
  faccion Orden
  coste 3
  ataque 2
  vida 3
  Cuando este personaje entre en juego, haz 1 de daño a un personaje llamado "Zirkax".

carta "Zirkax"
  tipo Personaje
  facción Caos
  coste   3
  ataque 2
  vida 2
  Embate.

carta "Eco del Paso"
  tipo Verso
  facción Caos
  coste 1
  Prólogo: Destruye un personaje llamado "Zirkaz".
`;

interface Seen {
  errors: string[];
  diagnostics: { code: string; line: number; col: number; severity: number; message: string }[];
  completion: string[];
  hover: string | null;
  definition: { uri: string; range: { start: { line: number; character: number } } }[] | { uri: string; range: { start: { line: number; character: number } } } | null;
  text: string;
}

describe.skipIf(nvim === undefined && !process.env["CI"])("el servidor en Neovim (cliente LSP integrado, sin interfaz)", () => {
  const dir = mkdtempSync(join(tmpdir(), "cronicas-nvim-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("diagnósticos, completado, ayuda, definición, renombrar y formatear, como los ve el editor", () => {
    if (nvim === undefined) throw new Error("Falta Neovim («apt-get install neovim»): .ci/run lo instala.");
    const file = join(dir, "cartas.carta");
    writeFileSync(file, CARDS);
    const out = join(dir, "visto.json");
    const ask = {
      completion: positionOf(CARDS, "  Embate.", 2),
      hover: positionOf(CARDS, "Embate.", 2),
      definition: positionOf(CARDS, 'llamado "Zirkax"', 10),
      rename: positionOf(CARDS, 'carta "Zirkax"', 8),
      newName: "Zirkax Mayor",
    };
    const run = spawnSync(nvim, ["--headless", "--noplugin", "-u", "NONE", "-c", `luafile ${join(root, "test", "nvim", "cliente.lua")}`], {
      env: { ...process.env, CRONICAS_FILE: file, CRONICAS_SERVER: SERVER_ENTRY, CRONICAS_OUT: out, CRONICAS_ASK: JSON.stringify(ask), XDG_STATE_HOME: dir, XDG_CACHE_HOME: dir },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.error).toBeUndefined();
    const seen = JSON.parse(readFileSync(out, "utf8")) as Seen;
    expect(seen.errors).toEqual([]);

    // The two mistakes, where they are, with their codes: an accent (a warning) and a name.
    const byCode = new Map(seen.diagnostics.map((d) => [d.code, d]));
    expect(byCode.get("CR004")).toMatchObject({ line: 2, col: 2, severity: 2 });
    expect(byCode.get("CR102")).toMatchObject({ line: 20, severity: 1 });
    expect(byCode.get("CR102")!.message).toContain("¿Quisiste decir «Zirkax»?");

    // At the start of an ability line: the ability headers, with their punctuation.
    expect(seen.completion).toEqual(expect.arrayContaining(["Prólogo:", "Embate.", "Cuando este personaje sea destruido,"]));
    expect(seen.hover).toContain("**Embate**");

    const definition = Array.isArray(seen.definition) ? seen.definition[0] : seen.definition;
    expect(definition).toMatchObject({ uri: pathToFileURL(file).href, range: { start: { line: 8, character: 0 } } });

    // The rename reached the header and the reference; the broken «Zirkaz» is another name
    // and stays. The formatting fixed the spacing and the accent.
    expect(seen.text).toBe(
      CARDS.replace('carta "Zirkax"', 'carta "Zirkax Mayor"')
        .replace('llamado "Zirkax"', 'llamado "Zirkax Mayor"')
        .replace("coste   3", "coste 3")
        .replace("faccion Orden", "facción Orden"),
    );
  });
});
