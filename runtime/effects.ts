// Executing the steps of an ability (Reglamento 17): in order, each part that can
// still be done is done, targets are re-checked on resolution, «Si lo haces» needs the
// previous sentence done, «Luego» does not, «Si <condición>» is checked now, «Puedes»
// asks. State-based checks run after every step (a character at 0 is destroyed
// «inmediatamente», Reglamento 17, 20). A step that needs a decision records its
// progress in `task.sub` and asks; the engine calls it again with the answer.
import type { Ability, Amount, PlayerRef, Step, Subject, TargetDeclaration } from "../compiler/ir.js";
import { ask } from "./decide.js";
import { declarationsOf, defInfos, stepsOf } from "./defs.js";
import {
  cardsMatching,
  conditionHolds,
  countMatching,
  hasKeyword,
  inPlay,
  other,
  targetStillLegal,
  untappedEssence,
} from "./query.js";
import { checkState } from "./sba.js";
import { drawCard, emit, leavePlay, moveCard, payEssence, queueTriggers, setTurned, shuffleDeck } from "./state.js";
import type { Activation, GameState, PlayerId, StepSub, Task } from "./types.js";

type StepsTask = Extract<Task, { k: "steps" }>;

const DONE = 1;
const NOT_DONE = 0;
const WAIT = -1;
/** A child task was pushed; the step finishes when it returns. */
const CHILD = -2;
/** Done, and a task was pushed that must run before the next step. */
const DONE_YIELD = 2;

export function newSteps(act: Activation, nest = -1): StepsTask {
  return { k: "steps", act, nest, i: 0, prev: true, cur: true, gate: true, sub: null, answer: null };
}

function abilityOf(s: GameState, act: Activation): Ability | undefined {
  return s.defs[act.def]!.abilities[act.ability];
}

function stepList(s: GameState, task: StepsTask): Step[] {
  const ability = abilityOf(s, task.act);
  if (ability === undefined) return [];
  const steps = stepsOf(ability);
  if (task.nest < 0) return steps;
  const choose = steps[task.nest];
  if (choose === undefined || choose.kind !== "chooseOne") return [];
  return choose.options[task.act.choice]?.steps ?? [];
}

function newSub(): StepSub {
  return { phase: 0, players: [], index: 0, cards: [], done: true };
}

/** Runs steps until done (true) or waiting for a decision or a child task (false). */
export function runSteps(s: GameState, task: StepsTask): boolean {
  const steps = stepList(s, task);
  while (task.i < steps.length) {
    if (s.result !== null) return true;
    const step = steps[task.i]!;
    if (task.sub === null) {
      if (step.link !== "and") {
        // A new sentence: «Si lo haces» looks at the previous sentence (Reglamento 17, ruling R31).
        if (task.i > 0) task.prev = task.cur;
        task.cur = true;
        task.gate = step.link === "ifYouDid" ? task.prev : true;
        if (task.gate && step.condition !== undefined) {
          task.gate = conditionHolds(s, step.condition, task.act.controller, task.act.source);
        }
      }
      if (!task.gate) {
        task.cur = false;
        task.i++;
        continue;
      }
      task.sub = newSub();
    }
    const r = execStep(s, task, step, task.sub);
    if (r === WAIT || r === CHILD) return false;
    task.cur = task.cur && (r === DONE || r === DONE_YIELD);
    task.sub = null;
    task.i++;
    checkState(s); // ruling R36: destruction is immediate, between steps
    if (r === DONE_YIELD) return false;
  }
  s.lastDone = task.cur;
  return true;
}

// --- Subjects ---------------------------------------------------------------------------

function declarations(s: GameState, act: Activation): TargetDeclaration[] {
  const ability = abilityOf(s, act);
  if (ability === undefined) return [];
  return declarationsOf(ability, defInfos(s.defs)[act.def]!.chooseStep[act.ability] ?? -1, act.choice);
}

/** The still-legal values of a declared target (Reglamento 17, 23). */
export function legalTargets(s: GameState, act: Activation, ref: string): number[] {
  const value = act.targets.find((t) => t.id === ref);
  if (value === undefined) return [];
  const decl = declarations(s, act).find((d) => d.id === ref);
  if (decl === undefined) return [];
  const out: number[] = [];
  for (let i = 0; i < value.values.length; i++) {
    const v = value.values[i]!;
    if (value.player || targetStillLegal(s, decl, act.controller, act.source, v, value.incs[i]!)) out.push(v);
  }
  return out;
}

