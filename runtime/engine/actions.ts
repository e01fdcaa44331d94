// Performing an action with priority (Reglamento 12, 13, 19, 21, 24): costs paid in full
// and up front, the counters of Límite, then the card, trait, activated ability or equip
// action goes on the chain; an Embate starts the Incursión at once. What the action
// fires («Cada vez que juegues …», «Cuando consumas esta Escencia …», «Cada vez que …
// active su Embate») is reported to the listeners here.
import type { Cost, LimitEvent, Trait } from "../../compiler/ir.js";
import { assertNever } from "../assert.js";
import { defInfos, stepsOf } from "../defs.js";
import { newSteps } from "../effects/step-task.js";
import { selfCosts, verseLimitKey } from "../options.js";
import { attackOf, countIndex, lifeOf, matches, other, useNextCost } from "../query.js";
import { emit, leavePlay, moveCard, noteActivation, payEssence, setTurned } from "../state.js";
import { markUsed } from "../turn-uses.js";
import type { AbilityOption, ActionOption, ActivateOption, CostSlot, Decision, GameState, LastKnown, PlayerId, TargetChoice, TargetSlot, TargetValue } from "../types.js";
import { abilityAt } from "./abilities.js";
import { pushChain } from "./chain.js";
import { dispatchCardEvent, dispatchPlay } from "./listeners.js";
import { copyList, pushSettle } from "./tasks.js";

function buildTargets(s: GameState, slots: readonly TargetSlot[], chosen: TargetChoice | undefined): TargetValue[] {
  return slots.map((slot) => {
    const values = (chosen ?? {})[slot.id] ?? [];
    return { id: slot.id, player: slot.player, values: values.slice(), incs: values.map((v) => (slot.player ? 0 : s.cards[v]!.inc)) };
  });
}

/** What a payment is for: the card whose cost the Escencia pays (Reglamento 12: «consumir»), and the card with self costs. */
interface Payment {
  /** The card whose cost is paid (a card played, a Reliquia equipped), or -1 for a trait's or ability's cost. */
  paidFor: number;
  /** The card that pays «sacrifica / destruye / gira este …». */
  source: number;
  self: readonly Cost[];
  /** Filled with the cards sacrificed, as they were just before («el personaje sacrificado»). */
  sacrificed?: LastKnown[];
}

/** The part of an activation that says what its costs sacrificed, when they did. */
export function paidPart(sacrificed: LastKnown[]): { paid?: LastKnown[] } {
  return sacrificed.length === 0 ? {} : { paid: sacrificed };
}

function sacrificeFor(s: GameState, pay: Payment, id: number): void {
  const c = s.cards[id]!;
  pay.sacrificed?.push({ id, inc: c.inc, attack: attackOf(s, id), life: lifeOf(s, id), controller: c.controller });
  leavePlay(s, id, "graveyard", "sacrifice");
}

/**
 * Pays in full, up front, outside the chain (Reglamento 12). Returns the Escencias that
 * paid a card's cost, for «Cuando consumas esta Escencia …».
 */
export function payCosts(s: GameState, p: PlayerId, essence: number, slots: readonly CostSlot[], chosen: number[][] | undefined, pay: Payment): number[] {
  const picks = chosen ?? [];
  const exclude: number[] = [];
  slots.forEach((slot, i) => {
    if (slot.kind === "returnEssence" || slot.kind === "turn") exclude.push(...(picks[i] ?? []));
  });
  if (pay.self.some((c) => c.kind === "turn")) exclude.push(pay.source);
  const consumed = pay.paidFor >= 0 ? consumeEssence(s, p, essence, exclude, pay.paidFor) : (payEssence(s, p, essence, exclude), []);
  for (const cost of pay.self) {
    if (cost.kind === "turn") setTurned(s, pay.source, true);
    else if (cost.kind === "sacrifice") sacrificeFor(s, pay, pay.source);
    else leavePlay(s, pay.source, "graveyard", "destroy");
  }
  slots.forEach((slot, i) => {
    for (const id of picks[i] ?? []) {
      switch (slot.kind) {
        case "sacrifice":
          sacrificeFor(s, pay, id);
          break;
        case "destroy":
          // «Como coste adicional, destruye …»: a destruction, with its «Cuando … sea destruido» (ruling R65).
          leavePlay(s, id, "graveyard", "destroy");
          break;
        case "discard":
          moveCard(s, id, "graveyard", s.cards[id]!.owner, "discard");
          break;
        case "turn":
          setTurned(s, id, true);
          break;
        case "returnEssence":
          leavePlay(s, id, "essenceDeck", "returnEssence");
          break;
        default:
          assertNever(slot.kind);
      }
    }
  });
  return consumed;
}

/** Does this Escencia have «Cuando consumas esta Escencia para pagar el coste de …» for the card? */
function consumedFor(s: GameState, essence: number, card: number): boolean {
  const c = s.cards[essence]!;
  for (const ai of defInfos(s.defs)[c.def]!.triggers.consumed) {
    const a = s.defs[c.def]!.abilities[ai]!;
    if (a.kind === "triggered" && a.trigger.kind === "consumed" && (a.trigger.paysFor === undefined || matches(s, card, a.trigger.paysFor, c.controller, card))) return true;
  }
  return false;
}

