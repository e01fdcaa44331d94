// Empaqueta en dist/ los dos programas de la extensión, cada uno en un solo archivo, para
// que el .vsix no necesite node_modules (`vsce package --no-dependencies`):
// - dist/extension.js, el cliente, con vscode-languageclient dentro;
// - dist/servidor.js, el servidor de lenguaje del proyecto (lsp/stdio-entry.ts, lo mismo
//   que `cronicas lsp --stdio`), con chevrotain y vscode-languageserver dentro. Se lee del
//   código fuente de la raíz, así que hace falta el `npm install` de la raíz (sus
//   dependencias), no su compilación.
import { build } from "esbuild";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const project = join(here, "..", "..");

const common = {
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  sourcemap: false,
  minify: true,
  logLevel: "info",
};

await build({
  ...common,
  entryPoints: [join(here, "src", "extension.ts")],
  outfile: join(here, "dist", "extension.js"),
  external: ["vscode"],
});

await build({
  ...common,
  entryPoints: [join(project, "lsp", "stdio-entry.ts")],
  outfile: join(here, "dist", "servidor.js"),
  // Los nombres de las funciones quedan en las trazas de las excepciones que el servidor
  // escribe en la salida «Crónicas».
  keepNames: true,
  // Un módulo ESM empaquetado como CommonJS no tiene import.meta: fdir (el recorrido de
  // carpetas de tinyglobby) hace createRequire(import.meta.url). Se le da la URL de este
  // archivo.
  define: { "import.meta.url": "__cronicas_import_meta_url" },
  banner: { js: 'const __cronicas_import_meta_url = require("node:url").pathToFileURL(__filename).href;' },
  // Solo la salida PNG de `cronicas compilar` lo importa (compiler/emit/png.ts, con un
  // import() que el servidor nunca alcanza y que esbuild quita): no se empaqueta un
  // módulo nativo.
  external: ["@resvg/resvg-js"],
});
