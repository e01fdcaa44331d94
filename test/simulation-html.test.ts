// The HTML reports of a simulation and a tournament, from games the engine really played,
// as headless Chromium renders them: the numbers in the tables are the JSON's (read from
// their `data-valor`, never from Spanish text), the JSON in the page parses back to the
// input, and the charts have a mark per datum. The parsing is a few regular expressions
// over the DOM Chromium dumps, which serializes every attribute in double quotes.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { simulationHtml, tournamentHtml } from "../cli/simulation-html.js";
import type { CardSet, DeckDefinition } from "../compiler/index.js";
import { simulate, type SimulationResult } from "../runtime/simulate.js";
import type { LengthBucket } from "../runtime/simulation-stats.js";
import { tournament, type TournamentResult } from "../runtime/tournament.js";
import { findChromium } from "./chromium.js";
import { bundledSet } from "./helpers.js";

const run = promisify(execFile);

const browser = findChromium();

// ───────────── a small reader of the reports' markup ─────────────

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, e: string) => {
    if (e[0] === "#") return String.fromCodePoint(e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
    return NAMED[e] ?? whole;
  });
}

/** A tag's attributes, quoted values skipped whole: older browsers leave `<` and `>` raw in them. */
const ATTRS = String.raw`((?:[\s/](?:[^>"]|"[^"]*")*)?)`;
const ANY_TAG = new RegExp(String.raw`<(?:[^>"]|"[^"]*")*>`, "g");

function attributesOf(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w:-]+)="([^"]*)"/g)) out[m[1]!] = decode(m[2]!);
  return out;
}

const textOf = (html: string): string => decode(html.replace(ANY_TAG, ""));

/** Every start tag of `html`: its name and attributes. */
function tags(html: string): { name: string; attrs: Record<string, string> }[] {
  return [...html.matchAll(new RegExp(`<([a-zA-Z][\\w-]*)${ATTRS}>`, "g"))].map((m) => ({ name: m[1]!.toLowerCase(), attrs: attributesOf(m[2]!) }));
}

interface Cell {
  attrs: Record<string, string>;
  text: string;
  /** The cell's text without its interval line. */
  main: string;
}
interface Row {
  attrs: Record<string, string>;
  cells: Cell[];
  /** Cells by `data-campo`. */
  field: Record<string, Cell>;
}

/** The element `<tag …>…</tag>` whose attribute `key` is `name` (these elements do not nest). */
function element(html: string, tag: string, key: string, name: string): { attrs: Record<string, string>; inner: string; whole: string } {
  const found = [...html.matchAll(new RegExp(`<${tag}${ATTRS}>([\\s\\S]*?)</${tag}>`, "g"))].find((m) => attributesOf(m[1]!)[key] === name);
  expect(found, `<${tag} ${key}="${name}">`).toBeDefined();
  return { attrs: attributesOf(found![1]!), inner: found![2]!, whole: found![0] };
}

function tableOf(dom: string, name: string): Row[] {
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(element(dom, "table", "data-tabla", name).inner)?.[1] ?? "";
  return [...body.matchAll(new RegExp(`<tr${ATTRS}>([\\s\\S]*?)</tr>`, "g"))].map((r) => {
    const cells = [...r[2]!.matchAll(new RegExp(`<t([dh])${ATTRS}>([\\s\\S]*?)</t\\1>`, "g"))].map((c) => ({
      attrs: attributesOf(c[2]!),
      text: textOf(c[3]!),
      main: textOf(c[3]!.replace(/<span class="ic">[\s\S]*?<\/span>/, "")),
    }));
    const field: Record<string, Cell> = {};
    for (const c of cells) if (c.attrs["data-campo"] !== undefined) field[c.attrs["data-campo"]] = c;
    return { attrs: attributesOf(r[1]!), cells, field };
  });
}

const value = (cell: Cell | undefined): number => Number(cell?.attrs["data-valor"]);

const svgOf = (dom: string, name: string): string => element(dom, "svg", "data-grafico", name).whole;

/** The attributes of every element of `svg` that has attribute `marker`. */
function marks(svg: string, marker: string): Record<string, string>[] {
  return tags(svg)
    .map((t) => t.attrs)
    .filter((a) => a[marker] !== undefined);
}

function embeddedJson(dom: string): unknown {
  const m = /<script type="application\/json" id="datos">([\s\S]*?)<\/script>/.exec(dom);
  expect(m).not.toBeNull();
  return JSON.parse(m![1]!);
}

