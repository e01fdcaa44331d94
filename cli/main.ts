// The `cronicas` command: a thin shell over the library API. Every message is
// Spanish; no input, however broken, ends in a stack trace.
import { resolve } from "node:path";
import { styleText } from "node:util";
import { Command, CommanderError } from "commander";
import { emitOutputs, OUTPUT_FORMATS, SET_FILES, type OutputFormat } from "../compiler/emit/index.js";
import { RasterizerMissingError } from "../compiler/emit/png.js";
import { DIAGNOSTIC_FORMATS, diagnosticsJson, diagnosticsSarif, type DiagnosticFormat } from "./diagnostic-formats.js";
import { initProject } from "./init.js";
import type { MergeCliOptions, RunCliOptions } from "./simulation-commands.js";
import { DEFAULT_MCTS_PLAYOUTS } from "../runtime/search-budget.js";
import { ioReason } from "./io-reason.js";
import { watchPaths } from "./watch.js";
import { loadProject, PROJECT_FILE, ProjectError, type Project } from "./project.js";

import {
  compile,
  checkScenarios,
  compileDecks,
  formatDiagnostic,
  FormatError,
  formatSource,
  readDeckSources,
  readProjectSources,
  readSources,
  publishFolder,
  PublishError,
  ReadOnlyError,
  rewriteFile,
  encodeText,
  type Diagnostic,
} from "../compiler/index.js";

const VERSION = "0.1.0";

/**
 * `archivo:línea:columna: error [CR011] mensaje` on stderr, in colour on a terminal.
 * Node's styleText decides as other tools do: a terminal, unless NO_COLOR says no, or
 * FORCE_COLOR says yes even through a pipe.
 */
