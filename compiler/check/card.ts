// The rules of card construction: what the Reglamento makes meaningless on a card,
// checked ability by ability; each clause by its spec (compiler/clauses/). Checks only
// report; lowering never re-validates.
import type { AbilityNode, CardNode, Diagnostic, EventNode, SelectionNode } from "../../grammar/index.js";
import { assertNever, withIndefinite } from "../../grammar/index.js";
import { checkNumber, checkSelection, MAX_AMOUNT } from "../clauses/checks.js";
import type { CheckContext, Place } from "../clauses/spec.js";
import { report } from "../diagnostics/catalog.js";
import type { CardFrame } from "../frame.js";
import { LIMIT_EVENTS, type CardType } from "../ir.js";
import { itselfOf, resolveAbility } from "../resolve.js";
import { checkReplacement, isWould } from "./replacements.js";
import { checkBody, checkClause, checkCondition } from "./sentences.js";

/** Keywords and the card types they mean something on (Reglamento 13, 24). */
const KEYWORD_TYPES: Record<string, CardType[]> = {
  Imbatible: ["Personaje"],
  Devastar: ["Personaje"],
  Letal: ["Personaje"],
  "Sin entrenamiento": ["Personaje"],
  Mítica: ["Personaje", "Reliquia"],
  Vestigios: ["Personaje", "Reliquia", "Verso"],
};

/** Where an ability's body stands, and whether it has costs (Reglamento 12: cards played and traits activated). */
const ABILITY_PLACES: Record<AbilityNode["kind"], { place: Place; hasCosts: boolean }> = {
  keyword: { place: "effect", hasCosts: false },
  bind: { place: "effect", hasCosts: false },
  modifier: { place: "effect", hasCosts: false },
  trait: { place: "effect", hasCosts: true },
  verse: { place: "effect", hasCosts: true },
  triggered: { place: "effect", hasCosts: false },
  activated: { place: "effect", hasCosts: true },
  playCost: { place: "cost", hasCosts: true },
  static: { place: "static", hasCosts: false },
};

export function checkCard(card: CardNode, frame: CardFrame, diagnostics: Diagnostic[], text: string): void {
  if (card.name.trim() === "") report(diagnostics, "CR135", {}, card.nameSpan);
  const seenKeywords = new Set<string>();
  const verseOptions = new Set<string>();
  for (const [i, ability] of card.abilities.entries()) {
    if (ability.kind === "triggered" && ability.trigger.echo === true && !entersTurned(card.abilities[i - 1])) report(diagnostics, "CR181", {}, ability.trigger.span);
    if (ability.kind === "keyword" || ability.kind === "bind" || (ability.kind === "modifier" && ability.modifier.kind === "temple")) {
      const name = ability.kind === "bind" ? "Vincular" : ability.kind === "modifier" ? "Temple" : ability.keyword;
      if (seenKeywords.has(name)) report(diagnostics, "CR119", { name }, ability.span);
      seenKeywords.add(name);
    }
    if (ability.kind === "verse") {
      if (verseOptions.has(ability.option)) report(diagnostics, "CR136", { option: ability.option }, ability.span);
      verseOptions.add(ability.option);
    }
    const { place, hasCosts } = ABILITY_PLACES[ability.kind];
    checkAbility(ability, { card, text, frame, diagnostics, resolution: resolveAbility(ability, text, itselfOf(frame.type)), place, ability: ability.kind, hasCosts, sacrificed: sacrificedBy(card, ability) });
  }
  const unparsedText = card.unparsed.some((u) => u === "Prólogo" || u === "Epílogo" || u === "texto");
  // A broken sentence of a Verso may be its one effect (ruling R109): its syntax error says what to fix.
  if (frame.type === "Verso" && verseOptions.size === 0 && !card.unparsed.some((u) => u === "Prólogo" || u === "Epílogo" || u === "texto")) report(diagnostics, "CR111", {}, card.nameSpan);
  if (frame.type === "Escencia" && frame.essenceKind === "especial" && card.abilities.length === 0 && !unparsedText) report(diagnostics, "CR128", {}, card.nameSpan);
}

/** What the costs paid for an ability sacrifice: a trait's own («Talento, sacrifica …:»), a Verso's «Como coste adicional …». */
export function sacrificedBy(card: CardNode, ability: AbilityNode): SelectionNode[] {
  const out: SelectionNode[] = [];
  if (ability.kind === "trait") for (const m of ability.modifiers) if (m.kind === "actionCost" && m.clause.kind === "sacrifice") out.push(m.clause.what);
  if (ability.kind === "verse")
    for (const other of card.abilities) if (other.kind === "playCost") for (const s of other.body) for (const c of s.clauses) if (c.kind === "sacrifice") out.push(c.what);
  return out;
}

/** «Esta Escencia entra en juego girada.»: the sentence «Cuando lo haga, …» may follow. */
function entersTurned(ability: AbilityNode | undefined): boolean {
  return ability?.kind === "static" && ability.body.some((s) => s.clauses.some((c) => c.kind === "entersTurned" && c.what.kind === "self"));
}

