// The engine in a worker: one game, the human in seat 0 against an agent in seat 1.
// Everything offered to the human comes from `pendingDecision` and its legal options; a
// complete answer is tried on a copy of the state first (`cloneState` + `applyDecision`),
// so the page never offers a button the engine would reject. Undo replays the decisions
// before the human's last one (`replay`).
import {
  applyDecision,
  cloneState,
  createGame,
  describe,
  eventsFor,
  makeAgent,
  pendingDecision,
  replay,
  viewFor,
  type Agent,
  type CostSlot,
  type Decision,
  type DivideSlot,
  type GameEvent,
  type GameSetup,
  type GameState,
  type PendingDecision,
  type PlayerView,
  type TargetOption,
  type TargetSlot,
  type Timing,
} from "../../runtime/index.js";
import type { BoardCard, BoardPlayer, FormGroup, GameReply, GameRequest, GameSnapshot, OfferedAction } from "./protocolo.js";

const HUMAN = 0;
const AGENT = 1;

/** An action offered to the human: its label, its groups, and how a selection becomes a decision. */
interface Action {
  label: string;
  groups: FormGroup[] | null;
  build: (selection: Record<string, number[]>) => Decision;
}

interface Game {
  setup: GameSetup;
  state: GameState;
  agent: Agent;
  agentSpec: string;
  /** Every decision applied, whose, and the log lines it produced. */
  history: { decision: Decision; player: 0 | 1; log: string[] }[];
  startLog: string[];
  actions: Action[];
}

let game: Game | null = null;

function reply(message: GameReply): void {
  postMessage(message);
}

// ───────────── labels ─────────────

function cardName(s: GameState, id: number): string {
  const c = s.cards[id];
  const def = c === undefined ? undefined : s.defs[c.def];
  return def === undefined ? `la carta ${id}` : `«${def.name}»`;
}

const ZONES: Record<string, [string, string]> = {
  hand: ["en tu mano", "en la mano rival"],
  battlefield: ["en tu campo", "en el campo rival"],
  graveyard: ["en tu cementerio", "en el cementerio rival"],
  deck: ["en tu baraja", "en la baraja rival"],
  essence: ["en tus Escencias", "en las Escencias rivales"],
  essenceDeck: ["en tu baraja de Escencia", "en la baraja de Escencia rival"],
  sanctuary: ["tu Santuario", "el Santuario rival"],
  chain: ["en la cadena", "en la cadena"],
  vanished: ["desvanecida", "desvanecida"],
};

function cardLabel(s: GameState, id: number): string {
  const c = s.cards[id];
  if (c === undefined) return cardName(s, id);
  const where = ZONES[c.zone]?.[c.controller === HUMAN ? 0 : 1] ?? "";
  return `${cardName(s, id)} ${where} (n.º ${id})`;
}

function playerLabel(p: number): string {
  return p === HUMAN ? "tú" : "tu oponente";
}

const COST_LABELS: Record<CostSlot["kind"], string> = {
  sacrifice: "Sacrifica",
  destroy: "Destruye",
  discard: "Descarta",
  turn: "Gira",
  returnEssence: "Devuelve Escencias",
};

// ───────────── forms ─────────────

function targetGroups(s: GameState, slots: readonly TargetSlot[], divide: DivideSlot | null): FormGroup[] {
  return slots.map((slot) => {
    const candidates = slot.candidates.map((c) => ({ value: c, label: slot.player ? playerLabel(c) : cardLabel(s, c) }));
    if (divide !== null && divide.among === slot.id) {
      // «Reparte N de daño entre …»: each button is «k de daño a X»; the engine checks the sum.
      const parts = candidates.flatMap((c) => Array.from({ length: divide.amount }, (_, i) => ({ value: c.value * 1000 + i + 1, label: `${i + 1} de daño a ${c.label}` })));
      return { id: `t:${slot.id}`, label: `Reparte ${divide.amount} de daño (entre ${slot.min} y ${slot.max} objetivos)`, candidates: parts, min: slot.min, max: slot.max, ordered: false };
    }
    return { id: `t:${slot.id}`, label: `Objetivos ${slot.id.replace(/^t/, "")} (${range(slot.min, slot.max)})`, candidates, min: slot.min, max: slot.max, ordered: false };
  });
}

