// Numbers and what they count: «2», «dos», «un», «3 puntos de daño», «daño igual a su
// Ataque», «tanto daño como el mayor Ataque entre …», «por cada personaje que
// controles», «+2 de Ataque y Letal», and how long a change lasts.
import { isFeminineNoun } from "../../vocabulary/nouns.js";
import { T } from "../../vocabulary/tokens.js";
import type { AmountNode, Duration, FilterNode, SelectionNode } from "../ast.js";
import { canon, nounOf, numberOf, tokenSpan } from "./base.js";
import { SelectionRules } from "./selections.js";

export interface Gains {
  attack: number;
  life: number;
  keywords: string[];
}

export abstract class AmountRules extends SelectionRules {
  /** A number, or «un»/«una» for 1. */
  count = this.RULE("count", (): AmountNode => {
    const token = this.OR([{ ALT: () => this.CONSUME(T.NumberLiteral) }, { ALT: () => this.CONSUME(T.Un) }]);
    return this.ACTION(() => ({ value: numberOf(token), span: tokenSpan(token) }));
  });

  /** «3 (puntos) de daño», «daño igual a su Ataque», «tanto daño (tantos puntos de daño) como el mayor Ataque entre …». */
  damageAmount = this.RULE("damageAmount", (): AmountNode => {
    const start = this.begin();
    return this.OR<AmountNode>([
      {
        ALT: () => {
          const amount = this.SUBRULE(this.count);
          this.OPTION(() => this.CONSUME(T.Puntos));
          this.CONSUME(T.De);
          this.CONSUME(T.Dano);
          // «haz 2 de daño adicional(es)»: more damage, which is what dealing it is.
          this.option(177, () => this.consume(177, T.Adicional));
          return amount;
        },
      },
      {
        ALT: () => {
          this.CONSUME1(T.Dano);
          return this.SUBRULE(this.equalTo, { ARGS: [start] });
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Tanto);
          this.OPTION1(() => { this.CONSUME1(T.Puntos); this.CONSUME1(T.De); });
          this.CONSUME2(T.Dano);
          this.CONSUME(T.Como);
          return this.SUBRULE1(this.statOf, { ARGS: [start] });
        },
      },
    ]);
  });

  /** «igual a su Ataque», «igual al Ataque de ese personaje» («al» is «a el»). */
  equalTo = this.RULE("equalTo", (start: number): AmountNode => {
    this.CONSUME(T.Igual);
    this.OR([{ ALT: () => this.CONSUME(T.A) }, { ALT: () => this.CONSUME(T.Al) }]);
    return this.SUBRULE(this.statOf, { ARGS: [start] });
  });

  /** «tanta vida como el Ataque de este personaje», «tantos puntos de vida como …», «(puntos de) vida igual a …». */
  lifeAsStat = this.RULE("lifeAsStat", (): AmountNode => {
    const start = this.begin();
    return this.OR<AmountNode>([
      {
        ALT: () => {
          this.CONSUME(T.Tanto);
          this.OPTION(() => { this.CONSUME(T.Puntos); this.CONSUME(T.De); });
          this.CONSUME(T.Vida);
          this.CONSUME(T.Como);
          return this.SUBRULE(this.statOf, { ARGS: [start] });
        },
      },
      {
        ALT: () => {
          this.OPTION1(() => { this.CONSUME1(T.Puntos); this.CONSUME1(T.De); });
          this.CONSUME1(T.Vida);
          return this.SUBRULE(this.equalTo, { ARGS: [start] });
        },
      },
    ]);
  });

  /** «su Ataque», «el Ataque de ese personaje», «el mayor Ataque entre los personajes que controles», «el número de personajes que controles». */
  protected statOf = this.RULE("statOf", (start: number): AmountNode => {
    return this.OR<AmountNode>([
      {
        // «tantos puntos de daño como Reliquias controles», «tantas cartas como personajes de Valor controles»:
        // Spanish drops the «que» of the relative after «como»; one for each, as «por cada Reliquia que controles».
        GATE: () => this.nextIs(1, T.Noun),
        ALT: () => {
          const from = this.begin();
          const noun = this.consume(175, T.Noun);
          const filters = this.subrule(175, this.filters);
          const relative = this.option(175, { GATE: () => this.nextIs(1, T.Controla) || (this.nextIs(1, T.Tu) && this.nextIs(2, T.Oponente)), DEF: () => this.subrule(176, this.relative) });
          return this.ACTION((): AmountNode => {
            const all = relative === undefined ? filters : [...filters, { ...relative, span: this.spanFrom(from) } as FilterNode];
            const each: SelectionNode = { kind: "cards", quantifier: { kind: "all" }, other: false, yours: false, noun: nounOf(noun), filters: all, span: this.spanFrom(from) };
            return { value: 1, perEach: each, span: this.spanFrom(start) };
          });
        },
      },
      {
        // «igual al número (a la cantidad) de personajes que controles»: one for each, as «por cada personaje que controles».
        GATE: () => this.nextIs(1, T.Cantidad) || (this.nextIs(1, T.El) && this.nextIs(2, T.Cantidad)),
        ALT: () => {
          this.option(170, () => this.consume(170, T.El));
          this.consume(170, T.Cantidad);
          this.consume(170, T.De);
          const each = this.subrule(170, this.selection);
          return this.ACTION(() => ({ value: 1, perEach: each, span: this.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          const su = this.CONSUME(T.Su);
          const stat = this.SUBRULE(this.statOfName);
          return this.ACTION(() => ({ kind: "statOf" as const, value: 1, stat, of: { kind: "previous" as const, plural: false, pronoun: true, span: tokenSpan(su) }, span: this.spanFrom(start) }));
        },
      },
      {
        // «el Ataque del personaje con más Ataque que controles»: the greatest among those, as
        // «el mayor Ataque entre los personajes que controles».
        GATE: () => {
          const at = this.nextIs(1, T.El) ? 2 : 1;
          const article = this.nextIs(at + 1, T.Del) ? 1 : this.nextIs(at + 1, T.De) && this.nextIs(at + 2, T.El) ? 2 : 0;
          const noun = at + 1 + article;
          return article > 0 && this.nextIs(noun, T.Noun) && this.nextIs(noun + 1, T.Con) && this.nextIs(noun + 2, T.Mas) && this.LA(noun + 3).tokenType === this.LA(at).tokenType;
        },
        ALT: () => {
          this.option(171, () => this.consume(171, T.El));
          const stat = this.subrule(171, this.statOfName);
          const ofStart = this.begin();
          this.or(171, [{ ALT: () => this.consume(172, T.Del) }, { ALT: () => { this.consume(171, T.De); this.consume(173, T.El); } }]);
          const noun = this.consume(171, T.Noun);
          this.consume(171, T.Con);
          this.consume(171, T.Mas);
          this.subrule(172, this.statOfName);
          const filters = this.subrule(171, this.filters);
          return this.ACTION((): AmountNode => {
            const of: SelectionNode = { kind: "cards", quantifier: { kind: "all" }, other: false, yours: false, noun: nounOf(noun), filters, span: this.spanFrom(ofStart) };
            return { kind: "statOf", value: 1, stat, of, max: true, span: this.spanFrom(start) };
          });
        },
      },
      {
        ALT: () => {
          // After «al» the article is already read.
          this.OPTION2(() => this.CONSUME(T.El));
          const greatest = this.OPTION(() => this.CONSUME(T.Mayor)) !== undefined;
          const stat = this.SUBRULE1(this.statOfName);
          const highest = this.option(174, { GATE: () => this.nextIs(2, T.Alto), DEF: () => { this.consume(174, T.Mas); this.consume(174, T.Alto); return true; } }) === true;
          const max = greatest || highest;
          const of = this.OR1<SelectionNode>([
            { ALT: () => this.SUBRULE(this.ofSelection) },
            { ALT: () => { this.CONSUME(T.Entre); return this.SUBRULE1(this.selection); } },
          ]);
          return this.ACTION(() => ({ kind: "statOf" as const, value: 1, stat, of, max, span: this.spanFrom(start) }));
        },
      },
    ]);
  });

  /** «su Ataque», «el coste de esa Reliquia»: a number read from a card. */
  private statOfName = this.RULE("statOfName", (): "coste" | "ataque" | "vida" => {
    return this.OR([
      { ALT: () => { this.CONSUME(T.Coste); return "coste" as const; } },
      { ALT: () => { this.CONSUME(T.Ataque); return "ataque" as const; } },
      { ALT: () => { this.CONSUME(T.Vida); return "vida" as const; } },
    ]);
  });

  /** «por cada personaje de Orden que controles», «por cada uno de ellos». */
  perEach = this.RULE("perEach", (): SelectionNode => {
    const start = this.begin();
    this.CONSUME(T.Por);
    this.CONSUME(T.Cada);
    return this.OR<SelectionNode>([
      {
        ALT: () => {
          this.CONSUME(T.Un);
          // «… y roba una carta por cada uno.»: of them, at the end of the sentence.
          this.OPTION3({
            GATE: () => !this.nextIs(1, T.Dot, T.Comma),
            DEF: () => {
              this.CONSUME(T.De);
              this.CONSUME(T.Ellos);
            },
          });
          return this.ACTION(() => ({ kind: "previous" as const, plural: true, pronoun: true, span: this.spanFrom(start) }));
        },
      },
      {
        // «por cada personaje destruido de esta forma»: those the effect before took out of play that way (ruling R179).
        GATE: () => this.nextIs(2, T.Destruido, T.Sacrificado, T.Devuelve) && this.nextIs(3, T.De) && this.nextIs(4, T.Este) && this.nextIs(5, T.Forma),
        ALT: () => {
          const noun = this.consume(178, T.Noun);
          const left = this.or(178, [
            { ALT: () => { this.consume(178, T.Destruido); return "destroyed" as const; } },
            { ALT: () => { this.consume(178, T.Sacrificado); return "sacrificed" as const; } },
            { ALT: () => { this.consume(178, T.Devuelve); return "returned" as const; } },
          ]);
          this.consume(178, T.De);
          this.consume(178, T.Este);
          this.consume(178, T.Forma);
          return this.ACTION((): SelectionNode => ({ kind: "previous", noun: nounOf(noun), plural: true, feminine: isFeminineNoun(nounOf(noun)), pronoun: true, left, span: this.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          const other = this.OPTION(() => this.CONSUME(T.Otro)) !== undefined;
          const noun = this.CONSUME(T.Noun);
          const filters = this.SUBRULE(this.filters);
          // «por cada personaje destruido este turno», «… que haya sido (que fue) destruido este turno» (ruling R187).
          const destroyed = this.option(240, () => {
            this.option(241, () => {
              this.consume(241, T.Que);
              this.option(242, () => this.or(242, [{ ALT: () => this.consume(242, T.Ha) }, { ALT: () => this.consume(243, T.Hay) }]));
              this.consume(241, T.Fue);
            });
            this.consume(240, T.Destruido);
            this.consume(240, T.Este);
            this.consume(240, T.Turno);
            return true as const;
          });
          const span = this.spanFrom(start);
          // «…, hasta un máximo de tres»: at most that much in all.
          const atMost = this.OPTION1({
            GATE: () => (this.nextIs(1, T.Comma) && this.nextIs(2, T.Hasta) && this.nextIs(4, T.Maximo)) || (this.nextIs(1, T.Hasta) && this.nextIs(3, T.Maximo)),
            DEF: () => {
              this.OPTION2(() => this.CONSUME(T.Comma));
              this.CONSUME(T.Hasta);
              this.CONSUME1(T.Un);
              this.CONSUME(T.Maximo);
              this.CONSUME1(T.De);
              return this.CONSUME(T.NumberLiteral);
            },
          });
          return this.ACTION(() => ({ kind: "cards" as const, quantifier: { kind: "all" as const }, other, yours: false, noun: nounOf(noun), filters, span, ...(atMost === undefined ? {} : { atMost: numberOf(atMost) }), ...(destroyed === true ? { destroyedThisTurn: true as const } : {}) }));
        },
      },
    ]);
  });

  /** «+2 de Ataque», «+1 de Ataque y +1 de Vida», «+2 de Ataque y Letal», «Devastar», «Sin entrenamiento». */
  gains = this.RULE("gains", (): Gains => {
    const out: Gains = { attack: 0, life: 0, keywords: [] };
    this.SUBRULE(this.gainPart, { ARGS: [out] });
    // «y» may also join the next clause («… +2 de ataque y roba 1 carta»): only a sign or a keyword continues.
    this.MANY({
      GATE: () => this.nextIs(1, T.Y) && this.nextIs(2, T.Plus, T.Minus, T.KeywordName, T.SinEntrenamiento),
      DEF: () => {
        this.CONSUME(T.Y);
        this.SUBRULE1(this.gainPart, { ARGS: [out] });
      },
    });
    return out;
  });

  private gainPart = this.RULE("gainPart", (out: Gains): void => {
    this.OR([
      {
        ALT: () => {
          const n = this.SUBRULE(this.signed);
          this.OR1([
            {
              ALT: () => {
                this.CONSUME(T.De);
                this.OR2([
                  { ALT: () => { this.CONSUME(T.Ataque); this.ACTION(() => { out.attack += n; }); } },
                  { ALT: () => { this.CONSUME(T.Vida); this.ACTION(() => { out.life += n; }); } },
                ]);
              },
            },
            {
              // «+2/+1»: Ataque, then Vida.
              ALT: () => {
                this.CONSUME(T.Slash);
                const m = this.SUBRULE1(this.signed);
                this.ACTION(() => {
                  out.attack += n;
                  out.life += m;
                });
              },
            },
          ]);
        },
      },
      { ALT: () => { const k = this.SUBRULE(this.keywordRef); this.ACTION(() => out.keywords.push(k)); } },
    ]);
  });

  signed = this.RULE("signed", (): number => {
    const sign = this.OR([
      { ALT: () => { this.CONSUME(T.Plus); return 1; } },
      { ALT: () => { this.CONSUME(T.Minus); return -1; } },
    ]);
    const n = this.CONSUME(T.NumberLiteral);
    return this.ACTION(() => sign * numberOf(n));
  });

  keywordRef = this.RULE("keywordRef", (): string => {
    return this.OR([
      { ALT: () => { const k = this.CONSUME(T.KeywordName); return this.ACTION(() => canon(k)); } },
      { ALT: () => { this.CONSUME(T.SinEntrenamiento); return "Sin entrenamiento"; } },
    ]);
  });

  /** A duration, not «durante tu turno» (a condition of the sentence, after it). */
  protected durationNext(): boolean {
    return !(this.nextIs(1, T.Durante) && !this.nextIs(2, T.El));
  }

  /** «hasta el final del turno», «de forma permanente», «este turno», «hasta el final de su próximo turno». */
  duration = this.RULE("duration", (): Duration => {
    return this.OR([
      { ALT: () => { this.CONSUME(T.HastaElFinalDelTurno); return "untilEndOfTurn" as const; } },
      { ALT: () => { this.CONSUME(T.DeFormaPermanente); return "permanent" as const; } },
      { ALT: () => { this.CONSUME(T.Este); this.CONSUME(T.Turno); return "untilEndOfTurn" as const; } },
      {
        ALT: () => {
          this.CONSUME(T.Hasta);
          return this.or<Duration>(54, [
            {
              ALT: () => {
                this.CONSUME(T.El);
                return this.or<Duration>(55, [
                  {
                    ALT: () => {
                      this.CONSUME(T.Final);
                      this.CONSUME(T.De);
                      const whose = this.OR1([{ ALT: () => { this.CONSUME(T.Su); return "their" as const; } }, { ALT: () => { this.CONSUME(T.Tu); return "your" as const; } }]);
                      this.CONSUME(T.Proximo);
                      this.CONSUME1(T.Turno);
                      return whose === "your" ? ("untilEndOfYourNextTurn" as const) : ("untilEndOfTheirNextTurn" as const);
                    },
                  },
                  {
                    // «hasta el final del próximo turno de ese oponente (de su controlador)»: of the
                    // player whose card it changes, as «de su próximo turno» (ruling R71).
                    ALT: () => {
                      this.consume(59, T.Final);
                      this.consume(59, T.Del);
                      this.consume(59, T.Proximo);
                      this.consume(59, T.Turno);
                      this.consume(59, T.De);
                      this.or(59, [
                        { ALT: () => { this.consume(60, T.Ese); this.or(60, [{ ALT: () => this.consume(60, T.Oponente) }, { ALT: () => this.consume(60, T.Jugador) }]); } },
                        { ALT: () => { this.consume(61, T.Su); this.consume(61, T.Controlador); } },
                      ]);
                      return "untilEndOfTheirNextTurn" as const;
                    },
                  },
                  {
                    // «hasta el comienzo de tu próximo turno»: «hasta tu próximo turno», said in full.
                    ALT: () => {
                      this.consume(56, T.Comienzo);
                      this.consume(56, T.De);
                      const whose = this.or(57, [{ ALT: () => { this.consume(57, T.Su); return "their" as const; } }, { ALT: () => { this.consume(58, T.Tu); return "your" as const; } }]);
                      this.consume(56, T.Proximo);
                      this.consume(56, T.Turno);
                      return whose === "your" ? ("untilYourNextAlba" as const) : ("untilTheirNextAlba" as const);
                    },
                  },
                ]);
              },
            },
            {
              // «hasta tu próxima Alba», «hasta su próxima Alba»; «hasta tu próximo turno»: until it starts, with its Alba.
              ALT: () => {
                const whose = this.or(50, [{ ALT: () => { this.consume(50, T.Su); return "their" as const; } }, { ALT: () => { this.consume(51, T.Tu); return "your" as const; } }]);
                this.consume(52, T.Proximo);
                this.or(51, [{ ALT: () => this.consume(53, T.Alba) }, { ALT: () => this.consume(54, T.Turno) }]);
                return whose === "your" ? ("untilYourNextAlba" as const) : ("untilTheirNextAlba" as const);
              },
            },
          ]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Durante);
          this.CONSUME1(T.El);
          this.CONSUME1(T.Proximo);
          this.CONSUME(T.Alba);
          this.CONSUME1(T.De);
          this.CONSUME1(T.Su);
          this.CONSUME(T.Controlador);
          return "untilTheirNextAlba" as const;
        },
      },
    ]);
  });
}