function sourceInPlay(s: GameState, act: Activation): boolean {
  const c = s.cards[act.source];
  return c !== undefined && c.inc === act.sourceInc && inPlay(c);
}

/** Cards a subject designates now. */
function subjectCards(s: GameState, act: Activation, subject: Subject): number[] {
  switch (subject.kind) {
    case "target":
      return legalTargets(s, act, subject.ref);
    case "self":
      return sourceInPlay(s, act) ? [act.source] : [];
    case "bearer": {
      if (!sourceInPlay(s, act)) return [];
      const bearer = s.cards[act.source]!.bearer;
      return bearer >= 0 ? [bearer] : [];
    }
    case "all":
      return cardsMatching(s, subject.filter, act.controller, act.source);
    case "sanctuary":
      return [s.players[subject.whose === "you" ? act.controller : other(act.controller)].sanctuary];
    case "player":
    case "playerTarget":
      return [];
  }
}

/** Players a player reference designates, the active player first (Reglamento 25). */
function subjectPlayers(s: GameState, act: Activation, ref: PlayerRef): PlayerId[] {
  if (ref.kind === "playerTarget") return legalTargets(s, act, ref.ref) as PlayerId[];
  if (ref.who === "you") return [act.controller];
  if (ref.who === "opponent") return [other(act.controller)];
  return [s.active, other(s.active)];
}

function amountOf(s: GameState, amount: Amount, act: Activation): number {
  if (amount.kind === "fixed") return amount.value;
  return amount.value * countMatching(s, amount.count, act.controller, act.source);
}

// --- Damage ----------------------------------------------------------------------------

/** Letal: every damage of the source destroys (Reglamento 24). The source may have left play. */
export function sourceIsLethal(s: GameState, source: number): boolean {
  if (source < 0) return false;
  const c = s.cards[source]!;
  if (c.zone === "battlefield") return hasKeyword(s, source, "Letal");
  return s.defs[c.def]!.keywords.includes("Letal");
}

/** Damage to a character; 0 or less is no damage (Reglamento 26). */
export function damageCard(s: GameState, source: number, id: number, amount: number, combat: boolean): boolean {
  if (amount <= 0) return false;
  const c = s.cards[id]!;
  if (c.zone !== "battlefield" || s.defs[c.def]!.type !== "Personaje") return false;
  c.damage += amount;
  const lethal = sourceIsLethal(s, source);
  if (lethal) c.lethal = true;
  emit(s, { t: "damage", source, card: id, amount, lethal, combat });
  return true;
}

export function damageSanctuary(s: GameState, source: number, p: PlayerId, amount: number, combat: boolean): boolean {
  if (amount <= 0) return false;
  s.players[p].life -= amount;
  emit(s, { t: "sanctuaryDamage", source, player: p, amount, life: s.players[p].life, combat });
  return true;
}

function damageAny(s: GameState, source: number, id: number, amount: number): boolean {
  const c = s.cards[id]!;
  if (c.zone === "sanctuary") return damageSanctuary(s, source, c.owner, amount, false);
  return damageCard(s, source, id, amount, false);
}

/** Changes control without the card entering play again (Reglamento 26). */
export function changeControl(s: GameState, id: number, to: PlayerId): boolean {
  const c = s.cards[id]!;
  if (c.zone !== "battlefield" || c.controller === to) return false;
  const from = c.controller;
  const list = s.players[from].battlefield;
  list.splice(list.indexOf(id), 1);
  s.players[to].battlefield.push(id);
  c.controller = to;
  emit(s, { t: "control", card: id, from, to });
  return true;
}

// --- Steps -----------------------------------------------------------------------------

