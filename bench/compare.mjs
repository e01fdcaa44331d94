// Compares compile() of two builds of the project on the same synthetic cards:
//   node bench/compare.mjs <raíz-a> <raíz-b> [--rondas N] [--cartas N]
// Each root is a checkout with its dist/ built (e.g. a worktree of a baseline commit).
// The two run in alternation, each round in a fresh process, so a noisy machine slows
// both alike; the report is the median over rounds of each process's median of 5 runs,
// in CPU time (user + system, every thread: the collector's included) and wall time.
// Each round also times the start-up: loading the compiler and compiling one small card in
// the fresh process (chevrotain analyses the grammar then; a rule with a costly lookahead
// once made it 8 s).
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = fileURLToPath(import.meta.url);

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1];
};

// --- One round in a child process: `compare.mjs --medir <raíz> <cartas>` -------------------
async function measure(root, cards) {
  const started = performance.now();
  const { compile } = await import(pathToFileURL(resolve(root, "dist/compiler/index.js")).href);
  compile([{ path: "arranque.carta", text: 'carta "Arranque"\n  tipo Verso\n  facción Caos\n  coste 1\n  Prólogo: Roba una carta.\n' }]);
  const startup = performance.now() - started;
  // The cards come from this checkout's generator, so both builds read the same text.
  const { generateFiles } = await import(new URL("./synthetic.mjs", import.meta.url).href);
  const sources = generateFiles(cards, 20).map((f) => ({ path: f.name, text: f.text }));
  for (let i = 0; i < 3; i++) compile(sources);
  const cpu = [];
  const wall = [];
  for (let i = 0; i < 5; i++) {
    const c = process.cpuUsage();
    const t = performance.now();
    compile(sources);
    wall.push(performance.now() - t);
    const d = process.cpuUsage(c);
    cpu.push((d.user + d.system) / 1000);
  }
  console.log(JSON.stringify({ cpu: median(cpu), wall: median(wall), startup }));
}

if (process.argv[2] === "--medir") {
  await measure(process.argv[3], Number(process.argv[4]));
} else {
  const roots = process.argv.slice(2, 4);
  if (roots.length < 2 || roots.some((r) => r.startsWith("--"))) {
    console.error("bench: uso: node bench/compare.mjs <raíz-a> <raíz-b> [--rondas N] [--cartas N]");
    process.exit(2);
  }
  const rounds = option("rondas", 5);
  const cards = option("cartas", 10_000);
  const results = roots.map(() => ({ cpu: [], wall: [], startup: [] }));
  for (let r = 0; r < rounds; r++) {
    roots.forEach((root, k) => {
      const run = spawnSync(process.execPath, [here, "--medir", resolve(root), String(cards)], { encoding: "utf8" });
      if (run.status !== 0) {
        console.error(`bench: ${root} falló: ${run.stderr.trim().split("\n").slice(-3).join(" / ")}`);
        process.exit(1);
      }
      const { cpu, wall, startup } = JSON.parse(run.stdout.trim().split("\n").pop());
      results[k].cpu.push(cpu);
      results[k].wall.push(wall);
      results[k].startup.push(startup);
    });
  }
  console.log(`compile() de ${cards.toLocaleString("es-ES")} cartas sintéticas, mediana de ${rounds} rondas alternas`);
  roots.forEach((root, k) => {
    const { cpu, wall, startup } = results[k];
    console.log(`  ${root}: CPU ${median(cpu).toFixed(0)} ms (${cpu.map((x) => x.toFixed(0)).join(" ")}) · reloj ${median(wall).toFixed(0)} ms (${wall.map((x) => x.toFixed(0)).join(" ")}) · arranque ${median(startup).toFixed(0)} ms`);
  });
  const ratio = median(results[1].cpu) / median(results[0].cpu);
  const startupRatio = median(results[1].startup) / median(results[0].startup);
  console.log(`  b/a en CPU: ${ratio.toFixed(2)} · b/a en arranque: ${startupRatio.toFixed(2)}`);
}