function range(min: number, max: number): string {
  return min === max ? `elige ${min}` : `elige de ${min} a ${max}`;
}

function costGroups(s: GameState, costs: readonly CostSlot[]): FormGroup[] {
  return costs.map((slot, i) => ({
    id: `c:${i}`,
    label: `${COST_LABELS[slot.kind]} ${slot.count} como coste adicional`,
    candidates: slot.candidates.map((c) => ({ value: c, label: cardLabel(s, c) })),
    min: slot.count,
    max: slot.count,
    ordered: false,
  }));
}

function timingGroup(timings: readonly Timing[] | null): FormGroup[] {
  if (timings === null || timings.length === 0) return [];
  return [
    {
      id: "momento",
      label: "¿Al final de esta fase o al comienzo de la siguiente?",
      candidates: timings.map((t, i) => ({ value: i, label: t === "end" ? "al final de la fase" : "al comienzo de la siguiente" })),
      min: 1,
      max: 1,
      ordered: false,
    },
  ];
}

/** The targets, divide, costs and timing of a selection, in the decision's shape. */
function filled(slots: readonly TargetSlot[], divide: DivideSlot | null, costs: readonly CostSlot[], timings: readonly Timing[] | null, sel: Record<string, number[]>) {
  const out: { targets?: Record<string, number[]>; divide?: number[]; costs?: number[][]; timing?: Timing } = {};
  if (slots.length > 0) {
    out.targets = {};
    for (const slot of slots) {
      const chosen = sel[`t:${slot.id}`] ?? [];
      if (divide !== null && divide.among === slot.id) {
        out.targets[slot.id] = chosen.map((v) => Math.floor(v / 1000));
        out.divide = chosen.map((v) => v % 1000);
      } else out.targets[slot.id] = chosen;
    }
  }
  if (costs.length > 0) out.costs = costs.map((_, i) => sel[`c:${i}`] ?? []);
  if (timings !== null && timings.length > 0) {
    const t = timings[sel["momento"]?.[0] ?? -1];
    if (t !== undefined) out.timing = t;
  }
  return out;
}

function formOrNull(groups: FormGroup[]): FormGroup[] | null {
  return groups.length === 0 ? null : groups;
}

function targetOptionActions(s: GameState, options: readonly TargetOption[], label: (o: TargetOption) => string, make: (o: TargetOption, t: ReturnType<typeof filled>) => Decision, costs: readonly CostSlot[] = []): Action[] {
  return options.map((o) => ({
    label: label(o),
    groups: formOrNull([...targetGroups(s, o.targets, o.divide), ...costGroups(s, costs)]),
    build: (sel) => make(o, filled(o.targets, o.divide, costs, null, sel)),
  }));
}

