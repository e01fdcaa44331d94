// Qué servidor de lenguaje arranca el cliente. Sin dependencias de VS Code, para poder
// probarlo fuera del editor (test/servidor.test.mjs).
import { homedir } from "node:os";
import { isAbsolute, resolve } from "node:path";

/** Un comando que arranca el servidor, sin `lsp --stdio` (el cliente añade `lsp` y vscode-languageclient `--stdio`). */
export interface ServerCommand {
  kind: "comando";
  command: string;
  args: string[];
  /** Windows necesita un shell para ejecutar un `.cmd` o un `.bat`. */
  shell: boolean;
  /** De dónde salió, para la salida «Crónicas». */
  origin: string;
}

/** El servidor que lleva la extensión (dist/servidor.js), que se ejecuta con el Node de VS Code. */
export interface BundledServer {
  kind: "incluido";
  module: string;
  origin: string;
}

export type ServerLaunch = ServerCommand | BundledServer;

/**
 * Qué servidor arrancar:
 * 1. `cronicas.servidor.ruta`, si está escrita (`~` y rutas relativas al primer espacio de
 *    trabajo; un `.js`/`.mjs`/`.cjs` se ejecuta con el `node` del `PATH`): otro `cronicas`,
 *    p. ej. el del proyecto que se está desarrollando;
 * 2. si no, el servidor que lleva la extensión, `bundled` (dist/servidor.js), sin nada más
 *    instalado.
 */
export function resolveServer(configured: string | undefined, roots: string[], bundled: string, platform: NodeJS.Platform = process.platform): ServerLaunch {
  const isWindows = platform === "win32";
  const ruta = (configured ?? "").trim();
  if (ruta === "") return { kind: "incluido", module: bundled, origin: "el servidor incluido en la extensión" };
  let path = ruta.replace(/^~(?=$|[\\/])/, homedir());
  if (!isAbsolute(path) && /[\\/]/.test(path) && roots[0] !== undefined) path = resolve(roots[0], path);
  if (/\.[cm]?js$/i.test(path)) return { kind: "comando", command: "node", args: [path], shell: false, origin: "cronicas.servidor.ruta" };
  return { kind: "comando", command: path, args: [], shell: isWindows && /\.(cmd|bat)$/i.test(path), origin: "cronicas.servidor.ruta" };
}
