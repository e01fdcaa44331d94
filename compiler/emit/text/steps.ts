// One printer per IR step kind: the clause that lowers to the step (compiler/clauses/
// has the other direction). A clause starts with its verb («Haz 3 de daño a …», «Pon
// el resto en el fondo de tu baraja») or with its subject («Tu oponente descarta 1
// carta», «Ese personaje obtiene +1 de ataque …»). In the infinitive mood it follows
// «Puedes», or a «Puedes» before it («Puedes revelarla y ponerla en tu mano»).
//
// «Elige uno:» and delayed effects are sentences of their own (sentences.ts); a choice
// among found cards is printed with the clause that uses it (sentences.ts, choiceUnit).
import { assertNever } from "../../../grammar/index.js";
import type { Amount, CardFilter, Duration, MoveDestination, PlayerRef, Step, StepKind, Subject } from "../../ir.js";
import { NeedsDeclaration, type AbilityPrinting } from "./context.js";
import { sameSubject } from "./discourse.js";
import { countHead, filterWords, abilityName } from "./filters.js";
import { isPlayer, playedCards, printRestriction } from "./restrictions.js";
import { pronounFinds, recipient, say, sayPlayer, su, type Said, type Slot } from "./subjects.js";
import { agree, counted, indefinite, noun, ofText, phrase, pronoun, signed, verb, withPronoun, word, type Verb } from "./words.js";

export type Mood = "imperative" | "infinitive";

export interface Clause {
  text: string;
  /** Starts with its verb: in the infinitive it can stand under the «Puedes» of the clause before. */
  verbFirst: boolean;
}

type StepOf<K extends StepKind> = Extract<Step, { kind: K }>;
type StepPrinter<K extends StepKind> = (step: StepOf<K>, mood: Mood, ctx: AbilityPrinting) => Clause;

const V = {
  haz: verb("Haz", { infinitive: "hacer", third: "hace", thirdPlural: "hacen" }),
  reparte: verb("Reparte", { infinitive: "repartir", thirdPlural: "reparten" }),
  pelea: verb("Pelea", { infinitive: "pelear", thirdPlural: "pelean" }),
  destruye: verb("Destruye", { infinitive: "destruir", thirdPlural: "destruyen" }),
  roba: verb("Roba", { infinitive: "robar", thirdPlural: "roban" }),
  descarta: verb("Descarta", { infinitive: "descartar", thirdPlural: "descartan" }),
  bota: verb("Bota", { infinitive: "botar", thirdPlural: "botan" }),
  obtiene: verb("Obtiene", { infinitive: "obtener", thirdPlural: "obtienen" }),
  gira: verb("Gira", { infinitive: "girar", thirdPlural: "giran" }),
  endereza: verb("Endereza", { infinitive: "enderezar", thirdPlural: "enderezan" }),
  devuelve: verb("Devuelve", { infinitive: "devolver", thirdPlural: "devuelven" }),
  pon: verb("Pon", { infinitive: "poner", third: "pone", thirdPlural: "ponen" }),
  gana: verb("Gana", { infinitive: "ganar", thirdPlural: "ganan" }),
  prohibe: verb("Prohibe", { infinitive: "prohibir", thirdPlural: "prohíben" }),
  previene: verb("Previene", { infinitive: "prevenir", thirdPlural: "previenen" }),
  reduce: verb("Reduce", { infinitive: "reducir", thirdPlural: "reducen" }),
  retira: verb("Retira", { infinitive: "retirar", thirdPlural: "retiran" }),
  mira: verb("Mira", { infinitive: "mirar" }),
  revela: verb("Revela", { infinitive: "revelar", thirdPlural: "revelan" }),
  busca: verb("Busca", { infinitive: "buscar", thirdPlural: "buscan" }),
  baraja: verb("Baraja", { infinitive: "barajar", thirdPlural: "barajan" }),
  agrega: verb("Agrega", { infinitive: "agregar", thirdPlural: "agregan" }),
  equipa: verb("Equipa", { infinitive: "equipar", thirdPlural: "equipan" }),
  cambia: verb("Cambia", { infinitive: "cambiar", thirdPlural: "cambian" }),
  sacrifica: verb("Sacrifica", { infinitive: "sacrificar", thirdPlural: "sacrifican" }),
  elige: verb("Elige", { infinitive: "elegir", thirdPlural: "eligen" }),
  intercambia: verb("Intercambia", { infinitive: "intercambiar" }),
  muestra: verb("Muestra", { infinitive: "mostrar", thirdPlural: "muestran" }),
  paga: verb("Paga", { infinitive: "pagar", thirdPlural: "pagan" }),
  pierde: verb("Pierde", { infinitive: "perder", thirdPlural: "pierden" }),
} satisfies Record<string, Verb>;

export const VERBS = V;

function form(v: Verb, mood: Mood): string {
  return mood === "infinitive" ? v.infinitive : v.imperative;
}

/** «destruye un personaje», «destrúyelo»: a verb and its object, a pronoun attached where it finds the object. */
export function verbObject(v: Verb, mood: Mood, what: Subject, slot: Slot, ctx: AbilityPrinting): string {
  const said = say(what, { ...slot, clitic: true }, ctx);
  return said.clitic !== undefined ? withPronoun(form(v, mood), said.clitic) : `${form(v, mood)} ${said.text}`;
}

/** «Tu oponente descarta», «Ese personaje obtiene»; «tu oponente descartar» after «Puedes». */
function subjectVerb(said: Said, v: Verb, mood: Mood): string {
  return `${said.text} ${mood === "infinitive" ? v.infinitive : said.plural ? v.thirdPlural : v.third}`;
}

const verbFirst = (text: string): Clause => ({ text, verbFirst: true });
const subjectFirst = (text: string): Clause => ({ text, verbFirst: false });

/** «hasta el final del turno», «de forma permanente»: the durations of stat and keyword changes and of control. */
function changeDuration(d: Duration, ctx: AbilityPrinting): string {
  if (d === "untilEndOfTurn") return phrase("HastaElFinalDelTurno");
  if (d === "permanent") return phrase("DeFormaPermanente");
  return lastingDuration(d, ctx);
}

