// Clauses: one action each. An imperative verb first («Haz 3 de daño a …», «Pon el resto
// en el fondo de tu baraja», «destrúyelo»), or a subject first («Tu oponente descarta una
// carta», «Los personajes que controles obtienen +1 de Ataque», «Este personaje no puede
// bloquear»), or a verb whose subject is the one just named («Obtiene +1 de Vida hasta el
// final del turno»). A verb written once may govern several objects: «Haz 1 de daño a
// cada personaje … y 2 de daño a su Santuario» gives two clauses.
import type { IToken } from "chevrotain";
import { T } from "../../vocabulary/tokens.js";
import type { AmountNode, ClauseNode, ConditionNode, Destination, Duration, NextToResolve, RestrictionNode, SelectionNode, SideName } from "../ast.js";
import type { Span } from "../../diagnostics/catalog.js";
import { canon, isFeminine, isPlural, isYou, nounOf, numberOf, tokenSpan } from "./base.js";
import { EventRules } from "./events.js";

/** A clause before its span is known. */
export type ClauseBody = ClauseNode extends infer C ? (C extends ClauseNode ? Omit<C, "span"> : never) : never;

/** Infinitives («poner», «revelarla»): under the «Puedes» of the clause before. */
export function isInfinitive(token: IToken): boolean {
  return /(ar|er|ir|ír|arse|erse|irse)$/i.test(token.image);
}

/**
 * «Cambia de portador una Reliquia» with no «a …»: to a character, any one (Reglamento 21:
 * «mover una Reliquia equipada desde un personaje a otro personaje valido»; Reglamento 23:
 * «un personaje», unless it says yours, «puede ser cualquier personaje legal»; ruling R162).
 */
function anyCharacter(relic: SelectionNode): SelectionNode {
  return { kind: "cards", quantifier: { kind: "one" }, other: false, yours: false, noun: "Personaje", filters: [], span: { start: relic.span.end, end: relic.span.end } };
}

