// Runs `.escenario` files against the engine: setup → plays → expectations. A file with
// errors (syntax, or the compiler's checks of compiler/scenario/) runs no scenario.
import { checkEscenarioText, compile, formatDiagnostic, LineIndex, type CardDefinition, type CardSet } from "../compiler/index.js";
import { ILLEGAL_REASONS, type Expectation, type IllegalReason, type LogEvent, type PlayStatement, type ScenarioNode, type TargetRef } from "../grammar/index.js";
import {
  attackOf,
  cloneState,
  describe,
  hasKeyword,
  lifeOf,
  pendingDecision,
  type GameEvent,
  type GameState,
  type PlayerId,
  type RejectionCode,
} from "../runtime/index.js";
import { apply, Cards, mapStatement, pendingText, writtenDecision } from "./plays.js";
import { buildScenario, playerId, playerName, SetupError } from "./setup.js";

export interface ScenarioFailure {
  /** The expectation or play as written. */
  expectation: string;
  line: number;
  span: { start: number; end: number };
  expected: string;
  actual: string;
}

export interface ScenarioResult {
  name: string;
  file: string;
  line: number;
  passed: boolean;
  failures: ScenarioFailure[];
  /** describe() lines of the last events of the game, players named A and B. */
  logTail: string[];
}

export interface FileResult {
  path: string;
  results: ScenarioResult[];
  /** Syntax errors of the file (the scenarios of a file with errors are not run). */
  errors: string[];
}

const LOG_TAIL = 15;

/** Runs every scenario of a `.escenario` text. `cardSet`: the compiled cards/ (inline `cartas:` are added per scenario). */
export function runScenarioFile(path: string, text: string, cardSet: CardSet | readonly CardDefinition[]): FileResult {
  const lines = new LineIndex(text);
  const lineOf = (offset: number): number => lines.position(offset).line;
  const parsed = checkEscenarioText(text);
  // The same `archivo:línea:columna: error [código] mensaje` as `cronicas validar`.
  const errors = parsed.diagnostics
    .filter((d) => d.severity === "error")
    .map((d) => formatDiagnostic({ file: path, code: d.code, severity: d.severity, message: d.message, range: lines.range(path, d.span) }));
  if (errors.length > 0) return { path, results: [], errors };
  const base = Array.isArray(cardSet) ? (cardSet as readonly CardDefinition[]) : (cardSet as CardSet).cards;
  const results = parsed.scenarios.map((node): ScenarioResult => {
    try {
      return runScenario(path, text, node, base, lineOf);
    } catch (e) {
      // An exception of the engine is a failure of that scenario, not of the whole run.
      const line = lineOf(node.span.start);
      return {
        name: node.name,
        file: path,
        line,
        passed: false,
        failures: [{ expectation: `escenario "${node.name}"`, line, span: { start: node.span.start, end: node.span.end }, expected: "que el escenario se ejecute", actual: `el motor lanzó una excepción: ${(e as Error).message}` }],
        logTail: [],
      };
    }
  });
  return { path, results, errors };
}

/** Runs several files (same card set). */
export function runScenarios(files: readonly { path: string; text: string }[], cardSet: CardSet | readonly CardDefinition[]): FileResult[] {
  return files.map((f) => runScenarioFile(f.path, f.text, cardSet));
}

function fail(text: string, span: { start: number; end: number }, lineOf: (o: number) => number, expected: string, actual: string): ScenarioFailure {
  return { expectation: text.slice(span.start, span.end).trim(), line: lineOf(span.start), span: { start: span.start, end: span.end }, expected, actual };
}

