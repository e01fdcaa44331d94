// Deck construction rules: a parsed `.mazo` (grammar/deck-parse.ts) against the
// compiled card set. One pass per rule family, every violation reported on the
// line that causes it: a card's own line for what is wrong with that card, the
// line where a running total crosses its limit for "too many", and the section
// (or the `mazo` header) for "too few" / "missing", which have no line of their
// own. The rules and where they come from are in docs/mazos.md and docs/rulings.md.
import { DECK_SECTION_SPELLING, parseMazoText, type DeckEntryNode, type DeckNode, type DeckSectionKind, type DeckSectionNode } from "../grammar/index.js";
import { closestMatch, type Diagnostic as SyntaxDiagnostic, type Fix, type Span } from "../grammar/index.js";
import type { Diagnostic, Source } from "./compile.js";
import { FACTIONS, type CardDefinition, type CardSet, type DeckDefinition, type DeckEntry, type DeckFormat, type Faction } from "./ir.js";
import { LineIndex } from "./positions.js";

export interface DeckCheckResult {
  /** The deck, only when the checks found no error. */
  deck: DeckDefinition | undefined;
  diagnostics: Diagnostic[];
}

export interface DeckCompileResult {
  /** The decks without errors (syntax or construction), in source order. */
  decks: DeckDefinition[];
  diagnostics: Diagnostic[];
  /** True when no diagnostic is an error. */
  ok: boolean;
}

interface FormatRules {
  main: number;
  essence: number;
  arsenalMax: number;
}

/** Reglamento 4 (sizes) and 6 (Escencia deck). */
const RULES: Record<DeckFormat, FormatRules> = {
  "Guerra de Facción": { main: 35, essence: 10, arsenalMax: 7 },
  Alianza: { main: 35, essence: 10, arsenalMax: 7 },
  Convergencia: { main: 36, essence: 12, arsenalMax: 12 },
};

const MAX_COPIES = 3;
const MAX_SUPPORT = 12;
const CONVERGENCE_PER_FACTION = 6;
/** Orden, Instinto, Forja and Caos: the factions Reglamento 5 lets trade support with Valor. */
const SUPPORT_FACTIONS: readonly Faction[] = ["Orden", "Instinto", "Forja", "Caos"];


type Order = "first" | "second";

/** Reglamento 6: where a special Escencia may lie, by format and turn order. */
export function specialEssenceAllowed(format: DeckFormat, order: Order, position: number): boolean {
  const even = position % 2 === 0;
  if (format === "Convergencia") return order === "first" ? even : !even;
  return position <= 8 && (order === "first" ? even : !even);
}

function allowedPositionsText(format: DeckFormat, order: Order): string {
  if (format === "Convergencia") return order === "first" ? "pares (2, 4, 6, 8, 10 y 12)" : "impares (1, 3, 5, 7, 9 y 11)";
  return order === "first" ? "2, 4, 6 y 8" : "1, 3, 5 y 7";
}

