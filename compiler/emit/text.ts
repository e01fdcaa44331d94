// The canonical card text, generated from the IR: what prints is what runs.
//
// `printCard` is the inverse of lowering (compiler/lower.ts): for every card the
// compiler produces, `compile(printCard(card))` gives the same IR again, ranges
// aside (test/emit-text.test.ts checks it on the bundled set and on generated
// cards). Where the IR holds something the language cannot write — or something the
// lowering would read back differently — printing throws `UnprintableError` instead
// of printing text that would run differently from the IR. The one exception is the
// card name (see `quoteName`).
//
// Canonical form (one spelling per meaning, so reprinting is idempotent):
// - fields in frame order, then the card's keywords in IR order, then `Vincular N.`,
//   then one line per ability in IR order (an `Elige uno:` puts each option on a line
//   of its own): the layout of the formatter (compiler/format.ts), so printed text is
//   already formatted;
// - numbers as digits; accents always; canonical spellings of grammar/tokens.ts;
// - durations of stat and keyword changes always written (`hasta el final del
//   turno` / `de forma permanente`): the temporary default is invisible to a reader,
//   and such a change without one, starting a line, reads as a static ability;
//   gaining control is permanent by default, so only the temporary form is written;
// - `Mira …` always says where the cards go (`y colócalas arriba …`), and «Puedes»
//   takes the infinitive (`Puedes robar 1 carta.`, `Puedes tu oponente descartar …`);
// - a target is declared where first used (`un personaje`, `otro personaje`,
//   `2 personajes`, `hasta 2 personajes`) and named `ese …` afterwards;
// - "all" selections are `tus …` (controlled by you) or `cada …`;
// - unlinked consecutive steps share one sentence joined with `y` (the IR does not
//   keep sentence boundaries of ungated sentences, see `groupSentences`).
import {
  FACTIONS,
  type Ability,
  type Amount,
  type CardDefinition,
  type CardFilter,
  type CardSet,
  type CardType,
  type ChoiceOption,
  type Comparison,
  type Condition,
  type Cost,
  type PlayerRef,
  type SelectionNoun,
  type StaticEffect,
  type Step,
  type Subject,
  type TargetDeclaration,
  type Trigger,
  type Zone,
} from "../ir.js";

/** The IR holds something the card language cannot write so that it compiles back to the same IR. */
export class UnprintableError extends Error {
  constructor(
    readonly card: string,
    readonly detail: string,
  ) {
    super(`No se puede escribir «${card}» en el lenguaje de cartas: ${detail}`);
    this.name = "UnprintableError";
  }
}

/**
 * A card name between double quotes. The lexer's string literal is `"[^"\n]*"`: a name
 * containing `"` or a line break cannot be written in the language at all. It is
 * printed anyway (so a catalogue still shows every card), but that text does not
 * compile back to the same name.
 */
export function quoteName(name: string): string {
  return `"${name}"`;
}

// ---- words ------------------------------------------------------------------------

interface NounWords {
  singular: string;
  plural: string;
  feminine: boolean;
}

const NOUNS: Record<SelectionNoun, NounWords> = {
  Personaje: { singular: "personaje", plural: "personajes", feminine: false },
  carta: { singular: "carta", plural: "cartas", feminine: true },
  Reliquia: { singular: "Reliquia", plural: "Reliquias", feminine: true },
  Verso: { singular: "Verso", plural: "Versos", feminine: false },
  Santuario: { singular: "Santuario", plural: "Santuarios", feminine: false },
  Escencia: { singular: "Escencia", plural: "Escencias", feminine: true },
};

/** Gender and number endings: `agree("girad", …)` → girado, girada, girados, giradas. */
function agree(stem: string, feminine: boolean, plural: boolean): string {
  return stem + (feminine ? "a" : "o") + (plural ? "s" : "");
}

function counted(n: number, singular: string, plural: string): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function comparison(c: Comparison): string {
  return c.op === "eq" ? `${c.value}` : `${c.value} o ${c.op === "ge" ? "más" : "menos"}`;
}

function signed(n: number): string {
  return n < 0 ? `-${-n}` : `+${n}`;
}

/** `+2 de ataque y +1 de vida`: the only order the grammar reads (statModifiers). */
function stats(attack: number, life: number): string {
  const parts: string[] = [];
  if (attack !== 0 || life === 0) parts.push(`${signed(attack)} de ataque`);
  if (life !== 0) parts.push(`${signed(life)} de vida`);
  return parts.join(" y ");
}

const ZONE_WORDS: Record<Zone, string> = {
  juego: "en juego",
  mano: "en tu mano",
  cementerio: "en tu cementerio",
  baraja: "en tu baraja",
  cadena: "en la cadena",
};

