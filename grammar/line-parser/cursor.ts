// A cursor over the tokens of one line, for the line-oriented file kinds (`.escenario`,
// and `.mazo` when its parser adopts it). Those files are read one line at a time over
// the card lexer (`tokenize`): each line is parsed on its own, so a mistake gives one
// diagnostic on its line and the next line starts afresh. The cursor holds what every
// such parser needs and nothing of any one language:
//
//   tokens            `lineTokens(lexed, lines)` turns lexer tokens into `LineToken`s
//                     (kind, image, normalized spelling, value, span, 1-based line).
//   looking           `peek(k)`, `done()`, `isWord(words, k)`, `isKind(kind, k)`;
//                     words are compared by their normalized spelling (`normalizeWord`:
//                     lower case, no accents), so `isWord("está")` matches «esta» too.
//   consuming         `next()`, `word(words)` (a word, if next), `punct(kind)`,
//                     `expect(words)` (the word or a diagnostic), `choose(words)` (which
//                     of the words was written). `i` is the position: save it and put it
//                     back to look further ahead.
//   failing           `fail(expected, code?)` stops the line with «Aquí va …» or «La frase
//                     termina antes de tiempo …»; `stop(diagnostic)` with one of the
//                     parser's own. Both throw `LineError`; the parser catches it per line.
//   spans             `prevEnd()`, `from(start)` (from a token to the last one read),
//                     `spanOfTokens(tokens)`.
//   the one hook      `CursorHooks`: the parser builds the diagnostics (`diagnostic`,
//                     from a `CursorProblem` and the code the call site asked for), records
//                     the ones that do not stop the line (`report`), and checks the
//                     spelling of each word read (`read`, where CR004 comes from).
//
// `W` is the type of the words the parser names (its vocabulary's spellings), `C` the
// codes `fail` may be given.
import { tokenMatcher } from "chevrotain";
import type { Diagnostic, Span } from "../diagnostics/catalog.js";
import { closestMatch } from "../text/suggest.js";
import type { LineIndex } from "../text/lines.js";
import { normalizeWord, withCaseOf, type Token } from "../vocabulary/lex.js";
import { T } from "../vocabulary/tokens.js";

export type LineTokenKind = "word" | "number" | "string" | "dot" | "comma" | "colon" | "plus" | "minus" | "lparen" | "rparen";

export interface LineToken {
  kind: LineTokenKind;
  image: string;
  /** Lower case without accents for words; the image otherwise. */
  norm: string;
  /** The value of a number (digits or a number word); 0 otherwise. */
  value: number;
  start: number;
  /** Offset just past the token. */
  end: number;
  /** 1-based line. */
  line: number;
  /** Read as another word after a «¿Quisiste decir …?»: its spelling is not checked again. */
  guessed?: boolean;
  /** The lexer token it came from, with its vocabulary type. */
  token?: Token;
}

/** A problem the cursor finds by itself; the parser's hook says it in its own words. */
export type CursorProblem =
  /** A close misspelling of an expected word: reported, and read as that word. */
  | { kind: "misspelled"; token: LineToken; replacement: string }
  /** A token that is not what the line needs here. */
  | { kind: "unexpected"; token: LineToken; expected: string }
  /** The line ends where something was still needed; `last` is its last token. */
  | { kind: "endsEarly"; last: LineToken | undefined; expected: string };

export interface CursorHooks<W extends string, C> {
  diagnostic(problem: CursorProblem, code: C | undefined): Diagnostic;
  /** A diagnostic that does not stop the line. */
  report(diagnostic: Diagnostic): void;
  /** A word was read as `word`: where the parser checks how it is spelled. */
  read?(token: LineToken, word: W): void;
  /** How a word is shown in «Aquí va …» and suggested; the word itself by default. */
  display?(word: W): string;
}

/** Stops the parse of a line; the parser reports `diagnostic` and goes on with the next line. */
export class LineError {
  constructor(readonly diagnostic: Diagnostic) {}
}

function kindOf(token: Token): LineTokenKind | undefined {
  if (tokenMatcher(token, T.StringLiteral)) return "string";
  if (tokenMatcher(token, T.NumberLiteral)) return "number";
  if (tokenMatcher(token, T.Dot)) return "dot";
  if (tokenMatcher(token, T.Comma)) return "comma";
  if (tokenMatcher(token, T.Colon)) return "colon";
  if (tokenMatcher(token, T.Plus)) return "plus";
  if (tokenMatcher(token, T.Minus)) return "minus";
  if (tokenMatcher(token, T.AnyWord)) return "word";
  return undefined;
}

/** One lexer token as a line token; undefined for a sign line files do not use («;», «»»). */
export function lineToken(token: Token, line: number): LineToken | undefined {
  const kind = kindOf(token);
  if (kind === undefined) return undefined;
  return {
    kind,
    image: token.image,
    norm: kind === "word" ? normalizeWord(token.image) : token.image,
    value: kind === "number" ? (token.value ?? Number(token.image)) : 0,
    start: token.startOffset,
    end: (token.endOffset ?? token.startOffset) + 1,
    line,
    token,
  };
}

/** Groups tokens (in text order) into lines, by the line each starts on. */
export function groupByLine(tokens: readonly LineToken[]): LineToken[][] {
  const lines: LineToken[][] = [];
  for (const t of tokens) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last[0]!.line === t.line) last.push(t);
    else lines.push([t]);
  }
  return lines;
}

