// Text quoted back to the user in a message: characters that show nothing (zero-width
// spaces, a byte-order mark inside a line, control characters, unusual spaces) are written
// as their code point, so «Carácter no reconocido «»» never shows an empty quote.

const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/gu;

/** `text` with each invisible character as `U+200B` (the word kept as written otherwise). */
export function visible(text: string): string {
  return text.replace(INVISIBLE, (c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`);
}
