// Lowering a checked syntax tree to the IR. Targets are hoisted to the ability
// (declared when played, Reglamento 23 and 26) and steps refer to them by id.
import type {
  AbilityNode,
  AmountNode,
  CardNode,
  ClauseNode,
  ConditionNode,
  FilterNode,
  SelectionNode,
  SentenceNode,
  Span,
} from "../grammar/index.js";
import type { CardFrame } from "./frame.js";
import type {
  Ability,
  Amount,
  CardDefinition,
  CardFilter,
  CardKeyword,
  ChoiceOption,
  Condition,
  Cost,
  Faction,
  GrantableKeyword,
  LimitEvent,
  Phase,
  PlayerRef,
  SelectionNoun,
  Side,
  SourceRange,
  StaticEffect,
  Step,
  StepBase,
  Subject,
  TargetDeclaration,
  Trait,
  Trigger,
  Zone,
} from "./ir.js";
import type { LineIndex } from "./positions.js";

interface Scope {
  range: (span: Span) => SourceRange;
  targets: TargetDeclaration[];
  nextId: { value: number };
}

export function lowerCard(card: CardNode, frame: CardFrame, range: (span: Span) => SourceRange): CardDefinition {
  const keywords: CardKeyword[] = [];
  let bind: number | undefined;
  const abilities: Ability[] = [];
  for (const ability of card.abilities) {
    if (ability.kind === "keyword") {
      if (!keywords.includes(ability.keyword as CardKeyword)) keywords.push(ability.keyword as CardKeyword);
    } else if (ability.kind === "bind") {
      bind = ability.amount;
    } else {
      abilities.push(lowerAbility(ability, range));
    }
  }
  // Built in printed order (name, type, faction, numbers, text) so the JSON reads like the card.
  const definition = { name: card.name, type: frame.type ?? "Personaje" } as CardDefinition;
  if (frame.essenceKind !== undefined) definition.essenceKind = frame.essenceKind;
  definition.faction = frame.faction ?? ("Orden" as Faction);
  if (frame.cost !== undefined) definition.cost = frame.cost;
  if (frame.attack !== undefined) definition.attack = frame.attack;
  if (frame.life !== undefined) definition.life = frame.life;
  definition.keywords = keywords;
  if (bind !== undefined) definition.bind = bind;
  definition.abilities = abilities;
  definition.range = range(card.span);
  return definition;
}

export function rangeMaker(file: string, lines: LineIndex): (span: Span) => SourceRange {
  return (span) => lines.range(file, span);
}

function lowerAbility(ability: Exclude<AbilityNode, { kind: "keyword" | "bind" }>, range: (span: Span) => SourceRange): Ability {
  const scope: Scope = { range, targets: [], nextId: { value: 1 } };
  if (ability.kind === "static") {
    return { kind: "static", effect: lowerStatic(ability.body[0]!, scope), range: range(ability.span) };
  }
  const { costs, steps } = lowerBody(ability.body, scope);
  const base = { targets: scope.targets, steps, range: range(ability.span) };
  switch (ability.kind) {
    case "trait": {
      const temple = ability.modifiers.some((m) => m.kind === "temple");
      const limit = ability.modifiers.find((m) => m.kind === "limit");
      const essence: Cost[] = ability.modifiers.flatMap((m) => (m.kind === "essenceCost" ? [{ kind: "essence" as const, amount: m.amount, range: range(m.span) }] : []));
      return limit
        ? { kind: "trait", trait: ability.trait as Trait, temple, limit: limit.event as LimitEvent, costs: [...essence, ...costs], ...base }
        : { kind: "trait", trait: ability.trait as Trait, temple, costs: [...essence, ...costs], ...base };
    }
    case "verse":
      return { kind: "verse", option: ability.option, costs, ...base };
    case "triggered":
      return { kind: "triggered", trigger: lowerTrigger(ability.trigger), ...base };
  }
}

