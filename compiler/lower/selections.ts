// Selections → IR subjects. A selection with «un», «N», «hasta N», «uno o dos» is a
// target, declared on the ability (Reglamento 23: «debe elegirse al momento de
// jugarla»); «todos los …», «cada …», «tus …» select on resolution; «de entre ellas»
// chooses among cards found on resolution (a choice, not a target); a pointer becomes
// whatever it refers to (compiler/resolve.ts).
import type { FilterNode, NounName, SelectionNode, Span } from "../../grammar/index.js";
import { assertNever } from "../../grammar/index.js";
import type { CardFilter, CardType, Faction, PlayerRef, SelectionNoun, Side, Step, Subject, TargetDeclaration, Trait, Zone } from "../ir.js";
import type { Antecedent } from "../resolve.js";
import type { Scope } from "./scope.js";

export interface SubjectOptions {
  /** The zone a filter without one means (play, the chain, the hand for cost changes). */
  zone?: Zone;
  /** False where a quantity counts or is paid, not chosen as a target (conditions, costs, «por cada»). */
  target?: boolean;
  /** Targets on the chain: «Prohíbe un Verso». */
  chain?: boolean;
}

/** The count of a target declaration from what was written. */
function countOf(selection: Extract<SelectionNode, { kind: "cards" }>): TargetDeclaration["count"] {
  const q = selection.quantifier;
  switch (q.kind) {
    case "one":
      return { exactly: 1 };
    case "exactly":
    case "atLeast":
      return { exactly: q.n };
    case "upTo":
    case "atMost":
      return { upTo: q.n };
    case "between":
      return { upTo: q.max, min: q.min };
    case "anyNumber":
      return { upTo: 99 };
    case "all":
      return { upTo: 99 };
    default:
      return assertNever(q);
  }
}

export function lowerSubject(selection: SelectionNode, scope: Scope, options: SubjectOptions = {}): Subject {
  const known = scope.recall(selection);
  if (known !== undefined) return known;
  return scope.remember(selection, subjectOf(selection, scope, options));
}

function subjectOf(selection: SelectionNode, scope: Scope, options: SubjectOptions): Subject {
  const zone = options.zone ?? "juego";
  switch (selection.kind) {
    case "self":
      return { kind: "self" };
    case "bearer":
      if (!selection.ofIt) return { kind: "bearer" };
    {
      // «su portador» of this Reliquia is the bearer.
      const of = antecedentSubject(scope.resolution.refersTo.get(selection) ?? null, scope);
      return of.kind === "self" ? { kind: "bearer" } : { kind: "bearerOf", of };
    }
    case "previous": {
      const antecedent = scope.resolution.refersTo.get(selection) ?? null;
      return antecedentSubject(antecedent, scope);
    }
    case "rest": {
      const finder = scope.resolution.foundBy.get(selection) ?? null;
      return finder === null ? { kind: "self" } : { kind: "rest", of: scope.foundRef(finder) };
    }
    case "sanctuary":
      switch (selection.whose) {
        case "you":
        case "opponent":
          return { kind: "sanctuary", whose: selection.whose };
        case "this":
          return { kind: "self" };
        case "each":
          return { kind: "all", filter: { noun: "Santuario", zone: "juego" } };
        case "itsController":
        case "itsOwner":
          return sanctuaryOfAntecedent(scope.resolution.refersTo.get(selection) ?? null, scope);
        case "thatPlayer":
          return { kind: "sanctuaryOf", player: { kind: "eventPlayer" } };
      }
      return assertNever(selection.whose);
    case "player":
      return lowerPlayerSelection(selection, scope);
    case "playerTarget": {
      const ref = scope.declare({ kind: "player" }, { exactly: 1 }, selection.span);
      return { kind: "playerTarget", ref };
    }
    case "cards":
      return cardsSubject(selection, scope, options, zone);
    case "either": {
      const first = selection.options[0];
      const filter = selectionFilter(selection, scope, zone)!;
      // «elige una Reliquia o un Verso de entre ellas»: chosen among the cards found, as one option alone would be.
      const among = selection.options.find((o) => scope.resolution.foundBy.has(o));
      if (among !== undefined && first?.kind === "cards") return chooseAmong(scope, foundRefOf(among, scope), filter, countOf(first), selection.span);
      if (options.chain) return { kind: "target", ref: scope.declare({ kind: "chain", cards: filter }, { exactly: 1 }, selection.span) };
      if (first?.kind === "cards" && first.quantifier.kind === "all") return { kind: "all", filter };
      if (options.target === false) return { kind: "all", filter };
      const count = first?.kind === "cards" ? countOf(first) : { exactly: 1 };
      return { kind: "target", ref: scope.declare({ kind: "card", filter }, count, selection.span) };
    }
    case "trait": {
      const ref = scope.declare({ kind: "chain", traits: selection.traits as Trait[] }, { exactly: 1 }, selection.span);
      return { kind: "target", ref };
    }
    case "paid":
      return { kind: "paid", cost: selection.cost, noun: NOUNS[selection.noun] };
    case "both":
      // «Este personaje y otro personaje objetivo que controles»: each part as it would be alone.
      return { kind: "union", of: selection.items.map((item) => lowerSubject(item, scope, options)) };
    default:
      return assertNever(selection);
  }
}

