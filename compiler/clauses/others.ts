// Escencias (Reglamento 6, 12), prohibitions (Reglamento 18), winning and losing the
// game (Reglamento 1), and the sentences that only describe the card itself: cost
// changes (Reglamento 12, 24), what it may be equipped to (Reglamento 21), when it may
// be played (Reglamento 15).
import { report } from "../diagnostics/catalog.js";
import type { CardFilter, StaticEffect, Step, Trait } from "../ir.js";
import { checkCondition } from "../check/sentences.js";
import { lowerCondition } from "../lower/values.js";
import { lowerFilter, lowerPlayer, lowerSubject } from "../lower/selections.js";
import { checkAmount, checkNumber, checkSelection, isTarget, MAX_AMOUNT } from "./checks.js";
import { always, never, type ClauseOf, type ClauseSpec } from "./spec.js";

export const addEssence: ClauseSpec<ClauseOf<"addEssence">> = {
  places: ["effect"],
  fallible: always,
  check(c, ctx) {
    checkAmount(c.amount, "La cantidad de Escencias", ctx);
  },
  lower(c, _scope, base) {
    return [{ kind: "addEssence", amount: c.amount.kind === "statOf" || c.amount.kind === "countOf" ? 1 : c.amount.value, turned: c.turned, ...base }];
  },
};

export const returnEssence: ClauseSpec<ClauseOf<"returnEssence">> = {
  places: ["effect", "cost"],
  fallible: always,
  check(c, ctx) {
    const what = c.what;
    // «Devuelve esta Escencia», on an Escencia: the card itself.
    if (what?.kind === "self" && what.noun === "Escencia" && ctx.frame.type === "Escencia") {
      if (ctx.place === "cost") report(ctx.diagnostics, "CR125", { problem: "notACost" }, what.span);
    } else if (what !== undefined && (what.kind !== "cards" || what.noun !== "Escencia")) {
      report(ctx.diagnostics, "CR130", { verb: "devolver a la baraja de Escencia", what: "eso", nouns: "Escencias" }, what.span);
    } else if (what?.kind === "cards" && what.quantifier.kind !== "one" && what.quantifier.kind !== "exactly") {
      report(ctx.diagnostics, "CR116", { what: "La cantidad de Escencias", value: 0, min: 1, max: 20 }, what.span);
    } else if (what?.kind === "cards") {
      checkSelection(what, { ...ctx, inCondition: true }, ["Escencia"], "devolver");
    }
    checkAmount(c.amount, "La cantidad de Escencias", ctx);
  },
  lower(c, scope, base) {
    const amount = c.amount.kind === "statOf" || c.amount.kind === "countOf" ? 1 : c.amount.value;
    // «Devuelve una Escencia que tu oponente controle»: theirs is a target; your own you choose on resolution.
    const what = c.what;
    if (what?.kind === "self") return [{ kind: "returnEssence", amount, what: { kind: "self" }, ...base }];
    if (what?.kind === "cards" && what.filters.some((f) => f.kind === "controller" && f.side === "opponent")) {
      return [{ kind: "returnEssence", amount, what: lowerSubject(what, scope), ...base }];
    }
    const filter = ownEssenceFilter(c, scope);
    return [filter === undefined ? { kind: "returnEssence", amount, ...base } : { kind: "returnEssence", amount, filter, ...base }];
  },
  lowerCost(c, scope) {
    const amount = c.amount.kind === "statOf" || c.amount.kind === "countOf" ? 1 : c.amount.value;
    const filter = ownEssenceFilter(c, scope);
    return filter === undefined ? { kind: "returnEssence", amount, range: scope.range(c.span) } : { kind: "returnEssence", amount, filter, range: scope.range(c.span) };
  },
};

/** «Devuelve una Escencia básica (girada, que controles)»: which of your own may be chosen; undefined when any may. */
function ownEssenceFilter(c: ClauseOf<"returnEssence">, scope: Parameters<typeof lowerFilter>[1]): CardFilter | undefined {
  if (c.what?.kind !== "cards") return undefined;
  const { noun: _noun, zone: _zone, controller: _controller, ...narrowing } = lowerFilter(c.what, scope, "juego");
  return Object.keys(narrowing).length > 0 ? { noun: "Escencia", zone: "juego", ...narrowing } : undefined;
}

