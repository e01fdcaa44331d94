// Costs, one printer per cost kind: paid up front, outside the chain (Reglamento 12).
// A trait writes them all in its header («Talento, 1 Escencia, sacrifica otro
// personaje: …», as printed cards do); a Verso and an activated ability in a first
// sentence «Como coste adicional, …»; a card in «Como coste adicional para jugar este
// Verso, …». What a cost sacrifices, destroys or turns is always yours (compiler/clauses/
// cards.ts, costOf), and the text says so.
import type { Cost, CostKind } from "../../ir.js";
import type { AbilityPrinting } from "./context.js";
import { countHead, filterWords } from "./filters.js";
import { selfWords } from "./subjects.js";
import { VERBS } from "./steps.js";
import { counted, noun, phrase, word } from "./words.js";

type CostOf<K extends CostKind> = Extract<Cost, { kind: K }>;
type CostPrinter<K extends CostKind> = (cost: CostOf<K>, ctx: AbilityPrinting, inHeader: boolean) => string;

/** «sacrifica otro personaje que controles», «gira 2 Escencias que controles», «sacrifica este personaje». */
function ofCards(verb: string) {
  return (cost: CostOf<"sacrifice" | "destroy" | "turn">, ctx: AbilityPrinting): string => {
    if (cost.self) {
      if (cost.amount !== 1 || cost.filter.noun !== ctx.card.selfNoun || ctx.card.selfNoun === "Santuario") throw ctx.fail("un coste sobre esta carta que no es «este …» de su tipo");
      // «este personaje»: the resolver registers it as the card itself.
      ctx.push({ kind: "self" }, ctx.card.selfNoun, false, noun(ctx.card.selfNoun).feminine, false);
      return `${verb} ${selfWords(ctx).text}`;
    }
    if (cost.filter.controller !== "you") throw ctx.fail("un coste sobre cartas que no son tuyas: el compilador las leería como tuyas");
    if (cost.amount < 1) throw ctx.fail("un coste de 0 cartas");
    const { head, plural } = countHead(cost.filter, { exactly: cost.amount }, ctx);
    const n = noun(cost.filter.noun);
    // A pointer to what a cost names would not mean the card paid: no pointer may find it.
    ctx.pushOpaque(cost.filter.noun, plural, n.feminine, true);
    return [verb, head, plural ? n.plural : n.singular, ...filterWords(cost.filter, { plural, zone: "juego", controller: "say" }, ctx)].join(" ");
  };
}

const COSTS: { [K in CostKind]: CostPrinter<K> } = {
  essence(cost, ctx, inHeader) {
    if (!inHeader) throw ctx.fail("un coste en Escencia fuera del encabezado de un rasgo: solo un rasgo escribe «N Escencias»");
    return counted(cost.amount, "Escencia");
  },
  discard: (cost) => `${VERBS.descarta.imperative} ${counted(cost.amount, "carta")}`,
  sacrifice: (cost, ctx) => ofCards(VERBS.sacrifica.imperative)(cost, ctx),
  destroy: (cost, ctx) => ofCards(VERBS.destruye.imperative)(cost, ctx),
  turn: (cost, ctx) => ofCards(VERBS.gira.imperative)(cost, ctx),
  returnEssence(cost, ctx) {
    // «devuelve 1 Escencia»: the resolver registers the Escencias named, which no pointer may find.
    ctx.pushOpaque("Escencia", cost.amount !== 1, true, true);
    const narrowing = cost.filter === undefined ? [] : filterWords(cost.filter, { plural: cost.amount !== 1, zone: "juego", controller: "dropped" }, ctx);
    return [`${VERBS.devuelve.imperative} ${counted(cost.amount, "Escencia")}`, ...narrowing].join(" ");
  },
};

export function printCost(cost: Cost, ctx: AbilityPrinting, inHeader: boolean): string {
  return (COSTS[cost.kind] as CostPrinter<CostKind>)(cost, ctx, inHeader);
}

/** «como coste adicional, descarta 1 carta y sacrifica un personaje que controles»: the first sentence of a Verso's or an activated ability's text. */
export function costSentence(costs: Cost[], ctx: AbilityPrinting): string {
  return `${phrase("ComoCosteAdicional")}, ${costs.map((c) => printCost(c, ctx, false)).join(` ${word("Y")} `)}.`;
}
