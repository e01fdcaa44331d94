// # Simulación en todos los núcleos
//
// Objetivo (issue «Balance simulation»): con 2 núcleos, **≥ 1,8 veces** las partidas por
// segundo de un solo hilo, y los mismos resultados con cualquier número de hilos.
//
//     npx tsc -p tsconfig.json
//     node bench/threads.mjs [--partidas 2000] [--agente voraz] [--hilos N]
//
// Juega las mismas partidas (Legión de Etheria contra Ceniza y Acero) con 1 hilo y con N
// (por omisión, uno por núcleo), alternando las rondas para que el ruido de la máquina
// afecte a las dos por igual, y da partidas por segundo de cada una, el cociente y si los
// resultados coinciden. Con `--agente mcts:10` mide el caso en que cada partida cuesta
// segundos (el que de verdad necesita los núcleos). Sale con 0 aunque no llegue al
// objetivo: es para comparar cifras.
import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const { compile, compileDecks } = await import(join(ROOT, "dist/compiler/index.js"));
const { playGames } = await import(join(ROOT, "dist/cli/threads.js"));

function option(name, fallback) {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
}
const AGENT = option("--agente", "voraz");
const GAMES = Number(option("--partidas", AGENT.startsWith("mcts") ? "40" : "2000"));
const THREADS = Number(option("--hilos", String(availableParallelism())));
const ROUNDS = 3;

const cardsDir = join(ROOT, "cards");
const sources = readdirSync(cardsDir)
  .filter((n) => n.endsWith(".carta"))
  .map((n) => ({ path: `cards/${n}`, text: readFileSync(join(cardsDir, n), "utf8") }));
const { cardSet } = compile(sources);
const deckSources = readdirSync(join(cardsDir, "mazos"))
  .filter((n) => n.endsWith(".mazo"))
  .map((n) => ({ path: `cards/mazos/${n}`, text: readFileSync(join(cardsDir, "mazos", n), "utf8") }));
const { decks } = compileDecks(deckSources, cardSet);
const deckA = decks.find((d) => d.name === "Legión de Etheria");
const deckB = decks.find((d) => d.name === "Ceniza y Acero");
const plan = { cards: cardSet.cards, agents: [AGENT, AGENT], options: {}, record: false, pairs: [{ deckA, deckB, seed: 1, games: GAMES }] };
const tasks = Array.from({ length: GAMES }, (_, index) => ({ pair: 0, index }));

async function measure(threads) {
  const start = performance.now();
  const played = await playGames(plan, tasks, threads, () => undefined);
  const seconds = (performance.now() - start) / 1000;
  const summaries = played.map((g) => g.summary).sort((a, b) => a.index - b.index);
  return { rate: GAMES / seconds, text: JSON.stringify(summaries) };
}

const best = { one: 0, many: 0 };
let same = true;
for (let round = 0; round < ROUNDS; round++) {
  const one = await measure(1);
  const many = await measure(THREADS);
  best.one = Math.max(best.one, one.rate);
  best.many = Math.max(best.many, many.rate);
  same &&= one.text === many.text;
}
const fmt = (x) => x.toFixed(x < 10 ? 2 : 0).replace(".", ",");
console.log(`${GAMES} partidas ${AGENT} contra ${AGENT}, mejor de ${ROUNDS} rondas alternas`);
console.log(`1 hilo:   ${fmt(best.one)} partidas/s`);
console.log(`${THREADS} hilos: ${fmt(best.many)} partidas/s`);
console.log(`cociente: ${(best.many / best.one).toFixed(2).replace(".", ",")}× (objetivo ≥ 1,8× con 2 núcleos: ${best.many / best.one >= 1.8 ? "cumplido" : "NO cumplido"})`);
console.log(`mismos resultados con 1 y ${THREADS} hilos: ${same ? "sí" : "NO"}`);