export const prohibitNext: ClauseSpec<ClauseOf<"prohibitNext">> = {
  places: ["effect"],
  fallible: never,
  check(c, ctx) {
    if (c.unlessPays !== null) checkNumber(c.unlessPays, 1, MAX_AMOUNT, "El pago", c.span, ctx);
  },
  lower(c, _scope, base) {
    const step: Step = {
      kind: "prohibitNext",
      what: c.what,
      ...(c.unlessPays !== null ? { unlessPays: c.unlessPays } : {}),
      ...(c.thisTurn ? { thisTurn: true as const } : {}),
      ...(c.opponents ? { opponents: true as const } : {}),
      ...base,
    };
    return [step];
  },
};

export const prohibitTarget: ClauseSpec<ClauseOf<"prohibitTarget">> = {
  places: ["effect"],
  fallible: always,
  check(c, ctx) {
    if (c.unlessPays !== null) checkNumber(c.unlessPays, 1, MAX_AMOUNT, "El pago", c.span, ctx);
    const what = c.what;
    const options = what.kind === "either" ? what.options : [what];
    for (const o of options) {
      if (o.kind === "trait") continue;
      if (o.kind !== "cards" || o.quantifier.kind === "all") report(ctx.diagnostics, "CR138", { problem: "notTarget" }, o.span);
      else if (o.filters.some((f) => f.kind === "zone" && f.zone !== "cadena")) report(ctx.diagnostics, "CR138", { problem: "notChain" }, o.span);
      else if (o.noun === "Escencia" || o.noun === "Santuario") report(ctx.diagnostics, "CR130", { verb: "prohibir", what: o.noun === "Escencia" ? "una Escencia" : "un Santuario", nouns: "un Verso, una Reliquia, un personaje o un rasgo" }, o.span);
    }
  },
  lower(c, scope, base) {
    const what = lowerChainTarget(c.what, scope);
    return [c.unlessPays !== null ? { kind: "prohibitTarget", what, unlessPays: c.unlessPays, ...base } : { kind: "prohibitTarget", what, ...base }];
  },
};

/** «un Verso», «un Verso o una Reliquia», «un rasgo de Talento o de Resplandor», «un Verso o un rasgo …»: one thing on the chain. */
function lowerChainTarget(selection: import("../../grammar/index.js").SelectionNode, scope: import("../lower/scope.js").Scope) {
  const options = selection.kind === "either" ? selection.options : [selection];
  const cards: CardFilter[] = [];
  const traits: string[] = [];
  for (const o of options) {
    if (o.kind === "trait") traits.push(...o.traits);
    else if (o.kind === "cards") cards.push({ ...lowerFilter(o, scope, "cadena"), zone: "cadena" });
  }
  const what: { kind: "chain"; cards?: CardFilter; traits?: import("../ir.js").Trait[] } = { kind: "chain" };
  if (cards.length === 1) what.cards = cards[0]!;
  else if (cards.length > 1) what.cards = { noun: "carta", zone: "cadena", anyOf: cards };
  if (traits.length > 0) what.traits = traits as import("../ir.js").Trait[];
  const ref = scope.declare(what, { exactly: 1 }, selection.span);
  return scope.remember(selection, { kind: "target" as const, ref });
}

function gameEnd(kind: "winGame" | "loseGame"): ClauseSpec<ClauseOf<typeof kind>> {
  return {
    places: ["effect"],
    fallible: never,
    check(c, ctx) {
      if (c.player.kind !== "player" && c.player.kind !== "playerTarget") report(ctx.diagnostics, "CR148", { problem: "player" }, c.player.span);
    },
    lower(c, scope, base) {
      return [{ kind, player: lowerPlayer(c.player, scope), ...base }];
    },
  };
}

