// Which continuous effects bind a card now: the restrictions (Regla de oro: «cuando el
// texto de una carta contradiga una regla general del juego, prevalece el texto de la
// carta») of resolved steps, kept in `GameState.effects`, and of the static abilities of
// cards in play (from the listener index), each static only while its «Mientras …» holds
// (Reglamento 17). Read-only, like query.ts; the effects are created and ended in
// effects/lasting.ts.
import type { Ability, CardDefinition, GrantableKeyword, Restriction, RestrictionKind, Side, Subject, Trait } from "../compiler/ir.js";
import { assertNever } from "./assert.js";
import { cardIs, chainItemOf, conditionHolds, inPlay, matches, onChainMatches, other, staticApplies, staticHolds } from "./query.js";
import type { GameState, LastingScope, PlayerId } from "./types.js";

type RestrictionOf<K extends RestrictionKind> = Extract<Restriction, { kind: K }>;
type RestrictStatic = Extract<Ability, { kind: "static" }> & { effect: { kind: "restrict"; what: Subject; restriction: Restriction } };

/** Per definition, its static `restrict` abilities (cached outside the state, like defs.ts). */
const restrictStatics = new WeakMap<CardDefinition, number[]>();

function restrictStaticsOf(def: CardDefinition): number[] {
  let list = restrictStatics.get(def);
  if (list === undefined) {
    list = [];
    def.abilities.forEach((a, i) => {
      if (a.kind === "static" && a.effect.kind === "restrict") list!.push(i);
    });
    restrictStatics.set(def, list);
  }
  return list;
}

/** Does a lasting effect's scope include card `id` now? `controller` and `source` are the effect's, for a filter. */
export function scopeCovers(s: GameState, scope: LastingScope, id: number, controller: PlayerId, source: number): boolean {
  const c = s.cards[id]!;
  switch (scope.kind) {
    case "cards": {
      for (let i = 0; i < scope.ids.length; i++) if (scope.ids[i] === id && scope.incs[i] === c.inc) return true;
      return false;
    }
    case "filter":
      // «Los Versos que juegues no pueden ser prohibidos este turno»: cards on the chain (ruling R125).
      if (scope.filter.zone === "cadena") return onChainMatches(s, id, scope.filter, controller, source);
      return inPlay(c) && matches(s, id, scope.filter, controller, source);
    case "players":
      return inPlay(c) && scope.players.includes(c.controller);
    case "any":
      return true;
    default:
      return assertNever(scope);
  }
}

/** A static restriction on a player («tu oponente no puede activar …») binds the cards that player controls. */
function staticCovers(s: GameState, src: number, what: Subject, id: number): boolean {
  if (what.kind === "player") {
    const c = s.cards[id]!;
    if (!inPlay(c)) return false;
    const sc = s.cards[src]!;
    return what.who === "each" || c.controller === (what.who === "you" ? sc.controller : other(sc.controller));
  }
  return staticApplies(s, src, what, id, 0);
}

/** Whether some restriction of `kind` binds card `id` and passes `test` (given the controller and source of the effect). */
function bound<K extends RestrictionKind>(
  s: GameState,
  id: number,
  kind: K,
  test: (r: RestrictionOf<K>, controller: PlayerId, source: number) => boolean,
): boolean {
  for (const e of s.effects) {
    if (e.kind !== "restrict" || e.restriction.kind !== kind) continue;
    if (e.onlyInAlbaOf !== undefined && e.onlyInAlbaOf !== s.active) continue;
    if (scopeCovers(s, e.scope, id, e.controller, e.source) && test(e.restriction as RestrictionOf<K>, e.controller, e.source)) return true;
  }
  for (const src of s.index.statics) {
    const sc = s.cards[src]!;
    const def = s.defs[sc.def]!;
    const list = restrictStaticsOf(def);
    for (let k = 0; k < list.length; k++) {
      const ability = def.abilities[list[k]!] as RestrictStatic;
      const r = ability.effect.restriction;
      if (r.kind !== kind || !staticCovers(s, src, ability.effect.what, id) || !staticHolds(s, src, ability, 0)) continue;
      if (test(r as RestrictionOf<K>, sc.controller, src)) return true;
    }
  }
  return false;
}

/** `side` relative to the controller of the restriction names player `p`. */
function sideIs(side: Side | undefined, p: PlayerId, relativeTo: PlayerId): boolean {
  return side === undefined || (side === "you" ? p === relativeTo : p !== relativeTo);
}

/**
 * Per restriction kind and definitions array, whether any card has a static with it («no
 * puede jugar …», «… pierden Imbatible»); cached outside the state, like defs.ts.
 */
const kindStatics = new Map<RestrictionKind, WeakMap<CardDefinition[], boolean>>();

