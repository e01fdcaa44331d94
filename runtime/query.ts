// Read-only questions about a state: current Ataque/Vida/keywords (Reglamento 20),
// filters (Reglamento 12, 23), conditions (Reglamento 17), targets (Reglamento 17, 23),
// costs (Reglamento 12, 24). Nothing here mutates.
import { GRANTABLE_KEYWORDS } from "../compiler/ir.js";
import type {
  Ability,
  CardDefinition,
  CardFilter,
  CardKeyword,
  Comparison,
  Condition,
  GrantableKeyword,
  LimitEvent,
  Side,
  StaticEffect,
  Subject,
  TargetDeclaration,
  Trait,
  TurnDeed,
} from "../compiler/ir.js";
import { assertNever } from "./assert.js";
import { keywordLost, targetingAllowed } from "./continuous.js";
import { defInfos } from "./defs.js";
import { abilityAt, grantedActions } from "./engine/abilities.js";
import { COUNTED, type CardState, type ChainItem, type GameState, type PlayerId } from "./types.js";

type StaticAbility = Extract<Ability, { kind: "static" }>;

export function other(p: PlayerId): PlayerId {
  return p === 0 ? 1 : 0;
}

export function cardOf(s: GameState, id: number): CardState {
  return s.cards[id]!;
}

export function defOf(s: GameState, id: number): CardDefinition {
  return s.defs[s.cards[id]!.def]!;
}

export function nameOf(s: GameState, id: number): string {
  return defOf(s, id).name;
}

export function inPlay(c: CardState): boolean {
  return c.zone === "battlefield" || c.zone === "essence" || c.zone === "sanctuary";
}

export function isCharacter(s: GameState, id: number): boolean {
  const c = s.cards[id]!;
  return c.zone === "battlefield" && s.defs[c.def]!.type === "Personaje";
}

export function compare(value: number, cmp: Comparison): boolean {
  return cmp.op === "eq" ? value === cmp.value : cmp.op === "le" ? value <= cmp.value : value >= cmp.value;
}

// --- Ataque, Vida, keywords (Reglamento 20, 24) -------------------------------------

/**
 * Static abilities: a source in play modifies `id`. `depth` stops recursion: a static's
 * condition or filter («Mientras el portador tenga 5 o más de Ataque», «con ataque 3 o más»)
 * sees the statics' changes, whose own conditions and filters see none (ruling R166):
 * the +2/+0 a Reliquia gives counts for its «Mientras el portador tenga 5 o más de Ataque».
 */
function staticStats(s: GameState, id: number, depth: number): [number, number] {
  let atk = 0;
  let life = 0;
  if (depth > 1) return ZERO;
  const statics = s.index.statics;
  if (statics.length === 0) return ZERO;
  const infos = defInfos(s.defs);
  for (let k = 0; k < statics.length; k++) {
    const src = statics[k]!;
    const sc = s.cards[src]!;
    const list = infos[sc.def]!.statStatics;
    if (list.length === 0) continue;
    const def = s.defs[sc.def]!;
    for (const ai of list) {
      const ability = def.abilities[ai]!;
      if (ability.kind !== "static" || ability.effect.kind !== "modifyStats") continue;
      if (staticApplies(s, src, ability.effect.what, id, depth) && staticHolds(s, src, ability, depth)) {
        const times = staticTimes(s, src, ability.effect, depth, id);
        atk += ability.effect.attack * times;
        life += ability.effect.life * times;
      }
    }
  }
  return atk === 0 && life === 0 ? ZERO : [atk, life];
}

const ZERO: [number, number] = [0, 0];

/**
 * «+1 de Ataque por cada Reliquia que controles»: how many cards the static's «por cada»
 * counts now (1 without one), relative to its card's controller. Counted one level down,
 * like the static's own filter: the count cannot depend on the static.
 */
function staticTimes(s: GameState, src: number, effect: Extract<StaticEffect, { kind: "modifyStats" }>, depth: number, changed: number): number {
  if (effect.perEach === undefined) return 1;
  // «por cada Reliquia que tengan equipada»: the Reliquias of each card it changes (ruling R181).
  return countMatching(s, effect.perEach, s.cards[src]!.controller, effect.perEach.equippedTo === "each" ? changed : src, depth + 1);
}

/** The most a static ability in play can lower a Vida (0 or less): state checks skip safe characters. */
export function worstStaticLife(s: GameState): number {
  let worst = 0;
  const infos = defInfos(s.defs);
  for (const src of s.index.statics) worst += infos[s.cards[src]!.def]!.negativeLife;
  return worst;
}

/** Does the subject of static ability of `src` designate card `id`? */
export function staticApplies(s: GameState, src: number, what: Subject, id: number, depth: number): boolean {
  const sc = s.cards[src]!;
  switch (what.kind) {
    case "self":
      return src === id;
    case "bearer":
      return sc.bearer === id;
    case "all":
      return s.cards[id]!.zone === "battlefield" && matches(s, id, what.filter, sc.controller, src, depth + 1);
    case "sanctuary": {
      const p = what.whose === "you" ? sc.controller : other(sc.controller);
      return s.players[p].sanctuary === id;
    }
    case "bearerOf":
    case "sanctuaryOf":
    case "union":
      return staticSubjectCards(s, src, what, depth).includes(id);
    case "target":
    case "found":
    case "rest":
    case "event":
    case "paid":
    case "player":
    case "playerTarget":
    case "controllerOf":
    case "ownerOf":
    case "eventPlayer":
      return false;
    default:
      return assertNever(what);
  }
}

/**
 * The cards a subject of a static ability of `src` designates: there is no resolution, so
 * no targets nor found cards, only the card itself, its bearer, its Santuarios and «todos
 * los …» (for the conditions «Mientras …»).
 */
