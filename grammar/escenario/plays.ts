// `jugadas:` sentences, one decision each: `A juega "Ofrenda", Prólogo, con objetivo …`,
// `B bloquea con "Cas"`, `Ambos pasan hasta el Mediodía de B`. The same decisions, in
// the infinitive, follow «puede» in `resultado:` (`A no puede jugar "Cas"`).
import { spanOf, spanOfTokens, type LineToken } from "../line-parser/cursor.js";
import type { CardRef, CostChoice, DamageShare, PlayDeclarations, PlayerName, PlayStatement } from "./ast.js";
import type { ScenarioCursor } from "./cursor.js";
import { scenarioDiagnostic, type Declaration } from "./diagnostics.js";
import { looksLikePlayer, UnknownVerb } from "./sentence-start.js";
import { ESCENCIA, INFINITIVES, PLAY_VERBS, TARGETS, type Spelling } from "./words.js";
import { resultSentence } from "./results.js";

export function playSentence(c: ScenarioCursor): PlayStatement {
  const start = c.peek()!;
  if (c.word("ambos") !== undefined) {
    c.expect("pasan");
    const node: PlayStatement & { kind: "pass" } = { kind: "pass", player: "both", span: spanOf(start) };
    if (c.word("hasta") !== undefined) {
      const at = c.peek();
      const phase = c.articlePhase(false);
      c.expect("de");
      const player = c.player();
      node.until = { phase, player, span: c.from(at!) };
    }
    node.span = c.from(start);
    return node;
  }
  if (c.word("comprueba") !== undefined) {
    c.expect("que", '«que» y lo que debe cumplirse en ese momento: «Comprueba que "Cas" tiene 2 de daño.»');
    if (c.done()) return c.fail('lo que debe cumplirse en ese momento, como en «resultado:»: «Comprueba que "Cas" tiene 2 de daño.»');
    return { kind: "checkpoint", expectations: resultSentence(c), span: c.from(start) };
  }
  if (start.kind === "string" || c.isWord("es") || c.startsSanctuary() || (c.isWord("la") && c.isWord("cadena", 1)) || (c.isWord("el") && c.isWord(["registro", "juego"], 1))) {
    c.stop(scenarioDiagnostic("CR314", { belongs: "stateOfPlays" }, spanOfTokens(c.tokens)));
  }
  if (!looksLikePlayer(start)) throw new UnknownVerb(start, ["ambos"], "playStart");
  const player = c.player();
  if (c.done()) return c.fail("lo que decide el jugador: «juega», «responde», «activa», «bloquea», «pasa»…");
  return playBody(c, player, start, false);
}

