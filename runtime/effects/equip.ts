// «Equipa … a …»: a Reliquia in play gets a character in play as its bearer (ruling R33:
// the effect moves it even if it was equipped); «Cambia de portador …» moves one already
// equipped to another character (Reglamento 21: «Cambiar de portador una Reliquia
// significa mover una Reliquia equipada desde un personaje a otro personaje valido»).
import { meetsEquipRequirements, setBearer } from "../engine/bearers.js";
import type { GameState } from "../types.js";
import { doneIf, type Outcome, type StepOf, type StepsTask } from "./step-task.js";
import { subjectCards } from "./subjects.js";

export function equip(s: GameState, task: StepsTask, step: StepOf<"equip">): Outcome {
  const bearer = subjectCards(s, task.act, step.to)[0];
  if (bearer === undefined) return "notDone";
  const b = s.cards[bearer]!;
  if (b.zone !== "battlefield" || s.defs[b.def]!.type !== "Personaje") return "notDone";
  let any = false;
  for (const relic of subjectCards(s, task.act, step.relic)) {
    const r = s.cards[relic]!;
    if (r.zone !== "battlefield" || s.defs[r.def]!.type !== "Reliquia") continue;
    // «Cambia de portador» needs a bearer to move from; a plain «Equipa» moves it anyway (ruling R33).
    if (r.bearer === bearer || (step.changeBearer === true && r.bearer < 0)) continue;
    if (!meetsEquipRequirements(s, relic, bearer, r.controller)) continue; // «Solo puede equiparse a …»
    setBearer(s, relic, bearer);
    any = true;
  }
  return doneIf(any);
}
