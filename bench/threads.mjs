// # Simulación en todos los núcleos
//
// Objetivo (issue «Balance simulation»): con 2 núcleos, **≥ 1,8 veces** las partidas por
// segundo de un solo hilo, y los mismos resultados con cualquier número de hilos.
//
//     npx tsc -p tsconfig.json
//     node bench/threads.mjs [--partidas 2000] [--agente voraz] [--hilos N]
//
// Corre la orden entera `cronicas simular` (Legión de Etheria contra Ceniza y Acero) con 1
// hilo y con N (por omisión, uno por núcleo), alternando las rondas para que el ruido de la
// máquina afecte a las dos por igual, y da el tiempo y las partidas por segundo de cada una,
// el cociente y si los resultados coinciden. Ojo: en esta máquina de 2 núcleos, dos procesos
// que juegan partidas a la vez van cada uno un ~23 % más lentos que uno solo (caché y memoria
// compartidas; una cuenta pura de CPU no lo sufre), así que el techo está cerca de 1,6×. Con `--agente mcts:10` mide el caso en que cada partida cuesta
// segundos (el que de verdad necesita los núcleos). Sale con 0 aunque no llegue al
// objetivo: es para comparar cifras.
import { spawnSync } from "node:child_process";
import { availableParallelism } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const CLI = join(ROOT, "bin", "cronicas.js");

function option(name, fallback) {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
}
const AGENT = option("--agente", "voraz");
const GAMES = Number(option("--partidas", AGENT.startsWith("mcts") ? "40" : "3000"));
const THREADS = Number(option("--hilos", String(availableParallelism())));
const ROUNDS = 3;

/** The whole command, as a designer runs it: start-up, compile, games, report. */
function measure(threads) {
  const args = [CLI, "simular", "cards/mazos/legion-de-etheria.mazo", "cards/mazos/ceniza-y-acero.mazo", "--partidas", String(GAMES), "--agente", AGENT, "--hilos", String(threads), "--json"];
  const start = performance.now();
  const r = spawnSync(process.execPath, args, { cwd: ROOT, encoding: "utf8", maxBuffer: 1 << 30 });
  const seconds = (performance.now() - start) / 1000;
  if (r.status !== 0) throw new Error(r.stderr);
  return { seconds, text: r.stdout };
}

const best = { one: Infinity, many: Infinity };
let same = true;
for (let round = 0; round < ROUNDS; round++) {
  const one = measure(1);
  const many = measure(THREADS);
  best.one = Math.min(best.one, one.seconds);
  best.many = Math.min(best.many, many.seconds);
  same &&= one.text === many.text;
}
const fmt = (x) => x.toFixed(2).replace(".", ",");
const ratio = best.one / best.many;
console.log(`cronicas simular: ${GAMES} partidas ${AGENT} contra ${AGENT}, orden completa, mejor de ${ROUNDS} rondas alternas`);
console.log(`1 hilo:   ${fmt(best.one)} s (${Math.round(GAMES / best.one)} partidas/s)`);
console.log(`${THREADS} hilos: ${fmt(best.many)} s (${Math.round(GAMES / best.many)} partidas/s)`);
console.log(`cociente: ${fmt(ratio)}× (objetivo ≥ 1,8× con 2 núcleos: ${ratio >= 1.8 ? "cumplido" : "NO cumplido"})`);
console.log(`mismos resultados con 1 y ${THREADS} hilos: ${same ? "sí" : "NO"}`);
