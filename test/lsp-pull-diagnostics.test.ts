// Pull diagnostics (`textDocument/diagnostic`, `workspace/diagnostic`), spoken over the
// built server's real stdio by a client that declares them: the same diagnostics as the
// pushed ones and `cronicas validar`, result ids that say «unchanged», no pushes for what
// the client pulls, and `workspace/diagnostic/refresh` when another file changes them.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CancellationTokenSource,
  createProtocolConnection,
  DiagnosticRefreshRequest,
  DidChangeTextDocumentNotification,
  DidOpenTextDocumentNotification,
  DocumentDiagnosticRequest,
  ExitNotification,
  InitializedNotification,
  InitializeRequest,
  PublishDiagnosticsNotification,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
  WorkspaceDiagnosticRequest,
  type CancellationToken,
  type Diagnostic,
  type DocumentDiagnosticReport,
  type InitializeResult,
  type ProtocolConnection,
  type PublishDiagnosticsParams,
  type WorkspaceDiagnosticReport,
} from "vscode-languageserver-protocol/node";
import { compile } from "../compiler/index.js";
import { LspClient, positionOf, SERVER_ENTRY } from "./lsp-client.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

const A = `carta "Zirkax"
  tipo Personaje
  facción Caos
  coste 3
  ataque 2
  vida 2
  Embate.
`;

const B = `carta "Cazadora"
  tipo Personaje
  facción Instinto
  coste 3
  ataque 2
  vida 2
  Talento: Destruye un personaje llamado "Zirkax".
`;

/** On disk only, with a mistake of its own. */
const C = `carta "Eco"
  tipo Verso
  faccion Caos
  coste 1
  Prólogo: Devuelve un personaje llamado "Nadie" a la mano de su dueño.
`;

const D = `mazo "Prueba"
  formato Alianza
  facción Caos
  santuario "Trono"

  principal:
    3 "Zirkax"
`;

/** A client that declares pull diagnostics: it answers refresh requests and records pushes. */
class PullingClient {
  readonly pushes: PublishDiagnosticsParams[] = [];
  refreshes = 0;
  private constructor(
    readonly child: ChildProcess,
    readonly connection: ProtocolConnection,
  ) {}

  static async start(folder: string, debounceMs = 0): Promise<{ client: PullingClient; init: InitializeResult }> {
    const child = spawn(process.execPath, [SERVER_ENTRY], { stdio: ["pipe", "pipe", "pipe"] });
    const connection = createProtocolConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
    const client = new PullingClient(child, connection);
    connection.onNotification(PublishDiagnosticsNotification.type, (params) => {
      client.pushes.push(params);
    });
    connection.onRequest(DiagnosticRefreshRequest.method, () => {
      client.refreshes++;
      return null;
    });
    connection.listen();
    const init = await connection.sendRequest(InitializeRequest.type, {
      processId: process.pid,
      rootUri: folder,
      workspaceFolders: [{ uri: folder, name: "cartas" }],
      initializationOptions: { debounceMs },
      capabilities: {
        workspace: { diagnostics: { refreshSupport: true } },
        textDocument: { publishDiagnostics: { versionSupport: true }, diagnostic: { dynamicRegistration: false, relatedDocumentSupport: false } },
      },
    });
    await connection.sendNotification(InitializedNotification.type, {});
    return { client, init };
  }

  open(uri: string, text: string, version = 1): Promise<void> {
    return this.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: "carta", version, text } });
  }

  change(uri: string, version: number, text: string): Promise<void> {
    return this.connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri, version }, contentChanges: [{ text }] });
  }

  pull(uri: string, previousResultId?: string, token?: CancellationToken): Promise<DocumentDiagnosticReport> {
    return this.connection.sendRequest(DocumentDiagnosticRequest.type, { textDocument: { uri }, ...(previousResultId === undefined ? {} : { previousResultId }) }, token);
  }

  pullWorkspace(previousResultIds: { uri: string; value: string }[] = []): Promise<WorkspaceDiagnosticReport> {
    return this.connection.sendRequest(WorkspaceDiagnosticRequest.type, { previousResultIds });
  }

  async until<T>(what: () => T | undefined, timeoutMs = 15_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = what();
      if (found !== undefined) return found;
      if (Date.now() > deadline) throw new Error("no llegó lo esperado a tiempo");
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  async stop(): Promise<void> {
    await Promise.race([this.connection.sendRequest(ShutdownRequest.type), new Promise((r) => setTimeout(r, 2000))]);
    await this.connection.sendNotification(ExitNotification.type);
    await new Promise<void>((done) => {
      const timer = setTimeout(() => {
        this.child.kill();
        done();
      }, 3000);
      this.child.once("exit", () => {
        clearTimeout(timer);
        done();
      });
    });
    this.connection.dispose();
  }
}

function items(report: DocumentDiagnosticReport): Diagnostic[] {
  if (report.kind !== "full") throw new Error(`se esperaba un informe completo, llegó «${report.kind}»`);
  return report.items;
}

