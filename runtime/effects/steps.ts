// The step runner (Reglamento 17): the steps of an ability execute in order, and each
// part that can still be done is done. «Si lo haces» needs the previous sentence done,
// «Luego» does not, «Si <condición>» is checked when its sentence starts, «Puedes» asks
// the controller. State-based checks run after every step (a character at 0 is destroyed
// «inmediatamente», Reglamento 17, 20). What each step does is its handler's business
// (`registry.ts`).
import type { Step } from "../../compiler/ir.js";
import { ask } from "../decide.js";
import { conditionHolds } from "../query.js";
import { checkState } from "../sba.js";
import type { GameState, StepSub } from "../types.js";
import { canPayEssence, payerOf } from "./pay-essence.js";
import { HANDLERS } from "./registry.js";
import { destroyedDuring, subjectCards } from "./subjects.js";
import { stepsOfTask, type Outcome, type StepHandler, type StepsTask } from "./step-task.js";

function newSub(): StepSub {
  return { phase: "fresh", players: [], index: 0, cards: [], done: true };
}

/** Runs steps until done (true) or waiting for a decision or a child task (false). */
export function runSteps(s: GameState, task: StepsTask): boolean {
  const steps = stepsOfTask(s, task);
  while (task.i < steps.length) {
    if (s.result !== null) return true;
    const step = steps[task.i]!;
    if (task.sub === null) {
      if (step.link !== "and") {
        // A new sentence: «Si lo haces» / «Si no lo haces» look at whether the previous
        // sentence was done (Reglamento 17, ruling R31), «Si no, …» at whether it ran.
        if (task.i > 0) {
          task.prev = task.cur;
          task.prevGate = task.gate;
        }
        task.cur = true;
        task.gate = gateOf(step, task);
        if (task.gate && step.condition !== undefined) {
          const act = task.act;
          task.gate = conditionHolds(s, step.condition, act.controller, act.source, (what) => subjectCards(s, act, what), 0, (what) => destroyedDuring(s, act, what));
        }
      }
      if (!task.gate) {
        task.cur = false;
        task.i++;
        continue;
      }
      task.sub = newSub();
    }
    const r = execStep(s, task, step, task.sub);
    if (r === "wait" || r === "child") return false;
    task.cur = task.cur && (r === "done" || r === "doneYield");
    task.sub = null;
    task.i++;
    checkState(s); // ruling R36: destruction is immediate, between steps
    if (r === "doneYield") return false;
  }
  s.lastDone = task.cur;
  return true;
}

function gateOf(step: Step, task: StepsTask): boolean {
  switch (step.link) {
    case "ifYouDid":
      return task.prev;
    case "ifYouDidNot":
      return !task.prev;
    case "otherwise":
      return !task.prevGate;
    default:
      return true;
  }
}

/**
 * The question of a «Puedes …» step, or null when there is nothing to accept: a payment
 * its controller cannot make is not offered (the step is simply not done, so a «Si no lo
 * haces» after it runs).
 */
function optionalPrompt(s: GameState, task: StepsTask, step: Step): string | null {
  const name = s.defs[task.act.def]!.name;
  if (step.kind === "payEssence") {
    if (!canPayEssence(s, task, step)) return null;
    if (step.payer !== undefined && payerOf(s, task, step) !== task.act.controller) {
      return `¿Pagas ${step.amount} Escencia${step.amount === 1 ? "" : "s"} para que no se aplique el efecto de «${name}»?`;
    }
    return `¿Pagas ${step.amount} Escencia${step.amount === 1 ? "" : "s"} por el efecto de «${name}»?`;
  }
  return `¿Aplicas la parte opcional de «${name}»?`;
}

function execStep(s: GameState, task: StepsTask, step: Step, sub: StepSub): Outcome {
  if (step.optional === true && sub.phase === "fresh") {
    // «Puedes»: the controller decides on resolution (Reglamento 23).
    const act = task.act;
    if (task.answer === null) {
      const prompt = optionalPrompt(s, task, step);
      if (prompt === null) return "notDone";
      // «… a menos que su controlador pague»: the one who would pay decides.
      const player = step.kind === "payEssence" ? (payerOf(s, task, step) ?? act.controller) : act.controller;
      ask(s, { kind: "optional", player, prompt, card: act.source });
      return "wait";
    }
    const answer = task.answer;
    task.answer = null;
    if (answer.kind !== "optional" || !answer.accept) return "notDone";
    sub.phase = "accepted";
  }
  return (HANDLERS[step.kind] as StepHandler)(s, task, step, sub);
}