export function runScenario(path: string, text: string, node: ScenarioNode, base: readonly CardDefinition[], lineOf: (o: number) => number): ScenarioResult {
  const result: ScenarioResult = { name: node.name, file: path, line: lineOf(node.span.start), passed: false, failures: [], logTail: [] };
  // Inline cards: compiled alone, they replace a bundled card of the same name.
  let cards = base;
  if (node.cards.length > 0) {
    const cardText = text.slice(node.cards[0]!.span.start, node.cards[node.cards.length - 1]!.span.end);
    const compiled = compile([{ path: `${path} (${node.name})`, text: cardText }]);
    const bad = compiled.diagnostics.filter((d) => d.severity === "error");
    if (bad.length > 0) {
      const d = bad[0]!;
      result.failures.push({
        expectation: "cartas:",
        line: lineOf(node.cards[0]!.span.start) + d.range.start.line - 1,
        span: { start: node.cards[0]!.span.start, end: node.cards[0]!.span.end },
        expected: "cartas que compilan sin errores",
        actual: `${d.code} ${d.message}`,
      });
      return result;
    }
    const own = new Set(compiled.cardSet.cards.map((c) => c.name));
    cards = [...base.filter((c) => !own.has(c.name)), ...compiled.cardSet.cards];
  }
  let built;
  try {
    built = buildScenario(node, cards, lineOf);
  } catch (e) {
    const line = e instanceof SetupError ? e.line : result.line;
    result.failures.push({ expectation: "preparación:", line, span: node.sections["preparación"] ?? node.nameSpan, expected: "una preparación que el motor pueda armar", actual: (e as Error).message });
    return result;
  }
  const s = built.state;
  const cardsOf = new Cards(() => s, built.copies);
  const logStart = s.events.length;
  const runner = new PlayRunner(cardsOf, () => s);

  const ctx: Ctx = { cards: cardsOf, initialLife: built.initialLife, events: () => s.events.slice(logStart) };
  let stopped = false;
  for (const st of node.plays) {
    // «Comprueba que …»: the state between two plays; a failed check is reported and the plays go on.
    if (st.kind === "checkpoint") {
      for (const ex of st.expectations) {
        const r = check(s, ex, ctx);
        if (r !== null) result.failures.push(fail(text, ex.span, lineOf, r.expected, r.actual));
      }
      continue;
    }
    const error = runner.play(st);
    if (error !== null) {
      result.failures.push(fail(text, st.span, lineOf, "una jugada legal para el motor", error));
      stopped = true;
      break;
    }
  }
  if (!stopped) {
    for (const ex of node.expectations) {
      const r = check(s, ex, ctx);
      if (r !== null) result.failures.push(fail(text, ex.span, lineOf, r.expected, r.actual));
    }
  }
  result.logTail = logLines(s, s.events.slice(Math.max(logStart, s.events.length - LOG_TAIL)));
  if (result.logTail.length === 0) result.logTail = logLines(s, s.events.slice(-LOG_TAIL));
  result.passed = result.failures.length === 0;
  return result;
}

export function logLines(s: GameState, events: readonly GameEvent[]): string[] {
  return events.map((e) => describe(e, s).replace(/Jugador 1/g, "A").replace(/Jugador 2/g, "B"));
}

// --------------------------------------------------------------------------------------
// Plays

class PlayRunner {
  /** Passes the engine applied by itself since the last written play, per player. */
  private autoPasses = [0, 0];
  /** Events of the last written play (forced decisions the engine took by itself are in them). */
  private lastEvents: readonly GameEvent[] = [];

  constructor(
    private readonly cards: Cards,
    private readonly state: () => GameState,
  ) {}

  private record(events: readonly GameEvent[], own: PlayerId | null): void {
    let skipped = own === null;
    for (const e of events) {
      if (e.t !== "pass") continue;
      if (!skipped && e.player === own) {
        skipped = true;
        continue;
      }
      this.autoPasses[e.player]!++;
    }
  }