/** What the report prints for a rate: «52,3 %». */
const spanishPercent = (x: number): string => `${(x * 100).toFixed(1).replace(".", ",")} %`;

function mergedLengths(t: TournamentResult): LengthBucket[] {
  const by = new Map<number, number>();
  for (const m of t.matches) for (const b of m.stats.lengths) by.set(b.turns, (by.get(b.turns) ?? 0) + b.games);
  return [...by].sort((a, b) => a[0] - b[0]).map(([turns, games]) => ({ turns, games }));
}

// ───────────── the inputs: games the engine plays ─────────────

let cardSet: CardSet;
let decks: DeckDefinition[];
let sim: SimulationResult;
let tour: TournamentResult;
const deck = (name: string): DeckDefinition => decks.find((d) => d.name === name)!;

/** `sim` with its first card renamed: a name that would close the JSON's script and open markup. */
const HOSTILE = "</script><b>x</b>";
function withHostileName(r: SimulationResult): SimulationResult {
  const copy = structuredClone(r);
  copy.deckA = `Mazo & "A" <i>'`;
  copy.stats.cards[0]!.card = HOSTILE;
  return copy;
}

beforeAll(() => {
  ({ cardSet, decks } = bundledSet());
  sim = simulate({ deckA: deck("Vanguardia de Hierro"), deckB: deck("Ceniza y Acero"), cards: cardSet, games: 40, seed: 3, agents: ["voraz", "voraz"] });
  tour = tournament({ decks: [deck("Vanguardia de Hierro"), deck("Ceniza y Acero"), deck("Legión de Etheria")], cards: cardSet, games: 10, seed: 5, agents: ["voraz", "voraz"] });
});

describe("informe HTML (sin navegador)", () => {
  it("un nombre de carta con «</script>» no cierra el JSON ni abre etiquetas", () => {
    const html = simulationHtml(withHostileName(sim));
    expect(html).not.toContain(HOSTILE);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain(`data-carta="&lt;/script&gt;&lt;b&gt;x&lt;/b&gt;"`);
    expect(html).not.toContain("<i>");
  });

  it("sin partidas ni cartas: mensajes en vez de gráficos, sin NaN ni infinitos", () => {
    const none = simulate({ deckA: deck("Vanguardia de Hierro"), deckB: deck("Ceniza y Acero"), cards: cardSet, games: 0 });
    const html = simulationHtml(none);
    expect(html).not.toMatch(/NaN|Infinity|undefined/);
    expect(html).toContain("No se jugó ninguna partida.");
    expect(html).toContain("Ninguna carta llegó a la mano");
    expect(tableOf(html, "resultados")[0]!.field["partidas"]!.attrs["data-valor"]).toBe("0");
    const emptyTour = tournamentHtml(tournament({ decks: [deck("Vanguardia de Hierro"), deck("Ceniza y Acero")], cards: cardSet, games: 0 }));
    expect(emptyTour).not.toMatch(/NaN|Infinity|undefined/);
    expect(emptyTour).toContain("No se jugó ninguna partida.");
    const noDecks = tournamentHtml({ decks: [], agents: ["voraz", "voraz"], seed: 1, gamesPerPair: 10, fragment: null, matches: [], matrix: [], ratings: [] });
    expect(noDecks).not.toMatch(/NaN|Infinity|undefined/);
    expect(noDecks).toContain("No hay mazos que enfrentar.");
  });

  it("con 60 cartas el gráfico de mejora tiene una marca por carta y crece en alto", () => {
    const many = structuredClone(sim);
    const base = many.stats.cards[0]!;
    many.stats.cards = Array.from({ length: 60 }, (_, i) => ({ ...structuredClone(base), card: `Carta de prueba número ${i} con un nombre bastante largo`, drawnImprovement: { value: (i - 30) / 100, low: (i - 45) / 100, high: (i - 15) / 100 } }));
    const svg = svgOf(simulationHtml(many), "mejora");
    expect(marks(svg, "data-carta")).toHaveLength(60);
    expect(Number(tags(svg)[0]!.attrs["height"])).toBeGreaterThan(60 * 20);
    expect(svg).not.toMatch(/NaN/);
  });

  it("la tabla de búsqueda resume el presupuesto del agente que busca", () => {
    const searched = simulate({ deckA: deck("Vanguardia de Hierro"), deckB: deck("Ceniza y Acero"), cards: cardSet, games: 2, seed: 3, agents: ["mcts:3", "voraz"] });
    const counters = searched.stats.search?.A;
    expect(counters).toBeDefined();
    const rows = tableOf(simulationHtml(searched), "busqueda");
    expect(rows.map((r) => r.attrs["data-mazo"])).toEqual(["A"]);
    const f = rows[0]!.field;
    expect([value(f["decisiones"]), value(f["unaOpcion"]), value(f["buscadas"]), value(f["playouts"]), value(f["playoutsVoraces"]), value(f["paradasAntes"])]).toEqual([
      counters!.decisions,
      counters!.singleOption,
      counters!.searched,
      counters!.playouts,
      counters!.greedyPlayouts,
      counters!.stoppedEarly,
    ]);
    expect(simulationHtml(sim)).not.toContain('data-tabla="busqueda"');
  });
});

