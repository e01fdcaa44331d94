// `simular --informe` and `torneo --informe`: the report as one self-contained page, for a
// designer to open from disk or attach to a message. Nothing is fetched (no fonts,
// scripts or stylesheets) and the charts are SVG drawn here, so the page reads the same
// offline, in a mail client or years later. Every number in a table carries its exact
// value in `data-valor` and the whole result travels as JSON in the page, so a tool (or a
// test) can check the page against the data without parsing Spanish numbers.
import type { DeckRating } from "../runtime/rating.js";
import type { SimulationResult } from "../runtime/simulate.js";
import type { CardStat, LengthBucket, Rate, SearchCounters, SimulationStats } from "../runtime/simulation-stats.js";
import { fixed, percent, points, signed } from "../runtime/spanish-numbers.js";
import type { TournamentResult } from "../runtime/tournament.js";

// ───────────────────────── text and numbers ─────────────────────────

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text for HTML content or a double-quoted attribute (card and deck names may hold anything). */
function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

type Attrs = Record<string, string | number | boolean | null | undefined>;

function attrs(a: Attrs): string {
  let out = "";
  for (const [key, value] of Object.entries(a)) if (value !== undefined && value !== null) out += ` ${key}="${esc(String(value))}"`;
  return out;
}

const integer = (n: number): string => fixed(n, 0);
const eloText = (x: number): string => signed(x, 0);

function interval(low: number, high: number, format: (x: number) => string, unit = ""): string {
  return `IC 95 %: ${format(low)} – ${format(high)}${unit}`;
}

const rateInterval = (r: Rate): string => interval(r.low, r.high, percent);

/** At most `max` characters (whole code points), with an ellipsis: SVG text does not wrap. */
function clip(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max - 1).join("") + "…";
}

/** SVG coordinates to a tenth of a pixel: the page stays small with 60 cards. */
const px = (x: number): string => String(Math.round(x * 10) / 10);

// ───────────────────────── tables ─────────────────────────

function numberCell(field: string, value: number, text: string, extra: Attrs = {}): string {
  return `<td class="num"${attrs({ "data-campo": field, "data-valor": value, ...extra })}>${esc(text)}</td>`;
}

function textCell(field: string, text: string, extra: Attrs = {}): string {
  return `<td${attrs({ "data-campo": field, ...extra })}>${esc(text)}</td>`;
}

/** A rate with its interval under it; with no games there is no rate to show, only «—». */
function rateCell(field: string, r: Rate, withInterval = true): string {
  const a = attrs({ "data-campo": field, "data-valor": r.rate, "data-bajo": r.low, "data-alto": r.high, "data-exitos": r.successes, "data-n": r.n, title: withInterval || r.n === 0 ? undefined : rateInterval(r) });
  if (r.n === 0) return `<td class="num"${a}>—</td>`;
  const ic = withInterval ? `<span class="ic">${esc(rateInterval(r))}</span>` : "";
  return `<td class="num"${a}>${esc(percent(r.rate))}${ic}</td>`;
}

function headRow(cells: readonly string[]): string {
  return `<tr>${cells.map((c) => `<th scope="col">${esc(c)}</th>`).join("")}</tr>`;
}

/** `head` is ready-made `<tr>` markup (some tables group their columns). */
function table(name: string, caption: string, head: string, rows: readonly string[], cls = ""): string {
  return (
    `<div class="envoltura"><table${attrs({ "data-tabla": name, class: cls === "" ? undefined : cls })}>` +
    `<caption>${esc(caption)}</caption><thead>${head}</thead><tbody>${rows.join("")}</tbody></table></div>`
  );
}

function empty(message: string): string {
  return `<p class="vacio">${esc(message)}</p>`;
}

function section(id: string, title: string, intro: string, content: string): string {
  return `<section id="${esc(id)}"><h2>${esc(title)}</h2>${intro === "" ? "" : `<p class="nota">${esc(intro)}</p>`}${content}</section>`;
}

function facts(entries: readonly [string, string][]): string {
  return `<dl class="ficha">${entries.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join("")}</dl>`;
}

// ───────────────────────── heat map ─────────────────────────

// ColorBrewer's RdBu ends: a diverging scale that colour-blind readers can still tell apart.
const RED = [202, 0, 32] as const;
const BLUE = [5, 113, 176] as const;

function heatColour(v: number): { background: string; text: string } {
  const t = Math.min(1, Math.abs(v - 0.5) * 2);
  const end = v < 0.5 ? RED : BLUE;
  const mix = (c: number): number => Math.round(255 + (c - 255) * t);
  return { background: `rgb(${mix(end[0])}, ${mix(end[1])}, ${mix(end[2])})`, text: t > 0.55 ? "#fff" : "#1f2328" };
}

interface HeatLine {
  /** Shown in the row and column headers. */
  label: string;
  /** `data-mazo` / `data-contra`: the deck as the JSON names it. */
  key: string;
}

