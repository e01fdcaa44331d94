// Agents: something that answers pending decisions. `randomAgent` picks uniformly at
// each level (an option, then every slot of it); `greedyAgent` follows simple
// preferences (documented on the function). Both are deterministic given their seed.
import type { Ability, Step, Subject } from "../compiler/ir.js";
import { assertNever } from "./assert.js";
import { resolvedAbility } from "./defs.js";
import { checkCosts } from "./options.js";
import { attackOf, lifeOf, other, remainingLife } from "./query.js";
import { Random } from "./rng.js";
import type {
  ActionOption,
  CostSlot,
  Decision,
  DivideSlot,
  GameState,
  PendingDecision,
  PlayerId,
  TargetOption,
  TargetSlot,
} from "./types.js";

export interface Agent {
  readonly name: string;
  /** Answers `pending` (always a legal decision for the state it was asked in). */
  decide(state: GameState, pending: PendingDecision): Decision;
}

// --- Random --------------------------------------------------------------------------------

function pickSubset(rng: Random, candidates: readonly number[], min: number, max: number): number[] {
  const n = min + rng.int(max - min + 1);
  return rng.shuffle(candidates.slice()).slice(0, n);
}

function randomSplit(rng: Random, amount: number, parts: number): number[] {
  if (parts === 0) return [];
  const out = new Array<number>(parts).fill(1);
  for (let k = parts; k < amount; k++) out[rng.int(parts)]!++;
  return out;
}

function randomTargets(rng: Random, slots: readonly TargetSlot[]): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const slot of slots) out[slot.id] = pickSubset(rng, slot.candidates, slot.min, slot.max);
  return out;
}

export function randomCosts(rng: Random, s: GameState, p: PlayerId, slots: readonly CostSlot[], essence: number): number[][] {
  // Uniform, resampled when a pick leaves too little Escencia; then the candidates in
  // order (turned Escencias first), which always pays if anything does.
  for (let attempt = 0; attempt < 8; attempt++) {
    const used = new Set<number>();
    const picks = slots.map((slot) => {
      const free = slot.candidates.filter((id) => !used.has(id));
      const chosen = rng.shuffle(free).slice(0, slot.count);
      for (const id of chosen) used.add(id);
      return chosen;
    });
    if (checkCosts(s, p, slots, picks, essence) === null) return picks;
  }
  const used = new Set<number>();
  return slots.map((slot) => {
    const chosen = slot.candidates.filter((id) => !used.has(id)).slice(0, slot.count);
    for (const id of chosen) used.add(id);
    return chosen;
  });
}

function fillDivide(rng: Random, divide: DivideSlot | null, targets: Record<string, number[]>): number[] | undefined {
  if (divide === null) return undefined;
  return randomSplit(rng, divide.amount, (targets[divide.among] ?? []).length);
}

function fillAction(rng: Random, s: GameState, p: PlayerId, option: ActionOption): Decision {
  switch (option.kind) {
    case "pass":
      return { kind: "pass" };
    case "endPhase":
      return { kind: "endPhase" };
    case "equip": {
      const d: Decision = { kind: "equip", relic: option.relic, to: rng.pick(option.to) };
      if (option.timings !== null) d.timing = rng.pick(option.timings);
      return d;
    }
    case "play": {
      const targets = randomTargets(rng, option.targets);
      const d: Extract<Decision, { kind: "play" }> = { kind: "play", card: option.card, ability: option.ability, choice: option.choice, targets };
      if (option.costs.length > 0) d.costs = randomCosts(rng, s, p, option.costs, option.cost);
      const divide = fillDivide(rng, option.divide, targets);
      if (divide !== undefined) d.divide = divide;
      if (option.bearers !== null) {
        const k = rng.int(option.bearers.length + 1);
        d.bearer = k === option.bearers.length ? null : option.bearers[k]!;
      }
      if (option.timings !== null) d.timing = rng.pick(option.timings);
      return d;
    }
    case "ability": {
      const targets = randomTargets(rng, option.targets);
      const d: Extract<Decision, { kind: "ability" }> = { kind: "ability", card: option.card, ability: option.ability, def: option.def, choice: option.choice, targets };
      if (option.costs.length > 0) d.costs = randomCosts(rng, s, p, option.costs, option.cost);
      const divide = fillDivide(rng, option.divide, targets);
      if (divide !== undefined) d.divide = divide;
      return d;
    }
    case "activate":
    case "embate": {
      const targets = randomTargets(rng, option.targets);
      const d: Extract<Decision, { kind: "activate" }> | Extract<Decision, { kind: "embate" }> = { kind: option.kind, card: option.card, ability: option.ability, def: option.def, choice: option.choice, targets };
      if (option.costs.length > 0) d.costs = randomCosts(rng, s, p, option.costs, option.cost);
      const divide = fillDivide(rng, option.divide, targets);
      if (divide !== undefined) d.divide = divide;
      if (option.timings !== null) d.timing = rng.pick(option.timings);
      return d;
    }
    default:
      return assertNever(option);
  }
}

