// «… no puede bloquear este turno», «No se enderezan durante la próxima Alba de su
// controlador», «… no pueden activar su Embate hasta el final de su próximo turno»: a
// restriction that lasts (continuous.ts says where it binds). The cards of each
// controller get their own end, since «su próximo turno» is theirs (ruling R71).
import { emit } from "../state.js";
import type { GameState, LastingEffect } from "../types.js";
import { addLasting, affectedPlayer, byController, expiryOf, outlastsTurn, scopeOf } from "./lasting.js";
import type { Outcome, StepOf, StepsTask } from "./step-task.js";

export function restrict(s: GameState, task: StepsTask, step: StepOf<"restrict">): Outcome {
  const act = task.act;
  const whole = scopeOf(s, act, step.what);
  if (whole === null) return "notDone";
  for (const scope of (outlastsTurn(step.duration) ? byController(s, whole) : [whole])) {
    const until = expiryOf(s, step.duration, affectedPlayer(s, act, scope), act.controller);
    const effect: LastingEffect = { kind: "restrict", restriction: step.restriction, scope, source: act.source, controller: act.controller, until };
    // «No se endereza durante tu próxima Alba»: not in another player's Alba before it (ruling R96).
    if (step.duration === "duringYourNextAlba") effect.onlyInAlbaOf = act.controller;
    addLasting(s, effect);
  }
  emit(s, {
    t: "restriction",
    player: act.controller,
    restriction: step.restriction.kind,
    cards: whole.kind === "cards" ? whole.ids.slice() : [],
    // «Los personajes que tu oponente controle …»: the log names whose.
    players: whole.kind === "players" ? whole.players.slice() : whole.kind === "filter" && whole.filter.controller !== undefined ? [affectedPlayer(s, act, whole)] : [],
  });
  return "done";
}
