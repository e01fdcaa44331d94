// What a card is or gets: stat changes and keywords (Reglamento 20, 24), abilities a
// card grants («El portador tiene «Talento: …»»), a Santuario's life (Reglamento 23),
// restrictions («no puede bloquear», «no puede ser objetivo de …»), how a card enters
// play («entra en juego girada», Reglamento 12).
import { assertNever, nounPlural, type RestrictionNode } from "../../grammar/index.js";
import { report } from "../diagnostics/catalog.js";
import { GRANTABLE_KEYWORDS, type CardFilter, type GrantableKeyword, type Restriction, type StaticEffect, type Step, type Subject, type Trait } from "../ir.js";
import { lowerFilter, lowerSubject } from "../lower/selections.js";
import { lowerAmount, perEachAmount } from "../lower/values.js";
import { checkAmount, checkNumber, checkSelection, countsOwnRelics, isTarget, MAX_AMOUNT } from "./checks.js";
import { lowerGrantedAbility } from "../lower/abilities.js";
import { always, type ClauseOf, type ClauseSpec } from "./spec.js";

/** Of this card or the bearer, the filter says so; of each card changed, `each` (ruling R181). */
function ownRelics(count: CardFilter, what: Subject): CardFilter {
  if (count.equippedTo !== "each" || (what.kind !== "self" && what.kind !== "bearer")) return count;
  return { ...count, equippedTo: what.kind };
}

export const gains: ClauseSpec<ClauseOf<"gains">> = {
  places: ["effect", "static"],
  fallible: (c) => isTarget(c.what),
  check(c, ctx) {
    const d = ctx.diagnostics;
    if (c.attack === 0 && c.life === 0 && c.keywords.length === 0) report(d, "CR116", { what: "El cambio", value: 0, min: 1, max: MAX_AMOUNT }, c.span);
    if (c.attack !== 0) checkNumber(Math.abs(c.attack), 1, MAX_AMOUNT, "El cambio de Ataque", c.span, ctx);
    if (c.life !== 0) checkNumber(Math.abs(c.life), 1, MAX_AMOUNT, "El cambio de Vida", c.span, ctx);
    for (const keyword of c.keywords) {
      if (!(GRANTABLE_KEYWORDS as readonly string[]).includes(keyword)) report(d, "CR132", { keyword, allowed: GRANTABLE_KEYWORDS.join(", ") }, c.span);
    }
    if (c.what.kind === "sanctuary") {
      if (c.attack !== 0 || c.keywords.length > 0) report(d, "CR148", { problem: "sanctuaryAttack" }, c.span);
    } else {
      checkSelection(c.what, ctx, ["Personaje"], c.keywords.length > 0 && c.attack === 0 && c.life === 0 ? "otorgar palabras clave" : "cambiar ataque o vida");
    }
    if (c.perEach !== undefined) checkSelection(c.perEach, { ...ctx, inCondition: true }, undefined, "contar");
    // The change counts a filter of cards in play (IR `perEach`); anything else would be dropped.
    if (c.perEach !== undefined && (c.perEach.kind !== "cards" || c.perEach.filters.some((f) => f.kind === "among") || c.perEach.destroyedThisTurn === true)) report(d, "CR167", { problem: "notInPlay" }, c.perEach.span);
    // The change is counted as a filter (IR `perEach` of a step or static): no room for «hasta un máximo de N».
    else if (c.perEach?.kind === "cards" && c.perEach.atMost !== undefined) report(d, "CR167", { problem: "capped" }, c.perEach.span);
    if (ctx.place === "static" && c.duration !== null) report(d, "CR158", { problem: "static" }, c.span);
    // «por cada Reliquia que tengan equipada»: each changed card's own, which only a lasting change recounts.
    if (countsOwnRelics(c.perEach) && ctx.place !== "static" && c.what.kind !== "self" && c.what.kind !== "bearer") report(d, "CR167", { problem: "eachOwn" }, c.perEach!.span);
  },
  lower(c, scope, base) {
    const what = lowerSubject(c.what, scope);
    const duration = c.duration ?? "untilEndOfTurn";
    const steps: Step[] = [];
    if (c.attack !== 0 || c.life !== 0) {
      const step: Step = { kind: "modifyStats", what, attack: c.attack, life: c.life, duration, ...base };
      // «+1 de Ataque por cada Reliquia que controles»: counted on resolution, then the change is fixed.
      if (c.perEach !== undefined) {
        const amount = perEachAmount(1, c.perEach, scope);
        if (amount.kind === "perEach") step.perEach = ownRelics(amount.count, what);
      }
      steps.push(step);
    }
    for (const keyword of c.keywords) {
      const step: Step = { kind: "grantKeyword", what, keyword: keyword as GrantableKeyword, duration, ...base };
      if (steps.length > 0) {
        // A later part of the same clause shares the gate of the one before it.
        delete step.optional;
        delete step.condition;
        step.link = "and";
      }
      steps.push(step);
    }
    return steps;
  },
  lowerStatic(c, scope) {
    const what = lowerSubject(c.what, scope);
    const out: StaticEffect[] = [];
    if (c.attack !== 0 || c.life !== 0) {
      const effect: StaticEffect = { kind: "modifyStats", what, attack: c.attack, life: c.life };
      // «obtiene +1 de Ataque por cada Reliquia que controles»: counted while it applies.
      if (c.perEach !== undefined) {
        const amount = perEachAmount(1, c.perEach, scope);
        if (amount.kind === "perEach") effect.perEach = ownRelics(amount.count, what);
      }
      out.push(effect);
    }
    for (const keyword of c.keywords) out.push({ kind: "grantKeyword", what, keyword: keyword as GrantableKeyword });
    return out;
  },
};

