// What a pointer the printer writes («ese personaje», «lo», «su portador», «ambos», «el
// resto», «de entre ellas») will refer to when the text is compiled again: a model of
// compiler/resolve.ts over the text as it is printed. The printer registers every
// selection it writes, in text order, the way the resolver walks them; before writing a
// pointer it asks which referent the pointer would find and writes it only if that is
// the subject the IR means. (printCard compiles its own text afterwards as well, so a
// drift between this model and the resolver fails loudly, never silently.)
import type { SelectionNoun, Subject } from "../../ir.js";

export interface Referent {
  /** What a pointer to it lowers to; null where a pointer would not mean anything the IR says (a cost, the card a search names). */
  subject: Subject | null;
  noun: SelectionNoun;
  plural: boolean;
  feminine: boolean;
  /** Named with an indefinite (or by a trigger, a look, a search): what «ese …» and pronouns find first. */
  introduced: boolean;
  /** Found by a look or a search: a later «de entre ellas» speaks of these cards. */
  found?: string;
  /** Out of play when the ability resolves (the victim of «… destruya a un personaje en un duelo»): only «ese …» finds it. */
  gone?: true;
}

/** The cards «de entre ellas» and «el resto» speak of: the last look, by its binding. */
export interface Look {
  as: string;
  reveal: boolean;
}

export function sameSubject(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/** JSON with sorted keys and without `range` or undefined fields: structural equality of IR values. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (key, v: unknown) => {
    if (key === "range") return undefined;
    if (typeof v === "object" && v !== null && !Array.isArray(v)) {
      return Object.fromEntries(Object.keys(v).sort().filter((k) => (v as Record<string, unknown>)[k] !== undefined).map((k) => [k, (v as Record<string, unknown>)[k]]));
    }
    return v;
  });
}

export class Discourse {
  referents: Referent[] = [];
  lastLook: Look | null = null;

  push(referent: Referent): void {
    this.referents.push(referent);
  }

  /** The resolver's search: the latest introduced referent that passes, else the latest that passes. */
  private latest(test: (r: Referent) => boolean, withGone = false): Referent | undefined {
    const ok = (r: Referent): boolean => (withGone || r.gone !== true) && test(r);
    for (let i = this.referents.length - 1; i >= 0; i--) if (this.referents[i]!.introduced && ok(this.referents[i]!)) return this.referents[i];
    for (let i = this.referents.length - 1; i >= 0; i--) if (ok(this.referents[i]!)) return this.referents[i];
    return undefined;
  }

  /** «ese personaje», «esa Reliquia», «esa carta» (any card but a Santuario), whatever its number. */
  ese(n: SelectionNoun): Referent | undefined {
    return this.latest((r) => n === "carta" || r.noun === n || (r.noun === "carta" && n !== "Santuario"), true);
  }

  /** «lo», «la», «los», «las», «ellos», «su ataque» (singular, either gender). */
  pronoun(plural: boolean, feminine: boolean | undefined): Referent | undefined {
    return this.latest((r) => r.plural === plural && (feminine === undefined || r.feminine === feminine)) ?? this.latest((r) => r.plural === plural) ?? this.latest(() => true);
  }

  /** «su portador», «su controlador», «el Santuario de su controlador»: the card named last, whatever it is. */
  su(): Referent | undefined {
    for (let i = this.referents.length - 1; i >= 0; i--) if (this.referents[i]!.gone !== true) return this.referents[i];
    return undefined;
  }

  /**
   * «ellos» when no plural was introduced: the two singular cards introduced last, as the
   * resolver reads «Destruye un personaje y una Reliquia. Roba una carta por cada uno de ellos».
   */
  pluralOfTwo(): [Referent, Referent] | undefined {
    const plural = this.latest((r) => r.plural);
    if (plural !== undefined && plural.introduced) return undefined;
    const two = this.referents.filter((r) => r.introduced && !r.plural && r.gone !== true).slice(-2);
    return two.length === 2 ? [two[0]!, two[1]!] : undefined;
  }

  /** «ambos»: the two cards introduced last. */
  ambos(): [Referent, Referent] | undefined {
    const two = this.referents.filter((r) => r.introduced && r.gone !== true).slice(-2);
    return two.length === 2 ? [two[0]!, two[1]!] : undefined;
  }

  /** What «de entre ellas», «los … revelados» choose among: the last look, else the last search. */
  among(): string | undefined {
    if (this.lastLook !== null) return this.lastLook.as;
    for (let i = this.referents.length - 1; i >= 0; i--) if (this.referents[i]!.found !== undefined) return this.referents[i]!.found;
    return undefined;
  }

  /** The latest referent for a subject: its noun, number and gender, to point back at it. */
  referentOf(subject: Subject): Referent | undefined {
    for (let i = this.referents.length - 1; i >= 0; i--) {
      const r = this.referents[i]!;
      if (r.subject !== null && sameSubject(r.subject, subject)) return r;
    }
    return undefined;
  }

  copy(): Discourse {
    const d = new Discourse();
    d.referents = [...this.referents];
    d.lastLook = this.lastLook;
    return d;
  }
}
