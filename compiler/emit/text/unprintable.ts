// What the printer refuses, and the one thing it prints although it cannot round-trip.

/** The IR holds something the card language cannot write so that it compiles back to the same IR. */
export class UnprintableError extends Error {
  constructor(
    readonly card: string,
    readonly detail: string,
  ) {
    super(`No se puede escribir «${card}» en el lenguaje de cartas: ${detail}`);
    this.name = "UnprintableError";
  }
}

/**
 * A card name between double quotes. The lexer's string literal is `"[^"\n]*"`: a name
 * containing `"` or a line break cannot be written in the language at all. It is
 * printed anyway (so a catalogue still shows every card), but that text does not
 * compile back to the same name.
 */
export function quoteName(name: string): string {
  return `"${name}"`;
}

/** Whether `quoteName` round-trips: the name is one string literal of the lexer. */
export function isWritableName(name: string): boolean {
  return !/["\r\n]/.test(name);
}