export const grantAbility: ClauseSpec<ClauseOf<"grantAbility">> = {
  places: ["static"],
  fallible: () => false,
  check(c, ctx) {
    // The granted ability itself is checked as the bearer's (compiler/check/card.ts).
    checkSelection(c.what, ctx, ["Personaje"], "otorgar una habilidad");
  },
  lower() {
    return [];
  },
  lowerStatic(c, scope) {
    const ability = lowerGrantedAbility(c.ability, scope);
    return ability === undefined ? [] : [{ kind: "grantAbility", what: lowerSubject(c.what, scope), ability }];
  },
};

export const gainLife: ClauseSpec<ClauseOf<"gainLife">> = {
  places: ["effect"],
  fallible: (c) => isTarget(c.who),
  check(c, ctx) {
    checkAmount(c.amount, "La vida", ctx);
    if (c.who.kind !== "sanctuary" && !(c.who.kind === "cards" && c.who.noun === "Santuario")) report(ctx.diagnostics, "CR148", { problem: "lifeToCharacter" }, c.who.span);
    else checkSelection(c.who, ctx, ["Santuario"], "dar vida");
  },
  lower(c, scope, base) {
    const who = lowerSubject(c.who, scope);
    return [{ kind: "gainLife", who, amount: lowerAmount(c.amount, scope), ...base }];
  },
};

export const loseLife: ClauseSpec<ClauseOf<"loseLife">> = {
  places: ["effect"],
  fallible: (c) => isTarget(c.who),
  check(c, ctx) {
    checkAmount(c.amount, "La vida", ctx);
    if (c.who.kind !== "sanctuary" && !(c.who.kind === "cards" && c.who.noun === "Santuario")) report(ctx.diagnostics, "CR148", { problem: "lifeToCharacter" }, c.who.span);
    else checkSelection(c.who, ctx, ["Santuario"], "quitar vida");
  },
  lower(c, scope, base) {
    return [{ kind: "loseLife", who: lowerSubject(c.who, scope), amount: lowerAmount(c.amount, scope), ...base }];
  },
};

