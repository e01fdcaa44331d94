// Steps into clauses and sentences: the inverse of compiler/lower/sentences.ts.
//
// A clause may lower to several steps: «obtiene +2 de ataque y Letal» (a stat change and
// a keyword), «Pon una de ellas en tu mano» (a choice among found cards, then the move),
// «Pon una en tu mano y el resto en el fondo de tu baraja» (two moves). Clauses make
// sentences by their links: «Luego, …» (then), «Si lo haces, …» (ifYouDid), «Si no lo
// haces, …», «Si no, …», «Si <condición>, …»; the later clauses of a gated sentence
// share its gate (link "and"). «Si lo haces» is always a sentence of its own, except
// where one sentence is all there is (an option of «Elige uno»): there it is an
// infinitive under the «Puedes» before it («Puedes descartar 1 carta y robar 1 carta»),
// which lowers alike.
//
// The IR does not keep where one ungated sentence ends and the next begins («Roba 1
// carta. Descarta 1 carta.» and «Roba 1 carta y descarta 1 carta.» lower alike). Printed
// cards say one thing per sentence, so each ungated clause gets a sentence of its own;
// only before «Si lo haces» / «Si no lo haces» they stay joined, so the sentence the
// connector speaks of still holds the clause that could fail (CR115).
//
// A target used first where the text cannot declare it («su portador», «ambos», «su
// ataque») is declared by an «Elige …» sentence before the sentence that uses it.
import type { Step, Trigger } from "../../ir.js";
import { NeedsDeclaration, type AbilityPrinting } from "./context.js";
import { sameSubject } from "./discourse.js";
import { printCondition } from "./conditions.js";
import { abilityName } from "./filters.js";
import { say, sayPlayer } from "./subjects.js";
import { gains, moveText, pendingChoice, printStep, statChange, VERBS, type Clause, type Mood } from "./steps.js";
import { agree, counted, phaseIsFeminine, phrase, spellings, startsWithAny, word } from "./words.js";

/** One printed clause and the steps it lowers to. */
interface Unit {
  steps: Step[];
  /** The step whose link, condition and «Puedes» are the clause's. */
  head: Step;
  print: (mood: Mood, ctx: AbilityPrinting) => Clause;
  /**
   * The clause ends in a list the grammar extends on «y un …» / «y el resto …», or in the
   * first card of «Intercambia el control de X y Y» (`pair`): a following clause is joined
   * with a comma.
   */
  list?: "objects" | "put" | "pair";
  /** Prints verb first: it can stand as an infinitive under the «Puedes» before it. */
  verbFirst: boolean;
}

type Join = "y" | "then" | "sameChoice";

interface Sentence {
  units: Unit[];
  joins: Join[];
}

type Group = { kind: "sentence"; sentence: Sentence } | { kind: "chooseOne"; step: Extract<Step, { kind: "chooseOne" }> } | { kind: "delayed"; step: Extract<Step, { kind: "delayed" }> };

/** A piece of an ability's text: a sentence, or the options of «Elige uno:» (each on a line of its own). */
export type Piece = { kind: "sentence"; text: string } | { kind: "options"; text: string; options: string[] };

const GATES = new Set(["ifYouDid", "ifYouDidNot", "otherwise"]);

function isGated(step: Step): boolean {
  return step.condition !== undefined || (step.link !== undefined && GATES.has(step.link));
}

/** The subject a clause acts on, where a choice among found cards can be written («Pon una de ellas …»). */
function objectOf(step: Step): unknown {
  switch (step.kind) {
    case "move":
    case "returnToHand":
    case "destroy":
    case "turn":
    case "untap":
    case "sacrifice":
      return step.what;
    case "discard":
      return step.cards;
    default:
      return undefined;
  }
}

const VERB_FIRST: ReadonlySet<Step["kind"]> = new Set([
  "divideDamage",
  "destroy",
  "turn",
  "untap",
  "returnToHand",
  "move",
  "prohibitNext",
  "prohibitTarget",
  "lookAtTop",
  "look",
  "choose",
  "reveal",
  "searchDeck",
  "shuffle",
  "addEssence",
  "returnEssence",
  "gainControl",
  "exchangeControl",
  "equip",
  "sacrifice",
  "preventDamage",
  "removeDamage",
]);

