// Prueba de rendimiento del compilador: `npm run bench:compilar`.
//
// Genera 10.000 cartas sintéticas (bench/synthetic.mjs) en ~20 archivos de una
// carpeta temporal y mide:
//   a) compile() dentro del proceso, sobre los textos ya leídos: una vuelta de
//      calentamiento y la mediana de 5 vueltas; después, la memoria de montículo usada;
//   b) el proceso entero `node bin/cronicas.js compilar <tmp> --salida <tmp2> --formato json` (IR y esquema):
//      mediana de 3 ejecuciones, tiempo de reloj.
// Objetivo: 10.000 cartas en menos de 1 s.
//
// Opciones: --cartas N (10000), --archivos N (20), --vueltas N (5), --procesos N (3).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { generateFiles } from "./synthetic.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const TARGET_MS = 1000;

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  if (i === -1) return fallback;
  const value = Number(process.argv[i + 1]);
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`bench: --${name} necesita un número entero positivo, p. ej. «--${name} ${fallback}».`);
    process.exit(2);
  }
  return value;
}

const CARDS = option("cartas", 10_000);
const FILES = option("archivos", 20);
const RUNS = option("vueltas", 5);
const PROCESSES = option("procesos", 3);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const ms = (x) => `${x.toFixed(0).padStart(6)} ms`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const number = (n) => n.toLocaleString("es-ES");

// Un GC forzado antes de leer el montículo, para que la cifra no dependa de
// cuándo le tocó al recolector.
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc");
const heapAfterGc = () => {
  gc();
  return process.memoryUsage().heapUsed;
};

const library = join(root, "dist", "compiler", "index.js");
if (!existsSync(library)) {
  console.error("bench: falta dist/compiler/index.js. Compila primero el proyecto con «npm run build» y vuelve a probar.");
  process.exit(1);
}
const { compile } = await import(library);

const input = await mkdtemp(join(tmpdir(), "cronicas-bench-"));
const output = await mkdtemp(join(tmpdir(), "cronicas-bench-salida-"));
try {
  // --- Datos ---------------------------------------------------------------
  const generated = generateFiles(CARDS, FILES);
  for (const file of generated) await writeFile(join(input, file.name), file.text, "utf8");
  const sources = [];
  for (const file of generated) {
    const path = join(input, file.name);
    sources.push({ path, text: await readFile(path, "utf8") });
  }
  const bytes = sources.reduce((n, s) => n + Buffer.byteLength(s.text), 0);
  const lines = sources.reduce((n, s) => n + s.text.split("\n").length, 0);

  // --- a) compile() en el proceso ---------------------------------------------
  const heapBefore = heapAfterGc();
  const warm = compile(sources);
  const errors = warm.diagnostics.filter((d) => d.severity === "error");
  if (!warm.ok || warm.cardSet.cards.length !== CARDS || warm.diagnostics.length > 0) {
    console.error(
      `bench: las cartas sintéticas no compilan limpias (${warm.cardSet.cards.length} cartas, ${errors.length} errores, ` +
        `${warm.diagnostics.length - errors.length} avisos). Primer diagnóstico:`,
    );
    const d = warm.diagnostics[0];
    if (d) console.error(`  ${d.file}:${d.range.start.line}:${d.range.start.column}: [${d.code}] ${d.message}`);
    process.exitCode = 1;
  } else {
    // Lo que ocupa un resultado vivo (el de la vuelta de calentamiento).
    const heapRetained = heapAfterGc() - heapBefore;
    const times = [];
    let last;
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      last = compile(sources);
      times.push(performance.now() - t0);
    }
    const heapUsed = process.memoryUsage().heapUsed;
    const irBytes = Buffer.byteLength(JSON.stringify(last.cardSet));
    const inProcess = median(times);

    // --- b) el proceso entero -------------------------------------------------
    const wall = [];
    let failure;
    for (let i = 0; i < PROCESSES; i++) {
      const t0 = performance.now();
      const run = spawnSync(process.execPath, [join(root, "bin", "cronicas.js"), "compilar", input, "--salida", output, "--formato", "json"], {
        cwd: root,
        encoding: "utf8",
      });
      wall.push(performance.now() - t0);
      if (run.status !== 0) failure = `salida ${run.status}: ${(run.stderr || run.stdout).trim().split("\n").slice(-3).join(" / ")}`;
    }
    const whole = median(wall);

    // --- Informe -------------------------------------------------------------
    const verdict = (x) => (x < TARGET_MS ? "cumple el objetivo" : "NO cumple el objetivo");
    console.log(`Rendimiento del compilador de Crónicas (Node ${process.version}, ${process.platform}/${process.arch})`);
    console.log("");
    console.log(`Entrada: ${number(CARDS)} cartas sintéticas en ${generated.length} archivos, ${mb(bytes)}, ${number(lines)} líneas.`);
    console.log(`Objetivo: ${number(CARDS)} cartas en menos de ${TARGET_MS} ms (el objetivo está fijado para 10.000 cartas).`);
    console.log("");
    console.log(`a) compile() en el proceso (mediana de ${RUNS} vueltas tras 1 de calentamiento)`);
    console.log(`   mediana ${ms(inProcess)}   mín ${ms(Math.min(...times))}   máx ${ms(Math.max(...times))}   → ${verdict(inProcess)}`);
    console.log(`   por carta: ${((inProcess * 1000) / CARDS).toFixed(1)} µs · IR en JSON: ${mb(irBytes)}`);
    console.log(`   montículo usado después: ${mb(heapUsed)} (sin forzar el GC) · retenido por el resultado: ${mb(heapRetained)} (tras un GC)`);
    console.log("");
    console.log(`b) node bin/cronicas.js compilar <carpeta> --salida <carpeta> --formato json (mediana de ${PROCESSES}, tiempo de reloj)`);
    console.log(`   mediana ${ms(whole)}   mín ${ms(Math.min(...wall))}   máx ${ms(Math.max(...wall))}   → ${verdict(whole)}`);
    console.log("   (incluye arrancar Node, cargar el compilador, leer los archivos y escribir cartas.json)");
    if (failure) {
      console.error(`\nbench: el comando compilar falló (${failure}).`);
      process.exitCode = 1;
    }
  }
} finally {
  await rm(input, { recursive: true, force: true });
  await rm(output, { recursive: true, force: true });
}
