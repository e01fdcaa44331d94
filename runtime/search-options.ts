// The decisions a searching agent weighs: a handful of sensible answers to a pending
// decision, not every legal one (a play with three target slots has hundreds). The first
// is always the greedy agent's answer; then each action option filled the greedy way,
// the other target of a one-target slot, the other side of a yes/no. Duplicates are
// dropped by their JSON text, which also names them in the search tree.
import type { Ability } from "../compiler/ir.js";
import { assertNever } from "./assert.js";
import { evenSplit, greedyBlock, greedyTargets, randomCosts, type Agent } from "./agents.js";
import { attackOf } from "./query.js";
import type { Random } from "./rng.js";
import type { ActionOption, Decision, GameState, PendingDecision, PlayerId, TargetOption, TargetSlot } from "./types.js";

/** At most this many answers per decision: more splits a small budget too thin. */
const MAX_OPTIONS = 10;
/** Alternative targets tried for a one-target slot, most valuable first. */
const MAX_TARGETS = 4;

export interface SearchOption {
  key: string;
  decision: Decision;
}

function abilityOf(s: GameState, def: number, index: number): Ability | undefined {
  return s.defs[def]!.abilities[index];
}

/** The greedy targets, then each other candidate of the first one-target slot. */
function targetVariants(s: GameState, me: PlayerId, ability: Ability | undefined, slots: readonly TargetSlot[]): Record<string, number[]>[] {
  const base = greedyTargets(s, me, ability, slots);
  const out = [base];
  const single = slots.find((slot) => slot.max === 1 && slot.min === 1 && slot.candidates.length > 1);
  if (single === undefined) return out;
  const chosen = base[single.id]?.[0];
  for (const id of single.candidates) {
    if (out.length > MAX_TARGETS || id === chosen) continue;
    out.push({ ...base, [single.id]: [id] });
  }
  return out;
}

function divideFor(option: { divide: TargetOption["divide"] }, targets: Record<string, number[]>): number[] | undefined {
  return option.divide === null ? undefined : evenSplit(option.divide.amount, (targets[option.divide.among] ?? []).length);
}

function actionVariants(s: GameState, me: PlayerId, option: ActionOption, rng: Random): Decision[] {
  switch (option.kind) {
    case "pass":
      return [{ kind: "pass" }];
    case "endPhase":
      return [{ kind: "endPhase" }];
    case "equip": {
      const to = option.to.slice().sort((a, b) => attackOf(s, b) - attackOf(s, a) || a - b)[0]!;
      const d: Decision = { kind: "equip", relic: option.relic, to };
      if (option.timings !== null) d.timing = option.timings[0]!;
      return [d];
    }
    case "play": {
      const ability = option.ability >= 0 ? abilityOf(s, s.cards[option.card]!.def, option.ability) : undefined;
      return targetVariants(s, me, ability, option.targets).map((targets) => {
        const d: Extract<Decision, { kind: "play" }> = { kind: "play", card: option.card, ability: option.ability, choice: option.choice, targets };
        if (option.costs.length > 0) d.costs = randomCosts(rng, s, me, option.costs, option.cost);
        const divide = divideFor(option, targets);
        if (divide !== undefined) d.divide = divide;
        if (option.bearers !== null) d.bearer = option.bearers.slice().sort((a, b) => attackOf(s, b) - attackOf(s, a) || a - b)[0] ?? null;
        if (option.timings !== null) d.timing = option.timings[0]!;
        return d;
      });
    }
    case "ability":
    case "activate":
    case "embate": {
      const ability = abilityOf(s, option.def, option.ability);
      return targetVariants(s, me, ability, option.targets).map((targets) => {
        const d: Extract<Decision, { kind: "ability" | "activate" | "embate" }> = { kind: option.kind, card: option.card, ability: option.ability, def: option.def, choice: option.choice, targets };
        if (option.costs.length > 0) d.costs = randomCosts(rng, s, me, option.costs, option.cost);
        const divide = divideFor(option, targets);
        if (divide !== undefined) d.divide = divide;
        if (option.kind !== "ability" && option.timings !== null && d.kind !== "ability") d.timing = option.timings[0]!;
        return d;
      });
    }
    default:
      return assertNever(option);
  }
}