/** Zones whose filter words («en tu mano») also set the controller to you (lower.ts, applyFilter). */
const OWN_ZONES: ReadonlySet<Zone> = new Set(["mano", "cementerio", "baraja"]);

/** A piece of a sentence that can be a subject: its words and whether the verb goes plural. */
interface Phrase {
  text: string;
  plural: boolean;
}

// ---- per-card printing state ---------------------------------------------------------

/** The targets one ability (or one option of «Elige uno:») declares, as the lowering sees them. */
class TargetScope {
  private readonly byId: Map<string, TargetDeclaration>;
  /** Ids in the order their declarations were printed: the order lowering allocates them. */
  private readonly declared: string[] = [];

  constructor(
    private readonly printer: CardPrinter,
    targets: TargetDeclaration[],
    private readonly where: string,
  ) {
    this.byId = new Map(targets.map((t) => [t.id, t]));
  }

  /** The words for a use of target `ref`: its declaration the first time, `ese …` after. */
  use(ref: string, zoneDefault: Zone | null): Phrase {
    const target = this.byId.get(ref);
    if (target === undefined) {
      throw this.printer.fail(`${this.where}: el objetivo «${ref}» no está declarado en esta habilidad (ni en esta opción de «Elige uno:»)`);
    }
    if (!this.declared.includes(ref)) {
      this.declared.push(ref);
      return this.printer.declaration(target, zoneDefault);
    }
    if (target.what.kind === "player") {
      throw this.printer.fail(`${this.where}: el jugador objetivo «${ref}» se nombra dos veces, y el lenguaje no tiene «ese jugador»`);
    }
    // «ese <nombre>» is read back as the last card target with that noun, or the last
    // card target of any noun for «esa carta» (lower.ts, selection "previous").
    const filter = target.what.filter;
    const last = this.declared.findLast((id) => {
      const t = this.byId.get(id);
      return t?.what.kind === "card" && (filter.noun === "carta" || t.what.filter.noun === filter.noun);
    });
    if (last !== ref) {
      throw this.printer.fail(
        `${this.where}: se vuelve a nombrar el objetivo «${ref}» después de declarar «${last}»; «ese ${NOUNS[filter.noun].singular}» nombraría a «${last}»`,
      );
    }
    const noun = NOUNS[filter.noun];
    const plural = "exactly" in target.count ? target.count.exactly !== 1 : target.count.upTo !== 1;
    const ese = noun.feminine ? (plural ? "esas" : "esa") : plural ? "esos" : "ese";
    return { text: `${ese} ${plural ? noun.plural : noun.singular}`, plural };
  }

  /** The declaration of `ref` in this scope (target ids restart in every ability). */
  get(ref: string): TargetDeclaration | undefined {
    return this.byId.get(ref);
  }

  /** A target that is declared but never used would be lost: the text declares targets only where used. */
  finish(): void {
    for (const id of this.byId.keys()) {
      if (!this.declared.includes(id)) throw this.printer.fail(`${this.where}: el objetivo «${id}» está declarado pero ningún paso lo usa`);
    }
  }
}

interface FilterStyle {
  plural: boolean;
  /** The zone the lowering assumes here, not printed; null prints the zone always. */
  zoneDefault: Zone | null;
  /** A zone the step itself sets (searchDeck: baraja, modifyCost: mano): never printed. */
  forcedZone?: Zone;
  /** How «controlled by the opponent» reads: after a chosen card, or after «cada …». */
  opponent: "que no controles" | "de tu oponente";
  /** `tus …` already says «controlled by you». */
  controllerSaid?: boolean;
  /** Conditions drop the controller of their selection (lower.ts, lowerCondition). */
  inCondition?: boolean;
}

class CardPrinter {
  constructor(private readonly card: CardDefinition) {}

  fail(detail: string): UnprintableError {
    return new UnprintableError(this.card.name, detail);
  }

  // ---- the card ----------------------------------------------------------------------

  print(): string {
    const card = this.card;
    this.checkNumbers(card.abilities, "");
    this.checkNumbers({ cost: card.cost, attack: card.attack, life: card.life, bind: card.bind }, "");
    const lines = [`carta ${quoteName(card.name)}`];
    lines.push(`tipo ${card.type}${card.essenceKind !== undefined ? ` ${card.essenceKind}` : ""}`);
    lines.push(`facción ${card.faction}`);
    if (card.cost !== undefined) lines.push(`coste ${card.cost}`);
    if (card.attack !== undefined) lines.push(`ataque ${card.attack}`);
    if (card.life !== undefined) lines.push(`vida ${card.life}`);
    // IR order: the lowering keeps the keywords in the order they were written.
    for (const keyword of card.keywords) lines.push(`${keyword}.`);
    if (card.bind !== undefined) lines.push(`Vincular ${card.bind}.`);
    card.abilities.forEach((ability, index) => lines.push(...this.ability(ability, index + 1)));
    return [lines[0]!, ...lines.slice(1).map((line) => `  ${line}`)].join("\n") + "\n";
  }

