// Semantic tokens (full document): the lexer's tokens, coloured by the role their
// vocabulary entry gives them (a fixed phrase is one token). Decks are lexed as the deck
// parser lexes them and coloured by the deck tree: the words of a field or section
// line outside its value are its keywords.
import { tokenMatcher } from "chevrotain";
import type { SemanticTokens, SemanticTokensLegend } from "vscode-languageserver/node";
import { tokenize, tokens as T, type Token } from "../grammar/index.js";
import { documentTokens } from "./parse-cache.js";
import { contains, type LineIndex, type Span } from "./text.js";
import { roleOf, type Role } from "./vocabulary.js";
import type { DeckState, FileState } from "./workspace.js";

export const TOKEN_TYPES = ["keyword", "string", "number", "enumMember", "function", "comment", "type"] as const;
type TokenTypeName = (typeof TOKEN_TYPES)[number];

export const LEGEND: SemanticTokensLegend = { tokenTypes: [...TOKEN_TYPES], tokenModifiers: [] };

/** The semantic token type of each role of the vocabulary; small words and nouns keep the editor's colour. */
const BY_ROLE: Record<Role, TokenTypeName | undefined> = {
  field: "keyword",
  keyword: "keyword",
  trait: "keyword",
  modifier: "keyword",
  verseOption: "keyword",
  connector: "keyword",
  phrase: "keyword",
  header: "keyword",
  faction: "enumMember",
  phase: "enumMember",
  verb: "function",
  cardType: "type",
  determiner: undefined,
  pronoun: undefined,
  preposition: undefined,
  noun: undefined,
  adjective: undefined,
  zone: undefined,
  word: undefined,
};

function classify(token: Token, next: Token | undefined): TokenTypeName | undefined {
  if (tokenMatcher(token, T.StringLiteral)) return "string";
  if (tokenMatcher(token, T.Reminder)) return "comment";
  if (tokenMatcher(token, T.NumberLiteral)) return "number";
  // `carta "Nombre"` is the header; `Roba 1 carta` is the noun.
  if (tokenMatcher(token, T.Carta)) return next !== undefined && tokenMatcher(next, T.StringLiteral) ? "keyword" : "type";
  if (tokenMatcher(token, T.AnyWord) && !tokenMatcher(token, T.Word)) return BY_ROLE[roleOf(token.tokenType)];
  return undefined;
}

/** The LSP encoding of tokens in text order: relative lines and characters, one line at most each. */
function encode(lines: LineIndex, tokens: Iterable<{ start: number; end: number; type: TokenTypeName }>): SemanticTokens {
  const data: number[] = [];
  let previousLine = 0;
  let previousCharacter = 0;
  for (const { start, end, type } of tokens) {
    const position = lines.position(start);
    const length = Math.min(end, lines.lineEnd(position.line)) - start;
    if (length <= 0) continue;
    const deltaLine = position.line - previousLine;
    const deltaStart = deltaLine === 0 ? position.character - previousCharacter : position.character;
    data.push(deltaLine, deltaStart, length, TOKEN_TYPES.indexOf(type), 0);
    previousLine = position.line;
    previousCharacter = position.character;
  }
  return { data };
}

export function semanticTokens(file: FileState): SemanticTokens {
  const all = [...documentTokens(file.parse, true)];
  let nextCode: Token | undefined;
  // Walk backwards once to know each token's next non-comment token, then emit in order.
  const nextOf: Array<Token | undefined> = new Array(all.length);
  for (let i = all.length - 1; i >= 0; i--) {
    nextOf[i] = nextCode;
    if (!all[i]!.comment) nextCode = all[i]!.token;
  }
  const out: Array<{ start: number; end: number; type: TokenTypeName }> = [];
  all.forEach(({ token, start, end, comment }, i) => {
    const type = comment ? "comment" : classify(token, nextOf[i]);
    if (type) out.push({ start, end, type });
  });
  return encode(file.lines, out);
}

export function deckSemanticTokens(file: DeckState): SemanticTokens {
  // As parseMazoText lexes a deck: word by word, no card phrases.
  const lexed = tokenize(file.text, { phrases: false });
  const deck = file.deck;
  /** Lines whose words are keywords, but for their values. */
  const keywordLines: Span[] = [];
  const values: Array<{ span: Span; type: TokenTypeName }> = [];
  if (deck !== undefined) {
    keywordLines.push(deck.span);
    values.push({ span: deck.nameSpan, type: "string" });
    for (const [field, type] of [
      [deck.format, "enumMember"],
      [deck.faction, "enumMember"],
      [deck.sanctuary, "string"],
    ] as const) {
      if (field === undefined) continue;
      keywordLines.push(field.span);
      values.push({ span: field.valueSpan, type });
    }
    for (const section of Object.values(deck.sections)) {
      keywordLines.push(section.span);
      for (const entry of section.entries) {
        values.push({ span: entry.nameSpan, type: "string" });
        // The count, in figures or in words («tres "…"»).
        values.push({ span: { start: entry.span.start, end: Math.max(entry.span.start, entry.nameSpan.start - 1) }, type: "number" });
      }
    }
  }
  const inside = (span: Span, token: { start: number; end: number }) => span.start <= token.start && token.end <= span.end && span.end > span.start;
  const out: Array<{ start: number; end: number; type: TokenTypeName }> = [];
  for (const token of lexed.comments) out.push({ start: token.startOffset, end: (token.endOffset ?? token.startOffset) + 1, type: "comment" });
  for (const token of lexed.tokens) {
    const at = { start: token.startOffset, end: (token.endOffset ?? token.startOffset) + 1 };
    let type: TokenTypeName | undefined;
    if (tokenMatcher(token, T.StringLiteral)) type = "string";
    else if (tokenMatcher(token, T.NumberLiteral)) type = "number";
    else if (!tokenMatcher(token, T.AnyWord)) type = undefined;
    else type = values.find((v) => inside(v.span, at))?.type ?? (keywordLines.some((line) => contains(line, at.start) && contains(line, at.end)) ? "keyword" : undefined);
    if (type) out.push({ ...at, type });
  }
  out.sort((a, b) => a.start - b.start);
  return encode(file.lines, out);
}
