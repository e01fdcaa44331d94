// What a source file's bytes say: card texts are UTF-8, but designers' editors also save
// UTF-16 (PowerShell's `>` and Notepad's «Unicode») and Windows-1252 (older editors on
// Windows). UTF-16 is read as what it is; anything else that is not UTF-8 is named, with
// where it starts, instead of becoming a screen of unknown characters.
import { LineIndex } from "./positions.js";

export type TextEncoding = "utf-8" | "utf-16le" | "utf-16be";

/** How a file was written, to write it back the same way: its encoding, and whether it had a UTF-16 byte-order mark. */
export interface FileEncoding {
  kind: TextEncoding;
  bom: boolean;
}

export type Decoded =
  | { ok: true; text: string; encoding: FileEncoding }
  /** Not UTF-8: `offset` of the first byte that is not, `line`/`column` of its character (from 1), and whether it looks like Windows-1252. */
  | { ok: false; offset: number; line: number; column: number; windows1252: boolean };

/** UTF-16 without a byte-order mark: ASCII text has a zero in every other byte. */
function utf16Without(bytes: Uint8Array): TextEncoding | undefined {
  const n = Math.min(bytes.length, 400) & ~1;
  if (n < 4) return undefined;
  let evenZero = 0;
  let oddZero = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZero++;
    if (bytes[i + 1] === 0) oddZero++;
  }
  const pairs = n / 2;
  if (oddZero > pairs * 0.4 && evenZero === 0) return "utf-16le";
  if (evenZero > pairs * 0.4 && oddZero === 0) return "utf-16be";
  return undefined;
}

/** The offset of the first byte that is not part of a well-formed UTF-8 sequence, or -1. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    const extra = b < 0x80 ? 0 : b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
    if (extra < 0) return i;
    for (let k = 1; k <= extra; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
    }
    // Overlong three-byte forms and surrogates, and code points past U+10FFFF.
    const c1 = bytes[i + 1] ?? 0;
    if ((b === 0xe0 && c1 < 0xa0) || (b === 0xed && c1 >= 0xa0) || (b === 0xf0 && c1 < 0x90) || (b === 0xf4 && c1 >= 0x90)) return i;
    i += extra + 1;
  }
  return -1;
}

export function decodeText(bytes: Uint8Array): Decoded {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { ok: true, text: new TextDecoder("utf-16le").decode(bytes), encoding: { kind: "utf-16le", bom: true } };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { ok: true, text: new TextDecoder("utf-16be").decode(bytes), encoding: { kind: "utf-16be", bom: true } };
  const sixteen = utf16Without(bytes);
  if (sixteen !== undefined) return { ok: true, text: new TextDecoder(sixteen).decode(bytes), encoding: { kind: sixteen, bom: false } };
  // A NUL byte outside UTF-16 is a binary file: the parsers say so (CR003), not this.
  if (bytes.subarray(0, 8000).includes(0)) return { ok: true, text: new TextDecoder("utf-8").decode(bytes), encoding: { kind: "utf-8", bom: false } };
  const bad = firstInvalidUtf8(bytes);
  // A UTF-8 byte-order mark stays in the text: the formatter writes it back.
  if (bad < 0) return { ok: true, text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes), encoding: { kind: "utf-8", bom: false } };
  const before = new TextDecoder("utf-8").decode(bytes.subarray(0, bad));
  // Line and column as every diagnostic counts them: the text read so far, up to the byte.
  const { line, column } = new LineIndex(before).position(before.length);
  // Windows-1252 writes each accented letter as one byte from 0x80 up, where UTF-8 needs two.
  const windows1252 = bytes[bad]! >= 0x80 && (bytes[bad + 1] === undefined || bytes[bad + 1]! < 0x80 || bytes[bad + 1]! >= 0xc0);
  return { ok: false, offset: bad, line, column, windows1252 };
}

/** The bytes of `text` as the file was written (a UTF-8 mark is part of the text already). */
export function encodeText(text: string, encoding: FileEncoding): Buffer {
  if (encoding.kind === "utf-8") return Buffer.from(text, "utf8");
  const le = Buffer.from((encoding.bom ? "\ufeff" : "") + text, "utf16le");
  return encoding.kind === "utf-16le" ? le : le.swap16();
}