function execStep(s: GameState, task: StepsTask, step: Step, sub: StepSub): number {
  const act = task.act;
  if (step.optional === true && sub.phase === 0) {
    // «Puedes»: the controller decides on resolution (Reglamento 23).
    if (task.answer === null) {
      ask(s, { kind: "optional", player: act.controller, prompt: `¿Aplicas la parte opcional de «${s.defs[act.def]!.name}»?`, card: act.source });
      return WAIT;
    }
    const answer = task.answer;
    task.answer = null;
    if (answer.kind !== "optional" || !answer.accept) return NOT_DONE;
    sub.phase = 1;
  }
  switch (step.kind) {
    case "damage": {
      const amount = amountOf(s, step.amount, act);
      let dealt = false;
      for (const id of subjectCards(s, act, step.to)) if (damageAny(s, act.source, id, amount)) dealt = true;
      return dealt ? DONE : NOT_DONE;
    }
    case "divideDamage": {
      // Mecánicas avanzadas, Aliento Ardiente: the split was declared; a target gone loses its share.
      const value = act.targets.find((t) => t.id === step.among);
      if (value === undefined) return NOT_DONE;
      const legal = legalTargets(s, act, step.among);
      let dealt = false;
      for (let i = 0; i < value.values.length; i++) {
        const id = value.values[i]!;
        if (!legal.includes(id)) continue;
        if (damageAny(s, act.source, id, act.divide[i] ?? 0)) dealt = true;
      }
      return dealt ? DONE : NOT_DONE;
    }
    case "destroy": {
      let any = false;
      for (const id of subjectCards(s, act, step.what)) {
        const c = s.cards[id]!;
        if (c.zone !== "battlefield") continue;
        leavePlay(s, id, "graveyard", "destroy");
        any = true;
      }
      return any ? DONE : NOT_DONE;
    }
    case "sacrifice": {
      let any = false;
      for (const id of subjectCards(s, act, step.what)) {
        const c = s.cards[id]!;
        if (c.zone !== "battlefield" || c.controller !== act.controller) continue;
        leavePlay(s, id, "graveyard", "sacrifice");
        any = true;
      }
      return any ? DONE : NOT_DONE;
    }
    case "draw": {
      const n = amountOf(s, step.amount, act);
      let all = n > 0;
      for (const p of subjectPlayers(s, act, step.player)) {
        for (let k = 0; k < n; k++) if (!drawCard(s, p)) all = false;
      }
      return all ? DONE : NOT_DONE;
    }
    case "mill": {
      const n = amountOf(s, step.amount, act);
      let all = n > 0;
      for (const p of subjectPlayers(s, act, step.player)) {
        for (let k = 0; k < n; k++) {
          const top = s.players[p].deck[0];
          if (top === undefined) {
            all = false;
            break;
          }
          moveCard(s, top, "graveyard", p, "mill");
        }
      }
      return all ? DONE : NOT_DONE;
    }
    case "discard":
      return discardStep(s, task, sub, subjectPlayers(s, act, step.player), amountOf(s, step.amount, act));
    case "modifyStats": {
      let any = false;
      const permanent = step.duration === "permanent";
      for (const id of subjectCards(s, act, step.what)) {
        const c = s.cards[id]!;
        if (c.zone === "sanctuary") {
          if (permanent) s.players[c.owner].life += step.life;
          else c.tLife += step.life;
        } else if (c.zone === "battlefield" && s.defs[c.def]!.type === "Personaje") {
          if (permanent) {
            c.atk += step.attack;
            c.life += step.life;
          } else {
            c.tAtk += step.attack;
            c.tLife += step.life;
          }
        } else continue;
        any = true;
        emit(s, { t: "stats", card: id, attack: step.attack, life: step.life, permanent });
      }
      return any ? DONE : NOT_DONE;
    }
    case "grantKeyword": {
      let any = false;
      const permanent = step.duration === "permanent";
      for (const id of subjectCards(s, act, step.what)) {
        const c = s.cards[id]!;
        if (c.zone !== "battlefield") continue;
        const list = permanent ? c.kw : c.tKw;
        if (!list.includes(step.keyword)) list.push(step.keyword);
        any = true;
        emit(s, { t: "keyword", card: id, keyword: step.keyword, permanent });
      }
      return any ? DONE : NOT_DONE;
    }
    case "turn":
    case "untap": {
      let any = false;
      for (const id of subjectCards(s, act, step.what)) {
        if (!inPlay(s.cards[id]!)) continue;
        if (setTurned(s, id, step.kind === "turn")) any = true;
      }
      return any ? DONE : NOT_DONE;
    }
    case "returnToHand": {
      let any = false;
      for (const id of subjectCards(s, act, step.what)) {
        const c = s.cards[id]!;
        if (c.zone === "battlefield") leavePlay(s, id, "hand", "return");
        else if (c.zone === "graveyard") moveCard(s, id, "hand", c.owner, "return");
        else continue;
        any = true;
      }
      return any ? DONE : NOT_DONE;
    }
    case "gainLife": {
      const amount = amountOf(s, step.amount, act);
      if (amount <= 0) return NOT_DONE;
      let any = false;
      const ids = step.who.kind === "player" || step.who.kind === "playerTarget"
        ? subjectPlayers(s, act, step.who).map((p) => s.players[p].sanctuary)
        : subjectCards(s, act, step.who);
      for (const id of ids) {
        const c = s.cards[id]!;
        if (c.zone !== "sanctuary") continue;
        s.players[c.owner].life += amount;
        emit(s, { t: "life", player: c.owner, amount, life: s.players[c.owner].life });
        any = true;
      }
      return any ? DONE : NOT_DONE;
    }
    case "prohibitNext":
      s.prohibitions.push({ what: step.what, unlessPays: step.unlessPays ?? 0, controller: act.controller });
      emit(s, { t: "prohibition", player: act.controller, what: step.what, unlessPays: step.unlessPays ?? 0 });
      return DONE;
    case "prohibitTarget":
      return prohibitTargetStep(s, task, sub, subjectCards(s, act, step.what), step.unlessPays ?? 0);
    case "lookAtTop":
      return lookStep(s, task, sub, step.count, step.arrange);
    case "searchDeck":
      return searchStep(s, task, sub, step);
    case "addEssence": {
      const p = act.controller;
      let added = 0;
      for (let k = 0; k < step.amount; k++) {
        const top = s.players[p].essenceDeck[0];
        if (top === undefined) break;
        moveCard(s, top, "essence", p, "essence");
        if (step.turned) setTurned(s, top, true);
        queueTriggers(s, top, "entersPlay", p);
        added++;
      }
      return added > 0 ? DONE : NOT_DONE;
    }
    case "returnEssence":
      return returnEssenceStep(s, task, sub, step.amount);
    case "gainControl": {
      let any = false;
      for (const id of subjectCards(s, act, step.what)) {
        const c = s.cards[id]!;
        if (c.zone !== "battlefield") continue;
        const before = c.controller;
        changeControl(s, id, act.controller);
        // Ruling R37: the card keeps its training state; «hasta el final del turno» returns at cleanup.
        if (step.duration === "untilEndOfTurn") {
          if (c.revertControl < 0 && before !== act.controller) c.revertControl = before;
        } else c.revertControl = -1;
        any = true;
      }
      return any ? DONE : NOT_DONE;
    }
    case "equip": {
      const relic = subjectCards(s, act, step.relic)[0];
      const bearer = subjectCards(s, act, step.to)[0];
      if (relic === undefined || bearer === undefined) return NOT_DONE;
      const r = s.cards[relic]!;
      const b = s.cards[bearer]!;
      if (r.zone !== "battlefield" || s.defs[r.def]!.type !== "Reliquia") return NOT_DONE;
      if (b.zone !== "battlefield" || s.defs[b.def]!.type !== "Personaje") return NOT_DONE;
      r.bearer = bearer;
      emit(s, { t: "equip", relic, bearer });
      return DONE;
    }
    case "chooseOne": {
      if (sub.phase < 2) {
        if (act.choice < 0) return NOT_DONE;
        sub.phase = 2;
        s.tasks.push(newSteps(act, task.i));
        return CHILD;
      }
      return s.lastDone ? DONE : NOT_DONE;
    }
  }
}