function lowerTrigger(trigger: Extract<AbilityNode, { kind: "triggered" }>["trigger"]): Trigger {
  switch (trigger.kind) {
    case "phaseStart":
      return { kind: "phaseStart", phase: trigger.phase as Phase, whose: trigger.whose === "you" ? "you" : "each" };
    case "entersPlay":
    case "leavesPlay":
      return { kind: trigger.kind };
    default:
      return { kind: trigger.kind };
  }
}

function lowerBody(body: SentenceNode[], scope: Scope): { costs: Cost[]; steps: Step[] } {
  const costs: Cost[] = [];
  const steps: Step[] = [];
  for (const sentence of body) {
    if (sentence.link === "additionalCost") {
      for (const clause of sentence.clauses) {
        const cost = lowerCost(clause, scope);
        if (cost) costs.push(cost);
      }
      continue;
    }
    steps.push(...lowerSentence(sentence, scope));
  }
  return { costs, steps };
}

function lowerCost(clause: ClauseNode, scope: Scope): Cost | undefined {
  const range = scope.range(clause.span);
  switch (clause.kind) {
    case "discard":
      return { kind: "discard", amount: clause.amount.value, range };
    case "returnEssence":
      return { kind: "returnEssence", amount: clause.amount.value, range };
    case "sacrifice":
    case "turn": {
      // A cost picks among your own cards when it is paid; it is not a target (Reglamento 12).
      const what = clause.what;
      if (what.kind !== "cards") return undefined;
      const amount = "n" in what.quantifier ? what.quantifier.n : 1;
      return { kind: clause.kind, filter: { ...lowerFilter(what, "juego"), controller: "you" }, amount, range };
    }
    default:
      return undefined;
  }
}

function lowerSentence(sentence: SentenceNode, scope: Scope): Step[] {
  return sentence.clauses.flatMap((clause, index) => {
    // Connectors belong to the first clause of the sentence; the range goes last so the JSON reads kind-first.
    const base: StepBase = {} as StepBase;
    if (clause.optional) base.optional = true;
    if (index === 0 && (sentence.link === "then" || sentence.link === "ifYouDid")) base.link = sentence.link;
    const gated = sentence.link === "ifYouDid" || sentence.condition !== null;
    if (index > 0 && gated) base.link = "and";
    if (index === 0 && sentence.condition !== null) base.condition = lowerCondition(sentence.condition);
    base.range = scope.range(clause.span);
    const step = lowerClause(clause, scope, base);
    return step === undefined ? [] : [step];
  });
}