/** The decision after its player: indicative (`juega`) in `jugadas:`, infinitive (`jugar`) after «puede». */
export function playBody(c: ScenarioCursor, player: PlayerName, start: LineToken, infinitive: boolean): PlayStatement {
  const verb = c.peek()!;
  const is = (finite: Spelling, inf: Spelling): boolean => c.isWord(infinitive ? inf : finite);
  if (is("juega", "jugar")) {
    c.i++;
    return played(c, player, start, c.card(), false);
  }
  if (is("responde", "responder")) {
    c.i++;
    c.expect("con");
    if (c.startsTraitOf()) {
      const { trait, card } = c.traitOf();
      return { kind: "activate", player, trait, card, response: true, ...declarations(c, false).declarations, span: c.from(start) };
    }
    return played(c, player, start, c.card(), true);
  }
  if (is("activa", "activar")) {
    c.i++;
    if (c.isWord("la") && c.isWord("habilidad", 1)) {
      c.i += 2;
      c.expect("de");
      const card = c.card();
      return { kind: "activateAbility", player, card, ...declarations(c, false).declarations, span: c.from(start) };
    }
    const { trait, card } = c.traitOf();
    return { kind: "activate", player, trait, card, response: false, ...declarations(c, false).declarations, span: c.from(start) };
  }
  if (is("declara", "declarar")) {
    c.i++;
    c.expect("el");
    c.expect("Embate", '«Embate»: «declara el Embate de "Zirkax"»');
    c.expect("de");
    const card = c.card();
    return { kind: "activate", player, trait: "Embate", card, response: false, ...declarations(c, false).declarations, span: c.from(start) };
  }
  if (is("equipa", "equipar")) {
    c.i++;
    return equip(c, player, start);
  }
  if (is("bloquea", "bloquear")) {
    c.i++;
    c.expect("con");
    return { kind: "block", player, blockers: c.cardList(), span: c.from(start) };
  }
  if (is("pasa", "pasar")) {
    c.i++;
    if (c.word("al") !== undefined) return { kind: "endPhase", player, to: c.phase(), span: c.from(start) };
    if (c.isWord("a") && c.isWord("la", 1)) {
      c.i += 2;
      return { kind: "endPhase", player, to: c.phase(), span: c.from(start) };
    }
    if (infinitive) c.fail("«al» y la fase: «pasar al Anochecer»");
    return { kind: "pass", player, span: c.from(start) };
  }
  // A choice while an effect resolves («descarta "Zav"»), or whether it may be made («no puede descartar "Zirkax"»).
  if (is("descarta", "descartar") || is("busca", "buscar") || is("devuelve", "devolver")) {
    const purpose = is("descarta", "descartar") ? "discard" : is("busca", "buscar") ? "search" : "returnEssence";
    c.i++;
    return { kind: "choose", player, purpose, cards: c.cardList(), span: c.from(start) };
  }
  if (infinitive) throw new UnknownVerb(verb, INFINITIVES, "infinitive");
  if (c.word("no") !== undefined) return refusal(c, player, start);
  if (c.isWord("ordena")) {
    c.i++;
    c.expect("los");
    c.expect("bloqueadores");
    c.punct("colon");
    return { kind: "orderBlockers", player, order: c.cardList(), span: c.from(start) };
  }
  if (c.isWord("elige")) {
    c.i++;
    return choice(c, player, start);
  }
  if (c.isWord("deja")) {
    c.i++;
    return arrange(c, player, start);
  }
  if (c.isWord("paga")) {
    c.i++;
    const amount = c.countAt(1, 100, "Lo que se paga");
    c.expect(ESCENCIA);
    c.word(["adicional", "adicionales"]);
    return { kind: "payOrProhibit", player, pay: true, amount, span: c.from(start) };
  }
  if (c.isWord("acepta")) {
    c.i++;
    return { kind: "optional", player, accept: true, span: c.from(start) };
  }
  if (c.isWord("resuelve")) {
    c.i++;
    c.expect("primero");
    if (c.startsTraitOf()) {
      const { trait, card } = c.traitOf();
      return { kind: "nextEffect", player, card, trait, span: c.from(start) };
    }
    if (c.isWord("la") && c.isWord("habilidad", 1)) {
      c.i += 2;
      c.expect("de");
    }
    return { kind: "nextEffect", player, card: c.card(), span: c.from(start) };
  }
  throw new UnknownVerb(verb, PLAY_VERBS, "playVerb");
}

/** `juega "X"` / `responde con "X"` and the declarations of the card. */
function played(c: ScenarioCursor, player: PlayerName, start: LineToken, card: CardRef, response: boolean): PlayStatement {
  const decl = declarations(c, true);
  const node: PlayStatement & { kind: "play" } = { kind: "play", player, card, response, ...decl.declarations, span: c.from(start) };
  if (decl.bearer !== undefined) node.bearer = decl.bearer;
  return node;
}

/** `no bloquea`, `no paga`, `no acepta`, `no elige nada`, `no activa el Resplandor de "X"` (the «no» read). */
function refusal(c: ScenarioCursor, player: PlayerName, start: LineToken): PlayStatement {
  if (c.word("bloquea") !== undefined) return { kind: "block", player, blockers: [], span: c.from(start) };
  if (c.word("paga") !== undefined) return { kind: "payOrProhibit", player, pay: false, span: c.from(start) };
  if (c.word("acepta") !== undefined) return { kind: "optional", player, accept: false, span: c.from(start) };
  if (c.word("elige") !== undefined) {
    c.expect("nada");
    return { kind: "choose", player, cards: [], span: c.from(start) };
  }
  if (c.word("activa") !== undefined) {
    c.expect("el");
    c.expect("Resplandor", '«Resplandor»: «no activa el Resplandor de "X"»');
    c.expect("de");
    return { kind: "declineResplandor", player, card: c.card(), span: c.from(start) };
  }
  const next = c.peek();
  if (next !== undefined && c.isWord(["controla", "tiene"])) c.stop(scenarioDiagnostic("CR314", { belongs: "state" }, spanOf(next)));
  if (next !== undefined && c.isWord("puede")) c.stop(scenarioDiagnostic("CR314", { belongs: "resultado" }, spanOf(next)));
  return c.fail("«bloquea», «paga», «acepta», «elige nada» o «activa el Resplandor de …»");
}

