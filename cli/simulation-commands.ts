// `cronicas simular`, `cronicas torneo` and `cronicas unir`: balance runs on every core,
// split into shards for other machines, merged back into exactly the report one run gives.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { compile, compileDecks, readDeckSources, readSources, writeFileAtomic, type Diagnostic } from "../compiler/index.js";
import type { DeckDefinition } from "../compiler/ir.js";
import { agentSpecError } from "../runtime/agent-specs.js";
import { agentNames, fragmentIndices, simulationResult, type Fragment, type SimulationResult } from "../runtime/simulate.js";
import { simulationReport, tournamentReport } from "../runtime/simulation-report.js";
import type { GameSummary } from "../runtime/simulation-stats.js";
import { pairSeed, roundRobinPairs, tournamentGames, tournamentResult, type TournamentResult } from "../runtime/tournament.js";
import { ioReason } from "./io-reason.js";
import { simulationHtml, tournamentHtml } from "./simulation-html.js";
import { defaultThreads, playGames, type GamePlan, type GameTask, type PlayedGame } from "./threads.js";

export interface RunCliOptions {
  partidas: string;
  semilla: string;
  agente?: string;
  agentes?: string;
  cartas: string[];
  json?: boolean;
  hilos?: string;
  fragmento?: string;
  informe?: string;
  guardarPartidas?: string;
}

export interface MergeCliOptions {
  json?: boolean;
  informe?: string;
}

export const MAX_SEED = 4_294_967_295;

type Printer = (diagnostics: Diagnostic[]) => void;

/** A run's identity in its JSON: shards of different cards, decks, agents or engine options do not merge. */
function fingerprint(plan: GamePlan): string {
  const hash = createHash("sha256");
  hash.update(JSON.stringify([plan.cards, plan.pairs, plan.agents, plan.options]));
  return hash.digest("hex").slice(0, 16);
}

function positiveInteger(text: string, what: string): number | string {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : `${what} debe ser un número entero positivo, no «${text}».`;
}

function parseFragment(text: string | undefined): Fragment | null | string {
  if (text === undefined) return null;
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = m === null ? NaN : Number(m[1]);
  const count = m === null ? NaN : Number(m[2]);
  if (!(count >= 1 && index >= 0 && index < count)) {
    return `--fragmento es «i/n», con n fragmentos numerados de 0 a n−1 (p. ej. «--fragmento 0/4» … «--fragmento 3/4»), no «${text}».`;
  }
  return { index, count };
}

interface RunSettings {
  games: number;
  seed: number;
  agents: [string, string];
  threads: number;
  fragment: Fragment | null;
}

function settingsOf(options: RunCliOptions): RunSettings | string {
  const games = positiveInteger(options.partidas, "--partidas");
  if (typeof games === "string") return games;
  const seed = positiveInteger(options.semilla, "--semilla");
  if (typeof seed === "string") return seed;
  // The engine's generator takes a 32-bit seed: a larger one would repeat the games of another.
  if (seed > MAX_SEED) return `--semilla admite de 1 a ${MAX_SEED}, no «${options.semilla}».`;
  if (options.agente !== undefined && options.agentes !== undefined) return "escribe los agentes una sola vez: --agente o --agentes, no las dos.";
  const text = options.agentes ?? options.agente ?? "aleatorio";
  const agents = text.split(",").map((a) => a.trim());
  if (agents.length > 2 || agents.some((a) => a === "")) return `--agente admite un agente para los dos mazos o dos separados por coma (p. ej. «mcts,voraz»), no «${text}».`;
  const bad = agents.map(agentSpecError).find((e) => e !== null);
  if (bad !== undefined && bad !== null) return `--agente: ${bad}`;
  const threads = options.hilos === undefined ? defaultThreads() : positiveInteger(options.hilos, "--hilos");
  if (typeof threads === "string") return threads;
  const fragment = parseFragment(options.fragmento);
  if (typeof fragment === "string") return fragment;
  return { games, seed, agents: [agents[0]!, agents[1] ?? agents[0]!], threads, fragment };
}

