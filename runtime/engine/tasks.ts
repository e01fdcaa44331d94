// What every task handler shares: the task of a kind, and taking the answer a decision
// left in it.
import type { Decision, GameState, Task } from "../types.js";

export type TaskOf<K extends Task["k"]> = Extract<Task, { k: K }>;

export function takeAnswer<T extends { answer: Decision | null }>(task: T): Decision {
  const d = task.answer!;
  task.answer = null;
  return d;
}

/** State checks and waiting effects run next (Reglamento 17, 25). */
export function pushSettle(s: GameState): void {
  s.tasks.push({ k: "settle", answer: null });
}