function targetOptionVariants(s: GameState, me: PlayerId, ability: Ability | undefined, options: readonly TargetOption[]): { choice: number; targets: Record<string, number[]>; divide?: number[] }[] {
  const out: { choice: number; targets: Record<string, number[]>; divide?: number[] }[] = [];
  for (const option of options) {
    for (const targets of targetVariants(s, me, ability, option.targets)) {
      const divide = divideFor(option, targets);
      out.push(divide === undefined ? { choice: option.choice, targets } : { choice: option.choice, targets, divide });
    }
  }
  return out;
}

function variants(s: GameState, p: PendingDecision, rng: Random): Decision[] {
  const me = p.player;
  switch (p.kind) {
    case "chooseFirst":
      return [{ kind: "chooseFirst", start: true }, { kind: "chooseFirst", start: false }];
    case "mulligan":
      return [{ kind: "mulligan", cards: [] }, { kind: "mulligan", cards: p.hand.slice() }];
    case "action":
      return p.options.flatMap((o) => actionVariants(s, me, o, rng));
    case "block": {
      const out: Decision[] = [{ kind: "block", blockers: greedyBlock(s, me, p.attacker, p.candidates) }, { kind: "block", blockers: [] }];
      for (const id of p.candidates) out.push({ kind: "block", blockers: [id] });
      return out;
    }
    case "orderBlockers":
      return [{ kind: "orderBlockers", order: p.blockers.slice() }];
    case "resplandor": {
      const ability = abilityOf(s, s.cards[p.card]!.def, p.ability);
      const out: Decision[] = [{ kind: "resplandor", activate: false }];
      for (const v of targetOptionVariants(s, me, ability, p.options)) {
        out.push(p.costs.length > 0 ? { kind: "resplandor", activate: true, ...v, costs: randomCosts(rng, s, me, p.costs, p.cost) } : { kind: "resplandor", activate: true, ...v });
      }
      return out;
    }
    case "targets":
      return targetOptionVariants(s, me, abilityOf(s, s.cards[p.card]!.def, p.ability), p.options).map((v) => ({ kind: "targets", ...v }));
    case "blockerEmbate":
      return [
        { kind: "blockerEmbate", activate: false },
        p.costs.length > 0 ? { kind: "blockerEmbate", activate: true, costs: randomCosts(rng, s, me, p.costs, p.cost) } : { kind: "blockerEmbate", activate: true },
      ];
    case "optional":
      return [
        { kind: "optional", accept: true },
        { kind: "optional", accept: false },
      ];
    case "choose":
      return p.min === 1 && p.max === 1 ? p.candidates.map((id) => ({ kind: "choose", cards: [id] })) : [];
    case "arrange":
      return [];
    case "payOrProhibit":
      return [
        { kind: "payOrProhibit", pay: true },
        { kind: "payOrProhibit", pay: false },
      ];
    case "nextEffect":
      return p.effects.map((_, index) => ({ kind: "nextEffect", index }));
    default:
      return assertNever(p);
  }
}

/** The answers worth a search for `p` in `s`, the greedy one first, without repeats. */
export function searchOptions(s: GameState, p: PendingDecision, greedy: Agent, rng: Random): SearchOption[] {
  const seen = new Set<string>();
  const out: SearchOption[] = [];
  const add = (decision: Decision): void => {
    const key = JSON.stringify(decision);
    if (seen.has(key) || out.length >= MAX_OPTIONS) return;
    seen.add(key);
    out.push({ key, decision });
  };
  add(greedy.decide(s, p));
  for (const d of variants(s, p, rng)) add(d);
  return out;
}
