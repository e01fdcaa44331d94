// Grouping parsed sentences into cards and abilities.
//
// An ability starts with its header (`Talento:`, `Prólogo:`, `Al entrar en juego,`,
// `Mientras …,`, a keyword); the sentences after it continue it (`Si lo haces, …`,
// `Luego, …`, `Roba 1 carta.`). A sentence with a subject and no duration
// (`Tus personajes de Orden obtienen +1 de vida.`, `Este personaje no puede bloquear.`)
// is a static ability of its own — printed cards put several abilities on one line —
// except right after a Prólogo or Epílogo, which has no static abilities to start.
// `Al comienzo del próximo Anochecer, …` after an effect is part of it: a delayed effect.
import { tokenMatcher } from "chevrotain";
import type { AbilityNode, CardNode, ClauseNode, ConditionNode, Document, ModifierNode, SegmentNode, SelectionNode, SentenceNode } from "./ast.js";
import { syntaxDiagnostic, type Diagnostic } from "../diagnostics/catalog.js";
import { misspelledField, type Segment } from "./segments.js";
import { canonicalSpelling, T } from "../vocabulary/tokens.js";

/** A sentence and what it parsed to; `node` is undefined when it had a syntax error. */
export type ParsedSegment = { node: SegmentNode | undefined; segment: Segment };

/** What a sentence that did not parse was meant to be, for CardNode.unparsed. */
function intentOf(segment: Segment): string {
  const first = segment.tokens[0]!;
  if (segment.rule === "field") return canonicalSpelling(first.tokenType) ?? misspelledField(segment.tokens, 0) ?? "texto";
  if (tokenMatcher(first, T.Prologo)) return "Prólogo";
  if (tokenMatcher(first, T.Epilogo)) return "Epílogo";
  return "texto";
}

/** Where the sentences after a broken one go: they are part of it and must not be reported again. */
const BROKEN: AbilityNode = { kind: "static", condition: null, body: [], span: { start: 0, end: 0 } };

/** Clauses that only ever describe the card itself: a sentence of them is always an ability of its own. */
function isCardLevel(clause: ClauseNode): boolean {
  // «El próximo Verso que juegues este turno cuesta 1 menos» happens once: an effect.
  if (clause.kind === "modifyCost" && clause.what.kind === "cards" && clause.what.filters.some((f) => f.kind === "nextPlayed")) return false;
  // «Este Verso no puede ser prohibido»: how the card is played, even on a Verso (ruling R125).
  if (clause.kind === "restrict" && clause.restriction.kind === "cannotBeProhibited" && clause.what.kind === "self" && clause.duration === null) return true;
  return clause.kind === "modifyCost" || clause.kind === "handSize" || clause.kind === "playOnlyDuring" || clause.kind === "usableOnlyIf" || clause.kind === "equipRequirement" || (clause.kind === "entersTurned" && (clause.what.kind === "self" || (clause.what.kind === "sanctuary" && clause.what.whose === "this")));
}

/**
 * A clause that reads as a lasting property: no duration, and a subject of its own — or,
 * with `ownSubject` false, no subject at all («No puede bloquear.» on a line of its own
 * speaks of the card itself).
 */
function isLasting(clause: ClauseNode, ownSubject: boolean): boolean {
  if (isCardLevel(clause) || clause.kind === "grantAbility") return true;
  // «Previene el primer daño que fuera a recibir el portador cada turno»: a replacement, every turn (ruling R177).
  if (clause.kind === "prevent" && clause.firstEachTurn === true) return true;
  // «Los personajes de tu oponente entran en juego girados»: a static about every card of a kind.
  if (clause.kind === "entersTurned") return ownSubject && clause.what.kind === "cards" && clause.what.quantifier.kind === "all";
  if (clause.kind !== "gains" && clause.kind !== "restrict") return false;
  if (clause.duration !== null) return false;
  const w = clause.what;
  return ownSubject ? w.kind !== "previous" : w.kind === "previous" && w.pronoun !== true && w.noun === undefined;
}

function isStaticSentence(sentence: SentenceNode, ownSubject = true): boolean {
  if (sentence.link !== null || sentence.condition !== null || sentence.delayed !== undefined) return false;
  return sentence.clauses.length > 0 && sentence.clauses.every((c) => !c.optional && isLasting(c, ownSubject));
}

function isVerso(card: CardNode): boolean {
  return card.fields.some((f) => f.field === "tipo" && f.cardType === "Verso");
}