/** Could a restriction of `kind` bind anything now? The queries asked at every step of the game skip the search when none can. */
function restrictionPossible(s: GameState, kind: RestrictionKind): boolean {
  return hasRestrictStatic(s.defs, kind) || s.effects.some((e) => e.kind === "restrict" && e.restriction.kind === kind);
}

function hasRestrictStatic(defs: CardDefinition[], kind: RestrictionKind): boolean {
  let cache = kindStatics.get(kind);
  if (cache === undefined) kindStatics.set(kind, (cache = new WeakMap()));
  let has = cache.get(defs);
  if (has === undefined) {
    has = defs.some((def) => restrictStaticsOf(def).some((i) => (def.abilities[i] as RestrictStatic).effect.restriction.kind === kind));
    cache.set(defs, has);
  }
  return has;
}

/** Whether a player is among a lasting effect's players. */
function scopeHasPlayer(scope: LastingScope, p: PlayerId): boolean {
  return scope.kind === "any" || (scope.kind === "players" && scope.players.includes(p));
}

/** «no puede jugar más de un Verso por turno»: `p` already played that many like it this turn (ruling R185); always, without a limit. */
function atTheLimit(s: GameState, p: PlayerId, r: RestrictionOf<"cannotPlay">, controller: PlayerId, source: number): boolean {
  if (r.perTurn === undefined) return true;
  let n = 0;
  for (const played of s.players[p].turnLog.played) if (cardIs(s, played, r.filter, controller, source)) n++;
  return n >= r.perTurn;
}

/**
 * May `p` not play card `id` («Tu oponente no puede jugar Versos este turno», «Mientras …,
 * tu oponente no puede jugar Reliquias»)? The card is in the hand: the restriction binds
 * the player, and its filter looks at the card there.
 */
export function playForbidden(s: GameState, p: PlayerId, id: number): boolean {
  for (const e of s.effects) {
    if (e.kind !== "restrict" || e.restriction.kind !== "cannotPlay" || !scopeHasPlayer(e.scope, p)) continue;
    if (matches(s, id, e.restriction.filter, e.controller, e.source) && atTheLimit(s, p, e.restriction, e.controller, e.source)) return true;
  }
  // Asked for every card in hand at every decision: most games have no such static at all.
  if (!hasRestrictStatic(s.defs, "cannotPlay")) return false;
  for (const src of s.index.statics) {
    const sc = s.cards[src]!;
    const def = s.defs[sc.def]!;
    const list = restrictStaticsOf(def);
    for (let k = 0; k < list.length; k++) {
      const ability = def.abilities[list[k]!] as RestrictStatic;
      const { what, restriction } = ability.effect;
      if (restriction.kind !== "cannotPlay" || what.kind !== "player") continue;
      const bound = what.who === "each" || p === (what.who === "you" ? sc.controller : other(sc.controller));
      if (bound && staticHolds(s, src, ability, 0) && matches(s, id, restriction.filter, sc.controller, src) && atTheLimit(s, p, restriction, sc.controller, src)) return true;
    }
  }
  return false;
}

/** «no puede bloquear». */
export function cannotBlock(s: GameState, id: number): boolean {
  return bound(s, id, "cannotBlock", () => true);
}

/**
 * «no puede atacar»: it cannot declare its Embate to attack (Reglamento 19: an Incursión
 * starts «cuando un jugador activa el Embate de un personaje»). Blocking still activates
 * its Embate («se considera activado al bloquear»): that is not an attack (ruling R81).
 */
export function cannotAttack(s: GameState, id: number): boolean {
  return bound(s, id, "cannotAttack", () => true);
}

/** «no puede ser bloqueado (por personajes con …)»: the attacker's restriction, judged on the blocker. */
export function blockForbidden(s: GameState, attacker: number, blocker: number): boolean {
  return bound(s, attacker, "cannotBeBlocked", (r, controller, source) => r.by === undefined || matches(s, blocker, r.by, controller, source));
}

/** «no puede activar su Embate / rasgos de Interferencia» (no trait listed: any). */
export function cannotActivate(s: GameState, id: number, trait: Trait): boolean {
  return bound(s, id, "cannotActivate", (r) => r.traits.length === 0 || r.traits.includes(trait));
}

/** May a Verso or rasgo controlled by `by` target card `id` («no puede ser objetivo de Versos que tu oponente juegue»)? */
export function targetingAllowed(s: GameState, id: number, source: "Verso" | "rasgo", by: PlayerId): boolean {
  return !bound(s, id, "cannotBeTargeted", (r, controller) => r.by.some((b) => b.source === source && sideIs(b.controller, by, controller)));
}

