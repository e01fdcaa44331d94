// «Equipa … a …»: a Reliquia in play gets a character in play as its bearer (Reglamento 21).
import { meetsEquipRequirements, setBearer } from "../engine/bearers.js";
import type { GameState } from "../types.js";
import type { Outcome, StepOf, StepsTask } from "./step-task.js";
import { subjectCards } from "./subjects.js";

export function equip(s: GameState, task: StepsTask, step: StepOf<"equip">): Outcome {
  const relic = subjectCards(s, task.act, step.relic)[0];
  const bearer = subjectCards(s, task.act, step.to)[0];
  if (relic === undefined || bearer === undefined) return "notDone";
  const r = s.cards[relic]!;
  const b = s.cards[bearer]!;
  if (r.zone !== "battlefield" || s.defs[r.def]!.type !== "Reliquia") return "notDone";
  if (b.zone !== "battlefield" || s.defs[b.def]!.type !== "Personaje") return "notDone";
  if (!meetsEquipRequirements(s, relic, bearer, r.controller)) return "notDone"; // «Solo puede equiparse a …»
  setBearer(s, relic, bearer);
  return "done";
}
