// The TextMate grammar of editors/vscode is generated from the vocabulary
// (editors/vscode/scripts/generar-gramatica.mjs): the committed file must be the one the
// vocabulary gives today, and every spelling of the vocabulary must get, as one token,
// the scope of the entry the lexer reads it as. The patterns are Oniguruma's; the few
// features they use (inline (?i), lookbehind, \p{L}) have JavaScript equivalents, so this
// runs without VS Code's engine (editors/vscode's own tests run that one).
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { lookupWord, tokenize } from "../grammar/index.js";
import * as vocabulary from "../grammar/vocabulary/words.js";
import { buildGrammar, classify, grammarText, plain } from "../editors/vscode/scripts/generar-gramatica.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const committed = join(root, "editors", "vscode", "syntaxes", "cronicas.tmLanguage.json");

interface Rule {
  name: string;
  match: string;
}

const rules: Array<{ name: string; regex: RegExp }> = (buildGrammar(vocabulary).repository.words.patterns as Rule[]).map((r) => {
  expect(r.match.startsWith("(?i)")).toBe(true);
  return { name: r.name, regex: new RegExp(r.match.slice("(?i)".length), "iuy") };
});

/** What TextMate does with a line that is one word or phrase: the first rule that matches at its start. */
function scopeOfLine(text: string): { scope: string; length: number } | undefined {
  for (const { name, regex } of rules) {
    regex.lastIndex = 0;
    const m = regex.exec(text);
    if (m) return { scope: name, length: m[0].length };
  }
  return undefined;
}

const { words, phrases, numbers } = classify(vocabulary);
const scopeById = new Map<string, string>([...words, ...phrases, ...numbers].map((w) => [w.id, w.scope]));

/** The scope of what the lexer reads `text` as, when it reads one token. */
function lexerScope(text: string): string | undefined {
  const tokens = tokenize(text).tokens;
  if (tokens.length !== 1) return undefined;
  return scopeById.get(tokens[0]!.tokenType.name);
}

describe("TextMate grammar (editors/vscode)", () => {
  it("is the one the vocabulary generates: run `npm run gramatica` in editors/vscode after changing the vocabulary", () => {
    expect(readFileSync(committed, "utf8")).toBe(grammarText(vocabulary));
  });

  it("gives every spelling of the vocabulary, as one token, the scope of the entry the lexer reads", () => {
    const spellings = [...words, ...phrases, ...numbers].map((w) => w.spelling);
    expect(spellings.length).toBeGreaterThan(400);
    const wrong: string[] = [];
    for (const spelling of spellings) {
      for (const written of new Set([spelling, spelling.toUpperCase(), plain(spelling)])) {
        const expected = lexerScope(written);
        const found = scopeOfLine(written);
        if (expected === undefined || found === undefined || found.length !== written.length || found.scope !== expected) {
          wrong.push(`«${written}»: ${found ? `${found.scope} sobre ${found.length} caracteres` : "sin ámbito"}, el lexer: ${expected ?? "no es un token"}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("colours a verb with an attached pronoun as the verb, where the lexer splits it", () => {
    let checked = 0;
    for (const w of words.filter((x) => x.verb)) {
      const written = `${w.spelling}lo`;
      if (lookupWord(written) !== undefined) continue;
      const tokens = tokenize(written).tokens;
      if (tokens.length !== 2 || scopeById.get(tokens[0]!.tokenType.name) !== w.scope) continue;
      checked++;
      expect(scopeOfLine(written), written).toEqual({ scope: w.scope, length: written.length });
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("does not colour a word inside a longer one", () => {
    for (const text of ["Sinestesia", "Alballa", "tumba", "Embatería"]) {
      const found = scopeOfLine(text);
      expect(found === undefined || found.length !== text.length, text).toBe(true);
    }
  });
});