/** «este turno», «hasta el final de su próximo turno», «durante la próxima Alba de su controlador»: how long a shield or a restriction lasts. */
export function lastingDuration(d: Duration, ctx: AbilityPrinting): string {
  switch (d) {
    case "untilEndOfTurn":
      return `${word("Este")} ${word("Turno")}`;
    case "untilEndOfTheirNextTurn":
      return `${word("Hasta")} ${word("El")} ${word("Final")} ${word("De")} ${word("Su")} ${word("Proximo")} ${word("Turno")}`;
    case "untilTheirNextAlba":
      return `${word("Durante")} ${agree("El", true, false)} ${agree("Proximo", true, false)} ${word("Alba")} ${word("De")} ${word("Su")} ${word("Controlador")}`;
    case "untilEndOfYourNextTurn":
      return `${word("Hasta")} ${word("El")} ${word("Final")} ${word("De")} ${word("Tu")} ${word("Proximo")} ${word("Turno")}`;
    case "untilYourNextAlba":
      return `${word("Hasta")} ${word("Tu")} ${agree("Proximo", true, false)} ${word("Alba")}`;
    case "duringYourNextAlba":
      return `${word("Durante")} ${word("Tu")} ${agree("Proximo", true, false)} ${word("Alba")}`;
    case "permanent":
      throw ctx.fail("un escudo de daño o una restricción dentro de un efecto no es permanente (una restricción permanente es una habilidad estática)");
  }
  return assertNever(d, "duration");
}

/** «+2 de ataque y +1 de vida»: the only order the grammar reads. */
export function statChange(attack: number, life: number, ctx: AbilityPrinting): string {
  if (attack === 0 && life === 0) throw ctx.fail("un cambio de +0 de ataque y +0 de vida");
  const parts: string[] = [];
  if (attack !== 0) parts.push(`${signed(attack)} ${word("De")} ${word("Ataque")}`);
  if (life !== 0) parts.push(`${signed(life)} ${word("De")} ${word("Vida")}`);
  return parts.join(` ${word("Y")} `);
}

/** «por cada personaje que controles»: the cards a quantity counts, on resolution (registered like every selection). */
export function perEach(filter: CardFilter, ctx: AbilityPrinting): string {
  const n = noun(filter.noun);
  ctx.push({ kind: "all", filter }, filter.noun, true, n.feminine, false);
  const head = filter.other ? `${word("Cada")} ${agree("Otro", n.feminine, false)}` : word("Cada");
  return [word("Por"), head, n.singular, ...filterWords(filter, { plural: false, zone: "juego", controller: "say" }, ctx)].join(" ");
}

/** «por cada personaje que controles, hasta un máximo de tres»: an amount's count, with its cap. */
function perEachOfAmount(amount: Extract<Amount, { kind: "perEach" }>, ctx: AbilityPrinting): string {
  // «por cada personaje (que controles) que fue destruido este turno» (ruling R187).
  const destroyed = amount.destroyedThisTurn === true ? ` ${word("Que")} ${word("Fue")} ${agree("Destruido", noun(amount.count.noun).feminine, false)} ${word("Este")} ${word("Turno")}` : "";
  const counted = perEach(amount.count, ctx) + destroyed;
  return amount.max === undefined ? counted : `${counted}, ${word("Hasta")} ${word("Un")} ${word("Maximo")} ${word("De")} ${amount.max}`;
}

/** «por cada uno de ellos», «por cada una de ellas»: as many as the cards named before, if the pronoun finds them. */
function perEachOfThem(of: Subject, ctx: AbilityPrinting, left?: "destroyed" | "sacrificed" | "returned"): string {
  if (!pronounFinds(of, true, ctx)) throw ctx.fail("«por cada uno de ellos» contaría otras cartas que las que cuenta el efecto");
  const referent = ctx.discourse.referentOf(of);
  const feminine = referent?.feminine ?? false;
  if (left !== undefined) {
    // «por cada personaje destruido de esta forma» (ruling R179).
    const n = noun(referent?.noun ?? "carta");
    const done = left === "returned" ? word("Devuelve", n.feminine ? "devuelta" : "devuelto") : agree(left === "destroyed" ? "Destruido" : "Sacrificado", n.feminine, false);
    return `${word("Por")} ${word("Cada")} ${n.singular} ${done} ${word("De")} ${word("Este", "esta")} ${word("Forma")}`;
  }
  return `${word("Por")} ${word("Cada")} ${feminine ? word("Un", "una") : word("Un", "uno")} ${word("De")} ${agree("Ellos", feminine, true)}`;
}

/** A target an amount reads from («su ataque», «por cada uno de ellos») is declared before the clause: the amount cannot declare it. */
function declaredFirst(amount: Amount, ctx: AbilityPrinting): void {
  if ((amount.kind === "statOf" || amount.kind === "countOf") && amount.of.kind === "target" && !ctx.declared.has(amount.of.ref)) throw new NeedsDeclaration(amount.of.ref);
}

/** The count of cards of «Roba / Descarta / Bota» («hasta 2 cartas», «1 carta al azar»), then what multiplies it. */
function cardAmount(amount: Amount, ctx: AbilityPrinting, opts: { upTo?: boolean; random?: boolean } = {}): string {
  if (amount.kind === "statOf") {
    // «Roba tantas cartas como el ataque de ese personaje»: no «hasta», no «al azar» with it.
    if (opts.upTo || opts.random) throw ctx.fail("«hasta» o «al azar» con una cantidad de cartas igual al ataque o la vida de una carta");
    return `${word("Tanto", "tantas")} ${noun("carta").plural} ${word("Como")} ${statOfText(amount, ctx)}`;
  }
  const n = `${opts.upTo ? `${word("Hasta")} ` : ""}${counted(amount.value, "carta")}${opts.random ? ` ${phrase("AlAzar")}` : ""}`;
  if (amount.kind === "fixed") return n;
  return `${n} ${amount.kind === "perEach" ? perEachOfAmount(amount, ctx) : perEachOfThem(amount.of, ctx, amount.left)}`;
}

/** «N de vida», «N de daño» with what multiplies it; written after the recipient. */
function multiplied(amount: Amount, what: string, ctx: AbilityPrinting): { before: string; after: string } {
  switch (amount.kind) {
    case "fixed":
      return { before: `${amount.value} ${word("De")} ${what}`, after: "" };
    case "perEach":
      return { before: `${amount.value} ${word("De")} ${what}`, after: ` ${perEachOfAmount(amount, ctx)}` };
    case "countOf":
      return { before: `${amount.value} ${word("De")} ${what}`, after: "" };
    case "statOf":
      throw ctx.fail("una cantidad igual al ataque o la vida de una carta solo se escribe como daño");
  }
  return assertNever(amount, "amount");
}

const CARDS: Slot = { declare: true };
/** The subject of its clause («Los personajes que controles obtienen …»). */
const SUBJECT: Slot = { declare: true, subject: true };

function statWord(stat: "attack" | "life" | "cost"): string {
  return word(stat === "attack" ? "Ataque" : stat === "life" ? "Vida" : "Coste");
}

