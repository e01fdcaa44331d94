// Entry point of the language server over stdio: `cronicas lsp --stdio` calls
// runStdioServer(). stdout carries the protocol, so nothing else may write to it.
import { createConnection, ProposedFeatures, StreamMessageReader, StreamMessageWriter } from "vscode-languageserver/node";
import { gatedReader } from "./protocol-gate.js";
import { startServer, type ServerOptions } from "./server.js";

export function runStdioServer(options: ServerOptions = {}): void {
  const writer = new StreamMessageWriter(process.stdout);
  const connection = createConnection(ProposedFeatures.all, gatedReader(new StreamMessageReader(process.stdin), writer), writer);
  // A bug must not end the session: log it where the client shows server output.
  process.on("uncaughtException", (error) => {
    try {
      connection.console.error(`[excepción no capturada] ${error.stack ?? error.message}`);
    } catch {
      process.stderr.write(`[cronicas lsp] ${String(error)}\n`);
    }
  });
  process.on("unhandledRejection", (reason) => {
    try {
      connection.console.error(`[promesa rechazada] ${String(reason)}`);
    } catch {
      process.stderr.write(`[cronicas lsp] ${String(reason)}\n`);
    }
  });
  // console.log would corrupt the protocol stream: send it to stderr instead.
  console.log = (...args: unknown[]) => process.stderr.write(args.map(String).join(" ") + "\n");
  startServer(connection, options);
}
