// The engine: a continuation stack of plain-data tasks (`GameState.tasks`). `run`
// executes the top task until a player must decide (`state.pending`) or the game ends.
// Every handler is re-entrant: when it asks, it stores its progress in the task (a named
// stage) and the answer arrives in `task.answer`. Because the whole machine is data, a
// state can be serialized at any decision and resumed anywhere.
import { assertNever } from "../assert.js";
import { runSteps } from "../effects/steps.js";
import type { ActionOption, GameState } from "../types.js";
import { resolveTask } from "./chain.js";
import { incursionTask } from "./combat.js";
import { enterTask } from "./enter.js";
import { setupTask } from "./setup.js";
import { effectTask, settleTask } from "./triggers.js";
import { cleanupTask, phaseStartTask, transitionTask, turnTask } from "./turn.js";
import { CYCLE_STEPS, cycleSource, vanishCycle, WATCH_STEPS } from "./cycles.js";
import { windowTask } from "./window.js";

/**
 * Runs until someone must decide. `option` is the legal option the decision just applied
 * matched (the window that asked receives it, so it is not looked up twice).
 */
export function run(s: GameState, option: ActionOption | null = null): void {
  let matched = option;
  // Reglamento 25: steps since the last decision, and past CYCLE_STEPS the cards the cycle runs.
  let steps = 0;
  let cycle: Set<number> | null = null;
  while (s.result === null && s.pending === null) {
    const task = s.tasks[s.tasks.length - 1];
    if (task === undefined) throw new Error("El motor se quedó sin tareas: estado inconsistente.");
    if (++steps > CYCLE_STEPS) {
      cycle ??= new Set();
      const source = cycleSource(task);
      if (source !== undefined) cycle.add(source);
      if (steps > CYCLE_STEPS + WATCH_STEPS) {
        vanishCycle(s, [...cycle]);
        steps = 0;
        cycle = null;
        continue;
      }
    }
    switch (task.k) {
      case "setup":
        setupTask(s, task);
        break;
      case "turn":
        turnTask(s);
        break;
      case "phaseStart":
        phaseStartTask(s, task);
        break;
      case "window":
        windowTask(s, task, matched);
        break;
      case "resolve":
        resolveTask(s, task);
        break;
      case "steps":
        if (runSteps(s, task) && s.tasks[s.tasks.length - 1] === task) s.tasks.pop();
        break;
      case "settle":
        settleTask(s, task);
        break;
      case "effect":
        effectTask(s, task);
        break;
      case "incursion":
        incursionTask(s, task);
        break;
      case "enter":
        enterTask(s, task);
        break;
      case "transition":
        transitionTask(s, task);
        break;
      case "cleanup":
        cleanupTask(s, task);
        break;
      default:
        assertNever(task);
    }
    matched = null;
  }
}
