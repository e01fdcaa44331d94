// Prueba de rendimiento del servidor de lenguaje.
//
// Arranca el servidor compilado (dist/lsp/stdio-entry.js) como lo arranca un editor,
// le habla JSON-RPC por stdio y mide, sobre un documento de 2.000 cartas:
// - el tiempo desde un cambio de un carácter (didChange) hasta sus diagnósticos
//   (publishDiagnostics de esa versión), con pausas entre cambios y en ráfaga;
// - la latencia de completion y de hover;
// - la memoria del proceso del servidor (RSS) tras abrir el documento.
//
// Uso: npm run build && node bench/lsp.mjs [--cartas 2000] [--vueltas 60] [--servidor dist/lsp/stdio-entry.js]
//
// Los diagnósticos se publican tras compilar todo el espacio de trabajo con compile().
// Si el compilador acepta `compile(sources, { parse })`, el servidor le pasa su análisis
// incremental (solo se vuelve a analizar la carta que cambió); si no, compile() analiza
// de nuevo todos los archivos y la mediana sube (véase lsp/README.md).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createProtocolConnection, StreamMessageReader, StreamMessageWriter } from "vscode-languageserver-protocol/node";
import { generateCards } from "./synthetic.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
}

const CARDS = Number(option("cartas", 2000));
const ROUNDS = Number(option("vueltas", 60));
const SERVER = resolve(root, option("servidor", "dist/lsp/stdio-entry.js"));
const TARGETS = { diagnostics: 50, completion: 100, hover: 100 };

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const ms = (n) => `${n.toFixed(1)} ms`;

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95), min: sorted[0], max: sorted[sorted.length - 1], n: sorted.length };
}

function positionAt(text, offset) {
  let line = 0;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, character: offset - lineStart };
}

/** Offsets of every occurrence of `needle`, spread over the document. */
function occurrences(text, needle, count, delta = 0) {
  const all = [];
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) all.push(at + delta);
  if (all.length === 0) return [];
  return Array.from({ length: count }, (_, i) => all[Math.floor((i * all.length) / count) % all.length]);
}

function rssOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb * 1024 : undefined;
  } catch {
    return undefined;
  }
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), "cronicas-bench-lsp-"));
  const text = generateCards(CARDS);
  const path = join(dir, "grande.carta");
  writeFileSync(path, text);
  writeFileSync(join(dir, "otra.carta"), generateCards(50, { start: CARDS }));
  const uri = pathToFileURL(path).href;

  // --expose-gc: the status request can collect before measuring the live heap.
  const child = spawn(process.execPath, ["--expose-gc", SERVER], { stdio: ["pipe", "pipe", "inherit"] });
  const connection = createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  const waiting = new Map();
  let lastDiagnostics;
  connection.onNotification("textDocument/publishDiagnostics", (params) => {
    if (params.uri !== uri) return;
    lastDiagnostics = params;
    const resolveIt = waiting.get(params.version);
    if (resolveIt) {
      waiting.delete(params.version);
      resolveIt(performance.now());
    }
  });
  connection.onNotification("window/logMessage", () => {});
  connection.listen();
  const diagnosticsOf = (version) => new Promise((r) => waiting.set(version, r));

  try {
    const started = performance.now();
    await connection.sendRequest("initialize", {
      processId: process.pid,
      rootUri: pathToFileURL(dir).href,
      workspaceFolders: [{ uri: pathToFileURL(dir).href, name: "bench" }],
      capabilities: { textDocument: { publishDiagnostics: { versionSupport: true }, completion: { completionItem: { snippetSupport: true } } } },
    });
    await connection.sendNotification("initialized", {});
    const initMs = performance.now() - started;

    let version = 1;
    const opened = performance.now();
    const first = diagnosticsOf(1);
    await connection.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "carta", version, text } });
    const firstAt = await first;
    const openMs = firstAt - opened;
    if (lastDiagnostics.diagnostics.length > 0) throw new Error(`las cartas sintéticas no compilan limpias: ${JSON.stringify(lastDiagnostics.diagnostics[0])}`);
    const statusAfterOpen = await connection.sendRequest("cronicas/estado", null);
    const rssAfterOpen = rssOf(child.pid) ?? statusAfterOpen.rss;
    const liveAfterOpen = (await connection.sendRequest("cronicas/estado", { gc: true })).heapUsed;

    // 1. Un carácter por cambio, con pausa: un espacio que se inserta y se borra en frases de efecto.
    let current = text;
    const editPoints = occurrences(text, " de daño ", ROUNDS, 1);
    const isolated = [];
    const compileTimes = [];
    for (let k = 0; k < ROUNDS; k++) {
      const at = editPoints[k % editPoints.length];
      const insert = k % 2 === 0;
      const start = positionAt(current, at);
      const change = insert
        ? { range: { start, end: start }, text: " " }
        : { range: { start, end: { line: start.line, character: start.character + 1 } }, text: "" };
      current = insert ? current.slice(0, at) + " " + current.slice(at) : current.slice(0, at) + current.slice(at + 1);
      version++;
      const done = diagnosticsOf(version);
      const sent = performance.now();
      await connection.sendNotification("textDocument/didChange", { textDocument: { uri, version }, contentChanges: [change] });
      isolated.push((await done) - sent);
      compileTimes.push((await connection.sendRequest("cronicas/estado", null)).lastCompileMs);
      await sleep(150);
    }

    // 2. En ráfaga: 20 caracteres escritos a 30 ms cada uno; del último al diagnóstico de su versión.
    const burst = [];
    for (let b = 0; b < 5; b++) {
      const at = editPoints[(b * 7) % editPoints.length];
      let lastSent = 0;
      let done;
      for (let c = 0; c < 20; c++) {
        const start = positionAt(current, at + c);
        current = current.slice(0, at + c) + " " + current.slice(at + c);
        version++;
        done = diagnosticsOf(version);
        lastSent = performance.now();
        await connection.sendNotification("textDocument/didChange", { textDocument: { uri, version }, contentChanges: [{ range: { start, end: start }, text: " " }] });
        await sleep(30);
      }
      burst.push((await done) - lastSent);
      await sleep(200);
    }

    // 3. Completion en varios contextos.
    const completionPoints = [
      ...occurrences(current, "Haz ", 20, 4),
      ...occurrences(current, " a un personaje", 20, 15),
      ...occurrences(current, "\n  facción ", 10, 11),
      ...occurrences(current, 'llamado "', 10, 9),
    ];
    const completion = [];
    let completionItems = 0;
    for (let k = 0; k < Math.max(ROUNDS, completionPoints.length); k++) {
      const position = positionAt(current, completionPoints[k % completionPoints.length]);
      const t0 = performance.now();
      const items = await connection.sendRequest("textDocument/completion", { textDocument: { uri }, position });
      completion.push(performance.now() - t0);
      completionItems += (Array.isArray(items) ? items : (items?.items ?? [])).length;
    }

    // 4. Hover sobre palabras clave y nombres de carta.
    const hoverPoints = [...occurrences(current, "Embate", 20, 2), ...occurrences(current, "Talento", 20, 2), ...occurrences(current, 'llamado "', 20, 10)];
    const hover = [];
    let hovers = 0;
    for (let k = 0; k < Math.max(ROUNDS, hoverPoints.length); k++) {
      const position = positionAt(current, hoverPoints[k % hoverPoints.length]);
      const t0 = performance.now();
      const result = await connection.sendRequest("textDocument/hover", { textDocument: { uri }, position });
      hover.push(performance.now() - t0);
      if (result) hovers++;
    }

    const statusEnd = await connection.sendRequest("cronicas/estado", null);
    const rssEnd = rssOf(child.pid) ?? statusEnd.rss;
    const liveEnd = (await connection.sendRequest("cronicas/estado", { gc: true })).heapUsed;

    const d = stats(isolated);
    const r = stats(burst);
    const c = stats(completion);
    const h = stats(hover);
    const k = stats(compileTimes.filter((x) => typeof x === "number"));
    const mark = (ok) => (ok ? "cumple" : "NO CUMPLE");
    const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    console.log(`
Servidor de lenguaje — ${CARDS} cartas en un documento (${(text.length / 1024).toFixed(0)} KB, ${text.split("\n").length} líneas), más un archivo de 50 cartas
Servidor: ${SERVER}

Arranque (initialize, con la lectura de la carpeta): ${ms(initMs)}
Primer diagnóstico al abrir el documento:          ${ms(openMs)}

Diagnósticos tras un cambio de un carácter (${d.n} cambios, con pausa de 150 ms):
  mediana ${ms(d.median)} · p95 ${ms(d.p95)} · mín ${ms(d.min)} · máx ${ms(d.max)}
  objetivo: mediana ≤ ${TARGETS.diagnostics} ms → ${mark(d.median <= TARGETS.diagnostics)}
  de ellos, compile() en el servidor: mediana ${ms(k.median)} · p95 ${ms(k.p95)}
Diagnósticos en ráfaga (20 caracteres a 30 ms; del último al diagnóstico de su versión, ${r.n} ráfagas):
  mediana ${ms(r.median)} · p95 ${ms(r.p95)}  (incluye la espera que agrupa los cambios: hasta 100 ms)

Completion (${c.n} peticiones, ${(completionItems / c.n).toFixed(0)} propuestas de media):
  mediana ${ms(c.median)} · p95 ${ms(c.p95)} · máx ${ms(c.max)}
  objetivo: p95 ≤ ${TARGETS.completion} ms → ${mark(c.p95 <= TARGETS.completion)}
Hover (${h.n} peticiones, ${hovers} con respuesta):
  mediana ${ms(h.median)} · p95 ${ms(h.p95)} · máx ${ms(h.max)}
  objetivo: p95 ≤ ${TARGETS.hover} ms → ${mark(h.p95 <= TARGETS.hover)}

Memoria del servidor tras abrir: RSS ${mb(rssAfterOpen)} · montículo vivo (tras recolectar) ${mb(liveAfterOpen)}
Memoria al final de la prueba:  RSS ${mb(rssEnd)} · montículo vivo ${mb(liveEnd)} (el RSS incluye basura aún no recogida y la reserva de V8)
Sesión larga: el montículo vivo creció ${mb(liveEnd - liveAfterOpen)} en ${version - 1} cambios — objetivo ≤ 20 MB (que nada retenga las versiones viejas del texto) → ${mark(liveEnd - liveAfterOpen <= 20 * 1024 * 1024)}
`);
    const ok = d.median <= TARGETS.diagnostics && c.p95 <= TARGETS.completion && h.p95 <= TARGETS.hover;
    if (!ok) console.log("Algún objetivo no se cumple en esta máquina (la prueba no falla por ser lenta: compara en la misma máquina, en reposo).");
  } finally {
    try {
      await connection.sendRequest("shutdown");
      await connection.sendNotification("exit");
    } catch {
      child.kill();
    }
    await new Promise((r) => {
      if (child.exitCode !== null) return r();
      const timer = setTimeout(() => {
        child.kill();
        r();
      }, 2000);
      child.once("exit", () => {
        clearTimeout(timer);
        r();
      });
    });
    connection.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