/** `equipa "Hoja del Alba" a "Zav"[ con Vincular][ momento]` (the verb read). */
function equip(c: ScenarioCursor, player: PlayerName, start: LineToken): PlayStatement {
  const relic = c.card();
  c.expect("a", '«a» y el personaje: «equipa "Hoja del Alba" a "Zav"»');
  const to = c.card();
  const node: PlayStatement & { kind: "equip" } = { kind: "equip", player, relic, to, vincular: false, span: spanOf(start) };
  for (;;) {
    const save = c.i;
    c.punct("comma");
    if (c.isWord("con") && c.isWord("Vincular", 1)) {
      if (node.vincular) c.stop(scenarioDiagnostic("CR319", { declaration: "vincular" }, { start: c.peek()!.start, end: c.peek(1)!.end }));
      c.i += 2;
      node.vincular = true;
    } else if (c.startsTiming()) {
      const at = c.peek()!;
      const timing = c.timing();
      if (node.timing !== undefined) c.stop(scenarioDiagnostic("CR319", { declaration: "equipTiming" }, { start: at.start, end: c.prevEnd() }));
      node.timing = timing;
    } else {
      c.i = save;
      break;
    }
  }
  node.span = c.from(start);
  return node;
}

/** `elige como objetivo …`, `elige la opción N[, con objetivo …]`, `elige "X" y "Y"` (the verb read). */
function choice(c: ScenarioCursor, player: PlayerName, start: LineToken): PlayStatement {
  if (c.word("como") !== undefined) {
    c.expect(TARGETS);
    const targets = c.targetList();
    const node: PlayStatement & { kind: "chooseTargets" } = { kind: "chooseTargets", player, targets, span: spanOf(start) };
    const save = c.i;
    c.punct("comma");
    if (c.isWord("repartiendo")) node.divide = shares(c);
    else c.i = save;
    node.span = c.from(start);
    return node;
  }
  if (c.isWord("la") && c.isWord("opción", 1)) {
    c.i++;
    c.word("opción");
    const choice = c.countAt(1, 20, "La opción");
    const node: PlayStatement & { kind: "chooseTargets" } = { kind: "chooseTargets", player, targets: [], choice, span: spanOf(start) };
    const save = c.i;
    c.punct("comma");
    if (c.word("con") !== undefined) {
      c.expect(TARGETS);
      node.targets = c.targetList();
    } else {
      c.i = save;
    }
    node.span = c.from(start);
    return node;
  }
  return { kind: "choose", player, cards: c.cardList(), span: c.from(start) };
}

/** `deja arriba "Zav" y al fondo "Cas"` (the verb read). */
function arrange(c: ScenarioCursor, player: PlayerName, start: LineToken): PlayStatement {
  const node: PlayStatement & { kind: "arrange" } = { kind: "arrange", player, top: [], bottom: [], span: spanOf(start) };
  let seenTop = false;
  let seenBottom = false;
  const part = (): void => {
    if (c.word("arriba") !== undefined) {
      if (seenTop) c.stop(scenarioDiagnostic("CR319", { declaration: "top" }, { start: c.peek(-1)!.start, end: c.prevEnd() }));
      seenTop = true;
      node.top = c.cardList();
      return;
    }
    if (c.isWord("al") && c.isWord("fondo", 1)) {
      c.i += 2;
      if (seenBottom) c.stop(scenarioDiagnostic("CR319", { declaration: "bottom" }, { start: c.peek(-2)!.start, end: c.prevEnd() }));
      seenBottom = true;
      node.bottom = c.cardList();
      return;
    }
    c.fail('«arriba» o «al fondo» y las cartas: «deja arriba "Zav" y al fondo "Cas"»');
  };
  part();
  while (c.separatorBefore(() => c.isWord("arriba") || (c.isWord("al") && c.isWord("fondo", 1)))) part();
  node.span = c.from(start);
  return node;
}

const COST_WORDS = ["sacrificando", "descartando", "girando", "devolviendo"] as const satisfies readonly Spelling[];
const COST_KIND: Record<(typeof COST_WORDS)[number], CostChoice["kind"]> = { sacrificando: "sacrifice", descartando: "discard", girando: "turn", devolviendo: "returnEssence" };

