// «Elige una de ellas», «Puedes revelar un personaje de entre ellas»: a choice on
// resolution (not a target, Reglamento 23) among the cards found before, by the
// controller of the ability; the chosen cards are bound for the steps after (`as`).
import type { Subject } from "../../compiler/ir.js";
import { cardIs } from "../query.js";
import { emit } from "../state.js";
import type { Activation, GameState, StepSub } from "../types.js";
import { chooseRange } from "./choice.js";
import { doneIf, type Outcome, type StepOf, type StepsTask } from "./step-task.js";
import { bindFound, subjectCards } from "./subjects.js";

function prompt(min: number, max: number): string {
  if (min === max) return `Elige ${max} carta(s) de entre las que encontraste.`;
  if (min === 0 && max > 0) return `Elige hasta ${max} carta(s) de entre las que encontraste (puedes no elegir ninguna).`;
  return `Elige de ${min} a ${max} carta(s) de entre las que encontraste.`;
}

/**
 * What a choice may pick from. Among cards found earlier, only those still where they were
 * found: in «Mira las tres primeras cartas de tu baraja. Pon una en tu mano y dos en tu
 * cementerio», the second choice does not offer the card already in the hand (ruling R86).
 */
function pool(s: GameState, act: Activation, from: Subject): number[] {
  if (from.kind !== "found") return subjectCards(s, act, from);
  const still = subjectCards(s, act, { kind: "rest", of: from.ref });
  const f = from.filter;
  return f === undefined ? still : still.filter((id) => cardIs(s, id, f, act.controller, act.source));
}

export function choose(s: GameState, task: StepsTask, step: StepOf<"choose">, sub: StepSub): Outcome {
  const act = task.act;
  if (sub.phase !== "started") {
    const f = step.filter;
    sub.cards = pool(s, act, step.from).filter((id) => f === undefined || cardIs(s, id, f, act.controller, act.source));
    sub.phase = "started";
  }
  const n = sub.cards.length;
  const count = step.count;
  const max = "exactly" in count ? Math.min(count.exactly, n) : "upTo" in count ? Math.min(count.upTo, n) : n;
  // Reglamento 23: «“Elige X” significa que deben elegirse exactamente esa cantidad, si ello es posible».
  const min = "exactly" in count ? max : 0;
  const chosen = chooseRange(s, task, act.controller, sub.cards, min, max, "choose", prompt(min, max));
  if (chosen === null) return "wait";
  const zone = n > 0 ? s.cards[sub.cards[0]!]!.zone : "deck";
  bindFound(s, act, step.as, chosen, zone);
  if (step.reveal === true && chosen.length > 0) emit(s, { t: "reveal", player: act.controller, cards: chosen.slice() });
  return doneIf(chosen.length > 0);
}
