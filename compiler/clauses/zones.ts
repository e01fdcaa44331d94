// Cards between zones: drawing, discarding and milling (Reglamento 23), looking at and
// revealing cards (Reglamento 11, 22), choosing among them, searching the deck and
// shuffling it (Reglamento 22), putting cards somewhere («Pon …»).
import type { Destination } from "../../grammar/index.js";
import { report } from "../diagnostics/catalog.js";
import type { CardFilter, MoveDestination, Step, Subject } from "../ir.js";
import type { Scope } from "../lower/scope.js";
import { lowerFilter, lowerPlayer, lowerSubject } from "../lower/selections.js";
import { lowerAmount } from "../lower/values.js";
import { checkAmount, checkFilters, checkNumber, checkSelection, checkThatPlayer, isTarget, MAX_COUNT } from "./checks.js";
import { always, never, type CheckContext, type ClauseOf, type ClauseSpec } from "./spec.js";

function checkPlayer(player: import("../../grammar/index.js").SelectionNode | null, ctx: CheckContext): void {
  if (player !== null && player.kind !== "player" && player.kind !== "playerTarget" && player.kind !== "previous") report(ctx.diagnostics, "CR148", { problem: "player" }, player.span);
  if (player?.kind === "player") checkThatPlayer(player, ctx);
}

function cardCount(kind: "draw" | "mill"): ClauseSpec<ClauseOf<typeof kind>> {
  return {
    places: ["effect"],
    fallible: always,
    check(c, ctx) {
      checkAmount(c.amount, "La cantidad de cartas", ctx);
      checkPlayer(c.player, ctx);
    },
    lower(c, scope, base) {
      const step: Step = { kind, player: lowerPlayer(c.player, scope), amount: lowerAmount(c.amount, scope), ...base } as Step;
      if (c.upTo && (step.kind === "draw" || step.kind === "mill")) step.upTo = true;
      // «… botado de esta forma» speaks of what it milled, «Si es un Verso» of the card drawn (the
      // binding goes when nothing does: lower/sentences.ts).
      if ((step.kind === "mill" || step.kind === "draw") && c.upTo !== true) step.as = scope.foundRef(c);
      return [step];
    },
  };
}

export const draw = cardCount("draw");
export const mill = cardCount("mill");

export const discard: ClauseSpec<ClauseOf<"discard">> = {
  places: ["effect", "cost"],
  fallible: always,
  check(c, ctx) {
    if (ctx.place === "cost") {
      if (c.player !== null || c.random || c.what !== undefined || c.upTo || c.hand) report(ctx.diagnostics, "CR125", { problem: "notACost" }, c.span);
      if (c.amount.kind !== "statOf" && c.amount.kind !== "countOf" && c.amount.perEach !== undefined) report(ctx.diagnostics, "CR125", { problem: "partial" }, c.span);
    }
    if (c.hand !== true) checkAmount(c.amount, "La cantidad de cartas", ctx);
    checkPlayer(c.player, ctx);
    if (c.what !== undefined) checkSelection(c.what, ctx, undefined, "descartar");
  },
  lower(c, scope, base) {
    const step: Step = { kind: "discard", player: lowerPlayer(c.player, scope), amount: lowerAmount(c.amount, scope), ...base };
    if (c.hand) step.hand = true;
    if (c.random) step.random = true;
    if (c.upTo) step.upTo = true;
    if (c.what !== undefined) step.cards = lowerSubject(c.what, scope, { target: false });
    // «Si era un Verso, …» speaks of the card discarded (the binding goes when nothing does).
    else if (c.upTo !== true && c.hand !== true) step.as = scope.foundRef(c);
    return [step];
  },
  lowerCost: (c, scope) => ({ kind: "discard", amount: c.amount.kind === "statOf" || c.amount.kind === "countOf" ? 1 : c.amount.value, range: scope.range(c.span) }),
};

function destinationOf(d: Destination): MoveDestination {
  switch (d.to) {
    case "mano":
      return "hand";
    case "juego":
      return "battlefield";
    case "cementerio":
      return "graveyard";
    case "baraja":
      return d.where === "top" ? "deckTop" : d.where === "bottom" ? "deckBottom" : "deckShuffled";
    case "barajaEscencia":
      return "essenceDeckBottom";
  }
}

