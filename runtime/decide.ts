// Asking for decisions and checking answers. A decision with exactly one possible
// answer is applied without asking (a forced pass only when `autoPass` is on), so
// agents and players only see real choices. Every rejection has a stable code and says
// why, in Spanish.
import { assertNever } from "./assert.js";
import { choiceCount, defInfos } from "./defs.js";
import { blockerCode, canBlock, checkCosts, checkDivide, checkTargets, missingOptionCode, unblockable } from "./options.js";
import { nameOf, other } from "./query.js";
import { isRejection, reject, type Rejection, type RejectionCode } from "./rejections.js";
import type { ActionOption, Decision, GameState, PendingDecision, PlayerId, PlayOption, TargetOption, WindowType } from "./types.js";

function setAnswer(s: GameState, d: Decision): void {
  const top = s.tasks[s.tasks.length - 1] as { answer?: Decision | null } | undefined;
  if (top !== undefined) top.answer = d;
}

/** Asks `pending`, or answers it at once when there is nothing to choose. */
export function ask(s: GameState, pending: PendingDecision): void {
  const forced = forcedDecision(s, pending);
  if (forced !== null) {
    setAnswer(s, forced);
    return;
  }
  s.pending = pending;
}

function forcedTargets(option: TargetOption): { targets: Record<string, number[]>; divide: number[] } | null {
  const targets: Record<string, number[]> = {};
  for (const slot of option.targets) {
    if (slot.max === 0) targets[slot.id] = [];
    else if (slot.min === slot.max && slot.candidates.length === slot.min) targets[slot.id] = slot.candidates.slice();
    else return null;
  }
  let divide: number[] = [];
  if (option.divide !== null) {
    const among = targets[option.divide.among] ?? [];
    if (among.length > 1) return null;
    divide = among.length === 1 ? [option.divide.amount] : [];
  }
  return { targets, divide };
}

export function forcedDecision(s: GameState, p: PendingDecision): Decision | null {
  switch (p.kind) {
    case "action":
      if (s.options.autoPass && p.options.length === 1 && p.options[0]!.kind === "pass") return { kind: "pass" };
      return null;
    case "block":
      return p.candidates.length === 0 ? { kind: "block", blockers: [] } : null;
    case "orderBlockers":
      return p.blockers.length <= 1 ? { kind: "orderBlockers", order: p.blockers.slice() } : null;
    case "targets": {
      if (p.options.length !== 1) return null;
      const option = p.options[0]!;
      const forced = forcedTargets(option);
      if (forced === null) return null;
      return { kind: "targets", choice: option.choice, targets: forced.targets, divide: forced.divide };
    }
    case "choose":
      if (p.max === 0) return { kind: "choose", cards: [] };
      if (p.min === p.max && p.candidates.length === p.min) return { kind: "choose", cards: p.candidates.slice() };
      return null;
    case "arrange":
      if (p.cards.length === 0) return { kind: "arrange", top: [], bottom: [] };
      if (p.cards.length === 1 && p.mode === "top") return { kind: "arrange", top: p.cards.slice(), bottom: [] };
      if (p.cards.length === 1 && p.mode === "bottom") return { kind: "arrange", top: [], bottom: p.cards.slice() };
      return null;
    case "nextEffect":
      return p.effects.length <= 1 ? { kind: "nextEffect", index: 0 } : null;
    case "chooseFirst":
    case "mulligan":
    case "resplandor":
    case "blockerEmbate":
    case "optional":
    case "payOrProhibit":
      return null;
    default:
      return assertNever(p);
  }
}

// --- Validation -------------------------------------------------------------------------

const KIND_TEXT: Record<PendingDecision["kind"], string> = {
  chooseFirst: "decidir si empiezas la partida",
  mulligan: "decidir el mulligan",
  action: "jugar, activar o pasar",
  block: "decidir si bloqueas",
  orderBlockers: "ordenar a los bloqueadores",
  resplandor: "decidir si activas el Resplandor",
  targets: "elegir los objetivos de una habilidad",
  blockerEmbate: "decidir si pagas el Embate de tu bloqueador",
  optional: "decidir si aplicas la parte opcional",
  choose: "elegir cartas",
  arrange: "ordenar las cartas que miraste",
  payOrProhibit: "decidir si pagas para evitar la prohibición",
  nextEffect: "elegir qué efecto se ejecuta primero",
};

function isIntList(v: unknown): v is number[] {
  return Array.isArray(v) && v.every((x) => Number.isInteger(x));
}

function distinctSubset(values: number[], of: readonly number[]): boolean {
  const seen = new Set<number>();
  for (const v of values) {
    if (seen.has(v) || !of.includes(v)) return false;
    seen.add(v);
  }
  return true;
}

