// Legal options for the player with priority, and the check of a decision against
// them. An option is a template: the action plus its slots (targets, cost choices,
// divided damage, bearer, timing), each slot with its candidates. The decision fills
// the slots; the `check*` functions reject anything outside them. The checks that make
// the options also say why a card has none (`missingOptionCode`).
import type { Ability, Cost, TargetDeclaration, Trait } from "../compiler/ir.js";
import { assertNever } from "./assert.js";
import { choiceCount, declarationsOf, defInfos, divideStepOf } from "./defs.js";
import { abilityAt, grantedActions } from "./engine/abilities.js";
import { bearerCandidates } from "./engine/bearers.js";
import { blockForbidden, cannotActivate, cannotAttack, cannotBlock, mayActivateDespite, mayBlockDespite, playForbidden } from "./continuous.js";
import {
  cardsMatching,
  countIndex,
  currentIncursion,
  hasKeyword,
  inTraining,
  limitAllows,
  nameOf,
  ownEssence,
  playCost,
  relicCost,
  activatedThisTurn,
  activationsThisTurn,
  conditionHolds,
  targetCandidates,
  untappedEssence,
} from "./query.js";
import { reject, type Rejection, type RejectionCode } from "./rejections.js";
import { usedThisTurn } from "./turn-uses.js";
import type {
  AbilityOption,
  ActionOption,
  ActivateOption,
  CostSlot,
  Decision,
  DivideSlot,
  GameState,
  PlayerId,
  TargetChoice,
  TargetOption,
  TargetSlot,
  Timing,
  WindowType,
} from "./types.js";

/** Target slots for declarations; null when a required target has no candidate (Reglamento 23). */
export function targetSlots(
  s: GameState,
  decls: readonly TargetDeclaration[],
  controller: PlayerId,
  source: number,
  required: boolean,
): TargetSlot[] | null {
  const slots: TargetSlot[] = [];
  for (const decl of decls) {
    const candidates = targetCandidates(s, decl, controller, source);
    let min: number;
    let max: number;
    if ("upTo" in decl.count) {
      // «uno o dos»: at least `min` (Reglamento 23: a required target must exist).
      const least = decl.count.min ?? 0;
      max = Math.min(decl.count.upTo, candidates.length);
      min = Math.min(least, max);
      if (least > 0 && max === 0 && required) return null;
    } else {
      // Reglamento 23: «Elige X» means exactly X «si ello es posible» (ruling R30).
      max = Math.min(decl.count.exactly, candidates.length);
      min = max;
      if (max === 0 && required) return null;
    }
    slots.push({ id: decl.id, player: decl.what.kind === "player", candidates, min, max });
  }
  return slots;
}

/**
 * Cost slots for additional costs; null when they cannot be paid (Reglamento 12). A cost
 * on the card itself («sacrifica este personaje», «gira esta carta») has nothing to
 * choose: it gets no slot, but it must be payable (`selfCostPayable`).
 */
export function costSlots(s: GameState, costs: readonly Cost[], p: PlayerId, source: number, playing: number): CostSlot[] | null {
  const slots: CostSlot[] = [];
  for (const cost of costs) {
    switch (cost.kind) {
      case "essence":
        break;
      case "discard": {
        const candidates = s.players[p].hand.filter((id) => id !== playing);
        if (candidates.length < cost.amount) return null;
        slots.push({ kind: "discard", candidates, count: cost.amount });
        break;
      }
      case "sacrifice":
      case "destroy": {
        if (cost.self === true) {
          if (!selfCostPayable(s, cost, source)) return null;
          break;
        }
        const candidates = cardsMatching(s, { ...cost.filter, controller: "you", zone: "juego" }, p, source).filter(
          (id) => s.cards[id]!.zone === "battlefield",
        );
        if (candidates.length < cost.amount) return null;
        slots.push({ kind: cost.kind, candidates, count: cost.amount });
        break;
      }
      case "turn": {
        if (cost.self === true) {
          if (!selfCostPayable(s, cost, source)) return null;
          break;
        }
        const candidates = cardsMatching(s, { ...cost.filter, controller: "you", zone: "juego" }, p, source).filter(
          (id) => !s.cards[id]!.turned,
        );
        if (candidates.length < cost.amount) return null;
        slots.push({ kind: "turn", candidates, count: cost.amount });
        break;
      }
      case "returnEssence": {
        const essence = ownEssence(s, p, cost.filter, source);
        if (essence.length < cost.amount) return null;
        // Turned ones first: returning one of those does not reduce what can be paid.
        const candidates = essence.filter((id) => s.cards[id]!.turned).concat(essence.filter((id) => !s.cards[id]!.turned));
        slots.push({ kind: "returnEssence", candidates, count: cost.amount });
        break;
      }
      default:
        assertNever(cost);
    }
  }
  return slots;
}

