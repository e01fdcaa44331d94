// Qué servidor lanza el cliente (src/servidor.ts), y que el servidor que lleva la extensión
// (dist/servidor.js, de `npm run compilar`) y el comando del proyecto hablen LSP por stdio.
import assert from "node:assert/strict";
import { fork, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { after, before, describe, it } from "node:test";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const project = join(root, "..", "..");
const tmp = mkdtempSync(join(tmpdir(), "cronicas-vscode-"));
const bundled = join(root, "dist", "servidor.js");
let resolveServer;

before(async () => {
  const out = join(tmp, "servidor.mjs");
  await build({ entryPoints: [join(root, "src", "servidor.ts")], outfile: out, bundle: true, platform: "node", format: "esm", logLevel: "silent" });
  ({ resolveServer } = await import(pathToFileURL(out).href));
});
after(() => rmSync(tmp, { recursive: true, force: true }));

describe("resolveServer", () => {
  it("sin ajuste, el servidor incluido en la extensión, aunque haya un cronicas instalado", () => {
    assert.deepEqual(resolveServer("", [project], bundled, "linux"), { kind: "incluido", module: bundled, origin: "el servidor incluido en la extensión" });
    assert.equal(resolveServer(undefined, [], bundled, "win32").kind, "incluido");
    assert.equal(resolveServer("   ", [tmp], bundled, "linux").kind, "incluido");
  });

  it("usa cronicas.servidor.ruta si está escrita", () => {
    assert.deepEqual(resolveServer("/opt/cronicas/bin/cronicas", [tmp], bundled, "linux"), {
      kind: "comando", command: "/opt/cronicas/bin/cronicas", args: [], shell: false, origin: "cronicas.servidor.ruta",
    });
    const js = resolveServer("./herramientas/cronicas.js", [tmp], bundled, "linux");
    assert.equal(js.command, "node");
    assert.deepEqual(js.args, [join(tmp, "herramientas", "cronicas.js")]);
    assert.deepEqual(resolveServer("~/cronicas/bin/cronicas.js", [tmp], bundled, "linux").args, [join(homedir(), "cronicas", "bin", "cronicas.js")]);
    assert.equal(resolveServer("C:\\cronicas\\cronicas.cmd", [], bundled, "win32").shell, true);
    assert.equal(resolveServer("cronicas", [tmp], bundled, "linux").command, "cronicas");
  });
});

/**
 * Envía `initialize` al servidor que arranca `node <args>` (o, con `module`, el módulo
 * lanzado como lo lanza vscode-languageclient: child_process.fork con `silent`) y devuelve
 * la respuesta, o null si el comando no existe todavía.
 */
function initialize(args, module) {
  return new Promise((resolvePromise, reject) => {
    const child = module
      ? fork(module, args, { cwd: project, silent: true, execArgv: [], env: { ...process.env, ELECTRON_RUN_AS_NODE: "1" } })
      : spawn(process.execPath, args, { cwd: project, stdio: ["pipe", "pipe", "pipe"] });
    let stdout = Buffer.alloc(0);
    let stderr = "";
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`sin respuesta a initialize en 20 s; stderr: ${stderr}`));
    }, 20_000);
    child.stderr.on("data", (d) => (stderr += d));
    child.stdout.on("data", (d) => {
      stdout = Buffer.concat([stdout, d]);
      const text = stdout.toString("utf8");
      const m = /Content-Length: (\d+)\r\n\r\n/.exec(text);
      if (!m) return;
      const start = stdout.indexOf("\r\n\r\n") + 4;
      if (stdout.length < start + Number(m[1])) return;
      clearTimeout(timer);
      const message = JSON.parse(stdout.subarray(start, start + Number(m[1])).toString("utf8"));
      child.kill();
      resolvePromise(message);
    });
    child.on("exit", (code) => {
      if (stdout.length > 0) return;
      clearTimeout(timer);
      if (/desconocido|unknown/i.test(stderr)) resolvePromise(null);
      else reject(new Error(`el servidor terminó (código ${code}) sin responder; stderr: ${stderr}`));
    });
    const body = JSON.stringify({
      jsonrpc: "2.0", id: 1, method: "initialize",
      params: { processId: process.pid, rootUri: pathToFileURL(project).href, capabilities: {}, workspaceFolders: null },
    });
    child.stdin.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  });
}

describe("el servidor incluido en la extensión", () => {
  it("responde a initialize por stdio, lanzado como lo lanza vscode-languageclient", { skip: !existsSync(bundled) && "sin dist/servidor.js: npm run compilar" }, async () => {
    const response = await initialize(["--stdio", `--clientProcessId=${process.pid}`], bundled);
    assert.equal(response.id, 1);
    assert.equal(response.result?.serverInfo?.name, "cronicas");
    assert.notEqual(response.result?.capabilities?.textDocumentSync, undefined);
  });
});

describe("el servidor del proyecto", () => {
  const bin = join(project, "bin", "cronicas.js");
  const built = existsSync(join(project, "dist", "cli", "main.js"));

  it("responde a initialize por stdio (cronicas lsp --stdio)", { skip: !(existsSync(bin) && built) && "proyecto sin compilar" }, async (t) => {
    const response = await initialize([bin, "lsp", "--stdio"]);
    if (response === null) return t.skip("`cronicas lsp` todavía no existe");
    assert.equal(response.id, 1);
    assert.ok(response.result?.capabilities, JSON.stringify(response));
    // Lo que el cliente usa: sincronizar los documentos abiertos.
    assert.notEqual(response.result.capabilities.textDocumentSync, undefined);
  });
});
