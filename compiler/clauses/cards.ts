// Actions on cards in play: destroy, turn, untap, sacrifice (Reglamento 23), return to
// the hand, gain or exchange control (Reglamento 23, 26), equip and change bearer
// (Reglamento 21).
import { report } from "../diagnostics/catalog.js";
import type { CardFilter, Cost, Step, Subject } from "../ir.js";
import { antecedentSubject, lowerFilter, lowerPlayer, lowerSubject } from "../lower/selections.js";
import { checkInPlay, checkSelection } from "./checks.js";
import { always, type CheckContext, type ClauseOf, type ClauseSpec } from "./spec.js";
import type { Scope } from "../lower/scope.js";
import type { SelectionNode } from "../../grammar/index.js";

/** A cost «sacrifica / gira / destruye X» picks among your own cards when paid (Reglamento 12): not a target. */
function costOf(kind: "sacrifice" | "turn" | "destroy", what: SelectionNode, scope: Scope, range: Cost["range"]): Cost | undefined {
  if (what.kind === "self") return { kind, filter: { noun: what.noun === "carta" ? "carta" : what.noun, zone: "juego" }, amount: 1, self: true, range };
  if (what.kind !== "cards") return undefined;
  const amount = "n" in what.quantifier ? what.quantifier.n : 1;
  const filter: CardFilter = { ...lowerFilter(what, scope, "juego"), controller: "you" };
  return { kind, filter, amount, range };
}

function checkCostSelection(what: SelectionNode, ctx: CheckContext): boolean {
  const ok = what.kind === "self" || (what.kind === "cards" && (what.quantifier.kind === "one" || what.quantifier.kind === "exactly"));
  if (!ok) report(ctx.diagnostics, "CR125", { problem: "notACost" }, what.span);
  return ok;
}

function onCards(kind: "destroy" | "turn" | "untap", verb: string, nouns: readonly ("Personaje" | "Reliquia" | "Escencia")[]): ClauseSpec<ClauseOf<typeof kind>> {
  return {
    places: kind === "untap" ? ["effect"] : ["effect", "cost"],
    fallible: always,
    check(c, ctx) {
      if (ctx.place === "cost" && !checkCostSelection(c.what, ctx)) return;
      checkInPlay(c.what, ctx, verb);
      checkSelection(c.what, { ...ctx, inCondition: ctx.place === "cost" || ctx.inCondition }, nouns, verb);
    },
    lower(c, scope, base) {
      return [{ kind, what: lowerSubject(c.what, scope), ...base } as Step];
    },
    lowerCost: kind === "untap" ? undefined : (c, scope) => costOf(kind, c.what, scope, scope.range(c.span)),
  };
}

export const destroy = onCards("destroy", "destruir", ["Personaje", "Reliquia"]);
export const turn = onCards("turn", "girar", ["Personaje", "Reliquia", "Escencia"]);
export const untap = onCards("untap", "enderezar", ["Personaje", "Reliquia", "Escencia"]);

export const sacrifice: ClauseSpec<ClauseOf<"sacrifice">> = {
  places: ["effect", "cost"],
  fallible: always,
  check(c, ctx) {
    if (ctx.place === "cost" && !checkCostSelection(c.what, ctx)) return;
    checkInPlay(c.what, ctx, "sacrificar");
    // «Tu oponente sacrifica un personaje»: theirs, chosen by them; a count, not a target.
    const chosenByPlayer = c.player !== undefined;
    if (chosenByPlayer && c.what.kind === "cards" && c.what.quantifier.kind !== "one" && c.what.quantifier.kind !== "exactly") report(ctx.diagnostics, "CR116", { what: "La cantidad de cartas sacrificadas", value: 0, min: 1, max: 20 }, c.what.span);
    if (!chosenByPlayer && c.what.kind === "cards" && c.what.filters.some((f) => f.kind === "controller" && f.side === "opponent")) report(ctx.diagnostics, "CR146", {}, c.what.span);
    checkSelection(c.what, { ...ctx, inCondition: ctx.place === "cost" || ctx.inCondition || chosenByPlayer }, ["Personaje", "Reliquia"], "sacrificar");
  },
  lower(c, scope, base) {
    if (c.player !== undefined && c.what.kind === "cards") {
      // «Tu oponente sacrifica un personaje»: chosen on resolution by that player, among theirs.
      const player = lowerPlayer(c.player, scope);
      if (!(player.kind === "player" && player.who === "you")) {
        const { controller: _controller, ...filter } = lowerFilter(c.what, scope, "juego");
        const q = c.what.quantifier;
        const amount = q.kind === "exactly" ? q.n : 1;
        return [{ kind: "sacrifice", what: { kind: "all", filter }, player, amount, ...base }];
      }
    }
    // Only your own cards are sacrificed: the filter says so even where the text leaves it implicit.
    const what = lowerSubject(c.what, scope);
    if (what.kind === "target" && c.what.kind === "cards") {
      const target = scope.targets.find((t) => t.id === what.ref);
      if (target?.what.kind === "card") target.what.filter.controller = "you";
    } else if (what.kind === "all") {
      what.filter.controller = "you";
    }
    return [{ kind: "sacrifice", what, ...base }];
  },
  lowerCost: (c, scope) => costOf("sacrifice", c.what, scope, scope.range(c.span)),
};

