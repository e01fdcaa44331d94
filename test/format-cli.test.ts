// `cronicas formatear` edits the designer's files in place the way editors save them:
// nothing about the file but its layout changes.
import { spawnSync } from "node:child_process";
import { chmodSync, linkSync, lstatSync, mkdtempSync, readFileSync, readlinkSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const cli = join(root, "bin", "cronicas.js");
const work = mkdtempSync(join(tmpdir(), "cronicas-formatear-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const messy = 'carta "A"\n  tipo Verso\n  facción Caos\n  coste 1\n  Prólogo:   Roba   1 carta.  # nota\n';
const tidy = 'carta "A"\n  tipo Verso\n  facción Caos\n  coste 1\n  Prólogo: Roba 1 carta.  # nota\n';

function formatear(...paths: string[]) {
  return spawnSync(process.execPath, [cli, "formatear", ...paths], { cwd: work, encoding: "utf8" });
}

describe("cronicas formatear in place", () => {
  it("keeps the file's mode (a private file stays private)", () => {
    const file = join(work, "privada.carta");
    writeFileSync(file, messy);
    chmodSync(file, 0o600);
    expect(formatear("privada.carta").status).toBe(0);
    expect(readFileSync(file, "utf8")).toBe(tidy);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("follows a symbolic link: the link stays a link and the file it points to is formatted", () => {
    const real = join(work, "real.carta");
    writeFileSync(real, messy);
    symlinkSync("real.carta", join(work, "enlace.carta"));
    expect(formatear("enlace.carta").status).toBe(0);
    expect(lstatSync(join(work, "enlace.carta")).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(work, "enlace.carta"))).toBe("real.carta");
    expect(readFileSync(real, "utf8")).toBe(tidy);
  });

  it("keeps hard links: every name of the file sees the formatted text", () => {
    const first = join(work, "uno.carta");
    writeFileSync(first, messy);
    linkSync(first, join(work, "otro-nombre.txt"));
    expect(formatear("uno.carta").status).toBe(0);
    expect(readFileSync(join(work, "otro-nombre.txt"), "utf8")).toBe(tidy);
    expect(statSync(first).ino).toBe(statSync(join(work, "otro-nombre.txt")).ino);
  });

  it("refuses a read-only file and changes nothing", () => {
    const file = join(work, "protegida.carta");
    writeFileSync(file, messy);
    chmodSync(file, 0o444);
    const result = formatear("protegida.carta");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("protegida.carta: es de solo lectura: no se formateó");
    expect(readFileSync(file, "utf8")).toBe(messy);
    expect(statSync(file).mode & 0o777).toBe(0o444);
  });

  it("keeps CRLF line endings on every line", () => {
    const file = join(work, "windows.carta");
    writeFileSync(file, messy.replace(/\n/g, "\r\n"));
    expect(formatear("windows.carta").status).toBe(0);
    expect(readFileSync(file, "utf8")).toBe(tidy.replace(/\n/g, "\r\n"));
  });
});