export function staticSubjectCards(s: GameState, src: number, what: Subject, depth: number): number[] {
  const sc = s.cards[src]!;
  switch (what.kind) {
    case "self":
      return inPlay(sc) ? [src] : [];
    case "bearer":
      return sc.bearer >= 0 ? [sc.bearer] : [];
    case "bearerOf": {
      const out: number[] = [];
      for (const id of staticSubjectCards(s, src, what.of, depth)) {
        const b = s.cards[id]!.bearer;
        if (b >= 0 && !out.includes(b)) out.push(b);
      }
      return out;
    }
    case "all":
      return cardsMatching(s, what.filter, sc.controller, src, depth + 1);
    case "sanctuary":
      return [s.players[what.whose === "you" ? sc.controller : other(sc.controller)].sanctuary];
    case "sanctuaryOf":
      return what.player.kind === "player" && what.player.who !== "each"
        ? [s.players[what.player.who === "you" ? sc.controller : other(sc.controller)].sanctuary]
        : [];
    case "union": {
      const out: number[] = [];
      for (const part of what.of) for (const id of staticSubjectCards(s, src, part, depth)) if (!out.includes(id)) out.push(id);
      return out;
    }
    case "target":
    case "found":
    case "rest":
    case "event":
    case "paid":
    case "player":
    case "playerTarget":
    case "controllerOf":
    case "ownerOf":
    case "eventPlayer":
      return [];
    default:
      return assertNever(what);
  }
}

/**
 * A static ability applies only while its «Mientras …» holds (Reglamento 17: «Si un efecto
 * continuo … deja de cumplir sus condiciones, deja de aplicarse inmediatamente»). The
 * condition sees values one level down (`depth`), so a condition cannot depend on itself.
 */
export function staticHolds(s: GameState, src: number, ability: StaticAbility, depth: number): boolean {
  if (ability.condition === undefined) return true;
  if (depth > 1) return false;
  const controller = s.cards[src]!.controller;
  return conditionHolds(s, ability.condition, controller, src, (what) => staticSubjectCards(s, src, what, depth + 1), depth + 1);
}

/**
 * «Los personajes de tu oponente entran en juego girados»: whether a static of another card
 * in play turns `id` as it enters (Reglamento 13: «salvo que una regla, rasgo o efecto
 * indique lo contrario»).
 */
export function entersTurnedByStatics(s: GameState, id: number): boolean {
  const infos = defInfos(s.defs);
  for (const src of s.index.statics) {
    if (src === id) continue;
    const holder = s.cards[src]!;
    for (const ai of infos[holder.def]!.entersTurnedStatics) {
      const ability = s.defs[holder.def]!.abilities[ai]!;
      if (ability.kind !== "static" || ability.effect.kind !== "entersTurned" || ability.effect.what === undefined || !staticHolds(s, src, ability, 0)) continue;
      if (matches(s, id, ability.effect.what, holder.controller, src)) return true;
    }
  }
  return false;
}

/** Cards a player keeps at cleanup (Reglamento 20: «hasta quedar con ese límite» of 7), or null: no maximum. */
export const HAND_LIMIT = 7;

/**
 * A player's maximum hand size now: 7, or what a static in play says («Tu tamaño máximo
 * de mano es 8», «No tienes tamaño máximo de mano»). With several, no maximum wins, then
 * the largest (ruling R90).
 */
export function maxHandSize(s: GameState, p: PlayerId): number | null {
  const infos = defInfos(s.defs);
  let size: number | null | undefined;
  for (const src of s.index.statics) {
    const c = s.cards[src]!;
    for (const ai of infos[c.def]!.handSizeStatics) {
      const ability = s.defs[c.def]!.abilities[ai]!;
      if (ability.kind !== "static" || ability.effect.kind !== "handSize" || !staticHolds(s, src, ability, 0)) continue;
      const whose = ability.effect.player === "you" ? c.controller : other(c.controller);
      if (whose !== p) continue;
      const n = ability.effect.size;
      size = n === null || size === null ? null : Math.max(size ?? n, n);
    }
  }
  return size === undefined ? HAND_LIMIT : size;
}

export function attackOf(s: GameState, id: number, depth = 0): number {
  const c = s.cards[id]!;
  const base = s.defs[c.def]!.attack ?? 0;
  return base + c.atk + c.tAtk + (c.zone === "battlefield" ? staticStats(s, id, depth)[0] : 0);
}

export function lifeOf(s: GameState, id: number, depth = 0): number {
  const c = s.cards[id]!;
  const base = s.defs[c.def]!.life ?? 0;
  return base + c.life + c.tLife + (c.zone === "battlefield" ? staticStats(s, id, depth)[1] : 0);
}

/** Vida minus marked damage: what a blocker still takes before it is destroyed. */
export function remainingLife(s: GameState, id: number): number {
  return lifeOf(s, id) - s.cards[id]!.damage;
}

/** The life of a player's Santuario: its counter plus temporary and static modifiers (Reglamento 23). */
export function sanctuaryLife(s: GameState, p: PlayerId, depth = 0): number {
  const id = s.players[p].sanctuary;
  const c = s.cards[id]!;
  let life = s.players[p].life + c.tLife;
  const infos = defInfos(s.defs);
  for (const src of s.index.statics) {
    const sc = s.cards[src]!;
    const info = infos[sc.def]!;
    if (!info.sanctuaryStatic) continue;
    const def = s.defs[sc.def]!;
    for (const ai of info.statStatics) {
      const ability = def.abilities[ai]!;
      if (ability.kind !== "static" || ability.effect.kind !== "modifyStats" || !staticApplies(s, src, ability.effect.what, id, depth)) continue;
      if (ability.condition !== undefined && (depth > 0 || !staticHolds(s, src, ability, depth))) continue;
      life += ability.effect.life * staticTimes(s, src, ability.effect, depth, id);
    }
  }
  return life;
}