function cardText(s: GameState, id: number): string {
  return s.cards[id] !== undefined ? `«${nameOf(s, id)}» (${id})` : `la carta ${id}`;
}

/**
 * When a choice of «Elige uno» matches no option: none given, one that does not exist,
 * or one left out because its targets have no candidate (Reglamento 23).
 */
function choiceCode(s: GameState, option: { card: number; ability: number; def?: number }, choice: number | undefined): RejectionCode {
  if (choice === undefined) return "ambiguous";
  const def = option.def ?? s.cards[option.card]!.def;
  const ability = s.defs[def]!.abilities[option.ability];
  const n = ability === undefined ? 0 : choiceCount(ability, defInfos(s.defs)[def]!.chooseStep[option.ability] ?? -1);
  return choice >= 0 && choice < n ? "noLegalTarget" : "notAnOption";
}

/** Finds the option a play/activate/embate/equip decision refers to, or says why none. */
export function findActionOption(s: GameState, p: PlayerId, window: WindowType, options: readonly ActionOption[], d: Decision): ActionOption | Rejection {
  switch (d.kind) {
    case "pass":
    case "endPhase": {
      const found = options.find((o) => o.kind === d.kind);
      if (found) return found;
      return reject(
        "notNow",
        d.kind === "pass"
          ? "Ahora no puedes pasar: es tu Mediodía; para terminarlo declara el cambio de fase (endPhase)."
          : "Solo el jugador activo, en su Mediodía y sin nada pendiente, declara el cambio de fase.",
      );
    }
    case "play": {
      const forCard = options.filter((o): o is PlayOption => o.kind === "play" && o.card === d.card);
      if (forCard.length === 0) return reject(missingOptionCode(s, p, window, d), `Ahora no puedes jugar ${cardText(s, d.card)}.`);
      let candidates = forCard;
      if (d.ability !== undefined) candidates = candidates.filter((o) => o.ability === d.ability);
      if (d.option !== undefined) candidates = candidates.filter((o) => o.option === d.option);
      if (candidates.length === 0) return reject(missingOptionCode(s, p, window, d), `Esa opción de ${cardText(s, d.card)} no se puede jugar ahora.`);
      const withChoice = candidates.filter((o) => o.choice === (d.choice ?? -1));
      if (withChoice.length === 0) {
        return candidates.some((o) => o.choice >= 0)
          ? reject(choiceCode(s, candidates[0]!, d.choice), "Indica qué opción de «Elige uno» eliges (choice).")
          : reject("notAnOption", "Esta carta no tiene «Elige uno».");
      }
      if (withChoice.length > 1) return reject("ambiguous", `${cardText(s, d.card)} tiene Prólogo y Epílogo: indica cuál juegas (option).`);
      return withChoice[0]!;
    }
    case "activate":
    case "embate": {
      const forCard = options.filter((o) => o.kind === d.kind && o.card === d.card);
      if (forCard.length === 0) {
        const code = missingOptionCode(s, p, window, d);
        if (code === "restricted") {
          // Regla de oro (Reglamento 0): a card's «no puede atacar» / «no puede activar …» beats the rule.
          return d.kind === "embate"
            ? reject(code, `${cardText(s, d.card)} no puede atacar ni declarar su Embate: un efecto se lo impide mientras dura.`)
            : reject(code, `${cardText(s, d.card)} no puede activar ese rasgo: un efecto se lo impide mientras dura.`);
        }
        return d.kind === "embate"
          ? reject(code, `${cardText(s, d.card)} no puede declarar Embate ahora.`)
          : reject(code, `${cardText(s, d.card)} no puede activar un rasgo ahora.`);
      }
      let candidates = forCard as Extract<ActionOption, { kind: "activate" | "embate" }>[];
      if (d.ability !== undefined) candidates = candidates.filter((o) => o.ability === d.ability);
      if (d.def !== undefined) candidates = candidates.filter((o) => o.def === d.def);
      const withChoice = candidates.filter((o) => o.choice === (d.choice ?? -1));
      if (withChoice.length === 0) {
        const code = candidates.length === 0 ? missingOptionCode(s, p, window, d) : choiceCode(s, candidates[0]!, d.choice);
        return reject(code, "Ese rasgo, o esa opción de «Elige uno», no se puede activar ahora.");
      }
      if (withChoice.length > 1) return reject("ambiguous", `${cardText(s, d.card)} tiene varios rasgos activables: indica cuál (ability).`);
      return withChoice[0]!;
    }
    case "ability": {
      let candidates = options.filter((o): o is Extract<ActionOption, { kind: "ability" }> => o.kind === "ability" && o.card === d.card);
      if (d.ability !== undefined) candidates = candidates.filter((o) => o.ability === d.ability);
      if (d.def !== undefined) candidates = candidates.filter((o) => o.def === d.def);
      if (candidates.length === 0) return reject(missingOptionCode(s, p, window, d), `${cardText(s, d.card)} no puede activar esa habilidad ahora.`);
      const withChoice = candidates.filter((o) => o.choice === (d.choice ?? -1));
      if (withChoice.length === 0) return reject(choiceCode(s, candidates[0]!, d.choice), "Indica qué opción de «Elige uno» eliges (choice).");
      if (new Set(withChoice.map((o) => `${o.def}:${o.ability}`)).size > 1) return reject("ambiguous", `${cardText(s, d.card)} tiene varias habilidades activables: indica cuál (ability).`);
      return withChoice[0]!;
    }
    case "equip": {
      const found = options.find((o) => o.kind === "equip" && o.relic === d.relic);
      if (!found || found.kind !== "equip") return reject(missingOptionCode(s, p, window, d), `Ahora no puedes equipar ${cardText(s, d.relic)}.`);
      if (!found.to.includes(d.to)) return reject("badBearer", `${cardText(s, d.to)} no es un portador válido para ${cardText(s, d.relic)}.`);
      return found;
    }
    case "chooseFirst":
    case "mulligan":
    case "block":
    case "orderBlockers":
    case "resplandor":
    case "targets":
    case "blockerEmbate":
    case "optional":
    case "choose":
    case "arrange":
    case "payOrProhibit":
    case "nextEffect":
      return reject("wrongDecision", "Se esperaba una jugada, una activación o pasar.");
    default:
      return assertNever(d);
  }
}

