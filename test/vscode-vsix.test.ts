// The VS Code extension as a designer gets it: the .vsix that `npm run empaquetar` builds in
// editors/vscode, unzipped into a folder outside the project, with the language server it
// bundles (dist/servidor.js) started by plain Node and nothing else installed: no cronicas
// package, no node_modules. Node's permission model lets the server read only the unzipped
// folder, so a file it needed from the project would fail the test. The extension's own
// tests (editors/vscode/test: the TextMate grammar in VS Code's engine, the choice of
// server) run here too. editors/vscode's dependencies (esbuild, @vscode/vsce,
// vscode-languageclient…) are installed with `npm ci` when they are missing or stale.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { inflateRawSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createProtocolConnection,
  DidOpenTextDocumentNotification,
  ExitNotification,
  InitializedNotification,
  InitializeRequest,
  PublishDiagnosticsNotification,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
  type PublishDiagnosticsParams,
} from "vscode-languageserver-protocol/node";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const extensionDir = join(root, "editors", "vscode");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

/** Whether editors/vscode/node_modules holds what its package-lock.json asks for (npm's hidden lockfile says what is there). */
function dependenciesInstalled(): boolean {
  type Lock = { packages: Record<string, { version?: string; optional?: boolean }> };
  const hidden = join(extensionDir, "node_modules", ".package-lock.json");
  if (!existsSync(hidden)) return false;
  const wanted = (JSON.parse(readFileSync(join(extensionDir, "package-lock.json"), "utf8")) as Lock).packages;
  const have = (JSON.parse(readFileSync(hidden, "utf8")) as Lock).packages;
  // Optional packages for other platforms (esbuild's binaries) are not installed.
  return Object.entries(wanted).every(([path, p]) => path === "" || (have[path] === undefined ? p.optional === true : have[path]!.version === p.version));
}

/** The entries of a zip file (what vsce writes: stored or deflated, no zip64). */
function readZip(file: string): Map<string, Buffer> {
  const zip = readFileSync(file);
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end--;
  if (end < 0) throw new Error(`${file} no es un zip`);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error("directorio central del zip roto");
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    if (method !== 0 && method !== 8) throw new Error(`${name}: compresión ${method}`);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

let work: string;
let vsix: string;
let entries: Map<string, Buffer>;
let unzipped: string;

beforeAll(() => {
  if (!dependenciesInstalled()) {
    execFileSync(npm, ["ci", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: extensionDir, stdio: "pipe" });
  }
  work = mkdtempSync(join(tmpdir(), "cronicas-vsix-"));
  vsix = join(work, "cronicas.vsix");
  // vscode:prepublish compiles first: tsc, then esbuild writes dist/extension.js and dist/servidor.js.
  execFileSync(npm, ["run", "empaquetar", "--", "--out", vsix], { cwd: extensionDir, stdio: "pipe" });
  entries = readZip(vsix);
  unzipped = join(work, "instalada");
  for (const [name, data] of entries) {
    if (name.endsWith("/")) continue;
    const path = join(unzipped, ...name.split("/"));
    if (!path.startsWith(unzipped + sep)) throw new Error(`entrada fuera de la carpeta: ${name}`);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, data);
  }
}, 240_000);

afterAll(() => {
  if (work !== undefined) rmSync(work, { recursive: true, force: true });
});

