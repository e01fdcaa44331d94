// Subjects and players as words: a target where the text first names it («un personaje
// que controles»), a pointer afterwards («ese personaje», «lo», «su portador»), the card
// itself, the bearer, every card that matches, a Santuario, a player. Each selection is
// registered in the discourse as the resolver will see it, in the order it is written,
// so the clause printers must say their selections in text order.
import { assertNever } from "../../../grammar/index.js";
import type { CardFilter, PlayerRef, SelectionNoun, Subject, Zone } from "../../ir.js";
import { NeedsDeclaration, type AbilityPrinting } from "./context.js";
import { sameSubject, type Referent } from "./discourse.js";
import { declarationWords, everyWords, filterWords, type FilterStyle } from "./filters.js";
import { agree, noun, pronoun, toRecipient, word } from "./words.js";

/** Where a selection stands. */
export interface Slot {
  /** The zone a filter without one means here. */
  zone?: Zone;
  /** A zone the clause sets: never written. */
  forcedZone?: Zone;
  /** A new target may be declared here. False inside «su …», amounts and conditions, where lowering does not declare. */
  declare?: boolean;
  /** Right after its verb: a pointer may be a pronoun attached to it («destrúyelo»). */
  clitic?: boolean;
  /** The object of «pon», «devuelve»: before the destination. */
  beforeDestination?: boolean;
  /** Conditions and triggers drop the controller of what they count. */
  controller?: FilterStyle["controller"];
  /** The subject of its clause: every card that matches reads «los personajes que …» rather than «cada personaje …». */
  subject?: boolean;
}

export interface Said {
  text: string;
  plural: boolean;
  feminine: boolean;
  /** A pronoun to attach to the verb instead of `text` («ponla»): the referent named last, and the pronoun finds it. */
  clitic?: string;
  /** «un personaje o un Santuario»: the options, which a recipient writes each with its «a» («a un personaje o a un Santuario»). */
  options?: string[];
}

/** «a un personaje», «al portador», «a un personaje o a un Santuario». */
export function recipient(said: Said): string {
  return (said.options ?? [said.text]).map(toRecipient).join(` ${word("O")} `);
}

function style(slot: Slot): Omit<FilterStyle, "plural"> {
  const s: Omit<FilterStyle, "plural"> = { zone: slot.zone ?? "juego", controller: slot.controller ?? "say" };
  if (slot.forcedZone !== undefined) s.forcedZone = slot.forcedZone;
  if (slot.beforeDestination) s.beforeDestination = true;
  return s;
}

/** «este personaje», «esta Reliquia», «esta Escencia», «este Verso», «este Santuario». */
export function selfWords(ctx: AbilityPrinting): Said {
  const n = noun(ctx.card.selfNoun);
  return { text: `${agree("Este", n.feminine, false)} ${n.singular}`, plural: false, feminine: n.feminine };
}

/** The card itself, registered as the resolver registers «este …» (a Santuario's «este Santuario» is no card referent). */
export function sayself(ctx: AbilityPrinting): Said {
  const said = selfWords(ctx);
  if (ctx.card.selfNoun !== "Santuario") ctx.push({ kind: "self" }, ctx.card.selfNoun, false, said.feminine, false);
  return said;
}

export function sayBearer(ctx: AbilityPrinting): Said {
  ctx.push({ kind: "bearer" }, "Personaje", false, false, false);
  return { text: `${word("El")} ${word("Portador")}`, plural: false, feminine: false };
}