/** A cost on the card itself: it is in play (and, to turn it, untapped); a Santuario is never sacrificed nor destroyed (Reglamento 23). */
function selfCostPayable(s: GameState, cost: Cost, source: number): boolean {
  const c = s.cards[source];
  if (c === undefined || (c.zone !== "battlefield" && c.zone !== "essence" && c.zone !== "sanctuary")) return false;
  if (cost.kind === "turn") return !c.turned;
  return c.zone !== "sanctuary";
}

/** The costs on the card itself, paid without a choice. */
export function selfCosts(costs: readonly Cost[]): Cost[] {
  return costs.filter((c) => (c.kind === "sacrifice" || c.kind === "destroy" || c.kind === "turn") && c.self === true);
}

/** An untapped Escencia that turns itself as a cost cannot also pay (the engine then keeps it out of the payment). */
function selfTurnedEssence(s: GameState, costs: readonly Cost[], source: number): number {
  const c = s.cards[source];
  if (c === undefined || c.zone !== "essence" || c.turned) return 0;
  return costs.some((x) => x.kind === "turn" && x.self === true) ? 1 : 0;
}

function essenceOf(costs: readonly Cost[]): number {
  let n = 0;
  for (const c of costs) if (c.kind === "essence") n += c.amount;
  return n;
}

/** Can `essence` Escencias still be paid once the cost slots take their minimum? */
function affordable(s: GameState, p: PlayerId, essence: number, slots: readonly CostSlot[]): boolean {
  const untapped = untappedEssence(s, p);
  if (untapped < essence) return false;
  for (const slot of slots) {
    if (slot.kind === "returnEssence") {
      const total = s.players[p].essence.length;
      if (total - slot.count < essence) return false;
    } else if (slot.kind === "turn") {
      const nonEssence = slot.candidates.filter((id) => s.defs[s.cards[id]!.def]!.type !== "Escencia").length;
      if (nonEssence < slot.count && untapped - (slot.count - nonEssence) < essence) return false;
    }
  }
  return true;
}

/** What activating a trait costs: its Escencias and the slots of its additional costs. */
export interface TraitCosts {
  cost: number;
  costs: CostSlot[];
}

/**
 * The costs of a trait `p` activates on `source`, or null when they cannot all be paid
 * (Reglamento 12: «Un jugador no puede intentar activar un rasgo si no puede pagar todos
 * sus costes»). `available`: `p`'s untapped Escencias, when the caller has counted them.
 */
export function traitCosts(s: GameState, p: PlayerId, ability: Ability & { kind: "trait" }, source: number, available = untappedEssence(s, p)): TraitCosts | null {
  const cost = essenceOf(ability.costs);
  if (available - selfTurnedEssence(s, ability.costs, source) < cost) return null;
  const costs = costSlots(s, ability.costs, p, source, -1);
  if (costs === null || !affordable(s, p, cost, costs)) return null;
  return { cost, costs };
}

const COST_VERB: Record<CostSlot["kind"], string> = {
  discard: "descartar",
  sacrifice: "sacrificar",
  destroy: "destruir",
  turn: "girar",
  returnEssence: "devolver",
};