describe.skipIf(!browser && !process.env["CI"])("informe HTML en Chromium", () => {
  let dir: string;
  const dom: Record<string, string> = {};
  let screenshot: string;

  beforeAll(async () => {
    if (browser === null) throw new Error("No se encontró Chromium (chromium, chromium-browser o google-chrome): en CI debe estar instalado.");
    dir = mkdtempSync(join(tmpdir(), "cronicas-html-"));
    const pages: Record<string, string> = {
      simulacion: simulationHtml(sim),
      torneo: tournamentHtml(tour),
      hostil: simulationHtml(withHostileName(sim)),
      vacia: simulationHtml(simulate({ deckA: deck("Vanguardia de Hierro"), deckB: deck("Ceniza y Acero"), cards: cardSet, games: 0 })),
    };
    const chromium = (name: string, ...args: string[]) =>
      run(browser, ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check", "--hide-scrollbars", `--user-data-dir=${join(dir, `perfil-${name}`)}`, ...args], {
        timeout: 30_000,
        maxBuffer: 64 * 1024 * 1024,
      });
    const url = (name: string): string => pathToFileURL(join(dir, `${name}.html`)).href;
    for (const [name, html] of Object.entries(pages)) writeFileSync(join(dir, `${name}.html`), html);
    screenshot = join(dir, "simulacion.png");
    // One browser per page, all at once: each launch costs about half a second.
    const dumps = Object.keys(pages).map(async (name) => {
      dom[name] = (await chromium(name, "--dump-dom", url(name))).stdout;
    });
    await Promise.all([...dumps, chromium("captura", `--screenshot=${screenshot}`, "--window-size=1200,3000", url("simulacion"))]);
  });

  afterAll(() => {
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  });

  it("la página es española, con título, y su JSON vuelve a dar la entrada", () => {
    const d = dom["simulacion"]!;
    expect(d).toMatch(/<html lang="es">/);
    expect(textOf(/<title>([\s\S]*?)<\/title>/.exec(d)![1]!)).toBe("Simulación: Vanguardia de Hierro contra Ceniza y Acero");
    expect(embeddedJson(d)).toEqual(sim);
    expect(embeddedJson(dom["torneo"]!)).toEqual(tour);
    for (const page of Object.values(dom)) expect(textOf(page.replace(/<script[\s\S]*?<\/script>/g, ""))).not.toMatch(/NaN|Infinity|undefined/);
  });

  it("resultados, ventaja de empezar y duración son los de las estadísticas", () => {
    const s = sim.stats;
    const d = dom["simulacion"]!;
    const results = tableOf(d, "resultados");
    const byRow = Object.fromEntries(results.map((r) => [r.attrs["data-fila"], r]));
    expect(value(byRow["A"]!.field["partidas"])).toBe(s.winsA);
    expect(value(byRow["B"]!.field["partidas"])).toBe(s.winsB);
    expect(value(byRow["empates"]!.field["partidas"])).toBe(s.draws);
    for (const [row, rate] of [["A", s.winRateA], ["B", s.winRateB]] as const) {
      const cell = byRow[row]!.field["tasa"]!;
      expect([value(cell), Number(cell.attrs["data-bajo"]), Number(cell.attrs["data-alto"])]).toEqual([rate.rate, rate.low, rate.high]);
      expect(cell.main).toBe(spanishPercent(rate.rate));
      expect(cell.text).toContain(`IC 95 %: ${spanishPercent(rate.low)} – ${spanishPercent(rate.high)}`);
    }
    const first = Object.fromEntries(tableOf(d, "primero").map((r) => [r.attrs["data-fila"], value(r.field["tasa"])]));
    expect(first).toEqual({ global: s.firstPlayerWinRate.rate, A: s.firstPlayerBySide.A.rate, B: s.firstPlayerBySide.B.rate });
    const firstChart = marks(svgOf(d, "primero"), "data-fila");
    expect(firstChart.map((m) => [m["data-fila"], Number(m["data-valor"])])).toEqual([
      ["global", s.firstPlayerWinRate.rate],
      ["A", s.firstPlayerBySide.A.rate],
      ["B", s.firstPlayerBySide.B.rate],
    ]);
    const duration = Object.fromEntries(tableOf(d, "duracion").map((r) => [r.attrs["data-fila"], value(r.field["valor"])]));
    expect(duration["turnos"]).toBe(s.averageTurns);
    expect(duration["decisiones"]).toBe(s.averageDecisions);
    const bars = marks(svgOf(d, "duracion"), "data-turnos");
    expect(bars.map((b) => ({ turns: Number(b["data-turnos"]), games: Number(b["data-valor"]) }))).toEqual(s.lengths);
  });

  it("la matriz 2×2 tiene la diagonal vacía y la tasa de cada mazo contra el otro", () => {
    const s = sim.stats;
    const rows = tableOf(dom["simulacion"]!, "matriz");
    expect(rows.map((r) => r.attrs["data-mazo"])).toEqual(["A", "B"]);
    const cell = (i: number, j: number) => rows[i]!.cells.find((c) => c.attrs["data-columna"] === String(j))!;
    expect(cell(0, 0).attrs["data-valor"]).toBeUndefined();
    expect(cell(1, 1).attrs["data-valor"]).toBeUndefined();
    expect(value(cell(0, 1))).toBe((s.winsA + s.draws / 2) / s.games);
    expect(value(cell(1, 0))).toBe((s.winsB + s.draws / 2) / s.games);
    expect(cell(0, 1).text).toBe(spanishPercent((s.winsA + s.draws / 2) / s.games));
  });

  it("cada carta tiene su fila con todas las columnas y su marca en el gráfico de mejora", () => {
    const d = dom["simulacion"]!;
    const cards = sim.stats.cards;
    expect(cards.length).toBeGreaterThan(10);
    const rows = tableOf(d, "cartas");
    expect(rows).toHaveLength(cards.length);
    for (const [i, c] of cards.entries()) {
      const row = rows[i]!;
      expect([row.attrs["data-mazo"], row.attrs["data-carta"]]).toEqual([c.deck, c.card]);
      const f = row.field;
      expect(f["carta"]!.text).toBe(c.card);
      expect(f["mazo"]!.text).toBe(c.deck);
      expect(value(f["vecesJugada"])).toBe(c.timesPlayed);
      expect([value(f["jugadaPartidas"]), value(f["jugadaVictoria"])]).toEqual([c.played.n, c.played.rate]);
      expect([value(f["robadaPartidas"]), value(f["robadaVictoria"])]).toEqual([c.drawn.n, c.drawn.rate]);
      expect([value(f["noRobadaPartidas"]), value(f["noRobadaVictoria"])]).toEqual([c.notDrawn.n, c.notDrawn.rate]);
      expect([value(f["mejora"]), Number(f["mejora"]!.attrs["data-bajo"]), Number(f["mejora"]!.attrs["data-alto"])]).toEqual([c.drawnImprovement.value, c.drawnImprovement.low, c.drawnImprovement.high]);
      expect([f["significativa"]!.attrs["data-valor"], f["significativa"]!.text]).toEqual([String(c.significant), c.significant ? "sí" : "no"]);
    }
    const chart = marks(svgOf(d, "mejora"), "data-carta");
    expect(chart).toHaveLength(cards.length);
    const key = (deckSide: string, card: string): string => `${deckSide}\u0000${card}`;
    const plotted = new Map(chart.map((m) => [key(m["data-mazo"]!, m["data-carta"]!), Number(m["data-valor"])]));
    for (const c of cards) expect(plotted.get(key(c.deck, c.card))).toBe(c.drawnImprovement.value);
    // Sorted by value, highest first, among the cards with something to compare.
    const comparable = chart.filter((m) => !(m["class"] ?? "").includes("sin-comparacion")).map((m) => Number(m["data-valor"]));
    expect(comparable).toEqual(comparable.slice().sort((a, b) => b - a));
  });

  it("los gráficos son SVG accesibles", () => {
    for (const page of ["simulacion", "torneo"]) {
      const svgs = tags(dom[page]!).filter((t) => t.name === "svg").map((t) => t.attrs);
      expect(svgs.length).toBeGreaterThanOrEqual(page === "simulacion" ? 3 : 2);
      for (const s of svgs) {
        expect(s["role"]).toBe("img");
        expect(s["aria-label"]).toMatch(/\S/);
      }
    }
  });

  it("torneo: matriz N×N, ratings ordenados, un renglón por enfrentamiento y la duración de todas las partidas", () => {
    const d = dom["torneo"]!;
    const n = tour.decks.length;
    const matrix = tableOf(d, "matriz");
    expect(matrix.map((r) => r.attrs["data-mazo"])).toEqual(tour.decks);
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        const cell = matrix[i]!.cells.find((c) => c.attrs["data-columna"] === String(j))!;
        const expected = tour.matrix[i]![j]!;
        if (expected === null) expect(cell.attrs["data-valor"]).toBeUndefined();
        else expect([value(cell), cell.attrs["data-contra"]]).toEqual([expected, tour.decks[j]]);
      }
    }
    const ratings = tableOf(d, "ratings");
    const sorted = tour.ratings.slice().sort((a, b) => b.rating - a.rating);
    expect(ratings.map((r) => r.attrs["data-mazo"])).toEqual(sorted.map((r) => r.deck));
    for (const [i, r] of sorted.entries()) {
      const cell = ratings[i]!.field["rating"]!;
      expect([value(cell), Number(cell.attrs["data-bajo"]), Number(cell.attrs["data-alto"]), value(ratings[i]!.field["partidas"])]).toEqual([r.rating, r.low, r.high, r.games]);
      expect(cell.main).toBe(`${Math.round(r.rating) > 0 ? "+" : Math.round(r.rating) < 0 ? "−" : ""}${Math.abs(Math.round(r.rating))}`);
    }
    expect(marks(svgOf(d, "ratings"), "data-mazo").map((m) => [m["data-mazo"], Number(m["data-valor"])])).toEqual(sorted.map((r) => [r.deck, r.rating]));
    const matches = tableOf(d, "partidos");
    expect(matches).toHaveLength(tour.matches.length);
    for (const [p, m] of tour.matches.entries()) {
      const f = matches[p]!.field;
      expect([f["mazoA"]!.text, f["mazoB"]!.text]).toEqual([m.deckA, m.deckB]);
      expect([value(f["victoriasA"]), value(f["victoriasB"]), value(f["empates"]), value(f["primero"]), value(f["turnos"])]).toEqual([
        m.stats.winsA,
        m.stats.winsB,
        m.stats.draws,
        m.stats.firstPlayerWinRate.rate,
        m.stats.averageTurns,
      ]);
    }
    const bars = marks(svgOf(d, "duracion"), "data-turnos");
    expect(bars.map((b) => ({ turns: Number(b["data-turnos"]), games: Number(b["data-valor"]) }))).toEqual(mergedLengths(tour));
  });

  it("un nombre con «</script><b>» se ve tal cual en su fila y no rompe el documento", () => {
    const d = dom["hostil"]!;
    const rows = tableOf(d, "cartas");
    const row = rows.find((r) => r.attrs["data-carta"] === HOSTILE);
    expect(row).toBeDefined();
    expect(row!.field["carta"]!.text).toBe(HOSTILE);
    expect(rows).toHaveLength(sim.stats.cards.length);
    expect(tags(d).map((t) => t.name)).not.toContain("b");
    expect(tags(d).map((t) => t.name)).not.toContain("i");
    expect(embeddedJson(d)).toEqual(withHostileName(sim));
    expect(textOf(/<h1>([\s\S]*?)<\/h1>/.exec(d)![1]!)).toBe(`Mazo & "A" <i>' contra Ceniza y Acero`);
    // The sections after the table are still there: nothing swallowed the rest of the page.
    expect(d).toContain('data-grafico="mejora"');
  });

  it("sin partidas la página se dibuja con mensajes en vez de gráficos", () => {
    const d = dom["vacia"]!;
    expect(d).toContain("No se jugó ninguna partida.");
    expect(d).not.toContain('data-grafico="duracion"');
    expect(value(tableOf(d, "resultados")[0]!.field["partidas"])).toBe(0);
  });

  it("la captura de pantalla existe y no está en blanco", () => {
    const png = readFileSync(screenshot);
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(statSync(screenshot).size).toBeGreaterThan(50_000);
  });
});
