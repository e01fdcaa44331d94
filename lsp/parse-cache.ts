// Re-parsing only the card that changed.
//
// A `.carta` file is parsed one sentence at a time (grammar/carta/segments.ts), and a
// `carta "…"` line that starts a line always starts a new sentence and a new card
// (segments.ts `startsNewSentence`, assemble.ts resets on a header). So the text
// between two such lines ("a chunk") parses the same alone as inside the whole file,
// offsets aside. The language server keeps the parse of every chunk, keyed by its
// text, and on an edit parses only the chunks whose text changed with the grammar's
// own `parseCartaText`; the others are reused, shifted to their new offsets.
//
// The result is the same as `parseCartaText(text)` on the whole text (checked by
// test/lsp.test.ts). Where the whole-file parse does something that is not per
// chunk, this module parses the whole text instead:
// - a control character anywhere (the binary-file check looks at the file's start);
// - many diagnostics (the file-wide cap and its CR005 summary).
import { lookupWord, MAX_DIAGNOSTICS, parseCartaText, tokens as T, type ParseResult, type Token } from "../grammar/index.js";
import type { IToken } from "chevrotain";
import type { Span } from "./text.js";

/**
 * Above this many syntax diagnostics the whole text is parsed at once, so the
 * grammar's own cap (MAX_DIAGNOSTICS, with its CR005 summary) applies exactly.
 */
const WHOLE_PARSE_DIAGNOSTICS = MAX_DIAGNOSTICS / 2;

export interface Chunk {
  /** Offset of the chunk in the document. */
  start: number;
  /** Offset just past it. */
  end: number;
  text: string;
  /** The parse of the chunk alone: offsets relative to `start`. */
  local: ParseResult;
  /** The cards and diagnostics of `local` with document offsets (a copy). */
  absolute: Pick<ParseResult, "document" | "diagnostics">;
  /** Every span of `absolute`, once: moving the chunk moves them. */
  spans: Span[];
}

export interface DocumentParse {
  text: string;
  /** In text order, covering the text; one chunk when the text was parsed whole. */
  chunks: Chunk[];
  /** What `parseCartaText(text)` returns, but for tokens and comments (see `chunks`). */
  result: ParseResult;
  /** Chunks parsed for this version (the others came from the cache). */
  reparsed: number;
  /** Parsed as one piece (see the top of this file): its chunk shares its tree with `local`. */
  whole: boolean;
}

const LETTERS = /[A-Za-zÁÉÍÓÚÜÑáéíóúüñÀÈÌÒÙàèìòùÏïÇç]/;
// A line whose first word is followed, across white space only, by a double quote.
const HEADER = /(?:^|[\n\r])[ \t\f\v\u00a0\ufeff]*([A-Za-zÁÉÍÓÚÜÑáéíóúüñÀÈÌÒÙàèìòùÏïÇç]+)[ \t\r\n\f\v\u00a0\ufeff]*"/dg;
const CONTROL = /[\u0000-\u0008\u000e-\u001f]/;

/** Offsets where a line starting with `carta "` begins (the lexer's view of `carta`: any case, any accents). */
export function chunkStarts(text: string): number[] {
  const starts = [0];
  HEADER.lastIndex = 0;
  for (let m = HEADER.exec(text); m !== null; m = HEADER.exec(text)) {
    // The word is a whole token: the class before it has no letters, and it runs to a non-letter.
    if (lookupWord(m[1]!)?.type !== T.Carta) continue;
    let lineStart = m.indices![1]![0];
    while (lineStart > 0) {
      const c = text.charCodeAt(lineStart - 1);
      if (c === 10 || c === 13) break;
      lineStart--;
    }
    if (lineStart > starts[starts.length - 1]!) starts.push(lineStart);
  }
  return starts;
}

/**
 * A deep copy of a JSON-like tree with every span ({ start, end }) moved by `delta`.
 * Shared nodes stay shared; each span of the copy is listed once in `spans`.
 */
function shifted<V>(value: V, delta: number, seen: Map<object, unknown>, spans: Span[]): V {
  if (value === null || typeof value !== "object") return value;
  const known = seen.get(value);
  if (known !== undefined) return known as V;
  if (Array.isArray(value)) {
    const out: unknown[] = new Array(value.length);
    seen.set(value, out);
    for (let i = 0; i < value.length; i++) out[i] = shifted(value[i], delta, seen, spans);
    return out as V;
  }
  const out: Record<string, unknown> = {};
  seen.set(value, out);
  let keys = 0;
  for (const key in value) {
    keys++;
    out[key] = shifted((value as Record<string, unknown>)[key], delta, seen, spans);
  }
  if (keys === 2 && typeof out["start"] === "number" && typeof out["end"] === "number") {
    out["start"] = (out["start"] as number) + delta;
    out["end"] = (out["end"] as number) + delta;
    spans.push(out as unknown as Span);
  }
  return out as V;
}

/** A chunk at `start` with its own copy of the parse in document offsets. */
function makeChunk(start: number, text: string, local: ParseResult): Chunk {
  const seen = new Map<object, unknown>();
  const spans: Span[] = [];
  const absolute = { document: shifted(local.document, start, seen, spans), diagnostics: shifted(local.diagnostics, start, seen, spans) };
  return { start, end: start + text.length, text, local, absolute, spans };
}

