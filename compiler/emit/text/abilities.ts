// A card's lines: its frame, its keywords, what the whole card has («Límite: Embate.»,
// «Como coste adicional para jugar este Verso, …»), one line per ability, and «Vincular
// N.» last, as printed cards put it. One printer per ability kind. An «Elige uno:» puts
// each option on a line of its own, four spaces in and «- »; what follows the options
// stays on the last one: the layout of the formatter (compiler/format.ts), where being
// on the same line is also what makes a sentence continue its ability (grammar/carta/
// assemble.ts).
import type { Ability, AbilityKind, CardDefinition } from "../../ir.js";
import { AbilityPrinting, CardPrinting } from "./context.js";
import { costSentence, printCost } from "./costs.js";
import { abilityName } from "./filters.js";
import { printSteps, type Piece } from "./sentences.js";
import { printStatic } from "./statics.js";
import { selfWords } from "./subjects.js";
import { printTrigger } from "./triggers.js";
import { capitalize, noun, phrase, word } from "./words.js";
import { quoteName } from "./unprintable.js";

type AbilityOf<K extends AbilityKind> = Extract<Ability, { kind: K }>;
type AbilityPrinter<K extends AbilityKind> = (ability: AbilityOf<K>, ctx: AbilityPrinting) => string[];

/** The header, then the sentences; lines after the first are option lines, relative to the ability's indentation. */
function assemble(header: string, pieces: Piece[], lowerFirst: boolean): string[] {
  const lines: string[] = [];
  let line = header;
  pieces.forEach((piece, i) => {
    const text = i === 0 && lowerFirst ? piece.text : capitalize(piece.text);
    line = `${line} ${text}`;
    if (piece.kind === "options") {
      lines.push(line);
      const options = piece.options.map((o) => `  - ${capitalize(o)}`);
      lines.push(...options.slice(0, -1));
      line = options[options.length - 1]!;
    }
  });
  lines.push(line);
  return lines;
}

function limitWord(event: string): string {
  // «Límite personaje»: the event is spelled as the vocabulary spells the noun.
  return event === "Personaje" || event === "Reliquia" || event === "Verso" ? noun(event).singular : event;
}

/**
 * A trait: «Talento, Temple, Límite Embate, 1 Escencia, sacrifica otro personaje que
 * controles: …». Its costs go in the header, as printed cards write them, unless the
 * effect starts with a connector («Si lo haces», «Luego»): that needs a sentence before
 * it, «Como coste adicional, …» (the IR lists the header's costs first, so those are the
 * last ones).
 */
function traitLine(ability: AbilityOf<"trait">, ctx: AbilityPrinting): string[] {
  const header: string[] = [abilityName(ability.trait)];
  if (ability.temple) header.push(word("Temple"));
  if (ability.limit !== undefined) header.push(`${word("Limite")} ${limitWord(ability.limit)}`);
  const first = ability.steps[0];
  let split = ability.costs.length;
  if (first?.link !== undefined && first.link !== "and") {
    while (split > 0 && ability.costs[split - 1]!.kind !== "essence") split--;
    if (split === ability.costs.length) throw ctx.fail("un conector al comienzo del efecto de un rasgo sin coste adicional que lo preceda");
  }
  for (const cost of ability.costs.slice(0, split)) header.push(printCost(cost, ctx, true));
  if (ability.steps.length === 0) {
    ctx.finish(ability.targets);
    return [`${header.join(", ")}.`];
  }
  const pieces: Piece[] = split < ability.costs.length ? [{ kind: "sentence", text: costSentence(ability.costs.slice(split), ctx) }] : [];
  pieces.push(...printSteps(ability.steps, ctx));
  ctx.finish(ability.targets);
  return assemble(`${header.join(", ")}:`, pieces, false);
}