function checkTiming(timings: readonly string[] | null, timing: unknown): Rejection | null {
  if (timings === null) return timing === undefined ? null : reject("badTiming", "Aquí no se indica el momento de la respuesta (timing).");
  if (timing !== "end" && timing !== "start") {
    return reject(
      "badTiming",
      "Se declaró un cambio de fase: indica si respondes al final de la fase que termina (timing: \"end\") o al comienzo de la siguiente (\"start\") (Reglamento 16).",
    );
  }
  return null;
}

/**
 * Why a block decision finds no block to answer during an Incursión: its attacker cannot
 * be blocked (Reglamento 24), or a blocker it names could not block (Reglamento 13, 19),
 * which is why the defender was not asked. Null when neither explains it.
 */
function blockMismatch(s: GameState, p: PendingDecision, d: Decision): RejectionCode | null {
  if (d.kind !== "block" || p.kind === "block" || s.attacker < 0) return null;
  if (unblockable(s, s.attacker)) return "unblockable";
  const blockers = (d as { blockers?: unknown }).blockers;
  if (!isIntList(blockers)) return null;
  const defender = other(s.cards[s.attacker]!.controller);
  for (const id of blockers) if (s.cards[id] === undefined || !canBlock(s, id) || s.cards[id]!.controller !== defender) return blockerCode(s, id, defender);
  return null;
}

/** A decision of another kind than the pending one (for a block nobody asked, why it was not asked). */
function mismatch(s: GameState, p: PendingDecision, d: Decision): Rejection {
  const code: RejectionCode = blockMismatch(s, p, d) ?? "wrongDecision";
  return reject(code, `Ahora toca ${KIND_TEXT[p.kind]} (jugador ${p.player}); «${d.kind}» no es una respuesta válida.`);
}

/**
 * The sender check, first of all (a server relies on it): a decision sent by the player
 * who does not decide now is `notYourDecision` whatever it says, so nothing else about
 * it is judged or revealed. Null when `from` is absent (local use) or is the decider.
 */
function senderRejection(p: PendingDecision, from: unknown): Rejection | null {
  if (from === undefined) return null;
  if (from !== 0 && from !== 1) return reject("badShape", "«from» es el jugador que envía la decisión: 0 o 1.");
  if (from === p.player) return null;
  return reject("notYourDecision", `Ahora toca ${KIND_TEXT[p.kind]} (jugador ${p.player}); el jugador ${from} no decide ahora.`);
}

/**
 * Checks a decision against the pending one. A rejection, or what was accepted: the
 * option an action decision matched, null for any other decision. `from`, when the
 * caller knows it, is the player who sent the decision.
 */
