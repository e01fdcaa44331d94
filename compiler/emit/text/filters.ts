// Card filters as the words after a noun («personaje de Orden girado con coste 3 o
// menos que controles»), and the heads of selections («un», «otro», «hasta 2», «tus»,
// «cada»). The order of the words matters where the lowering applies them in text
// order (compiler/lower/selections.ts, applyFilter): a zone of yours («de tu
// cementerio») makes the card yours, so the controller is written after the zone.
import { WORDS, type WordId } from "../../../grammar/index.js";
import type { CardFilter, Comparison, SelectionNoun, TargetDeclaration, Zone } from "../../ir.js";
import type { AbilityPrinting } from "./context.js";
import { agree, indefinite, noun, numberWord, phrase, phraseVariant, word } from "./words.js";
import { quoteName } from "./unprintable.js";

export interface FilterStyle {
  plural: boolean;
  /** The zone the lowering assumes where nothing is written. */
  zone: Zone;
  /** A zone the clause itself sets (a search looks in the deck, a cost change at the hand): never written. */
  forcedZone?: Zone;
  /**
   * How «controlled by» is written: said; implied by the head («tus personajes»); or
   * dropped, where the lowering deletes it (conditions, the cards a trigger sees played).
   */
  controller: "say" | "implied" | "dropped";
  /** The object of «pon», «devuelve»: its filters cannot hold «en …», which starts the destination. */
  beforeDestination?: boolean;
}

export function comparison(c: Comparison): string {
  if (c.op === "eq") return `${c.value}`;
  return `${c.value} ${word("O")} ${word(c.op === "ge" ? "Mas" : "Menos")}`;
}

const STAT_WORDS: Record<"cost" | "attack" | "life", WordId> = { cost: "Coste", attack: "Ataque", life: "Vida" };

/** The name of a keyword or a trait, as the card prints it («Letal», «Sin entrenamiento», «Embate»). */
export function abilityName(name: string): string {
  if (name === "Sin entrenamiento") return phrase("SinEntrenamiento");
  const entry = (WORDS as Record<string, { canonical: string }>)[name === "Mítica" ? "Mitica" : name];
  if (entry === undefined) throw new Error(`printer: no vocabulary word for ${name}`);
  return entry.canonical;
}

/** A zone of a player: «tu mano», «tu cementerio», «tu baraja». */
function zoneNoun(zone: "mano" | "cementerio" | "baraja"): string {
  return word(zone === "mano" ? "Mano" : zone === "cementerio" ? "Cementerio" : "Baraja");
}