function heatMap(lines: readonly HeatLine[], matrix: readonly (readonly (number | null)[])[], caption: string): string {
  if (lines.length === 0) return empty("No hay mazos que enfrentar.");
  const head = `<tr><td class="esquina"></td>${lines.map((l) => `<th scope="col">${esc(l.label)}</th>`).join("")}</tr>`;
  const rows = lines.map((row, i) => {
    const cells = lines.map((col, j) => {
      const v = matrix[i]?.[j] ?? null;
      const where = { "data-columna": j, "data-contra": col.key };
      if (i === j) return `<td${attrs({ class: "diagonal", ...where, "aria-label": "el mismo mazo" })}></td>`;
      if (v === null || !Number.isFinite(v)) return `<td${attrs({ class: "calor sin-datos", ...where })}>—</td>`;
      const { background, text } = heatColour(v);
      return `<td${attrs({ class: "calor num", "data-campo": "tasa", ...where, "data-valor": v, style: `background:${background};color:${text}` })}>${esc(percent(v))}</td>`;
    });
    return `<tr${attrs({ "data-fila": i, "data-mazo": row.key })}><th scope="row">${esc(row.label)}</th>${cells.join("")}</tr>`;
  });
  const legend =
    `<div class="leyenda" aria-hidden="true"><span>0 %</span><span class="escala"></span><span>100 %</span></div>` +
    `<p class="nota">Rojo: la fila pierde; blanco: 50 %; azul: la fila gana.</p>`;
  return table("matriz", caption, head, rows, "calor") + legend;
}

// ───────────────────────── charts ─────────────────────────

function svg(name: string, width: number, height: number, label: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg"${attrs({ class: "grafico", "data-grafico": name, role: "img", "aria-label": label, viewBox: `0 0 ${width} ${px(height)}`, width, height: px(height) })}>` +
    `<title>${esc(label)}</title>${body}</svg>`
  );
}

/** 1, 2 or 5 times a power of ten, about `span / count`. */
function niceStep(span: number, count: number): number {
  const raw = span / Math.max(1, count);
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const f = raw / magnitude;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * magnitude;
}

/** The multiples of `step` from `from` to `to` (multiplied, not summed: no drift). */
function ticks(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  const first = Math.ceil(from / step - 1e-9);
  for (let k = first; k * step <= to + step * 1e-9 && out.length < 200; k++) out.push(Number((k * step).toFixed(10)));
  return out;
}

function text(x: number, y: number, content: string, extra: Attrs = {}): string {
  return `<text${attrs({ x: px(x), y: px(y), ...extra })}>${esc(content)}</text>`;
}

function line(x1: number, y1: number, x2: number, y2: number, cls: string): string {
  return `<line${attrs({ x1: px(x1), y1: px(y1), x2: px(x2), y2: px(y2), class: cls })}/>`;
}

interface IntervalRow {
  label: string;
  tooltip: string;
  value: number;
  low: number;
  high: number;
  /** Drawn in the accent colour (significant, or an interval that excludes 0). */
  strong: boolean;
  /** Without a comparison to draw (a card drawn in every game): only its label is shown. */
  blank: boolean;
  attrs: Attrs;
}

/** Horizontal bars from 0 with interval whiskers, one row each, around a zero line. */
function intervalChart(name: string, label: string, axisLabel: string, rows: readonly IntervalRow[], tick: (v: number, step: number) => string): string {
  const width = 960;
  const labelWidth = 320;
  const left = labelWidth + 16;
  const right = width - 24;
  const top = 12;
  const rowHeight = 22;
  const plotHeight = rows.length * rowHeight;
  const height = top + plotHeight + 54;
  const drawn = rows.filter((r) => !r.blank);
  let lo = Math.min(0, ...drawn.map((r) => Math.min(r.low, r.value)));
  let hi = Math.max(0, ...drawn.map((r) => Math.max(r.high, r.value)));
  if (!Number.isFinite(lo) || !Number.isFinite(hi) || hi - lo < 1e-9) {
    lo = Number.isFinite(lo) ? lo - 1 : -1;
    hi = Number.isFinite(hi) ? hi + 1 : 1;
  }
  const step = niceStep(hi - lo, 8);
  lo = Math.floor(lo / step - 1e-9) * step;
  hi = Math.ceil(hi / step - 1e-9) * step;
  const x = (v: number): number => left + ((v - lo) / (hi - lo)) * (right - left);
  const bottom = top + plotHeight;
  const parts: string[] = [];
  for (const t of ticks(lo, hi, step)) {
    parts.push(line(x(t), top, x(t), bottom, "rejilla"));
    parts.push(text(x(t), bottom + 16, tick(t, step), { class: "marca-eje", "text-anchor": "middle" }));
  }
  rows.forEach((r, i) => {
    if (i % 2 === 1) parts.push(`<rect${attrs({ x: 0, y: px(top + i * rowHeight), width, height: rowHeight, class: "franja" })}/>`);
  });
  parts.push(line(left, bottom, right, bottom, "eje"));
  parts.push(line(x(0), top - 4, x(0), bottom, "cero"));
  rows.forEach((r, i) => {
    const cy = top + i * rowHeight + rowHeight / 2;
    const cls = r.blank ? "marca sin-comparacion" : r.strong ? "marca fuerte" : "marca";
    const body: string[] = [`<title>${esc(r.tooltip)}</title>`, text(left - 10, cy + 4, clip(r.label, 44), { class: "etiqueta", "text-anchor": "end" })];
    if (r.blank) {
      body.push(text(x(0) + 6, cy + 4, "sin comparación", { class: "aviso" }));
    } else {
      const x0 = x(0);
      const xv = x(r.value);
      body.push(`<rect${attrs({ x: px(Math.min(x0, xv)), y: px(cy - 5), width: px(Math.max(1, Math.abs(xv - x0))), height: 10, class: "barra" })}/>`);
      body.push(line(x(r.low), cy, x(r.high), cy, "bigote"));
      body.push(line(x(r.low), cy - 5, x(r.low), cy + 5, "bigote"));
      body.push(line(x(r.high), cy - 5, x(r.high), cy + 5, "bigote"));
      body.push(`<circle${attrs({ cx: px(xv), cy: px(cy), r: 3.5, class: "punto" })}/>`);
    }
    parts.push(`<g${attrs({ class: cls, ...r.attrs })}>${body.join("")}</g>`);
  });
  parts.push(text((left + right) / 2, bottom + 40, axisLabel, { class: "titulo-eje", "text-anchor": "middle" }));
  return svg(name, width, height, label, parts.join(""));
}