export function validate(s: GameState, p: PendingDecision, d: Decision, from?: PlayerId): Rejection | ActionOption | null {
  const sender = senderRejection(p, from);
  if (sender !== null) return sender;
  if (d === null || typeof d !== "object" || typeof (d as { kind?: unknown }).kind !== "string") return reject("badShape", "La decisión debe ser un objeto con «kind».");
  const expected = p.kind === "action" ? ["play", "activate", "embate", "ability", "equip", "pass", "endPhase"] : [p.kind];
  if (!expected.includes(d.kind)) return mismatch(s, p, d);
  const shape = checkShape(d);
  if (shape !== null) return reject("badShape", shape);
  switch (p.kind) {
    case "chooseFirst":
      return d.kind === "chooseFirst" && typeof d.start === "boolean" ? null : reject("badShape", "Indica start: true (empiezas) o false (cedes el inicio).");
    case "mulligan": {
      if (d.kind !== "mulligan" || !isIntList(d.cards)) return reject("badShape", "Indica la lista de cartas que van al fondo de tu baraja (puede estar vacía).");
      return distinctSubset(d.cards, p.hand) ? null : reject("notAnOption", "Solo puedes devolver cartas distintas de tu mano inicial (Reglamento 8).");
    }
    case "action":
      return validateAction(s, p, d);
    case "block": {
      if (d.kind !== "block" || !isIntList(d.blockers)) return reject("badShape", "Indica la lista de bloqueadores (vacía si no bloqueas).");
      for (const id of d.blockers) {
        if (!p.candidates.includes(id)) {
          return reject(blockerCode(s, id, p.player), `${cardText(s, id)} no puede bloquear: debe ser tuyo, estar enderezado y no haber bloqueado este turno (Reglamento 13, 19).`);
        }
      }
      return distinctSubset(d.blockers, p.candidates) ? null : reject("notAnOption", "Un bloqueador aparece dos veces.");
    }
    case "orderBlockers": {
      if (d.kind !== "orderBlockers" || !isIntList(d.order)) return reject("badShape", "Indica el orden de los bloqueadores.");
      return d.order.length === p.blockers.length && distinctSubset(d.order, p.blockers)
        ? null
        : reject("notAnOption", "El orden debe incluir a cada bloqueador una vez (Reglamento 19).");
    }
    case "resplandor": {
      if (d.kind !== "resplandor" || typeof d.activate !== "boolean") return reject("badShape", "Indica activate: true o false.");
      if (!d.activate) return null;
      return checkTargetOption(s, p.options, d) ?? checkCosts(s, p.player, p.costs, d.costs, p.cost);
    }
    case "targets":
      if (d.kind !== "targets") return reject("badShape", "Indica los objetivos.");
      return checkTargetOption(s, p.options, d);
    case "blockerEmbate": {
      if (d.kind !== "blockerEmbate" || typeof d.activate !== "boolean") return reject("badShape", "Indica activate: true (pagas y activas el Embate) o false (bloquea sin activarlo).");
      if (!d.activate) return d.costs === undefined || d.costs.length === 0 ? null : reject("badCost", "Sin activar el Embate no se paga ningún coste.");
      return checkCosts(s, p.player, p.costs, d.costs, p.cost);
    }
    case "optional":
      return d.kind === "optional" && typeof d.accept === "boolean" ? null : reject("badShape", "Indica accept: true o false.");
    case "choose": {
      if (d.kind !== "choose" || !isIntList(d.cards)) return reject("badShape", "Indica la lista de cartas elegidas.");
      if (d.cards.length < p.min || d.cards.length > p.max) {
        return reject("wrongCount", p.min === p.max ? `Elige exactamente ${p.min} carta(s).` : `Elige de ${p.min} a ${p.max} cartas.`);
      }
      return distinctSubset(d.cards, p.candidates) ? null : reject("notAnOption", "Alguna carta elegida no está entre las opciones.");
    }
    case "arrange": {
      if (d.kind !== "arrange" || !isIntList(d.top) || !isIntList(d.bottom)) return reject("badShape", "Indica top y bottom (listas de cartas).");
      const all = d.top.concat(d.bottom);
      if (all.length !== p.cards.length || !distinctSubset(all, p.cards)) return reject("notAnOption", "Coloca cada carta que miraste exactamente una vez.");
      if (p.mode === "top" && d.bottom.length > 0) return reject("notAnOption", "Esta carta coloca las cartas arriba de la baraja.");
      if (p.mode === "bottom" && d.top.length > 0) return reject("notAnOption", "Esta carta coloca las cartas al fondo de la baraja.");
      return null;
    }
    case "payOrProhibit":
      return d.kind === "payOrProhibit" && typeof d.pay === "boolean" ? null : reject("badShape", "Indica pay: true o false.");
    case "nextEffect": {
      if (d.kind !== "nextEffect" || !Number.isInteger(d.index)) return reject("badShape", "Indica el índice del efecto.");
      return d.index >= 0 && d.index < p.effects.length ? null : reject("notAnOption", `Elige un índice entre 0 y ${p.effects.length - 1}.`);
    }
    default:
      return assertNever(p);
  }
}