export const move: ClauseSpec<ClauseOf<"move">> = {
  places: ["effect"],
  fallible: always,
  check(c, ctx) {
    checkSelection(c.what, ctx, undefined, "mover");
    if (c.what.kind === "cards" && c.what.noun === "Santuario") report(ctx.diagnostics, "CR137", { verb: "mover" }, c.what.span);
  },
  lower(c, scope, base, before) {
    const what = lowerSubject(c.what, scope, { zone: zoneOfMoved(c) });
    const to = fromEssenceDeck(what, scope, before) ? essenceDestination(destinationOf(c.destination)) : destinationOf(c.destination);
    // «Busca … y ponla en tu mano»: where the searched card goes is part of the search.
    const search = what.kind === "found" && what.filter === undefined ? before.findLast((s) => s.kind === "searchDeck" && s.as === what.ref) : undefined;
    const turned = c.destination.to === "juego" && c.destination.turned === true;
    if (search !== undefined && search.kind === "searchDeck" && (to === "hand" || to === "battlefield")) {
      search.destination = to === "hand" ? "mano" : "juego";
      if (turned) search.turned = true;
      return [];
    }
    // Reglamento 23: «Destruir significa enviar una carta en juego al cementerio».
    if (to === "graveyard" && inPlay(what, scope)) return [{ kind: "destroy", what, ...base }];
    const step: Step = { kind: "move", what, to, ...base };
    if (turned) step.turned = true;
    // «Pon una carta de la mano de tu oponente en tu mano»: the text beats «to its owner's» (Reglamento 0).
    if (c.destination.to === "mano" && c.destination.whose === "you" && othersOutOfPlay(what, scope, before)) step.yours = true;
    if ((c.destination.to === "baraja" || c.destination.to === "barajaEscencia") && c.destination.anyOrder) step.anyOrder = true;
    if (c.reveal) step.reveal = true;
    return [step];
  },
};

/**
 * The look that found the cards bound as `ref`, directly or through a choice among them. A
 * choice «una de ellas» made in this clause waits in `scope.pending` until the clause's steps are out.
 */
function lookBehind(ref: string, scope: Scope, before: Step[]): Extract<Step, { kind: "look" }> | undefined {
  const steps = [...before, ...scope.pending];
  for (let at: string | undefined = ref; at !== undefined; ) {
    const bound: Step | undefined = steps.find((s) => (s.kind === "look" || s.kind === "choose") && s.as === at);
    if (bound?.kind === "look") return bound;
    at = bound?.kind === "choose" && bound.from.kind === "found" ? bound.from.ref : undefined;
  }
  return undefined;
}

/** Cards looked at on the top of the Escencia deck, or chosen among them. */
function fromEssenceDeck(what: Subject, scope: Scope, before: Step[]): boolean {
  const ref = what.kind === "found" ? what.ref : what.kind === "rest" ? what.of : undefined;
  return ref !== undefined && lookBehind(ref, scope, before)?.from === "essenceDeckTop";
}

/** «en el fondo (de esa baraja)» for an Escencia: its own deck (Reglamento 2: the main deck has none). */
function essenceDestination(to: MoveDestination): MoveDestination {
  return to === "deckTop" ? "essenceDeckTop" : to === "deckBottom" || to === "deckShuffled" ? "essenceDeckBottom" : to;
}

/** A subject that designates cards in play: a target or «todos los …» in play, this card, its bearer. */
function inPlay(what: Subject, scope: Scope): boolean {
  switch (what.kind) {
    case "self":
    case "bearer":
    case "bearerOf":
      return true;
    case "all":
      return what.filter.zone === "juego";
    case "target": {
      const declared = scope.targets.find((t) => t.id === what.ref)?.what;
      return declared?.kind === "card" && declared.filter.zone === "juego";
    }
    default:
      return false;
  }
}

/** Cards out of play that are another player's: looked at in their deck or hand, or targets in their zones. */
function othersOutOfPlay(what: Subject, scope: Scope, before: Step[]): boolean {
  if (what.kind === "found") {
    const look = lookBehind(what.ref, scope, before);
    return look !== undefined && !(look.player.kind === "player" && look.player.who === "you");
  }
  if (what.kind === "target") {
    const declared = scope.targets.find((t) => t.id === what.ref)?.what;
    return declared?.kind === "card" && declared.filter.zone !== "juego" && declared.filter.controller === "opponent";
  }
  return false;
}

/** Where the cards «pon» moves are when no zone is written: the hand for «una carta de tu mano», else play. */
function zoneOfMoved(c: ClauseOf<"move">): import("../ir.js").Zone {
  if (c.what.kind !== "cards") return "juego";
  const zone = c.what.filters.find((f) => f.kind === "zone");
  return zone?.kind === "zone" ? zone.zone : "juego";
}

