// The server keeps the rules of the protocol a client relies on: the lifecycle
// (initialize first, nothing after shutdown), JSON-RPC errors for broken messages and
// missing parameters, snippets only for clients that insert them, code actions of the
// kinds asked for. Spoken over the built server's real stdio.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import type { CodeAction, CompletionItem, CompletionList } from "vscode-languageserver-protocol";
import { LspClient, SERVER_ENTRY } from "./lsp-client.js";

/** Raw JSON-RPC frames over the server's stdio, to send what a real client library never would. */
class RawPeer {
  private buffer = Buffer.alloc(0);
  private readonly received: Record<string, unknown>[] = [];
  private readonly child: ChildProcessWithoutNullStreams;
  exitCode: number | null | undefined = undefined;

  constructor() {
    this.child = spawn(process.execPath, [SERVER_ENTRY]);
    this.child.on("exit", (code) => (this.exitCode = code));
    this.child.stdout.on("data", (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      for (;;) {
        const end = this.buffer.indexOf("\r\n\r\n");
        if (end < 0) return;
        const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, end).toString())![1]);
        if (this.buffer.length < end + 4 + length) return;
        this.received.push(JSON.parse(this.buffer.subarray(end + 4, end + 4 + length).toString()) as Record<string, unknown>);
        this.buffer = this.buffer.subarray(end + 4 + length);
      }
    });
  }

  frame(body: string): void {
    this.child.stdin.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  }

  send(message: Record<string, unknown>): void {
    this.frame(JSON.stringify({ jsonrpc: "2.0", ...message }));
  }

  /** The first message received that satisfies `predicate`. */
  async next(predicate: (m: Record<string, unknown>) => boolean, timeoutMs = 10_000): Promise<Record<string, unknown>> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = this.received.find(predicate);
      if (found !== undefined) return found;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`sin respuesta; recibido: ${JSON.stringify(this.received).slice(0, 500)}`);
  }

  reply(id: number): Promise<Record<string, unknown>> {
    return this.next((m) => m["id"] === id);
  }

  async exited(timeoutMs = 5000): Promise<number | null> {
    const deadline = Date.now() + timeoutMs;
    while (this.exitCode === undefined && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    return this.exitCode ?? -1;
  }

  kill(): void {
    this.child.kill();
  }
}

const INIT = { processId: null, rootUri: null, capabilities: {} };

describe("ciclo de vida y errores del protocolo", () => {
  it("antes de «initialize» una petición recibe -32002 y una notificación se descarta", async () => {
    const peer = new RawPeer();
    try {
      peer.send({ id: 1, method: "textDocument/hover", params: { textDocument: { uri: "file:///x.carta" }, position: { line: 0, character: 0 } } });
      const early = await peer.reply(1);
      expect((early["error"] as { code: number }).code).toBe(-32002);
      expect((early["error"] as { message: string }).message).toContain("«initialize»");
      peer.send({ method: "textDocument/didOpen", params: { textDocument: { uri: "file:///tmp/antes.carta", languageId: "carta", version: 1, text: "carta \"X\"\n  tipo Verso\n" } } });
      peer.send({ id: 2, method: "initialize", params: INIT });
      expect((await peer.reply(2))["result"]).toBeDefined();
      peer.send({ method: "initialized", params: {} });
      // The document opened before initialize was never opened: no diagnostics for it.
      peer.send({ id: 3, method: "textDocument/documentSymbol", params: { textDocument: { uri: "file:///tmp/antes.carta" } } });
      expect((await peer.reply(3))["result"]).toEqual([]);
    } finally {
      peer.kill();
    }
  });

  it("un mensaje que no es JSON recibe -32700 con id null, y la sesión sigue", async () => {
    const peer = new RawPeer();
    try {
      peer.frame("{ esto no es json");
      const error = await peer.next((m) => m["id"] === null && m["error"] !== undefined);
      expect((error["error"] as { code: number }).code).toBe(-32700);
      expect((error["error"] as { message: string }).message).toContain("no es JSON válido");
      peer.send({ id: 1, method: "initialize", params: INIT });
      expect((await peer.reply(1))["result"]).toBeDefined();
    } finally {
      peer.kill();
    }
  });

  it("una petición sin parámetros recibe -32602; tras «shutdown», -32600; «exit» termina con 0", async () => {
    const peer = new RawPeer();
    try {
      peer.send({ id: 1, method: "initialize", params: INIT });
      await peer.reply(1);
      peer.send({ method: "initialized", params: {} });
      peer.send({ id: 2, method: "textDocument/hover", params: null });
      expect(((await peer.reply(2))["error"] as { code: number }).code).toBe(-32602);
      peer.send({ id: 3, method: "shutdown" });
      expect(await peer.reply(3)).toMatchObject({ result: null });
      peer.send({ id: 4, method: "textDocument/hover", params: { textDocument: { uri: "file:///x.carta" }, position: { line: 0, character: 0 } } });
      const late = await peer.reply(4);
      expect((late["error"] as { code: number }).code).toBe(-32600);
      peer.send({ method: "exit" });
      expect(await peer.exited()).toBe(0);
    } finally {
      peer.kill();
    }
  });
});

