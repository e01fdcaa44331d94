// The parser's choice among alternatives, indexed by the next token.
//
// chevrotain's LL(k) lookahead tries every alternative of an `OR` in order and, for each,
// every lookahead path token by token; with gates it also builds an array of the gates on
// every call. The card grammar has `OR`s of dozens of alternatives (one per verb, per
// sentence shape) with hundreds of paths, and most of them cannot even start with the
// next token. This strategy computes the same paths once, at self-analysis, and files
// each alternative under the token types its paths can start with: a choice then looks
// only at the alternatives the next token allows, in their order, and checks only the
// rest of their paths. The alternative chosen is the one chevrotain would choose: the
// first whose gate holds and one of whose paths matches. A gate of an alternative that
// cannot match is not called (gates only look at tokens; they have no effects).
import { EOF, getLookaheadPaths, LLkLookaheadStrategy, tokenMatcher, type IOrAlt, type Rule, type TokenType } from "chevrotain";
import { allTokenTypes } from "../../vocabulary/tokens.js";

type Path = TokenType[];

/** One alternative as a candidate for one next token: its index and its paths that start with that token. */
interface Candidate {
  alt: number;
  /** Paths whose first token matches; an empty path matches anything. */
  paths: Path[];
}

interface LookaheadParser {
  LA(howMuch: number): { tokenType: TokenType; tokenTypeIdx: number };
}

/** Every token type index the parser can see, EOF included. */
const TOKEN_COUNT = Math.max(...[...allTokenTypes, EOF].map((t) => t.tokenTypeIdx!)) + 1;

/** The type indexes a path's first token matches: its own and, for a category, its members' (tokenMatcher). */
function firstIndexes(path: Path): readonly number[] {
  if (path.length === 0) return ALL_INDEXES;
  const first = path[0]!;
  return first.isParent === true ? [first.tokenTypeIdx!, ...first.categoryMatches!] : [first.tokenTypeIdx!];
}
/** An empty path matches whatever comes next. */
const ALL_INDEXES: readonly number[] = Array.from({ length: TOKEN_COUNT }, (_, i) => i);

const NO_CANDIDATES: readonly Candidate[] = [];

/** For each token type index, the alternatives (in their order) that may start with it. */
function candidatesByFirstToken(alternatives: Path[][]): (readonly Candidate[])[] {
  const table: Candidate[][] = [];
  alternatives.forEach((paths, alt) => {
    const byIndex = new Map<number, Path[]>();
    for (const path of paths) {
      for (const idx of firstIndexes(path)) {
        const starting = byIndex.get(idx);
        if (starting === undefined) byIndex.set(idx, [path]);
        else if (starting[starting.length - 1] !== path) starting.push(path);
      }
    }
    for (const [idx, starting] of byIndex) (table[idx] ??= []).push({ alt, paths: starting });
  });
  return Array.from({ length: TOKEN_COUNT }, (_, idx) => table[idx] ?? NO_CANDIDATES);
}

/** Does the rest of a path (after its first token, already matched) match the tokens ahead? */
function restMatches(parser: LookaheadParser, path: Path): boolean {
  for (let i = 1; i < path.length; i++) if (!tokenMatcher(parser.LA(i + 1) as never, path[i]!)) return false;
  return true;
}

function chooseAlternative(table: (readonly Candidate[])[], hasPredicates: boolean) {
  return function (this: LookaheadParser, orAlts?: IOrAlt<unknown>[]): number | undefined {
    const candidates = table[this.LA(1).tokenTypeIdx] ?? NO_CANDIDATES;
    // Index loops: this runs for every OR of every sentence.
    for (let c = 0; c < candidates.length; c++) {
      const { alt, paths } = candidates[c]!;
      if (hasPredicates) {
        const gate = orAlts![alt]!.GATE;
        if (gate !== undefined && gate.call(this) === false) continue;
      }
      for (let p = 0; p < paths.length; p++) if (restMatches(this, paths[p]!)) return alt;
    }
    return undefined;
  };
}

export class FirstTokenLookahead extends LLkLookaheadStrategy {
  override buildLookaheadForAlternation(options: { prodOccurrence: number; rule: Rule; maxLookahead: number; hasPredicates: boolean; dynamicTokensEnabled: boolean }): (this: never, orAlts?: IOrAlt<unknown>[]) => number | undefined {
    if (options.dynamicTokensEnabled) return super.buildLookaheadForAlternation(options);
    const alternatives = getLookaheadPaths({ occurrence: options.prodOccurrence, rule: options.rule, prodType: "Alternation", maxLookahead: options.maxLookahead });
    return chooseAlternative(candidatesByFirstToken(alternatives), options.hasPredicates) as never;
  }
}