function isVerbFirst(step: Step): boolean {
  if (step.kind === "damage") return step.source === undefined;
  if (step.kind === "draw" || step.kind === "discard" || step.kind === "mill") return step.player.kind === "player" && step.player.who === "you" && !(step.kind === "discard" && step.cards !== undefined);
  return VERB_FIRST.has(step.kind);
}

function listOf(step: Step): Unit["list"] {
  if (step.kind === "destroy" || step.kind === "turn" || step.kind === "untap" || step.kind === "sacrifice" || step.kind === "choose") return "objects";
  // A search ends in «… y ponlo en tu mano»: the «Pon» list goes on after it too.
  if (step.kind === "move" || step.kind === "searchDeck") return "put";
  if (step.kind === "exchangeControl") return "pair";
  return undefined;
}

/** Steps into clauses. */
function units(steps: Step[]): Unit[] {
  const out: Unit[] = [];
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    if (step.kind === "modifyStats" || step.kind === "grantKeyword") {
      // «obtiene +2 de ataque y Letal»: the keywords of the same clause follow it, linked "and".
      const keywords: string[] = step.kind === "grantKeyword" ? [step.keyword] : [];
      const taken: Step[] = [step];
      while (true) {
        const next = steps[i + 1];
        if (next?.kind !== "grantKeyword" || next.link !== "and" || next.optional || next.condition !== undefined || !sameSubject(next.what, step.what) || next.duration !== step.duration) break;
        keywords.push(next.keyword);
        taken.push(next);
        i++;
      }
      out.push({
        steps: taken,
        head: step,
        verbFirst: false,
        print: (mood, c) => {
          const parts = step.kind === "modifyStats" ? [statChange(step.attack, step.life, c)] : [];
          parts.push(...keywords.map(abilityName));
          return gains(step.what, parts.join(` ${word("Y")} `), step.duration, step.kind === "modifyStats" ? step.perEach : undefined, mood, c);
        },
      });
      continue;
    }
    if (step.kind === "choose" && !step.reveal) {
      // A choice among found cards and the clause that uses it: «Pon una de ellas en tu mano».
      const consumer = steps[i + 1];
      const expected = step.optional ? "ifYouDid" : "and";
      const object = consumer !== undefined ? objectOf(consumer) : undefined;
      if (consumer !== undefined && consumer.link === expected && !consumer.optional && consumer.condition === undefined && sameSubject(object, { kind: "found", ref: step.as })) {
        const taken: Step[] = [step, consumer];
        i++;
        const moves = consumer.kind === "move" ? joinedMoves(steps, i, step) : [];
        i += moves.length;
        taken.push(...moves);
        out.push({
          steps: taken,
          head: step,
          verbFirst: true,
          list: listOf(moves[moves.length - 1] ?? consumer),
          print: (mood, c) => {
            pendingChoice(step, c);
            const clause = consumer.kind === "move" ? { text: putList([consumer, ...moves] as Move[], mood, c), verbFirst: true } : printStep(consumer, mood, c);
            if (c.choice !== undefined) throw c.fail("la elección entre las cartas encontradas no se usa en la frase");
            return clause;
          },
        });
        continue;
      }
    }
    if (step.kind === "delayed" && step.link === "and") {
      // «Si …, pon X en juego y destrúyelo al final del turno»: the wait of the sentence's last
      // clause, under its gate, printed as that clause with the moment after it.
      const inner = units(step.steps);
      if (inner.length === 1) {
        out.push({
          steps: [step],
          head: step,
          verbFirst: inner[0]!.verbFirst,
          print: (mood, c) => {
            const clause = inner[0]!.print(mood, c);
            return { ...clause, text: `${clause.text} ${nextMoment(step.trigger, c)}` };
          },
        });
        continue;
      }
    }
    if (step.kind === "payEssence" && step.payer !== undefined) {
      // «Destruye un personaje a menos que su controlador pague 2 Escencias»: the payment of
      // another player and the clause it avoids are one clause; the sentence's gate is the payment's.
      const consumer = steps[i + 1];
      const payer = step.payer;
      if (consumer !== undefined && consumer.link === "ifYouDidNot" && !consumer.optional && consumer.condition === undefined && step.optional === true && isVerbFirst(consumer)) {
        const head: Step = { ...step };
        delete head.optional;
        i++;
        out.push({
          steps: [step, consumer],
          head,
          verbFirst: true,
          print: (mood, c) => {
            const clause = printStep(consumer, mood, c);
            if (payer.kind !== "controllerOf" && !(payer.kind === "player" && payer.who === "opponent")) throw c.fail("«a menos que … pague» lo paga su controlador o tu oponente");
            return { ...clause, text: `${clause.text} ${phrase("AMenosQue")} ${sayPlayer(payer, c)} ${word("Paga", "pague")} ${counted(step.amount, "Escencia")}` };
          },
        });
        continue;
      }
    }
    if (step.kind === "move") {
      const moves = joinedMoves(steps, i, step);
      i += moves.length;
      out.push({
        steps: [step, ...moves],
        head: step,
        verbFirst: true,
        list: "put",
        print: (mood, c) => ({ text: putList([step, ...moves] as Move[], mood, c), verbFirst: true }),
      });
      continue;
    }
    const list = listOf(step);
    const unit: Unit = { steps: [step], head: step, verbFirst: isVerbFirst(step), print: (mood, c) => printStep(step, mood, c) };
    if (list !== undefined) unit.list = list;
    out.push(unit);
  }
  return out;
}

