// Workspace folders that change during a session and saves, spoken over the built
// server's real stdio: a folder added later is read (its cards resolve names, show in the
// workspace symbols, and the diagnostics are those of `cronicas validar` over the folders),
// a removed one leaves (its files' pulled diagnostics are cleared), a save makes the file on
// disk the text the server keeps after the document is closed, and for a client that
// watches no files the server watches the folders itself.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createProtocolConnection,
  DiagnosticRefreshRequest,
  DidChangeWorkspaceFoldersNotification,
  ExitNotification,
  InitializedNotification,
  InitializeRequest,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
  WorkspaceDiagnosticRequest,
  type SymbolInformation,
  type WorkspaceDiagnosticReport,
} from "vscode-languageserver-protocol/node";
import { LspClient } from "./lsp-client.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

const card = (name: string, extra = "") => `carta "${name}"\n  tipo Personaje\n  facción Orden\n  coste 1\n  ataque 1\n  vida 1\n${extra}`;
const reader = (name: string, target: string) => `carta "${name}"\n  tipo Verso\n  facción Orden\n  coste 1\n  Prólogo: Destruye un personaje llamado "${target}".\n`;

/** Names «Lejana» (defined in the second folder) and «Doble» (defined in both). */
const UNO = reader("Lectora", "Lejana") + "\n" + card("Doble");
const LEJANA = card("Lejana") + "\n" + card("Doble");
/** A file of the second folder with a mistake of its own. */
const MALA = card("Mala").replace("facción", "faccion");

let base: string;
let first: string;
let second: string;
const uriOf = (path: string) => pathToFileURL(path).href;

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), "cronicas-carpetas-"));
  first = join(base, "primera");
  second = join(base, "segunda");
  mkdirSync(first);
  mkdirSync(second);
  writeFileSync(join(first, "uno.carta"), UNO);
  writeFileSync(join(second, "lejana.carta"), LEJANA);
  writeFileSync(join(second, "mala.carta"), MALA);
});

afterAll(() => {
  if (base) rmSync(base, { recursive: true, force: true });
});

/** What `cronicas validar` says of the folders, for one file, as [code, message, line, column]. */
function validar(folders: string[], file: string, cwd = base): unknown[] {
  const run = spawnSync(process.execPath, [join(root, "bin/cronicas.js"), "validar", ...folders, "--formato-diagnosticos", "json"], { cwd, encoding: "utf8" });
  const out = JSON.parse(run.stdout) as { diagnosticos: { archivo: string; linea: number; columna: number; codigo: string; mensaje: string }[] };
  return out.diagnosticos.filter((d) => d.archivo === file).map((d) => [d.codigo, d.mensaje, d.linea, d.columna]);
}

