// Conditions after «Si» (indicative: «si controlas …») and «Mientras» (subjunctive:
// «Mientras controles …»), one printer per condition kind. A condition counts and looks:
// its selections never declare targets (compiler/lower/values.ts, lowerCondition).
import { WORDS } from "../../../grammar/index.js";
import type { CardFilter, Condition, ConditionKind, Side, Subject, TurnDeedKind } from "../../ir.js";
import type { AbilityPrinting } from "./context.js";
import { comparison, filterWords } from "./filters.js";
import { pronounFinds, sanctuaryWords, say } from "./subjects.js";
import { agree, indefinite, noun, word } from "./words.js";

export type Mood = "indicative" | "subjunctive";

type ConditionOf<K extends ConditionKind> = Extract<Condition, { kind: K }>;
type ConditionPrinter<K extends ConditionKind> = (c: ConditionOf<K>, mood: Mood, ctx: AbilityPrinting) => string;

/** A verb in the mood of the condition: «controlas» / «controles». */
function moodOf(mood: Mood, indicative: [id: Parameters<typeof word>[0], form: string], subjunctive: string): string {
  return word(indicative[0], mood === "indicative" ? indicative[1] : subjunctive);
}

const SIDE_OPPONENT = (): string => `${word("Tu")} ${word("Oponente")}`;

/** «tienes» or «tu oponente tiene», in the mood. */
function has(who: Side, mood: Mood): string {
  return who === "you" ? moodOf(mood, ["Tiene", "tienes"], "tengas") : `${SIDE_OPPONENT()} ${moodOf(mood, ["Tiene", "tiene"], "tenga")}`;
}

/** The words of the card a condition speaks of, registered as the resolver registers a condition's subject. */
function subjectOf(what: Subject, ctx: AbilityPrinting): { text: string; feminine: boolean } {
  const said = say(what, { declare: false }, ctx);
  return { text: said.text, feminine: said.feminine };
}