/** The binding of the cards a selection is chosen among: those its finder found («de entre ellas»). */
function foundRefOf(selection: SelectionNode, scope: Scope): string {
  const finder = scope.resolution.foundBy.get(selection) ?? null;
  return finder === null ? "f0" : scope.foundRef(finder);
}

/** A choice on resolution among found cards, right before the step that uses it: what it chose is bound anew. */
function chooseAmong(scope: Scope, of: string, filter: CardFilter | undefined, count: Extract<Step, { kind: "choose" }>["count"], span: Span): Subject {
  const as = scope.newFound();
  const from = { kind: "found" as const, ref: of };
  const range = scope.range(span);
  scope.pending.push(filter === undefined ? { kind: "choose", from, count, as, range } : { kind: "choose", from, filter, count, as, range });
  return { kind: "found", ref: as };
}

function cardsSubject(selection: Extract<SelectionNode, { kind: "cards" }>, scope: Scope, options: SubjectOptions, zone: Zone): Subject {
  if (scope.resolution.foundBy.has(selection)) {
    const of = foundRefOf(selection, scope);
    const filter = lowerFilter(selection, scope, zone);
    const narrowed = selection.noun !== "carta" || Object.keys(filter).some((k) => k !== "noun" && k !== "zone");
    if (selection.quantifier.kind === "all") return narrowed ? { kind: "found", ref: of, filter } : { kind: "found", ref: of };
    // «un personaje de entre ellas», «una»: chosen among them on resolution.
    const q = selection.quantifier;
    const count = q.kind === "anyNumber" ? { any: true as const } : q.kind === "upTo" ? { upTo: q.n } : { exactly: "n" in q ? q.n : 1 };
    return chooseAmong(scope, of, narrowed ? filter : undefined, count, selection.span);
  }
  if (options.chain) {
    const filter = lowerFilter(selection, scope, "cadena");
    return { kind: "target", ref: scope.declare({ kind: "chain", cards: { ...filter, zone: "cadena" } }, countOf(selection), selection.span) };
  }
  const filter = lowerFilter(selection, scope, zone);
  if (selection.quantifier.kind === "all" || options.target === false) return { kind: "all", filter };
  return { kind: "target", ref: scope.declare({ kind: "card", filter }, countOf(selection), selection.span) };
}

/** The subject an antecedent stands for: the same target, the found cards, the trigger's card. */
export function antecedentSubject(antecedent: Antecedent | null, scope: Scope): Subject {
  if (antecedent === null) return { kind: "self" };
  switch (antecedent.kind) {
    case "selection":
      if (antecedent.event !== undefined) {
        const node = antecedent.node;
        // The card with the ability is «self» even when it is the trigger's subject.
        if (node.kind === "self") return { kind: "self" };
        if (node.kind === "bearer") return { kind: "bearer" };
        return { kind: "event", role: antecedent.event };
      }
      return scope.recall(antecedent.node) ?? lowerSubject(antecedent.node, scope);
    case "found":
      return { kind: "found", ref: scope.foundRef(antecedent.clause) };
    case "both":
      return { kind: "union", of: antecedent.items.map((a) => antecedentSubject(a, scope)) };
    default:
      return assertNever(antecedent);
  }
}

