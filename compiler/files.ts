// Reading card sources from paths (files or folders) for the CLI and tools.
import { readdir, readFile, stat } from "node:fs/promises";
import { extname, join } from "node:path";
import type { Diagnostic, Source } from "./compile.js";

export const CARD_EXTENSIONS = [".carta"];

const origin = { line: 1, column: 1, offset: 0 };

function ioDiagnostic(file: string, code: "CR150" | "CR151", message: string): Diagnostic {
  return { file, code, severity: "error", message, range: { file, start: origin, end: origin } };
}

async function walk(dir: string, out: string[]): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of entries) {
    if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await walk(path, out);
    else if (CARD_EXTENSIONS.includes(extname(entry.name).toLowerCase())) out.push(path);
  }
}

/** Reads every `.carta` file under the given paths. Unreadable paths become diagnostics. */
export async function readSources(paths: string[]): Promise<{ sources: Source[]; diagnostics: Diagnostic[] }> {
  const sources: Source[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const path of paths) {
    let files: string[] = [];
    try {
      const info = await stat(path);
      if (info.isDirectory()) {
        await walk(path, files);
        if (files.length === 0) diagnostics.push(ioDiagnostic(path, "CR151", `La carpeta «${path}» no tiene archivos .carta: indica la carpeta de las cartas, p. ej. «cards».`));
      } else {
        files = [path];
      }
    } catch {
      diagnostics.push(ioDiagnostic(path, "CR150", `No se puede leer «${path}»: comprueba que la ruta existe (un archivo .carta o una carpeta).`));
      continue;
    }
    for (const file of files) {
      try {
        sources.push({ path: file, text: await readFile(file, "utf8") });
      } catch {
        diagnostics.push(ioDiagnostic(file, "CR150", `No se puede leer «${file}»: comprueba sus permisos.`));
      }
    }
  }
  return { sources, diagnostics };
}
