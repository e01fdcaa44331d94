// The outputs of `cronicas compilar`, as files in memory. Writing them is the
// caller's business (the CLI publishes them as one folder, compiler/write.ts, and only
// after every output was produced), so a failed emit leaves the previous outputs untouched.
import type { CardSet } from "../ir.js";
import { emitSchema } from "./schema.js";
import { emitImages } from "./image/index.js";
import { printCardSet } from "./text.js";

export const OUTPUT_FORMATS = ["json", "ts", "texto", "imagenes", "png"] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export interface OutputFile {
  /** File name inside the output folder. */
  name: string;
  /** Text (UTF-8), or the bytes of a PNG. */
  content: string | Uint8Array;
}

/** Every file a compile may publish: the output folder holds these and nothing else (`imagenes/` holds one SVG per card). */
export const SET_FILES = ["cartas.json", "cartas.schema.json", "cartas.ts", "cartas.md", "imagenes"] as const;

export function emitJson(cardSet: CardSet): string {
  return JSON.stringify(cardSet, null, 2) + "\n";
}

export async function emitOutputs(cardSet: CardSet, formats: readonly OutputFormat[]): Promise<OutputFile[]> {
  const files: OutputFile[] = [];
  if (formats.includes("json")) {
    files.push({ name: "cartas.json", content: emitJson(cardSet) }, { name: "cartas.schema.json", content: emitSchema() });
  }
  if (formats.includes("ts")) {
    const { emitTypeScript } = await import("./typescript.js");
    files.push({ name: "cartas.ts", content: emitTypeScript(cardSet) });
  }
  if (formats.includes("texto")) files.push({ name: "cartas.md", content: printCardSet(cardSet) });
  if (formats.includes("imagenes") || formats.includes("png")) {
    const svgs = emitImages(cardSet);
    if (formats.includes("imagenes")) files.push(...svgs);
    if (formats.includes("png")) {
      const { rasterizeImages } = await import("./png.js");
      files.push(...(await rasterizeImages(svgs)));
    }
  }
  return files;
}

export { emitSchema } from "./schema.js";
export { printCard, printCardSet } from "./text.js";
export { renderCardSvg, layoutCard, cardImageName, emitImages, CARD_WIDTH, CARD_HEIGHT } from "./image/index.js";