/**
 * The moves after steps[at] that the grammar reads as more objects of the same «Pon»:
 * «… y el resto en el fondo de tu baraja», «… y los personajes revelados en tu mano».
 * They share the clause's «Puedes», and its gate when it has one.
 */
function joinedMoves(steps: Step[], at: number, head: Step): Step[] {
  const out: Step[] = [];
  const gated = isGated(head) || head.link === "and";
  for (let j = at + 1; j < steps.length; j++) {
    const next = steps[j]!;
    if (next.kind !== "move" || next.condition !== undefined || (next.optional ?? false) !== (head.optional ?? false)) break;
    if (next.link !== (gated ? "and" : undefined)) break;
    // Only objects that start the way the grammar continues a «Pon» list.
    const what = next.what;
    if (!(what.kind === "rest" || (what.kind === "found" && what.filter !== undefined))) break;
    if (next.to === "deckShuffled") break;
    out.push(next);
  }
  return out;
}

type Move = Extract<Step, { kind: "move" }>;

/**
 * «Pon una en tu mano y el resto en el fondo de tu baraja»: one «Pon», several objects.
 * When every deck placement is in any order, «…, en cualquier orden» closes the list
 * once, as the grammar reads it (it speaks of every deck placement before it).
 */
function putList(moves: Move[], mood: Mood, ctx: AbilityPrinting): string {
  const toDeck = moves.filter((m) => m.to === "deckTop" || m.to === "deckBottom" || m.to === "essenceDeckTop" || m.to === "essenceDeckBottom");
  const once = moves.length > 1 && toDeck.length > 0 && toDeck.every((m) => m.anyOrder) && moves.every((m) => m.to !== "deckShuffled");
  const texts = moves.map((m, i) => moveText(once ? { ...m, anyOrder: false } : m, mood, ctx, i === 0));
  return texts.join(` ${word("Y")} `) + (once ? `, ${phrase("EnCualquierOrden")}` : "");
}