  /** Plays one statement; a Spanish reason when it cannot. */
  play(st: PlayStatement): string | null {
    const s = this.state();
    if (s.result !== null) return `La partida ya terminó (${resultText(s)}): no se puede hacer esta jugada.`;
    if (st.kind === "pass") {
      if (st.until !== undefined) return this.passUntil(st.until.phase, playerId(st.until.player));
      if (st.player === "both") {
        const pending = pendingDecision(s);
        const first: PlayerId = pending !== null && pending.kind === "action" && pending.options.some((o) => o.kind === "pass") && this.autoPasses[pending.player] === 0 ? pending.player : this.autoPasses[0]! > 0 ? 0 : this.autoPasses[1]! > 0 ? 1 : (pending?.player ?? 0);
        const error = this.pass(first);
        if (error !== null) return error;
        // The game may end when the chain resolves: nothing is left to pass.
        if (s.result !== null && this.autoPasses[first === 0 ? 1 : 0] === 0) return null;
        return this.pass(first === 0 ? 1 : 0);
      }
      return this.pass(playerId(st.player));
    }
    const pending = pendingDecision(s);
    // A decision the engine took by itself (a single possible answer) is accepted.
    if (pending === null || pending.player !== playerId((st as { player: "A" | "B" }).player) || !fits(st, pending.kind)) {
      if ((st.kind === "block" && st.blockers.length === 0) || st.kind === "orderBlockers" || st.kind === "nextEffect" || st.kind === "chooseTargets") {
        if (pending === null || !fits(st, pending.kind)) return null;
      }
    }
    if (st.kind === "choose" && (pending === null || pending.kind !== "choose" || pending.player !== playerId(st.player))) {
      {
        // A choice with a single possible answer: the engine took it; the cards must have moved so.
        const reason = st.purpose === "search" ? "search" : st.purpose === "discard" ? "discard" : st.purpose === "returnEssence" ? "returnEssence" : null;
        const moved = st.cards.every((ref) => {
          const ids = this.cards.resolve(ref);
          return this.lastEvents.some((e) => e.t === "move" && ids.includes(e.card) && (reason === null || e.reason === reason));
        });
        if (moved) return null;
      }
    }
    const mapped = mapStatement(this.cards, s, pending, st);
    if ("error" in mapped) return mapped.error;
    const r = apply(s, mapped.decision);
    if (!r.ok) return `El motor rechaza la jugada: ${r.reason}`;
    this.autoPasses = [0, 0];
    this.lastEvents = r.events;
    this.record(r.events, null);
    return null;
  }

  private pass(p: PlayerId): string | null {
    const s = this.state();
    if (this.autoPasses[p]! > 0) {
      this.autoPasses[p]!--;
      return null;
    }
    if (s.result !== null) return `La partida ya terminó (${resultText(s)}): ${playerName(p)} no puede pasar.`;
    const pending = pendingDecision(s);
    if (pending === null || pending.kind !== "action" || pending.player !== p || !pending.options.some((o) => o.kind === "pass")) {
      return `${playerName(p)} no puede pasar ahora: ${pendingText(s, pending)}.`;
    }
    const r = apply(s, { kind: "pass" });
    if (!r.ok) return `El motor rechaza el pase de ${playerName(p)}: ${r.reason}`;
    this.lastEvents = r.events;
    this.record(r.events, p);
    return null;
  }

  private passUntil(phase: string, player: PlayerId): string | null {
    const s = this.state();
    this.autoPasses = [0, 0];
    for (let guard = 0; guard < 1000; guard++) {
      if (s.result !== null) return null;
      if (s.phase === phase && s.active === player) return null;
      const pending = pendingDecision(s);
      if (pending === null || pending.kind !== "action") return null;
      const d = pending.options.some((o) => o.kind === "pass") ? { kind: "pass" as const } : pending.options.some((o) => o.kind === "endPhase") ? { kind: "endPhase" as const } : null;
      if (d === null) return null;
      const r = apply(s, d);
      if (!r.ok) return `El motor rechaza el pase: ${r.reason}`;
    }
    return `Tras 1000 pases no se llegó al ${phase} de ${playerName(player)}.`;
  }
}

function fits(st: PlayStatement, kind: string): boolean {
  switch (st.kind) {
    case "block":
      return kind === "block";
    case "orderBlockers":
      return kind === "orderBlockers";
    case "nextEffect":
      return kind === "nextEffect";
    case "chooseTargets":
      return kind === "targets" || kind === "resplandor";
    default:
      return true;
  }
}

// --------------------------------------------------------------------------------------
// Expectations

interface Ctx {
  cards: Cards;
  initialLife: [number, number];
  events: () => GameEvent[];
}

type Check = { expected: string; actual: string } | null;

const ZONE_TEXT: Record<string, string> = {
  hand: "en la mano",
  graveyard: "en el cementerio",
  deck: "en la baraja",
  essenceDeck: "en la baraja de Escencia",
  battlefield: "en juego",
  chain: "en la cadena",
  essence: "en la zona de Escencia",
  sanctuary: "como Santuario",
};

