// A small LSP client for the language server tests: spawns the built server
// (dist/lsp/stdio-entry.js) and talks JSON-RPC to it over its stdio, as an editor does.
import { spawn, type ChildProcess } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  createProtocolConnection,
  DidChangeTextDocumentNotification,
  DidCloseTextDocumentNotification,
  DidOpenTextDocumentNotification,
  ExitNotification,
  InitializedNotification,
  InitializeRequest,
  LogMessageNotification,
  PublishDiagnosticsNotification,
  RegistrationRequest,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
  type InitializeResult,
  type Position,
  type ProtocolConnection,
  type PublishDiagnosticsParams,
  type TextDocumentContentChangeEvent,
} from "vscode-languageserver-protocol/node";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const SERVER_ENTRY = resolve(root, "dist/lsp/stdio-entry.js");

/** Text with a `<|>` cursor mark: the text without it, and where it was. */
export function marked(text: string): { text: string; offset: number; position: Position } {
  const offset = text.indexOf("<|>");
  if (offset < 0) throw new Error("el texto no tiene cursor <|>");
  const clean = text.slice(0, offset) + text.slice(offset + 3);
  return { text: clean, offset, position: positionAt(clean, offset) };
}

/** LSP position (0-based line, UTF-16 character) of an offset; "\r\n", "\r" and "\n" end lines. */
export function positionAt(text: string, offset: number): Position {
  let line = 0;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, character: offset - lineStart };
}

/** Position of the first occurrence of `needle` (plus `delta` characters) in `text`. */
export function positionOf(text: string, needle: string, delta = 0): Position {
  const at = text.indexOf(needle);
  if (at < 0) throw new Error(`no está «${needle}»`);
  return positionAt(text, at + delta);
}

interface Waiter {
  uri: string;
  predicate: (p: PublishDiagnosticsParams) => boolean;
  resolve: (p: PublishDiagnosticsParams) => void;
  reject: (e: Error) => void;
  timer: NodeJS.Timeout;
}

export class LspClient {
  /** The latest diagnostics published for each URI. */
  readonly diagnostics = new Map<string, PublishDiagnosticsParams>();
  /** Every publication, in order. */
  readonly publications: PublishDiagnosticsParams[] = [];
  readonly logs: string[] = [];
  readonly registrations: string[] = [];
  stderr = "";
  exited = false;
  private waiters: Waiter[] = [];

  private constructor(
    readonly child: ChildProcess,
    readonly connection: ProtocolConnection,
  ) {}

  static async start(options: { folders?: string[]; initializationOptions?: unknown; watchFiles?: boolean; snippets?: boolean } = {}): Promise<{ client: LspClient; init: InitializeResult }> {
    const child = spawn(process.execPath, [SERVER_ENTRY], { stdio: ["pipe", "pipe", "pipe"] });
    const connection = createProtocolConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
    const client = new LspClient(child, connection);
    child.stderr!.on("data", (chunk: Buffer) => {
      client.stderr += chunk.toString();
    });
    child.on("exit", () => {
      client.exited = true;
    });
    connection.onNotification(PublishDiagnosticsNotification.type, (params) => client.received(params));
    connection.onNotification(LogMessageNotification.type, (params) => {
      client.logs.push(params.message);
    });
    connection.onRequest(RegistrationRequest.type, (params) => {
      client.registrations.push(...params.registrations.map((r) => r.method));
    });
    connection.listen();
    const folders = options.folders ?? [];
    const init = await connection.sendRequest(InitializeRequest.type, {
      processId: process.pid,
      rootUri: folders[0] ?? null,
      workspaceFolders: folders.map((uri, i) => ({ uri, name: `carpeta${i}` })),
      initializationOptions: options.initializationOptions,
      capabilities: {
        workspace: { didChangeWatchedFiles: { dynamicRegistration: options.watchFiles === true }, workspaceFolders: true },
        textDocument: {
          publishDiagnostics: { versionSupport: true },
          completion: { completionItem: { snippetSupport: options.snippets !== false } },
          rename: { prepareSupport: true },
        },
      },
    });
    await connection.sendNotification(InitializedNotification.type, {});
    return { client, init };
  }

  private received(params: PublishDiagnosticsParams): void {
    this.diagnostics.set(params.uri, params);
    this.publications.push(params);
    for (const waiter of [...this.waiters]) {
      if (waiter.uri === params.uri && waiter.predicate(params)) {
        clearTimeout(waiter.timer);
        this.waiters = this.waiters.filter((w) => w !== waiter);
        waiter.resolve(params);
      }
    }
  }

  /** The next (or latest, if it already matches) publication for `uri` that satisfies `predicate`. */
  waitForDiagnostics(uri: string, predicate: (p: PublishDiagnosticsParams) => boolean = () => true, timeoutMs = 15_000): Promise<PublishDiagnosticsParams> {
    const latest = this.diagnostics.get(uri);
    if (latest && predicate(latest)) return Promise.resolve(latest);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w.uri !== uri || w.timer !== timer);
        const last = this.diagnostics.get(uri);
        reject(new Error(`sin los diagnósticos esperados para ${uri}; últimos: ${JSON.stringify(last?.diagnostics.map((d) => `${d.code}@${d.range.start.line}:${d.range.start.character}`))} (versión ${last?.version})`));
      }, timeoutMs);
      this.waiters.push({ uri, predicate, resolve, reject, timer });
    });
  }

  /** Waits for the diagnostics of a given document version. */
  diagnosticsOfVersion(uri: string, version: number, timeoutMs?: number): Promise<PublishDiagnosticsParams> {
    return this.waitForDiagnostics(uri, (p) => p.version === version, timeoutMs);
  }

  open(uri: string, text: string, version = 1, languageId = "carta"): Promise<void> {
    return this.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId, version, text } });
  }

  change(uri: string, version: number, changes: TextDocumentContentChangeEvent[] | string): Promise<void> {
    const contentChanges = typeof changes === "string" ? [{ text: changes }] : changes;
    return this.connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri, version }, contentChanges });
  }

  close(uri: string): Promise<void> {
    return this.connection.sendNotification(DidCloseTextDocumentNotification.type, { textDocument: { uri } });
  }

  request<R>(method: string, params: unknown): Promise<R> {
    return this.connection.sendRequest(method, params) as Promise<R>;
  }

  async stop(): Promise<void> {
    if (!this.exited) {
      try {
        await Promise.race([this.connection.sendRequest(ShutdownRequest.type), new Promise((r) => setTimeout(r, 2000))]);
        await this.connection.sendNotification(ExitNotification.type);
      } catch {
        // Already gone.
      }
    }
    await new Promise<void>((resolve) => {
      if (this.exited) return resolve();
      const timer = setTimeout(() => {
        this.child.kill();
        resolve();
      }, 3000);
      this.child.once("exit", () => {
        clearTimeout(timer);
        resolve();
      });
    });
    this.connection.dispose();
  }
}
