// The language server of the card language.
//
// `startServer(connection)` wires the LSP requests to the features of lsp/, all of
// which read one workspace model (workspace.ts) fed by grammar/ and compiler/.
// Diagnostics are exactly those of compile() over the workspace; they are published
// for the open documents after each change, coalesced (see DiagnosticsScheduler).
// No request may take the server down: each handler catches what it throws, logs it
// to the client's console and answers with an empty result.
import {
  CodeActionKind,
  CodeLensRefreshRequest,
  LSPErrorCodes,
  DocumentDiagnosticReportKind,
  DidChangeWatchedFilesNotification,
  ResponseError,
  TextDocumentSyncKind,
  type CancellationToken,
  type Connection,
  type CodeLens,
  type DocumentDiagnosticReport,
  type InitializeParams,
  type InitializeResult,
  type WorkspaceDiagnosticReport,
  type WorkspaceFoldersChangeEvent,
} from "vscode-languageserver/node";
import { TextDocument } from "vscode-languageserver-textdocument";
import { codeActions } from "./code-actions.js";
import { codeLenses, lensSignature, resolveCodeLens } from "./code-lens.js";
import { complete, completeDeck } from "./completion.js";
import { fileDiagnostics, SOURCE } from "./diagnostics.js";
import { DiskSync } from "./disk-sync.js";
import { formatDocument } from "./formatting.js";
import { documentHighlights } from "./highlights.js";
import { hover, nameHover } from "./hover.js";
import { definition, prepareRename, references, rename } from "./navigation.js";
import { DiagnosticPulls } from "./pull-diagnostics.js";
import { selectionRanges } from "./selection-ranges.js";
import { deckSemanticTokens, LEGEND, semanticTokens } from "./semantic-tokens.js";
import { documentSymbols, foldingRanges, workspaceSymbols } from "./symbols.js";
import { uriKey, Workspace } from "./workspace.js";

export interface ServerOptions {
  /** Minimum time between two diagnostic runs while edits keep coming (ms). Default 100. */
  debounceMs?: number;
}

/** The custom request that reports the server's state (memory, sizes, timings). */
export const STATUS_REQUEST = "cronicas/estado";

export interface ServerStatus {
  rss: number;
  heapUsed: number;
  generation: number;
  files: number;
  openDocuments: number;
  cards: number;
  /** compile() runs over the whole set, by passes and by pulls. */
  compiles: number;
  lastCompileMs: number | undefined;
  diagnosticRuns: number;
}

/**
 * Coalesces diagnostic runs: the first change after a quiet period runs at once; while
 * changes keep coming, runs are at least `debounceMs` apart, so a burst of keystrokes
 * costs one compile per interval and the last state is always compiled.
 */
class DiagnosticsScheduler {
  private timer: NodeJS.Timeout | undefined;
  private lastRun = -Infinity;

  constructor(
    private readonly debounceMs: number,
    private readonly run: () => Promise<void>,
  ) {}