/** The words for a subject, registered in the discourse. */
export function say(subject: Subject, slot: Slot, ctx: AbilityPrinting): Said {
  switch (subject.kind) {
    case "target":
      return sayTarget(subject.ref, slot, ctx);
    case "self":
      return cliticFor(subject, slot, ctx) ?? sayself(ctx);
    case "bearer":
      return cliticFor(subject, slot, ctx) ?? sayBearer(ctx);
    case "bearerOf":
      return { text: `${word("Su")} ${word("Portador")}`, plural: false, feminine: false, ...su(subject.of, ctx) };
    case "all": {
      const words = everyWords(subject.filter, { ...style(slot), subject: slot.subject === true }, ctx);
      const anyOf = subject.filter.anyOf;
      // «cada Reliquia o cada personaje …» is one selection «… o …», an introduced referent.
      if (anyOf !== undefined) ctx.push(subject, "carta", false, noun(anyOf[0]?.noun ?? "carta").feminine, true);
      else ctx.push(subject, subject.filter.noun, true, noun(subject.filter.noun).feminine, false);
      return { ...words, feminine: noun(subject.filter.noun).feminine };
    }
    case "sanctuary":
      return { text: sanctuaryWords(subject.whose), plural: false, feminine: false };
    case "sanctuaryOf": {
      const player = subject.player;
      if (player.kind !== "controllerOf") throw ctx.fail("un Santuario que no es el de un jugador nombrado o el del controlador de una carta");
      checkSanctuaryOf(player.of, ctx);
      // «el Santuario del controlador de ese personaje»: where «su» would not find the card (the victim of «… destruya a un personaje en un duelo»).
      const last = ctx.discourse.su();
      if (last === undefined || last.subject === null || !sameSubject(last.subject, player.of)) {
        const named = ctx.discourse.referentOf(player.of);
        if (named !== undefined && named.noun !== "carta" && named.noun !== "Santuario" && !named.plural) {
          const n = named.noun;
          const found = ctx.discourse.ese(n);
          if (found !== undefined && found.subject !== null && sameSubject(found.subject, player.of)) {
            const w = noun(n);
            return { text: `${word("El")} ${noun("Santuario").singular} ${word("Del")} ${word("Controlador")} ${word("De")} ${agree("Ese", w.feminine, false)} ${w.singular}`, plural: false, feminine: false };
          }
        }
      }
      su(player.of, ctx);
      return { text: `${word("El")} ${noun("Santuario").singular} ${word("De")} ${word("Su")} ${word("Controlador")}`, plural: false, feminine: false };
    }
    case "found":
      return sayFound(subject, slot, ctx);
    case "rest": {
      const look = ctx.discourse.lastLook;
      if (look === null || look.as !== subject.of) throw ctx.fail(`«el resto» habla de las últimas cartas miradas, no de «${subject.of}»`);
      return { text: `${word("El")} ${word("Resto")}`, plural: true, feminine: true };
    }
    case "event":
      return pointTo(subject, slot, ctx);
    case "paid": {
      // «el personaje sacrificado»: no referent for «su» or «ese» after it, as the resolver reads it.
      const w = noun(subject.noun);
      return { text: `${agree("El", w.feminine, false)} ${w.singular} ${agree("Sacrificado", w.feminine, false)}`, plural: false, feminine: w.feminine };
    }
    case "union": {
      // «ambos»: the two cards introduced last, as the resolver reads it.
      const declared = subject.of.every((part) => part.kind !== "target" || ctx.declared.has(part.ref));
      const two = declared ? ctx.discourse.ambos() : undefined;
      const [a, b] = subject.of;
      if (subject.of.length === 2 && a !== undefined && b !== undefined && two !== undefined && two[0].subject !== null && two[1].subject !== null && sameSubject(two[0].subject, a) && sameSubject(two[1].subject, b)) {
        return { text: word("Ambos", two[0].feminine && two[1].feminine ? "ambas" : "ambos"), plural: true, feminine: two[0].feminine && two[1].feminine };
      }
      // «Este personaje y otro personaje que controles obtienen …»: each part where it is named.
      if (slot.subject !== true || slot.declare !== true || subject.of.length !== 2) throw ctx.fail("«X y Y» solo se escribe como sujeto de una frase que puede declarar objetivos");
      const said = subject.of.map((part) => say(part, slot, ctx));
      return { text: said.map((x) => x.text).join(` ${word("Y")} `), plural: true, feminine: said.every((x) => x.feminine) };
    }
    case "player":
    case "playerTarget":
    case "controllerOf":
    case "ownerOf":
    case "eventPlayer":
      return { text: sayPlayer(subject, ctx), plural: false, feminine: false };
  }
  return assertNever(subject, "subject");
}

