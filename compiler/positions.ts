// Offsets to 1-based line and column (UTF-16 code units, as editors count).
import { lineAt, lineStarts } from "../grammar/index.js";
import type { Position, SourceRange } from "./ir.js";

export class LineIndex {
  private readonly starts: number[];

  constructor(private readonly text: string) {
    this.starts = lineStarts(text);
  }

  position(offset: number): Position {
    const clamped = Math.max(0, Math.min(offset, this.text.length));
    const line = lineAt(this.starts, clamped);
    return { line, column: clamped - this.starts[line - 1]! + 1, offset: clamped };
  }

  range(file: string, span: { start: number; end: number }): SourceRange {
    return { file, start: this.position(span.start), end: this.position(span.end) };
  }
}