/** Clauses into sentences, by their links. `single`: one sentence only (an option of «Elige uno», a delayed effect). */
function group(list: Unit[], ctx: AbilityPrinting, single: boolean): Group[] {
  const groups: Group[] = [];
  for (const unit of list) {
    const head = unit.head;
    if (head.kind === "chooseOne" || (head.kind === "delayed" && (head.link !== "and" || units(head.steps).length !== 1))) {
      if (head.link !== undefined || head.condition !== undefined || head.optional) throw ctx.fail(`${head.kind === "chooseOne" ? "«Elige uno:»" : "un efecto retrasado"} no lleva conector, condición ni «Puedes»`);
      groups.push(head.kind === "chooseOne" ? { kind: "chooseOne", step: head } : { kind: "delayed", step: head });
      continue;
    }
    if (head.link !== undefined && head.condition !== undefined) throw ctx.fail("una frase lleva a lo sumo un conector o una condición");
    const current = groups[groups.length - 1];
    if (current?.kind === "sentence") {
      const s = current.sentence;
      const gated = isGated(s.units[0]!.head);
      const last = s.units[s.units.length - 1]!;
      const join: Join | undefined =
        head.link === "and" && head.condition === undefined && gated
          ? "y"
          : single && head.link === "ifYouDid" && head.condition === undefined && !head.optional && unit.verbFirst && (last.head.optional === true || s.joins[s.joins.length - 1] === "sameChoice")
            ? "sameChoice"
            : head.link === undefined && head.condition === undefined && !gated
              ? "y"
              : single && head.link === "then" && head.condition === undefined
                ? "then"
                : undefined;
      if (join !== undefined) {
        s.units.push(unit);
        s.joins.push(join);
        continue;
      }
    }
    if (head.link === "and") throw ctx.fail("un paso unido con «y» comparte la condición o el «Si lo haces» de la frase, y aquí no hay ninguno");
    groups.push({ kind: "sentence", sentence: { units: [unit], joins: [] } });
  }
  if (single && (groups.length !== 1 || groups[0]!.kind !== "sentence")) throw ctx.fail(`aquí cabe una sola frase, y estos pasos necesitan ${groups.length}`);
  if (single) return groups;
  // One thing per sentence, except before «Si lo haces» / «Si no lo haces».
  const out: Group[] = [];
  groups.forEach((g, k) => {
    const next = groups[k + 1];
    const before = next?.kind === "sentence" && (next.sentence.units[0]!.head.link === "ifYouDid" || next.sentence.units[0]!.head.link === "ifYouDidNot");
    if (g.kind !== "sentence" || before || isGated(g.sentence.units[0]!.head)) {
      out.push(g);
      return;
    }
    let current: Sentence = { units: [g.sentence.units[0]!], joins: [] };
    g.sentence.units.slice(1).forEach((unit, i) => {
      const join = g.sentence.joins[i]!;
      if (join === "y") {
        out.push({ kind: "sentence", sentence: current });
        current = { units: [unit], joins: [] };
      } else {
        current.units.push(unit);
        current.joins.push(join);
      }
    });
    out.push({ kind: "sentence", sentence: current });
  });
  return out;
}

/**
 * What the grammar takes for one more object of a list after «y»: an indefinite after
 * «destruye X» (grammar/carta/parser/clauses.ts, objects); «el resto», «una», «cualquier
 * cantidad de …» after «pon X en …» (putObjects).
 */
const MORE_OBJECTS = startsWithAny([...spellings("Un"), ...spellings("Otro"), ...spellings("Hasta")], true);
const MORE_PUT = startsWithAny([...spellings("Un"), ...spellings("El"), phrase("CualquierCantidad").split(" ")[0]!]);
/** After «Intercambia el control de X», what the grammar takes for its second card («y (de) Y»). */
const MORE_PAIR = startsWithAny((["De", "Un", "Otro", "El", "Este", "Ese", "Su", "Tu", "Cada"] as const).flatMap((w) => spellings(w)));

/** Where a following clause would be read as one more object of this one's list. */
function continuesList(list: Unit["list"], next: string): boolean {
  if (list === "objects") return MORE_OBJECTS(next);
  if (list === "put") return MORE_PUT(next);
  if (list === "pair") return MORE_PAIR(next);
  return false;
}

function prefix(head: Step, ctx: AbilityPrinting): string {
  if (head.condition !== undefined) return `${word("Si")} ${printCondition(head.condition, "indicative", ctx)}, `;
  switch (head.link) {
    case "then":
      return `${word("Luego")}, `;
    case "ifYouDid":
      return `${phrase("SiLoHaces")}, `;
    case "ifYouDidNot":
      return `${phrase("SiNoLoHaces")}, `;
    case "otherwise":
      return `${word("Si")} ${word("No")}, `;
    default:
      return "";
  }
}

type CountKind = "draw" | "discard" | "mill";

/** The second person the grammar reads as you even after another player («robas», «descartas», «botas»). */
const YOUR_FORM: Record<CountKind, string> = { draw: word("Roba", "robas"), discard: word("Descarta", "descartas"), mill: word("Bota", "botas") };

function isCount(step: Step): step is Extract<Step, { kind: CountKind }> {
  return step.kind === "draw" || step.kind === "discard" || step.kind === "mill";
}

/** A step that names a player other than you, whom a following bare «roba / descarta / bota» would continue. */
function carriesPlayer(step: Step): boolean {
  return isCount(step) && !(step.player.kind === "player" && step.player.who === "you");
}

function yoursToCount(step: Step): boolean {
  return isCount(step) && step.player.kind === "player" && step.player.who === "you";
}

