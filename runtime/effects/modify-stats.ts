// «… obtiene +N de ataque y +M de vida [de forma permanente | hasta el final de su
// próximo turno]» (Reglamento 20): a character's modifiers, or a Santuario's life
// (Reglamento 23). «por cada …» multiplies the change by the cards counted on resolution.
import { countMatching } from "../query.js";
import { emit } from "../state.js";
import type { Expiry, GameState } from "../types.js";
import { addLasting, expiryOf, outlastsTurn } from "./lasting.js";
import { doneIf, type Outcome, type StepOf, type StepsTask } from "./step-task.js";
import { subjectCards } from "./subjects.js";

export function modifyStats(s: GameState, task: StepsTask, step: StepOf<"modifyStats">): Outcome {
  const act = task.act;
  const times = step.perEach === undefined ? 1 : countMatching(s, step.perEach, act.controller, act.source);
  const attack = step.attack * times;
  const life = step.life * times;
  if (attack === 0 && life === 0) return "notDone";
  let any = false;
  const permanent = step.duration === "permanent";
  // Longer than the turn: kept with the permanent modifiers and undone when it ends (effects/lasting.ts).
  const lasting = outlastsTurn(step.duration);
  for (const id of subjectCards(s, act, step.what)) {
    const c = s.cards[id]!;
    let until: Expiry | null = null;
    if (c.zone === "sanctuary") {
      if (permanent) s.players[c.owner].life += life;
      else c.tLife += life;
    } else if ((c.zone === "battlefield" || c.zone === "chain") && s.defs[c.def]!.type === "Personaje") {
      // A character still waiting on the chain («Cuando consumas esta Escencia para pagar el
      // coste de un personaje, ese personaje obtiene …») keeps the change when it enters
      // play, and loses it if it does not (state.ts, ruling R87).
      if (permanent || lasting) {
        c.atk += attack;
        c.life += life;
        if (lasting) {
          until = expiryOf(s, step.duration, c.controller, act.controller);
          addLasting(s, { kind: "stats", id, inc: c.inc, attack, life, until });
        }
      } else {
        c.tAtk += attack;
        c.tLife += life;
      }
    } else continue;
    any = true;
    emit(s, until !== null && until.at !== "never" && until.at !== "cleanup" ? { t: "stats", card: id, attack, life, permanent, until: { at: until.at, player: until.player } } : { t: "stats", card: id, attack, life, permanent });
  }
  return doneIf(any);
}