/** «el ataque de ese personaje», «la mayor vida entre tus personajes», «el coste de la Reliquia sacrificada». */
function statOfText(amount: Extract<Amount, { kind: "statOf" }>, ctx: AbilityPrinting): string {
  const of = say(amount.of, { declare: false }, ctx);
  const article = agree("El", amount.stat === "life", false);
  if (amount.max) return `${article} ${word("Mayor")} ${statWord(amount.stat)} ${word("Entre")} ${of.text}`;
  return `${article} ${statWord(amount.stat)} ${ofText(of.text)}`;
}

/**
 * «daño igual a su ataque» where «su» finds the card; else «tanto daño como el ataque de
 * ese personaje», «… el mayor ataque entre los personajes que controles», after the recipient.
 */
function damage(step: StepOf<"damage">, lead: string, ctx: AbilityPrinting): string {
  const amount = step.amount;
  // After the one who deals it («Un personaje que controles hace daño igual a su ataque …»), which may declare it.
  declaredFirst(amount, ctx);
  if (amount.kind === "statOf") {
    if (!amount.max && pronounFinds(amount.of, false, ctx)) {
      const to = say(step.to, CARDS, ctx);
      return `${lead} ${word("Dano")} ${word("Igual")} ${word("A")} ${word("Su")} ${statWord(amount.stat)} ${recipient(to)}`;
    }
    const to = say(step.to, CARDS, ctx);
    return `${lead} ${recipient(to)} ${word("Tanto")} ${word("Dano")} ${word("Como")} ${statOfText(amount, ctx)}`;
  }
  const { before } = multiplied(amount, word("Dano"), ctx);
  const to = say(step.to, CARDS, ctx);
  const after = amount.kind === "perEach" ? ` ${perEachOfAmount(amount, ctx)}` : amount.kind === "countOf" ? ` ${perEachOfThem(amount.of, ctx, amount.left)}` : "";
  return `${lead} ${before} ${recipient(to)}${after}`;
}

/** «Roba una carta. Si es un Verso, …»: the one card drawn or discarded, for the sentences after. */
function movedCard(as: string | undefined, ctx: AbilityPrinting): void {
  if (as === undefined) return;
  ctx.bind(as);
  ctx.push({ kind: "found", ref: as }, "carta", false, true, true, as);
}

/** Who draws, discards or mills: nobody written for you («Roba 1 carta»). */
function playerClause(p: PlayerRef, v: Verb, mood: Mood, rest: string, ctx: AbilityPrinting): Clause {
  if (p.kind === "player" && p.who === "you") return verbFirst(`${form(v, mood)} ${rest}`);
  const who = sayPlayer(p, ctx);
  return subjectFirst(`${subjectVerb({ text: who, plural: false, feminine: false }, v, mood)} ${rest}`);
}

/** «ambos», «cada uno … al otro»: `a` and `b` must be the two cards named last, declared before (the clause names neither itself). */
function bothNamed(step: { a: Subject; b: Subject }, words: string, ctx: AbilityPrinting): void {
  for (const s of [step.a, step.b]) if (s.kind === "target" && !ctx.declared.has(s.ref)) throw new NeedsDeclaration(s.ref);
  const two = ctx.discourse.ambos();
  if (two === undefined || two[0].subject === null || two[1].subject === null || !sameSubject(two[0].subject, step.a) || !sameSubject(two[1].subject, step.b)) {
    throw ctx.fail(`${words} habla de las dos últimas cartas nombradas, y no son estas`);
  }
}

/** The zone a moved card goes to. */
function destination(to: MoveDestination, yours: boolean): string {
  const baraja = word("Baraja");
  // A card goes to its owner's zone (Reglamento 23): «su baraja» for another player's.
  const whose = word(yours ? "Tu" : "Su");
  switch (to) {
    case "hand":
      return yours ? `${word("En")} ${word("Tu")} ${word("Mano")}` : `${word("En")} ${agree("El", true, false)} ${word("Mano")} ${word("De")} ${word("Su")} ${word("Dueno")}`;
    case "battlefield":
      return `${word("En")} ${word("Juego")}`;
    case "graveyard":
      return yours ? `${word("En")} ${word("Tu")} ${word("Cementerio")}` : `${word("En")} ${word("El")} ${word("Cementerio")} ${word("De")} ${word("Su")} ${word("Dueno")}`;
    case "deckTop":
      return `${word("En")} ${agree("El", true, false)} ${phrase("ParteSuperior")} ${word("De")} ${whose} ${baraja}`;
    case "deckBottom":
      return `${word("En")} ${word("El")} ${word("Fondo")} ${word("De")} ${whose} ${baraja}`;
    case "deckShuffled":
      return `${word("En")} ${whose} ${baraja}`;
    case "essenceDeckBottom":
      return `${word("En")} ${word("El")} ${word("Fondo")} ${word("De")} ${word("Tu")} ${baraja} ${word("De")} ${noun("Escencia").singular}`;
    // Only an Escencia looked at on its deck goes there: «esa baraja» is the one it was looked at in.
    case "essenceDeckTop":
      return `${word("En")} ${agree("El", true, false)} ${phrase("ParteSuperior")} ${word("De")} ${agree("Ese", true, false)} ${baraja}`;
  }
  return assertNever(to, "destination");
}

/** Cards that are yours wherever they go: found in your deck, or in a zone of yours. */
function isYours(what: Subject, ctx: AbilityPrinting): boolean {
  if (what.kind === "found") return !ctx.foreign.has(what.ref);
  if (what.kind === "rest") return !ctx.foreign.has(what.of);
  if (what.kind === "target") {
    const t = ctx.target(what.ref);
    return t?.what.kind === "card" && t.what.filter.controller === "you" && t.what.filter.zone !== "juego";
  }
  return false;
}

/** «Pon X en tu mano», «Baraja X en tu baraja». */
export function moveText(step: StepOf<"move">, mood: Mood, ctx: AbilityPrinting, withVerb = true): string {
  if (step.reveal) throw ctx.fail("«Pon … y muéstralo» sin una búsqueda: el lenguaje no lo escribe");
  const shuffled = step.to === "deckShuffled" && !step.anyOrder;
  const v = shuffled ? V.baraja : V.pon;
  // `yours`: «en tu mano» for another player's card out of play (the text beats «to its owner's»).
  const yours = step.yours === true || isYours(step.what, ctx);
  const slot: Slot = { declare: true, beforeDestination: true, clitic: withVerb };
  const object = withVerb ? verbObject(v, mood, step.what, slot, ctx) : say(step.what, slot, ctx).text;
  const order = step.anyOrder ? ` ${phrase("EnCualquierOrden")}` : "";
  if (step.anyOrder && step.to !== "deckTop" && step.to !== "deckBottom" && step.to !== "deckShuffled" && step.to !== "essenceDeckTop" && step.to !== "essenceDeckBottom") throw ctx.fail("«en cualquier orden» fuera de la baraja");
  const turned = step.turned === true ? ` ${agree("Girado", say(step.what, { declare: false }, ctx).feminine, false)}` : "";
  return `${object} ${destination(step.to, yours)}${turned}${order}`;
}