  /**
   * The language writes numbers as digits (`\d+`): every number of the IR must be a
   * whole number, not negative, except the signed changes of ataque, vida and coste.
   */
  private checkNumbers(value: unknown, kind: string): void {
    if (Array.isArray(value)) {
      for (const v of value) this.checkNumbers(v, kind);
    } else if (typeof value === "object" && value !== null) {
      const node = value as Record<string, unknown>;
      const own = typeof node["kind"] === "string" ? node["kind"] : kind;
      for (const [key, v] of Object.entries(node)) {
        if (key === "range") continue;
        if (typeof v === "number") {
          const signed = (own === "modifyStats" && (key === "attack" || key === "life")) || (own === "modifyCost" && key === "delta");
          if (!Number.isSafeInteger(v) || (v < 0 && !signed)) throw this.fail(`el número ${v} (${key}) no se puede escribir: el lenguaje escribe números enteros con cifras`);
        } else {
          this.checkNumbers(v, own);
        }
      }
    }
  }

  /** One ability: a line of its own, plus the option lines of an `Elige uno:`. */
  private ability(ability: Ability, index: number): string[] {
    const where = `habilidad ${index}`;
    switch (ability.kind) {
      case "static":
        return [capitalize(this.staticEffect(ability.effect, where)) + "."];
      case "trait": {
        const header: string[] = [ability.trait];
        if (ability.temple) header.push("Temple");
        // The vocabulary spells the event as the noun is spelled everywhere: «Límite personaje».
        if (ability.limit !== undefined) header.push(`Límite ${ability.limit === "Personaje" ? "personaje" : ability.limit}`);
        // Essence costs are modifiers of the header; the lowering puts them first.
        const firstOther = ability.costs.findIndex((c) => c.kind !== "essence");
        const essence = firstOther === -1 ? ability.costs : ability.costs.slice(0, firstOther);
        const others = firstOther === -1 ? [] : ability.costs.slice(firstOther);
        if (others.some((c) => c.kind === "essence")) {
          throw this.fail(`${where}: un coste en Escencia después de un coste adicional; el encabezado del rasgo los escribe primero`);
        }
        for (const cost of essence) header.push(counted(cost.amount, "Escencia", "Escencias"));
        if (ability.steps.length === 0 && others.length === 0) {
          new TargetScope(this, ability.targets, where).finish();
          return [`${header.join(", ")}.`];
        }
        return this.body(`${header.join(", ")}:`, false, others, ability.targets, ability.steps, where);
      }
      case "verse":
        if (ability.costs.some((c) => c.kind === "essence")) {
          throw this.fail(`${where}: un ${ability.option} con coste en Escencia; solo un rasgo escribe «N Escencias» en su encabezado`);
        }
        return this.body(`${ability.option}:`, false, ability.costs, ability.targets, ability.steps, where);
      case "triggered":
        return this.body(`${this.trigger(ability.trigger, where)},`, true, [], ability.targets, ability.steps, where);
    }
  }

  private trigger(trigger: Trigger, where: string): string {
    const self = this.self();
    const feminine = self.text !== "este personaje";
    switch (trigger.kind) {
      case "entersPlay":
        return "Al entrar en juego";
      case "leavesPlay":
        return "Al salir del juego";
      case "destroyed":
        return `Cuando ${self.text} sea ${agree("destruid", feminine, false)}`;
      case "blocks":
        return `Cuando ${self.text} bloquee`;
      case "isBlocked":
        return `Cuando ${self.text} sea ${agree("bloquead", feminine, false)}`;
      case "phaseStart":
        if (trigger.whose === "opponent") {
          throw this.fail(`${where}: «al comienzo del ${trigger.phase} de tu oponente» no se puede escribir (solo «de tu» y «de cada»)`);
        }
        return `Al comienzo de ${trigger.whose === "you" ? "tu" : "cada"} ${trigger.phase}`;
    }
  }

