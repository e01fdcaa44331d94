// What «ese personaje», «lo», «la», «ambos», «su portador», «su Santuario», «el resto» and
// a verb without subject refer to, in one ability. Spanish card text names a card once
// («un personaje que controles») and then points back at it; the checker reports a
// pointer with nothing before it, and lowering turns each pointer into the target, the
// found cards or the trigger's card it means. One walk over the ability in text order,
// shared by both, so they never disagree.
//
// The rules, from how Spanish card text is written:
// - «ese X» and the pronouns take the most recent card named with an indefinite
//   («un personaje», «otro personaje», «una Reliquia», cards looked at or chosen), of the
//   right noun or gender and number; a definite («el portador», «este personaje») only
//   when no indefinite came before.
// - a verb without subject continues the topic: the card the sentence before acted on,
//   or the subject of the trigger or of the condition («Cuando este personaje bloquee a
//   un personaje con más ataque que él, obtiene +2 de ataque»: this character).
// - «su …» is of the most recent card named (its controller, owner, bearer, Santuario).
import type { AbilityNode, AmountNode, ClauseNode, ConditionNode, EventNode, NounName, SelectionNode, SentenceNode } from "../grammar/index.js";
import { clauseSelections, conditionSelections, eventSelections, isFeminineNoun } from "../grammar/index.js";

export type Antecedent =
  /** A selection written before: a target, «todos los …», this card, the bearer, a trigger's card. */
  | { kind: "selection"; node: SelectionNode; event?: "subject" | "object" }
  /** The cards a look, search or choice found. */
  | { kind: "found"; clause: ClauseNode }
  /** «ambos»: the two cards named last. */
  | { kind: "both"; items: Antecedent[] };

export interface Resolution {
  /** For every pointer («previous»), «su …» and «el resto»: what it refers to, or null when nothing does. */
  refersTo: Map<SelectionNode, Antecedent | null>;
  /** For «de entre ellas», «los personajes revelados», «el resto»: the clause that found the cards. */
  foundBy: Map<SelectionNode, ClauseNode | null>;
}

interface Referent {
  antecedent: Antecedent;
  noun: NounName | null;
  plural: boolean;
  feminine: boolean;
  /** Named with an indefinite: what «ese …» and pronouns point at first. */
  introduced: boolean;
  /**
   * No longer in play when the ability resolves: the character «… destruya a un personaje en
   * un duelo» destroyed. Only «ese personaje» written out names it; a pronoun, a verb without
   * subject and «su …» keep speaking of the card that did it («…, enderézalo»).
   */
  gone?: true;
}


function isPointer(s: SelectionNode): boolean {
  return s.kind === "previous" || (s.kind === "bearer" && s.ofIt) || (s.kind === "sanctuary" && s.whose === "itsController") || (s.kind === "player" && (s.who === "itsController" || s.who === "itsOwner"));
}

function needsFound(s: SelectionNode): boolean {
  return s.kind === "rest" || (s.kind === "cards" && s.filters.some((f) => f.kind === "among"));
}

function referentOf(node: SelectionNode, event?: "subject" | "object"): Referent | undefined {
  const antecedent: Antecedent = event === undefined ? { kind: "selection", node } : { kind: "selection", node, event };
  switch (node.kind) {
    case "cards": {
      const q = node.quantifier;
      const plural = q.kind !== "one" && !(q.kind === "exactly" && q.n === 1) && !(q.kind === "upTo" && q.n === 1);
      const introduced = q.kind !== "all" || event !== undefined;
      return { antecedent, noun: node.noun, plural, feminine: isFeminineNoun(node.noun), introduced };
    }
    case "self":
      return { antecedent, noun: node.noun, plural: false, feminine: isFeminineNoun(node.noun), introduced: false };
    case "bearer":
      return { antecedent, noun: "Personaje", plural: false, feminine: false, introduced: false };
    case "either": {
      const first = node.options[0];
      const n = first?.kind === "cards" ? first.noun : "carta";
      return { antecedent, noun: "carta", plural: false, feminine: isFeminineNoun(n), introduced: true };
    }
    default:
      return undefined;
  }
}

