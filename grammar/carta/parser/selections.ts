// Selections: who or what an effect acts on («un personaje que controles», «los demás
// personajes de Valor», «el Santuario de tu oponente», «lo», «Vharsek»), with their
// filters in any of the orders Spanish allows («con 3 o menos de vida», «con vida 3 o
// menos», «que tu oponente controle», «que controla tu oponente»).
import type { IToken } from "chevrotain";
import { T } from "../../vocabulary/tokens.js";
import { normalizeWord } from "../../vocabulary/lex.js";
import type { Comparison, FilterNode, NounName, Quantifier, SelectionNode } from "../ast.js";
import { canon, isFeminine, isPlural, isYou, nounOf, numberOf, ParserBase, tokenSpan } from "./base.js";

/** Where a selection stands: the object of «pon»/«devuelve» leaves «en tu mano» to the destination. */
export interface SelectionContext {
  beforeDestination?: boolean;
  /** Followed by «que tu oponente» / «que tú» of a comparison, not a relative clause. */
  beforeThan?: boolean;
  /** «El primer personaje (que controles) que active su Embate …»: only whose it is before the event's «que». */
  beforeEvent?: boolean;
}

export type FilterBody = FilterNode extends infer F ? (F extends FilterNode ? Omit<F, "span"> : never) : never;

export abstract class SelectionRules extends ParserBase {
  /** One selection, or several joined by «o» («un Verso o una Reliquia»). */
  selection = this.RULE("selection", (ctx?: SelectionContext): SelectionNode => {
    const start = this.begin();
    const first = this.SUBRULE(this.selectionAtom, { ARGS: [ctx] });
    const more: SelectionNode[] = [];
    this.MANY({
      // Decided by its gate: «o» may also join two actions («descarta una carta o destruye …»),
      // and a lookahead over everything that can follow a selection is slow to compute at every start.
      MAX_LOOKAHEAD: 1,
      GATE: () => this.nextIs(1, T.O) && this.nextIs(2, T.Un, T.El, T.Otro, T.Hasta, T.Tu, T.Cada, T.Este, T.Ese, T.Todos),
      DEF: () => {
        this.CONSUME(T.O);
        more.push(this.SUBRULE1(this.selectionAtom, { ARGS: [ctx] }));
      },
    });
    this.sharedDeterminer(first, more, ctx);
    return this.ACTION(() => (more.length === 0 ? first : { kind: "either" as const, options: [first, ...more], span: this.spanFrom(start) }));
  });

  /**
   * «un personaje o Santuario», «una Reliquia o Verso»: the second noun shares the first's
   * determiner, as «un personaje o un Santuario».
   */
  private sharedDeterminer(first: SelectionNode, more: SelectionNode[], ctx?: SelectionContext): void {
    this.MANY2({
      GATE: () => this.nextIs(1, T.O) && this.nextIs(2, T.Noun) && first.kind === "cards",
      DEF: () => {
        this.CONSUME2(T.O);
        const from = this.begin();
        const noun = this.CONSUME2(T.Noun);
        const filters = this.SUBRULE2(this.filters, { ARGS: [ctx] });
        this.ACTION(() => {
          const quantifier = first.kind === "cards" ? first.quantifier : ({ kind: "one" } as const);
          more.push({ kind: "cards", quantifier, other: false, yours: false, noun: nounOf(noun), filters, span: this.spanFrom(from) });
        });
      },
    });
  }

  /** «a un personaje o a un Santuario», «al portador», «al Santuario de tu oponente». */
  recipient = this.RULE("recipient", (): SelectionNode => {
    const start = this.begin();
    const first = this.SUBRULE(this.recipientAtom);
    const more: SelectionNode[] = [];
    this.MANY({
      GATE: () => this.nextIs(1, T.O) && this.nextIs(2, T.A, T.Al),
      DEF: () => {
        this.CONSUME(T.O);
        more.push(this.SUBRULE1(this.recipientAtom));
      },
    });
    this.sharedDeterminer(first, more);
    return this.ACTION(() => (more.length === 0 ? first : { kind: "either" as const, options: [first, ...more], span: this.spanFrom(start) }));
  });

  private recipientAtom = this.RULE("recipientAtom", (): SelectionNode => {
    return this.OR([
      { ALT: () => { this.CONSUME(T.A); return this.SUBRULE(this.selectionAtom); } },
      {
        ALT: () => {
          const al = this.CONSUME(T.Al);
          const start = this.ACTION(() => al.startOffset);
          return this.SUBRULE(this.definite, { ARGS: [start, al, {}] });
        },
      },
    ]);
  });

