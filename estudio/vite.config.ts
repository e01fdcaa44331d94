// The studio (`cronicas estudio`, `npm run construir:web`): a static app in dist/estudio/,
// relative paths so it works from any folder or page, no request to the network.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const here = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root: here,
  base: "./",
  publicDir: false,
  logLevel: "warn",
  build: {
    outDir: fileURLToPath(new URL("../dist/estudio/", import.meta.url)),
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 2000,
  },
  worker: { format: "es" },
});