/** Undefined only for clauses the checker already refused (a cost change outside a static ability). */
function lowerClause(clause: ClauseNode, scope: Scope, base: StepBase): Step | undefined {
  switch (clause.kind) {
    case "damage":
      return { kind: "damage", amount: lowerAmount(clause.amount), to: lowerSubject(clause.to, scope), ...base };
    case "divideDamage": {
      const among = lowerSubject(clause.among, scope);
      return { kind: "divideDamage", amount: clause.amount.value, among: among.kind === "target" ? among.ref : "", ...base };
    }
    case "destroy":
    case "turn":
    case "untap":
    case "returnToHand":
      return { kind: clause.kind, what: lowerSubject(clause.what, scope), ...base } as Step;
    case "sacrifice": {
      // Only your own cards are sacrificed: the filter says so even where the text leaves it implicit.
      const what = lowerSubject(clause.what, scope);
      // «sacrifica ese personaje» reuses a target declared for another step: leave it as declared.
      if (what.kind === "target" && clause.what.kind === "cards") {
        const target = scope.targets.find((t) => t.id === what.ref);
        if (target?.what.kind === "card") target.what.filter.controller = "you";
      } else if (what.kind === "all") {
        what.filter.controller = "you";
      }
      return { kind: "sacrifice", what, ...base };
    }
    case "draw":
    case "discard":
    case "mill":
      return { kind: clause.kind, player: lowerPlayer(clause.player, scope), amount: lowerAmount(clause.amount), ...base };
    case "modifyStats":
      return {
        kind: "modifyStats",
        what: lowerSubject(clause.what, scope),
        attack: clause.attack,
        life: clause.life,
        duration: clause.duration ?? "untilEndOfTurn",
        ...base,
      };
    case "grantKeyword":
      return {
        kind: "grantKeyword",
        what: lowerSubject(clause.what, scope),
        keyword: clause.keyword as GrantableKeyword,
        duration: clause.duration ?? "untilEndOfTurn",
        ...base,
      };
    case "gainLife":
      return { kind: "gainLife", who: lowerSubject(clause.who, scope), amount: lowerAmount(clause.amount), ...base };
    case "prohibitNext": {
      return clause.unlessPays !== null
        ? { kind: "prohibitNext", what: clause.what, unlessPays: clause.unlessPays, ...base }
        : { kind: "prohibitNext", what: clause.what, ...base };
    }
    case "prohibitTarget": {
      const what = lowerSubject(clause.what, scope, "cadena");
      return clause.unlessPays !== null ? { kind: "prohibitTarget", what, unlessPays: clause.unlessPays, ...base } : { kind: "prohibitTarget", what, ...base };
    }
    case "lookAtTop":
      return { kind: "lookAtTop", count: clause.count, arrange: clause.arrange, ...base };
    case "searchDeck": {
      const filter: CardFilter =
        clause.what.kind === "cards" ? { ...lowerFilter(clause.what, "baraja"), zone: "baraja" } : { noun: "carta", zone: "baraja" };
      return { kind: "searchDeck", filter, destination: clause.destination, ...base };
    }
    case "addEssence":
      return { kind: "addEssence", amount: clause.amount.value, turned: clause.turned, ...base };
    case "returnEssence":
      return { kind: "returnEssence", amount: clause.amount.value, ...base };
    case "gainControl":
      return { kind: "gainControl", what: lowerSubject(clause.what, scope), duration: clause.duration ?? "permanent", ...base };
    case "equip":
      return { kind: "equip", relic: lowerSubject(clause.relic, scope), to: lowerSubject(clause.to, scope), ...base };
    case "chooseOne":
      return { kind: "chooseOne", options: clause.options.map((option) => lowerOption(option, scope)), ...base };
    case "modifyCost":
      return undefined;
  }
}

function lowerOption(sentence: SentenceNode, parent: Scope): ChoiceOption {
  const scope: Scope = { range: parent.range, targets: [], nextId: parent.nextId };
  return { targets: scope.targets, steps: lowerSentence(sentence, scope), range: parent.range(sentence.span) };
}

function lowerStatic(sentence: SentenceNode, scope: Scope): StaticEffect {
  const clause = sentence.clauses[0]!;
  switch (clause.kind) {
    case "modifyStats":
      return { kind: "modifyStats", what: lowerSubject(clause.what, scope), attack: clause.attack, life: clause.life };
    case "grantKeyword":
      return { kind: "grantKeyword", what: lowerSubject(clause.what, scope), keyword: clause.keyword as GrantableKeyword };
    default: {
      const filter: CardFilter = clause.kind === "modifyCost" && clause.what.kind === "cards" ? { ...lowerFilter(clause.what, "mano"), zone: "mano" } : { noun: "carta", zone: "mano" };
      return { kind: "modifyCost", filter, delta: clause.kind === "modifyCost" ? clause.delta : 0 };
    }
  }
}

function lowerAmount(amount: AmountNode): Amount {
  if (amount.perEach && amount.perEach.kind === "cards") {
    return { kind: "perEach", value: amount.value, count: lowerFilter(amount.perEach, "juego") };
  }
  return { kind: "fixed", value: amount.value };
}

function lowerPlayer(player: SelectionNode | null, scope: Scope): PlayerRef {
  if (player === null) return { kind: "player", who: "you" };
  const subject = lowerSubject(player, scope);
  if (subject.kind === "player" || subject.kind === "playerTarget") return subject;
  if (subject.kind === "target") return { kind: "playerTarget", ref: subject.ref };
  return { kind: "player", who: "you" };
}