export abstract class ClauseRules extends EventRules {
  /** One clause, or several when one verb governs several objects. */
  clause = this.RULE("clause", (): ClauseNode[] => {
    const start = this.begin();
    const spanned = (bodies: ClauseBody[]): ClauseNode[] => {
      const span = this.spanFrom(start);
      return bodies.map((b) => ({ ...b, span }) as ClauseNode);
    };
    const one = (b: ClauseBody): ClauseNode[] => spanned([b]);
    return this.OR<ClauseNode[]>([
      // «haz además 2 de daño …»: also, on top of what the ability did.
      {
        ALT: () => {
          this.CONSUME(T.Haz);
          return this.or<ClauseNode[]>(147, [
            {
              // «puedes hacer que tu Santuario reciba 2 puntos de daño»: what the subject then does.
              ALT: () => {
                this.consume(147, T.Que);
                const subject = this.subrule(147, this.selection);
                const b = this.subrule(147, this.predicates, { ARGS: [subject] });
                return this.ACTION(() => spanned(b));
              },
            },
            { ALT: () => { this.option(87, () => this.consume(87, T.Ademas)); const b = this.SUBRULE(this.damageObjects); return this.ACTION(() => spanned(b)); } },
          ]);
        },
      },
      { ALT: () => { const b = this.SUBRULE(this.noneMay); return this.ACTION(() => spanned(b)); } },
      {
        // «Cada uno (de ellos) hace daño igual a su Ataque al otro», after two cards are named.
        ALT: () => {
          this.consume(180, T.Cada);
          this.consume(181, T.Un);
          this.option(180, () => {
            this.consume(182, T.De);
            this.consume(183, T.Ellos);
          });
          const both = this.ACTION((): SelectionNode => ({ kind: "previous", plural: true, pronoun: true, both: true, span: this.spanFrom(start) }));
          this.consume(184, T.Haz);
          this.consume(185, T.Dano);
          this.consume(186, T.Igual);
          this.consume(187, T.A);
          this.consume(188, T.Su);
          this.consume(189, T.Ataque);
          this.consume(190, T.Al);
          this.consume(191, T.Otro);
          return this.ACTION(() => one({ kind: "fight", what: both }));
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Reparte);
          const amount = this.SUBRULE(this.damageAmount);
          this.OPTION(() => this.CONSUME(T.ComoElijas));
          this.CONSUME(T.Entre);
          const among = this.SUBRULE(this.selection);
          return this.ACTION(() => one({ kind: "divideDamage", amount, among }));
        },
      },
      { ALT: () => { this.CONSUME(T.Destruye); const b = this.SUBRULE(this.objects, { ARGS: ["destroy"] }); return this.ACTION(() => spanned(b)); } },
      { ALT: () => { this.CONSUME(T.Gira); const b = this.SUBRULE1(this.objects, { ARGS: ["turn"] }); return this.ACTION(() => spanned(b)); } },
      { ALT: () => { this.CONSUME(T.Endereza); const b = this.SUBRULE2(this.objects, { ARGS: ["untap"] }); return this.ACTION(() => spanned(b)); } },
      { ALT: () => { this.CONSUME(T.Sacrifica); const b = this.SUBRULE3(this.objects, { ARGS: ["sacrifice"] }); return this.ACTION(() => spanned(b)); } },
      { ALT: () => { this.OR1([{ ALT: () => this.CONSUME(T.Revela) }, { ALT: () => this.CONSUME(T.Muestra) }]); return this.SUBRULE(this.revealObject, { ARGS: [start] }); } },
      { ALT: () => { this.CONSUME(T.Elige); const b = this.SUBRULE4(this.objects, { ARGS: ["choose"] }); return this.ACTION(() => spanned(b)); } },
      {
        // «Restaura 3 puntos de vida a tu Santuario»: «Tu Santuario gana 3 de vida»; «Otorga +2/+0 a
        // su portador (hasta el final del turno)»: «su portador obtiene +2/+0».
        ALT: () => {
          this.consume(103, T.Restaura);
          return this.or<ClauseNode[]>(103, [
            {
              ALT: () => {
                const amount = this.subrule(103, this.count);
                this.option(103, () => this.consume(104, T.Puntos));
                this.consume(105, T.De);
                this.consume(106, T.Vida);
                const who = this.subrule(104, this.recipient);
                return this.ACTION(() => one({ kind: "gainLife", who: lifeOf(who), amount }));
              },
            },
            {
              ALT: () => {
                const gains = this.subrule(150, this.gains);
                const what = this.subrule(150, this.recipient);
                const duration = this.option(150, { GATE: () => this.durationNext(), DEF: () => this.subrule(151, this.duration) }) ?? null;
                return this.ACTION(() => one({ kind: "gains", what, ...gains, duration }));
              },
            },
          ]);
        },
      },
      {
        // «Paga 2 Escencias», «puedes pagar 1 Escencia».
        ALT: () => {
          this.consume(100, T.Paga);
          const n = this.consume(101, T.NumberLiteral);
          this.consume(102, T.Escencia);
          return this.ACTION(() => one({ kind: "payEssence", amount: numberOf(n) }));
        },
      },
      { ALT: () => { const b = this.SUBRULE(this.cardCount, { ARGS: [null] }); return this.ACTION(() => one(b)); } },
      {
        // «devuelve también esta Reliquia a tu mano»: «también» links the sentence, not what is returned.
        ALT: () => {
          this.CONSUME(T.Devuelve);
          this.option(145, () => this.or(145, [{ ALT: () => this.consume(145, T.Tambien) }, { ALT: () => this.consume(145, T.Ademas) }]));
          const b = this.SUBRULE(this.returnObjects);
          return this.ACTION(() => spanned(b));
        },
      },
      { ALT: () => { this.CONSUME(T.Pon); const b = this.SUBRULE(this.putObjects); return this.ACTION(() => spanned(b)); } },
      {
        ALT: () => {
          this.CONSUME(T.Busca);
          // «Busca en tu baraja un personaje», or the card first: «Busca un personaje en tu baraja».
          const what = this.or<SelectionNode>(140, [
            {
              ALT: () => {
                this.CONSUME(T.En);
                this.OR2([{ ALT: () => this.CONSUME(T.Tu) }, { ALT: () => this.CONSUME(T.Su) }]);
                this.CONSUME(T.Baraja);
                return this.SUBRULE1(this.selection);
              },
            },
            {
              ALT: () => {
                const found = this.subrule(140, this.selection, { ARGS: [{ beforeDestination: true }] });
                this.consume(140, T.En);
                this.or(141, [{ ALT: () => this.consume(141, T.Tu) }, { ALT: () => this.consume(142, T.Su) }]);
                this.consume(143, T.Baraja);
                return found;
              },
            },
          ]);
          return this.ACTION(() => one({ kind: "searchDeck", what, destination: null, reveal: false }));
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Mira);
          return this.SUBRULE(this.lookObject, { ARGS: [start] });
        },
      },
      {
        ALT: () => {
          this.CONSUME1(T.Baraja);
          return this.OR3<ClauseNode[]>([
            {
              // «Baraja tu cementerio en tu baraja»: every card of it, shown as it goes (Reglamento 11).
              GATE: () => this.nextIs(1, T.Tu) && this.nextIs(2, T.Cementerio),
              ALT: () => {
                const from = this.begin();
                this.consume(144, T.Tu);
                this.consume(144, T.Cementerio);
                this.consume(144, T.En);
                this.subrule(144, this.ownDeck);
                return this.ACTION(() => {
                  const span = this.spanFrom(from);
                  const what: SelectionNode = { kind: "cards", quantifier: { kind: "all" }, other: false, yours: false, noun: "carta", filters: [{ kind: "zone", zone: "cementerio", span }], span };
                  return one({ kind: "move", what, destination: { to: "baraja", where: "shuffled", anyOrder: false } });
                });
              },
            },
            {
              ALT: () => {
                const whose = this.SUBRULE(this.ownDeck);
                return this.ACTION(() => one({ kind: "shuffle", whose }));
              },
            },
            {
              ALT: () => {
                const what = this.SUBRULE2(this.selection, { ARGS: [{ beforeDestination: true }] });
                this.CONSUME1(T.En);
                this.SUBRULE1(this.ownDeck);
                return this.ACTION(() => one({ kind: "move", what, destination: { to: "baraja", where: "shuffled", anyOrder: false } }));
              },
            },
            // «Luego, baraja.», «Después baraja.»: your deck, the only one a search leaves unshuffled.
            { ALT: () => this.ACTION(() => one({ kind: "shuffle", whose: null })) },
          ]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Agrega);
          return this.or<ClauseNode[]>(107, {
            // Decided by the gate: the two forms share every word up to the noun.
            MAX_LOOKAHEAD: 1,
            DEF: [
              {
                GATE: () => this.nextIs(2, T.Escencia) || (this.nextIs(2, T.Carta) && this.nextIs(3, T.De) && this.nextIs(4, T.Escencia)),
                ALT: () => {
                  const amount = this.SUBRULE(this.count);
                  this.OPTION1(() => { this.CONSUME(T.Carta); this.CONSUME(T.De); });
                  this.CONSUME(T.Escencia);
                  this.OPTION2(() => this.CONSUME(T.Adicional));
                  // «… de tu baraja de Escencia a tu zona de Escencia», as Reglamento 9 and 11 say it.
                  this.option(108, () => { this.consume(108, T.De); this.consume(108, T.Tu); this.consume(108, T.Baraja); this.consume(109, T.De); this.consume(109, T.Escencia); });
                  this.option(109, () => {
                    this.consume(110, T.A);
                    this.consume(110, T.Tu);
                    this.consume(110, T.Zona);
                    this.or(110, [{ ALT: () => { this.consume(111, T.De); this.consume(111, T.Escencia); } }, { ALT: () => this.consume(112, T.Correspondiente) }]);
                  });
                  const turned = this.OPTION3(() => this.CONSUME(T.Girado)) !== undefined;
                  return this.ACTION(() => one({ kind: "addEssence", amount, turned }));
                },
              },
              // «añádela a tu mano», «Añade la primera carta de tu baraja a tu mano»: «pon … en tu mano».
              { ALT: () => { const b = this.subrule(107, this.putObjects); return this.ACTION(() => spanned(b)); } },
            ],
          });
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Equipa);
          const pair = this.OR4([
            { ALT: () => { const r = this.SUBRULE3(this.selection); const t = this.SUBRULE(this.recipient); return [r, t] as const; } },
            { ALT: () => { const t = this.SUBRULE1(this.recipient); const r = this.SUBRULE4(this.selection); return [r, t] as const; } },
          ]);
          this.OPTION4(() => this.SUBRULE(this.withoutPaying));
          return this.ACTION(() => one({ kind: "equip", relic: pair[0], to: pair[1], changeBearer: false }));
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Cambia);
          this.CONSUME1(T.De);
          this.CONSUME(T.Portador);
          const relic = this.SUBRULE5(this.selection);
          const to = this.option(176, () => this.SUBRULE2(this.recipient));
          this.OPTION5(() => this.SUBRULE1(this.withoutPaying));
          return this.ACTION(() => one({ kind: "equip", relic, to: to ?? anyCharacter(relic), changeBearer: true }));
        },
      },
      { ALT: () => { const b = this.SUBRULE(this.ganaClause, { ARGS: [null] }); return this.ACTION(() => one(b)); } },
      {
        ALT: () => {
          this.CONSUME(T.Intercambia);
          this.CONSUME(T.El);
          this.CONSUME(T.Control);
          this.CONSUME2(T.De);
          const what = this.SUBRULE6(this.selection);
          // «… de un personaje que controles y (de) un personaje que tu oponente controle».
          // The gate keeps «… de ambos y destruye …» for the next clause.
          const other = this.option(170, {
            GATE: () => this.nextIs(1, T.Y) && this.nextIs(2, T.De, T.Un, T.Otro, T.El, T.Este, T.Ese, T.Su, T.Tu, T.Cada),
            DEF: () => {
              this.consume(170, T.Y);
              this.option(171, () => this.consume(171, T.De));
              return this.subrule(170, this.selection);
            },
          });
          return this.ACTION(() => one(other === undefined ? { kind: "exchangeControl", what } : { kind: "exchangeControl", what, other }));
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Prohibe);
          return this.OR5<ClauseNode[]>({
            // Decided by the gates: «el próximo Verso que tu oponente fuera a resolver» and the
            // selection «el próximo Verso que tu oponente juegue» differ only at their seventh word.
            MAX_LOOKAHEAD: 1,
            DEF: [
              {
                GATE: () => this.toResolveAhead(),
                ALT: () => {
                  const next = this.SUBRULE(this.nextToResolve);
                  const unlessPays = this.OPTION6(() => this.SUBRULE(this.unlessPays)) ?? null;
                  return this.ACTION(() => one({ kind: "prohibitNext", ...next, unlessPays }));
                },
              },
              {
                GATE: () => !this.toResolveAhead(),
                ALT: () => {
                  const what = this.SUBRULE7(this.selection);
                  const unlessPays = this.OPTION7(() => this.SUBRULE1(this.unlessPays)) ?? null;
                  return this.ACTION(() => one({ kind: "prohibitTarget", what, unlessPays }));
                },
              },
            ],
          });
        },
      },
      {
        ALT: () => {
          const next = this.SUBRULE1(this.nextToResolve);
          this.CONSUME(T.Es);
          this.CONSUME(T.Prohibido);
          const unlessPays = this.OPTION8(() => this.SUBRULE2(this.unlessPays)) ?? null;
          return this.ACTION(() => one({ kind: "prohibitNext", ...next, unlessPays }));
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Previene);
          return this.or<ClauseNode[]>(125, [
            {
              // «previene ese daño», «prevén 1 punto de ese daño»: the body of a damage replacement (ruling R177).
              GATE: () => (this.nextIs(1, T.Ese) && this.nextIs(2, T.Dano)) || (this.nextIs(1, T.NumberLiteral) && (this.nextIs(2, T.De) ? this.nextIs(3, T.Ese) : this.nextIs(2, T.Puntos) && this.nextIs(4, T.Ese))),
              ALT: () => {
                const n = this.option(126, () => {
                  const value = this.consume(126, T.NumberLiteral);
                  this.option(127, () => this.consume(127, T.Puntos));
                  this.consume(126, T.De);
                  return value;
                });
                this.consume(128, T.Ese);
                this.consume(128, T.Dano);
                return this.ACTION(() => one(n === undefined ? { kind: "damageInstead", mode: "becomes", amount: 0 } : { kind: "damageInstead", mode: "less", amount: numberOf(n) }));
              },
            },
            { ALT: () => { const b = this.SUBRULE(this.prevention); return this.ACTION(() => one(b)); } },
          ]);
        },
      },
      {
        // «Reduce en 2 el próximo daño que fuera a recibir tu Santuario este turno» (ruling R141).
        GATE: () => this.nextIs(4, T.El) && this.nextIs(5, T.Proximo) && this.nextIs(6, T.Dano),
        ALT: () => {
          this.consume(240, T.Reduce);
          this.consume(240, T.En);
          const n = this.subrule(240, this.count);
          const b = this.subrule(240, this.prevention);
          return this.ACTION(() => one(reduceNext(b, n.value)));
        },
      },
      {
        // «La próxima vez que otro personaje objetivo fuera a recibir daño este turno, este personaje recibe
        // ese daño en su lugar» (ruling R174), «…, previene ese daño»: the next damage, as «el próximo daño que …».
        GATE: () => this.nextIs(1, T.El) && this.nextIs(2, T.Proximo) && this.nextIs(3, T.Vez),
        ALT: () => {
          this.consume(244, T.El);
          this.consume(244, T.Proximo);
          this.consume(244, T.Vez);
          this.consume(244, T.Que);
          const who = this.subrule(244, this.selection);
          this.consume(244, T.Fuera);
          this.consume(244, T.A);
          this.consume(244, T.Recibe);
          this.consume(244, T.Dano);
          const duration = this.option(244, { GATE: () => this.durationNext(), DEF: () => this.subrule(244, this.duration) }) ?? null;
          this.consume(244, T.Comma);
          const redirectTo = this.or<SelectionNode | null>(244, [
            { ALT: () => { this.consume(245, T.Previene); this.consume(245, T.Ese); this.consume(245, T.Dano); return null; } },
            {
              ALT: () => {
                this.option(245, () => { this.consume(246, T.EnSuLugar); this.option(246, () => this.consume(246, T.Comma)); });
                const to = this.subrule(245, this.selection);
                this.consume(247, T.Recibe);
                this.consume(247, T.Ese);
                this.consume(247, T.Dano);
                this.option(247, () => this.consume(247, T.EnSuLugar));
                return to;
              },
            },
          ]);
          return this.ACTION(() => {
            const b: ClauseBody = { kind: "prevent", amount: "once", to: who, combat: false, duration };
            return one(redirectTo === null ? b : { ...b, redirectTo });
          });
        },
      },
      {
        // «El próximo daño que fuera a recibir tu Santuario este turno se reduce en 2» (ruling R141);
        // «… se le hace a este personaje en su lugar»: that damage goes to it instead (ruling R174).
        GATE: () => this.nextIs(1, T.El) && this.nextIs(2, T.Proximo) && this.nextIs(3, T.Dano),
        ALT: () => {
          const b = this.subrule(241, this.prevention);
          return this.or<ClauseNode[]>(241, [
            {
              // «… se reduce a 0»: none of it is dealt, as «Previene el próximo daño …».
              GATE: () => this.nextIs(1, T.Se) && this.nextIs(2, T.Reduce) && this.nextIs(3, T.A) && this.nextIs(4, T.NumberLiteral) && numberOf(this.LA(4)) === 0,
              ALT: () => {
                this.consume(248, T.Se);
                this.consume(248, T.Reduce);
                this.consume(248, T.A);
                this.consume(248, T.NumberLiteral);
                return this.ACTION(() => one(b));
              },
            },
            {
              GATE: () => !(this.nextIs(1, T.Se) && this.nextIs(2, T.Haz, T.Lo)),
              ALT: () => {
                const n = this.subrule(241, this.reducedBy);
                return this.ACTION(() => one(reduceNext(b, n)));
              },
            },
            {
              ALT: () => {
                this.consume(242, T.Se);
                this.option(242, () => this.consume(242, T.Lo));
                this.consume(242, T.Haz);
                const to = this.subrule(242, this.recipient);
                // Its own «en su lugar»: the damage goes there instead; it replaces no sentence before.
                this.option(243, () => this.consume(243, T.EnSuLugar));
                return this.ACTION(() => one(b.kind === "prevent" ? { ...b, redirectTo: to } : b));
              },
            },
          ]);
        },
      },
      {
        // After «Si … fuera a recibir daño,»: «(en su lugar) recibe 3», «recibe 1 menos», «recibe ese daño menos 1» (ruling R130).
        ALT: () => {
          this.consume(230, T.Recibe);
          return this.or<ClauseNode[]>(230, [
            {
              ALT: () => {
                this.consume(231, T.Ese);
                this.consume(231, T.Dano);
                this.consume(231, T.Menos);
                const n = this.subrule(231, this.count);
                return this.ACTION(() => one({ kind: "damageInstead", mode: "less", amount: n.value }));
              },
            },
            {
              ALT: () => {
                const n = this.subrule(232, this.count);
                this.option(232, () => {
                  this.consume(232, T.Puntos);
                  this.consume(233, T.De);
                  this.consume(234, T.Dano);
                });
                const less = this.option(235, () => this.consume(235, T.Menos)) !== undefined;
                return this.ACTION(() => one({ kind: "damageInstead", mode: less ? "less" : "becomes", amount: n.value }));
              },
            },
          ]);
        },
      },
      {
        // «ese daño se reduce en 1», «dicho daño es reducido en 1» (ruling R130); «ese daño se (le) hace a este personaje» (ruling R173).
        GATE: () => this.nextIs(1, T.Ese, T.El) && this.nextIs(2, T.Dano),
        ALT: () => {
          this.or(236, [{ ALT: () => this.consume(236, T.Ese) }, { ALT: () => this.consume(237, T.El) }]);
          this.consume(236, T.Dano);
          return this.or<ClauseNode[]>(237, [
            {
              GATE: () => !(this.nextIs(1, T.Se) && this.nextIs(2, T.Haz, T.Lo)),
              ALT: () => {
                const amount = this.subrule(236, this.reducedBy);
                return this.ACTION(() => one({ kind: "damageInstead", mode: "less", amount }));
              },
            },
            {
              ALT: () => {
                this.consume(238, T.Se);
                this.option(238, () => this.consume(238, T.Lo));
                this.consume(238, T.Haz);
                const to = this.subrule(238, this.recipient);
                return this.ACTION(() => one({ kind: "redirectDamage", to }));
              },
            },
          ]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Retira);
          const amount = this.OR6([
            { ALT: () => { this.CONSUME(T.Todos); this.CONSUME1(T.El); this.CONSUME(T.Dano); return null; } },
            // «retira el daño de …»: all of it, as «todo el daño».
            { ALT: () => { this.consume(122, T.El); this.consume(122, T.Dano); return null; } },
            { ALT: () => { const n = this.CONSUME(T.NumberLiteral); this.option(116, () => this.consume(116, T.Puntos)); this.CONSUME3(T.De); this.CONSUME1(T.Dano); return this.ACTION(() => numberOf(n)); } },
          ]);
          // «retira todo el daño marcado en un personaje» (Reglamento 20: damage is marked on it).
          this.option(117, () => this.consume(117, T.Marcado));
          const what = this.or(118, [
            { ALT: () => { this.consume(118, T.En); return this.SUBRULE8(this.selection); } },
            // «todo el daño de este personaje», «… del portador».
            { ALT: () => this.subrule(124, this.ofSelection) },
          ]);
          return this.ACTION(() => one({ kind: "removeDamage", what, amount }));
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Juega);
          const what = this.SUBRULE9(this.selection);
          return this.OR7<ClauseNode[]>([
            {
              // «solo durante una Incursión», «solo durante un duelo», «solo antes de la resolución del
              // daño (de un duelo)»: the window for Versos before the damage (Reglamento 19 e).
              GATE: () => this.nextIs(2, T.AntesDelDano) || (this.nextIs(2, T.Durante) && this.nextIs(3, T.Un)),
              ALT: () => {
                this.CONSUME(T.Solo);
                const moment = this.subrule(254, this.combatWindow);
                return this.ACTION(() => one({ kind: "playOnlyDuring", moment }));
              },
            },
            // «Juega este Verso solo si controlas …», «… solo durante tu turno».
            { ALT: () => { const condition = this.SUBRULE(this.onlyWhen); return this.ACTION(() => one({ kind: "usableOnlyIf", use: "play", condition })); } },
            { ALT: () => { const b = this.SUBRULE(this.costChange, { ARGS: [what] }); return this.ACTION(() => one(b)); } },
          ]);
        },
      },
      {
        // «Activa este Talento solo si …»: when the card's trait may be activated.
        ALT: () => {
          this.consume(200, T.Activa);
          const use = this.SUBRULE(this.thisUse);
          const condition = this.SUBRULE1(this.onlyWhen);
          return this.ACTION(() => one({ kind: "usableOnlyIf", use, condition }));
        },
      },
      {
        // «Solo puedes jugar este Verso si …», «Solo puedes activar este Talento durante tu turno».
        GATE: () => this.nextIs(3, T.Juega, T.Activa) && this.nextIs(4, T.Este),
        ALT: () => {
          this.consume(201, T.Solo);
          this.consume(201, T.Puedes);
          const use = this.or<string>(201, [
            { ALT: () => { this.consume(202, T.Juega); this.consume(202, T.Este); this.consume(202, T.Noun); return "play"; } },
            { ALT: () => { this.consume(203, T.Activa); return this.SUBRULE1(this.thisUse); } },
          ]);
          return this.or<ClauseNode[]>(202, [
            { ALT: () => { this.consume(204, T.Si); const condition = this.SUBRULE(this.condition); return this.ACTION(() => one({ kind: "usableOnlyIf", use, condition })); } },
            {
              // «Solo puedes jugar este Verso durante un duelo (antes de la resolución del daño)»: as «Juega este Verso solo …».
              GATE: () => use === "play" && (this.nextIs(1, T.AntesDelDano) || (this.nextIs(1, T.Durante) && this.nextIs(2, T.Un))),
              ALT: () => { const moment = this.subrule(255, this.combatWindow); return this.ACTION(() => one({ kind: "playOnlyDuring", moment })); },
            },
            {
              ALT: () => {
                const at = this.begin();
                this.consume(205, T.Durante);
                const condition = this.SUBRULE(this.whoseTurn, { ARGS: [at] });
                return this.ACTION(() => one({ kind: "usableOnlyIf", use, condition }));
              },
            },
          ]);
        },
      },
      {
        ALT: () => {
          this.CONSUME1(T.Solo);
          this.CONSUME(T.Puedes);
          this.CONSUME1(T.Equipa);
          this.OPTION9(() => this.OR8([{ ALT: () => this.CONSUME(T.Se) }, { ALT: () => this.CONSUME(T.Lo) }]));
          // «Solo puedes equipar esta Reliquia a …»: this one, as «Solo puede equiparse a …».
          this.option(197, () => { this.consume(197, T.Este); this.consume(197, T.Reliquia); });
          const to = this.SUBRULE3(this.recipient);
          return this.ACTION(() => one({ kind: "equipRequirement", to }));
        },
      },
      {
        // A verb whose subject is the one just named («Obtiene +1 de Vida …»), or «tú» for a verb in the second person.
        ALT: () => {
          // The verb stands for its implicit subject: a diagnostic about it points at the verb.
          const verb = this.LA(1);
          const subject = this.ACTION((): SelectionNode => ({ kind: "previous", plural: false, span: tokenSpan(verb) }));
          const b = this.SUBRULE(this.statePredicates, { ARGS: [subject] });
          return this.ACTION(() => spanned(b));
        },
      },
      { ALT: () => { const b = this.SUBRULE(this.handSize); return this.ACTION(() => one(b)); } },
      {
        // An unknown word leads a subject only as the card's own name: a misspelled verb
        // must fail here, where every clause start is expected, not inside the selection.
        GATE: () => !this.nextIs(1, T.Word) || this.isNameWord(1),
        ALT: () => {
          const first = this.subrule(10, this.selection);
          // «Este personaje y otro personaje objetivo que controles obtienen +1/+1»: two subjects, one predicate.
          const second = this.option(10, {
            GATE: () => this.nextIs(1, T.Y) && this.nextIs(2, T.Este, T.Otro, T.Un, T.El),
            DEF: () => {
              this.consume(10, T.Y);
              return this.subrule(11, this.selection);
            },
          });
          const subject = this.ACTION((): SelectionNode => (second === undefined ? first : { kind: "both", items: [first, second], span: { start: first.span.start, end: second.span.end } }));
          const b = this.SUBRULE(this.predicates, { ARGS: [subject] });
          return this.ACTION(() => spanned(b));
        },
      },
    ]);
  });

  /** «Tu tamaño máximo de mano es 8», «El tamaño máximo de tu mano es 8», «No tienes tamaño máximo de mano» (Reglamento 20). */
  private handSize = this.RULE("handSize", (): ClauseBody => {
    return this.OR<ClauseBody>([
      {
        ALT: () => {
          this.CONSUME(T.Tu);
          const opponent = this.OPTION(() => this.CONSUME(T.Oponente)) !== undefined;
          return this.OR1<ClauseBody>([
            {
              // «Tu tamaño máximo de mano es 8»
              GATE: () => !opponent,
              ALT: () => {
                this.CONSUME(T.Tamano);
                this.CONSUME(T.Maximo);
                this.CONSUME(T.De);
                this.CONSUME(T.Mano);
                this.CONSUME(T.Es);
                const n = this.CONSUME(T.NumberLiteral);
                return this.ACTION(() => ({ kind: "handSize" as const, player: "you" as const, size: numberOf(n) }));
              },
            },
            {
              // «Tu oponente no tiene tamaño máximo de mano»
              ALT: () => {
                this.CONSUME(T.No);
                this.CONSUME(T.Tiene);
                this.CONSUME1(T.Tamano);
                this.CONSUME1(T.Maximo);
                this.CONSUME1(T.De);
                this.CONSUME1(T.Mano);
                return { kind: "handSize" as const, player: opponent ? ("opponent" as const) : ("you" as const), size: null };
              },
            },
          ]);
        },
      },
      {
        // «El tamaño máximo de tu mano es 8», «El tamaño máximo de (la) mano de tu oponente es 5»
        ALT: () => {
          this.CONSUME(T.El);
          this.CONSUME2(T.Tamano);
          this.CONSUME2(T.Maximo);
          this.CONSUME2(T.De);
          const player = this.OR2<"you" | "opponent">([
            {
              ALT: () => {
                this.CONSUME1(T.Tu);
                this.CONSUME2(T.Mano);
                return "you";
              },
            },
            {
              ALT: () => {
                this.OPTION1(() => this.CONSUME1(T.El));
                this.CONSUME4(T.Mano);
                this.CONSUME4(T.De);
                this.CONSUME2(T.Tu);
                this.CONSUME1(T.Oponente);
                return "opponent";
              },
            },
          ]);
          this.CONSUME1(T.Es);
          const n = this.CONSUME1(T.NumberLiteral);
          return this.ACTION(() => ({ kind: "handSize" as const, player, size: numberOf(n) }));
        },
      },
      {
        // «No tienes tamaño máximo de mano»
        ALT: () => {
          this.CONSUME1(T.No);
          this.CONSUME1(T.Tiene);
          this.CONSUME3(T.Tamano);
          this.CONSUME3(T.Maximo);
          this.CONSUME3(T.De);
          this.CONSUME3(T.Mano);
          return { kind: "handSize" as const, player: "you" as const, size: null };
        },
      },
    ]);
  });

  /**
   * «N de daño a X», «a X N de daño», repeated after «y» when the verb is not: «… y 2 de daño a
   * su Santuario»; «… y a Y» deals the same damage to Y too («Haz 1 de daño a cada personaje y a
   * cada Santuario»), one clause per recipient.
   */
  private damageObjects = this.RULE("damageObjects", (): ClauseBody[] => {
    const out: ClauseBody[] = [this.SUBRULE(this.damageObject)];
    this.MANY({
      GATE: () => this.nextIs(1, T.Y) && (this.nextIs(2, T.A, T.Al) || (this.nextIs(2, T.NumberLiteral, T.Un) && this.nextIs(3, T.Puntos, T.De))),
      DEF: () => {
        this.CONSUME(T.Y);
        // The two alternatives start with different tokens: a wider overlap made chevrotain
        // explore every five-token path through a selection, half of the start-up.
        this.OR([
          {
            // «… y a cada Santuario» (the same damage), «… y a su Santuario 2 de daño».
            ALT: () => {
              const to = this.SUBRULE(this.recipient);
              const amount = this.OPTION(() => this.SUBRULE(this.damageAmount));
              const perEach = this.OPTION1({ GATE: () => amount !== undefined, DEF: () => this.SUBRULE(this.perEach) });
              this.ACTION(() => {
                const last = out[out.length - 1]!;
                if (amount !== undefined) out.push({ kind: "damage", amount: withPerEach(amount, perEach), to: lifeOf(to) });
                else if (last.kind === "damage") out.push({ kind: "damage", amount: last.amount, to: lifeOf(to) });
              });
            },
          },
          {
            // «… y 2 de daño a su Santuario».
            ALT: () => {
              const amount = this.SUBRULE1(this.damageAmount);
              const to = this.SUBRULE1(this.recipient);
              const perEach = this.OPTION2(() => this.SUBRULE1(this.perEach));
              this.ACTION(() => out.push({ kind: "damage", amount: withPerEach(amount, perEach), to: lifeOf(to) }));
            },
          },
        ]);
      },
    });
    return out;
  });

  private damageObject = this.RULE("damageObject", (): ClauseBody => {
    return this.OR<ClauseBody>([
      {
        // «hazle 4 puntos de daño (en su lugar)», «hazles 1 de daño»: the pronoun is whom it hurts.
        ALT: () => {
          const it = this.consume(176, T.Lo);
          const amount = this.subrule(176, this.damageAmount);
          const perEach = this.option(176, () => this.subrule(177, this.perEach));
          return this.ACTION(() => {
            const to: SelectionNode = { kind: "previous", plural: isPlural(it), pronoun: true, span: tokenSpan(it) };
            return { kind: "damage" as const, amount: withPerEach(amount, perEach), to: lifeOf(to) };
          });
        },
      },
      {
        ALT: () => {
          const amount = this.SUBRULE(this.damageAmount);
          const to = this.OR1<SelectionNode>([
            { ALT: () => this.SUBRULE(this.recipient) },
            // «Si tiene una Reliquia equipada, haz 3 de daño en su lugar»: to the one damaged before.
            { GATE: () => this.nextIs(1, T.EnSuLugar), ALT: () => this.ACTION((): SelectionNode => ({ kind: "previous", plural: false, span: { start: amount.span.end, end: amount.span.end } })) },
          ]);
          const perEach = this.OPTION(() => this.SUBRULE(this.perEach));
          return this.ACTION(() => ({ kind: "damage" as const, amount: withPerEach(amount, perEach), to: lifeOf(to) }));
        },
      },
      {
        // «Haz daño al Santuario de tu oponente igual al Ataque de …»: the amount after whom it hurts.
        GATE: () => this.nextIs(1, T.Dano) && this.nextIs(2, T.A, T.Al),
        ALT: () => {
          const start = this.begin();
          this.consume(175, T.Dano);
          const to = this.subrule(175, this.recipient);
          const amount = this.subrule(175, this.equalTo, { ARGS: [start] });
          return this.ACTION(() => ({ kind: "damage" as const, amount, to: lifeOf(to) }));
        },
      },
      {
        ALT: () => {
          const to = this.SUBRULE1(this.recipient);
          const amount = this.SUBRULE1(this.damageAmount);
          const perEach = this.OPTION1(() => this.SUBRULE1(this.perEach));
          return this.ACTION(() => ({ kind: "damage" as const, amount: withPerEach(amount, perEach), to: lifeOf(to) }));
        },
      },
    ]);
  });

  /** «destruye X», «elige X y Y»: one clause per object joined by «y» before an indefinite. */
  private objects = this.RULE("objects", (kind: "destroy" | "turn" | "untap" | "sacrifice" | "choose"): ClauseBody[] => {
    const out: ClauseBody[] = [];
    // «endereza al portador», «destruye a ese personaje»: the «a» Spanish puts before a definite object.
    const first = this.OR([
      { ALT: () => this.SUBRULE(this.selection) },
      { ALT: () => this.SUBRULE(this.recipient) },
      {
        // «Elige de entre ellas una carta …»: «una carta … de entre ellas».
        GATE: () => kind === "choose",
        ALT: () => {
          const from = this.LA(1);
          this.CONSUME(T.De);
          // «Elige de ella una carta …» after looking at a hand: the same.
          this.OPTION(() => this.CONSUME(T.Entre));
          const them = this.CONSUME(T.Ellos);
          const what = this.SUBRULE2(this.selection);
          return this.ACTION((): SelectionNode => (what.kind === "cards" ? { ...what, filters: [...what.filters, { kind: "among", span: { start: from.startOffset, end: them.endOffset! + 1 } }] } : what));
        },
      },
    ]);
    this.ACTION(() => out.push({ kind, what: first } as ClauseBody));
    this.MANY({
      GATE: () => this.nextIs(1, T.Y) && this.nextIs(2, T.Un, T.Otro, T.Hasta, T.NumberLiteral),
      DEF: () => {
        this.CONSUME(T.Y);
        const next = this.SUBRULE1(this.selection);
        this.ACTION(() => out.push({ kind, what: next } as ClauseBody));
      },
    });
    return out;
  });

  /** «Revela / Muestra X»: the cards of an earlier step, or the top of a deck («Revela las cuatro primeras cartas de tu baraja»). */
  private revealObject = this.RULE("revealObject", (start: number): ClauseNode[] => {
    const revealed = this.OR<ClauseNode[]>([
      {
        GATE: () => this.nextIs(1, T.El) && this.essenceDeckAhead(),
        ALT: () => {
          const count = this.SUBRULE(this.essenceTop);
          return this.ACTION(() => [{ kind: "look" as const, place: "top" as const, essence: true as const, whose: null, count, reveal: true, span: this.spanFrom(start) }]);
        },
      },
      {
        // «la primera carta de tu baraja» is the top of the deck; the selection «la primera … que juegues» is gated on «juegues».
        IGNORE_AMBIGUITIES: true,
        ALT: () => {
          const look = this.SUBRULE(this.topOfDeck);
          return this.ACTION(() => [{ kind: "look" as const, place: look.bottom ? ("bottom" as const) : ("top" as const), whose: look.whose, count: look.count, reveal: true, span: this.spanFrom(start) }]);
        },
      },
      {
        ALT: () => {
          const what = this.SUBRULE(this.selection);
          return this.ACTION(() => [{ kind: "reveal" as const, what, span: this.spanFrom(start) }]);
        },
      },
    ]);
    // «muéstrala a tu oponente»: a revealed card is shown to every player anyway (Reglamento 11).
    this.OPTION(() => { this.CONSUME(T.A); this.CONSUME(T.Tu); this.CONSUME(T.Oponente); });
    return revealed;
  });

  /** After «Mira»: the top of a deck (optionally with where the cards go) or a hand. */
  private lookObject = this.RULE("lookObject", (start: number): ClauseNode[] => {
    return this.OR<ClauseNode[]>([
      {
        // «Mira las dos primeras cartas de tu baraja de Escencia»: only what looking at cards can do follows.
        GATE: () => this.nextIs(1, T.El) && this.essenceDeckAhead(),
        ALT: () => {
          const count = this.SUBRULE(this.essenceTop);
          return this.ACTION(() => [{ kind: "look" as const, place: "top" as const, essence: true as const, whose: null, count, reveal: false, span: this.spanFrom(start) }]);
        },
      },
      {
        ALT: () => {
          const look = this.SUBRULE(this.topOfDeck);
          let arrange: "top" | "bottom" | "topOrBottom" | undefined;
          // «… y colócalas arriba o al fondo»: where the looked-at cards go, in one clause (Calma);
          // «… y vuelve a ponerlas encima …» says the same.
          this.OPTION({
            GATE: () => {
              const k = this.nextIs(2, T.Vuelve) && this.nextIs(3, T.A) ? 4 : 2;
              return this.nextIs(k, T.Pon) && this.nextIs(k + 1, T.Lo) && (this.nextIs(k + 2, T.Arriba, T.Al) || (this.nextIs(k + 2, T.En) && this.nextIs(k + 3, T.El) && this.nextIs(k + 4, T.ParteSuperior, T.Fondo) && this.nextIs(k + 5, T.O)));
            },
            DEF: () => {
              this.CONSUME(T.Y);
              this.option(224, () => {
                this.consume(224, T.Vuelve);
                this.consume(224, T.A);
              });
              this.CONSUME(T.Pon);
              this.CONSUME(T.Lo);
              arrange = this.SUBRULE(this.placement);
              // «…, en cualquier orden»: the comma changes nothing.
              this.OPTION1({
                GATE: () => this.nextIs(1, T.EnCualquierOrden) || (this.nextIs(1, T.Comma) && this.nextIs(2, T.EnCualquierOrden)),
                DEF: () => {
                  this.option(135, () => this.consume(135, T.Comma));
                  this.CONSUME(T.EnCualquierOrden);
                },
              });
            },
          });
          return this.ACTION(() => {
            const span = this.spanFrom(start);
            if (arrange !== undefined && look.whose === null) return [{ kind: "lookAtTop" as const, count: look.count, arrange, span }];
            return [{ kind: "look" as const, place: look.bottom ? ("bottom" as const) : ("top" as const), whose: look.whose, count: look.count, reveal: false, span }];
          });
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.El);
          this.CONSUME(T.Mano);
          this.CONSUME(T.De);
          const whose = this.SUBRULE(this.selection);
          return this.ACTION(() => [{ kind: "look" as const, place: "hand" as const, whose, count: 0, reveal: false, span: this.spanFrom(start) }]);
        },
      },
    ]);
  });

  /** «las 3 primeras cartas de tu baraja», «la primera carta de tu baraja». */
  private topOfDeck = this.RULE("topOfDeck", (): { count: number; whose: SelectionNode | null; bottom: boolean } => {
    this.CONSUME(T.El);
    const n = this.OPTION(() => this.CONSUME(T.NumberLiteral));
    // «las tres primeras cartas», «las dos últimas cartas» (the bottom of the deck), «la
    // carta superior», «las dos cartas superiores» (the top).
    const bottom = this.OR([
      {
        ALT: () => {
          const last = this.OR1([{ ALT: () => { this.CONSUME(T.Primeras); return false; } }, { ALT: () => { this.CONSUME(T.Ultima); return true; } }]);
          this.CONSUME(T.Carta);
          return last;
        },
      },
      {
        ALT: () => {
          this.CONSUME1(T.Carta);
          return this.OR2([
            { ALT: () => { this.CONSUME(T.Superior); return false; } },
            // «la carta del fondo de tu baraja»: the bottom one.
            { ALT: () => { this.CONSUME(T.Del); this.CONSUME(T.Fondo); return true; } },
          ]);
        },
      },
    ]);
    this.CONSUME(T.De);
    const whose = this.SUBRULE(this.ownDeck);
    return this.ACTION(() => ({ count: n === undefined ? 1 : numberOf(n), whose, bottom }));
  });

  /** «la (N) primera(s) carta(s) de tu baraja de Escencia»: how many cards of the Escencia deck's top. */
  private essenceTop = this.RULE("essenceTop", (): number => {
    this.CONSUME(T.El);
    const n = this.OPTION(() => this.CONSUME(T.NumberLiteral));
    this.CONSUME(T.Primeras);
    this.CONSUME(T.Carta);
    this.CONSUME(T.De);
    this.CONSUME(T.Tu);
    this.CONSUME(T.Baraja);
    this.CONSUME1(T.De);
    this.CONSUME(T.Escencia);
    return this.ACTION(() => (n === undefined ? 1 : numberOf(n)));
  });

  /** «girada» / «enderezada» after «en juego»: entering untapped unless it says so (Reglamento 13). */
  /** «en juego girado», «en juego, girado, …», «…, enderezada, …»: how the card enters (untapped unless said). */
  private enteringState = this.RULE("enteringState", (): boolean => {
    return (
      this.OPTION({
        GATE: () => this.nextIs(1, T.Girado, T.Enderezado) || (this.nextIs(1, T.Comma) && this.nextIs(2, T.Girado, T.Enderezado)),
        DEF: () => {
          const comma = this.OPTION1(() => this.CONSUME(T.Comma)) !== undefined;
          const turned = this.OR([{ ALT: () => { this.CONSUME(T.Girado); return true; } }, { ALT: () => { this.CONSUME(T.Enderezado); return false; } }]);
          // «Pon en juego, girado, un personaje …»: the state set off by commas.
          this.OPTION2({ GATE: () => comma, DEF: () => this.CONSUME1(T.Comma) });
          return turned;
        },
      }) ?? false
    );
  });

  private turnedOrNot = this.RULE("turnedOrNot", (): boolean => {
    return this.OPTION(() => this.OR([{ ALT: () => { this.CONSUME(T.Girado); return true; } }, { ALT: () => { this.CONSUME(T.Enderezado); return false; } }])) ?? false;
  });

  /** «tu baraja», «tu mazo», «su baraja», «la baraja de tu oponente»: null means the controller's. */
  private ownDeck = this.RULE("ownDeck", (): SelectionNode | null => {
    return this.OR([
      { ALT: () => { this.CONSUME(T.Tu); this.CONSUME(T.Baraja); return null; } },
      {
        ALT: () => {
          this.CONSUME(T.El);
          this.CONSUME2(T.Baraja);
          this.CONSUME(T.De);
          return this.OR1([
            {
              ALT: () => {
                this.CONSUME1(T.Tu);
                const opponent = this.CONSUME(T.Oponente);
                // «de la baraja de un oponente objetivo»: the one opponent (Reglamento 1).
                this.option(196, () => this.consume(196, T.Objetivo));
                return this.ACTION((): SelectionNode => ({ kind: "player", who: "opponent", span: tokenSpan(opponent) }));
              },
            },
            {
              // «barájalo en la baraja de su dueño»: «su baraja».
              ALT: () => {
                const su = this.CONSUME1(T.Su);
                this.CONSUME(T.Dueno);
                return this.ACTION((): SelectionNode => ({ kind: "player", who: "itsOwner", span: tokenSpan(su) }));
              },
            },
            {
              // «las cuatro primeras cartas de la baraja de un jugador (objetivo)»: a player the ability
              // targets; «de la baraja de un oponente»: the opponent (Reglamento 1: two players).
              ALT: () => {
                const un = this.CONSUME(T.Un);
                return this.OR2([
                  {
                    ALT: () => {
                      this.CONSUME(T.Jugador);
                      this.OPTION(() => this.CONSUME(T.Objetivo));
                      return this.ACTION((): SelectionNode => ({ kind: "playerTarget", span: tokenSpan(un) }));
                    },
                  },
                  {
                    ALT: () => {
                      const opponent = this.CONSUME1(T.Oponente);
                      this.OPTION1(() => this.CONSUME1(T.Objetivo));
                      return this.ACTION((): SelectionNode => ({ kind: "player", who: "opponent", span: { start: un.startOffset, end: opponent.endOffset! + 1 } }));
                    },
                  },
                ]);
              },
            },
          ]);
        },
      },
      {
        ALT: () => {
          const su = this.CONSUME(T.Su);
          this.CONSUME1(T.Baraja);
          return this.ACTION((): SelectionNode => ({ kind: "player", who: "itsOwner", span: tokenSpan(su) }));
        },
      },
      {
        // «ponla en el fondo de esa baraja»: the deck it came from, its owner's (Reglamento 23).
        ALT: () => {
          const ese = this.CONSUME(T.Ese);
          this.CONSUME3(T.Baraja);
          return this.ACTION((): SelectionNode => ({ kind: "player", who: "itsOwner", span: tokenSpan(ese) }));
        },
      },
    ]);
  });

  /** «arriba o al fondo», «en la parte superior o en el fondo»: where the looked-at cards go. */
  /** «durante una Incursión», «durante un duelo», «antes de la resolución del daño (de un duelo)»: the window for Versos before the damage (Reglamento 19 e). */
  private combatWindow = this.RULE("combatWindow", (): "incursion" | "duel" => {
    return this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Durante);
          this.CONSUME(T.Un);
          return this.SUBRULE(this.combatMoment);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.AntesDelDano);
          const of = this.OPTION(() => {
            this.CONSUME(T.De);
            this.CONSUME1(T.Un);
            return this.SUBRULE1(this.combatMoment);
          });
          return of ?? ("incursion" as const);
        },
      },
    ]);
  });

  private placement = this.RULE("placement", (): "top" | "bottom" | "topOrBottom" => {
    const first = this.SUBRULE(this.deckEnd);
    const second = this.OPTION(() => { this.CONSUME(T.O); return this.SUBRULE1(this.deckEnd); });
    return this.ACTION(() => (second === undefined || second === first ? first : "topOrBottom"));
  });

  /** «arriba», «encima», «en la parte superior», «al fondo», «en el fondo». */
  private deckEnd = this.RULE("deckEnd", (): "top" | "bottom" => {
    return this.OR([
      { ALT: () => { this.CONSUME(T.Arriba); return "top" as const; } },
      { ALT: () => { this.CONSUME(T.Al); this.CONSUME(T.Fondo); return "bottom" as const; } },
      {
        ALT: () => {
          this.CONSUME(T.En);
          this.CONSUME(T.El);
          return this.OR1([
            { ALT: () => { this.CONSUME(T.ParteSuperior); return "top" as const; } },
            { ALT: () => { this.CONSUME1(T.Fondo); return "bottom" as const; } },
          ]);
        },
      },
    ]);
  });

  /** Roba / Descarta / Bota [hasta] N cartas [al azar] [por cada …]. */
  private cardCount = this.RULE("cardCount", (subject: SelectionNode | null): ClauseBody => {
    const verbToken = this.LA(1);
    const verb = this.OR([
      { ALT: () => { this.CONSUME(T.Roba); return "draw" as const; } },
      { ALT: () => { this.CONSUME(T.Descarta); return "discard" as const; } },
      { ALT: () => { this.CONSUME(T.Bota); return "mill" as const; } },
    ]);
    // «robas», «descartas»: the verb itself says who.
    const player = this.ACTION(() => subject ?? (isYou(verbToken) ? youOr(verbToken) : null));
    return this.or<ClauseBody>(92, [
      {
        // «Bota las dos primeras cartas de la baraja de tu oponente», «cada jugador bota la primera carta de su baraja».
        GATE: () => verb === "mill" && this.nextIs(1, T.El) && !this.nextIs(2, T.Ultima) && !this.nextIs(3, T.Ultima),
        ALT: () => {
          const at = this.LA(1);
          const top = this.SUBRULE(this.topOfDeck);
          return this.ACTION((): ClauseBody => {
            // «su baraja» is the deck of whoever mills; «la baraja de un jugador», a targeted player's.
            const whose = top.whose !== null && ((top.whose.kind === "player" && top.whose.who === "opponent") || top.whose.kind === "playerTarget") ? top.whose : player;
            return { kind: "mill", player: whose, amount: { value: top.count, span: { start: at.startOffset, end: this.spanFrom(at.startOffset).end } } };
          });
        },
      },
      {
        // «Puedes botarla» after looking at it: the card goes to its owner's cementerio.
        // Only the pronoun: completion, which ignores gates, must not offer «Roba 1 personaje».
        GATE: () => verb === "mill" && this.nextIs(1, T.Lo),
        ALT: () => {
          const it = this.consume(92, T.Lo);
          return this.ACTION((): ClauseBody => ({
            kind: "move",
            what: { kind: "previous", plural: isPlural(it), feminine: isFeminine(it), pronoun: true, span: tokenSpan(it) },
            destination: { to: "cementerio" },
          }));
        },
      },
      {
        // «Descarta tu mano», «cada jugador descarta su mano»: all of it.
        GATE: () => verb === "discard" && this.nextIs(1, T.Tu, T.Su, T.Todos) && (this.nextIs(2, T.Mano) || this.nextIs(3, T.Mano)),
        ALT: () => {
          const at = this.LA(1);
          this.option(93, () => this.consume(93, T.Todos));
          this.or(93, [{ ALT: () => this.consume(94, T.Tu) }, { ALT: () => this.consume(94, T.Su) }]);
          this.consume(95, T.Mano);
          return this.ACTION((): ClauseBody => ({ kind: "discard", player, amount: { value: 0, span: tokenSpan(at) }, hand: true }));
        },
      },
      {
        // «Tu oponente descarta esa carta»: the card named before, as «la descarta».
        GATE: () => verb === "discard" && this.nextIs(1, T.Ese) && this.nextIs(2, T.Carta),
        ALT: () => {
          const at = this.consume(96, T.Ese);
          this.consume(96, T.Carta);
          return this.ACTION((): ClauseBody => ({ kind: "discard", player, amount: { value: 1, span: tokenSpan(at) }, what: { kind: "previous", noun: "carta", plural: false, feminine: true, span: this.spanFrom(at.startOffset) } }));
        },
      },
      { ALT: () => this.SUBRULE(this.countedCards, { ARGS: [verb, player] }) },
    ]);
  });

  /** After «Roba / Descarta / Bota»: «[hasta] N cartas [al azar] [por cada …]». */
  private countedCards = this.RULE("countedCards", (verb: "draw" | "discard" | "mill", player: SelectionNode | null): ClauseBody => {
    const upTo = this.OPTION(() => this.CONSUME(T.Hasta)) !== undefined;
    const amount = this.OR9<AmountNode>([
      { ALT: () => this.SUBRULE(this.count) },
      {
        // «Roba tantas cartas como personajes controles», «… como el número de Reliquias que controles».
        ALT: () => {
          const from = this.begin();
          this.consume(98, T.Tanto);
          this.consume(98, T.Carta);
          this.consume(98, T.Como);
          return this.subrule(98, this.statOf, { ARGS: [from] });
        },
      },
      {
        // «roba otra carta», «roba otras dos cartas»: that many more.
        ALT: () => {
          const other = this.CONSUME(T.Otro);
          const n = this.OPTION4(() => this.CONSUME(T.NumberLiteral));
          return this.ACTION(() => (n === undefined ? { value: 1, span: tokenSpan(other) } : { value: numberOf(n), span: tokenSpan(n) }));
        },
      },
    ]);
    // «Roba 2 cartas y luego descarta 1.»: the noun is the only one these verbs take.
    const noun = this.option(90, { GATE: () => !this.nextIs(1, T.Dot, T.Comma, T.Y), DEF: () => this.CONSUME(T.Carta) });
    // «roba una carta adicional»: one more, which is what drawing one is.
    this.option(91, { GATE: () => noun !== undefined, DEF: () => this.consume(91, T.Adicional) });
    // «Bota 2 cartas de tu baraja»: a player mills their own deck; «… de la baraja de tu (un)
    // oponente»: that player mills.
    const deckOf = this.option(92, {
      GATE: () => verb === "mill" && noun !== undefined && this.nextIs(1, T.De) && this.nextIs(2, T.Tu, T.Su, T.El) && this.nextIs(3, T.Baraja),
      DEF: () => {
        this.consume(97, T.De);
        return this.subrule(97, this.ownDeck);
      },
    });
    // «descarta una carta de ella» after looking at a hand: one of the cards looked at.
    const among = this.OPTION3({
      GATE: () => noun !== undefined,
      DEF: () => {
        this.CONSUME(T.De);
        return this.CONSUME(T.Ellos);
      },
    });
    const random = this.OPTION1(() => this.CONSUME(T.AlAzar)) !== undefined;
    const perEach = this.OPTION2(() => this.SUBRULE(this.perEach));
    return this.ACTION((): ClauseBody => {
      const a = withPerEach(amount, perEach);
      if (verb === "discard" && among !== undefined && noun !== undefined) {
        const span = { start: noun.startOffset, end: among.endOffset! + 1 };
        const n = a.kind === undefined || a.kind === "number" ? a.value : 1;
        const what: SelectionNode = { kind: "cards", quantifier: n === 1 ? { kind: "one" } : { kind: "exactly", n }, other: false, yours: false, noun: "carta", filters: [{ kind: "among", span }], span };
        return { kind: "discard", player, amount: a, what };
      }
      if (verb === "discard") {
        const discard: ClauseBody = random ? { kind: "discard", player, amount: a, random } : { kind: "discard", player, amount: a };
        if (upTo) discard.upTo = true;
        return discard;
      }
      // One object per kind: a literal whose kind is a union stops type-checking once the union of clauses grows.
      const milling = deckOf !== undefined && deckOf !== null && deckOf.kind === "player" && deckOf.who === "opponent" ? deckOf : player;
      const counted: ClauseBody = verb === "draw" ? { kind: "draw", player, amount: a } : { kind: "mill", player: milling, amount: a };
      if (upTo && (counted.kind === "draw" || counted.kind === "mill")) counted.upTo = true;
      return counted;
    });
  });

  /** «Devuelve X a la mano de su dueño», «devolver a tu mano una Reliquia», «Devuelve una Escencia». */
  private returnObjects = this.RULE("returnObjects", (): ClauseBody[] => {
    return this.OR([
      {
        ALT: () => {
          const what = this.SUBRULE(this.selection, { ARGS: [{ beforeDestination: true }] });
          const destination = this.OPTION(() => this.SUBRULE(this.returnDestination));
          // «Mira las tres primeras cartas de tu baraja y devuélvelas en cualquier orden»: back on top, where they were.
          const anyOrder = this.option(116, { GATE: () => destination === undefined || destination.to === "baraja", DEF: () => this.consume(116, T.EnCualquierOrden) }) !== undefined;
          return this.ACTION(() => [anyOrder ? moveClause(what, destination ?? { to: "baraja", where: "top", anyOrder: false }, true) : returnClause(what, destination)]);
        },
      },
      {
        ALT: () => {
          const destination = this.SUBRULE1(this.returnDestination);
          const what = [this.SUBRULE1(this.selection)];
          // «Devuelve a la mano de su dueño este personaje y otro personaje …»: each of them.
          this.MANY({
            GATE: () => this.nextIs(1, T.Y) && this.nextIs(2, T.Un, T.Otro, T.Hasta, T.NumberLiteral, T.Este),
            DEF: () => {
              this.CONSUME(T.Y);
              what.push(this.SUBRULE2(this.selection));
            },
          });
          return this.ACTION(() => what.map((w) => returnClause(w, destination)));
        },
      },
    ]);
  });

  /** «a tu mano», «a la mano de su dueño», «a su mano», «a tu baraja de Escencia». */
  private returnDestination = this.RULE("returnDestination", (): Destination => {
    return this.OR<Destination>([
      {
        ALT: () => {
          this.OR1([{ ALT: () => this.CONSUME(T.A) }, { ALT: () => this.CONSUME(T.En) }]);
          return this.SUBRULE(this.handOrDeck);
        },
      },
      { ALT: () => { this.CONSUME(T.Al); this.CONSUME(T.Fondo); this.CONSUME(T.De); this.SUBRULE(this.ownDeck); return { to: "baraja" as const, where: "bottom" as const, anyOrder: false }; } },
    ]);
  });

  /** «tu mano», «la mano de su dueño», «su mano», «tu baraja de Escencia», «el fondo de tu baraja», «juego». */
  private handOrDeck = this.RULE("handOrDeck", (): Destination => {
    return this.OR<Destination>([
      {
        ALT: () => {
          this.CONSUME(T.El);
          return this.OR1<Destination>([
            {
              ALT: () => {
                this.CONSUME(T.Mano);
                this.OPTION(() => { this.CONSUME(T.De); this.CONSUME(T.Su); this.CONSUME(T.Dueno); });
                return { to: "mano" as const, whose: "owner" as const };
              },
            },
            {
              ALT: () => {
                this.CONSUME(T.Fondo);
                // «ponla en el fondo»: of the deck it came from (Reglamento 23: its owner's).
                const essence = this.option(114, () => {
                  this.CONSUME1(T.De);
                  this.SUBRULE(this.ownDeck);
                  // «en el fondo de tu baraja de Escencia», where a returned Escencia goes (Reglamento 12).
                  return this.option(115, () => { this.consume(115, T.De); this.consume(115, T.Escencia); return true; });
                });
                return essence === true ? { to: "barajaEscencia" as const } : { to: "baraja" as const, where: "bottom" as const, anyOrder: false };
              },
            },
            { ALT: () => { this.CONSUME(T.ParteSuperior); this.OPTION1(() => { this.CONSUME2(T.De); this.SUBRULE1(this.ownDeck); }); return { to: "baraja" as const, where: "top" as const, anyOrder: false }; } },
            // «el cementerio de su dueño»: a card always goes to its owner's (Reglamento 23).
            { ALT: () => { this.consume(110, T.Cementerio); this.option(110, () => { this.consume(111, T.De); this.consume(112, T.Su); this.consume(113, T.Dueno); }); return { to: "cementerio" as const }; } },
          ]);
        },
      },
      { ALT: () => { this.CONSUME1(T.Su); this.CONSUME1(T.Mano); return { to: "mano" as const, whose: "owner" as const }; } },
      {
        ALT: () => {
          this.CONSUME(T.Tu);
          return this.OR2<Destination>([
            { ALT: () => { this.CONSUME2(T.Mano); return { to: "mano" as const, whose: "you" as const }; } },
            { ALT: () => { this.CONSUME(T.Cementerio); return { to: "cementerio" as const }; } },
            // «agrégala a tu zona de Escencia»: an Escencia in play is in that zone (Reglamento 9).
            { ALT: () => { this.consume(118, T.Zona); this.consume(118, T.De); this.consume(119, T.Escencia); return { to: "juego" as const }; } },
            {
              ALT: () => {
                this.CONSUME(T.Baraja);
                const essence = this.OPTION2(() => { this.CONSUME4(T.De); this.CONSUME(T.Escencia); return true; }) === true;
                return essence ? { to: "barajaEscencia" as const } : { to: "baraja" as const, where: "shuffled" as const, anyOrder: false };
              },
            },
          ]);
        },
      },
      {
        ALT: () => {
          this.OR3([{ ALT: () => this.CONSUME(T.Juego) }, { ALT: () => { this.option(40, () => this.consume(40, T.El)); this.CONSUME(T.CampoDeBatalla); } }]);
          const turned = this.subrule(41, this.enteringState);
          return turned ? { to: "juego" as const, turned: true } : { to: "juego" as const };
        },
      },
      { ALT: () => { this.CONSUME(T.Arriba); this.OPTION3(() => { this.CONSUME5(T.De); this.SUBRULE3(this.ownDeck); }); return { to: "baraja" as const, where: "top" as const, anyOrder: false }; } },
    ]);
  });

  /** «pon X en tu mano», «pon en tu mano X», «ponlo en juego», «… y el resto en el fondo de tu baraja, en cualquier orden». */
  private putObjects = this.RULE("putObjects", (): ClauseBody[] => {
    const out: ClauseBody[] = [this.SUBRULE(this.putObject)];
    this.MANY({
      GATE: () => this.nextIs(1, T.Y) && (this.nextIs(2, T.Un, T.CualquierCantidad) || (this.nextIs(2, T.NumberLiteral) && this.nextIs(3, T.En, T.A, T.Al, T.De, T.DeVuelta)) || (this.nextIs(2, T.El) && this.nextIs(3, T.Resto, T.Demas, T.Otro, T.Noun))),
      DEF: () => {
        this.CONSUME(T.Y);
        out.push(this.SUBRULE1(this.putObject));
      },
    });
    // «…, en cualquier orden» closes the list and speaks of every deck placement in it.
    const anyOrder = this.OPTION(() => {
      this.OPTION1(() => this.CONSUME(T.Comma));
      this.CONSUME(T.EnCualquierOrden);
      return true;
    });
    return this.ACTION(() => {
      if (anyOrder) for (const c of out) if (c.kind === "move" && (c.destination.to === "baraja" || c.destination.to === "barajaEscencia")) c.destination.anyOrder = true;
      return out;
    });
  });

  private putObject = this.RULE("putObject", (): ClauseBody => {
    return this.OR<ClauseBody>([
      {
        // «Pon la primera carta de tu baraja de Escencia en juego girada»: an Escencia added (Reglamento 12).
        GATE: () => this.nextIs(1, T.El) && this.essenceDeckAhead(),
        ALT: () => {
          const from = this.begin();
          const count = this.subrule(180, this.essenceTop);
          this.or(225, [
            { ALT: () => { this.consume(189, T.En); this.consume(190, T.Juego); } },
            // «… a (en) tu zona de Escencia(, girada)»: an Escencia in play is in that zone (Reglamento 9).
            {
              ALT: () => {
                this.or(226, [{ ALT: () => this.consume(225, T.A) }, { ALT: () => this.consume(226, T.En) }]);
                this.subrule(225, this.yourEssenceZone);
                this.option(225, { GATE: () => this.nextIs(1, T.Comma) && this.nextIs(2, T.Girado, T.Enderezado), DEF: () => this.consume(225, T.Comma) });
              },
            },
          ]);
          const turned = this.subrule(181, this.turnedOrNot);
          return this.ACTION(() => ({ kind: "addEssence" as const, amount: { value: count, span: this.spanFrom(from) }, turned }));
        },
      },
      {
        // «Pon en juego girada la primera carta de tu baraja de Escencia»: the same, the place first.
        GATE: () => this.nextIs(1, T.En) && this.nextIs(2, T.Juego) && [3, 4, 6].some((k) => this.nextIs(k, T.El) && this.essenceDeckAhead(k)),
        ALT: () => {
          const from = this.begin();
          this.consume(193, T.En);
          this.consume(194, T.Juego);
          const turned = this.subrule(182, this.enteringState);
          const count = this.subrule(183, this.essenceTop);
          return this.ACTION(() => ({ kind: "addEssence" as const, amount: { value: count, span: this.spanFrom(from) }, turned }));
        },
      },
      {
        ALT: () => {
          const what = this.SUBRULE(this.selection, { ARGS: [{ beforeDestination: true }] });
          // «agrégala también a tu zona de Escencia»: «también» links the sentence, not the place.
          this.option(116, () => this.or(116, [{ ALT: () => this.consume(116, T.Tambien) }, { ALT: () => this.consume(116, T.Ademas) }]));
          const destination = this.OR3<Destination>([
            {
              ALT: () => {
                this.OR1([{ ALT: () => this.CONSUME(T.En) }, { ALT: () => this.CONSUME(T.A) }, { ALT: () => this.CONSUME(T.Al) }]);
                return this.SUBRULE(this.putDestination);
              },
            },
            {
              // «ponlas de vuelta (en la parte superior de tu baraja)»: back on top, where they were.
              ALT: () => {
                this.CONSUME(T.DeVuelta);
                this.OPTION2(() => {
                  this.OR4([{ ALT: () => this.CONSUME2(T.En) }, { ALT: () => this.CONSUME2(T.A) }]);
                  this.SUBRULE2(this.putDestination);
                });
                return { to: "baraja" as const, where: "top" as const, anyOrder: false };
              },
            },
            // «colócalas en el orden que quieras» after looking at the top of a deck: back on top.
            { ALT: () => { this.consume(117, T.EnCualquierOrden); return { to: "baraja" as const, where: "top" as const, anyOrder: true }; } },
          ]);
          const anyOrder = this.OPTION(() => this.CONSUME(T.EnCualquierOrden)) !== undefined;
          // «Pon … en juego sin pagar su coste»: an effect never pays (Reglamento 12).
          this.option(113, { GATE: () => this.withoutPayingNext(), DEF: () => this.subrule(113, this.withoutPaying) });
          return this.ACTION(() => moveClause(what, destination, anyOrder));
        },
      },
      {
        ALT: () => {
          this.OR2([{ ALT: () => this.CONSUME1(T.En) }, { ALT: () => this.CONSUME1(T.A) }]);
          const destination = this.SUBRULE1(this.putDestination);
          // «Pon en juego desde tu mano una Reliquia»: where it comes from, before it.
          const from = this.option(114, () => {
            const at = this.begin();
            this.consume(114, T.Desde);
            this.consume(114, T.Tu);
            const zone = this.subrule(114, this.playerZone);
            return this.ACTION(() => ({ kind: "zone" as const, zone, span: this.spanFrom(at) }));
          });
          const what = this.SUBRULE1(this.selection);
          const anyOrder = this.OPTION1(() => this.CONSUME1(T.EnCualquierOrden)) !== undefined;
          this.option(115, { GATE: () => this.withoutPayingNext(), DEF: () => this.subrule(115, this.withoutPaying) });
          return this.ACTION(() => {
            const entering = enteringTurned(from !== undefined && what.kind === "cards" ? { ...what, filters: [...what.filters, from] } : what, destination);
            return moveClause(entering.what, entering.destination, anyOrder);
          });
        },
      },
    ]);
  });

  /** After «en»/«a»/«al» in «pon …»: the hand, the bottom or the top of a deck, play. */
  private putDestination = this.RULE("putDestination", (): Destination => {
    return this.OR<Destination>([
      { ALT: () => this.SUBRULE(this.handOrDeck) },
      { ALT: () => { this.CONSUME(T.Fondo); this.CONSUME(T.De); this.SUBRULE(this.ownDeck); return { to: "baraja" as const, where: "bottom" as const, anyOrder: false }; } },
    ]);
  });

  /** «sin pagar su coste», «, sin pagar …» next (a comma alone may start «, en cualquier orden»). */
  private withoutPayingNext(): boolean {
    return this.nextIs(1, T.Sin) || (this.nextIs(1, T.Comma) && this.nextIs(2, T.Sin));
  }

  /** «, sin pagar su coste» after equipping: an effect never pays (Reglamento 21). */
  private withoutPaying = this.RULE("withoutPaying", (): void => {
    this.OPTION(() => this.CONSUME(T.Comma));
    this.CONSUME(T.Sin);
    this.CONSUME(T.Paga);
    this.CONSUME(T.Su);
    this.CONSUME(T.Coste);
  });

  /** «Gana el control de X», «gana el juego», «gana N de vida». */
  private ganaClause = this.RULE("ganaClause", (subject: SelectionNode | null): ClauseBody => {
    const verb = this.CONSUME(T.Gana);
    return this.OR<ClauseBody>([
      {
        ALT: () => {
          this.CONSUME(T.El);
          return this.OR1<ClauseBody>([
            {
              ALT: () => {
                this.CONSUME(T.Control);
                this.CONSUME(T.De);
                const what = this.SUBRULE(this.selection);
                const duration = this.OPTION({ GATE: () => this.durationNext(), DEF: () => this.SUBRULE(this.duration) }) ?? null;
                return { kind: "gainControl" as const, what, duration };
              },
            },
            { ALT: () => { this.CONSUME(T.Juego); return this.ACTION(() => ({ kind: "winGame" as const, player: subject ?? youOr(verb) })); } },
          ]);
        },
      },
      {
        // «Este personaje gana +1 de Ataque hasta el final del turno», «gana 2 de Ataque de
        // forma permanente»: a card's stats, which printed cards «gain» as often as they «obtain».
        GATE: () =>
          (subject === null || subject.kind !== "player") &&
          !(subject !== null && (subject.kind === "sanctuary" || (subject.kind === "cards" && subject.noun === "Santuario"))) &&
          (this.nextIs(1, T.Plus, T.Minus, T.KeywordName, T.SinEntrenamiento) || (this.nextIs(1, T.NumberLiteral) && this.nextIs(2, T.De) && this.nextIs(3, T.Ataque))),
        ALT: () => {
          const gains = this.or<{ attack: number; life: number; keywords: string[] }>(31, [
            { ALT: () => this.SUBRULE(this.gains) },
            {
              ALT: () => {
                const n = this.consume(31, T.NumberLiteral);
                this.consume(32, T.De);
                this.consume(33, T.Ataque);
                return this.ACTION(() => ({ attack: numberOf(n), life: 0, keywords: [] }));
              },
            },
          ]);
          const duration = this.option(31, { GATE: () => this.durationNext(), DEF: () => this.subrule(31, this.duration) }) ?? null;
          const perEach = this.option(32, () => this.subrule(32, this.perEach));
          const late = this.option(195, { GATE: () => duration === null && perEach !== undefined && this.durationNext(), DEF: () => this.subrule(195, this.duration) });
          return this.ACTION((): ClauseBody => {
            // Without a subject, the card just named: «Cuando este personaje bloquee, gana +1 de Ataque».
            const what: SelectionNode = subject ?? { kind: "previous", plural: false, span: tokenSpan(verb) };
            const clause: ClauseBody = { kind: "gains", what, ...gains, duration: duration ?? late ?? null };
            if (perEach && clause.kind === "gains") clause.perEach = perEach;
            return clause;
          });
        },
      },
      {
        // «Tu Santuario gana tantos puntos de vida como el Ataque de este personaje».
        ALT: () => {
          const amount = this.subrule(33, this.lifeAsStat);
          return this.ACTION(() => ({ kind: "gainLife" as const, who: subject === null ? { kind: "sanctuary" as const, whose: "you" as const, span: tokenSpan(verb) } : lifeOf(subject), amount }));
        },
      },
      {
        ALT: () => {
          const amount = this.SUBRULE(this.count);
          this.option(30, () => this.consume(30, T.Puntos));
          this.CONSUME1(T.De);
          this.CONSUME(T.Vida);
          const perEach = this.OPTION1(() => this.SUBRULE(this.perEach));
          return this.ACTION(() => ({ kind: "gainLife" as const, who: subject === null ? { kind: "sanctuary" as const, whose: "you" as const, span: tokenSpan(verb) } : lifeOf(subject), amount: withPerEach(amount, perEach) }));
        },
      },
    ]);
  });

  /** «la próxima carta que fuera a resolverse» / «el próximo Rasgo de Talento que fuera a resolverse». */
  /** «el próximo … que (tu oponente) fuera a resolverse» next, after «Prohíbe». */
  private toResolveAhead(): boolean {
    if (!this.nextIs(1, T.El) || !this.nextIs(2, T.Proximo)) return false;
    for (let k = 3; k <= 10; k++) if (this.nextIs(k, T.Fuera)) return true;
    return false;
  }

  /** «la próxima carta / el próximo Verso / el próximo (rasgo de) Talento que fuera a resolverse (este turno)». */
  private nextToResolve = this.RULE("nextToResolve", (): { what: NextToResolve; thisTurn: boolean; opponents: boolean } => {
    this.CONSUME(T.El);
    this.CONSUME(T.Proximo);
    const what = this.OR<NextToResolve>([
      { ALT: () => { this.CONSUME(T.Carta); return "carta" as const; } },
      { ALT: () => { this.CONSUME(T.Verso); return "Verso" as const; } },
      {
        // «el próximo Rasgo de Resplandor»: the traits that resolve on the chain (Reglamento 14).
        ALT: () => {
          this.OPTION1(() => { this.CONSUME(T.Rasgo); this.CONSUME(T.De); });
          return this.OR1<NextToResolve>([
            { ALT: () => { this.CONSUME(T.Talento); return "Talento" as const; } },
            { ALT: () => { this.CONSUME(T.Interferencia); return "Interferencia" as const; } },
            { ALT: () => { this.CONSUME(T.Resplandor); return "Resplandor" as const; } },
          ]);
        },
      },
    ]);
    this.CONSUME(T.Que);
    // «que tu oponente fuera a resolver»: the next of another player's.
    const opponents = this.OPTION2(() => { this.CONSUME(T.Tu); this.CONSUME(T.Oponente); return true; }) === true;
    this.CONSUME(T.Fuera);
    this.CONSUME(T.A);
    this.CONSUME(T.Resolverse);
    const thisTurn = this.OPTION3(() => { this.CONSUME(T.Este); this.CONSUME(T.Turno); return true; }) === true;
    return { what, thisTurn, opponents };
  });

  /** «se reduce en 1», «es reducido en 1»: how much less damage (ruling R130). */
  protected reducedBy = this.RULE("reducedBy", (): number => {
    this.OR([{ ALT: () => this.CONSUME(T.Se) }, { ALT: () => this.CONSUME(T.Es) }]);
    this.CONSUME(T.Reduce);
    this.CONSUME(T.En);
    const n = this.SUBRULE(this.count);
    return this.ACTION(() => (n.value));
  });

  /** «a menos que su controlador pague N Escencias (adicionales)». */
  private unlessPays = this.RULE("unlessPays", (): number => {
    this.CONSUME(T.AMenosQue);
    this.CONSUME(T.Su);
    this.CONSUME(T.Controlador);
    this.CONSUME(T.Paga);
    const n = this.CONSUME(T.NumberLiteral);
    this.CONSUME(T.Escencia);
    this.OPTION(() => this.CONSUME(T.Adicional));
    return this.ACTION(() => numberOf(n));
  });

  /** «todo el daño que fuera a recibir X», «los próximos N puntos de daño que fueran a hacerse a X», «… a hacerse en duelos», then a duration. */
  private prevention = this.RULE("prevention", (): ClauseBody => {
    let first = false;
    const amount = this.OR<number | null | "once">([
      { ALT: () => { this.CONSUME(T.Todos); this.CONSUME(T.El); this.CONSUME(T.Dano); return null; } },
      {
        ALT: () => {
          this.CONSUME1(T.El);
          return this.or<number | null | "once">(129, [
            {
              ALT: () => {
                this.CONSUME(T.Proximo);
                return this.or<number | "once">(110, [
                  {
                    ALT: () => {
                      const n = this.CONSUME(T.NumberLiteral);
                      this.OPTION(() => this.CONSUME(T.Puntos));
                      this.CONSUME(T.De);
                      this.CONSUME1(T.Dano);
                      return this.ACTION(() => numberOf(n));
                    },
                  },
                  // «el próximo daño que fuera a recibir …»: all of the next damage, whatever its amount.
                  { ALT: () => { this.consume(110, T.Dano); return "once" as const; } },
                ]);
              },
            },
            {
              // «el primer daño», «el primer punto de daño», «los primeros 2 puntos de daño» (ruling R177).
              ALT: () => {
                this.consume(129, T.Primeras);
                this.ACTION(() => (first = true));
                return this.or<number | null>(130, [
                  { ALT: () => { this.consume(130, T.Dano); return null; } },
                  { ALT: () => { this.consume(131, T.Puntos); this.consume(131, T.De); this.consume(131, T.Dano); return 1; } },
                  {
                    ALT: () => {
                      const n = this.consume(132, T.NumberLiteral);
                      this.consume(132, T.Puntos);
                      this.consume(132, T.De);
                      this.consume(132, T.Dano);
                      return this.ACTION(() => numberOf(n));
                    },
                  },
                ]);
              },
            },
          ]);
        },
      },
      {
        // «Previene 2 de daño que fuera a recibir …»: «los próximos 2».
        ALT: () => {
          const n = this.consume(111, T.NumberLiteral);
          this.option(111, () => this.consume(111, T.Puntos));
          this.consume(111, T.De);
          this.consume(112, T.Dano);
          return this.ACTION(() => numberOf(n));
        },
      },
    ]);
    this.CONSUME(T.Que);
    const target = this.OR3([
      {
        // «todo el daño que este personaje fuera a recibir»: who takes it before the verb.
        ALT: () => {
          const who = this.SUBRULE2(this.selection);
          this.CONSUME1(T.Fuera);
          this.CONSUME1(T.A);
          this.CONSUME1(T.Recibe);
          return [who, false] as const;
        },
      },
      { ALT: () => this.SUBRULE(this.preventedAfterVerb) },
    ]);
    const early: Duration | "thisDuel" | null = this.ACTION(() => (target.length > 2 ? (target as readonly unknown[])[2] as Duration | "thisDuel" | null : null));
    // «el primer daño que fuera a recibir el portador cada turno»: a static replacement; without «cada turno», the next damage.
    const eachTurn = this.option(133, {
      GATE: () => first && (this.nextIs(1, T.Cada) || (this.nextIs(1, T.En) && this.nextIs(2, T.Cada))),
      DEF: () => {
        this.option(134, () => this.consume(134, T.En));
        this.consume(133, T.Cada);
        this.consume(133, T.Turno);
        return true;
      },
    }) === true;
    const duration = this.OPTION1({ GATE: () => early === null && !eachTurn && (this.durationNext() || this.thisDuelNext()), DEF: () => this.SUBRULE(this.shieldDuration) }) ?? early;
    return this.ACTION((): ClauseBody => {
      if (eachTurn) return { kind: "prevent", amount, to: target[0], combat: target[1], duration: null, firstEachTurn: true };
      if (duration !== "thisDuel") {
        // «el primer daño» once: «el próximo daño»; «el primer punto de daño»: one point of the next damage.
        if (first && amount === null) return { kind: "prevent", amount: "once", to: target[0], combat: target[1], duration };
        if (first) return { kind: "prevent", amount, to: target[0], combat: target[1], duration, reduceNext: true };
        return { kind: "prevent", amount, to: target[0], combat: target[1], duration };
      }
      return { kind: "prevent", amount, to: target[0], combat: true, duration: null, thisDuel: true };
    });
  });

  /** «fuera a recibir (este turno) X», «fueran a hacerse a X / en duelos»: who takes the prevented damage. */
  private preventedAfterVerb = this.RULE("preventedAfterVerb", (): readonly [SelectionNode | null, boolean, (Duration | "thisDuel" | null)?] => {
    this.CONSUME(T.Fuera);
    this.CONSUME(T.A);
    return this.OR1([
      {
        ALT: () => {
          this.CONSUME(T.Recibe);
          // «que fuera a recibir este turno un personaje objetivo»: the duration before who takes it (ruling R140);
          // «… en ese duelo un personaje objetivo» the same, for the duel in progress.
          const before = this.OPTION2({ GATE: () => this.durationNext() || this.thisDuelNext(), DEF: () => this.SUBRULE1(this.shieldDuration) });
          const start = this.LA(1);
          // «Elige un personaje … Prevén todo el daño que fuera a recibir este turno.»: no one named, the card before (ruling R140).
          const who = this.OPTION3(() => this.SUBRULE(this.selection)) ?? this.ACTION((): SelectionNode => ({ kind: "previous", plural: false, span: { start: start.startOffset, end: start.startOffset } }));
          return this.ACTION(() => [who, false, before ?? null] as const);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Haz);
          return this.OR2([
            { ALT: () => { const who = this.SUBRULE(this.recipient); return [who, false] as const; } },
            { ALT: () => { this.CONSUME(T.En); this.CONSUME(T.Duelo); return [null, true] as const; } },
            {
              // «que fueran a hacer los personajes en duelo»: the damage of duels.
              ALT: () => {
                this.consume(113, T.El);
                this.consume(113, T.Personaje);
                this.consume(113, T.En);
                this.consume(113, T.Duelo);
                return [null, true] as const;
              },
            },
          ]);
        },
      },
    ]);
  });

  /** «en ese duelo», «en este duelo»: the duel in progress. */
  private thisDuelNext(): boolean {
    return this.nextIs(1, T.En) && this.nextIs(2, T.Ese, T.Este) && this.nextIs(3, T.Duelo);
  }

  /** How long a shield lasts: a duration, or «en ese duelo». */
  private shieldDuration = this.RULE("shieldDuration", (): Duration | "thisDuel" => {
    return this.OR([
      {
        GATE: () => this.thisDuelNext(),
        ALT: () => {
          this.CONSUME(T.En);
          this.OR1([{ ALT: () => this.CONSUME(T.Ese) }, { ALT: () => this.CONSUME(T.Este) }]);
          this.CONSUME(T.Duelo);
          return "thisDuel" as const;
        },
      },
      { ALT: () => this.SUBRULE(this.duration) },
    ]);
  });

  /** «cuesta(n) N más / menos [por cada …] [si …]». */
  private costChange = this.RULE("costChange", (what: SelectionNode): ClauseBody => {
    this.CONSUME(T.Cuesta);
    // «cuesta uno menos», as printed: «uno» is the determiner token.
    const n = this.OR2([
      { ALT: () => { const t = this.CONSUME(T.NumberLiteral); return this.ACTION(() => numberOf(t)); } },
      { ALT: () => { this.CONSUME(T.Un); return 1; } },
    ]);
    // «cuestan 2 Escencias más»: the unit is the only one a cost has (Reglamento 12).
    this.OPTION2(() => this.CONSUME(T.Escencia));
    const sign = this.OR([
      { ALT: () => { this.CONSUME(T.Mas); return 1; } },
      { ALT: () => { this.CONSUME(T.Menos); return -1; } },
    ]);
    const perEach = this.OPTION(() => this.SUBRULE(this.perEach));
    // «…, hasta un mínimo de 1» before or after the condition.
    const floorBefore = this.OPTION3({ GATE: () => this.costFloorAhead(), MAX_LOOKAHEAD: 1, DEF: () => this.SUBRULE(this.costFloor) });
    const condition = this.OPTION1(() => { this.CONSUME(T.Si); return this.SUBRULE(this.condition); });
    const floorAfter = this.OPTION4({ GATE: () => floorBefore === undefined && this.costFloorAhead(), MAX_LOOKAHEAD: 1, DEF: () => this.SUBRULE1(this.costFloor) });
    return this.ACTION((): ClauseBody => {
      const clause: ClauseBody = { kind: "modifyCost", what, delta: sign * n };
      if (perEach) clause.perEach = perEach;
      if (condition) clause.condition = condition;
      const floor = floorBefore ?? floorAfter;
      if (floor) clause.floor = floor;
      return clause;
    });
  });

  /** «, hasta un mínimo de 1», «con un mínimo de 1», «(mínimo 1)» (reminder text the parser reads, grammar/carta/parse.ts). */
  private costFloorAhead(): boolean {
    const k = this.nextIs(1, T.Comma) ? 2 : 1;
    if (this.nextIs(k, T.Hasta, T.Con)) return this.nextIs(k + 1, T.Un) && this.nextIs(k + 2, T.Minimo);
    return k === 1 && this.nextIs(1, T.Minimo, T.AlMenos);
  }

  private costFloor = this.RULE("costFloor", (): { n: number; span: Span } => {
    const start = this.begin();
    this.OPTION(() => this.CONSUME(T.Comma));
    this.OR([
      {
        ALT: () => {
          this.OR1([{ ALT: () => this.CONSUME(T.Hasta) }, { ALT: () => this.CONSUME(T.Con) }]);
          this.CONSUME(T.Un);
          this.CONSUME(T.Minimo);
          this.CONSUME(T.De);
        },
      },
      {
        // «(mínimo 1)», «(mínimo de 1)», «(como mínimo 1)».
        ALT: () => {
          this.OR2([{ ALT: () => this.CONSUME1(T.Minimo) }, { ALT: () => this.CONSUME(T.AlMenos) }]);
          this.OPTION1(() => this.CONSUME1(T.De));
        },
      },
    ]);
    // «de uno»: «uno» is the determiner token, as in «cuesta uno menos».
    const n = this.OR3([
      { ALT: () => { const t = this.CONSUME(T.NumberLiteral); return this.ACTION(() => numberOf(t)); } },
      { ALT: () => { this.CONSUME1(T.Un); return 1; } },
    ]);
    return this.ACTION(() => ({ n, span: this.spanFrom(start) }));
  });

  /** «y obtiene …», «, y tiene …», «, pero no puede …»: another predicate of the same subject. */
  private moreOfSubject(): boolean {
    const k = this.nextIs(1, T.Comma) ? 2 : 1;
    // «… y puede bloquear una vez adicional»: a rule of blocking lifted for the same subject.
    return this.nextIs(k, T.Y) && (this.nextIs(k + 1, T.Obtiene, T.Tiene, T.No) || (this.nextIs(k + 1, T.Puedes) && this.nextIs(k + 2, T.Bloquea) && !isYou(this.LA(k + 1))));
  }

  /** What a subject does or is: one or more predicates joined by «y» («obtiene +1 de Ataque y tiene Letal»). */
  protected predicates = this.RULE("predicates", (subject: SelectionNode): ClauseBody[] => {
    const out: ClauseBody[] = [];
    const first = this.SUBRULE(this.predicate, { ARGS: [subject] });
    this.ACTION(() => out.push(...first));
    this.MANY({
      // «obtiene +3 de Vida, pero no puede …»: «pero» is spelled as «y».
      GATE: () => this.moreOfSubject(),
      DEF: () => {
        this.OPTION(() => this.CONSUME(T.Comma));
        this.CONSUME(T.Y);
        const next = this.SUBRULE1(this.predicate, { ARGS: [subject] });
        this.ACTION(() => out.push(...next));
      },
    });
    return out;
  });

  /** The predicates that also stand without a subject. */
  private statePredicates = this.RULE("statePredicates", (subject: SelectionNode): ClauseBody[] => {
    const out: ClauseBody[] = [];
    const first = this.SUBRULE(this.statePredicate, { ARGS: [subject] });
    this.ACTION(() => out.push(...first));
    this.MANY({
      // «obtiene +3 de Vida, pero no puede …»: «pero» is spelled as «y».
      GATE: () => this.moreOfSubject(),
      DEF: () => {
        this.OPTION(() => this.CONSUME(T.Comma));
        this.CONSUME(T.Y);
        const next = this.SUBRULE1(this.statePredicate, { ARGS: [subject] });
        this.ACTION(() => out.push(...next));
      },
    });
    return out;
  });

  /** After «un»/«una»: «Incursión», or «duelo» (a blocked Incursión, Reglamento 19). */
  private combatMoment = this.RULE("combatMoment", (): "incursion" | "duel" => {
    return this.OR([
      { ALT: () => { this.CONSUME(T.Incursion); return "incursion" as const; } },
      { ALT: () => { this.CONSUME(T.Duelo); return "duel" as const; } },
    ]);
  });

  private predicate = this.RULE("predicate", (subject: SelectionNode): ClauseBody[] => {
    return this.OR<ClauseBody[]>([
      { ALT: () => this.SUBRULE(this.statePredicate, { ARGS: [subject] }) },
      { ALT: () => { const b = this.SUBRULE(this.ganaClause, { ARGS: [subject] }); return this.ACTION(() => [b]); } },
      { ALT: () => { const b = this.SUBRULE(this.cardCount, { ARGS: [subject] }); return this.ACTION(() => [b]); } },
      { ALT: () => { const b = this.SUBRULE(this.costChange, { ARGS: [subject] }); return this.ACTION(() => [b]); } },
      {
        // «Tu oponente la descarta»: the card named before.
        ALT: () => {
          const pronoun = this.OR1([{ ALT: () => this.CONSUME(T.El) }, { ALT: () => this.CONSUME(T.Lo) }]);
          this.CONSUME(T.Descarta);
          return this.ACTION((): ClauseBody[] => [
            { kind: "discard", player: subject, amount: { value: 1, span: tokenSpan(pronoun) }, what: { kind: "previous", plural: false, pronoun: true, span: tokenSpan(pronoun) } },
          ]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Haz);
          const body = this.SUBRULE(this.damageObject);
          return this.ACTION((): ClauseBody[] => [{ ...body, source: subject } as ClauseBody]);
        },
      },
      {
        // «Tu oponente pone esa carta en el fondo de su baraja»: who moves it does not change where it goes.
        GATE: () => subject.kind === "player",
        ALT: () => {
          this.consume(172, T.Pon);
          return this.SUBRULE(this.putObjects);
        },
      },
      {
        // «Tu oponente revela (muestra) su mano»: you see it, as «Mira la mano de tu oponente».
        ALT: () => {
          this.or(171, [{ ALT: () => this.consume(171, T.Revela) }, { ALT: () => this.consume(173, T.Muestra) }]);
          this.consume(171, T.Su);
          this.consume(171, T.Mano);
          return this.ACTION((): ClauseBody[] => [{ kind: "look", place: "hand", whose: subject, count: 0, reveal: false }]);
        },
      },
      {
        // «Tu Santuario recibe 2 puntos de daño»: this card deals it (Reglamento 20); «este personaje recibe ese daño», the damage of a replacement's head (ruling R173).
        ALT: () => {
          this.consume(170, T.Recibe);
          return this.or<ClauseBody[]>(170, [
            { ALT: () => { this.consume(172, T.Ese); this.consume(172, T.Dano); return this.ACTION((): ClauseBody[] => [{ kind: "redirectDamage", to: subject }]); } },
            {
              ALT: () => {
                const amount = this.SUBRULE(this.damageAmount);
                return this.ACTION((): ClauseBody[] => [{ kind: "damage", amount, to: lifeOf(subject) }]);
              },
            },
          ]);
        },
      },
      {
        // «Tu oponente sacrifica un personaje», «Cada jugador sacrifica una Reliquia».
        ALT: () => {
          this.CONSUME(T.Sacrifica);
          const what = this.SUBRULE(this.selection);
          return this.ACTION((): ClauseBody[] => [{ kind: "sacrifice", what, player: subject }]);
        },
      },
      {
        // «Cada jugador elige un personaje que controle y lo sacrifica»: the choosing is the
        // sacrificing player's own, as in «Cada jugador sacrifica un personaje».
        ALT: () => {
          this.consume(169, T.Elige);
          const what = this.subrule(169, this.selection);
          this.consume(169, T.Y);
          this.or(169, [{ ALT: () => this.consume(168, T.El) }, { ALT: () => this.consume(168, T.Lo) }]);
          this.consume(168, T.Sacrifica);
          return this.ACTION((): ClauseBody[] => [{ kind: "sacrifice", what, player: subject }]);
        },
      },
    ]);
  });

  private statePredicate = this.RULE("statePredicate", (subject: SelectionNode): ClauseBody[] => {
    return this.OR<ClauseBody[]>([
      {
        // «Un personaje que controles pelea con un personaje que controle un oponente»: as «… se hacen daño mutuamente igual a su Ataque».
        ALT: () => {
          this.consume(136, T.Pelea);
          this.consume(136, T.Con);
          const other = this.subrule(136, this.selection);
          return this.ACTION((): ClauseBody[] => [{ kind: "fight", what: { kind: "both", items: [subject, other], span: { start: subject.span.start, end: other.span.end } } }]);
        },
      },
      {
        // «Un personaje que controles y uno que controle un oponente se hacen daño mutuamente igual
        // a su Ataque» (or «… el uno al otro»): «Cada uno hace daño igual a su Ataque al otro».
        GATE: () => this.nextIs(1, T.Se) && this.nextIs(2, T.Haz),
        ALT: () => {
          this.consume(217, T.Se);
          this.consume(217, T.Haz);
          const each = (n: number) =>
            this.or(217 + n, [
              { ALT: () => this.consume(217 + n, T.Mutuamente) },
              { ALT: () => { this.consume(217 + n, T.El); this.consume(217 + n, T.Un); this.consume(217 + n, T.Al); this.consume(217 + n, T.Otro); } },
            ]);
          // «se hacen el uno al otro daño igual a su Ataque»: the «each other» before the noun too.
          const first = this.option(219, { GATE: () => this.nextIs(1, T.Mutuamente, T.El), DEF: () => { each(2); return true; } }) === true;
          this.consume(217, T.Dano);
          const before = first || this.option(217, { GATE: () => !this.nextIs(1, T.Igual), DEF: () => { each(0); return true; } }) === true;
          this.consume(217, T.Igual);
          this.consume(217, T.A);
          this.consume(217, T.Su);
          this.consume(217, T.Ataque);
          this.option(218, { GATE: () => !before && this.nextIs(1, T.Mutuamente, T.El), DEF: () => each(1) });
          return this.ACTION((): ClauseBody[] => [{ kind: "fight", what: subject }]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Obtiene);
          return this.or<ClauseBody[]>(188, [
            {
              // «El portador obtiene «Talento: …».»: as «tiene «…»», the ability it grants.
              ALT: () => {
                const ability = this.subrule(188, this.quotedAbility);
                return this.ACTION((): ClauseBody[] => [{ kind: "grantAbility", what: subject, ability }]);
              },
            },
            {
              ALT: () => {
                // «obtiene además +1/+1»: also, on top of what it has.
                this.option(86, () => this.consume(86, T.Ademas));
                const gains = this.SUBRULE(this.gains);
                const duration = this.OPTION({ GATE: () => this.durationNext(), DEF: () => this.SUBRULE(this.duration) }) ?? null;
                // «ese personaje obtiene +1 de Vida de forma permanente al entrar en juego»: a card on the chain keeps it as it enters (ruling R66).
                this.option(137, {
                  GATE: () => duration === "permanent" && this.nextIs(1, T.Al) && this.nextIs(2, T.Entra) && this.nextIs(3, T.En) && this.nextIs(4, T.Juego),
                  DEF: () => {
                    this.consume(137, T.Al);
                    this.consume(137, T.Entra);
                    this.consume(137, T.En);
                    this.consume(137, T.Juego);
                  },
                });
                const perEach = this.OPTION1(() => this.SUBRULE(this.perEach));
                // «obtiene +1 de Ataque por cada Reliquia que controles hasta el final del turno»: the duration after the count.
                const late = this.option(192, { GATE: () => duration === null && perEach !== undefined && this.durationNext(), DEF: () => this.subrule(192, this.duration) });
                // «obtiene +0/+1 y «Talento: …».»: a bonus and an ability, each its own clause.
                const also = this.option(188, {
                  GATE: () => this.nextIs(1, T.Y) && this.nextIs(2, T.QuoteOpen),
                  DEF: () => {
                    this.consume(188, T.Y);
                    return this.subrule(189, this.quotedAbility);
                  },
                });
                return this.ACTION((): ClauseBody[] => {
                  const clause: ClauseBody = { kind: "gains", what: subject, ...gains, duration: duration ?? late ?? null };
                  if (perEach && clause.kind === "gains") clause.perEach = perEach;
                  return also === undefined ? [clause] : [clause, { kind: "grantAbility", what: subject, ability: also }];
                });
              },
            },
          ]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Tiene);
          return this.OR1<ClauseBody[]>([
            {
              ALT: () => {
                const gains = this.SUBRULE1(this.gains);
                // «tiene +1 de Ataque por cada Verso en tu cementerio», like «obtiene».
                const perEach = this.option(84, () => this.subrule(84, this.perEach));
                return this.ACTION((): ClauseBody[] => {
                  const clause: ClauseBody = { kind: "gains", what: subject, ...gains, duration: null };
                  if (perEach && clause.kind === "gains") clause.perEach = perEach;
                  return [clause];
                });
              },
            },
            {
              ALT: () => {
                const ability = this.SUBRULE(this.quotedAbility);
                return this.ACTION((): ClauseBody[] => [{ kind: "grantAbility", what: subject, ability }]);
              },
            },
            {
              // «Mientras tenga una Reliquia equipada, tiene Embate.»: the trait with no effect, as «tiene «Embate.»» (rulings R62, R89).
              GATE: () => this.nextIs(1, T.TraitName) && canon(this.LA(1)) === "Embate" && this.nextIs(2, T.Dot),
              ALT: () => {
                const trait = this.consume(249, T.TraitName);
                return this.ACTION((): ClauseBody[] => [{ kind: "grantAbility", what: subject, ability: { kind: "trait", trait: canon(trait), traitSpan: tokenSpan(trait), modifiers: [], body: [], span: tokenSpan(trait) } }]);
              },
            },
          ]);
        },
      },
      {
        ALT: () => {
          const verb = this.CONSUME(T.Pierde);
          return this.or<ClauseBody[]>(80, [
            {
              // «Los personajes que controla tu oponente pierden Imbatible», «… pierde Devastar hasta el final del turno».
              ALT: () => {
                const at = this.LA(1);
                const keyword = this.subrule(80, this.keywordRef);
                const duration = this.option(82, { GATE: () => this.durationNext(), DEF: () => this.subrule(82, this.duration) }) ?? null;
                return this.ACTION((): ClauseBody[] => [{ kind: "restrict", what: subject, restriction: { kind: "losesKeyword", keyword, keywordSpan: tokenSpan(at) }, duration }]);
              },
            },
            {
              ALT: () => {
                this.CONSUME(T.El);
                this.CONSUME(T.Juego);
                return this.ACTION((): ClauseBody[] => [{ kind: "loseGame", player: subject.kind === "previous" ? youOr(verb) : subject }]);
              },
            },
            {
              // «pierde todos sus rasgos (hasta el final del turno)»: read to be reported (CR180).
              ALT: () => {
                this.option(230, () => this.consume(230, T.Todos));
                this.consume(230, T.Su);
                this.consume(231, T.Rasgo);
                const duration = this.option(231, { GATE: () => this.durationNext(), DEF: () => this.subrule(231, this.duration) }) ?? null;
                return this.ACTION((): ClauseBody[] => [{ kind: "restrict", what: subject, restriction: { kind: "losesTraits" }, duration }]);
              },
            },
            {
              // «Tu Santuario pierde 3 de vida», «pierdes 2 puntos de vida»: a player's is their Santuario's.
              ALT: () => {
                const amount = this.SUBRULE2(this.count);
                this.option(80, () => this.consume(80, T.Puntos));
                this.consume(81, T.De);
                this.consume(82, T.Vida);
                // «Tu Santuario pierde 2 de vida por cada personaje que controles», like «gana».
                const perEach = this.option(83, () => this.subrule(83, this.perEach));
                return this.ACTION((): ClauseBody[] => {
                  const player = subject.kind === "previous" && isYou(verb) ? youOr(verb) : subject;
                  return [{ kind: "loseLife", who: lifeOf(player), amount: withPerEach(amount, perEach) }];
                });
              },
            },
          ]);
        },
      },
      {
        ALT: () => {
          const verb = this.CONSUME(T.Es);
          this.CONSUME(T.Declarado);
          this.CONSUME(T.Vencedor);
          this.CONSUME(T.Del);
          this.CONSUME1(T.Juego);
          return this.ACTION((): ClauseBody[] => [{ kind: "winGame", player: subject.kind === "previous" ? youOr(verb) : subject }]);
        },
      },
      {
        // «Una Reliquia equipada que controles cambia de portador a otro personaje»: «Cambia de portador X a Y».
        GATE: () => this.nextIs(1, T.Cambia) && this.nextIs(2, T.De) && this.nextIs(3, T.Portador),
        ALT: () => {
          this.consume(213, T.Cambia);
          this.consume(213, T.De);
          this.consume(213, T.Portador);
          const to = this.option(241, () => this.subrule(213, this.recipient));
          this.option(213, () => this.subrule(214, this.withoutPaying));
          return this.ACTION((): ClauseBody[] => [{ kind: "equip", relic: subject, to: to ?? anyCharacter(subject), changeBearer: true }]);
        },
      },
      {
        // «Solo puede ser bloqueado por personajes con Ataque 3 o más»: by no others.
        GATE: () => this.nextIs(1, T.Solo) && this.nextIs(2, T.Puedes),
        ALT: () => {
          this.consume(211, T.Solo);
          this.consume(211, T.Puedes);
          this.consume(211, T.Es);
          this.consume(211, T.Bloqueado);
          this.consume(211, T.Por);
          const by = this.subrule(211, this.selection);
          const duration = this.option(211, { GATE: () => this.durationNext(), DEF: () => this.subrule(212, this.duration) }) ?? null;
          return this.ACTION((): ClauseBody[] => [{ kind: "restrict", what: subject, restriction: { kind: "cannotBeBlocked", by, only: true }, duration }]);
        },
      },
      {
        // «Puede activar su Embate el turno en que entra en juego», «Ese personaje puede activar su
        // Embate otra vez este turno», «… puede volver a activar su Embate»: a rule of activating lifted (ruling R182).
        GATE: () => this.nextIs(1, T.Puedes) && (this.nextIs(2, T.Activa) || (this.nextIs(2, T.Vuelve) && this.nextIs(3, T.A) && this.nextIs(4, T.Activa))),
        ALT: () => {
          this.consume(220, T.Puedes);
          const back = this.option(220, () => { this.consume(220, T.Vuelve); this.consume(220, T.A); return true; }) === true;
          this.consume(221, T.Activa);
          const before = this.option(221, () => this.subrule(221, this.onceMore)) === true;
          this.option(222, () => this.consume(222, T.Su));
          const trait = this.consume(222, T.TraitName);
          const after = this.option(239, () => this.subrule(239, this.onceMore)) === true;
          // «el (mismo) turno en que entra en juego»: in its training stage (Reglamento 13).
          this.option(227, () => {
            this.consume(227, T.El);
            this.option(228, () => this.consume(228, T.Mismo));
            this.consume(227, T.Turno);
            this.consume(227, T.En);
            this.consume(227, T.Que);
            this.or(227, [{ ALT: () => this.consume(227, T.Entra) }, { ALT: () => this.consume(228, T.Entre) }]);
            this.consume(229, T.En);
            this.consume(229, T.Juego);
          });
          const duration = this.option(229, { GATE: () => this.durationNext(), DEF: () => this.subrule(229, this.duration) }) ?? null;
          return this.ACTION((): ClauseBody[] => [{ kind: "restrict", what: subject, restriction: { kind: "mayActivate", trait: canon(trait), despite: back || before || after ? "again" : "training" }, duration }]);
        },
      },
      {
        // «Este personaje puede bloquear aunque esté girado»: a rule of blocking its text lifts (Reglamento 0).
        GATE: () => this.nextIs(1, T.Puedes) && this.nextIs(2, T.Bloquea),
        ALT: () => {
          this.consume(210, T.Puedes);
          this.consume(210, T.Bloquea);
          const restriction = this.SUBRULE(this.blockRule);
          const duration = this.option(210, { GATE: () => this.durationNext(), DEF: () => this.subrule(210, this.duration) }) ?? null;
          return this.ACTION((): ClauseBody[] => [{ kind: "restrict", what: subject, restriction, duration }]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.No);
          return this.OR3<ClauseBody[]>([
            {
              // «Los personajes con 2 o menos de Ataque no pueden bloquear a este personaje»: it
              // cannot be blocked by them, as «Ningún personaje con … puede bloquear a …».
              GATE: () => this.nextIs(1, T.Puedes) && this.nextIs(2, T.Bloquea) && this.nextIs(3, T.A, T.Al) && subject.kind === "cards",
              ALT: () => {
                this.consume(215, T.Puedes);
                this.consume(215, T.Bloquea);
                const blocked = this.subrule(215, this.recipient);
                const duration = this.option(215, { GATE: () => this.durationNext(), DEF: () => this.subrule(216, this.duration) }) ?? null;
                return this.ACTION((): ClauseBody[] => {
                  const restriction: RestrictionNode = subject.kind === "cards" && subject.filters.length === 0 ? { kind: "cannotBeBlocked" } : { kind: "cannotBeBlocked", by: subject };
                  return [{ kind: "restrict", what: blocked, restriction, duration }];
                });
              },
            },
            {
              ALT: () => {
                const verb = this.CONSUME(T.Puedes);
                const restrictions = this.SUBRULE(this.restrictions);
                const duration = this.OPTION2({ GATE: () => this.durationNext(), DEF: () => this.SUBRULE1(this.duration) }) ?? null;
                // «No puedes jugar Versos este turno»: the second person is you, the one who plays.
                const who = (r: RestrictionNode): SelectionNode => (r.kind === "cannotPlay" && subject.kind === "previous" && isYou(verb) ? youOr(verb) : subject);
                return this.ACTION(() => restrictions.map((restriction) => ({ kind: "restrict" as const, what: who(restriction), restriction, duration })));
              },
            },
            {
              // «no se gira después de bloquear»: the turn after a duel is lifted (Reglamento 13).
              GATE: () => this.nextIs(1, T.Se) && this.nextIs(2, T.Gira),
              ALT: () => {
                this.consume(216, T.Se);
                this.consume(216, T.Gira);
                this.consume(216, T.Luego);
                this.consume(216, T.De);
                this.consume(216, T.Bloquea);
                const duration = this.option(232, { GATE: () => this.durationNext(), DEF: () => this.subrule(232, this.duration) }) ?? null;
                return this.ACTION((): ClauseBody[] => [{ kind: "restrict", what: subject, restriction: { kind: "mayBlock", despite: "staysUntapped" }, duration }]);
              },
            },
            {
              ALT: () => {
                this.CONSUME(T.Se);
                this.CONSUME(T.Endereza);
                // «durante tu Alba» only says when untapping happens (Reglamento 9): a lasting property.
                const duration = this.or(60, [
                  { ALT: () => this.SUBRULE2(this.duration) },
                  {
                    ALT: () => {
                      this.or(61, [{ ALT: () => this.consume(60, T.Durante) }, { ALT: () => this.consume(61, T.En) }]);
                      const yours = this.or(62, [{ ALT: () => { this.consume(62, T.Tu); return true; } }, { ALT: () => { this.consume(63, T.Su); return false; } }]);
                      // «durante tu próxima Alba»: only at yours (ruling R96); «su próxima Alba» is its controller's.
                      const next = this.option(65, () => this.consume(65, T.Proximo)) !== undefined;
                      this.consume(64, T.Alba);
                      return next ? (yours ? ("duringYourNextAlba" as const) : ("untilTheirNextAlba" as const)) : null;
                    },
                  },
                  { ALT: () => null },
                ]);
                return this.ACTION((): ClauseBody[] => [{ kind: "restrict", what: subject, restriction: { kind: "doesNotUntap" }, duration }]);
              },
            },
            {
              ALT: () => {
                this.CONSUME1(T.Tiene);
                this.CONSUME(T.EtapaDeEntrenamiento);
                const duration = this.option(66, { GATE: () => this.durationNext(), DEF: () => this.SUBRULE3(this.duration) }) ?? null;
                return this.ACTION((): ClauseBody[] => [{ kind: "gains", what: subject, attack: 0, life: 0, keywords: ["Sin entrenamiento"], duration }]);
              },
            },
          ]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Entra);
          // «Esta Escencia entra girada.»: into play is the only way a card enters.
          this.option(85, () => {
            this.CONSUME(T.En);
            this.CONSUME2(T.Juego);
          });
          return this.or<ClauseBody[]>(138, [
            { ALT: () => { this.CONSUME(T.Girado); return this.ACTION((): ClauseBody[] => [{ kind: "entersTurned", what: subject }]); } },
            {
              // «ese personaje entra en juego con +1 de Vida (de forma permanente)»: a change it keeps (ruling R66).
              ALT: () => {
                this.consume(138, T.Con);
                const gains = this.subrule(138, this.gains);
                this.option(138, { GATE: () => this.durationNext(), DEF: () => this.subrule(139, this.duration) });
                return this.ACTION((): ClauseBody[] => [{ kind: "gains", what: subject, ...gains, duration: "permanent" }]);
              },
            },
          ]);
        },
      },
    ]);
  });

  /**
   * «Ningún personaje puede atacar este turno», «Ninguna Reliquia puede ser objetivo …»: every
   * card of that kind «no puede …»; «Ningún personaje (con …) puede bloquear a este personaje»:
   * this one cannot be blocked (by those).
   */
  private noneMay = this.RULE("noneMay", (): ClauseBody[] => {
    const start = this.begin();
    this.CONSUME(T.Ninguno);
    return this.or<ClauseBody[]>(227, [
      {
        // «Ningún jugador puede jugar más de un Verso por turno»: each player, as «Cada jugador no puede …».
        ALT: () => {
          const word = this.consume(227, T.Jugador);
          this.consume(228, T.Puedes);
          const restrictions = this.subrule(227, this.restrictions);
          const duration = this.option(228, { GATE: () => this.durationNext(), DEF: () => this.subrule(228, this.duration) }) ?? null;
          return this.ACTION(() => restrictions.map((restriction): ClauseBody => ({ kind: "restrict", what: { kind: "player", who: "each", span: tokenSpan(word) }, restriction, duration })));
        },
      },
      { ALT: () => this.SUBRULE(this.noneOfCardsMay, { ARGS: [start] }) },
    ]);
  });

  /** «Ningún personaje con Ataque 2 o menos puede bloquear (a este personaje)». */
  private noneOfCardsMay = this.RULE("noneOfCardsMay", (start: number): ClauseBody[] => {
    const noun = this.CONSUME(T.Noun);
    const filters = this.SUBRULE(this.filters);
    const none = this.ACTION((): SelectionNode => ({ kind: "cards", quantifier: { kind: "all" }, other: false, yours: false, noun: nounOf(noun), filters, span: this.spanFrom(start) }));
    this.CONSUME(T.Puedes);
    return this.OR<ClauseBody[]>([
      {
        GATE: () => this.nextIs(1, T.Bloquea) && this.nextIs(2, T.A, T.Al),
        ALT: () => {
          this.CONSUME(T.Bloquea);
          const blocked = this.SUBRULE(this.recipient);
          const duration = this.OPTION({ GATE: () => this.durationNext(), DEF: () => this.SUBRULE(this.duration) }) ?? null;
          return this.ACTION((): ClauseBody[] => {
            const restriction: RestrictionNode = filters.length === 0 ? { kind: "cannotBeBlocked" } : { kind: "cannotBeBlocked", by: none };
            return [{ kind: "restrict", what: blocked, restriction, duration }];
          });
        },
      },
      {
        ALT: () => {
          const restrictions = this.SUBRULE(this.restrictions);
          const duration = this.OPTION1({ GATE: () => this.durationNext(), DEF: () => this.SUBRULE1(this.duration) }) ?? null;
          return this.ACTION(() => restrictions.map((restriction): ClauseBody => ({ kind: "restrict", what: none, restriction, duration })));
        },
      },
    ]);
  });

  /** «otra vez», «una vez más», «de nuevo»: once more. */
  private onceMore = this.RULE("onceMore", (): true => {
    this.OR([
      { ALT: () => { this.CONSUME(T.Otro); this.CONSUME(T.Vez); } },
      { ALT: () => { this.CONSUME(T.Un); this.CONSUME1(T.Vez); this.CONSUME(T.Mas); } },
      { ALT: () => this.CONSUME(T.DeVuelta) },
    ]);
    return true;
  });

  /** After «puede bloquear»: «aunque esté girado», «dos veces por turno», «a personajes con Imbatible». */
  private blockRule = this.RULE("blockRule", (): Extract<RestrictionNode, { kind: "mayBlock" }> => {
    return this.OR<Extract<RestrictionNode, { kind: "mayBlock" }>>([
      {
        ALT: () => {
          this.CONSUME(T.Aunque);
          this.OPTION(() => this.CONSUME(T.Esta));
          this.CONSUME(T.Girado);
          return { kind: "mayBlock", despite: "turned" };
        },
      },
      {
        // «puede bloquear una vez adicional (una vez más) (por turno / este turno)»: twice.
        ALT: () => {
          const un = this.CONSUME(T.Un);
          this.CONSUME1(T.Vez);
          this.OR4([{ ALT: () => this.CONSUME(T.Adicional) }, { ALT: () => this.CONSUME(T.Mas) }]);
          // «por turno», «cada turno», «en cada turno».
          this.OPTION3(() =>
            this.OR3([
              { ALT: () => { this.CONSUME1(T.Por); this.CONSUME1(T.Turno); } },
              { ALT: () => { this.option(146, () => this.consume(146, T.En)); this.CONSUME2(T.Cada); this.CONSUME2(T.Turno); } },
            ]),
          );
          return this.ACTION(() => ({ kind: "mayBlock" as const, despite: "twice" as const, times: { n: 2, span: tokenSpan(un) } }));
        },
      },
      {
        ALT: () => {
          const n = this.CONSUME(T.NumberLiteral);
          this.CONSUME(T.Vez);
          this.OR1([{ ALT: () => this.CONSUME(T.Por) }, { ALT: () => this.CONSUME(T.En) }]);
          this.OPTION1(() => this.CONSUME(T.Cada));
          this.CONSUME(T.Turno);
          return this.ACTION(() => ({ kind: "mayBlock" as const, despite: "twice" as const, times: { n: numberOf(n), span: tokenSpan(n) } }));
        },
      },
      {
        ALT: () => {
          this.OPTION2(() => this.OR2([{ ALT: () => this.CONSUME(T.A) }, { ALT: () => this.CONSUME(T.Al) }]));
          this.CONSUME(T.Noun);
          this.CONSUME(T.Con);
          this.CONSUME(T.Imbatible);
          return { kind: "mayBlock", despite: "imbatible" };
        },
      },
    ]);
  });

  /** «este Talento»: the trait «Activa … solo si» limits; «este rasgo»: the one written before it (assemble). */
  private thisUse = this.RULE("thisUse", (): string => {
    this.CONSUME(T.Este);
    return this.OR([
      { ALT: () => { const t = this.CONSUME(T.TraitName); return this.ACTION(() => canon(t)); } },
      { ALT: () => { this.CONSUME(T.Rasgo); return "rasgo"; } },
    ]);
  });

  /** «solo si <condición>», «solo durante tu turno»: when a card may be played or its trait activated. */
  private onlyWhen = this.RULE("onlyWhen", (): ConditionNode => {
    this.CONSUME(T.Solo);
    return this.OR<ConditionNode>([
      { ALT: () => { this.CONSUME(T.Si); return this.SUBRULE(this.condition); } },
      {
        GATE: () => !this.nextIs(2, T.Un),
        ALT: () => {
          const at = this.begin();
          this.CONSUME(T.Durante);
          return this.SUBRULE(this.whoseTurn, { ARGS: [at] });
        },
      },
    ]);
  });

  /** After «no puede(n)»: «bloquear», «ser bloqueado por …», «activar su Embate», «ser objetivo de Versos ni de rasgos de tu oponente», joined by «ni». */
  private restrictions = this.RULE("restrictions", (): RestrictionNode[] => {
    const out: RestrictionNode[] = [this.SUBRULE(this.restriction)];
    this.MANY(() => {
      this.CONSUME(T.Ni);
      out.push(this.SUBRULE1(this.restriction));
    });
    return out;
  });

  private restriction = this.RULE("restriction", (): RestrictionNode => {
    return this.OR<RestrictionNode>([
      { ALT: () => { this.CONSUME(T.Bloquea); return { kind: "cannotBlock" as const }; } },
      { ALT: () => { this.CONSUME(T.Ataca); return { kind: "cannotAttack" as const }; } },
      {
        ALT: () => {
          this.CONSUME(T.Es);
          return this.OR1<RestrictionNode>([
            {
              ALT: () => {
                this.CONSUME(T.Bloqueado);
                const by = this.OPTION(() => { this.CONSUME(T.Por); return this.SUBRULE(this.selection); });
                return this.ACTION(() => (by ? { kind: "cannotBeBlocked" as const, by } : { kind: "cannotBeBlocked" as const }));
              },
            },
            { ALT: () => { this.CONSUME(T.Objetivo); this.CONSUME(T.De); return { kind: "cannotBeTargeted" as const, by: this.SUBRULE(this.sources) }; } },
            {
              ALT: () => {
                this.CONSUME(T.Destruido);
                const by = this.OPTION1(() => { this.CONSUME1(T.Por); return this.SUBRULE1(this.sources); });
                return this.ACTION(() => (by && by[0] ? { kind: "cannotBeDestroyed" as const, by: by[0] } : { kind: "cannotBeDestroyed" as const }));
              },
            },
            // «no puede ser prohibido» (ruling R125).
            { ALT: () => { this.CONSUME(T.Prohibido); return { kind: "cannotBeProhibited" as const }; } },
          ]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Activa);
          const traits = this.OR2([
            { ALT: () => { this.CONSUME(T.Su); const t = this.CONSUME(T.TraitName); return this.ACTION(() => [canon(t)]); } },
            { ALT: () => { this.CONSUME(T.Rasgo); return this.SUBRULE(this.traitNames); } },
            // «no pueden activar Interferencia»: that trait, as «rasgos de Interferencia».
            { ALT: () => { const t = this.CONSUME1(T.TraitName); return this.ACTION(() => [canon(t)]); } },
          ]);
          return { kind: "cannotActivate" as const, traits };
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Juega);
          // «no puede jugar más de un Verso por turno», «… más de dos cartas en cada turno» (ruling R185).
          const most = this.option(250, {
            GATE: () => this.nextIs(1, T.Mas) && this.nextIs(2, T.De),
            DEF: () => {
              this.consume(250, T.Mas);
              this.consume(250, T.De);
              return this.or(250, [
                { ALT: () => { const t = this.consume(250, T.Un); return this.ACTION(() => ({ n: 1, span: tokenSpan(t) })); } },
                { ALT: () => { const t = this.consume(251, T.NumberLiteral); return this.ACTION(() => ({ n: numberOf(t), span: tokenSpan(t) })); } },
              ]);
            },
          });
          const what = this.SUBRULE2(this.selection);
          this.option(251, {
            GATE: () => most !== undefined,
            DEF: () =>
              this.or(252, [
                { ALT: () => { this.consume(252, T.Por); this.consume(252, T.Turno); } },
                { ALT: () => { this.option(253, () => this.consume(253, T.En)); this.consume(253, T.Cada); this.consume(253, T.Turno); } },
              ]),
          });
          return this.ACTION(() => (most === undefined ? { kind: "cannotPlay" as const, what } : { kind: "cannotPlay" as const, what, perTurn: most }));
        },
      },
    ]);
  });

  /** «de Interferencia», «de Talento o de Resplandor» after «rasgos»; nothing: every trait. */
  private traitNames = this.RULE("traitNames", (): string[] => {
    const out: string[] = [];
    this.OPTION(() => {
      this.CONSUME(T.De);
      const first = this.CONSUME(T.TraitName);
      this.ACTION(() => out.push(canon(first)));
      this.MANY(() => {
        this.OR([{ ALT: () => this.CONSUME(T.Comma) }, { ALT: () => this.CONSUME(T.O) }]);
        this.CONSUME1(T.De);
        const next = this.CONSUME1(T.TraitName);
        this.ACTION(() => out.push(canon(next)));
      });
    });
    return out;
  });

  /** «Versos que tu oponente juegue», «Versos ni de rasgos de tu oponente», «Versos de tu oponente». */
  private sources = this.RULE("sources", (): Array<{ source: "Verso" | "rasgo"; side?: SideName }> => {
    const out: Array<{ source: "Verso" | "rasgo"; side?: SideName }> = [this.SUBRULE(this.source)];
    this.MANY(() => {
      this.CONSUME(T.Ni);
      this.CONSUME(T.De);
      out.push(this.SUBRULE1(this.source));
    });
    // A side written once at the end speaks of every source: «de Versos ni de rasgos de tu oponente».
    return this.ACTION(() => {
      const side = out[out.length - 1]?.side;
      return side === undefined ? out : out.map((s) => (s.side === undefined ? { ...s, side } : s));
    });
  });

  private source = this.RULE("source", (): { source: "Verso" | "rasgo"; side?: SideName } => {
    // «de los Versos de tus oponentes»: the article says nothing more.
    this.OPTION2(() => this.CONSUME(T.El));
    const noun = this.OR([
      { ALT: () => { this.CONSUME(T.Verso); return "Verso" as const; } },
      { ALT: () => { this.CONSUME(T.Rasgo); return "rasgo" as const; } },
    ]);
    const side = this.OPTION(() =>
      this.OR1([
        { ALT: () => { this.CONSUME(T.De); this.CONSUME(T.Tu); this.CONSUME(T.Oponente); return "opponent" as const; } },
        {
          ALT: () => {
            this.CONSUME(T.Que);
            return this.OR2([
              {
                // «de Versos que tu oponente juegue», «… que tu oponente controle»: a Verso on the chain is its player's.
                ALT: () => {
                  this.CONSUME1(T.Tu);
                  this.CONSUME1(T.Oponente);
                  this.OR3([{ ALT: () => this.CONSUME(T.Juega) }, { ALT: () => this.CONSUME(T.Controla) }]);
                  return "opponent" as const;
                },
              },
              {
                ALT: () => {
                  const verb = this.OR4([{ ALT: () => this.CONSUME1(T.Juega) }, { ALT: () => this.CONSUME1(T.Controla) }]);
                  const theirs = this.OPTION1(() => { this.CONSUME2(T.Tu); this.CONSUME2(T.Oponente); return true; }) === true;
                  return this.ACTION(() => (theirs || !isYou(verb) ? ("opponent" as const) : ("you" as const)));
                },
              },
            ]);
          },
        },
      ]),
    );
    return this.ACTION(() => (side === undefined ? { source: noun } : { source: noun, side }));
  });
}

