// Headless Chromium for the tests that look at what a browser draws (card images, the
// studio): the Debian `chromium` driven by playwright-core. `.ci/run` installs it.
import { accessSync, constants, mkdirSync } from "node:fs";
import { delimiter, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser } from "playwright-core";

/** The first Chromium-like browser on the PATH (or in /usr/bin), or null. */
export function findChromium(): string | null {
  const dirs = [...(process.env["PATH"] ?? "").split(delimiter).filter((d) => d !== ""), "/usr/bin"];
  for (const name of ["chromium", "chromium-browser", "google-chrome"]) {
    for (const dir of dirs) {
      try {
        accessSync(join(dir, name), constants.X_OK);
        return join(dir, name);
      } catch {
        // Not in this folder.
      }
    }
  }
  return null;
}

export async function launchChromium(): Promise<Browser> {
  const executablePath = findChromium();
  if (executablePath === null) throw new Error("No se encontró Chromium (chromium, chromium-browser o google-chrome): en CI debe estar instalado.");
  return chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
}

/** Where the tests leave their screenshots for a person to look at (ignored by git). */
export function screenshotDir(name: string): string {
  const dir = join(resolve(dirname(fileURLToPath(import.meta.url))), `.tmp-capturas`, name);
  mkdirSync(dir, { recursive: true });
  return dir;
}