/** The words after the noun. */
export function filterWords(filter: CardFilter, style: FilterStyle, ctx: AbilityPrinting): string[] {
  const n = noun(filter.noun);
  const out: string[] = [];
  if (filter.anyOf !== undefined) throw ctx.fail("una selección «… o …» dentro de otra");
  if (filter.playedThisTurn !== undefined) throw ctx.fail("«la primera … que juegues cada turno» solo cambia un coste o dispara");
  if (filter.turned !== undefined) out.push(agree(filter.turned ? "Girado" : "Enderezado", n.feminine, style.plural));
  if (filter.essence !== undefined) out.push(agree(filter.essence === "básica" ? "Basica" : "Especial", n.feminine, style.plural));
  if (filter.attacking === true) out.push(agree("Atacante", n.feminine, style.plural));
  if (filter.damaged === true) out.push(agree("Danado", n.feminine, style.plural));
  if (filter.inIncursion === true) out.push(`${word("Que")} ${word("Participa", style.plural ? "participen" : "participe")} ${word("En")} ${agree("Un", true, false)} ${word("Incursion")}`);
  if (filter.blocked === true) out.push(agree("Bloqueado", n.feminine, style.plural));
  // «por cada Reliquia que tengan equipada»: of each of the cards changed, written in the plural (ruling R181).
  if (filter.equipped === true && filter.equippedTo === "each") out.push(`${word("Que")} ${word("Tiene", "tengan")} ${agree("Equipado", n.feminine, style.plural)}`);
  else if (filter.equipped === true) {
    out.push(agree("Equipado", n.feminine, style.plural));
    if (filter.equippedTo === "self") out.push(`${word("A")} ${word("Pronombre")}`);
    else if (filter.equippedTo === "bearer") out.push(`${word("Al")} ${word("Portador")}`);
  }
  if (filter.faction !== undefined) out.push(`${word("De")} ${word(filter.faction)}`);
  for (const stat of ["cost", "attack", "life"] as const) {
    const c = filter[stat];
    if (c !== undefined) out.push(`${word("Con")} ${word(STAT_WORDS[stat])} ${comparison(c)}`);
  }
  if (filter.than !== undefined) out.push(`${word("Con")} ${word(filter.than.op === "gt" ? "Mas" : "Menos")} ${word(STAT_WORDS[filter.than.stat])} ${word("Que")} ${word("Pronombre")}`);
  if (filter.has !== undefined) out.push(`${word("Con")} ${abilityName(filter.has)}`);
  if (filter.hasRelic === true) out.push(`${word("Con")} ${indefinite("Reliquia")} ${noun("Reliquia").singular} ${agree("Equipado", true, false)}`);
  if (filter.relicCount !== undefined) out.push(`${word("Con")} ${comparison(filter.relicCount)} ${noun("Reliquia").plural} ${agree("Equipado", true, true)}`);
  if (filter.hasRelic === false) out.push(`${word("Sin")} ${noun("Reliquia").plural} ${agree("Equipado", true, true)}`);
  if (filter.equipped === false) out.push(`${word("Sin")} ${word("Portador")}`);
  if (filter.named !== undefined) out.push(`${agree("Llamado", n.feminine, style.plural)} ${quoteName(filter.named)}`);
  if (filter.notNoun !== undefined) out.push(`${word("Que")} ${word("No")} ${word("Es", "sea")} ${indefinite(filter.notNoun)} ${noun(filter.notNoun).singular}`);
  if (filter.activated !== undefined) out.push(`${word("Que")} ${word("Hay", "haya")} ${word("Activa", "activado")} ${word("Su")} ${filter.activated} ${word("Este")} ${word("Turno")}`);
  if (filter.enteredThisTurn === true) out.push(`${word("Que")} ${word("Hay", "haya")} ${word("Entra", "entrado")} ${word("En")} ${word("Juego")} ${word("Este")} ${word("Turno")}`);
  if (filter.notActivated !== undefined) out.push(`${word("Que")} ${word("No")} ${word("Hay", "haya")} ${word("Activa", "activado")} ${word("Su")} ${filter.notActivated} ${word("Este")} ${word("Turno")}`);
  if (filter.blocking !== undefined) {
    if (filter.blocking === "any") out.push(`${word("Que")} ${word("Esta", style.plural ? "estén" : "esté")} ${word("Bloquea", "bloqueando")}`);
    else {
      // «que lo bloquee» is of the card with the ability, or of its bearer on a Reliquia.
      const own = ctx.card.type === "Reliquia" ? "bearer" : "self";
      if (filter.blocking !== own) throw ctx.fail(`«que lo bloquee» habla ${own === "bearer" ? "del portador" : "de esta carta"}, no ${filter.blocking === "bearer" ? "del portador" : "de esta carta"}`);
      out.push(`${word("Que")} ${word("Lo")} ${word("Bloquea", style.plural ? "bloqueen" : "bloquee")}`);
    }
  }
  out.push(...zoneAndController(filter, style, ctx));
  // After whose it is: «otro personaje que controles que esté en duelo».
  if (filter.inDuel !== undefined) {
    if (filter.inDuel === "any") out.push(`${word("Que")} ${word("Esta", style.plural ? "estén" : "esté")} ${word("En")} ${word("Duelo")}`);
    else {
      // «en duelo con él» is of the card with the ability, or of its bearer on a Reliquia.
      const own = ctx.card.type === "Reliquia" ? "bearer" : "self";
      if (filter.inDuel !== own) throw ctx.fail(`«en duelo con él» habla ${own === "bearer" ? "del portador" : "de esta carta"}, no ${filter.inDuel === "bearer" ? "del portador" : "de esta carta"}`);
      out.push(phrase("EnDueloConEl"));
    }
  }
  if (filter.destroyerOf !== undefined) {
    const own = ctx.card.type === "Reliquia" ? "bearer" : "self";
    if (filter.destroyerOf !== own) throw ctx.fail(`«que lo destruyó» habla ${own === "bearer" ? "del portador" : "de esta carta"}`);
    out.push(style.plural ? phraseVariant("QueLoDestruyo", "que lo destruyeron") : phrase("QueLoDestruyo"));
  }
  return out;
}