/** Cards and decks, compiled; null (after printing why) when they do not validate. */
async function loadDecks(cardPaths: string[], deckPaths: string[], print: Printer, needed: number): Promise<{ plan: Omit<GamePlan, "agents" | "pairs" | "record" | "options">; decks: DeckDefinition[] } | null> {
  const cards = await readSources(cardPaths);
  const compiled = compile(cards.sources);
  // The same file twice is a mirror match: one deck, read once, played by both.
  const unique = [...new Map(deckPaths.map((p) => [resolve(p), p] as const)).values()];
  const deckSources = await readDeckSources(unique);
  const decks = compileDecks(deckSources.sources, compiled.cardSet);
  const diagnostics = [...cards.diagnostics, ...compiled.diagnostics, ...deckSources.diagnostics, ...decks.diagnostics];
  print(diagnostics);
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  if (errors > 0 || decks.decks.length < Math.min(needed, unique.length)) {
    process.stderr.write(`No se simuló nada: los mazos y sus cartas deben validar sin errores (${errors === 1 ? "1 error" : `${errors} errores`}).\n`);
    return null;
  }
  return { plan: { cards: compiled.cardSet.cards }, decks: decks.decks };
}

/** `\r[#####.....] 120/500 partidas · quedan 35 s` on a terminal; nothing when stderr is piped. */
function progress(total: number): { tick: () => void; end: () => void } {
  const tty = process.stderr.isTTY === true;
  const start = performance.now();
  let done = 0;
  let shown = 0;
  return {
    tick() {
      done++;
      const now = performance.now();
      if (!tty || (now - shown < 200 && done < total)) return;
      shown = now;
      const width = 30;
      const filled = Math.round((done / total) * width);
      const left = ((now - start) / done) * (total - done);
      const eta = done === total ? "" : ` · quedan ${left >= 60_000 ? `${Math.floor(left / 60_000)} min ${Math.round((left % 60_000) / 1000)} s` : `${Math.ceil(left / 1000)} s`}`;
      process.stderr.write(`\r[${"#".repeat(filled)}${".".repeat(width - filled)}] ${done}/${total} partidas${eta}\x1b[K`);
    },
    end() {
      if (tty && done > 0) process.stderr.write("\n");
    },
  };
}

async function play(plan: GamePlan, tasks: GameTask[], settings: RunSettings, replays: string | undefined, name: (game: PlayedGame) => string): Promise<PlayedGame[]> {
  const bar = progress(tasks.length);
  const writes: Promise<void>[] = [];
  try {
    return await playGames(plan, tasks, settings.threads, (game) => {
      bar.tick();
      if (replays !== undefined && game.replay !== null) writes.push(writeFileAtomic(join(replays, name(game)), JSON.stringify(game.replay) + "\n"));
      // Kept only until written: a long run does not hold every replay in memory.
      game.replay = null;
    });
  } finally {
    bar.end();
    await Promise.all(writes);
  }
}

async function publish(result: SimulationResult | TournamentResult, text: string, html: () => string, options: { json?: boolean; informe?: string }): Promise<number> {
  if (options.informe !== undefined) {
    try {
      await writeFileAtomic(options.informe, html());
    } catch (error) {
      process.stderr.write(`cronicas: no se pudo escribir el informe ${options.informe}: ${ioReason(error)}\n`);
      return 1;
    }
  }
  process.stdout.write(options.json === true ? JSON.stringify(result, null, 2) + "\n" : text + "\n");
  return 0;
}

function pad(n: number, total: number): string {
  return String(n).padStart(String(Math.max(0, total - 1)).length, "0");
}

