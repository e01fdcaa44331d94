// `jugadas:` → engine decisions. Each statement is matched against the pending
// decision: the option of the named card (copy, controller), then its slots filled
// from the declarations (targets in the order the card declares them).
import type { CardRef, CostChoice, DamageShare, PlayStatement, TargetRef } from "../grammar/index.js";
import {
  applyDecision,
  type ActionOption,
  type CostSlot,
  type Decision,
  type GameEvent,
  type GameState,
  type PendingDecision,
  type PlayerId,
  type RejectionCode,
  type TargetChoice,
  type TargetSlot,
  type Timing,
} from "../runtime/index.js";
import { playerId, playerName } from "./setup.js";

/** Resolves card references against the state and the setup's copy numbers. */
export class Cards {
  constructor(
    readonly state: () => GameState,
    readonly copies: Map<string, number[]>,
  ) {}

  /** Every card the reference can designate (it may be several when the sentence is not precise). */
  resolve(ref: CardRef): number[] {
    const s = this.state();
    let ids: number[];
    if (ref.index !== undefined) {
      const id = this.copies.get(ref.name)?.[ref.index - 1];
      ids = id === undefined ? [] : [id];
    } else {
      ids = s.cards.filter((c) => s.defs[c.def]!.name === ref.name).map((c) => c.id);
    }
    if (ref.owner !== undefined) {
      const p = playerId(ref.owner);
      ids = ids.filter((id) => {
        const c = s.cards[id]!;
        const inPlay = c.zone === "battlefield" || c.zone === "chain" || c.zone === "essence";
        return (inPlay ? c.controller : c.owner) === p;
      });
    }
    return ids;
  }

  text(ref: CardRef): string {
    return `«${ref.name}»${ref.index !== undefined ? ` (${ref.index})` : ""}${ref.owner !== undefined ? ` de ${ref.owner}` : ""}`;
  }

  /** One card for an expectation: prefers the copies in play when the name is not precise. */
  one(ref: CardRef): number | string {
    const ids = this.resolve(ref);
    if (ids.length === 0) return `No hay ninguna carta ${this.text(ref)} en la partida.`;
    if (ids.length === 1) return ids[0]!;
    const s = this.state();
    const inPlay = ids.filter((id) => s.cards[id]!.zone === "battlefield");
    if (inPlay.length === 1) return inPlay[0]!;
    return `${this.text(ref)} designa ${ids.length} cartas: indica la copia («(2)») o el jugador («de A»).`;
  }

  targetValues(t: TargetRef, slot: TargetSlot): number[] {
    const s = this.state();
    if (slot.player) return t.kind === "player" ? [playerId(t.player)] : [];
    if (t.kind === "sanctuary") return [s.players[playerId(t.player)].sanctuary];
    if (t.kind === "player") return [];
    return this.resolve(t.card);
  }

  targetText(t: TargetRef): string {
    if (t.kind === "sanctuary") return `el Santuario de ${t.player}`;
    if (t.kind === "player") return t.player;
    return this.text(t.card);
  }
}

/** Fills the slots in their order with the written targets, in the written order. */
export function fillTargets(cards: Cards, slots: readonly TargetSlot[], targets: readonly TargetRef[]): TargetChoice | null {
  if (targets.length === 0) {
    // No target written: only forced targets (as many candidates as the slot requires) are filled in.
    if (!slots.every((slot) => slot.min === 0 || slot.candidates.length === slot.min)) return null;
    const forced: TargetChoice = {};
    for (const slot of slots) forced[slot.id] = slot.min === 0 ? [] : slot.candidates.slice();
    return forced;
  }
  const out: number[][] = slots.map(() => []);
  const go = (si: number, ti: number): boolean => {
    if (ti === targets.length) {
      for (let k = si; k < slots.length; k++) if (out[k]!.length < slots[k]!.min) return false;
      return true;
    }
    if (si >= slots.length) return false;
    const slot = slots[si]!;
    const cur = out[si]!;
    if (cur.length < slot.max) {
      for (const v of cards.targetValues(targets[ti]!, slot)) {
        if (!slot.candidates.includes(v) || cur.includes(v)) continue;
        cur.push(v);
        if (go(si, ti + 1)) return true;
        cur.pop();
      }
    }
    if (cur.length >= slot.min && go(si + 1, ti)) return true;
    return false;
  };
  if (!go(0, 0)) return null;
  const choice: TargetChoice = {};
  slots.forEach((slot, i) => (choice[slot.id] = out[i]!));
  return choice;
}

