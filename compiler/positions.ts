// Offsets to 1-based line and column (UTF-16 code units, as editors count), through the
// one line index of the project (grammar/text/lines.ts).
import { LineIndex as TextLines } from "../grammar/index.js";
import type { Position, SourceRange } from "./ir.js";

export class LineIndex {
  private readonly lines: TextLines;

  constructor(text: string) {
    this.lines = new TextLines(text);
  }

  position(offset: number): Position {
    const clamped = Math.max(0, Math.min(offset, this.lines.text.length));
    const { line, column } = this.lines.lineAndColumn(clamped);
    return { line, column, offset: clamped };
  }

  range(file: string, span: { start: number; end: number }): SourceRange {
    return { file, start: this.position(span.start), end: this.position(span.end) };
  }
}