export async function simulateCommand(deckA: string, deckB: string, options: RunCliOptions, print: Printer): Promise<number> {
  const settings = settingsOf(options);
  if (typeof settings === "string") {
    process.stderr.write(`cronicas: ${settings}\n`);
    return 2;
  }
  const loaded = await loadDecks(options.cartas, [deckA, deckB], print, 2);
  if (loaded === null) return 1;
  const byPath = (path: string): DeckDefinition => loaded.decks.find((d) => resolve(d.range.file) === resolve(path)) ?? loaded.decks[0]!;
  const [a, b] = [byPath(deckA), byPath(deckB)];
  const plan: GamePlan = { ...loaded.plan, agents: settings.agents, options: {}, record: options.guardarPartidas !== undefined, pairs: [{ deckA: a, deckB: b, seed: settings.seed, games: settings.games }] };
  const tasks = fragmentIndices(settings.games, settings.fragment).map((index) => ({ pair: 0, index }));
  const played = await play(plan, tasks, settings, options.guardarPartidas, (g) => `partida-${pad(g.summary.index, settings.games)}.json`);
  const result = simulationResult(
    { deckA: a.name, deckB: b.name, agents: agentNames({ agents: settings.agents, deckA: a, deckB: b }), seed: settings.seed, total: settings.games, fragment: settings.fragment },
    played.map((g) => g.summary),
  );
  return publish({ ...result, fingerprint: fingerprint(plan) }, simulationReport(result), () => simulationHtml(result), options);
}

export async function tournamentCommand(deckPaths: string[], options: RunCliOptions, print: Printer): Promise<number> {
  const settings = settingsOf(options);
  if (typeof settings === "string") {
    process.stderr.write(`cronicas: ${settings}\n`);
    return 2;
  }
  const loaded = await loadDecks(options.cartas, deckPaths, print, 2);
  if (loaded === null) return 1;
  const decks = [...new Map(loaded.decks.map((d) => [d.name, d] as const)).values()];
  if (decks.length < 2) {
    process.stderr.write(`cronicas: un torneo necesita al menos dos mazos distintos; encontré ${decks.length === 1 ? `solo «${decks[0]!.name}»` : "ninguno"}. Escribe p. ej. «cronicas torneo cards/mazos».\n`);
    return 2;
  }
  const pairs = roundRobinPairs(decks.length);
  const plan: GamePlan = {
    ...loaded.plan,
    agents: settings.agents,
    options: {},
    record: options.guardarPartidas !== undefined,
    pairs: pairs.map(([i, j], p) => ({ deckA: decks[i]!, deckB: decks[j]!, seed: pairSeed(settings.seed, p), games: settings.games })),
  };
  const tasks = tournamentGames(pairs.length, settings.games, settings.fragment);
  const played = await play(plan, tasks, settings, options.guardarPartidas, (g) => `emparejamiento-${pad(g.pair, pairs.length)}-partida-${pad(g.summary.index, settings.games)}.json`);
  const byPair: GameSummary[][] = pairs.map(() => []);
  for (const g of played) byPair[g.pair]!.push(g.summary);
  const result = tournamentResult(
    { decks: decks.map((d) => d.name), agents: agentNames({ agents: settings.agents, deckA: decks[0]!, deckB: decks[1]! }), seed: settings.seed, gamesPerPair: settings.games, fragment: settings.fragment },
    byPair,
  );
  return publish({ ...result, fingerprint: fingerprint(plan) }, tournamentReport(result), () => tournamentHtml(result), options);
}

type Shard = (SimulationResult | TournamentResult) & { fingerprint?: string };

function isTournament(shard: Shard): shard is TournamentResult & { fingerprint?: string } {
  return "matches" in shard;
}

/** What a shard file must hold to be merged, checked before trusting its fields. */
function shardShapeError(value: unknown): string | null {
  if (value === null || typeof value !== "object") return "no es un objeto JSON";
  const v = value as Record<string, unknown>;
  if (Array.isArray(v["matches"])) {
    if (!Array.isArray(v["decks"]) || typeof v["gamesPerPair"] !== "number") return "le faltan «decks» o «gamesPerPair»";
    return (v["matches"] as unknown[]).every((m) => m !== null && typeof m === "object" && Array.isArray((m as Record<string, unknown>)["games"])) ? null : "un emparejamiento no tiene «games»";
  }
  if (!Array.isArray(v["games"]) || typeof v["total"] !== "number" || typeof v["deckA"] !== "string") return "no tiene «games», «total» ni «deckA» de «cronicas simular --json»";
  return null;
}