export function divideOf(cards: Cards, choice: TargetChoice, among: string | undefined, shares: readonly DamageShare[] | undefined): number[] | undefined {
  if (among === undefined || shares === undefined) return undefined;
  const chosen = choice[among] ?? [];
  const s = cards.state();
  return chosen.map((id) => {
    const share = shares.find((sh) => {
      const t = sh.target;
      if (t.kind === "sanctuary") return s.players[playerId(t.player)].sanctuary === id;
      if (t.kind === "player") return playerId(t.player) === id;
      return cards.resolve(t.card).includes(id);
    });
    return share?.amount ?? 0;
  });
}

function fillCosts(cards: Cards, slots: readonly { kind: CostChoice["kind"] | "destroy"; candidates: number[]; count: number }[], written: readonly CostChoice[]): number[][] | string {
  const used = new Set<number>();
  const out: number[][] = [];
  const pool = written.slice();
  for (const slot of slots) {
    // «Como coste adicional, destruye …» has no word of its own in a scenario: it is written «sacrificando …».
    const kind = slot.kind === "destroy" ? "sacrifice" : slot.kind;
    const i = pool.findIndex((c) => c.kind === kind);
    if (i < 0) {
      if (slot.candidates.length === slot.count) {
        out.push(slot.candidates.slice());
        continue;
      }
      return `falta el coste adicional (${COST_TEXT[slot.kind]}): escribe, p. ej., «${COST_TEXT[slot.kind]} "…"»`;
    }
    const c = pool.splice(i, 1)[0]!;
    const chosen: number[] = [];
    for (const ref of c.cards) {
      const id = cards.resolve(ref).find((v) => slot.candidates.includes(v) && !used.has(v) && !chosen.includes(v));
      if (id === undefined) return `${cards.text(ref)} no sirve para pagar ese coste (${COST_TEXT[slot.kind]})`;
      chosen.push(id);
    }
    if (c.cards.length === 0 && c.count !== undefined) {
      for (const v of slot.candidates) if (chosen.length < c.count && !used.has(v)) chosen.push(v);
    }
    chosen.forEach((v) => used.add(v));
    out.push(chosen);
  }
  return out;
}

const COST_TEXT: Record<CostChoice["kind"] | "destroy", string> = {
  sacrifice: "sacrificando",
  destroy: "sacrificando",
  discard: "descartando",
  turn: "girando",
  returnEssence: "devolviendo",
};

/** A decision to apply, or why the statement does not fit what the engine asks. */
export type Mapped = { decision: Decision } | { error: string };

const KIND_TEXT: Record<PendingDecision["kind"], string> = {
  chooseFirst: "elegir quién empieza",
  mulligan: "el mulligan",
  action: "jugar, activar, pasar o cambiar de fase",
  block: "bloquear o no",
  orderBlockers: "ordenar los bloqueadores",
  resplandor: "activar o no un Resplandor",
  targets: "elegir objetivos",
  blockerEmbate: "pagar o no el Embate de su bloqueador",
  optional: "aceptar o no un «Puedes»",
  choose: "elegir cartas",
  arrange: "ordenar las cartas miradas",
  payOrProhibit: "pagar o no para evitar una prohibición",
  nextEffect: "elegir qué efecto va primero",
};

export function pendingText(s: GameState, p: PendingDecision | null): string {
  if (p === null) return s.result !== null ? "la partida ya terminó" : "no hay ninguna decisión pendiente";
  return `el motor espera que ${playerName(p.player)} decida ${KIND_TEXT[p.kind]} («${p.prompt}»)`;
}

function timingOf(st: { timing?: { timing: Timing } }, timings: readonly Timing[] | null): Timing | undefined {
  if (timings === null) return undefined;
  return st.timing?.timing ?? "end";
}