interface Bar {
  label: string;
  sublabel: string;
  rate: Rate;
  key: string;
}

/** Vertical bars of rates on a 0–100 % axis with their intervals and a 50 % reference. */
function rateBars(name: string, label: string, axisLabel: string, bars: readonly Bar[]): string {
  const width = 600;
  const height = 300;
  const left = 64;
  const right = width - 16;
  const top = 16;
  const bottom = height - 60;
  const y = (v: number): number => bottom - v * (bottom - top);
  const band = (right - left) / Math.max(1, bars.length);
  const parts: string[] = [];
  for (const t of ticks(0, 1, 0.25)) {
    parts.push(line(left, y(t), right, y(t), "rejilla"));
    parts.push(text(left - 8, y(t) + 4, `${fixed(t * 100, 0)} %`, { class: "marca-eje", "text-anchor": "end" }));
  }
  parts.push(line(left, y(0.5), right, y(0.5), "referencia"));
  bars.forEach((b, i) => {
    const cx = left + band * (i + 0.5);
    const w = Math.min(90, band * 0.5);
    const body: string[] = [`<title>${esc(b.rate.n === 0 ? `${b.label}: sin partidas` : `${b.label}: ${percent(b.rate.rate)} (${rateInterval(b.rate)}), ${integer(b.rate.n)} partidas`)}</title>`];
    if (b.rate.n === 0) {
      body.push(text(cx, y(0.5) - 6, "sin partidas", { class: "aviso", "text-anchor": "middle" }));
    } else {
      body.push(`<rect${attrs({ x: px(cx - w / 2), y: px(y(b.rate.rate)), width: px(w), height: px(Math.max(0, y(0) - y(b.rate.rate))), class: "barra" })}/>`);
      body.push(line(cx, y(b.rate.low), cx, y(b.rate.high), "bigote"));
      body.push(line(cx - 8, y(b.rate.low), cx + 8, y(b.rate.low), "bigote"));
      body.push(line(cx - 8, y(b.rate.high), cx + 8, y(b.rate.high), "bigote"));
      body.push(text(cx + w / 2 + 4, y(b.rate.rate) + 4, percent(b.rate.rate), { class: "valor" }));
    }
    body.push(text(cx, bottom + 18, b.label, { class: "etiqueta", "text-anchor": "middle" }));
    body.push(text(cx, bottom + 34, clip(b.sublabel, 26), { class: "marca-eje", "text-anchor": "middle" }));
    parts.push(`<g${attrs({ class: "marca", "data-fila": b.key, "data-valor": b.rate.rate })}>${body.join("")}</g>`);
  });
  parts.push(line(left, bottom, right, bottom, "eje"));
  parts.push(line(left, top, left, bottom, "eje"));
  parts.push(text(16, (top + bottom) / 2, axisLabel, { class: "titulo-eje", "text-anchor": "middle", transform: `rotate(-90 16 ${px((top + bottom) / 2)})` }));
  return svg(name, width, height, label, parts.join(""));
}

