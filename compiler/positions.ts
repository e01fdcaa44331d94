// Offsets to 1-based line and column (UTF-16 code units, as editors count).
import type { Position, SourceRange } from "./ir.js";

export class LineIndex {
  private readonly lineStarts: number[];

  constructor(private readonly text: string) {
    this.lineStarts = [0];
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) this.lineStarts.push(i + 1);
  }

  position(offset: number): Position {
    const clamped = Math.max(0, Math.min(offset, this.text.length));
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.lineStarts[mid]! <= clamped) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: clamped - this.lineStarts[low]! + 1, offset: clamped };
  }

  range(file: string, span: { start: number; end: number }): SourceRange {
    return { file, start: this.position(span.start), end: this.position(span.end) };
  }
}
