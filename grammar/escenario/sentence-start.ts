// How a sentence starts: who speaks, and what to say when its first word (or its verb)
// is none the section knows: the sentence may belong in another section (CR314), or the
// word may be a misspelling of one the section expects (CR308, and the sentence is read
// again with it).
import type { LineToken } from "../line-parser/cursor.js";
import type { OtherSection, SentenceStart } from "./diagnostics.js";
import { isOneOf, PLAY_VERBS, type Spelling } from "./words.js";

export type SectionMode = "preparación" | "jugadas" | "resultado";

/** A sentence whose first word or verb is unknown: the sentence handler suggests and may retry. */
export class UnknownVerb {
  constructor(
    readonly token: LineToken,
    readonly candidates: readonly Spelling[],
    readonly start: SentenceStart,
  ) {}
}

/** A one-letter word where a sentence starts: meant as a player (CR310 if not A or B). */
export function looksLikePlayer(t: LineToken): boolean {
  return t.kind === "word" && t.image.length === 1 && t.image !== "y" && t.image !== "o";
}

/** The section a sentence belongs in, if its first word or verb says so. */
export function otherSection(norm: string, section: SectionMode): OtherSection | undefined {
  const isPlay = norm !== "no" && isOneOf(norm, PLAY_VERBS);
  const isSetupOnly = norm === "ya";
  const isResultOnly = isOneOf(norm, ["gana", "pierde", "puede", "registro", "cadena"]);
  if (section !== "jugadas" && (isPlay || norm === "ambos")) return "jugadas";
  if (section !== "preparación" && isSetupOnly) return "preparación";
  if (section !== "resultado" && isResultOnly) return "resultado";
  if (section === "jugadas" && isOneOf(norm, ["controla", "tiene"])) return "state";
  return undefined;
}