function withPerEach(amount: AmountNode, perEach: SelectionNode | undefined): AmountNode {
  if (perEach === undefined) return amount;
  if (amount.kind === "statOf" || amount.kind === "countOf") return amount;
  return { ...amount, perEach, span: { start: amount.span.start, end: perEach.span.end } };
}

/**
 * Whose life a player's is: their Santuario's (Reglamento 3, ruling R94: «Los Santuarios representan la vida
 * principal de cada jugador»). «Cada jugador pierde 2 de vida» is every Santuario's, and so is
 * damage dealt to a player: «haz 2 de daño a tu oponente» (ruling R100).
 */
function lifeOf(player: SelectionNode): SelectionNode {
  if (player.kind !== "player") return player;
  switch (player.who) {
    case "you":
    case "opponent":
    case "itsController":
      return { kind: "sanctuary", whose: player.who, span: player.span };
    case "each":
      return { kind: "cards", quantifier: { kind: "all" }, other: false, yours: false, noun: "Santuario", filters: [], span: player.span };
    default:
      return player;
  }
}

/** The player of a verb without subject: «ganas», «eres» are you. */
function youOr(verb: IToken): SelectionNode {
  return { kind: "player", who: isYou(verb) ? "you" : "opponent", span: tokenSpan(verb) };
}

