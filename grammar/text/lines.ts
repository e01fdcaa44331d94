// The one line index of the project: every parser, the compiler's positions, the
// formatter and the language server count lines here, so a file gets the same line
// numbers everywhere. A line ends at "\n", "\r\n" or a lone "\r" (old Mac files,
// some editors' mixed endings). Columns are UTF-16 code units, as editors and LSP
// count them. A byte-order mark at the start of the file is not a column: editors
// do not show it, so line 1 starts after it.

const LF = 10;
const CR = 13;
const BOM = 0xfeff;

export class LineIndex {
  /** Offset of the first character of each line (line 0 at index 0). */
  private readonly starts: number[];

  constructor(readonly text: string) {
    const starts = [text.charCodeAt(0) === BOM ? 1 : 0];
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === LF) starts.push(i + 1);
      else if (c === CR) {
        if (text.charCodeAt(i + 1) === LF) i++;
        starts.push(i + 1);
      }
    }
    this.starts = starts;
  }

  /** Offset of the first character of every line, in order. */
  startOffsets(): readonly number[] {
    return this.starts;
  }

  get lineCount(): number {
    return this.starts.length;
  }

  /** The 0-based line holding `offset` (clamped into the text). */
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

  /** Offset of the first character of a 0-based line (clamped). */
  lineStart(line: number): number {
    return this.starts[Math.max(0, Math.min(line, this.starts.length - 1))]!;
  }

  /** Offset just past the last character of the line, before its line break. */
  lineEnd(line: number): number {
    if (line + 1 >= this.starts.length) return this.text.length;
    let end = this.starts[line + 1]!;
    if (end > 0 && this.text.charCodeAt(end - 1) === LF) end--;
    if (end > 0 && this.text.charCodeAt(end - 1) === CR) end--;
    return Math.max(end, this.starts[line]!);
  }

  /** 0-based line and UTF-16 character of an offset (the LSP convention). */
  lineAndCharacter(offset: number): { line: number; character: number } {
    const clamped = Math.max(0, Math.min(offset, this.text.length));
    const line = this.lineOf(clamped);
    return { line, character: Math.max(0, clamped - this.starts[line]!) };
  }

  /** 1-based line and column of an offset (the `archivo:línea:columna` convention). */
  lineAndColumn(offset: number): { line: number; column: number } {
    const { line, character } = this.lineAndCharacter(offset);
    return { line: line + 1, column: character + 1 };
  }

  /** The offset of a 0-based line and character; out-of-range values are clamped, as LSP asks. */
  offsetAt(line: number, character: number): number {
    if (!Number.isFinite(line) || line < 0) return 0;
    if (line >= this.starts.length) return this.text.length;
    const start = this.starts[line]!;
    const c = Number.isFinite(character) ? Math.max(0, character) : 0;
    return Math.min(start + c, this.lineEnd(line));
  }
}

/** The line break a file uses most, so a tool that rewrites it keeps the file's style. */
export function dominantLineBreak(text: string): "\n" | "\r\n" | "\r" {
  let lf = 0;
  let crlf = 0;
  let cr = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === CR) {
      if (text.charCodeAt(i + 1) === LF) {
        crlf++;
        i++;
      } else cr++;
    } else if (c === LF) lf++;
  }
  if (crlf > lf && crlf >= cr) return "\r\n";
  if (cr > lf && cr > crlf) return "\r";
  return "\n";
}