function printDiagnostics(diagnostics: Diagnostic[]): void {
  for (const d of diagnostics) {
    const plain = formatDiagnostic(d);
    const head = `${d.file}:${d.range.start.line}:${d.range.start.column}: `;
    const severity = d.severity === "error" ? "error" : "aviso";
    const paint = (format: Parameters<typeof styleText>[0], text: string) => styleText(format, text, { stream: process.stderr });
    const line = plain.startsWith(head + severity) ? `${paint("bold", head)}${paint(d.severity === "error" ? "red" : "yellow", severity)}${plain.slice(head.length + severity.length)}` : plain;
    process.stderr.write(line + "\n");
  }
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function countLine(diagnostics: Diagnostic[]): string {
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  return `${plural(errors, "error", "errores")}, ${plural(diagnostics.length - errors, "aviso", "avisos")}`;
}

function parseFormats(list: string): OutputFormat[] | string {
  const formats = list.split(",").map((f) => f.trim().toLowerCase()).filter((f) => f !== "");
  const unknown = formats.find((f) => !(OUTPUT_FORMATS as readonly string[]).includes(f));
  if (unknown !== undefined || formats.length === 0) {
    return `formato desconocido «${unknown ?? list}»: escribe una lista separada por comas de ${OUTPUT_FORMATS.join(", ")} (p. ej. «--formato json,ts»).`;
  }
  return formats as OutputFormat[];
}

interface ReportOptions {
  formatoDiagnosticos: string;
  maxAvisos?: string;
}

interface Report {
  format: DiagnosticFormat;
  maxWarnings: number | undefined;
}

function reportOf(options: ReportOptions): Report | string {
  const format = options.formatoDiagnosticos as DiagnosticFormat;
  if (!DIAGNOSTIC_FORMATS.includes(format)) return `--formato-diagnosticos admite ${DIAGNOSTIC_FORMATS.join(", ")}, no «${options.formatoDiagnosticos}».`;
  if (options.maxAvisos === undefined) return { format, maxWarnings: undefined };
  const n = Number(options.maxAvisos);
  if (!Number.isInteger(n) || n < 0) return `--max-avisos debe ser un número entero de 0 en adelante, no «${options.maxAvisos}».`;
  return { format, maxWarnings: n };
}

/**
 * Ends a command that checked cards: the diagnostics as asked (people: one line each on
 * stderr, then `summary` on stdout; machines: one JSON or SARIF document on stdout), and
 * the exit code, 1 with errors or with more warnings than `--max-avisos` allows.
 */
function finish(report: Report, diagnostics: Diagnostic[], files: number, summary: string): number {
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  const warnings = diagnostics.length - errors;
  if (report.format === "json") process.stdout.write(diagnosticsJson(diagnostics, { files, errors, warnings }));
  else if (report.format === "sarif") process.stdout.write(diagnosticsSarif(diagnostics, VERSION));
  else {
    printDiagnostics(diagnostics);
    process.stdout.write(summary + "\n");
  }
  if (errors > 0) return 1;
  if (report.maxWarnings !== undefined && warnings > report.maxWarnings) {
    process.stderr.write(`cronicas: ${plural(warnings, "aviso", "avisos")}, más de ${report.maxWarnings} (--max-avisos): corrígelos o sube el límite.\n`);
    return 1;
  }
  return 0;
}

/** The start of a command that checks cards: its report options and its project, or the exit code of a usage error. */
async function begin(given: readonly string[], options: ReportOptions, command: string): Promise<{ report: Report; project: Project | undefined } | number> {
  const report = reportOf(options);
  if (typeof report === "string") {
    process.stderr.write(`cronicas: ${report}\n`);
    return 2;
  }
  const project = await projectFor(given, command);
  return typeof project === "number" ? project : { report, project };
}

async function compileCommand(given: string[], flags: { salida?: string; formato: string } & ReportOptions): Promise<number> {
  const started = await begin(given, flags, "compilar");
  if (typeof started === "number") return started;
  const { report, project } = started;
  const paths = given.length > 0 ? given : project!.cartas;
  const options = { ...flags, salida: flags.salida ?? project?.salida ?? "salida" };
  if (options.salida.trim() === "") {
    process.stderr.write("cronicas: «--salida» está vacía: escribe la carpeta donde publicar el set, p. ej. «--salida salida».\n");
    return 2;
  }
  const formats = parseFormats(options.formato);
  if (typeof formats === "string") {
    process.stderr.write(`cronicas: ${formats}\n`);
    return 2;
  }
  const read = await readSources(paths);
  const result = compile(read.sources);
  const diagnostics = [...read.diagnostics, ...result.diagnostics];
  const files = read.sources.length;
  if (!result.ok || read.diagnostics.length > 0) {
    finish(report, diagnostics, files, `No se escribió nada: ${countLine(diagnostics)}. Corrige los errores y vuelve a compilar.`);
    return 1;
  }
  // Every output is produced before anything is written, and the folder is replaced whole:
  // a failure leaves the old set, and no file of an earlier compile stays beside the new one.
  let outputs;
  try {
    outputs = await emitOutputs(result.cardSet, formats);
  } catch (error) {
    if (!(error instanceof RasterizerMissingError)) throw error;
    process.stderr.write(`cronicas: ${error.message} No se escribió nada.\n`);
    return 1;
  }
  try {
    await publishFolder(options.salida, outputs, SET_FILES);
  } catch (error) {
    process.stderr.write(`cronicas: ${publishFailure(error, options.salida)}\n`);
    return 1;
  }
  // The images are one entry: «imagenes/ (122 SVG, 122 PNG)».
  const count = (ext: string) => outputs.filter((o) => o.name.startsWith("imagenes/") && o.name.endsWith(ext)).length;
  const kinds = [count(".svg") > 0 ? `${count(".svg")} SVG` : "", count(".png") > 0 ? `${count(".png")} PNG` : ""].filter((k) => k !== "");
  const written = [...outputs.filter((o) => !o.name.startsWith("imagenes/")).map((o) => o.name), ...(kinds.length > 0 ? [`imagenes/ (${kinds.join(", ")})`] : [])];
  return finish(report, diagnostics, files, `${plural(result.cardSet.cards.length, "carta compilada", "cartas compiladas")} de ${plural(files, "archivo", "archivos")} → ${options.salida}/{${written.join(",")}} (${countLine(diagnostics)})`);
}

async function studioCommand(given: string[], puerto: string): Promise<number> {
  const port = Number(puerto);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`cronicas: --puerto debe ser un número entero de 0 a 65535, no «${puerto}».\n`);
    return 2;
  }
  const project = await projectFor(given, "estudio");
  if (typeof project === "number") return project;
  const paths = given.length > 0 ? given : [...project!.cartas, ...project!.mazos];
  const { startStudio, studioBuilt } = await import("./studio.js");
  if (!(await studioBuilt())) {
    process.stderr.write("cronicas: falta construir el estudio: ejecuta «npm run construir:web» en la carpeta del paquete.\n");
    return 1;
  }
  try {
    const { url } = await startStudio(paths, port);
    process.stdout.write(`Estudio de Crónicas en ${url} (Ctrl+C para terminar)\n`);
  } catch (error) {
    process.stderr.write(`cronicas: no se puede escuchar en el puerto ${port} (${ioReason(error)}): elige otro con «--puerto N».\n`);
    return 1;
  }
  return 0;
}