function discardStep(s: GameState, task: StepsTask, sub: StepSub, players: PlayerId[], n: number): number {
  if (sub.phase < 2) {
    sub.players = players;
    sub.index = 0;
    sub.done = n > 0;
    sub.phase = 2;
  }
  while (sub.index < sub.players.length) {
    const p = sub.players[sub.index]!;
    const hand = s.players[p].hand;
    let chosen: number[];
    if (task.answer !== null) {
      const answer = task.answer;
      task.answer = null;
      chosen = answer.kind === "choose" ? answer.cards : [];
    } else if (hand.length <= n) {
      chosen = hand.slice();
    } else {
      ask(s, { kind: "choose", player: p, prompt: `Descarta ${n} carta(s).`, purpose: "discard", candidates: hand.slice(), min: n, max: n });
      return WAIT;
    }
    if (chosen.length < n) sub.done = false;
    for (const id of chosen) moveCard(s, id, "graveyard", p, "discard");
    sub.index++;
  }
  return sub.done ? DONE : NOT_DONE;
}

function prohibitTargetStep(s: GameState, task: StepsTask, sub: StepSub, ids: number[], unlessPays: number): number {
  if (sub.phase < 2) {
    sub.cards = ids;
    sub.index = 0;
    sub.done = false;
    sub.phase = 2;
  }
  while (sub.index < sub.cards.length) {
    const id = sub.cards[sub.index]!;
    const item = s.chain.find((it) => it.kind === "card" && it.act.source === id);
    if (item === undefined) {
      sub.index++;
      continue;
    }
    const payer = item.act.controller;
    if (unlessPays > 0 && untappedEssence(s, payer) >= unlessPays) {
      if (task.answer === null) {
        ask(s, {
          kind: "payOrProhibit",
          player: payer,
          prompt: `Paga ${unlessPays} Escencia(s) adicionales o «${s.defs[s.cards[id]!.def]!.name}» queda prohibida.`,
          card: id,
          amount: unlessPays,
        });
        return WAIT;
      }
      const answer = task.answer;
      task.answer = null;
      if (answer.kind === "payOrProhibit" && answer.pay) {
        payEssence(s, payer, unlessPays);
        emit(s, { t: "paidToAvoid", player: payer, card: id, amount: unlessPays });
        sub.index++;
        continue;
      }
    }
    item.prohibited = true;
    sub.done = true;
    sub.index++;
  }
  return sub.done ? DONE : NOT_DONE;
}