  /**
   * The effect text after a header. A trigger's header ends in a comma, so its first
   * sentence starts in lower case. Lines after the first are relative: option lines
   * start with `  - `. What follows the options stays on the last option's line, the
   * layout of the formatter (compiler/format.ts): being on the same line is also what
   * makes it continue the ability and not start a static one (grammar/assemble.ts).
   */
  private body(header: string, lowerFirst: boolean, costs: Cost[], targets: TargetDeclaration[], steps: Step[], where: string): string[] {
    const scope = new TargetScope(this, targets, where);
    const lines: string[] = [];
    let line = header;
    let first = true;
    const add = (sentence: string) => {
      line = `${line} ${first && lowerFirst ? sentence : capitalize(sentence)}`;
      first = false;
    };
    if (costs.length > 0) add(`como coste adicional, ${costs.map((c) => this.cost(c, where)).join(" y ")}.`);
    for (const group of this.groupSentences(steps, where)) {
      const head = group[0]!;
      if (head.kind === "chooseOne") {
        if (head.options.length === 0) throw this.fail(`${where}: «Elige uno:» sin opciones`);
        add("elige uno:");
        lines.push(line);
        const options = head.options.map((option, i) => `  - ${capitalize(this.option(option, `${where}, opción ${i + 1}`))}`);
        lines.push(...options.slice(0, -1));
        line = options[options.length - 1] ?? "";
        continue;
      }
      add(this.sentence(group, scope));
    }
    lines.push(line);
    scope.finish();
    return lines;
  }

  /** An option of «Elige uno:» is one sentence with targets of its own (lower.ts, lowerOption). */
  private option(option: ChoiceOption, where: string): string {
    const scope = new TargetScope(this, option.targets, where);
    const groups = this.groupSentences(option.steps, where);
    if (groups.length !== 1 || groups[0]![0]!.kind === "chooseOne") {
      throw this.fail(`${where}: una opción de «Elige uno:» es una sola frase, y estos pasos necesitan ${groups.length}`);
    }
    const text = this.sentence(groups[0]!, scope);
    scope.finish();
    return text;
  }

  /**
   * Steps into sentences. A sentence starts at a step with «Luego» or «Si lo haces» or a
   * condition, and its later clauses are steps linked "and" (the gate is shared). The IR
   * does not mark where one ungated sentence ends and the next begins («Roba 1 carta.
   * Descarta 1 carta.» and «Roba 1 carta y descarta 1 carta.» lower alike), so unlinked
   * steps join the sentence before them when it has no gate. That also keeps «Si lo
   * haces» valid: the sentence before it holds at least the clauses it held when written.
   */
  private groupSentences(steps: Step[], where: string): Step[][] {
    const groups: Step[][] = [];
    steps.forEach((step, i) => {
      const at = `${where}, paso ${i + 1}`;
      const current = groups[groups.length - 1];
      const gated = current !== undefined && (current[0]!.link === "ifYouDid" || current[0]!.condition !== undefined);
      const open = current !== undefined && current[0]!.kind !== "chooseOne";
      if (step.kind === "chooseOne") {
        if (step.link !== undefined || step.condition !== undefined || step.optional) {
          throw this.fail(`${at}: «Elige uno:» no lleva conector, condición ni «Puedes»`);
        }
        groups.push([step]);
        return;
      }
      if (step.link === "and") {
        if (!open || !gated || step.condition !== undefined) {
          throw this.fail(`${at}: un paso unido con «y» comparte la condición o el «Si lo haces» de la frase, y aquí no hay ninguno`);
        }
        current!.push(step);
        return;
      }
      if (step.link !== undefined && step.condition !== undefined) {
        throw this.fail(`${at}: una frase lleva a lo sumo un conector («${step.link === "then" ? "Luego" : "Si lo haces"}» y una condición)`);
      }
      if (step.link === undefined && step.condition === undefined && open && !gated) {
        current!.push(step);
        return;
      }
      groups.push([step]);
    });
    return groups;
  }

  private sentence(group: Step[], scope: TargetScope): string {
    const head = group[0]!;
    let prefix = "";
    if (head.link === "then") prefix = "luego, ";
    else if (head.link === "ifYouDid") prefix = "si lo haces, ";
    else if (head.condition !== undefined) prefix = `si ${this.condition(head.condition)}, `;
    return prefix + group.map((step) => this.clause(step, scope)).join(" y ") + ".";
  }

  // ---- clauses ---------------------------------------------------------------------------

  /** A verb-first clause: the imperative, or «puedes» and the infinitive. */
  private verb(step: Step, imperative: string, infinitive: string): string {
    return step.optional ? `puedes ${infinitive}` : imperative;
  }

  /**
   * A subject-first clause. With «Puedes» the grammar only reads «puedes <sujeto>
   * <infinitivo>» («Puedes tu oponente descartar 1 carta»): awkward Spanish, but the
   * language has no other way to make such a clause optional.
   */
  private subjectFirst(step: Step, subject: Phrase, verb: [singular: string, plural: string, infinitive: string]): string {
    return step.optional ? `puedes ${subject.text} ${verb[2]}` : `${subject.text} ${subject.plural ? verb[1] : verb[0]}`;
  }