/** What `compile()` says of one file, in the LSP's numbering, to compare with the server. */
function compiled(files: { path: string; text: string }[], path: string): unknown[] {
  return compile(files)
    .diagnostics.filter((d) => d.file === path)
    .map((d) => [d.code, d.message, d.range.start.line - 1, d.range.start.column - 1, d.severity === "error" ? 1 : 2]);
}

function shape(diagnostics: Diagnostic[]): unknown[] {
  return diagnostics.map((d) => [d.code, d.message, d.range.start.line, d.range.start.character, d.severity]);
}

let dir: string;
let folder: string;
let client: PullingClient;
let init: InitializeResult;
const uri = (name: string) => pathToFileURL(join(dir, name)).href;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "cronicas-pull-"));
  writeFileSync(join(dir, "a.carta"), A);
  writeFileSync(join(dir, "b.carta"), B);
  writeFileSync(join(dir, "c.carta"), C);
  writeFileSync(join(dir, "d.mazo"), D);
  folder = pathToFileURL(dir).href;
  ({ client, init } = await PullingClient.start(folder));
});

afterAll(async () => {
  await client?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("pull diagnostics", () => {
  it("are advertised only to a client that declares them", async () => {
    expect(init.capabilities.diagnosticProvider).toEqual({ identifier: "cronicas", interFileDependencies: true, workspaceDiagnostics: true });
    const { client: pushing, init: pushInit } = await LspClient.start({ folders: [folder] });
    try {
      expect(pushInit.capabilities.diagnosticProvider).toBeUndefined();
    } finally {
      await pushing.stop();
    }
  });

  it("give what is pushed and what compile() says; a pulled document is no longer pushed", async () => {
    const text = 'carta "Chispa"\n  tipo Verso\n  faccion Caos\n  coste 1\n  Prólogo: Destuye un personaje llamado "Zirkax"\n';
    const scratch = uri("borrador.carta");
    await client.open(scratch, text);
    // Before its first pull the document is pushed, as to any client.
    const pushed = await client.until(() => client.pushes.find((p) => p.uri === scratch && p.version === 1));
    const first = await client.pull(scratch);
    expect(items(first)).toEqual(pushed.diagnostics);
    const files = [
      { path: "a.carta", text: A },
      { path: "b.carta", text: B },
      { path: "borrador.carta", text },
      { path: "c.carta", text: C },
    ];
    expect(shape(items(first))).toEqual(compiled(files, "borrador.carta"));
    expect(items(first).map((d) => d.code)).toEqual(["CR004", "CR011"]);
    // What was pushed is withdrawn, so the client does not show it twice.
    await client.until(() => (client.pushes.at(-1)?.uri === scratch && client.pushes.at(-1)!.diagnostics.length === 0 ? true : undefined));

    const again = await client.pull(scratch, first.resultId);
    expect(again).toEqual({ kind: "unchanged", resultId: first.resultId });

    const pushesBefore = client.pushes.filter((p) => p.uri === scratch).length;
    const fixed = text.replace("faccion", "facción").replace("Destuye", "Destruye").replace('"Zirkax"\n', '"Zirkax".\n');
    await client.change(scratch, 2, fixed);
    const after = await client.pull(scratch, first.resultId);
    expect(after.kind).toBe("full");
    expect(items(after)).toEqual([]);
    expect(after.resultId).not.toBe(first.resultId);
    // A later pass (the debounce is 0) pushes nothing for it.
    await new Promise((r) => setTimeout(r, 300));
    expect(client.pushes.filter((p) => p.uri === scratch).length).toBe(pushesBefore);
  });

  it("ask the client to pull again when another file changes a pulled document's diagnostics", async () => {
    await client.open(uri("a.carta"), A);
    await client.open(uri("b.carta"), B);
    const clean = await client.pull(uri("b.carta"));
    expect(items(clean)).toEqual([]);
    await client.pull(uri("a.carta"));
    const refreshes = client.refreshes;
    // Renaming the card in a.carta breaks the reference in b.carta.
    await client.change(uri("a.carta"), 2, A.replace('"Zirkax"', '"Zarkox"'));
    await client.until(() => (client.refreshes > refreshes ? true : undefined));
    const broken = await client.pull(uri("b.carta"), clean.resultId);
    expect(items(broken).map((d) => d.code)).toEqual(["CR102"]);
    const reference = positionOf(B, '"Zirkax"');
    expect(items(broken)[0]!.range.start).toEqual(reference);
    // Pulled again, it is up to date: no more refreshes while nothing changes.
    await client.pull(uri("a.carta"));
    const settled = client.refreshes;
    await client.change(uri("a.carta"), 3, A);
    await client.until(() => (client.refreshes > settled ? true : undefined));
    expect(items(await client.pull(uri("b.carta")))).toEqual([]);
    await client.pull(uri("a.carta"));
    const quiet = client.refreshes;
    await new Promise((r) => setTimeout(r, 300));
    expect(client.refreshes).toBe(quiet);
  });

  it("of the workspace: every file, open or not, as `cronicas validar` reports it; then «unchanged»", async () => {
    // The scratch document of the first test is open in the workspace folder but not on disk: write it.
    const report = await client.pullWorkspace();
    const byUri = new Map(report.items.map((i) => [i.uri, i]));
    expect([...byUri.keys()].sort()).toEqual(["a.carta", "b.carta", "borrador.carta", "c.carta", "d.mazo"].map(uri).sort());
    expect(byUri.get(uri("a.carta"))!.version).toBe(3);
    expect(byUri.get(uri("c.carta"))!.version).toBeNull();

    // validar on the same text on disk (the open documents saved as they are).
    writeFileSync(join(dir, "borrador.carta"), 'carta "Chispa"\n  tipo Verso\n  facción Caos\n  coste 1\n  Prólogo: Destruye un personaje llamado "Zirkax".\n');
    const run = spawnSync(process.execPath, [join(root, "bin/cronicas.js"), "validar", ".", "--formato-diagnosticos", "json"], { cwd: dir, encoding: "utf8" });
    const validar = (JSON.parse(run.stdout) as { diagnosticos: { archivo: string; linea: number; columna: number; codigo: string; mensaje: string }[] }).diagnosticos;
    expect(validar.length).toBeGreaterThan(1);
    const pulled = report.items.flatMap((i) =>
      i.kind === "full" ? i.items.map((d) => ({ archivo: i.uri.slice(folder.length + 1), linea: d.range.start.line + 1, columna: d.range.start.character + 1, codigo: String(d.code), mensaje: String(d.message) })) : [],
    );
    const sort = <T extends { archivo: string; linea: number; columna: number; codigo: string }>(list: T[]) =>
      [...list].sort((a, b) => a.archivo.localeCompare(b.archivo) || a.linea - b.linea || a.columna - b.columna || a.codigo.localeCompare(b.codigo));
    expect(sort(pulled)).toEqual(sort(validar.map(({ archivo, linea, columna, codigo, mensaje }) => ({ archivo, linea, columna, codigo, mensaje }))));

    // Nothing is pushed once the client pulls the workspace.
    const pushes = client.pushes.length;
    const again = await client.pullWorkspace(report.items.map((i) => ({ uri: i.uri, value: i.resultId! })));
    expect(again.items.every((i) => i.kind === "unchanged")).toBe(true);
    expect(again.items).toHaveLength(report.items.length);
    await client.change(uri("a.carta"), 4, A.replace("Embate.", "Embate. Letal."));
    await new Promise((r) => setTimeout(r, 300));
    expect(client.pushes.length).toBe(pushes);
  });

  it("coalesce a client that pulls on every keystroke and cancels the pulls it no longer needs: few compiles, the last text's diagnostics", async () => {
    const { client: typist } = await PullingClient.start(folder, 200);
    try {
      const doc = uri("rafaga.carta");
      const text = (n: number) => `carta "Ráfaga"\n  tipo Verso\n  facción Caos\n  coste ${n}\n  Prólogo: Roba ${n} carta.\n`;
      await typist.open(doc, text(1));
      await typist.pull(doc);
      const status = () => typist.connection.sendRequest<{ compiles: number }>("cronicas/estado", null);
      const before = (await status()).compiles;
      let source: CancellationTokenSource | undefined;
      const pulls: Promise<DocumentDiagnosticReport | "cancelada">[] = [];
      for (let version = 2; version <= 21; version++) {
        await typist.change(doc, version, text(version));
        source?.cancel();
        source = new CancellationTokenSource();
        pulls.push(typist.pull(doc, undefined, source.token).catch(() => "cancelada" as const));
      }
      const results = await Promise.all(pulls);
      const last = results[results.length - 1]!;
      expect(last).not.toBe("cancelada");
      const files = [
        { path: "a.carta", text: A },
        { path: "b.carta", text: B },
        // Written to disk by the workspace test.
        ...(existsSync(join(dir, "borrador.carta")) ? [{ path: "borrador.carta", text: readFileSync(join(dir, "borrador.carta"), "utf8") }] : []),
        { path: "c.carta", text: C },
        { path: "rafaga.carta", text: text(21) },
      ];
      // «Roba 21 carta» is wrong on purpose: the last text's own diagnostics, nothing older.
      expect(shape(items(last as DocumentDiagnosticReport))).toEqual(compiled(files, "rafaga.carta"));
      expect(items(last as DocumentDiagnosticReport).length).toBeGreaterThan(0);
      expect(results.filter((r) => r === "cancelada").length).toBeGreaterThan(10);
      const compiles = (await status()).compiles - before;
      if (process.env["LSP_LOGS"]) console.error(`compilaciones: ${compiles}, canceladas: ${results.filter((r) => r === "cancelada").length}`);
      expect(compiles).toBeGreaterThan(0);
      expect(compiles).toBeLessThanOrEqual(5);
    } finally {
      await typist.stop();
    }
  });
});
