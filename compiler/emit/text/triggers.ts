// Trigger heads, one printer per trigger kind: «Cuando este personaje entre en juego»,
// «Cada vez que un personaje que controles sea destruido», «Cada vez que tu oponente
// juegue un Verso», «Al comienzo de tu Alba». «Cuando» for the card itself or its
// bearer, «Cada vez que» for any card that matches and for what a player does, as
// printed cards say it; «La primera vez en cada turno que» for a trigger once per turn.
//
// The cards a trigger names are the first referents of the ability (compiler/resolve.ts,
// Walk.start): its subject, then the card it concerns («ese personaje» after «Cada vez
// que un personaje bloquee al portador»).
import { assertNever } from "../../../grammar/index.js";
import type { CardFilter, EventCard, Side, Trigger, TriggerKind } from "../../ir.js";
import type { AbilityPrinting } from "./context.js";
import { comparison, filterWords } from "./filters.js";
import { sanctuaryWords, sayBearer, sayself, type Said } from "./subjects.js";
import { agree, capitalize, indefinite, noun, phrase, toRecipient, word } from "./words.js";

type TriggerOf<K extends TriggerKind> = Extract<Trigger, { kind: K }>;

/** A head without its opening words: «este personaje entre en juego», and whether it opens with «Cuando» or «Cada vez que». */
interface Event {
  text: string;
  /** Of a card that matches, or a player's action: printed cards say «Cada vez que». */
  anyCard: boolean;
}

type TriggerPrinter<K extends TriggerKind> = (t: TriggerOf<K>, ctx: AbilityPrinting) => Event | { phase: string };

/** «un personaje que controles», «otro personaje de Valor»: any card that matches, introduced as the trigger's card. */
function anyCard(filter: CardFilter, role: "subject" | "object", ctx: AbilityPrinting): Said {
  const n = noun(filter.noun);
  const head = filter.other ? agree("Otro", n.feminine, false) : indefinite(filter.noun);
  const text = [head, n.singular, ...filterWords(filter, { plural: false, zone: "juego", controller: "say" }, ctx)].join(" ");
  ctx.push({ kind: "event", role }, filter.noun, false, n.feminine, true);
  return { text, plural: false, feminine: n.feminine };
}

/** Whose card the trigger listens to: the card itself (nothing in the IR), its bearer, any that matches. */
function who(card: EventCard | undefined, ctx: AbilityPrinting, role: "subject" | "object" = "subject", sided = false): { said: Said; any: boolean } {
  if (card === undefined) return { said: sayself(ctx), any: false };
  switch (card.kind) {
    case "self":
      // Lowering never writes it: «este personaje» lowers to no `who` at all.
      throw ctx.fail("un disparador con «who: self» explícito: el texto «este personaje» se lee sin él");
    case "bearer":
      return { said: sayBearer(ctx), any: false };
    case "any":
      // Whose the trigger's card is, where lowering reads «su Santuario» of it as that player's (compiler/lower/selections.ts).
      if (sided && card.filter.controller !== undefined) ctx.eventSide = card.filter.controller;
      return { said: anyCard(card.filter, role, ctx), any: true };
  }
  return assertNever(card, "event card");
}

/** The card a replacement's head names, as a trigger's head names it («este personaje», «el portador», «un personaje que controles»; rulings R129, R130). */
export function eventCardWords(card: EventCard | undefined, ctx: AbilityPrinting): Said {
  return who(card, ctx, "subject", true).said;
}

/** «sea destruido», «sea bloqueada»: a participle agreeing with the trigger's card. */
function passive(said: Said, id: "Destruido" | "Bloqueado"): string {
  return `${word("Es", "sea")} ${agree(id, said.feminine, false)}`;
}

function subjectEvent(t: { who?: EventCard }, ctx: AbilityPrinting, predicate: (said: Said) => string, sided = true): Event {
  const w = who(t.who, ctx, "subject", sided);
  return { text: `${w.said.text} ${predicate(w.said)}`, anyCard: w.any };
}

