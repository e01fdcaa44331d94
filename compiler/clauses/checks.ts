// Checks every clause spec shares: numbers in range, what a selection may pick for an
// effect, pointers with nothing to point at, filters that contradict each other.
import { assertNever, nounPlural, nounSingular as word, withIndefinite as A, type AmountNode, type ClauseNode, type FilterNode, type NounName, type SelectionNode } from "../../grammar/index.js";
import { report } from "../diagnostics/catalog.js";
import type { CheckContext } from "./spec.js";

export const MAX_AMOUNT = 20;
export const MAX_COUNT = 10;


export function checkNumber(value: number, min: number, max: number, what: string, span: { start: number; end: number }, ctx: CheckContext): void {
  if (value < min || value > max) report(ctx.diagnostics, "CR116", { what, value, min, max }, span);
}

/** A clause where it cannot stand (an action in a static, a static sentence in an effect, a cost): what to write instead. */
export function reportWrongPlace(clause: ClauseNode, ctx: CheckContext): void {
  if (clause.kind === "modifyCost") report(ctx.diagnostics, "CR124", { problem: "inEffect" }, clause.span);
  else if (ctx.place === "cost") report(ctx.diagnostics, "CR125", { problem: "notACost" }, clause.span);
  else if (ctx.place === "static") report(ctx.diagnostics, "CR156", { what: "Esta acción", where: "un efecto: empieza la habilidad con un rasgo, «Prólogo:» o un disparador" }, clause.span);
  else report(ctx.diagnostics, "CR156", { what: "Esta frase", where: "su propia línea, como habilidad estática" }, clause.span);
}

export function checkAmount(amount: AmountNode, what: string, ctx: CheckContext): void {
  if (amount.kind === "statOf" || amount.kind === "countOf") {
    checkSelection(amount.of, { ...ctx, inCondition: true }, undefined, "contar");
    return;
  }
  checkNumber(amount.value, 1, MAX_AMOUNT, what, amount.span, ctx);
  if (amount.perEach) checkSelection(amount.perEach, { ...ctx, inCondition: true }, undefined, "contar");
  // «por cada Reliquia que tenga equipada» counts a changed card's own: no card changes here.
  if (amount.perEach !== undefined && countsOwnRelics(amount.perEach)) report(ctx.diagnostics, "CR167", { problem: "eachOwn" }, amount.perEach.span);
}

/** «por cada Reliquia que tenga(n) equipada(s)»: the Reliquias of the card the sentence changes (ruling R181). */
export function countsOwnRelics(perEach: SelectionNode | undefined): boolean {
  return perEach?.kind === "cards" && perEach.filters.some((f) => f.kind === "equipped" && f.to === "it");
}

/** Verbs whose object cannot be a Santuario (Reglamento 23). */
const LEAVES_PLAY = new Set(["destruir", "sacrificar", "devolver a la mano", "ganar el control"]);