function nameOf(s: GameState, id: number): string {
  return s.defs[s.cards[id]!.def]!.name;
}

function whereText(s: GameState, id: number): string {
  const c = s.cards[id]!;
  const whose = c.zone === "battlefield" || c.zone === "essence" || c.zone === "chain" ? `, controlada por ${playerName(c.controller)}` : ` de ${playerName(c.owner)}`;
  return `«${nameOf(s, id)}» está ${ZONE_TEXT[c.zone] ?? c.zone}${whose}`;
}

function resultText(s: GameState): string {
  const r = s.result;
  if (r === null) return "el juego sigue";
  return r.winner === null ? "terminó en empate" : `ganó ${playerName(r.winner)}`;
}

function check(s: GameState, ex: Expectation, ctx: Ctx): Check {
  const cards = ctx.cards;
  switch (ex.kind) {
    case "zone": {
      const ids = cards.resolve(ex.card);
      if (ids.length === 0) return { expected: "la carta en la partida", actual: `No hay ninguna carta ${cards.text(ex.card)}.` };
      const inZone = (id: number): boolean => {
        const c = s.cards[id]!;
        if (ex.zone === "battlefield") return c.zone === "battlefield" || c.zone === "essence";
        if (ex.zone === "chain") return c.zone === "chain" || s.chain.some((item) => item.act.source === id);
        if (c.zone !== ex.zone) return false;
        const p = ex.player !== undefined ? playerId(ex.player) : c.owner;
        const list = s.players[p][ex.zone];
        if (!list.includes(id)) return false;
        if (ex.position === "top") return list[0] === id;
        if (ex.position === "bottom") return list[list.length - 1] === id;
        return true;
      };
      const any = ids.some(inZone);
      if (any !== ex.negated) return null;
      const deck = ex.zone === "essenceDeck" ? ZONE_TEXT.essenceDeck : ZONE_TEXT.deck;
      const where = `${ex.position === "top" ? `arriba de ${deck}` : ex.position === "bottom" ? `al fondo de ${deck}` : ZONE_TEXT[ex.zone]}${ex.player ? ` de ${ex.player}` : ""}`;
      return { expected: `${cards.text(ex.card)} ${ex.negated ? "no " : ""}está ${where}`, actual: ids.map((id) => whereText(s, id)).join("; ") };
    }
    case "controls": {
      const p = playerId(ex.player);
      const ids = cards.resolve(ex.card);
      const any = ids.some((id) => {
        const c = s.cards[id]!;
        return (c.zone === "battlefield" || c.zone === "essence") && c.controller === p;
      });
      if (any !== ex.negated) return null;
      return { expected: `${ex.player} ${ex.negated ? "no " : ""}controla ${cards.text(ex.card)}`, actual: ids.length === 0 ? "no hay ninguna carta con ese nombre" : ids.map((id) => whereText(s, id)).join("; ") };
    }
    case "count": {
      const n = s.players[playerId(ex.player)][ex.zone].length;
      return n === ex.count ? null : { expected: `${ex.count} cartas ${ZONE_TEXT[ex.zone]} de ${ex.player}`, actual: `${n} cartas` };
    }
    case "contains": {
      const list = s.players[playerId(ex.player)][ex.zone];
      const used: number[] = [];
      for (const ref of ex.cards) {
        const id = cards.resolve(ref).find((v) => list.includes(v) && !used.includes(v));
        if (id === undefined) return { expected: `${cards.text(ref)} ${ZONE_TEXT[ex.zone]} de ${ex.player}`, actual: `${ZONE_TEXT[ex.zone]} de ${ex.player} hay: ${list.map((v) => `«${nameOf(s, v)}»`).join(", ") || "nada"}` };
        used.push(id);
      }
      return null;
    }
    case "essence": {
      const es = s.players[playerId(ex.player)].essence;
      const used = es.filter((id) => s.cards[id]!.turned).length;
      const unused = es.length - used;
      const ok = (ex.total === undefined || ex.total === es.length) && (ex.unused === undefined || ex.unused === unused) && (ex.used === undefined || ex.used === used);
      if (ok) return null;
      const want = [ex.total !== undefined ? `${ex.total} en total` : "", ex.unused !== undefined ? `${ex.unused} sin usar` : "", ex.used !== undefined ? `${ex.used} usadas` : ""].filter(Boolean).join(", ");
      return { expected: `${ex.player} con Escencias: ${want}`, actual: `${es.length} en total, ${unused} sin usar y ${used} usadas` };
    }
    case "life": {
      const p = playerId(ex.player);
      const now = s.players[p].life;
      const before = ctx.initialLife[p];
      let ok: boolean;
      let want: string;
      switch (ex.relation) {
        case "exact":
          ok = now === ex.amount;
          want = `${ex.amount} de vida`;
          break;
        case "less":
          ok = before - now === ex.amount;
          want = `${ex.amount} de vida menos que al empezar (${before - ex.amount})`;
          break;
        case "more":
          ok = now - before === ex.amount;
          want = `${ex.amount} de vida más que al empezar (${before + ex.amount})`;
          break;
        case "same":
          ok = now === before;
          want = `la misma vida que al empezar (${before})`;
          break;
      }
      return ok ? null : { expected: `el Santuario de ${ex.player} con ${want}`, actual: `tiene ${now} de vida (empezó con ${before})` };
    }
    case "stats": {
      const id = cards.one(ex.card);
      if (typeof id === "string") return { expected: "una sola carta", actual: id };
      const atk = attackOf(s, id);
      const life = lifeOf(s, id);
      const dmg = s.cards[id]!.damage;
      const ok = (ex.attack === undefined || ex.attack === atk) && (ex.life === undefined || ex.life === life) && (ex.damage === undefined || ex.damage === dmg);
      if (ok) return null;
      const want = [ex.attack !== undefined ? `${ex.attack} de ataque` : "", ex.life !== undefined ? `${ex.life} de vida` : "", ex.damage !== undefined ? `${ex.damage} de daño` : ""].filter(Boolean).join(", ");
      return { expected: `${cards.text(ex.card)} con ${want}`, actual: `${whereText(s, id)}, con ${atk} de ataque, ${life} de vida y ${dmg} de daño` };
    }
    case "turned": {
      const id = cards.one(ex.card);
      if (typeof id === "string") return { expected: "una sola carta", actual: id };
      const t = s.cards[id]!.turned;
      return t === ex.turned ? null : { expected: `${cards.text(ex.card)} ${ex.turned ? "girada" : "enderezada"}`, actual: `está ${t ? "girada" : "enderezada"} (${whereText(s, id)})` };
    }
    case "keyword": {
      const id = cards.one(ex.card);
      if (typeof id === "string") return { expected: "una sola carta", actual: id };
      const has = hasKeyword(s, id, ex.keyword);
      return has === ex.has ? null : { expected: `${cards.text(ex.card)} ${ex.has ? "con" : "sin"} ${ex.keyword}`, actual: has ? `tiene ${ex.keyword}` : `no tiene ${ex.keyword}` };
    }
    case "equipped": {
      const id = cards.one(ex.relic);
      if (typeof id === "string") return { expected: "una sola carta", actual: id };
      const bearer = s.cards[id]!.bearer;
      const actual = bearer >= 0 ? `está equipada a «${nameOf(s, bearer)}»` : "no está equipada";
      if (ex.bearer === null) return bearer < 0 ? null : { expected: `${cards.text(ex.relic)} sin portador`, actual };
      return bearer >= 0 && cards.resolve(ex.bearer).includes(bearer) ? null : { expected: `${cards.text(ex.relic)} equipada a ${cards.text(ex.bearer)}`, actual: `${actual} (${whereText(s, id)})` };
    }
    case "chain": {
      const top = s.chain.slice().reverse();
      const actual = top.length === 0 ? "la cadena está vacía" : `la cadena tiene, de arriba abajo: ${top.map((i) => (i.kind === "trait" ? `el ${i.trait} de «${nameOf(s, i.act.source)}»` : `«${nameOf(s, i.act.source)}»`)).join(", ")}`;
      const want = ex.entries.length === 0 ? "la cadena vacía" : `la cadena con ${ex.entries.map((e) => (e.kind === "trait" ? `el ${e.trait} de ${cards.text(e.card)}` : cards.text(e.card))).join(", ")}`;
      if (top.length !== ex.entries.length) return { expected: want, actual };
      const ok = ex.entries.every((e, i) => {
        const item = top[i]!;
        if (!cards.resolve(e.card).includes(item.act.source)) return false;
        return e.kind === "trait" ? item.kind === "trait" && item.trait === e.trait : item.kind !== "trait";
      });
      return ok ? null : { expected: want, actual };
    }
    case "turn": {
      const ok = s.phase === ex.phase && s.active === playerId(ex.player) && (!ex.firstTurn || s.turn === 1) && (ex.number === undefined || s.turn === ex.number);
      return ok ? null : { expected: `el ${ex.phase}${ex.number === undefined ? "" : ` del turno ${ex.number}`} de ${ex.player}`, actual: `es ${s.phase === "limpieza" ? "la etapa de limpieza" : `el ${s.phase}`} de ${playerName(s.active)} (turno ${s.turn})${s.result ? `; ${resultText(s)}` : ""}` };
    }
    case "priority": {
      const p = pendingDecision(s);
      return p !== null && p.player === playerId(ex.player) ? null : { expected: `la próxima decisión es de ${ex.player}`, actual: pendingText(s, p) };
    }
    case "outcome": {
      const r = s.result;
      let ok: boolean;
      let want: string;
      if (ex.outcome === "ongoing") {
        ok = r === null;
        want = "el juego sigue";
      } else if (ex.outcome === "draw") {
        ok = r !== null && r.winner === null;
        want = "empate";
      } else {
        ok = r !== null && r.winner === playerId(ex.outcome.winner);
        want = `gana ${ex.outcome.winner}`;
      }
      return ok ? null : { expected: want, actual: resultText(s) + (r ? ` (motivo: ${r.reason})` : "") };
    }
    case "legality":
      return checkLegality(s, ex, ctx);
    case "log": {
      const events = ctx.events();
      const at = logIndex(s, ex.event, events, cards);
      if (ex.before !== undefined) {
        const later = logIndex(s, ex.before, events, cards);
        const inOrder = at >= 0 && later >= 0 && at < later;
        if (inOrder !== ex.negated) return null;
        const actual = at < 0 ? "el registro no muestra el primer suceso" : later < 0 ? "el registro no muestra el segundo suceso" : at < later ? "el registro los muestra en ese orden" : "el registro los muestra en el orden contrario";
        return { expected: `el registro ${ex.negated ? "no " : ""}muestra los dos sucesos en ese orden`, actual };
      }
      const found = at >= 0;
      if (found !== ex.negated) return null;
      return { expected: `el registro ${ex.negated ? "no " : ""}muestra ese suceso`, actual: found ? "el registro lo muestra" : "el registro no lo muestra" };
    }
  }
}

