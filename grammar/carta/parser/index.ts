// The one parser of card sentences, reused for every sentence of every file. Its rules
// are split by family (base → selections → amounts → conditions → events → clauses →
// sentences), each family a class that extends the one before.
import type { TokenType } from "chevrotain";
import { allTokenTypes } from "../../vocabulary/tokens.js";
import { SentenceRules } from "./sentences.js";

export type { EntryRule } from "./sentences.js";

export class CartaParser extends SentenceRules {
  constructor(validate = false) {
    super(validate);
    this.performSelfAnalysis();
  }
}

export const parser = new CartaParser();

export const tokenTypesByName = new Map<string, TokenType>(allTokenTypes.map((t) => [t.name, t]));