describe("the VS Code extension's .vsix", () => {
  it("holds the client, the bundled server and the grammar, and no node_modules, sources or tests", () => {
    const names = [...entries.keys()];
    for (const file of ["extension/package.json", "extension/dist/extension.js", "extension/dist/servidor.js", "extension/syntaxes/cronicas.tmLanguage.json", "extension/language-configuration.json"]) {
      expect(names).toContain(file);
    }
    expect(names.filter((n) => /(^|\/)(node_modules|test|src|scripts)\/|\.(ts|mjs|map|vsix)$|package-lock\.json$/.test(n))).toEqual([]);
    const manifest = JSON.parse(entries.get("extension/package.json")!.toString("utf8")) as {
      main: string;
      contributes: { grammars: { path: string }[]; languages: { configuration: string }[] };
    };
    for (const path of [manifest.main, ...manifest.contributes.grammars.map((g) => g.path), ...manifest.contributes.languages.map((l) => l.configuration)]) {
      expect(names).toContain(`extension/${path.replace(/^\.\//, "")}`);
    }
    // A size check, so that a dependency pulled into a bundle by mistake is noticed.
    expect(readFileSync(vsix).length).toBeLessThan(1_000_000);
  });

  it("bundles a server that loads nothing but Node's own modules", () => {
    const server = entries.get("extension/dist/servidor.js")!.toString("utf8");
    const loaded = new Set([...server.matchAll(/\b(?:require|import)\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]!));
    const builtins = new Set(builtinModules);
    expect([...loaded].filter((name) => !builtins.has(name.replace(/^node:/, "")))).toEqual([]);
    expect(server).not.toMatch(/import\.meta/);
  });

  it("gives diagnostics from the unzipped server alone: node dist/servidor.js --stdio, outside the project", async () => {
    expect(relative(root, unzipped).startsWith("..")).toBe(true);
    const workspace = join(unzipped, "cartas");
    mkdirSync(workspace);
    writeFileSync(join(workspace, "base.carta"), 'carta "Zirkax"\n  tipo Personaje\n  facción Caos\n  ataque 2\n  vida 2\n');
    const permission = process.allowedNodeEnvironmentFlags.has("--permission") ? "--permission" : "--experimental-permission";
    const env = { ...process.env };
    delete env["NODE_PATH"];
    delete env["NODE_OPTIONS"];
    const child = spawn(
      process.execPath,
      [permission, `--allow-fs-read=${unzipped}${sep}*`, join(unzipped, "extension", "dist", "servidor.js"), "--stdio", `--clientProcessId=${process.pid}`],
      { cwd: workspace, env, stdio: ["pipe", "pipe", "pipe"] },
    );
    let stderr = "";
    child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const connection = createProtocolConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
    try {
      const uri = pathToFileURL(join(workspace, "nueva.carta")).href;
      const published = new Promise<PublishDiagnosticsParams>((resolvePublished, reject) => {
        const seen: string[] = [];
        const timer = setTimeout(() => reject(new Error(`sin los diagnósticos esperados en 15 s; publicados: ${seen.join("; ")}; stderr: ${stderr}`)), 15_000);
        child.on("exit", (code) => reject(new Error(`el servidor terminó (código ${code}); stderr: ${stderr}`)));
        connection.onNotification(PublishDiagnosticsNotification.type, (params) => {
          seen.push(`${params.uri.slice(params.uri.lastIndexOf("/") + 1)}: ${params.diagnostics.map((d) => d.code).join(", ")}`);
          // The workspace card is read from disk: a publication that names both mistakes.
          if (params.uri === uri && params.diagnostics.some((d) => d.code === "CR101")) {
            clearTimeout(timer);
            resolvePublished(params);
          }
        });
      });
      connection.listen();
      const init = await connection.sendRequest(InitializeRequest.type, {
        processId: process.pid,
        rootUri: pathToFileURL(workspace).href,
        workspaceFolders: [{ uri: pathToFileURL(workspace).href, name: "cartas" }],
        capabilities: { textDocument: { publishDiagnostics: { versionSupport: true } }, workspace: { workspaceFolders: true } },
      });
      expect(init.serverInfo?.name).toBe("cronicas");
      await connection.sendNotification(InitializedNotification.type, {});
      // A misspelled verb (CR011) in a card whose name base.carta, on disk in the workspace, already uses (CR101).
      const text = 'carta "Zirkax"\n  tipo Verso\n  facción Caos\n  coste 1\n  Prólogo: Destuye un personaje.\n';
      await connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: "cronicas", version: 1, text } });
      const diagnostics = (await published).diagnostics;
      expect(diagnostics.map((d) => d.code).sort()).toEqual(["CR011", "CR101"]);
      const misspelled = diagnostics.find((d) => d.code === "CR011")!;
      expect(misspelled.message).toContain("Destruye");
      expect(misspelled.range).toEqual({ start: { line: 4, character: 11 }, end: { line: 4, character: 18 } });
      expect(misspelled.source).toBe("cronicas");
      await connection.sendRequest(ShutdownRequest.type);
      await connection.sendNotification(ExitNotification.type);
      await exited(child);
      expect(child.exitCode).toBe(0);
    } finally {
      connection.dispose();
      child.kill();
    }
  }, 20_000);

  it("passes the extension's own tests (editors/vscode/test, with the client just compiled)", () => {
    execFileSync(process.execPath, ["--test", "test/"], { cwd: extensionDir, stdio: "pipe" });
  }, 30_000);
});

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolveExit) => {
    if (child.exitCode !== null) return resolveExit();
    const timer = setTimeout(() => {
      child.kill();
      resolveExit();
    }, 3000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolveExit();
    });
  });
}
