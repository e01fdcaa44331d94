// El estudio (`cronicas estudio`) en Chromium: cuánto JavaScript baja la página (gzip), cuánto
// tarda en verse la primera carta y cuánto tarda en aparecer un diagnóstico después de una
// tecla en un proyecto de N cartas sintéticas (bench/synthetic.mjs).
//
//   npm run build && npm run construir:web && node bench/estudio.mjs [--cartas 500] [--archivos 20] [--teclas 10]
//
// Objetivos (issue 14): JavaScript inicial ≤ 600 KB gzip; primera carta ≤ 1 s después de cargar;
// diagnóstico ≤ 100 ms después de una tecla en un proyecto de 500 cartas.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { generateFiles } from "./synthetic.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const cards = arg("cartas", 500);
const keys = arg("teclas", 10);
const files = arg("archivos", 20);

const assets = join(root, "dist", "estudio", "assets");
const gz = (f) => gzipSync(readFileSync(join(assets, f))).length;
const scripts = readdirSync(assets).filter((f) => f.endsWith(".js"));
const initial = scripts.filter((f) => f.startsWith("index-")).reduce((n, f) => n + gz(f), 0);
const all = scripts.reduce((n, f) => n + gz(f), 0);

const work = mkdtempSync(join(tmpdir(), "cronicas-estudio-bench-"));
for (const f of generateFiles(cards, files)) writeFileSync(join(work, f.name), f.text);
const server = spawn(process.execPath, [join(root, "bin", "cronicas.js"), "estudio", work, "--puerto", "0"], { stdio: ["ignore", "pipe", "inherit"] });
const url = await new Promise((done) => {
  let out = "";
  server.stdout.on("data", (c) => {
    out += c;
    const m = /http:\/\/127\.0\.0\.1:\d+\//.exec(out);
    if (m) done(m[0]);
  });
});
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(url);
  await page.waitForSelector("#carta svg");
  const first = Number(await page.getAttribute("body", "data-primera-carta"));
  await page.click(".cm-content");
  await page.keyboard.press("Control+End");
  const latencies = [];
  for (let i = 0; i < keys; i++) {
    const before = Number(await page.getAttribute("#estado", "data-compilaciones"));
    // A mistake and its fix, alternately: each keystroke changes the diagnostics.
    const t0 = await page.evaluate(() => performance.now());
    await page.keyboard.insertText(i % 2 === 0 ? "x" : "");
    if (i % 2 === 1) await page.keyboard.press("Backspace");
    await page.waitForFunction(`Number(document.getElementById("estado").dataset.compilaciones) > ${before}`);
    const t1 = await page.evaluate(() => performance.now());
    latencies.push(t1 - t0);
  }
  latencies.sort((a, b) => a - b);
  const compileMs = await page.textContent("#estado");
  console.log(`JavaScript inicial: ${(initial / 1024).toFixed(0)} KB gzip (con los workers: ${(all / 1024).toFixed(0)} KB)`);
  console.log(`primera carta: ${first} ms desde el inicio de la navegación`);
  console.log(`${cards} cartas: diagnóstico tras una tecla, mediana ${latencies[latencies.length >> 1].toFixed(0)} ms, máximo ${latencies.at(-1).toFixed(0)} ms en ${files} archivos; ${compileMs}`);
} finally {
  await browser.close();
  server.kill();
  rmSync(work, { recursive: true, force: true });
}
