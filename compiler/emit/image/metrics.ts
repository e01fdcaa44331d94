// Text measurement without a font engine: a fixed advance per character, in ems, for the
// font the card images ask for (DejaVu Sans, then Verdana, which share Bitstream Vera's
// metrics; any fallback sans is narrower). The figures round the real advances *up*, so
// a line measured to fit here fits when drawn: the renderer never relies on a browser.

/** The font stack of every text on a card image. */
export const CARD_FONT = "'DejaVu Sans', Verdana, 'Bitstream Vera Sans', sans-serif";

const NARROW = new Set([..."iljtfrI.,;:'!|()[]«»-\u00a0 íìï"]);
const WIDE = new Set([..."mwMWÑ@%"]);

/** The advance of one character, in ems, regular weight. */
function advance(ch: string): number {
  if (ch === " ") return 0.32;
  if (NARROW.has(ch)) return 0.4;
  if (WIDE.has(ch)) return 1.0;
  if (/[0-9]/.test(ch)) return 0.64;
  if (ch !== ch.toLowerCase()) return 0.78; // capitals, accented ones included
  return 0.64;
}

/** Bold advances are wider (DejaVu Sans Bold is about 9 % wider on average). */
const BOLD = 1.12;

/** The width of `text` at `size` px. */
export function textWidth(text: string, size: number, bold = false): number {
  let ems = 0;
  for (const ch of text) ems += advance(ch);
  return ems * size * (bold ? BOLD : 1);
}