/** «Si el portador es de Instinto, tiene Letal.»: a static sentence under «Si», printed for «Mientras». */
function isConditionalStatic(sentence: SentenceNode): sentence is SentenceNode & { condition: ConditionNode } {
  if (sentence.condition === null || sentence.condition.kind === "destroyed" || sentence.during !== undefined) return false;
  const bare = { ...sentence, condition: null };
  // «…, tiene Letal»: without a subject, of what the condition names.
  return isStaticSentence(bare) || isStaticSentence(bare, false);
}

/**
 * «Los personajes que controlas obtienen +0/+1 mientras bloquean»: a condition without a
 * subject speaks of the sentence's; of a group, it says which of its cards («… que estén
 * bloqueando»), so it becomes their filter and the ability holds always. The tree is not
 * changed: the static's body is a copy without its «mientras …».
 */
function staticOfSentence(sentence: SentenceNode): { condition: ConditionNode | null; body: SentenceNode } {
  const { during: condition = null, ...body } = sentence;
  if (condition === null || condition.kind !== "is" || condition.what.kind !== "previous" || condition.what.pronoun === true || condition.what.noun !== undefined) return { condition, body };
  const clause = body.clauses[0];
  const what: unknown = clause !== undefined && "what" in clause ? clause.what : undefined;
  const subject = typeof what === "object" && what !== null && "kind" in what ? (what as SelectionNode) : undefined;
  if (subject === undefined || subject.kind === "previous") return { condition, body };
  if (clause !== undefined && subject.kind === "cards" && subject.quantifier.kind === "all" && body.clauses.length === 1) {
    const filtered = { ...subject, filters: [...subject.filters, ...condition.filters] };
    return { condition: null, body: { ...body, clauses: [{ ...clause, what: filtered } as typeof clause] } };
  }
  return { condition: { ...condition, what: subject }, body };
}

function hasBody(ability: AbilityNode): ability is Extract<AbilityNode, { body: SentenceNode[] }> {
  if (ability.kind === "trait") return ability.body.length > 0;
  return "body" in ability;
}

/** «Al comienzo del próximo Anochecer, …»: a moment that only makes sense after an effect. */
function isDelayed(ability: AbilityNode): ability is Extract<AbilityNode, { kind: "triggered" }> {
  return ability.kind === "triggered" && ability.trigger.event.kind === "phase" && ability.trigger.event.next;
}