/** The Spanish reason a set could not be published, with what to do instead. */
function publishFailure(error: unknown, folder: string): string {
  if (error instanceof PublishError) {
    if (error.reason === "notAFolder") return `«${folder}» es un archivo, no una carpeta: elige una carpeta de salida con «--salida <carpeta>».`;
    const shown = error.entries.slice(0, 3).map((e) => `«${e}»`).join(", ") + (error.entries.length > 3 ? ` y ${error.entries.length - 3} más` : "");
    return `no se escribió nada: la carpeta «${folder}» tiene otros archivos (${shown}) y compilar la reemplaza entera con el set. Elige una carpeta vacía o solo de salida con «--salida <carpeta>».`;
  }
  return `no se puede escribir en «${folder}» (${ioReason(error)}); no cambió nada: elige otra carpeta con «--salida <carpeta>».`;
}

/**
 * The project file when a command is given no paths: undefined when paths were given, the
 * project otherwise, or the exit code when there is none or it cannot be used.
 */
async function projectFor(paths: readonly string[], command: string): Promise<Project | undefined | number> {
  if (paths.length > 0) return undefined;
  try {
    const project = await loadProject();
    if (project !== undefined) return project;
  } catch (error) {
    if (!(error instanceof ProjectError)) throw error;
    process.stderr.write(`cronicas: ${error.message}\n`);
    return 2;
  }
  process.stderr.write(`cronicas: falta indicar las rutas de ${command}: escribe p. ej. «cronicas ${command} ${PATH_EXAMPLES[command] ?? "cards"}», o trabaja en un proyecto con ${PROJECT_FILE} («cronicas init» crea uno).\n`);
  return 2;
}

async function checkCommand(given: string[], options: { cartas?: string[] } & ReportOptions): Promise<number> {
  const started = await begin(given, options, "validar");
  if (typeof started === "number") return started;
  const { report, project } = started;
  const paths = project === undefined ? given : [...project.cartas, ...project.mazos, ...project.escenarios];
  const read = await readProjectSources(paths);
  const extra = options.cartas ? await readSources(options.cartas) : { sources: [], diagnostics: [] };
  const cardSources = [...read.cards, ...extra.sources];
  const result = compile(cardSources);
  const decks = compileDecks(read.decks, result.cardSet);
  const scenarios = checkScenarios(read.scenarios, result.cardSet);
  const diagnostics = [...read.diagnostics, ...extra.diagnostics, ...result.diagnostics, ...decks.diagnostics, ...scenarios.diagnostics];
  if ((read.decks.length > 0 || read.scenarios.length > 0) && cardSources.length === 0) {
    process.stderr.write("cronicas: para validar mazos y escenarios hacen falta sus cartas: añade la carpeta de las cartas («cronicas validar cards») o «--cartas <ruta>».\n");
    return 1;
  }
  const files = read.cards.length + read.decks.length + read.scenarios.length;
  const cards = result.cardSet.cards.length;
  const deckPart =
    (read.decks.length > 0 ? `, ${plural(read.decks.length, "mazo", "mazos")}` : "") +
    (read.scenarios.length > 0 ? `, ${plural(read.scenarios.length, "archivo de escenarios", "archivos de escenarios")}` : "");
  // Diagnostics go to stderr; the summary always to stdout, whatever it says.
  return finish(report, diagnostics, files, `${plural(files, "archivo", "archivos")}, ${plural(cards, "carta", "cartas")}${deckPart}: ${countLine(diagnostics)}.`);
}