const CONDITIONS: { [K in ConditionKind]: ConditionPrinter<K> } = {
  controls(c, mood, ctx) {
    const f = c.filter;
    const n = noun(f.noun);
    const plural = c.atLeast !== 1;
    const other = f.other ? agree("Otro", n.feminine, plural) : "";
    const head = plural ? `${c.atLeast} ${word("O")} ${word("Mas")}${other !== "" ? ` ${other}` : ""}` : other !== "" ? other : indefinite(f.noun);
    const what = [head, plural ? n.plural : n.singular, ...filterWords(f, { plural, zone: "juego", controller: "dropped" }, ctx)].join(" ");
    const verb = c.who === "you" ? moodOf(mood, ["Controla", "controlas"], "controles") : `${SIDE_OPPONENT()} ${moodOf(mood, ["Controla", "controla"], "controle")}`;
    return `${verb} ${what}`;
  },
  sanctuaryLife(c, mood) {
    return `${sanctuaryWords(c.whose)} ${moodOf(mood, ["Tiene", "tiene"], "tenga")} ${comparison(c.compare)} ${word("De")} ${word("Vida")}`;
  },
  sanctuaryLifeVs(c, mood) {
    const than = c.whose === "you" ? `${word("El")} ${word("De")} ${word("Tu")} ${word("Oponente")}` : `${word("El")} ${word("Tuyo")}`;
    return `${sanctuaryWords(c.whose)} ${moodOf(mood, ["Tiene", "tiene"], "tenga")} ${word(c.op === "lt" ? "Menos" : "Mas")} ${word("Vida")} ${word("Que")} ${than}`;
  },
  cardsInVs(c, mood, ctx) {
    // «tienes menos cartas en la mano que tu oponente», «controlas más personajes que tu oponente».
    const more = word(c.op === "lt" ? "Menos" : "Mas");
    const than = `${word("Que")} ${c.whose === "you" ? `${word("Tu")} ${word("Oponente")}` : word("Tu", "tú")}`;
    if (c.zone === "juego") {
      const f = c.filter ?? { noun: "carta" as const, zone: "juego" as const };
      if (f.other) throw ctx.fail("«controlas más otros …» no se puede escribir");
      const n = noun(f.noun);
      const what = [more, n.plural, ...filterWords(f, { plural: true, zone: "juego", controller: "dropped" }, ctx)].join(" ");
      const verb = c.whose === "you" ? moodOf(mood, ["Controla", "controlas"], "controles") : `${SIDE_OPPONENT()} ${moodOf(mood, ["Controla", "controla"], "controle")}`;
      return `${verb} ${what} ${than}`;
    }
    if (c.filter !== undefined) throw ctx.fail("comparar cartas de un tipo en la mano, el cementerio o la baraja no se puede escribir");
    const zone = word(c.zone === "mano" ? "Mano" : c.zone === "cementerio" ? "Cementerio" : "Baraja");
    return `${has(c.whose, mood)} ${more} ${noun("carta").plural} ${word("En")} ${agree("El", true, false)} ${zone} ${than}`;
  },
  turnOf(c, mood, ctx) {
    if (c.phase !== undefined) {
      if (c.whose !== "you") throw ctx.fail("una fase del turno de tu oponente no se puede escribir");
      return `${moodOf(mood, ["Es", "es"], "sea")} ${word("Tu")} ${c.phase}`;
    }
    const turn = c.whose === "you" ? `${word("Tu")} ${word("Turno")}` : `${word("El")} ${word("Turno")} ${word("De")} ${word("Tu")} ${word("Oponente")}`;
    return `${moodOf(mood, ["Es", "es"], "sea")} ${turn}`;
  },
  cardsIn(c, mood, ctx) {
    const zoneWord = word(c.zone === "mano" ? "Mano" : c.zone === "cementerio" ? "Cementerio" : c.zone === "baraja" ? "Baraja" : "Juego");
    const whose = c.whose;
    if (whose === "any" && c.zone !== "juego") throw ctx.fail("contar las cartas de ambos jugadores fuera del juego no se puede escribir");
    const where = c.zone === "juego" ? `${word("En")} ${zoneWord}` : `${word("En")} ${word(whose === "you" ? "Tu" : "Su")} ${zoneWord}`;
    if (c.filter === undefined && c.zone !== "juego" && whose !== "any") {
      // «tienes 2 o menos cartas en tu mano»: the count, then «carta(s)».
      const one = c.compare.value === 1 && c.compare.op === "eq";
      return `${has(whose, mood)} ${comparison(c.compare)} ${one ? noun("carta").singular : noun("carta").plural} ${where}`;
    }
    // «hay diez o más Versos en tu cementerio»: the cards are a selection, the zone says whose;
    // in play, «hay … en juego» counts both players' cards and «hay … que controles» yours.
    const f: CardFilter = { ...(c.filter ?? { noun: "carta" as const, zone: c.zone }) };
    if (c.zone === "juego" && c.whose !== "any") f.controller = c.whose;
    if (f.zone !== c.zone) throw ctx.fail("una condición «hay …» con una zona distinta de la que cuenta");
    const n = noun(f.noun);
    const k = c.compare.value;
    let head: string;
    let plural: boolean;
    if (c.compare.op === "le") throw ctx.fail("«hay N o menos …» no se puede escribir");
    if (c.compare.op === "ge" && k === 1) {
      head = indefinite(f.noun);
      plural = false;
    } else {
      head = c.compare.op === "ge" ? `${k} ${word("O")} ${word("Mas")}` : `${k}`;
      plural = k !== 1;
    }
    if (f.other) throw ctx.fail("«hay otro …» no se puede escribir");
    const words = filterWords(f, { plural, zone: c.zone, controller: c.zone === "juego" ? "say" : "dropped" }, ctx);
    return [moodOf(mood, ["Hay", "hay"], "haya"), head, plural ? n.plural : n.singular, ...words, ...(c.zone === "juego" && c.whose !== "any" ? [] : [where])].join(" ");
  },
  is(c, mood, ctx) {
    const { noun: n, zone, ...rest } = c.filter;
    if (zone !== "juego") throw ctx.fail("«es un …» mira la carta en juego");
    const keys = Object.keys(rest);
    // «Si es un Verso»: of the card just looked at, the pronoun «es» finds it.
    const bare = n !== "carta" && pronounFinds(c.what, false, ctx) && (c.what.kind === "found" || c.what.kind === "target");
    if (!bare) {
      const subject = subjectOf(c.what, ctx);
      if (n === "carta" && keys.length === 1 && rest.turned !== undefined) {
        return `${subject.text} ${moodOf(mood, ["Esta", "está"], "esté")} ${agree(rest.turned ? "Girado" : "Enderezado", subject.feminine, false)}`;
      }
      if (n === "carta" && keys.length === 1 && rest.attacking === true) return `${subject.text} ${moodOf(mood, ["Esta", "está"], "esté")} ${word("Ataca", "atacando")}`;
      if (n === "carta" && keys.length === 1 && rest.blocking === "any") return `${subject.text} ${moodOf(mood, ["Esta", "está"], "esté")} ${word("Bloquea", "bloqueando")}`;
      if (n === "carta" && keys.length === 1 && rest.inDuel === "any") return `${subject.text} ${moodOf(mood, ["Esta", "está"], "esté")} ${word("En")} ${word("Duelo")}`;
      if (n === "carta" && keys.length === 1 && rest.inIncursion === true) {
        return `${subject.text} ${moodOf(mood, ["Participa", "participa"], "participe")} ${word("En")} ${agree("Un", true, false)} ${word("Incursion")}`;
      }
      if (n === "carta" && keys.length === 1 && rest.faction !== undefined) return `${subject.text} ${moodOf(mood, ["Es", "es"], "sea")} ${word("De")} ${rest.faction}`;
      if (n === "carta" && keys.length === 1 && rest.equipped === false) return `${subject.text} ${word("No")} ${moodOf(mood, ["Tiene", "tiene"], "tenga")} ${word("Portador")}`;
      if (n === "carta" && keys.length === 1 && rest.relicCount !== undefined) {
        return `${subject.text} ${moodOf(mood, ["Tiene", "tiene"], "tenga")} ${comparison(rest.relicCount)} ${noun("Reliquia").plural} ${agree("Equipado", true, true)}`;
      }
      if (n === "carta" && keys.length === 1 && rest.hasRelic === true) {
        return `${subject.text} ${moodOf(mood, ["Tiene", "tiene"], "tenga")} ${indefinite("Reliquia")} ${noun("Reliquia").singular} ${agree("Equipado", true, false)}`;
      }
      return `${subject.text} ${isA(c, mood, ctx)}`;
    }
    return isA(c, mood, ctx);
  },
  activated(c, mood, ctx) {
    // «si otro personaje que controles activó su Embate»: any of them, said as one.
    if (c.what.kind === "all") return `${someCard(c.what.filter, ctx)} ${activated(c, mood)}`;
    return `${subjectOf(c.what, ctx).text} ${activated(c, mood)}`;
  },
  destroyed(c, mood, ctx) {
    const subject = subjectOf(c.what, ctx);
    return `${subject.text} ${moodOf(mood, ["Es", "es"], "sea")} ${agree("Destruido", subject.feminine, false)}`;
  },
  thisTurn(c, mood, ctx) {
    return happened(c, mood, ctx, false);
  },
  not(c, mood, ctx) {
    const inner = c.condition;
    // «Si no jugaste ningún Verso este turno», «Si ningún personaje que controlabas fue destruido este turno».
    if (inner.kind === "thisTurn" && inner.compare.op === "ge" && inner.compare.value === 1) return happened(inner, mood, ctx, true);
    // «Si no controlas otro personaje», «Mientras no tengas cartas en la mano».
    if (inner.kind === "controls" && inner.who === "you") return `${word("No")} ${CONDITIONS.controls(inner, mood, ctx)}`;
    if (inner.kind === "controls") return `${SIDE_OPPONENT()} ${word("No")} ${CONDITIONS.controls({ ...inner, who: "you" }, mood, ctx).replace(/^\S+/, moodOf(mood, ["Controla", "controla"], "controle"))}`;
    if (inner.kind === "cardsIn" && inner.whose !== "any" && inner.zone !== "juego" && inner.filter === undefined && inner.compare.op === "ge" && inner.compare.value === 1) {
      const zone = word(inner.zone === "mano" ? "Mano" : inner.zone === "cementerio" ? "Cementerio" : "Baraja");
      // «Si no tienes cartas en tu mano», «si tu oponente no tiene cartas en su mano».
      if (inner.whose === "you") return `${word("No")} ${has("you", mood)} ${noun("carta").plural} ${word("En")} ${word("Tu")} ${zone}`;
      return `${SIDE_OPPONENT()} ${word("No")} ${moodOf(mood, ["Tiene", "tiene"], "tenga")} ${noun("carta").plural} ${word("En")} ${word("Su")} ${zone}`;
    }
    if (inner.kind === "is" && inner.filter.zone === "juego" && inner.filter.noun === "carta" && inner.filter.hasRelic === true && Object.keys(inner.filter).length === 3) {
      // «Mientras este personaje no tenga una Reliquia equipada».
      return `${subjectOf(inner.what, ctx).text} ${word("No")} ${moodOf(mood, ["Tiene", "tiene"], "tenga")} ${indefinite("Reliquia")} ${noun("Reliquia").singular} ${agree("Equipado", true, false)}`;
    }
    if (inner.kind !== "activated") throw ctx.fail(`«no …» de una condición «${inner.kind}» no se puede escribir`);
    return `${subjectOf(inner.what, ctx).text} ${word("No")} ${activated(inner, mood)}`;
  },
};