/** «su Santuario», «el Santuario de su controlador»: whose, from the card (or player) before. */
function sanctuaryOfAntecedent(antecedent: Antecedent | null, scope: Scope): Subject {
  if (antecedent?.kind === "selection" && antecedent.node.kind === "player") {
    const p = lowerPlayerSelection(antecedent.node, scope);
    return p.kind === "player" && p.who !== "each" ? { kind: "sanctuary", whose: p.who } : { kind: "sanctuaryOf", player: p };
  }
  const subject = antecedentSubject(antecedent, scope);
  // «cada personaje que tu oponente controle … y 2 de daño a su Santuario»: the filter says whose.
  if (subject.kind === "all" && subject.filter.controller !== undefined) return { kind: "sanctuary", whose: subject.filter.controller };
  if (subject.kind === "event" && scope.event !== null) {
    const side = eventSubjectSide(scope);
    if (side !== undefined) return { kind: "sanctuary", whose: side };
  }
  return { kind: "sanctuaryOf", player: { kind: "controllerOf", of: subject } };
}

/** The controller a trigger's subject filter requires, if any («un personaje que tu oponente controle»). */
function eventSubjectSide(scope: Scope): Side | undefined {
  const event = scope.event;
  if (event === null || !("subject" in event)) return undefined;
  const subject = event.subject;
  if (subject.kind !== "cards") return undefined;
  const controller = subject.filters.find((f) => f.kind === "controller");
  return controller?.kind === "controller" ? controller.side : undefined;
}

function lowerPlayerSelection(selection: Extract<SelectionNode, { kind: "player" }>, scope: Scope): PlayerRef {
  switch (selection.who) {
    case "you":
    case "opponent":
    case "each":
      return { kind: "player", who: selection.who };
    case "thatPlayer": {
      // Outside a trigger, the player named before it in the ability (compiler/resolve.ts).
      const antecedent = scope.resolution.refersTo.get(selection);
      if (antecedent?.kind === "selection" && antecedent.node.kind === "player") return lowerPlayerSelection(antecedent.node, scope);
      if (antecedent?.kind === "selection" && antecedent.node.kind === "playerTarget") return lowerSubject(antecedent.node, scope) as PlayerRef;
      return { kind: "eventPlayer" };
    }
    case "itsController":
    case "itsOwner": {
      const antecedent = scope.resolution.refersTo.get(selection) ?? null;
      if (antecedent?.kind === "selection" && antecedent.node.kind === "player") return lowerPlayerSelection(antecedent.node, scope);
      const of = antecedentSubject(antecedent, scope);
      return selection.who === "itsController" ? { kind: "controllerOf", of } : { kind: "ownerOf", of };
    }
    default:
      return assertNever(selection.who);
  }
}

/** Who a player selection is, for draw/discard/mill and costs; the controller when nothing is written. */
export function lowerPlayer(selection: SelectionNode | null, scope: Scope): PlayerRef {
  if (selection === null) return { kind: "player", who: "you" };
  const subject = lowerSubject(selection, scope);
  if (subject.kind === "player" || subject.kind === "playerTarget" || subject.kind === "controllerOf" || subject.kind === "ownerOf" || subject.kind === "eventPlayer") return subject;
  if (subject.kind === "target") return { kind: "playerTarget", ref: subject.ref };
  if (subject.kind === "event") return { kind: "eventPlayer" };
  return { kind: "player", who: "you" };
}

const NOUNS: Record<NounName, SelectionNoun> = { Personaje: "Personaje", carta: "carta", Reliquia: "Reliquia", Verso: "Verso", Santuario: "Santuario", Escencia: "Escencia" };

