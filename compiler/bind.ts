// Card names: the one way every file kind (cards, decks, scenarios) says a name is not a
// card of the set. `unknownCard` gives the pieces, each file kind's catalog the code and
// the advice for a name with nothing close (`unknownCardRecord`).
import { closestMatch, NameIndex, record, type DiagnosticRecord, type FixEdit, type Span } from "../grammar/index.js";

export interface UnknownCardArgs {
  name: string;
  /** The closest known name, when the name looks like a typo of it. */
  suggestion?: string;
}

export interface UnknownCard {
  args: UnknownCardArgs;
  /** Writes the suggestion instead of the name (`span` is the quoted name). */
  fix?: FixEdit;
}

/** `knownNames`: the set's names, or their index when many references may be unknown (compile). */
export function unknownCard(name: string, knownNames: Iterable<string> | NameIndex, span: Span): UnknownCard {
  const suggestion = knownNames instanceof NameIndex ? knownNames.closest(name) : closestMatch(name, knownNames);
  if (suggestion === undefined) return { args: { name } };
  return { args: { name, suggestion }, fix: { span, replacement: JSON.stringify(suggestion) } };
}

/**
 * The record of an unknown card name: «¿Quisiste decir …?» when a name is close, else
 * `advice`, which says what to do in that kind of file (it follows the name:
 * `" en este set: revisa el nombre …"`).
 */
export function unknownCardRecord(advice: string): DiagnosticRecord<UnknownCardArgs> {
  return record<UnknownCardArgs>({
    severity: "error",
    summary: "carta desconocida",
    message: ({ name, suggestion }) =>
      suggestion !== undefined ? `No hay ninguna carta llamada «${name}». ¿Quisiste decir «${suggestion}»?` : `No hay ninguna carta llamada «${name}»${advice}`,
    fix: ({ suggestion }) => `Cambiar por «${suggestion ?? ""}»`,
  });
}