/**
 * May card `id` be destroyed: by an effect of a Verso or rasgo of `by` (`source`), or by
 * the state checks (`source` null)? A restriction limited to a source only stops
 * «Destruye …» of that source (ruling R73).
 */
export function destructionAllowed(s: GameState, id: number, source: { kind: "Verso" | "rasgo"; controller: PlayerId } | null): boolean {
  return !bound(
    s,
    id,
    "cannotBeDestroyed",
    (r, controller) => r.by === undefined || (source !== null && r.by.source === source.kind && sideIs(r.by.controller, source.controller, controller)),
  );
}

/**
 * May card `id`, a played card waiting on the chain, be prohibited (ruling R125)? Not while
 * «no puede ser prohibido» binds it: a lasting restriction, a static of a card in play whose
 * subject names it («Los Versos de Orden que juegues …», under its «Mientras …»), or a static
 * of the card itself, which works from the chain (MTG 113.6f). Escencias are never played,
 * so never prohibited (Reglamento 9). Its traits on the chain are not the card.
 */
export function prohibitionAllowed(s: GameState, id: number): boolean {
  if (s.cards[id]!.zone !== "chain" || !restrictionPossible(s, "cannotBeProhibited")) return true;
  if (bound(s, id, "cannotBeProhibited", () => true)) return false;
  for (const src of s.index.statics) {
    const sc = s.cards[src]!;
    const def = s.defs[sc.def]!;
    for (const i of restrictStaticsOf(def)) {
      const ability = def.abilities[i] as RestrictStatic;
      const what = ability.effect.what;
      if (ability.effect.restriction.kind !== "cannotBeProhibited" || what.kind !== "all" || what.filter.zone !== "cadena") continue;
      if (onChainMatches(s, id, what.filter, sc.controller, src) && staticHolds(s, src, ability, 0)) return false;
    }
  }
  const c = s.cards[id]!;
  const own = s.defs[c.def]!;
  const item = chainItemOf(s, id);
  for (const i of restrictStaticsOf(own)) {
    const ability = own.abilities[i] as RestrictStatic;
    if (ability.effect.restriction.kind !== "cannotBeProhibited" || ability.effect.what.kind !== "self") continue;
    if (ability.condition === undefined || conditionHolds(s, ability.condition, item?.act.controller ?? c.controller, id)) return false;
  }
  return true;
}

/** «puede bloquear aunque esté girado», «… dos veces por turno», «… a personajes con Imbatible»: a rule of blocking lifted for `id`. */
export function mayBlockDespite(s: GameState, id: number, rule: RestrictionOf<"mayBlock">["despite"]): boolean {
  return restrictionPossible(s, "mayBlock") && bound(s, id, "mayBlock", (r) => r.despite === rule);
}

/** «puede activar su Embate el turno en que entra en juego», «… otra vez este turno»: a rule of activating lifted for `id` (ruling R182). */
export function mayActivateDespite(s: GameState, id: number, trait: Trait, rule: RestrictionOf<"mayActivate">["despite"]): boolean {
  return restrictionPossible(s, "mayActivate") && bound(s, id, "mayActivate", (r) => r.trait === trait && r.despite === rule);
}

let askingLoss = false;

/** «pierde Imbatible»: a restriction takes the keyword away, whatever gives it. */
export function keywordLost(s: GameState, id: number, keyword: GrantableKeyword): boolean {
  // A static whose filter asks for the keyword it takes away («… con Imbatible pierden Imbatible») sees it as printed.
  if (askingLoss) return false;
  // Asked for every keyword look-up: most games have no such effect at all.
  if (!restrictionPossible(s, "losesKeyword")) return false;
  askingLoss = true;
  try {
    return bound(s, id, "losesKeyword", (r) => r.keyword === keyword);
  } finally {
    askingLoss = false;
  }
}

/** Does card `id` untap in its controller's Alba (Reglamento 9), or does an effect keep it turned? */
export function untapsInAlba(s: GameState, id: number): boolean {
  return !bound(s, id, "doesNotUntap", () => true);
}

/**
 * The query that enforces each restriction kind: a kind added to the IR does not build
 * until the engine has one (and its callers consult it where the rules decide).
 */
export const RESTRICTION_QUERIES: { readonly [K in RestrictionKind]: (s: GameState, ...args: never[]) => boolean } = {
  cannotBlock,
  cannotAttack,
  cannotBeBlocked: blockForbidden,
  cannotActivate,
  cannotPlay: playForbidden,
  cannotBeTargeted: targetingAllowed,
  cannotBeDestroyed: destructionAllowed,
  cannotBeProhibited: prohibitionAllowed,
  doesNotUntap: untapsInAlba,
  mayBlock: mayBlockDespite,
  mayActivate: mayActivateDespite,
  losesKeyword: keywordLost,
};