/** «a la mano de su dueño»; «a tu mano» for a card of yours out of play. */
function handOf(what: Subject, ctx: AbilityPrinting): string {
  return isYours(what, ctx) ? `${word("A")} ${word("Tu")} ${word("Mano")}` : `${word("A")} ${agree("El", true, false)} ${word("Mano")} ${word("De")} ${word("Su")} ${word("Dueno")}`;
}

/** Where the words of the object will be «… Escencia(s)»: «Devuelve» reads them as returning Escencias (a pointer, «esa carta», is read as the card). */
function isEssence(what: Subject, ctx: AbilityPrinting): boolean {
  if (what.kind === "all") return what.filter.noun === "Escencia";
  if (what.kind === "target" && !ctx.declared.has(what.ref)) {
    const t = ctx.target(what.ref);
    return t?.what.kind === "card" && t.what.filter.noun === "Escencia";
  }
  return false;
}

/** «sin pagar su coste» after equipping: an effect never pays (Reglamento 21). */
function withoutPaying(plural: boolean): string {
  return `${word("Sin")} ${word("Paga", "pagar")} ${agree("Su", false, plural)} ${plural ? word("Coste", "costes") : word("Coste")}`;
}

const STEPS: { [K in StepKind]: StepPrinter<K> } = {
  damage(step, mood, ctx) {
    if (step.source !== undefined) {
      const source = say(step.source, SUBJECT, ctx);
      return subjectFirst(damage(step, subjectVerb(source, V.haz, mood), ctx));
    }
    return verbFirst(damage(step, form(V.haz, mood), ctx));
  },
  divideDamage(step, mood, ctx) {
    if (step.amount < 1) throw ctx.fail("«Reparte» un daño que no es un número (el ataque de una carta no se reparte)");
    if (ctx.declared.has(step.among) || ctx.target(step.among) === undefined) throw ctx.fail("«Reparte» entre objetivos que se declaran ahí mismo");
    const among = say({ kind: "target", ref: step.among }, CARDS, ctx);
    return verbFirst(`${form(V.reparte, mood)} ${step.amount} ${word("De")} ${word("Dano")} ${phrase("ComoElijas")} ${word("Entre")} ${among.text}`);
  },
  destroy: (step, mood, ctx) => verbFirst(verbObject(V.destruye, mood, step.what, CARDS, ctx)),
  draw(step, mood, ctx) {
    declaredFirst(step.amount, ctx);
    const text = playerClause(step.player, V.roba, mood, cardAmount(step.amount, ctx, { upTo: step.upTo === true }), ctx);
    movedCard(step.as, ctx);
    return text;
  },
  discard(step, mood, ctx) {
    if (step.cards !== undefined) {
      // «Tu oponente la descarta»: the card chosen before, named by a pronoun (singular, either gender).
      const p = step.player;
      if (p.kind === "player" && p.who === "you") {
        // «mira la mano de tu oponente y descarta una carta de ella»: the choice among the cards looked at, as the grammar reads it.
        const choice = ctx.choice;
        if (choice === undefined || step.cards.kind !== "found" || choice.as !== step.cards.ref || step.amount.kind !== "fixed" || step.random || mood === "infinitive") throw ctx.fail("«la descartas» sin sujeto no se puede escribir");
        ctx.choice = undefined;
        ctx.discourse.push(choice.referent);
        return verbFirst(`${form(V.descarta, mood)} ${counted(step.amount.value, "carta")} ${word("De")} ${agree("Ellos", true, false)}`);
      }
      if (step.amount.kind !== "fixed" || step.amount.value !== 1 || step.random) throw ctx.fail("descartar una carta nombrada es descartar exactamente esa");
      if (mood === "infinitive") throw ctx.fail("«Puedes» con «la descarta» no se puede escribir");
      const who = sayPlayer(p, ctx);
      if (!pronounFinds(step.cards, false, ctx)) throw ctx.fail("«la descarta» hablaría de otra carta");
      const it = pronoun(ctx.discourse.referentOf(step.cards)?.feminine ?? true, false);
      return subjectFirst(`${who} ${it} ${V.descarta.third}`);
    }
    if (step.hand === true) {
      // «Descarta tu mano», «tu oponente descarta su mano».
      if (step.random === true || step.upTo === true) throw ctx.fail("descartar la mano «al azar» o «hasta» no se puede escribir");
      const own = step.player.kind === "player" && step.player.who === "you" ? word("Tu") : word("Su");
      return playerClause(step.player, V.descarta, mood, `${own} ${word("Mano")}`, ctx);
    }
    const text = playerClause(step.player, V.descarta, mood, cardAmount(step.amount, ctx, { random: step.random === true, upTo: step.upTo === true }), ctx);
    movedCard(step.as, ctx);
    return text;
  },
  mill(step, mood, ctx) {
    declaredFirst(step.amount, ctx);
    const text = playerClause(step.player, V.bota, mood, cardAmount(step.amount, ctx, { upTo: step.upTo === true }), ctx);
    // «… un personaje de entre ellas» after it: the cards it milled, as the resolver reads them.
    if (step.as !== undefined) {
      ctx.bind(step.as);
      ctx.push({ kind: "found", ref: step.as }, "carta", true, true, false, step.as);
    }
    return text;
  },
  modifyStats(step, mood, ctx) {
    return gains(step.what, statChange(step.attack, step.life, ctx), step.duration, step.perEach, mood, ctx);
  },
  grantKeyword(step, mood, ctx) {
    return gains(step.what, abilityName(step.keyword), step.duration, undefined, mood, ctx);
  },
  turn: (step, mood, ctx) => verbFirst(verbObject(V.gira, mood, step.what, CARDS, ctx)),
  untap: (step, mood, ctx) => verbFirst(verbObject(V.endereza, mood, step.what, CARDS, ctx)),
  returnToHand(step, mood, ctx) {
    // «Devuelve una Escencia» returns it to the Escencia deck; to the hand it is «Pon … en tu mano».
    if (isEssence(step.what, ctx)) throw ctx.fail("devolver una Escencia a la mano se escribe «Pon … en tu mano», que es otro paso");
    const object = verbObject(V.devuelve, mood, step.what, { declare: true, beforeDestination: true }, ctx);
    return verbFirst(`${object} ${handOf(step.what, ctx)}`);
  },
  move: (step, mood, ctx) => verbFirst(moveText(step, mood, ctx)),
  gainLife(step, mood, ctx) {
    declaredFirst(step.amount, ctx);
    const who = say(step.who, SUBJECT, ctx);
    if (step.amount.kind === "statOf") {
      // «gana tanta vida como el ataque de este personaje».
      return subjectFirst(`${subjectVerb(who, V.gana, mood)} ${word("Tanto", "tanta")} ${word("Vida")} ${word("Como")} ${statOfText(step.amount, ctx)}`);
    }
    const { before, after } = multiplied(step.amount, word("Vida"), ctx);
    const each = step.amount.kind === "countOf" ? ` ${perEachOfThem(step.amount.of, ctx, step.amount.left)}` : after;
    return subjectFirst(`${subjectVerb(who, V.gana, mood)} ${before}${each}`);
  },
  loseLife(step, mood, ctx) {
    declaredFirst(step.amount, ctx);
    const who = say(step.who, SUBJECT, ctx);
    const { before, after } = multiplied(step.amount, word("Vida"), ctx);
    const each = step.amount.kind === "countOf" ? ` ${perEachOfThem(step.amount.of, ctx, step.amount.left)}` : after;
    return subjectFirst(`${subjectVerb(who, V.pierde, mood)} ${before}${each}`);
  },
  payEssence(step, mood, ctx) {
    // «… a menos que su controlador pague» is printed with the clause it avoids (sentences.ts).
    if (step.payer !== undefined) throw ctx.fail("el pago de otro jugador solo se escribe con «… a menos que su controlador pague N Escencias»");
    // «Puedes pagar 1 Escencia. Si no lo haces, …» is how «a menos que pagues» lowers too.
    return verbFirst(`${form(V.paga, mood)} ${counted(step.amount, "Escencia")}`);
  },
  nextCostChange(step, mood, ctx) {
    // «El próximo Verso que juegues este turno cuesta 2 menos».
    if (step.duration !== "untilEndOfTurn" || step.delta === 0 || mood === "infinitive") throw ctx.fail("«el próximo … que juegues» cambia su coste este turno, sin «Puedes»");
    const f = step.filter;
    const n = noun(f.noun);
    const filters = filterWords(f, { plural: false, zone: "mano", forcedZone: "mano", controller: "dropped" }, ctx);
    const what = [agree("El", n.feminine, false), agree("Proximo", n.feminine, false), n.singular, ...filters, word("Que"), word("Juega", "juegues"), word("Este"), word("Turno")].join(" ");
    if (step.floor !== undefined && step.delta > 0) throw ctx.fail("un coste mínimo de un aumento de coste");
    return subjectFirst(`${what} ${word("Cuesta")} ${Math.abs(step.delta)} ${word(step.delta > 0 ? "Mas" : "Menos")}${costFloor(step.floor)}`);
  },
  prohibitNext(step, mood) {
    const what =
      step.what === "carta"
        ? `${agree("El", true, false)} ${agree("Proximo", true, false)} ${noun("carta").singular}`
        : step.what === "Verso"
          ? `${word("El")} ${word("Proximo")} ${noun("Verso").singular}`
          : `${word("El")} ${word("Proximo")} ${word("Rasgo")} ${word("De")} ${word(step.what)}`;
    const turn = step.thisTurn === true ? ` ${word("Este")} ${word("Turno")}` : "";
    const whose = step.opponents === true ? ` ${word("Tu")} ${word("Oponente")} ${word("Fuera")} ${word("A")} ${word("Resolverse", "resolver")}` : ` ${word("Fuera")} ${word("A")} ${word("Resolverse")}`;
    return verbFirst(`${form(V.prohibe, mood)} ${what} ${word("Que")}${whose}${turn}${unlessPays(step.unlessPays)}`);
  },
  prohibitTarget(step, mood, ctx) {
    return verbFirst(`${verbObject(V.prohibe, mood, step.what, { declare: true, zone: "cadena" }, ctx)}${unlessPays(step.unlessPays)}`);
  },
  lookAtTop(step, mood) {
    const place = { top: word("Arriba"), bottom: `${word("Al")} ${word("Fondo")}`, topOrBottom: `${word("Arriba")} ${word("O")} ${word("Al")} ${word("Fondo")}` }[step.arrange];
    // «en cualquier orden» is not in the IR: two or more cards are ordered by their owner (Reglamento 26).
    const order = step.count > 1 ? ` ${phrase("EnCualquierOrden")}` : "";
    return verbFirst(`${form(V.mira, mood)} ${topOfDeck(step.count)} ${word("Y")} ${withPronoun(V.pon.imperative, agree("El", true, step.count > 1))} ${place}${order}`);
  },
  look(step, mood, ctx) {
    ctx.bind(step.as);
    let text: string;
    if (step.from === "essenceDeckTop") {
      text = `${form(step.reveal ? V.revela : V.mira, mood)} ${topOfDeck(step.count)} ${word("De")} ${noun("Escencia").singular}`;
    } else if (step.from === "deckTop" || step.from === "deckBottom") {
      const v = step.reveal ? V.revela : V.mira;
      const p = step.player;
      // «la baraja de un jugador»: the deck of a player the ability targets.
      const whose = p.kind === "player" && p.who === "opponent" ? OPPONENT_DECK : p.kind === "playerTarget" ? `${PLAYER_DECK}${sayPlayer(p, ctx)}` : deckOwner(p, ctx);
      text = `${form(v, mood)} ${topOfDeck(step.count, whose, step.from === "deckBottom")}`;
    } else {
      if (step.reveal) throw ctx.fail("revelar la mano de un jugador no se puede escribir");
      const p = step.player;
      if (p.kind === "player" && p.who === "you") throw ctx.fail("«Mira tu mano» no se puede escribir");
      text = `${form(V.mira, mood)} ${agree("El", true, false)} ${word("Mano")} ${word("De")} ${sayPlayer(p, ctx)}`;
    }
    if (!(step.player.kind === "player" && step.player.who === "you")) ctx.foreign.add(step.as);
    ctx.push({ kind: "found", ref: step.as }, "carta", step.from === "hand" || step.count > 1, true, true, step.as);
    ctx.discourse.lastLook = { as: step.as, reveal: step.reveal };
    return verbFirst(text);
  },
  choose(step, mood, ctx) {
    // A choice on its own: «Elige una carta que no sea un personaje» (right after a look), «Revela un personaje de entre ellas».
    const among = chosenWords(step, ctx, step.reveal !== true);
    return verbFirst(`${form(step.reveal ? V.revela : V.elige, mood)} ${among}`);
  },
  reveal: (step, mood, ctx) => verbFirst(verbObject(V.revela, mood, step.what, CARDS, ctx)),
  searchDeck(step, mood, ctx) {
    const f = step.filter;
    const n = noun(f.noun);
    // «hasta dos personajes», «dos Reliquias»: a search for more than one card.
    const many = step.count !== undefined;
    const k = step.count === undefined ? 1 : "upTo" in step.count ? step.count.upTo : step.count.exactly;
    if (many && f.other) throw ctx.fail("buscar varias «otras» cartas no se puede escribir");
    const head = many ? `${step.count !== undefined && "upTo" in step.count ? `${word("Hasta")} ` : ""}${k}` : f.other ? agree("Otro", n.feminine, false) : agree("Un", n.feminine, false);
    const what = [head, many ? n.plural : n.singular, ...filterWords(f, { plural: many, zone: "baraja", forcedZone: "baraja", controller: "say" }, ctx)].join(" ");
    // The card the search describes is a referent the resolver registers, but pointing at it would declare a target.
    ctx.pushOpaque(f.noun, many, n.feminine, true);
    if (step.as !== undefined) ctx.bind(step.as);
    const as = step.as ?? "";
    ctx.push({ kind: "found", ref: as }, f.noun, many, n.feminine, true, as);
    const it = pronoun(n.feminine, many);
    const show = step.reveal ? `, ${withPronoun(form(V.muestra, mood), it)}` : "";
    const turned = step.turned === true ? ` ${agree("Girado", n.feminine, false)}` : "";
    const put = `${withPronoun(form(V.pon, mood), it)} ${step.destination === "mano" ? `${word("En")} ${word("Tu")} ${word("Mano")}` : `${word("En")} ${word("Juego")}${turned}`}`;
    return verbFirst(`${form(V.busca, mood)} ${word("En")} ${word("Tu")} ${word("Baraja")} ${what}${show} ${word("Y")} ${put}`);
  },
  shuffle(step, mood, ctx) {
    return verbFirst(`${form(V.baraja, mood)} ${deckOwner(step.player, ctx)} ${word("Baraja")}`);
  },
  addEssence(step, mood) {
    const turned = step.turned ? ` ${agree("Girado", true, step.amount !== 1)}` : "";
    return verbFirst(`${form(V.agrega, mood)} ${counted(step.amount, "Escencia")}${turned}`);
  },
  returnEssence(step, mood, ctx) {
    if (step.what === undefined) {
      // «1 Escencia» of yours is chosen on resolution: the resolver registers it, but a pointer to it would declare a target.
      ctx.pushOpaque("Escencia", step.amount !== 1, true, true);
      const narrowing = step.filter === undefined ? [] : filterWords(step.filter, { plural: step.amount !== 1, zone: "juego", controller: "dropped" }, ctx);
      return verbFirst([`${form(V.devuelve, mood)} ${counted(step.amount, "Escencia")}`, ...narrowing].join(" "));
    }
    const what = step.what;
    // «Devuelve esta Escencia», on an Escencia.
    if (what.kind === "self" && ctx.card.type === "Escencia") return verbFirst(`${form(V.devuelve, mood)} ${say(what, CARDS, ctx).text}`);
    // «Devuelve una Escencia que tu oponente controle»: a target; your own you choose on resolution.
    const t = what.kind === "target" ? ctx.target(what.ref) : undefined;
    if (t === undefined || t.what.kind !== "card" || t.what.filter.noun !== "Escencia" || t.what.filter.controller !== "opponent" || !("exactly" in t.count) || t.count.exactly !== step.amount || ctx.declared.has(t.id)) {
      throw ctx.fail("devolver Escencias nombradas: solo se escriben las de tu oponente, declaradas ahí mismo");
    }
    return verbFirst(`${form(V.devuelve, mood)} ${say(what, CARDS, ctx).text}`);
  },
  gainControl(step, mood, ctx) {
    const what = say(step.what, CARDS, ctx);
    // Gaining control is for good unless the text says until when.
    const lasting = step.duration === "permanent" ? "" : ` ${changeDuration(step.duration, ctx)}`;
    if (step.duration !== "permanent" && step.duration !== "untilEndOfTurn") throw ctx.fail("el control se gana hasta el final del turno o para siempre");
    return verbFirst(`${form(V.gana, mood)} ${word("El")} ${word("Control")} ${word("De")} ${what.text}${lasting}`);
  },
  exchangeControl(step, mood, ctx) {
    bothNamed(step, "«Intercambia el control de ambos»", ctx);
    return verbFirst(`${form(V.intercambia, mood)} ${word("El")} ${word("Control")} ${word("De")} ${word("Ambos")}`);
  },
  fight(step, mood, ctx) {
    // «Este personaje pelea con un personaje que controle un oponente»: a card not chosen as a target is named in place.
    if (step.a.kind !== "target" || step.b.kind !== "target") {
      const a = say(step.a, SUBJECT, ctx);
      const b = say(step.b, CARDS, ctx);
      return subjectFirst(`${subjectVerb(a, V.pelea, mood)} ${word("Con")} ${b.text}`);
    }
    if (mood !== "imperative") throw ctx.fail("«Cada uno hace daño …» tiene su propio sujeto");
    bothNamed(step, "«Cada uno hace daño igual a su Ataque al otro»", ctx);
    return subjectFirst(`${word("Cada")} ${word("Un", "uno")} ${word("Haz", "hace")} ${word("Dano")} ${word("Igual")} ${word("A")} ${word("Su")} ${word("Ataque")} ${word("Al")} ${word("Otro")}`);
  },
  equip(step, mood, ctx) {
    const v = step.changeBearer ? V.cambia : V.equipa;
    const head = step.changeBearer ? `${form(v, mood)} ${word("De")} ${word("Portador")}` : form(v, mood);
    // In text order: the bearer first only when both are declared here and the bearer's declaration comes first.
    const newTarget = (s: Subject) => (s.kind === "target" && !ctx.declared.has(s.ref) ? Number(s.ref.slice(1)) : undefined);
    const [to0, relic0] = [newTarget(step.to), newTarget(step.relic)];
    const bearerFirst = !step.changeBearer && to0 !== undefined && relic0 !== undefined && to0 < relic0;
    if (bearerFirst) {
      const to = say(step.to, CARDS, ctx);
      const relic = say(step.relic, CARDS, ctx);
      return verbFirst(`${head} ${recipient(to)} ${relic.text} ${withoutPaying(relic.plural)}`);
    }
    const relic = step.changeBearer ? `${head} ${say(step.relic, CARDS, ctx).text}` : verbObject(v, mood, step.relic, CARDS, ctx);
    const to = say(step.to, CARDS, ctx);
    return verbFirst(`${relic} ${recipient(to)} ${withoutPaying(step.relic.kind === "all")}`);
  },
  sacrifice(step, mood, ctx) {
    if (step.player !== undefined) {
      // «Tu oponente sacrifica un personaje»: a count of their own cards, chosen by them.
      if (step.what.kind !== "all" || step.what.filter.controller !== undefined) throw ctx.fail("lo que sacrifica otro jugador es una cantidad de sus propias cartas");
      const f = step.what.filter;
      const n = step.amount ?? 1;
      const head = n === 1 ? indefinite(f.noun) : `${n}`;
      const rest = [head, n === 1 ? noun(f.noun).singular : noun(f.noun).plural, ...filterWords(f, { plural: n !== 1, zone: "juego", controller: "say" }, ctx)].join(" ");
      return playerClause(step.player, V.sacrifica, mood, rest, ctx);
    }
    // The lowering makes what is sacrificed yours whatever the text says; the text says so.
    const what = step.what;
    const filter = what.kind === "all" ? what.filter : what.kind === "target" ? (ctx.target(what.ref)?.what as { filter?: CardFilter } | undefined)?.filter : undefined;
    if ((what.kind === "all" || (what.kind === "target" && !ctx.declared.has(what.ref))) && filter?.controller !== "you") {
      throw ctx.fail("se sacrifican cartas que no son «que controles»; el compilador las leería como tuyas");
    }
    return verbFirst(verbObject(V.sacrifica, mood, what, CARDS, ctx));
  },
  preventDamage(step, mood, ctx) {
    const once = step.once === true;
    // «Reduce en 2 el próximo daño que fuera a recibir …» (ruling R141): N points of the next damage.
    const reduced = once && step.amount !== null ? step.amount : null;
    const all = step.amount === null || reduced !== null;
    const amount = once
      ? `${word("El")} ${word("Proximo")} ${word("Dano")}`
      : all
        ? `${word("Todos", "todo")} ${word("El")} ${word("Dano")}`
        : `${word("El", "los")} ${word("Proximo", "próximos")} ${step.amount} ${word("De")} ${word("Dano")}`;
    let to: string;
    // «que fuera a recibir un personaje», «que fueran a recibir tus personajes», «los próximos 5 de daño que fueran a …».
    let plural = !all;
    if (step.to === null) {
      if (!step.combatOnly) throw ctx.fail("prevenir el daño que fuera a recibir cualquiera, fuera de los duelos, no se puede escribir");
      to = `${word("Haz", "hacerse")} ${word("En")} ${word("Duelo", "duelos")}`;
    } else {
      if (step.combatOnly && step.thisDuel !== true) throw ctx.fail("prevenir solo el daño de duelos a una carta nombrada no se puede escribir");
      const who = say(step.to, CARDS, ctx);
      if (all) plural = once ? false : who.plural;
      if (step.thisDuel === true && !all) throw ctx.fail("prevenir los próximos puntos de daño de ese duelo no se puede escribir");
      // «que fuera a recibir en ese duelo un personaje objetivo».
      const when = step.thisDuel === true ? `${word("En")} ${word("Ese")} ${word("Duelo")} ` : "";
      to = all ? `${word("Recibe", "recibir")} ${when}${who.text}` : `${word("Haz", "hacerse")} ${recipient(who)}`;
    }
    const would = `${word("Que")} ${word("Fuera", plural ? "fueran" : "fuera")} ${word("A")}`;
    const lasting = step.thisDuel === true ? "" : ` ${lastingDuration(step.duration, ctx)}`;
    if (step.redirectTo !== undefined) {
      // «El próximo daño que fuera a recibir X este turno se le hace a este personaje en su lugar» (ruling R174).
      if (!once || reduced !== null || step.thisDuel === true || step.to === null || mood === "infinitive") throw ctx.fail("un daño redirigido que no es «el próximo daño que fuera a recibir …»");
      const other = say(step.redirectTo, CARDS, ctx);
      return subjectFirst(`${amount} ${would} ${to}${lasting} ${word("Se")} ${word("Lo", "le")} ${word("Haz", "hace")} ${recipient(other)} ${phrase("EnSuLugar")}`);
    }
    const head = reduced === null ? form(V.previene, mood) : `${form(V.reduce, mood)} ${word("En")} ${reduced}`;
    return verbFirst(`${head} ${amount} ${would} ${to}${lasting}`);
  },
  removeDamage(step, mood, ctx) {
    const amount = step.amount === null ? `${word("Todos", "todo")} ${word("El")} ${word("Dano")}` : `${step.amount} ${word("De")} ${word("Dano")}`;
    const what = say(step.what, CARDS, ctx);
    return verbFirst(`${form(V.retira, mood)} ${amount} ${ofText(what.text)}`);
  },
  restrict(step, mood, ctx) {
    if (mood === "infinitive") throw ctx.fail("«Puedes» con una restricción no se puede escribir");
    // «No puedes jugar Versos este turno»: you, in the verb.
    if (step.what.kind === "player" && step.what.who === "you") {
      return verbFirst(`${printRestriction(step.restriction, { plural: false, feminine: false, player: true, you: true }, ctx)} ${lastingDuration(step.duration, ctx)}`);
    }
    if (step.restriction.kind === "cannotBeProhibited" && step.what.kind === "all") {
      const predicate = printRestriction(step.restriction, { plural: true, feminine: noun(step.what.filter.noun).feminine, player: false }, ctx);
      return subjectFirst(`${playedCards(step.what.filter, ctx)} ${predicate} ${lastingDuration(step.duration, ctx)}`);
    }
    const who = say(step.what, SUBJECT, ctx);
    const predicate = printRestriction(step.restriction, { plural: who.plural, feminine: who.feminine, player: isPlayer(step.what) }, ctx);
    // «ese Verso no puede ser prohibido»: it waits on the chain this turn, written without a duration (ruling R125).
    if (step.restriction.kind === "cannotBeProhibited" && step.duration === "untilEndOfTurn") return subjectFirst(`${who.text} ${predicate}`);
    return subjectFirst(`${who.text} ${predicate} ${lastingDuration(step.duration, ctx)}`);
  },
  winGame(step, mood, ctx) {
    return gameEnd(step.player, ["gana", "ganas"], mood, ctx);
  },
  loseGame(step, mood, ctx) {
    return gameEnd(step.player, ["pierde", "pierdes"], mood, ctx);
  },
  delayed(_step, _mood, ctx) {
    throw ctx.fail("un efecto que espera a otro momento dentro de otra frase");
  },
  chooseOne(_step, _mood, ctx) {
    throw ctx.fail("«Elige uno:» dentro de otra frase");
  },
};