export const reveal: ClauseSpec<ClauseOf<"reveal">> = {
  places: ["effect"],
  fallible: (c) => isTarget(c.what),
  check(c, ctx) {
    checkSelection(c.what, ctx, undefined, "revelar");
  },
  lower(c, scope, base, before) {
    const what = lowerSubject(c.what, scope);
    // «Busca … muéstralo»: the search shows what it finds.
    const search = what.kind === "found" ? before.findLast((s) => s.kind === "searchDeck" && s.as === what.ref) : undefined;
    if (search !== undefined && search.kind === "searchDeck") {
      search.reveal = true;
      return [];
    }
    // «revela un personaje de entre ellas»: the choice reveals what it chooses.
    const chosen = scope.pending[scope.pending.length - 1];
    if (chosen !== undefined && chosen.kind === "choose" && what.kind === "found" && chosen.as === what.ref) {
      chosen.reveal = true;
      return [];
    }
    return [{ kind: "reveal", what, ...base }];
  },
};

export const lookAtTop: ClauseSpec<ClauseOf<"lookAtTop">> = {
  places: ["effect"],
  fallible: always,
  check(c, ctx) {
    checkNumber(c.count, 1, MAX_COUNT, "La cantidad de cartas", c.span, ctx);
  },
  lower(c, _scope, base) {
    return [{ kind: "lookAtTop", count: c.count, arrange: c.arrange, ...base }];
  },
};

export const look: ClauseSpec<ClauseOf<"look">> = {
  places: ["effect"],
  fallible: always,
  check(c, ctx) {
    if (c.place !== "hand") checkNumber(c.count, 1, MAX_COUNT, "La cantidad de cartas", c.span, ctx);
    if (c.whose !== null) checkSelection(c.whose, ctx, undefined, "mirar");
  },
  lower(c, scope, base) {
    const player = c.whose === null ? { kind: "player" as const, who: "you" as const } : lowerPlayer(c.whose, scope);
    const from = c.essence ? "essenceDeckTop" : c.place === "top" ? "deckTop" : c.place === "bottom" ? "deckBottom" : "hand";
    return [{ kind: "look", from, player, count: c.place === "hand" ? 0 : c.count, reveal: c.reveal, as: scope.foundRef(c), ...base }];
  },
};

export const choose: ClauseSpec<ClauseOf<"choose">> = {
  places: ["effect"],
  fallible: (c) => isTarget(c.what),
  check(c, ctx) {
    checkSelection(c.what, ctx, undefined, "elegir");
  },
  lower(c, scope) {
    // «Elige un personaje …»: a target («Elige» says so, Reglamento 23); «de entre ellas»: a choice on resolution.
    lowerSubject(c.what, scope);
    return [];
  },
};

export const searchDeck: ClauseSpec<ClauseOf<"searchDeck">> = {
  places: ["effect"],
  fallible: always,
  check(c, ctx) {
    const what = c.what;
    if (what.kind === "cards" && (what.noun === "Santuario" || what.noun === "Escencia")) {
      report(ctx.diagnostics, "CR139", { problem: "notInDeck", noun: what.noun }, what.span);
    } else if (what.kind !== "cards" || !(what.quantifier.kind === "one" || what.quantifier.kind === "exactly" || what.quantifier.kind === "upTo")) {
      report(ctx.diagnostics, "CR139", { problem: "notOne" }, what.span);
    } else if (what.filters.some((f) => f.kind === "zone")) {
      report(ctx.diagnostics, "CR139", { problem: "zone" }, what.span);
    } else {
      checkFilters(what.filters, ctx);
    }
  },
  lower(c, scope, base) {
    const filter: CardFilter = c.what.kind === "cards" ? { ...lowerFilter(c.what, scope, "baraja"), zone: "baraja" } : { noun: "carta", zone: "baraja" };
    // Where it goes and whether it is shown come from the clauses after it («muéstralo y ponlo en tu mano»): see fuseSearch.
    const step: Step = { kind: "searchDeck", filter, destination: c.destination ?? "mano", as: scope.foundRef(c), ...base };
    // «Busca en tu baraja hasta dos personajes»: more than one card.
    const q = c.what.kind === "cards" ? c.what.quantifier : undefined;
    if (q !== undefined && q.kind === "upTo") step.count = { upTo: q.n };
    else if (q !== undefined && q.kind === "exactly" && q.n > 1) step.count = { exactly: q.n };
    return [step];
  },
};

export const shuffle: ClauseSpec<ClauseOf<"shuffle">> = {
  places: ["effect"],
  fallible: never,
  check() {},
  lower(c, scope, base) {
    return [{ kind: "shuffle", player: c.whose === null ? { kind: "player", who: "you" } : lowerPlayer(c.whose, scope), ...base }];
  },
};
