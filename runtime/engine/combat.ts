// The Incursión (Reglamento 19, 24), stage by stage from c) (a) and b), declaring and
// activating the Embate, are `performEmbate`): the block, the Duelo with its ordered
// blockers and their Embates, the window for Versos, the simultaneous damage, the end.
import { assertNever } from "../assert.js";
import { damageCard, damageSanctuary } from "../deal-damage.js";
import { ask } from "../decide.js";
import { defInfos, stepsOf } from "../defs.js";
import { blockCandidates, selfCosts, traitCostText, traitCosts, unblockable } from "../options.js";
import { attackOf, hasKeyword, inTraining, limitAllows, nameOf, remainingLife } from "../query.js";
import { cannotActivate, mayActivateDespite, mayBlockDespite } from "../continuous.js";
import { checkState } from "../sba.js";
import { emit, noteActivation, queueEffect, setTurned } from "../state.js";
import type { GameState, LastKnown } from "../types.js";
import { abilityAt, grantedActions } from "./abilities.js";
import { countActivation, payCosts, reportActivation } from "./actions.js";
import { dispatchCardEvent } from "./listeners.js";
import { pushSettle, takeAnswer, type TaskOf } from "./tasks.js";
import { damageWindow } from "./window.js";

type IncursionTask = TaskOf<"incursion">;

