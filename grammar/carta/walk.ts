// Walking a card's syntax tree: the one place that knows where selections nest,
// for the binder (card references), the compiler's antecedent resolution and the
// language server (references, rename). A table keyed by every clause, condition and
// event kind, so a new kind fails the build here until its selections are listed.
import type { Span } from "../diagnostics/catalog.js";
import type {
  AbilityNode,
  AmountNode,
  CardNode,
  ClauseKind,
  ClauseNode,
  ConditionKind,
  ConditionNode,
  EventKind,
  EventNode,
  SelectionNode,
  SentenceNode,
} from "./ast.js";

type Maybe = SelectionNode | null | undefined;

/** The one selection an amount may hold («el ataque de …», «por cada …»). */
function amountSelection(a: AmountNode): Maybe {
  if (a.kind === "statOf" || a.kind === "countOf") return a.of;
  return a.perEach;
}

type ClauseOf<K extends ClauseKind> = Extract<ClauseNode, { kind: K }>;

const CLAUSE_SELECTIONS: { [K in ClauseKind]: (c: ClauseOf<K>) => Maybe[] } = {
  damage: (c) => [c.source, c.to, amountSelection(c.amount)],
  divideDamage: (c) => [c.among, amountSelection(c.amount)],
  destroy: (c) => [c.what],
  draw: (c) => [c.player, amountSelection(c.amount)],
  mill: (c) => [c.player, amountSelection(c.amount)],
  discard: (c) => [c.player, c.what, amountSelection(c.amount)],
  gains: (c) => [c.what, c.perEach],
  grantAbility: (c) => [c.what, ...abilitySelections(c.ability)],
  turn: (c) => [c.what],
  untap: (c) => [c.what],
  sacrifice: (c) => [c.what],
  reveal: (c) => [c.what],
  returnToHand: (c) => [c.what],
  move: (c) => [c.what],
  returnEssence: (c) => [c.what],
  gainLife: (c) => [c.who, amountSelection(c.amount)],
  loseLife: (c) => [c.who, amountSelection(c.amount)],
  prohibitNext: () => [],
  prohibitTarget: (c) => [c.what],
  lookAtTop: () => [],
  look: (c) => [c.whose],
  choose: (c) => [c.what],
  searchDeck: (c) => [c.what],
  shuffle: (c) => [c.whose],
  addEssence: () => [],
  entersTurned: (c) => [c.what],
  gainControl: (c) => [c.what],
  exchangeControl: (c) => [c.what, c.other],
  fight: (c) => [c.what],
  equip: (c) => [c.relic, c.to],
  modifyCost: (c) => [c.what, c.perEach],
  prevent: (c) => (c.redirectTo === undefined ? [c.to] : [c.to, c.redirectTo]),
  removeDamage: (c) => [c.what],
  damageInstead: () => [],
  redirectDamage: (c) => [c.to],
  restrict: (c) => (c.restriction.kind === "cannotBeBlocked" ? [c.what, c.restriction.by] : c.restriction.kind === "cannotPlay" ? [c.what, c.restriction.what] : [c.what]),
  winGame: (c) => [c.player],
  payEssence: () => [],
  handSize: () => [],
  loseGame: (c) => [c.player],
  equipRequirement: (c) => [c.to],
  playOnlyDuring: () => [],
  usableOnlyIf: (c) => conditionSelections(c.condition),
  chooseOne: (c) => {
    const out: Maybe[] = [];
    for (const option of c.options) addSentence(option, out);
    return out;
  },
};

type ConditionOf<K extends ConditionKind> = Extract<ConditionNode, { kind: K }>;

const CONDITION_SELECTIONS: { [K in ConditionKind]: (c: ConditionOf<K>) => Maybe[] } = {
  controls: (c) => [c.who, c.what],
  sanctuaryLife: (c) => [c.who],
  sanctuaryLifeVs: (c) => [c.who],
  cardsIn: (c) => [c.who],
  cardsInVs: (c) => [c.who],
  turnOf: () => [],
  is: (c) => [c.what],
  activated: (c) => [c.what],
  destroyed: (c) => [c.what],
  happened: (c) => [c.who, c.what],
  not: (c) => conditionSelections(c.condition),
};

