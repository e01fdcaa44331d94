// Read-only questions about a state: current Ataque/Vida/keywords (Reglamento 20),
// filters (Reglamento 12, 23), costs (Reglamento 12, 24). Nothing here mutates.
import type { CardDefinition, CardFilter, CardKeyword, Comparison, Condition, LimitEvent, Side, Subject, TargetDeclaration } from "../compiler/ir.js";
import { assertNever } from "./assert.js";
import { defInfos } from "./defs.js";
import { COUNTED, type CardState, type GameState, type PlayerId } from "./types.js";

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

function compare(value: number, cmp: Comparison): boolean {
  return cmp.op === "eq" ? value === cmp.value : cmp.op === "le" ? value <= cmp.value : value >= cmp.value;
}

// --- Ataque, Vida, keywords (Reglamento 20, 24) -------------------------------------

/**
 * Static abilities: a source in play modifies `id`. `depth` stops recursion: a static's
 * filter sees values without statics (a filter on «con ataque 3 o más» inside a static
 * cannot depend on the static itself).
 */
function staticStats(s: GameState, id: number, depth: number): [number, number] {
  let atk = 0;
  let life = 0;
  if (depth > 0) return ZERO;
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
      if (staticApplies(s, src, ability.effect.what, id, depth)) {
        atk += ability.effect.attack;
        life += ability.effect.life;
      }
    }
  }
  return atk === 0 && life === 0 ? ZERO : [atk, life];
}

const ZERO: [number, number] = [0, 0];

/** The most a static ability in play can lower a Vida (0 or less): state checks skip safe characters. */
export function worstStaticLife(s: GameState): number {
  let worst = 0;
  const infos = defInfos(s.defs);
  for (const src of s.index.statics) worst += infos[s.cards[src]!.def]!.negativeLife;
  return worst;
}

function staticApplies(s: GameState, src: number, what: Subject, id: number, depth: number): boolean {
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
    case "target":
    case "player":
    case "playerTarget":
      return false;
    default:
      return assertNever(what);
  }
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
export function sanctuaryLife(s: GameState, p: PlayerId): number {
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
      if (ability.kind === "static" && ability.effect.kind === "modifyStats" && staticApplies(s, src, ability.effect.what, id, 0)) {
        life += ability.effect.life;
      }
    }
  }
  return life;
}

export function hasKeyword(s: GameState, id: number, kw: CardKeyword, depth = 0): boolean {
  const c = s.cards[id]!;
  const def = s.defs[c.def]!;
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
      if (staticApplies(s, src, ability.effect.what, id, depth)) return true;
    }
  }
  return false;
}

export function hasTrait(s: GameState, id: number, trait: string): boolean {
  return defInfos(s.defs)[s.cards[id]!.def]!.traitSet.includes(trait);
}

/** In the training stage: entered this turn without «Sin entrenamiento» (Reglamento 13). */
export function inTraining(s: GameState, id: number): boolean {
  return s.cards[id]!.entered === s.turn && !hasKeyword(s, id, "Sin entrenamiento");
}

// --- Filters (Reglamento 12, 23) -------------------------------------------------------

function sideMatches(side: Side, who: PlayerId, relativeTo: PlayerId): boolean {
  return side === "you" ? who === relativeTo : who !== relativeTo;
}

/**
 * Does card `id` match `f`, for an ability controlled by `controller` whose source is
 * `source`? The zone is checked by the caller that picked the candidates; here only the
 * card's own properties.
 */
export function matches(s: GameState, id: number, f: CardFilter, controller: PlayerId, source: number, depth = 0): boolean {
  const c = s.cards[id]!;
  const def = s.defs[c.def]!;
  if (f.noun === "carta") {
    // Reglamento 12: an effect on «any card» never reaches an Escencia.
    if (def.type === "Escencia") return false;
  } else if (def.type !== f.noun) return false;
  if (f.controller !== undefined) {
    const who = inPlay(c) ? c.controller : c.owner;
    if (!sideMatches(f.controller, who, controller)) return false;
  }
  if (f.faction !== undefined && def.faction !== f.faction) return false;
  if (f.other === true && id === source) return false;
  if (f.turned !== undefined && c.turned !== f.turned) return false;
  if (f.named !== undefined && def.name !== f.named) return false;
  if (f.cost !== undefined && !compare(def.cost ?? 0, f.cost)) return false;
  if (f.attack !== undefined && !compare(c.zone === "battlefield" ? attackOf(s, id, depth) : def.attack ?? 0, f.attack)) return false;
  if (f.life !== undefined && !compare(c.zone === "battlefield" ? lifeOf(s, id, depth) : def.life ?? 0, f.life)) return false;
  if (f.has !== undefined) {
    const isTrait = f.has === "Embate" || f.has === "Talento" || f.has === "Interferencia" || f.has === "Resplandor";
    if (isTrait ? !hasTrait(s, id, f.has) : !hasKeyword(s, id, f.has as CardKeyword, depth)) return false;
  }
  return true;
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
export function cardsMatching(s: GameState, f: CardFilter, controller: PlayerId, source: number): number[] {
  const out: number[] = [];
  const whose: PlayerId[] =
    f.controller === undefined ? [0, 1] : f.controller === "you" ? [controller] : [other(controller)];
  const push = (ids: readonly number[]): void => {
    for (const id of ids) if (matches(s, id, f, controller, source)) out.push(id);
  };
  switch (f.zone) {
    case "juego":
      for (const p of whose) {
        const pl = s.players[p];
        if (f.noun === "Santuario") push([pl.sanctuary]);
        else if (f.noun === "Escencia") push(pl.essence);
        else push(pl.battlefield);
      }
      break;
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
        if (matches(s, id, { ...f, controller: undefined }, controller, source) && c.zone === "chain") out.push(id);
      }
      break;
    default:
      assertNever(f.zone);
  }
  return out;
}

