// `resultado:` sentences: what must hold when the plays are over. A card (`"Zirkax" está
// en el cementerio de A`), a player (`A controla …`, `A tiene …`, `A no puede …, porque
// …`), a Santuario's life, the chain, the turn, the end of the game and the log (log.ts).
import { spanOf, spanOfTokens, type LineToken } from "../line-parser/cursor.js";
import { closestMatch } from "../text/suggest.js";
import type { CardRef, ChainEntry, Expectation, PlayerName } from "./ast.js";
import { ILLEGAL_REASONS } from "./ast.js";
import type { ScenarioCursor } from "./cursor.js";
import { scenarioDiagnostic } from "./diagnostics.js";
import { logEvent } from "./log.js";
import { playBody } from "./plays.js";
import { emptyZone, turnSentence } from "./setup.js";
import { looksLikePlayer, otherSection, UnknownVerb } from "./sentence-start.js";
import { hasParts } from "./zones.js";
import { ESCENCIA, KEYWORDS, REASONS, RESULT_VERBS, type Spelling } from "./words.js";

export function resultSentence(c: ScenarioCursor): Expectation[] {
  const start = c.peek()!;
  if (start.kind === "string") return [cardExpectation(c)];
  if (c.isWord("es")) return [{ kind: "turn", ...turnSentence(c) }];
  if (c.startsSanctuary()) return [lifeExpectation(c)];
  if (c.isWord("la") && c.isWord("cadena", 1)) return [chainExpectation(c)];
  if ((c.isWord("el") && c.isWord("juego", 1)) || (c.isWord("la") && c.isWord("partida", 1))) {
    c.i += 2;
    if (c.word("sigue") !== undefined) return [{ kind: "outcome", outcome: "ongoing", span: c.from(start) }];
    c.expect("termina", "«termina en empate» o «sigue»");
    c.expect("en");
    c.expect("empate");
    return [{ kind: "outcome", outcome: "draw", span: c.from(start) }];
  }
  if (c.isWord("el") && c.isWord("registro", 1)) {
    c.i += 2;
    const negated = c.word("no") !== undefined;
    c.expect("muestra");
    c.expect("que");
    const event = logEvent(c);
    // «… antes de que <suceso>»: the order of the two in the log.
    if (c.word("antes") !== undefined) {
      c.expect("de");
      c.expect("que");
      return [{ kind: "log", event, negated, before: logEvent(c), span: c.from(start) }];
    }
    return [{ kind: "log", event, negated, span: c.from(start) }];
  }
  if (looksLikePlayer(start)) {
    const player = c.player();
    return playerExpectation(c, player, start);
  }
  if (c.isWord("ambos")) c.stop(scenarioDiagnostic("CR314", { belongs: "jugadas" }, spanOf(start)));
  // An unquoted card name, when a verb of a card's state follows.
  if (start.kind === "word" && c.tokens.some((t, n) => n > 0 && t.kind === "word" && (t.norm === "esta" || t.norm === "tiene"))) return [cardExpectation(c)];
  throw new UnknownVerb(start, ["es", "la", "el"], "resultStart");
}

function playerExpectation(c: ScenarioCursor, player: PlayerName, start: LineToken): Expectation[] {
  if (c.done()) return c.fail("«controla», «tiene», «gana», «pierde», «puede» o «no …»");
  const negated = c.word("no") !== undefined;
  if (c.word("controla") !== undefined) return [{ kind: "controls", player, card: c.card(), negated, span: c.from(start) }];
  if (c.word("puede") !== undefined) return [legality(c, player, start, negated)];
  if (c.word("tiene") !== undefined) {
    if (!negated) return hasParts(c, player, "resultado") as Expectation[];
    if (c.isWord(ESCENCIA)) {
      c.i++;
      const save = c.i;
      let unused: number | undefined;
      let used: number | undefined;
      if (c.isWord("sin") && c.isWord("usar", 1)) {
        c.i += 2;
        unused = 0;
      } else if (c.word(["usadas", "usada"]) !== undefined) {
        used = 0;
      } else {
        c.i = save;
      }
      const e: Expectation & { kind: "essence" } = { kind: "essence", player, span: c.from(start) };
      if (unused === undefined && used === undefined) e.total = 0;
      if (unused !== undefined) e.unused = unused;
      if (used !== undefined) e.used = used;
      return [e];
    }
    const z = emptyZone(c, start);
    return [{ kind: "count", player, zone: z.zone, count: 0, span: z.span }];
  }
  if (c.word(["gana", "pierde"]) !== undefined) {
    if (negated) c.fail("«controla», «tiene» o «puede» (para «no gana», escribe quién gana, o «El juego sigue»)");
    const won = c.peek(-1)!.norm === "gana";
    if (c.isWord(["el", "la"]) && c.isWord(["juego", "partida"], 1)) c.i += 2;
    return [{ kind: "outcome", outcome: { winner: won ? player : player === "A" ? "B" : "A" }, span: c.from(start) }];
  }
  const next = c.peek();
  if (next === undefined) return c.fail("«controla», «tiene», «puede» o «gana»");
  throw new UnknownVerb(next, RESULT_VERBS, "resultVerb");
}