/** «Ganas el juego», «Tu oponente pierde el juego». Without a subject only «tú» is read («Gana el juego» would be your opponent). */
function gameEnd(player: StepOf<"winGame">["player"], forms: [third: string, you: string], mood: Mood, ctx: AbilityPrinting): Clause {
  const id = forms[0] === "gana" ? "Gana" : "Pierde";
  const juego = `${word("El")} ${word("Juego")}`;
  if (mood === "infinitive") throw ctx.fail("«Puedes ganar / perder el juego» se leería como tu oponente");
  if (player.kind === "player" && player.who === "you") return verbFirst(`${word(id, forms[1])} ${juego}`);
  return subjectFirst(`${sayPlayer(player, ctx)} ${word(id, forms[0])} ${juego}`);
}

/** «X obtiene +2 de ataque y Letal hasta el final del turno por cada Reliquia que controles». */
export function gains(what: Subject, change: string, duration: Duration, each: CardFilter | undefined, mood: Mood, ctx: AbilityPrinting): Clause {
  const who = say(what, SUBJECT, ctx);
  const perEachText = each !== undefined ? ` ${perEach(each, ctx)}` : "";
  return subjectFirst(`${subjectVerb(who, V.obtiene, mood)} ${change} ${changeDuration(duration, ctx)}${perEachText}`);
}