export function countMatching(s: GameState, f: CardFilter, controller: PlayerId, source: number): number {
  return cardsMatching(s, f, controller, source).length;
}

/** Candidates for a target declaration: card ids, or player ids for `un jugador`. */
export function targetCandidates(s: GameState, decl: TargetDeclaration, controller: PlayerId, source: number): number[] {
  if (decl.what.kind === "player") return [0, 1];
  return cardsMatching(s, decl.what.filter, controller, source);
}

/** Is a recorded target still legal (Reglamento 17, 23)? */
export function targetStillLegal(s: GameState, decl: TargetDeclaration, controller: PlayerId, source: number, id: number, inc: number): boolean {
  if (decl.what.kind === "player") return true;
  const c = s.cards[id];
  if (c === undefined || c.inc !== inc) return false;
  const f = decl.what.filter;
  if (!inFilterZone(s, id, f)) return false;
  if (f.zone === "cadena") {
    const item = s.chain.find((it) => it.kind === "card" && it.act.source === id);
    if (item === undefined) return false;
    if (f.controller !== undefined && !sideMatches(f.controller, item.act.controller, controller)) return false;
    return matches(s, id, { ...f, controller: undefined }, controller, source);
  }
  return matches(s, id, f, controller, source);
}

export function conditionHolds(s: GameState, cond: Condition, controller: PlayerId, source: number): boolean {
  switch (cond.kind) {
    case "controls": {
      const who = cond.who === "you" ? controller : other(controller);
      const f: CardFilter = { ...cond.filter, controller: "you" };
      return countMatching(s, f, who, source) >= cond.atLeast;
    }
    case "sanctuaryLife":
      return compare(sanctuaryLife(s, cond.whose === "you" ? controller : other(controller)), cond.compare);
    case "cardsIn": {
      const p = cond.whose === "you" ? controller : other(controller);
      const pl = s.players[p];
      const n = cond.zone === "mano" ? pl.hand.length : cond.zone === "cementerio" ? pl.graveyard.length : pl.deck.length;
      return compare(n, cond.compare);
    }
    default:
      return assertNever(cond);
  }
}

// --- Costs (Reglamento 12, 24) -----------------------------------------------------------

/**
 * Escencia cost to play `id` from `player`'s hand: printed cost, +1 per card with
 * Vestigios in the player's cementerio (Reglamento 24), cost modifiers of static
 * abilities; never below 0.
 */
export function playCost(s: GameState, player: PlayerId, id: number): number {
  const c = s.cards[id]!;
  const def = s.defs[c.def]!;
  let cost = def.cost ?? 0;
  if (def.keywords.includes("Vestigios")) {
    for (const g of s.players[player].graveyard) if (s.defs[s.cards[g]!.def]!.keywords.includes("Vestigios")) cost++;
  }
  const infos = defInfos(s.defs);
  for (const src of s.index.statics) {
    const sc = s.cards[src]!;
    const list = infos[sc.def]!.costStatics;
    if (list.length === 0) continue;
    const sdef = s.defs[sc.def]!;
    for (const ai of list) {
      const ability = sdef.abilities[ai]!;
      if (ability.kind !== "static" || ability.effect.kind !== "modifyCost") continue;
      const f = ability.effect.filter;
      // The filter speaks of cards «in hand»: the holder plays as its controller.
      if (f.controller !== undefined && !sideMatches(f.controller, player, sc.controller)) continue;
      if (matches(s, id, { ...f, controller: undefined }, sc.controller, src)) cost += ability.effect.delta;
    }
  }
  return Math.max(0, cost);
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