/** « Cuesta 2 Escencias y descartar 1 carta.», or nothing for a trait without costs. */
export function traitCostText(paid: TraitCosts): string {
  const parts: string[] = [];
  if (paid.cost > 0) parts.push(`${paid.cost} Escencia${paid.cost === 1 ? "" : "s"}`);
  for (const slot of paid.costs) {
    const what = slot.kind === "returnEssence" ? "Escencia" : "carta";
    parts.push(`${COST_VERB[slot.kind]} ${slot.count} ${what}${slot.count === 1 ? "" : "s"}`);
  }
  if (parts.length === 0) return "";
  return ` Cuesta ${parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} y ${parts[parts.length - 1]}`}.`;
}

/** One option per «Elige uno» choice (or one with choice -1) for an ability with targets. */
function abilityVariants(
  s: GameState,
  def: number,
  abilityIndex: number,
  controller: PlayerId,
  source: number,
  required: boolean,
): TargetOption[] {
  const ability = s.defs[def]!.abilities[abilityIndex]!;
  const chooseStep = defInfos(s.defs)[def]!.chooseStep[abilityIndex]!;
  const n = choiceCount(ability, chooseStep);
  const out: TargetOption[] = [];
  for (let choice = n === 0 ? -1 : 0; choice < n; choice++) {
    const slots = targetSlots(s, declarationsOf(ability, chooseStep, choice), controller, source, required);
    if (slots === null) continue;
    const d = divideStepOf(ability, chooseStep, choice);
    out.push({ choice, targets: slots, divide: d === null ? null : ({ among: d.among, amount: d.amount } satisfies DivideSlot) });
  }
  return out;
}

/** Options of a trigger or Resplandor: targets chosen when it happens (never empty). */
export function effectTargetOptions(s: GameState, def: number, abilityIndex: number, controller: PlayerId, source: number): TargetOption[] {
  const variants = abilityVariants(s, def, abilityIndex, controller, source, false);
  return variants;
}

/** Why a trait of a character cannot be activated now (Reglamento 13, 24; ruling R27), or null. */
function traitBlocked(s: GameState, p: PlayerId, id: number, def: number, abilityIndex: number, ability: Ability & { kind: "trait" }): RejectionCode | null {
  const c = s.cards[id]!;
  // Reglamento 13: «puede activar un rasgo mientras este enderezado, a menos que tenga la palabra clave temple».
  if (c.turned && !ability.temple) return "turned";
  if (inTraining(s, id) && !mayActivateDespite(s, id, ability.trait, "training")) return "training";
  // «… puede activar su Embate otra vez este turno»: a second one (ruling R182).
  const again = (): boolean => activationsThisTurn(s, id, ability.trait) < 2 && mayActivateDespite(s, id, ability.trait, "again");
  if ((ability.trait === "Talento" || ability.temple) && usedThisTurn(s, id, def, abilityIndex) && !again()) return "alreadyUsed";
  // Mecánicas avanzadas, Temple: «solo se puede activar un Embate o un Talento por turno» (any of its Embates).
  if (ability.trait === "Embate" && activatedThisTurn(s, id, "Embate") && !again()) return "alreadyUsed";
  return limitAllows(s, p, def, abilityIndex) ? null : "limitNotMet";
}


/**
 * Límite on a Verso (Reglamento 24): the n-th copy of that name played this turn needs the
 * event n times (ruling R38, as for traits).
 */
export function verseLimitAllows(s: GameState, p: PlayerId, def: number): boolean {
  const limit = s.defs[def]!.limit;
  if (limit === undefined) return true;
  const done = s.players[p].counts[countIndex(limit)] ?? 0;
  return done >= (s.players[p].limitUses[verseLimitKey(def)] ?? 0) + 1;
}

export function verseLimitKey(def: number): string {
  return `${def}:verso`;
}

/**
 * What an option depends on besides the card: the window (`main`: the active player's own
 * Mediodía with an empty chain and no Incursión), the timings a phase change offers, and
 * the Escencias `p` can pay with.
 */
interface OptionContext {
  main: boolean;
  timings: Timing[] | null;
  available: number;
}

function contextOf(s: GameState, p: PlayerId, window: WindowType): OptionContext {
  return {
    main: window === "main",
    timings: window === "phase" && s.chain.length === 0 ? ["end", "start"] : null,
    available: untappedEssence(s, p),
  };
}

/**
 * The play options of a card in `p`'s hand, pushed to `out`; null if there is one, else
 * why there is none. `only`: the index of the one Verso ability to look at, or -1.
 */
/** «Juega esta carta solo si …», «Solo puedes activar este Talento si …»: does the card's own condition hold now (ruling R111)? */
function usableNow(s: GameState, p: PlayerId, id: number, use: "play" | Trait): boolean {
  const def = s.cards[id]!.def;
  const list = defInfos(s.defs)[def]!.usableOnlyIf;
  if (list.length === 0) return true;
  const abilities = s.defs[def]!.abilities;
  for (const i of list) {
    const a = abilities[i];
    if (a?.kind === "static" && a.effect.kind === "usableOnlyIf" && a.effect.use === use && !conditionHolds(s, a.effect.condition, p, id)) return false;
  }
  return true;
}

function handOptions(s: GameState, p: PlayerId, id: number, w: OptionContext, out: ActionOption[], only: number): RejectionCode | null {
  const c = s.cards[id]!;
  const def = s.defs[c.def]!;
  // «Tu oponente no puede jugar Versos este turno».
  if (playForbidden(s, p, id)) return "restricted";
  if (!usableNow(s, p, id, "play")) return "notNow";
  if (def.type === "Verso") {
    const cost = playCost(s, p, id);
    let why: RejectionCode | null = null;
    let any = false;
    for (const ai of defInfos(s.defs)[c.def]!.verses) {
      if (only >= 0 && ai !== only) continue;
      const ability = def.abilities[ai]!;
      if (ability.kind !== "verse") continue;
      const code = verseOptions(s, p, id, ai, ability, cost, w, out);
      if (code === null) any = true;
      else why ??= code;
    }
    return any ? null : (why ?? "notAnOption");
  }
  if (def.type !== "Personaje" && def.type !== "Reliquia") return "notAnOption";
  // Reglamento 9, 14: characters and relics only in your own Mediodía, with nothing pending.
  if (!w.main) return "notNow";
  const cost = playCost(s, p, id);
  if (w.available < cost) return "cannotPay";
  out.push({
    kind: "play",
    card: id,
    ability: -1,
    option: null,
    choice: -1,
    cost,
    targets: [],
    costs: [],
    divide: null,
    bearers: def.type === "Reliquia" ? bearerCandidates(s, id, p) : null,
    timings: null,
  });
  return null;
}

function verseOptions(
  s: GameState,
  p: PlayerId,
  id: number,
  ai: number,
  ability: Ability & { kind: "verse" },
  cost: number,
  w: OptionContext,
  out: ActionOption[],
): RejectionCode | null {
  const def = s.defs[s.cards[id]!.def]!;
  // «Juega este Verso solo durante una Incursión» (Regla de oro over Reglamento 15); «… durante un
  // duelo»: a blocked one (Reglamento 19 d–e).
  const during = defInfos(s.defs)[s.cards[id]!.def]!.playDuring;
  if (during !== null && (s.attacker < 0 || (during === "duel" && currentIncursion(s)?.blocked !== true))) return "notNow";
  if (!verseLimitAllows(s, p, s.cards[id]!.def)) return "limitNotMet";
  // Reglamento 12: «Como coste adicional para jugar este Verso» is paid with either option.
  const all = def.playCosts === undefined ? ability.costs : [...def.playCosts, ...ability.costs];
  const extra = essenceOf(all);
  if (w.available < cost + extra) return "cannotPay";
  const costs = costSlots(s, all, p, id, id);
  if (costs === null || !affordable(s, p, cost + extra, costs)) return "cannotPay";
  let any = false;
  for (const v of abilityVariants(s, s.cards[id]!.def, ai, p, id, true)) {
    out.push({
      kind: "play",
      card: id,
      ability: ai,
      option: ability.option,
      choice: v.choice,
      cost: cost + extra,
      targets: v.targets,
      costs,
      divide: v.divide,
      bearers: null,
      timings: w.timings,
    });
    any = true;
  }
  return any ? null : "noLegalTarget";
}

/**
 * The options of one trait of a character in play (its own, or granted by `def`), pushed to
 * `out`; null if there is one, else why there is none.
 */
function traitOptions(s: GameState, p: PlayerId, id: number, def: number, ai: number, ability: Ability & { kind: "trait" }, w: OptionContext, out: ActionOption[]): RejectionCode | null {
  const trait: Trait = ability.trait;
  if (trait === "Talento" && !w.main) return "notNow"; // ruling R26: Talento in your own Mediodía only
  if (!usableNow(s, p, id, trait)) return "notNow";
  // Reglamento 24: a trait with Temple «solo puede activarse una vez durante tu turno en el
  // mediodía»; an Interferencia with Temple no longer answers in the opponent's turn (ruling R2).
  if (ability.temple && !(s.active === p && s.phase === "Mediodía")) return "notNow";
  if (trait === "Embate") {
    const why = embateBlocked(s, p, id);
    if (why !== null) return why;
  }
  const blocked = traitBlocked(s, p, id, def, ai, ability);
  if (blocked !== null) return blocked;
  if (cannotActivate(s, id, trait)) return "restricted"; // «no puede activar su Embate»
  // «no puede atacar», as «no puede bloquear» is judged on the blocker (`canBlock`).
  if (trait === "Embate" && cannotAttack(s, id)) return "restricted";
  const paid = traitCosts(s, p, ability, id, w.available);
  if (paid === null) return "cannotPay";
  let any = false;
  for (const v of abilityVariants(s, def, ai, p, id, true)) {
    const option: ActivateOption = {
      kind: trait === "Embate" ? "embate" : "activate",
      card: id,
      ability: ai,
      def,
      trait,
      choice: v.choice,
      cost: paid.cost,
      targets: v.targets,
      costs: paid.costs,
      divide: v.divide,
      timings: trait === "Embate" ? null : w.timings,
    };
    out.push(option);
    any = true;
  }
  return any ? null : "noLegalTarget";
}

/** The equip option of a Reliquia in play, pushed to `out`; null if there is one, else why there is none. */
function relicOptions(s: GameState, p: PlayerId, id: number, w: OptionContext, out: ActionOption[]): RejectionCode | null {
  const c = s.cards[id]!;
  const def = s.defs[c.def]!;
  const printed = relicCost(s, p, id);
  if (c.bearer < 0) {
    // Reglamento 21: equipping a relic in play costs its cost again.
    if (!w.main) return "notNow";
    if (w.available < printed) return "cannotPay";
    const to = bearerCandidates(s, id, p);
    if (to.length === 0) return "badBearer";
    out.push({ kind: "equip", relic: id, to, cost: printed, vincular: false, timings: null });
    return null;
  }
  // Reglamento 24: Vincular X moves an equipped relic, at Verso timing.
  if (def.bind === undefined) return "alreadyEquipped";
  if (w.available < printed + def.bind) return "cannotPay";
  const to = bearerCandidates(s, id, p).filter((x) => x !== c.bearer);
  if (to.length === 0) return "badBearer";
  out.push({ kind: "equip", relic: id, to, cost: printed + def.bind, vincular: true, timings: w.timings });
  return null;
}

/**
 * Everything `p` may do with priority. `main`: the active player's own Mediodía with an
 * empty chain and no Incursión (Reglamento 9, 14); otherwise only what can be done «en los
 * mismos momentos en que se puede jugar una carta de Verso» (Reglamento 13, 15, 21).
 */
export function actionOptions(s: GameState, p: PlayerId, window: WindowType): ActionOption[] {
  const w = contextOf(s, p, window);
  const out: ActionOption[] = [];
  const infos = defInfos(s.defs);
  const pl = s.players[p];
  for (const id of pl.hand) handOptions(s, p, id, w, out, -1);
  for (const id of pl.battlefield) {
    const c = s.cards[id]!;
    const def = s.defs[c.def]!;
    if (def.type === "Personaje") {
      for (const ai of w.main ? infos[c.def]!.mainTraits : infos[c.def]!.activated) {
        const ability = def.abilities[ai]!;
        if (ability.kind === "trait") traitOptions(s, p, id, c.def, ai, ability, w, out);
      }
    } else if (def.type === "Reliquia") relicOptions(s, p, id, w, out);
    if (w.main && infos[c.def]!.activatedAbilities.length > 0) ownAbilityOptions(s, p, id, w, out);
    if (s.index.grants.length > 0) grantedOptions(s, p, id, w, out);
  }
  if (w.main) {
    for (const id of pl.essence) if (infos[s.cards[id]!.def]!.activatedAbilities.length > 0) ownAbilityOptions(s, p, id, w, out);
    if (infos[s.cards[pl.sanctuary]!.def]!.activatedAbilities.length > 0) ownAbilityOptions(s, p, pl.sanctuary, w, out);
  }
  out.push(w.main ? { kind: "endPhase" } : { kind: "pass" });
  return out;
}

/** A card's own «Una vez por turno, durante tu Mediodía» abilities. */
function ownAbilityOptions(s: GameState, p: PlayerId, id: number, w: OptionContext, out: ActionOption[]): void {
  const c = s.cards[id]!;
  for (const ai of defInfos(s.defs)[c.def]!.activatedAbilities) {
    const ability = s.defs[c.def]!.abilities[ai]!;
    if (ability.kind === "activated") activatedOptions(s, p, id, c.def, ai, ability, w, out);
  }
}

/**
 * The traits and activated abilities that other cards grant this one (ruling R62). A granted
 * trait is a trait of the card (a Personaje): the rules of traits apply.
 */
function grantedOptions(s: GameState, p: PlayerId, id: number, w: OptionContext, out: ActionOption[]): void {
  const c = s.cards[id]!;
  const pairs = grantedActions(s, id);
  for (let k = 0; k < pairs.length; k += 2) {
    const def = pairs[k]!;
    const ai = pairs[k + 1]!;
    const ability = abilityAt(s, def, ai);
    if (ability === undefined) continue;
    if (ability.kind === "activated") {
      if (w.main) activatedOptions(s, p, id, def, ai, ability, w, out);
    } else if (ability.kind === "trait" && s.defs[c.def]!.type === "Personaje" && ability.trait !== "Resplandor") {
      if (w.main || ability.trait === "Interferencia") traitOptions(s, p, id, def, ai, ability, w, out);
    }
  }
}

/**
 * «Una vez por turno, durante tu Mediodía, …» (ruling R60): in your own Mediodía with nothing
 * pending, once per turn, without turning the card; costs paid up front (Reglamento 12).
 */
function activatedOptions(
  s: GameState,
  p: PlayerId,
  id: number,
  def: number,
  ai: number,
  ability: Ability & { kind: "activated" },
  w: OptionContext,
  out: ActionOption[],
): RejectionCode | null {
  if (!w.main) return "notNow";
  if (usedThisTurn(s, id, def, ai)) return "alreadyUsed";
  const essence = essenceOf(ability.costs);
  if (w.available - selfTurnedEssence(s, ability.costs, id) < essence) return "cannotPay";
  const costs = costSlots(s, ability.costs, p, id, -1);
  if (costs === null || !affordable(s, p, essence, costs)) return "cannotPay";
  let any = false;
  for (const v of abilityVariants(s, def, ai, p, id, true)) {
    const option: AbilityOption = { kind: "ability", card: id, ability: ai, def, choice: v.choice, cost: essence, targets: v.targets, costs, divide: v.divide };
    out.push(option);
    any = true;
  }
  return any ? null : "noLegalTarget";
}

type ActionDecision = Extract<Decision, { kind: "play" | "activate" | "embate" | "equip" | "ability" }>;

/**
 * Why `d` matches none of `p`'s options now: the checks `actionOptions` makes, on the
 * card (and ability) the decision names. The first that fails is the code.
 */
export function missingOptionCode(s: GameState, p: PlayerId, window: WindowType, d: ActionDecision): RejectionCode {
  const w = contextOf(s, p, window);
  const scratch: ActionOption[] = [];
  const pl = s.players[p];
  if (d.kind === "play") {
    if (!pl.hand.includes(d.card)) return "notAvailable";
    const defIndex = s.cards[d.card]!.def;
    const def = s.defs[defIndex]!;
    if (def.type !== "Verso") return d.ability === undefined && d.option === undefined ? (handOptions(s, p, d.card, w, scratch, -1) ?? "notAnOption") : "notAnOption";
    for (const ai of defInfos(s.defs)[defIndex]!.verses) {
      const ability = def.abilities[ai]!;
      if (d.ability !== undefined && ai !== d.ability) continue;
      if (d.option !== undefined && (ability.kind !== "verse" || ability.option !== d.option)) continue;
      const code = handOptions(s, p, d.card, w, scratch, ai);
      if (code !== null) return code;
    }
    return "notAnOption";
  }
  if (d.kind === "ability") return abilityMissingCode(s, p, w, d);
  const id = d.kind === "equip" ? d.relic : d.card;
  if (!pl.battlefield.includes(id)) return "notAvailable";
  const c = s.cards[id]!;
  const def = s.defs[c.def]!;
  if (d.kind === "equip") return def.type === "Reliquia" ? (relicOptions(s, p, id, w, scratch) ?? "notAnOption") : "notAnOption";
  if (def.type !== "Personaje") return "notAnOption";
  const info = defInfos(s.defs)[c.def]!;
  const traits: number[] = [];
  for (const ai of d.kind === "embate" ? (info.embate >= 0 ? [info.embate] : []) : info.activated) traits.push(c.def, ai);
  const granted = grantedActions(s, id);
  for (let k = 0; k < granted.length; k += 2) {
    const a = abilityAt(s, granted[k]!, granted[k + 1]!);
    if (a !== undefined && a.kind === "trait" && (a.trait === "Embate") === (d.kind === "embate") && a.trait !== "Resplandor") traits.push(granted[k]!, granted[k + 1]!);
  }
  const wanted = (def: number, ai: number): boolean => (d.ability === undefined || ai === d.ability) && (d.def === undefined || def === d.def);
  // Reglamento 14, 19: an Embate is declared in your own Mediodía, with nothing pending.
  if (d.kind === "embate" && traits.length > 0 && !w.main) return embateBlocked(s, p, id) ?? "notNow";
  let why: RejectionCode | null = null;
  for (let k = 0; k < traits.length; k += 2) {
    if (!wanted(traits[k]!, traits[k + 1]!)) continue;
    const ability = abilityAt(s, traits[k]!, traits[k + 1]!);
    if (ability !== undefined && ability.kind === "trait") why ??= traitOptions(s, p, id, traits[k]!, traits[k + 1]!, ability, w, scratch);
  }
  return why ?? "notAnOption";
}

/** Why an activated ability («Una vez por turno, …») cannot be activated now. */
function abilityMissingCode(s: GameState, p: PlayerId, w: OptionContext, d: Extract<Decision, { kind: "ability" }>): RejectionCode {
  const c = s.cards[d.card];
  const pl = s.players[p];
  if (c === undefined || !(pl.battlefield.includes(d.card) || pl.essence.includes(d.card) || pl.sanctuary === d.card)) return "notAvailable";
  const pairs: number[] = [];
  for (const ai of defInfos(s.defs)[c.def]!.activatedAbilities) pairs.push(c.def, ai);
  const granted = grantedActions(s, d.card);
  for (let k = 0; k < granted.length; k += 2) if (abilityAt(s, granted[k]!, granted[k + 1]!)?.kind === "activated") pairs.push(granted[k]!, granted[k + 1]!);
  const scratch: ActionOption[] = [];
  let why: RejectionCode | null = null;
  for (let k = 0; k < pairs.length; k += 2) {
    const def = pairs[k]!;
    const ai = pairs[k + 1]!;
    if ((d.ability !== undefined && ai !== d.ability) || (d.def !== undefined && def !== d.def)) continue;
    const ability = abilityAt(s, def, ai);
    if (ability !== undefined && ability.kind === "activated") why ??= activatedOptions(s, p, d.card, def, ai, ability, w, scratch);
  }
  return why ?? "notAnOption";
}

export function ownCharacters(s: GameState, p: PlayerId): number[] {
  return s.players[p].battlefield.filter((id) => s.defs[s.cards[id]!.def]!.type === "Personaje");
}

/** Reglamento 0, 7, 10: the starting player never declares Embate in the first turn; else only the active player in their Mediodía. */
function embateBlocked(s: GameState, p: PlayerId, id: number): RejectionCode | null {
  if (s.turn === 1 && p === s.first) return "firstTurn";
  return s.active === p && s.phase === "Mediodía" && s.cards[id]!.zone === "battlefield" ? null : "notNow";
}

/** Reglamento 13, 19: why a character cannot block now. */
export function blockerCode(s: GameState, id: number, defender: PlayerId): RejectionCode {
  const c = s.cards[id];
  if (c === undefined || c.zone !== "battlefield" || c.controller !== defender || s.defs[c.def]!.type !== "Personaje") return "notAnOption";
  if (c.turned && !mayBlockDespite(s, id, "turned")) return "turned";
  if (blockedOut(s, id)) return "alreadyBlocked";
  if (cannotBlock(s, id) || (s.attacker >= 0 && blockForbidden(s, s.attacker, id))) return "restricted";
  return "notAnOption";
}

// --- Checking a decision's slots -----------------------------------------------------------

function describeCards(s: GameState, ids: readonly number[]): string {
  return ids.map((id) => (s.cards[id] ? `«${nameOf(s, id)}» (${id})` : String(id))).join(", ");
}

/** Checks chosen targets against the slots; null when they fit. */
export function checkTargets(s: GameState, slots: readonly TargetSlot[], chosen: TargetChoice | undefined): Rejection | null {
  const given = chosen ?? {};
  for (const key of Object.keys(given)) {
    if (!slots.some((slot) => slot.id === key)) return reject("badTarget", `Esta jugada no declara el objetivo «${key}».`);
  }
  for (const slot of slots) {
    const values = given[slot.id] ?? [];
    if (!Array.isArray(values)) return reject("badShape", `El objetivo «${slot.id}» debe ser una lista.`);
    if (values.length < slot.min || values.length > slot.max) {
      return reject(
        "wrongCount",
        slot.min === slot.max
          ? `El objetivo «${slot.id}» pide ${slot.min} ${slot.player ? "jugador(es)" : "carta(s)"}; se indicaron ${values.length}.`
          : `El objetivo «${slot.id}» admite de ${slot.min} a ${slot.max}; se indicaron ${values.length}.`,
      );
    }
    const seen = new Set<number>();
    for (const v of values) {
      if (seen.has(v)) return reject("badTarget", `El objetivo «${slot.id}» repite una elección.`);
      seen.add(v);
      if (!slot.candidates.includes(v)) {
        return reject(
          "badTarget",
          slot.player ? `El jugador ${v} no es un objetivo válido para «${slot.id}».` : `${describeCards(s, [v])} no es un objetivo válido para «${slot.id}».`,
        );
      }
    }
  }
  return null;
}

export function checkDivide(divide: DivideSlot | null, chosen: TargetChoice | undefined, amounts: number[] | undefined): Rejection | null {
  if (divide === null) return amounts === undefined || amounts.length === 0 ? null : reject("badDivide", "Esta jugada no reparte daño.");
  const targets = (chosen ?? {})[divide.among] ?? [];
  const split = amounts ?? [];
  if (targets.length === 0) return split.length === 0 ? null : reject("badDivide", "No hay objetivos entre los que repartir el daño.");
  if (split.length !== targets.length) return reject("badDivide", `Indica cuánto daño recibe cada uno de los ${targets.length} objetivos.`);
  let sum = 0;
  for (const n of split) {
    if (!Number.isInteger(n) || n < 1) return reject("badDivide", "Cada objetivo del reparto recibe al menos 1 de daño (Reglamento 26: 0 de daño no es daño).");
    sum += n;
  }
  if (sum !== divide.amount) return reject("badDivide", `El reparto debe sumar ${divide.amount} de daño; suma ${sum}.`);
  return null;
}

/** Checks cost choices: one list per slot, exactly `count` distinct candidates, no card used twice. */
export function checkCosts(s: GameState, p: PlayerId, slots: readonly CostSlot[], chosen: number[][] | undefined, essence: number): Rejection | null {
  const given = chosen ?? [];
  if (given.length !== slots.length) {
    return reject("badCost", slots.length === 0 ? "Esta jugada no tiene costes adicionales que elegir." : `Elige las cartas de ${slots.length} coste(s) adicional(es).`);
  }
  const used = new Set<number>();
  let returnedUntapped = 0;
  let turnedEssence = 0;
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    const values = given[i]!;
    if (!Array.isArray(values) || values.length !== slot.count) return reject("badCost", `El coste adicional ${i + 1} pide exactamente ${slot.count} carta(s).`);
    for (const v of values) {
      if (used.has(v)) return reject("badCost", `${describeCards(s, [v])} no puede pagar dos costes a la vez.`);
      used.add(v);
      if (!slot.candidates.includes(v)) return reject("badCost", `${describeCards(s, [v])} no sirve para pagar este coste.`);
      const c = s.cards[v]!;
      if (slot.kind === "returnEssence" && !c.turned) returnedUntapped++;
      if (slot.kind === "turn" && c.zone === "essence") turnedEssence++;
    }
  }
  if (untappedEssence(s, p) - returnedUntapped - turnedEssence < essence) {
    return reject("cannotPay", "Con esa elección no quedan Escencias enderezadas suficientes para pagar el coste (Reglamento 12: los costes se pagan completos).");
  }
  return null;
}

/**
 * Is the character able to block now (Reglamento 13, 19), the attacker of the Incursión
 * in progress unless told: not turned, not blocked this turn, and nothing forbids it
 * («no puede bloquear», «no puede ser bloqueado por …»).
 */
export function canBlock(s: GameState, id: number, attacker = s.attacker): boolean {
  const c = s.cards[id]!;
  if (c.zone !== "battlefield" || s.defs[c.def]!.type !== "Personaje") return false;
  // A card's text may lift a rule of blocking (Reglamento 0): «aunque esté girado», «dos veces por turno», «a personajes con Imbatible».
  if (c.turned && !mayBlockDespite(s, id, "turned")) return false;
  if (blockedOut(s, id)) return false;
  if (attacker >= 0 && unblockable(s, attacker) && !mayBlockDespite(s, id, "imbatible")) return false;
  return !cannotBlock(s, id) && !(attacker >= 0 && blockForbidden(s, attacker, id));
}

/** It already blocked as often as it may this turn: once (Reglamento 13), twice with «puede bloquear dos veces por turno». */
function blockedOut(s: GameState, id: number): boolean {
  const c = s.cards[id]!;
  if (c.blocked !== s.turn) return false;
  return Math.max(1, c.blocks) >= (mayBlockDespite(s, id, "twice") ? 2 : 1);
}

export function blockCandidates(s: GameState, defender: PlayerId, attacker = s.attacker): number[] {
  return s.players[defender].battlefield.filter((id) => canBlock(s, id, attacker));
}

/** Imbatible: unblockable on the first Embate activation (Reglamento 24). */
export function unblockable(s: GameState, attacker: number): boolean {
  return s.cards[attacker]!.embates <= 1 && hasKeyword(s, attacker, "Imbatible");
}
