// Offsets ↔ LSP positions. The compiler counts UTF-16 code units from 0 (offsets);
// LSP wants 0-based lines and UTF-16 characters. The lines are the project's one line
// index (grammar/text/lines.ts: "\r\n", "\r" and "\n" are line breaks); this adapter is
// the one place that speaks LSP's types.
import type { Position, Range } from "vscode-languageserver/node";
import { LineIndex as TextLines } from "../grammar/index.js";

export interface Span {
  start: number;
  end: number;
}

export class LineIndex {
  private readonly lines: TextLines;

  constructor(readonly text: string) {
    this.lines = new TextLines(text);
  }

  get lineCount(): number {
    return this.lines.lineCount;
  }

  lineOf(offset: number): number {
    return this.lines.lineOf(offset);
  }

  lineStart(line: number): number {
    return this.lines.lineStart(line);
  }

  /** Offset just past the last character of the line, before its line break. */
  lineEnd(line: number): number {
    return this.lines.lineEnd(line);
  }

  position(offset: number): Position {
    return this.lines.lineAndCharacter(offset);
  }

  /** The offset of an LSP position; out-of-range lines and characters are clamped, as LSP asks. */
  offset(position: Position): number {
    return this.lines.offsetAt(position.line, position.character);
  }

  range(span: Span): Range {
    return { start: this.position(span.start), end: this.position(Math.max(span.start, span.end)) };
  }

  /** The whole text, for edits that replace a document. */
  fullRange(): Range {
    return { start: { line: 0, character: 0 }, end: this.position(this.text.length) };
  }
}

export function contains(span: Span, offset: number): boolean {
  return span.start <= offset && offset <= span.end;
}

export function overlaps(a: Span, b: Span): boolean {
  return a.start <= b.end && b.start <= a.end;
}
