// Cutting a token stream into sentences before parsing.
//
// A card file is a list of sentences: `carta "…"` headers, field lines
// (`coste 3`), and sentences that end with a period. Parsing each one on its own
// is the error recovery of the language: a mistake is reported once, in its own
// sentence, and the next sentence parses as if nothing happened.
import { tokenMatcher, type TokenType } from "chevrotain";
import type { Token } from "../vocabulary/lex.js";
import { closestMatch } from "../text/suggest.js";
import { canonicalSpelling, T } from "../vocabulary/tokens.js";
import type { EntryRule } from "./parser/index.js";

export interface Segment {
  rule: EntryRule;
  tokens: Token[];
}

const FIELD_KEYWORDS: TokenType[] = [T.Tipo, T.Faccion, T.Coste, T.Ataque, T.Vida];

function isAny(token: Token | undefined, types: TokenType[]): boolean {
  return token !== undefined && types.some((t) => tokenMatcher(token, t));
}

function startsLine(tokens: Token[], i: number): boolean {
  const previous = tokens[i - 1];
  return previous === undefined || previous.endLine !== tokens[i]!.startLine;
}

function isCardHeader(tokens: Token[], i: number): boolean {
  return tokenMatcher(tokens[i]!, T.Carta) && tokens[i + 1] !== undefined && tokenMatcher(tokens[i + 1]!, T.StringLiteral);
}

export const FIELD_SPELLINGS = FIELD_KEYWORDS.map((t) => canonicalSpelling(t)!);

/**
 * The field a line-initial unknown word was meant to be ("facion Orden" → facción), so
 * the line is parsed as a field and the error suggests the field's name.
 */
export function misspelledField(tokens: Token[], i: number): string | undefined {
  const token = tokens[i]!;
  const next = tokens[i + 1];
  if (!tokenMatcher(token, T.Word) || !startsLine(tokens, i)) return undefined;
  if (next === undefined || next.startLine !== token.startLine || !isAny(next, [T.NumberLiteral, T.Noun, T.FactionName])) return undefined;
  return closestMatch(token.image, FIELD_SPELLINGS);
}

/** `crta "Nombre"`: a misspelled card header still starts a card. */
function isMisspelledCardHeader(tokens: Token[], i: number): boolean {
  const next = tokens[i + 1];
  return (
    tokenMatcher(tokens[i]!, T.Word) &&
    startsLine(tokens, i) &&
    next !== undefined &&
    tokenMatcher(next, T.StringLiteral) &&
    closestMatch(tokens[i]!.image, ["carta"]) !== undefined
  );
}

/** Where a sentence that lacks its period must end: the next line starts something new. */
function startsNewSentence(tokens: Token[], i: number): boolean {
  if (!startsLine(tokens, i)) return false;
  const token = tokens[i]!;
  const next = tokens[i + 1];
  if (isCardHeader(tokens, i)) return true;
  if (isAny(token, FIELD_KEYWORDS) && next !== undefined && next.startLine === token.startLine && isAny(next, [T.NumberLiteral, T.Noun, T.FactionName])) return true;
  if (isAny(token, [T.Prologo, T.Epilogo])) return true;
  if (tokenMatcher(token, T.TraitName) && isAny(next, [T.Colon, T.Comma, T.Dot, T.Minus])) return true;
  if (tokenMatcher(token, T.KeywordName) && isAny(next, [T.Dot])) return true;
  return false;
}

