// What lowering one ability keeps track of: its target declarations (hoisted to the
// ability, Reglamento 23, 26), the cards its steps find (bound as `f1`, `f2`…), the
// subject each selection became (so «ese personaje» is the same target), and the pointers
// resolved by compiler/resolve.ts.
import type { ClauseNode, EventNode, SelectionNode, Span } from "../../grammar/index.js";
import type { SourceRange, Step, Subject, TargetDeclaration } from "../ir.js";
import type { CardFrame } from "../frame.js";
import type { Resolution } from "../resolve.js";

export interface Counters {
  target: number;
  found: number;
}

export class Scope {
  readonly targets: TargetDeclaration[] = [];
  /** Steps the next step needs first: a choice among found cards («un personaje de entre ellas»). */
  pending: Step[] = [];

  constructor(
    readonly range: (span: Span) => SourceRange,
    /** The source text: the resolution of a granted ability reads it (compiler/resolve.ts). */
    readonly text: string,
    readonly resolution: Resolution,
    readonly frame: CardFrame,
    readonly event: EventNode | null,
    private readonly counters: Counters = { target: 1, found: 1 },
    private readonly subjects = new Map<SelectionNode, Subject>(),
    private readonly found = new Map<ClauseNode, string>(),
  ) {}

  /** A scope for one option of «Elige uno»: its own targets, the same numbering and memory. */
  option(): Scope {
    return new Scope(this.range, this.text, this.resolution, this.frame, this.event, this.counters, this.subjects, this.found);
  }

  declare(what: TargetDeclaration["what"], count: TargetDeclaration["count"], span: Span): string {
    const id = `t${this.counters.target++}`;
    this.targets.push({ id, what, count, range: this.range(span) });
    return id;
  }

  /** The binding of the cards a clause finds; the same one every time it is asked. */
  foundRef(clause: ClauseNode): string {
    let ref = this.found.get(clause);
    if (ref === undefined) {
      ref = `f${this.counters.found++}`;
      this.found.set(clause, ref);
    }
    return ref;
  }

  /** A new binding for a choice made on resolution. */
  newFound(): string {
    return `f${this.counters.found++}`;
  }

  remember(node: SelectionNode, subject: Subject): Subject {
    this.subjects.set(node, subject);
    return subject;
  }

  recall(node: SelectionNode): Subject | undefined {
    return this.subjects.get(node);
  }
}
