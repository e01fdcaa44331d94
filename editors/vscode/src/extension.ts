// Cliente de VS Code para el lenguaje de Crónicas.
//
// Arranca el servidor de lenguaje del proyecto (`cronicas lsp --stdio`) como proceso hijo
// y le habla por stdin/stdout con vscode-languageclient. Todo lo que el editor sabe del
// lenguaje (diagnósticos, formato, ayuda al pasar el ratón, completado…) lo da el
// servidor; aquí solo se decide qué comando lanzar y se muestran los errores de arranque.
import * as vscode from "vscode";
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from "vscode-languageclient/node";
import { resolveServerCommand } from "./servidor";

const LANGUAGE_ID = "cronicas";

let client: LanguageClient | undefined;
let output: vscode.LogOutputChannel | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<void> {
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
  const server = resolveServerCommand(vscode.workspace.getConfiguration("cronicas").get<string>("servidor.ruta", ""), workspaceRoots());
  const cwd = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
  log.info(`Servidor: ${[server.command, ...server.args, "lsp", "--stdio"].join(" ")} (${server.origin})`);

  const serverOptions: ServerOptions = {
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
      `Crónicas: no se pudo arrancar el servidor de lenguaje con «${server.command}». ` +
        "Instala el proyecto cronicas en el espacio de trabajo o indica la ruta del comando en «cronicas.servidor.ruta».",
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

function workspaceRoots(): string[] {
  return (vscode.workspace.workspaceFolders ?? []).filter((f) => f.uri.scheme === "file").map((f) => f.uri.fsPath);
}