const RESTRICTION_NOUNS: Record<RestrictionNode["kind"], readonly ("Personaje" | "Reliquia" | "Verso" | "Escencia")[] | undefined> = {
  cannotBlock: ["Personaje"],
  cannotAttack: ["Personaje"],
  cannotBeBlocked: ["Personaje"],
  cannotActivate: ["Personaje"],
  cannotPlay: undefined,
  cannotBeTargeted: undefined,
  cannotBeDestroyed: ["Personaje", "Reliquia"],
  // The cards that are played, so wait on the chain (an Escencia is never prohibited, Reglamento 9).
  cannotBeProhibited: ["Personaje", "Reliquia", "Verso"],
  doesNotUntap: ["Personaje", "Reliquia", "Escencia"],
  mayBlock: ["Personaje"],
  mayActivate: ["Personaje"],
  losesKeyword: ["Personaje"],
  losesTraits: ["Personaje"],
};

const RESTRICTION_WORDS: Record<RestrictionNode["kind"], string> = {
  cannotBlock: "no puede bloquear",
  cannotAttack: "no puede atacar",
  cannotBeBlocked: "no puede ser bloqueado",
  cannotActivate: "no puede activar",
  cannotPlay: "no puede jugar",
  cannotBeTargeted: "no puede ser objetivo",
  cannotBeDestroyed: "no puede ser destruido",
  cannotBeProhibited: "no puede ser prohibido",
  doesNotUntap: "no se endereza",
  mayBlock: "puede bloquear",
  mayActivate: "puede activar",
  losesKeyword: "pierde",
  losesTraits: "pierde sus rasgos",
};

const STATS = ["attack", "life", "cost"] as const;

/** The characters a one-stat filter leaves out («con Ataque 3 o más» → «con Ataque 2 o menos»); undefined when it is not one stat. */
function othersThan(filter: CardFilter): CardFilter | undefined {
  const { noun, zone, ...rest } = filter;
  const keys = Object.keys(rest) as (keyof typeof rest)[];
  const stat = STATS.find((s) => rest[s] !== undefined);
  if (stat === undefined || keys.length !== 1) return undefined;
  const c = rest[stat]!;
  if (c.op === "eq" || (c.op === "ge" && c.value === 0)) return undefined;
  return { noun, zone, [stat]: c.op === "ge" ? { op: "le", value: c.value - 1 } : { op: "ge", value: c.value + 1 } };
}

function lowerRestriction(r: RestrictionNode, scope: import("../lower/scope.js").Scope): Restriction {
  switch (r.kind) {
    case "cannotBeBlocked": {
      if (r.by === undefined || r.by.kind !== "cards") return { kind: "cannotBeBlocked" };
      const by: CardFilter = lowerFilter(r.by, scope, "juego");
      // «solo por personajes con Ataque 3 o más» is «no por personajes con Ataque 2 o menos».
      return { kind: "cannotBeBlocked", by: r.only === true ? (othersThan(by) ?? by) : by };
    }
    case "cannotActivate":
      return { kind: "cannotActivate", traits: r.traits as Trait[] };
    case "cannotPlay":
      // Cards are played from the hand (Reglamento 18): the filter looks at them there.
      {
        const filter: CardFilter = r.what.kind === "cards" ? lowerFilter(r.what, scope, "mano") : { noun: "carta", zone: "mano" };
        return r.perTurn === undefined ? { kind: "cannotPlay", filter } : { kind: "cannotPlay", filter, perTurn: r.perTurn.n };
      }
    case "cannotBeTargeted":
      return { kind: "cannotBeTargeted", by: r.by.map((b) => (b.side ? { source: b.source, controller: b.side } : { source: b.source })) };
    case "cannotBeDestroyed":
      return r.by === undefined ? { kind: "cannotBeDestroyed" } : { kind: "cannotBeDestroyed", by: r.by.side ? { source: r.by.source, controller: r.by.side } : { source: r.by.source } };
    case "cannotBlock":
    case "cannotAttack":
    case "doesNotUntap":
    case "cannotBeProhibited":
      return { kind: r.kind };
    case "mayBlock":
      return { kind: "mayBlock", despite: r.despite };
    case "mayActivate":
      return { kind: "mayActivate", trait: r.trait as Trait, despite: r.despite };
    case "losesKeyword":
      return { kind: "losesKeyword", keyword: r.keyword as GrantableKeyword };
    case "losesTraits":
      // Never published: the check reports CR180 (an error). What it lowers to is the nearest
      // thing the IR says, so the rest of the card can still be looked at.
      return { kind: "cannotActivate", traits: [] };
    default:
      return assertNever(r);
  }
}

