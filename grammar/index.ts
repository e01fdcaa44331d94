// The public face of the grammar layer. Architecture invariant: nothing here
// imports another part of the project.
export * from "./ast.js";
export * from "./diagnostics.js";
export { parseCartaText, type ParseResult } from "./parse.js";
export { tokenize, normalizeWord, lookupWord, vocabularyEntries, canonicalSpelling, type Token } from "./lex.js";
export { closestMatch, editDistance } from "./suggest.js";
export { parser } from "./parser.js";
export { selectionsOf, cardReferences } from "./walk.js";
export * as tokens from "./tokens.js";
export * from "./deck-parse.js";
export { cutSegments, type Segment } from "./segments.js";
export { lineAt, lineStarts } from "./lines.js";
export { parseEscenarioText } from "./scenario-parse.js";
export * from "./scenario-ast.js";
