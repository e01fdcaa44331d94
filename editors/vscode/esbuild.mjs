// Empaqueta el cliente y vscode-languageclient en un solo archivo, dist/extension.js,
// para que el .vsix no necesite node_modules (`vsce package --no-dependencies`).
import { build } from "esbuild";

await build({
  entryPoints: ["src/extension.ts"],
  outfile: "dist/extension.js",
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  external: ["vscode"],
  sourcemap: false,
  minify: true,
  logLevel: "info",
});