/**
 * «destrúyelo» for the card itself or its bearer when it is the card named last and the
 * pronoun finds it: a pointer, so it registers nothing, as the resolver does.
 */
function cliticFor(subject: Subject, slot: Slot, ctx: AbilityPrinting): Said | undefined {
  if (!slot.clitic) return undefined;
  const referents = ctx.discourse.referents;
  const last = referents[referents.length - 1];
  if (last === undefined || last.subject === null || !sameSubject(last.subject, subject) || ctx.discourse.pronoun(last.plural, last.feminine) !== last) return undefined;
  return { text: "", plural: false, feminine: last.feminine, clitic: pronoun(last.feminine, false) };
}

export function sanctuaryWords(whose: "you" | "opponent"): string {
  const santuario = noun("Santuario").singular;
  return whose === "you" ? `${word("Tu")} ${santuario}` : `${word("El")} ${santuario} ${word("De")} ${word("Tu")} ${word("Oponente")}`;
}

/**
 * «el Santuario de su controlador» of a card lowers to that player's Santuario by name
 * where the card says whose it is: of «cada personaje que tu oponente controle», or of a
 * trigger's card «que tu oponente controle» (compiler/lower/selections.ts).
 */
function checkSanctuaryOf(of: Subject, ctx: AbilityPrinting): void {
  if (of.kind === "all" && of.filter.controller !== undefined) throw ctx.fail("«el Santuario de su controlador» de cartas de un controlador conocido se lee como ese Santuario");
  if (of.kind === "event" && ctx.eventSide !== undefined) throw ctx.fail("«el Santuario de su controlador» de la carta del disparador, cuyo controlador ya se conoce, se lee como ese Santuario");
}

/** «su …» is of the card named last: it must be the one meant. */
export function su(of: Subject, ctx: AbilityPrinting): {} {
  if (of.kind === "target" && !ctx.declared.has(of.ref)) throw new NeedsDeclaration(of.ref);
  const last = ctx.discourse.su();
  if (last === undefined || last.subject === null || !sameSubject(last.subject, of)) throw ctx.fail("«su …» hablaría de otra carta: la última nombrada no es aquella de la que se habla");
  return {};
}

export function sayPlayer(player: PlayerRef, ctx: AbilityPrinting): string {
  switch (player.kind) {
    case "player":
      if (player.who === "you") throw ctx.fail("«tú» como sujeto: el lenguaje solo lo dice con el verbo sin sujeto («Roba 1 carta»)");
      return player.who === "opponent" ? `${word("Tu")} ${word("Oponente")}` : `${word("Cada")} ${word("Jugador")}`;
    case "playerTarget": {
      const target = ctx.target(player.ref);
      if (target === undefined || target.what.kind !== "player") throw ctx.fail(`el jugador objetivo «${player.ref}» no está declarado`);
      if (ctx.declared.has(player.ref)) throw ctx.fail(`el jugador objetivo «${player.ref}» se nombra dos veces, y el lenguaje no tiene «ese jugador»`);
      if (!("exactly" in target.count) || target.count.exactly !== 1) throw ctx.fail("un jugador objetivo que no es exactamente uno");
      ctx.declare(target);
      return `${word("Un")} ${word("Jugador")}`;
    }
    case "controllerOf":
      su(player.of, ctx);
      return `${word("Su")} ${word("Controlador")}`;
    case "ownerOf":
      su(player.of, ctx);
      return `${word("Su")} ${word("Dueno")}`;
    case "eventPlayer":
      // «ese jugador»: the player of a trigger's event (ruling R110); printCard's read-back catches it anywhere else.
      return `${word("Ese")} ${word("Jugador")}`;
  }
  return assertNever(player, "player");
}