function fillTargetOption(rng: Random, option: TargetOption): { choice: number; targets: Record<string, number[]>; divide?: number[] } {
  const targets = randomTargets(rng, option.targets);
  const out: { choice: number; targets: Record<string, number[]>; divide?: number[] } = { choice: option.choice, targets };
  const divide = fillDivide(rng, option.divide, targets);
  if (divide !== undefined) out.divide = divide;
  return out;
}

/** Uniform at each level: an option, then each slot (subset size, members, order). */
export function randomAgent(seed: number): Agent {
  const rng = new Random(seed);
  return {
    name: "aleatorio",
    decide(s, p) {
      switch (p.kind) {
        case "chooseFirst":
          return { kind: "chooseFirst", start: rng.next() < 0.5 };
        case "mulligan":
          return { kind: "mulligan", cards: p.hand.filter(() => rng.next() < 0.5) };
        case "action":
          return fillAction(rng, s, p.player, rng.pick(p.options));
        case "block":
          return { kind: "block", blockers: p.candidates.filter(() => rng.next() < 0.5) };
        case "orderBlockers":
          return { kind: "orderBlockers", order: rng.shuffle(p.blockers.slice()) };
        case "resplandor": {
          if (rng.next() < 0.5) return { kind: "resplandor", activate: false };
          const d: Extract<Decision, { kind: "resplandor" }> = { kind: "resplandor", activate: true, ...fillTargetOption(rng, rng.pick(p.options)) };
          if (p.costs.length > 0) d.costs = randomCosts(rng, s, p.player, p.costs, p.cost);
          return d;
        }
        case "targets":
          return { kind: "targets", ...fillTargetOption(rng, rng.pick(p.options)) };
        case "blockerEmbate": {
          if (rng.next() < 0.5) return { kind: "blockerEmbate", activate: false };
          return p.costs.length > 0 ? { kind: "blockerEmbate", activate: true, costs: randomCosts(rng, s, p.player, p.costs, p.cost) } : { kind: "blockerEmbate", activate: true };
        }
        case "optional":
          return { kind: "optional", accept: rng.next() < 0.5 };
        case "choose":
          return { kind: "choose", cards: pickSubset(rng, p.candidates, p.min, p.max) };
        case "arrange": {
          const cards = rng.shuffle(p.cards.slice());
          if (p.mode === "top") return { kind: "arrange", top: cards, bottom: [] };
          if (p.mode === "bottom") return { kind: "arrange", top: [], bottom: cards };
          const cut = rng.int(cards.length + 1);
          return { kind: "arrange", top: cards.slice(0, cut), bottom: cards.slice(cut) };
        }
        case "payOrProhibit":
          return { kind: "payOrProhibit", pay: rng.next() < 0.5 };
        case "nextEffect":
          return { kind: "nextEffect", index: rng.int(p.effects.length) };
        default:
          return assertNever(p);
      }
    },
  };
}