function returnClause(what: SelectionNode, destination: Destination | undefined): ClauseBody {
  // «Devuelve esta Escencia»: an Escencia returns to its deck, never to a hand (Reglamento 12).
  if (destination?.to === "barajaEscencia" || (destination === undefined && (what.kind === "cards" || what.kind === "self") && what.noun === "Escencia")) {
    const n = what.kind === "cards" && "n" in what.quantifier ? what.quantifier.n : 1;
    return { kind: "returnEssence", amount: { value: n, span: what.span }, what };
  }
  if (destination !== undefined && destination.to === "mano" && what.kind === "cards" && what.noun === "Escencia") {
    return { kind: "move", what, destination };
  }
  if (destination === undefined || (destination.to === "mano")) return { kind: "returnToHand", what };
  return { kind: "move", what, destination };
}

/**
 * «Pon en juego un personaje de tu cementerio girado»: outside play a card is neither turned
 * nor untapped, so the last «girado» after where it comes from is how it enters.
 */
function enteringTurned(what: SelectionNode, destination: Destination): { what: SelectionNode; destination: Destination } {
  if (what.kind !== "cards" || destination.to !== "juego") return { what, destination };
  const last = what.filters[what.filters.length - 1];
  const outside = what.filters.some((f) => f.kind === "zone" && f.zone !== "juego");
  if (last?.kind !== "turned" || !outside) return { what, destination };
  return { what: { ...what, filters: what.filters.slice(0, -1) }, destination: last.turned ? { to: "juego", turned: true } : destination };
}

function moveClause(what: SelectionNode, destination: Destination, anyOrder: boolean): ClauseBody {
  const d: Destination = (destination.to === "baraja" || destination.to === "barajaEscencia") && anyOrder ? { ...destination, anyOrder: true } : destination;
  return { kind: "move", what, destination: d };
}

export { nounOf };
export type { Duration };

/** «Reduce en N el próximo daño que …»: a shield of N points for the next damage only (ruling R141). */
function reduceNext(b: ClauseBody, n: number): ClauseBody {
  return b.kind === "prevent" ? { ...b, amount: n, reduceNext: true } : b;
}