describe("workspace folders", () => {
  it("a folder added later is read and a removed one leaves; diagnostics follow, as validar gives them", async () => {
    const { client, init } = await LspClient.start({ folders: [uriOf(first)] });
    try {
      expect(init.capabilities.workspace?.workspaceFolders).toEqual({ supported: true, changeNotifications: true });
      const uno = uriOf(join(first, "uno.carta"));
      await client.open(uno, UNO);
      const alone = await client.diagnosticsOfVersion(uno, 1);
      expect(alone.diagnostics.map((d) => d.code)).toEqual(["CR102"]);

      await client.connection.sendNotification(DidChangeWorkspaceFoldersNotification.type, { event: { added: [{ uri: uriOf(second), name: "segunda" }], removed: [] } });
      const both = await client.waitForDiagnostics(uno, (p) => !p.diagnostics.some((d) => d.code === "CR102"));
      expect(both.diagnostics.map((d) => [d.code, d.message, d.range.start.line + 1, d.range.start.character + 1])).toEqual(validar(["primera", "segunda"], "primera/uno.carta"));
      // «Doble» is now defined twice: the second folder's file says so, naming the first file as validar does.
      const lejana = uriOf(join(second, "lejana.carta"));
      await client.open(lejana, LEJANA);
      const duplicate = await client.diagnosticsOfVersion(lejana, 1);
      expect(duplicate.diagnostics.map((d) => d.code)).toEqual(["CR101"]);
      expect(duplicate.diagnostics.map((d) => [d.code, d.message, d.range.start.line + 1, d.range.start.character + 1])).toEqual(validar(["primera", "segunda"], "segunda/lejana.carta"));
      await client.close(lejana);
      const symbols = await client.request<SymbolInformation[]>("workspace/symbol", { query: "Lejana" });
      expect(symbols.map((s) => [s.name, s.location.uri])).toEqual([["Lejana", uriOf(join(second, "lejana.carta"))]]);

      await client.connection.sendNotification(DidChangeWorkspaceFoldersNotification.type, { event: { added: [], removed: [{ uri: uriOf(second), name: "segunda" }] } });
      const again = await client.waitForDiagnostics(uno, (p) => p.diagnostics.some((d) => d.code === "CR102"));
      expect(again.diagnostics.map((d) => [d.code, d.message, d.range.start.line + 1, d.range.start.character + 1])).toEqual(validar(["."], "uno.carta", first));
      expect(await client.request<SymbolInformation[]>("workspace/symbol", { query: "Lejana" })).toEqual([]);
    } finally {
      await client.stop();
    }
  });

  it("a client that pulls the workspace's diagnostics is told the removed folder's files have none", async () => {
    const child = spawn(process.execPath, [join(root, "dist/lsp/stdio-entry.js")], { stdio: ["pipe", "pipe", "pipe"] });
    const connection = createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
    let refreshes = 0;
    connection.onRequest(DiagnosticRefreshRequest.method, () => {
      refreshes++;
      return null;
    });
    connection.listen();
    try {
      await connection.sendRequest(InitializeRequest.type, {
        processId: process.pid,
        rootUri: uriOf(first),
        workspaceFolders: [{ uri: uriOf(first), name: "primera" }],
        initializationOptions: { debounceMs: 0 },
        capabilities: { workspace: { workspaceFolders: true, diagnostics: { refreshSupport: true } }, textDocument: { diagnostic: {} } },
      });
      await connection.sendNotification(InitializedNotification.type, {});
      const mala = uriOf(join(second, "mala.carta"));
      await connection.sendNotification(DidChangeWorkspaceFoldersNotification.type, { event: { added: [{ uri: uriOf(second), name: "segunda" }], removed: [] } });
      let report: WorkspaceDiagnosticReport;
      const deadline = Date.now() + 10_000;
      do {
        report = await connection.sendRequest(WorkspaceDiagnosticRequest.type, { previousResultIds: [] });
        if (Date.now() > deadline) throw new Error("la carpeta añadida no llegó a leerse");
      } while (!report.items.some((i) => i.uri === mala));
      const withMistake = report.items.find((i) => i.uri === mala)!;
      expect(withMistake.kind === "full" && withMistake.items.map((d) => d.code)).toEqual(["CR004"]);

      const before = refreshes;
      await connection.sendNotification(DidChangeWorkspaceFoldersNotification.type, { event: { added: [], removed: [{ uri: uriOf(second), name: "segunda" }] } });
      while (refreshes === before) {
        if (Date.now() > deadline) throw new Error("no llegó la petición de refresco");
        await new Promise((r) => setTimeout(r, 20));
      }
      const after = await connection.sendRequest(WorkspaceDiagnosticRequest.type, { previousResultIds: report.items.map((i) => ({ uri: i.uri, value: i.resultId! })) });
      expect(after.items.find((i) => i.uri === mala)).toMatchObject({ kind: "full", items: [] });
      expect(after.items.filter((i) => i.uri.startsWith(uriOf(second))).every((i) => i.kind === "full" && i.items.length === 0)).toBe(true);
    } finally {
      await Promise.race([connection.sendRequest(ShutdownRequest.type), new Promise((r) => setTimeout(r, 2000))]);
      await connection.sendNotification(ExitNotification.type);
      connection.dispose();
      child.kill();
    }
  });
});