function checkAbility(ability: AbilityNode, ctx: CheckContext): void {
  const type = ctx.frame.type;
  const d = ctx.diagnostics;
  switch (ability.kind) {
    case "keyword": {
      const allowed = KEYWORD_TYPES[ability.keyword];
      if (type !== undefined && allowed !== undefined && !allowed.includes(type)) report(d, "CR118", { keyword: ability.keyword, type, allowed: allowed.join(", ") }, ability.span);
      return;
    }
    case "bind":
      if (type !== undefined && type !== "Reliquia") report(d, "CR112", {}, ability.span);
      checkNumber(ability.amount, 0, MAX_AMOUNT, "Vincular", ability.span, ctx);
      return;
    case "modifier":
      checkCardModifier(ability, ctx);
      return;
    case "trait": {
      const allowed = type === undefined || type === "Personaje" || (type === "Reliquia" && ability.trait === "Resplandor");
      if (!allowed) report(d, "CR114", { trait: ability.trait, type: type ?? "carta" }, ability.traitSpan);
      if (ability.body.length === 0 && ability.trait !== "Embate") report(d, "CR121", { trait: ability.trait }, ability.span);
      const modifierKinds = new Set<string>();
      for (const modifier of ability.modifiers) {
        if (modifierKinds.has(modifier.kind) && modifier.kind !== "actionCost") report(d, "CR144", { what: "modifier" }, modifier.span);
        modifierKinds.add(modifier.kind);
        if (modifier.kind === "temple" && ability.trait === "Resplandor") report(d, "CR120", { trait: ability.trait }, modifier.span);
        if (modifier.kind === "limit" && !(LIMIT_EVENTS as readonly string[]).includes(modifier.event)) report(d, "CR117", { event: modifier.event, events: LIMIT_EVENTS.join(", ") }, modifier.eventSpan);
        if (modifier.kind === "essenceCost") checkNumber(modifier.amount, 1, MAX_AMOUNT, "El coste", modifier.span, ctx);
        if (modifier.kind === "actionCost") checkClause(modifier.clause, { ...ctx, place: "cost" });
      }
      checkBody(ability.body, ctx);
      return;
    }
    case "verse":
      if (type !== undefined && type !== "Verso") report(d, "CR110", { option: ability.option, type }, ability.span);
      checkBody(ability.body, ctx);
      return;
    case "triggered": {
      const event = ability.trigger.event;
      // «Si este personaje fuera a …, … en su lugar»: a replacement, read with a trigger's head (rulings R129, R130).
      if (isWould(event)) {
        checkReplacement(ability, event, ctx, ctx.granted === true);
        return;
      }
      // «Al comienzo del próximo Anochecer, …» with no effect before it has nothing to wait for.
      if (event.kind === "phase" && event.next) report(d, "CR161", { what: "Al comienzo del próximo …", alone: true }, ability.span);
      if (type === "Verso" && !(event.kind === "phase" && event.next)) report(d, "CR131", { problem: "verse" }, ability.span);
      else if (event.kind === "consumed" && type !== undefined && type !== "Escencia") report(d, "CR162", { trigger: "Solo una Escencia se consume para pagar" }, ability.span);
      else if ("subject" in event && type !== undefined && (event.subject.kind === "self" || (event.subject.kind === "sanctuary" && event.subject.whose === "this"))) {
        const noun = event.subject.kind === "self" ? event.subject.noun : "Santuario";
        if (noun !== "carta" && noun !== type) report(d, "CR127", { type }, ability.span);
        else if ((event.kind === "blocks" || event.kind === "isBlocked" || event.kind === "notBlocked") && type !== "Personaje") report(d, "CR131", { problem: "blocks", type }, ability.span);
        else {
          const impossible = impossibleTrigger(event, type);
          if (impossible !== undefined) report(d, "CR162", { trigger: impossible }, ability.span);
        }
      } else if (event.kind === "consumed" && type !== "Escencia") {
        report(d, "CR162", { trigger: "Solo una Escencia se consume para pagar" }, ability.span);
      }
      if (event.kind !== "phase") {
        for (const s of [("subject" in event ? event.subject : undefined)].filter((x) => x !== undefined)) {
          if (s.kind === "bearer" && type !== undefined && type !== "Reliquia") report(d, "CR126", {}, s.span);
          if (s.kind === "self" && s.byName !== undefined) checkSelection(s, ctx, undefined, "disparar");
          if (s.kind === "cards") checkSelection(s, { ...ctx, inCondition: true }, undefined, "disparar");
        }
      }
      checkBody(ability.body, ctx);
      return;
    }
    case "activated":
      if (type === "Verso") report(d, "CR156", { what: "«Una vez por turno, …»", where: "cartas que quedan en juego: Personajes, Reliquias, Santuarios y Escencias" }, ability.span);
      checkBody(ability.body, ctx);
      return;
    case "playCost":
      if (type === "Santuario" || type === "Escencia") report(d, "CR156", { what: "«Como coste adicional para jugar …»", where: "cartas que se juegan: Personajes, Reliquias y Versos" }, ability.span);
      checkBody(ability.body, ctx);
      return;
    case "static":
      // A Verso says how it is played («Este Verso cuesta 1 menos si …», «Juega este Verso solo durante …») and nothing that lasts.
      // «Este Verso no puede ser prohibido» too: it holds on the chain (ruling R125).
      if (type === "Verso" && !ability.body.every((s) => s.clauses.every((c) => (c.kind === "modifyCost" && c.what.kind === "self") || c.kind === "playOnlyDuring" || c.kind === "usableOnlyIf" || (c.kind === "restrict" && c.restriction.kind === "cannotBeProhibited" && c.what.kind === "self")))) report(d, "CR123", {}, ability.span);
      // The condition counts and looks; it does not target.
      if (ability.condition !== null) checkCondition(ability.condition, { ...ctx, place: ability.condition.kind === "destroyed" ? "static" : "effect" });
      checkBody(ability.body, ctx);
      for (const sentence of ability.body) for (const clause of sentence.clauses) if (clause.kind === "grantAbility") checkGranted(clause.ability, ctx);
      return;
    default:
      assertNever(ability);
  }
}

