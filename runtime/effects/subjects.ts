// What the words of a step designate when it executes: declared targets that are still
// legal (Reglamento 17, 23), «este personaje», «el portador», «todos los …», a
// Santuario, players, and amounts «por cada …».
import type { Amount, PlayerRef, Subject, TargetDeclaration } from "../../compiler/ir.js";
import { assertNever } from "../assert.js";
import { declarationsOf, defInfos } from "../defs.js";
import { cardsMatching, countMatching, inPlay, other, targetStillLegal } from "../query.js";
import type { Activation, GameState, PlayerId } from "../types.js";

function declarations(s: GameState, act: Activation): TargetDeclaration[] {
  const ability = s.defs[act.def]!.abilities[act.ability];
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
export function subjectCards(s: GameState, act: Activation, subject: Subject): number[] {
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
    case "event":
      return eventCards(act, subject.role, s);
    case "player":
    case "playerTarget":
      return [];
    default:
      return assertNever(subject);
  }
}

/**
 * «ese personaje», «la carta pagada»: the card the trigger's event is about, while it is
 * still the card it was just after the event (where it went: in play, the cementerio…).
 */
export function eventCards(act: Activation, role: "subject" | "object", s: GameState): number[] {
  const ev = act.event;
  if (ev === undefined) return [];
  const id = role === "subject" ? ev.subject : ev.object;
  const inc = role === "subject" ? ev.subjectInc : ev.objectInc;
  return id >= 0 && s.cards[id] !== undefined && s.cards[id]!.inc === inc ? [id] : [];
}

/** «ese jugador»: the player the trigger's event is about. */
export function eventPlayers(act: Activation): PlayerId[] {
  const p = act.event?.player ?? -1;
  return p === 0 || p === 1 ? [p] : [];
}

/** Players a player reference designates, the active player first (Reglamento 25). */
export function subjectPlayers(s: GameState, act: Activation, ref: PlayerRef): PlayerId[] {
  if (ref.kind === "playerTarget") return legalTargets(s, act, ref.ref) as PlayerId[];
  if (ref.kind === "eventPlayer") return eventPlayers(act);
  if (ref.who === "you") return [act.controller];
  if (ref.who === "opponent") return [other(act.controller)];
  return [s.active, other(s.active)];
}

export function amountOf(s: GameState, amount: Amount, act: Activation): number {
  if (amount.kind === "fixed") return amount.value;
  return amount.value * countMatching(s, amount.count, act.controller, act.source);
}