/**
 * Each «porque» of a scenario and the engine's rejection codes that say it (the codes are
 * documented in runtime/README.md). «no es el momento» is also another player's turn to
 * decide, or the engine asking something else.
 */
const REASON_CODES: Record<IllegalReason, readonly RejectionCode[]> = {
  entrenamiento: ["training"],
  primerTurno: ["firstTurn"],
  escencia: ["cannotPay"],
  girado: ["turned"],
  momento: ["notNow", "notYourDecision", "wrongDecision"],
  objetivo: ["noLegalTarget", "badTarget"],
  limite: ["limitNotMet"],
  usado: ["alreadyUsed"],
  imbatible: ["unblockable"],
  yaBloqueo: ["alreadyBlocked"],
  equipada: ["alreadyEquipped"],
  noDisponible: ["notAvailable"],
};

/**
 * `P puede …` / `P no puede …`: the play is tried on a clone of the state. Legal when the
 * engine accepts it; illegal when the statement fits no option of the pending decision or
 * the engine rejects it. The «porque» must be the engine's own reason: its rejection code
 * is one of those `REASON_CODES` gives for it. A statement that fits no option is judged
 * by the engine as written (`writtenDecision`) to get that code.
 */
function checkLegality(s: GameState, ex: Extract<Expectation, { kind: "legality" }>, ctx: Ctx): Check {
  const clone = cloneState(s);
  const cards = new Cards(() => clone, ctx.cards.copies);
  const pending = pendingDecision(clone);
  const from = playerId(ex.player);
  const mapped = mapStatement(cards, clone, pending, ex.play);
  let legal = false;
  let code: RejectionCode | null = null;
  let why: string;
  if ("error" in mapped) {
    why = mapped.error;
    const written = writtenDecision(cards, clone, pending, ex.play);
    let r = written === null ? null : apply(clone, written, from);
    // A block the defender was never asked: the engine, asked without a sender, says why
    // it did not ask (Imbatible, a turned blocker…) rather than «not your decision».
    if (r !== null && !r.ok && r.code === "notYourDecision" && written !== null && written.kind === "block") r = apply(clone, written);
    if (r !== null && !r.ok) {
      code = r.code;
      why = `${mapped.error} El motor: ${r.reason}`;
    }
  } else {
    const r = apply(clone, mapped.decision, from);
    legal = r.ok;
    if (!r.ok) code = r.code;
    why = r.ok ? "el motor la acepta" : `el motor la rechaza: ${r.reason}`;
  }
  if (legal !== ex.legal) return { expected: ex.legal ? "que el motor acepte la jugada" : "que el motor rechace la jugada", actual: why };
  if (!ex.legal && ex.reason !== undefined) {
    const codes = REASON_CODES[ex.reason];
    if (code === null || !codes.includes(code)) {
      const against = STATE_AGAINST[ex.reason]?.(s, ex.play, ctx.cards) ?? null;
      const actual = code === null ? "el motor no da ningún motivo: acepta la jugada tal como está escrita" : `el motor da otro motivo (${code})${against === null ? "" : `: ${against}`}`;
      return { expected: `rechazada porque ${ILLEGAL_REASONS[ex.reason]} (${codes.join(" o ")})`, actual: `${actual}; ${why}` };
    }
  }
  return null;
}

