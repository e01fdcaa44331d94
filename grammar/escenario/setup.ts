// `preparación:` sentences: the turn, the Santuarios, what each zone holds, what is in
// play and with which state, what was already done this turn. Whether the setup says
// something twice, or numbers a copy wrongly, needs the other sentences: the compiler
// checks it (compiler/scenario/setup.ts).
import type { Span } from "../diagnostics/catalog.js";
import { spanOf, spanOfTokens, type LineToken } from "../line-parser/cursor.js";
import { normalizeWord } from "../vocabulary/lex.js";
import type { CardZone, CountedEventName, GrantableKeywordName, PermanentAttribute, PlayerName, ScenarioPhase, SetupStatement } from "./ast.js";
import type { ScenarioCursor } from "./cursor.js";
import { scenarioDiagnostic } from "./diagnostics.js";
import { looksLikePlayer, UnknownVerb } from "./sentence-start.js";
import { CARTAS, COUNTED_TYPES, GRANTABLE_SPELLINGS, KEYWORDS, SETUP_VERBS, TRAITS, TURNED, UNTAPPED, USED, type Spelling } from "./words.js";
import { hasParts, MAX_SETUP_COUNT } from "./zones.js";

export function setupSentence(c: ScenarioCursor): SetupStatement[] {
  const start = c.peek()!;
  if (c.isWord("es")) {
    const turn = turnSentence(c);
    if (turn.phase === "limpieza") c.stop(scenarioDiagnostic("CR313", { problem: "cleanupStart" }, turn.span));
    return [{ kind: "turn", ...turn }];
  }
  if (c.startsSanctuary()) return [sanctuary(c)];
  if (c.isWord("la") && c.isWord("semilla", 1)) return [seedSentence(c)];
  if (start.kind === "string" || (c.isWord("la") && c.isWord("cadena", 1)) || (c.isWord("el") && c.isWord(["registro", "juego"], 1)) || (c.isWord("la") && c.isWord("partida", 1))) {
    c.stop(scenarioDiagnostic("CR314", { belongs: "resultado" }, spanOfTokens(c.tokens)));
  }
  if (c.isWord("ambos")) c.stop(scenarioDiagnostic("CR314", { belongs: "jugadas" }, spanOf(start)));
  if (!looksLikePlayer(start)) throw new UnknownVerb(start, ["es"], "setupStart");
  const player = c.player();
  const verb = c.peek();
  if (verb === undefined) c.fail("«controla», «tiene», «no tiene» o «ya»");
  if (c.word("controla") !== undefined) return [permanent(c, player, start)];
  if (c.word("tiene") !== undefined) return hasParts(c, player, "preparación") as SetupStatement[];
  if (c.word("no") !== undefined) {
    c.expect("tiene");
    const { zone, span } = emptyZone(c, start);
    return [{ kind: "emptyZone", player, zone, span }];
  }
  if (c.word("ya") !== undefined) return [counter(c, player, start)];
  throw new UnknownVerb(verb!, SETUP_VERBS, "setupVerb");
}

/**
 * `Es el Mediodía de B` · `Es el Mediodía del primer turno de A` · `Es el primer turno de A` ·
 * `Es el Mediodía del turno 5 de A` · `Es el turno 5 de A` · `Es la etapa de limpieza de A`.
 * `number`: the turn counted from the first of the game (both players' turns count).
 */
export function turnSentence(c: ScenarioCursor): { player: PlayerName; phase: ScenarioPhase; firstTurn: boolean; number?: number; span: Span } {
  const start = c.expect("es");
  c.expect(["el", "la"]);
  /** «primer turno» or «turno N», then «de» and the player. */
  const ofTurn = (phase: ScenarioPhase) => {
    let number: number | undefined;
    if (c.word("primer") !== undefined) {
      c.expect("turno");
      number = 1;
    } else {
      c.expect("turno");
      number = c.countAt(1, MAX_TURN, "El número de turno");
    }
    c.expect("de");
    const player = c.player();
    return { player, phase, firstTurn: number === 1, ...(number === 1 ? {} : { number }), span: c.from(start) };
  };
  if (c.isWord("primer") || c.isWord("turno")) return ofTurn("Mediodía");
  const phase = c.phase();
  if (c.word("del") !== undefined) return ofTurn(phase);
  c.expect("de", "«de» y el jugador, p. ej. «Es el Mediodía de A»");
  const player = c.player();
  return { player, phase, firstTurn: false, span: c.from(start) };
}