/** The fields every shard of one run shares. */
function runHead(shard: Shard): string {
  return isTournament(shard)
    ? JSON.stringify(["torneo", shard.decks, shard.agents, shard.seed, shard.gamesPerPair, shard.fingerprint ?? null])
    : JSON.stringify(["simulación", shard.deckA, shard.deckB, shard.agents, shard.seed, shard.total, shard.fingerprint ?? null]);
}

/** Missing and repeated game indices of one pair, as Spanish text, or null. */
function coverageError(games: readonly GameSummary[], total: number, where: string): string | null {
  const seen = new Array<number>(total).fill(0);
  for (const g of games) if (g.index >= 0 && g.index < total) seen[g.index]!++;
  const missing = seen.flatMap((n, i) => (n === 0 ? [i] : []));
  const repeated = seen.flatMap((n, i) => (n > 1 ? [i] : []));
  const list = (xs: number[]): string => (xs.length > 8 ? `${xs.slice(0, 8).join(", ")}… (${xs.length})` : xs.join(", "));
  if (repeated.length > 0) return `${where}: las partidas ${list(repeated)} están en más de un archivo (¿el mismo fragmento dos veces?).`;
  if (missing.length > 0) return `${where}: faltan las partidas ${list(missing)} de ${total} (¿falta algún fragmento?).`;
  return null;
}

export async function mergeCommand(paths: string[], options: MergeCliOptions): Promise<number> {
  const shards: Shard[] = [];
  for (const path of paths) {
    let value: unknown;
    try {
      value = JSON.parse(await readFile(path, "utf8"));
    } catch (error) {
      const reason = error instanceof SyntaxError ? `no es JSON válido (${error.message})` : ioReason(error);
      process.stderr.write(`cronicas: ${path}: ${reason}. «cronicas unir» une los archivos que escribe «cronicas simular … --fragmento i/n --json».\n`);
      return 1;
    }
    const shape = shardShapeError(value);
    if (shape !== null) {
      process.stderr.write(`cronicas: ${path}: ${shape}; «cronicas unir» une los archivos que escribe «cronicas simular … --fragmento i/n --json» (o «cronicas torneo … --json»).\n`);
      return 1;
    }
    shards.push(value as Shard);
  }
  const first = shards[0]!;
  const head = runHead(first);
  const stranger = shards.findIndex((s) => runHead(s) !== head);
  if (stranger >= 0) {
    process.stderr.write(`cronicas: ${paths[stranger]} es de otra ejecución que ${paths[0]} (otros mazos, cartas, agentes, semilla o número de partidas): solo se unen fragmentos de la misma orden.\n`);
    return 1;
  }
  const fingerprintOf = first.fingerprint === undefined ? {} : { fingerprint: first.fingerprint };
  if (isTournament(first)) {
    const pairs = roundRobinPairs(first.decks.length);
    const byPair = pairs.map((_, p) => shards.flatMap((s) => ((s as TournamentResult).matches[p]?.games ?? [])));
    for (const [p, games] of byPair.entries()) {
      const [i, j] = pairs[p]!;
      const error = coverageError(games, first.gamesPerPair, `«${first.decks[i]}» contra «${first.decks[j]}»`);
      if (error !== null) {
        process.stderr.write(`cronicas: ${error}\n`);
        return 1;
      }
    }
    const result = tournamentResult({ decks: first.decks, agents: first.agents, seed: first.seed, gamesPerPair: first.gamesPerPair, fragment: null }, byPair);
    return publish({ ...result, ...fingerprintOf }, tournamentReport(result), () => tournamentHtml(result), options);
  }
  const sim = first as SimulationResult;
  const games = shards.flatMap((s) => (s as SimulationResult).games);
  const error = coverageError(games, sim.total, `«${sim.deckA}» contra «${sim.deckB}»`);
  if (error !== null) {
    process.stderr.write(`cronicas: ${error}\n`);
    return 1;
  }
  const result = simulationResult({ deckA: sim.deckA, deckB: sim.deckB, agents: sim.agents, seed: sim.seed, total: sim.total, fragment: null }, games);
  return publish({ ...result, ...fingerprintOf }, simulationReport(result), () => simulationHtml(result), options);
}
