// Performing an action with priority (Reglamento 12, 13, 19, 21, 24): costs paid in full
// and up front, the counters of Límite, then the card, trait or equip action goes on the
// chain; an Embate starts the Incursión at once.
import type { LimitEvent } from "../../compiler/ir.js";
import { assertNever } from "../assert.js";
import { stepsOf } from "../defs.js";
import { newSteps } from "../effects/step-task.js";
import { countIndex, other } from "../query.js";
import { emit, leavePlay, moveCard, payEssence, setTurned } from "../state.js";
import type { ActionOption, ActivateOption, CostSlot, Decision, GameState, PlayerId, TargetChoice, TargetSlot, TargetValue } from "../types.js";
import { pushChain } from "./chain.js";
import { copyList, pushSettle } from "./tasks.js";

function buildTargets(s: GameState, slots: readonly TargetSlot[], chosen: TargetChoice | undefined): TargetValue[] {
  return slots.map((slot) => {
    const values = (chosen ?? {})[slot.id] ?? [];
    return { id: slot.id, player: slot.player, values: values.slice(), incs: values.map((v) => (slot.player ? 0 : s.cards[v]!.inc)) };
  });
}

/** Pays in full, up front, outside the chain (Reglamento 12). */
export function payCosts(s: GameState, p: PlayerId, essence: number, slots: readonly CostSlot[], chosen: number[][] | undefined): void {
  const picks = chosen ?? [];
  const exclude: number[] = [];
  slots.forEach((slot, i) => {
    if (slot.kind === "returnEssence" || slot.kind === "turn") exclude.push(...(picks[i] ?? []));
  });
  payEssence(s, p, essence, exclude);
  slots.forEach((slot, i) => {
    for (const id of picks[i] ?? []) {
      switch (slot.kind) {
        case "sacrifice":
          leavePlay(s, id, "graveyard", "sacrifice");
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
}

function markUsed(s: GameState, id: number, ability: number): void {
  const c = s.cards[id]!;
  if (c.usedTurn !== s.turn) {
    c.used = [];
    c.usedTurn = s.turn;
  }
  c.used.push(ability);
}

/** Counts an activation for Límite (Reglamento 24): the turn's count of its event, and the uses of a trait with Límite. */
export function countActivation(s: GameState, p: PlayerId, event: LimitEvent, def: number, ability: number): void {
  s.players[p].counts[countIndex(event)]!++;
  const a = s.defs[def]!.abilities[ability];
  if (a !== undefined && a.kind === "trait" && a.limit !== undefined) {
    const key = `${def}:${ability}`;
    s.players[p].limitUses[key] = (s.players[p].limitUses[key] ?? 0) + 1;
  }
}

export function perform(s: GameState, p: PlayerId, d: Decision, option: ActionOption): void {
  if (option.kind === "play" && d.kind === "play") {
    const id = option.card;
    const c = s.cards[id]!;
    const def = s.defs[c.def]!;
    payCosts(s, p, option.cost, option.costs, d.costs);
    s.players[p].counts[countIndex(def.type === "Verso" ? "Verso" : def.type === "Personaje" ? "Personaje" : "Reliquia")]!++;
    moveCard(s, id, "chain", p, "play");
    const targets = buildTargets(s, option.targets, d.targets);
    const bearer = d.bearer ?? -1;
    emit(s, { t: "play", player: p, card: id, option: option.option, targets });
    pushChain(s, {
      kind: "card",
      act: { source: id, sourceInc: c.inc, controller: p, def: c.def, ability: option.ability, choice: option.choice, targets, divide: copyList(d.divide) },
      trait: null,
      bearer,
      bearerInc: bearer >= 0 ? s.cards[bearer]!.inc : 0,
      vincular: false,
      prohibited: false,
    });
    return;
  }
  if (option.kind === "activate" && d.kind === "activate") {
    const id = option.card;
    const c = s.cards[id]!;
    const ability = s.defs[c.def]!.abilities[option.ability]!;
    // Reglamento 13: the character turns to activate (not with Temple, Reglamento 24).
    if (ability.kind === "trait" && !ability.temple) setTurned(s, id, true);
    markUsed(s, id, option.ability);
    payCosts(s, p, option.cost, option.costs, d.costs);
    countActivation(s, p, option.trait, c.def, option.ability);
    const targets = buildTargets(s, option.targets, d.targets);
    emit(s, { t: "activate", player: p, card: id, trait: option.trait, targets });
    pushChain(s, {
      kind: "trait",
      act: { source: id, sourceInc: c.inc, controller: p, def: c.def, ability: option.ability, choice: option.choice, targets, divide: copyList(d.divide) },
      trait: option.trait,
      bearer: -1,
      bearerInc: 0,
      vincular: false,
      prohibited: false,
    });
    return;
  }
  if (option.kind === "equip" && d.kind === "equip") {
    const relic = s.cards[option.relic]!;
    payEssence(s, p, option.cost);
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
  }
}

/** Reglamento 19 a–b: Embate does not use the chain; the Incursión starts at once. */
export function performEmbate(s: GameState, p: PlayerId, d: Extract<Decision, { kind: "embate" }>, option: ActivateOption): void {
  const id = option.card;
  const c = s.cards[id]!;
  const ability = s.defs[c.def]!.abilities[option.ability]!;
  if (ability.kind === "trait" && !ability.temple) setTurned(s, id, true);
  if (ability.kind === "trait" && ability.temple) markUsed(s, id, option.ability);
  payCosts(s, p, option.cost, option.costs, d.costs);
  countActivation(s, p, "Embate", c.def, option.ability);
  c.embates++;
  s.attacker = id;
  emit(s, { t: "embate", player: p, card: id });
  s.tasks.push({ k: "incursion", stage: "block", attacker: id, attackerInc: c.inc, defender: other(p), blockers: [], blockerIncs: [], blocked: false, next: 0, answer: null });
  if (stepsOf(ability).length > 0) {
    pushSettle(s);
    s.tasks.push(
      newSteps({
        source: id,
        sourceInc: c.inc,
        controller: p,
        def: c.def,
        ability: option.ability,
        choice: option.choice,
        targets: buildTargets(s, option.targets, d.targets),
        divide: copyList(d.divide),
      }),
    );
  }
}