function sayTarget(ref: string, slot: Slot, ctx: AbilityPrinting): Said {
  const target = ctx.target(ref);
  if (target === undefined) throw ctx.fail(`el objetivo «${ref}» no está declarado en esta habilidad (ni en esta opción de «Elige uno»)`);
  if (ctx.declared.has(ref)) return pointTo({ kind: "target", ref }, slot, ctx);
  if (slot.declare === false) throw new NeedsDeclaration(ref);
  const what = target.what;
  switch (what.kind) {
    case "player":
      return { text: sayPlayer({ kind: "playerTarget", ref }, ctx), plural: false, feminine: false };
    case "card": {
      const words = declarationWords(what.filter, target.count, style(slot), ctx);
      ctx.declare(target);
      const first = what.filter.anyOf?.[0]?.noun;
      const n: SelectionNoun = first !== undefined ? "carta" : what.filter.noun;
      const feminine = noun(first ?? what.filter.noun).feminine;
      ctx.push({ kind: "target", ref }, n, words.plural, feminine, true);
      const said: Said = { text: words.text, plural: words.plural, feminine };
      if (what.filter.anyOf !== undefined) said.options = what.filter.anyOf.map((o) => declarationWords(o, target.count, style(slot), ctx).text);
      return said;
    }
    case "chain": {
      if (!("exactly" in target.count) || target.count.exactly !== 1) throw ctx.fail("un objetivo en la cadena que no es exactamente uno");
      const options: string[] = [];
      const cards = what.cards;
      if (cards !== undefined) {
        const each = cards.anyOf ?? [cards];
        if (cards.anyOf !== undefined && (cards.noun !== "carta" || Object.keys(cards).length !== 3)) throw ctx.fail("una selección «… o …» en la cadena con condiciones comunes");
        for (const f of each) options.push(declarationWords(f, { exactly: 1 }, { zone: "cadena", controller: "say" }, ctx).text);
      }
      if (what.traits !== undefined) {
        // An empty list would be «un Rasgo» of any kind, which the language does not write on the chain.
        if (what.traits.length === 0) throw ctx.fail("un rasgo en la cadena sin decir cuál");
        options.push(`${word("Un")} ${word("Rasgo")} ${traitList(what.traits)}`);
      }
      if (options.length === 0) throw ctx.fail("un objetivo en la cadena sin decir qué es");
      ctx.declare(target);
      // The resolver registers one card referent: the single kind, or «carta» for «… o …».
      if (cards !== undefined) {
        const either = options.length > 1;
        const firstNoun = (cards.anyOf?.[0] ?? cards).noun;
        ctx.push({ kind: "target", ref }, either ? "carta" : cards.noun, false, noun(firstNoun).feminine, true);
      }
      return { text: options.join(` ${word("O")} `), plural: false, feminine: false };
    }
  }
  return assertNever(what, "target");
}

/** «de Talento», «de Talento o de Resplandor», «de Talento, de Interferencia o de Resplandor». */
export function traitList(traits: readonly string[]): string {
  const each = traits.map((t) => `${word("De")} ${t}`);
  return each.length <= 1 ? each.join("") : `${each.slice(0, -1).join(", ")} ${word("O")} ${each[each.length - 1]}`;
}

function sayFound(subject: Extract<Subject, { kind: "found" }>, slot: Slot, ctx: AbilityPrinting): Said {
  const choice = ctx.choice;
  if (choice !== undefined && choice.as === subject.ref && subject.filter === undefined) {
    // «una de ellas», «un personaje de entre ellas»: the choice the step before it made.
    ctx.choice = undefined;
    ctx.discourse.push(choice.referent);
    return { text: choice.text, plural: choice.referent.plural, feminine: choice.referent.feminine };
  }
  if (subject.filter === undefined) return pointTo(subject, slot, ctx);
  // «los personajes revelados», «las Reliquias de entre ellas»: those of the cards looked at that match.
  if (ctx.discourse.among() !== subject.ref) throw ctx.fail(`«de entre ellas» hablaría de otras cartas que «${subject.ref}»`);
  const filter: CardFilter = subject.filter;
  const n = noun(filter.noun);
  const look = ctx.discourse.lastLook;
  const among = look !== null && look.reveal ? agree("Revelado", n.feminine, true) : `${word("De")} ${word("Entre")} ${agree("Ellos", true, true)}`;
  const words = filterWords(filter, { zone: "juego", controller: "say", plural: true }, ctx);
  return { text: [agree("El", n.feminine, true), n.plural, ...words, among].join(" "), plural: true, feminine: n.feminine };
}