// --- Greedy ----------------------------------------------------------------------------------

/** +1 when the steps help what a target slot designates, -1 when they harm it. */
function slotPolarity(given: Ability | undefined, slot: string): number {
  const ability = given === undefined ? undefined : resolvedAbility(given);
  if (ability === undefined || ability.kind === "static") return -1;
  let score = 0;
  const refers = (subject: Subject): boolean => subject.kind === "target" && subject.ref === slot;
  const visit = (steps: readonly Step[]): void => {
    for (const step of steps) {
      switch (step.kind) {
        case "damage":
          if (refers(step.to)) score -= 2;
          break;
        case "divideDamage":
          if (step.among === slot) score -= 2;
          break;
        case "destroy":
        case "returnToHand":
        case "gainControl":
        case "turn":
        case "prohibitTarget":
        case "restrict":
          if (refers(step.what)) score -= 2;
          break;
        case "exchangeControl":
        case "fight":
          if (refers(step.a) || refers(step.b)) score -= 1;
          break;
        case "move":
          // To the hand or into play helps a card of the cementerio; elsewhere it is lost.
          if (refers(step.what)) score += step.to === "hand" || step.to === "battlefield" ? 2 : -2;
          break;
        case "preventDamage":
          if (step.to !== null && refers(step.to)) score += 2;
          break;
        case "removeDamage":
          if (refers(step.what)) score += 2;
          break;
        case "winGame":
          if (step.player.kind === "playerTarget" && step.player.ref === slot) score += 2;
          break;
        case "loseGame":
          if (step.player.kind === "playerTarget" && step.player.ref === slot) score -= 2;
          break;
        case "delayed":
          visit(step.steps);
          break;
        case "sacrifice":
          if (refers(step.what)) score -= 1;
          break;
        case "modifyStats":
          if (refers(step.what)) score += step.attack + step.life >= 0 ? 2 : -2;
          break;
        case "grantKeyword":
        case "untap":
          if (refers(step.what)) score += 2;
          break;
        case "gainLife":
          if (refers(step.who)) score += 2;
          break;
        case "loseLife":
          if (refers(step.who) || (step.who.kind === "playerTarget" && step.who.ref === slot)) score -= 2;
          break;
        case "equip":
          if (refers(step.to) || refers(step.relic)) score += 2;
          break;
        case "draw":
          if (step.player.kind === "playerTarget" && step.player.ref === slot) score += 2;
          break;
        case "discard":
        case "mill":
          if (step.player.kind === "playerTarget" && step.player.ref === slot) score -= 2;
          break;
        case "chooseOne":
          for (const o of step.options) visit(o.steps);
          break;
        case "restrict":
          if (refers(step.what)) score -= 2;
          break;
        case "exchangeControl":
        case "fight":
          if (refers(step.b)) score -= 2;
          break;
        case "preventDamage":
          if (step.to !== null && refers(step.to)) score += 2;
          break;
        case "removeDamage":
          if (refers(step.what)) score += 2;
          break;
        case "prohibitNext":
        case "nextCostChange":
        case "lookAtTop":
        case "searchDeck":
        case "addEssence":
        case "returnEssence":
        case "move":
        case "look":
        case "choose":
        case "reveal":
        case "shuffle":
        case "winGame":
        case "loseGame":
        case "payEssence":
          break;
        default:
          assertNever(step);
      }
    }
  };
  visit(ability.steps);
  return score >= 0 ? 1 : -1;
}

/** What the greedy agent thinks a card is worth: a character in play by its stats, a Santuario above all, others by cost. */
export function cardValue(s: GameState, id: number): number {
  const c = s.cards[id]!;
  const def = s.defs[c.def]!;
  if (c.zone === "sanctuary") return 100;
  if (def.type === "Personaje" && c.zone === "battlefield") return attackOf(s, id) * 2 + lifeOf(s, id) + (def.cost ?? 0);
  return def.cost ?? 0;
}

