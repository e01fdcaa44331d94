// The contract between the step runner and the effect handlers. A handler executes one
// IR step and says how it went; one that needs a decision keeps its progress in `sub`,
// asks, and returns "wait": the runner calls it again with the answer in `task.answer`.
import type { Step, StepKind } from "../../compiler/ir.js";
import { stepsOf } from "../defs.js";
import type { Activation, GameState, StepSub, Task } from "../types.js";

export type StepsTask = Extract<Task, { k: "steps" }>;

/**
 * - `done` / `notDone`: whether the step was done, for «Si lo haces» (Reglamento 17);
 * - `wait`: a decision is pending;
 * - `child`: a child task was pushed; the step finishes when it returns;
 * - `doneYield`: done, and a task was pushed that must run before the next step.
 */
export type Outcome = "done" | "notDone" | "wait" | "child" | "doneYield";

export type StepOf<K extends StepKind> = Extract<Step, { kind: K }>;

export type StepHandler<S extends Step = Step> = (s: GameState, task: StepsTask, step: S, sub: StepSub) => Outcome;

export function doneIf(done: boolean): Outcome {
  return done ? "done" : "notDone";
}

/** The steps of an activation; `nest` is the index of the «Elige uno» step whose chosen option runs, or -1. */
export function newSteps(act: Activation, nest = -1): StepsTask {
  return { k: "steps", act, nest, i: 0, prev: true, cur: true, gate: true, prevGate: true, sub: null, answer: null };
}

/** The steps a task runs: its own list (a delayed ability), the ability's, or the chosen option's of its «Elige uno». */
export function stepsOfTask(s: GameState, task: StepsTask): Step[] {
  if (task.list !== undefined) return task.list;
  const ability = s.defs[task.act.def]!.abilities[task.act.ability];
  if (ability === undefined) return [];
  const steps = stepsOf(ability);
  if (task.nest < 0) return steps;
  const choose = steps[task.nest];
  if (choose === undefined || choose.kind !== "chooseOne") return [];
  return choose.options[task.act.choice]?.steps ?? [];
}
