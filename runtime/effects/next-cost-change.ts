// «El próximo Verso que juegues este turno cuesta 2 menos» (Reglamento 0, 12): a change to
// the cost of the next card of the filter its controller plays, kept with the lasting
// effects until that card is played (actions.ts) or the turn ends.
import type { GameState, LastingEffect } from "../types.js";
import { addLasting, expiryOf } from "./lasting.js";
import type { Outcome, StepOf, StepsTask } from "./step-task.js";

export function nextCostChange(s: GameState, task: StepsTask, step: StepOf<"nextCostChange">): Outcome {
  const p = task.act.controller;
  const effect: Extract<LastingEffect, { kind: "nextCost" }> = { kind: "nextCost", player: p, filter: step.filter, delta: step.delta, source: task.act.source, until: expiryOf(s, step.duration, p, p) };
  if (step.floor !== undefined) effect.floor = step.floor;
  addLasting(s, effect);
  return "done";
}
