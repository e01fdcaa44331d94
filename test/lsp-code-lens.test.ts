// Code lens «N referencias» over each card, asked of the built server over its stdio: the
// count and the places are those `textDocument/references` gives (in cards, decks and
// scenarios, open or not), and the command is `editor.action.showReferences` with its
// standard arguments. Resolved lazily.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CodeLensRefreshRequest,
  createProtocolConnection,
  DidChangeTextDocumentNotification,
  DidOpenTextDocumentNotification,
  ExitNotification,
  InitializedNotification,
  InitializeRequest,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
  type CodeLens,
  type Location,
} from "vscode-languageserver-protocol/node";
import { LspClient, positionOf, SERVER_ENTRY } from "./lsp-client.js";

const A = `carta "Zirkax"
  tipo Personaje
  facción Caos
  coste 3
  ataque 2
  vida 2
  Embate.

carta "Ofrenda"
  tipo Verso
  facción Caos
  coste 2
  Prólogo: Haz 3 de daño a un personaje que controles.

carta "Solitaria"
  tipo Verso
  facción Caos
  coste 1
  Prólogo: Roba 1 carta.
`;

const B = `carta "Cazadora"
  tipo Personaje
  facción Instinto
  coste 3
  ataque 2
  vida 2
  Talento: Destruye un personaje llamado "Zirkax".
`;

/** On disk only. */
const C = `carta "Eco"
  tipo Verso
  facción Caos
  coste 1
  Prólogo: Devuelve un personaje llamado "Zirkax" a la mano de su dueño.
`;

const D = `mazo "Prueba"
  formato Alianza
  facción Caos
  santuario "Trono"

  principal:
    3 "Zirkax"
    2 "Ofrenda"
`;

const E = `escenario "Zirkax en juego"
  preparación:
    Es el Mediodía de A.
    B controla "Zirkax".
  jugadas:
    Ambos pasan.
  resultado:
    "Zirkax" está en el cementerio de B.
`;

let dir: string;
let client: LspClient;
const uri = (name: string) => pathToFileURL(join(dir, name)).href;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "cronicas-lentes-"));
  for (const [name, text] of Object.entries({ "a.carta": A, "b.carta": B, "c.carta": C, "d.mazo": D, "e.escenario": E })) writeFileSync(join(dir, name), text);
  ({ client } = await LspClient.start({ folders: [pathToFileURL(dir).href] }));
  await client.open(uri("a.carta"), A);
  await client.open(uri("b.carta"), B);
  await client.diagnosticsOfVersion(uri("a.carta"), 1);
});

