// The library API of the compiler: everything the CLI does is callable from here.
export { compile, formatDiagnostic, type CompileOptions, type CompileResult, type Diagnostic, type Source } from "./compile.js";
export { readSources, readDeckSources, readScenarioSources, readProjectSources, CARD_EXTENSIONS, DECK_EXTENSIONS, SCENARIO_EXTENSIONS } from "./files.js";
export {
  checkDeck,
  compileDecks,
  specialEssenceAllowed,
  DECK_CHECK_CATALOG,
  deckMessages,
  deckCheckMessages,
  type DeckCheckCode,
  type DeckCheckResult,
  type DeckCompileResult,
} from "./deck/index.js";
export { allMessages, checkMessages } from "./messages.js";
export { publishFolder, PublishError, ReadOnlyError, rewriteFile, writeFileAtomic } from "./write.js";
export { decodeText, encodeText, type FileEncoding, type TextEncoding } from "./encoding.js";
export { formatCarta, formatEscenario, formatMazo, formatSource, FormatError } from "./format.js";
export * from "./ir.js";
export { checkScenarios, checkEscenarioText, checkScenarioTree, unknownScenarioCards, type EscenarioCheckResult } from "./scenario/check.js";
export { SCENARIO_CHECK_CATALOG, scenarioMessages, type ScenarioCheckCode } from "./scenario/catalog.js";
export { unknownCard, unknownCardRecord, type UnknownCard, type UnknownCardArgs } from "./bind.js";
export { LineIndex } from "./positions.js";
