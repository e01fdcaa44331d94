// Which rules text explains a word or phrase as written: the lexer types it (any case,
// missing accents, every inflection and phrase of the vocabulary) and the entry names
// its text. Hover and completion ask here; nothing else keeps a list of spellings.
import { tokenMatcher } from "chevrotain";
import { tokenize } from "./lex.js";
import { RULES_TEXT, type RulesText } from "./rules-text.js";
import { entryOf, T } from "./tokens.js";

/** The key of the rules text of a token type, if its entry has one. */
export function rulesKeyOf(type: import("chevrotain").TokenType): string | undefined {
  return entryOf(type)?.rules;
}

/**
 * The rules text for a word or phrase as written in a card («devastar», «Limite»,
 * «prohibida», «Esencias», «Sin entrenamiento», «Vincular 2», «el portador»), or
 * undefined if it has none. A phrase of several words has a text when all its words
 * lead to the same one.
 */
export function rulesTextFor(word: string): RulesText | undefined {
  const tokens = tokenize(word).tokens.filter((t) => !tokenMatcher(t, T.Dot) && !tokenMatcher(t, T.Colon) && !tokenMatcher(t, T.Comma));
  // «Vincular 2», «el portador»: a trailing number and a leading article do not change the term.
  while (tokens.length > 1 && tokenMatcher(tokens[tokens.length - 1]!, T.NumberLiteral)) tokens.pop();
  if (tokens.length > 1 && (tokenMatcher(tokens[0]!, T.El) || tokenMatcher(tokens[0]!, T.Un) || tokenMatcher(tokens[0]!, T.Tu) || tokenMatcher(tokens[0]!, T.Su) || tokenMatcher(tokens[0]!, T.Al))) tokens.shift();
  if (tokens.length === 0) return undefined;
  let key: string | undefined;
  for (const token of tokens) {
    const k = rulesKeyOf(token.tokenType);
    if (k === undefined || (key !== undefined && k !== key)) return undefined;
    key = k;
  }
  return key === undefined ? undefined : RULES_TEXT[key];
}
