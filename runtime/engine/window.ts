// Priority windows (Reglamento 14, 15, 16): the active player's Mediodía, answering the
// chain, a declared phase change (respond at the end of the phase or at the start of the
// next), and the Versos before an Incursión's damage. Two passes in a row close a window.
import type { Phase } from "../../compiler/ir.js";
import { assertNever } from "../assert.js";
import { ask, findActionOption } from "../decide.js";
import { actionOptions } from "../options.js";
import { other } from "../query.js";
import { isRejection } from "../rejections.js";
import { checkState } from "../sba.js";
import { emit } from "../state.js";
import type { ActionOption, GameState, PlayerId, Timing } from "../types.js";
import { perform, performEmbate } from "./actions.js";
import { dispatchPhase } from "./listeners.js";
import { pushSettle, takeAnswer, type TaskOf } from "./tasks.js";

type WindowTask = TaskOf<"window">;

export function mainWindow(s: GameState): WindowTask {
  return { k: "window", type: "main", player: s.active, passes: 0, timing: null, from: null, to: null, changed: false, answer: null };
}

export function phaseWindow(s: GameState, from: Phase, to: Phase): WindowTask {
  emit(s, { t: "phaseDeclared", from, to, player: s.active });
  return { k: "window", type: "phase", player: s.active, passes: 0, timing: null, from, to, changed: false, answer: null };
}

export function chainWindow(player: PlayerId): WindowTask {
  return { k: "window", type: "chain", player, passes: 0, timing: null, from: null, to: null, changed: false, answer: null };
}

/** Reglamento 19 e): the active player first. */
export function damageWindow(s: GameState): WindowTask {
  return { k: "window", type: "damage", player: s.active, passes: 0, timing: null, from: null, to: null, changed: false, answer: null };
}

/** Reglamento 17: state checks and waiting effects before anyone gets priority. */
function needSettle(s: GameState): boolean {
  checkState(s);
  if (s.result !== null) return true;
  if (s.queue.length > 0) {
    pushSettle(s);
    return true;
  }
  return false;
}

const WINDOW_PROMPT = {
  main: "Tu Mediodía: juega cartas, activa rasgos, declara Embate o declara el cambio de fase.",
  chain: "Responde a la cadena de resolución o pasa.",
  damage: "Antes del daño de la Incursión: juega un Verso, activa Interferencia o Vincular, o pasa.",
} as const;

/** `matched`: the option the answer was validated against, if the caller has it. */
export function windowTask(s: GameState, w: WindowTask, matched: ActionOption | null): void {
  if (w.answer === null) {
    if (needSettle(s)) return;
    if (w.type === "chain" && s.chain.length === 0) {
      // The chain this window answered has already resolved (a nested window resolved it).
      s.tasks.pop();
      return;
    }
    if (w.type === "phase" && w.timing !== null && s.chain.length === 0) {
      // The chain opened in this window has resolved (Reglamento 16, ruling R34).
      if (w.changed) {
        s.tasks.pop();
        s.tasks.push({ k: "phaseStart", phase: w.to!, stage: "triggers" });
        return;
      }
      // Answered «al final» of the phase: the active player continues in it.
      if (w.from === "Mediodía") {
        s.tasks.pop();
        s.tasks.push(mainWindow(s));
        return;
      }
      emit(s, { t: "phaseDeclared", from: w.from!, to: w.to!, player: s.active });
      w.timing = null;
      w.player = s.active;
      w.passes = 0;
    }
    const prompt =
      w.type === "phase"
        ? `Cambio de fase de ${w.from} a ${w.to}: responde al final de la fase o al comienzo de la siguiente, o pasa.`
        : WINDOW_PROMPT[w.type];
    ask(s, { kind: "action", player: w.player, prompt, window: w.type, options: actionOptions(s, w.player, w.type) });
    return;
  }
  const d = takeAnswer(w);
  const actor = w.player;
  if (d.kind === "pass") {
    emit(s, { t: "pass", player: actor });
    w.passes++;
    if (w.passes >= 2) closeWindow(s, w);
    else w.player = other(actor);
    return;
  }
  if (d.kind === "endPhase") {
    s.tasks.pop();
    s.tasks.push(phaseWindow(s, "Mediodía", "Anochecer"));
    return;
  }
  let option = matched;
  if (option === null) {
    const found = findActionOption(s, actor, w.type, actionOptions(s, actor, w.type), d);
    if (isRejection(found)) throw new Error(found.reason);
    option = found;
  }
  if (d.kind === "embate" && option.kind === "embate") {
    performEmbate(s, actor, d, option);
    return;
  }
  perform(s, actor, d, option);
  // Reglamento 16: after a card is played or a trait activated, priority passes.
  if (w.type === "chain") {
    w.player = other(actor);
    w.passes = 0;
    return;
  }
  if (w.type === "phase" && w.timing === null) w.timing = (d as { timing?: Timing }).timing ?? "end";
  w.player = s.active;
  w.passes = 0;
  s.tasks.push(chainWindow(other(actor)));
}

/** Both players passed in a row (Reglamento 16). */
function closeWindow(s: GameState, w: WindowTask): void {
  s.tasks.pop();
  switch (w.type) {
    case "chain": {
      // A chain that grew during a resolution (a Resplandor) keeps resolving (ruling R25).
      if (s.tasks.some((t) => t.k === "resolve")) return;
      const below = s.tasks[s.tasks.length - 1];
      if (below !== undefined && below.k === "window" && below.type === "phase" && below.timing === "start" && !below.changed) {
        // «Al comienzo de la nueva fase»: the change completes, then the chain resolves.
        below.changed = true;
        s.tasks.push(resolveChain());
        s.tasks.push({ k: "transition", to: below.to! });
        endPhase(s, below.from!);
        return;
      }
      s.tasks.push(resolveChain());
      return;
    }
    case "damage":
    case "main":
      return;
    case "phase":
      s.tasks.push({ k: "phaseStart", phase: w.to!, stage: "triggers" });
      s.tasks.push({ k: "transition", to: w.to! });
      endPhase(s, w.from!);
      return;
    default:
      assertNever(w.type);
  }
}

/**
 * The phase ends now (the change was declared and not answered «al final», Reglamento 16):
 * «Al final de …» abilities run in it, before the transition (ruling R67).
 */
function endPhase(s: GameState, phase: Phase): void {
  dispatchPhase(s, "phaseEnd", phase);
  if (s.queue.length > 0) pushSettle(s);
}

function resolveChain(): TaskOf<"resolve"> {
  return { k: "resolve", stage: "next", index: -1, prohibited: false, pay: 0, answer: null };
}