/** The selection a clause acts on: the topic a verb without subject continues. */
function mainSelection(clause: ClauseNode): SelectionNode | undefined {
  switch (clause.kind) {
    case "damage":
      return clause.to;
    case "divideDamage":
      return clause.among;
    case "equip":
      return clause.to;
    case "gainLife":
    case "loseLife":
      return clause.who;
    default:
      return "what" in clause && typeof clause.what === "object" && clause.what !== null ? clause.what : undefined;
  }
}

/** Cards a clause found, as a referent («Busca … un personaje» → «muéstralo»; «Mira las tres primeras cartas» → «de entre ellas»). */
function foundReferent(clause: ClauseNode): Referent | undefined {
  const antecedent: Antecedent = { kind: "found", clause };
  switch (clause.kind) {
    case "look":
      return { antecedent, noun: "carta", plural: clause.place === "hand" || clause.count > 1, feminine: true, introduced: true };
    case "searchDeck": {
      const s = clause.what;
      const noun = s.kind === "cards" ? s.noun : "carta";
      const plural = s.kind === "cards" && s.quantifier.kind !== "one" && !(s.quantifier.kind === "exactly" && s.quantifier.n === 1);
      return { antecedent, noun, plural, feminine: isFeminineNoun(noun), introduced: true };
    }
    // «Bota las tres primeras cartas …»: what it milled, for «un personaje botado de esta forma».
    case "mill":
      return clause.upTo === true ? undefined : { antecedent, noun: "carta", plural: true, feminine: true, introduced: false };
    // «Roba una carta. Si es un Verso, muéstrala …», «Descarta una carta. Si era un Verso, …»: the one card it moved.
    case "draw":
      return oneCard(clause.amount) && clause.upTo !== true ? { antecedent, noun: "carta", plural: false, feminine: true, introduced: true } : undefined;
    case "discard":
      return oneCard(clause.amount) && clause.upTo !== true && clause.what === undefined && clause.hand !== true ? { antecedent, noun: "carta", plural: false, feminine: true, introduced: true } : undefined;
    default:
      return undefined;
  }
}

/** «Si es un Verso», «Si no es un personaje»: a condition on a card the text does not name. */
function subjectless(condition: ConditionNode): boolean {
  const c = condition.kind === "not" ? condition.condition : condition;
  return c.kind === "is" && c.what.kind === "previous" && c.what.noun === undefined;
}

function oneCard(amount: AmountNode): boolean {
  return (amount.kind === undefined || amount.kind === "number") && amount.value === 1 && amount.perEach === undefined;
}

/**
 * Does this clause find cards that «de entre ellas» and «el resto» can speak of? Not
 * «Mira … y ponlas arriba»: it puts them back itself and binds nothing, so a later
 * «Elige un personaje» is a target, not a choice among cards no step found.
 */
function looksAtCards(clause: ClauseNode): boolean {
  return clause.kind === "look";
}

class Walk {
  readonly refersTo = new Map<SelectionNode, Antecedent | null>();
  readonly foundBy = new Map<SelectionNode, ClauseNode | null>();
  private referents: Referent[] = [];
  private topic: Referent | undefined;
  private lastLook: ClauseNode | null = null;
  /** The card the last clause drew or discarded, for the condition of the next sentence. */
  private lastMoved: Referent | undefined;
  /** The last player named («tu oponente», «un jugador»), for «ese jugador» outside a trigger. */
  private lastPlayer: SelectionNode | null = null;

  constructor(
    private readonly eventNode: EventNode | null,
    private readonly itself: Itself | null,
  ) {}

  start(): void {
    if (this.eventNode === null) return;
    const selections = eventSelections(this.eventNode).filter((s): s is SelectionNode => !!s);
    selections.forEach((s, i) => {
      // «Cada vez que tu oponente active un Talento, haz 1 de daño a su Santuario»: the player of the event.
      if (s.kind === "player" && s.who === "opponent") this.lastPlayer = s;
      const r = referentOf(s, i === 0 ? "subject" : "object");
      if (r !== undefined) this.referents.push(this.eventNode!.kind === "destroysInDuel" && i > 0 ? { ...r, gone: true } : r);
      if (i === 0) this.topic = r;
    });
    // «Cada vez que equipes una Reliquia a este personaje, obtiene +1/+0»: what gains is the
    // character it went to; a Reliquia has no Ataque to change.
    if (this.eventNode.kind === "equipped" && this.eventNode.to !== null && this.eventNode.to.kind !== "cards") {
      const to = referentOf(this.eventNode.to, "object");
      if (to !== undefined) this.topic = to;
    }
  }

