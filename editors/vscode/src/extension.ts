// Cliente de VS Code para el lenguaje de Crónicas.
//
// Arranca el servidor de lenguaje como proceso hijo y le habla por stdin/stdout con
// vscode-languageclient. Por omisión es el que lleva la propia extensión (dist/servidor.js,
// lo mismo que `cronicas lsp --stdio`), que se ejecuta con el Node de VS Code; el ajuste
// `cronicas.servidor.ruta` lo cambia por otro comando `cronicas`. Todo lo que el editor
// sabe del lenguaje (diagnósticos, formato, ayuda al pasar el ratón, completado…) lo da
// el servidor; aquí solo se decide cuál lanzar y se muestran los errores de arranque.
import * as vscode from "vscode";
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from "vscode-languageclient/node";
import { resolveServer, type ServerLaunch } from "./servidor";

const LANGUAGE_ID = "cronicas";

let client: LanguageClient | undefined;
let output: vscode.LogOutputChannel | undefined;
/** dist/servidor.js dentro de la extensión instalada. */
let bundledServer = "";

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  bundledServer = context.asAbsolutePath("dist/servidor.js");
  output = vscode.window.createOutputChannel("Crónicas", { log: true });
  context.subscriptions.push(output);

  context.subscriptions.push(
    vscode.commands.registerCommand("cronicas.reiniciarServidor", () => restart()),
    vscode.commands.registerCommand("cronicas.mostrarSalida", () => output?.show(true)),
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration("cronicas.servidor")) void restart();
    }),
  );

  await start();
}

export async function deactivate(): Promise<void> {
  await stop();
}

async function start(): Promise<void> {
  const log = output!;
  const server = resolveServer(vscode.workspace.getConfiguration("cronicas").get<string>("servidor.ruta", ""), workspaceRoots(), bundledServer);
  const cwd = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
  log.info(`Servidor: ${describe(server)} (${server.origin})`);

  const serverOptions: ServerOptions =
    server.kind === "incluido"
      ? {
          // vscode-languageclient lo lanza con el Node de VS Code (child_process.fork con
          // ELECTRON_RUN_AS_NODE) y le pasa `--stdio`.
          run: { module: server.module, transport: TransportKind.stdio, options: cwd ? { cwd } : {} },
          debug: { module: server.module, transport: TransportKind.stdio, options: { ...(cwd ? { cwd } : {}), execArgv: ["--nolazy", "--inspect=6009"] } },
        }
      : {
          command: server.command,
          args: [...server.args, "lsp"],
          transport: TransportKind.stdio,
          options: { ...(cwd ? { cwd } : {}), shell: server.shell, env: process.env },
        };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { language: LANGUAGE_ID, scheme: "file" },
      { language: LANGUAGE_ID, scheme: "untitled" },
    ],
    outputChannel: log,
    synchronize: {
      // El servidor enlaza los nombres de carta entre archivos (`llamado "…"`):
      // avisarle cuando un archivo del espacio de trabajo cambia fuera del editor.
      fileEvents: vscode.workspace.createFileSystemWatcher("**/*.{carta,mazo,escenario}"),
    },
  };

  client = new LanguageClient(LANGUAGE_ID, "Crónicas", serverOptions, clientOptions);
  try {
    await client.start();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log.error(`No se pudo arrancar el servidor: ${message}`);
    client = undefined;
    const action = await vscode.window.showErrorMessage(
      server.kind === "incluido"
        ? "Crónicas: no se pudo arrancar el servidor de lenguaje incluido en la extensión. Mira la salida «Crónicas», o indica otro comando `cronicas` en «cronicas.servidor.ruta»."
        : `Crónicas: no se pudo arrancar el servidor de lenguaje con «${server.command}». ` +
            "Corrige la ruta en «cronicas.servidor.ruta», o déjala vacía para usar el servidor incluido en la extensión.",
      "Abrir configuración",
      "Ver salida",
    );
    if (action === "Abrir configuración") void vscode.commands.executeCommand("workbench.action.openSettings", "cronicas.servidor.ruta");
    if (action === "Ver salida") log.show(true);
  }
}

async function stop(): Promise<void> {
  const running = client;
  client = undefined;
  if (running) {
    try {
      await running.stop();
    } catch (error) {
      output?.warn(`Al detener el servidor: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

async function restart(): Promise<void> {
  output?.info("Reiniciando el servidor…");
  await stop();
  await start();
}

function describe(server: ServerLaunch): string {
  return server.kind === "incluido" ? `${server.module} --stdio` : [server.command, ...server.args, "lsp", "--stdio"].join(" ");
}

function workspaceRoots(): string[] {
  return (vscode.workspace.workspaceFolders ?? []).filter((f) => f.uri.scheme === "file").map((f) => f.uri.fsPath);
}