/**
 * Maps a play statement to a decision for the pending decision `pending`. For an action,
 * tries every option of the named card that fits the declarations.
 */
export function mapStatement(cards: Cards, s: GameState, pending: PendingDecision | null, st: PlayStatement): Mapped {
  const player = "player" in st && st.player !== "both" ? playerId(st.player) : null;
  const wrongTurn = (): Mapped => ({ error: `La jugada no corresponde: ${pendingText(s, pending)}.` });
  if (pending === null || (player !== null && pending.player !== player)) return wrongTurn();
  switch (st.kind) {
    case "play":
    case "activate": {
      if (st.kind === "activate" && st.trait === "Resplandor") {
        if (pending.kind !== "resplandor") return wrongTurn();
        if (!cards.resolve(st.card).includes(pending.card)) return { error: `El Resplandor que se pregunta es el de «${s.defs[s.cards[pending.card]!.def]!.name}», no el de ${cards.text(st.card)}.` };
        return resplandorDecision(cards, pending, st);
      }
      if (st.kind === "activate" && st.trait === "Embate" && pending.kind === "blockerEmbate") {
        if (!cards.resolve(st.card).includes(pending.card)) return { error: `El Embate que se pregunta es el de «${s.defs[s.cards[pending.card]!.def]!.name}», no el de ${cards.text(st.card)}.` };
        return blockerEmbateDecision(cards, pending, st.costs);
      }
      if (pending.kind !== "action") return wrongTurn();
      const ids = cards.resolve(st.card);
      const kind = st.kind === "play" ? "play" : st.trait === "Embate" ? "embate" : "activate";
      const options = pending.options.filter((o): o is Extract<ActionOption, { kind: "play" | "activate" | "embate" }> => {
        if (o.kind !== kind || !ids.includes((o as { card: number }).card)) return false;
        if (o.kind === "play") {
          if (st.option !== undefined && o.option !== st.option) return false;
        } else if (st.kind === "activate" && (o.kind === "activate" || o.kind === "embate") && o.trait !== st.trait) return false;
        if (st.choice !== undefined && o.choice !== st.choice - 1) return false;
        return true;
      });
      if (options.length === 0) {
        const what = st.kind === "play" ? `jugar ${cards.text(st.card)}${st.option ? `, ${st.option}` : ""}` : `${kind === "embate" ? "declarar" : "activar"} el ${st.trait} de ${cards.text(st.card)}`;
        return { error: `${playerName(pending.player)} no puede ${what} ahora: no está entre las opciones legales del motor (${pending.prompt}).` };
      }
      let lastError = "";
      for (const o of options) {
        const written = st.divide !== undefined ? [...st.targets, ...st.divide.map((d) => d.target)] : st.targets;
        const targets = fillTargets(cards, o.targets, written);
        if (targets === null) {
          lastError = `los objetivos escritos (${written.map((t) => cards.targetText(t)).join(", ") || "ninguno"}) no encajan en los que pide la carta (${o.targets.map((sl) => `${sl.id}: ${sl.min === sl.max ? sl.min : `${sl.min} a ${sl.max}`} entre ${sl.candidates.length} candidatos`).join("; ") || "ninguno"})`;
          continue;
        }
        const costs = fillCosts(cards, o.costs, st.costs);
        if (typeof costs === "string") {
          lastError = costs;
          continue;
        }
        const divide = divideOf(cards, targets, o.divide?.among, st.divide);
        const timing = timingOf(st, o.timings);
        const base = { card: o.card, ability: o.ability, choice: o.choice >= 0 ? o.choice : undefined, targets, costs: costs.length > 0 ? costs : undefined, divide, timing };
        if (o.kind === "play") {
          let bearer: number | null | undefined;
          if (st.kind === "play" && o.bearers !== null) {
            if (st.bearer === undefined || st.bearer === null) bearer = null;
            else {
              const b = cards.resolve(st.bearer).find((v) => o.bearers!.includes(v));
              if (b === undefined) {
                lastError = `${cards.text(st.bearer)} no puede ser el portador`;
                continue;
              }
              bearer = b;
            }
          }
          return { decision: clean({ kind: "play", ...base, option: o.option ?? undefined, bearer }) };
        }
        return { decision: clean({ kind: o.kind, ...base }) };
      }
      return { error: `La jugada no encaja con las opciones del motor: ${lastError}.` };
    }
    case "activateAbility": {
      // «Una vez por turno, …»: the card's activated ability, with what the statement writes.
      if (pending.kind !== "action") return wrongTurn();
      const ids = cards.resolve(st.card);
      const options = pending.options.filter((o): o is Extract<ActionOption, { kind: "ability" }> => o.kind === "ability" && ids.includes(o.card));
      if (options.length === 0) return { error: `${playerName(pending.player)} no puede activar la habilidad de ${cards.text(st.card)} ahora: no está entre las opciones legales del motor (${pending.prompt}).` };
      let lastError = "";
      for (const o of options) {
        const targets = fillTargets(cards, o.targets, st.targets);
        if (targets === null) {
          lastError = `los objetivos escritos (${st.targets.map((t) => cards.targetText(t)).join(", ") || "ninguno"}) no encajan en los que pide la habilidad`;
          continue;
        }
        const costs = fillCosts(cards, o.costs, st.costs);
        if (typeof costs === "string") {
          lastError = costs;
          continue;
        }
        return { decision: clean<Decision>({ kind: "ability", card: o.card, ability: o.ability, def: o.def, choice: o.choice >= 0 ? o.choice : undefined, targets, costs: costs.length > 0 ? costs : undefined }) };
      }
      return { error: `La jugada no encaja con las opciones del motor: ${lastError}.` };
    }
    case "declineResplandor":
      if (pending.kind !== "resplandor") return wrongTurn();
      return { decision: { kind: "resplandor", activate: false } };
    case "equip": {
      if (pending.kind !== "action") return wrongTurn();
      const relics = cards.resolve(st.relic);
      const to = cards.resolve(st.to);
      for (const o of pending.options) {
        if (o.kind !== "equip" || !relics.includes(o.relic) || o.vincular !== st.vincular) continue;
        const target = to.find((v) => o.to.includes(v));
        if (target === undefined) continue;
        return { decision: clean({ kind: "equip", relic: o.relic, to: target, timing: timingOf(st, o.timings) }) };
      }
      return { error: `${playerName(pending.player)} no puede equipar ${cards.text(st.relic)} a ${cards.text(st.to)}${st.vincular ? " con Vincular" : ""} ahora: no está entre las opciones legales del motor.` };
    }
    case "block": {
      if (pending.kind !== "block") return wrongTurn();
      const blockers: number[] = [];
      for (const ref of st.blockers) {
        const id = cards.resolve(ref).find((v) => pending.candidates.includes(v) && !blockers.includes(v));
        if (id === undefined) return { error: `${cards.text(ref)} no está entre los bloqueadores posibles.` };
        blockers.push(id);
      }
      return { decision: { kind: "block", blockers } };
    }
    case "orderBlockers": {
      if (pending.kind !== "orderBlockers") return wrongTurn();
      const order: number[] = [];
      for (const ref of st.order) {
        const id = cards.resolve(ref).find((v) => pending.blockers.includes(v) && !order.includes(v));
        if (id === undefined) return { error: `${cards.text(ref)} no es uno de los bloqueadores.` };
        order.push(id);
      }
      return { decision: { kind: "orderBlockers", order } };
    }
    case "endPhase":
      if (pending.kind !== "action" || !pending.options.some((o) => o.kind === "endPhase")) return wrongTurn();
      return { decision: { kind: "endPhase" } };
    case "choose": {
      if (pending.kind !== "choose") return wrongTurn();
      const chosen: number[] = [];
      for (const ref of st.cards) {
        const id = cards.resolve(ref).find((v) => pending.candidates.includes(v) && !chosen.includes(v));
        if (id === undefined) return { error: `${cards.text(ref)} no se puede elegir aquí.` };
        chosen.push(id);
      }
      return { decision: { kind: "choose", cards: chosen } };
    }
    case "chooseTargets": {
      if (pending.kind === "resplandor") return resplandorDecision(cards, pending, { ...st, costs: [] });
      if (pending.kind !== "targets") return wrongTurn();
      return targetDecision(cards, pending.options, st, (t) => ({ kind: "targets", ...t }));
    }
    case "arrange": {
      if (pending.kind !== "arrange") return wrongTurn();
      const pick = (refs: CardRef[], used: number[]): number[] | string => {
        const out: number[] = [];
        for (const ref of refs) {
          const id = cards.resolve(ref).find((v) => pending.cards.includes(v) && !used.includes(v) && !out.includes(v));
          if (id === undefined) return `${cards.text(ref)} no es una de las cartas miradas.`;
          out.push(id);
        }
        return out;
      };
      const top = pick(st.top, []);
      if (typeof top === "string") return { error: top };
      const bottom = pick(st.bottom, top);
      if (typeof bottom === "string") return { error: bottom };
      return { decision: { kind: "arrange", top, bottom } };
    }
    case "payOrProhibit":
      if (pending.kind === "blockerEmbate") {
        // «B paga 2 Escencias.» / «B no paga.»: the costs of a blocker's Embate.
        if (!st.pay) return { decision: { kind: "blockerEmbate", activate: false } };
        if (st.amount !== undefined && st.amount !== pending.cost) return { error: `El Embate de «${s.defs[s.cards[pending.card]!.def]!.name}» cuesta ${pending.cost} Escencias, no ${st.amount}.` };
        return blockerEmbateDecision(cards, pending, []);
      }
      if (pending.kind !== "payOrProhibit") return wrongTurn();
      if (st.pay && st.amount !== undefined && st.amount !== pending.amount) return { error: `El motor pide pagar ${pending.amount} Escencias, no ${st.amount}.` };
      return { decision: { kind: "payOrProhibit", pay: st.pay } };
    case "optional":
      if (pending.kind !== "optional") return wrongTurn();
      return { decision: { kind: "optional", accept: st.accept } };
    case "nextEffect": {
      if (pending.kind !== "nextEffect") return wrongTurn();
      const ids = cards.resolve(st.card);
      const index = pending.effects.findIndex((e) => {
        if (!ids.includes(e.card)) return false;
        if (st.trait === undefined) return true;
        const ability = s.defs[s.cards[e.card]!.def]!.abilities[e.ability];
        return ability !== undefined && "trait" in ability && (ability as { trait?: string }).trait === st.trait;
      });
      if (index < 0) return { error: `Ningún efecto en espera es ${st.trait ? `el ${st.trait} de ` : "de "}${cards.text(st.card)}.` };
      return { decision: { kind: "nextEffect", index } };
    }
    case "pass":
      if (pending.kind !== "action" || !pending.options.some((o) => o.kind === "pass")) return wrongTurn();
      return { decision: { kind: "pass" } };
    case "checkpoint":
      // Not a decision: runScenario checks it between the plays.
      return { error: "«Comprueba que …» no es una jugada." };
  }
}