afterAll(async () => {
  await client?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const key = (l: Location) => `${l.uri}:${l.range.start.line}:${l.range.start.character}-${l.range.end.line}:${l.range.end.character}`;

async function resolvedLenses(): Promise<CodeLens[]> {
  const lenses = await client.request<CodeLens[]>("textDocument/codeLens", { textDocument: { uri: uri("a.carta") } });
  return Promise.all(lenses.map((lens) => client.request<CodeLens>("codeLens/resolve", lens)));
}

describe("code lens «N referencias»", () => {
  it("is advertised, with lazy resolution", async () => {
    const { client: other, init } = await LspClient.start();
    await other.stop();
    expect(init.capabilities.codeLensProvider).toEqual({ resolveProvider: true });
  });

  it("sits on each card's `carta` line and is resolved when asked", async () => {
    const lenses = await client.request<CodeLens[]>("textDocument/codeLens", { textDocument: { uri: uri("a.carta") } });
    expect(lenses.map((l) => l.range.start)).toEqual(['carta "Zirkax"', 'carta "Ofrenda"', 'carta "Solitaria"'].map((h) => positionOf(A, h)));
    expect(lenses.map((l) => l.range.end)).toEqual(['carta "Zirkax"', 'carta "Ofrenda"', 'carta "Solitaria"'].map((h) => positionOf(A, h, h.length)));
    expect(lenses.every((l) => l.command === undefined)).toBe(true);
  });

  it("counts what textDocument/references finds, in Spanish, and shows them with editor.action.showReferences", async () => {
    const [zirkax, ofrenda, solitaria] = await resolvedLenses();
    for (const [lens, name] of [
      [zirkax!, "Zirkax"],
      [ofrenda!, "Ofrenda"],
      [solitaria!, "Solitaria"],
    ] as const) {
      const position = positionOf(A, `"${name}"`);
      const found = await client.request<Location[]>("textDocument/references", { textDocument: { uri: uri("a.carta") }, position, context: { includeDeclaration: false } });
      expect(lens.command!.command).toBe("editor.action.showReferences");
      const [lensUri, lensPosition, locations] = lens.command!.arguments as [string, typeof position, Location[]];
      expect(lensUri).toBe(uri("a.carta"));
      expect(lensPosition).toEqual(position);
      expect(locations.map(key).sort()).toEqual(found.map(key).sort());
    }
    // b.carta, c.carta (closed), the deck's line and the scenario's two.
    expect(zirkax!.command!.title).toBe("5 referencias");
    expect(new Set((zirkax!.command!.arguments![2] as Location[]).map((l) => l.uri))).toEqual(new Set(["b.carta", "c.carta", "d.mazo", "e.escenario"].map(uri)));
    expect(ofrenda!.command!.title).toBe("1 referencia");
    expect(solitaria!.command!.title).toBe("0 referencias");
  });

  it("follows edits of other files", async () => {
    await client.change(uri("b.carta"), 2, B.replace('"Zirkax"', '"Ofrenda"'));
    await client.diagnosticsOfVersion(uri("b.carta"), 2);
    const [zirkax, ofrenda] = await resolvedLenses();
    expect(zirkax!.command!.title).toBe("4 referencias");
    expect(ofrenda!.command!.title).toBe("2 referencias");
  });
});

describe("code lens refresh", () => {
  it("asks a client that supports it for the lenses again when another file changes a count", async () => {
    // A client that declares `workspace.codeLens.refreshSupport` (LspClient does not).
    const child = spawn(process.execPath, [SERVER_ENTRY], { stdio: ["pipe", "pipe", "pipe"] });
    const connection = createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
    let refreshes = 0;
    connection.onRequest(CodeLensRefreshRequest.method, () => {
      refreshes++;
      return null;
    });
    connection.listen();
    try {
      await connection.sendRequest(InitializeRequest.type, {
        processId: process.pid,
        rootUri: pathToFileURL(dir).href,
        workspaceFolders: [{ uri: pathToFileURL(dir).href, name: "cartas" }],
        initializationOptions: { debounceMs: 0 },
        capabilities: { workspace: { codeLens: { refreshSupport: true } }, textDocument: { codeLens: {} } },
      });
      await connection.sendNotification(InitializedNotification.type, {});
      const until = async (what: () => boolean) => {
        const deadline = Date.now() + 10_000;
        while (!what()) {
          if (Date.now() > deadline) throw new Error("no llegó la petición de refresco");
          await new Promise((r) => setTimeout(r, 20));
        }
      };
      const open = (name: string, text: string) => connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri: uri(name), languageId: "carta", version: 1, text } });
      await open("a.carta", A);
      await open("b.carta", B);
      await connection.sendRequest("textDocument/codeLens", { textDocument: { uri: uri("a.carta") } });
      const before = refreshes;
      // b.carta stops naming Zirkax: a.carta's lens is out of date.
      await connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri: uri("b.carta"), version: 2 }, contentChanges: [{ text: B.replace('"Zirkax"', '"Ofrenda"') }] });
      await until(() => refreshes > before);
      const lenses = await connection.sendRequest<CodeLens[]>("textDocument/codeLens", { textDocument: { uri: uri("a.carta") } });
      const zirkax = await connection.sendRequest<CodeLens>("codeLens/resolve", lenses[0]);
      expect(zirkax.command!.title).toBe("4 referencias");
      // An edit that changes no count asks for nothing.
      const settled = refreshes;
      await connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri: uri("b.carta"), version: 3 }, contentChanges: [{ text: B.replace('"Zirkax"', '"Ofrenda"').replace("coste 3", "coste 4") }] });
      await new Promise((r) => setTimeout(r, 300));
      expect(refreshes).toBe(settled);
    } finally {
      await Promise.race([connection.sendRequest(ShutdownRequest.type), new Promise((r) => setTimeout(r, 2000))]);
      await connection.sendNotification(ExitNotification.type);
      connection.dispose();
      child.kill();
    }
  });
});
