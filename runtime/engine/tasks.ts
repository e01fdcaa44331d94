// What every task handler shares: the task of a kind, and taking the answer a decision
// left in it.
import type { Decision, GameState, Task } from "../types.js";

export type TaskOf<K extends Task["k"]> = Extract<Task, { k: K }>;

/**
 * The answer a decision left in the task, taken out of it. It is the caller's object:
 * whatever the engine keeps of it beyond this step (a list of targets, a damage split)
 * it copies, so the caller may change or reuse the decision after `applyDecision`.
 */
export function takeAnswer<T extends { answer: Decision | null }>(task: T): Decision {
  const d = task.answer!;
  task.answer = null;
  return d;
}

/** A list a decision gave, copied: the decision stays the caller's (`takeAnswer`). */
export function copyList(list: readonly number[] | undefined): number[] {
  return list === undefined ? [] : list.slice();
}

/** State checks and waiting effects run next (Reglamento 17, 25). */
export function pushSettle(s: GameState): void {
  s.tasks.push({ k: "settle", answer: null });
}
