// Semantic tokens (full document): the lexer's tokens, coloured by the role their
// vocabulary entry gives them (a fixed phrase is one token).
import { tokenMatcher } from "chevrotain";
import type { SemanticTokens, SemanticTokensLegend } from "vscode-languageserver/node";
import { tokens as T, type Token } from "../grammar/index.js";
import { documentTokens } from "./parse-cache.js";
import { roleOf, type Role } from "./vocabulary.js";
import type { FileState } from "./workspace.js";

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

export function semanticTokens(file: FileState): SemanticTokens {
  const data: number[] = [];
  const lines = file.lines;
  let previousLine = 0;
  let previousCharacter = 0;
  const emit = (start: number, end: number, type: TokenTypeName): void => {
    const position = lines.position(start);
    const length = Math.min(end, lines.lineEnd(position.line)) - start;
    if (length <= 0) return;
    const deltaLine = position.line - previousLine;
    const deltaStart = deltaLine === 0 ? position.character - previousCharacter : position.character;
    data.push(deltaLine, deltaStart, length, TOKEN_TYPES.indexOf(type), 0);
    previousLine = position.line;
    previousCharacter = position.character;
  };
  const all = [...documentTokens(file.parse, true)];
  let nextCode: Token | undefined;
  // Walk backwards once to know each token's next non-comment token, then emit in order.
  const nextOf: Array<Token | undefined> = new Array(all.length);
  for (let i = all.length - 1; i >= 0; i--) {
    nextOf[i] = nextCode;
    if (!all[i]!.comment) nextCode = all[i]!.token;
  }
  all.forEach(({ token, start, end, comment }, i) => {
    const type = comment ? "comment" : classify(token, nextOf[i]);
    if (type) emit(start, end, type);
  });
  return { data };
}
