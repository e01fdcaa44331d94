// The library API of the compiler: everything the CLI does is callable from here. What runs
// in a browser too is compiler/browser.ts; this adds what reads and writes files.
export * from "./browser.js";
export { readSources, readDeckSources, readScenarioSources, readProjectSources, CARD_EXTENSIONS, DECK_EXTENSIONS, SCENARIO_EXTENSIONS } from "./files.js";
export { publishFolder, PublishError, ReadOnlyError, rewriteFile, writeFileAtomic } from "./write.js";
export { decodeText, encodeText, type FileEncoding, type TextEncoding } from "./encoding.js";
export { SCENARIO_CHECK_CATALOG, scenarioMessages, type ScenarioCheckCode } from "./scenario/catalog.js";
