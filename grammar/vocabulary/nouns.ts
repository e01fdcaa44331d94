// How messages and printed text say a card noun: its spelling, plural and article come
// from the vocabulary's entry («personaje», «personajes», «un personaje», «una Reliquia»).
import type { NounName } from "../carta/ast.js";
import { WORDS, type WordId } from "./words.js";

const ENTRY: Record<NounName, WordId> = { Personaje: "Personaje", carta: "Carta", Reliquia: "Reliquia", Verso: "Verso", Santuario: "Santuario", Escencia: "Escencia" };

function entry(noun: NounName): { canonical: string; plural?: string; gender?: "m" | "f" } {
  return WORDS[ENTRY[noun]] as { canonical: string; plural?: string; gender?: "m" | "f" };
}

/** «personaje», «Reliquia». */
export function nounSingular(noun: NounName): string {
  return entry(noun).canonical;
}

/** «personajes», «Reliquias». */
export function nounPlural(noun: NounName): string {
  const e = entry(noun);
  return e.plural ?? `${e.canonical}s`;
}

export function isFeminineNoun(noun: NounName): boolean {
  return entry(noun).gender === "f";
}

/** «un personaje», «una Reliquia». */
export function withIndefinite(noun: NounName): string {
  return `${isFeminineNoun(noun) ? "una" : "un"} ${nounSingular(noun)}`;
}
