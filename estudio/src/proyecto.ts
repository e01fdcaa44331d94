// The files the studio edits: those `cronicas estudio` serves as proyecto.json (the
// project's .carta and .mazo files), or, for the static build opened without that server,
// the bundled set of the package (cards/), embedded at build time.
export interface ProjectFile {
  path: string;
  text: string;
}

const bundled = import.meta.glob<string>(["../../cards/*.carta", "../../cards/mazos/*.mazo"], { query: "?raw", import: "default", eager: true });

export function bundledProject(): ProjectFile[] {
  return Object.entries(bundled)
    .map(([path, text]) => ({ path: path.replace(/^(\.\.\/)+/, ""), text }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

export async function loadProject(): Promise<{ files: ProjectFile[]; origin: "servidor" | "incluido" }> {
  try {
    const response = await fetch("./proyecto.json", { cache: "no-store" });
    if (response.ok) {
      const body = (await response.json()) as { files?: ProjectFile[] };
      if (Array.isArray(body.files) && body.files.length > 0) return { files: body.files, origin: "servidor" };
    }
  } catch {
    // A static copy opened without `cronicas estudio`: the bundled set.
  }
  return { files: bundledProject(), origin: "incluido" };
}
