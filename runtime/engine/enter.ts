// A Personaje or Reliquia just entered the battlefield (Reglamento 12, 13, 18, 24, 25):
// Mítica first, its «Al entrar en juego» abilities, then the offer of its Resplandor
// (a character's or a relic's, ruling R44), only when its costs can be paid.
import { assertNever } from "../assert.js";
import { ask } from "../decide.js";
import { declarationsOf, defInfos } from "../defs.js";
import { effectTargetOptions, selfCosts, targetSlots, traitCostText, traitCosts, type TraitCosts } from "../options.js";
import { limitAllows, other } from "../query.js";
import { cannotActivate } from "../continuous.js";
import { emit, leavePlay, noteActivation, queueTriggers, setTurned } from "../state.js";
import type { Activation, GameState, LastKnown, PlayerId, TargetOption } from "../types.js";
import { countActivation, paidPart, payCosts, reportActivation } from "./actions.js";
import { pushChain } from "./chain.js";
import { pushSettle, takeAnswer, type TaskOf } from "./tasks.js";
import { fillTargets } from "./triggers.js";
import { chainWindow } from "./window.js";

export function enterTask(s: GameState, e: TaskOf<"enter">): void {
  const c = s.cards[e.card]!;
  switch (e.stage) {
    case "mitica": {
      if (c.inc !== e.inc || c.zone !== "battlefield") {
        s.tasks.pop();
        return;
      }
      const def = s.defs[c.def]!;
      // Reglamento 24, 25: Mítica first — the earlier copy is sent (not destroyed) to the cementerio.
      if (def.keywords.includes("Mítica")) {
        for (const p of [0, 1] as const) {
          for (const id of s.players[p].battlefield.slice()) {
            if (id !== e.card && s.defs[s.cards[id]!.def]!.name === def.name) leavePlay(s, id, "graveyard", "mitica");
          }
        }
      }
      queueTriggers(s, e.card, "entersPlay", c.controller);
      e.stage = "resplandor";
      return;
    }
    case "resplandor": {
      const def = s.defs[c.def]!;
      const ai = defInfos(s.defs)[c.def]!.resplandor[0];
      // Reglamento 13: the training stage does not stop Resplandor. Reglamento 18: characters
      // and relics have it («los personajes o reliquias que activan su Rasgo al entrar en juego»).
      const holder = def.type === "Personaje" || def.type === "Reliquia";
      if (!holder || ai === undefined || c.inc !== e.inc || c.zone !== "battlefield" || !limitAllows(s, c.controller, c.def, ai) || cannotActivate(s, e.card, "Resplandor")) {
        e.stage = "done";
        return;
      }
      const usable = targetableOptions(s, c.def, ai, c.controller, e.card);
      // Reglamento 12: a trait whose costs cannot all be paid cannot be activated, so it is not offered.
      const paid = resplandorCosts(s, e.card, ai);
      if (usable.length === 0 || paid === null) {
        e.stage = "done";
        return;
      }
      e.stage = "resplandorAnswer";
      ask(s, {
        kind: "resplandor",
        player: c.controller,
        prompt: `¿Activas el Resplandor de «${def.name}»?${traitCostText(paid)}${def.type === "Personaje" ? " Si lo haces, entra en juego girado (Reglamento 13)." : ""}`,
        card: e.card,
        ability: ai,
        options: usable,
        cost: paid.cost,
        costs: paid.costs,
      });
      return;
    }
    case "resplandorAnswer": {
      const d = takeAnswer(e);
      e.stage = "done";
      const activate = d.kind === "resplandor" && d.activate;
      emit(s, { t: "resplandor", card: e.card, activated: activate });
      if (!activate || d.kind !== "resplandor") return;
      const ai = defInfos(s.defs)[c.def]!.resplandor[0]!;
      const p = c.controller;
      // Reglamento 12: paid in full, up front. Nothing changed since the question, so the
      // slots are the ones the answer was checked against.
      const paid = resplandorCosts(s, e.card, ai)!;
      const ability = s.defs[c.def]!.abilities[ai]!;
      const sacrificed: LastKnown[] = [];
      payCosts(s, p, paid.cost, paid.costs, d.costs, { paidFor: -1, source: e.card, self: ability.kind === "trait" ? selfCosts(ability.costs) : [], sacrificed });
      // Reglamento 13: the character enters turned (unless it paid a cost by leaving play).
      // A Reliquia does not turn (ruling R44).
      if (s.defs[c.def]!.type === "Personaje" && c.inc === e.inc) setTurned(s, e.card, true);
      countActivation(s, p, "Resplandor", c.def, ai);
      noteActivation(s, e.card, "Resplandor");
      const act: Activation = { source: e.card, sourceInc: e.inc, controller: p, def: c.def, ability: ai, choice: -1, targets: [], divide: [], ...paidPart(sacrificed) };
      fillTargets(s, act, d.choice ?? -1, d.targets, d.divide);
      pushChain(s, { kind: "trait", act, trait: "Resplandor", bearer: -1, bearerInc: 0, vincular: false, prohibited: false });
      reportActivation(s, p, e.card, "Resplandor");
      // Reglamento 15, 16: the opponent may answer a Resplandor.
      s.tasks.push(chainWindow(other(p)));
      return;
    }
    case "done":
      s.tasks.pop();
      pushSettle(s);
      return;
    default:
      assertNever(e.stage);
  }
}

/** The costs of the Resplandor of the card that entered, or null when they cannot be paid. */
function resplandorCosts(s: GameState, card: number, ai: number): TraitCosts | null {
  const c = s.cards[card]!;
  const ability = s.defs[c.def]!.abilities[ai]!;
  return ability.kind === "trait" ? traitCosts(s, c.controller, ability, card) : null;
}

/** Target options of a trait being activated: a required target must exist (Reglamento 23). */
function targetableOptions(s: GameState, def: number, ai: number, controller: PlayerId, source: number): TargetOption[] {
  const ability = s.defs[def]!.abilities[ai]!;
  const chooseStep = defInfos(s.defs)[def]!.chooseStep[ai] ?? -1;
  const all = effectTargetOptions(s, def, ai, controller, source);
  return all.filter((o) => targetSlots(s, declarationsOf(ability, chooseStep, o.choice), controller, source, true) !== null);
}
