// `--formato png`: the card images of image/ rasterized by resvg (@resvg/resvg-js, an
// optional dependency with prebuilt binaries): Node only, loaded only when asked for.
import type { OutputFile } from "./index.js";

/** resvg is not installed (it is optional): say how to get it. */
export class RasterizerMissingError extends Error {
  constructor() {
    super("para «--formato png» hace falta el paquete opcional @resvg/resvg-js: instálalo con «npm install @resvg/resvg-js» (o publica solo «imagenes», en SVG).");
  }
}

type Resvg = new (svg: string, options: object) => { render(): { asPng(): Uint8Array } };
interface ResvgModule {
  Resvg?: Resvg;
  default?: { Resvg?: Resvg };
}

/** One PNG beside each SVG (`imagenes/x.svg` → `imagenes/x.png`), at the SVG's size. */
export async function rasterizeImages(svgs: readonly OutputFile[]): Promise<OutputFile[]> {
  let Resvg: Resvg | undefined;
  try {
    const module = (await import("@resvg/resvg-js" as string)) as ResvgModule;
    Resvg = module.Resvg ?? module.default?.Resvg;
  } catch {
    Resvg = undefined;
  }
  if (Resvg === undefined) throw new RasterizerMissingError();
  // The font the images ask for first (metrics.ts), from the system's fonts.
  const options = { font: { loadSystemFonts: true, defaultFontFamily: "DejaVu Sans" } };
  return svgs.map((file) => ({ name: file.name.replace(/\.svg$/, ".png"), content: new Resvg(String(file.content), options).render().asPng() }));
}