/** Games by length: one bar per length that occurred, on a turn axis without gaps. */
function lengthHistogram(lengths: readonly LengthBucket[], averageTurns: number, label: string): string {
  const width = 960;
  const height = 300;
  const left = 64;
  const right = width - 16;
  const top = 16;
  const bottom = height - 56;
  const first = lengths[0]!.turns;
  const last = lengths[lengths.length - 1]!.turns;
  const slots = last - first + 1;
  const slot = (right - left) / slots;
  const x = (turns: number): number => left + (turns - first + 0.5) * slot;
  const most = Math.max(1, ...lengths.map((b) => b.games));
  const yStep = Math.max(1, niceStep(most, 5));
  const yMax = Math.ceil(most / yStep) * yStep;
  const y = (games: number): number => bottom - (games / yMax) * (bottom - top);
  const parts: string[] = [];
  for (const t of ticks(0, yMax, yStep)) {
    parts.push(line(left, y(t), right, y(t), "rejilla"));
    parts.push(text(left - 8, y(t) + 4, integer(t), { class: "marca-eje", "text-anchor": "end" }));
  }
  const barWidth = Math.max(1, slot * 0.8);
  for (const b of lengths) {
    parts.push(
      `<rect${attrs({ class: "barra", "data-turnos": b.turns, "data-valor": b.games, x: px(x(b.turns) - barWidth / 2), y: px(y(b.games)), width: px(barWidth), height: px(y(0) - y(b.games)) })}>` +
        `<title>${esc(`${integer(b.turns)} ${b.turns === 1 ? "turno" : "turnos"}: ${integer(b.games)} ${b.games === 1 ? "partida" : "partidas"}`)}</title></rect>`,
    );
  }
  const xStep = Math.max(1, Math.round(niceStep(slots, 14)));
  for (const t of ticks(first, last, xStep)) parts.push(text(x(t), bottom + 18, integer(t), { class: "marca-eje", "text-anchor": "middle" }));
  if (Number.isFinite(averageTurns) && averageTurns >= first && averageTurns <= last) {
    const xa = x(averageTurns);
    parts.push(line(xa, top, xa, bottom, "referencia"));
    parts.push(text(xa + 4, top + 10, `media: ${fixed(averageTurns, 1)}`, { class: "valor" }));
  }
  parts.push(line(left, bottom, right, bottom, "eje"));
  parts.push(line(left, top, left, bottom, "eje"));
  parts.push(text((left + right) / 2, bottom + 42, "Duración de la partida (turnos)", { class: "titulo-eje", "text-anchor": "middle" }));
  parts.push(text(16, (top + bottom) / 2, "Partidas", { class: "titulo-eje", "text-anchor": "middle", transform: `rotate(-90 16 ${px((top + bottom) / 2)})` }));
  return svg("duracion", width, height, label, parts.join(""));
}

// ───────────────────────── simulation report ─────────────────────────

const SIDES = ["A", "B"] as const;

function deckName(result: SimulationResult, side: "A" | "B"): string {
  return side === "A" ? result.deckA : result.deckB;
}

function gamesLine(games: number, total: number): string {
  return games === total ? integer(games) : `${integer(games)} de ${integer(total)}`;
}

function simulationHeader(r: SimulationResult): string {
  const entries: [string, string][] = [
    ["Mazo A", r.deckA],
    ["Mazo B", r.deckB],
    ["Partidas", gamesLine(r.stats.games, r.total)],
    ["Semilla", String(r.seed)],
    ["Agentes", `A: ${r.agents[0]} · B: ${r.agents[1]}`],
  ];
  if (r.fragment !== null) entries.push(["Fragmento", `${integer(r.fragment.index + 1)} de ${integer(r.fragment.count)}`]);
  return `<header><p class="antetitulo">Crónicas · informe de simulación</p><h1>${esc(r.deckA)} <span class="contra">contra</span> ${esc(r.deckB)}</h1>${facts(entries)}</header>`;
}

function resultsSection(r: SimulationResult): string {
  const s = r.stats;
  const drawRate = s.games === 0 ? 0 : s.draws / s.games;
  const rows = [
    `<tr data-fila="A"><th scope="row">Victorias de A (${esc(r.deckA)})</th>${numberCell("partidas", s.winsA, integer(s.winsA))}${rateCell("tasa", s.winRateA)}</tr>`,
    `<tr data-fila="B"><th scope="row">Victorias de B (${esc(r.deckB)})</th>${numberCell("partidas", s.winsB, integer(s.winsB))}${rateCell("tasa", s.winRateB)}</tr>`,
    `<tr data-fila="empates"><th scope="row">Empates</th>${numberCell("partidas", s.draws, integer(s.draws))}${
      s.games === 0 ? `<td class="num" data-campo="tasa" data-valor="0">—</td>` : numberCell("tasa", drawRate, percent(drawRate))
    }</tr>`,
    `<tr data-fila="total"><th scope="row">Total</th>${numberCell("partidas", s.games, integer(s.games))}<td></td></tr>`,
  ];
  const stuck = s.stuck === 0 ? "" : `<p class="nota">${esc(`${integer(s.stuck)} ${s.stuck === 1 ? "partida llegó" : "partidas llegaron"} a los límites de seguridad y ${s.stuck === 1 ? "cuenta" : "cuentan"} como empate.`)}</p>`;
  const table1 = table("resultados", "Resultados de las partidas", headRow(["Resultado", "Partidas", "Tasa"]), rows);
  return section("resultados", "Resultados", "Intervalos de confianza del 95 % de Wilson.", table1 + stuck);
}

function matchupSection(r: SimulationResult): string {
  const s = r.stats;
  // Draws as half a win, as in a tournament's matrix, so the two reports read alike.
  const score = (wins: number): number | null => (s.games === 0 ? null : (wins + s.draws / 2) / s.games);
  const matrix = [
    [null, score(s.winsA)],
    [score(s.winsB), null],
  ];
  const lines: HeatLine[] = [
    { label: `A · ${r.deckA}`, key: "A" },
    { label: `B · ${r.deckB}`, key: "B" },
  ];
  return section("enfrentamiento", "Enfrentamiento", "Tasa de victoria de la fila contra la columna; los empates cuentan como media victoria.", heatMap(lines, matrix, "Matriz de enfrentamiento"));
}