/** Paying for the Embate of a blocker: what pays its additional costs. */
function blockerEmbateDecision(cards: Cards, pending: Extract<PendingDecision, { kind: "blockerEmbate" }>, written: readonly CostChoice[]): Mapped {
  const costs = fillCosts(cards, pending.costs, written);
  if (typeof costs === "string") return { error: `La jugada no encaja con la decisión del motor: ${costs}.` };
  return { decision: clean<Decision>({ kind: "blockerEmbate", activate: true, costs: costs.length > 0 ? costs : undefined }) };
}

/** Activating the Resplandor that is asked: its targets, then what pays its additional costs. */
function resplandorDecision(
  cards: Cards,
  pending: Extract<PendingDecision, { kind: "resplandor" }>,
  st: { targets: TargetRef[]; divide?: DamageShare[]; choice?: number; costs: readonly CostChoice[] },
): Mapped {
  const costs = fillCosts(cards, pending.costs, st.costs);
  if (typeof costs === "string") return { error: `La jugada no encaja con la decisión del motor: ${costs}.` };
  return targetDecision(cards, pending.options, st, (t) => ({ kind: "resplandor", activate: true, ...t, costs: costs.length > 0 ? costs : undefined }));
}

function targetDecision(
  cards: Cards,
  options: readonly { choice: number; targets: TargetSlot[]; divide: { among: string } | null }[],
  st: { targets: TargetRef[]; divide?: DamageShare[]; choice?: number },
  make: (t: { choice?: number; targets: TargetChoice; divide?: number[] }) => Decision,
): Mapped {
  let lastError = "ninguna opción de la habilidad encaja";
  for (const o of options) {
    if (st.choice !== undefined && o.choice !== st.choice - 1) continue;
    const written = st.divide !== undefined ? [...st.targets, ...st.divide.map((d) => d.target)] : st.targets;
    const targets = fillTargets(cards, o.targets, written);
    if (targets === null) {
      lastError = `los objetivos escritos (${written.map((t) => cards.targetText(t)).join(", ") || "ninguno"}) no encajan en los que pide la habilidad`;
      continue;
    }
    return { decision: clean(make({ choice: o.choice >= 0 ? o.choice : undefined, targets, divide: divideOf(cards, targets, o.divide?.among, st.divide) })) };
  }
  return { error: `La jugada no encaja con la decisión del motor: ${lastError}.` };
}