  private clause(step: Step, scope: TargetScope): string {
    switch (step.kind) {
      case "damage":
        return `${this.verb(step, "haz", "hacer")} ${step.amount.value} de daño ${this.recipient(step.to, scope)}${this.perEach(step.amount)}`;
      case "divideDamage":
        if (step.among === "") throw this.fail("«Reparte» sin objetivos entre los que repartir");
        return `${this.verb(step, "reparte", "repartir")} ${step.amount} de daño entre ${scope.use(step.among, "juego").text}`;
      case "destroy":
        return `${this.verb(step, "destruye", "destruir")} ${this.subject(step.what, scope).text}`;
      case "turn":
        return `${this.verb(step, "gira", "girar")} ${this.subject(step.what, scope).text}`;
      case "untap":
        return `${this.verb(step, "endereza", "enderezar")} ${this.subject(step.what, scope).text}`;
      case "returnToHand":
        return `${this.verb(step, "devuelve", "devolver")} ${this.subject(step.what, scope).text} a la mano de su dueño`;
      case "sacrifice": {
        // The lowering makes what is sacrificed «que controles» whatever the text says.
        const filter = step.what.kind === "target" ? scope.get(step.what.ref)?.what : step.what.kind === "all" ? { kind: "card" as const, filter: step.what.filter } : undefined;
        if (filter?.kind === "card" && filter.filter.controller !== "you") {
          throw this.fail("se sacrifican cartas que no son «que controles»; el compilador las leería como tuyas");
        }
        return `${this.verb(step, "sacrifica", "sacrificar")} ${this.subject(step.what, scope).text}`;
      }
      case "draw":
      case "discard":
      case "mill": {
        const words = {
          draw: ["roba", "roban", "robar"],
          discard: ["descarta", "descartan", "descartar"],
          mill: ["bota", "botan", "botar"],
        }[step.kind] as [string, string, string];
        const cards = `${counted(step.amount.value, "carta", "cartas")}${this.perEach(step.amount)}`;
        if (step.player.kind === "player" && step.player.who === "you") return `${this.verb(step, words[0], words[2])} ${cards}`;
        return `${this.subjectFirst(step, this.player(step.player, scope), words)} ${cards}`;
      }
      case "modifyStats":
        return `${this.subjectFirst(step, this.subject(step.what, scope), ["obtiene", "obtienen", "obtener"])} ${stats(step.attack, step.life)} ${this.duration(step.duration)}`;
      case "grantKeyword":
        return `${this.subjectFirst(step, this.subject(step.what, scope), ["obtiene", "obtienen", "obtener"])} ${step.keyword} ${this.duration(step.duration)}`;
      case "gainLife":
        return `${this.subjectFirst(step, this.subject(step.who, scope), ["gana", "ganan", "ganar"])} ${step.amount.value} de vida${this.perEach(step.amount)}`;
      case "prohibitNext": {
        const what = step.what === "carta" ? "la próxima carta" : "el próximo Rasgo de Talento";
        return `${this.verb(step, "prohíbe", "prohibir")} ${what} que fuera a resolverse${this.unlessPays(step.unlessPays)}`;
      }
      case "prohibitTarget":
        // «en la cadena» is written out even where it is the default: it says what can be prohibited.
        return `${this.verb(step, "prohíbe", "prohibir")} ${this.subject(step.what, scope, null).text}${this.unlessPays(step.unlessPays)}`;
      case "lookAtTop": {
        const look = step.count === 1 ? "la primera carta de tu baraja" : `las ${step.count} primeras cartas de tu baraja`;
        return `${this.verb(step, "mira", "mirar")} ${look}${this.placement(step.count, step.arrange)}`;
      }
      case "searchDeck": {
        const noun = NOUNS[step.filter.noun];
        const head = step.filter.other ? agree("otr", noun.feminine, false) : noun.feminine ? "una" : "un";
        const filters = this.filterWords(step.filter, { plural: false, zoneDefault: "baraja", forcedZone: "baraja", opponent: "que no controles" });
        const put = noun.feminine ? "ponla" : "ponlo";
        return `${this.verb(step, "busca", "buscar")} en tu baraja ${[head, noun.singular, ...filters].join(" ")} y ${put} ${step.destination === "mano" ? "en tu mano" : "en juego"}`;
      }
      case "addEssence":
        return `${this.verb(step, "agrega", "agregar")} ${counted(step.amount, "Escencia", "Escencias")}${step.turned ? (step.amount === 1 ? " girada" : " giradas") : ""}`;
      case "returnEssence":
        return `${this.verb(step, "devuelve", "devolver")} ${counted(step.amount, "Escencia", "Escencias")}`;
      case "gainControl":
        return `${this.verb(step, "gana", "ganar")} el control de ${this.subject(step.what, scope).text}${step.duration === "untilEndOfTurn" ? " hasta el final del turno" : ""}`;
      case "equip":
        return `${this.verb(step, "equipa", "equipar")} ${this.subject(step.relic, scope).text} ${this.recipient(step.to, scope)}`;
      case "chooseOne":
        throw this.fail("«Elige uno:» dentro de otra frase");
    }
  }