/** `declare`: the targets an «elige …» clause declares right before the clause of that index. */
function printSentence(s: Sentence, ctx: AbilityPrinting, declare: ReadonlyMap<number, string[]> = new Map()): string {
  let text = prefix(s.units[0]!.head, ctx);
  let previousList: Unit["list"];
  const append = (body: string, join: Join | undefined) => {
    if (join === undefined) text += body;
    else if (join === "then") text += ` ${word("Y")} ${word("Luego")} ${body}`;
    else {
      // Where «y» would read as one more object: a comma after «destruye X»; after «Pon …», whose
      // list also takes «, en cualquier orden», a semicolon.
      text += !continuesList(previousList, body) ? ` ${word("Y")} ${body}` : previousList === "put" ? `; ${body}` : `, ${body}`;
    }
  };
  s.units.forEach((unit, i) => {
    const join = i === 0 ? undefined : s.joins[i - 1];
    const before = declare.get(i);
    if (before !== undefined) {
      append(chooseClause(before, ctx), "y");
      previousList = "objects";
    }
    const optional = unit.head.optional === true && join !== "sameChoice";
    const mood: Mood = optional || join === "sameChoice" ? "infinitive" : "imperative";
    let clause: Clause;
    try {
      clause = unit.print(mood, ctx);
    } catch (error) {
      if (error instanceof NeedsDeclaration) error.unit = join === "sameChoice" ? 0 : i;
      throw error;
    }
    if (join === "sameChoice" && !clause.verbFirst) throw ctx.fail("un paso que depende del «Puedes» anterior empieza por su verbo");
    // «Tu oponente la descarta y descartas 1 carta»: after a named player, a bare «descarta»
    // would be theirs too (the grammar carries the player over), so yours says «descartas».
    const prev = i > 0 && join !== undefined ? s.units[i - 1]!.head : undefined;
    const text = prev !== undefined && !optional && clause.verbFirst && carriesPlayer(prev) && yoursToCount(unit.head) ? clause.text.replace(/^\S+/, YOUR_FORM[unit.head.kind as CountKind]) : clause.text;
    append(optional ? `${word("Puedes")} ${text}` : text, join);
    previousList = unit.list;
  });
  return `${text}.`;
}

/** «elige un personaje que controles y un personaje que tu oponente controle»: targets declared by a clause of their own, which lowers to no step. */
function chooseClause(refs: string[], ctx: AbilityPrinting): string {
  const words = refs.map((ref) => declarable(ref, ctx));
  let text = `${VERBS.elige.imperative} ${words[0]}`;
  for (const w of words.slice(1)) text += MORE_OBJECTS(w) ? ` ${word("Y")} ${w}` : ` ${word("Y")} ${VERBS.elige.imperative} ${w}`;
  return text;
}

/** The declaration of a target by «Elige …», where that reads as the target and not as a choice among cards looked at. */
function declarable(ref: string, ctx: AbilityPrinting): string {
  const target = ctx.target(ref);
  if (target === undefined || target.what.kind === "chain") throw ctx.fail(`el objetivo «${ref}» no se puede declarar con «Elige …»`);
  // After a look, «Elige un personaje» would choose among the cards looked at (compiler/resolve.ts).
  if (ctx.discourse.lastLook !== null && target.what.kind === "card" && target.what.filter.zone === "juego") {
    throw ctx.fail(`el objetivo «${ref}» se usa primero donde no se puede declarar, y «Elige …» después de mirar cartas elegiría entre ellas`);
  }
  return say({ kind: "target", ref }, { declare: true }, ctx).text;
}

/** The sentences of a list of steps, with «Elige …» before those that use a target they cannot declare. */
export function printSteps(steps: Step[], ctx: AbilityPrinting): Piece[] {
  const pieces: Piece[] = [];
  for (const g of group(units(steps), ctx, false)) {
    if (g.kind === "chooseOne") {
      pieces.push(chooseOne(g.step, ctx));
      continue;
    }
    if (g.kind === "delayed") {
      // First after a trigger's comma, «Al comienzo del próximo …, …» would start a second header.
      pieces.push({ kind: "sentence", text: delayed(g.step, ctx, pieces.length === 0) });
      continue;
    }
    pieces.push({ kind: "sentence", text: withDeclarations(g.sentence, ctx, pieces) });
  }
  return pieces;
}

/**
 * Prints a sentence, declaring first the targets it uses where it cannot declare them:
 * in an «Elige …» sentence before it when the sentence's first clause needs them, else
 * in an «elige …» clause right before the clause that does (a target declared earlier in
 * the sentence keeps its number). `pieces` null: one sentence is all there may be.
 */
