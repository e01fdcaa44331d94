// What follows «A tiene», in a setup (what the zones hold) and in a result (what they
// contain, how many cards, the Escencias in play, the priority): `en la mano "Ofrenda"
// y 2 cartas`, `9 cartas en la mano`, `3 Escencias sin usar y 2 usadas`.
import type { LineToken } from "../line-parser/cursor.js";
import type { CardRef, CardZone, Expectation, PlayerName, SetupStatement, ZoneItem } from "./ast.js";
import type { ScenarioCursor } from "./cursor.js";
import { scenarioDiagnostic } from "./diagnostics.js";
import { CARTAS, ESCENCIA, USED } from "./words.js";

type Mode = "preparación" | "resultado";

/** Copies, filler cards and Escencias a setup may ask for: more is a typo, and would cost the runner memory. */
export const MAX_SETUP_COUNT = 100;

export function hasParts(c: ScenarioCursor, player: PlayerName, mode: Mode): (SetupStatement | Expectation)[] {
  const parts: (SetupStatement | Expectation)[] = [];
  const startsPart = (): boolean => c.isWord("en") || c.isNumber() || (mode === "resultado" && c.isWord("la") && c.isWord("prioridad", 1));
  do {
    parts.push(hasPart(c, player, mode));
  } while (c.separatorBefore(startsPart));
  return parts;
}

function hasPart(c: ScenarioCursor, player: PlayerName, mode: Mode): SetupStatement | Expectation {
  const start = c.peek();
  if (start === undefined) return c.fail("«en la mano …», «en el cementerio …», «en la baraja …» o «N Escencias»");
  if (c.isWord("en")) {
    const zone = c.zone(false) as CardZone;
    const deck = zone === "deck" || zone === "essenceDeck";
    if (deck && c.topToBottom()) c.punct("comma");
    c.punct("colon");
    const items = zoneItems(c, zone, mode);
    if (deck) c.topToBottom();
    if (mode === "preparación") return { kind: "zone", player, zone, items, span: c.from(start) };
    const cards: CardRef[] = [];
    for (const item of items) {
      if (item.kind !== "card" || item.count !== 1) c.stop(scenarioDiagnostic("CR309", { problem: "countInResult", player, zone }, item.span));
      cards.push(item.card);
    }
    return { kind: "contains", player, zone, cards, span: c.from(start) };
  }
  if (mode === "resultado" && c.isWord("la") && c.isWord("prioridad", 1)) {
    c.i += 2;
    return { kind: "priority", player, span: c.from(start) };
  }
  if (c.isNumber()) {
    if (c.isWord(ESCENCIA, 1)) return essencePart(c, player, mode, start);
    if (c.isWord(CARTAS, 1)) {
      const count = mode === "preparación" ? c.countAt(1, MAX_SETUP_COUNT, "La cantidad de cartas") : c.countAt(0, Number.MAX_SAFE_INTEGER, "La cantidad de cartas");
      c.i++;
      const zone = c.zone(false) as CardZone;
      const span = c.from(start);
      if (mode === "preparación") return { kind: "zone", player, zone, items: [{ kind: "filler", count, span }], span };
      return { kind: "count", player, zone, count, span };
    }
  }
  return c.fail(
    mode === "resultado"
      ? "«N cartas en …», «en la mano …», «N Escencias …» o «la prioridad»"
      : "«en la mano …», «en el cementerio …», «en la baraja …», «N cartas en …» o «N Escencias»",
  );
}

function startsZoneItem(c: ScenarioCursor, zone: CardZone): boolean {
  if (c.startsCard()) return true;
  if (!c.isNumber()) return false;
  if (c.startsCard(1)) return true;
  if (c.isWord(CARTAS, 1)) return !c.isWord("en", 2);
  if (zone === "essenceDeck" && c.isWord(ESCENCIA, 1)) return !c.isWord(["sin", ...USED], 2);
  return false;
}

function zoneItems(c: ScenarioCursor, zone: CardZone, mode: Mode): ZoneItem[] {
  const items: ZoneItem[] = [];
  do {
    const start = c.peek();
    if (start === undefined || !startsZoneItem(c, zone)) {
      c.fail(zone === "essenceDeck" ? 'cartas: «"Luz de Etheria"», «2 "Fuente Serena"» o «N cartas»' : 'cartas: «"Zirkax"», «2 "Zirkax"» o «N cartas»');
    }
    if (c.startsCard()) {
      const card = c.card({ owner: mode === "resultado" });
      items.push({ kind: "card", card, count: 1, span: card.span });
      continue;
    }
    const count = mode === "preparación" ? c.countAt(1, MAX_SETUP_COUNT, "La cantidad") : c.countAt(1, Number.MAX_SAFE_INTEGER, "La cantidad");
    if (c.startsCard()) {
      const card = c.card({ owner: false });
      items.push({ kind: "card", card, count, span: c.from(start) });
    } else {
      c.i++; // «cartas» or «Escencias»
      items.push({ kind: "filler", count, span: c.from(start) });
    }
  } while (c.separatorBefore(() => startsZoneItem(c, zone)));
  return items;
}

/** `N Escencias [sin usar | usadas] [y M (sin usar | usadas)]`. */
function essencePart(c: ScenarioCursor, player: PlayerName, mode: Mode, start: LineToken): SetupStatement | Expectation {
  const max = mode === "preparación" ? MAX_SETUP_COUNT : Number.MAX_SAFE_INTEGER;
  const first = c.countAt(0, max, "La cantidad de Escencias");
  c.i++;
  const qualifier = (): "unused" | "used" | undefined => {
    if (c.isWord("sin") && c.isWord("usar", 1)) {
      c.i += 2;
      return "unused";
    }
    if (c.word(USED) !== undefined) return "used";
    return undefined;
  };
  const q1 = qualifier();
  let unused: number | undefined;
  let used: number | undefined;
  let total: number | undefined;
  if (q1 === "unused") unused = first;
  else if (q1 === "used") used = first;
  else total = first;
  if (q1 !== undefined) {
    const save = c.i;
    if ((c.punct("comma") !== undefined || c.word("y") !== undefined) && c.isNumber()) {
      const at = c.peek()!;
      const second = c.countAt(0, max, "La cantidad de Escencias");
      c.word(ESCENCIA);
      const q2 = qualifier();
      if (q2 === undefined || q2 === q1) {
        c.stop(scenarioDiagnostic("CR309", { problem: "essenceQualifier", number: at.image, missing: q1 === "unused" ? "used" : "unused" }, { start: at.start, end: c.prevEnd() }));
      }
      if (q2 === "unused") unused = second;
      else used = second;
    } else {
      c.i = save;
    }
  }
  const span = c.from(start);
  if (mode === "preparación") return { kind: "essence", player, unused: unused ?? total ?? 0, used: used ?? 0, span };
  const e: Expectation & { kind: "essence" } = { kind: "essence", player, span };
  if (total !== undefined) e.total = total;
  if (unused !== undefined) e.unused = unused;
  if (used !== undefined) e.used = used;
  return e;
}
