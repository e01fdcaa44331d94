// What «no puede …» forbids, one printer per restriction kind: the words after «no
// puede(n)» (or the whole predicate, for «no se endereza»), shared by the restrict step
// («… no pueden bloquear este turno») and the static ability («Este personaje no puede
// bloquear.»).
import type { CardFilter, Restriction, RestrictionKind, Subject, Trait } from "../../ir.js";
import type { AbilityPrinting } from "./context.js";
import { abilityName, filterWords } from "./filters.js";
import { traitList } from "./subjects.js";
import { agree, indefinite, noun, word } from "./words.js";

/** The subject the restriction is about, for agreement and for «su Embate». */
export interface Restricted {
  plural: boolean;
  feminine: boolean;
  /** A player («tu oponente no puede activar Rasgos de Interferencia») rather than a card. */
  player: boolean;
  /** You, written in the verb («No puedes jugar Versos este turno»). */
  you?: boolean;
  /** Said by a static ability: no duration follows. */
  lasting?: boolean;
}

type RestrictionOf<K extends RestrictionKind> = Extract<Restriction, { kind: K }>;
type RestrictionPrinter<K extends RestrictionKind> = (r: RestrictionOf<K>, who: Restricted, ctx: AbilityPrinting) => string;

/** «Versos de tu oponente», «Rasgos que juegues». */
function source(s: { source: "Verso" | "rasgo"; controller?: "you" | "opponent" }, withSide: boolean): string {
  const what = s.source === "Verso" ? noun("Verso").plural : word("Rasgo", "Rasgos");
  if (!withSide || s.controller === undefined) return what;
  return s.controller === "opponent" ? `${what} ${word("De")} ${word("Tu")} ${word("Oponente")}` : `${what} ${word("Que")} ${word("Juega", "juegues")}`;
}

/**
 * «de Versos ni de Rasgos de tu oponente»: a side written once at the end speaks of
 * every source before it (grammar/carta/parser/clauses.ts, sources), so it is written
 * once when all share it, and a source without one cannot come before one with it.
 */
function sources(list: Array<{ source: "Verso" | "rasgo"; controller?: "you" | "opponent" }>, ctx: AbilityPrinting): string {
  if (list.length === 0) throw ctx.fail("«no puede ser objetivo» sin decir de qué");
  const last = list[list.length - 1]!;
  const shared = last.controller !== undefined && list.every((s) => s.controller === last.controller);
  if (!shared && last.controller !== undefined && list.some((s) => s.controller === undefined)) {
    throw ctx.fail("una fuente sin controlador antes de otra con él: el controlador escrito al final hablaría de las dos");
  }
  return list.map((s, i) => `${word("De")} ${source(s, !shared || i === list.length - 1)}`).join(` ${word("Ni")} `);
}

function traits(list: Trait[], who: Restricted): string {
  // «su Embate» of a card; «Rasgos de Interferencia» of a player or of several traits.
  if (list.length === 1 && !who.player) return `${word("Su")} ${list[0]}`;
  const rasgos = word("Rasgo", "Rasgos");
  return list.length === 0 ? rasgos : `${rasgos} ${traitList(list)}`;
}

/** «no puede», «no pueden». */
function cannot(who: Restricted): string {
  return `${word("No")} ${word("Puedes", who.you === true ? "puedes" : who.plural ? "pueden" : "puede")}`;
}