  sentence(sentence: SentenceNode): void {
    // A cost is paid before the ability resolves: the card it sacrificed or turned is not
    // there to be pointed at, so «ese personaje» after it has nothing before it (CR141).
    if (sentence.link === "additionalCost") return this.costSentence(sentence);
    // «Roba una carta. Si es un Verso, …»: a condition without subject right after it is of
    // the card drawn (or discarded), not of the topic the draw kept.
    const moved = this.lastMoved;
    if (moved !== undefined && sentence.condition !== null && subjectless(sentence.condition)) {
      this.topic = moved;
      this.referents.push(moved);
    }
    this.lastMoved = undefined;
    this.condition(sentence.condition);
    for (const clause of sentence.clauses) this.clause(clause);
    // «Destruye un personaje a menos que su controlador pague 2 Escencias»: of the card just named.
    if (sentence.unlessPayer !== undefined) this.resolve(sentence.unlessPayer);
  }

  private costSentence(sentence: SentenceNode): void {
    const referents = this.referents.length;
    const topic = this.topic;
    for (const clause of sentence.clauses) this.clause(clause);
    this.referents.length = referents;
    this.topic = topic;
  }

  aboutItself(span: { start: number; end: number }): void {
    const node: SelectionNode = { kind: "self", noun: "carta", span: { start: span.start, end: span.start } };
    this.topic = { antecedent: { kind: "selection", node }, noun: "carta", plural: false, feminine: true, introduced: false };
  }

  condition(condition: ConditionNode | null): void {
    if (condition === null) return;
    const selections = conditionSelections(condition).filter((s): s is SelectionNode => !!s);
    for (const s of selections) this.resolve(s);
    const subject = condition.kind === "is" || condition.kind === "activated" ? condition.what : condition.kind === "not" && (condition.condition.kind === "is" || condition.condition.kind === "activated") ? condition.condition.what : undefined;
    // «si otro personaje que controles activó su Embate, obtiene …»: a card counted, not named, is no topic.
    if (subject !== undefined && subject.kind !== "cards") {
      const r = subject.kind === "previous" ? undefined : referentOf(subject);
      if (r !== undefined) {
        this.topic = { ...r, introduced: false };
        this.referents.push(this.topic);
      }
    }
    // «Si tu Santuario tiene 6 de vida o menos, previene todo el daño que fuera a recibir este
    // turno»: what a verb without subject is about; not a card «su …» could point at.
    if (condition.kind === "sanctuaryLife" && condition.who.kind === "sanctuary") {
      this.topic = { antecedent: { kind: "selection", node: condition.who }, noun: "Santuario", plural: false, feminine: false, introduced: false };
    }
  }

  clause(clause: ClauseNode): void {
    if (clause.kind === "chooseOne") {
      // Only one option is chosen: what an option names is not there for the others, nor after them.
      const referents = [...this.referents];
      const topic = this.topic;
      const lastLook = this.lastLook;
      for (const option of clause.options) {
        this.sentence(option);
        this.referents = [...referents];
        this.topic = topic;
        this.lastLook = lastLook;
      }
      return;
    }
    const selections = clauseSelections(clause)
      .filter((s): s is SelectionNode => !!s)
      .sort((a, b) => a.span.start - b.span.start || b.span.end - a.span.end);
    this.chooseAmongLooked(clause);
    // In text order: «Un personaje que controles hace daño igual a su Ataque …»: «su» is of the one just named.
    for (const s of selections) {
      this.resolve(s);
      if (isPointer(s) || s.kind === "rest") continue;
      // «un personaje de entre ellas» is the card chosen among them: «ponerlo» points at it.
      if ((needsFound(s) || this.foundBy.has(s)) && !(s.kind === "cards" && s.quantifier.kind !== "all")) continue;
      const r = referentOf(s);
      if (r !== undefined) this.referents.push(r.antecedent.kind === "selection" && this.foundBy.has(s) ? { ...r, introduced: true } : r);
    }
    const found = foundReferent(clause);
    // The card drawn or discarded is named only by a condition right after it («Si es un Verso»):
    // otherwise «su controlador» after «Roba 1 carta» would find it (CR152 says nothing is named).
    const moved = clause.kind === "draw" || clause.kind === "discard";
    if (found !== undefined && !moved) this.referents.push(found);
    this.lastMoved = found !== undefined && moved ? found : undefined;
    if (looksAtCards(clause)) this.lastLook = clause;
    const main = mainSelection(clause);
    if (found !== undefined && (clause.kind === "searchDeck" || clause.kind === "look")) this.topic = found;
    else if (main !== undefined) {
      const target = main.kind === "previous" ? this.refersTo.get(main) : undefined;
      const r = target ? this.referents.find((x) => x.antecedent === target) ?? referentOf(main) : referentOf(main);
      if (r !== undefined) this.topic = r;
    }
  }