export function assemble(segments: ParsedSegment[], diagnostics: Diagnostic[]): Document {
  const cards: CardNode[] = [];
  let card: CardNode | undefined;
  let open: AbilityNode | undefined;
  let awaitingEffect: Extract<AbilityNode, { kind: "trait" }> | undefined;
  let previousEndLine = 0;
  let reportedOutside = false;

  for (const { node, segment } of segments) {
    const waiting = awaitingEffect;
    awaitingEffect = undefined;
    const tokens = segment.tokens;
    const first = tokens[0]!;
    const last = tokens[tokens.length - 1]!;
    const onNewLine = first.startLine !== previousEndLine;
    previousEndLine = last.endLine ?? first.startLine ?? 0;
    if (node === undefined) {
      const name = tokens[1];
      if (segment.rule === "cardHeader" && name !== undefined && tokenMatcher(name, T.StringLiteral)) {
        // A misspelled `carta` still starts the card, so its fields are not "outside a card".
        const nameSpan = { start: name.startOffset, end: name.endOffset! + 1 };
        card = { name: name.image.slice(1, -1), nameSpan, span: { start: first.startOffset, end: nameSpan.end }, fields: [], abilities: [], unparsed: [] };
        cards.push(card);
        open = undefined;
      } else if (card !== undefined) {
        card.unparsed.push(intentOf(segment));
        open = segment.rule === "sentence" ? BROKEN : undefined;
      }
      continue;
    }
    if (node.kind === "cardHeader") {
      card = { name: node.name, nameSpan: node.nameSpan, span: { ...node.span }, fields: [], abilities: [], unparsed: [] };
      cards.push(card);
      open = undefined;
      continue;
    }
    if (card === undefined) {
      if (!reportedOutside) {
        diagnostics.push(syntaxDiagnostic("CR013", {}, node.span));
        reportedOutside = true;
      }
      continue;
    }
    card.span.end = node.span.end;
    if (node.kind === "field") {
      card.fields.push(node.field);
      open = undefined;
      continue;
    }
    if (node.kind === "ability") {
      const ability = node.ability;
      // «Epílogo: Destruye un personaje. Al comienzo de tu Anochecer, …»: in a Verso a moment
      // after an effect can only wait for it; folded in, the checker asks for «próximo» (CR161).
      const atPhase = ability.kind === "triggered" && ability.trigger.event.kind === "phase";
      const waits = isDelayed(ability) || (atPhase && open?.kind === "verse" && !onNewLine);
      if (waits && open !== undefined && open !== BROKEN && hasBody(open)) {
        for (const sentence of ability.body) open.body.push({ ...sentence, delayed: ability.trigger, span: ability.span });
        open.span = { start: open.span.start, end: ability.span.end };
        continue;
      }
      // «Talento: Inflige 2 de daño a un personaje. Límite: Embate.»: right after a trait's effect, of that trait.
      const before = card.abilities[card.abilities.length - 1];
      if (ability.kind === "modifier" && ability.modifier.kind === "limit" && before?.kind === "trait" && before.body.length > 0 && !before.modifiers.some((m) => m.kind === "limit")) {
        before.modifiers.push(ability.modifier);
        before.span = { start: before.span.start, end: ability.span.end };
        open = undefined;
        continue;
      }
      // «Embate. Límite: Embate. Talento: …»: a Límite on its own line above a trait's effect,
      // not claimed by the effect before it, is of that trait, as the printed card lays it out.
      // So too «Embate. Temple. Talento: …»: the Temple above the trait it modifies.
      if (ability.kind === "trait" && ability.body.length > 0 && before?.kind === "modifier" && claimsAbove(ability, before.modifier)) {
        card.abilities.pop();
        ability.modifiers.unshift(before.modifier);
        ability.span = { start: before.span.start, end: ability.span.end };
      }
      card.abilities.push(ability);
      open = hasBody(ability) ? ability : undefined;
      // «Talento — Límite: Embate. Endereza …»: the modifier closes with its own period and the effect follows.
      awaitingEffect = ability.kind === "trait" && ability.body.length === 0 && ability.modifiers.some((m) => m.kind === "limit") ? ability : undefined;
      continue;
    }
    const sentence = node.sentence;
    if (open === BROKEN) continue;
    if (waiting !== undefined && !onNewLine && !sentence.clauses.every(isCardLevel)) {
      waiting.body.push(sentence);
      waiting.span = { start: waiting.span.start, end: sentence.span.end };
      open = waiting;
      continue;
    }
    const cardLevel = sentence.clauses.length > 0 && sentence.clauses.every(isCardLevel);
    // «Roba tres cartas.» as the whole text of a Verso: its one effect, its Prólogo (ruling R109).
    if (!cardLevel && sentence.link !== "additionalCost" && (open === undefined || open.kind === "playCost") && isVerso(card) && !card.abilities.some((a) => a.kind === "verse")) {
      const ability: AbilityNode = { kind: "verse", option: "Prólogo", body: [sentence], span: sentence.span };
      card.abilities.push(ability);
      open = ability;
      continue;
    }
    const aboutItself = open === undefined && isStaticSentence(sentence, false);
    if (cardLevel || aboutItself || (isStaticSentence(sentence) && (onNewLine || open === undefined || open.kind !== "verse"))) {
      // «… durante tu turno» is the static ability's condition.
      const { condition, body } = staticOfSentence(sentence);
      const ability: AbilityNode = { kind: "static", condition, body: [body], span: sentence.span };
      card.abilities.push(ability);
      open = undefined;
      continue;
    }
    // «Si esta carta es destruida, …» opening an ability: a trigger, as «Cuando sea destruida, …»;
    // after an effect it asks whether that effect destroyed it.
    if (open === undefined && sentence.link === null && sentence.condition?.kind === "destroyed" && sentence.condition.what.kind === "self") {
      const condition = sentence.condition;
      const ability: AbilityNode = { kind: "triggered", trigger: { event: { kind: "destroyed", subject: condition.what }, span: condition.span }, body: [{ ...sentence, condition: null }], span: sentence.span };
      card.abilities.push(ability);
      open = ability;
      continue;
    }
    // Only outside an ability: inside one, «Si …, obtiene +1 de ataque» is part of its effect.
    if (isConditionalStatic(sentence) && open === undefined) {
      const ability: AbilityNode = { kind: "static", condition: sentence.condition, body: [{ ...sentence, condition: null }], span: sentence.span };
      card.abilities.push(ability);
      open = undefined;
      continue;
    }
    if (sentence.during !== undefined) {
      sentence.condition ??= sentence.during;
      delete sentence.during;
    }
    if (open !== undefined && hasBody(open)) {
      open.body.push(sentence);
      open.span = { start: open.span.start, end: sentence.span.end };
      continue;
    }
    // «Como coste adicional, sacrifica un personaje.» on its own: «… para jugar esta carta».
    if (open === undefined && sentence.link === "additionalCost") {
      const ability: AbilityNode = { kind: "playCost", body: [sentence], span: sentence.span };
      card.abilities.push(ability);
      continue;
    }
    diagnostics.push(syntaxDiagnostic("CR014", {}, sentence.span));
  }
  for (const c of cards) for (const ability of c.abilities) if (ability.kind === "triggered" && ability.trigger.during !== undefined) ability.body = ability.body.map((s) => (s.during === undefined ? { ...s, during: ability.trigger.during } : s));
  for (const c of cards) for (const ability of c.abilities) if (hasBody(ability) && ability.kind !== "static") ability.body = ability.body.map(conditionFromDuring);
  for (const c of cards) c.abilities = c.abilities.flatMap(splitAlternatives);
  for (const c of cards) c.abilities.forEach(unfoldIfDone);
  for (const c of cards) nameThisTrait(c);
  for (const c of cards) if (c.fields.some((f) => f.field === "tipo" && f.cardType === "Reliquia")) c.abilities.forEach(ofTheBearer);
  return { cards };
}