export function incursionTask(s: GameState, t: IncursionTask): void {
  const a = s.cards[t.attacker]!;
  const attackerValid = a.inc === t.attackerInc && a.zone === "battlefield";
  switch (t.stage) {
    case "block": {
      // c) the defender decides whether to block.
      if (!attackerValid) {
        t.stage = "end";
        return;
      }
      const candidates = blockCandidates(s, t.defender);
      t.stage = "blockAnswer";
      ask(s, {
        kind: "block",
        player: t.defender,
        prompt: `«${nameOf(s, t.attacker)}» (ataque ${attackOf(s, t.attacker)}) ataca tu Santuario: elige bloqueadores o no bloquees.`,
        attacker: t.attacker,
        candidates,
      });
      return;
    }
    case "blockAnswer": {
      const d = takeAnswer(t);
      const blockers = d.kind === "block" ? d.blockers : [];
      emit(s, { t: "block", attacker: t.attacker, blockers: blockers.slice() });
      if (blockers.length === 0) {
        // c) «Cuando este personaje no sea bloqueado»: before the window and the damage.
        dispatchCardEvent(s, { kind: "notBlocked", subject: t.attacker, object: -1, player: a.controller });
        t.stage = "window";
        return;
      }
      // d) the Duelo starts; every blocker is used up for this turn (Reglamento 13).
      t.blocked = true;
      t.blockers = blockers.slice();
      t.blockerIncs = blockers.map((b) => s.cards[b]!.inc);
      for (const b of blockers) {
        const c = s.cards[b]!;
        c.blocks = c.blocked === s.turn ? c.blocks + 1 : 1;
        c.blocked = s.turn;
      }
      if (blockers.length > 1) {
        t.stage = "blockOrder";
        ask(s, {
          kind: "orderBlockers",
          player: a.controller,
          prompt: "Ordena a los bloqueadores: el ataque se reduce con la vida de cada uno, en ese orden (Reglamento 19).",
          blockers: blockers.slice(),
        });
        return;
      }
      t.stage = "duel";
      return;
    }
    case "blockOrder": {
      const d = takeAnswer(t);
      if (d.kind === "orderBlockers") {
        t.blockers = d.order.slice();
        t.blockerIncs = t.blockers.map((b) => s.cards[b]!.inc);
        emit(s, { t: "blockOrder", blockers: t.blockers.slice() });
      }
      t.stage = "duel";
      return;
    }
    case "duel":
      if (attackerValid) dispatchCardEvent(s, { kind: "isBlocked", subject: t.attacker, object: t.blockers[0] ?? -1, player: a.controller, blockers: t.blockers.length });
      // Reglamento 19: «Si el defensor bloquea, ambos personajes entran en duelo» (ruling R134):
      // the attacker and every blocker at once, before the blockers' own triggers and Embates.
      if (attackerValid) dispatchCardEvent(s, { kind: "entersDuel", subject: t.attacker, object: -1, player: a.controller });
      for (let i = 0; i < t.blockers.length; i++) {
        const b = s.cards[t.blockers[i]!]!;
        if (b.inc === t.blockerIncs[i] && b.zone === "battlefield") dispatchCardEvent(s, { kind: "entersDuel", subject: b.id, object: t.attacker, player: b.controller });
      }
      t.next = 0;
      t.stage = "blockerEmbates";
      return;
    case "blockerEmbates": {
      // d) each blocker in order: its «when it blocks» triggers, then its Embate.
      for (; t.next < t.blockers.length; t.next++) {
        const b = t.blockers[t.next]!;
        const bc = s.cards[b]!;
        if (bc.inc !== t.blockerIncs[t.next] || bc.zone !== "battlefield") continue;
        dispatchCardEvent(s, { kind: "blocks", subject: b, object: t.attacker, player: bc.controller });
        const embate = blockerEmbate(s, b);
        if (embate === null) continue;
        const [def, ei] = embate;
        const ability = abilityAt(s, def, ei)!;
        if (ability.kind !== "trait" || ability.costs.length === 0) {
          activateBlockerEmbate(s, b, def, ei);
          continue;
        }
        // Ruling R43: a costed Embate is activated only if its controller can pay and
        // chooses to (Reglamento 12); otherwise the character blocks without it.
        const paid = traitCosts(s, bc.controller, ability, b);
        if (paid === null) continue;
        t.stage = "blockerEmbateAnswer";
        ask(s, {
          kind: "blockerEmbate",
          player: bc.controller,
          prompt: `«${nameOf(s, b)}» bloquea: ¿activas su Embate?${traitCostText(paid)} Si no pagas, bloquea sin activarlo (Reglamento 12, 19).`,
          card: b,
          ability: ei,
          cost: paid.cost,
          costs: paid.costs,
        });
        return;
      }
      t.stage = "window";
      pushSettle(s);
      return;
    }
    case "blockerEmbateAnswer": {
      const d = takeAnswer(t);
      const b = t.blockers[t.next]!;
      const bc = s.cards[b]!;
      const embate = blockerEmbate(s, b);
      const ability = embate === null ? undefined : abilityAt(s, embate[0], embate[1]);
      if (d.kind === "blockerEmbate" && d.activate && embate !== null && ability !== undefined && ability.kind === "trait") {
        // Reglamento 12: paid in full, up front; nothing changed since the question.
        const paid = traitCosts(s, bc.controller, ability, b)!;
        const sacrificed: LastKnown[] = [];
        payCosts(s, bc.controller, paid.cost, paid.costs, d.costs, { paidFor: -1, source: b, self: selfCosts(ability.costs), sacrificed });
        activateBlockerEmbate(s, b, embate[0], embate[1], sacrificed);
      }
      t.next++;
      t.stage = "blockerEmbates";
      return;
    }
    case "window":
      // e) the window for Versos before damage.
      t.stage = "damage";
      s.tasks.push(damageWindow(s));
      return;
    case "damage": {
      // f) simultaneous damage.
      const duel = attackerValid && t.blocked ? duelists(s, t) : null;
      if (attackerValid) combatDamage(s, t);
      if (duel !== null) s.duel = duel.map((d) => d.id);
      checkState(s);
      delete s.duel;
      if (s.result !== null) return;
      if (duel !== null) duelOutcome(s, t, duel);
      // Reglamento 13: blockers that survive are turned after damage (unless «no se gira después de bloquear»); «… bloquee y sobreviva al duelo» fires.
      for (let i = 0; i < t.blockers.length; i++) {
        const b = s.cards[t.blockers[i]!]!;
        if (b.inc === t.blockerIncs[i] && b.zone === "battlefield") {
          if (!mayBlockDespite(s, b.id, "staysUntapped")) setTurned(s, b.id, true);
          dispatchCardEvent(s, { kind: "blocks", subject: b.id, object: t.attacker, player: b.controller, survived: true });
        }
      }
      t.stage = "end";
      pushSettle(s);
      return;
    }
    case "end":
      // g) the Incursión ends, and with it the shields of «en ese duelo».
      s.attacker = -1;
      if (s.effects.some((e) => e.kind === "shield" && e.thisDuel === true)) s.effects = s.effects.filter((e) => e.kind !== "shield" || e.thisDuel !== true);
      emit(s, { t: "incursionEnd", attacker: t.attacker });
      s.tasks.pop();
      return;
    default:
      assertNever(t.stage);
  }
}

/**
 * The Embate a blocker activates by blocking (Reglamento 19, ruling R28), as [definition,
 * index]: its own, else one a «tiene «Embate»» static gives it (rulings R62, R89); null
 * when it has none, or one it cannot activate (training stage, Reglamento 13; an unmet
 * Límite, Reglamento 24; «no puede activar su Embate», R79).
 */
function blockerEmbate(s: GameState, b: number): [number, number] | null {
  const bc = s.cards[b]!;
  let def = bc.def;
  let ei = defInfos(s.defs)[bc.def]!.embate;
  if (ei < 0) {
    const granted = grantedActions(s, b);
    for (let k = 0; k < granted.length && ei < 0; k += 2) {
      const a = abilityAt(s, granted[k]!, granted[k + 1]!);
      if (a !== undefined && a.kind === "trait" && a.trait === "Embate") {
        def = granted[k]!;
        ei = granted[k + 1]!;
      }
    }
  }
  if (ei < 0 || (inTraining(s, b) && !mayActivateDespite(s, b, "Embate", "training")) || !limitAllows(s, bc.controller, def, ei) || cannotActivate(s, b, "Embate")) return null;
  return [def, ei];
}