function listText(items: (string | number)[]): string {
  const shown = items.map(String);
  if (shown.length <= 1) return shown[0] ?? "";
  return `${shown.slice(0, -1).join(", ")} y ${shown[shown.length - 1]}`;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function isFaction(value: string | undefined): value is Faction {
  return value !== undefined && (FACTIONS as readonly string[]).includes(value);
}

interface Placed {
  entry: DeckEntryNode;
  section: DeckSectionNode;
  card: CardDefinition | undefined;
}

class DeckChecker {
  readonly out: SyntaxDiagnostic[] = [];
  private readonly placed = new Map<DeckEntryNode, Placed>();
  readonly format: DeckFormat | undefined;
  readonly faction: Faction | undefined;
  private readonly rules: FormatRules | undefined;

  constructor(
    private readonly deck: DeckNode,
    private readonly cards: ReadonlyMap<string, CardDefinition>,
    private readonly lines: LineIndex,
  ) {
    this.format = deck.format?.value;
    this.rules = this.format !== undefined ? RULES[this.format] : undefined;
    const faction = deck.faction?.value;
    this.faction = isFaction(faction) ? faction : undefined;
  }

  private error(code: string, message: string, span: Span, fix?: Fix): void {
    this.out.push(fix ? { code, severity: "error", message, span, fix } : { code, severity: "error", message, span });
  }

  private warning(code: string, message: string, span: Span): void {
    this.out.push({ code, severity: "warning", message, span });
  }

  private lineOf(span: Span): number {
    return this.lines.position(span.start).line;
  }

  private section(kind: DeckSectionKind): DeckSectionNode | undefined {
    return this.deck.sections[kind];
  }

  /** The sections that list the Escencia deck (one or two orders of the same cards). */
  private essenceSections(): DeckSectionNode[] {
    return (["escencia", "escenciaPrimero", "escenciaSegundo"] as const).map((k) => this.section(k)).filter((s): s is DeckSectionNode => s !== undefined);
  }

  /** The Escencia deck counted once: its first listed order (the second is the same cards, CR238). */
  private essenceSet(): DeckSectionNode | undefined {
    return this.section("escencia") ?? this.section("escenciaPrimero") ?? this.section("escenciaSegundo");
  }

  /** Every card the player registers, each counted once: main deck, Escencia deck, arsenal, in file order. */
  private pool(): Placed[] {
    const sections = [this.section("principal"), this.essenceSet(), this.section("arsenal")].filter((s): s is DeckSectionNode => s !== undefined);
    return sections.flatMap((s) => s.entries.map((e) => this.placed.get(e)!)).sort((a, b) => a.entry.span.start - b.entry.span.start);
  }

  /** Every line that names a card, in every section. */
  private allLines(): Placed[] {
    return [...this.placed.values()];
  }

  run(): void {
    this.resolve();
    this.fields();
    this.types();
    this.sizes();
    this.essenceOrders();
    this.copies();
    this.factions();
    this.repeatedLines();
  }

  // ---- names -----------------------------------------------------------------------

  private lookup(name: string, span: Span): CardDefinition | undefined {
    const card = this.cards.get(name);
    if (card !== undefined) return card;
    const suggestion = closestMatch(name, this.cards.keys());
    if (suggestion !== undefined) {
      this.error("CR225", `No hay ninguna carta llamada «${name}». ¿Quisiste decir «${suggestion}»?`, span, {
        title: `Cambiar por «${suggestion}»`,
        span,
        replacement: JSON.stringify(suggestion),
      });
    } else {
      this.error("CR225", `No hay ninguna carta llamada «${name}» en el set: revisa el nombre (mayúsculas y tildes incluidas) o compila también el archivo .carta que la define.`, span);
    }
    return undefined;
  }

  private resolve(): void {
    for (const kind of Object.keys(this.deck.sections) as DeckSectionKind[]) {
      const section = this.section(kind)!;
      for (const entry of section.entries) this.placed.set(entry, { entry, section, card: this.lookup(entry.name, entry.nameSpan) });
    }
  }

  // ---- header fields and sections -------------------------------------------------------

  private fields(): void {
    const deck = this.deck;
    const header = deck.span;
    if (deck.format === undefined) {
      this.error("CR220", "Falta el formato del mazo: escribe debajo de «mazo» una línea «formato Alianza» (o «formato Guerra de Facción», «formato Convergencia»).", header);
    }
    if (this.format === "Convergencia" && deck.faction !== undefined) {
      this.error(
        "CR222",
        "Un mazo de Convergencia no tiene facción: lleva 6 cartas de cada una de las seis (Reglamento 4). Borra la línea «facción».",
        deck.faction.span,
        { title: "Borrar la línea «facción»", span: deck.faction.span, replacement: "" },
      );
    }
    if (this.format !== undefined && this.format !== "Convergencia" && deck.faction === undefined) {
      this.error("CR221", `Falta la facción del mazo: en ${this.format} el mazo es de una facción; escribe p. ej. «facción Orden» debajo de «formato».`, header);
    }

    if (deck.sanctuary === undefined) {
      this.error("CR223", 'Falta el Santuario: cada jugador lleva 1 Santuario (Reglamento 2); escribe «santuario "Nombre del Santuario"».', header);
    } else {
      const { value: name, valueSpan } = deck.sanctuary;
      const card = this.lookup(name, valueSpan);
      if (card !== undefined && card.type !== "Santuario") {
        this.error("CR231", `«${name}» es ${card.type === "Escencia" ? "una Escencia" : `un ${card.type}`}, no un Santuario: en «santuario» va la carta de tipo Santuario de tu mazo.`, valueSpan);
      } else if (card !== undefined && this.faction !== undefined && this.format !== "Convergencia" && card.faction !== this.faction) {
        this.error(
          "CR241",
          `«${name}» es un Santuario de ${card.faction}; en ${this.format} el Santuario es de la facción del mazo, ${this.faction} (Reglamento 4 y 5: las cartas de otra facción solo entran como apoyo en las barajas y el arsenal). Elige un Santuario de ${this.faction}.`,
          valueSpan,
        );
      }
    }

    const missing: string[] = [];
    if (this.section("principal") === undefined) missing.push("«principal:» (la baraja principal)");
    const essence = this.section("escencia") !== undefined;
    if (!essence && this.section("escenciaPrimero") === undefined) missing.push("«escencia primero:» (la baraja de Escencia si empiezas la partida)");
    if (!essence && this.section("escenciaSegundo") === undefined) missing.push("«escencia segundo:» (la misma baraja de Escencia ordenada para ir segundo)");
    for (const what of missing) {
      this.error("CR224", `Falta la sección ${what}: escríbela con sus cartas debajo, una por línea.`, header);
    }
  }

  // ---- card types per section ------------------------------------------------------------

  private types(): void {
    for (const { entry, section, card } of this.allLines()) {
      if (card === undefined) continue;
      if (section.kind === "principal" && (card.type === "Santuario" || card.type === "Escencia")) {
        const where = card.type === "Santuario" ? "en la línea «santuario»" : "en «escencia primero:» y «escencia segundo:»";
        this.error("CR229", `«${card.name}» es ${card.type === "Santuario" ? "un Santuario" : "una Escencia"}: la baraja principal no puede contener Santuarios ni Escencias (Reglamento 2). Va ${where}.`, entry.span);
      } else if (section.kind !== "principal" && section.kind !== "arsenal" && card.type !== "Escencia") {
        this.error("CR230", `«${card.name}» es ${card.type === "Santuario" ? "un Santuario" : `un ${card.type}`}: la baraja de Escencia solo puede contener cartas de Escencia (Reglamento 2). Pásala a «principal:» o al arsenal.`, entry.span);
      } else if (section.kind === "arsenal" && card.type === "Santuario") {
        this.warning(
          "CR242",
          `«${card.name}» es un Santuario: el arsenal sirve para intercambiar cartas con la baraja principal y la de Escencia (Reglamento 2), y un Santuario no puede ir en ninguna. Quítalo del arsenal.`,
          entry.span,
        );
      }
    }
  }

  // ---- sizes ----------------------------------------------------------------------------------

  private static total(section: DeckSectionNode): number {
    return section.entries.reduce((sum, e) => sum + e.count, 0);
  }

  private sizes(): void {
    const rules = this.rules;
    if (rules === undefined) return;
    const main = this.section("principal");
    if (main !== undefined) {
      const n = DeckChecker.total(main);
      if (n !== rules.main) {
        const change = n > rules.main ? `quita ${n - rules.main}` : `añade ${rules.main - n}`;
        this.error("CR226", `La baraja principal tiene ${plural(n, "carta", "cartas")}; en ${this.format} debe tener exactamente ${rules.main} (Reglamento 4): ${change}.`, main.span);
      }
    }
    for (const section of this.essenceSections()) {
      const n = DeckChecker.total(section);
      if (n !== rules.essence) {
        const change = n > rules.essence ? `quita ${n - rules.essence}` : `añade ${rules.essence - n}`;
        this.error(
          "CR227",
          `«${DECK_SECTION_SPELLING[section.kind]}» tiene ${plural(n, "Escencia", "Escencias")}; en ${this.format} la baraja de Escencia debe tener exactamente ${rules.essence} (Reglamento 6): ${change}.`,
          section.span,
        );
      }
    }
    const arsenal = this.section("arsenal");
    if (arsenal !== undefined) {
      const n = DeckChecker.total(arsenal);
      if (n > rules.arsenalMax) {
        this.error("CR228", `El arsenal tiene ${n} cartas; en ${this.format} puede tener como máximo ${rules.arsenalMax} (Reglamento 4): quita ${n - rules.arsenalMax}.`, arsenal.span);
      }
    }
  }

  // ---- Escencia deck order ----------------------------------------------------------------------

  private essenceOrders(): void {
    const format = this.format;
    if (format !== undefined) {
      for (const section of this.essenceSections()) this.specialPositions(format, section);
    }
    const first = this.section("escenciaPrimero");
    const second = this.section("escenciaSegundo");
    if (first !== undefined && second !== undefined) this.sameCards(first, second);
  }

  private specialPositions(format: DeckFormat, section: DeckSectionNode): void {
    let position = 1;
    for (const entry of section.entries) {
      const card = this.placed.get(entry)?.card;
      const positions = Array.from({ length: Math.min(entry.count, 1000) }, (_, k) => position + k);
      position += entry.count;
      if (card?.type !== "Escencia" || card.essenceKind !== "especial") continue;
      if (section.kind === "escencia") {
        this.error(
          "CR237",
          `«${card.name}» es una Escencia especial: «escencia:» es un solo orden para empezar y para ir segundo, y ninguna posición admite Escencias especiales en los dos casos (Reglamento 6). Escribe «escencia primero:» y «escencia segundo:» por separado.`,
          entry.span,
        );
        continue;
      }
      const order: Order = section.kind === "escenciaPrimero" ? "first" : "second";
      const bad = positions.filter((p) => !specialEssenceAllowed(format, order, p));
      if (bad.length === 0) continue;
      const when = order === "first" ? "si empiezas la partida" : "si vas segundo";
      const where = bad.length === 1 ? `la posición ${bad[0]}` : `las posiciones ${listText(bad)}`;
      this.error(
        "CR237",
        `«${card.name}» es una Escencia especial y queda en ${where}; ${when}, en ${format} las Escencias especiales solo pueden ir en las posiciones ${allowedPositionsText(format, order)} (Reglamento 6). Muévela a una de esas posiciones y pon una Escencia básica en su lugar.`,
        entry.span,
      );
    }
  }

  /** Both orders list the same Escencia deck: same cards, same counts, any order. */
  private sameCards(first: DeckSectionNode, second: DeckSectionNode): void {
    const inFirst = new Map<string, number>();
    for (const e of first.entries) inFirst.set(e.name, (inFirst.get(e.name) ?? 0) + e.count);
    const inSecond = new Map<string, number>();
    for (const e of second.entries) {
      const before = inSecond.get(e.name) ?? 0;
      const after = before + e.count;
      inSecond.set(e.name, after);
      const allowed = inFirst.get(e.name) ?? 0;
      if (after > allowed && before <= allowed) {
        const message =
          allowed === 0
            ? `«${e.name}» no está en «escencia primero:»: los dos órdenes son la misma baraja de Escencia, con las mismas cartas en otro orden. Añádela a «escencia primero:» o quítala de aquí.`
            : `«escencia segundo:» lleva ${after} «${e.name}» y «escencia primero:» ${allowed}: los dos órdenes son la misma baraja de Escencia, con las mismas cartas en otro orden. Deja ${allowed} aquí.`;
        this.error("CR238", message, e.span);
      }
    }
    for (const [name, count] of inFirst) {
      const have = inSecond.get(name) ?? 0;
      if (have < count) {
        this.error(
          "CR238",
          `A «escencia segundo:» le ${count - have === 1 ? "falta" : "faltan"} ${count - have} «${name}» (en «escencia primero:» hay ${count}): los dos órdenes son la misma baraja de Escencia, con las mismas cartas en otro orden.`,
          second.span,
        );
      }
    }
  }

  // ---- copies ----------------------------------------------------------------------------------

  private copies(): void {
    const totals = new Map<string, Placed[]>();
    for (const p of this.pool()) {
      if (p.card === undefined) continue;
      // Basic Escencias are exempt (docs/rulings.md): a one-faction Escencia deck needs 7+ of its only basic.
      if (p.card.type === "Escencia" && p.card.essenceKind === "básica") continue;
      const list = totals.get(p.card.name) ?? [];
      list.push(p);
      totals.set(p.card.name, list);
    }
    for (const [name, list] of totals) {
      const total = list.reduce((sum, p) => sum + p.entry.count, 0);
      if (total <= MAX_COPIES) continue;
      let running = 0;
      const crossing = list.find((p) => (running += p.entry.count) > MAX_COPIES)!;
      const lines = [...new Set(list.map((p) => this.lineOf(p.entry.span)))];
      const where = lines.length > 1 ? ` (líneas ${listText(lines)}: baraja principal, baraja de Escencia y arsenal cuentan juntos)` : "";
      this.error(
        "CR232",
        `Hay ${total} copias de «${name}»${where}; cada carta puede estar como máximo en 3 copias (Mecánicas avanzadas, Copias): quita ${total - MAX_COPIES}.`,
        crossing.entry.span,
      );
    }
  }

  // ---- factions ---------------------------------------------------------------------------------

  private factions(): void {
    if (this.format === "Convergencia") {
      this.convergenceMain();
      this.convergenceEssences();
      return;
    }
    const faction = this.faction;
    if (faction === undefined || this.format === undefined) return;
    if (this.format === "Guerra de Facción") this.factionWar(faction);
    else this.alliance(faction);
  }

  private factionWar(faction: Faction): void {
    for (const { entry, section, card } of this.allLines()) {
      if (card === undefined || card.faction === faction) continue;
      if (section.kind === "arsenal") {
        if (card.type === "Santuario") continue; // CR242 already says why
        this.warning(
          "CR242",
          `«${card.name}» es de ${card.faction}: en Guerra de Facción nunca podrá pasar del arsenal a la baraja principal ni a la de Escencia, que solo llevan cartas de ${faction} (Reglamento 5). Cámbiala por una carta de ${faction}.`,
          entry.span,
        );
        continue;
      }
      this.error(
        "CR233",
        `«${card.name}» es de ${card.faction}; en Guerra de Facción la baraja principal y la de Escencia solo llevan cartas de la facción del mazo, ${faction} (Reglamento 5). Cámbiala por una carta de ${faction}.`,
        entry.span,
      );
    }
  }

  private alliance(faction: Faction): void {
    for (const { entry, card } of this.allLines()) {
      if (card === undefined || card.faction === faction) continue;
      if (faction === "Errantes") {
        this.error(
          "CR234",
          `«${card.name}» es de ${card.faction}; en Alianza un mazo de Errantes no puede mezclar cartas de otras facciones (Reglamento 5). Cámbiala por una carta de Errantes.`,
          entry.span,
        );
      } else if (card.faction === "Errantes") {
        this.error(
          "CR234",
          `«${card.name}» es de Errantes; en Alianza ninguna otra facción puede incluir cartas de Errantes (Reglamento 5). Cámbiala por una carta de ${faction}${faction === "Valor" ? "" : " o de Valor"}.`,
          entry.span,
        );
      } else if (faction !== "Valor" && card.faction !== "Valor") {
        this.error(
          "CR235",
          `«${card.name}» es de ${card.faction}; en Alianza un mazo de ${faction} solo puede llevar cartas de apoyo de Valor (Reglamento 5). Cámbiala por una carta de ${faction} o de Valor.`,
          entry.span,
        );
      }
    }

    const isSupport = (card: CardDefinition): boolean =>
      faction === "Valor" ? SUPPORT_FACTIONS.includes(card.faction) : SUPPORT_FACTIONS.includes(faction) && card.faction === "Valor";
    const support = this.pool().filter((p) => p.card !== undefined && p.card.type !== "Santuario" && isSupport(p.card));
    const total = support.reduce((sum, p) => sum + p.entry.count, 0);
    if (total <= MAX_SUPPORT) return;
    let running = 0;
    const crossing = support.find((p) => (running += p.entry.count) > MAX_SUPPORT)!;
    const what = faction === "Valor" ? "de Orden, Instinto, Forja y Caos" : "de Valor";
    this.error(
      "CR236",
      `El mazo lleva ${total} cartas ${what} entre baraja principal, baraja de Escencia y arsenal; en Alianza un mazo de ${faction} puede llevar como máximo 12 (Reglamento 5). Esta línea pasa del límite: quita ${total - MAX_SUPPORT} cartas ${what}.`,
      crossing.entry.span,
    );
  }

  private convergenceMain(): void {
    const main = this.section("principal");
    if (main === undefined) return;
    const byFaction = new Map<Faction, Placed[]>(FACTIONS.map((f) => [f, []]));
    for (const entry of main.entries) {
      const p = this.placed.get(entry)!;
      // Santuarios and Escencias here already have CR229; unknown names CR225.
      if (p.card === undefined || p.card.type === "Santuario" || p.card.type === "Escencia") continue;
      byFaction.get(p.card.faction)!.push(p);
    }
    for (const [faction, list] of byFaction) {
      const total = list.reduce((sum, p) => sum + p.entry.count, 0);
      if (total > CONVERGENCE_PER_FACTION) {
        let running = 0;
        const crossing = list.find((p) => (running += p.entry.count) > CONVERGENCE_PER_FACTION)!;
        this.error(
          "CR239",
          `La baraja principal lleva ${total} cartas de ${faction}; en Convergencia lleva exactamente 6 de cada facción (Reglamento 4 y 5). Esta línea pasa de 6: quita ${total - CONVERGENCE_PER_FACTION} de ${faction}.`,
          crossing.entry.span,
        );
      } else if (total < CONVERGENCE_PER_FACTION) {
        const lacking = CONVERGENCE_PER_FACTION - total;
        this.error(
          "CR239",
          `${lacking === 1 ? "Falta" : "Faltan"} ${plural(lacking, "carta", "cartas")} de ${faction} en la baraja principal (tiene ${total}); en Convergencia lleva exactamente 6 de cada facción (Reglamento 4 y 5).`,
          main.span,
        );
      }
    }
  }

  private convergenceEssences(): void {
    const essence = this.essenceSet();
    if (essence === undefined) return;
    const seen = new Map<string, Placed>();
    for (const entry of essence.entries) {
      const p = this.placed.get(entry)!;
      const card = p.card;
      if (card === undefined || card.type !== "Escencia" || card.essenceKind === undefined) continue;
      const key = `${card.faction}/${card.essenceKind}`;
      const first = seen.get(key);
      if (first !== undefined || entry.count > 1) {
        const other = first !== undefined ? ` («${first.card!.name}», línea ${this.lineOf(first.entry.span)})` : "";
        this.error(
          "CR240",
          `Sobra una Escencia ${card.essenceKind} de ${card.faction}${other}: en Convergencia la baraja de Escencia lleva exactamente 1 Escencia básica y 1 especial de cada facción (Reglamento 4 y 5). Cámbiala por la Escencia que falta.`,
          entry.span,
        );
      }
      if (first === undefined) seen.set(key, p);
    }
    for (const faction of FACTIONS) {
      for (const kind of ["básica", "especial"] as const) {
        if (seen.has(`${faction}/${kind}`)) continue;
        this.error(
          "CR240",
          `Falta una Escencia ${kind} de ${faction} en «${DECK_SECTION_SPELLING[essence.kind]}»: en Convergencia la baraja de Escencia lleva exactamente 1 Escencia básica y 1 especial de cada facción (Reglamento 4 y 5).`,
          essence.span,
        );
      }
    }
  }

  // ---- style ---------------------------------------------------------------------------------------

  /** The same card on two lines of the main deck or the arsenal: legal, but the count is then hard to read. */
  private repeatedLines(): void {
    for (const kind of ["principal", "arsenal"] as const) {
      const section = this.section(kind);
      if (section === undefined) continue;
      const firstLine = new Map<string, DeckEntryNode>();
      for (const entry of section.entries) {
        const first = firstLine.get(entry.name);
        if (first === undefined) {
          firstLine.set(entry.name, entry);
          continue;
        }
        this.warning(
          "CR243",
          `«${entry.name}» ya está en la línea ${this.lineOf(first.span)} de «${DECK_SECTION_SPELLING[kind]}»: junta las copias en una sola línea («${first.count + entry.count} "${entry.name}"»).`,
          entry.span,
        );
      }
    }
  }

  // ---- the IR -------------------------------------------------------------------------------------

  definition(path: string): DeckDefinition | undefined {
    const deck = this.deck;
    const format = this.format;
    if (format === undefined || deck.sanctuary === undefined) return undefined;
    const merged = (section: DeckSectionNode | undefined): DeckEntry[] => {
      const byName = new Map<string, DeckEntry>();
      for (const e of section?.entries ?? []) {
        const existing = byName.get(e.name);
        if (existing !== undefined) existing.count += e.count;
        else byName.set(e.name, { card: e.name, count: e.count, range: this.lines.range(path, e.span) });
      }
      return [...byName.values()];
    };
    const expanded = (section: DeckSectionNode | undefined): string[] =>
      (section?.entries ?? []).flatMap((e) => Array.from({ length: e.count }, () => e.name));
    const both = this.section("escencia");
    const definition: DeckDefinition = {
      name: deck.name,
      format,
      sanctuary: deck.sanctuary.value,
      mainDeck: merged(this.section("principal")),
      essenceDeck: { first: expanded(both ?? this.section("escenciaPrimero")), second: expanded(both ?? this.section("escenciaSegundo")) },
      arsenal: merged(this.section("arsenal")),
      range: this.lines.range(path, deck.span),
    };
    if (format !== "Convergencia" && this.faction !== undefined) definition.faction = this.faction;
    return definition;
  }
}

function toDiagnostic(path: string, lines: LineIndex, d: SyntaxDiagnostic): Diagnostic {
  const out: Diagnostic = { file: path, code: d.code, severity: d.severity, message: d.message, range: lines.range(path, d.span) };
  if (d.fix) out.fix = { title: d.fix.title, range: lines.range(path, d.fix.span), replacement: d.fix.replacement };
  return out;
}

/**
 * Checks one parsed deck against the card set (cards by name). `text` is the
 * deck's source, for line numbers and ranges. The definition is returned only
 * when the checks found no error; syntax errors are the caller's to weigh (see
 * compileDecks).
 */
export function checkDeck(deck: DeckNode, cards: ReadonlyMap<string, CardDefinition>, path: string, text: string): DeckCheckResult {
  const lines = new LineIndex(text);
  const checker = new DeckChecker(deck, cards, lines);
  checker.run();
  const diagnostics = checker.out.map((d) => toDiagnostic(path, lines, d));
  diagnostics.sort((a, b) => a.range.start.offset - b.range.start.offset);
  const clean = !diagnostics.some((d) => d.severity === "error");
  return { deck: clean ? checker.definition(path) : undefined, diagnostics };
}

/** Parses and checks every deck source against a compiled card set. Pure: no file system. */
export function compileDecks(deckSources: readonly Source[], cardSet: CardSet): DeckCompileResult {
  const cards = new Map(cardSet.cards.map((c) => [c.name, c] as const));
  const decks: DeckDefinition[] = [];
  const diagnostics: Diagnostic[] = [];
  const names = new Map<string, { path: string; line: number }>();
  for (const source of deckSources) {
    const lines = new LineIndex(source.text);
    const parsed = parseMazoText(source.text);
    const own = parsed.diagnostics.map((d) => toDiagnostic(source.path, lines, d));
    if (parsed.deck !== undefined) {
      const checked = checkDeck(parsed.deck, cards, source.path, source.text);
      own.push(...checked.diagnostics);
      const { name, nameSpan } = parsed.deck;
      if (name !== "") {
        const first = names.get(name);
        if (first !== undefined) {
          own.push(
            toDiagnostic(source.path, lines, {
              code: "CR244",
              severity: "error",
              message: `Ya hay un mazo llamado «${name}» (${first.path}:${first.line}): los nombres identifican a los mazos; cambia el nombre de uno de los dos.`,
              span: nameSpan,
            }),
          );
        } else {
          names.set(name, { path: source.path, line: lines.position(nameSpan.start).line });
        }
      }
      if (checked.deck !== undefined && !own.some((d) => d.severity === "error")) decks.push(checked.deck);
    }
    diagnostics.push(...own);
  }
  diagnostics.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.range.start.offset - b.range.start.offset));
  return { decks, diagnostics, ok: !diagnostics.some((d) => d.severity === "error") };
}