  request(): void {
    if (this.timer !== undefined) return;
    const wait = Math.max(0, this.lastRun + this.debounceMs - performance.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.lastRun = performance.now();
      void this.run();
    }, wait);
  }

  dispose(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

export function startServer(connection: Connection, options: ServerOptions = {}): { workspace: Workspace } {
  const workspace = new Workspace();
  const documents = new Map<string, TextDocument>();
  /** By URI key: what was last pushed for each document, as the client spells its URI. */
  const published = new Map<string, { uri: string; signature: string }>();
  let debounceMs = options.debounceMs ?? 100;
  let lastCompileMs: number | undefined;
  let diagnosticRuns = 0;
  let watchFiles = false;
  /** The client tells of folders added to and removed from the workspace. */
  let folderChanges = false;
  /** The disk after start-up: set when the client says whether it watches files. */
  let disk: DiskSync | undefined;
  let snippetSupport = false;
  /** The client pulls diagnostics (`textDocument/diagnostic`), and may be asked to pull again. */
  let pullSupport = false;
  let refreshSupport = false;
  /** The client can be asked to ask for code lenses again (`workspace/codeLens/refresh`). */
  let lensRefreshSupport = false;
  /** What the lenses said when the client last asked for them; undefined until it asks. */
  let lensesShown: string | undefined;
  const pulls = new DiagnosticPulls();
  /** Documents edited since the last diagnostics run: a pulling client pulls those itself. */
  let edited = new Set<string>();

  const log = (message: string) => {
    try {
      connection.console.error(message);
    } catch {
      // The connection is gone: nothing to tell.
    }
  };
  const info = (message: string) => {
    try {
      connection.console.info(message);
    } catch {
      // The connection is gone.
    }
  };
  workspace.log = log;

  function guard<P, R>(name: string, fallback: R, handler: (params: P, token: CancellationToken) => R | Promise<R>) {
    return async (params: P, token: CancellationToken): Promise<R> => {
      try {
        return await handler(params, token);
      } catch (error) {
        if (error instanceof ResponseError) throw error;
        log(`[${name}] ${describe(error)}`);
        return fallback;
      }
    };
  }

  function guardNotification<P>(name: string, handler: (params: P) => void | Promise<void>) {
    return async (params: P): Promise<void> => {
      try {
        await handler(params);
      } catch (error) {
        log(`[${name}] ${describe(error)}`);
      }
    };
  }

  // ---- diagnostics -------------------------------------------------------------------

  async function publishDiagnostics(): Promise<void> {
    // A client that pulls every open document, and is never asked to pull again, needs no pass.
    const open = workspace.openDocuments();
    if (!refreshSupport && open.length > 0 && open.every((doc) => pulls.pulls(doc.uri))) {
      edited = new Set();
      refreshLenses();
      return;
    }
    const generation = workspace.generation;
    let compiled;
    try {
      compiled = workspace.compiled();
    } catch (error) {
      log(`[diagnósticos] ${describe(error)}`);
      return;
    }
    lastCompileMs = compiled.compileMs;
    diagnosticRuns++;
    // Let the edits that arrived while compiling in; if there were any, these results are stale.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (workspace.generation !== generation) {
      scheduler.request();
      return;
    }
    const editing = edited;
    edited = new Set();
    for (const doc of workspace.openDocuments()) {
      if (pulls.pulls(doc.uri)) continue;
      try {
        const diagnostics = fileDiagnostics(workspace, compiled, doc.uri, doc.kind);
        if (diagnostics === undefined) continue;
        const signature = `${doc.version}\u0000${JSON.stringify(diagnostics)}`;
        const key = uriKey(doc.uri);
        if (published.get(key)?.signature === signature) continue;
        published.set(key, { uri: doc.uri, signature });
        void connection.sendDiagnostics({ uri: doc.uri, version: doc.version, diagnostics });
      } catch (error) {
        log(`[diagnósticos ${doc.path}] ${describe(error)}`);
      }
    }
    // Pulled diagnostics that a change elsewhere made wrong: ask the client to pull again.
    if (refreshSupport && pulls.stale(workspace, compiled, editing)) void connection.languages.diagnostics.refresh().catch((error: unknown) => log(`[diagnósticos] ${describe(error)}`));
    refreshLenses();
  }

  /** Reference counts that changed (an edit of another file, the disk): the client asks for the lenses again. */
  function refreshLenses(): void {
    // The index costs a pass over the workspace: only for a client that shows lenses.
    if (!lensRefreshSupport || lensesShown === undefined) return;
    try {
      const signature = lensSignature(workspace);
      if (signature === lensesShown) return;
      lensesShown = signature;
      void connection.sendRequest(CodeLensRefreshRequest.type).catch((error: unknown) => log(`[codeLens] ${describe(error)}`));
    } catch (error) {
      log(`[codeLens] ${describe(error)}`);
    }
  }

  /** A document the client starts pulling loses what was pushed for it, so nothing is shown twice. */
  function stopPushing(uri: string | undefined): void {
    for (const [key, pushed] of published) {
      if (uri !== undefined && key !== uriKey(uri)) continue;
      published.delete(key);
      void connection.sendDiagnostics({ uri: pushed.uri, diagnostics: [] });
    }
  }

  let scheduler = new DiagnosticsScheduler(debounceMs, () => publishDiagnostics());

  // ---- lifecycle ---------------------------------------------------------------------

  connection.onInitialize(
    guard("initialize", { capabilities: {} } as InitializeResult, async (params: InitializeParams): Promise<InitializeResult> => {
      const init = (params.initializationOptions ?? {}) as { debounceMs?: unknown; watchFolders?: unknown };
      if (typeof init.debounceMs === "number" && Number.isFinite(init.debounceMs) && init.debounceMs >= 0) {
        debounceMs = init.debounceMs;
        scheduler.dispose();
        scheduler = new DiagnosticsScheduler(debounceMs, () => publishDiagnostics());
      }
      watchFiles = params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
      folderChanges = params.capabilities.workspace?.workspaceFolders === true;
      snippetSupport = params.capabilities.textDocument?.completion?.completionItem?.snippetSupport === true;
      pullSupport = params.capabilities.textDocument?.diagnostic !== undefined;
      refreshSupport = params.capabilities.workspace?.diagnostics?.refreshSupport === true;
      lensRefreshSupport = params.capabilities.workspace?.codeLens?.refreshSupport === true;
      const folders = params.workspaceFolders?.map((f) => f.uri) ?? (params.rootUri ? [params.rootUri] : []);
      await workspace.loadFolders(folders);
      disk = new DiskSync(workspace, watchFiles, () => scheduler.request(), log);
      if (init.watchFolders !== false) await disk.watchFolders();
      return {
        serverInfo: { name: "cronicas", version: "0.1.0" },
        capabilities: {
          textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: { includeText: false } },
          completionProvider: { triggerCharacters: [" ", '"'], resolveProvider: false },
          hoverProvider: true,
          definitionProvider: true,
          referencesProvider: true,
          documentHighlightProvider: true,
          renameProvider: { prepareProvider: true },
          documentSymbolProvider: true,
          workspaceSymbolProvider: true,
          documentFormattingProvider: true,
          semanticTokensProvider: { legend: LEGEND, full: true, range: false },
          foldingRangeProvider: true,
          selectionRangeProvider: true,
          codeLensProvider: { resolveProvider: true },
          codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix] },
          ...(folderChanges ? { workspace: { workspaceFolders: { supported: true, changeNotifications: true } } } : {}),
          ...(pullSupport ? { diagnosticProvider: { identifier: SOURCE, interFileDependencies: true, workspaceDiagnostics: true } } : {}),
        },
      };
    }),
  );

  connection.onInitialized(
    guardNotification("initialized", async () => {
      if (folderChanges) connection.workspace.onDidChangeWorkspaceFolders(guardNotification("didChangeWorkspaceFolders", changeFolders));
      if (watchFiles) {
        await connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: "**/*.{carta,mazo,escenario}" }] });
      }
    }),
  );

  /**
   * Folders added are read, the files of removed ones leave the workspace. Only open
   * documents are pushed, and they stay; a client that pulls is told the files are gone
   * (pull-diagnostics.ts) after a refresh.
   */
  async function changeFolders(event: WorkspaceFoldersChangeEvent): Promise<void> {
    await disk?.foldersChanged(event);
    scheduler.request();
  }

  connection.onShutdown(() => {
    scheduler.dispose();
    disk?.close();
  });

  // ---- documents ---------------------------------------------------------------------

  connection.onDidOpenTextDocument(
    guardNotification("didOpen", (params) => {
      const { uri, languageId, version, text } = params.textDocument;
      documents.set(uriKey(uri), TextDocument.create(uri, languageId, version, text));
      workspace.open(uri, text, version, languageId);
      edited.add(uriKey(uri));
      scheduler.request();
    }),
  );

  connection.onDidChangeTextDocument(
    guardNotification("didChange", (params) => {
      const key = uriKey(params.textDocument.uri);
      const doc = documents.get(key);
      if (!doc) return;
      const updated = TextDocument.update(doc, params.contentChanges, params.textDocument.version);
      documents.set(key, updated);
      workspace.change(params.textDocument.uri, updated.getText(), params.textDocument.version);
      edited.add(key);
      scheduler.request();
    }),
  );

  // A save: the file as it is on disk now, and for a client that watches no files, the folders (disk-sync.ts).
  connection.onDidSaveTextDocument(
    guardNotification("didSave", async (params) => {
      await disk?.saved(params.textDocument.uri);
      scheduler.request();
    }),
  );

  connection.onDidCloseTextDocument(
    guardNotification("didClose", async (params) => {
      const uri = params.textDocument.uri;
      const key = uriKey(uri);
      documents.delete(key);
      workspace.close(uri);
      pulls.closed(uri);
      if (published.delete(key)) void connection.sendDiagnostics({ uri, diagnostics: [] });
      // The file as it is on disk now, not as it was read at start-up: it may have been saved
      // or changed by another program while it was open.
      await disk?.closed(uri);
      scheduler.request();
    }),
  );

  connection.onDidChangeWatchedFiles(
    guardNotification("didChangeWatchedFiles", async (params) => {
      await disk?.filesChanged(params.changes);
      scheduler.request();
    }),
  );

  // ---- features ----------------------------------------------------------------------

  const fileOf = (uri: string) => (workspace.kindOfDocument(uri) === "carta" ? workspace.file(uri) : undefined);
  /** A file of any kind: cards, decks and scenarios all write card names. */
  const namedOf = (uri: string) => workspace.namedFile(uri);

  /**
   * A pull that needs a compile waits as a pass does (at most one every `debounceMs` while
   * edits keep coming) and lets the messages that came after it in first: a client that
   * pulls on every keystroke cancels the pulls it no longer needs, and they compile nothing.
   */
  let lastPullCompile = -Infinity;
  async function settleForPull(token: CancellationToken): Promise<void> {
    if (workspace.isCompiled()) return;
    const wait = Math.max(0, lastPullCompile + debounceMs - performance.now());
    await new Promise((resolve) => setTimeout(resolve, wait));
    if (token.isCancellationRequested) throw new ResponseError(LSPErrorCodes.RequestCancelled, "El cliente canceló la petición de diagnósticos.");
    if (!workspace.isCompiled()) lastPullCompile = performance.now();
  }

  connection.languages.diagnostics.on(
    guard("diagnostic", { kind: DocumentDiagnosticReportKind.Full, items: [] } as DocumentDiagnosticReport, async (params, token) => {
      if (!pulls.pulls(params.textDocument.uri)) stopPushing(params.textDocument.uri);
      pulls.asked(params.textDocument.uri);
      await settleForPull(token);
      return pulls.document(workspace, params.textDocument.uri, params.previousResultId);
    }),
  );

  connection.languages.diagnostics.onWorkspace(
    guard("workspaceDiagnostic", { items: [] } as WorkspaceDiagnosticReport, async (params, token) => {
      if (!pulls.pullsWorkspace) stopPushing(undefined);
      pulls.asked(undefined);
      await settleForPull(token);
      return pulls.workspace(workspace, params.previousResultIds);
    }),
  );

  connection.onCompletion(
    guard("completion", [], (params) => {
      const file = namedOf(params.textDocument.uri);
      if (!file) return [];
      const offset = file.lines.offset(params.position);
      switch (file.kind) {
        case "carta":
          return complete(file, offset, workspace.index(), snippetSupport);
        case "deck":
          return completeDeck(file, offset, workspace.index());
        case "scenario":
          return [];
      }
    }),
  );

  connection.onHover(
    guard("hover", null, (params) => {
      const file = namedOf(params.textDocument.uri);
      if (!file) return null;
      const offset = file.lines.offset(params.position);
      return file.kind === "carta" ? hover(workspace, file, offset) : nameHover(workspace, file, offset);
    }),
  );

  connection.onDefinition(
    guard("definition", null, (params) => {
      const file = namedOf(params.textDocument.uri);
      if (!file) return null;
      return definition(workspace, file, file.lines.offset(params.position));
    }),
  );

  connection.onReferences(
    guard("references", null, (params) => {
      const file = namedOf(params.textDocument.uri);
      if (!file) return null;
      return references(workspace, file, file.lines.offset(params.position), params.context?.includeDeclaration !== false);
    }),
  );

  connection.onDocumentHighlight(
    guard("documentHighlight", [], (params) => {
      const file = namedOf(params.textDocument.uri);
      return file ? documentHighlights(workspace, file, file.lines.offset(params.position)) : [];
    }),
  );

  connection.onPrepareRename(
    guard("prepareRename", null, (params) => {
      const file = namedOf(params.textDocument.uri);
      if (!file) return null;
      return prepareRename(workspace, file, file.lines.offset(params.position));
    }),
  );

  connection.onRenameRequest(
    guard("rename", null, (params) => {
      const file = namedOf(params.textDocument.uri);
      if (!file) return null;
      return rename(workspace, file, file.lines.offset(params.position), params.newName);
    }),
  );

  connection.onDocumentSymbol(
    guard("documentSymbol", [], (params) => {
      const file = namedOf(params.textDocument.uri);
      return file ? documentSymbols(file) : [];
    }),
  );

  connection.onWorkspaceSymbol(guard("workspaceSymbol", [], (params) => workspaceSymbols(workspace.snapshot(), params.query ?? "")));

  connection.onDocumentFormatting(
    guard("formatting", [], (params) => {
      const file = namedOf(params.textDocument.uri);
      return file ? formatDocument(file, info) : [];
    }),
  );

  connection.languages.semanticTokens.on(
    guard("semanticTokens", { data: [] }, (params) => {
      const file = namedOf(params.textDocument.uri);
      if (file?.kind === "carta") return semanticTokens(file);
      if (file?.kind === "deck") return deckSemanticTokens(file);
      return { data: [] };
    }),
  );

  connection.onFoldingRanges(
    guard("foldingRange", [], (params) => {
      const file = namedOf(params.textDocument.uri);
      return file ? foldingRanges(file) : [];
    }),
  );

  connection.onSelectionRanges(
    guard("selectionRange", null, (params) => {
      const file = fileOf(params.textDocument.uri);
      return file ? selectionRanges(file, params.positions.map((p) => file.lines.offset(p))) : null;
    }),
  );

  connection.onCodeLens(
    guard("codeLens", [], (params) => {
      const file = fileOf(params.textDocument.uri);
      if (lensRefreshSupport) lensesShown = lensSignature(workspace);
      return file ? codeLenses(file) : [];
    }),
  );

  connection.onCodeLensResolve((lens: CodeLens): CodeLens => {
    try {
      return resolveCodeLens(workspace, lens);
    } catch (error) {
      log(`[codeLensResolve] ${describe(error)}`);
      return lens;
    }
  });

  connection.onCodeAction(
    guard("codeAction", [], (params) => {
      const file = namedOf(params.textDocument.uri);
      if (!file || file.kind === "scenario") return [];
      const compiled = workspace.compiled();
      const actions = codeActions(file, compiled.diagnosticsByPath.get(file.path) ?? [], params.range);
      // `only` asks for some kinds: «quickfix» also means «quickfix.…», and "" every kind.
      const only = params.context?.only;
      if (only === undefined) return actions;
      return actions.filter((a) => a.kind !== undefined && only.some((k) => k === "" || a.kind === k || a.kind!.startsWith(`${k}.`)));
    }),
  );

  connection.onRequest(
    STATUS_REQUEST,
    guard("estado", null, (params: { gc?: boolean } | null): ServerStatus => {
      // With `node --expose-gc`, `{ gc: true }` collects first: live memory, not garbage.
      const gc = (globalThis as { gc?: () => void }).gc;
      if (params?.gc && gc) gc();
      const memory = process.memoryUsage();
      return { rss: memory.rss, heapUsed: memory.heapUsed, generation: workspace.generation, ...workspace.stats(), lastCompileMs, diagnosticRuns };
    }),
  );

  connection.listen();
  return { workspace };
}