/** Drops undefined fields (the state stays JSON, and the engine checks `!== undefined`). */
function clean<T extends object>(d: T): T {
  for (const k of Object.keys(d) as (keyof T)[]) if (d[k] === undefined) delete d[k];
  return d;
}

export type Applied = { ok: true; events: readonly GameEvent[] } | { ok: false; code: RejectionCode; reason: string };

/** Applies a decision; `from`, when given, is the player the statement names. */
export function apply(s: GameState, d: Decision, from?: PlayerId): Applied {
  const r = applyDecision(s, d, from);
  return r.ok ? { ok: true, events: r.events } : { ok: false, code: r.code, reason: r.reason };
}

/**
 * The decision a statement writes, built from the names in it rather than matched to an
 * option: when a `no puede …` statement fits no option of the pending decision, the
 * engine judges this one and its rejection code says why. Names that designate no card
 * become id -1; the slots of the option of that card, if there is one, give the target
 * and cost lists their shape. Null for a statement that cannot be a legality claim.
 */
export function writtenDecision(cards: Cards, s: GameState, pending: PendingDecision | null, st: PlayStatement): Decision | null {
  const p = "player" in st && st.player !== "both" ? playerId(st.player) : s.active;
  const pick = (ref: CardRef, where: readonly number[]): number => {
    const ids = cards.resolve(ref);
    return ids.find((id) => where.includes(id)) ?? ids[0] ?? -1;
  };
  const { hand, battlefield } = s.players[p];
  const optionFor = (fits: (o: ActionOption) => boolean): ActionOption | undefined =>
    pending !== null && pending.kind === "action" ? pending.options.find(fits) : undefined;
  switch (st.kind) {
    case "play": {
      const card = pick(st.card, hand);
      const o = optionFor((x) => x.kind === "play" && x.card === card && (st.option === undefined || x.option === st.option));
      const slots = o !== undefined && o.kind === "play" ? o : null;
      const targets = writtenTargets(cards, slots?.targets ?? [], writtenRefs(st));
      const bearer = st.bearer === undefined ? undefined : st.bearer === null ? null : pick(st.bearer, battlefield);
      return clean<Decision>({
        kind: "play",
        card,
        option: st.option,
        choice: st.choice === undefined ? undefined : st.choice - 1,
        targets,
        costs: writtenCosts(cards, slots?.costs ?? [], st.costs),
        divide: divideOf(cards, targets, slots?.divide?.among, st.divide),
        bearer,
        timing: writtenTiming(st, slots?.timings),
      });
    }
    case "activate": {
      if (st.trait === "Resplandor") {
        const asked = pending !== null && pending.kind === "resplandor" ? pending : null;
        const o = (asked?.options ?? []).find((x) => st.choice === undefined || x.choice === st.choice - 1);
        const targets = writtenTargets(cards, o?.targets ?? [], writtenRefs(st));
        return clean<Decision>({
          kind: "resplandor",
          activate: true,
          choice: st.choice === undefined ? undefined : st.choice - 1,
          targets,
          divide: divideOf(cards, targets, o?.divide?.among, st.divide),
          costs: writtenCosts(cards, asked?.costs ?? [], st.costs),
        });
      }
      if (st.trait === "Embate" && pending !== null && pending.kind === "blockerEmbate") {
        return clean<Decision>({ kind: "blockerEmbate", activate: true, costs: writtenCosts(cards, pending.costs, st.costs) });
      }
      const card = pick(st.card, battlefield);
      const kind = st.trait === "Embate" ? "embate" : "activate";
      const def = s.cards[card] === undefined ? undefined : s.defs[s.cards[card]!.def];
      const ability = def === undefined ? -1 : def.abilities.findIndex((a) => a.kind === "trait" && a.trait === st.trait);
      const o = optionFor((x) => x.kind === kind && x.card === card && x.ability === ability);
      const slots = o !== undefined && (o.kind === "activate" || o.kind === "embate") ? o : null;
      const targets = writtenTargets(cards, slots?.targets ?? [], writtenRefs(st));
      return clean<Decision>({
        kind,
        card,
        // A trait the card does not print (one a Reliquia grants it) is left for the engine to find.
        ability: ability >= 0 ? ability : undefined,
        choice: st.choice === undefined ? undefined : st.choice - 1,
        targets,
        costs: writtenCosts(cards, slots?.costs ?? [], st.costs),
        divide: divideOf(cards, targets, slots?.divide?.among, st.divide),
        timing: writtenTiming(st, slots?.timings),
      });
    }
    case "equip": {
      const relic = pick(st.relic, battlefield);
      const o = optionFor((x) => x.kind === "equip" && x.relic === relic);
      return clean<Decision>({ kind: "equip", relic, to: pick(st.to, battlefield), timing: writtenTiming(st, o?.kind === "equip" ? o.timings : undefined) });
    }
    case "block":
      return { kind: "block", blockers: st.blockers.map((ref) => pick(ref, battlefield)) };
    case "endPhase":
      return { kind: "endPhase" };
    case "pass":
      return { kind: "pass" };
    default:
      return null;
  }
}