function lookStep(s: GameState, task: StepsTask, sub: StepSub, count: number, arrange: "top" | "bottom" | "topOrBottom"): number {
  const p = task.act.controller;
  const deck = s.players[p].deck;
  if (sub.phase < 2) {
    // Mecánicas avanzadas, Calma: with fewer cards, look at what there is.
    sub.cards = deck.slice(0, Math.min(count, deck.length));
    sub.phase = 2;
    if (sub.cards.length === 0) return NOT_DONE;
    emit(s, { t: "look", player: p, count: sub.cards.length });
  }
  if (task.answer === null) {
    ask(s, {
      kind: "arrange",
      player: p,
      prompt:
        arrange === "top"
          ? "Ordena las cartas que miraste; quedan arriba de tu baraja."
          : arrange === "bottom"
            ? "Ordena las cartas que miraste; van al fondo de tu baraja."
            : "Coloca cada carta que miraste arriba o al fondo de tu baraja, en el orden que quieras.",
      cards: sub.cards.slice(),
      mode: arrange,
    });
    return WAIT;
  }
  const answer = task.answer;
  task.answer = null;
  if (answer.kind !== "arrange") return NOT_DONE;
  // Reglamento 22: only looking does not shuffle.
  deck.splice(0, sub.cards.length);
  deck.unshift(...answer.top);
  deck.push(...answer.bottom);
  emit(s, { t: "arrange", player: p, top: answer.top.length, bottom: answer.bottom.length });
  return DONE;
}

function searchStep(s: GameState, task: StepsTask, sub: StepSub, step: Extract<Step, { kind: "searchDeck" }>): number {
  const p = task.act.controller;
  if (sub.phase < 2) {
    sub.cards = cardsMatching(s, { ...step.filter, controller: "you", zone: "baraja" }, p, task.act.source);
    sub.phase = 2;
  }
  let chosen: number | undefined;
  if (sub.cards.length > 0) {
    if (task.answer === null) {
      ask(s, {
        kind: "choose",
        player: p,
        prompt: step.destination === "mano" ? "Elige la carta que buscas para ponerla en tu mano." : "Elige la carta que buscas para ponerla en juego.",
        purpose: "search",
        candidates: sub.cards.slice(),
        min: 1,
        max: 1,
      });
      return WAIT;
    }
    const answer = task.answer;
    task.answer = null;
    chosen = answer.kind === "choose" ? answer.cards[0] : undefined;
  }
  let pushed = false;
  if (chosen !== undefined) {
    if (step.destination === "mano") moveCard(s, chosen, "hand", p, "search");
    else {
      moveCard(s, chosen, "battlefield", p, "search");
      s.tasks.push({ k: "enter", card: chosen, inc: s.cards[chosen]!.inc, stage: 0, answer: null });
      pushed = true;
    }
  }
  // Reglamento 22: a deck that was searched is shuffled, found or not (ruling R42).
  shuffleDeck(s, p);
  if (chosen === undefined) return NOT_DONE;
  return pushed ? DONE_YIELD : DONE;
}

function returnEssenceStep(s: GameState, task: StepsTask, sub: StepSub, n: number): number {
  const p = task.act.controller;
  const essence = s.players[p].essence;
  let chosen: number[];
  if (task.answer !== null) {
    const answer = task.answer;
    task.answer = null;
    chosen = answer.kind === "choose" ? answer.cards : [];
  } else if (essence.length <= n) {
    chosen = essence.slice();
  } else {
    sub.phase = 2;
    ask(s, { kind: "choose", player: p, prompt: `Elige ${n} Escencia(s) para devolver al fondo de tu baraja de Escencia.`, purpose: "returnEssence", candidates: essence.slice(), min: n, max: n });
    return WAIT;
  }
  for (const id of chosen) leavePlay(s, id, "essenceDeck", "returnEssence");
  return chosen.length === n && n > 0 ? DONE : NOT_DONE;
}