/** `A [no] puede <jugada en infinitivo>[, porque <motivo>]` (the «puede» read). */
function legality(c: ScenarioCursor, player: PlayerName, start: LineToken, negated: boolean): Expectation {
  if (c.done()) return c.fail('lo que se juega, en infinitivo: «jugar "X"», «activar el Talento de "X"»…');
  const play = playBody(c, player, start, true);
  const node: Expectation & { kind: "legality" } = { kind: "legality", player, play, legal: !negated, span: spanOf(start) };
  const save = c.i;
  c.punct("comma");
  const because = c.word("porque");
  if (because === undefined) {
    c.i = save;
    node.span = c.from(start);
    return node;
  }
  if (!negated) c.stop(scenarioDiagnostic("CR316", { problem: "onLegalPlay" }, { start: because.start, end: c.tokens[c.tokens.length - 1]!.end }));
  const words = c.rest();
  if (words.length === 0) c.fail("el motivo, p. ej. «porque está en entrenamiento»", "CR316");
  const reasonSpan = spanOfTokens(words);
  const known = REASONS.get(words.map((t) => t.norm).join(" "));
  if (known === undefined) {
    const written = c.textOf(reasonSpan);
    const suggestion = closestMatch(written, Object.values(ILLEGAL_REASONS));
    if (suggestion !== undefined) c.stop(scenarioDiagnostic("CR316", { problem: "unknown", written, suggestion }, reasonSpan, { span: reasonSpan, replacement: suggestion }));
    c.stop(scenarioDiagnostic("CR316", { problem: "unknown", written }, reasonSpan));
  }
  // Each word of the reason as its wording spells it: CR004 for a missing accent.
  c.readSpelled(known.wording.split(" "));
  node.reason = known.reason;
  node.reasonSpan = reasonSpan;
  node.span = c.from(start);
  return node;
}

function cardExpectation(c: ScenarioCursor): Expectation {
  const start = c.peek()!;
  const card = c.card();
  const negated = c.word("no") !== undefined;
  if (c.word("está") !== undefined) {
    if (c.word(["girado", "girada"]) !== undefined) return { kind: "turned", card, turned: !negated, span: c.from(start) };
    if (c.word(["enderezado", "enderezada"]) !== undefined) return { kind: "turned", card, turned: negated, span: c.from(start) };
    if (c.word(["equipado", "equipada"]) !== undefined) {
      if (negated) {
        if (!c.done()) c.fail("el punto final: «no está equipada» dice que no tiene portador");
        return { kind: "equipped", relic: card, bearer: null, span: c.from(start) };
      }
      c.expect("a", '«a» y el portador: «está equipada a "Zav"»');
      return { kind: "equipped", relic: card, bearer: c.card(), span: c.from(start) };
    }
    if (c.word("arriba") !== undefined || (c.isWord("al") && c.isWord("fondo", 1))) {
      const top = c.peek(-1)!.norm === "arriba";
      if (!top) c.i += 2;
      c.expect("de");
      c.expect("la");
      c.expect("baraja");
      // «al fondo de la baraja de Escencia de A»: an Escencia looked at on its deck.
      const essence = c.isWord("de") && c.isWord(ESCENCIA, 1);
      if (essence) c.i += 2;
      const node: Expectation & { kind: "zone" } = { kind: "zone", card, zone: essence ? "essenceDeck" : "deck", position: top ? "top" : "bottom", negated, span: spanOf(start) };
      if (c.word("de") !== undefined) node.player = c.player();
      node.span = c.from(start);
      return node;
    }
    if (c.isWord("en")) {
      const zone = c.zone(true);
      const node: Expectation & { kind: "zone" } = { kind: "zone", card, zone, negated, span: spanOf(start) };
      if (zone !== "battlefield" && zone !== "chain" && c.word("de") !== undefined) node.player = c.player();
      node.span = c.from(start);
      return node;
    }
    return c.fail("«en la mano de …», «en el cementerio de …», «en juego», «en la cadena», «arriba de la baraja», «girado», «enderezado» o «equipada a …»");
  }
  if (c.word("tiene") !== undefined) {
    if (c.isNumber() || c.isKind("minus") || c.isKind("plus")) {
      if (negated) c.fail("«daño» o una palabra clave (para un número, escribe el valor que tiene: «tiene 0 de daño»)");
      return stats(c, card, start);
    }
    if (negated && c.word("daño") !== undefined) return { kind: "stats", card, damage: 0, span: c.from(start) };
    if (c.isWord("sin") && c.isWord("entrenamiento", 1)) {
      c.i += 2;
      return { kind: "keyword", card, keyword: "Sin entrenamiento", has: !negated, span: c.from(start) };
    }
    const t = c.peek();
    const keyword = t !== undefined && t.kind === "word" ? KEYWORDS.get(t.norm) : undefined;
    if (keyword !== undefined) {
      c.word(keyword as Spelling);
      return { kind: "keyword", card, keyword, has: !negated, span: c.from(start) };
    }
    return c.fail(negated ? "«daño» o una palabra clave (Imbatible, Devastar, Letal, Mítica, Vestigios, Sin entrenamiento)" : "un valor («2 de ataque», «3 de vida», «1 de daño») o una palabra clave");
  }
  const next = c.peek();
  if (next !== undefined && next.kind === "word") {
    const other = otherSection(next.norm, "resultado");
    if (other !== undefined) c.stop(scenarioDiagnostic("CR314", { belongs: other }, spanOf(next)));
  }
  return c.fail("«está …» o «tiene …»");
}