async function formatCommand(given: string[], options: { comprobar?: boolean }): Promise<number> {
  const project = await projectFor(given, "formatear");
  if (typeof project === "number") return project;
  const paths = project === undefined ? given : [...project.cartas, ...project.mazos, ...project.escenarios];
  const read = await readProjectSources(paths);
  const sources = [...read.cards, ...read.decks, ...read.scenarios];
  printDiagnostics(read.diagnostics);
  let failed = read.diagnostics.length > 0;
  let changed = 0;
  for (const source of sources) {
    let formatted: string;
    try {
      formatted = formatSource(source.path, source.text);
    } catch (error) {
      if (!(error instanceof FormatError)) throw error;
      // The file stays as it was: a file that does not parse is never rewritten.
      process.stderr.write(`${source.path}:${error.line}:${error.column}: error [${error.code}] ${error.detail} (no se formateó)\n`);
      failed = true;
      continue;
    }
    if (formatted === source.text) continue;
    changed++;
    if (options.comprobar) {
      process.stdout.write(`${source.path}: sin formato canónico\n`);
      continue;
    }
    try {
      // Written back in the file's own encoding (UTF-16 from PowerShell stays UTF-16).
      await rewriteFile(source.path, source.encoding === undefined ? formatted : encodeText(formatted, source.encoding));
    } catch (error) {
      const why = error instanceof ReadOnlyError ? "es de solo lectura" : ioReason(error);
      process.stderr.write(`${source.path}: ${why}: no se formateó y no cambió nada.\n`);
      failed = true;
      changed--;
    }
  }
  const files = plural(sources.length, "archivo", "archivos");
  if (options.comprobar) {
    process.stdout.write(changed === 0 ? `${files}: todos con formato canónico.\n` : `${plural(changed, "archivo necesita", "archivos necesitan")} «cronicas formatear».\n`);
    return failed || changed > 0 ? 1 : 0;
  }
  process.stdout.write(`${files}: ${plural(changed, "formateado", "formateados")}.\n`);
  return failed ? 1 : 0;
}

const COMMANDER_MESSAGES: Record<string, (e: CommanderError) => string> = {
  "commander.unknownCommand": (e) => `comando desconocido «${quoted(e)}».${didYouMean(e)} Usa «cronicas --ayuda» para ver los comandos.`,
  "commander.unknownOption": (e) => `opción desconocida «${quoted(e)}».${didYouMean(e)} Usa «cronicas <comando> --ayuda» para ver sus opciones.`,
  "commander.optionMissingArgument": (e) => `falta el valor de la opción ${e.message.match(/'([^']*)'/)?.[0] ?? ""}.`,
  "commander.excessArguments": () => "sobran argumentos. Usa «cronicas --ayuda».",
};

/** The word commander quotes in its message: the unknown command or option, the missing argument. */
function quoted(e: CommanderError): string {
  return e.message.match(/'([^']*)'/)?.[1] ?? "";
}

/** Commander's suggestion for a mistyped command or option, in Spanish. */
function didYouMean(e: CommanderError): string {
  const suggestion = e.message.match(/Did you mean (?:one of )?([^?]+)\?/)?.[1];
  return suggestion === undefined ? "" : ` ¿Quisiste decir «${suggestion.split(", ").join("» o «")}»?`;
}

/** An example of each command's paths, for a missing-argument message. */
const PATH_EXAMPLES: Record<string, string> = { compilar: "cards", validar: "cards", formatear: "cards", probar: "test/escenarios", estudio: "cards" };