  /** «elige una carta que no sea un personaje» right after looking at a hand: among those cards. */
  chooseAmongLooked(clause: ClauseNode): void {
    if (clause.kind !== "choose" || this.lastLook === null) return;
    const look = this.lastLook;
    const among = (s: SelectionNode): void => {
      if (s.kind === "cards" && !s.filters.some((f) => f.kind === "zone") && !this.foundBy.has(s)) this.foundBy.set(s, look);
    };
    const s = clause.what;
    // «elige una Reliquia o un Verso» after looking at a hand: each option among those cards.
    if (s.kind === "either") s.options.forEach(among);
    else among(s);
  }

  private resolve(s: SelectionNode): void {
    // «Tu oponente revela su mano. … ese jugador la descarta.»: outside a trigger, the player named before.
    if (s.kind === "player" && s.who === "thatPlayer" && this.eventNode === null) {
      this.refersTo.set(s, this.lastPlayer === null ? null : { kind: "selection", node: this.lastPlayer });
      return;
    }
    if ((s.kind === "player" && s.who === "opponent") || s.kind === "playerTarget") this.lastPlayer = s;
    if (s.kind === "either") {
      for (const o of s.options) this.resolve(o);
      return;
    }
    if (s.kind === "both") {
      for (const item of s.items) this.resolve(item);
      return;
    }
    if (needsFound(s)) this.foundBy.set(s, this.lastLook ?? this.lastFinder());
    if (s.kind === "rest") {
      this.refersTo.set(s, this.lastLook ? { kind: "found", clause: this.lastLook } : null);
      return;
    }
    if (!isPointer(s)) return;
    // «el Santuario del controlador de ese personaje»: of what its pointer names.
    if ((s.kind === "sanctuary" || s.kind === "player" || s.kind === "bearer") && s.of !== undefined) {
      this.resolve(s.of);
      this.refersTo.set(s, isPointer(s.of) ? (this.refersTo.get(s.of) ?? null) : { kind: "selection", node: s.of });
      return;
    }
    this.refersTo.set(s, this.antecedentFor(s));
  }

  /** Any clause that found cards, when nothing was looked at («Busca … y ponla»). */
  private lastFinder(): ClauseNode | null {
    for (let i = this.referents.length - 1; i >= 0; i--) {
      const a = this.referents[i]!.antecedent;
      if (a.kind === "found") return a.clause;
    }
    return null;
  }