function zoneAndController(filter: CardFilter, style: FilterStyle, ctx: AbilityPrinting): string[] {
  const out: string[] = [];
  let controllerSaid = false;
  const zone = filter.zone;
  if (style.forcedZone !== undefined) {
    if (zone !== style.forcedZone) throw ctx.fail(`una selección en «${zone}» donde el efecto siempre mira «${style.forcedZone}»`);
  } else if (zone !== style.zone) {
    if (zone === "mano" || zone === "cementerio" || zone === "baraja") {
      // «de tu cementerio» makes the card yours; «en su cementerio», your opponent's.
      const whose = filter.controller ?? (style.controller === "dropped" ? "you" : undefined);
      if (whose === undefined) throw ctx.fail(`«${zone}» es la zona de un jugador: una selección ahí sin controlador no se puede escribir`);
      if (whose === "you") out.push(`${word("De")} ${word("Tu")} ${zoneNoun(zone)}`);
      else {
        // Before a destination «en su cementerio» would start it: «del cementerio de tu oponente».
        if (style.beforeDestination) out.push(`${zone === "mano" ? `${word("De")} ${agree("El", true, false)}` : word("Del")} ${zoneNoun(zone)} ${word("De")} ${word("Tu")} ${word("Oponente")}`);
        else out.push(`${word("En")} ${word("Su")} ${zoneNoun(zone)}`);
      }
      controllerSaid = true;
    } else {
      if (style.beforeDestination) throw ctx.fail(`una carta «en ${zone}» antes de su destino`);
      out.push(zone === "juego" ? `${word("En")} ${word("Juego")}` : `${word("En")} ${agree("El", true, false)} ${word("Cadena")}`);
    }
  }
  if (controllerSaid || filter.controller === undefined) return out;
  if (style.controller === "dropped") throw ctx.fail("aquí el controlador de la selección no se escribe (la condición o el disparador no lo mira)");
  if (style.controller === "implied") {
    if (filter.controller !== "you") throw ctx.fail("«tus …» con cartas de tu oponente");
    return out;
  }
  out.push(filter.controller === "you" ? `${word("Que")} ${word("Controla", "controles")}` : `${word("Que")} ${word("Tu")} ${word("Oponente")} ${word("Controla", "controle")}`);
  return out;
}

/** «otro», «otra», «otros», «otras». */
function other(n: SelectionNoun, plural: boolean): string {
  return agree("Otro", noun(n).feminine, plural);
}

/** How many a target declaration picks, as its head words, and whether the noun goes plural. */
export function countHead(filter: CardFilter, count: TargetDeclaration["count"], ctx: AbilityPrinting): { head: string; plural: boolean } {
  const n = filter.noun;
  if ("exactly" in count) {
    const k = count.exactly;
    if (k === 1) return { head: filter.other ? other(n, false) : indefinite(n), plural: false };
    return { head: filter.other ? `${k} ${other(n, true)}` : `${k}`, plural: true };
  }
  const k = count.upTo;
  if (count.min !== undefined) {
    // «uno o dos personajes»: the only lower bound the language writes is one.
    const max = numberWord(k);
    if (count.min !== 1 || filter.other || max === undefined || k < 2) throw ctx.fail(`«entre ${count.min} y ${k}» objetivos no se puede escribir (solo «uno o N»)`);
    return { head: `${word("Un", "uno")} ${word("O")} ${max}`, plural: true };
  }
  if (k === 99) {
    if (filter.other) throw ctx.fail("«cualquier cantidad de otros …» no se puede escribir");
    return { head: phrase("CualquierCantidad"), plural: true };
  }
  return { head: `${word("Hasta")} ${k}${filter.other ? ` ${other(n, k !== 1)}` : ""}`, plural: k !== 1 };
}