function firstPlayerSection(r: SimulationResult): string {
  const s = r.stats;
  const bars: Bar[] = [
    { label: "Global", sublabel: "quien empieza", rate: s.firstPlayerWinRate, key: "global" },
    { label: "Empieza A", sublabel: r.deckA, rate: s.firstPlayerBySide.A, key: "A" },
    { label: "Empieza B", sublabel: r.deckB, rate: s.firstPlayerBySide.B, key: "B" },
  ];
  const chart =
    s.games === 0
      ? empty("No se jugó ninguna partida.")
      : rateBars("primero", "Tasa de victoria de quien empieza, global y por mazo, con intervalos del 95 %", "Victorias de quien empieza", bars);
  const rows = bars.map(
    (b) =>
      `<tr${attrs({ "data-fila": b.key })}><th scope="row">${esc(b.key === "global" ? "Quien empieza (global)" : `${b.label} (${b.sublabel})`)}</th>${numberCell("partidas", b.rate.n, integer(b.rate.n))}${numberCell("victorias", b.rate.successes, integer(b.rate.successes))}${rateCell("tasa", b.rate)}</tr>`,
  );
  const t = table("primero", "Victorias de quien empieza (los empates no cuentan como victoria)", headRow(["Quién empieza", "Partidas", "Victorias", "Tasa"]), rows);
  return section("primero", "Ventaja de empezar", "La línea discontinua marca el 50 %: por encima, empezar es una ventaja.", chart + t);
}

function durationTable(games: number, averageTurns: number, averageDecisions: number, lengths: readonly LengthBucket[]): string {
  const none = games === 0;
  const cell = (field: string, v: number, digits: number): string => (none ? `<td class="num"${attrs({ "data-campo": field, "data-valor": v })}>—</td>` : numberCell(field, v, fixed(v, digits)));
  const rows = [
    `<tr data-fila="turnos"><th scope="row">Turnos por partida (media)</th>${cell("valor", averageTurns, 1)}</tr>`,
    `<tr data-fila="decisiones"><th scope="row">Decisiones por partida (media)</th>${cell("valor", averageDecisions, 1)}</tr>`,
  ];
  if (lengths.length > 0) {
    rows.push(`<tr data-fila="minimo"><th scope="row">Partida más corta (turnos)</th>${numberCell("valor", lengths[0]!.turns, integer(lengths[0]!.turns))}</tr>`);
    const longest = lengths[lengths.length - 1]!.turns;
    rows.push(`<tr data-fila="maximo"><th scope="row">Partida más larga (turnos)</th>${numberCell("valor", longest, integer(longest))}</tr>`);
  }
  return table("duracion", "Duración de las partidas", headRow(["Medida", "Valor"]), rows);
}

function durationSection(games: number, averageTurns: number, averageDecisions: number, lengths: readonly LengthBucket[]): string {
  const chart = lengths.length === 0 ? empty("No se jugó ninguna partida.") : lengthHistogram(lengths, averageTurns, "Histograma de la duración de las partidas en turnos");
  return section("duracion", "Duración de las partidas", "Partidas según el número de turnos que duraron.", chart + durationTable(games, averageTurns, averageDecisions, lengths));
}

/** Both groups have games: otherwise «mejora al robarla» compares with nothing. */
const comparable = (c: CardStat): boolean => c.drawn.n > 0 && c.notDrawn.n > 0;

function improvementChart(r: SimulationResult): string {
  const cards = r.stats.cards.slice().sort((a, b) => Number(comparable(b)) - Number(comparable(a)) || b.drawnImprovement.value - a.drawnImprovement.value);
  const rows: IntervalRow[] = cards.map((c) => {
    const d = c.drawnImprovement;
    const verdict = comparable(c) ? `${points(d.value)} p. p. (${interval(d.low, d.high, points, " p. p.")})${c.significant ? ", significativa" : ""}` : "sin comparación";
    return {
      label: `${c.deck} · ${c.card}`,
      tooltip: `${c.card} (${deckName(r, c.deck)}): ${verdict}`,
      value: d.value,
      low: d.low,
      high: d.high,
      strong: c.significant,
      blank: !comparable(c),
      attrs: { "data-mazo": c.deck, "data-carta": c.card, "data-valor": d.value },
    };
  });
  return intervalChart(
    "mejora",
    "Mejora al robarla de cada carta, ordenadas de mayor a menor, con intervalos del 95 %",
    "Mejora al robarla (puntos porcentuales de tasa de victoria)",
    rows,
    (v, step) => signed(v * 100, step * 100 >= 1 - 1e-9 ? 0 : 1),
  );
}

function cardRow(r: SimulationResult, c: CardStat): string {
  const d = c.drawnImprovement;
  const known = comparable(c);
  const improvement =
    `<td class="num"${attrs({ "data-campo": "mejora", "data-valor": d.value, "data-bajo": d.low, "data-alto": d.high, title: known ? undefined : "Sin partidas con que comparar" })}>` +
    (known ? `${esc(points(d.value))} p. p.<span class="ic">${esc(interval(d.low, d.high, points, " p. p."))}</span>` : "—") +
    `</td>`;
  return (
    `<tr${attrs({ "data-mazo": c.deck, "data-carta": c.card, class: c.significant ? "significativa" : undefined })}>` +
    textCell("mazo", c.deck, { title: deckName(r, c.deck) }) +
    textCell("carta", c.card) +
    numberCell("vecesJugada", c.timesPlayed, integer(c.timesPlayed)) +
    numberCell("jugadaPartidas", c.played.n, integer(c.played.n)) +
    rateCell("jugadaVictoria", c.played, false) +
    numberCell("robadaPartidas", c.drawn.n, integer(c.drawn.n)) +
    rateCell("robadaVictoria", c.drawn, false) +
    numberCell("noRobadaPartidas", c.notDrawn.n, integer(c.notDrawn.n)) +
    rateCell("noRobadaVictoria", c.notDrawn, false) +
    improvement +
    `<td${attrs({ "data-campo": "significativa", "data-valor": c.significant })}>${c.significant ? "sí" : "no"}</td>` +
    `</tr>`
  );
}