function isGrantable(kw: CardKeyword): kw is GrantableKeyword {
  return (GRANTABLE_KEYWORDS as readonly string[]).includes(kw);
}

export function hasKeyword(s: GameState, id: number, kw: CardKeyword, depth = 0): boolean {
  const c = s.cards[id]!;
  const def = s.defs[c.def]!;
  if (c.zone === "battlefield" && s.effects.length + s.index.statics.length > 0 && isGrantable(kw) && keywordLost(s, id, kw)) return false;
  if (def.keywords.includes(kw)) return true;
  if ((c.kw as string[]).includes(kw) || (c.tKw as string[]).includes(kw)) return true;
  if (depth > 0 || c.zone !== "battlefield") return false;
  const infos = defInfos(s.defs);
  for (const src of s.index.statics) {
    const sc = s.cards[src]!;
    const list = infos[sc.def]!.keywordStatics;
    if (list.length === 0) continue;
    const sdef = s.defs[sc.def]!;
    for (const ai of list) {
      const ability = sdef.abilities[ai]!;
      if (ability.kind !== "static" || ability.effect.kind !== "grantKeyword" || ability.effect.keyword !== kw) continue;
      if (staticApplies(s, src, ability.effect.what, id, depth) && staticHolds(s, src, ability, depth)) return true;
    }
  }
  return false;
}

/**
 * Does the card have this trait: its own, or one that a «tiene «…»» static of a card in
 * play gives it now (`engine/abilities.ts`, the one place that knows a card's abilities)?
 * `depth` as for statics, one level more: a static's filter («tus personajes con Embate
 * obtienen …») sees granted traits, and a grant's own filter («tus personajes con Embate
 * tienen …», looked at one level down) cannot depend on itself.
 */
export function hasTrait(s: GameState, id: number, trait: Trait, depth = 0): boolean {
  const c = s.cards[id]!;
  if (defInfos(s.defs)[c.def]!.traitSet.includes(trait)) return true;
  if (depth > 1 || s.index.grants.length === 0 || c.zone !== "battlefield") return false;
  const pairs = grantedActions(s, id, depth);
  for (let k = 0; k < pairs.length; k += 2) {
    const a = abilityAt(s, pairs[k]!, pairs[k + 1]!);
    if (a !== undefined && a.kind === "trait" && a.trait === trait) return true;
  }
  return false;
}

/** In the training stage: entered this turn without «Sin entrenamiento» (Reglamento 13). */
export function inTraining(s: GameState, id: number): boolean {
  return s.cards[id]!.entered === s.turn && !hasKeyword(s, id, "Sin entrenamiento");
}

// --- Filters (Reglamento 12, 23) -------------------------------------------------------

function sideMatches(side: Side, who: PlayerId, relativeTo: PlayerId): boolean {
  return side === "you" ? who === relativeTo : who !== relativeTo;
}

/** The player a side names, relative to `controller`. */
export function sidePlayer(side: Side, controller: PlayerId): PlayerId {
  return side === "you" ? controller : other(controller);
}

/**
 * The test of one field of a filter, given the field's value: the card `id` (its state
 * `c`, its definition `def`) for an ability controlled by `controller` whose source is
 * `source`. `null`: the field is checked elsewhere (the zone, by the caller that picked
 * the candidates).
 */
type FieldTest<V> = ((s: GameState, id: number, c: CardState, def: CardDefinition, value: V, controller: PlayerId, source: number, depth: number) => boolean) | null;

/**
 * Every field of `CardFilter` and what it asks of a card. Keyed by every field, so a field
 * added to the IR does not build until it is matched here (a filter field the matcher
 * ignored would silently match too much).
 */