/** What a command is missing, named for that command. */
function missingArgument(e: CommanderError, command: string | undefined): string {
  const argument = quoted(e);
  if (argument === "mazoA" || argument === "mazoB") {
    return "simular necesita dos mazos, uno por jugador: escribe p. ej. «cronicas simular cards/mazos/legion-de-etheria.mazo cards/mazos/ceniza-y-acero.mazo» (el mismo dos veces para un espejo).";
  }
  const name = command ?? "validar";
  return `falta indicar las rutas de ${name}: escribe p. ej. «cronicas ${name} ${PATH_EXAMPLES[name] ?? "cards"}».`;
}

/**
 * The habits of other command-line tools: `--help` and `help` are `--ayuda` and `ayuda`
 * (commander takes one spelling of each). Nothing after `--` is touched.
 */
function withHelpSpellings(argv: readonly string[]): string[] {
  const out: string[] = [];
  let operands = false;
  for (const arg of argv) {
    if (!operands && arg === "--") operands = true;
    out.push(!operands && arg === "--help" ? "--ayuda" : arg);
  }
  if (out[0] === "help") out[0] = "ayuda";
  return out;
}

const HELP_TITLES: Record<string, string> = {
  "Usage:": "Uso:",
  "Options:": "Opciones:",
  "Commands:": "Comandos:",
  "Arguments:": "Argumentos:",
  "Global Options:": "Opciones generales:",
};

const spanishHelp = {
  subcommandTerm: (cmd: Command) => `${cmd.name()} ${cmd.usage()}`,
  styleTitle: (title: string) => HELP_TITLES[title] ?? title,
  // Defaults are already written, in Spanish, in each option's description.
  optionDescription: (option: { description: string }) => option.description,
};

const WATCH_OPTION = ["--vigilar", "no termina: vuelve a ejecutarse cada vez que cambia una carta, un mazo, un escenario o cronicas.json"] as const;

/**
 * `--vigilar`: the command runs again on every change under its paths (or the project's
 * folder), until interrupted. -1 (the process stays alive), or 2 if nothing can be watched.
 */
async function keepWatching(given: readonly string[], extra: readonly string[] | undefined, rerun: () => Promise<number>): Promise<number> {
  let targets = [...given, ...(extra ?? [])];
  if (given.length === 0) {
    const project = await loadProject().catch(() => undefined);
    // The project's own folders and its file, not its root: that may hold node_modules.
    if (project !== undefined) targets = [...project.cartas, ...project.mazos, ...project.escenarios, project.file];
  }
  const watching = watchPaths(targets, async (changed) => {
    process.stdout.write(`\n— Cambió «${changed}»: se vuelve a ejecutar —\n`);
    await rerun();
  });
  if (typeof watching === "string") {
    process.stderr.write(`cronicas: ${watching}\n`);
    return 2;
  }
  process.stdout.write("Vigilando los cambios (Ctrl+C para terminar).\n");
  return -1;
}

const DIAGNOSTICS_OPTION = [
  "--formato-diagnosticos <formato>",
  "texto (una línea por problema en stderr), json o sarif (SARIF 2.1.0, para la integración continua), en stdout",
  "texto",
] as const;
const MAX_WARNINGS_OPTION = ["--max-avisos <N>", "sale con 1 si hay más de N avisos (0: los avisos cuentan como errores)"] as const;

