// `node dist/lsp/stdio-entry.js`: the language server over stdio, for tests and
// editors that start it directly (the CLI's `cronicas lsp --stdio` does the same).
import { runStdioServer } from "./main.js";

runStdioServer();