/** Moves a chunk to a new offset: its document-offset spans are updated in place. */
function moveChunk(chunk: Chunk, start: number): Chunk {
  const delta = start - chunk.start;
  if (delta !== 0) {
    for (const span of chunk.spans) {
      span.start += delta;
      span.end += delta;
    }
    chunk.start = start;
    chunk.end = start + chunk.text.length;
  }
  return chunk;
}

function wholeParse(text: string): DocumentParse {
  const local = parseCartaText(text);
  const chunk: Chunk = { start: 0, end: text.length, text, local, absolute: { document: local.document, diagnostics: local.diagnostics }, spans: [] };
  return { text, chunks: [chunk], result: local, reparsed: 1, whole: true };
}

/**
 * Parses `text`, reusing the chunks of `previous` whose text did not change (they are
 * moved to their new offsets in place: `previous` must not be used afterwards).
 * Equivalent to `parseCartaText(text)` for the cards and the set of diagnostics; the
 * diagnostics come in text order per chunk rather than lexer's first, which compile()
 * does not see (it sorts them by offset, stably).
 */
export function parseIncremental(text: string, previous?: DocumentParse): DocumentParse {
  if (previous !== undefined && previous.text === text) return previous;
  if (CONTROL.test(text)) return wholeParse(text);
  const cache = new Map<string, Chunk[]>();
  // The chunks of a whole-text parse share their tree with `local`: they are never moved.
  for (const chunk of previous !== undefined && !previous.whole ? previous.chunks : []) {
    const list = cache.get(chunk.text);
    if (list) list.push(chunk);
    else cache.set(chunk.text, [chunk]);
  }
  const starts = chunkStarts(text);
  const chunks: Chunk[] = [];
  let reparsed = 0;
  let diagnosticCount = 0;
  for (let i = 0; i < starts.length; i++) {
    const start = starts[i]!;
    const end = starts[i + 1] ?? text.length;
    if (end <= start) continue;
    const piece = text.slice(start, end);
    const candidates = cache.get(piece);
    let chunk: Chunk;
    if (candidates && candidates.length > 0) {
      // Prefer the chunk that stays where it was; each cached chunk is used once.
      const at = Math.max(0, candidates.findIndex((c) => c.start === start));
      chunk = moveChunk(candidates.splice(at, 1)[0]!, start);
    } else {
      // A copy, not the slice: in V8 a slice keeps the whole text of this version alive, and
      // a chunk kept across edits would keep every version (1.9 GB after 10,000 edits).
      // UTF-16 both ways: every code unit comes back, lone surrogates included.
      const own = Buffer.from(piece, "utf16le").toString("utf16le");
      const local = parseCartaText(own);
      reparsed++;
      chunk = makeChunk(start, own, local);
    }
    diagnosticCount += chunk.local.diagnostics.length;
    if (diagnosticCount > WHOLE_PARSE_DIAGNOSTICS) return wholeParse(text);
    chunks.push(chunk);
  }
  const result: ParseResult = {
    document: { cards: chunks.length === 1 ? chunks[0]!.absolute.document.cards : chunks.flatMap((c) => c.absolute.document.cards) },
    diagnostics: chunks.length === 1 ? chunks[0]!.absolute.diagnostics : chunks.flatMap((c) => c.absolute.diagnostics),
    // Tokens and comments stay per chunk, in chunk offsets: see `documentTokens`.
    tokens: [],
    comments: [],
  };
  return { text, chunks, result, reparsed, whole: false };
}

const EMPTY_CHUNK: Chunk = { start: 0, end: 0, text: "", local: { document: { cards: [] }, diagnostics: [], tokens: [], comments: [] }, absolute: { document: { cards: [] }, diagnostics: [] }, spans: [] };

/** The chunk that holds `offset` (the last one when the offset is at the end of the text). */
export function chunkAt(parse: DocumentParse, offset: number): Chunk {
  const chunks = parse.chunks;
  let low = 0;
  let high = chunks.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (chunks[mid]!.start <= offset) low = mid;
    else high = mid - 1;
  }
  return chunks[low] ?? EMPTY_CHUNK;
}


/** Every token of the document with document offsets, in order, optionally with the comments. */
export function* documentTokens(parse: DocumentParse, withComments = false): Generator<{ token: Token; start: number; end: number; comment: boolean }> {
  for (const chunk of parse.chunks) {
    const tokens = chunk.local.tokens;
    const comments = withComments ? chunk.local.comments : [];
    let i = 0;
    let j = 0;
    while (i < tokens.length || j < comments.length) {
      const t = tokens[i];
      const c = comments[j];
      if (c !== undefined && (t === undefined || c.startOffset < t.startOffset)) {
        j++;
        yield { token: c as Token, start: chunk.start + c.startOffset, end: chunk.start + c.endOffset! + 1, comment: true };
      } else if (t !== undefined) {
        i++;
        yield { token: t, start: chunk.start + t.startOffset, end: chunk.start + t.endOffset! + 1, comment: false };
      }
    }
  }
}

/** True for a token made of letters (a word of the vocabulary, an unknown word, a number word). */
export function isWordToken(token: IToken, chunkText: string): boolean {
  return LETTERS.test(chunkText.charAt(token.startOffset));
}