function cardsSection(r: SimulationResult): string {
  const cards = r.stats.cards;
  const intro =
    "«Mejora al robarla»: tasa de victoria del mazo en las partidas en que la carta llegó a la mano menos la tasa en las que no llegó, en puntos porcentuales (p. p.). " +
    "Es significativa cuando su intervalo del 95 % no contiene el 0; las significativas se destacan en color.";
  if (cards.length === 0) return section("cartas", "Cartas", intro, empty("Ninguna carta llegó a la mano ni se jugó en estas partidas."));
  const head =
    `<tr><th scope="col" rowspan="2">Mazo</th><th scope="col" rowspan="2">Carta</th><th scope="col" rowspan="2">Veces jugada</th>` +
    `<th scope="colgroup" colspan="2">Jugada</th><th scope="colgroup" colspan="2">Robada</th><th scope="colgroup" colspan="2">No robada</th>` +
    `<th scope="col" rowspan="2">Mejora al robarla</th><th scope="col" rowspan="2">Significativa</th></tr>` +
    `<tr>${["Partidas", "Victoria", "Partidas", "Victoria", "Partidas", "Victoria"].map((c) => `<th scope="col">${c}</th>`).join("")}</tr>`;
  const t = table("cartas", "Cada carta: partidas en que se jugó, se robó o no se robó, y la tasa de victoria de su mazo en ellas", head, cards.map((c) => cardRow(r, c)), "cartas");
  return section("cartas", "Cartas", intro, improvementChart(r) + t);
}

function searchSection(r: SimulationResult): string {
  const search = r.stats.search;
  if (search === undefined) return "";
  const rows: string[] = [];
  for (const side of SIDES) {
    const c: SearchCounters | undefined = search[side];
    if (c === undefined) continue;
    const perDecision = c.searched === 0 ? 0 : c.playouts / c.searched;
    rows.push(
      `<tr${attrs({ "data-mazo": side })}><th scope="row">${esc(`${side} · ${r.agents[side === "A" ? 0 : 1]}`)}</th>` +
        numberCell("decisiones", c.decisions, integer(c.decisions)) +
        numberCell("unaOpcion", c.singleOption, integer(c.singleOption)) +
        numberCell("buscadas", c.searched, integer(c.searched)) +
        numberCell("playouts", c.playouts, integer(c.playouts)) +
        (c.searched === 0 ? `<td class="num" data-campo="playoutsPorBuscada" data-valor="0">—</td>` : numberCell("playoutsPorBuscada", perDecision, fixed(perDecision, 1))) +
        numberCell("playoutsVoraces", c.greedyPlayouts, integer(c.greedyPlayouts)) +
        numberCell("paradasAntes", c.stoppedEarly, integer(c.stoppedEarly)) +
        `</tr>`,
    );
  }
  const head = headRow(["Agente", "Decisiones", "Con una sola opción", "Buscadas", "Partidas simuladas", "Simuladas por decisión buscada", "Simuladas en decisiones voraces", "Paradas antes de agotar el presupuesto"]);
  const intro = "Cómo gastó su presupuesto cada agente que busca, sumado sobre todas las partidas. «Voraces»: decisiones buscadas cuya respuesta fue la primera opción sensata.";
  return section("busqueda", "Búsqueda de los agentes", intro, table("busqueda", "Presupuesto de búsqueda", head, rows));
}