  private duration(duration: "untilEndOfTurn" | "permanent"): string {
    return duration === "permanent" ? "de forma permanente" : "hasta el final del turno";
  }

  private unlessPays(n: number | undefined): string {
    return n === undefined ? "" : ` a menos que su controlador pague ${counted(n, "Escencia adicional", "Escencias adicionales")}`;
  }

  /**
   * Where the looked-at cards go, always written, also for the default «arriba»: after
   * «… de tu baraja» the parser takes a «y» for «y colócalas», so a clause joined with
   * «y» could not follow a bare «Mira …». «en cualquier orden» is not in the IR; it is
   * written for two or more cards because their owner orders them (Reglamento 26).
   */
  private placement(count: number, arrange: "top" | "bottom" | "topOrBottom"): string {
    const where = { top: "arriba", bottom: "al fondo", topOrBottom: "arriba o al fondo" }[arrange];
    return count === 1 ? ` y colócala ${where}` : ` y colócalas ${where} en cualquier orden`;
  }

  private perEach(amount: Amount): string {
    if (amount.kind === "fixed") return "";
    const filter = amount.count;
    if (filter.other) throw this.fail("«por cada otro …» no se puede escribir: «por cada» cuenta sin «otro»");
    const noun = NOUNS[filter.noun];
    const filters = this.filterWords(filter, { plural: false, zoneDefault: "juego", opponent: "de tu oponente" });
    return ` por cada ${[noun.singular, ...filters].join(" ")}`;
  }

  private cost(cost: Cost, where: string): string {
    switch (cost.kind) {
      case "essence":
        throw this.fail(`${where}: un coste en Escencia fuera del encabezado de un rasgo`);
      case "discard":
        return `descarta ${counted(cost.amount, "carta", "cartas")}`;
      case "returnEssence":
        return `devuelve ${counted(cost.amount, "Escencia", "Escencias")}`;
      case "sacrifice":
      case "turn": {
        // What a cost sacrifices or turns is always yours (lower.ts, lowerCost); the text says so.
        if (cost.filter.controller !== "you") throw this.fail(`${where}: un coste que ${cost.kind === "turn" ? "gira" : "sacrifica"} cartas que no son tuyas`);
        const noun = NOUNS[cost.filter.noun];
        const plural = cost.amount !== 1;
        const head = plural
          ? `${cost.amount}${cost.filter.other ? ` ${agree("otr", noun.feminine, true)}` : ""}`
          : cost.filter.other
            ? agree("otr", noun.feminine, false)
            : noun.feminine
              ? "una"
              : "un";
        const filters = this.filterWords(cost.filter, { plural, zoneDefault: "juego", opponent: "que no controles" });
        return `${cost.kind === "turn" ? "gira" : "sacrifica"} ${[head, plural ? noun.plural : noun.singular, ...filters].join(" ")}`;
      }
    }
  }

  private condition(condition: Condition): string {
    switch (condition.kind) {
      case "controls": {
        const filter = condition.filter;
        if (filter.controller !== undefined) throw this.fail("la selección de una condición «controlas …» no tiene controlador propio");
        const noun = NOUNS[filter.noun];
        const plural = condition.atLeast !== 1;
        const other = filter.other ? agree("otr", noun.feminine, plural) : "";
        const head = plural ? [`${condition.atLeast} o más`, other] : [other !== "" ? other : noun.feminine ? "una" : "un"];
        const filters = this.filterWords(filter, { plural, zoneDefault: "juego", opponent: "de tu oponente", inCondition: true });
        const what = [...head.filter((w) => w !== ""), plural ? noun.plural : noun.singular, ...filters].join(" ");
        return condition.who === "you" ? `controlas ${what}` : `tu oponente controla ${what}`;
      }
      case "sanctuaryLife":
        return `${condition.whose === "you" ? "tu Santuario" : "el Santuario de tu oponente"} tiene ${comparison(condition.compare)} de vida`;
      case "cardsIn": {
        if (condition.whose !== "you") throw this.fail("una condición sobre las cartas de tu oponente («Si tienes …» solo mira tus zonas)");
        const one = condition.compare.op === "eq" && condition.compare.value === 1;
        return `tienes ${comparison(condition.compare)} ${one ? "carta" : "cartas"} en tu ${condition.zone}`;
      }
    }
  }