/**
 * Turns `n` Escencias to pay the cost of `card` (Reglamento 12: consuming). The engine
 * chooses (ruling R42): first those whose «Cuando consumas esta Escencia …» applies to the
 * card (ruling R66), then the rest in the order they entered.
 */
function consumeEssence(s: GameState, p: PlayerId, n: number, exclude: readonly number[], card: number): number[] {
  if (n <= 0) return [];
  const infos = defInfos(s.defs);
  if (!s.players[p].essence.some((id) => infos[s.cards[id]!.def]!.triggers.consumed.length > 0)) {
    payEssence(s, p, n, exclude);
    return [];
  }
  const untapped = s.players[p].essence.filter((id) => !s.cards[id]!.turned && !exclude.includes(id));
  const eager = untapped.filter((id) => consumedFor(s, id, card));
  const order = eager.length === 0 ? untapped : eager.concat(untapped.filter((id) => !eager.includes(id)));
  const paid = order.slice(0, n);
  if (paid.length < n) throw new Error(`Escencia insuficiente: faltan ${n - paid.length} (estado inconsistente).`);
  for (const id of paid) setTurned(s, id, true);
  emit(s, { t: "pay", player: p, amount: n });
  return paid.filter((id) => eager.includes(id));
}

/** After the card reached the chain: the consumed Escencias' abilities, bound to it. */
function reportConsumed(s: GameState, p: PlayerId, consumed: readonly number[], card: number): void {
  for (const e of consumed) {
    emit(s, { t: "consumed", player: p, essence: e, card });
    dispatchCardEvent(s, { kind: "consumed", subject: e, object: card, player: p });
  }
}

/** Counts an activation for Límite (Reglamento 24): the turn's count of its event, and the uses of a trait with Límite. */
export function countActivation(s: GameState, p: PlayerId, event: LimitEvent, def: number, ability: number): void {
  s.players[p].counts[countIndex(event)]!++;
  const a = abilityAt(s, def, ability);
  if (a !== undefined && a.kind === "trait" && a.limit !== undefined) {
    const key = `${def}:${ability}`;
    s.players[p].limitUses[key] = (s.players[p].limitUses[key] ?? 0) + 1;
  }
}

/** A trait was activated (also by blocking with Embate, or entering with Resplandor): «Cada vez que … active su …». */
export function reportActivation(s: GameState, p: PlayerId, card: number, trait: Trait, attacking = false): void {
  dispatchCardEvent(s, attacking ? { kind: "activates", subject: card, object: -1, player: p, trait, attacking } : { kind: "activates", subject: card, object: -1, player: p, trait });
}

/** The costs of the ability an option uses (a Verso's with its «Como coste adicional para jugar este Verso»). */
function costsOf(s: GameState, def: number, ability: number): readonly Cost[] {
  const a = abilityAt(s, def, ability);
  if (a === undefined || a.kind === "static" || a.kind === "triggered") return [];
  const play = a.kind === "verse" ? (s.defs[def]!.playCosts ?? []) : [];
  return play.length === 0 ? a.costs : [...play, ...a.costs];
}