export const returnToHand: ClauseSpec<ClauseOf<"returnToHand">> = {
  places: ["effect"],
  fallible: always,
  check(c, ctx) {
    checkSelection(c.what, ctx, ["Personaje", "Reliquia", "Verso"], "devolver a la mano");
  },
  lower(c, scope, base) {
    return [{ kind: "returnToHand", what: lowerSubject(c.what, scope), ...base }];
  },
};

export const gainControl: ClauseSpec<ClauseOf<"gainControl">> = {
  places: ["effect"],
  fallible: always,
  check(c, ctx) {
    checkInPlay(c.what, ctx, "ganar el control");
    checkSelection(c.what, ctx, ["Personaje", "Reliquia"], "ganar el control");
  },
  lower(c, scope, base) {
    return [{ kind: "gainControl", what: lowerSubject(c.what, scope), duration: c.duration ?? "permanent", ...base }];
  },
};

export const exchangeControl: ClauseSpec<ClauseOf<"exchangeControl">> = {
  places: ["effect"],
  fallible: always,
  check(c, ctx) {
    if (c.other !== undefined) {
      for (const s of [c.what, c.other]) {
        if (s.kind !== "cards" || s.quantifier.kind !== "one") report(ctx.diagnostics, "CR160", { problem: "twoTargets" }, s.span);
        else checkSelection(s, ctx, ["Personaje", "Reliquia"], "intercambiar");
      }
      return;
    }
    const antecedent = ctx.resolution.refersTo.get(c.what);
    if (c.what.kind !== "previous" || antecedent?.kind !== "both") report(ctx.diagnostics, "CR160", { problem: "twoTargets" }, c.what.span);
  },
  lower(c, scope, base) {
    if (c.other !== undefined) return [{ kind: "exchangeControl", a: lowerSubject(c.what, scope), b: lowerSubject(c.other, scope), ...base }];
    return [{ kind: "exchangeControl", ...bothOf(c.what, scope), ...base }];
  },
};

/** The two cards «ambos» (or «cada uno … al otro») stands for; the checker has reported it when there are not two. */
function bothOf(what: SelectionNode, scope: Scope): { a: Subject; b: Subject } {
  // «X y Y se hacen daño mutuamente»: the two are the subject itself.
  if (what.kind === "both") return { a: lowerSubject(what.items[0]!, scope), b: lowerSubject(what.items[1] ?? what.items[0]!, scope) };
  const antecedent = scope.resolution.refersTo.get(what);
  const pair: Subject[] = antecedent?.kind === "both" ? antecedent.items.map((a) => antecedentSubject(a, scope)) : [{ kind: "self" }, { kind: "self" }];
  return { a: pair[0]!, b: pair[1] ?? pair[0]! };
}

export const fight: ClauseSpec<ClauseOf<"fight">> = {
  places: ["effect"],
  fallible: always,
  check(c, ctx) {
    if (c.what.kind === "both" && c.what.items.length === 2) return;
    const antecedent = ctx.resolution.refersTo.get(c.what);
    if (antecedent?.kind !== "both") report(ctx.diagnostics, "CR160", { problem: "fight" }, c.what.span);
  },
  lower(c, scope, base) {
    return [{ kind: "fight", ...bothOf(c.what, scope), ...base }];
  },
};

export const equip: ClauseSpec<ClauseOf<"equip">> = {
  places: ["effect"],
  fallible: always,
  check(c, ctx) {
    const relic = c.relic;
    const isRelic =
      (relic.kind === "self" && ctx.frame.type === "Reliquia") ||
      (relic.kind === "cards" && relic.noun === "Reliquia") ||
      relic.kind === "previous";
    if (!isRelic) report(ctx.diagnostics, "CR140", {}, relic.span);
    else checkSelection(relic, ctx, ["Reliquia"], "equipar");
    checkInPlay(c.to, ctx, "equipar");
    checkSelection(c.to, ctx, ["Personaje"], "ser portador");
  },
  lower(c, scope, base) {
    // In text order: «Equipa a este personaje todas las Reliquias …» names the bearer first.
    const bearerFirst = c.to.span.start < c.relic.span.start;
    const to0 = bearerFirst ? lowerSubject(c.to, scope) : undefined;
    const relic = lowerSubject(c.relic, scope);
    const to = to0 ?? lowerSubject(c.to, scope);
    const step: Step = { kind: "equip", relic, to, ...base };
    if (c.changeBearer) step.changeBearer = true;
    return [step];
  },
};