  private staticEffect(effect: StaticEffect, where: string): string {
    // A static ability declares no targets (CR133): a target here cannot be printed.
    const scope = new TargetScope(this, [], `${where} (estática)`);
    switch (effect.kind) {
      case "modifyStats": {
        const subject = this.subject(effect.what, scope);
        return `${subject.text} ${subject.plural ? "obtienen" : "obtiene"} ${stats(effect.attack, effect.life)}`;
      }
      case "grantKeyword": {
        const subject = this.subject(effect.what, scope);
        return `${subject.text} ${subject.plural ? "obtienen" : "obtiene"} ${effect.keyword}`;
      }
      case "modifyCost": {
        const subject = this.everything(effect.filter, "mano", "mano");
        const verb = subject.plural ? "cuestan" : "cuesta";
        return `${subject.text} ${verb} ${Math.abs(effect.delta)} ${effect.delta < 0 ? "menos" : "más"}`;
      }
    }
  }

  // ---- selections ----------------------------------------------------------------------

  /** The card itself: «este personaje» on a Personaje, «esta Reliquia» on a Reliquia, else «esta carta». */
  private self(): Phrase {
    const type: CardType = this.card.type;
    return { text: type === "Personaje" ? "este personaje" : type === "Reliquia" ? "esta Reliquia" : "esta carta", plural: false };
  }

  private subject(subject: Subject, scope: TargetScope, zoneDefault: Zone | null = "juego"): Phrase {
    switch (subject.kind) {
      case "target":
        return scope.use(subject.ref, zoneDefault);
      case "self":
        return this.self();
      case "bearer":
        return { text: "el portador", plural: false };
      case "all":
        return this.everything(subject.filter, zoneDefault);
      case "sanctuary":
        return { text: subject.whose === "you" ? "tu Santuario" : "el Santuario de tu oponente", plural: false };
      case "player":
      case "playerTarget":
        return this.player(subject, scope);
    }
  }

  private player(player: PlayerRef, scope: TargetScope): Phrase {
    if (player.kind === "playerTarget") return scope.use(player.ref, "juego");
    if (player.who === "you") throw this.fail("«tú» como sujeto o destinatario: el lenguaje solo lo dice con el verbo sin sujeto («Roba 1 carta»)");
    return { text: player.who === "opponent" ? "tu oponente" : "cada jugador", plural: false };
  }

  /** «a …», contracted to «al» before «el portador» and «el Santuario de tu oponente». */
  private recipient(subject: Subject, scope: TargetScope): string {
    const phrase = this.subject(subject, scope);
    return phrase.text.startsWith("el ") ? `al ${phrase.text.slice(3)}` : `a ${phrase.text}`;
  }

  /** A target's declaration: «un personaje», «otro personaje», «2 personajes», «hasta 2 personajes». */
  declaration(target: TargetDeclaration, zoneDefault: Zone | null): Phrase {
    if (target.what.kind === "player") {
      if (!("exactly" in target.count) || target.count.exactly !== 1) throw this.fail("un jugador objetivo que no es exactamente uno");
      return { text: "un jugador", plural: false };
    }
    const filter = target.what.filter;
    const noun = NOUNS[filter.noun];
    let head: string;
    let plural: boolean;
    if ("exactly" in target.count) {
      const n = target.count.exactly;
      plural = n !== 1;
      head = plural ? `${n}${filter.other ? ` ${agree("otr", noun.feminine, true)}` : ""}` : filter.other ? agree("otr", noun.feminine, false) : noun.feminine ? "una" : "un";
    } else {
      const n = target.count.upTo;
      plural = n !== 1;
      head = `hasta ${n}${filter.other ? ` ${agree("otr", noun.feminine, plural)}` : ""}`;
    }
    const filters = this.filterWords(filter, { plural, zoneDefault, opponent: "que no controles" });
    return { text: [head, plural ? noun.plural : noun.singular, ...filters].join(" "), plural };
  }

  /** Every card that matches, chosen by none: «tus personajes …» or «cada personaje …». */
  private everything(filter: CardFilter, zoneDefault: Zone | null, forcedZone?: Zone): Phrase {
    const noun = NOUNS[filter.noun];
    // «tus Santuarios» reads as «tu Santuario» (one Santuario), so a Santuario takes «cada».
    if (filter.controller === "you" && !filter.other && filter.noun !== "Santuario") {
      const style: FilterStyle = { plural: true, zoneDefault, opponent: "de tu oponente", controllerSaid: true };
      if (forcedZone !== undefined) style.forcedZone = forcedZone;
      return { text: ["tus", noun.plural, ...this.filterWords(filter, style)].join(" "), plural: true };
    }
    const style: FilterStyle = { plural: false, zoneDefault, opponent: "de tu oponente" };
    if (forcedZone !== undefined) style.forcedZone = forcedZone;
    const head = filter.other ? ["cada", agree("otr", noun.feminine, false)] : ["cada"];
    return { text: [...head, noun.singular, ...this.filterWords(filter, style)].join(" "), plural: false };
  }