function withDeclarations(sentence: Sentence, ctx: AbilityPrinting, pieces: Piece[] | null): string {
  const inline = new Map<number, string[]>();
  const tried = new Set<string>();
  while (true) {
    const state = ctx.snapshot();
    try {
      return printSentence(sentence, ctx, inline);
    } catch (error) {
      if (!(error instanceof NeedsDeclaration)) throw error;
      ctx.restore(state);
      if (tried.has(error.ref)) throw ctx.fail(`el objetivo «${error.ref}» no se puede declarar antes de usarlo`);
      tried.add(error.ref);
      if (error.unit > 0) inline.set(error.unit, [...(inline.get(error.unit) ?? []), error.ref]);
      else if (pieces !== null) declareBefore(error.ref, pieces, ctx);
      else throw ctx.fail(`el objetivo «${error.ref}» se usa primero donde no se puede declarar, y aquí no cabe «Elige …»`);
    }
  }
}

/** «Elige un personaje que controles.»: a target declared by a sentence of its own (Reglamento 23: chosen when played). */
function declareBefore(ref: string, pieces: Piece[], ctx: AbilityPrinting): void {
  const said = declarable(ref, ctx);
  const last = pieces[pieces.length - 1];
  const elige = VERBS.elige.imperative;
  // «Elige un personaje que controles y un personaje que tu oponente controle.»
  if (last?.kind === "sentence" && last.text.startsWith(`${elige} `) && MORE_OBJECTS(said) && !last.text.includes(` ${word("Y")} `)) {
    last.text = `${last.text.slice(0, -1)} ${word("Y")} ${said}.`;
    return;
  }
  pieces.push({ kind: "sentence", text: `${elige} ${said}.` });
}

/** A list of steps that must be one sentence: an option of «Elige uno», the effect of a delayed moment. */
function printOneSentence(steps: Step[], ctx: AbilityPrinting): string {
  const groups = group(units(steps), ctx, true);
  const g = groups[0]!;
  if (g.kind !== "sentence") throw ctx.fail("aquí cabe una sola frase");
  return withDeclarations(g.sentence, ctx, null);
}

function chooseOne(step: Extract<Step, { kind: "chooseOne" }>, ctx: AbilityPrinting): Piece {
  if (step.options.length === 0) throw ctx.fail("«Elige uno:» sin opciones");
  // Only one option is chosen: what an option names is not there for the others, nor after them (compiler/resolve.ts).
  const before = ctx.discourse.copy();
  const options = step.options.map((option) => {
    const text = ctx.withOption(option.targets, () => printOneSentence(option.steps, ctx));
    ctx.discourse = before.copy();
    return text;
  });
  return { kind: "options", text: `${phrase("EligeUno")}:`, options };
}

/** «Al comienzo del próximo Anochecer, destrúyelo.», or `trailing` «destrúyelo al comienzo del próximo Anochecer.»: steps that wait for a moment, with the same targets. */
function delayed(step: Extract<Step, { kind: "delayed" }>, ctx: AbilityPrinting, trailing: boolean): string {
  const moment = nextMoment(step.trigger, ctx);
  if (!trailing) return `${moment}, ${printOneSentence(step.steps, ctx)}`;
  const sentence = printOneSentence(step.steps, ctx);
  return `${sentence.slice(0, -1)} ${moment}.`;
}

/** «al comienzo del próximo Anochecer», «al final de la próxima Alba de tu oponente». */
function nextMoment(trigger: Trigger, ctx: AbilityPrinting): string {
  if (trigger.kind !== "phaseStart" && trigger.kind !== "phaseEnd") throw ctx.fail("un efecto retrasado espera al comienzo o al final de una fase");
  const feminine = phaseIsFeminine(trigger.phase);
  const moment = word(trigger.kind === "phaseStart" ? "Comienzo" : "Final");
  if (trigger.whose === "you") return `${word("Al")} ${moment} ${word("De")} ${word("Tu")} ${agree("Proximo", feminine, false)} ${trigger.phase}`;
  const article = feminine ? `${word("De")} ${agree("El", true, false)}` : word("Del");
  const whose = trigger.whose === "opponent" ? ` ${word("De")} ${word("Tu")} ${word("Oponente")}` : "";
  return `${word("Al")} ${moment} ${article} ${agree("Proximo", feminine, false)} ${trigger.phase}${whose}`;
}
