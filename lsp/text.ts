// Offsets ↔ LSP positions. The compiler counts UTF-16 code units from 0 (offsets)
// and reports 1-based lines and columns; LSP wants 0-based lines and UTF-16
// characters, and counts "\r\n", "\r" and "\n" as line breaks. Everything in lsp/
// goes through offsets, and this index is the one place that turns them into LSP
// positions and back.
import type { Position, Range } from "vscode-languageserver/node";

export interface Span {
  start: number;
  end: number;
}

export class LineIndex {
  /** Offset of the first character of each line. */
  private readonly starts: number[];

  constructor(readonly text: string) {
    const starts = [0];
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) starts.push(i + 1);
      else if (c === 13) {
        if (text.charCodeAt(i + 1) === 10) i++;
        starts.push(i + 1);
      }
    }
    this.starts = starts;
  }

  get lineCount(): number {
    return this.starts.length;
  }

  lineOf(offset: number): number {
    const clamped = Math.max(0, Math.min(offset, this.text.length));
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.starts[mid]! <= clamped) low = mid;
      else high = mid - 1;
    }
    return low;
  }

  lineStart(line: number): number {
    return this.starts[Math.max(0, Math.min(line, this.starts.length - 1))]!;
  }

  /** Offset just past the last character of the line, before its line break. */
  lineEnd(line: number): number {
    if (line + 1 >= this.starts.length) return this.text.length;
    let end = this.starts[line + 1]!;
    if (end > 0 && this.text.charCodeAt(end - 1) === 10) end--;
    if (end > 0 && this.text.charCodeAt(end - 1) === 13) end--;
    return Math.max(end, this.starts[line]!);
  }

  position(offset: number): Position {
    const clamped = Math.max(0, Math.min(offset, this.text.length));
    const line = this.lineOf(clamped);
    return { line, character: clamped - this.starts[line]! };
  }

  /** The offset of an LSP position; out-of-range lines and characters are clamped, as LSP asks. */
  offset(position: Position): number {
    if (!Number.isFinite(position.line) || position.line < 0) return 0;
    if (position.line >= this.starts.length) return this.text.length;
    const start = this.starts[position.line]!;
    const character = Number.isFinite(position.character) ? Math.max(0, position.character) : 0;
    return Math.min(start + character, this.lineEnd(position.line));
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