/** A blocker's Embate is activated: it counts (Límite, Imbatible) and its effect waits to run (ruling R24). */
function activateBlockerEmbate(s: GameState, b: number, def: number, ei: number, paid: LastKnown[] = []): void {
  const bc = s.cards[b]!;
  countActivation(s, bc.controller, "Embate", def, ei);
  noteActivation(s, b, "Embate");
  bc.embates++;
  emit(s, { t: "embate", player: bc.controller, card: b });
  if (stepsOf(abilityAt(s, def, ei)!).length > 0) queueEffect(s, "embate", b, ei, bc.controller, def, paid);
  reportActivation(s, bc.controller, b, "Embate");
}

/** The characters of a duel as it starts its damage, each with what it can deal (Reglamento 19). */
interface Duelist {
  id: number;
  inc: number;
  attack: number;
  attacker: boolean;
}

function duelists(s: GameState, t: IncursionTask): Duelist[] {
  const out: Duelist[] = [{ id: t.attacker, inc: t.attackerInc, attack: attackOf(s, t.attacker), attacker: true }];
  for (let i = 0; i < t.blockers.length; i++) {
    const b = s.cards[t.blockers[i]!]!;
    if (b.inc === t.blockerIncs[i] && b.zone === "battlefield") out.push({ id: b.id, inc: b.inc, attack: attackOf(s, b.id), attacker: false });
  }
  return out;
}

/**
 * After the damage of a duel (ruling R107): each character the other side destroyed was
 * destroyed by those of that side that dealt damage («… destruya a un personaje en un
 * duelo»), and each still in play survived it («… sobreviva a un duelo»). Who destroyed whom
 * stays on the task for «el personaje que lo destruyó» (ruling R136).
 */
function duelOutcome(s: GameState, t: IncursionTask, duel: Duelist[]): void {
  const alive = (d: Duelist): boolean => s.cards[d.id]!.inc === d.inc && s.cards[d.id]!.zone === "battlefield";
  const gone = duel.filter((d) => !alive(d));
  const kills: number[] = [];
  for (const victim of gone) {
    for (const killer of duel) {
      if (killer.attacker === victim.attacker || killer.attack <= 0) continue;
      kills.push(killer.id, victim.id);
      dispatchCardEvent(s, { kind: "destroysInDuel", subject: killer.id, object: victim.id, player: s.cards[killer.id]!.controller });
    }
  }
  if (kills.length > 0) t.kills = kills;
  for (const d of duel) if (alive(d)) dispatchCardEvent(s, { kind: "survivesDuel", subject: d.id, object: -1, player: s.cards[d.id]!.controller });
}

/**
 * Reglamento 19, 24: unblocked → the attacker's Ataque to the Santuario. Blocked → the
 * attack is reduced blocker by blocker in the attacker's order by what each needs to be
 * destroyed (1 with Letal); without Devastar the last blocker takes the rest and nothing
 * reaches the Santuario, even if every blocker left; with Devastar the excess (all of it
 * if no blocker remains) goes to the Santuario. Every blocker deals its Ataque to the
 * attacker. All at the same time (ruling R29).
 */
function combatDamage(s: GameState, t: IncursionTask): void {
  const attacker = t.attacker;
  const atk = Math.max(0, attackOf(s, attacker));
  if (!t.blocked) {
    damageSanctuary(s, attacker, t.defender, atk, true);
    return;
  }
  const living: number[] = [];
  for (let i = 0; i < t.blockers.length; i++) {
    const b = s.cards[t.blockers[i]!]!;
    if (b.inc === t.blockerIncs[i] && b.zone === "battlefield") living.push(b.id);
  }
  const devastar = hasKeyword(s, attacker, "Devastar");
  const letal = hasKeyword(s, attacker, "Letal");
  const toBlockers: number[] = [];
  let remaining = atk;
  for (let i = 0; i < living.length; i++) {
    const b = living[i]!;
    const needed = Math.max(0, remainingLife(s, b));
    const need = letal ? Math.min(1, needed) : needed;
    const give = i === living.length - 1 && !devastar ? remaining : Math.min(remaining, need);
    toBlockers.push(give);
    remaining -= give;
  }
  const toAttacker = living.map((b) => Math.max(0, attackOf(s, b)));
  for (let i = 0; i < living.length; i++) damageCard(s, attacker, living[i]!, toBlockers[i]!, true);
  for (let i = 0; i < living.length; i++) damageCard(s, living[i]!, attacker, toAttacker[i]!, true);
  if (devastar && remaining > 0) damageSanctuary(s, attacker, t.defender, remaining, true);
}