const FILTER_FIELDS: { readonly [K in keyof Required<CardFilter>]: FieldTest<NonNullable<CardFilter[K]>> } = {
  // Reglamento 12: an effect on «any card» never reaches an Escencia.
  noun: (_s, _id, _c, def, noun) => (noun === "carta" ? def.type !== "Escencia" : def.type === noun),
  zone: null,
  notNoun: (_s, _id, _c, def, noun) => def.type !== noun,
  controller: (_s, _id, c, _def, side, controller) => sideMatches(side, inPlay(c) ? c.controller : c.owner, controller),
  faction: (_s, _id, _c, def, faction) => def.faction === faction,
  other: (_s, id, _c, _def, other, _controller, source) => !other || id !== source,
  turned: (_s, _id, c, _def, turned) => c.turned === turned,
  named: (_s, _id, _c, def, name) => def.name === name,
  cost: (_s, _id, _c, def, cmp) => compare(def.cost ?? 0, cmp),
  attack: (s, id, c, def, cmp, _controller, _source, depth) => compare(c.zone === "battlefield" ? attackOf(s, id, depth) : (def.attack ?? 0), cmp),
  life: (s, id, c, def, cmp, _controller, _source, depth) => compare(c.zone === "battlefield" ? lifeOf(s, id, depth) : (def.life ?? 0), cmp),
  has: (s, id, _c, _def, has, _controller, _source, depth) =>
    has === "Embate" || has === "Talento" || has === "Interferencia" || has === "Resplandor" ? hasTrait(s, id, has, depth) : hasKeyword(s, id, has, depth),
  equipped: (_s, _id, c, _def, equipped) => c.bearer >= 0 === equipped,
  // Needs the rest of the filter: `matches` asks `nthPlayedThisTurn` after the other fields.
  playedThisTurn: null,
  // `each` is counted with the changed card as its source (staticTimes).
  equippedTo: (s, _id, c, _def, to, _controller, source) => c.bearer >= 0 && c.bearer === (to === "bearer" ? s.cards[source]!.bearer : source),
  hasRelic: (s, id, _c, _def, wanted) => hasRelic(s, id) === wanted,
  relicCount: (s, id, _c, _def, cmp) => compare(relicsOf(s, id), cmp),
  blocking: (s, id, _c, _def, mode, _controller, source) => isBlocking(s, id, mode, source),
  inIncursion: (s, id, _c, _def, _wanted, _controller, source) => isAttacker(s, id, false) || isBlocking(s, id, "any", source),
  inDuel: (s, id, _c, _def, mode, _controller, source) => inDuel(s, id, mode, source),
  destroyerOf: (s, id, c, _def, mode, _controller, source) => {
    // Ruling R136: one that destroyed it in the duel in progress, still in play.
    const t = currentIncursion(s);
    const victim = mode === "self" ? source : s.cards[source]!.bearer;
    if (t === null || t.kills === undefined || victim < 0 || c.zone !== "battlefield") return false;
    for (let k = 0; k < t.kills.length; k += 2) if (t.kills[k] === id && t.kills[k + 1] === victim) return true;
    return false;
  },
  activated: (s, id, _c, _def, trait) => activatedThisTurn(s, id, trait),
  notActivated: (s, id, _c, _def, trait) => !activatedThisTurn(s, id, trait),
  // The turn it last entered play: one that left and came back counts from its return, as its training stage does (ruling R161).
  enteredThisTurn: (s, _id, c) => c.zone === "battlefield" && c.entered === s.turn,
  than: (s, id, _c, _def, than, _controller, source, depth) => {
    const stat = (x: number): number => (than.stat === "attack" ? attackOf(s, x, depth) : lifeOf(s, x, depth));
    const mine = stat(id);
    const theirs = stat(source);
    return than.op === "gt" ? mine > theirs : mine < theirs;
  },
  anyOf: (s, id, _c, _def, alternatives, controller, source, depth) => {
    for (const g of alternatives) if (matches(s, id, g, controller, source, depth)) return true;
    return false;
  },
  attacking: (s, id, _c, _def, wanted) => isAttacker(s, id, false) === wanted,
  damaged: (_s, _id, c) => c.damage > 0,
  blocked: (s, id, _c, _def, wanted) => isAttacker(s, id, true) === wanted,
  // Reglamento 6: «La Esencia especial es una Esencia que posee una habilidad extendida».
  essence: (_s, _id, _c, def, kind) => def.type === "Escencia" && def.essenceKind === kind,
};

/**
 * Does card `id` match `f`, for an ability controlled by `controller` whose source is
 * `source`? The zone is checked by the caller that picked the candidates; here only the
 * card's own properties. Only the fields the filter has are looked at (filters run in hot
 * loops: most have two or three).
 */
export function matches(s: GameState, id: number, f: CardFilter, controller: PlayerId, source: number, depth = 0): boolean {
  const c = s.cards[id]!;
  const def = s.defs[c.def]!;
  for (const key in f) {
    const value = f[key as keyof CardFilter];
    if (value === undefined) continue;
    const test = FILTER_FIELDS[key as keyof CardFilter] as FieldTest<typeof value> | undefined;
    if (test != null && !test(s, id, c, def, value, controller, source, depth)) return false;
  }
  return f.playedThisTurn === undefined || nthPlayedThisTurn(s, id, f, f.playedThisTurn, controller, source);
}

/**
 * «La primera Reliquia que juegues cada turno» (n = 1), «tu segundo Verso cada turno» (n = 2):
 * its player played n - 1 other cards of the filter before it this turn (their `turnLog`,
 * rulings R122, R127). A card still in the hand would be the next one played.
 */
function nthPlayedThisTurn(s: GameState, id: number, f: CardFilter, n: number, controller: PlayerId, source: number): boolean {
  const c = s.cards[id]!;
  const { playedThisTurn: _n, controller: _whose, ...like } = f;
  const played = s.players[inPlay(c) ? (c.controller as PlayerId) : c.owner].turnLog.played;
  const at = played.indexOf(id);
  // In play, «el primer personaje que juegues cada turno» is one played this turn, not one from
  // before; the log is in order, so what it played after does not count against it.
  if (inPlay(c) && at < 0) return false;
  let before = 0;
  for (let k = 0; k < (at < 0 ? played.length : at); k++) if (cardIs(s, played[k]!, like, controller, source)) before++;
  return before + 1 === n;
}

/**
 * A designated card has the properties of a filter («Si es una Reliquia», «Mientras esta
 * Escencia esté enderezada»): unlike a selection, «carta» here includes an Escencia.
 */
export function cardIs(s: GameState, id: number, f: CardFilter, controller: PlayerId, source: number, depth = 0): boolean {
  const escencia = f.noun === "carta" && s.defs[s.cards[id]!.def]!.type === "Escencia";
  return matches(s, id, escencia ? { ...f, noun: "Escencia" } : f, controller, source, depth);
}

/** Did the card activate this trait this turn (by activating it, or a blocker's Embate by blocking)? */
export function activatedThisTurn(s: GameState, id: number, trait: Trait): boolean {
  const c = s.cards[id]!;
  return c.actedTurn === s.turn && c.acted.includes(trait);
}

/** How many times the card activated the trait this turn. */
export function activationsThisTurn(s: GameState, id: number, trait: Trait): number {
  const c = s.cards[id]!;
  if (c.actedTurn !== s.turn) return 0;
  let n = 0;
  for (const t of c.acted) if (t === trait) n++;
  return n;
}

/** How many Reliquias the personaje bears (Reglamento 21: «Cada personaje no tiene limite de reliquia equipadas»). */
function relicsOf(s: GameState, id: number): number {
  let n = 0;
  for (const p of [0, 1] as const) for (const r of s.players[p].battlefield) if (s.cards[r]!.bearer === id) n++;
  return n;
}

/** A personaje with a Reliquia equipped (Reglamento 21). */
export function hasRelic(s: GameState, id: number): boolean {
  return relicsOf(s, id) > 0;
}