const RESTRICTIONS: { [K in RestrictionKind]: RestrictionPrinter<K> } = {
  losesKeyword: (r, who) => `${word("Pierde", who.plural ? "pierden" : "pierde")} ${abilityName(r.keyword)}`,
  mayBlock(r, who) {
    const may = `${word("Puedes", who.plural ? "pueden" : "puede")} ${word("Bloquea", "bloquear")}`;
    if (r.despite === "turned") return `${may} ${word("Aunque")} ${word("Esta", who.plural ? "estén" : "esté")} ${agree("Girado", who.feminine, who.plural)}`;
    if (r.despite === "twice") return `${may} 2 ${word("Vez", "veces")} ${word("Por")} ${word("Turno")}`;
    if (r.despite === "staysUntapped") return `${word("No")} ${word("Se")} ${word("Gira", who.plural ? "giran" : "gira")} ${word("Luego", "después")} ${word("De")} ${word("Bloquea", "bloquear")}`;
    return `${may} ${word("A")} ${noun("Personaje").plural} ${word("Con")} ${word("Imbatible")}`;
  },
  // «puede activar su Embate el turno en que entra en juego» (static), «… (hasta el final del turno)», «… una vez más».
  mayActivate(r, who) {
    const may = `${word("Puedes", who.plural ? "pueden" : "puede")} ${word("Activa", "activar")} ${traits([r.trait], who)}`;
    if (r.despite === "again") return `${may} ${agree("Un", true, false)} ${word("Vez")} ${word("Mas")}`;
    return who.lasting === true ? `${may} ${word("El")} ${word("Turno")} ${word("En")} ${word("Que")} ${word("Entra")} ${word("En")} ${word("Juego")}` : may;
  },
  cannotBlock: (_r, who) => `${cannot(who)} ${word("Bloquea", "bloquear")}`,
  cannotAttack: (_r, who) => `${cannot(who)} ${word("Ataca", "atacar")}`,
  cannotBeBlocked(r, who, ctx) {
    const be = `${cannot(who)} ${word("Es", "ser")} ${agree("Bloqueado", who.feminine, who.plural)}`;
    if (r.by === undefined) return be;
    // «por personajes con 2 o menos de ataque»: a bare plural, every card that matches.
    if (r.by.other || r.by.anyOf !== undefined) throw ctx.fail("«no puede ser bloqueado por otros …» no se puede escribir");
    const n = noun(r.by.noun);
    ctx.push({ kind: "all", filter: r.by }, r.by.noun, true, n.feminine, false);
    return [be, word("Por"), n.plural, ...filterWords(r.by, { plural: true, zone: "juego", controller: "say" }, ctx)].join(" ");
  },
  cannotActivate: (r, who) => `${cannot(who)} ${word("Activa", "activar")} ${traits(r.traits, who)}`,
  // «no puede jugar Versos»: a bare plural, every card of the kind it names, from the hand.
  cannotPlay(r, who, ctx) {
    if (r.filter.other || r.filter.anyOf !== undefined) throw ctx.fail("«no puede jugar otros …» no se puede escribir");
    const n = noun(r.filter.noun);
    // «no puede jugar más de un Verso por turno» (ruling R185).
    if (r.perTurn !== undefined) {
      const count = r.perTurn === 1 ? `${indefinite(r.filter.noun)} ${n.singular}` : `${r.perTurn} ${n.plural}`;
      return [cannot(who), word("Juega", "jugar"), word("Mas"), word("De"), count, ...filterWords(r.filter, { plural: r.perTurn !== 1, zone: "mano", controller: "dropped" }, ctx), word("Por"), word("Turno")].join(" ");
    }
    return [cannot(who), word("Juega", "jugar"), n.plural, ...filterWords(r.filter, { plural: true, zone: "mano", controller: "dropped" }, ctx)].join(" ");
  },
  cannotBeTargeted: (r, who, ctx) => `${cannot(who)} ${word("Es", "ser")} ${word("Objetivo")} ${sources(r.by, ctx)}`,
  cannotBeDestroyed(r, who, ctx) {
    const be = `${cannot(who)} ${word("Es", "ser")} ${agree("Destruido", who.feminine, who.plural)}`;
    return r.by === undefined ? be : `${be} ${word("Por")} ${sources([r.by], ctx).slice(word("De").length + 1)}`;
  },
  cannotBeProhibited: (_r, who) => `${cannot(who)} ${word("Es", "ser")} ${agree("Prohibido", who.feminine, who.plural)}`,
  // Not untapping in the Alba (Reglamento 9): «no se endereza», no «puede».
  doesNotUntap: (_r, who) => `${word("No")} ${word("Se")} ${word("Endereza", who.plural ? "enderezan" : "endereza")}`,
};

/** «no puede(n) bloquear», «no se endereza(n)»: the predicate after the subject. */
export function printRestriction(r: Restriction, who: Restricted, ctx: AbilityPrinting): string {
  return (RESTRICTIONS[r.kind] as RestrictionPrinter<RestrictionKind>)(r, who, ctx);
}

/** Whether the subject of a restriction is a player. */
export function isPlayer(subject: Subject): boolean {
  return subject.kind === "player" || subject.kind === "playerTarget" || subject.kind === "controllerOf" || subject.kind === "ownerOf" || subject.kind === "eventPlayer";
}

/** «Los Versos de Orden que juegues», «Los demás personajes que tu oponente juegue»: the cards on the chain a static speaks of (ruling R125). */
export function playedCards(filter: CardFilter, ctx: AbilityPrinting): string {
  const { controller, ...f } = filter;
  if (f.zone !== "cadena") throw ctx.fail("«no puede ser prohibido» de cartas que no están en la cadena");
  if (f.anyOf !== undefined || f.playedThisTurn !== undefined) throw ctx.fail("«no pueden ser prohibidos» de cartas de varias clases");
  const n = noun(f.noun);
  const head = f.other ? `${agree("El", n.feminine, true)} ${word("Demas")}` : agree("El", n.feminine, true);
  const filters = filterWords({ ...f, other: false }, { plural: true, zone: "cadena", forcedZone: "cadena", controller: "say" }, ctx);
  const played = controller === undefined ? [] : controller === "you" ? [`${word("Que")} ${word("Juega", "juegues")}`] : [`${word("Que")} ${word("Tu")} ${word("Oponente")} ${word("Juega", "juegue")}`];
  return [head, n.plural, ...filters, ...played].join(" ");
}