/** The engine ends a game at turn 200 (Reglamento 25's last-resort guard): a scenario starts before. */
const MAX_TURN = 199;

/** `La semilla es 7.`: the seed of the game's random numbers (who starts a coin toss, shuffles). */
function seedSentence(c: ScenarioCursor): SetupStatement {
  const start = c.expect("la");
  c.expect("semilla");
  c.expect("es");
  return { kind: "seed", seed: c.countAt(1, 4_294_967_295, "La semilla"), span: c.from(start) };
}

/** `El Santuario de A es "X"[ con N de vida]` · `El Santuario de A tiene N de vida`. */
function sanctuary(c: ScenarioCursor): SetupStatement {
  const start = c.peek()!;
  c.i += 2;
  c.expect("de", "«de» y el jugador: «El Santuario de A»");
  const player = c.player();
  const node: SetupStatement & { kind: "sanctuary" } = { kind: "sanctuary", player, span: spanOf(start) };
  const life = (): void => {
    const at = c.peek();
    node.life = c.countAt(1, 1000, "La vida de un Santuario en la preparación");
    node.lifeSpan = { start: at!.start, end: c.prevEnd() };
    c.expect("de");
    c.expect("vida");
  };
  if (c.choose(["es", "tiene"], '«es "Nombre del Santuario"» o «tiene N de vida»') === "es") {
    node.card = c.card({ owner: false });
    if (c.word("con") !== undefined) life();
  } else {
    life();
  }
  node.span = c.from(start);
  return node;
}

/** `A controla [N] "X"[, atributo]*` */
function permanent(c: ScenarioCursor, player: PlayerName, start: LineToken): SetupStatement {
  let count = 1;
  if (c.isNumber() && c.startsCard(1)) count = c.countAt(1, MAX_SETUP_COUNT, "La cantidad de copias");
  const card = c.card({ owner: false });
  if (c.isWord("de") && c.isPlayer(1)) {
    c.stop(scenarioDiagnostic("CR309", { problem: "ownerInSetup", player, owner: c.peek(1)!.image }, { start: c.peek()!.start, end: c.peek(1)!.end }));
  }
  const attributes: PermanentAttribute[] = [];
  while (!c.done()) {
    const save = c.i;
    c.punct("comma");
    if (c.word("y") !== undefined && !startsAttribute(c)) {
      c.i = save;
      c.fail("otra característica: «girado», «con 1 de daño», «en entrenamiento», «equipado con …»…");
    }
    attributes.push(attribute(c));
  }
  return { kind: "permanent", player, card, count, attributes, span: c.from(start) };
}

const ATTRIBUTE_STARTS = [...TURNED, ...UNTAPPED, ...USED, "sin", "con", "en", "equipado", "equipada", "equipados", "equipadas", "cuyo", "cuya", "que"] as const satisfies readonly Spelling[];

function startsAttribute(c: ScenarioCursor): boolean {
  return c.isWord(ATTRIBUTE_STARTS);
}