function actionsFor(s: GameState, p: PendingDecision): Action[] {
  switch (p.kind) {
    case "chooseFirst":
      return [
        { label: "Empezar la partida", groups: null, build: () => ({ kind: "chooseFirst", start: true }) },
        { label: "Ceder el primer turno", groups: null, build: () => ({ kind: "chooseFirst", start: false }) },
      ];
    case "mulligan":
      return [
        { label: "Quedarse con la mano", groups: null, build: () => ({ kind: "mulligan", cards: [] }) },
        {
          label: "Devolver cartas al fondo de la baraja",
          groups: [{ id: "cartas", label: "Cartas que van al fondo, en orden", candidates: p.hand.map((c) => ({ value: c, label: cardLabel(s, c) })), min: 1, max: p.hand.length, ordered: true }],
          build: (sel) => ({ kind: "mulligan", cards: sel["cartas"] ?? [] }),
        },
      ];
    case "action":
      return p.options.map((o): Action => {
        switch (o.kind) {
          case "pass":
            return { label: "Pasar", groups: null, build: () => ({ kind: "pass" }) };
          case "endPhase":
            return { label: "Terminar la fase", groups: null, build: () => ({ kind: "endPhase" }) };
          case "play": {
            const bearerGroup: FormGroup[] =
              o.bearers === null
                ? []
                : [{ id: "portador", label: "Portador", candidates: [...o.bearers.map((b) => ({ value: b, label: cardLabel(s, b) })), { value: -1, label: "sin portador" }], min: 1, max: 1, ordered: false }];
            const label = `Jugar ${cardName(s, o.card)}${o.option !== null ? ` (${o.option})` : ""}${o.choice > 0 ? `, opción ${o.choice + 1}` : ""} — ${o.cost} ${o.cost === 1 ? "Escencia" : "Escencias"}`;
            return {
              label,
              groups: formOrNull([...targetGroups(s, o.targets, o.divide), ...costGroups(s, o.costs), ...bearerGroup, ...timingGroup(o.timings)]),
              build: (sel) => {
                const d: Decision = { kind: "play", card: o.card, ...(o.ability >= 0 ? { ability: o.ability } : {}), ...(o.option !== null ? { option: o.option } : {}), choice: o.choice, ...filled(o.targets, o.divide, o.costs, o.timings, sel) };
                if (o.bearers !== null) {
                  const b = sel["portador"]?.[0];
                  d.bearer = b === undefined || b < 0 ? null : b;
                }
                return d;
              },
            };
          }
          case "activate":
          case "embate":
          case "ability": {
            const what = o.kind === "embate" ? `Declarar Embate con ${cardName(s, o.card)}` : o.kind === "activate" ? `Activar ${o.trait} de ${cardName(s, o.card)}` : `Activar la habilidad de ${cardName(s, o.card)}`;
            const timings = o.kind === "ability" ? null : o.timings;
            return {
              label: `${what}${o.choice > 0 ? `, opción ${o.choice + 1}` : ""}${o.cost > 0 ? ` — ${o.cost} ${o.cost === 1 ? "Escencia" : "Escencias"}` : ""}`,
              groups: formOrNull([...targetGroups(s, o.targets, o.divide), ...costGroups(s, o.costs), ...timingGroup(timings)]),
              build: (sel) => ({ kind: o.kind, card: o.card, ability: o.ability, def: o.def, choice: o.choice, ...filled(o.targets, o.divide, o.costs, timings, sel) }) as Decision,
            };
          }
          case "equip":
            return {
              label: `${o.vincular ? "Vincular" : "Equipar"} ${cardName(s, o.relic)} — ${o.cost} ${o.cost === 1 ? "Escencia" : "Escencias"}`,
              groups: [{ id: "portador", label: "Portador", candidates: o.to.map((b) => ({ value: b, label: cardLabel(s, b) })), min: 1, max: 1, ordered: false }, ...timingGroup(o.timings)],
              build: (sel) => ({ kind: "equip", relic: o.relic, to: sel["portador"]?.[0] ?? -1, ...filled([], null, [], o.timings, sel) }),
            };
        }
      });
    case "block":
      return [
        { label: "No bloquear", groups: null, build: () => ({ kind: "block", blockers: [] }) },
        {
          label: `Bloquear a ${cardName(s, p.attacker)}`,
          groups: [{ id: "bloqueadores", label: "Bloqueadores", candidates: p.candidates.map((c) => ({ value: c, label: cardLabel(s, c) })), min: 1, max: p.candidates.length, ordered: false }],
          build: (sel) => ({ kind: "block", blockers: sel["bloqueadores"] ?? [] }),
        },
      ];
    case "orderBlockers":
      return [
        {
          label: "Ordenar a los bloqueadores",
          groups: [{ id: "orden", label: "Orden de los bloqueadores (el primero recibe daño antes)", candidates: p.blockers.map((c) => ({ value: c, label: cardLabel(s, c) })), min: p.blockers.length, max: p.blockers.length, ordered: true }],
          build: (sel) => ({ kind: "orderBlockers", order: sel["orden"] ?? [] }),
        },
      ];
    case "resplandor":
      return [
        ...targetOptionActions(
          s,
          p.options,
          (o) => `Activar el Resplandor de ${cardName(s, p.card)}${o.choice > 0 ? `, opción ${o.choice + 1}` : ""}${p.cost > 0 ? ` — ${p.cost} Escencias` : ""}`,
          (o, t) => ({ kind: "resplandor", activate: true, choice: o.choice, ...t }),
          p.costs,
        ),
        { label: "No activar el Resplandor", groups: null, build: () => ({ kind: "resplandor", activate: false }) },
      ];
    case "targets":
      return targetOptionActions(s, p.options, (o) => `Elegir los objetivos de ${cardName(s, p.card)}${o.choice > 0 ? `, opción ${o.choice + 1}` : ""}`, (o, t) => ({ kind: "targets", choice: o.choice, ...t }));
    case "blockerEmbate":
      return [
        {
          label: `Activar el Embate de ${cardName(s, p.card)}${p.cost > 0 ? ` — ${p.cost} Escencias` : ""}`,
          groups: formOrNull(costGroups(s, p.costs)),
          build: (sel) => ({ kind: "blockerEmbate", activate: true, ...(p.costs.length > 0 ? { costs: p.costs.map((_, i) => sel[`c:${i}`] ?? []) } : {}) }),
        },
        { label: "Bloquear sin activar el Embate", groups: null, build: () => ({ kind: "blockerEmbate", activate: false }) },
      ];
    case "optional":
      return [
        { label: "Sí", groups: null, build: () => ({ kind: "optional", accept: true }) },
        { label: "No", groups: null, build: () => ({ kind: "optional", accept: false }) },
      ];
    case "choose":
      return [
        {
          label: "Elegir cartas",
          groups: [{ id: "cartas", label: `Cartas (${range(p.min, p.max)})`, candidates: p.candidates.map((c) => ({ value: c, label: cardLabel(s, c) })), min: p.min, max: p.max, ordered: false }],
          build: (sel) => ({ kind: "choose", cards: sel["cartas"] ?? [] }),
        },
      ];
    case "arrange": {
      const candidates = p.cards.map((c) => ({ value: c, label: cardLabel(s, c) }));
      const groups: FormGroup[] = [];
      if (p.mode !== "bottom") groups.push({ id: "arriba", label: "Arriba de la baraja, en orden (la primera queda arriba)", candidates, min: 0, max: p.cards.length, ordered: true });
      if (p.mode !== "top") groups.push({ id: "fondo", label: "Al fondo de la baraja, en orden", candidates, min: 0, max: p.cards.length, ordered: true });
      return [{ label: "Ordenar las cartas", groups, build: (sel) => ({ kind: "arrange", top: sel["arriba"] ?? [], bottom: sel["fondo"] ?? [] }) }];
    }
    case "payOrProhibit":
      return [
        { label: `Pagar ${p.amount} ${p.amount === 1 ? "Escencia" : "Escencias"} para que ${cardName(s, p.card)} no sea prohibida`, groups: null, build: () => ({ kind: "payOrProhibit", pay: true }) },
        { label: "No pagar", groups: null, build: () => ({ kind: "payOrProhibit", pay: false }) },
      ];
    case "nextEffect":
      return p.effects.map((e, index) => ({ label: `Resolver primero el efecto de ${cardName(s, e.card)}`, groups: null, build: () => ({ kind: "nextEffect", index }) }));
  }
}