/** Checks that a selection picks something the effect can act on, in this place. */
export function checkSelection(selection: SelectionNode, ctx: CheckContext, nouns: readonly NounName[] | undefined, verb: string, restriction?: string): void {
  const d = ctx.diagnostics;
  const type = ctx.frame.type;
  // What the effect cannot act on: CR130 for a verb, CR155 for a restriction («no puede bloquear»).
  const wrong = (what: string) => {
    if (nouns === undefined) return;
    if (restriction !== undefined) report(d, "CR155", { restriction, nouns: nouns.map(nounPlural).join(" o ") }, selection.span);
    else report(d, "CR130", { verb, what, nouns: nouns.map(word).join(" o ") }, selection.span);
  };
  switch (selection.kind) {
    case "previous": {
      const antecedent = ctx.resolution.refersTo.get(selection);
      if (antecedent === null) {
        const noun = selection.noun ?? nouns?.[0] ?? "carta";
        // A verb without subject has nothing written to quote.
        const written = selection.pronoun === true || selection.noun !== undefined ? ctx.text.slice(selection.span.start, selection.span.end) : null;
        report(d, "CR141", { written, instead: A(noun) }, selection.span);
      } else if (antecedent?.kind === "selection" && antecedent.node.kind === "self" && type !== undefined && nouns !== undefined && !(nouns as readonly string[]).includes(type)) {
        // A verb without subject about the card itself («No puede bloquear.» on a Reliquia).
        wrong(A(type));
      }
      return;
    }
    case "rest":
      if (ctx.resolution.foundBy.get(selection) === null || ctx.resolution.refersTo.get(selection) === null) report(d, "CR154", { what: "el resto" }, selection.span);
      return;
    case "bearer":
      if (selection.ofIt) {
        if (ctx.resolution.refersTo.get(selection) === null) report(d, "CR152", { written: ctx.text.slice(selection.span.start, selection.span.end) || "su portador" }, selection.span);
      } else if (type !== undefined && type !== "Reliquia") {
        report(d, "CR126", {}, selection.span);
      }
      return;
    case "self": {
      if (selection.byName !== undefined) {
        const name = ctx.card.name;
        const short = name.split(",")[0]!.trim();
        if (selection.byName !== name && selection.byName !== short && !name.startsWith(selection.byName + " ")) {
          report(d, "CR153", { written: selection.byName, name }, selection.span);
        }
        if (nouns !== undefined && type !== undefined && !(nouns as readonly string[]).includes(type)) {
          wrong(A(type));
        }
        return;
      }
      if (type !== undefined && selection.noun !== "carta" && selection.noun !== type) {
        report(d, "CR127", { type }, selection.span);
      } else if (nouns !== undefined && type !== undefined && !(nouns as readonly string[]).includes(type)) {
        wrong(A(type));
      }
      return;
    }
    case "sanctuary":
      if (LEAVES_PLAY.has(verb)) report(d, "CR137", { verb }, selection.span);
      if (selection.whose === "this" && type !== undefined && type !== "Santuario") report(d, "CR127", { type }, selection.span);
      if ((selection.whose === "itsController" || selection.whose === "itsOwner") && ctx.resolution.refersTo.get(selection) === null) {
        report(d, "CR152", { written: ctx.text.slice(selection.span.start, selection.span.end) || "su Santuario" }, selection.span);
      }
      if (nouns !== undefined && !nouns.includes("Santuario")) wrong("un Santuario");
      return;
    case "player":
      if ((selection.who === "itsController" || selection.who === "itsOwner") && ctx.resolution.refersTo.get(selection) === null) {
        report(d, "CR152", { written: ctx.text.slice(selection.span.start, selection.span.end) || (selection.who === "itsController" ? "su controlador" : "su dueño") }, selection.span);
      }
      checkThatPlayer(selection, ctx);
      if (nouns !== undefined) wrong("un jugador");
      return;
    case "playerTarget":
      if (nouns !== undefined) wrong("un jugador");
      return;
    case "either":
      for (const option of selection.options) checkSelection(option, ctx, nouns, verb, restriction);
      return;
    case "both":
      for (const item of selection.items) checkSelection(item, ctx, nouns, verb, restriction);
      return;
    case "trait":
      if (nouns !== undefined) wrong("un rasgo");
      return;
    case "paid": {
      // «el personaje sacrificado»: what the ability's cost sacrificed, of that noun (ruling R175).
      const paid = ctx.sacrificed.find((s) => s.kind !== "cards" || s.noun === "carta" || s.noun === selection.noun);
      // After «del» the article is part of the preposition: quote it whole.
      const written = ctx.text.slice(selection.span.start, selection.span.end);
      if (paid === undefined) report(d, "CR182", { written: /^(el|la)\s/i.test(written) ? written : `el ${written}`, noun: A(selection.noun) }, selection.span);
      return;
    }
    case "cards": {
      const among = selection.filters.some((f) => f.kind === "among");
      if (among && ctx.resolution.foundBy.get(selection) === null) report(d, "CR154", { what: "de entre ellas" }, selection.span);
      // «el personaje atacante», «el personaje bloqueado»: there is one at a time (Reglamento 19).
      // «el personaje que lo bloquea», «el personaje con el que se enfrenta», «el personaje que lo
      // destruyó»: those of its duel, each of them if several blocked (ruling R135).
      const unique = selection.filters.some((f) => f.kind === "incursion" || f.kind === "inDuel" || f.kind === "destroyerOf" || (f.kind === "blocking" && f.it));
      if (selection.singular && !unique) {
        report(d, "CR143", { noun: word(selection.noun), sanctuary: selection.noun === "Santuario" }, selection.span);
      } else if ((selection.quantifier.kind === "atLeast" || selection.quantifier.kind === "atMost") && !ctx.inCondition) {
        report(d, "CR142", { problem: selection.quantifier.kind, n: selection.quantifier.n }, selection.span);
      } else if (ctx.place === "static" && selection.quantifier.kind !== "all") {
        report(d, "CR133", {}, selection.span);
      }
      const q = selection.quantifier;
      if ("n" in q) checkNumber(q.n, 1, MAX_COUNT, "La cantidad", selection.span, ctx);
      if (q.kind === "between") checkNumber(q.max, 2, MAX_COUNT, "La cantidad", selection.span, ctx);
      if (nouns !== undefined && selection.noun !== "carta" && !nouns.includes(selection.noun)) {
        if (selection.noun === "Santuario" && LEAVES_PLAY.has(verb)) report(d, "CR137", { verb }, selection.span);
        else wrong(A(selection.noun));
      }
      checkFilters(selection.filters, ctx);
      return;
    }
    default:
      assertNever(selection, "selection");
  }
}

