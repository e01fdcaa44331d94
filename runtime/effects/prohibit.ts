// Prohibir (Reglamento 18): «la próxima carta / el próximo Rasgo de Talento que fuera a
// resolverse» waits for the resolution it catches; a targeted card on the chain is
// prohibited now, unless its controller pays the extra Escencias.
import { ask } from "../decide.js";
import { prohibitionAllowed } from "../continuous.js";
import { chainItemOf, untappedEssence } from "../query.js";
import { emit, payEssence } from "../state.js";
import type { GameState, Prohibition, StepSub } from "../types.js";
import type { Outcome, StepOf, StepsTask } from "./step-task.js";
import { subjectCards } from "./subjects.js";

export function prohibitNext(s: GameState, task: StepsTask, step: StepOf<"prohibitNext">): Outcome {
  const controller = task.act.controller;
  const prohibition: Prohibition = { what: step.what, unlessPays: step.unlessPays ?? 0, controller };
  if (step.thisTurn === true) prohibition.thisTurn = true;
  if (step.opponents === true) prohibition.opponents = true;
  s.prohibitions.push(prohibition);
  emit(s, { t: "prohibition", player: controller, what: step.what, unlessPays: step.unlessPays ?? 0 });
  return "done";
}

export function prohibitTarget(s: GameState, task: StepsTask, step: StepOf<"prohibitTarget">, sub: StepSub): Outcome {
  const ids = subjectCards(s, task.act, step.what);
  const unlessPays = step.unlessPays ?? 0;
  if (sub.phase !== "started") {
    sub.cards = ids;
    sub.index = 0;
    sub.done = false;
    sub.phase = "started";
  }
  while (sub.index < sub.cards.length) {
    const id = sub.cards[sub.index]!;
    // A played card, or the trait its card activated («Prohíbe un rasgo de Talento»).
    const item = chainItemOf(s, id);
    if (item === undefined) {
      sub.index++;
      continue;
    }
    // «no puede ser prohibido» (ruling R125): chosen all the same, nothing happens to it, and no one is asked to pay.
    if (item.kind === "card" && !prohibitionAllowed(s, id)) {
      sub.index++;
      continue;
    }
    const payer = item.act.controller;
    if (unlessPays > 0 && untappedEssence(s, payer) >= unlessPays) {
      if (task.answer === null) {
        ask(s, {
          kind: "payOrProhibit",
          player: payer,
          prompt:
            item.kind === "trait"
              ? `Paga ${unlessPays} Escencia(s) adicionales o el ${item.trait} de «${s.defs[s.cards[id]!.def]!.name}» queda prohibido.`
              : `Paga ${unlessPays} Escencia(s) adicionales o «${s.defs[s.cards[id]!.def]!.name}» queda prohibida.`,
          card: id,
          amount: unlessPays,
        });
        return "wait";
      }
      const answer = task.answer;
      task.answer = null;
      if (answer.kind === "payOrProhibit" && answer.pay) {
        payEssence(s, payer, unlessPays);
        emit(s, { t: "paidToAvoid", player: payer, card: id, amount: unlessPays });
        sub.index++;
        continue;
      }
    }
    item.prohibited = true;
    sub.done = true;
    sub.index++;
  }
  return sub.done ? "done" : "notDone";
}