function lowerSubject(selection: SelectionNode, scope: Scope, defaultZone: Zone = "juego"): Subject {
  switch (selection.kind) {
    case "self":
      return { kind: "self" };
    case "previous": {
      // «ese personaje»: the target declared last; the checker reports CR141 when there is none.
      const noun = selection.noun;
      const last = scope.targets.findLast((t) => t.what.kind === "card" && (noun === "carta" || t.what.filter.noun === noun));
      return last ? { kind: "target", ref: last.id } : { kind: "self" };
    }
    case "bearer":
      return { kind: "bearer" };
    case "sanctuary":
      return { kind: "sanctuary", whose: selection.whose };
    case "player":
      return { kind: "player", who: selection.who };
    case "playerTarget": {
      const id = `t${scope.nextId.value++}`;
      scope.targets.push({ id, what: { kind: "player" }, count: { exactly: 1 }, range: scope.range(selection.span) });
      return { kind: "playerTarget", ref: id };
    }
    case "cards": {
      const filter = lowerFilter(selection, defaultZone);
      const q = selection.quantifier;
      if (q.kind === "all") return { kind: "all", filter };
      const id = `t${scope.nextId.value++}`;
      const count = q.kind === "upTo" ? { upTo: q.n } : { exactly: q.kind === "one" ? 1 : q.n };
      scope.targets.push({ id, what: { kind: "card", filter }, count, range: scope.range(selection.span) });
      return { kind: "target", ref: id };
    }
  }
}

function lowerFilter(selection: Extract<SelectionNode, { kind: "cards" }>, defaultZone: Zone): CardFilter {
  const filter: CardFilter = { noun: selection.noun as SelectionNoun, zone: defaultZone };
  if (selection.yours) filter.controller = "you";
  if (selection.other) filter.other = true;
  for (const f of selection.filters) applyFilter(filter, f);
  return filter;
}

function applyFilter(filter: CardFilter, f: FilterNode): void {
  switch (f.kind) {
    case "faction":
      filter.faction = f.faction as Faction;
      return;
    case "controller":
      filter.controller = f.side;
      return;
    case "stat": {
      const key = f.stat === "coste" ? "cost" : f.stat === "ataque" ? "attack" : "life";
      filter[key] = { ...f.compare };
      return;
    }
    case "has":
      filter.has = f.name as CardFilter["has"] & string;
      return;
    case "turned":
      filter.turned = f.turned;
      return;
    case "named":
      filter.named = f.name;
      return;
    case "zone":
      filter.zone = f.zone;
      // "en tu mano / cementerio / baraja" are the controller's own zones.
      if (f.zone === "mano" || f.zone === "cementerio" || f.zone === "baraja") filter.controller = "you";
      return;
  }
}

function sideOf(selection: SelectionNode | null): Side {
  if (selection === null) return "you";
  if (selection.kind === "player") return selection.who === "opponent" ? "opponent" : "you";
  if (selection.kind === "sanctuary") return selection.whose;
  return "you";
}

function lowerCondition(condition: ConditionNode): Condition {
  switch (condition.kind) {
    case "controls": {
      const what = condition.what;
      const filter: CardFilter = what.kind === "cards" ? lowerFilter(what, "juego") : { noun: "Personaje", zone: "juego" };
      const atLeast = what.kind === "cards" && "n" in what.quantifier ? what.quantifier.n : 1;
      delete filter.controller;
      return { kind: "controls", who: sideOf(condition.who), filter, atLeast };
    }
    case "sanctuaryLife":
      return { kind: "sanctuaryLife", whose: sideOf(condition.who), compare: { ...condition.compare } };
    case "cardsIn":
      return { kind: "cardsIn", whose: "you", zone: condition.zone, compare: { ...condition.compare } };
  }
}