/** The option's timing when there is an option (undefined: none), else the written one. */
function writtenTiming(st: { timing?: { timing: Timing } }, timings: readonly Timing[] | null | undefined): Timing | undefined {
  return timings === undefined ? st.timing?.timing : timingOf(st, timings);
}

function writtenRefs(st: { targets: readonly TargetRef[]; divide?: readonly DamageShare[] }): TargetRef[] {
  return st.divide !== undefined ? [...st.targets, ...st.divide.map((d) => d.target)] : st.targets.slice();
}

/** The written targets in the slots' order, each slot up to its size (the last takes what is left); «t1» when none is declared. */
function writtenTargets(cards: Cards, slots: readonly TargetSlot[], written: readonly TargetRef[]): TargetChoice {
  const out: TargetChoice = {};
  for (const slot of slots) out[slot.id] = [];
  let si = 0;
  for (const t of written) {
    while (si < slots.length && out[slots[si]!.id]!.length >= Math.max(1, slots[si]!.max)) si++;
    const slot = slots[Math.min(si, slots.length - 1)] ?? { id: "t1", player: t.kind === "player", candidates: [], min: 0, max: 0 };
    (out[slot.id] ??= []).push(cards.targetValues(t, slot)[0] ?? -1);
  }
  return out;
}

function writtenCosts(cards: Cards, slots: readonly CostSlot[], written: readonly CostChoice[]): number[][] | undefined {
  if (slots.length === 0 && written.length === 0) return undefined;
  const pool = written.slice();
  const ids = (c: CostChoice, slot: CostSlot | undefined): number[] =>
    c.cards.length === 0 && c.count !== undefined && slot !== undefined ? slot.candidates.slice(0, c.count) : c.cards.map((ref) => cards.resolve(ref)[0] ?? -1);
  const out = slots.map((slot) => {
    const i = pool.findIndex((c) => c.kind === slot.kind);
    if (i < 0) return slot.candidates.length === slot.count ? slot.candidates.slice() : [];
    return ids(pool.splice(i, 1)[0]!, slot);
  });
  for (const c of pool) out.push(ids(c, undefined));
  return out;
}

export const asPlayer = (p: number): PlayerId => (p === 0 ? 0 : 1);