/** «un personaje que controles», «hasta 2 Reliquias», «una Reliquia o un personaje con vida 2 o menos». */
export function declarationWords(filter: CardFilter, count: TargetDeclaration["count"], style: Omit<FilterStyle, "plural">, ctx: AbilityPrinting): { text: string; plural: boolean } {
  if (filter.anyOf !== undefined) {
    // One target that may be any of several kinds: each kind as «un …», joined by «o».
    const { anyOf, noun: outer, zone, ...rest } = filter;
    if (outer !== "carta" || Object.keys(rest).length > 0 || zone !== (style.forcedZone ?? style.zone) || !("exactly" in count) || count.exactly !== 1) {
      throw ctx.fail("una selección «… o …» con condiciones comunes a todas sus opciones");
    }
    const options = anyOf.map((option) => declarationWords(option, count, style, ctx).text);
    return { text: options.join(` ${word("O")} `), plural: false };
  }
  const { head, plural } = countHead(filter, count, ctx);
  const n = noun(filter.noun);
  return { text: [head, plural ? n.plural : n.singular, ...filterWords(filter, { ...style, plural }, ctx)].join(" "), plural };
}

/**
 * Every card that matches, chosen by none: «tus personajes …»; as the subject of its
 * clause «los personajes que tu oponente controle …», as printed cards say it; else
 * «cada personaje …». A Santuario always takes «cada»: «tus Santuarios» and «los
 * Santuarios de tu oponente» read as one Santuario.
 */
export function everyWords(filter: CardFilter, style: Omit<FilterStyle, "plural" | "controller"> & { controller?: FilterStyle["controller"]; subject?: boolean }, ctx: AbilityPrinting): { text: string; plural: boolean } {
  if (filter.anyOf !== undefined) {
    const { anyOf, noun: outer, zone, ...rest } = filter;
    if (outer !== "carta" || Object.keys(rest).length > 0 || zone !== (style.forcedZone ?? style.zone)) throw ctx.fail("una selección «… o …» con condiciones comunes a todas sus opciones");
    return { text: anyOf.map((option) => everyWords(option, style, ctx).text).join(` ${word("O")} `), plural: false };
  }
  const n = noun(filter.noun);
  const controller = style.controller ?? "say";
  // «tus Santuarios» reads as «tu Santuario» (one Santuario): a Santuario takes «cada».
  if (filter.controller === "you" && controller === "say" && filter.noun !== "Santuario" && !ownZone(filter.zone)) {
    const head = filter.other ? `${agree("Tu", false, true)} ${other(filter.noun, true)}` : agree("Tu", false, true);
    return { text: [head, n.plural, ...filterWords(filter, { ...style, controller: "implied", plural: true }, ctx)].join(" "), plural: true };
  }
  if (style.subject && filter.noun !== "Santuario") {
    const head = filter.other ? `${agree("El", n.feminine, true)} ${word("Demas")}` : agree("El", n.feminine, true);
    return { text: [head, n.plural, ...filterWords(filter, { ...style, controller, plural: true }, ctx)].join(" "), plural: true };
  }
  const head = filter.other ? `${word("Cada")} ${other(filter.noun, false)}` : word("Cada");
  return { text: [head, n.singular, ...filterWords(filter, { ...style, controller, plural: false }, ctx)].join(" "), plural: false };
}

function ownZone(zone: Zone): boolean {
  return zone === "mano" || zone === "cementerio" || zone === "baraja";
}
