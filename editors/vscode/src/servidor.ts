// Qué comando arranca el servidor de lenguaje. Sin dependencias de VS Code, para poder
// probarlo fuera del editor (test/servidor.test.mjs).
import { existsSync, readFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, isAbsolute, join, resolve } from "node:path";

/** El comando que arranca el servidor, sin `lsp --stdio` (vscode-languageclient añade `--stdio`). */
export interface ServerCommand {
  command: string;
  args: string[];
  /** Windows necesita un shell para ejecutar `npx.cmd` o un `.cmd`. */
  shell: boolean;
  /** De dónde salió, para la salida «Crónicas». */
  origin: string;
}

/**
 * Qué comando lanzar, en este orden:
 * 1. `cronicas.servidor.ruta`, si está escrita (`~` y rutas relativas al primer espacio de
 *    trabajo; un `.js`/`.mjs`/`.cjs` se ejecuta con `node`);
 * 2. el propio proyecto, si un espacio de trabajo es el paquete `cronicas`;
 * 3. el paquete `cronicas` de un `node_modules` del espacio de trabajo o de sus carpetas padre;
 * 4. `npx --no cronicas`, que usa un `cronicas` instalado (global o enlazado con `npm link`)
 *    y nunca descarga otro paquete del registro con ese nombre.
 */
export function resolveServerCommand(configured: string | undefined, roots: string[], platform: NodeJS.Platform = process.platform): ServerCommand {
  const isWindows = platform === "win32";
  const ruta = (configured ?? "").trim();
  if (ruta !== "") {
    let path = ruta.replace(/^~(?=$|[\\/])/, homedir());
    if (!isAbsolute(path) && /[\\/]/.test(path) && roots[0] !== undefined) path = resolve(roots[0], path);
    if (/\.[cm]?js$/i.test(path)) return { command: "node", args: [path], shell: false, origin: "cronicas.servidor.ruta" };
    return { command: path, args: [], shell: isWindows && /\.(cmd|bat)$/i.test(path), origin: "cronicas.servidor.ruta" };
  }
  for (const root of roots) {
    const own = binOf(root);
    if (own) return { command: "node", args: [own], shell: false, origin: `el proyecto cronicas en ${root}` };
  }
  for (const root of roots) {
    for (let dir = root; ; dir = dirname(dir)) {
      const bin = binOf(join(dir, "node_modules", "cronicas"));
      if (bin) return { command: "node", args: [bin], shell: false, origin: `node_modules de ${dir}` };
      if (dirname(dir) === dir) break;
    }
  }
  return { command: isWindows ? "npx.cmd" : "npx", args: ["--no", "cronicas"], shell: isWindows, origin: "npx" };
}

/** El archivo del comando `cronicas` del paquete en `dir`, si `dir` es el paquete `cronicas`. */
function binOf(dir: string): string | undefined {
  const manifest = join(dir, "package.json");
  if (!existsSync(manifest)) return undefined;
  try {
    const pkg = JSON.parse(readFileSync(manifest, "utf8")) as { name?: unknown; bin?: unknown };
    if (pkg.name !== "cronicas") return undefined;
    const bin = typeof pkg.bin === "string" ? pkg.bin : (pkg.bin as Record<string, unknown> | undefined)?.["cronicas"];
    if (typeof bin !== "string") return undefined;
    const path = join(dir, bin);
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}
