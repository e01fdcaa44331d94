// What `El registro [no] muestra que …` says happened: a closed list of events, so the
// runner can look for each among the engine's events (docs/escenarios.md, «El registro»).
import type { CardRef, LogEvent, TraitName } from "./ast.js";
import type { ScenarioCursor } from "./cursor.js";
import { scenarioDiagnostic } from "./diagnostics.js";
import { spanOf } from "../line-parser/cursor.js";
import { CARTAS } from "./words.js";

/** «recibió», and «recibiera» after «antes de que». */
const RECEIVED = ["recibió", "recibiera"] as const;

/** `N de daño`, or `daño` alone: any amount (null), so `no muestra que "X" recibió daño` is «no damage at all». */
function damageAmount(c: ScenarioCursor): number | null {
  if (c.word("daño") !== undefined) return null;
  const amount = c.countAt(1, Number.MAX_SAFE_INTEGER, "El daño");
  c.expect("de");
  c.expect("daño");
  return amount;
}

export function logEvent(c: ScenarioCursor): LogEvent {
  const start = c.peek();
  const unknown = (): never => {
    const t = c.peek() ?? start;
    return c.stop(scenarioDiagnostic("CR317", t !== undefined ? { problem: "unknown", word: t.image } : { problem: "unknown" }, t !== undefined ? spanOf(t) : { start: 0, end: 0 }));
  };
  if (start === undefined) return c.fail('el suceso, p. ej. «"Zirkax" fue destruido»', "CR317");
  if (c.isWord("se") && c.isWord("activó", 1)) {
    c.i++;
    c.word("activó");
    c.expect(["el", "la"]);
    let trait: TraitName | undefined;
    if (c.word("habilidad") === undefined) trait = c.trait();
    c.expect("de");
    const e: LogEvent = { kind: "activated", card: c.card(), span: c.from(start) };
    if (trait !== undefined) e.trait = trait;
    return e;
  }
  if (c.startsSanctuary()) {
    const target = c.target();
    if (c.word(RECEIVED) === undefined) unknown();
    return { kind: "damaged", target, amount: damageAmount(c), span: c.from(start) };
  }
  if (c.isPlayer()) {
    const player = c.player();
    if (c.word(["robó", "robara"]) !== undefined) {
      const count = c.countAt(1, Number.MAX_SAFE_INTEGER, "Las cartas robadas");
      c.expect(CARTAS);
      return { kind: "drew", player, count, span: c.from(start) };
    }
    if (c.word(["barajó", "barajara"]) !== undefined) {
      c.expect("su");
      c.expect("baraja");
      return { kind: "shuffled", player, span: c.from(start) };
    }
    if (c.word(["descartó", "descartara"]) !== undefined) return { kind: "discarded", player, card: c.card(), span: c.from(start) };
    if (c.word(["botó", "botara"]) !== undefined) {
      if (c.isNumber() && !c.startsCard(1)) {
        const count = c.countAt(1, Number.MAX_SAFE_INTEGER, "Las cartas botadas");
        c.expect(CARTAS);
        return { kind: "milled", player, count, span: c.from(start) };
      }
      return { kind: "milled", player, card: c.card(), span: c.from(start) };
    }
    if (c.word(["ganó", "ganara"]) !== undefined) {
      c.expect("el");
      c.expect("control");
      c.expect("de");
      return { kind: "control", player, card: c.card(), span: c.from(start) };
    }
    return unknown();
  }
  let card: CardRef;
  let trait: TraitName | undefined;
  if (c.startsTraitOf()) {
    const t = c.traitOf();
    card = t.card;
    trait = t.trait;
  } else if (c.startsCard()) {
    card = c.card();
  } else {
    return unknown();
  }
  if (c.word(["fue", "fuera"]) !== undefined) {
    if (c.word(["destruido", "destruida"]) !== undefined && trait === undefined) return { kind: "destroyed", card, span: c.from(start) };
    if (c.word(["prohibido", "prohibida"]) !== undefined) {
      const e: LogEvent = { kind: "prohibited", card, span: c.from(start) };
      if (trait !== undefined) e.trait = trait;
      return e;
    }
    if (c.word(["enviado", "enviada"]) !== undefined && trait === undefined) {
      c.expect("al");
      c.expect("cementerio");
      c.expect("por");
      c.expect("Mítica");
      return { kind: "mitica", card, span: c.from(start) };
    }
    return unknown();
  }
  if (c.isWord("se") && (c.isWord("resolvió", 1) || c.isWord("resolviera", 1))) {
    c.i++;
    c.word(["resolvió", "resolviera"]);
    let withoutEffect = false;
    if (c.word("sin") !== undefined) {
      c.expect("efecto");
      withoutEffect = true;
    }
    const e: LogEvent = { kind: "resolved", card, withoutEffect, span: c.from(start) };
    if (trait !== undefined) e.trait = trait;
    return e;
  }
  if (trait === undefined && c.word(RECEIVED) !== undefined) {
    return { kind: "damaged", target: { kind: "card", card, span: card.span }, amount: damageAmount(c), span: c.from(start) };
  }
  if (trait === undefined && c.word(["bloqueó", "bloqueara"]) !== undefined) {
    c.expect("a", '«a» y el atacante: «bloqueó a "Zirkax"»');
    return { kind: "blocked", blocker: card, attacker: c.card(), span: c.from(start) };
  }
  return unknown();
}