describe("lo que el cliente dijo que admite", () => {
  const dir = mkdtempSync(join(tmpdir(), "cronicas-lsp-protocolo-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const text = 'carta "Prueba"\n  tipo Verso\n  faccion Caos\n  coste 2\n  \n';
  const at = { line: 4, character: 2 };

  const completionAt = async (client: LspClient, uri: string): Promise<CompletionItem[]> => {
    const result = await client.request<CompletionItem[] | CompletionList>("textDocument/completion", { textDocument: { uri }, position: at });
    return Array.isArray(result) ? result : result.items;
  };

  it("sin «snippetSupport» no llegan fragmentos: el texto va ya rellenado, sin marcas $", async () => {
    const plain = await LspClient.start({ folders: [pathToFileURL(dir).href], snippets: false });
    const rich = await LspClient.start({ folders: [pathToFileURL(dir).href] });
    try {
      const uri = pathToFileURL(join(dir, "a.carta")).href;
      await plain.client.open(uri, text);
      await rich.client.open(uri, text);
      const without = await completionAt(plain.client, uri);
      const withSnippets = await completionAt(rich.client, uri);
      expect(withSnippets.some((i) => i.insertTextFormat === 2)).toBe(true);
      expect(without.length).toBe(withSnippets.length);
      for (const item of without) {
        expect(item.insertTextFormat ?? 1).toBe(1);
        const inserted = item.textEdit !== undefined && "newText" in item.textEdit ? item.textEdit.newText : (item.insertText ?? item.label);
        expect(inserted).not.toMatch(/\$\d|\$\{/);
      }
      const prologue = without.find((i) => i.label.startsWith("Prólogo"));
      expect(prologue?.textEdit && "newText" in prologue.textEdit ? prologue.textEdit.newText : "").toBe("Prólogo: ");
    } finally {
      await plain.client.stop();
      await rich.client.stop();
    }
  });

  it("«codeAction» con «only» da solo acciones de esos tipos", async () => {
    const { client } = await LspClient.start({ folders: [pathToFileURL(dir).href] });
    try {
      const uri = pathToFileURL(join(dir, "b.carta")).href;
      await client.open(uri, text);
      const published = await client.waitForDiagnostics(uri, (p) => p.diagnostics.some((d) => d.code === "CR004"));
      const diagnostics = published.diagnostics.filter((d) => d.code === "CR004");
      const ask = (only?: string[]) =>
        client.request<CodeAction[]>("textDocument/codeAction", { textDocument: { uri }, range: diagnostics[0]!.range, context: { diagnostics, ...(only ? { only } : {}) } });
      const all = await ask();
      expect(all.length).toBeGreaterThan(0);
      expect(await ask(["quickfix"])).toEqual(all);
      expect(await ask([""])).toEqual(all);
      expect(await ask(["refactor"])).toEqual([]);
      expect(await ask(["source.organizeImports"])).toEqual([]);
    } finally {
      await client.stop();
    }
  });
});