/** «Tu tamaño máximo de mano es 8»: a property of a player while the card is in play (Reglamento 20). */
export const handSize: ClauseSpec<ClauseOf<"handSize">> = {
  places: ["static"],
  fallible: never,
  check(c, ctx) {
    if (c.size !== null) checkNumber(c.size, 0, MAX_AMOUNT, "El tamaño máximo de mano", c.span, ctx);
  },
  lower() {
    return [];
  },
  lowerStatic: (c) => [{ kind: "handSize", player: c.player, size: c.size }],
};

/** «Paga 2 Escencias»: not done when the controller cannot, so «Si lo haces» after it means something. */
export const payEssence: ClauseSpec<ClauseOf<"payEssence">> = {
  places: ["effect", "cost"],
  fallible: always,
  check(c, ctx) {
    checkNumber(c.amount, 1, MAX_AMOUNT, "La cantidad de Escencias", c.span, ctx);
    if (ctx.place === "cost" && ctx.ability === "playCost") report(ctx.diagnostics, "CR125", { problem: "essenceToPlay" }, c.span);
  },
  lower(c, _scope, base) {
    return [{ kind: "payEssence", amount: c.amount, ...base }];
  },
  // «Talento, paga 1 Escencia: …», «Como coste adicional, paga 2 Escencias»: Escencias of the cost (Reglamento 12).
  lowerCost: (c, scope) => ({ kind: "essence", amount: c.amount, range: scope.range(c.span) }),
};

export const winGame = gameEnd("winGame");
export const loseGame = gameEnd("loseGame");

/** «El próximo Verso que juegues este turno»: a cost change that happens once, in an effect. */
function isNext(c: ClauseOf<"modifyCost">): boolean {
  return c.what.kind === "cards" && c.what.filters.some((f) => f.kind === "nextPlayed");
}

export const modifyCost: ClauseSpec<ClauseOf<"modifyCost">> = {
  places: ["static", "effect"],
  fallible: never,
  check(c, ctx) {
    checkNumber(Math.abs(c.delta), 1, MAX_AMOUNT, "El cambio de coste", c.span, ctx);
    if (ctx.place === "effect" && !isNext(c)) report(ctx.diagnostics, "CR124", { problem: "inEffect" }, c.span);
    else if (ctx.place === "static" && isNext(c)) report(ctx.diagnostics, "CR124", { problem: "nextInStatic" }, c.span);
    if (ctx.place === "effect" && (c.perEach !== undefined || c.condition !== undefined)) report(ctx.diagnostics, "CR124", { problem: "inEffect" }, c.span);
    const what = c.what;
    if (what.kind === "self") {
      if (ctx.frame.type === "Santuario" || ctx.frame.type === "Escencia") report(ctx.diagnostics, "CR156", { what: "Un cambio del coste de esta carta", where: "cartas que se juegan: Personajes, Reliquias y Versos" }, c.span);
    } else if (what.kind !== "cards" || what.quantifier.kind !== "all") {
      report(ctx.diagnostics, "CR149", { problem: "notAType" }, what.span);
    }
    if (c.perEach !== undefined) checkSelection(c.perEach, { ...ctx, inCondition: true }, undefined, "contar");
    // The cost change counts a filter (IR `perEach`): no room for «hasta un máximo de N».
    if (c.perEach?.kind === "cards" && c.perEach.atMost !== undefined) report(ctx.diagnostics, "CR167", { problem: "capped" }, c.perEach.span);
    // It counts cards in play (IR `perEach` of a cost change): not those destroyed this turn.
    else if (c.perEach?.kind === "cards" && c.perEach.destroyedThisTurn === true) report(ctx.diagnostics, "CR167", { problem: "notInPlay" }, c.perEach.span);
    // «hasta un mínimo de N» limits a reduction (ruling R124): an increase has nothing to stop.
    if (c.floor !== undefined) {
      if (c.delta > 0) report(ctx.diagnostics, "CR168", {}, c.floor.span);
      else checkNumber(c.floor.n, 1, MAX_AMOUNT, "El coste mínimo", c.floor.span, ctx);
    }
  },
  lower(c, scope, base) {
    if (c.what.kind !== "cards") return [];
    // The cards its controller plays, from the hand: «que juegues» says whose.
    const { controller: _whose, ...filter } = lowerFilter(c.what, scope, "mano");
    const step: Step = { kind: "nextCostChange", filter: { ...filter, zone: "mano" }, delta: c.delta, duration: "untilEndOfTurn", ...base };
    if (c.floor !== undefined) step.floor = c.floor.n;
    return [step];
  },
  lowerStatic(c, scope) {
    const perEach = c.perEach?.kind === "cards" ? lowerFilter(c.perEach, scope, "juego") : undefined;
    const what: Extract<StaticEffect, { kind: "modifyCost" }>["what"] =
      c.what.kind === "cards" ? { kind: "all", filter: { ...lowerFilter(c.what, scope, "mano"), zone: "mano" } } : { kind: "self" };
    const effect: StaticEffect = { kind: "modifyCost", what, delta: c.delta };
    if (perEach !== undefined) effect.perEach = perEach;
    if (c.floor !== undefined) effect.floor = c.floor.n;
    // «Tus Reliquias», not «las que juegues» nor «en tu mano»: the Reliquia's own cost, paid again to equip it (ruling R33).
    if (what.kind === "all" && what.filter.noun === "Reliquia" && what.filter.other !== true && c.what.kind === "cards" && !c.what.filters.some((f) => f.kind === "playedBy" || f.kind === "zone")) effect.alsoInPlay = true;
    return [effect];
  },
};

