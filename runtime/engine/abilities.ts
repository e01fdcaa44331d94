// The abilities a card has now: its own (precomputed per definition, `defs.ts`) and the
// ones other cards in play give it with «El portador tiene «…»» (`grantAbility`), for
// as long as that static applies. Everything that reads a card's abilities (options,
// triggers, resolution) goes through here or through `defs.ts`, which sees a granted
// ability through its static: an ability is (the definition holding it, its index).
//
// Cards that grant abilities are indexed (`index.grants`) as they enter and leave play,
// so a card's abilities are its own lists plus a look at that (usually empty) index.
import type { Ability, Subject } from "../../compiler/ir.js";
import { defInfos, resolvedAbility } from "../defs.js";
import { conditionHolds, matches } from "../query.js";
import type { GameState } from "../types.js";

const NONE: readonly number[] = [];

/** The ability `index` of definition `def`, seen through a «tiene «…»» static. */
export function abilityAt(s: GameState, def: number, index: number): Ability | undefined {
  const a = s.defs[def]?.abilities[index];
  return a === undefined ? undefined : resolvedAbility(a);
}

/**
 * Does the grant of `grantor` (its static `what`) reach card `id` now? Its filter and
 * condition see values one level down (`depth`, as for the statics of query.ts), so a
 * grant «a tus personajes con Embate» cannot depend on what it grants.
 */
function grantReaches(s: GameState, grantor: number, staticIndex: number, id: number, depth = 0): boolean {
  const g = s.cards[grantor]!;
  const ability = s.defs[g.def]!.abilities[staticIndex]!;
  if (ability.kind !== "static" || ability.effect.kind !== "grantAbility") return false;
  if (!subjectIs(s, grantor, ability.effect.what, id, depth)) return false;
  // Reglamento 17: a «Mientras …» static applies only while its condition holds.
  return ability.condition === undefined || conditionHolds(s, ability.condition, g.controller, grantor, undefined, depth + 1);
}

function subjectIs(s: GameState, grantor: number, what: Subject, id: number, depth: number): boolean {
  const c = s.cards[id]!;
  if (c.zone !== "battlefield" && c.zone !== "essence" && c.zone !== "sanctuary") return false;
  switch (what.kind) {
    case "self":
      return grantor === id;
    case "bearer":
      return s.cards[grantor]!.bearer === id;
    case "all":
      return matches(s, id, what.filter, s.cards[grantor]!.controller, grantor, depth + 1);
    default:
      // The language grants abilities to the card itself, its bearer or «tus personajes».
      return false;
  }
}

/** The cards a grant of `grantor` reaches now (for granted abilities that listen to others). */
export function grantRecipients(s: GameState, grantor: number, staticIndex: number): number[] {
  const g = s.cards[grantor]!;
  const ability = s.defs[g.def]!.abilities[staticIndex]!;
  if (ability.kind !== "static" || ability.effect.kind !== "grantAbility") return [];
  const what = ability.effect.what;
  let candidates: readonly number[];
  if (what.kind === "self") candidates = [grantor];
  else if (what.kind === "bearer") candidates = g.bearer >= 0 ? [g.bearer] : [];
  else candidates = s.players[0].battlefield.concat(s.players[1].battlefield);
  return candidates.filter((id) => grantReaches(s, grantor, staticIndex, id));
}

/**
 * The granted abilities of card `id` that `pick` selects from each grantor's definition
 * info, as pairs [def, index, def, index, …] (a shared empty list when there are none).
 * The same ability granted twice (two copies of a Reliquia) is had once (ruling R62).
 */
export function grantedTo(s: GameState, id: number, pick: (info: ReturnType<typeof defInfos>[number]) => readonly number[], depth = 0): readonly number[] {
  const grants = s.index.grants;
  if (grants.length === 0) return NONE;
  const infos = defInfos(s.defs);
  let out: number[] | null = null;
  for (const g of grants) {
    const def = s.cards[g]!.def;
    for (const ai of pick(infos[def]!)) {
      if (!grantReaches(s, g, ai, id, depth)) continue;
      out ??= [];
      let seen = false;
      for (let k = 0; k < out.length; k += 2) if (out[k] === def && out[k + 1] === ai) seen = true;
      if (!seen) out.push(def, ai);
    }
  }
  return out ?? NONE;
}

/** Traits and activated abilities card `id` has from others' «tiene «…»» statics, as pairs [def, index, …]. */
export function grantedActions(s: GameState, id: number, depth = 0): readonly number[] {
  return grantedTo(s, id, (info) => info.grantedActions, depth);
}
