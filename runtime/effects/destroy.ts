// «Destruye …»: to the cementerio, with «Cuando … sea destruido» (Reglamento 17, 25),
// except what «no puede ser destruido» (by this kind of source: ruling R73).
import { destructionAllowed } from "../continuous.js";
import { leavePlay } from "../state.js";
import type { Activation, GameState } from "../types.js";
import { doneIf, type Outcome, type StepOf, type StepsTask } from "./step-task.js";
import { rememberLeaving, subjectCards } from "./subjects.js";

/** Whether the ability is a Verso or a rasgo, for «no pueden ser destruidas por Versos de tu oponente». */
export function sourceKind(s: GameState, act: Activation): { kind: "Verso" | "rasgo"; controller: Activation["controller"] } | null {
  const ability = s.defs[act.def]!.abilities[act.ability];
  if (ability === undefined) return null;
  if (ability.kind === "verse") return { kind: "Verso", controller: act.controller };
  if (ability.kind === "trait") return { kind: "rasgo", controller: act.controller };
  return null;
}

export function destroy(s: GameState, task: StepsTask, step: StepOf<"destroy">): Outcome {
  let any = false;
  const by = sourceKind(s, task.act);
  for (const id of subjectCards(s, task.act, step.what)) {
    if (s.cards[id]!.zone !== "battlefield") continue;
    if (!destructionAllowed(s, id, by)) continue;
    rememberLeaving(s, task.act, id);
    leavePlay(s, id, "graveyard", "destroy");
    any = true;
  }
  return doneIf(any);
}