/**
 * A pointer to something named before, the first of these that finds it: a pronoun
 * attached to the verb where the referent is the one named last («destrúyelo»);
 * «ese …» with its own noun, or «esa carta»; an attached pronoun that finds it anyway;
 * «ellos», «ellas», «ella» where a selection stands («gana el control de ellas»).
 */
export function pointTo(subject: Subject, slot: Slot, ctx: AbilityPrinting): Said {
  const r = ctx.discourse.referentOf(subject);
  if (r === undefined) throw ctx.fail(`no se puede volver a nombrar ${describe(subject)}: el texto no lo nombró antes`);
  const finds = (found: Referent | undefined) => found !== undefined && found.subject !== null && sameSubject(found.subject, subject);
  const referents = ctx.discourse.referents;
  const byPronoun = finds(ctx.discourse.pronoun(r.plural, r.feminine));
  const clitic = slot.clitic && byPronoun ? pronoun(r.feminine, r.plural) : undefined;
  if (clitic !== undefined && referents[referents.length - 1] === r) return { text: "", plural: r.plural, feminine: r.feminine, clitic };
  for (const n of r.noun === "carta" ? (["carta"] as const) : [r.noun, "carta" as const]) {
    if (!finds(ctx.discourse.ese(n))) continue;
    const w = noun(n);
    const said: Said = { text: `${agree("Ese", w.feminine, r.plural)} ${r.plural ? w.plural : w.singular}`, plural: r.plural, feminine: r.feminine };
    return said;
  }
  if (clitic !== undefined) return { text: "", plural: r.plural, feminine: r.feminine, clitic };
  // «ellos», «ellas», «ella» stand as a selection (there is no such word for «él»).
  if (byPronoun && (r.plural || r.feminine)) return { text: agree("Ellos", r.feminine, r.plural), plural: r.plural, feminine: r.feminine };
  // Last, what the designer may have written: «ese personaje» also finds a card named «carta».
  if (r.noun === "carta") {
    for (const n of ["Personaje", "Reliquia", "Verso", "Escencia"] as const) {
      if (!finds(ctx.discourse.ese(n))) continue;
      const w = noun(n);
      return { text: `${agree("Ese", w.feminine, r.plural)} ${r.plural ? w.plural : w.singular}`, plural: r.plural, feminine: r.feminine };
    }
  }
  throw ctx.fail(`«ese …» no nombraría ${describe(subject)}: hay otra carta nombrada después`);
}

/** The pronoun «ellos»/«ellas» of «por cada uno de ellos», «su ataque»: a referent the pronoun finds. */
export function pronounFinds(subject: Subject, plural: boolean, ctx: AbilityPrinting): boolean {
  if (subject.kind === "union") {
    const two = plural ? ctx.discourse.pluralOfTwo() : undefined;
    const [a, b] = subject.of;
    return two !== undefined && a !== undefined && b !== undefined && subject.of.length === 2 && two[0].subject !== null && two[1].subject !== null && sameSubject(two[0].subject, a) && sameSubject(two[1].subject, b);
  }
  const r: Referent | undefined = ctx.discourse.pronoun(plural, undefined);
  return r !== undefined && r.subject !== null && sameSubject(r.subject, subject);
}

function describe(subject: Subject): string {
  switch (subject.kind) {
    case "target":
      return `el objetivo «${subject.ref}»`;
    case "found":
      return `las cartas encontradas «${subject.ref}»`;
    case "event":
      return "la carta del disparador";
    default:
      return `«${subject.kind}»`;
  }
}