/** «Puedes X para Y.»: «Puedes X. Si lo haces, Y.», the two sentences it says (ruling R186); in granted abilities too. */
function unfoldIfDone(ability: AbilityNode): void {
  if (!hasBody(ability)) return;
  ability.body = ability.body.flatMap((s) => {
    for (const c of s.clauses) if (c.kind === "grantAbility") unfoldIfDone(c.ability);
    if (s.ifDone === undefined) return [s];
    const { ifDone, ...first } = s;
    return [{ ...first, span: { start: s.span.start, end: ifDone.span.start } }, { ...ifDone, span: { start: ifDone.span.start, end: s.span.end } }];
  });
}

/** What only a character does: on a Reliquia, «Cuando bloquee, …» with no subject is its bearer. */
const BEARER_EVENTS: ReadonlySet<string> = new Set(["blocks", "isBlocked", "notBlocked", "activates", "entersDuel", "destroysInDuel"]);

function ofTheBearer(ability: AbilityNode): void {
  if (ability.kind !== "triggered") return;
  const event = ability.trigger.event;
  if (!BEARER_EVENTS.has(event.kind) || !("subject" in event)) return;
  const subject = event.subject as SelectionNode;
  if (subject.kind === "self" && subject.unwritten === true) {
    (event as { subject: SelectionNode }).subject = { kind: "bearer", ofIt: false, span: subject.span };
  }
}

/** «Interferencia: … Solo puedes activar este rasgo si …»: «este rasgo» is the trait written before it. */
function nameThisTrait(card: CardNode): void {
  let last: string | undefined;
  for (const ability of card.abilities) {
    if (ability.kind === "trait") last = ability.trait;
    if (ability.kind !== "static" || last === undefined) continue;
    for (const sentence of ability.body) for (const clause of sentence.clauses) if (clause.kind === "usableOnlyIf" && clause.use === "rasgo") clause.use = last;
  }
}

/**
 * «Cuando este personaje bloquee o sea bloqueado, …» is «Cuando este personaje bloquee, …»
 * and «Cuando este personaje sea bloqueado, …»: one ability per event, each with its own
 * copy of the effect (the binder declares a target once per ability).
 */
function splitAlternatives(ability: AbilityNode): AbilityNode[] {
  if (ability.kind !== "triggered" || ability.trigger.alternatives === undefined) return [ability];
  const { alternatives, ...trigger } = ability.trigger;
  const first: AbilityNode = { ...ability, trigger };
  return [first, ...alternatives.map((event): AbilityNode => ({ ...structuredClone(first), trigger: { ...structuredClone(trigger), event } }))];
}

/** In an effect, «Roba dos cartas a menos que …» is «Si no …, roba dos cartas»: the condition printed last. */
function conditionFromDuring(sentence: SentenceNode): SentenceNode {
  if (sentence.during === undefined || sentence.condition !== null) return sentence;
  const { during, ...rest } = sentence;
  return { ...rest, condition: during };
}

/** Whether a loose modifier on the line above is of this trait: one it does not have yet and admits (Temple: not a Resplandor). */
function claimsAbove(trait: Extract<AbilityNode, { kind: "trait" }>, modifier: ModifierNode): boolean {
  if (trait.modifiers.some((m) => m.kind === modifier.kind)) return false;
  if (modifier.kind === "limit") return true;
  return modifier.kind === "temple" && trait.trait !== "Resplandor";
}