/** Whether tokens[from, to) are all reminder text (true for none), without copying them out. */
function allReminders(tokens: Token[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (!tokenMatcher(tokens[k]!, T.Reminder)) return false;
  return true;
}

const LISTED: TokenType[] = [T.KeywordName, T.SinEntrenamiento, T.TraitName];

/**
 * «Mítica, Embate, Devastar, Letal.», «Embate, Sin entrenamiento y Letal.»: keywords (and
 * traits without effect) printed as one list, one ability each. The list's sentence
 * [from, to) cut into one sentence per keyword, each ended by a period made from its
 * separator; null when the sentence is not such a list («Embate, Temple.» is a trait with
 * a modifier, «Embate, 2 Escencias: …» one with a cost).
 */
function keywordList(tokens: Token[], from: number, to: number): Token[][] | null {
  const words: Token[] = [];
  const ends: Token[] = [];
  let k = from;
  for (; k < to; k += 2) {
    const item = tokens[k];
    const after = tokens[k + 1];
    if (!isAny(item, LISTED) || after === undefined) return null;
    words.push(item!);
    ends.push(after);
    if (tokenMatcher(after, T.Dot)) break;
    if (!isAny(after, [T.Comma, T.Y])) return null;
  }
  if (words.length < 2 || k + 2 < to && !allReminders(tokens, k + 2, to)) return null;
  const dot = ends[ends.length - 1]!;
  return words.map((word, n) => {
    const end = ends[n]!;
    const period = n === words.length - 1 ? end : ({ ...end, tokenType: dot.tokenType, tokenTypeIdx: dot.tokenTypeIdx } as Token);
    return n === words.length - 1 ? [word, period, ...tokens.slice(k + 2, to)] : [word, period];
  });
}

/**
 * «Embate: Si este personaje no es bloqueado, …»: the defender decides the block after the
 * Embate is activated (Reglamento 19 a–c), so the condition says when the effect happens:
 * the card has Embate and a trigger (ruling R165).
 */
function embateWithBlockedCondition(tokens: Token[], i: number): boolean {
  const trait = tokens[i]!;
  if (!tokenMatcher(trait, T.TraitName) || canonicalSpelling(trait.tokenType) !== "Embate") return false;
  if (!isAny(tokens[i + 1], [T.Colon]) || !isAny(tokens[i + 2], [T.Si])) return false;
  for (let k = i + 3; k < tokens.length - 1; k++) {
    if (isAny(tokens[k], [T.Comma, T.Dot])) return false;
    if (isAny(tokens[k], [T.Es]) && isAny(tokens[k + 1], [T.Bloqueado])) return true;
  }
  return false;
}

/** «; si no, …», «; si lo haces, …», «; si controlas …, …» after the semicolon at `at`: a «si» opens a sentence. */
function sentenceAfterSemicolon(tokens: Token[], at: number): boolean {
  return isAny(tokens[at + 1], [T.Si, T.SiLoHaces, T.SiNoLoHaces]);
}

export function cutSegments(tokens: Token[]): Segment[] {
  const segments: Segment[] = [];
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i]!;
    if (isCardHeader(tokens, i) || isMisspelledCardHeader(tokens, i)) {
      let end = i + 2;
      // Anything else on the header line is reported as stray text by the parser.
      while (end < tokens.length && tokens[end]!.startLine === token.startLine && !isCardHeader(tokens, end)) end++;
      segments.push({ rule: "cardHeader", tokens: tokens.slice(i, end) });
      i = end;
      continue;
    }
    if ((isAny(token, FIELD_KEYWORDS) && startsLine(tokens, i)) || misspelledField(tokens, i) !== undefined) {
      let end = i + 1;
      while (end < tokens.length && tokens[end]!.startLine === token.startLine) end++;
      segments.push({ rule: "field", tokens: tokens.slice(i, end) });
      i = end;
      continue;
    }
    if (embateWithBlockedCondition(tokens, i)) {
      // The parser reads the colon as the period of «Embate.»; the formatter keeps what was written.
      const colon = tokens[i + 1]!;
      segments.push({ rule: "sentence", tokens: [token, { ...colon, tokenType: T.Dot, tokenTypeIdx: T.Dot.tokenTypeIdx! } as Token] });
      i += 2;
      continue;
    }
    let end = i;
    let semicolonEnd = false;
    // A period inside «…» ends a sentence of the quoted ability, not this one.
    let quoted = 0;
    while (end < tokens.length) {
      const t = tokens[end]!;
      if (end > i && quoted === 0 && startsNewSentence(tokens, end)) break;
      if (tokenMatcher(t, T.QuoteOpen)) quoted++;
      else if (tokenMatcher(t, T.QuoteClose)) {
        quoted = Math.max(0, quoted - 1);
        // «… tiene «Talento: Roba una carta.»» with no period of its own: the quoted
        // ability's period ends the sentence, unless it goes on («… y Letal.»).
        const next = tokens[end + 1];
        if (quoted === 0 && end > i && tokenMatcher(tokens[end - 1]!, T.Dot) && !isAny(next, [T.Dot, T.Comma, T.Y])) {
          end++;
          break;
        }
      }
      else if (quoted === 0 && tokenMatcher(t, T.Semicolon) && sentenceAfterSemicolon(tokens, end)) {
        // «Si es un personaje, ponla en tu mano; si no, ponla en el fondo», «…; si lo haces, …»: two
        // sentences, the semicolon ending the first as a period would (the formatter keeps what was written).
        semicolonEnd = true;
        end++;
        break;
      }
      else if (quoted === 0 && tokenMatcher(t, T.Dot)) {
        end++;
        // Reminder text after the period belongs to the sentence it explains.
        while (end < tokens.length && tokenMatcher(tokens[end]!, T.Reminder) && tokens[end]!.startLine === t.endLine) end++;
        break;
      }
      end++;
    }
    const previous = segments[segments.length - 1];
    const onlyReminders = allReminders(tokens, i, end);
    // The options of «Elige uno:» are sentences of their own that start with «-»; reminder
    // text on a line of its own explains the sentence before it.
    if (onlyReminders && previous !== undefined) {
      previous.tokens.push(...tokens.slice(i, end));
    } else if (
      previous !== undefined &&
      previous.rule === "sentence" &&
      tokenMatcher(token, T.Minus) &&
      previous.tokens.some((t) => tokenMatcher(t, T.EligeUno))
    ) {
      previous.tokens.push(...tokens.slice(i, end));
    } else {
      const list = semicolonEnd ? null : keywordList(tokens, i, end);
      const own = tokens.slice(i, end);
      // The parser reads the semicolon as the period it stands for; the token list the formatter prints is not touched.
      if (semicolonEnd) own[own.length - 1] = { ...own[own.length - 1]!, tokenType: T.Dot, tokenTypeIdx: T.Dot.tokenTypeIdx! } as Token;
      if (list === null) segments.push({ rule: "sentence", tokens: own });
      else for (const part of list) segments.push({ rule: "sentence", tokens: part });
    }
    i = end;
  }
  return segments;
}
