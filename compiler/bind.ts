// Binding card names: the one builder of «no hay ninguna carta llamada …». Cards
// (CR102), decks (CR225) and scenarios each report an unknown name under their own code,
// with their own advice in their catalog's template; what they share is built here: the
// guess («¿Quisiste decir …?», `closestMatch`, which ignores case and accents and only
// guesses a name close enough to be a typo) and the quick fix that writes it.
import { closestMatch, type FixEdit, type Span } from "../grammar/index.js";

export interface UnknownCard {
  /** The name as written. */
  name: string;
  /** The known name closest to it, if one is close enough. */
  guess?: string;
  /** Replaces the quoted name at the span with the guess (quotes included); only with a guess. */
  fix?: FixEdit;
}

/**
 * What to say about a card name that is not in `known`: the arguments of the caller's
 * record (`name`, `guess`) and the fix to pass along with them.
 */
export function unknownCard(name: string, known: Iterable<string>, span: Span): UnknownCard {
  const guess = closestMatch(name, known);
  if (guess === undefined) return { name };
  return { name, guess, fix: { span, replacement: JSON.stringify(guess) } };
}