/** Does the engine accept this decision now? Tried on a copy: the game does not change. */
function check(s: GameState, d: Decision): { ok: true } | { ok: false; reason: string } {
  const copy = cloneState(s);
  copy.options.events = false;
  const r = applyDecision(copy, d, HUMAN);
  return r.ok ? { ok: true } : { ok: false, reason: r.reason };
}

// ───────────── the game ─────────────

function logLines(s: GameState, events: readonly GameEvent[]): string[] {
  const view = viewFor(s, HUMAN);
  return eventsFor(s, events, HUMAN).map((e) => describe(e, view));
}

function apply(g: Game, d: Decision, player: 0 | 1): void {
  const r = applyDecision(g.state, d, player);
  if (!r.ok) throw new Error(`${player === HUMAN ? "Tu decisión" : "La decisión del rival"} fue rechazada: ${r.reason}`);
  g.history.push({ decision: d, player, log: logLines(g.state, r.events) });
}

/** Lets the agent decide until the human must, or the game ends. */
function runAgent(g: Game): void {
  for (let p = pendingDecision(g.state); p !== null && p.player === AGENT; p = pendingDecision(g.state)) apply(g, g.agent.decide(g.state, p), AGENT);
}

function boardCard(v: PlayerView, id: number): BoardCard {
  const c = v.cards[id]!;
  const def = c.def >= 0 ? v.defs[c.def] : undefined;
  return { id, name: def?.name ?? "carta oculta", turned: c.turned, attack: c.attack, life: c.life, damage: c.damage };
}