export function buildProgram(setExitCode: (code: number) => void): Command {
  const program = new Command();
  program
    .name("cronicas")
    .description("Compila, valida y publica las cartas de Crónicas escritas en su lenguaje.")
    .usage("<comando> [opciones]")
    .version(VERSION, "-v, --version", "muestra la versión")
    .helpOption("-h, --ayuda", "muestra esta ayuda")
    .helpCommand("ayuda [comando]", "muestra la ayuda de un comando")
    .showHelpAfterError(false)
    .configureHelp(spanishHelp)
    .exitOverride()
    .configureOutput({ outputError: () => undefined });
  program.addHelpText("beforeAll", "");

  program
    .command("compilar")
    .alias("compile")
    .description(
      "compila las cartas y publica el set: cartas.json + cartas.schema.json (json), cartas.ts (ts) y cartas.md, el texto canónico (texto)",
    )
    .argument("[rutas...]", `archivos .carta o carpetas que los contienen (si no se indican: las «cartas» de ${PROJECT_FILE})`)
    .option("-s, --salida <carpeta>", `carpeta de salida, que se reemplaza entera con el set (si no se indica: la «salida» de ${PROJECT_FILE}, o salida)`)
    .option("-f, --formato <lista>", "qué publicar, separado por comas: json, ts, texto, imagenes (una imagen SVG por carta en imagenes/), png (las mismas en PNG, con @resvg/resvg-js); si no se indica: json, ts y texto", "json,ts,texto")
    .option(...DIAGNOSTICS_OPTION)
    .option(...MAX_WARNINGS_OPTION)
    .helpOption("-h, --ayuda", "muestra esta ayuda")
    .usage("[rutas...] [--salida <carpeta>] [--formato json,ts,texto,imagenes,png] [--formato-diagnosticos texto|json|sarif] [--max-avisos N]")
    .action(async (paths: string[], options: { salida?: string; formato: string } & ReportOptions) => setExitCode(await compileCommand(paths, options)));

  program
    .command("validar")
    .alias("check")
    .description("revisa cartas (.carta), mazos (.mazo) y escenarios (.escenario) y muestra cada error y aviso como archivo:línea:columna")
    .argument("[rutas...]", `archivos .carta, .mazo o .escenario, o carpetas que los contienen (si no se indican: las de ${PROJECT_FILE})`)
    .option("--cartas <rutas...>", "cartas con las que validar los mazos, si no están entre las rutas")
    .option(...DIAGNOSTICS_OPTION)
    .option(...MAX_WARNINGS_OPTION)
    .helpOption("-h, --ayuda", "muestra esta ayuda")
    .option(...WATCH_OPTION)
    .usage("[rutas...] [--cartas <rutas...>] [--formato-diagnosticos texto|json|sarif] [--max-avisos N] [--vigilar]")
    .action(async (paths: string[], options: { cartas?: string[]; vigilar?: boolean } & ReportOptions) => {
      const code = await checkCommand(paths, options);
      setExitCode(options.vigilar === true && code !== 2 ? await keepWatching(paths, options.cartas, () => checkCommand(paths, options)) : code);
    });

  program
    .command("formatear")
    .alias("format")
    .description("reescribe los archivos .carta, .mazo y .escenario con el formato canónico (el mismo del complemento de prettier)")
    .argument("[rutas...]", `archivos .carta, .mazo o .escenario, o carpetas que los contienen (si no se indican: las de ${PROJECT_FILE})`)
    .option("-c, --comprobar", "no escribe nada: lista los archivos sin formato canónico y sale con 1 si hay alguno")
    .helpOption("-h, --ayuda", "muestra esta ayuda")
    .usage("[rutas...] [--comprobar]")
    .action(async (paths: string[], options: { comprobar?: boolean }) => setExitCode(await formatCommand(paths, options)));

  program
    .command("probar")
    .alias("test")
    .description("corre los escenarios (.escenario) contra el motor de reglas e informa de cada uno; sale con 1 si alguno falla o no se puede leer")
    .argument("[rutas...]", `archivos .escenario o carpetas que los contienen (si no se indican: los «escenarios» de ${PROJECT_FILE})`)
    .option("--cartas <rutas...>", `cartas que nombran los escenarios (si no se indica: las «cartas» de ${PROJECT_FILE}, o cards)`)
    .option(...WATCH_OPTION)
    .helpOption("-h, --ayuda", "muestra esta ayuda")
    .usage("[rutas...] [--cartas <rutas...>] [--vigilar]")
    .action(async (given: string[], options: { cartas?: string[]; vigilar?: boolean }) => {
      const project = await projectFor(given, "probar");
      if (typeof project === "number") return setExitCode(project);
      const paths = project === undefined ? given : project.escenarios;
      // Loaded only here: the engine and the runner are not needed by the other commands.
      const { runScenarioPaths } = await import("../scenarios/index.js");
      // Scenarios named on the command line inside a project still use the project's cards.
      const cards = options.cartas ?? (project ?? (await loadProject().catch(() => undefined)))?.cartas ?? ["cards"];
      const once = async () => {
        const run = await runScenarioPaths(paths, { cartas: cards });
        process.stdout.write(run.report.endsWith("\n") ? run.report : run.report + "\n");
        return run.exitCode;
      };
      const code = await once();
      setExitCode(options.vigilar === true ? await keepWatching([...paths, ...cards], undefined, once) : code);
    });

  const runOptions = (command: Command, games: string): Command =>
    command
      .option("-n, --partidas <N>", `${games} (si no se indica: 100)`, "100")
      .option("-s, --semilla <S>", "semilla: la misma semilla da las mismas partidas, con cualquier número de hilos o fragmentos (si no se indica: 1)", "1")
      .option("-a, --agente <tipo>", `aleatorio (jugadas legales al azar), voraz (prefiere atacar, jugar y dañar) o mcts (busca con partidas simuladas: «mcts:200» partidas por decisión, «mcts:50ms» tiempo por decisión; por defecto ${DEFAULT_MCTS_PLAYOUTS}); «mcts,voraz» da uno a cada mazo (si no se indica: aleatorio)`)
      .option("--agentes <tipos>", "lo mismo que --agente, con uno por mazo: «mcts,voraz»")
      .option("--cartas <rutas...>", "cartas de los mazos (si no se indica: cards)", ["cards"])
      .option("--hilos <N>", "hilos en que se juegan las partidas (si no se indica: uno por núcleo); el resultado no cambia")
      .option("--fragmento <i/n>", "juega solo el fragmento i (de 0 a n−1) de n de las partidas, para repartirlas entre máquinas; «cronicas unir» junta los --json")
      .option("--json", "escribe el resultado completo en JSON en vez del informe")
      .option("--informe <archivo.html>", "escribe además un informe HTML autocontenido con gráficos")
      .option("--guardar-partidas <carpeta>", "guarda cada partida (mazos, semilla y decisiones) para verla o repetirla")
      .helpOption("-h, --ayuda", "muestra esta ayuda");

  runOptions(
    program
      .command("simular")
      .alias("simulate")
      .description("juega muchas partidas entre dos mazos con agentes automáticos y resume victorias, ventaja de empezar, duración y el efecto de cada carta")
      .argument("<mazoA>", "archivo .mazo del primer mazo")
      .argument("<mazoB>", "archivo .mazo del segundo mazo (el mismo archivo para un espejo)"),
    "cuántas partidas",
  )
    .usage("<mazoA> <mazoB> [--partidas N] [--semilla S] [--agente aleatorio|voraz|mcts] [--hilos N] [--fragmento i/n] [--json] [--informe archivo.html]")
    .action(async (deckA: string, deckB: string, options: RunCliOptions) => {
      const { simulateCommand } = await import("./simulation-commands.js");
      setExitCode(await simulateCommand(deckA, deckB, options, printDiagnostics));
    });

  runOptions(
    program
      .command("torneo")
      .alias("tournament")
      .description("todos contra todos entre varios mazos: matriz de victorias y una clasificación (Bradley–Terry, escala Elo) con intervalos")
      .argument("<mazos...>", "archivos .mazo, o carpetas que los contienen (al menos dos mazos distintos)"),
    "partidas por emparejamiento",
  )
    .usage("<mazos...> [--partidas N] [--semilla S] [--agente …] [--hilos N] [--fragmento i/n] [--json] [--informe archivo.html]")
    .action(async (decks: string[], options: RunCliOptions) => {
      const { tournamentCommand } = await import("./simulation-commands.js");
      setExitCode(await tournamentCommand(decks, options, printDiagnostics));
    });

  program
    .command("unir")
    .alias("merge")
    .description("une los --json de los fragmentos de una simulación o un torneo en el informe que daría una sola ejecución")
    .argument("<resultados...>", "archivos JSON de «cronicas simular … --fragmento i/n --json» (o de torneo)")
    .option("--json", "escribe el resultado unido en JSON en vez del informe")
    .option("--informe <archivo.html>", "escribe además el informe HTML")
    .helpOption("-h, --ayuda", "muestra esta ayuda")
    .usage("<resultados...> [--json] [--informe archivo.html]")
    .action(async (paths: string[], options: MergeCliOptions) => {
      const { mergeCommand } = await import("./simulation-commands.js");
      setExitCode(await mergeCommand(paths, options));
    });

  program
    .command("init")
    .description(`crea un proyecto que funciona: ${PROJECT_FILE}, un set de cartas de ejemplo, un mazo legal y un escenario`)
    .argument("[carpeta]", "dónde crearlo (si no se indica: la carpeta actual)", ".")
    .helpOption("-h, --ayuda", "muestra esta ayuda")
    .usage("[carpeta]")
    .action(async (folder: string) => {
      const created = await initProject(folder);
      (created.ok ? process.stdout : process.stderr).write(created.message + "\n");
      setExitCode(created.ok ? 0 : 1);
    });

  program
    .command("estudio")
    .description("sirve el estudio en este equipo: las cartas en un editor con los diagnósticos del compilador, la carta dibujada y partidas contra el motor")
    .argument("[rutas...]", "archivos o carpetas de cartas y mazos (si no se indican: los del proyecto)")
    .option("-p, --puerto <n>", "puerto donde escuchar (0: uno libre)", "5173")
    .helpOption("-h, --ayuda", "muestra esta ayuda")
    .usage("[rutas...] [--puerto N]")
    .action(async (given: string[], options: { puerto: string }) => setExitCode(await studioCommand(given, options.puerto)));

  program
    .command("lsp")
    .description("inicia el servidor de lenguaje (LSP) para los editores; lo usa la extensión de VS Code")
    .option("--stdio", "habla el protocolo por la entrada y salida estándar (la única forma disponible)")
    .helpOption("-h, --ayuda", "muestra esta ayuda")
    .action(async (options: { stdio?: boolean }) => {
      if (options.stdio !== true) {
        process.stderr.write("cronicas: el servidor de lenguaje habla con un editor por la entrada y salida estándar: configura tu editor para arrancar «cronicas lsp --stdio» (la extensión de VS Code ya lo hace).\n");
        setExitCode(2);
        return;
      }
      // Loaded only here: the server's modules are not needed by the other commands.
      const { runStdioServer } = await import("../lsp/main.js");
      runStdioServer();
      setExitCode(-1);
    });

  for (const command of program.commands) {
    command.exitOverride().configureOutput({ outputError: () => undefined }).configureHelp(spanishHelp);
  }
  return program;
}

