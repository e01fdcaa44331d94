// Triggered abilities and blockers' Embates (Reglamento 19, 25): they do not use the
// chain. `settle` runs the state checks and then the waiting effects, the active
// player's first, each player ordering their own (ruling R24).
import { assertNever } from "../assert.js";
import { ask } from "../decide.js";
import { declarationsOf, defInfos, stepsOf } from "../defs.js";
import { newSteps } from "../effects/step-task.js";
import { effectTargetOptions } from "../options.js";
import { checkState } from "../sba.js";
import { emit } from "../state.js";
import type { Activation, GameState, QueuedEffect, TargetChoice } from "../types.js";
import { abilityAt } from "./abilities.js";
import { copyList, takeAnswer, type TaskOf } from "./tasks.js";

export function settleTask(s: GameState, t: TaskOf<"settle">): void {
  checkState(s);
  if (s.result !== null) return;
  if (s.queue.length === 0) {
    s.tasks.pop();
    return;
  }
  let mine = s.queue.filter((q) => q.controller === s.active);
  if (mine.length === 0) mine = s.queue.filter((q) => q.controller !== s.active);
  let chosen: QueuedEffect;
  if (t.answer !== null) {
    const d = takeAnswer(t);
    chosen = mine[d.kind === "nextEffect" ? d.index : 0] ?? mine[0]!;
  } else if (mine.length > 1 && mine.some((q) => q.def !== mine[0]!.def || q.ability !== mine[0]!.ability)) {
    ask(s, {
      kind: "nextEffect",
      player: mine[0]!.controller,
      prompt: "Varios efectos tuyos esperan: elige cuál se ejecuta primero.",
      effects: mine.map((q) => ({ card: q.source, ability: q.ability })),
    });
    return;
  } else chosen = mine[0]!;
  s.queue.splice(s.queue.indexOf(chosen), 1);
  s.tasks.push({ k: "effect", q: chosen, stage: "announce", act: null, answer: null });
}

export function effectTask(s: GameState, e: TaskOf<"effect">): void {
  const q = e.q;
  const ability = abilityAt(s, q.def, q.ability)!;
  switch (e.stage) {
    case "announce": {
      if (q.kind === "delayed") {
        // Its targets were declared with the ability that created it (ruling R63).
        emit(s, { t: "delayed", card: q.source, player: q.controller, fired: true });
        e.act = q.act!;
        e.stage = "done";
        s.tasks.push({ ...newSteps(e.act), list: q.steps ?? [] });
        return;
      }
      e.act = { source: q.source, sourceInc: q.sourceInc, controller: q.controller, def: q.def, ability: q.ability, choice: -1, targets: [], divide: [] };
      if (q.event !== undefined) e.act.event = q.event;
      if (q.paid !== undefined) e.act.paid = q.paid;
      emit(s, { t: "trigger", card: q.source, ability: q.ability, player: q.controller });
      const needs = ability.kind !== "static" && (ability.targets.length > 0 || (defInfos(s.defs)[q.def]!.chooseStep[q.ability] ?? -1) >= 0);
      if (needs) {
        e.stage = "targets";
        ask(s, {
          kind: "targets",
          player: q.controller,
          prompt: `Elige los objetivos de «${s.defs[q.def]!.name}».`,
          card: q.source,
          ability: q.ability,
          options: effectTargetOptions(s, q.def, q.ability, q.controller, q.source),
        });
        return;
      }
      e.stage = "run";
      return;
    }
    case "targets": {
      const d = takeAnswer(e);
      if (d.kind === "targets") fillTargets(s, e.act!, d.choice ?? -1, d.targets, d.divide);
      e.stage = "run";
      return;
    }
    case "run":
      e.stage = "done";
      if (stepsOf(ability).length > 0) s.tasks.push(newSteps(e.act!));
      return;
    case "done":
      s.tasks.pop();
      return;
    default:
      assertNever(e.stage);
  }
}

/** Records the targets declared for an ability outside the chain (a trigger, a Resplandor). */
export function fillTargets(s: GameState, act: Activation, choice: number, targets: TargetChoice | undefined, divide: number[] | undefined): void {
  act.choice = choice;
  const ability = abilityAt(s, act.def, act.ability)!;
  const decls = declarationsOf(ability, defInfos(s.defs)[act.def]!.chooseStep[act.ability] ?? -1, choice);
  act.targets = decls.map((decl) => {
    const values = (targets ?? {})[decl.id] ?? [];
    const player = decl.what.kind === "player";
    return { id: decl.id, player, values: values.slice(), incs: values.map((v) => (player ? 0 : s.cards[v]!.inc)) };
  });
  act.divide = copyList(divide);
}