/** «de tu Alba», «de cada Alba», «del Alba de tu oponente». */
function phaseOf(t: { phase: TriggerOf<"phaseStart">["phase"]; whose: Side | "each" }): string {
  if (t.whose === "you") return `${word("De")} ${word("Tu")} ${t.phase}`;
  if (t.whose === "each") return `${word("De")} ${word("Cada")} ${t.phase}`;
  // «del Alba»: Spanish says «el» before a stressed a-, as it says «el alba».
  return `${word("Del")} ${t.phase} ${word("De")} ${word("Tu")} ${word("Oponente")}`;
}

/** «juegues un Verso», «tu oponente descarte una carta», «sacrifiques un personaje»: who plays, discards or sacrifices it is the player, not a controller. */
function fromHand(t: TriggerOf<"plays"> | TriggerOf<"discards"> | TriggerOf<"draws"> | TriggerOf<"sacrifices">, [id, you, opponent]: ["Juega" | "Descarta" | "Roba" | "Sacrifica", string, string], ctx: AbilityPrinting): Event {
  if (t.filter.controller !== undefined) throw ctx.fail("las cartas de la mano de un jugador no tienen otro controlador");
  const { playedThisTurn, ...filter } = t.filter;
  const n = noun(filter.noun);
  // «tu segundo Verso cada turno», «su tercer personaje cada turno»: the nth one played (ruling R127).
  const head = playedThisTurn === undefined ? indefinite(filter.noun) : `${word(t.player === "you" ? "Tu" : "Su")} ${ordinal(playedThisTurn, n.feminine, ctx)}`;
  const turn = playedThisTurn === undefined ? [] : [word("Cada"), word("Turno")];
  if (playedThisTurn !== undefined && id !== "Juega") throw ctx.fail("«tu segundo …» solo de las cartas que juegues");
  const sacrificed = id === "Sacrifica";
  if (filter.other && !sacrificed) throw ctx.fail("«otro …» de la mano no se puede escribir");
  const first = filter.other && playedThisTurn === undefined ? agree("Otro", n.feminine, false) : head;
  const what = [first, n.singular, ...filterWords(filter, { plural: false, zone: sacrificed ? "juego" : "mano", controller: "dropped" }, ctx), ...turn].join(" ");
  ctx.push({ kind: "event", role: "object" }, t.filter.noun, false, n.feminine, true);
  const verb = t.player === "you" ? word(id, you) : `${word("Tu")} ${word("Oponente")} ${word(id, opponent)}`;
  return { text: `${verb} ${what}`, anyCard: true };
}

/** «primer», «segunda», «tercer»: the ordinals the grammar reads (grammar/carta/parser/selections.ts). */
function ordinal(n: number, feminine: boolean, ctx: AbilityPrinting): string {
  if (n === 1) return word("Primeras", feminine ? "primera" : "primer");
  if (n === 2) return word("Segundo", feminine ? "segunda" : "segundo");
  if (n === 3) return word("Tercero", feminine ? "tercera" : "tercer");
  throw ctx.fail(`el ${n}.º que juegues no se puede escribir`);
}

