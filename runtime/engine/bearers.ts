// Who can bear a Reliquia (Reglamento 21, 23) and the one way a Reliquia gets a bearer:
// playing it with one, the equip action, Vincular, and the effects «Equipa …» and
// «Cambia de portador» all go through `setBearer`, which fires «Cada vez que equipes una
// Reliquia a …» and «Cada vez que una Reliquia … cambie de portador».
import { defInfos } from "../defs.js";
import { matches } from "../query.js";
import { emit } from "../state.js";
import type { CardFilter } from "../../compiler/ir.js";
import type { GameState, PlayerId } from "../types.js";
import { dispatchCardEvent } from "./listeners.js";

/**
 * Does `bearer` meet the Reliquia's «Solo puede equiparse a …» (for a Reliquia controlled
 * by `controller`)? True without such a static.
 */
export function meetsEquipRequirements(s: GameState, relic: number, bearer: number, controller: PlayerId): boolean {
  const def = s.defs[s.cards[relic]!.def]!;
  for (const ai of defInfos(s.defs)[s.cards[relic]!.def]!.equipRequirements) {
    const a = def.abilities[ai]!;
    if (a.kind === "static" && a.effect.kind === "equipRequirement" && a.effect.also !== true && !matches(s, bearer, a.effect.filter, controller, relic)) return false;
  }
  return true;
}

/** «Puede equiparse a un personaje que controle tu oponente»: the other bearers the Reliquia's permissions name (ruling R183). */
function permissions(s: GameState, relic: number): CardFilter[] {
  const def = s.defs[s.cards[relic]!.def]!;
  const out: CardFilter[] = [];
  for (const ai of defInfos(s.defs)[s.cards[relic]!.def]!.equipRequirements) {
    const a = def.abilities[ai]!;
    if (a.kind === "static" && a.effect.kind === "equipRequirement" && a.effect.also === true) out.push(a.effect.filter);
  }
  return out;
}

/** Does a requirement of the Reliquia say whose character it goes on («… que tu oponente controle»)? */
function requirementNamesController(s: GameState, relic: number): boolean {
  const def = s.defs[s.cards[relic]!.def]!;
  return defInfos(s.defs)[s.cards[relic]!.def]!.equipRequirements.some((ai) => {
    const a = def.abilities[ai]!;
    return a.kind === "static" && a.effect.kind === "equipRequirement" && a.effect.also !== true && a.effect.filter.controller !== undefined;
  });
}

/**
 * A valid bearer for `relic` controlled by `controller`: a character in play that its
 * controller controls (ruling R33), unless the Reliquia's own requirement says whose it
 * goes on (Regla de oro; ruling R64), and that meets its requirements.
 */
export function canBear(s: GameState, relic: number, bearer: number, controller: PlayerId): boolean {
  const b = s.cards[bearer];
  if (b === undefined || b.zone !== "battlefield" || s.defs[b.def]!.type !== "Personaje") return false;
  if (b.controller !== controller && !requirementNamesController(s, relic) && !permissions(s, relic).some((f) => matches(s, bearer, f, controller, relic))) return false;
  return meetsEquipRequirements(s, relic, bearer, controller);
}

/** The characters `relic` could be equipped to by `controller` now. */
export function bearerCandidates(s: GameState, relic: number, controller: PlayerId): number[] {
  const out: number[] = [];
  const anyone = requirementNamesController(s, relic) || permissions(s, relic).length > 0;
  for (const p of anyone ? ([0, 1] as const) : [controller]) {
    for (const id of s.players[p].battlefield) if (canBear(s, relic, id, controller)) out.push(id);
  }
  return out;
}

/**
 * The Reliquia gets `bearer` (-1: none). Equipping one without bearer fires «equipped»;
 * moving one from a bearer to another fires «changesBearer» and is not equipping it
 * (Reglamento 21: «Equipar una Reliquia significa colocarla sobre un personaje desde la
 * mano, o asignarla a un personaje desde el juego cuando esta se encuentra en juego sin
 * estar equipada»; «Cambiar de portador una Reliquia significa mover una Reliquia equipada
 * desde un personaje a otro personaje valido»).
 */
export function setBearer(s: GameState, relic: number, bearer: number): void {
  const r = s.cards[relic]!;
  const before = r.bearer;
  if (before === bearer) return;
  r.bearer = bearer;
  emit(s, { t: "equip", relic, bearer });
  if (bearer < 0) return;
  const player = r.controller;
  dispatchCardEvent(s, { kind: before < 0 ? "equipped" : "changesBearer", subject: relic, object: bearer, player });
}