  /**
   * The filter words after the noun. The controller goes after the zone: «en tu mano»
   * makes the card yours, and a later «de tu oponente» overrides it (the last filter
   * wins, lower.ts applyFilter).
   */
  private filterWords(filter: CardFilter, style: FilterStyle): string[] {
    const noun = NOUNS[filter.noun];
    const words: string[] = [];
    if (filter.turned !== undefined) words.push(agree(filter.turned ? "girad" : "enderezad", noun.feminine, style.plural));
    if (filter.faction !== undefined) words.push(`de ${filter.faction}`);
    if (filter.cost !== undefined) words.push(`con coste ${comparison(filter.cost)}`);
    if (filter.attack !== undefined) words.push(`con ataque ${comparison(filter.attack)}`);
    if (filter.life !== undefined) words.push(`con vida ${comparison(filter.life)}`);
    if (filter.has !== undefined) words.push(`con ${filter.has}`);
    if (filter.named !== undefined) words.push(`${agree("llamad", noun.feminine, style.plural)} ${quoteName(filter.named)}`);
    let zoneMadeYours = false;
    if (style.forcedZone !== undefined) {
      if (filter.zone !== style.forcedZone) throw this.fail(`una selección en «${filter.zone}» donde el efecto siempre mira «${style.forcedZone}»`);
    } else if (style.zoneDefault === null || filter.zone !== style.zoneDefault) {
      words.push(ZONE_WORDS[filter.zone]);
      zoneMadeYours = OWN_ZONES.has(filter.zone);
    }
    if (filter.controller === "you") {
      if (!zoneMadeYours && !style.controllerSaid) words.push("que controles");
    } else if (filter.controller === "opponent") {
      words.push(style.opponent);
    } else if (zoneMadeYours && !style.inCondition) {
      throw this.fail(`«${ZONE_WORDS[filter.zone]}» hace tuya la carta: una selección ahí sin controlador no se puede escribir`);
    }
    return words;
  }
}

/** The card in canonical `.carta` form, ending with a newline. Throws UnprintableError (see above). */
export function printCard(card: CardDefinition): string {
  return new CardPrinter(card).print();
}

// ---- cartas.md ------------------------------------------------------------------------

/** Backslash-escapes what Markdown would read as formatting in a heading. */
function markdownText(text: string): string {
  return text.replace(/[\\`*_{}[\]<>()#+!|~-]/g, (c) => `\\${c}`).replace(/\s+/g, " ");
}

/** «Personaje · coste 4 · ataque 3 / vida 5». */
function summary(card: CardDefinition): string {
  const parts = [card.essenceKind !== undefined ? `${card.type} ${card.essenceKind}` : card.type];
  if (card.cost !== undefined) parts.push(`coste ${card.cost}`);
  if (card.attack !== undefined && card.life !== undefined) parts.push(`ataque ${card.attack} / vida ${card.life}`);
  else if (card.attack !== undefined) parts.push(`ataque ${card.attack}`);
  else if (card.life !== undefined) parts.push(`vida ${card.life}`);
  return parts.join(" · ");
}

/**
 * The card set as `cartas.md`: a section per faction in the Reglamento's order, the
 * cards of each in the set's order, each with its canonical text. Deterministic: the
 * same IR gives the same bytes.
 */
export function printCardSet(cardSet: CardSet): string {
  const out: string[] = ["# Cartas de Crónicas", ""];
  const total = cardSet.cards.length;
  out.push(
    `${total} ${total === 1 ? "carta" : "cartas"}. El texto de cada carta se genera a partir del set compilado: lo que se lee es lo que se juega.`,
    "",
  );
  for (const faction of FACTIONS) {
    const cards = cardSet.cards.filter((c) => c.faction === faction);
    out.push(`## ${faction}`, "");
    if (cards.length === 0) {
      out.push("_Ninguna carta._", "");
      continue;
    }
    for (const card of cards) {
      // A plain ``` fence is safe: a closing fence must start its line, and backticks can
      // only appear inside quoted names, which never start a line of card text.
      out.push(`### ${markdownText(card.name)}`, "", summary(card), "", "```carta", printCard(card).trimEnd(), "```", "");
    }
  }
  return out.join("\n");
}