/** The declarations after a played card or an activated trait, in any order, each once. */
function declarations(c: ScenarioCursor, isCard: boolean): { declarations: PlayDeclarations; bearer?: CardRef | null } {
  const d: PlayDeclarations = { targets: [], costs: [] };
  let bearer: CardRef | null | undefined;
  let targetsAt = false;
  const repeated = (declaration: Declaration, at: LineToken, word?: string): never =>
    c.stop(scenarioDiagnostic("CR319", word !== undefined ? { declaration, word } : { declaration }, { start: at.start, end: c.prevEnd() }));
  while (!c.done()) {
    const save = c.i;
    c.punct("comma");
    const at = c.peek();
    if (at === undefined || c.isWord("porque")) {
      c.i = save;
      break;
    }
    if (c.isWord(["Prólogo", "Epílogo"])) {
      const option = c.isWord("Prólogo") ? "Prólogo" : "Epílogo";
      c.word(option);
      if (d.option !== undefined) repeated("option", at);
      d.option = option;
      continue;
    }
    if (c.word("con") !== undefined) {
      if (c.word(TARGETS) !== undefined) {
        if (targetsAt) repeated("targets", at);
        d.targets = c.targetList();
        targetsAt = true;
        continue;
      }
      if (c.isWord("la") && c.isWord("opción", 1)) {
        c.i++;
        c.word("opción");
        if (d.choice !== undefined) repeated("choice", at);
        d.choice = c.countAt(1, 20, "La opción");
        continue;
      }
      c.fail("«objetivo», «objetivos» o «la opción N»");
    }
    if (c.isWord("repartiendo")) {
      if (d.divide !== undefined) repeated("divide", at);
      d.divide = shares(c);
      continue;
    }
    if (c.isWord(["equipada", "equipado"]) && c.isWord("a", 1)) {
      if (!isCard) c.fail("«Prólogo», «con objetivo …» u otra declaración del rasgo");
      c.i += 2;
      if (bearer !== undefined) repeated("bearer", at);
      bearer = c.card();
      continue;
    }
    if (c.isWord("sin") && c.isWord("portador", 1)) {
      c.i += 2;
      if (bearer !== undefined) repeated("bearer", at);
      bearer = null;
      continue;
    }
    const costWord = COST_WORDS.find((w) => c.isWord(w));
    if (costWord !== undefined) {
      const t = c.word(costWord)!;
      const kind = COST_KIND[costWord];
      if (d.costs.some((x) => x.kind === kind)) repeated("cost", t, t.image);
      if (kind === "returnEssence" && c.isNumber() && !c.startsCard(1)) {
        const count = c.countAt(1, 20, "Las Escencias devueltas");
        c.expect(ESCENCIA);
        d.costs.push({ kind, cards: [], count, span: c.from(at) });
      } else {
        d.costs.push({ kind, cards: c.cardList(), span: c.from(at) });
      }
      continue;
    }
    if (c.startsTiming()) {
      const timing = c.timing();
      if (d.timing !== undefined) repeated("timing", at);
      d.timing = timing;
      continue;
    }
    c.fail(
      isCard
        ? "«Prólogo», «Epílogo», «con objetivo …», «repartiendo …», «equipada a …», «sacrificando …», «al comienzo del …» o el punto final"
        : "«con objetivo …», «repartiendo …», «sacrificando …», «al comienzo del …» o el punto final",
    );
  }
  return bearer === undefined ? { declarations: d } : { declarations: d, bearer };
}

/** `repartiendo 2 [de daño] a "X" y 2 a "Y"`. */
export function shares(c: ScenarioCursor): DamageShare[] {
  c.expect("repartiendo");
  const list: DamageShare[] = [];
  const one = (): void => {
    const start = c.peek();
    const amount = c.countAt(1, 100, "El daño asignado");
    if (c.isWord("de") && c.isWord("daño", 1)) {
      c.i++;
      c.word("daño");
    }
    c.expect("a", '«a» y el objetivo: «repartiendo 2 de daño a "Cas"»');
    const target = c.target();
    list.push({ target, amount, span: c.from(start!) });
  };
  one();
  while (c.separatorBefore(() => c.isNumber())) one();
  return list;
}