const ABILITIES: { [K in AbilityKind]: AbilityPrinter<K> } = {
  trait: traitLine,
  verse(ability, ctx) {
    const pieces: Piece[] = [];
    if (ability.costs.length > 0) pieces.push({ kind: "sentence", text: costSentence(ability.costs, ctx) });
    if (ability.steps.length === 0) throw ctx.fail(`un ${ability.option} sin efecto`);
    pieces.push(...printSteps(ability.steps, ctx));
    ctx.finish(ability.targets);
    return assemble(`${ability.option}:`, pieces, false);
  },
  triggered(ability, ctx) {
    const head = printTrigger(ability.trigger, ability.oncePerTurn === true, ctx);
    if (ability.steps.length === 0) throw ctx.fail("un disparador sin efecto");
    const pieces = printSteps(ability.steps, ctx);
    ctx.finish(ability.targets);
    return assemble(`${head},`, pieces, true);
  },
  activated(ability, ctx) {
    if (!ability.oncePerTurn) throw ctx.fail("una habilidad activada que no es «Una vez por turno»");
    const pieces: Piece[] = [];
    if (ability.costs.length > 0) pieces.push({ kind: "sentence", text: costSentence(ability.costs, ctx) });
    if (ability.steps.length === 0) throw ctx.fail("una habilidad «Una vez por turno» sin efecto");
    pieces.push(...printSteps(ability.steps, ctx));
    ctx.finish(ability.targets);
    const head = `${capitalize(phrase("UnaVezPorTurno"))}, ${word("Durante")} ${word("Tu")} ${word("Mediodia")},`;
    return assemble(head, pieces, true);
  },
  static: (ability, ctx) => [printStatic(ability, ctx, grantedLine)],
};

/** The ability a static one grants («El portador tiene «Talento: …»»): one line, a trait or a trigger. */
function grantedLine(ability: Ability, ctx: AbilityPrinting): string {
  if (ability.kind !== "trait" && ability.kind !== "triggered") throw ctx.fail("una habilidad otorgada que no es un rasgo ni un disparador");
  const lines = ability.kind === "trait" ? traitLine(ability, ctx) : ABILITIES.triggered(ability, ctx);
  if (lines.length !== 1) throw ctx.fail("una habilidad otorgada con «Elige uno:» no cabe entre comillas");
  return lines[0]!;
}

export function printAbility(ability: Ability, ctx: AbilityPrinting): string[] {
  return (ABILITIES[ability.kind] as AbilityPrinter<AbilityKind>)(ability, ctx);
}

/** The card's lines, without indentation for the first (the header) and two spaces for the rest. */
export function cardLines(card: CardDefinition): string[] {
  const printing = new CardPrinting(card);
  const lines: string[] = [`${word("Carta")} ${quoteName(card.name)}`];
  const body: string[] = [];
  body.push(`${word("Tipo")} ${card.type}${card.essenceKind !== undefined ? ` ${card.essenceKind}` : ""}`);
  body.push(`${word("Faccion")} ${card.faction}`);
  if (card.cost !== undefined) body.push(`${word("Coste")} ${card.cost}`);
  if (card.attack !== undefined) body.push(`${word("Ataque")} ${card.attack}`);
  if (card.life !== undefined) body.push(`${word("Vida")} ${card.life}`);
  // IR order: the lowering keeps the keywords in the order they were first written.
  for (const keyword of card.keywords) body.push(`${abilityName(keyword)}.`);
  if (card.limit !== undefined) {
    if (card.type !== "Verso") throw printing.fail("un «Límite» de la carta fuera de un Verso (el de un rasgo va en su encabezado)");
    body.push(`${word("Limite")}: ${limitWord(card.limit)}.`);
  }
  if (card.playCosts !== undefined && card.playCosts.length > 0) {
    const ctx = new AbilityPrinting(printing, [], "coste para jugarla");
    if (card.type !== "Personaje" && card.type !== "Reliquia" && card.type !== "Verso") throw printing.fail("un coste para jugar una carta que no se juega");
    const costs = card.playCosts.map((c) => printCost(c, ctx, false)).join(` ${word("Y")} `);
    body.push(`${capitalize(phrase("ComoCosteAdicional"))} ${word("Para")} ${word("Juega", "jugar")} ${selfWords(ctx).text}, ${costs}.`);
  }
  card.abilities.forEach((ability, index) => {
    const ctx = new AbilityPrinting(printing, "targets" in ability ? ability.targets : [], `habilidad ${index + 1}`);
    body.push(...printAbility(ability, ctx));
  });
  if (card.bind !== undefined) body.push(`${word("Vincular")} ${card.bind}.`);
  return [...lines, ...body.map((l) => `  ${l}`)];
}