type EventOf<K extends EventKind> = Extract<EventNode, { kind: K }>;

const EVENT_SELECTIONS: { [K in EventKind]: (e: EventOf<K>) => Maybe[] } = {
  entersPlay: (e) => [e.subject],
  leavesPlay: (e) => [e.subject],
  destroyed: (e) => [e.subject],
  blocks: (e) => [e.subject, e.blocked],
  isBlocked: (e) => [e.subject],
  notBlocked: (e) => [e.subject],
  damaged: (e) => [e.subject],
  gainsLife: (e) => [e.subject],
  destroysInDuel: (e) => [e.subject, e.victim],
  entersDuel: (e) => [e.subject],
  survivesDuel: (e) => [e.subject],
  activates: (e) => [e.subject],
  dealsDamage: (e) => [e.subject, e.to],
  plays: (e) => [e.player, e.what],
  discards: (e) => [e.player, e.what],
  draws: (e) => [e.player, e.what],
  sacrifices: (e) => [e.player, e.what],
  equipped: (e) => [e.relic, e.to],
  changesBearer: (e) => [e.relic],
  returnsToHand: (e) => [e.subject],
  consumed: (e) => [e.subject, e.paysFor],
  wouldLeave: (e) => [e.subject],
  wouldBeDamaged: (e) => (e.by === undefined ? [e.subject] : [e.subject, e.by]),
  phase: () => [],
};

export function clauseSelections(clause: ClauseNode): Maybe[] {
  return (CLAUSE_SELECTIONS[clause.kind] as (c: ClauseNode) => Maybe[])(clause);
}

export function conditionSelections(condition: ConditionNode | null): Maybe[] {
  if (condition === null) return [];
  return (CONDITION_SELECTIONS[condition.kind] as (c: ConditionNode) => Maybe[])(condition);
}

export function eventSelections(event: EventNode): Maybe[] {
  return (EVENT_SELECTIONS[event.kind] as (e: EventNode) => Maybe[])(event);
}

// The walks below append to one array instead of returning and spreading one per node:
// the binder walks every card of the set, and the copies were most of its time.

function addAll(selections: Maybe[], out: Maybe[]): void {
  for (const s of selections) out.push(s);
}

function addSentence(sentence: SentenceNode, out: Maybe[]): void {
  if (sentence.condition !== null) addAll(conditionSelections(sentence.condition), out);
  for (const clause of sentence.clauses) addAll(clauseSelections(clause), out);
  if (sentence.unlessPayer !== undefined) out.push(sentence.unlessPayer);
}

function abilitySelections(ability: AbilityNode): Maybe[] {
  const out: Maybe[] = [];
  if (ability.kind === "triggered") addAll(eventSelections(ability.trigger.event), out);
  if (ability.kind === "static") addAll(conditionSelections(ability.condition), out);
  if (ability.kind === "trait") for (const m of ability.modifiers) if (m.kind === "actionCost") addAll(clauseSelections(m.clause), out);
  if ("body" in ability) for (const sentence of ability.body) addSentence(sentence, out);
  return out;
}

/** A selection and the selections inside it («una Reliquia o un personaje», «cambia de portador … a …»). */
function addWithNested(selection: SelectionNode, out: SelectionNode[]): void {
  out.push(selection);
  if (selection.kind === "either") for (const option of selection.options) addWithNested(option, out);
  if (selection.kind === "both") for (const item of selection.items) addWithNested(item, out);
}

/** Every selection written on the card, in text order. */
export function selectionsOf(card: CardNode): SelectionNode[] {
  const out: SelectionNode[] = [];
  for (const ability of card.abilities) for (const s of abilitySelections(ability)) if (s) addWithNested(s, out);
  return out;
}

/** The card names a card refers to with `llamado "…"`. */
export function cardReferences(card: CardNode): Array<{ name: string; span: Span }> {
  const out: Array<{ name: string; span: Span }> = [];
  for (const selection of selectionsOf(card)) {
    if (selection.kind !== "cards") continue;
    for (const filter of selection.filters) if (filter.kind === "named") out.push({ name: filter.name, span: filter.nameSpan });
  }
  return out;
}
