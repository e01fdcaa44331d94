// Damage: dealing it (Reglamento 20, 26), dividing it (Mecánicas avanzadas, Aliento
// Ardiente), preventing it and removing it (Reglamento 20: «El daño puede ser reducido,
// prevenido o redirigido si una carta o efecto lo permite»).
import { report } from "../diagnostics/catalog.js";
import type { Step } from "../ir.js";
import { lowerSubject } from "../lower/selections.js";
import { eventCard, lowerAmount } from "../lower/values.js";
import { checkAmount, checkInPlay, checkNumber, checkSelection, isTarget, MAX_AMOUNT, reportWrongPlace } from "./checks.js";
import { always, never, type ClauseOf, type ClauseSpec } from "./spec.js";

const HITTABLE = ["Personaje", "Santuario"] as const;

export const damage: ClauseSpec<ClauseOf<"damage">> = {
  places: ["effect"],
  fallible: always,
  check(c, ctx) {
    if (c.source !== undefined) checkSelection(c.source, ctx, ["Personaje"], "hacer daño");
    checkAmount(c.amount, "El daño", ctx);
    checkInPlay(c.to, ctx, "hacer daño");
    checkSelection(c.to, ctx, HITTABLE, "hacer daño");
  },
  lower(c, scope, base) {
    // In text order: «X hace daño igual a su Ataque a Y», «Haz al Santuario … tanto daño como …».
    const source = c.source !== undefined ? lowerSubject(c.source, scope) : undefined;
    const toFirst = c.to.span.start < c.amount.span.start;
    const to0 = toFirst ? lowerSubject(c.to, scope) : undefined;
    const amount = lowerAmount(c.amount, scope);
    const to = to0 ?? lowerSubject(c.to, scope);
    const step: Step = { kind: "damage", amount, to, ...base };
    if (source !== undefined) step.source = source;
    return [step];
  },
};

export const divideDamage: ClauseSpec<ClauseOf<"divideDamage">> = {
  places: ["effect"],
  fallible: always,
  check(c, ctx) {
    checkAmount(c.amount, "El daño", ctx);
    const among = c.among;
    if (among.kind !== "cards" || among.quantifier.kind === "all") {
      report(ctx.diagnostics, "CR134", { problem: "notTargets" }, among.span);
    } else {
      const q = among.quantifier;
      const n = q.kind === "one" ? 1 : q.kind === "between" ? q.min : "n" in q ? q.n : 1;
      const value = c.amount.kind === "statOf" || c.amount.kind === "countOf" ? Infinity : c.amount.value;
      if (n > value) report(ctx.diagnostics, "CR134", { problem: "tooMany", amount: value, n }, among.span, undefined, "warning");
    }
    checkInPlay(among, ctx, "hacer daño");
    checkSelection(among, ctx, HITTABLE, "hacer daño");
  },
  lower(c, scope, base) {
    const among = lowerSubject(c.among, scope);
    const amount = c.amount.kind === "statOf" || c.amount.kind === "countOf" ? 0 : c.amount.value;
    return [{ kind: "divideDamage", amount, among: among.kind === "target" ? among.ref : "", ...base }];
  },
};

export const prevent: ClauseSpec<ClauseOf<"prevent">> = {
  places: ["effect", "static"],
  fallible: (c) => isTarget(c.to),
  check(c, ctx) {
    // «Previene el primer daño que fuera a recibir el portador cada turno» is a static ability of its own; a shield is an effect (ruling R177).
    if ((ctx.place === "static") !== (c.firstEachTurn === true)) {
      reportWrongPlace(c, ctx);
      return;
    }
    if (c.firstEachTurn === true && (c.to === null || c.to.kind === "previous")) report(ctx.diagnostics, "CR169", { problem: "damageBody" }, c.span);
    if (typeof c.amount === "number") checkNumber(c.amount, 1, MAX_AMOUNT, "El daño prevenido", c.span, ctx);
    if (c.to !== null) {
      checkInPlay(c.to, ctx, "prevenir el daño de");
      checkSelection(c.to, ctx, HITTABLE, "prevenir el daño de");
    }
    if (c.duration === "permanent") report(ctx.diagnostics, "CR158", { problem: "shieldPermanent" }, c.span);
    // «… se le hace a este personaje en su lugar»: to the card with the ability (a personaje) or its bearer (ruling R174).
    if (c.redirectTo !== undefined && !((c.redirectTo.kind === "self" && ctx.frame.type === "Personaje") || (c.redirectTo.kind === "bearer" && ctx.frame.type === "Reliquia"))) report(ctx.diagnostics, "CR169", { problem: "redirectTo" }, c.redirectTo.span);
  },
  lower(c, scope, base) {
    const to = c.to === null ? null : lowerSubject(c.to, scope);
    const step: Step = { kind: "preventDamage", to, amount: c.amount === "once" ? null : c.amount, duration: c.duration ?? "untilEndOfTurn", ...base };
    if (c.amount === "once" || c.reduceNext === true) step.once = true;
    if (c.combat) step.combatOnly = true;
    if (c.thisDuel === true) step.thisDuel = true;
    if (c.redirectTo !== undefined && step.kind === "preventDamage") step.redirectTo = lowerSubject(c.redirectTo, scope);
    return [step];
  },
  lowerStatic(c, scope) {
    // As «La primera vez en cada turno que <X> fuera a recibir daño, previene …» (ruling R177).
    const who = c.to === null ? undefined : eventCard(c.to, scope);
    const amount = typeof c.amount === "number" ? c.amount : 0;
    return [{ kind: "replaceDamage", ...(who === undefined ? {} : { who }), mode: amount === 0 ? "becomes" : "less", amount, firstEachTurn: true }];
  },
};

export const removeDamage: ClauseSpec<ClauseOf<"removeDamage">> = {
  places: ["effect"],
  fallible: always,
  check(c, ctx) {
    if (c.amount !== null) checkNumber(c.amount, 1, MAX_AMOUNT, "El daño", c.span, ctx);
    checkInPlay(c.what, ctx, "quitar daño");
    checkSelection(c.what, ctx, ["Personaje"], "quitar daño");
  },
  lower(c, scope, base) {
    return [{ kind: "removeDamage", what: lowerSubject(c.what, scope), amount: c.amount, ...base }];
  },
};

/**
 * «recibe 1 menos», «ese daño se reduce en 1», «en su lugar recibe 3»: only the body of a
 * damage replacement (ruling R130), which compiler/check/replacements.ts checks and
 * compiler/lower/replacements.ts lowers; anywhere else it says nothing the engine can do.
 */
export const damageInstead: ClauseSpec<ClauseOf<"damageInstead">> = {
  places: ["effect"],
  fallible: never,
  check(c, ctx) {
    report(ctx.diagnostics, "CR169", { problem: "notHere" }, c.span);
  },
  lower() {
    return [];
  },
};

/** «ese daño se hace a este personaje en su lugar»: likewise only the body of a damage replacement (ruling R173). */
export const redirectDamage: ClauseSpec<ClauseOf<"redirectDamage">> = {
  places: ["effect"],
  fallible: never,
  check(c, ctx) {
    report(ctx.diagnostics, "CR169", { problem: "notHere" }, c.span);
  },
  lower() {
    return [];
  },
};