function unlessPays(n: number | undefined): string {
  if (n === undefined) return "";
  return ` ${phrase("AMenosQue")} ${word("Su")} ${word("Controlador")} ${word("Paga", "pague")} ${counted(n, "Escencia")} ${word("Adicional", n === 1 ? "adicional" : "adicionales")}`;
}

const OPPONENT_DECK = "\u0000opponent";
/** Before a player's words: «de la baraja de un jugador». */
const PLAYER_DECK = "\u0000player:";

/** «tu baraja», or «su baraja» of the owner of the card named last (a look also names «la baraja de tu oponente»). */
function deckOwner(player: StepOf<"shuffle">["player"], ctx: AbilityPrinting): string {
  if (player.kind === "player" && player.who === "you") return word("Tu");
  if (player.kind === "ownerOf") {
    su(player.of, ctx);
    return word("Su");
  }
  throw ctx.fail("la baraja de otro jugador que tú o el dueño de la carta nombrada no se puede escribir");
}

/** «la primera carta de tu baraja», «las 3 primeras cartas de tu baraja». */
function topOfDeck(count: number, whose: string = word("Tu"), bottom = false): string {
  const first = bottom ? "Ultima" : "Primeras";
  // «de la baraja de tu oponente» is the one deck named after its owner.
  const named = whose === OPPONENT_DECK ? `${word("Tu")} ${word("Oponente")}` : whose.startsWith(PLAYER_DECK) ? whose.slice(PLAYER_DECK.length) : undefined;
  const deck = named !== undefined ? `${word("De")} ${agree("El", true, false)} ${word("Baraja")} ${word("De")} ${named}` : `${word("De")} ${whose} ${word("Baraja")}`;
  if (count === 1) return `${agree("El", true, false)} ${agree(first, true, false)} ${noun("carta").singular} ${deck}`;
  return `${agree("El", true, true)} ${count} ${agree(first, true, true)} ${noun("carta").plural} ${deck}`;
}

