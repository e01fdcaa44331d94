// # Fuerza del agente mcts
//
// Objetivos (issue «Balance simulation»): en partidas espejo (el mismo mazo en los dos
// lados), con los asientos alternados, **≥ 75 % de victorias contra el agente voraz** y
// **≥ 95 % contra el aleatorio**, con el menor presupuesto que lo consiga, y una partida
// completa en menos de 5 s en un núcleo.
//
//     npx tsc -p tsconfig.json
//     node bench/agents.mjs [--presupuestos 10,20,40] [--partidas 40] [--mazos "Legión de Etheria","Ceniza y Acero"] [--rivales voraz,aleatorio] [--hilos N]
//
// Para cada presupuesto, cada mazo y cada rival juega `--partidas` partidas con mcts
// como A y otras tantas con mcts como B (las semillas de las dos mitades son distintas),
// en todos los núcleos. Da la tasa de victorias de mcts (empates como media victoria) con
// su intervalo de Wilson al 95 %, los segundos de CPU por partida (la suma de los hilos
// dividida por las partidas: lo que tardaría una partida en un núcleo) y cómo se gastó el
// presupuesto: qué parte de las decisiones tenía una sola opción sensata (no cuestan nada)
// y qué parte de las partidas simuladas fue a decisiones que acabaron en la opción voraz.
// Sale con 0 aunque no se cumplan los objetivos: es para comparar cifras.
import { cpus } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { bundledSet } from "./bundled.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const { playGames } = await import(join(ROOT, "dist/cli/threads.js"));
const { wilson } = await import(join(ROOT, "dist/runtime/index.js"));

function option(name, fallback) {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
}
const BUDGETS = option("--presupuestos", "5,10,20,40").split(",").map((b) => (b.startsWith("mcts") ? b : `mcts:${b}`));
const GAMES = Number(option("--partidas", "30"));
const DECKS = option("--mazos", "Legión de Etheria,Ceniza y Acero").split(",");
const RIVALS = option("--rivales", "voraz,aleatorio").split(",");
const THREADS = Number(option("--hilos", String(cpus().length)));

const { cardSet, decks } = await bundledSet(ROOT);

const pct = (x) => `${(x * 100).toFixed(1).replace(".", ",")} %`;
console.log(`mcts en espejo, asientos alternados, ${GAMES} + ${GAMES} partidas por mazo y rival, ${THREADS} hilos`);
console.log("presupuesto | rival     | victorias mcts (IC 95 %)         | s CPU/partida | 1 opción | a la voraz");
for (const budget of BUDGETS) {
  for (const rival of RIVALS) {
    let score = 0;
    let n = 0;
    let cpu = 0;
    const search = { decisions: 0, singleOption: 0, playouts: 0, greedyPlayouts: 0 };
    for (const [d, name] of DECKS.entries()) {
      const deck = decks.find((x) => x.name === name);
      if (deck === undefined) throw new Error(`No hay ningún mazo «${name}»: ${decks.map((x) => x.name).join(", ")}`);
      for (const seat of [0, 1]) {
        const agents = seat === 0 ? [budget, rival] : [rival, budget];
        const plan = { cards: cardSet.cards, agents, options: {}, record: false, pairs: [{ deckA: deck, deckB: deck, seed: 1000 + d * 10 + seat, games: GAMES }] };
        const tasks = Array.from({ length: GAMES }, (_, index) => ({ pair: 0, index }));
        const before = process.cpuUsage();
        const played = await playGames(plan, tasks, THREADS, () => undefined);
        // The process's CPU time counts every thread (getrusage of the whole process).
        const used = process.cpuUsage(before);
        cpu += (used.user + used.system) / 1e6;
        const side = seat === 0 ? "A" : "B";
        for (const g of played) {
          n++;
          score += g.summary.winner === side ? 1 : g.summary.winner === null ? 0.5 : 0;
          const c = g.summary.search?.[side];
          if (c !== undefined) {
            search.decisions += c.decisions;
            search.singleOption += c.singleOption;
            search.playouts += c.playouts;
            search.greedyPlayouts += c.greedyPlayouts;
          }
        }
      }
    }
    const rate = wilson(Math.round(score), n);
    console.log(
      `${budget.padEnd(11)} | ${rival.padEnd(9)} | ${pct(score / n).padStart(7)} (${pct(rate.low)} – ${pct(rate.high)}) n=${n} | ${(cpu / n).toFixed(2).padStart(13)} | ${pct(search.singleOption / Math.max(1, search.decisions)).padStart(8)} | ${pct(search.greedyPlayouts / Math.max(1, search.playouts)).padStart(10)}`,
    );
  }
}