/** Helpful targets: own cards/players first; harmful: the opponent's, most valuable first. */
export function greedyTargets(s: GameState, me: PlayerId, ability: Ability | undefined, slots: readonly TargetSlot[]): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const slot of slots) {
    const polarity = slotPolarity(ability, slot.id);
    const mineFirst = (id: number): number => {
      const owner = slot.player ? id : s.cards[id]!.zone === "chain" ? s.cards[id]!.owner : s.cards[id]!.controller;
      const mine = owner === me;
      const good = polarity > 0 ? mine : !mine;
      return (good ? 1000 : 0) + (slot.player ? 0 : cardValue(s, id));
    };
    // Each candidate's key computed once: a card's value reads every static in play.
    const key = new Map(slot.candidates.map((id) => [id, mineFirst(id)] as const));
    const sorted = slot.candidates.slice().sort((a, b) => key.get(b)! - key.get(a)! || a - b);
    const good = sorted.filter((id) => key.get(id)! >= 1000);
    const n = Math.max(slot.min, Math.min(slot.max, good.length));
    out[slot.id] = sorted.slice(0, n);
  }
  return out;
}

export function evenSplit(amount: number, parts: number): number[] {
  if (parts === 0) return [];
  const out = new Array<number>(parts).fill(Math.floor(amount / parts));
  for (let k = 0; k < amount % parts; k++) out[k]!++;
  return out;
}

export function harmsMe(s: GameState, me: PlayerId, targets: Record<string, number[]>, ability: Ability | undefined, slots: readonly TargetSlot[]): boolean {
  for (const slot of slots) {
    if (slot.player) continue;
    const polarity = slotPolarity(ability, slot.id);
    for (const id of targets[slot.id] ?? []) {
      const mine = s.cards[id]!.controller === me;
      if ((polarity < 0 && mine) || (polarity > 0 && !mine)) return true;
    }
  }
  return false;
}

/**
 * Simple preferences, in this order: start the game; mulligan cards that cost 5 or more;
 * in Mediodía play the most expensive Personaje it can pay, then a Reliquia on its
 * strongest character, then a Verso or trait whose targets all fall on the right side
 * (harm to the opponent's most valuable card, help to its own), then attack with every
 * character that survives the opponent's strongest untapped blocker or has Imbatible,
 * then end the phase; pass in every response window; block when a blocker survives or
 * trades, or to save a Santuario that would drop to 5 or less; pay to avoid a
 * prohibition; accept every «Puedes»; discard the cheapest cards; search the most
 * expensive one; keep cheap cards on top.
 */