const DEED_VERBS: { [K in TurnDeedKind]: { word: "Activa" | "Juega" | "Descarta" | "Roba"; you: string; other: string; participle: string } | null } = {
  activated: { word: "Activa", you: "activaste", other: "activó", participle: "activado" },
  played: { word: "Juega", you: "jugaste", other: "jugó", participle: "jugado" },
  discarded: { word: "Descarta", you: "descartaste", other: "descartó", participle: "descartado" },
  drew: { word: "Roba", you: "robaste", other: "robó", participle: "robado" },
  lost: null,
};

/**
 * «activaste un Embate este turno», «tu oponente jugó 2 o más Versos este turno», «un
 * personaje que controlabas fue destruido este turno»; `none`: «no descartaste ninguna
 * carta …», «ningún personaje … fue destruido …». The subjunctive of «Mientras» is the perfect: «hayas jugado».
 */
function happened(c: ConditionOf<"thisTurn">, mood: Mood, ctx: AbilityPrinting, none: boolean): string {
  const turn = `${word("Este")} ${word("Turno")}`;
  const { op, value } = c.compare;
  if (op === "eq") throw ctx.fail("«exactamente N veces este turno» no se puede escribir (se lee «N o más»)");
  const one = op === "ge" && value === 1;
  const count = (n: ReturnType<typeof noun>, feminine: boolean, other: boolean): string => {
    if (none) return `${agree("Ninguno", feminine, false)} ${n.singular}`;
    if (one) return `${other ? agree("Otro", feminine, false) : agree("Un", feminine, false)} ${n.singular}`;
    if (other) throw ctx.fail("«N o más otros … este turno» no se puede escribir");
    return `${comparison(c.compare)} ${n.plural}`;
  };
  const deed = c.deed;
  if (deed.kind === "lost") {
    const f = deed.filter;
    const n = noun(f.noun);
    const whose = c.who === "each" ? [] : c.who === "you" ? [word("Que"), word("Controla", "controlabas")] : [word("Que"), word("Controla", "controlaba"), word("Tu"), word("Oponente")];
    const what = [count(n, n.feminine, f.other === true), ...filterWords({ ...f, other: false }, { plural: !one && !none, zone: "juego", controller: "dropped" }, ctx), ...whose].join(" ");
    const plural = !one && !none;
    const verb = mood === "subjunctive" ? `${word("Hay", "haya")} ${word("Fue", "sido")}` : word("Fue", plural ? "fueron" : "fue");
    return `${what} ${verb} ${agree("Destruido", n.feminine, plural)} ${turn}`;
  }
  const v = DEED_VERBS[deed.kind]!;
  if (c.who === "each") throw ctx.fail("«cualquier jugador … este turno» no se puede escribir");
  const subject = c.who === "you" ? "" : `${SIDE_OPPONENT()} `;
  const verb = mood === "subjunctive" ? `${c.who === "you" ? word("Ha", "hayas") : word("Hay", "haya")} ${word(v.word, v.participle)}` : word(v.word, c.who === "you" ? v.you : v.other);
  const negation = none ? `${word("No")} ` : "";
  if (deed.kind === "activated") {
    const trait = none || one ? deed.trait : abilityPlural(deed.trait);
    const head = none ? agree("Ninguno", false, false) : one ? agree("Un", false, false) : comparison(c.compare);
    return `${subject}${negation}${verb} ${head} ${trait} ${turn}`;
  }
  const f = deed.filter;
  const n = noun(f.noun);
  const what = [count(n, n.feminine, f.other === true), ...filterWords({ ...f, other: false }, { plural: !one && !none, zone: "mano", controller: "dropped" }, ctx)].join(" ");
  return `${subject}${negation}${verb} ${what} ${turn}`;
}

