// Text reaches the lexer in one Unicode form. Editors and file systems (macOS names,
// some Linux input methods) write accented letters decomposed, «i» + U+0301; the
// vocabulary and card names are compared precomposed (NFC). The text is normalized
// once, here, and every offset is mapped back to the text as written, so diagnostics,
// fixes and the formatter still point at the characters the user sees.

export interface NormalizedText {
  /** The NFC text the lexer reads. */
  text: string;
  /**
   * For each offset of `text` (and its end), the offset in the original text; null when
   * the original was already NFC and offsets are the same.
   */
  origin: Int32Array | null;
}

// Only combining marks (and a few compatibility characters, none in the language) change
// under NFC; text without them needs no work, which is the usual case.
const MAY_CHANGE = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f\u2000-\u2001\u212a\u212b\uf900-\ufaff]/;
const COMBINING = /\p{M}/u;

export function normalizeText(original: string): NormalizedText {
  if (!MAY_CHANGE.test(original) || original.normalize("NFC") === original) return { text: original, origin: null };
  const parts: string[] = [];
  const origin: number[] = [];
  let i = 0;
  while (i < original.length) {
    // A cluster: one code point and the combining marks after it, normalized together.
    const start = i;
    i += codePointLength(original, i);
    while (i < original.length && COMBINING.test(String.fromCodePoint(original.codePointAt(i)!))) i += codePointLength(original, i);
    const cluster = original.slice(start, i);
    const nfc = cluster.length === 1 ? cluster : cluster.normalize("NFC");
    parts.push(nfc);
    for (let k = 0; k < nfc.length; k++) origin.push(k === 0 ? start : i);
  }
  origin.push(original.length);
  return { text: parts.join(""), origin: Int32Array.from(origin) };
}

function codePointLength(text: string, i: number): number {
  const c = text.charCodeAt(i);
  return c >= 0xd800 && c <= 0xdbff && i + 1 < text.length ? 2 : 1;
}

/** The original offset of an offset of the normalized text. */
export function originalOffset(normalized: NormalizedText, offset: number): number {
  if (normalized.origin === null) return offset;
  const o = normalized.origin;
  return o[Math.max(0, Math.min(offset, o.length - 1))]!;
}