/** The cards a play statement is about. */
function subjectOf(play: PlayStatement, cards: Cards): number[] {
  if ("card" in play) return cards.resolve(play.card);
  if (play.kind === "block") return play.blockers.flatMap((b) => cards.resolve(b));
  if (play.kind === "equip") return cards.resolve(play.relic);
  return [];
}

type Against = (s: GameState, play: PlayStatement, cards: Cards) => string | null;

/**
 * What the state shows against a «porque», to explain a failed one (the check itself is
 * the engine's code); null where there is nothing simple to say.
 */
const STATE_AGAINST: Record<IllegalReason, Against | null> = {
  entrenamiento: (s, play, cards) =>
    subjectOf(play, cards).some((id) => s.cards[id]!.zone === "battlefield" && s.cards[id]!.entered === s.turn && !hasKeyword(s, id, "Sin entrenamiento")) ? null : "la carta no está en entrenamiento",
  primerTurno: (s) => (s.turn === 1 && s.active === s.first ? null : "no es el primer turno del jugador que empezó"),
  girado: (s, play, cards) => (subjectOf(play, cards).some((id) => s.cards[id]!.turned) ? null : "la carta no está girada"),
  imbatible: (s) => (s.attacker >= 0 && hasKeyword(s, s.attacker, "Imbatible") ? null : "el atacante no tiene Imbatible"),
  yaBloqueo: (s, play, cards) => (subjectOf(play, cards).some((id) => s.cards[id]!.blocked === s.turn) ? null : "la carta no bloqueó este turno"),
  equipada: (s, play, cards) => (subjectOf(play, cards).some((id) => s.cards[id]!.bearer >= 0) ? null : "la Reliquia no está equipada"),
  usado: (s, play, cards) => (subjectOf(play, cards).some((id) => s.cards[id]!.usedTurn === s.turn && s.cards[id]!.used.length > 0) ? null : "la carta no activó nada este turno"),
  noDisponible: (s, play, cards) => {
    const p = "player" in play && play.player !== "both" ? playerId(play.player) : s.active;
    return play.kind === "play" && subjectOf(play, cards).some((id) => s.players[p].hand.includes(id)) ? "la carta está en la mano" : null;
  },
  escencia: null,
  momento: null,
  objetivo: null,
  limite: null,
};