/** Actions on cards in play (Reglamento 23: «Destruir significa enviar una carta en juego al cementerio»). */
/** «ese jugador» is the player of a trigger's event (ruling R110): outside a trigger there is none. */
export function checkThatPlayer(player: Extract<SelectionNode, { kind: "player" }>, ctx: CheckContext): void {
  if (player.who === "thatPlayer" && ctx.ability !== "triggered" && !ctx.resolution.refersTo.get(player)) report(ctx.diagnostics, "CR141", { written: "ese jugador", instead: "tu oponente" }, player.span);
}

export function checkInPlay(selection: SelectionNode, ctx: CheckContext, verb: string): void {
  if (selection.kind === "either") {
    for (const o of selection.options) checkInPlay(o, ctx, verb);
    return;
  }
  if (selection.kind !== "cards") return;
  const first = selection.filters.find((f) => f.kind === "nthPlayed");
  if (first !== undefined) report(ctx.diagnostics, "CR149", { problem: "firstPlayed" }, first.span);
  const zone = selection.filters.find((f) => f.kind === "zone" && f.zone !== "juego");
  if (zone && zone.kind === "zone") report(ctx.diagnostics, "CR145", { verb, zone: zone.zone }, zone.span);
}

function filterKey(filter: FilterNode): string {
  if (filter.kind === "stat") return `stat:${filter.stat}`;
  if (filter.kind === "has") return `has:${filter.name}`;
  if (filter.kind === "playedBy" || filter.kind === "under") return "controller";
  return filter.kind;
}

export function checkFilters(filters: FilterNode[], ctx: CheckContext): void {
  const seen = new Set<string>();
  for (const filter of filters) {
    const key = filterKey(filter);
    if (seen.has(key) && filter.kind !== "among") report(ctx.diagnostics, "CR144", { what: "filter" }, filter.span);
    seen.add(key);
    if (filter.kind === "stat") checkNumber(filter.compare.value, 0, MAX_AMOUNT, `El ${filter.stat}`, filter.span, ctx);
  }
}

/** Is the selection one chosen when the card is played (a target), so it can end up illegal on resolution? */
export function isTarget(selection: SelectionNode | null | undefined): boolean {
  if (!selection) return false;
  if (selection.kind === "playerTarget" || selection.kind === "trait") return true;
  if (selection.kind === "either") return selection.options.some(isTarget);
  return selection.kind === "cards" && selection.quantifier.kind !== "all";
}