/** The Incursión in progress, if any (its task holds the blockers). */
export function currentIncursion(s: GameState): Extract<GameState["tasks"][number], { k: "incursion" }> | null {
  if (s.attacker < 0) return null;
  for (let i = s.tasks.length - 1; i >= 0; i--) {
    const t = s.tasks[i]!;
    if (t.k === "incursion") return t;
  }
  return null;
}

/** Blocking now (Reglamento 19): in any Incursión, or blocking the card with the ability (`self`) or its bearer. */
function isBlocking(s: GameState, id: number, mode: "any" | "self" | "bearer", source: number): boolean {
  const t = currentIncursion(s);
  if (t === null || !t.blocked) return false;
  const i = t.blockers.indexOf(id);
  if (i < 0 || s.cards[id]!.inc !== t.blockerIncs[i] || s.cards[id]!.zone !== "battlefield") return false;
  if (mode === "any") return true;
  const blocked = mode === "self" ? source : s.cards[source]!.bearer;
  return blocked >= 0 && t.attacker === blocked;
}

/**
 * In the duel of the Incursión in progress (Reglamento 19, rulings R134, R135): `any`, the
 * blocked attacker or a blocker still in play; `self` / `bearer`, on the other side of that
 * duel from the card with the ability / its bearer. That card may have left play in the duel
 * («con el que estaba en duelo»): then it is known by its id; back in play, it is a new card.
 */
function inDuel(s: GameState, id: number, mode: "any" | "self" | "bearer", source: number): boolean {
  const t = currentIncursion(s);
  if (t === null || !t.blocked) return false;
  const c = s.cards[id]!;
  if (c.zone !== "battlefield") return false;
  const asAttacker = t.attacker === id && c.inc === t.attackerInc;
  const i = t.blockers.indexOf(id);
  const asBlocker = i >= 0 && c.inc === t.blockerIncs[i];
  if (mode === "any") return asAttacker || asBlocker;
  const other = mode === "self" ? source : s.cards[source]!.bearer;
  if (other < 0) return false;
  const o = s.cards[other]!;
  const same = (inc: number): boolean => o.zone !== "battlefield" || o.inc === inc;
  if (asBlocker) return other === t.attacker && same(t.attackerInc);
  if (asAttacker) {
    const j = t.blockers.indexOf(other);
    return j >= 0 && same(t.blockerIncs[j]!);
  }
  return false;
}

/**
 * The attacker of the Incursión in progress, still the card that declared its Embate
 * («un personaje atacante»); with `blocked`, only once the defender has blocked it
 * («el personaje bloqueado», Reglamento 19: it stays blocked even if the blockers leave).
 */
function isAttacker(s: GameState, id: number, blocked: boolean): boolean {
  if (s.attacker !== id) return false;
  const t = currentIncursion(s);
  const c = s.cards[id]!;
  return t !== null && t.attacker === id && c.inc === t.attackerInc && c.zone === "battlefield" && (!blocked || t.blocked);
}

/** Is the card in the zone a filter names? */
export function inFilterZone(s: GameState, id: number, f: CardFilter): boolean {
  const c = s.cards[id]!;
  switch (f.zone) {
    case "juego":
      return inPlay(c);
    case "mano":
      return c.zone === "hand";
    case "cementerio":
      return c.zone === "graveyard";
    case "baraja":
      return c.zone === "deck";
    case "cadena":
      return c.zone === "chain";
    default:
      return assertNever(f.zone);
  }
}

/** Every card that matches a filter, in a stable order (player 0 first). */
/** `p`'s Escencias in play, only those that match `filter` when there is one («una Escencia básica»). */
export function ownEssence(s: GameState, p: PlayerId, filter: CardFilter | undefined, source: number): readonly number[] {
  return filter === undefined ? s.players[p].essence : cardsMatching(s, { ...filter, controller: "you" }, p, source);
}

export function cardsMatching(s: GameState, f: CardFilter, controller: PlayerId, source: number, depth = 0): number[] {
  const out: number[] = [];
  const whose: PlayerId[] =
    f.controller === undefined ? [0, 1] : f.controller === "you" ? [controller] : [other(controller)];
  const push = (ids: readonly number[]): void => {
    for (const id of ids) if (matches(s, id, f, controller, source, depth)) out.push(id);
  };
  switch (f.zone) {
    case "juego": {
      // «un personaje o un Santuario»: each noun of the alternatives has its zone.
      const nouns = f.anyOf === undefined ? [f.noun] : f.anyOf.map((g) => g.noun);
      const sanctuary = nouns.includes("Santuario");
      const essence = nouns.includes("Escencia");
      const field = nouns.some((n) => n !== "Santuario" && n !== "Escencia");
      for (const p of whose) {
        const pl = s.players[p];
        if (field) push(pl.battlefield);
        if (sanctuary) push([pl.sanctuary]);
        if (essence) push(pl.essence);
      }
      break;
    }
    case "mano":
      for (const p of whose) push(s.players[p].hand);
      break;
    case "cementerio":
      for (const p of whose) push(s.players[p].graveyard);
      break;
    case "baraja":
      for (const p of whose) push(s.players[p].deck);
      break;
    case "cadena":
      for (const item of s.chain) {
        if (item.kind !== "card") continue;
        const id = item.act.source;
        const c = s.cards[id]!;
        if (f.controller !== undefined && !sideMatches(f.controller, item.act.controller, controller)) continue;
        if (matches(s, id, { ...f, controller: undefined }, controller, source, depth) && c.zone === "chain") out.push(id);
      }
      break;
    default:
      assertNever(f.zone);
  }
  return out;
}

export function countMatching(s: GameState, f: CardFilter, controller: PlayerId, source: number, depth = 0): number {
  return cardsMatching(s, f, controller, source, depth).length;
}