function targetIds(s: GameState, t: TargetRef, cards: Cards): number[] {
  if (t.kind === "sanctuary") return [s.players[playerId(t.player)].sanctuary];
  if (t.kind === "player") return [];
  return cards.resolve(t.card);
}

/**
 * Where in the log an event says happened: the index of the engine event that makes it
 * true (the first that matches; for «robó N cartas», the N-th draw), or -1 if none does.
 */
function logIndex(s: GameState, ev: LogEvent, events: readonly GameEvent[], cards: Cards): number {
  const ids = "card" in ev && ev.card !== undefined ? cards.resolve(ev.card) : [];
  const first = (test: (e: GameEvent) => boolean) => events.findIndex(test);
  /** The index of the n-th event that passes, or -1. */
  const nth = (n: number, test: (e: GameEvent) => boolean) => {
    let seen = 0;
    for (let i = 0; i < events.length; i++) if (test(events[i]!) && ++seen >= n) return i;
    return -1;
  };
  switch (ev.kind) {
    case "destroyed":
      return first((e) => e.t === "destroyed" && ids.includes(e.card));
    case "prohibited":
      return first((e) => e.t === "chainResolve" && e.outcome === "prohibited" && ids.includes(e.card) && (ev.trait === undefined) === (e.kind !== "trait"));
    case "resolved":
      return first((e) => e.t === "chainResolve" && ids.includes(e.card) && e.outcome === (ev.withoutEffect ? "noTargets" : "resolved") && (ev.trait === undefined ? e.kind !== "trait" : e.kind === "trait"));
    case "damaged": {
      // No amount: any damage at all (Reglamento 26: 0 is no damage, and the engine logs none).
      const amountFits = (amount: number) => (ev.amount === null ? amount > 0 : amount === ev.amount);
      if (ev.target.kind === "sanctuary") {
        const p = playerId(ev.target.player);
        return first((e) => e.t === "sanctuaryDamage" && e.player === p && amountFits(e.amount));
      }
      const t = targetIds(s, ev.target, cards);
      return first((e) => e.t === "damage" && t.includes(e.card) && amountFits(e.amount));
    }
    case "drew": {
      const p = playerId(ev.player);
      return nth(ev.count, (e) => e.t === "move" && e.reason === "draw" && e.player === p);
    }
    case "shuffled":
      return first((e) => e.t === "shuffle" && e.player === playerId(ev.player));
    case "discarded":
      return first((e) => e.t === "move" && e.reason === "discard" && ids.includes(e.card));
    case "milled": {
      const p = playerId(ev.player);
      const mill = (e: GameEvent) => e.t === "move" && e.reason === "mill" && s.cards[e.card]!.owner === p;
      if (ev.card !== undefined) {
        const m = cards.resolve(ev.card);
        return first((e) => mill(e) && e.t === "move" && m.includes(e.card));
      }
      return nth(ev.count ?? 1, mill);
    }
    case "mitica":
      return first((e) => e.t === "move" && e.reason === "mitica" && ids.includes(e.card));
    case "activated":
      return first((e) => {
        if (e.t === "activate") return ids.includes(e.card) && (ev.trait === undefined || e.trait === ev.trait);
        if (e.t === "embate") return ids.includes(e.card) && (ev.trait === undefined || ev.trait === "Embate");
        if (e.t === "resplandor") return e.activated && ids.includes(e.card) && (ev.trait === undefined || ev.trait === "Resplandor");
        if (e.t === "trigger") {
          if (!ids.includes(e.card)) return false;
          if (ev.trait === undefined) return true;
          const ability = s.defs[s.cards[e.card]!.def]!.abilities[e.ability] as { trait?: string } | undefined;
          return ability?.trait === ev.trait;
        }
        return false;
      });
    case "control":
      return first((e) => e.t === "control" && e.to === playerId(ev.player) && ids.includes(e.card));
    case "blocked": {
      const b = cards.resolve(ev.blocker);
      const a = cards.resolve(ev.attacker);
      return first((e) => e.t === "block" && a.includes(e.attacker) && e.blockers.some((x) => b.includes(x)));
    }
  }
}