  private antecedentFor(s: SelectionNode): Antecedent | null {
    const named = s.kind === "previous" && !s.pronoun && s.noun !== undefined;
    const cards = named ? this.referents : this.referents.filter((r) => r.gone !== true);
    const latest = (test: (r: Referent) => boolean): Referent | undefined => {
      for (let i = cards.length - 1; i >= 0; i--) if (cards[i]!.introduced && test(cards[i]!)) return cards[i];
      for (let i = cards.length - 1; i >= 0; i--) if (test(cards[i]!)) return cards[i];
      return undefined;
    };
    if (s.kind !== "previous") {
      // «su …»: of the card named last, whatever it is; «su Santuario» with no card before, of the player named.
      const r = cards[cards.length - 1];
      // «Su portador obtiene +0/+3» on a Reliquia: with no card named, its own bearer.
      if (r === undefined && s.kind === "bearer" && this.itself?.feminine === true) return { kind: "selection", node: { kind: "self", noun: "Reliquia", span: s.span } };
      if (r === undefined) return s.kind === "sanctuary" && this.lastPlayer !== null ? { kind: "selection", node: this.lastPlayer } : null;
      return r.antecedent;
    }
    if (!s.pronoun && s.noun === undefined) {
      // A verb without subject: the topic.
      return this.topic?.antecedent ?? null;
    }
    if (s.pronoun && s.plural && (s.both === true || /^amb/i.test(this.word(s)))) {
      const two = cards.filter((r) => r.introduced).slice(-2);
      return two.length === 2 ? { kind: "both", items: two.map((r) => r.antecedent) } : null;
    }
    if (s.noun !== undefined) {
      const noun = s.noun;
      // «ese personaje» is one card: not «cada personaje» or «dos personajes» before it.
      const plural = s.plural;
      return latest((r) => r.plural === plural && (noun === "carta" || r.noun === noun || (r.noun === "carta" && noun !== "Santuario")))?.antecedent ?? null;
    }
    const plural = s.plural;
    const feminine = s.feminine;
    const itself: Antecedent = { kind: "selection", node: { kind: "self", noun: "carta", span: s.span } };
    const isItself = this.itself !== null && !plural && (feminine === undefined || feminine === this.itself.feminine);
    // «Al comienzo de tu Anochecer, destrúyelo»: with nothing named before, the card itself.
    if (cards.length === 0 && isItself) return itself;
    const sameGender = latest((r) => r.plural === plural && (feminine === undefined || r.feminine === feminine));
    // «Cuando el portador sea destruido, devuélvela a tu mano» on a Reliquia: «la» is no personaje, it is this Reliquia.
    if (sameGender === undefined && feminine !== undefined && isItself) return itself;
    const samePlural = sameGender ?? latest((r) => r.plural === plural);
    // «Destruye un personaje y una Reliquia. Roba una carta por cada uno de ellos»: «ellos» after two cards named one by one is both.
    if (plural && (samePlural === undefined || !samePlural.introduced)) {
      const two = cards.filter((r) => r.introduced && !r.plural).slice(-2);
      if (two.length === 2) return { kind: "both", items: two.map((r) => r.antecedent) };
    }
    return (
      samePlural?.antecedent ??
      latest(() => true)?.antecedent ??
      null
    );
  }

  private word(_s: SelectionNode): string {
    return this.ambos.has(_s) ? "ambos" : "";
  }

  /** Pointers written «ambos»/«ambas» (the tree keeps only plural and gender). */
  readonly ambos = new Set<SelectionNode>();
}

/** A card in play a pronoun with nothing before it may name: its noun's gender («lo» a personaje, «la» a Reliquia). */
export interface Itself {
  feminine: boolean;
}

/** The card a pronoun with no antecedent names, by the card's type: only cards that stay in play. */
export function itselfOf(type: string | undefined): Itself | null {
  return type === "Personaje" ? { feminine: false } : type === "Reliquia" ? { feminine: true } : null;
}

/**
 * Resolves the pointers of one ability. `text` is the source, to tell «ambos» from «ellos»;
 * `itself`: the card a pronoun with nothing before it names.
 */
export function resolveAbility(ability: AbilityNode, text: string, itself: Itself | null = null): Resolution {
  const event = ability.kind === "triggered" ? ability.trigger.event : null;
  const walk = new Walk(event, itself);
  markAmbos(ability, text, walk.ambos);
  walk.start();
  if (ability.kind === "static") {
    // A static ability is about the card itself until it names something else («No puede bloquear.»).
    walk.aboutItself(ability.span);
    walk.condition(ability.condition);
  }
  if (ability.kind === "trait") {
    for (const m of ability.modifiers) if (m.kind === "actionCost") walk.clause(m.clause);
  }
  if ("body" in ability) for (const sentence of ability.body) walk.sentence(sentence);
  return { refersTo: walk.refersTo, foundBy: walk.foundBy };
}

function markAmbos(ability: AbilityNode, text: string, out: Set<SelectionNode>): void {
  const visit = (s: SelectionNode | null | undefined) => {
    if (!s) return;
    if (s.kind === "previous" && s.pronoun && /^amb/i.test(text.slice(s.span.start, s.span.end))) out.add(s);
    if (s.kind === "either") s.options.forEach(visit);
  };
  const sentence = (x: SentenceNode) => {
    conditionSelections(x.condition).forEach(visit);
    for (const c of x.clauses) {
      clauseSelections(c).forEach(visit);
      if (c.kind === "chooseOne") c.options.forEach(sentence);
    }
  };
  if ("body" in ability) ability.body.forEach(sentence);
}