function validateAction(s: GameState, p: Extract<PendingDecision, { kind: "action" }>, d: Decision): Rejection | ActionOption {
  const option = findActionOption(s, p.player, p.window, p.options, d);
  if (isRejection(option) || option.kind === "pass" || option.kind === "endPhase") return option;
  if (option.kind === "equip") return checkTiming(option.timings, (d as { timing?: unknown }).timing) ?? option;
  const dd = d as Extract<Decision, { kind: "play" }>;
  const timings = option.kind === "ability" ? null : option.timings;
  if (dd.targets !== undefined && (typeof dd.targets !== "object" || dd.targets === null)) return reject("badShape", "Los objetivos van en un objeto { t1: [id] }.");
  const rejection =
    checkTiming(timings, dd.timing) ??
    checkTargets(s, option.targets, dd.targets) ??
    checkDivide(option.divide, dd.targets, dd.divide) ??
    checkCosts(s, p.player, option.costs, dd.costs, option.cost);
  if (rejection !== null) return rejection;
  if (option.kind === "play") {
    const bearer = dd.bearer;
    if (option.bearers === null) {
      if (bearer !== undefined && bearer !== null) return reject("badBearer", "Solo una Reliquia se juega con portador.");
    } else if (bearer !== undefined && bearer !== null && !option.bearers.includes(bearer)) {
      return reject("badBearer", `${cardText(s, bearer)} no es un portador válido: elige un personaje que controles (Reglamento 21).`);
    }
  }
  return option;
}

/** The fields an action decision cannot do without, and what each says (the others are validated by kind, below). */
const REQUIRED: Partial<Record<Decision["kind"], readonly (readonly [string, string])[]>> = {
  play: [["card", "la carta que juegas"]],
  activate: [["card", "el personaje cuyo rasgo activas"]],
  embate: [["card", "el personaje que declara Embate"]],
  equip: [
    ["relic", "la Reliquia que equipas"],
    ["to", "el personaje al que la equipas"],
  ],
};

/** Field types, before anything reads them (a decision may come from JSON or a bot). */
function checkShape(d: Decision): string | null {
  const any = d as unknown as Record<string, unknown>;
  for (const [key, what] of REQUIRED[d.kind] ?? []) {
    if (any[key] === undefined) return `Falta «${key}»: el número de ${what}.`;
  }
  const int = (key: string): boolean => any[key] === undefined || Number.isInteger(any[key]);
  const list = (key: string): boolean => any[key] === undefined || isIntList(any[key]);
  for (const key of ["card", "ability", "def", "choice", "relic", "to", "index"]) {
    if (!int(key)) return `«${key}» debe ser un número entero.`;
  }
  if (any.bearer !== undefined && any.bearer !== null && !Number.isInteger(any.bearer)) return "«bearer» debe ser un número entero o null.";
  for (const key of ["cards", "blockers", "order", "top", "bottom", "divide"]) {
    if (!list(key)) return `«${key}» debe ser una lista de números enteros.`;
  }
  if (any.costs !== undefined && !(Array.isArray(any.costs) && any.costs.every(isIntList))) return "«costs» debe ser una lista de listas de números enteros.";
  if (any.targets !== undefined) {
    const targets = any.targets;
    if (targets === null || typeof targets !== "object" || Array.isArray(targets)) return "«targets» debe ser un objeto { t1: [id] }.";
    for (const value of Object.values(targets as Record<string, unknown>)) if (!isIntList(value)) return "Cada objetivo de «targets» debe ser una lista de números enteros.";
  }
  if (any.option !== undefined && any.option !== "Prólogo" && any.option !== "Epílogo") return "«option» debe ser \"Prólogo\" o \"Epílogo\".";
  return null;
}

function checkTargetOption(
  s: GameState,
  options: readonly TargetOption[],
  d: { choice?: number; targets?: Record<string, number[]>; divide?: number[] },
): Rejection | null {
  const option = options.find((o) => o.choice === (d.choice ?? -1)) ?? (options.length === 1 && d.choice === undefined ? options[0] : undefined);
  if (option === undefined) return reject(d.choice === undefined ? "ambiguous" : "notAnOption", "Indica qué opción de «Elige uno» eliges (choice).");
  return checkTargets(s, option.targets, d.targets) ?? checkDivide(option.divide, d.targets, d.divide);
}