/** The whole result as JSON inside the page; `<` escaped so no name can close the script. */
function embedded(data: unknown): string {
  return `<script type="application/json" id="datos">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;
}

function page(title: string, body: string, data: unknown): string {
  return (
    `<!DOCTYPE html>\n<html lang="es">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n` +
    `<meta name="color-scheme" content="light">\n<title>${esc(title)}</title>\n<style>${CSS}</style>\n</head>\n<body>\n<main>\n${body}\n</main>\n${embedded(data)}\n</body>\n</html>\n`
  );
}

/** The report of one simulation between two decks, as a self-contained HTML page. */
export function simulationHtml(result: SimulationResult): string {
  const body = [simulationHeader(result), resultsSection(result), matchupSection(result), firstPlayerSection(result), durationSection(result.stats.games, result.stats.averageTurns, result.stats.averageDecisions, result.stats.lengths), cardsSection(result), searchSection(result)];
  return page(`Simulación: ${result.deckA} contra ${result.deckB}`, body.join("\n"), result);
}

// ───────────────────────── tournament report ─────────────────────────

function tournamentHeader(t: TournamentResult): string {
  const played = t.matches.reduce((a, m) => a + m.stats.games, 0);
  const entries: [string, string][] = [
    ["Mazos", t.decks.length === 0 ? "ninguno" : t.decks.join(" · ")],
    ["Partidas por pareja", integer(t.gamesPerPair)],
    ["Partidas jugadas", integer(played)],
    ["Semilla", String(t.seed)],
    ["Agentes", `primer mazo de cada pareja: ${t.agents[0]} · segundo: ${t.agents[1]}`],
  ];
  if (t.fragment !== null) entries.push(["Fragmento", `${integer(t.fragment.index + 1)} de ${integer(t.fragment.count)}`]);
  return `<header><p class="antetitulo">Crónicas · informe de torneo</p><h1>Torneo de ${esc(integer(t.decks.length))} ${t.decks.length === 1 ? "mazo" : "mazos"}</h1>${facts(entries)}</header>`;
}

function ratingsSection(t: TournamentResult): string {
  const intro = "Ratings de Bradley–Terry en la escala Elo (media 0; 100 puntos de diferencia ≈ 64 % de victorias), con intervalos del 95 %.";
  if (t.ratings.length === 0) return section("ratings", "Ratings", intro, empty("No hay mazos que puntuar."));
  const sorted = t.ratings.slice().sort((a, b) => b.rating - a.rating);
  const rows: IntervalRow[] = sorted.map((r: DeckRating) => ({
    label: r.deck,
    tooltip: `${r.deck}: ${eloText(r.rating)} (${interval(r.low, r.high, eloText)})`,
    value: r.rating,
    low: r.low,
    high: r.high,
    strong: r.low > 0 || r.high < 0,
    blank: !Number.isFinite(r.rating) || !Number.isFinite(r.low) || !Number.isFinite(r.high),
    attrs: { "data-mazo": r.deck, "data-valor": r.rating },
  }));
  const chart = intervalChart("ratings", "Rating de cada mazo, ordenados de mayor a menor, con intervalos del 95 %", "Rating (escala Elo)", rows, (v) => signed(v, 0));
  const tableRows = sorted.map(
    (r, i) =>
      `<tr${attrs({ "data-mazo": r.deck })}>${numberCell("posicion", i + 1, `${i + 1}.`)}${textCell("mazo", r.deck)}` +
      `<td class="num"${attrs({ "data-campo": "rating", "data-valor": r.rating, "data-bajo": r.low, "data-alto": r.high })}>${esc(eloText(r.rating))}<span class="ic">${esc(interval(r.low, r.high, eloText))}</span></td>` +
      `${numberCell("partidas", r.games, integer(r.games))}</tr>`,
  );
  return section("ratings", "Ratings", intro, chart + table("ratings", "Ratings de los mazos", headRow(["Posición", "Mazo", "Rating", "Partidas"]), tableRows));
}

function matchesSection(t: TournamentResult): string {
  if (t.matches.length === 0) return section("partidos", "Enfrentamientos", "", empty("No hubo ningún enfrentamiento."));
  const rows = t.matches.map((m, p) => {
    const s: SimulationStats = m.stats;
    return (
      `<tr${attrs({ "data-partido": p, "data-mazo-a": m.deckA, "data-mazo-b": m.deckB })}>` +
      textCell("mazoA", m.deckA) +
      textCell("mazoB", m.deckB) +
      numberCell("partidas", s.games, integer(s.games)) +
      numberCell("victoriasA", s.winsA, integer(s.winsA)) +
      numberCell("victoriasB", s.winsB, integer(s.winsB)) +
      numberCell("empates", s.draws, integer(s.draws)) +
      rateCell("tasaA", s.winRateA) +
      rateCell("primero", s.firstPlayerWinRate) +
      (s.games === 0 ? `<td class="num"${attrs({ "data-campo": "turnos", "data-valor": s.averageTurns })}>—</td>` : numberCell("turnos", s.averageTurns, fixed(s.averageTurns, 1))) +
      `</tr>`
    );
  });
  const head = headRow(["Mazo A", "Mazo B", "Partidas", "Victorias A", "Victorias B", "Empates", "Tasa de A", "Gana quien empieza", "Turnos (media)"]);
  return section("partidos", "Enfrentamientos", "Cada pareja de mazos, el primero como A.", table("partidos", "Resultados de cada enfrentamiento", head, rows));
}

/** The lengths of all the tournament's games, merged over its matches. */
function mergedLengths(t: TournamentResult): LengthBucket[] {
  const byTurns = new Map<number, number>();
  for (const m of t.matches) for (const b of m.stats.lengths) byTurns.set(b.turns, (byTurns.get(b.turns) ?? 0) + b.games);
  return [...byTurns.entries()].sort((a, b) => a[0] - b[0]).map(([turns, games]) => ({ turns, games }));
}

/** The report of a round robin, as a self-contained HTML page. */
export function tournamentHtml(result: TournamentResult): string {
  const games = result.matches.reduce((a, m) => a + m.stats.games, 0);
  const weighted = (f: (s: SimulationStats) => number): number => (games === 0 ? 0 : result.matches.reduce((a, m) => a + f(m.stats) * m.stats.games, 0) / games);
  const lines: HeatLine[] = result.decks.map((d) => ({ label: d, key: d }));
  const body = [
    tournamentHeader(result),
    section("matriz", "Matriz de enfrentamientos", "Tasa de victoria de la fila contra la columna; los empates cuentan como media victoria.", heatMap(lines, result.matrix, "Tasa de victoria de cada mazo (fila) contra cada otro (columna)")),
    ratingsSection(result),
    matchesSection(result),
    durationSection(games, weighted((s) => s.averageTurns), weighted((s) => s.averageDecisions), mergedLengths(result)),
  ];
  return page(`Torneo: ${result.decks.join(", ")}`, body.join("\n"), result);
}

// ───────────────────────── style ─────────────────────────

const CSS = `
:root{--texto:#1f2328;--suave:#59636e;--borde:#d1d9e0;--zebra:#f6f8fa;--cabecera:#eef1f4;--acento:#0969da;--fuerte:#bf3989;--barra:#8fb8e8}
*{box-sizing:border-box}
body{margin:0;background:#fff;color:var(--texto);font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans","Liberation Sans",sans-serif;line-height:1.45;font-size:15px}
main{max-width:1180px;margin:0 auto;padding:2rem 1.5rem 4rem}
header{border-bottom:2px solid var(--texto);padding-bottom:1rem}
.antetitulo{margin:0;color:var(--suave);text-transform:uppercase;letter-spacing:.06em;font-size:.8rem}
h1{font-size:1.9rem;margin:.2rem 0 .8rem;line-height:1.2}
h1 .contra{font-weight:400;color:var(--suave);font-size:1.3rem}
h2{font-size:1.3rem;margin:0 0 .6rem;padding-bottom:.3rem;border-bottom:1px solid var(--borde)}
section{margin-top:2.5rem}
.ficha{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1.2rem;margin:0}
.ficha dt{color:var(--suave)}
.ficha dd{margin:0;font-weight:500}
.nota{color:var(--suave);font-size:.9rem;max-width:75ch}
.vacio{padding:1rem 1.2rem;background:var(--zebra);border:1px dashed var(--borde);border-radius:6px;color:var(--suave)}
.envoltura{overflow-x:auto;margin:.8rem 0}
table{border-collapse:collapse;font-size:.9rem}
caption{caption-side:top;text-align:left;color:var(--suave);padding:0 0 .4rem;font-size:.85rem}
th,td{padding:.35rem .65rem;border-bottom:1px solid var(--borde);text-align:left;vertical-align:top}
thead th{background:var(--cabecera);font-weight:600;vertical-align:bottom}
thead th[scope=colgroup]{text-align:center;border-bottom:1px solid var(--borde)}
tbody tr:nth-child(even){background:var(--zebra)}
tbody th{font-weight:500}
td.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
.ic{display:block;font-size:.75rem;color:var(--suave);font-weight:400}
table.cartas{font-size:.84rem}
table.cartas th,table.cartas td{padding:.3rem .45rem}
table.cartas td[data-campo=carta]{min-width:12rem}
table.cartas tr.significativa td{font-weight:600}
table.cartas tr.significativa td[data-campo=significativa]{color:var(--fuerte)}
table.calor td{text-align:center;min-width:7.5rem;font-weight:600;border:2px solid #fff}
table.calor td.diagonal{background:repeating-linear-gradient(45deg,#f3f4f6,#f3f4f6 6px,#e5e7eb 6px,#e5e7eb 12px)}
table.calor td.esquina{background:#fff;border:none}
.leyenda{display:flex;align-items:center;gap:.5rem;font-size:.8rem;color:var(--suave)}
.leyenda .escala{display:inline-block;width:220px;height:12px;border:1px solid var(--borde);background:linear-gradient(to right,rgb(202,0,32),#fff,rgb(5,113,176))}
svg.grafico{display:block;max-width:100%;height:auto;margin:.8rem 0}
svg.grafico text{font-family:inherit;font-size:12px;fill:var(--texto)}
svg.grafico .marca-eje{fill:var(--suave);font-size:11px}
svg.grafico .titulo-eje{font-size:12px;font-weight:600;fill:var(--suave)}
svg.grafico .valor{font-size:11px;font-weight:600}
svg.grafico .aviso{fill:var(--suave);font-style:italic;font-size:11px}
svg.grafico .eje{stroke:#8c959f;stroke-width:1}
svg.grafico .rejilla{stroke:#e6e9ec;stroke-width:1}
svg.grafico .referencia{stroke:#8c959f;stroke-width:1;stroke-dasharray:4 3}
svg.grafico .cero{stroke:var(--texto);stroke-width:1.5}
svg.grafico .franja{fill:var(--zebra)}
svg.grafico .barra{fill:var(--barra)}
svg.grafico .bigote{stroke:var(--texto);stroke-width:1.3}
svg.grafico .punto{fill:var(--texto)}
svg.grafico .fuerte .barra{fill:var(--fuerte);opacity:.75}
svg.grafico .fuerte .punto{fill:var(--fuerte)}
svg.grafico .fuerte .etiqueta{font-weight:700;fill:var(--fuerte)}
svg.grafico .sin-comparacion .etiqueta{fill:var(--suave)}
@media print{main{max-width:none;padding:0}section{break-inside:avoid-page}}
`;