function attribute(c: ScenarioCursor): PermanentAttribute {
  const start = c.peek();
  if (start === undefined) return c.fail("una característica");
  if (c.word([...TURNED, ...USED]) !== undefined) return { kind: "turned", turned: true, span: c.from(start) };
  if (c.word(UNTAPPED) !== undefined) return { kind: "turned", turned: false, span: c.from(start) };
  if (c.isWord("sin") && c.isWord("usar", 1)) {
    c.i += 2;
    return { kind: "turned", turned: false, span: c.from(start) };
  }
  if (c.word("en") !== undefined) {
    if (c.word("etapa") !== undefined) c.expect("de");
    c.expect("entrenamiento");
    return { kind: "training", span: c.from(start) };
  }
  if (c.word(["equipado", "equipados"]) !== undefined || (c.isWord(["equipada", "equipadas"]) && c.isWord("con", 1) && c.word(["equipada", "equipadas"]) !== undefined)) {
    c.expect("con");
    return { kind: "equipped", relics: c.cardList(), span: c.from(start) };
  }
  if (c.word(["equipada", "equipadas"]) !== undefined) {
    c.expect("a", '«a» y el portador: «equipada a "Cas"»');
    return { kind: "bearer", bearer: c.card(), span: c.from(start) };
  }
  if (c.word(["cuyo", "cuya"]) !== undefined) {
    c.expect("dueño");
    c.expect("es");
    return { kind: "owner", owner: c.player(), span: c.from(start) };
  }
  if (c.word("que") !== undefined) {
    c.expect("ya");
    c.expect("atacó");
    // «en un turno anterior»: Imbatible's first Embate is spent, and it may attack this turn (ruling R27).
    const earlier = c.word("en") !== undefined;
    if (earlier) {
      c.expect("un");
      c.expect("turno");
      c.expect("anterior");
    }
    return { kind: "attacked", thisTurn: !earlier, span: c.from(start) };
  }
  if (c.word("con") !== undefined) {
    if (c.isKind("plus") || c.isKind("minus")) return modifier(c, start);
    if (c.isNumber()) {
      const amount = c.countAt(1, 100, "El daño");
      c.expect("de");
      c.expect("daño");
      return { kind: "damage", amount, span: c.from(start) };
    }
    const keyword = grantable(c);
    const permanent = c.duration() ?? true;
    return { kind: "keyword", keyword, permanent, span: c.from(start) };
  }
  return c.fail("una característica: «girado», «con 1 de daño», «en entrenamiento», «con +1 de ataque», «con Letal», «equipado con …», «cuyo dueño es B» o «que ya atacó [en un turno anterior]»");
}

/** `con +1 de ataque [y +2 de vida] [duración]` (the «con» already read). */
function modifier(c: ScenarioCursor, start: LineToken): PermanentAttribute {
  let attack = 0;
  let life = 0;
  const one = (): void => {
    const at = c.peek();
    const value = c.signedNumber();
    c.expect("de");
    if (c.choose(["ataque", "vida"]) === "ataque") attack += value;
    else life += value;
    if (value === 0) c.stop(scenarioDiagnostic("CR315", { problem: "zeroModifier" }, { start: at!.start, end: c.prevEnd() }));
  };
  one();
  while (c.isWord("y") && (c.isKind("plus", 1) || c.isKind("minus", 1))) {
    c.i++;
    one();
  }
  const permanent = c.duration() ?? true;
  return { kind: "modifier", attack, life, permanent, span: c.from(start) };
}

function grantable(c: ScenarioCursor): GrantableKeywordName {
  if (c.isWord("sin") && c.isWord("entrenamiento", 1)) {
    c.i += 2;
    return "Sin entrenamiento";
  }
  const word = c.choose(GRANTABLE_SPELLINGS, "«Imbatible», «Devastar», «Letal», «Sin entrenamiento», un número de daño o un modificador como «+1 de ataque»");
  return KEYWORDS.get(normalizeWord(word)) as GrantableKeywordName;
}

/** `ya activó N Embates este turno` · `ya jugó N Versos este turno` (the «ya» read). */
function counter(c: ScenarioCursor, player: PlayerName, start: LineToken): SetupStatement {
  const activated = c.choose(["activó", "jugó"], "«activó» (rasgos) o «jugó» (cartas)") === "activó";
  const count = c.countAt(1, MAX_SETUP_COUNT, "La cantidad");
  const t = c.peek();
  let event: CountedEventName | undefined;
  if (t !== undefined && t.kind === "word") event = activated ? TRAITS.get(t.norm) : COUNTED_TYPES.get(t.norm);
  if (event === undefined) c.fail(activated ? "un rasgo: «Embates», «Talentos», «Interferencias» o «Resplandores»" : "un tipo de carta: «Versos», «Personajes» o «Reliquias»");
  c.i++;
  c.expect("este");
  c.expect("turno");
  return { kind: "counter", player, event, count, span: c.from(start) };
}

/** `cartas en <zona>` after «no tiene» (setup: empty zone; result: count 0). */
export function emptyZone(c: ScenarioCursor, start: LineToken): { zone: CardZone; span: Span } {
  c.expect(CARTAS);
  const zone = c.zone(false) as CardZone;
  return { zone, span: c.from(start) };
}