export const equipRequirement: ClauseSpec<ClauseOf<"equipRequirement">> = {
  places: ["static"],
  fallible: never,
  check(c, ctx) {
    if (ctx.frame.type !== undefined && ctx.frame.type !== "Reliquia") report(ctx.diagnostics, "CR156", { what: "«Solo puede equiparse a …»", where: "Reliquias" }, c.span);
    checkSelection(c.to, { ...ctx, place: "effect", inCondition: true }, ["Personaje"], "ser portador");
  },
  lower() {
    return [];
  },
  lowerStatic(c, scope) {
    const filter: CardFilter = c.to.kind === "cards" ? lowerFilter(c.to, scope, "juego") : { noun: "Personaje", zone: "juego" };
    return [c.also === true ? { kind: "equipRequirement", filter, also: true } : { kind: "equipRequirement", filter }];
  },
};

export const playOnlyDuring: ClauseSpec<ClauseOf<"playOnlyDuring">> = {
  places: ["static"],
  fallible: never,
  check(_c, ctx) {
    if (ctx.frame.type !== undefined && ctx.frame.type !== "Verso") report(ctx.diagnostics, "CR156", { what: "«Juega esta carta solo durante …»", where: "Versos" }, _c.span);
  },
  lower() {
    return [];
  },
  lowerStatic(c) {
    return [{ kind: "playTiming", during: c.moment }];
  },
};

export const usableOnlyIf: ClauseSpec<ClauseOf<"usableOnlyIf">> = {
  places: ["static"],
  fallible: never,
  check(c, ctx) {
    checkCondition(c.condition, { ...ctx, place: "effect" });
    if (c.use === "play") return;
    if (c.use === "rasgo") {
      report(ctx.diagnostics, "CR156", { what: "«este rasgo»", where: "una línea detrás del rasgo del que habla" }, c.span);
      return;
    }
    // «Solo puedes activar este Talento si …» speaks of a trait the card has.
    if (!ctx.card.abilities.some((a) => a.kind === "trait" && a.trait === c.use)) report(ctx.diagnostics, "CR156", { what: `«este ${c.use}»`, where: `una carta que tiene ${c.use}` }, c.span);
  },
  lower() {
    return [];
  },
  lowerStatic(c, scope) {
    return [{ kind: "usableOnlyIf", use: c.use as "play" | Trait, condition: lowerCondition(c.condition, scope) }];
  },
};

export { isTarget };
