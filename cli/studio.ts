// `cronicas estudio`: serves the studio (the static app `npm run construir:web` builds into
// dist/estudio/) on this machine, and the project's files as /proyecto.json, read again on
// every load of the page. Nothing is fetched from the network; the server listens on
// 127.0.0.1 only.
import { readFile, stat } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { extname, join, normalize, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { readProjectSources } from "../compiler/index.js";

/** dist/estudio/, beside dist/cli/. */
export const STUDIO_DIR = fileURLToPath(new URL("../estudio/", import.meta.url));

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
};

export async function studioBuilt(): Promise<boolean> {
  return (await stat(join(STUDIO_DIR, "index.html")).catch(() => null))?.isFile() ?? false;
}

/** The .carta and .mazo files of `paths`, with paths relative to the current folder. */
async function projectJson(paths: readonly string[]): Promise<string> {
  const read = await readProjectSources([...paths]);
  const files = [...read.cards, ...read.decks].map((s) => ({ path: relative(process.cwd(), s.path).split(sep).join("/") || s.path, text: s.text }));
  return JSON.stringify({ files, diagnostics: read.diagnostics.map((d) => `${d.file}: ${d.message}`) });
}

export function startStudio(paths: readonly string[], port: number): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    void (async () => {
      const path = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
      if (request.method !== "GET" && request.method !== "HEAD") {
        response.writeHead(405).end();
        return;
      }
      if (path === "/proyecto.json") {
        response.writeHead(200, { "content-type": TYPES[".json"]!, "cache-control": "no-store" }).end(await projectJson(paths));
        return;
      }
      const file = normalize(join(STUDIO_DIR, path === "/" ? "index.html" : path));
      if (!file.startsWith(STUDIO_DIR)) {
        response.writeHead(403).end();
        return;
      }
      const body = await readFile(file).catch(() => null);
      if (body === null) {
        response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("No existe.");
        return;
      }
      response.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" }).end(body);
    })().catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      const actual = typeof address === "object" && address !== null ? address.port : port;
      resolve({ server, url: `http://127.0.0.1:${actual}/` });
    });
  });
}