// --- Targets (Reglamento 17, 23) ---------------------------------------------------------

type ChainTarget = Extract<TargetDeclaration["what"], { kind: "chain" }>;

/**
 * Is a chain item what a «Prohíbe un Verso» / «un rasgo de Talento» declaration names?
 * A card item is a played card (its filter, its controller being the item's); a trait item
 * an activated trait. With neither listed, anything waiting on the chain but an equip action.
 */
function chainItemMatches(s: GameState, item: ChainItem, what: ChainTarget, controller: PlayerId, source: number): boolean {
  if (item.kind === "card") {
    if (what.traits !== undefined && what.cards === undefined) return false;
    const id = item.act.source;
    if (s.cards[id]!.zone !== "chain") return false;
    if (what.cards === undefined) return true;
    if (what.cards.controller !== undefined && !sideMatches(what.cards.controller, item.act.controller, controller)) return false;
    return matches(s, id, { ...what.cards, controller: undefined }, controller, source);
  }
  if (item.kind === "trait") {
    if (what.cards !== undefined && what.traits === undefined) return false;
    return what.traits === undefined || (item.trait !== null && what.traits.includes(item.trait));
  }
  return false;
}

/**
 * A card waiting on the chain matches a filter of cards «en la cadena» (`controller`: who
 * played it, relative to `controller`), as a target on the chain does.
 */
export function onChainMatches(s: GameState, id: number, f: CardFilter, controller: PlayerId, source: number): boolean {
  if (s.cards[id]!.zone !== "chain") return false;
  const item = s.chain.find((it) => it.kind === "card" && it.act.source === id);
  if (item === undefined) return false;
  if (f.controller !== undefined && !sideMatches(f.controller, item.act.controller, controller)) return false;
  return matches(s, id, { ...f, controller: undefined }, controller, source);
}

/**
 * The chain item a target value designates: the played card itself while it is on the
 * chain, else the topmost trait its card activated (a trait is designated by its card).
 */
export function chainItemOf(s: GameState, id: number): ChainItem | undefined {
  const onChain = s.cards[id]?.zone === "chain";
  for (let i = s.chain.length - 1; i >= 0; i--) {
    const item = s.chain[i]!;
    if (item.act.source !== id) continue;
    if (onChain ? item.kind === "card" : item.kind === "trait") return item;
  }
  return undefined;
}

/** Whether an ability holding `decl` is a Verso or a rasgo (for «no puede ser objetivo de Versos / rasgos»); null otherwise. */
export function targetingSourceOf(s: GameState, source: number, decl: TargetDeclaration): "Verso" | "rasgo" | null {
  const c = s.cards[source];
  if (c === undefined) return null;
  for (const a of s.defs[c.def]!.abilities) {
    if (a.kind === "static") continue;
    const holds = a.targets.includes(decl) || a.steps.some((st) => st.kind === "chooseOne" && st.options.some((o) => o.targets.includes(decl)));
    if (holds) return a.kind === "verse" ? "Verso" : a.kind === "trait" ? "rasgo" : null;
  }
  return null;
}

/** A card that «no puede ser objetivo» of this kind of source from this controller is not a candidate. */
function targetable(s: GameState, id: number, by: "Verso" | "rasgo" | null, controller: PlayerId): boolean {
  return by === null || targetingAllowed(s, id, by, controller);
}

/** Candidates for a target declaration: card ids, or player ids for `un jugador` (a chain item is designated by its card). */
export function targetCandidates(s: GameState, decl: TargetDeclaration, controller: PlayerId, source: number): number[] {
  const what = decl.what;
  switch (what.kind) {
    case "player":
      return [0, 1];
    case "chain": {
      const out: number[] = [];
      for (const item of s.chain) {
        if (chainItemMatches(s, item, what, controller, source) && !out.includes(item.act.source)) out.push(item.act.source);
      }
      return out;
    }
    case "card": {
      const ids = cardsMatching(s, what.filter, controller, source);
      const by = targetingSourceOf(s, source, decl);
      return by === null ? ids : ids.filter((id) => targetable(s, id, by, controller));
    }
    default:
      return assertNever(what);
  }
}

/** Is a recorded target still legal (Reglamento 17, 23)? */
export function targetStillLegal(s: GameState, decl: TargetDeclaration, controller: PlayerId, source: number, id: number, inc: number): boolean {
  const what = decl.what;
  if (what.kind === "player") return true;
  const c = s.cards[id];
  if (c === undefined || c.inc !== inc) return false;
  if (what.kind === "chain") {
    const item = chainItemOf(s, id);
    return item !== undefined && chainItemMatches(s, item, what, controller, source);
  }
  const f = what.filter;
  if (!inFilterZone(s, id, f)) return false;
  if (f.zone === "cadena") {
    const item = s.chain.find((it) => it.kind === "card" && it.act.source === id);
    if (item === undefined) return false;
    if (f.controller !== undefined && !sideMatches(f.controller, item.act.controller, controller)) return false;
    return matches(s, id, { ...f, controller: undefined }, controller, source);
  }
  // Reglamento 17: «Un objetivo debe ser válido tanto al momento de ser elegido como al momento de resolverse».
  return matches(s, id, f, controller, source) && targetable(s, id, targetingSourceOf(s, source, decl), controller);
}

// --- Conditions (Reglamento 17) ------------------------------------------------------------

/**
 * Does a condition hold for an ability of `controller` whose card is `source`? `subjects`
 * says what a subject designates («este personaje», the cards found); without it, what it
 * designates for a static ability of `source`. `depth` as for statics.
 */
