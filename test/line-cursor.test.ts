// The line cursor shared by the line-oriented parsers (grammar/line-parser/cursor.ts),
// on a toy language of two verbs: words by normalized spelling, one «¿Quisiste decir?»
// per line, «Aquí va …» and «La frase termina antes de tiempo», the spelling hook.
import { describe, expect, it } from "vitest";
import { assignLines, groupByLine, LineCursor, LineError, LineIndex, lineToken, tokenize, type CursorProblem, type Diagnostic, type LineToken } from "../grammar/index.js";

type Word = "roba" | "descarta" | "está";

function lineOf(text: string): { cursor: LineCursor<Word, "X1">; reported: Diagnostic[]; read: string[] } {
  const tokens = tokenize(text).tokens.map((t) => lineToken(t, 0)).filter((t): t is LineToken => t !== undefined);
  assignLines(tokens, new LineIndex(text));
  const reported: Diagnostic[] = [];
  const read: string[] = [];
  const cursor = new LineCursor<Word, "X1">(groupByLine(tokens)[0] ?? [], {
    diagnostic: (p: CursorProblem, code) => ({
      code: code ?? "X0",
      severity: "error",
      message: p.kind === "misspelled" ? `misspelled ${p.replacement}` : p.kind === "unexpected" ? `expected ${p.expected} found ${p.token.image}` : `ends after ${p.last?.image} expected ${p.expected}`,
      span: { start: 0, end: 0 },
    }),
    report: (d) => reported.push(d),
    read: (t, w) => read.push(`${t.image}=${w}`),
  });
  return { cursor, reported, read };
}

function stopped(f: () => unknown): Diagnostic {
  try {
    f();
  } catch (e) {
    if (e instanceof LineError) return e.diagnostic;
    throw e;
  }
  throw new Error("did not stop");
}

describe("LineCursor", () => {
  it("compares words by their normalized spelling and tells the hook how each was read", () => {
    const { cursor, read } = lineOf("ROBA esta 2");
    expect(cursor.isWord("roba")).toBe(true);
    expect(cursor.word(["descarta", "roba"])?.image).toBe("ROBA");
    expect(cursor.choose(["está"])).toBe("está");
    expect(read).toEqual(["ROBA=roba", "esta=está"]);
    expect(cursor.isKind("number")).toBe(true);
    expect(cursor.peek()!.value).toBe(2);
  });

  it("reads a close misspelling as the word meant, once per line", () => {
    const { cursor, reported } = lineOf("descrata descrata");
    expect(cursor.choose(["roba", "descarta"])).toBe("descarta");
    expect(reported.map((d) => d.message)).toEqual(["misspelled descarta"]);
    expect(stopped(() => cursor.expect(["roba", "descarta"])).message).toBe("expected «roba» o «descarta» found descrata");
  });

  it("stops the line where a word is missing, with the code the call site gives", () => {
    const { cursor } = lineOf("roba");
    cursor.next();
    const d = stopped(() => cursor.fail("una carta", "X1"));
    expect([d.code, d.message]).toEqual(["X1", "ends after roba expected una carta"]);
    expect(cursor.from(cursor.tokens[0]!)).toEqual({ start: 0, end: 4 });
  });
});