/** Sets each token's 1-based line (tokens in text order: one pass). */
export function assignLines(tokens: LineToken[], lines: LineIndex): void {
  const starts = lines.startOffsets();
  let index = 0;
  for (const t of tokens) {
    while (index + 1 < starts.length && starts[index + 1]! <= t.start) index++;
    t.line = index + 1;
  }
}

export function spanOfTokens(tokens: readonly LineToken[]): Span {
  return { start: tokens[0]!.start, end: tokens[tokens.length - 1]!.end };
}

export function spanOf(token: LineToken): Span {
  return { start: token.start, end: token.end };
}

/** «a», «b» o «c». */
export function quoteList(shown: readonly string[]): string {
  const quoted = shown.map((s) => `«${s}»`);
  if (quoted.length <= 1) return quoted[0] ?? "otra palabra";
  return `${quoted.slice(0, -1).join(", ")} o ${quoted[quoted.length - 1]}`;
}

export class LineCursor<W extends string, C = never> {
  /** The next token to read. */
  i = 0;
  /** One «¿Quisiste decir?» per line: after that, a mistake stops the line. */
  private guessed = false;

  constructor(
    readonly tokens: readonly LineToken[],
    protected readonly hooks: CursorHooks<W, C>,
  ) {}

  peek(k = 0): LineToken | undefined {
    return this.tokens[this.i + k];
  }

  done(): boolean {
    return this.i >= this.tokens.length;
  }

  next(): LineToken | undefined {
    const t = this.tokens[this.i];
    if (t !== undefined) this.i++;
    return t;
  }

  /** The tokens not read yet. */
  rest(): readonly LineToken[] {
    return this.tokens.slice(this.i);
  }

  /** End offset of the last token read (the start of the line before any). */
  prevEnd(): number {
    const prev = this.tokens[this.i - 1];
    return prev !== undefined ? prev.end : (this.tokens[0]?.start ?? 0);
  }

  /** From `start` (a token or an offset) to the end of the last token read. */
  from(start: LineToken | number): Span {
    const s = typeof start === "number" ? start : start.start;
    return { start: s, end: Math.max(s, this.prevEnd()) };
  }

  isKind(kind: LineTokenKind, k = 0): boolean {
    return this.peek(k)?.kind === kind;
  }

  /** Is the token `k` ahead one of the words (by normalized spelling)? */
  isWord(words: W | readonly W[], k = 0): boolean {
    return this.matching(words, this.peek(k)) !== undefined;
  }

  /** Reads the next token if it is one of the words. */
  word(words: W | readonly W[]): LineToken | undefined {
    const t = this.peek();
    const w = this.matching(words, t);
    if (w === undefined) return undefined;
    this.i++;
    this.hooks.read?.(t!, w);
    return t;
  }

  /** Reads a punctuation token of this kind, if next. */
  punct(kind: LineTokenKind): LineToken | undefined {
    return this.isKind(kind) ? this.tokens[this.i++] : undefined;
  }

  /** The next token must be one of the words; a close misspelling is reported once and read as meant. */
  expect(words: W | readonly W[], expected?: string): LineToken {
    return this.expectWord(words, expected)[0];
  }

  /** `expect`, returning which of the words was meant. */
  choose(words: readonly W[], expected?: string): W {
    return this.expectWord(words, expected)[1];
  }

  /** Stops the line: «Aquí va <expected>, pero está escrito …», or the line ends early. */
  fail(expected: string, code?: C): never {
    const t = this.peek();
    const problem: CursorProblem = t === undefined ? { kind: "endsEarly", last: this.tokens[this.tokens.length - 1], expected } : { kind: "unexpected", token: t, expected };
    throw new LineError(this.hooks.diagnostic(problem, code));
  }

  /** Stops the line with one of the parser's own diagnostics. */
  stop(diagnostic: Diagnostic): never {
    throw new LineError(diagnostic);
  }

  protected display(word: W): string {
    return this.hooks.display ? this.hooks.display(word) : word;
  }

  private matching(words: W | readonly W[], t: LineToken | undefined): W | undefined {
    if (t === undefined || t.kind !== "word") return undefined;
    if (typeof words === "string") return normalizeWord(words) === t.norm ? (words as W) : undefined;
    for (const w of words as readonly W[]) if (normalizeWord(w) === t.norm) return w;
    return undefined;
  }

  private expectWord(words: W | readonly W[], expected: string | undefined): [LineToken, W] {
    const list: readonly W[] = typeof words === "string" ? [words as W] : (words as readonly W[]);
    const t = this.peek();
    const hit = this.matching(list, t);
    if (hit !== undefined) {
      this.i++;
      this.hooks.read?.(t!, hit);
      return [t!, hit];
    }
    if (t !== undefined && t.kind === "word" && !this.guessed) {
      const shown = list.map((w) => this.display(w));
      const guess = closestMatch(t.image, shown);
      if (guess !== undefined) {
        this.guessed = true;
        this.hooks.report(this.hooks.diagnostic({ kind: "misspelled", token: t, replacement: withCaseOf(t.image, guess) }, undefined));
        this.i++;
        return [t, list[shown.indexOf(guess)]!];
      }
    }
    return this.fail(expected ?? quoteList(list.map((w) => this.display(w))));
  }
}
