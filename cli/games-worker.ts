// A thread of `playGames`: receives batches of games to play, answers with their results.
import { parentPort, workerData } from "node:worker_threads";
import { playSimulatedGame } from "../runtime/simulate.js";
import { simulationOptions, type GamePlan, type GameTask, type PlayedGame } from "./threads.js";

const plan = workerData as GamePlan;
const options = plan.pairs.map((_, p) => simulationOptions(plan, p));
const port = parentPort!;

port.on("message", (tasks: GameTask[]) => {
  try {
    const played: PlayedGame[] = tasks.map((task) => {
      const { summary, replay } = playSimulatedGame(options[task.pair]!, task.index);
      return { pair: task.pair, summary, replay };
    });
    port.postMessage({ played });
  } catch (error) {
    port.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
port.postMessage({ ready: true });
