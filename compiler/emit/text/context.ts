// The state of printing one card and one ability: the targets it declares (in the
// order and with the ids lowering allocates, compiler/lower/scope.ts), the cards its
// steps find (`f1`, `f2`…), and the discourse a pointer is resolved against. No module
// state: everything lives in these objects, made for each card.
import type { CardDefinition, CardType, SelectionNoun, Side, Subject, TargetDeclaration } from "../../ir.js";
import { Discourse, type Referent } from "./discourse.js";
import { UnprintableError } from "./unprintable.js";

export class CardPrinting {
  constructor(
    readonly card: CardDefinition,
    /** A granted ability is printed as its bearer's: «este personaje» is the Personaje that has it. */
    private readonly as?: CardType,
  ) {}

  /** The printing of an ability this card grants to a Personaje. */
  asBearer(): CardPrinting {
    return new CardPrinting(this.card, "Personaje");
  }

  fail(detail: string): UnprintableError {
    return new UnprintableError(this.card.name, detail);
  }

  get type(): CardType {
    return this.as ?? this.card.type;
  }

  /** The noun of «este personaje», «esta Reliquia», «este Verso», «esta Escencia», «este Santuario». */
  get selfNoun(): SelectionNoun {
    return this.as ?? this.card.type;
  }
}

/**
 * A target used before anything declared it, where the text cannot declare it (inside
 * «su portador», «ambos», «su ataque»…): the sentence is printed again after an
 * «Elige …» sentence that declares it.
 */
export class NeedsDeclaration extends Error {
  /** The clause of the sentence that needs it (set by the sentence printer): 0 is the sentence's start. */
  unit = 0;
  constructor(readonly ref: string) {
    super(`target ${ref} needs a declaration first`);
  }
}

/** The choice among found cards that the next selection of that binding prints («una de ellas»). */
export interface PendingChoice {
  as: string;
  text: string;
  referent: Referent;
}

interface State {
  discourse: Discourse;
  declared: Set<string>;
  target: number;
  found: number;
  choice: PendingChoice | undefined;
}

export class AbilityPrinting {
  discourse = new Discourse();
  /** Targets whose declaration has been printed. */
  declared = new Set<string>();
  /** The next target and found ids lowering will allocate: one numbering for the ability and its options. */
  nextTarget = 1;
  nextFound = 1;
  /** Found cards that are another player's (a look at your opponent's deck or hand): they go back to their owner's zones. */
  foreign = new Set<string>();
  choice: PendingChoice | undefined;
  /** The controller the trigger's card must have («Cada vez que un personaje que tu oponente controle …»). */
  eventSide: Side | undefined;
  /** The targets of the ability, and of the option of «Elige uno» being printed. */
  private scopes: TargetDeclaration[][];

  constructor(
    readonly printing: CardPrinting,
    targets: TargetDeclaration[],
    readonly where: string,
  ) {
    this.scopes = [targets];
  }

  fail(detail: string): UnprintableError {
    return this.printing.fail(`${this.where}: ${detail}`);
  }

  get card(): CardPrinting {
    return this.printing;
  }

  target(ref: string): TargetDeclaration | undefined {
    for (let i = this.scopes.length - 1; i >= 0; i--) {
      const found = this.scopes[i]!.find((t) => t.id === ref);
      if (found !== undefined) return found;
    }
    return undefined;
  }

  /** Marks a target declared, checking it gets the id lowering will give it. */
  declare(target: TargetDeclaration): void {
    const expected = `t${this.nextTarget}`;
    if (target.id !== expected) throw this.fail(`el objetivo «${target.id}» se declararía como «${expected}»: los objetivos se numeran en el orden en que el texto los nombra`);
    this.nextTarget++;
    this.declared.add(target.id);
  }

  /** Checks a found binding is the one lowering will allocate next. */
  bind(as: string): void {
    const expected = `f${this.nextFound}`;
    if (as !== expected) throw this.fail(`las cartas encontradas «${as}» se llamarían «${expected}»`);
    this.nextFound++;
  }

  /** Prints an option of «Elige uno»: its own targets, the same numbering and discourse. */
  withOption<T>(targets: TargetDeclaration[], print: () => T): T {
    this.scopes.push(targets);
    try {
      const out = print();
      this.finish(targets, "esta opción de «Elige uno»");
      return out;
    } finally {
      this.scopes.pop();
    }
  }

  /** A declared target the text never uses would be lost: every target must have been printed. */
  finish(targets: TargetDeclaration[], what = "esta habilidad"): void {
    for (const t of targets) if (!this.declared.has(t.id)) throw this.fail(`el objetivo «${t.id}» de ${what} no se usa en ningún paso`);
  }

  snapshot(): State {
    return { discourse: this.discourse.copy(), declared: new Set(this.declared), target: this.nextTarget, found: this.nextFound, choice: this.choice };
  }

  restore(state: State): void {
    this.discourse = state.discourse;
    this.declared = state.declared;
    this.nextTarget = state.target;
    this.nextFound = state.found;
    this.choice = state.choice;
  }

  /** A referent that a pointer must not reach (a cost, the card a search describes). */
  pushOpaque(noun: SelectionNoun, plural: boolean, feminine: boolean, introduced: boolean): void {
    this.discourse.push({ subject: null, noun, plural, feminine, introduced });
  }

  push(subject: Subject, noun: SelectionNoun, plural: boolean, feminine: boolean, introduced: boolean, found?: string): void {
    const r: Referent = { subject, noun, plural, feminine, introduced };
    if (found !== undefined) r.found = found;
    this.discourse.push(r);
  }

  /** The victim of «… destruya a un personaje en un duelo»: out of play, only «ese personaje» names it. */
  pushGone(subject: Subject, noun: SelectionNoun, feminine: boolean): void {
    this.discourse.push({ subject, noun, plural: false, feminine, introduced: true, gone: true });
  }
}