export const restrict: ClauseSpec<ClauseOf<"restrict">> = {
  places: ["effect", "static"],
  fallible: (c) => isTarget(c.what),
  check(c, ctx) {
    const nouns = RESTRICTION_NOUNS[c.restriction.kind];
    // A player may be restricted as a whole: «tu oponente no puede activar rasgos de Interferencia».
    const player = c.what.kind === "player" && (c.restriction.kind === "cannotActivate" || c.restriction.kind === "cannotPlay");
    if (c.restriction.kind === "cannotPlay") {
      // Only a player plays cards: «Tu oponente no puede jugar Versos este turno».
      if (!player) report(ctx.diagnostics, "CR155", { restriction: RESTRICTION_WORDS.cannotPlay, nouns: "jugadores («tu oponente», «cada jugador»)" }, c.what.span);
      checkSelection(c.restriction.what, { ...ctx, inCondition: true }, ["Personaje", "Verso", "Reliquia"], "jugar");
    } else if (!player) {
      const target = c.what;
      if ((target.kind === "player" || target.kind === "playerTarget") && nouns !== undefined) {
        report(ctx.diagnostics, "CR155", { restriction: RESTRICTION_WORDS[c.restriction.kind], nouns: nouns.map(nounPlural).join(" o ") }, c.what.span);
      } else checkSelection(c.what, ctx, nouns, RESTRICTION_WORDS[c.restriction.kind], RESTRICTION_WORDS[c.restriction.kind]);
    }
    // «pierde todos sus rasgos»: the engine cannot take a card's abilities away yet (ruling R137).
    if (c.restriction.kind === "losesTraits") report(ctx.diagnostics, "CR180", {}, c.span);
    // Only the keywords a card can gain can be lost («pierde Mítica» would change what the card is).
    if (c.restriction.kind === "losesKeyword" && !(GRANTABLE_KEYWORDS as readonly string[]).includes(c.restriction.keyword)) {
      report(ctx.diagnostics, "CR155", { restriction: `pierde ${c.restriction.keyword}`, nouns: `palabras clave que se ganan: ${GRANTABLE_KEYWORDS.join(", ")}` }, c.restriction.keywordSpan);
    }
    // «puede bloquear dos veces por turno»: the one block of the rules and one more (Reglamento 13).
    if (c.restriction.kind === "mayBlock" && c.restriction.times !== undefined && c.restriction.times.n !== 2) {
      report(ctx.diagnostics, "CR116", { what: "Las veces que bloquea por turno", value: c.restriction.times.n, min: 2, max: 2 }, c.restriction.times.span);
    }
    if (c.restriction.kind === "cannotBeBlocked" && c.restriction.by !== undefined) {
      checkSelection(c.restriction.by, { ...ctx, inCondition: true }, ["Personaje"], "bloquear");
      const by = c.restriction.by;
      const one = by.kind === "cards" && by.filters.length === 1 && by.filters[0]!.kind === "stat" && by.filters[0]!.compare.op !== "eq";
      if (c.restriction.only === true && !one) report(ctx.diagnostics, "CR155", { restriction: "solo puede ser bloqueado por", nouns: "personajes con un valor de Ataque, Vida o coste «N o más» o «N o menos»" }, by.span);
    }
    // «No se endereza.» after an effect means its next Alba, as printed cards use it.
    // «ese Verso no puede ser prohibido»: only on the chain, where it waits this turn (ruling R125).
    if (ctx.place === "effect" && c.duration === null && c.restriction.kind !== "doesNotUntap" && c.restriction.kind !== "cannotBeProhibited") report(ctx.diagnostics, "CR158", { problem: "restrictionWithout" }, c.span);
    if (c.duration === "permanent") report(ctx.diagnostics, "CR158", { problem: "restrictionPermanent" }, c.span);
  },
  lower(c, scope, base) {
    let what = lowerSubject(c.what, scope);
    // As in a static (lowerStatic): the cards that can be prohibited are on the chain.
    if (c.restriction.kind === "cannotBeProhibited" && what.kind === "all") what = { kind: "all", filter: { ...what.filter, zone: "cadena" } };
    const duration = c.restriction.kind === "doesNotUntap" && c.duration === null ? "untilTheirNextAlba" : c.duration ?? "untilEndOfTurn";
    return [{ kind: "restrict", what, restriction: lowerRestriction(c.restriction, scope), duration, ...base }];
  },
  lowerStatic(c, scope) {
    const what = lowerSubject(c.what, scope);
    // «Los Versos que juegues», «Tus personajes»: a card is prohibited on the chain, so the filter looks there (ruling R125).
    if (c.restriction.kind === "cannotBeProhibited" && what.kind === "all") return [{ kind: "restrict", what: { kind: "all", filter: { ...what.filter, zone: "cadena" } }, restriction: lowerRestriction(c.restriction, scope) }];
    return [{ kind: "restrict", what, restriction: lowerRestriction(c.restriction, scope) }];
  },
};