  selectionAtom = this.RULE("selectionAtom", (ctx?: SelectionContext): SelectionNode => {
    const start = this.begin();
    const cards = (quantifier: Quantifier, other: boolean, yours: boolean, noun: NounName, filters: FilterNode[]): SelectionNode =>
      ({ kind: "cards", quantifier, other, yours, noun, filters, span: this.spanFrom(start) });
    return this.OR<SelectionNode>([
      {
        // «El próximo Verso que juegues este turno (cuesta 2 menos)»: the next one its controller
        // plays; «La primera Reliquia que juegues (en) cada turno (cuesta 1 menos)»: one played
        // before none like it that turn.
        GATE: () => this.nextIs(1, T.El) && this.nextIs(2, T.Proximo, T.Primeras) && this.nextIs(3, T.Noun) && this.playedAhead(),
        ALT: () => {
          this.consume(179, T.El);
          const next = this.or(179, [{ ALT: () => { this.consume(179, T.Proximo); return true; } }, { ALT: () => { this.consume(179, T.Primeras); return false; } }]);
          const noun = this.consume(179, T.Noun);
          const filters = this.subrule(179, this.filters, { ARGS: [ctx] });
          this.option(179, () => this.subrule(179, this.inATurn));
          return this.ACTION(() => cards({ kind: "all" }, false, false, nounOf(noun), [...filters, next ? { kind: "nextPlayed" as const, span: this.spanFrom(start) } : { kind: "nthPlayed" as const, nth: 1, span: this.spanFrom(start) }]));
        },
      },
      {
        // «Elige hasta dos personajes. Cada uno de ellos obtiene +0/+2 …»: each of the cards named
        // before, as «esos personajes» (the clause «Cada uno de ellos hace daño … al otro» is a fight).
        GATE: () => this.nextIs(1, T.Cada) && this.nextIs(2, T.Un) && this.nextIs(3, T.De) && this.nextIs(4, T.Ellos) && !this.nextIs(5, T.Haz),
        ALT: () => {
          this.consume(190, T.Cada);
          this.consume(190, T.Un);
          this.consume(190, T.De);
          const them = this.consume(190, T.Ellos);
          return this.ACTION((): SelectionNode => ({ kind: "previous", plural: true, feminine: isFeminine(them), pronoun: true, span: this.spanFrom(start) }));
        },
      },
      {
        // «Cuando juegues tu segundo Verso en un mismo turno», «Cada vez que un oponente juegue su
        // tercer personaje cada turno»: the nth card like it its player plays in the turn.
        GATE: () => this.nextIs(1, T.Tu, T.Su) && this.nextIs(2, T.Primeras, T.Segundo, T.Tercero) && this.nextIs(3, T.Noun),
        ALT: () => {
          this.or(183, [{ ALT: () => this.consume(183, T.Tu) }, { ALT: () => this.consume(183, T.Su) }]);
          const nth = this.or(184, [
            { ALT: () => { this.consume(184, T.Primeras); return 1; } },
            { ALT: () => { this.consume(184, T.Segundo); return 2; } },
            { ALT: () => { this.consume(184, T.Tercero); return 3; } },
          ]);
          const noun = this.consume(183, T.Noun);
          const filters = this.subrule(183, this.filters, { ARGS: [ctx] });
          this.option(183, () => this.subrule(184, this.inATurn));
          return this.ACTION(() => cards({ kind: "one" }, false, false, nounOf(noun), [...filters, { kind: "nthPlayed" as const, nth, span: this.spanFrom(start) }]));
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Este);
          const noun = this.CONSUME(T.Noun);
          return this.ACTION(() => {
            const n = nounOf(noun);
            return n === "Santuario" ? { kind: "sanctuary" as const, whose: "this" as const, span: this.spanFrom(start) } : { kind: "self" as const, noun: n, span: this.spanFrom(start) };
          });
        },
      },
      {
        // «ese jugador» after «… haga daño al Santuario de tu oponente», «Cuando tu oponente juegue un Verso»: the player of the trigger's event.
        // «ese oponente» the same, where the event is an opponent's.
        GATE: () => this.nextIs(2, T.Jugador, T.Oponente),
        ALT: () => {
          this.consume(155, T.Ese);
          this.or(155, [{ ALT: () => this.consume(155, T.Jugador) }, { ALT: () => this.consume(155, T.Oponente) }]);
          return this.ACTION(() => ({ kind: "player" as const, who: "thatPlayer" as const, span: this.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          const ese = this.CONSUME(T.Ese);
          const noun = this.OPTION(() => this.CONSUME1(T.Noun));
          if (noun !== undefined) this.whereItIsNow(202);
          return this.ACTION(() => {
            const node: SelectionNode = { kind: "previous", plural: isPlural(ese), feminine: isFeminine(ese), span: this.spanFrom(start) };
            if (noun) node.noun = nounOf(noun);
            return node;
          });
        },
      },
      {
        ALT: () => {
          const article = this.CONSUME(T.El);
          return this.SUBRULE(this.definite, { ARGS: [start, article, ctx ?? {}] });
        },
      },
      {
        // «su oponente en el duelo»: the character on the other side of its duel («el personaje en duelo con él»).
        ALT: () => {
          const phrase = this.consume(213, T.SuOponenteEnElDuelo);
          return this.ACTION((): SelectionNode => ({ ...cards({ kind: "all" }, false, false, "Personaje", [{ kind: "inDuel", it: true, span: tokenSpan(phrase) }]), singular: true }) as SelectionNode);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Su);
          return this.OR1<SelectionNode>([
            { ALT: () => { this.CONSUME(T.Portador); return this.ACTION(() => ({ kind: "bearer" as const, ofIt: true, span: this.spanFrom(start) })); } },
            { ALT: () => { this.CONSUME(T.Santuario); return this.ACTION(() => ({ kind: "sanctuary" as const, whose: "itsController" as const, span: this.spanFrom(start) })); } },
            { ALT: () => { this.CONSUME(T.Controlador); return this.ACTION(() => ({ kind: "player" as const, who: "itsController" as const, span: this.spanFrom(start) })); } },
            { ALT: () => { this.CONSUME(T.Dueno); return this.ACTION(() => ({ kind: "player" as const, who: "itsOwner" as const, span: this.spanFrom(start) })); } },
          ]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Tu);
          return this.OR2<SelectionNode>([
            {
              ALT: () => {
                this.CONSUME(T.Oponente);
                // «un oponente objetivo», as printed for games of more players: the one opponent (Reglamento 1).
                this.option(170, () => this.consume(170, T.Objetivo));
                return this.ACTION(() => ({ kind: "player" as const, who: "opponent" as const, span: this.spanFrom(start) }));
              },
            },
            {
              ALT: () => {
                const other = this.OPTION1(() => this.CONSUME(T.Otro)) !== undefined;
                const noun = this.CONSUME2(T.Noun);
                const filters = this.SUBRULE(this.filters, { ARGS: [ctx] });
                return this.ACTION(() =>
                  nounOf(noun) === "Santuario" ? { kind: "sanctuary" as const, whose: "you" as const, span: this.spanFrom(start) } : cards({ kind: "all" }, other, true, nounOf(noun), filters),
                );
              },
            },
          ]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Cada);
          return this.OR3<SelectionNode>([
            { ALT: () => { this.CONSUME(T.Jugador); return this.ACTION(() => ({ kind: "player" as const, who: "each" as const, span: this.spanFrom(start) })); } },
            {
              ALT: () => {
                const other = this.OPTION2(() => this.CONSUME1(T.Otro)) !== undefined;
                const noun = this.CONSUME3(T.Noun);
                const filters = this.SUBRULE1(this.filters, { ARGS: [ctx] });
                return this.ACTION(() => cards({ kind: "all" }, other, false, nounOf(noun), filters));
              },
            },
          ]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Todos);
          // «todos los personajes …», «todos tus personajes», «todas tus Reliquias».
          const yours = this.OR9([{ ALT: () => { this.CONSUME1(T.El); return false; } }, { ALT: () => { this.CONSUME3(T.Tu); return true; } }]);
          const other = this.OPTION3(() => this.OR4([{ ALT: () => this.CONSUME2(T.Otro) }, { ALT: () => this.CONSUME(T.Demas) }])) !== undefined;
          const noun = this.CONSUME4(T.Noun);
          const filters = this.SUBRULE2(this.filters, { ARGS: [ctx] });
          return this.ACTION(() => cards({ kind: "all" }, other, yours, nounOf(noun), filters));
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Un);
          return this.OR5<SelectionNode>([
            {
              ALT: () => {
                this.CONSUME1(T.Jugador);
                // «un jugador objetivo»: «un jugador» is already the player a target names.
                this.option(172, () => this.consume(172, T.Objetivo));
                return this.ACTION(() => ({ kind: "playerTarget" as const, span: this.spanFrom(start) }));
              },
            },
            {
              ALT: () => {
                this.CONSUME1(T.O);
                const max = this.CONSUME(T.NumberLiteral);
                const noun = this.CONSUME5(T.Noun);
                const filters = this.SUBRULE3(this.filters, { ARGS: [ctx] });
                return this.ACTION(() => cards({ kind: "between", min: 1, max: numberOf(max) }, false, false, nounOf(noun), filters));
              },
            },
            {
              ALT: () => {
                const noun = this.CONSUME6(T.Noun);
                const filters = this.SUBRULE4(this.filters, { ARGS: [ctx] });
                return this.ACTION(() => cards({ kind: "one" }, false, false, nounOf(noun), filters));
              },
            },
            {
              ALT: () => {
                this.CONSUME(T.Rasgo);
                const traits = this.SUBRULE(this.traitList);
                // «Prohíbe un Rasgo de Talento objetivo»: what a Prohibir names is its target anyway.
                this.option(171, () => this.consume(171, T.Objetivo));
                return this.ACTION(() => ({ kind: "trait" as const, traits, span: this.spanFrom(start) }));
              },
            },
            {
              // «una de ellas», or «una» alone after looking at cards: one of those cards.
              ALT: () => {
                this.OPTION4(() => {
                  this.CONSUME(T.De);
                  this.CONSUME(T.Ellos);
                });
                return this.ACTION(() => cards({ kind: "one" }, false, false, "carta", [{ kind: "among", span: this.spanFrom(start) }]));
              },
            },
          ]);
        },
      },
      {
        ALT: () => {
          this.CONSUME3(T.Otro);
          const noun = this.CONSUME7(T.Noun);
          const filters = this.SUBRULE5(this.filters, { ARGS: [ctx] });
          return this.ACTION(() => cards({ kind: "one" }, true, false, nounOf(noun), filters));
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Hasta);
          const n = this.CONSUME1(T.NumberLiteral);
          const other = this.OPTION5(() => this.CONSUME4(T.Otro)) !== undefined;
          const noun = this.CONSUME8(T.Noun);
          const filters = this.SUBRULE6(this.filters, { ARGS: [ctx] });
          return this.ACTION(() => cards({ kind: "upTo", n: numberOf(n) }, other, false, nounOf(noun), filters));
        },
      },
      {
        // «más de un personaje», «menos de tres cartas»: as «dos o más», «dos o menos».
        ALT: () => {
          const more = this.or(254, [{ ALT: () => { this.consume(254, T.Mas); return true; } }, { ALT: () => { this.consume(254, T.Menos); return false; } }]);
          this.consume(254, T.De);
          const n = this.or(255, [{ ALT: () => this.consume(255, T.NumberLiteral) }, { ALT: () => this.consume(255, T.Un) }]);
          const noun = this.consume(255, T.Noun);
          const filters = this.subrule(254, this.filters, { ARGS: [ctx] });
          return this.ACTION(() => cards(more ? { kind: "atLeast", n: numberOf(n) + 1 } : { kind: "atMost", n: numberOf(n) - 1 }, false, false, nounOf(noun), filters));
        },
      },
      {
        // «al menos dos personajes»: «dos o más».
        ALT: () => {
          this.consume(189, T.AlMenos);
          const n = this.or(189, [{ ALT: () => this.consume(189, T.NumberLiteral) }, { ALT: () => this.consume(189, T.Un) }]);
          const noun = this.consume(189, T.Noun);
          const filters = this.subrule(189, this.filters, { ARGS: [ctx] });
          return this.ACTION(() => cards({ kind: "atLeast", n: numberOf(n) }, false, false, nounOf(noun), filters));
        },
      },
      {
        ALT: () => {
          const n = this.CONSUME2(T.NumberLiteral);
          // «2 o más personajes», «2 o menos cartas»: only in conditions.
          const bound = this.OPTION6(() => {
            this.CONSUME2(T.O);
            return this.or(253, [{ ALT: () => { this.consume(253, T.Mas); return "atLeast" as const; } }, { ALT: () => { this.consume(253, T.Menos); return "atMost" as const; } }]);
          });
          const other = this.OPTION7(() => this.CONSUME5(T.Otro)) !== undefined;
          return this.or<SelectionNode>(20, [
            {
              ALT: () => {
                const noun = this.CONSUME9(T.Noun);
                const filters = this.SUBRULE7(this.filters, { ARGS: [ctx] });
                return this.ACTION(() => cards({ kind: bound ?? "exactly", n: numberOf(n) }, other, false, nounOf(noun), filters));
              },
            },
            {
              // «dos de ellas», or «dos» alone after looking at cards: that many of those cards.
              ALT: () => {
                this.option(20, () => {
                  this.consume(20, T.De);
                  this.consume(21, T.Ellos);
                });
                return this.ACTION(() => cards({ kind: "exactly", n: numberOf(n) }, false, false, "carta", [{ kind: "among", span: this.spanFrom(start) }]));
              },
            },
          ]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.CualquierCantidad);
          return this.OR6<SelectionNode>([
            {
              ALT: () => {
                this.CONSUME1(T.Ellos);
                return this.ACTION(() => cards({ kind: "anyNumber" }, false, false, "carta", [{ kind: "among", span: this.spanFrom(start) }]));
              },
            },
            {
              ALT: () => {
                const noun = this.consume(10, T.Noun);
                const filters = this.SUBRULE8(this.filters, { ARGS: [ctx] });
                return this.ACTION(() => cards({ kind: "anyNumber" }, false, false, nounOf(noun), filters));
              },
            },
          ]);
        },
      },
      {
        ALT: () => {
          const pronoun = this.OR7([{ ALT: () => this.CONSUME2(T.Ellos) }, { ALT: () => this.CONSUME(T.Ambos) }, { ALT: () => this.CONSUME(T.Lo) }]);
          this.whereItIsNow(203);
          return this.ACTION(() => ({ kind: "previous" as const, plural: isPlural(pronoun), feminine: isFeminine(pronoun), pronoun: true, span: this.spanFrom(start) }));
        },
      },
      {
        // A bare plural: «por personajes con 2 o menos de Ataque», «a personajes de Instinto».
        ALT: () => {
          const noun = this.consume(11, T.Noun);
          const filters = this.subrule(12, this.filters, { ARGS: [ctx] });
          return this.ACTION(() => cards({ kind: "all" }, false, false, nounOf(noun), filters));
        },
      },
      {
        // A card's own name, as printed cards say it («Cuando Vharsek entre en juego»).
        GATE: () => this.isNameWord(1),
        ALT: () => {
          const words = this.SUBRULE(this.ownName);
          return this.ACTION(() => ({ kind: "self" as const, noun: "carta" as const, byName: words.map((w) => w.image).join(" "), span: this.spanFrom(start) }));
        },
      },
    ]);
  });

  /** This card's name written in its own text, unquoted: the words `isNameWord` accepts (the first one checked by the caller's gate). */
  private ownName = this.RULE("ownName", (): IToken[] => {
    const words: IToken[] = [this.CONSUME(T.Word)];
    this.MANY({ GATE: () => this.isNameWord(1), DEF: () => words.push(this.CONSUME1(T.Word)) });
    return words;
  });

  /** A capitalized word the vocabulary does not know that is a word of this card's name. */
  protected isNameWord(k: number): boolean {
    const t = this.LA(k);
    return t.tokenType === T.Word && t.image.charAt(0) !== t.image.charAt(0).toLowerCase() && this.ownNameWords.has(normalizeWord(t.image));
  }

  /** What follows «el», «la», «los», «las» (or «al»). */
  protected definite = this.RULE("definite", (start: number, article: IToken, ctx: SelectionContext): SelectionNode => {
    return this.OR<SelectionNode>([
      // «el oponente», «el rival»: «tu oponente» (a game of two players, Reglamento 1).
      { GATE: () => !isPlural(article), ALT: () => { this.consume(201, T.Oponente); return this.ACTION(() => ({ kind: "player" as const, who: "opponent" as const, span: this.spanFrom(start) })); } },
      {
        ALT: () => {
          this.CONSUME(T.Portador);
          // «el portador de esa Reliquia»: of the card named before, as «su portador».
          const ofIt = this.option(187, {
            MAX_LOOKAHEAD: 1,
            GATE: () => this.nextIs(1, T.De) && this.nextIs(2, T.Ese),
            DEF: () => {
              this.consume(187, T.De);
              this.consume(187, T.Ese);
              this.consume(187, T.Noun);
              return true;
            },
          });
          // «el portador de una Reliquia objetivo que controles»: of a card named here.
          const of = this.option(188, {
            MAX_LOOKAHEAD: 1,
            GATE: () => ofIt === undefined && this.nextIs(1, T.De) && this.nextIs(2, T.Un, T.Este, T.Cada),
            DEF: () => {
              this.consume(188, T.De);
              return this.subrule(188, this.selectionAtom);
            },
          });
          return this.ACTION(() => (of !== undefined ? { kind: "bearer" as const, ofIt: true, of, span: this.spanFrom(start) } : { kind: "bearer" as const, ofIt: ofIt === true, span: this.spanFrom(start) }));
        },
      },
      { ALT: () => { this.CONSUME(T.Resto); return this.ACTION(() => ({ kind: "rest" as const, span: this.spanFrom(start) })); } },
      {
        // «el controlador de ese personaje», «el dueño de esa carta»: «su controlador», with its card written out.
        GATE: () => !isPlural(article) && this.nextIs(2, T.De),
        ALT: () => {
          const who = this.or(252, [
            { ALT: () => { this.consume(252, T.Controlador); return "itsController" as const; } },
            { ALT: () => { this.consume(252, T.Dueno); return "itsOwner" as const; } },
          ]);
          this.consume(252, T.De);
          const of = this.subrule(252, this.selectionAtom);
          return this.ACTION((): SelectionNode => ({ kind: "player", who, of, span: this.spanFrom(start) }));
        },
      },
      {
        // «el atacante», «al atacante»: «el personaje atacante», the attacker of the Incursión in progress.
        GATE: () => !isPlural(article),
        ALT: () => {
          const word = this.consume(214, T.Atacante);
          return this.ACTION((): SelectionNode => ({ kind: "cards", quantifier: { kind: "all" }, other: false, yours: false, noun: "Personaje", filters: [{ kind: "incursion", role: "attacking", span: tokenSpan(word) }], singular: true, span: this.spanFrom(start) }));
        },
      },
      {
        // «los demás personajes», «los otros personajes de Valor que controles»: every other
        // one; «Pon una en tu mano y la otra en el fondo de tu baraja»: «la otra», «las otras»,
        // «los demás» alone are the rest.
        ALT: () => {
          this.OR5([{ ALT: () => this.CONSUME(T.Demas) }, { ALT: () => this.CONSUME(T.Otro) }]);
          return this.OR1<SelectionNode>([
            {
              GATE: () => isPlural(article),
              ALT: () => {
                const noun = this.CONSUME(T.Noun);
                const filters = this.SUBRULE(this.filters, { ARGS: [ctx] });
                return this.ACTION(() => ({ kind: "cards" as const, quantifier: { kind: "all" as const }, other: true, yours: false, noun: nounOf(noun), filters, span: this.spanFrom(start) }));
              },
            },
            { ALT: () => this.ACTION(() => ({ kind: "rest" as const, span: this.spanFrom(start) })) },
          ]);
        },
      },
      {
        // «el Ataque del personaje sacrificado»: the card paid for the cost, as it was then.
        GATE: () => !isPlural(article) && this.nextIs(2, T.Sacrificado),
        ALT: () => {
          const noun = this.consume(251, T.Noun);
          this.consume(251, T.Sacrificado);
          return this.ACTION((): SelectionNode => ({ kind: "paid", noun: nounOf(noun), cost: "sacrifice", span: this.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          const noun = this.CONSUME1(T.Noun);
          // «el personaje objetivo», «la Reliquia objetivo»: printed cards name a target so;
          // it is «un personaje objetivo» (Reglamento 23).
          const targeted = this.nextIs(1, T.Objetivo) && !isPlural(article);
          // «al Santuario de ese jugador (oponente)»: of the player named before or of the trigger's event.
          const thatPlayer = this.option(219, {
            GATE: () => nounOf(noun) === "Santuario" && this.nextIs(1, T.De) && this.nextIs(2, T.Ese) && this.nextIs(3, T.Jugador, T.Oponente),
            DEF: () => {
              this.consume(219, T.De);
              const player = this.subrule(219, this.selectionAtom);
              return player;
            },
          });
          const filters = this.SUBRULE1(this.filters, { ARGS: [ctx] });
          return this.ACTION(() => {
            const span = this.spanFrom(start);
            const n = nounOf(noun);
            if (thatPlayer !== undefined) return { kind: "sanctuary" as const, whose: "itsController" as const, of: thatPlayer, span };
            if (targeted) return { kind: "cards" as const, quantifier: { kind: "one" as const }, other: false, yours: false, noun: n, filters, span };
            // «El personaje equipado obtiene +2 de Ataque» on a Reliquia: its bearer (Reglamento 21).
            if (n === "Personaje" && !isPlural(article) && filters.length === 1 && filters[0]!.kind === "equipped") return { kind: "bearer" as const, ofIt: false, span };
            // «al Santuario de cada jugador»: both.
            if (n === "Santuario" && filters.length === 1 && filters[0]!.kind === "everyPlayer") return { kind: "cards" as const, quantifier: { kind: "all" as const }, other: false, yours: false, noun: n, filters: [], span };
            if (n === "Santuario" && !filters.some((f) => f.kind === "named")) {
              const controller = filters.find((f) => f.kind === "controller");
              if (controller !== undefined && controller.kind === "controller") return { kind: "sanctuary" as const, whose: controller.side, span };
              const ofIts = filters.find((f) => f.kind === "ofIts");
              if (ofIts !== undefined && ofIts.kind === "ofIts") return ofIts.of === undefined ? { kind: "sanctuary" as const, whose: "itsController" as const, span } : { kind: "sanctuary" as const, whose: "itsController" as const, of: ofIts.of, span };
            }
            const node: SelectionNode = { kind: "cards", quantifier: { kind: "all" }, other: false, yours: false, noun: n, filters, span };
            if (!isPlural(article)) node.singular = true;
            return node;
          });
        },
      },
    ]);
  });

  /** «de ese personaje», «del portador»: «de» and the article in one word («el Ataque del personaje sacrificado»). */
  protected ofSelection = this.RULE("ofSelection", (): SelectionNode => {
    return this.OR([
      { ALT: () => { this.CONSUME(T.De); return this.SUBRULE(this.selection); } },
      { ALT: () => { const del = this.CONSUME(T.Del); return this.SUBRULE(this.definite, { ARGS: [this.begin(), del, {}] }); } },
    ]);
  });

  /** «regresa esa carta de tu cementerio a tu mano», «devuélvelo de tu cementerio»: where the card named before is now says nothing more. */
  private whereItIsNow(idx: number): void {
    this.option(idx, {
      MAX_LOOKAHEAD: 1,
      GATE: () => this.nextIs(1, T.De) && this.nextIs(2, T.Tu) && this.nextIs(3, T.Cementerio, T.Mano),
      DEF: () => { this.consume(idx, T.De); this.consume(idx, T.Tu); this.subrule(idx, this.playerZone); },
    });
  }

  /** «de Talento o de Resplandor», «de Talento, de Interferencia o de Resplandor». */
  private traitList = this.RULE("traitList", (): string[] => {
    const traits: string[] = [];
    this.CONSUME(T.De);
    const first = this.CONSUME(T.TraitName);
    this.ACTION(() => traits.push(canon(first)));
    this.MANY(() => {
      this.OR([{ ALT: () => this.CONSUME(T.Comma) }, { ALT: () => this.CONSUME(T.O) }]);
      this.CONSUME1(T.De);
      const next = this.CONSUME1(T.TraitName);
      this.ACTION(() => traits.push(canon(next)));
    });
    return traits;
  });

  /** «cada turno», «en cada turno», «este turno», «en un (mismo) turno»: the turn an ordinal counts in. */
  private inATurn = this.RULE("inATurn", (): void => {
    const eachOrThis = (): void => {
      this.or(185, [{ ALT: () => this.consume(185, T.Cada) }, { ALT: () => this.consume(185, T.Este) }]);
      this.consume(185, T.Turno);
    };
    this.or(186, [
      { ALT: eachOrThis },
      {
        ALT: () => {
          this.consume(186, T.En);
          this.or(187, [
            { ALT: () => { this.consume(187, T.Cada); this.consume(187, T.Turno); } },
            { ALT: () => { this.consume(188, T.Este); this.consume(188, T.Turno); } },
            { ALT: () => { this.consume(189, T.Un); this.option(189, () => this.consume(189, T.Mismo)); this.consume(189, T.Turno); } },
          ]);
        },
      },
    ]);
  });

  filters = this.RULE("filters", (ctx?: SelectionContext): FilterNode[] => {
    const filters: FilterNode[] = [];
    this.MANY({
      // The object of «pon» keeps «en tu mano» for its destination.
      GATE: () =>
        !(ctx?.beforeDestination === true && this.nextIs(1, T.En)) &&
        // «… que juegues en cada turno», «tu segundo Verso en un mismo turno»: when, not where.
        !(this.nextIs(1, T.En) && (this.nextIs(2, T.Cada) || (this.nextIs(2, T.Un) && this.nextIs(3, T.Mismo, T.Turno)))) &&
        // «una Reliquia entre ellas» is a filter; «… entre en juego» is the verb after it.
        !(this.nextIs(1, T.Entre) && !this.nextIs(2, T.Ellos)) &&
        !(this.nextIs(1, T.Sin) && !this.nextIs(2, T.Portador, T.Reliquia)) &&
        !(ctx?.beforeThan === true && this.nextIs(1, T.Que) && this.nextIs(2, T.Tu) && (this.nextIs(3, T.Comma) || (this.nextIs(3, T.Oponente) && this.nextIs(4, T.Comma)))) &&
        !(ctx?.beforeEvent === true && this.nextIs(1, T.Que) && !this.nextIs(2, T.Controla, T.Tu, T.No)) &&
        // «por cada personaje que haya sido destruido este turno»: what happened, counted by «por cada».
        !(this.nextIs(1, T.Que) && ((this.nextIs(2, T.Ha, T.Hay) && this.nextIs(3, T.Fue)) || (this.nextIs(2, T.Fue) && this.nextIs(3, T.Destruido)))) &&
        !(this.nextIs(1, T.Destruido) && this.nextIs(2, T.Este) && this.nextIs(3, T.Turno)),
      DEF: () =>
        this.OR9([
          // «otro personaje objetivo»: what an effect chooses is a target anyway (Reglamento 23).
          { ALT: () => { this.CONSUME(T.Objetivo); } },
          // «una carta cualquiera»: no filter at all.
          { ALT: () => { this.CONSUME(T.Cualquier); } },
          { ALT: () => { filters.push(this.SUBRULE(this.filter)); } },
        ]),
    });
    return filters;
  });

  private filter = this.RULE("filter", (): FilterNode => {
    const start = this.begin();
    const node = this.OR<FilterBody>([
      {
        // «los personajes de cada jugador», «el Santuario de cada jugador»: whoever controls them.
        GATE: () => this.nextIs(1, T.De) && this.nextIs(2, T.Cada) && this.nextIs(3, T.Jugador),
        ALT: () => {
          this.consume(188, T.De);
          this.consume(188, T.Cada);
          this.consume(188, T.Jugador);
          return { kind: "everyPlayer" as const };
        },
      },
      // «una Reliquia entre ellas»: one of the cards looked at, as «de entre ellas».
      // The gate keeps «… entre en juego» a verb.
      { GATE: () => this.nextIs(2, T.Ellos), ALT: () => { this.consume(250, T.Entre); this.consume(250, T.Ellos); return { kind: "among" as const }; } },
      {
        // «desde tu cementerio», «desde tu mano»: where the card is, as «de tu …».
        ALT: () => {
          this.consume(183, T.Desde);
          this.consume(183, T.Tu);
          return { kind: "zone" as const, zone: this.subrule(195, this.playerZone) };
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.De);
          return this.OR1<FilterBody>([
            { ALT: () => { const f = this.CONSUME(T.FactionName); return this.ACTION(() => ({ kind: "faction" as const, faction: canon(f) })); } },
            {
              ALT: () => {
                this.CONSUME(T.Tu);
                return this.OR2<FilterBody>([
                  { ALT: () => { this.CONSUME(T.Oponente); return { kind: "controller" as const, side: "opponent" as const }; } },
                  { ALT: () => { this.CONSUME(T.Cementerio); return { kind: "zone" as const, zone: "cementerio" as const }; } },
                  { ALT: () => { this.CONSUME(T.Mano); return { kind: "zone" as const, zone: "mano" as const }; } },
                  { ALT: () => { this.CONSUME(T.Baraja); return { kind: "zone" as const, zone: "baraja" as const }; } },
                ]);
              },
            },
            {
              ALT: () => {
                this.CONSUME(T.Su);
                return this.or<FilterBody>(193, [
                  {
                    ALT: () => {
                      const who = this.OR6([
                        { ALT: () => { this.CONSUME(T.Controlador); return "controller" as const; } },
                        { ALT: () => { this.CONSUME(T.Dueno); return "owner" as const; } },
                      ]);
                      return { kind: "ofIts" as const, who };
                    },
                  },
                  // «una carta de su cementerio»: the opponent's, as «en su cementerio».
                  { ALT: () => ({ kind: "zone" as const, zone: this.SUBRULE(this.playerZone), side: "opponent" as const }) },
                ]);
              },
            },
            { ALT: () => { this.CONSUME(T.Entre); this.CONSUME(T.Ellos); return { kind: "among" as const }; } },
            // «una carta de ella» after «Mira la mano de tu oponente»: one of the cards looked at.
            { ALT: () => { this.CONSUME1(T.Ellos); return { kind: "among" as const }; } },
            {
              ALT: () => {
                this.CONSUME(T.Coste);
                const compare = this.SUBRULE(this.comparison);
                return { kind: "stat" as const, stat: "coste" as const, compare };
              },
            },
          ]);
        },
      },
      {
        // «una carta del cementerio de tu oponente».
        ALT: () => {
          this.consume(194, T.Del);
          const zone = this.subrule(194, this.playerZone);
          this.consume(194, T.De);
          this.consume(194, T.Tu);
          this.consume(194, T.Oponente);
          return { kind: "zone" as const, zone, side: "opponent" as const };
        },
      },
      { ALT: () => { this.CONSUME1(T.Oponente); return { kind: "controller" as const, side: "opponent" as const }; } },
      { ALT: () => { this.CONSUME(T.Aliado); return { kind: "controller" as const, side: "you" as const }; } },
      { ALT: () => { this.CONSUME(T.Que); return this.SUBRULE(this.relative); } },
      { ALT: () => { this.CONSUME(T.Con); return this.SUBRULE(this.withFilter); } },
      {
        ALT: () => {
          this.CONSUME(T.Sin);
          return this.OR3<FilterBody>([
            { ALT: () => { this.CONSUME(T.Portador); return { kind: "equipped" as const, equipped: false }; } },
            { ALT: () => { this.CONSUME(T.Reliquia); this.OPTION(() => this.CONSUME(T.Equipado)); return { kind: "hasRelic" as const, has: false }; } },
          ]);
        },
      },
      { ALT: () => { this.CONSUME(T.Girado); return { kind: "turned" as const, turned: true }; } },
      { ALT: () => { this.CONSUME(T.Atacante); return { kind: "incursion" as const, role: "attacking" as const }; } },
      { ALT: () => { this.CONSUME(T.Bloqueador); return { kind: "blocking" as const, it: false }; } },
      { ALT: () => { this.CONSUME(T.Bloqueado); return { kind: "incursion" as const, role: "blocked" as const }; } },
      // «en duelo con él», «con el que esté en duelo», «con el que se enfrenta» (one phrase of the vocabulary).
      { ALT: () => { this.consume(206, T.EnDueloConEl); return { kind: "inDuel" as const, it: true }; } },
      // «el personaje al que bloquea»: the attacker on the other side of its duel.
      { ALT: () => { this.consume(207, T.AlQueBloquea); return { kind: "inDuel" as const, it: true, attacker: true as const }; } },
      // «el personaje que lo destruyó» (ruling R136).
      { ALT: () => { this.consume(208, T.QueLoDestruyo); return { kind: "destroyerOf" as const }; } },
      // «al Santuario del oponente», «los personajes del rival»: «de tu oponente» (a game of two, Reglamento 1).
      { ALT: () => { this.consume(252, T.Del); this.consume(252, T.Oponente); return { kind: "controller" as const, side: "opponent" as const }; } },
      {
        // «el Santuario del controlador de ese personaje»: «su Santuario», with its pointer written out.
        ALT: () => {
          this.consume(209, T.Del);
          this.consume(209, T.Controlador);
          this.consume(210, T.De);
          const of = this.subrule(209, this.selectionAtom);
          return { kind: "ofIts" as const, who: "controller" as const, of };
        },
      },
      { ALT: () => { this.CONSUME(T.Basica); return { kind: "essenceKind" as const, essence: "básica" as const }; } },
      { ALT: () => { this.CONSUME(T.Especial); return { kind: "essenceKind" as const, essence: "especial" as const }; } },
      { ALT: () => { this.CONSUME(T.Enderezado); return { kind: "turned" as const, turned: false }; } },
      { ALT: () => { this.CONSUME(T.Danado); return { kind: "damaged" as const }; } },
      {
        ALT: () => {
          this.CONSUME1(T.Equipado);
          // «por cada Reliquia equipada a él», «… a este personaje», «… al portador».
          // Not «equipada a la mano de su dueño»: «a» there starts the destination.
          const to = this.option(175, {
            MAX_LOOKAHEAD: 1,
            GATE: () => (this.nextIs(1, T.A) && this.nextIs(2, T.Pronombre, T.Este)) || (this.nextIs(1, T.Al) && this.nextIs(2, T.Portador)),
            DEF: () => this.or(175, [
              { ALT: () => { this.consume(175, T.A); return this.or(176, [{ ALT: () => { this.consume(176, T.Pronombre); return "self" as const; } }, { ALT: () => { this.consume(177, T.Este); this.consume(177, T.Noun); return "self" as const; } }]); } },
              { ALT: () => { this.consume(178, T.Al); this.consume(178, T.Portador); return "bearer" as const; } },
            ]),
          });
          return to === undefined ? { kind: "equipped" as const, equipped: true } : { kind: "equipped" as const, equipped: true, to };
        },
      },
      { ALT: () => { this.CONSUME(T.Revelado); return { kind: "among" as const }; } },
      {
        // «un personaje botado de esta forma», «por cada carta botada así»: among the cards the effect milled.
        ALT: () => {
          this.consume(192, T.Botado);
          // Decided by its gate: a lookahead against the «de …» filters after it is costly to compute at every start.
          this.option(192, {
            MAX_LOOKAHEAD: 1,
            GATE: () => this.nextIs(1, T.De) && this.nextIs(2, T.Este) && this.nextIs(3, T.Forma),
            DEF: () => { this.consume(192, T.De); this.consume(192, T.Este); this.consume(192, T.Forma); },
          });
          return { kind: "among" as const };
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Llamado);
          return this.or<FilterBody>(197, [
            {
              ALT: () => {
                const name = this.CONSUME(T.StringLiteral);
                return this.ACTION(() => ({ kind: "named" as const, name: name.image.slice(1, -1), nameSpan: tokenSpan(name) }));
              },
            },
            {
              // «una carta llamada Hermanos del Polvo» in that card's own text: its name, unquoted as printed.
              GATE: () => this.isNameWord(1),
              ALT: () => {
                const words = this.subrule(197, this.ownName);
                return this.ACTION(() => {
                  const first = words[0]!;
                  const last = words[words.length - 1]!;
                  return { kind: "named" as const, name: words.map((w) => w.image).join(" "), nameSpan: { start: first.startOffset, end: last.endOffset! + 1 } };
                });
              },
            },
          ]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.En);
          return this.OR4<FilterBody>([
            { ALT: () => { this.OR7([{ ALT: () => this.CONSUME(T.Juego) }, { ALT: () => { this.option(40, () => this.consume(40, T.El)); this.CONSUME(T.CampoDeBatalla); } }]); return { kind: "zone" as const, zone: "juego" as const }; } },
            {
              ALT: () => {
                const whose = this.OR8([{ ALT: () => this.CONSUME1(T.Tu) }, { ALT: () => this.CONSUME1(T.Su) }]);
                const zone = this.subrule(196, this.playerZone);
                return this.ACTION(() => (whose.tokenType === T.Su ? { kind: "zone" as const, zone, side: "opponent" as const } : { kind: "zone" as const, zone }));
              },
            },
            { ALT: () => { this.CONSUME(T.El); this.CONSUME(T.Cadena); return { kind: "zone" as const, zone: "cadena" as const }; } },
            // «un personaje en duelo», «otro personaje que controles en este duelo», «… en el duelo»:
            // in the duel in progress (not «en un duelo», which after a trigger's verb says how it was destroyed).
            {
              ALT: () => {
                this.option(211, () => this.or(211, [{ ALT: () => this.consume(211, T.El) }, { ALT: () => this.consume(212, T.Este) }, { ALT: () => this.consume(213, T.Ese) }]));
                this.consume(211, T.Duelo);
                return { kind: "inDuel" as const, it: false };
              },
            },
          ]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Bajo);
          this.CONSUME2(T.Tu);
          this.CONSUME(T.Control);
          return { kind: "under" as const, side: "you" as const };
        },
      },
    ]);
    return this.ACTION(() => ({ ...node, span: this.spanFrom(start) }) as FilterNode);
  });

  /** «mano», «cementerio», «baraja»: a zone of a player's. */
  playerZone = this.RULE("playerZone", (): "mano" | "cementerio" | "baraja" => {
    return this.OR([
      { ALT: () => { this.CONSUME(T.Mano); return "mano" as const; } },
      { ALT: () => { this.CONSUME(T.Cementerio); return "cementerio" as const; } },
      { ALT: () => { this.CONSUME(T.Baraja); return "baraja" as const; } },
    ]);
  });

  /** «participa en una Incursión» (an attacker or a blocker), «participe en un duelo» (in a blocked one: the filter `inDuel`). */
  takesPart = this.RULE("takesPart", (): FilterBody => {
    this.CONSUME(T.Participa);
    this.CONSUME(T.En);
    // «que participe en ese duelo»: the one in progress, as «en un duelo».
    this.OR1([{ ALT: () => this.CONSUME(T.Un) }, { ALT: () => this.CONSUME(T.Ese) }]);
    return this.OR([
      { ALT: () => { this.CONSUME(T.Incursion); return { kind: "incursion" as const, role: "takingPart" as const }; } },
      { ALT: () => { this.CONSUME(T.Duelo); return { kind: "inDuel" as const, it: false }; } },
    ]);
  });

  /** After «que»: «controles», «tu oponente controle», «controla tu oponente», «juegues», «no sea un personaje», «esté bloqueando», «lo bloquee», «no tenga Reliquias equipadas». */
  protected relative = this.RULE("relative", (): FilterBody => {
    return this.OR<FilterBody>([
      // «que participe en una Incursión»: its attacker or a blocker (Reglamento 19); «… en un duelo»: in a blocked one.
      { ALT: () => this.SUBRULE(this.takesPart) },
      // «que bloquea a este personaje», «que bloquea al portador»: as «que lo bloquee»; «que bloquea» alone, any blocker.
      {
        ALT: () => {
          this.consume(203, T.Bloquea);
          const it = this.option(203, () =>
            this.or(203, [
              { ALT: () => { this.consume(204, T.A); this.consume(204, T.Este); this.consume(204, T.Noun); return true; } },
              { ALT: () => { this.consume(205, T.Al); this.consume(205, T.Portador); return true; } },
            ]),
          );
          return { kind: "blocking" as const, it: it === true };
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Tu);
          this.CONSUME(T.Oponente);
          return this.OR1<FilterBody>([
            { ALT: () => { this.CONSUME(T.Controla); return { kind: "controller" as const, side: "opponent" as const }; } },
            { ALT: () => { this.CONSUME(T.Juega); return { kind: "playedBy" as const, side: "opponent" as const }; } },
          ]);
        },
      },
      {
        ALT: () => {
          const verb = this.CONSUME1(T.Controla);
          const theirs = this.OPTION(() => { this.CONSUME1(T.Tu); this.CONSUME1(T.Oponente); return true; }) === true;
          return this.ACTION(() => ({ kind: "controller" as const, side: theirs || !isYou(verb) ? ("opponent" as const) : ("you" as const) }));
        },
      },
      {
        ALT: () => {
          const verb = this.CONSUME1(T.Juega);
          const theirs = this.OPTION1(() => { this.CONSUME2(T.Tu); this.CONSUME2(T.Oponente); return true; }) === true;
          return this.ACTION(() => ({ kind: "playedBy" as const, side: theirs || !isYou(verb) ? ("opponent" as const) : ("you" as const) }));
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.No);
          return this.OR2<FilterBody>([
            { ALT: () => { this.CONSUME2(T.Controla); return { kind: "controller" as const, side: "opponent" as const }; } },
            // «una Reliquia que no esté equipada»: «sin portador».
            { ALT: () => { this.consume(200, T.Esta); this.consume(200, T.Equipado); return { kind: "equipped" as const, equipped: false }; } },
            {
              // «que no haya activado (su) Embate este turno».
              ALT: () => {
                this.consume(201, T.Hay);
                this.consume(201, T.Activa);
                this.option(201, () => this.consume(202, T.Su));
                const trait = this.consume(201, T.TraitName);
                this.option(233, () => { this.consume(233, T.Este); this.consume(233, T.Turno); });
                return this.ACTION(() => ({ kind: "activatedTrait" as const, trait: canon(trait), not: true as const }));
              },
            },
            {
              ALT: () => {
                this.CONSUME(T.Es);
                this.CONSUME(T.Un);
                const noun = this.CONSUME(T.Noun);
                return this.ACTION(() => ({ kind: "notNoun" as const, noun: nounOf(noun) }));
              },
            },
            {
              ALT: () => {
                this.CONSUME(T.Tiene);
                return this.OR8<FilterBody>([
                  {
                    ALT: () => {
                      this.OPTION2(() => this.CONSUME1(T.Un));
                      this.CONSUME(T.Reliquia);
                      this.OPTION3(() => this.CONSUME(T.Equipado));
                      return { kind: "hasRelic" as const, has: false };
                    },
                  },
                  // «las Reliquias que no tengan portador»: «sin portador».
                  { ALT: () => { this.CONSUME(T.Portador); return { kind: "equipped" as const, equipped: false }; } },
                ]);
              },
            },
          ]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Esta);
          return this.OR3<FilterBody>([
            { ALT: () => { this.CONSUME(T.Bloquea); return { kind: "blocking" as const, it: false }; } },
            // «que esté en (un) duelo»: as «que participe en un duelo» (Reglamento 19: a blocked Incursión).
            { ALT: () => { this.consume(199, T.En); this.option(199, () => this.consume(199, T.Un)); this.consume(199, T.Duelo); return { kind: "inDuel" as const, it: false }; } },
            // «que esté atacando»: the attacker of the Incursión in progress, as «atacante».
            { ALT: () => { this.CONSUME(T.Ataca); return { kind: "incursion" as const, role: "attacking" as const }; } },
            { ALT: () => { this.CONSUME(T.Girado); return { kind: "turned" as const, turned: true }; } },
      { ALT: () => { this.CONSUME(T.Atacante); return { kind: "incursion" as const, role: "attacking" as const }; } },
      { ALT: () => { this.CONSUME(T.Bloqueado); return { kind: "incursion" as const, role: "blocked" as const }; } },
      { ALT: () => { this.CONSUME(T.Basica); return { kind: "essenceKind" as const, essence: "básica" as const }; } },
      { ALT: () => { this.CONSUME(T.Especial); return { kind: "essenceKind" as const, essence: "especial" as const }; } },
            { ALT: () => { this.CONSUME(T.Enderezado); return { kind: "turned" as const, turned: false }; } },
          ]);
        },
      },
      { ALT: () => { this.CONSUME(T.Lo); this.CONSUME1(T.Bloquea); return { kind: "blocking" as const, it: true }; } },
      {
        // «que haya activado su Embate este turno» («haya» is spelled like the verb «hay»).
        ALT: () => {
          this.OPTION5(() => this.CONSUME(T.Hay));
          const node = this.OR9<FilterBody>([
            {
              ALT: () => {
                this.CONSUME(T.Activa);
                // «que haya activado Embate este turno»: its own, as «su Embate».
                this.OPTION7(() => this.CONSUME(T.Su));
                const trait = this.CONSUME(T.TraitName);
                return this.ACTION(() => ({ kind: "activatedTrait" as const, trait: canon(trait) }));
              },
            },
            // «que haya recibido daño este turno»: marked damage lasts the turn (Reglamento 20).
            { ALT: () => { this.CONSUME(T.Recibe); this.CONSUME(T.Dano); return { kind: "damaged" as const }; } },
            // «que haya entrado en juego este turno»: since the turn began (ruling R161).
            { ALT: () => { this.consume(204, T.Entra); this.consume(204, T.En); this.consume(204, T.Juego); return { kind: "enteredThisTurn" as const }; } },
          ]);
          this.OPTION6(() => {
            this.CONSUME(T.Este);
            this.CONSUME(T.Turno);
          });
          return node;
        },
      },
      // «que tenga una Reliquia (equipada)», «que tenga 4 o más de Ataque», «que tenga Letal»:
      // what «con …» says; «(por cada Reliquia) que tengan equipada», «… que porte»: equipped to
      // the card the sentence is about (ruling R181).
      {
        ALT: () => {
          this.CONSUME1(T.Tiene);
          return this.or<FilterBody>(206, [
            {
              GATE: () => this.nextIs(1, T.Equipado, T.Comma, T.Dot, T.Y, T.Hasta, T.Mientras, T.HastaElFinalDelTurno, T.DeFormaPermanente),
              ALT: () => {
                this.option(206, () => this.consume(206, T.Equipado));
                return { kind: "equipped" as const, equipped: true, to: "it" as const };
              },
            },
            { ALT: () => this.SUBRULE(this.withFilter) },
          ]);
        },
      },
    ]);
  });

  /** After «con»: «coste 3 o menos», «3 o menos de vida», «más ataque que él», «Devastar», «una Reliquia equipada». */
  private withFilter = this.RULE("withFilter", (): FilterBody => {
    return this.OR<FilterBody>([
      // «con daño», «que tenga daño»: damage marked on it.
      { ALT: () => { this.CONSUME(T.Dano); return { kind: "damaged" as const }; } },
      {
        ALT: () => {
          const stat = this.SUBRULE(this.statName);
          const compare = this.SUBRULE(this.comparison);
          return { kind: "stat" as const, stat, compare };
        },
      },
      {
        ALT: () => {
          const number = this.SUBRULE1(this.comparison);
          this.CONSUME(T.De);
          const stat = this.SUBRULE1(this.statName);
          const compare = this.SUBRULE(this.trailingComparison, { ARGS: [number] });
          return { kind: "stat" as const, stat, compare };
        },
      },
      {
        ALT: () => {
          const op = this.OR1([
            { ALT: () => { this.CONSUME(T.Mas); return "gt" as const; } },
            { ALT: () => { this.CONSUME(T.Menos); return "lt" as const; } },
            { ALT: () => { this.CONSUME(T.Mayor); return "gt" as const; } },
            { ALT: () => { this.CONSUME(T.Menor); return "lt" as const; } },
          ]);
          const stat = this.OR2([
            { ALT: () => { this.CONSUME(T.Ataque); return "ataque" as const; } },
            { ALT: () => { this.CONSUME(T.Vida); return "vida" as const; } },
          ]);
          // «bloquee a un personaje con mayor Ataque»: than the card itself goes without saying.
          this.OPTION2({
            GATE: () => this.nextIs(1, T.Que) && this.nextIs(2, T.Pronombre, T.Ellos),
            DEF: () => {
              this.CONSUME(T.Que);
              this.OR3([{ ALT: () => this.CONSUME(T.Pronombre) }, { ALT: () => this.CONSUME(T.Ellos) }]);
            },
          });
          return { kind: "statVsIt" as const, stat, op };
        },
      },
      { ALT: () => { const k = this.CONSUME(T.KeywordName); return this.ACTION(() => ({ kind: "has" as const, name: canon(k) })); } },
      { ALT: () => { const k = this.CONSUME(T.TraitName); return this.ACTION(() => ({ kind: "has" as const, name: canon(k) })); } },
      { ALT: () => { this.CONSUME(T.SinEntrenamiento); return { kind: "has" as const, name: "Sin entrenamiento" }; } },
      {
        ALT: () => {
          this.CONSUME(T.Un);
          this.CONSUME(T.Reliquia);
          this.OPTION(() => this.CONSUME(T.Equipado));
          return { kind: "hasRelic" as const, has: true };
        },
      },
      {
        // «con dos o más Reliquias equipadas», «que tenga al menos una Reliquia equipada».
        ALT: () => {
          const compare = this.SUBRULE2(this.comparison);
          this.CONSUME1(T.Reliquia);
          this.OPTION1(() => this.CONSUME1(T.Equipado));
          return { kind: "relicCount" as const, compare };
        },
      },
    ]);
  });

  statName = this.RULE("statName", (): "coste" | "ataque" | "vida" => {
    return this.OR([
      { ALT: () => { this.CONSUME(T.Coste); return "coste" as const; } },
      { ALT: () => { this.CONSUME(T.Ataque); return "ataque" as const; } },
      { ALT: () => { this.CONSUME(T.Vida); return "vida" as const; } },
    ]);
  });

  /** «3», «3 o más», «3 o menos», «al menos 3». */
  comparison = this.RULE("comparison", (): Comparison => {
    return this.OR1([
      {
        ALT: () => {
          this.CONSUME(T.AlMenos);
          const n = this.OR2([{ ALT: () => this.CONSUME1(T.NumberLiteral) }, { ALT: () => this.CONSUME(T.Un) }]);
          return this.ACTION(() => ({ op: "ge" as const, value: numberOf(n) }));
        },
      },
      { ALT: () => this.SUBRULE(this.plainComparison) },
      // «más de 3», «menos de 3»: strictly, as «4 o más», «2 o menos».
      { ALT: () => this.SUBRULE(this.strictComparison) },
    ]);
  });

  /** «más de 3», «mayor que 3» (4 o más), «menos de 3», «menor que 3» (2 o menos), «igual o menor que 3» (3 o menos). */
  private strictComparison = this.RULE("strictComparison", (): Comparison => {
    let orEqual = false;
    const op = this.OR([
      { ALT: () => { this.CONSUME(T.Mas); this.CONSUME(T.De); return "ge" as const; } },
      { ALT: () => { this.CONSUME(T.Menos); this.CONSUME1(T.De); return "le" as const; } },
      { ALT: () => { this.CONSUME(T.Mayor); this.CONSUME(T.Que); return "ge" as const; } },
      { ALT: () => { this.CONSUME(T.Menor); this.CONSUME1(T.Que); return "le" as const; } },
      // One word each in the vocabulary, so that the lookahead over «con … Reliquias» stays short.
      { ALT: () => { this.CONSUME(T.IgualOMayorQue); orEqual = true; return "ge" as const; } },
      { ALT: () => { this.CONSUME(T.IgualOMenorQue); orEqual = true; return "le" as const; } },
    ]);
    const n = this.OR1([{ ALT: () => this.CONSUME(T.NumberLiteral) }, { ALT: () => this.CONSUME(T.Un) }]);
    return this.ACTION(() => ({ op, value: orEqual ? numberOf(n) : op === "ge" ? numberOf(n) + 1 : numberOf(n) - 1 }));
  });

  /** «3», «3 o más», «3 o menos». */
  private plainComparison = this.RULE("plainComparison", (): Comparison => {
    const n = this.CONSUME(T.NumberLiteral);
    const op = this.OPTION({
      GATE: () => this.nextIs(2, T.Mas, T.Menos),
      DEF: () => {
        this.CONSUME(T.O);
        return this.OR([
          { ALT: () => { this.CONSUME(T.Mas); return "ge" as const; } },
          { ALT: () => { this.CONSUME(T.Menos); return "le" as const; } },
        ]);
      },
    });
    return this.ACTION(() => ({ op: op ?? "eq", value: numberOf(n) }));
  });

  /** «3 de vida o menos»: the «o más / o menos» printed after the stat, when the number had none. */
  trailingComparison = this.RULE("trailingComparison", (before: Comparison): Comparison => {
    const op = this.OPTION({
      GATE: () => before?.op === "eq" && this.nextIs(2, T.Mas, T.Menos),
      DEF: () => {
        this.CONSUME(T.O);
        return this.OR([
          { ALT: () => { this.CONSUME(T.Mas); return "ge" as const; } },
          { ALT: () => { this.CONSUME(T.Menos); return "le" as const; } },
        ]);
      },
    });
    // Wrapped in ACTION: while chevrotain records the grammar, `before` is not there.
    return this.ACTION(() => (op === undefined ? before : { op, value: before.value }));
  });
}
