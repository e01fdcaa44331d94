// Replacement effects (rulings R129, R130): static abilities of cards in play that change
// an event as it would happen, «en su lugar». A card that would go from play to the
// cementerio goes elsewhere (`replaceLeavePlay`, asked by state.ts `leavePlay`); damage
// that would be dealt is dealt as another amount (`replaceDamage`, asked by deal-damage.ts
// before the prevention shields), or to another card (`redirectDamage`, ruling R173); a card
// destroyed spared by destroying the card with the ability (`destroyInstead`, ruling R176).
// Read-only but for the mark of a once-a-turn replacement: the caller moves the card or deals the damage.
import type { CardDefinition, CardFilter, EventCard, StaticEffect } from "../compiler/ir.js";
import { defInfos } from "./defs.js";
import { matches } from "./query.js";
import { useOncePerTurn } from "./turn-uses.js";
import type { GameState, MoveReason, PlayerId } from "./types.js";

type Kind = "replaceLeavePlay" | "destroyInstead" | "replaceDamage" | "redirectDamage";
type Effect<K extends Kind> = Extract<StaticEffect, { kind: K }>;

/** Whether any card of the game has a replacement: most games have none, and the two questions below are asked at every move and every damage. */
const anyReplacement = new WeakMap<CardDefinition[], boolean>();

function possible(s: GameState): boolean {
  if (s.index.statics.length === 0) return false;
  let has = anyReplacement.get(s.defs);
  if (has === undefined) {
    const infos = defInfos(s.defs);
    has = infos.some((info) => info.replacements.length > 0);
    anyReplacement.set(s.defs, has);
  }
  return has;
}

/** Does the head of a replacement of `src` («este personaje», «el portador», «un personaje que controles») name card `id`? */
function names(s: GameState, who: EventCard | undefined, src: number, id: number): boolean {
  if (who === undefined || who.kind === "self") return src === id;
  if (who.kind === "bearer") return s.cards[src]!.bearer === id;
  return matches(s, id, who.filter, s.cards[src]!.controller, src);
}

/** Every replacement of `kind` of the cards in play that names card `id`, the card's own first, then in the order the cards came into play. */
function replacementsFor<K extends Kind>(s: GameState, id: number, kind: K): Effect<K>[] {
  return sourcedReplacementsFor(s, id, kind).map(([, e]) => e);
}

/** The same, each with the card that has it and the ability's index in that card's definition. */
function sourcedReplacementsFor<K extends Kind>(s: GameState, id: number, kind: K): [number, Effect<K>, number][] {
  const out: [number, Effect<K>, number][] = [];
  const infos = defInfos(s.defs);
  const sources = s.index.statics.includes(id) ? [id, ...s.index.statics.filter((x) => x !== id)] : s.index.statics;
  for (const src of sources) {
    const def = s.defs[s.cards[src]!.def]!;
    for (const i of infos[s.cards[src]!.def]!.replacements) {
      const ability = def.abilities[i]!;
      if (ability.kind !== "static" || ability.effect.kind !== kind) continue;
      const effect = ability.effect as Effect<K>;
      if (names(s, (effect as { who?: EventCard }).who, src, id)) out.push([src, effect, i]);
    }
  }
  return out;
}

/**
 * Where card `id` goes instead of the cementerio, or null (ruling R129). Destroyed is
 * «Destruye …», a destroy cost and the state checks (Reglamento 20, 23); sacrificed, put
 * there or sent by Mítica it goes there without being destroyed (Reglamento 24).
 */
export function leaveReplacement(s: GameState, id: number, reason: MoveReason): Effect<"replaceLeavePlay">["to"] | null {
  if (!possible(s)) return null;
  for (const e of replacementsFor(s, id, "replaceLeavePlay")) {
    if (e.destroyedOnly === true && reason !== "destroy") continue;
    return e.to;
  }
  return null;
}

/**
 * The card destroyed instead of card `id` (ruling R176), or null: the first «Si el portador
 * fuera a ser destruido, en su lugar destruye esta Reliquia» that names it, of another card in play.
 */
export function destroyedInstead(s: GameState, id: number): { source: number; removeDamage: boolean } | null {
  if (!possible(s)) return null;
  for (const [src, e] of sourcedReplacementsFor(s, id, "destroyInstead")) {
    if (src === id || s.cards[src]!.zone !== "battlefield") continue;
    return { source: src, removeDamage: e.removeDamage === true };
  }
  return null;
}

/**
 * The damage one source deals at once to card `id` after the replacements that name it
 * (ruling R130): the «en su lugar recibe N» first, the greatest threshold first, then every
 * «recibe N menos»; never below 0. Each applies once to the damage.
 */
export function damageAfterReplacements(s: GameState, source: number, id: number, amount: number): number {
  if (amount <= 0 || !possible(s)) return amount;
  const found = sourcedReplacementsFor(s, id, "replaceDamage")
    // A once-a-turn one is used up only by a damage it applies to (its source, its threshold).
    .filter(([src, e, i]) => fromSource(s, e.by, source, src) && (e.firstEachTurn !== true || (amount >= (e.atLeast ?? 0) && useOncePerTurn(s, src, s.cards[src]!.def, i))))
    .map(([, e]) => e);
  if (found.length === 0) return amount;
  let left = amount;
  const becomes = found.filter((e) => e.mode === "becomes").sort((a, b) => (b.atLeast ?? 0) - (a.atLeast ?? 0));
  for (const e of becomes) if (left >= (e.atLeast ?? 0)) left = Math.min(left, e.amount);
  for (const e of found) if (e.mode === "less" && left >= (e.atLeast ?? 0)) left -= e.amount;
  return Math.max(0, left);
}

/** Is the damage's source one the replacement speaks of («de un Verso», «Si un Verso que controle un oponente …»)? Any, when it names none. */
function fromSource(s: GameState, by: CardFilter | undefined, source: number, src: number): boolean {
  if (by === undefined) return true;
  return source >= 0 && matches(s, source, by, s.cards[src]!.controller as PlayerId, src);
}

/**
 * The card the damage `source` would deal to card `id` goes to instead (ruling R173), or -1:
 * the first redirection that names `id` and sends it elsewhere, to a personaje in play.
 */
export function redirectedTo(s: GameState, source: number, id: number): number {
  if (!possible(s)) return -1;
  for (const [src, e] of sourcedReplacementsFor(s, id, "redirectDamage")) {
    if (!fromSource(s, e.by, source, src)) continue;
    const to = e.to === "self" ? src : s.cards[src]!.bearer;
    if (to < 0 || to === id || s.cards[to]!.zone !== "battlefield") continue;
    return to;
  }
  return -1;
}