export function perform(s: GameState, p: PlayerId, d: Decision, option: ActionOption): void {
  if (option.kind === "play" && d.kind === "play") {
    const id = option.card;
    const c = s.cards[id]!;
    const def = s.defs[c.def]!;
    const sacrificed: LastKnown[] = [];
    const consumed = payCosts(s, p, option.cost, option.costs, d.costs, { paidFor: id, source: id, self: [], sacrificed });
    useNextCost(s, p, id);
    s.players[p].counts[countIndex(def.type === "Verso" ? "Verso" : def.type === "Personaje" ? "Personaje" : "Reliquia")]!++;
    if (def.type === "Verso" && def.limit !== undefined) {
      const key = verseLimitKey(c.def);
      s.players[p].limitUses[key] = (s.players[p].limitUses[key] ?? 0) + 1;
    }
    moveCard(s, id, "chain", p, "play");
    const targets = buildTargets(s, option.targets, d.targets);
    const bearer = d.bearer ?? -1;
    emit(s, { t: "play", player: p, card: id, option: option.option, targets });
    pushChain(s, {
      kind: "card",
      act: { source: id, sourceInc: c.inc, controller: p, def: c.def, ability: option.ability, choice: option.choice, targets, divide: copyList(d.divide), ...paidPart(sacrificed) },
      trait: null,
      bearer,
      bearerInc: bearer >= 0 ? s.cards[bearer]!.inc : 0,
      vincular: false,
      prohibited: false,
    });
    reportConsumed(s, p, consumed, id);
    dispatchPlay(s, p, id);
    return;
  }
  if (option.kind === "activate" && d.kind === "activate") {
    const id = option.card;
    const c = s.cards[id]!;
    const ability = abilityAt(s, option.def, option.ability)!;
    // Reglamento 13: the character turns to activate (not with Temple, Reglamento 24).
    if (ability.kind === "trait" && !ability.temple) setTurned(s, id, true);
    markUsed(s, id, option.def, option.ability);
    const sacrificed: LastKnown[] = [];
    payCosts(s, p, option.cost, option.costs, d.costs, { paidFor: -1, source: id, self: selfCosts(costsOf(s, option.def, option.ability)), sacrificed });
    countActivation(s, p, option.trait, option.def, option.ability);
    noteActivation(s, id, option.trait);
    const targets = buildTargets(s, option.targets, d.targets);
    emit(s, { t: "activate", player: p, card: id, trait: option.trait, targets });
    pushChain(s, {
      kind: "trait",
      act: { source: id, sourceInc: c.inc, controller: p, def: option.def, ability: option.ability, choice: option.choice, targets, divide: copyList(d.divide), ...paidPart(sacrificed) },
      trait: option.trait,
      bearer: -1,
      bearerInc: 0,
      vincular: false,
      prohibited: false,
    });
    reportActivation(s, p, id, option.trait);
    return;
  }
  if (option.kind === "ability" && d.kind === "ability") {
    performAbility(s, p, d, option);
    return;
  }
  if (option.kind === "equip" && d.kind === "equip") {
    const relic = s.cards[option.relic]!;
    // Reglamento 21: equipping again pays the Reliquia's cost: its Escencias are consumed for it.
    const consumed = consumeEssence(s, p, option.cost, [], option.relic);
    emit(s, { t: "equipAction", player: p, relic: option.relic, to: d.to, vincular: option.vincular });
    pushChain(s, {
      kind: "equip",
      act: { source: option.relic, sourceInc: relic.inc, controller: p, def: relic.def, ability: -1, choice: -1, targets: [], divide: [] },
      trait: null,
      bearer: d.to,
      bearerInc: s.cards[d.to]!.inc,
      vincular: option.vincular,
      prohibited: false,
    });
    reportConsumed(s, p, consumed, option.relic);
  }
}

/**
 * «Una vez por turno, durante tu Mediodía, …» (ruling R60): marked used, costs paid up
 * front, no turning; it goes on the chain and the opponent may answer it.
 */
function performAbility(s: GameState, p: PlayerId, d: Extract<Decision, { kind: "ability" }>, option: AbilityOption): void {
  const id = option.card;
  markUsed(s, id, option.def, option.ability);
  const sacrificed: LastKnown[] = [];
  payCosts(s, p, option.cost, option.costs, d.costs, { paidFor: -1, source: id, self: selfCosts(costsOf(s, option.def, option.ability)), sacrificed });
  const targets = buildTargets(s, option.targets, d.targets);
  emit(s, { t: "ability", player: p, card: id, targets });
  pushChain(s, {
    kind: "ability",
    act: { source: id, sourceInc: s.cards[id]!.inc, controller: p, def: option.def, ability: option.ability, choice: option.choice, targets, divide: d.divide ?? [], ...paidPart(sacrificed) },
    trait: null,
    bearer: -1,
    bearerInc: 0,
    vincular: false,
    prohibited: false,
  });
}

/** Reglamento 19 a–b: Embate does not use the chain; the Incursión starts at once. */
export function performEmbate(s: GameState, p: PlayerId, d: Extract<Decision, { kind: "embate" }>, option: ActivateOption): void {
  const id = option.card;
  const c = s.cards[id]!;
  const ability = abilityAt(s, option.def, option.ability)!;
  if (ability.kind === "trait" && !ability.temple) setTurned(s, id, true);
  if (ability.kind === "trait" && ability.temple) markUsed(s, id, option.def, option.ability);
  const sacrificed: LastKnown[] = [];
  payCosts(s, p, option.cost, option.costs, d.costs, { paidFor: -1, source: id, self: selfCosts(costsOf(s, option.def, option.ability)), sacrificed });
  countActivation(s, p, "Embate", option.def, option.ability);
  noteActivation(s, id, "Embate");
  c.embates++;
  s.attacker = id;
  emit(s, { t: "embate", player: p, card: id });
  s.tasks.push({ k: "incursion", stage: "block", attacker: id, attackerInc: c.inc, defender: other(p), blockers: [], blockerIncs: [], blocked: false, next: 0, answer: null });
  // The Embate's own effect, then what its activation fires, before the defender decides.
  pushSettle(s);
  if (stepsOf(ability).length > 0) {
    s.tasks.push(
      newSteps({
        source: id,
        sourceInc: c.inc,
        controller: p,
        def: option.def,
        ability: option.ability,
        choice: option.choice,
        targets: buildTargets(s, option.targets, d.targets),
        divide: copyList(d.divide),
        ...paidPart(sacrificed),
      }),
    );
  }
  reportActivation(s, p, id, "Embate", true);
}
