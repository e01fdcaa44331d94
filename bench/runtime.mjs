// # Prueba de rendimiento del motor de reglas
//
// Objetivo: **al menos 1.000 partidas completas por segundo en un núcleo**, entre dos
// mazos Alianza incluidos (por defecto «Legión de Etheria» contra «Ceniza y Acero»), con
// dos agentes aleatorios y sin registro de eventos (el camino de `simulate`).
//
// Cómo se ejecuta:
//
//     npx tsc -p tsconfig.json      # la prueba usa el motor ya compilado de dist/
//     node bench/runtime.mjs
//
// Opciones (todas opcionales):
//
// | opción               | por defecto          | qué cambia                                   |
// | -------------------- | -------------------- | -------------------------------------------- |
// | `--partidas N`       | 3000                 | partidas medidas (tras 300 de calentamiento) |
// | `--semilla S`        | 1                    | semilla de la primera partida                |
// | `--mazos "A" "B"`    | Legión / Ceniza      | nombres de dos mazos de `cards/mazos/`       |
// | `--eventos`          | no                   | mide también con el registro de eventos      |
//
// Qué mide:
//
// 1. **Partidas por segundo**: N partidas completas (desde la tirada del dado hasta que
//    un Santuario llega a 0 o una baraja se vacía), cada una con su semilla, con
//    `createGame` + `pendingDecision` + `randomAgent` + `applyDecision`. Da también
//    decisiones por segundo y microsegundos por decisión (incluye al agente, que elige
//    entre las opciones legales que el motor le ofrece).
// 2. **Cómo crece el tiempo por decisión con la duración de la partida**: en una segunda
//    pasada (con `performance.now()` alrededor de cada decisión, que añade un poco) agrupa
//    las decisiones por su número de turno y da la media de cada grupo. Si el motor
//    escaneara todas las cartas en cada evento, o copiara el estado en cada decisión, el
//    tiempo subiría con el turno; con los índices por evento debe quedar plano.
// 3. Con `--eventos`, lo mismo con el registro de eventos activo (lo que usa una mesa
//    web que anima la partida).
//
// La prueba no falla por ser lenta (sale con código 0): es para comparar cifras en la
// misma máquina, en reposo. Para ver dónde se va el tiempo:
//
//     node --cpu-prof --cpu-prof-dir=/tmp/perfil bench/runtime.mjs --partidas 2000
//
// y abrir el `.cpuprofile` en las DevTools de Chrome o en VS Code.
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { bundledSet } from "./bundled.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const rt = await import(join(ROOT, "dist/runtime/index.js"));

function option(name, fallback) {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
}
const GAMES = Number(option("--partidas", "3000"));
const SEED = Number(option("--semilla", "1"));
const WITH_EVENTS = process.argv.includes("--eventos");
const mazosAt = process.argv.indexOf("--mazos");
const DECK_NAMES = mazosAt >= 0 ? [process.argv[mazosAt + 1], process.argv[mazosAt + 2]] : ["Legión de Etheria", "Ceniza y Acero"];

const { cardSet, decks } = await bundledSet(ROOT);
const deckA = decks.find((d) => d.name === DECK_NAMES[0]);
const deckB = decks.find((d) => d.name === DECK_NAMES[1]);
if (!deckA || !deckB) {
  console.error(`No encuentro los mazos «${DECK_NAMES[0]}» y «${DECK_NAMES[1]}». Mazos disponibles: ${decks.map((d) => d.name).join(", ")}.`);
  process.exit(1);
}

function playGame(seed, events, timings) {
  const state = rt.createGame({ decks: [deckA, deckB], cards: cardSet, seed, options: { events } });
  const agents = [rt.randomAgent(seed * 2 + 1), rt.randomAgent(seed * 2 + 2)];
  let decisions = 0;
  for (;;) {
    const pending = rt.pendingDecision(state);
    if (pending === null) break;
    const t0 = timings ? performance.now() : 0;
    const decision = agents[pending.player].decide(state, pending);
    const result = rt.applyDecision(state, decision);
    if (timings) {
      const bucket = Math.min(Math.floor((state.turn - 1) / 5), 9);
      timings.time[bucket] += performance.now() - t0;
      timings.count[bucket]++;
    }
    if (!result.ok) throw new Error(`Decisión ilegal: ${result.reason}`);
    decisions++;
  }
  return { decisions, turns: state.turn };
}

function measure(events) {
  for (let i = 0; i < 300; i++) playGame(SEED + 1_000_000 + i, events, null);
  let decisions = 0;
  let turns = 0;
  const t0 = performance.now();
  for (let i = 0; i < GAMES; i++) {
    const r = playGame(SEED + i, events, null);
    decisions += r.decisions;
    turns += r.turns;
  }
  const ms = performance.now() - t0;
  return { ms, decisions, turns };
}

function fmt(n, digits = 0) {
  return n.toLocaleString("es-ES", { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

console.log(`Motor de reglas: «${deckA.name}» contra «${deckB.name}», agentes aleatorios, ${fmt(GAMES)} partidas (semilla ${SEED}).`);
console.log(`Node ${process.version}, un solo hilo.\n`);

const main = measure(false);
const gamesPerSecond = (GAMES / main.ms) * 1000;
console.log("1. Sin registro de eventos (camino de la simulación)");
console.log(`   ${fmt(gamesPerSecond)} partidas por segundo — objetivo 1.000: ${gamesPerSecond >= 1000 ? "cumplido" : "NO cumplido"}`);
console.log(`   ${fmt(main.ms / GAMES, 3)} ms por partida; ${fmt(main.decisions / GAMES, 1)} decisiones y ${fmt(main.turns / GAMES, 1)} turnos de media`);
console.log(`   ${fmt((main.decisions / main.ms) * 1000)} decisiones por segundo, ${fmt((main.ms * 1000) / main.decisions, 2)} µs por decisión (agente incluido)\n`);

const timings = { time: new Array(10).fill(0), count: new Array(10).fill(0) };
for (let i = 0; i < Math.min(GAMES, 2000); i++) playGame(SEED + i, false, timings);
console.log("2. Tiempo por decisión según el turno de la partida (medido decisión a decisión)");
for (let b = 0; b < 10; b++) {
  if (timings.count[b] === 0) continue;
  const label = b === 9 ? "turnos 46 y más" : `turnos ${b * 5 + 1}–${b * 5 + 5}`;
  console.log(`   ${label.padEnd(16)} ${fmt((timings.time[b] * 1000) / timings.count[b], 2).padStart(7)} µs por decisión (${fmt(timings.count[b])} decisiones)`);
}

if (WITH_EVENTS) {
  const ev = measure(true);
  console.log("\n3. Con registro de eventos");
  console.log(`   ${fmt((GAMES / ev.ms) * 1000)} partidas por segundo, ${fmt((ev.ms * 1000) / ev.decisions, 2)} µs por decisión`);
}
