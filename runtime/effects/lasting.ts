// Lasting effects of resolved steps (`GameState.effects`): restrictions, prevention
// shields, and stat, keyword and control changes that outlast the turn. Each has its end
// (Reglamento 20: the cleanup stage ends what lasts «hasta el final del turno»; a card
// can say it lasts longer, «a menos que … una carta lo impida»), and ends there
// (Reglamento 17: «Si un efecto continuo ha expirado …, deja de aplicarse inmediatamente»).
import type { Duration, Subject } from "../../compiler/ir.js";
import { assertNever } from "../assert.js";
import { changeControl } from "../state.js";
import type { Activation, Expiry, GameState, LastingEffect, LastingScope, PlayerId } from "../types.js";
import { subjectCards, subjectPlayers } from "./subjects.js";

/**
 * When an effect of `duration` ends. «su próximo turno», «su próxima Alba» wait for the
 * affected player's (`affected`, ruling R71); «tu próximo turno», «tu próxima Alba» for the
 * ability's controller's (`controller`, ruling R80), whoever the effect is on.
 */
export function expiryOf(s: GameState, duration: Duration, affected: PlayerId, controller: PlayerId): Expiry {
  switch (duration) {
    case "untilEndOfTurn":
      return { at: "cleanup", player: affected, after: s.turn };
    case "permanent":
      return { at: "never", player: affected, after: s.turn };
    case "untilEndOfTheirNextTurn":
      return { at: "turnEnd", player: affected, after: s.turn };
    case "untilTheirNextAlba":
      return { at: "alba", player: affected, after: s.turn };
    case "untilEndOfYourNextTurn":
      return { at: "turnEnd", player: controller, after: s.turn };
    case "untilYourNextAlba":
    case "duringYourNextAlba":
      return { at: "alba", player: controller, after: s.turn };
    default:
      return assertNever(duration);
  }
}

/** Lasts beyond the cleanup stage of this turn. */
export function outlastsTurn(duration: Duration): boolean {
  return duration === "untilEndOfTheirNextTurn" || duration === "untilTheirNextAlba" || duration === "untilEndOfYourNextTurn" || duration === "untilYourNextAlba" || duration === "duringYourNextAlba";
}

/**
 * What a step's subject covers while the effect lasts: the cards it designates now (with
 * their incarnations), the cards that match «todos los …» while it lasts (ruling R70), or
 * the cards of the players it names. Null: it designates nothing now.
 */
export function scopeOf(s: GameState, act: Activation, what: Subject): LastingScope | null {
  switch (what.kind) {
    case "all":
      return { kind: "filter", filter: what.filter };
    case "player":
    case "playerTarget":
    case "controllerOf":
    case "ownerOf": {
      const players = subjectPlayers(s, act, what);
      return players.length === 0 ? null : { kind: "players", players };
    }
    default: {
      const ids = subjectCards(s, act, what);
      return ids.length === 0 ? null : { kind: "cards", ids, incs: ids.map((id) => s.cards[id]!.inc) };
    }
  }
}

/** The player whose next turn or Alba ends an effect on this scope: the affected cards' controller, else the opponent. */
export function affectedPlayer(s: GameState, act: Activation, scope: LastingScope): PlayerId {
  switch (scope.kind) {
    case "cards":
      return s.cards[scope.ids[0]!]!.controller;
    case "players":
      return scope.players[0]!;
    case "filter":
      return scope.filter.controller === "you" ? act.controller : act.controller === 0 ? 1 : 0;
    case "any":
      return act.controller === 0 ? 1 : 0;
    default:
      return assertNever(scope);
  }
}

/** A scope of cards split by controller; any other scope as it is. */
export function byController(s: GameState, scope: LastingScope): LastingScope[] {
  if (scope.kind !== "cards") return [scope];
  const out: LastingScope[] = [];
  const seen: PlayerId[] = [];
  for (const id of scope.ids) {
    const p = s.cards[id]!.controller;
    if (seen.includes(p)) continue;
    seen.push(p);
    const ids = scope.ids.filter((x) => s.cards[x]!.controller === p);
    out.push({ kind: "cards", ids, incs: ids.map((x) => scope.incs[scope.ids.indexOf(x)]!) });
  }
  return out;
}

export function addLasting(s: GameState, e: LastingEffect): void {
  s.effects.push(e);
}

/** Undoes a change that outlasted the turn, if the card is still the same object. */
function undo(s: GameState, e: LastingEffect): void {
  switch (e.kind) {
    case "restrict":
    case "shield":
    case "nextCost":
      return;
    case "stats": {
      const c = s.cards[e.id]!;
      if (c.inc !== e.inc) return;
      c.atk -= e.attack;
      c.life -= e.life;
      s.dirty = true;
      return;
    }
    case "keyword": {
      const c = s.cards[e.id]!;
      if (c.inc !== e.inc) return;
      const i = c.kw.indexOf(e.keyword);
      if (i >= 0) c.kw.splice(i, 1);
      s.dirty = true;
      return;
    }
    case "control": {
      const c = s.cards[e.id]!;
      if (c.inc === e.inc) changeControl(s, e.id, e.back);
      return;
    }
    default:
      assertNever(e);
  }
}

/** An effect on cards only that all left play has nothing left to do. */
function orphan(s: GameState, e: LastingEffect): boolean {
  switch (e.kind) {
    case "restrict":
    case "shield": {
      const scope = e.scope;
      return scope.kind === "cards" && scope.ids.every((id, i) => s.cards[id]!.inc !== scope.incs[i]);
    }
    case "stats":
    case "keyword":
    case "control":
      return s.cards[e.id]!.inc !== e.inc;
    case "nextCost":
      // A player's, not a card's: it waits for the card played.
      return false;
    default:
      return assertNever(e);
  }
}

function endWhere(s: GameState, ends: (until: Expiry) => boolean): void {
  if (s.effects.length === 0) return;
  const kept: LastingEffect[] = [];
  for (const e of s.effects) {
    if (ends(e.until)) undo(s, e);
    else if (!orphan(s, e)) kept.push(e);
  }
  s.effects = kept;
}

/**
 * The cleanup stage (Reglamento 20): what lasts «hasta el final del turno» ends, and what
 * lasts «hasta el final de su próximo turno» when that turn is this one.
 */
export function endAtCleanup(s: GameState): void {
  endWhere(s, (u) => u.at === "cleanup" || (u.at === "turnEnd" && u.player === s.active && s.turn > u.after));
}

/** After the untap of `p`'s Alba (Reglamento 9): «no se endereza durante la próxima Alba de su controlador» has been applied. */
export function endAfterAlba(s: GameState, p: PlayerId): void {
  endWhere(s, (u) => u.at === "alba" && u.player === p && s.turn > u.after);
}