export function greedyAgent(seed = 0): Agent {
  const rng = new Random(seed);
  return {
    name: "voraz",
    decide(s, p) {
      const me = p.player;
      switch (p.kind) {
        case "chooseFirst":
          return { kind: "chooseFirst", start: true };
        case "mulligan":
          return { kind: "mulligan", cards: p.hand.filter((id) => (s.defs[s.cards[id]!.def]!.cost ?? 0) >= 5) };
        case "action":
          return greedyAction(s, me, p.options, rng);
        case "block":
          return { kind: "block", blockers: greedyBlock(s, me, p.attacker, p.candidates) };
        case "orderBlockers":
          return { kind: "orderBlockers", order: p.blockers.slice() };
        case "resplandor":
        case "targets": {
          const option = p.options[0]!;
          const ab = s.defs[s.cards[p.card]!.def]!.abilities[p.ability];
          const targets = greedyTargets(s, me, ab, option.targets);
          const divide = option.divide === null ? undefined : evenSplit(option.divide.amount, (targets[option.divide.among] ?? []).length);
          const base = { choice: option.choice, targets, ...(divide === undefined ? {} : { divide }) };
          if (p.kind === "targets") return { kind: "targets", ...base };
          // A Resplandor is optional: not when its only targets are on the wrong side, nor when it costs a sacrifice.
          if (harmsMe(s, me, targets, ab, option.targets) || p.costs.some((c) => c.kind === "sacrifice")) return { kind: "resplandor", activate: false };
          return p.costs.length > 0 ? { kind: "resplandor", activate: true, ...base, costs: randomCosts(rng, s, me, p.costs, p.cost) } : { kind: "resplandor", activate: true, ...base };
        }
        case "blockerEmbate":
          // Pays for its blocker's Embate unless that costs a character.
          if (p.costs.some((c) => c.kind === "sacrifice")) return { kind: "blockerEmbate", activate: false };
          return p.costs.length > 0 ? { kind: "blockerEmbate", activate: true, costs: randomCosts(rng, s, me, p.costs, p.cost) } : { kind: "blockerEmbate", activate: true };
        case "optional":
          return { kind: "optional", accept: acceptOptional(s, me, p.card) };
        case "choose": {
          const byCost = p.candidates.slice().sort((a, b) => (s.defs[s.cards[a]!.def]!.cost ?? 0) - (s.defs[s.cards[b]!.def]!.cost ?? 0) || a - b);
          const n = p.min;
          if (p.purpose === "search") return { kind: "choose", cards: byCost.slice(byCost.length - Math.max(1, n)).slice(0, p.max) };
          if (p.purpose === "returnEssence") {
            const turned = p.candidates.filter((id) => s.cards[id]!.turned).concat(p.candidates.filter((id) => !s.cards[id]!.turned));
            return { kind: "choose", cards: turned.slice(0, n) };
          }
          return { kind: "choose", cards: byCost.slice(0, n) };
        }
        case "arrange": {
          const cheap = p.cards.filter((id) => (s.defs[s.cards[id]!.def]!.cost ?? 0) <= 3);
          const dear = p.cards.filter((id) => (s.defs[s.cards[id]!.def]!.cost ?? 0) > 3);
          if (p.mode === "top") return { kind: "arrange", top: cheap.concat(dear), bottom: [] };
          if (p.mode === "bottom") return { kind: "arrange", top: [], bottom: dear.concat(cheap) };
          return { kind: "arrange", top: cheap, bottom: dear };
        }
        case "payOrProhibit":
          return { kind: "payOrProhibit", pay: true };
        case "nextEffect":
          return { kind: "nextEffect", index: 0 };
        default:
          return assertNever(p);
      }
    },
  };
}

/**
 * «Puedes»: yes, unless the optional part damages one of its own characters that would
 * not survive it (Trono de Ceniza on a 1-life character).
 */
function acceptOptional(s: GameState, me: PlayerId, source: number): boolean {
  const task = s.tasks[s.tasks.length - 1];
  if (task === undefined || task.k !== "steps") return true;
  const ability = s.defs[task.act.def]!.abilities[task.act.ability];
  if (ability === undefined || ability.kind === "static") return true;
  const step = (task.nest < 0 ? ability.steps : []).at(task.i);
  if (step === undefined || step.kind !== "damage" || step.to.kind !== "target" || step.amount.kind !== "fixed") return true;
  const ref = step.to.ref;
  const amount = step.amount.value;
  const target = task.act.targets.find((t) => t.id === ref);
  for (const id of target?.values ?? []) {
    const c = s.cards[id];
    if (c !== undefined && c.zone === "battlefield" && c.controller === me && remainingLife(s, id) <= amount) return false;
  }
  void source;
  return true;
}

