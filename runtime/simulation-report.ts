// The Spanish text reports of `cronicas simular` and `cronicas torneo`.
import type { SimulationResult } from "./simulate.js";
import type { Difference, Rate, SearchCounters } from "./simulation-stats.js";
import { fixed, percent, points, signed } from "./spanish-numbers.js";
import type { TournamentResult } from "./tournament.js";

export function rateText(r: Rate): string {
  return `${percent(r.rate)} (IC 95 %: ${percent(r.low)} – ${percent(r.high)})`;
}

function differenceText(d: Difference): string {
  return `${points(d.value)} pp (IC 95 %: ${points(d.low)} – ${points(d.high)})`;
}

function searchLines(side: string, c: SearchCounters): string[] {
  const share = (x: number, n: number): string => (n === 0 ? "0,0 %" : percent(x / n));
  return [
    `  ${side}: ${c.decisions} decisiones; ${c.singleOption} (${share(c.singleOption, c.decisions)}) con una sola opción sensata, sin buscar;`,
    `     ${c.searched} buscadas con ${c.playouts} partidas simuladas (${c.searched === 0 ? 0 : fixed(c.playouts / c.searched, 1)} por decisión); ${share(c.greedyPlayouts, c.playouts)} de ellas en decisiones que acabaron en la opción voraz; ${c.stoppedEarly} búsquedas pararon antes por tener ya ganador.`,
  ];
}

export function simulationReport(result: SimulationResult): string {
  const s = result.stats;
  const lines = [
    `Simulación: «${result.deckA}» (A) contra «${result.deckB}» (B)`,
    `Partidas: ${s.games}${result.fragment === null ? "" : ` de ${result.total} (fragmento ${result.fragment.index}/${result.fragment.count})`} · semilla ${result.seed} · agentes: ${result.agents[0]} (A), ${result.agents[1]} (B)`,
    "",
    `Victorias de A: ${s.winsA} — ${rateText(s.winRateA)}`,
    `Victorias de B: ${s.winsB} — ${rateText(s.winRateB)}`,
    `Empates: ${s.draws}${s.stuck > 0 ? ` (${s.stuck} por partida bloqueada)` : ""}`,
    `Gana quien empieza: ${rateText(s.firstPlayerWinRate)} · A cuando empieza: ${rateText(s.firstPlayerBySide.A)} · B cuando empieza: ${rateText(s.firstPlayerBySide.B)}`,
    `Duración media: ${fixed(s.averageTurns, 1)} turnos, ${fixed(s.averageDecisions, 1)} decisiones`,
    "",
    "Cartas (veces jugada · partidas en que se jugó y victorias de su mazo en ellas · robada · no robada · mejora al robarla):",
  ];
  for (const c of s.cards) {
    const mark = c.significant ? " *" : "";
    lines.push(
      `  ${c.deck} ${c.card}${mark}: ${c.timesPlayed} · jugada ${c.played.n}, ${percent(c.played.rate)} · robada ${c.drawn.n}, ${percent(c.drawn.rate)} · no robada ${c.notDrawn.n}, ${percent(c.notDrawn.rate)} · ${differenceText(c.drawnImprovement)}`,
    );
  }
  if (s.cards.some((c) => c.significant)) lines.push("  (* mejora al robarla significativa: su intervalo no incluye el 0)");
  if (s.search !== undefined) {
    lines.push("", "Presupuesto de búsqueda:");
    if (s.search.A !== undefined) lines.push(...searchLines("A", s.search.A));
    if (s.search.B !== undefined) lines.push(...searchLines("B", s.search.B));
  }
  return lines.join("\n");
}

export function tournamentReport(result: TournamentResult): string {
  const n = result.decks.length;
  const games = result.matches.reduce((a, m) => a + m.stats.games, 0);
  const lines = [
    `Torneo todos contra todos: ${n} mazos, ${result.gamesPerPair} partidas por emparejamiento${result.fragment === null ? "" : ` (fragmento ${result.fragment.index}/${result.fragment.count})`}, ${games} partidas · semilla ${result.seed} · agentes: ${result.agents[0]} (A), ${result.agents[1]} (B)`,
    "",
    "Clasificación (Bradley–Terry, escala Elo, media 0):",
  ];
  const ranked = result.ratings.slice().sort((a, b) => b.rating - a.rating);
  ranked.forEach((r, k) => {
    const sign = (x: number): string => signed(x, 0);
    lines.push(`  ${k + 1}. ${r.deck}: ${sign(r.rating)} (IC 95 %: ${sign(r.low)} – ${sign(r.high)}) · ${r.games} partidas`);
  });
  lines.push("", "Victorias de la fila contra la columna:");
  const short = result.decks.map((_, i) => `M${i + 1}`);
  result.decks.forEach((d, i) => lines.push(`  ${short[i]} = ${d}`));
  lines.push(`       ${short.map((s) => s.padStart(7)).join("")}`);
  result.matrix.forEach((row, i) => {
    lines.push(`  ${short[i]!.padEnd(5)}${row.map((x) => (x === null ? "—" : percent(x)).padStart(7)).join("")}`);
  });
  lines.push("", "Emparejamientos:");
  for (const m of result.matches) {
    const s = m.stats;
    lines.push(`  «${m.deckA}» contra «${m.deckB}»: ${s.winsA}–${s.winsB}${s.draws > 0 ? `, ${s.draws} ${s.draws === 1 ? "empate" : "empates"}` : ""} · gana quien empieza ${percent(s.firstPlayerWinRate.rate)} · ${fixed(s.averageTurns, 1)} turnos de media`);
  }
  return lines.join("\n");
}