export function conditionHolds(
  s: GameState,
  cond: Condition,
  controller: PlayerId,
  source: number,
  subjects?: (what: Subject) => number[],
  depth = 0,
  destroyed?: (what: Subject) => boolean,
): boolean {
  switch (cond.kind) {
    case "controls": {
      const who = cond.who === "you" ? controller : other(controller);
      const f: CardFilter = { ...cond.filter, controller: "you" };
      return countMatching(s, f, who, source, depth) >= cond.atLeast;
    }
    case "sanctuaryLife":
      return compare(sanctuaryLife(s, sidePlayer(cond.whose, controller), depth), cond.compare);
    case "sanctuaryLifeVs": {
      const p = sidePlayer(cond.whose, controller);
      const mine = sanctuaryLife(s, p, depth);
      const theirs = sanctuaryLife(s, other(p), depth);
      return cond.op === "lt" ? mine < theirs : mine > theirs;
    }
    case "cardsIn": {
      if (cond.whose !== "any") return compare(cardsIn(s, sidePlayer(cond.whose, controller), cond.zone, cond.filter, source, depth), cond.compare);
      // «Si hay dos o más personajes en juego»: both players' cards.
      const all = cardsIn(s, controller, cond.zone, cond.filter, source, depth) + cardsIn(s, other(controller), cond.zone, cond.filter, source, depth);
      return compare(all, cond.compare);
    }
    case "cardsInVs": {
      // «si tienes menos cartas en la mano que tu oponente»: each player's own cards, counted alike.
      const p = sidePlayer(cond.whose, controller);
      const mine = cardsIn(s, p, cond.zone, cond.filter, source, depth);
      const theirs = cardsIn(s, other(p), cond.zone, cond.filter, source, depth);
      return cond.op === "lt" ? mine < theirs : mine > theirs;
    }
    case "turnOf":
      // «durante tu turno»: the active player (Reglamento 9: each turn is one player's).
      return s.active === sidePlayer(cond.whose, controller) && (cond.phase === undefined || s.phase === cond.phase);
    case "is": {
      const ids = subjects === undefined ? staticSubjectCards(s, source, cond.what, depth) : subjects(cond.what);
      return ids.length > 0 && ids.every((id) => cardIs(s, id, cond.filter, controller, source, depth));
    }
    case "activated": {
      const ids = subjects === undefined ? staticSubjectCards(s, source, cond.what, depth) : subjects(cond.what);
      return ids.some((id) => activatedThisTurn(s, id, cond.trait));
    }
    case "destroyed":
      // Only a resolution knows what it destroyed (effects/subjects.ts); a static never holds it.
      return destroyed !== undefined && destroyed(cond.what);
    case "thisTurn": {
      const deed = cond.deed;
      const count = (p: PlayerId): number => deedsThisTurn(s, p, deed, controller, source);
      const n = cond.who === "each" ? count(0) + count(1) : count(sidePlayer(cond.who, controller));
      return compare(n, cond.compare);
    }
    case "not":
      return !conditionHolds(s, cond.condition, controller, source, subjects, depth, destroyed);
    default:
      return assertNever(cond);
  }
}

/** How many times player `p` did `deed` this turn (their `turnLog`; traits from the Límite counts, Reglamento 24). */
function deedsThisTurn(s: GameState, p: PlayerId, deed: TurnDeed, controller: PlayerId, source: number): number {
  const log = s.players[p].turnLog;
  switch (deed.kind) {
    case "activated":
      return s.players[p].counts[countIndex(deed.trait)] ?? 0;
    case "drew":
      return countLogged(s, log.drawn, deed.filter, controller, source);
    case "played":
      return countLogged(s, log.played, deed.filter, controller, source);
    case "discarded":
      return countLogged(s, log.discarded, deed.filter, controller, source);
    case "lost":
      return countLogged(s, log.lost, deed.filter, controller, source);
    default:
      return assertNever(deed);
  }
}

/** «por cada personaje (que controlabas) destruido este turno»: the cards destroyed this turn that match, by whose they were (ruling R187). */
export function destroyedThisTurn(s: GameState, filter: CardFilter, controller: PlayerId, source: number): number {
  const whose = filter.controller === undefined ? ([0, 1] as const) : [sidePlayer(filter.controller, controller)];
  let n = 0;
  for (const p of whose) n += countLogged(s, s.players[p].turnLog.lost, filter, controller, source);
  return n;
}

/** The logged cards that match what a card is (its type, faction, cost…), wherever it is now: the log says whose they were. */
function countLogged(s: GameState, ids: readonly number[], filter: CardFilter, controller: PlayerId, source: number): number {
  const { controller: _whose, ...what } = filter;
  let n = 0;
  for (const id of ids) if (cardIs(s, id, what, controller, source)) n++;
  return n;
}

/** How many cards player `p` has in a zone («en juego»: the battlefield), only those matching `filter` if given. */
function cardsIn(s: GameState, p: PlayerId, zone: CardsInZone, filter: CardFilter | undefined, source: number, depth: number): number {
  const pl = s.players[p];
  if (filter !== undefined) return countMatching(s, { ...filter, controller: "you", zone }, p, source, depth);
  switch (zone) {
    case "mano":
      return pl.hand.length;
    case "cementerio":
      return pl.graveyard.length;
    case "baraja":
      return pl.deck.length;
    case "juego":
      return pl.battlefield.length;
    default:
      return assertNever(zone);
  }
}

type CardsInZone = Extract<Condition, { kind: "cardsIn" }>["zone"];

// --- Costs (Reglamento 12, 24) -----------------------------------------------------------

type CostEffect = Extract<StaticEffect, { kind: "modifyCost" }>;

/** What a cost modifier changes: its delta, times the matching cards with «por cada …». */
function costDelta(s: GameState, effect: CostEffect, controller: PlayerId, source: number): number {
  return effect.perEach === undefined ? effect.delta : effect.delta * countMatching(s, effect.perEach, controller, source);
}