/** `"Cas" tiene 2 de ataque y 3 de vida` (the «tiene» read). */
function stats(c: ScenarioCursor, card: CardRef, start: LineToken): Expectation {
  const node: Expectation & { kind: "stats" } = { kind: "stats", card, span: spanOf(start) };
  const one = (): void => {
    const at = c.peek()!;
    const value = c.signedNumber("un número, p. ej. «2 de ataque»");
    c.expect("de");
    const word = c.choose(["ataque", "vida", "daño"]);
    const field = word === "ataque" ? "attack" : word === "vida" ? "life" : "damage";
    if (node[field] !== undefined) c.stop(scenarioDiagnostic("CR309", { problem: "repeatedValue", word }, { start: at.start, end: c.prevEnd() }));
    if (field !== "attack" && value < 0) c.stop(scenarioDiagnostic("CR315", { problem: "negative", field }, { start: at.start, end: c.prevEnd() }));
    node[field] = value;
  };
  one();
  while (c.separatorBefore(() => c.isNumber() || c.isKind("minus") || c.isKind("plus"))) one();
  node.span = c.from(start);
  return node;
}

function lifeExpectation(c: ScenarioCursor): Expectation {
  const start = c.peek()!;
  c.i += 2;
  c.expect("de", "«de» y el jugador: «El Santuario de B»");
  const player = c.player();
  c.expect("tiene");
  if (c.word("la") !== undefined) {
    c.expect("misma");
    c.expect("vida");
    return { kind: "life", player, relation: "same", amount: 0, span: c.from(start) };
  }
  const at = c.peek();
  const amount = c.countAt(0, Number.MAX_SAFE_INTEGER, "La vida");
  c.expect("de");
  c.expect("vida");
  let relation: "exact" | "less" | "more" = "exact";
  if (c.word("menos") !== undefined) relation = "less";
  else if (c.word("más") !== undefined) relation = "more";
  if (relation !== "exact" && amount === 0) c.stop(scenarioDiagnostic("CR315", { problem: "zeroLifeChange" }, { start: at!.start, end: c.prevEnd() }));
  return { kind: "life", player, relation, amount, span: c.from(start) };
}

function chainExpectation(c: ScenarioCursor): Expectation {
  const start = c.peek()!;
  c.i += 2;
  if (c.word("está") !== undefined) {
    c.expect("vacía");
    return { kind: "chain", entries: [], span: c.from(start) };
  }
  c.expect("tiene", "«está vacía» o «tiene» y lo que hay, de arriba abajo");
  const entries: ChainEntry[] = [];
  const entry = (): void => {
    const at = c.peek()!;
    if (c.startsTraitOf()) {
      const { trait, card } = c.traitOf();
      entries.push({ kind: "trait", trait, card, span: c.from(at) });
      return;
    }
    const card = c.card();
    entries.push({ kind: "card", card, span: card.span });
  };
  entry();
  while (c.separatorBefore(() => c.startsCard() || c.startsTraitOf())) entry();
  c.topToBottom();
  return { kind: "chain", entries, span: c.from(start) };
}