/**
 * «El portador tiene «…»»: a trait or a trigger, which belongs to the character it is
 * granted to (ruling R62), so it is checked as a Personaje's.
 */
function checkGranted(granted: AbilityNode, ctx: CheckContext): void {
  if (granted.kind !== "trait" && granted.kind !== "triggered") {
    report(ctx.diagnostics, "CR159", {}, granted.span);
    return;
  }
  const place = ABILITY_PLACES[granted.kind];
  checkAbility(granted, { ...ctx, frame: { ...ctx.frame, type: "Personaje" }, resolution: resolveAbility(granted, ctx.text, itselfOf("Personaje")), place: place.place, ability: granted.kind, hasCosts: place.hasCosts, sacrificed: sacrificedBy(ctx.card, granted), granted: true });
}

/** Why this card can never meet its own trigger, or undefined (the subject is the card itself). */
function impossibleTrigger(event: EventNode, type: CardType): string | undefined {
  const a = withIndefinite(type);
  const card = a.charAt(0).toUpperCase() + a.slice(1);
  switch (event.kind) {
    case "destroyed":
      return type === "Santuario" ? "Un Santuario no puede ser destruido (Reglamento 23)" : undefined;
    case "activates":
      return type === "Personaje" || (type === "Reliquia" && event.trait === "Resplandor") ? undefined : `${card} no activa ${event.trait === "Resplandor" ? "Resplandor" : "rasgos"} (Reglamento 13)`;
    case "dealsDamage":
      return type === "Personaje" ? undefined : `${card} no hace daño: lo hacen los personajes y los efectos`;
    case "consumed":
      return type === "Escencia" ? undefined : "Solo una Escencia se consume para pagar";
    case "damaged":
      return type === "Personaje" || type === "Santuario" ? undefined : `${card} no recibe daño: lo reciben los personajes y los Santuarios (Reglamento 20)`;
    case "destroysInDuel":
    case "entersDuel":
    case "survivesDuel":
      return type === "Personaje" ? undefined : `${card} no entra en duelo: solo los personajes (Reglamento 19)`;
    case "gainsLife":
      return type === "Santuario" ? undefined : `${card} no gana vida: solo un Santuario gana vida (Reglamento 23)`;
    default:
      return undefined;
  }
}

/** «Temple.» and «Límite: X.» written on their own line: of the Verso, or of the card's one trait that admits them. */
function checkCardModifier(ability: Extract<AbilityNode, { kind: "modifier" }>, ctx: CheckContext): void {
  const modifier = ability.modifier;
  const traits = ctx.card.abilities.filter((a): a is Extract<AbilityNode, { kind: "trait" }> => a.kind === "trait");
  if (modifier.kind === "limit") {
    if (!(LIMIT_EVENTS as readonly string[]).includes(modifier.event)) report(ctx.diagnostics, "CR117", { event: modifier.event, events: LIMIT_EVENTS.join(", ") }, modifier.eventSpan);
    if (ctx.frame.type === "Verso") return;
    if (traits.length === 0) report(ctx.diagnostics, "CR157", { problem: "notVerse", modifier: "Límite" }, ability.span);
    else if (traits.length > 1) report(ctx.diagnostics, "CR157", { problem: "severalTraits", modifier: "Límite" }, ability.span);
    return;
  }
  if (modifier.kind === "temple") {
    const candidates = traits.filter((t) => t.trait === "Talento" || t.trait === "Embate" || t.trait === "Interferencia");
    if (candidates.length === 0) report(ctx.diagnostics, "CR157", { problem: "noTrait", modifier: "Temple" }, ability.span);
    else if (candidates.length > 1) report(ctx.diagnostics, "CR157", { problem: "severalTraits", modifier: "Temple" }, ability.span);
  }
}

