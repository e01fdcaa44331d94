// Dealing damage, shared by the effects (Haz N de daño, Reparte) and combat
// (Reglamento 19, 20, 24, 26), through the replacements of cards in play (ruling R130:
// «recibe 1 menos») and then the prevention shields that last
// (Reglamento 20: «El daño puede ser reducido, prevenido o redirigido si una carta o
// efecto lo permite»).
import { scopeCovers } from "./continuous.js";
import { currentIncursion, hasKeyword } from "./query.js";
import { dispatchCardEvent } from "./engine/listeners.js";
import { damageAfterReplacements, redirectedTo } from "./replacements.js";
import { emit } from "./state.js";
import type { GameState, PlayerId } from "./types.js";

/** Letal: every damage of the source destroys (Reglamento 24). The source may have left play. */
export function sourceIsLethal(s: GameState, source: number): boolean {
  if (source < 0) return false;
  const c = s.cards[source]!;
  if (c.zone === "battlefield") return hasKeyword(s, source, "Letal");
  return s.defs[c.def]!.keywords.includes("Letal");
}

/**
 * What is left of `amount` after the shields that cover card `id` (a character or a
 * Santuario): the oldest shield first (ruling R74); a shield of N points wears out.
 */
function afterShields(s: GameState, source: number, id: number, amount: number, combat: boolean): number {
  if (s.effects.length === 0) return amount;
  // «en duelos»: the damage of a blocked Incursión (Reglamento 19: «Si el defensor bloquea, ambos personajes entran en duelo»).
  const duel = combat && currentIncursion(s)?.blocked === true;
  let left = amount;
  let used = false;
  for (const e of s.effects) {
    if (left <= 0) break;
    if (e.kind !== "shield" || e.left === 0 || e.redirect !== undefined || (e.combatOnly && !duel)) continue;
    if (!scopeCovers(s, e.scope, id, e.controller, e.source)) continue;
    const stop = e.left < 0 ? left : Math.min(e.left, left);
    left -= stop;
    if (e.once === true) {
      // «el próximo daño»: this damage, all of it, and no more.
      e.left = 0;
      used = true;
    } else if (e.left > 0) {
      e.left -= stop;
      used ||= e.left === 0;
    }
  }
  if (used) s.effects = s.effects.filter((e) => e.kind !== "shield" || e.left !== 0);
  if (left < amount) emit(s, { t: "prevented", card: id, source, amount: amount - left });
  return left;
}

/**
 * The card a shield of «… se le hace a este personaje en su lugar» sends this damage to (ruling R174), or -1; the
 * shield is used up. One whose card left play stops nothing.
 */
function shieldRedirect(s: GameState, id: number, combat: boolean): number {
  if (s.effects.length === 0) return -1;
  const duel = combat && currentIncursion(s)?.blocked === true;
  for (const e of s.effects) {
    if (e.kind !== "shield" || e.redirect === undefined || e.left === 0 || (e.combatOnly && !duel)) continue;
    const to = s.cards[e.redirect.id]!;
    if (to.id === id || to.inc !== e.redirect.inc || to.zone !== "battlefield" || !scopeCovers(s, e.scope, id, e.controller, e.source)) continue;
    if (e.once === true) {
      e.left = 0;
      s.effects = s.effects.filter((x) => x !== e);
    }
    return to.id;
  }
  return -1;
}

/** A shield's redirection first (it was made for this), then a static one. */
function shieldOr(fromShield: number, fromStatic: () => number): number {
  return fromShield >= 0 ? fromShield : fromStatic();
}

/** Damage to a character; 0 or less is no damage (Reglamento 26). `redirected`: already sent here by a redirection, which applies once (ruling R173). */
export function damageCard(s: GameState, source: number, id: number, amount: number, combat: boolean, redirected = false): boolean {
  if (amount <= 0) return false;
  const c = s.cards[id]!;
  if (c.zone !== "battlefield" || s.defs[c.def]!.type !== "Personaje") return false;
  const to = redirected ? -1 : shieldOr(shieldRedirect(s, id, combat), () => redirectedTo(s, source, id));
  if (to >= 0) return damageCard(s, source, to, amount, combat, true);
  const dealt = afterShields(s, source, id, damageAfterReplacements(s, source, id, amount), combat);
  if (dealt <= 0) return false;
  c.damage += dealt;
  const lethal = sourceIsLethal(s, source);
  if (lethal) c.lethal = true;
  emit(s, { t: "damage", source, card: id, amount: dealt, lethal, combat });
  if (source >= 0) dispatchCardEvent(s, { kind: "dealsDamage", subject: source, object: id, player: c.controller, combat });
  dispatchCardEvent(s, { kind: "damaged", subject: id, object: source, player: c.controller });
  return true;
}

export function damageSanctuary(s: GameState, source: number, p: PlayerId, amount: number, combat: boolean): boolean {
  if (amount <= 0) return false;
  const sanctuary = s.players[p].sanctuary;
  const to = shieldOr(shieldRedirect(s, sanctuary, combat), () => redirectedTo(s, source, sanctuary));
  if (to >= 0) return damageCard(s, source, to, amount, combat, true);
  const dealt = afterShields(s, source, sanctuary, damageAfterReplacements(s, source, sanctuary, amount), combat);
  if (dealt <= 0) return false;
  s.players[p].life -= dealt;
  emit(s, { t: "sanctuaryDamage", source, player: p, amount: dealt, life: s.players[p].life, combat });
  if (source >= 0) dispatchCardEvent(s, { kind: "dealsDamage", subject: source, object: s.players[p].sanctuary, player: p, toSanctuary: true, combat });
  dispatchCardEvent(s, { kind: "damaged", subject: s.players[p].sanctuary, object: source, player: p });
  return true;
}

/** Damage of an effect to a card that is a character or a Santuario. */
export function damageCardOrSanctuary(s: GameState, source: number, id: number, amount: number): boolean {
  const c = s.cards[id]!;
  if (c.zone === "sanctuary") return damageSanctuary(s, source, c.owner, amount, false);
  return damageCard(s, source, id, amount, false);
}
