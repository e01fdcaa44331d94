// Plays the games of a simulation or a tournament on several worker threads. A game's
// result depends only on its pair and index (its seeds come from them), never on which
// thread played it or when, so the results — sorted by index afterwards — are the same
// for any number of threads. Games are handed out a few at a time as threads finish, so
// a thread that drew long games does not leave the others idle.
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { CardDefinition, DeckDefinition } from "../compiler/ir.js";
import { playSimulatedGame, type GameReplay, type SimulationOptions } from "../runtime/simulate.js";
import type { GameSummary } from "../runtime/simulation-stats.js";
import type { GameOptions } from "../runtime/types.js";

/** Everything a thread needs to play any game of a run (plain data: it is copied to each thread). */
export interface GamePlan {
  cards: CardDefinition[];
  agents: [string, string];
  options: Partial<GameOptions>;
  record: boolean;
  pairs: { deckA: DeckDefinition; deckB: DeckDefinition; seed: number; games: number }[];
}

export interface GameTask {
  pair: number;
  index: number;
}

export interface PlayedGame {
  pair: number;
  summary: GameSummary;
  replay: GameReplay | null;
}

export function defaultThreads(): number {
  return availableParallelism();
}

export function simulationOptions(plan: GamePlan, pair: number): SimulationOptions {
  const p = plan.pairs[pair]!;
  return { deckA: p.deckA, deckB: p.deckB, cards: plan.cards, games: p.games, seed: p.seed, agents: plan.agents, options: plan.options, record: plan.record };
}

/**
 * Games handed to a thread at a time (guided scheduling): a share of what is left, so
 * cheap games travel in large batches and the last ones in small ones, and no thread waits
 * long for another's last batch.
 */
function batchSize(left: number, workers: number): number {
  return Math.max(1, Math.min(256, Math.floor(left / (workers * 4))));
}

/**
 * Plays `tasks` on `threads` threads (1: on this thread, no worker). `onGame` sees each
 * game as it ends, in the order they end.
 */
export async function playGames(plan: GamePlan, tasks: readonly GameTask[], threads: number, onGame: (game: PlayedGame) => void): Promise<PlayedGame[]> {
  const played: PlayedGame[] = [];
  const take = (game: PlayedGame): void => {
    played.push(game);
    onGame(game);
  };
  const workers = Math.max(1, Math.min(threads, tasks.length));
  if (workers <= 1) {
    const options = plan.pairs.map((_, p) => simulationOptions(plan, p));
    for (const task of tasks) {
      const { summary, replay } = playSimulatedGame(options[task.pair]!, task.index);
      take({ pair: task.pair, summary, replay });
    }
    return played;
  }
  let next = 0;
  const batch = (): GameTask[] => {
    const out = tasks.slice(next, next + batchSize(tasks.length - next, workers));
    next += out.length;
    return out;
  };
  await new Promise<void>((resolve, reject) => {
    let running = workers;
    let failed = false;
    const pool: Worker[] = [];
    for (let w = 0; w < workers; w++) {
      const worker = new Worker(new URL("./games-worker.js", import.meta.url), { workerData: plan });
      pool.push(worker);
      worker.on("message", (message: { played?: PlayedGame[]; ready?: true; error?: string }) => {
        if (message.error !== undefined) {
          failed = true;
          for (const other of pool) void other.terminate();
          reject(new Error(message.error));
          return;
        }
        for (const game of message.played ?? []) take(game);
        const work = batch();
        if (work.length > 0) worker.postMessage(work);
        else void worker.terminate();
      });
      worker.on("error", (error) => {
        if (failed) return;
        failed = true;
        for (const other of pool) void other.terminate();
        reject(error);
      });
      worker.on("exit", () => {
        running--;
        if (running === 0 && !failed) resolve();
      });
    }
  });
  return played;
}