const TRIGGERS: { [K in TriggerKind]: TriggerPrinter<K> } = {
  // «entre» is spelled like the preposition, and the grammar reads that token (grammar/carta/parser/events.ts).
  entersPlay: (t, ctx) => subjectEvent(t, ctx, () => `${word("Entre")} ${word("En")} ${word("Juego")}`),
  leavesPlay: (t, ctx) => subjectEvent(t, ctx, () => `${word("Sale", "salga")} ${word("Del")} ${word("Juego")}`),
  destroyed: (t, ctx) => subjectEvent(t, ctx, (s) => passive(s, "Destruido") + (t.inDuel === true ? ` ${word("En")} ${word("Un")} ${word("Duelo")}` : "")),
  blocks(t, ctx) {
    const blocking = t.who?.kind === "any" ? t.who.filter.blocking : undefined;
    if (t.who?.kind === "any" && (blocking === "self" || blocking === "bearer") && t.blocked === undefined) {
      // «Cada vez que un personaje bloquee al portador»: the filter says whom it blocks.
      const { blocking: _blocking, ...blocker } = t.who.filter;
      if (blocker.controller !== undefined) ctx.eventSide = blocker.controller;
      const said = anyCard(blocker, "subject", ctx);
      const whom = blocking === "bearer" ? sayBearer(ctx).text : sayself(ctx).text;
      let text = `${said.text} ${word("Bloquea", "bloquee")} ${toRecipient(whom)}`;
      if (t.survives) text += ` ${word("Y")} ${word("Sobrevive", "sobreviva")} ${word("Al")} ${word("Duelo")}`;
      return { text, anyCard: true };
    }
    const w = who(t.who, ctx, "subject", true);
    let text = `${w.said.text} ${word("Bloquea", "bloquee")}`;
    if (t.blocked !== undefined) text += ` ${toRecipient(anyCard(t.blocked, "object", ctx).text)}`;
    if (t.survives) text += ` ${word("Y")} ${word("Sobrevive", "sobreviva")} ${word("Al")} ${word("Duelo")}`;
    return { text, anyCard: w.any };
  },
  // «… sea bloqueado por un solo personaje», «… por 2 o más personajes» (ruling R184).
  isBlocked: (t, ctx) =>
    subjectEvent(t, ctx, (s) => {
      const by = t.blockers;
      if (by === undefined) return passive(s, "Bloqueado");
      const count = by.op === "eq" && by.value === 1 ? `${agree("Un", false, false)} ${word("Solo")} ${noun("Personaje").singular}` : `${comparison(by)} ${noun("Personaje").plural}`;
      return `${passive(s, "Bloqueado")} ${word("Por")} ${count}`;
    }),
  notBlocked: (t, ctx) => subjectEvent(t, ctx, (s) => `${word("No")} ${passive(s, "Bloqueado")}`),
  damaged: (t, ctx) => subjectEvent(t, ctx, () => `${word("Recibe", "reciba")} ${word("Dano")}`),
  destroysInDuel: (t, ctx) =>
    subjectEvent(t, ctx, () => {
      // The victim, in the cementerio by now: «ese personaje» names it, a pronoun does not (compiler/resolve.ts).
      ctx.pushGone({ kind: "event", role: "object" }, "Personaje", false);
      return `${word("Destruye", "destruya")} ${word("A")} ${indefinite("Personaje")} ${noun("Personaje").singular} ${word("En")} ${word("Un")} ${word("Duelo")}`;
    }),
  entersDuel: (t, ctx) => subjectEvent(t, ctx, () => `${word("Entre")} ${word("En")} ${word("Duelo")}`),
  survivesDuel: (t, ctx) => subjectEvent(t, ctx, () => `${word("Sobrevive", "sobreviva")} ${word("A")} ${word("Un")} ${word("Duelo")}`),
  gainsLife: (t, ctx) => subjectEvent(t, ctx, () => `${word("Gana", "gane")} ${word("Vida")}`),
  // «Cuando este personaje ataque»: the subjunctive of «atacar» is spelled like the field «ataque», which the lexer reads it as.
  activates: (t, ctx) => subjectEvent(t, ctx, () => (t.attacking ? word("Ataque") : `${word("Activa", "active")} ${word("Su")} ${t.trait}`)),
  dealsDamage(t, ctx) {
    const w = who(t.who, ctx, "subject", true);
    let to: string;
    if (t.to === "character") {
      if (t.whose !== undefined) throw ctx.fail("el daño a un personaje de un jugador no se puede escribir en un disparador");
      to = anyCard({ noun: "Personaje", zone: "juego" }, "object", ctx).text;
    } else if (t.whose !== undefined) to = sanctuaryWords(t.whose);
    else to = anyCard({ noun: "Santuario", zone: "juego" }, "object", ctx).text;
    const by = t.combat === true ? `${word("El")} Embate ${word("De")} ${w.said.text}` : w.said.text;
    return { text: `${by} ${word("Haz", "haga")} ${word("Dano")} ${toRecipient(to)}`, anyCard: w.any };
  },
  plays: (t, ctx) => fromHand(t, ["Juega", "juegues", "juegue"], ctx),
  discards: (t, ctx) => fromHand(t, ["Descarta", "descartes", "descarte"], ctx),
  draws: (t, ctx) => fromHand(t, ["Roba", "robes", "robe"], ctx),
  sacrifices: (t, ctx) => fromHand(t, ["Sacrifica", "sacrifiques", "sacrifique"], ctx),
  equipped(t, ctx) {
    if (t.thisRelic === true) {
      // «Cuando equipes esta Reliquia», «… a un personaje de Valor».
      const self = sayself(ctx);
      const any = t.to?.kind === "any" && Object.keys(t.to.filter).every((k) => k === "noun" || k === "zone") && t.to.filter.noun === "Personaje";
      const to = any ? "" : ` ${toRecipient(who(t.to, ctx, "object").said.text)}`;
      return { text: `${word("Equipa", "equipes")} ${self.text}${to}`, anyCard: false };
    }
    const relic: CardFilter = t.relic ?? { noun: "Reliquia", zone: "juego" };
    const r = anyCard(relic, "subject", ctx);
    const to = who(t.to, ctx, "object");
    return { text: `${word("Equipa", "equipes")} ${r.text} ${toRecipient(to.said.text)}`, anyCard: true };
  },
  // The syntax tree calls the card of «cambie de portador» its relic, not its subject: no side (compiler/lower/selections.ts).
  changesBearer: (t, ctx) => subjectEvent(t, ctx, () => `${word("Cambia", "cambie")} ${word("De")} ${word("Portador")}`, false),
  returnsToHand: (t, ctx) => subjectEvent(t, ctx, () => `${word("Vuelve", "vuelva")} ${word("A")} ${agree("El", true, false)} ${word("Mano")} ${word("De")} ${word("Su")} ${word("Dueno")}`),
  consumed(t, ctx) {
    if (ctx.card.type !== "Escencia") throw ctx.fail("solo una Escencia se consume para pagar");
    const self = sayself(ctx);
    const paysFor: CardFilter = t.paysFor ?? { noun: "carta", zone: "mano" };
    const n = noun(paysFor.noun);
    const what = [indefinite(paysFor.noun), n.singular, ...filterWords(paysFor, { plural: false, zone: "mano", controller: "dropped" }, ctx)].join(" ");
    ctx.push({ kind: "event", role: "object" }, paysFor.noun, false, n.feminine, true);
    return { text: `${word("Consume", "consumas")} ${self.text} ${word("Para")} ${word("Paga", "pagar")} ${word("El")} ${word("Coste")} ${word("De")} ${what}`, anyCard: false };
  },
  phaseStart: (t) => ({ phase: `${word("Al")} ${word("Comienzo")} ${phaseOf(t)}` }),
  phaseEnd: (t) => ({ phase: `${word("Al")} ${word("Final")} ${phaseOf(t)}` }),
};

/** The head of a triggered ability, before its comma. */
export function printTrigger(trigger: Trigger, oncePerTurn: boolean, ctx: AbilityPrinting): string {
  const out = (TRIGGERS[trigger.kind] as TriggerPrinter<TriggerKind>)(trigger, ctx);
  if ("phase" in out) {
    if (oncePerTurn) throw ctx.fail("«La primera vez en cada turno que …» de una fase no se puede escribir");
    return capitalize(out.phase);
  }
  const opening = oncePerTurn ? phrase("PrimeraVez") : out.anyCard ? phrase("CadaVezQue") : word("Cuando");
  return `${capitalize(opening)} ${out.text}`;
}