function boardPlayer(v: PlayerView, p: 0 | 1, name: string): BoardPlayer {
  const z = v.players[p];
  return {
    name,
    deck: z.deckName,
    life: z.life,
    hand: p === HUMAN ? z.hand.map((id) => boardCard(v, id)) : [],
    handCount: z.hand.length,
    battlefield: z.battlefield.map((id) => boardCard(v, id)),
    essence: { total: z.essence.length, untapped: z.essence.filter((id) => !v.cards[id]!.turned).length },
    deckCount: z.deckCount,
    graveyard: z.graveyard.length,
  };
}

const END_REASONS: Record<string, string> = {
  santuario: "un Santuario llegó a 0",
  baraja: "un jugador no pudo robar",
  ambos: "los dos Santuarios llegaron a 0",
  bloqueo: "la partida llegó a sus límites",
  efecto: "lo decidió un efecto",
};

function snapshot(g: Game): GameSnapshot {
  const s = g.state;
  const v = viewFor(s, HUMAN);
  const pending = pendingDecision(s);
  g.actions = pending !== null && pending.player === HUMAN ? actionsFor(s, pending).filter((a) => a.groups !== null || check(s, a.build({})).ok) : [];
  const result = s.result === null ? null : `${s.result.winner === null ? "Empate" : s.result.winner === HUMAN ? "Ganaste" : `Ganó el rival (${g.agentSpec})`}: ${END_REASONS[s.result.reason] ?? s.result.reason}, turno ${s.result.turn}.`;
  return {
    players: [boardPlayer(v, 0, "Tú (Jugador 1)"), boardPlayer(v, 1, `Rival: ${g.agentSpec} (Jugador 2)`)],
    turn: s.turn,
    phase: s.phase,
    active: s.active,
    chain: v.chain.map((item) => `«${v.defs[v.cards[item.card]!.def]?.name ?? "?"}» (${item.controller === HUMAN ? "tuya" : "rival"})`),
    prompt: pending === null ? null : pending.prompt,
    actions: g.actions.map((a): OfferedAction => ({ label: a.label, groups: a.groups })),
    log: [...g.startLog, ...g.history.flatMap((h) => h.log)],
    result,
    canUndo: g.history.some((h) => h.player === HUMAN),
    decisions: g.history.length,
  };
}

function start(request: Extract<GameRequest, { kind: "start" }>): void {
  const setup: GameSetup = { decks: request.decks, cards: request.cardSet, seed: request.seed };
  const state = createGame(setup);
  const agentSpec = request.agent === "mcts" ? "mcts:150" : request.agent;
  const agent = makeAgent(agentSpec, request.seed + 1, { decks: request.decks, seat: AGENT });
  game = { setup, state, agent, agentSpec: request.agent, history: [], startLog: logLines(state, state.events), actions: [] };
  runAgent(game);
}

function undo(g: Game): void {
  let last = -1;
  g.history.forEach((h, i) => {
    if (h.player === HUMAN) last = i;
  });
  if (last < 0) return;
  g.history = g.history.slice(0, last);
  g.state = replay(g.setup, g.history.map((h) => h.decision));
}

onmessage = (event: MessageEvent<GameRequest>) => {
  const request = event.data;
  try {
    if (request.kind === "start") start(request);
    else if (game === null) throw new Error("No hay ninguna partida: empieza una.");
    else if (request.kind === "undo") undo(game);
    else {
      const action = game.actions[request.action];
      if (action === undefined) throw new Error("Esa opción ya no está disponible.");
      const decision = action.build(request.selection ?? {});
      const verdict = check(game.state, decision);
      if (!request.apply) {
        reply({ kind: "checked", action: request.action, seq: request.seq, ok: verdict.ok, reason: verdict.ok ? "" : verdict.reason });
        return;
      }
      if (!verdict.ok) {
        reply({ kind: "checked", action: request.action, seq: request.seq, ok: false, reason: verdict.reason });
        return;
      }
      apply(game, decision, HUMAN);
      runAgent(game);
    }
    reply({ kind: "snapshot", snapshot: snapshot(game!) });
  } catch (error) {
    reply({ kind: "error", message: error instanceof Error ? error.message : String(error) });
  }
};