/**
 * The changes to one card's cost: their sum, and the floors of the reductions that have one
 * («…, hasta un mínimo de 1»), each with its own delta.
 */
interface CostChanges {
  delta: number;
  floors: { floor: number; delta: number }[];
}

function addChange(changes: CostChanges, delta: number, floor: number | undefined): void {
  changes.delta += delta;
  if (floor !== undefined && delta < 0) changes.floors.push({ floor, delta });
}

/**
 * Ruling R124: the cost after every change, but a reduction with a floor never takes it
 * below the smaller of its floor and what the cost would be without that reduction (so a
 * floor never raises the cost above what the other changes make it); never below 0
 * (Reglamento 12: a cost is Escencias to consume).
 */
function finalCost(base: number, changes: CostChanges): number {
  const total = base + changes.delta;
  let cost = total;
  for (const f of changes.floors) cost = Math.max(cost, Math.min(f.floor, total - f.delta));
  return Math.max(0, cost);
}

/**
 * Escencia cost to play `id` from `player`'s hand: printed cost, +1 per card with
 * Vestigios in the player's cementerio (Reglamento 24), the card's own «Jugar esta carta
 * cuesta …» and the cost modifiers of static abilities in play, each while its condition
 * holds; floors applied last (ruling R124); never below 0.
 */
export function playCost(s: GameState, player: PlayerId, id: number): number {
  const c = s.cards[id]!;
  const def = s.defs[c.def]!;
  let cost = def.cost ?? 0;
  if (def.keywords.includes("Vestigios")) {
    for (const g of s.players[player].graveyard) if (s.defs[s.cards[g]!.def]!.keywords.includes("Vestigios")) cost++;
  }
  const changes: CostChanges = { delta: 0, floors: [] };
  // The card's own modifier works from the hand, where statics are not indexed; the player plays it as its controller.
  for (const ability of def.abilities) {
    if (ability.kind !== "static" || ability.effect.kind !== "modifyCost" || ability.effect.what.kind !== "self") continue;
    if (ability.condition !== undefined && !conditionHolds(s, ability.condition, player, id)) continue;
    addChange(changes, costDelta(s, ability.effect, player, id), ability.effect.floor);
  }
  costStaticsChanges(s, player, id, false, changes);
  nextCostChanges(s, player, id, changes);
  return finalCost(cost, changes);
}

/** «El próximo Verso que juegues este turno cuesta 2 menos»: the changes waiting for the next card of theirs that `player` plays. */
function nextCostChanges(s: GameState, player: PlayerId, id: number, changes: CostChanges): void {
  for (const e of s.effects) if (e.kind === "nextCost" && e.player === player && cardIs(s, id, e.filter, player, e.source)) addChange(changes, e.delta, e.floor);
}

/** A card `player` plays uses up the «el próximo … que juegues» changes it matches. */
export function useNextCost(s: GameState, player: PlayerId, id: number): void {
  if (!s.effects.some((e) => e.kind === "nextCost")) return;
  s.effects = s.effects.filter((e) => e.kind !== "nextCost" || e.player !== player || !cardIs(s, id, e.filter, player, e.source));
}

/**
 * What a Reliquia in play pays to be equipped (Reglamento 21: «pagar nuevamente el coste de
 * la reliquia»), before Vincular's X: its printed cost with the modifiers of its own cost
 * («Tus Reliquias cuestan 1 menos», ruling R33), floors applied last (R124); never below 0.
 */
export function relicCost(s: GameState, player: PlayerId, id: number): number {
  const changes: CostChanges = { delta: 0, floors: [] };
  costStaticsChanges(s, player, id, true, changes);
  return finalCost(s.defs[s.cards[id]!.def]!.cost ?? 0, changes);
}

/** The changes the cost modifiers of the statics in play make to `player`'s cost for `id`; `inPlay`: for a Reliquia in play (R33). */
function costStaticsChanges(s: GameState, player: PlayerId, id: number, inPlay: boolean, changes: CostChanges): void {
  const infos = defInfos(s.defs);
  for (const src of s.index.statics) {
    const sc = s.cards[src]!;
    const list = infos[sc.def]!.costStatics;
    if (list.length === 0) continue;
    const sdef = s.defs[sc.def]!;
    for (const ai of list) {
      const ability = sdef.abilities[ai]!;
      if (ability.kind !== "static" || ability.effect.kind !== "modifyCost" || ability.effect.what.kind !== "all") continue;
      if (inPlay && ability.effect.alsoInPlay !== true) continue;
      const f = ability.effect.what.filter;
      // The filter speaks of cards «in hand»: the holder plays as its controller (and controls the Reliquia in play).
      if (f.controller !== undefined && !sideMatches(f.controller, player, sc.controller)) continue;
      if (!matches(s, id, { ...f, controller: undefined, zone: inPlay ? "juego" : f.zone }, sc.controller, src)) continue;
      if (!staticHolds(s, src, ability, 0)) continue;
      addChange(changes, costDelta(s, ability.effect, sc.controller, src), ability.effect.floor);
    }
  }
}

export function untappedEssence(s: GameState, p: PlayerId): number {
  let n = 0;
  for (const id of s.players[p].essence) if (!s.cards[id]!.turned) n++;
  return n;
}

export function countIndex(event: LimitEvent): number {
  return COUNTED.indexOf(event);
}

/** Límite (Reglamento 24, ruling R38): the n-th activation of a same-named ability this turn needs n events. */
export function limitAllows(s: GameState, p: PlayerId, def: number, ability: number): boolean {
  const a = s.defs[def]!.abilities[ability];
  if (a === undefined || a.kind !== "trait" || a.limit === undefined) return true;
  const done = s.players[p].counts[countIndex(a.limit)] ?? 0;
  const uses = s.players[p].limitUses[`${def}:${ability}`] ?? 0;
  return done >= uses + 1;
}