/** The filter a selection of cards describes: «un personaje de Orden», «una Reliquia o un Verso»; undefined for anything else. */
export function selectionFilter(selection: SelectionNode, scope: Scope, zone: Zone): CardFilter | undefined {
  if (selection.kind === "cards") return lowerFilter(selection, scope, zone);
  // «un personaje o al Santuario de tu oponente»: that player's Santuario as a card.
  if (selection.kind === "sanctuary" && (selection.whose === "you" || selection.whose === "opponent")) return { noun: "Santuario", zone: "juego", controller: selection.whose };
  if (selection.kind !== "either") return undefined;
  const anyOf = selection.options.map((o) => selectionFilter(o, scope, zone) ?? { noun: "carta" as const, zone });
  return { noun: "carta", zone, anyOf };
}

export function lowerFilter(selection: Extract<SelectionNode, { kind: "cards" }>, scope: Scope, zone: Zone): CardFilter {
  const filter: CardFilter = { noun: NOUNS[selection.noun], zone };
  if (selection.yours) filter.controller = "you";
  if (selection.other) filter.other = true;
  for (const f of selection.filters) applyFilter(filter, f, scope);
  return filter;
}

function applyFilter(filter: CardFilter, f: FilterNode, scope: Scope): void {
  switch (f.kind) {
    case "faction":
      filter.faction = f.faction as Faction;
      return;
    case "controller":
    case "playedBy":
    case "under":
      filter.controller = f.side;
      return;
    case "stat": {
      const key = f.stat === "coste" ? "cost" : f.stat === "ataque" ? "attack" : "life";
      filter[key] = { ...f.compare };
      return;
    }
    case "statVsIt":
      filter.than = { stat: f.stat === "ataque" ? "attack" : "life", op: f.op };
      return;
    case "has":
      filter.has = f.name as CardFilter["has"] & string;
      return;
    case "turned":
      filter.turned = f.turned;
      return;
    case "damaged":
      filter.damaged = true;
      return;
    case "named":
      filter.named = f.name;
      return;
    case "zone":
      filter.zone = f.zone;
      // "en tu mano / cementerio / baraja" are the controller's own zones; «su» the other player's.
      if (f.zone === "mano" || f.zone === "cementerio" || f.zone === "baraja") filter.controller = f.side ?? "you";
      return;
    case "nthPlayed":
      filter.playedThisTurn = f.nth;
      return;
    case "everyPlayer":
    // What «el próximo … que juegues» changes is said by its step (compiler/clauses/others.ts).
    case "nextPlayed":
      return;
    case "equipped":
      filter.equipped = f.equipped;
      if (f.to !== undefined) filter.equippedTo = f.to === "it" ? "each" : f.to;
      return;
    case "relicCount":
      // «al menos una Reliquia equipada» is having one.
      if (f.compare.op === "ge" && f.compare.value === 1) filter.hasRelic = true;
      else filter.relicCount = { ...f.compare };
      return;
    case "hasRelic":
      filter.hasRelic = f.has;
      return;
    case "enteredThisTurn":
      filter.enteredThisTurn = true;
      return;
    case "activatedTrait":
      if (f.not === true) filter.notActivated = f.trait as Trait;
      else filter.activated = f.trait as Trait;
      return;
    case "blocking":
      filter.blocking = !f.it ? "any" : scope.frame.type === "Reliquia" ? "bearer" : "self";
      return;
    case "inDuel":
      // «con él» is the card with the ability; on a Reliquia, its bearer (as «que lo bloquee»).
      filter.inDuel = !f.it ? "any" : scope.frame.type === "Reliquia" ? "bearer" : "self";
      if (f.attacker === true) filter.attacking = true;
      return;
    case "destroyerOf":
      filter.destroyerOf = scope.frame.type === "Reliquia" ? "bearer" : "self";
      return;
    case "notNoun":
      filter.notNoun = NOUNS[f.noun] as CardType;
      return;
    case "incursion":
      if (f.role === "attacking") filter.attacking = true;
      else if (f.role === "takingPart") filter.inIncursion = true;
      else filter.blocked = true;
      return;
    case "essenceKind":
      filter.essence = f.essence;
      return;
    case "among":
    case "ofIts":
      return;
    default:
      return assertNever(f);
  }
}