describe("saves", () => {
  it("make the file on disk, not the editor's copy, the text kept once it is closed", async () => {
    const folder = join(base, "guardados");
    mkdirSync(folder);
    const path = join(folder, "guardada.carta");
    writeFileSync(path, card("Primera"));
    writeFileSync(join(folder, "lectora.carta"), reader("Lectora", "Segunda"));
    const { client } = await LspClient.start({ folders: [uriOf(folder)] });
    try {
      const uri = uriOf(path);
      const lectora = uriOf(join(folder, "lectora.carta"));
      await client.open(lectora, reader("Lectora", "Segunda"));
      expect((await client.diagnosticsOfVersion(lectora, 1)).diagnostics.map((d) => d.code)).toEqual(["CR102"]);
      await client.open(uri, card("Primera"));
      // The editor has «Tercera»; what reached the disk with the save (a hook, another program) is «Segunda».
      await client.change(uri, 2, card("Tercera"));
      writeFileSync(path, card("Segunda"));
      await client.connection.sendNotification("textDocument/didSave", { textDocument: { uri } });
      await client.close(uri);
      await client.change(lectora, 2, reader("Lectora", "Segunda") + "\n");
      expect((await client.diagnosticsOfVersion(lectora, 2)).diagnostics).toEqual([]);
    } finally {
      await client.stop();
    }
  });

  it("read the folders again for a client that watches no files: created and deleted files are seen", async () => {
    const folder = join(base, "sin-vigilancia");
    mkdirSync(folder);
    const lectoraPath = join(folder, "lectora.carta");
    writeFileSync(lectoraPath, reader("Lectora", "Nueva"));
    // Its own watch off (see the next test), so only the save can show the disk.
    const { client, init } = await LspClient.start({ folders: [uriOf(folder)], watchFiles: false, initializationOptions: { watchFolders: false } });
    try {
      expect(client.registrations).not.toContain("workspace/didChangeWatchedFiles");
      expect(init.capabilities.textDocumentSync).toMatchObject({ save: { includeText: false } });
      const lectora = uriOf(lectoraPath);
      await client.open(lectora, reader("Lectora", "Nueva"));
      expect((await client.diagnosticsOfVersion(lectora, 1)).diagnostics.map((d) => d.code)).toEqual(["CR102"]);
      // Another program writes the card; the editor says nothing of it, until a save.
      const nueva = join(folder, "nueva.carta");
      writeFileSync(nueva, card("Nueva"));
      await client.connection.sendNotification("textDocument/didSave", { textDocument: { uri: lectora } });
      await client.waitForDiagnostics(lectora, (p) => p.diagnostics.length === 0);
      const symbols = await client.request<SymbolInformation[]>("workspace/symbol", { query: "Nueva" });
      expect(symbols.map((s) => s.location.uri)).toEqual([uriOf(nueva)]);
      // And deletes it.
      rmSync(nueva);
      await client.connection.sendNotification("textDocument/didSave", { textDocument: { uri: lectora } });
      await client.waitForDiagnostics(lectora, (p) => p.diagnostics.some((d) => d.code === "CR102"));
      expect(await client.request<SymbolInformation[]>("workspace/symbol", { query: "Nueva" })).toEqual([]);
    } finally {
      await client.stop();
    }
  });
});

describe("the server's own watch of the folders", () => {
  it("for a client that watches no files, the server watches the folders itself: files and folders come and go", async () => {
    const folder = join(base, "vigilada");
    mkdirSync(folder);
    const lectoraPath = join(folder, "lectora.carta");
    writeFileSync(lectoraPath, reader("Lectora", "Vigilada"));
    const { client } = await LspClient.start({ folders: [uriOf(folder)], watchFiles: false });
    try {
      const lectora = uriOf(lectoraPath);
      await client.open(lectora, reader("Lectora", "Vigilada"));
      expect((await client.diagnosticsOfVersion(lectora, 1)).diagnostics.map((d) => d.code)).toEqual(["CR102"]);
      const symbols = (query: string) => client.request<SymbolInformation[]>("workspace/symbol", { query }).then((found) => found.map((s) => s.location.uri));

      // A file another program writes, with no save and no notification.
      const vigilada = join(folder, "vigilada.carta");
      writeFileSync(vigilada, card("Vigilada"));
      await client.waitForDiagnostics(lectora, (p) => p.diagnostics.length === 0);
      rmSync(vigilada);
      await client.waitForDiagnostics(lectora, (p) => p.diagnostics.some((d) => d.code === "CR102"));

      // A folder created with a card inside, then removed with it.
      const sub = join(folder, "nuevas");
      mkdirSync(sub);
      writeFileSync(join(sub, "vigilada.carta"), card("Vigilada"));
      await client.waitForDiagnostics(lectora, (p) => p.diagnostics.length === 0);
      expect(await symbols("Vigilada")).toEqual([uriOf(join(sub, "vigilada.carta"))]);
      rmSync(sub, { recursive: true });
      await client.waitForDiagnostics(lectora, (p) => p.diagnostics.some((d) => d.code === "CR102"));
      expect(await symbols("Vigilada")).toEqual([]);

      // What the folder walk skips stays out: node_modules and hidden folders.
      for (const skipped of ["node_modules", ".oculta"]) {
        mkdirSync(join(folder, skipped));
        writeFileSync(join(folder, skipped, "vigilada.carta"), card("Vigilada"));
      }
      // A change the server does see, after them: once it is in, the others had their chance.
      writeFileSync(join(folder, "testigo.carta"), card("Testigo"));
      const deadline = Date.now() + 10_000;
      while ((await symbols("Testigo")).length === 0) {
        if (Date.now() > deadline) throw new Error("el servidor no vio testigo.carta");
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(await symbols("Vigilada")).toEqual([]);
    } finally {
      await client.stop();
    }
  });
});
