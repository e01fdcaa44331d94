// # Prueba de rendimiento del formateador
//
// Objetivo: **formatear crece en línea recta con el tamaño del archivo** (antes, 20.000
// cartas tardaban minutos: cada habilidad buscaba sus palabras entre las de todo el archivo).
//
//     npx tsc -p tsconfig.json
//     node bench/format.mjs [--cartas N]
//
// Formatea en el proceso (`formatCarta`, lo mismo que `cronicas formatear` y el complemento
// de prettier) un archivo sintético de N/5 cartas y otro de N cartas (por defecto 20.000),
// con un comentario cada nueve líneas, y da el tiempo de cada uno y el cociente por carta:
// cerca de 1 es lineal. Mediana de 3 vueltas de cada tamaño, tras una de calentamiento.
import { generateCards } from "./synthetic.mjs";

const { formatCarta } = await import(new URL("../dist/compiler/index.js", import.meta.url).href);

const i = process.argv.indexOf("--cartas");
const cards = i === -1 ? 20_000 : Number(process.argv[i + 1]);
if (!Number.isInteger(cards) || cards < 5) {
  console.error("bench: --cartas debe ser un número entero de al menos 5");
  process.exit(2);
}

function fileOf(n) {
  return generateCards(n, { seed: 1 })
    .split("\n")
    .map((line, k) => (k % 9 === 3 ? `${line} # nota ${k}` : line))
    .join("\n");
}

function median(xs) {
  return [...xs].sort((a, b) => a - b)[xs.length >> 1];
}

function measure(text) {
  formatCarta(text);
  const times = [];
  for (let k = 0; k < 3; k++) {
    const t = performance.now();
    formatCarta(text);
    times.push(performance.now() - t);
  }
  return median(times);
}

const small = cards / 5;
const a = measure(fileOf(small));
const b = measure(fileOf(cards));
const ratio = b / cards / (a / small);
console.log(`formatear ${small} cartas: ${a.toFixed(0)} ms (${((a / small) * 1000).toFixed(1)} µs/carta)`);
console.log(`formatear ${cards} cartas: ${b.toFixed(0)} ms (${((b / cards) * 1000).toFixed(1)} µs/carta)`);
console.log(`tiempo por carta, grande/pequeño: ${ratio.toFixed(2)} (1 = lineal) — ${ratio < 1.5 ? "lineal: cumplido" : "NO lineal"}`);