export const entersTurned: ClauseSpec<ClauseOf<"entersTurned">> = {
  places: ["effect", "static"],
  fallible: () => false,
  check(c, ctx) {
    const itself = c.what.kind === "self" || (c.what.kind === "sanctuary" && c.what.whose === "this");
    // «Los personajes de tu oponente entran en juego girados»: every card of a kind, from a card that stays in play.
    const ofAKind = c.what.kind === "cards" && c.what.quantifier.kind === "all" && (c.what.noun === "Personaje" || c.what.noun === "Reliquia" || c.what.noun === "Escencia" || c.what.noun === "carta");
    if (ctx.place === "static" && !itself && !ofAKind) report(ctx.diagnostics, "CR156", { what: "«… entra en juego girada»", where: "la propia carta («Esta Escencia entra en juego girada.») o las cartas de un tipo («Los personajes de tu oponente entran en juego girados.»)" }, c.span);
    if (ctx.place === "effect" && c.what.kind !== "previous") report(ctx.diagnostics, "CR156", { what: "«… entra en juego girada» dentro de un efecto", where: "lo que el efecto pone en juego («Agrega 1 Escencia. Esa Escencia entra en juego girada.»)" }, c.span);
    if (ctx.place === "static" && itself && ctx.frame.type !== undefined && ctx.frame.type !== "Escencia" && ctx.frame.type !== "Personaje" && ctx.frame.type !== "Reliquia") {
      report(ctx.diagnostics, "CR156", { what: "«… entra en juego girada»", where: "Escencias, Personajes y Reliquias" }, c.span);
    }
    if (ctx.place === "static" && ofAKind && ctx.frame.type === "Verso") report(ctx.diagnostics, "CR156", { what: "«… entran en juego girados»", where: "cartas que permanecen en juego" }, c.span);
  },
  // «Agrega 1 Escencia. Esa Escencia entra en juego girada.», «Busca … y ponlo en juego. Ese
  // personaje entra en juego girado.»: how the step before puts it in play.
  lower(_c, _scope, _base, before) {
    const entering = before.findLast((s) => s.kind === "addEssence" || (s.kind === "searchDeck" && s.destination === "juego") || (s.kind === "move" && s.to === "battlefield"));
    if (entering !== undefined && (entering.kind === "addEssence" || entering.kind === "searchDeck" || entering.kind === "move")) entering.turned = true;
    return [];
  },
  lowerStatic(c, scope) {
    if (c.what.kind !== "cards") return [{ kind: "entersTurned" }];
    return [{ kind: "entersTurned", what: lowerFilter(c.what, scope, "juego") }];
  },
};

export { always };