function greedyAction(s: GameState, me: PlayerId, options: readonly ActionOption[], rng: Random): Decision {
  const pass = options.find((o) => o.kind === "pass");
  if (pass !== undefined) return { kind: "pass" };
  const cost = (id: number): number => s.defs[s.cards[id]!.def]!.cost ?? 0;
  const characters = options.filter((o) => o.kind === "play" && s.defs[s.cards[o.card]!.def]!.type === "Personaje");
  if (characters.length > 0) {
    const best = characters.sort((a, b) => (a.kind === "play" && b.kind === "play" ? cost(b.card) - cost(a.card) || a.card - b.card : 0))[0]!;
    if (best.kind === "play") return { kind: "play", card: best.card };
  }
  const mine = s.players[me].battlefield.filter((id) => s.defs[s.cards[id]!.def]!.type === "Personaje");
  for (const o of options) {
    if (o.kind === "play" && s.defs[s.cards[o.card]!.def]!.type === "Reliquia") {
      const bearer = (o.bearers ?? []).slice().sort((a, b) => attackOf(s, b) - attackOf(s, a) || a - b)[0];
      if (bearer !== undefined || mine.length === 0) return { kind: "play", card: o.card, bearer: bearer ?? null };
    }
  }
  for (const o of options) {
    if ((o.kind === "play" && o.ability >= 0) || o.kind === "activate" || o.kind === "ability") {
      const holder = o.kind === "play" ? s.cards[o.card]!.def : o.def;
      const ability = s.defs[holder]!.abilities[o.ability];
      const targets = greedyTargets(s, me, ability, o.targets);
      if (harmsMe(s, me, targets, ability, o.targets)) continue;
      if (o.targets.length > 0 && o.targets.every((slot) => (targets[slot.id] ?? []).length === 0)) continue;
      const d: Extract<Decision, { kind: "play" }> | Extract<Decision, { kind: "activate" }> | Extract<Decision, { kind: "ability" }> =
        o.kind === "play"
          ? { kind: "play", card: o.card, ability: o.ability, choice: o.choice, targets }
          : { kind: o.kind, card: o.card, ability: o.ability, def: o.def, choice: o.choice, targets };
      if (o.costs.length > 0) {
        // Additional costs (sacrifice, discard…) only when they cost little.
        if (o.costs.some((c) => c.kind === "sacrifice" || c.kind === "destroy")) continue;
        d.costs = randomCosts(rng, s, me, o.costs, o.cost);
      }
      if (o.divide !== null) d.divide = evenSplit(o.divide.amount, (targets[o.divide.among] ?? []).length);
      if (o.kind !== "ability" && o.timings !== null && d.kind !== "ability") d.timing = "end";
      return d;
    }
  }
  const opponent = other(me);
  const blockers = s.players[opponent].battlefield.filter((id) => {
    const c = s.cards[id]!;
    return !c.turned && s.defs[c.def]!.type === "Personaje";
  });
  const strongest = blockers.reduce((m, id) => Math.max(m, attackOf(s, id)), 0);
  for (const o of options) {
    if (o.kind !== "embate") continue;
    const imbatible = s.cards[o.card]!.embates === 0 && s.defs[s.cards[o.card]!.def]!.keywords.includes("Imbatible");
    if (blockers.length === 0 || imbatible || remainingLife(s, o.card) > strongest) {
      // `def`: a character may have its own Embate and a granted one with the same index.
      if (attackOf(s, o.card) > 0 || blockers.length === 0) return { kind: "embate", card: o.card, ability: o.ability, def: o.def, choice: o.choice, targets: greedyTargets(s, me, s.defs[o.def]!.abilities[o.ability], o.targets) };
    }
  }
  return { kind: "endPhase" };
}

export function greedyBlock(s: GameState, me: PlayerId, attacker: number, candidates: readonly number[]): number[] {
  const atk = attackOf(s, attacker);
  const attackerLife = remainingLife(s, attacker);
  const survive = candidates.filter((id) => remainingLife(s, id) > atk).sort((a, b) => attackOf(s, b) - attackOf(s, a));
  if (survive.length > 0) return [survive[0]!];
  const trade = candidates.filter((id) => attackOf(s, id) >= attackerLife).sort((a, b) => cardValue(s, a) - cardValue(s, b));
  if (trade.length > 0) return [trade[0]!];
  const life = s.players[me].life;
  if (life - atk <= 5 && candidates.length > 0) {
    const cheapest = candidates.slice().sort((a, b) => cardValue(s, a) - cardValue(s, b));
    return [cheapest[0]!];
  }
  return [];
}
