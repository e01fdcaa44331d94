// The studio (`cronicas estudio`, `npm run construir:web`) in a real browser: the app is
// built once, served by the real command, and driven in headless Chromium. A card typed with
// a mistake shows the compiler's diagnostic; fixed, it is drawn; changed, the drawing
// changes; a game against the random agent is played to its end by clicking only the
// buttons the page offers, with an undo on the way. Screenshots: test/.tmp-capturas/estudio/.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findChromium, launchChromium, screenshotDir } from "./chromium.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const built = join(root, "dist", "estudio");

describe("the browser entry of the compiler", () => {
  it("loads no Node module: compiler/browser.ts and everything it imports", () => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = readFileSync(file, "utf8");
      for (const m of text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^"']*?from\s+["']([^"']+)["']/g)) {
        const spec = m[1]!;
        if (m[0].includes("import type") || m[0].includes("export type")) continue;
        expect(spec.startsWith("node:"), `${file} → ${spec}`).toBe(false);
        if (spec.startsWith(".")) visit(resolve(dirname(file), spec.replace(/\.js$/, ".ts")));
      }
    };
    visit(join(root, "compiler", "browser.ts"));
    visit(join(root, "compiler", "emit", "image", "index.ts"));
    expect(seen.size).toBeGreaterThan(50);
    for (const f of seen) expect(f.endsWith("files.ts") || f.endsWith("write.ts"), f).toBe(false);
  });
});

