// The public face of the grammar layer. Architecture invariant: nothing here
// imports another part of the project.
export * from "./carta/ast.js";
export * from "./diagnostics/catalog.js";
export { parseCartaText, type ParseResult } from "./carta/parse.js";
export { tokenize, tokenIndexAt, normalizeWord, lookupWord, vocabularyEntries, spanishFor, withCaseOf, type Token, type VocabularyEntry } from "./vocabulary/lex.js";
export { nounSingular, nounPlural, isFeminineNoun, withIndefinite } from "./vocabulary/nouns.js";
export { T as tokens, canonicalSpelling, entryOf, membersOf, keywordTokens, categoryTokens, type VocabularyTokenType } from "./vocabulary/tokens.js";
export { WORDS, PHRASES, NUMBER_WORDS, DECK_WORDS, DECK_FORMAT_PHRASES, SCENARIO_WORDS, SCENARIO_REASONS, type DeckWordId, type DeckFormatId, type WordEntry, type PhraseEntry, type WordId, type PhraseId, type Role, type ScenarioWordEntry, type ScenarioWordId, type ScenarioReasonId } from "./vocabulary/words.js";
export { RULES_TEXT, type RulesText } from "./vocabulary/rules-text.js";
export { rulesTextFor, rulesKeyOf } from "./vocabulary/rules.js";
export { closestMatch, editDistance, NameIndex } from "./text/suggest.js";
export { LineIndex, dominantLineBreak } from "./text/lines.js";
export { parser } from "./carta/parser/index.js";
export { selectionsOf, cardReferences, clauseSelections, conditionSelections, eventSelections } from "./carta/walk.js";
export * from "./mazo/ast.js";
export { parseMazoText, type MazoParseResult } from "./mazo/parse.js";
export { DECK_SYNTAX_CATALOG, deckSyntaxDiagnostic, deckSyntaxMessages, type DeckSyntaxCode, type DeckField, type NameOf } from "./mazo/diagnostics.js";
export { DECK_SECTION_SPELLING, DECK_FORMAT_NAMES, FACTION_NAMES, KEYWORD_SPELLING, type LineKeyword } from "./mazo/keywords.js";
export { cutSegments, type Segment } from "./carta/segments.js";
export { parseEscenarioText, type EscenarioParseResult } from "./escenario/parse.js";
export * from "./escenario/ast.js";
export { scenarioCardRefs } from "./escenario/card-refs.js";
export { SCENARIO_SYNTAX_CATALOG, scenarioSyntaxMessages, scenarioDiagnostic, type ScenarioSyntaxCode } from "./escenario/diagnostics.js";
export { ZONE_TEXT as SCENARIO_ZONE_TEXT } from "./escenario/words.js";
export { LineCursor, LineError, lineToken, assignLines, groupByLine, spanOfTokens, quoteList, type LineToken, type LineTokenKind, type CursorHooks, type CursorProblem } from "./line-parser/cursor.js";
