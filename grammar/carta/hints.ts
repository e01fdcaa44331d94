// What to write instead, for sentences designers write that the language says another
// way («Al comienzo de tu turno» → «Al comienzo de tu Alba»). One table, consulted by the syntax
// diagnostics (parse.ts) after the parser has said where the sentence went wrong.
import { tokenMatcher, type IToken, type TokenType } from "chevrotain";
import { normalizeWord } from "../vocabulary/lex.js";
import { T } from "../vocabulary/tokens.js";

interface Hint {
  /** The word the parser stopped at, and what it expected there. */
  when: (found: IToken, expected: readonly TokenType[]) => boolean;
  hint: string;
}

const expects = (expected: readonly TokenType[], type: TokenType): boolean => expected.includes(type);

const HINTS: readonly Hint[] = [
  {
    when: (found, expected) => tokenMatcher(found, T.Turno) && expects(expected, T.PhaseName),
    hint: "el turno tiene fases: «Al comienzo de tu Alba, …», «Al final de tu Anochecer, …»",
  },
];

/** Words designers use that the language says otherwise: the normalized word and what to write. */
const WORD_HINTS: Readonly<Record<string, string>> = {
  exilia: "el juego no tiene exilio: escribe «Pon … en el fondo de la baraja de su dueño»",
  exiliar: "el juego no tiene exilio: escribe «pon … en el fondo de la baraja de su dueño»",
  contraataca: "un personaje bloqueado hace daño al bloqueador en el duelo (Reglamento 19)",
  inflinge: "se escribe «inflige» o «haz»",
};

/** A hint for the sentence the parser stopped in, if the table has one. */
export function hintFor(found: IToken, expected: readonly TokenType[]): string | undefined {
  if (tokenMatcher(found, T.Word)) return WORD_HINTS[normalizeWord(found.image)];
  return HINTS.find((h) => h.when(found, expected))?.hint;
}