/** «Embates»: a trait's plural, as the vocabulary spells it. */
function abilityPlural(trait: string): string {
  const entry = (WORDS as Record<string, { forms?: readonly string[] }>)[trait];
  const plural = entry?.forms?.find((f) => f.endsWith("s"));
  if (plural === undefined) throw new Error(`printer: no plural for ${trait}`);
  return plural;
}

/** «un personaje que controles», «otro personaje de Orden»: one of the cards a filter counts. */
function someCard(f: CardFilter, ctx: AbilityPrinting): string {
  const n = noun(f.noun);
  const head = f.other ? agree("Otro", n.feminine, false) : indefinite(f.noun);
  return [head, n.singular, ...filterWords(f, { plural: false, zone: "juego", controller: "say" }, ctx)].join(" ");
}

/** «es un personaje de Valor», «sea una Reliquia»: the filter as a noun phrase. */
function isA(c: ConditionOf<"is">, mood: Mood, ctx: AbilityPrinting): string {
  const f = c.filter;
  const n = noun(f.noun);
  if (f.other) throw ctx.fail("«es otro …» no se puede escribir");
  return [moodOf(mood, ["Es", "es"], "sea"), indefinite(f.noun), n.singular, ...filterWords(f, { plural: false, zone: "juego", controller: "say" }, ctx)].join(" ");
}

function activated(c: ConditionOf<"activated">, _mood: Mood): string {
  // «activó» in both moods: the language has no subjunctive of the past here.
  return `${word("Activa", "activó")} ${word("Su")} ${c.trait} ${word("Este")} ${word("Turno")}`;
}

export function printCondition(condition: Condition, mood: Mood, ctx: AbilityPrinting): string {
  return (CONDITIONS[condition.kind] as ConditionPrinter<ConditionKind>)(condition, mood, ctx);
}