export async function main(rawArgv: string[]): Promise<number> {
  let exitCode = 0;
  const program = buildProgram((code) => (exitCode = code));
  const argv = withHelpSpellings(rawArgv);
  const command = program.commands.find((c) => c.name() === argv[0] || c.aliases().includes(argv[0] ?? ""))?.name();
  if (argv.length === 0) {
    // Nothing asked: the help, on stderr, and a failure (a script that forgot its command fails).
    process.stderr.write(program.helpInformation());
    return 1;
  }
  if (argv[0] === "ayuda" && argv[1] !== undefined && !program.commands.some((c) => c.name() === argv[1] || c.aliases().includes(argv[1]!))) {
    process.stderr.write(`cronicas: no hay ningún comando «${argv[1]}». Los comandos: ${program.commands.map((c) => c.name()).join(", ")}.\n`);
    return 2;
  }
  try {
    await program.parseAsync(argv, { from: "user" });
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.code === "commander.helpDisplayed" || error.code === "commander.version" || error.code === "commander.help") return 0;
      const translate = error.code === "commander.missingArgument" ? (e: CommanderError) => missingArgument(e, command) : COMMANDER_MESSAGES[error.code];
      process.stderr.write(`cronicas: ${translate ? translate(error) : error.message}\n`);
      return 2;
    }
    const detail = error instanceof Error ? error.message : String(error);
    process.stderr.write(`cronicas: error interno (${detail}). Es un fallo de la herramienta, no de tus cartas: avísanos con el comando que lo produjo.\n`);
    if (process.env["CRONICAS_DEBUG"]) console.error(error);
    return 70;
  }
}