/**
 * The words of a choice among found cards: «una de ellas», «un personaje de entre ellas»,
 * «hasta 2 cartas de entre ellas», «cualquier cantidad de ellas». Right after a look,
 * «Elige una carta que no sea un personaje» needs no «de entre ellas» (compiler/resolve.ts).
 */
export function chosenWords(step: StepOf<"choose">, ctx: AbilityPrinting, impliedAmong: boolean): string {
  const from = step.from;
  if (from.kind !== "found" || from.filter !== undefined) throw ctx.fail("una elección entre cartas que no son las encontradas antes");
  if (ctx.discourse.among() !== from.ref) throw ctx.fail(`«de entre ellas» hablaría de otras cartas que «${from.ref}»`);
  ctx.bind(step.as);
  const f: CardFilter = step.filter ?? { noun: "carta", zone: "juego" };
  if (f.zone !== "juego") throw ctx.fail("una elección entre cartas encontradas con una zona");
  const n = noun(f.noun);
  const ellas = agree("Ellos", true, true);
  const count = step.count;
  const plain = step.filter === undefined;
  let text: string;
  let plural: boolean;
  // Right after a look, «Elige …» chooses among those cards without saying so.
  const implied = impliedAmong && ctx.discourse.lastLook !== null && ctx.discourse.lastLook.as === from.ref;
  const among = implied ? [] : [`${word("De")} ${word("Entre")} ${ellas}`];
  if (f.anyOf !== undefined) {
    // «una Reliquia o un Verso de entre ellas»: one card, of either kind.
    if (!("exactly" in count) || count.exactly !== 1 || Object.keys(f).some((k) => k !== "noun" && k !== "zone" && k !== "anyOf")) throw ctx.fail("elegir varias cartas de «… o …» no se puede escribir");
    plural = false;
    const options = f.anyOf.map((o) => [indefinite(o.noun), noun(o.noun).singular, ...filterWords(o, { plural: false, zone: "juego", controller: "say" }, ctx)].join(" "));
    text = [options.join(` ${word("O")} `), ...among].join(" ");
  } else if ("any" in count) {
    plural = true;
    text = plain ? `${phrase("CualquierCantidad")} ${ellas}` : [phrase("CualquierCantidad"), n.plural, ...filterWords(f, { plural, zone: "juego", controller: "say" }, ctx), ...among].join(" ");
  } else {
    const { head, plural: p } = countHead(f, "exactly" in count ? { exactly: count.exactly } : { upTo: count.upTo }, ctx);
    plural = p;
    if (plain && "exactly" in count && count.exactly === 1 && !implied) text = `${agree("Un", true, false)} ${word("De")} ${ellas}`;
    else text = [head, plural ? n.plural : n.singular, ...filterWords(f, { plural, zone: "juego", controller: "say" }, ctx), ...among].join(" ");
  }
  const referent = { subject: { kind: "found" as const, ref: step.as }, noun: f.noun, plural, feminine: n.feminine, introduced: true };
  ctx.discourse.push(referent);
  return text;
}

/** The words of a choice, registered for the clause that uses it («Pon una de ellas en tu mano»). */
export function pendingChoice(step: StepOf<"choose">, ctx: AbilityPrinting): void {
  const before = ctx.discourse.referents.length;
  const text = chosenWords(step, ctx, false);
  const referent = ctx.discourse.referents.splice(before)[0]!;
  ctx.choice = { as: step.as, text, referent };
}

export function printStep(step: Step, mood: Mood, ctx: AbilityPrinting): Clause {
  return (STEPS[step.kind] as StepPrinter<StepKind>)(step, mood, ctx);
}

/** «, hasta un mínimo de 1» after a cost reduction (ruling R124); nothing without a floor. */
export function costFloor(floor: number | undefined): string {
  return floor === undefined ? "" : `, ${word("Hasta")} ${word("Un")} ${word("Minimo")} ${word("De")} ${floor}`;
}