describe.skipIf(!findChromium() && !process.env["CI"])("cronicas estudio in Chromium", () => {
  let server: ChildProcess;
  let url: string;
  let browser: Browser;
  let page: Page;
  const foreign: string[] = [];
  const errors: string[] = [];
  const shots = screenshotDir("estudio");

  beforeAll(async () => {
    // The bundle only: `npm test` and `npm run construir:web` type-check the app (tsc -p estudio/tsconfig.json).
    execFileSync(process.execPath, [join(root, "node_modules", "vite", "bin", "vite.js"), "build", "--config", join(root, "estudio", "vite.config.ts")], { cwd: root, stdio: "pipe" });
    server = spawn(process.execPath, [join(root, "bin", "cronicas.js"), "estudio", "cards", "--puerto", "0"], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    url = await new Promise<string>((done, fail) => {
      let out = "";
      server.stdout!.on("data", (chunk: Buffer) => {
        out += chunk.toString();
        const m = /http:\/\/127\.0\.0\.1:\d+\//.exec(out);
        if (m) done(m[0]);
      });
      server.stderr!.on("data", (chunk: Buffer) => fail(new Error(chunk.toString())));
      server.on("exit", (code) => fail(new Error(`cronicas estudio terminó con ${code}`)));
    });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    page.on("request", (r) => {
      if (!r.url().startsWith(url) && !r.url().startsWith("data:") && !r.url().startsWith("blob:")) foreign.push(r.url());
    });
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(url);
    // Generous: under a full `npm test` on two cores the page's workers wait their turn.
    await page.waitForSelector("#carta svg", { timeout: 120_000 });
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    server?.kill();
  });

  it("builds a static app whose initial JavaScript is far under 600 KB gzipped, and serves it without the network", async () => {
    const assets = join(built, "assets");
    const gz = (name: string) => gzipSync(readFileSync(join(assets, name))).length;
    const scripts = readdirSync(assets).filter((f) => f.endsWith(".js"));
    const initial = scripts.filter((f) => f.startsWith("index-")).reduce((n, f) => n + gz(f), 0);
    const all = scripts.reduce((n, f) => n + gz(f), 0);
    console.log(`estudio: JavaScript inicial ${Math.round(initial / 1024)} KB gzip, con los workers ${Math.round(all / 1024)} KB gzip; primera carta a los ${await page.getAttribute("body", "data-primera-carta")} ms`);
    expect(initial).toBeLessThan(600 * 1024);
    expect(statSync(join(built, "index.html")).isFile()).toBe(true);
    expect(await page.textContent("#estado")).toMatch(/^122 cartas, 0 errores/);
    const shown = await page.getAttribute("#carta", "data-carta");
    expect(shown).toBe("Trono de Ceniza");
    await page.screenshot({ path: join(shots, "1-inicio.png") });
    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("shows the compiler's diagnostic for a mistake, draws the card once fixed, and redraws it when it changes", async () => {
    const compiled = async () => Number(await page.getAttribute("#estado", "data-compilaciones"));
    const after = async (n: number) => page.waitForFunction(`Number(document.getElementById("estado").dataset.compilaciones) > ${n}`);
    await page.click(".cm-content");
    await page.keyboard.press("Control+End");
    let n = await compiled();
    const typed = '\n\ncarta "Prueba del Estudio"\n  tipo Personaje\n  facción Caos\n  coste 2\n  ataque 2\n  vida 3\n  Talento: Haz 2 de dañoo a un personaje.';
    await page.keyboard.insertText(typed);
    await after(n);
    const diagnostics = await page.locator("#diagnosticos li.error").allTextContents();
    expect(diagnostics.length).toBe(1);
    expect(diagnostics[0]).toMatch(/^cards\/caos\.carta:\d+:21: error \[CR011\] «dañoo» .*¿Quisiste decir «daño»?/);
    // At the right place: the underlined range is the word, and the diagnostic leads to its line.
    expect(await page.locator(".cm-lintRange-error").allTextContents()).toEqual(["dañoo"]);
    await page.click("#diagnosticos li.error button");
    expect(await page.textContent(".cm-activeLine")).toBe("  Talento: Haz 2 de dañoo a un personaje.");
    await page.keyboard.press("End");
    expect(await page.locator(".cm-lintRange-error").count()).toBeGreaterThan(0);
    expect(await page.textContent("#nota-carta")).toBe("«Prueba del Estudio» tiene un error: se muestra sin lo que no compila.");
    await page.screenshot({ path: join(shots, "2-error.png") });

    n = await compiled();
    for (let i = 0; i < " dañoo a un personaje.".length; i++) await page.keyboard.press("Backspace");
    await page.keyboard.insertText(" daño a un personaje.");
    await after(n);
    // Each Backspace may start a compile of a half-deleted line: wait for the one of the final text.
    await page.waitForFunction(`document.querySelector(".cm-activeLine")?.textContent === "  Talento: Haz 2 de daño a un personaje." && document.querySelectorAll("#diagnosticos li.error").length === 0`);
    await page.waitForSelector('#carta[data-carta="Prueba del Estudio"] svg');
    expect(await page.locator("#diagnosticos li.error").count()).toBe(0);
    expect(await page.evaluate(`[...document.querySelectorAll("#carta svg text.texto > tspan")].map((t) => t.textContent).join(" ")`)).toBe("Talento: Haz 2 de daño a un personaje.");
    await page.screenshot({ path: join(shots, "3-corregida.png") });

    n = await compiled();
    await page.keyboard.press("Home");
    await page.keyboard.press("End");
    // The indentation stays (Backspace in it deletes a whole indent unit).
    const old = "Talento: Haz 2 de daño a un personaje.";
    for (let i = 0; i < old.length; i++) await page.keyboard.press("Backspace");
    await page.keyboard.insertText("Talento: Haz 3 de daño a un personaje. Roba 1 carta.");
    await after(n);
    // The drawn text, its lines joined by spaces.
    const drawn = `[...document.querySelectorAll("#carta svg text.texto > tspan")].map((t) => t.textContent).join(" ")`;
    await page.waitForFunction(`${drawn}.includes("Haz 3 de daño")`, undefined, { timeout: 5000 }).catch(async (e) => {
      await page.screenshot({ path: join(shots, "4-fallo.png") });
      throw e;
    });
    expect(await page.evaluate(drawn)).toMatch(/^Talento: Haz 3 de daño a un personaje\. (Luego, r|R)oba 1 carta\.$/);
    await page.screenshot({ path: join(shots, "4-cambiada.png") });
  });

  it("works as plain static files too (any server, no proyecto.json): with the bundled cards", async () => {
    // A static server that knows nothing of the project: only dist/estudio/.
    const statics = createServer((request, response) => {
      const path = new URL(request.url ?? "/", "http://x").pathname;
      try {
        const body = readFileSync(join(built, path === "/" ? "index.html" : path));
        const type = path.endsWith(".js") ? "text/javascript" : path.endsWith(".css") ? "text/css" : "text/html";
        response.writeHead(200, { "content-type": type }).end(body);
      } catch {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((done) => statics.listen(0, "127.0.0.1", done));
    const other = await browser.newPage();
    try {
      const where = `http://127.0.0.1:${(statics.address() as AddressInfo).port}/`;
      await other.goto(where);
      await other.waitForSelector("#carta svg", { timeout: 120_000 });
      expect(await other.textContent("#estado")).toMatch(/^122 cartas, 0 errores/);
      expect(await other.locator("#archivo option").allTextContents()).toContain("cards/mazos/ceniza-y-acero.mazo");
    } finally {
      await other.close();
      statics.close();
    }
  }, 180_000);

  it("plays a game against the random agent to its end, clicking only the offered buttons, with an undo", async () => {
    await page.click("#pestana-jugar");
    await page.selectOption("#agente", "aleatorio");
    await page.fill("#semilla", "7");
    await page.click("#empezar");
    await page.waitForSelector("#opciones button");
    const decisions = async () => Number((await page.getAttribute("#jugar", "data-decisiones")) ?? "0");
    const over = async () => (await page.getAttribute("#jugar", "data-terminada")) === "true";
    const PRIORITY = [/^Declarar Embate/, /^Jugar/, /^Bloquear a/, /^Terminar la fase$/, /^Pasar$/, /^Quedarse con la mano$/, /^Empezar la partida$/, /^No /, /^Sí$/];
    let clicks = 0;
    let undone = false;
    let screenshotTaken = false;
    const skipped = new Set<string>();
    let skippedAt = -1;
    while (!(await over())) {
      expect(clicks).toBeLessThan(1500);
      const before = await decisions();
      if (before !== skippedAt) skipped.clear();
      const buttons = page.locator("#opciones > button");
      const labels = await buttons.allTextContents();
      expect(labels.length).toBeGreaterThan(0);
      for (const l of labels) expect(l.trim()).not.toBe("");
      if (!undone && before > 20 && (await page.isEnabled("#deshacer"))) {
        await page.click("#deshacer");
        await page.waitForFunction(`Number(document.getElementById("jugar").dataset.decisiones) < ${before}`);
        undone = true;
        continue;
      }
      if (!screenshotTaken && before > 30) {
        await page.screenshot({ path: join(shots, "5-partida.png") });
        screenshotTaken = true;
      }
      const pick = PRIORITY.map((re) => labels.findIndex((l) => re.test(l.replace(/…$/, "")) && !skipped.has(l))).find((i) => i >= 0) ?? labels.findIndex((l) => !skipped.has(l));
      expect(pick).toBeGreaterThanOrEqual(0);
      const label = labels[pick]!;
      await buttons.nth(pick).click();
      clicks++;
      if (label.endsWith("…")) {
        // A form: press candidates in order until the engine accepts the answer.
        const confirm = page.locator("#confirmar");
        const candidates = page.locator("#opciones fieldset button");
        const count = await candidates.count();
        let ok = false;
        for (let i = 0; i <= count && !ok; i++) {
          // The engine has judged the current selection.
          await page.waitForSelector('#opciones[data-pendiente="0"]');
          if (await confirm.isEnabled()) ok = true;
          else if (i < count) await candidates.nth(i).click();
        }
        if (!ok) {
          skipped.add(label);
          skippedAt = before;
          await page.click("text=Volver a las opciones");
          continue;
        }
        await confirm.click();
      }
      await page.waitForFunction(`Number(document.getElementById("jugar").dataset.decisiones) > ${before} || document.getElementById("jugar").dataset.terminada === "true"`);
    }
    expect(undone).toBe(true);
    const result = await page.textContent("#pregunta");
    expect(result).toMatch(/^(Ganaste|Ganó el rival|Empate)/);
    expect(await page.locator("#registro li").count()).toBeGreaterThan(20);
    expect(await page.locator("#opciones button").count()).toBe(0);
    await page.screenshot({ path: join(shots, "6-final.png") });
    console.log(`partida: ${clicks} clics; ${result}`);
    expect(errors).toEqual([]);
    expect(foreign).toEqual([]);
  }, 120_000);
});
