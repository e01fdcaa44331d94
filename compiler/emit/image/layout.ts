// The card text fitted to its box: paragraphs cut into words (each regular or bold), wrapped
// greedily, at the largest font size whose lines all fit; below the smallest size the text
// is cut with «…» rather than drawn outside the frame.
import { textWidth } from "./metrics.js";

export interface Run {
  text: string;
  bold: boolean;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LaidLine {
  runs: Run[];
  /** Baseline. */
  y: number;
  width: number;
}

export interface TextLayout {
  size: number;
  lines: LaidLine[];
  /** From the box's top to the last line's descent. */
  height: number;
  /** True when even the smallest size needed cutting. */
  truncated: boolean;
}

const LINE_HEIGHT = 1.25;
/** Space between two paragraphs (abilities), in lines. */
const PARAGRAPH_GAP = 0.35;
const DESCENT = 0.26;

/** One word of a paragraph, with the bold flag of its text. */
interface Word {
  runs: Run[];
}

function wordWidth(w: Word, size: number): number {
  return w.runs.reduce((sum, r) => sum + textWidth(r.text, size, r.bold), 0);
}

/** Splits runs at spaces into words (a word may mix weights, as in «Embate:»). */
function words(paragraph: readonly Run[]): Word[] {
  const out: Word[] = [];
  let current: Run[] = [];
  const flush = () => {
    if (current.length > 0) out.push({ runs: current });
    current = [];
  };
  for (const run of paragraph) {
    const parts = run.text.split(" ");
    parts.forEach((part, i) => {
      if (i > 0) flush();
      if (part !== "") current.push({ text: part, bold: run.bold });
    });
  }
  flush();
  return out;
}

/** A word wider than the line, cut into pieces that fit (character by character). */
function breakWord(w: Word, size: number, max: number): Word[] {
  const pieces: Word[] = [];
  let runs: Run[] = [];
  let width = 0;
  for (const run of w.runs) {
    let text = "";
    for (const ch of run.text) {
      const cw = textWidth(ch, size, run.bold);
      if (width + cw > max && (text !== "" || runs.length > 0)) {
        if (text !== "") runs.push({ text, bold: run.bold });
        pieces.push({ runs });
        runs = [];
        text = "";
        width = 0;
      }
      text += ch;
      width += cw;
    }
    if (text !== "") runs.push({ text, bold: run.bold });
  }
  if (runs.length > 0) pieces.push({ runs });
  return pieces;
}

/** Joins the words of one line into runs, merging neighbours of the same weight. */
function lineRuns(ws: readonly Word[]): Run[] {
  const runs: Run[] = [];
  ws.forEach((w, i) => {
    w.runs.forEach((r, j) => {
      const text = i > 0 && j === 0 ? ` ${r.text}` : r.text;
      const last = runs[runs.length - 1];
      if (last !== undefined && last.bold === r.bold) last.text += text;
      else runs.push({ text, bold: r.bold });
    });
  });
  return runs;
}

function wrap(paragraph: readonly Run[], size: number, max: number): { runs: Run[]; width: number }[] {
  const lines: { runs: Run[]; width: number }[] = [];
  let current: Word[] = [];
  let width = 0;
  const space = textWidth(" ", size);
  for (const whole of words(paragraph)) {
    const pieces = wordWidth(whole, size) > max ? breakWord(whole, size, max) : [whole];
    for (const w of pieces) {
      const ww = wordWidth(w, size);
      const next = current.length === 0 ? ww : width + space + ww;
      if (next > max && current.length > 0) {
        lines.push({ runs: lineRuns(current), width });
        current = [w];
        width = ww;
      } else {
        current.push(w);
        width = next;
      }
    }
  }
  if (current.length > 0) lines.push({ runs: lineRuns(current), width });
  return lines;
}

function layoutAt(paragraphs: readonly (readonly Run[])[], box: Box, size: number): { lines: LaidLine[]; height: number } {
  const lines: LaidLine[] = [];
  let y = box.y + size; // first baseline: one size below the top (ascent ~0.93 em)
  paragraphs.forEach((p, i) => {
    if (i > 0) y += size * LINE_HEIGHT * PARAGRAPH_GAP;
    for (const line of wrap(p, size, box.width)) {
      lines.push({ runs: line.runs, y, width: line.width });
      y += size * LINE_HEIGHT;
    }
  });
  const last = lines[lines.length - 1];
  return { lines, height: last === undefined ? 0 : last.y + size * DESCENT - box.y };
}

/** The text at the largest size in [min, max] that fits the box; cut with «…» when none does. */
export function fitText(paragraphs: readonly (readonly Run[])[], box: Box, max: number, min: number): TextLayout {
  for (let size = max; size >= min; size -= 0.5) {
    const laid = layoutAt(paragraphs, box, size);
    if (laid.height <= box.height) return { size, ...laid, truncated: false };
  }
  const laid = layoutAt(paragraphs, box, min);
  const lines = laid.lines.filter((l) => l.y + min * DESCENT - box.y <= box.height);
  const last = lines[lines.length - 1];
  if (last !== undefined) {
    // Drop characters from the end until «…» fits.
    const text = last.runs.map((r) => r.text).join("");
    let cut = text.length;
    while (cut > 0 && textWidth(text.slice(0, cut) + " …", min) > box.width) cut--;
    last.runs = [{ text: text.slice(0, cut).trimEnd() + " …", bold: false }];
    last.width = textWidth(last.runs[0]!.text, min);
  }
  const end = lines[lines.length - 1];
  return { size: min, lines, height: end === undefined ? 0 : end.y + min * DESCENT - box.y, truncated: true };
}

/** The largest size in [min, max] at which one line of text fits `width`. */
export function fitLine(text: string, width: number, max: number, min: number, bold = true): number {
  for (let size = max; size > min; size -= 0.5) if (textWidth(text, size, bold) <= width) return size;
  return min;
}
