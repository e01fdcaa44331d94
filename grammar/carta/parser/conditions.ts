// Conditions after «Si» and «Mientras»: «controlas 3 o más personajes», «tu Santuario
// tiene 10 o menos de vida», «tienes 2 cartas o menos en la mano», «hay diez o más
// Versos en tu cementerio», «es una Reliquia», «el portador está enderezado», «este
// personaje no activó su Embate este turno».
import type { IToken } from "chevrotain";
import { T } from "../../vocabulary/tokens.js";
import type { Comparison, ConditionNode, FilterNode, SelectionNode } from "../ast.js";
import { AmountRules } from "./amounts.js";
import type { FilterBody } from "./selections.js";
import type { Span } from "../../diagnostics/catalog.js";
import { normalizeWord } from "../../vocabulary/lex.js";
import { canon, nounOf, numberOf } from "./base.js";

/** The singular present forms of «tiene» and its variants, normalized (no accents, lower case). */
const SINGULAR_HAS: ReadonlySet<string> = new Set(["tiene", "tenga", "porta", "porte"]);

type Zone = "mano" | "cementerio" | "baraja";

/** The card with the ability, as a condition's subject («Mientras esté equipada»). */
function self(span: Span): SelectionNode {
  return { kind: "self", noun: "carta", span };
}

/** «Si el portador es de Instinto», «Mientras esté equipada»: a card and the one property it must have. */
/** «(el portador) activó Embate»: its own, of a card; «activaste (atacaste) …»: any, of a player (`who` null: you). */
function activatedTrait(who: SelectionNode | null, trait: string, span: Span): ConditionNode {
  return who !== null && who.kind !== "player"
    ? { kind: "activated", what: who, trait, span }
    : { kind: "happened", who, deed: "activated", trait, what: null, compare: { op: "ge", value: 1 }, none: false, span };
}

function isOnly(what: SelectionNode, filter: FilterBody, span: Span): ConditionNode {
  return { kind: "is", what, noun: null, filters: [{ ...filter, span } as FilterNode], span };
}

/**
 * A character the condition names («este personaje», «el portador», «ese personaje»): its own
 * Vida, where a player or a Santuario has the Santuario's; «un personaje» names none (CR147).
 */
function isCharacter(what: SelectionNode): boolean {
  if (what.kind === "bearer") return true;
  return (what.kind === "self" || what.kind === "previous") && what.noun === "Personaje";
}

/** «no …» of a condition; «no … ningún …» says the same as «ningún …» alone. */
function negate(condition: ConditionNode): ConditionNode {
  if (condition.kind === "happened" && condition.none) return condition;
  return { kind: "not", condition, span: condition.span };
}

export abstract class ConditionRules extends AmountRules {
  condition = this.RULE("condition", (): ConditionNode => {
    const start = this.begin();
    return this.OR<ConditionNode>([
      {
        // «Si no controlas personajes», «Mientras no tengas cartas en la mano».
        ALT: () => {
          this.CONSUME(T.No);
          const condition = this.OR7<ConditionNode>([
            // «Si no has activado ningún Embate este turno».
            { ALT: () => this.SUBRULE(this.deedPredicate, { ARGS: [start, null] }) },
            {
              ALT: () => {
                this.CONSUME1(T.Controla);
                const what = this.SUBRULE3(this.selection);
                return this.ACTION(() => ({ kind: "controls" as const, who: null, what, span: this.spanFrom(start) }));
              },
            },
            {
              ALT: () => {
                this.CONSUME1(T.Tiene);
                return this.OR8<ConditionNode>([
                  { ALT: () => this.SUBRULE1(this.cardsInHand, { ARGS: [start, null] }) },
                  {
                    // «no tienes cartas en la mano»: not even one.
                    ALT: () => {
                      this.CONSUME(T.Carta);
                      this.CONSUME(T.En);
                      this.OR9([{ ALT: () => this.CONSUME(T.Tu) }, { ALT: () => this.CONSUME(T.El) }]);
                      const zone = this.SUBRULE(this.zoneName);
                      return this.ACTION(() => ({ kind: "cardsIn" as const, who: null, zone, compare: { op: "ge" as const, value: 1 }, noun: "carta" as const, filters: [], span: this.spanFrom(start) }));
                    },
                  },
                ]);
              },
            },
          ]);
          return this.ACTION(() => negate({ ...condition, span: this.spanFrom(start) }));
        },
      },
      // «Si ya activaste un Embate este turno», «si robaste dos o más cartas este turno».
      { ALT: () => this.SUBRULE2(this.deedPredicate, { ARGS: [start, null] }) },
      {
        // «Si ningún personaje que controlabas fue destruido este turno».
        ALT: () => {
          const from = this.begin();
          this.consume(160, T.Ninguno);
          const noun = this.consume(160, T.Noun);
          const filters = this.SUBRULE1(this.filters);
          this.option(160, () => this.or(160, [{ ALT: () => this.consume(162, T.Ha) }, { ALT: () => this.consume(162, T.Hay) }]));
          this.consume(160, T.Fue);
          this.consume(160, T.Destruido);
          this.option(161, () => { this.consume(161, T.Este); this.consume(161, T.Turno); });
          return this.ACTION(() => {
            const what: SelectionNode = { kind: "cards", quantifier: { kind: "one" }, other: false, yours: false, noun: nounOf(noun), filters, span: this.spanFrom(from) };
            return { kind: "happened" as const, who: null, deed: "destroyed" as const, trait: null, what, compare: { op: "ge" as const, value: 1 }, none: true, span: this.spanFrom(start) };
          });
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Controla);
          return this.OR6<ConditionNode>([
            { ALT: () => this.SUBRULE(this.controlsMoreOrFewer, { ARGS: [start, null] }) },
            {
              ALT: () => {
                const what = this.SUBRULE(this.selection);
                return this.ACTION(() => ({ kind: "controls" as const, who: null, what, span: this.spanFrom(start) }));
              },
            },
          ]);
        },
      },
      {
        // «Este personaje obtiene +2 de Ataque mientras tenga una Reliquia (equipada)»: said of
        // the topic, this card unless a sentence named another before («Haz 1 de daño a un
        // personaje. Si tiene una Reliquia equipada, …»); the singular verb: «tengan» would be
        // about each card of a group.
        GATE: () => this.nextIs(2, T.Un) && this.nextIs(3, T.Reliquia) && SINGULAR_HAS.has(normalizeWord(this.LA(1).image)),
        ALT: () => {
          this.consume(130, T.Tiene);
          this.consume(131, T.Un);
          this.consume(132, T.Reliquia);
          this.option(130, () => this.consume(133, T.Equipado));
          return this.ACTION(() => isOnly({ kind: "previous", plural: false, span: this.spanFrom(start) }, { kind: "hasRelic", has: true }, this.spanFrom(start)));
        },
      },
      {
        // «Los personajes que controlas obtienen +0/+1 mientras bloquean», «mientras participe en
        // una Incursión»: of the sentence's subject (assemble), as a verb without subject is.
        GATE: () => this.nextIs(1, T.Bloquea, T.Ataca, T.Participa) || (this.nextIs(1, T.Esta) && this.nextIs(2, T.Bloquea, T.Ataca)),
        ALT: () => {
          this.option(166, () => this.consume(166, T.Esta));
          const filter = this.subrule(166, this.combatState);
          return this.ACTION(() => isOnly({ kind: "previous", plural: false, span: this.spanFrom(start) }, filter, this.spanFrom(start)));
        },
      },
      {
        // «Si está girado, …», «Mientras esté enderezado, …»: of the topic, as «Si tiene una Reliquia».
        GATE: () => this.nextIs(1, T.Esta) && this.nextIs(2, T.Girado, T.Enderezado),
        ALT: () => {
          this.consume(167, T.Esta);
          const turned = this.or(167, [{ ALT: () => { this.consume(167, T.Girado); return true; } }, { ALT: () => { this.consume(167, T.Enderezado); return false; } }]);
          return this.ACTION(() => isOnly({ kind: "previous", plural: false, span: this.spanFrom(start) }, { kind: "turned", turned }, this.spanFrom(start)));
        },
      },
      {
        // «Mientras esté equipada, el portador tiene Imbatible.» on a Reliquia: said of this card.
        GATE: () => this.nextIs(1, T.Esta) && this.nextIs(2, T.Equipado),
        ALT: () => {
          this.consume(135, T.Esta);
          this.consume(135, T.Equipado);
          return this.ACTION(() => isOnly(self(this.spanFrom(start)), { kind: "equipped", equipped: true }, this.spanFrom(start)));
        },
      },
      {
        // «Mientras no tenga portador, …», «Mientras no esté equipada, …» on a Reliquia: said of this card.
        GATE: () => this.nextIs(1, T.No) && ((this.nextIs(2, T.Tiene) && this.nextIs(3, T.Portador)) || (this.nextIs(2, T.Esta) && this.nextIs(3, T.Equipado))),
        ALT: () => {
          this.consume(139, T.No);
          this.or(139, [{ ALT: () => { this.consume(139, T.Tiene); this.consume(139, T.Portador); } }, { ALT: () => { this.consume(140, T.Esta); this.consume(140, T.Equipado); } }]);
          return this.ACTION(() => isOnly(self(this.spanFrom(start)), { kind: "equipped", equipped: false }, this.spanFrom(start)));
        },
      },
      { ALT: () => { this.CONSUME(T.Tiene); return this.SUBRULE(this.cardsInHand, { ARGS: [start, null] }); } },
      {
        // «es tu turno», «es el turno de tu oponente».
        GATE: () => this.nextIs(2, T.Tu, T.El) && (this.nextIs(3, T.Turno, T.PhaseName) || this.nextIs(2, T.El)),
        ALT: () => {
          this.CONSUME2(T.Es);
          return this.SUBRULE(this.whoseTurn, { ARGS: [start] });
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Hay);
          const what = this.SUBRULE1(this.selection);
          return this.ACTION(() => {
            const span = this.spanFrom(start);
            // «hay diez o más Versos en tu cementerio»: the zone is the selection's own filter.
            if (what.kind !== "cards") return { kind: "cardsIn" as const, who: null, anyone: true as const, zone: "juego" as const, compare: { op: "ge" as const, value: 1 }, noun: "carta" as const, filters: [], span };
            const zoneFilter = what.filters.find((f) => f.kind === "zone");
            const zone = zoneFilter?.kind === "zone" && zoneFilter.zone !== "cadena" ? zoneFilter.zone : "juego";
            const who: SelectionNode | null = zoneFilter?.kind === "zone" && zoneFilter.side === "opponent" ? { kind: "player", who: "opponent", span } : null;
            const q = what.quantifier;
            const compare: Comparison = q.kind === "atLeast" ? { op: "ge", value: q.n } : q.kind === "atMost" ? { op: "le", value: q.n } : q.kind === "exactly" ? { op: "eq", value: q.n } : { op: "ge", value: 1 };
            const filters = what.filters.filter((f) => f !== zoneFilter);
            // «hay dos o más personajes en juego»: no side named, so both players' cards count.
            if (zone === "juego" && (zoneFilter?.kind !== "zone" || zoneFilter.side === undefined)) return { kind: "cardsIn" as const, who, anyone: true as const, zone, compare, noun: what.noun, filters, span };
            return { kind: "cardsIn" as const, who, zone, compare, noun: what.noun, filters, span };
          });
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Es);
          this.CONSUME(T.Un);
          const noun = this.CONSUME(T.Noun);
          const filters = this.SUBRULE(this.filters);
          return this.ACTION(() => ({
            kind: "is" as const,
            what: { kind: "previous" as const, plural: false, pronoun: true, span: this.spanFrom(start) },
            noun: nounOf(noun),
            filters,
            span: this.spanFrom(start),
          }));
        },
      },
      {
        // «Si es de Orden, …»: the card just named is of that faction.
        ALT: () => {
          this.consume(170, T.Es);
          this.consume(170, T.De);
          const faction = this.consume(170, T.FactionName);
          return this.ACTION(() => isOnly({ kind: "previous", plural: false, pronoun: true, span: this.spanFrom(start) }, { kind: "faction", faction: canon(faction) }, this.spanFrom(start)));
        },
      },
      {
        // «Si es destruido, …», «Si muere, …»: of the card just named.
        ALT: () => {
          this.SUBRULE(this.destroyedVerb);
          return this.ACTION(() => ({ kind: "destroyed" as const, what: { kind: "previous" as const, plural: false, pronoun: true, span: this.spanFrom(start) }, span: this.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          const who = this.SUBRULE2(this.selection);
          return this.SUBRULE(this.afterSubject, { ARGS: [start, who] });
        },
      },
    ]);
  });

  /** «tu turno», «el turno de tu oponente». */
  whoseTurn = this.RULE("whoseTurn", (start: number): ConditionNode => {
    return this.OR<ConditionNode>([
      { ALT: () => { this.CONSUME(T.Tu); this.CONSUME(T.Turno); return this.ACTION(() => ({ kind: "turnOf" as const, whose: "you" as const, span: this.spanFrom(start) })); } },
      {
        // «durante tu Mediodía», «si es tu Anochecer»: that phase of your turn.
        ALT: () => {
          this.consume(200, T.Tu);
          const phase = this.consume(200, T.PhaseName);
          return this.ACTION(() => ({ kind: "turnOf" as const, whose: "you" as const, phase: canon(phase), span: this.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.El);
          this.CONSUME1(T.Turno);
          this.CONSUME(T.De);
          this.CONSUME1(T.Tu);
          this.CONSUME(T.Oponente);
          return this.ACTION(() => ({ kind: "turnOf" as const, whose: "opponent" as const, span: this.spanFrom(start) }));
        },
      },
    ]);
  });

  /** What a condition says of its subject. */
  private afterSubject = this.RULE("afterSubject", (start: number, who: SelectionNode): ConditionNode => {
    return this.OR<ConditionNode>([
      {
        // «Si tu oponente no controla Reliquias»: not even one; «… no tiene cartas en la mano»: none there.
        ALT: () => {
          this.CONSUME5(T.No);
          return this.or<ConditionNode>(163, [
            {
              ALT: () => {
                this.CONSUME5(T.Controla);
                const what = this.SUBRULE5(this.selection);
                return this.ACTION((): ConditionNode => ({ kind: "not", condition: { kind: "controls", who, what, span: this.spanFrom(start) }, span: this.spanFrom(start) }));
              },
            },
            {
              // «Mientras este personaje no tenga una Reliquia equipada», «… no tiene Reliquias equipadas».
              GATE: () => this.nextIs(2, T.Reliquia) || (this.nextIs(2, T.Un) && this.nextIs(3, T.Reliquia)),
              ALT: () => {
                this.consume(166, T.Tiene);
                this.option(166, () => this.consume(166, T.Un));
                this.consume(166, T.Reliquia);
                this.option(167, () => this.consume(167, T.Equipado));
                return this.ACTION((): ConditionNode => ({ kind: "not", condition: isOnly(who, { kind: "hasRelic", has: true }, this.spanFrom(start)), span: this.spanFrom(start) }));
              },
            },
            {
              ALT: () => {
                this.consume(163, T.Tiene);
                this.consume(163, T.Carta);
                this.consume(163, T.En);
                this.or(164, [{ ALT: () => this.consume(164, T.Su) }, { ALT: () => this.consume(164, T.El) }, { ALT: () => this.consume(165, T.Tu) }]);
                const zone = this.subrule(163, this.zoneName);
                return this.ACTION((): ConditionNode => ({
                  kind: "not",
                  condition: { kind: "cardsIn", who, zone, compare: { op: "ge", value: 1 }, noun: "carta", filters: [], span: this.spanFrom(start) },
                  span: this.spanFrom(start),
                }));
              },
            },
          ]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Controla);
          return this.OR7<ConditionNode>([
            { ALT: () => this.SUBRULE(this.controlsMoreOrFewer, { ARGS: [start, who] }) },
            {
              ALT: () => {
                const what = this.SUBRULE(this.selection);
                return this.ACTION(() => ({ kind: "controls" as const, who, what, span: this.spanFrom(start) }));
              },
            },
          ]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Tiene);
          return this.OR1<ConditionNode>([
            {
              ALT: () => {
                const compare = this.SUBRULE(this.comparison);
                return this.OR2<ConditionNode>([
                  {
                    // «tiene 10 o menos (puntos) de vida».
                    ALT: () => {
                      this.option(169, () => this.consume(169, T.Puntos));
                      this.CONSUME(T.De);
                      this.CONSUME(T.Vida);
                      const life = this.SUBRULE(this.trailingComparison, { ARGS: [compare] });
                      // «Mientras este personaje tenga 3 o más de vida»: a character's Vida, not a Santuario's.
                      return this.ACTION(() => (isCharacter(who) ? isOnly(who, { kind: "stat", stat: "vida", compare: life }, this.spanFrom(start)) : { kind: "sanctuaryLife" as const, who, compare: life, span: this.spanFrom(start) }));
                    },
                  },
                  {
                    // «Mientras el portador tenga 5 o más de Ataque».
                    ALT: () => {
                      this.consume(253, T.De);
                      this.consume(253, T.Ataque);
                      return this.ACTION(() => isOnly(who, { kind: "stat", stat: "ataque", compare }, this.spanFrom(start)));
                    },
                  },
                  {
                    // «Mientras este personaje tenga dos o más Reliquias equipadas».
                    ALT: () => {
                      this.consume(168, T.Reliquia);
                      this.option(168, () => this.consume(168, T.Equipado));
                      return this.ACTION(() => isOnly(who, { kind: "relicCount", compare }, this.spanFrom(start)));
                    },
                  },
                  { ALT: () => this.SUBRULE(this.cardsInRest, { ARGS: [start, who, compare] }) },
                ]);
              },
            },
            {
              ALT: () => {
                this.CONSUME1(T.Vida);
                const compare = this.SUBRULE1(this.comparison);
                return this.ACTION(() => ({ kind: "sanctuaryLife" as const, who, compare, span: this.spanFrom(start) }));
              },
            },
            {
              ALT: () => {
                const op = this.OR3([
                  { ALT: () => { this.CONSUME(T.Menos); return "lt" as const; } },
                  { ALT: () => { this.CONSUME(T.Mas); return "gt" as const; } },
                ]);
                this.CONSUME2(T.Vida);
                this.CONSUME(T.Que);
                this.OR4([
                  { ALT: () => { this.CONSUME(T.El); this.CONSUME1(T.De); this.CONSUME(T.Tu); this.CONSUME(T.Oponente); } },
                  { ALT: () => { this.CONSUME1(T.El); this.CONSUME(T.Santuario); this.CONSUME2(T.De); this.CONSUME1(T.Tu); this.CONSUME1(T.Oponente); } },
                  // «el Santuario de tu oponente tiene más vida que el tuyo»: compared with yours.
                  { ALT: () => { this.consume(120, T.El); this.consume(121, T.Tuyo); } },
                ]);
                return this.ACTION(() => ({ kind: "sanctuaryLifeVs" as const, who, op, span: this.spanFrom(start) }));
              },
            },
            {
              ALT: () => {
                this.CONSUME(T.Un);
                this.CONSUME(T.Reliquia);
                this.option(134, () => this.consume(134, T.Equipado));
                return this.ACTION(() => isOnly(who, { kind: "hasRelic", has: true }, this.spanFrom(start)));
              },
            },
          ]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Esta);
          // «Mientras esta Reliquia esté en juego sin portador»: in play is where it is anyway.
          // «Mientras el portador esté en duelo»: the blocked attacker or a blocker, as «participe en un duelo» (Reglamento 19, ruling R134).
          const inDuel =
            this.option(148, () => {
              this.consume(148, T.En);
              return this.or(148, [
                { ALT: () => { this.consume(148, T.Juego); return false; } },
                { ALT: () => { this.option(150, () => this.consume(150, T.Un)); this.consume(150, T.Duelo); return true; } },
              ]);
            }) === true;
          const state = this.or(151, [
            {
              ALT: () =>
                this.OR5([
                  { ALT: () => { this.consume(149, T.Sin); return this.consume(149, T.Portador); } },
                  { ALT: () => this.CONSUME(T.Enderezado) },
                  { ALT: () => this.CONSUME(T.Girado) },
                  { ALT: () => this.CONSUME(T.Equipado) },
                  { ALT: () => this.CONSUME(T.Ataca) },
                  { ALT: () => this.CONSUME(T.Bloquea) },
                ]),
            },
            { GATE: () => inDuel, ALT: () => undefined },
          ]);
          return this.ACTION(() => {
            if (state === undefined) return isOnly(who, { kind: "inDuel", it: false }, this.spanFrom(start));
            // «Mientras esta Reliquia esté equipada»: it has a bearer (Reglamento 21); «esté atacando»: the attacker of the Incursión.
            const filter: FilterBody =
              state.tokenType === T.Equipado || state.tokenType === T.Portador
                ? { kind: "equipped", equipped: state.tokenType === T.Equipado }
                : state.tokenType === T.Ataca
                  ? { kind: "incursion", role: "attacking" }
                  : state.tokenType === T.Bloquea
                    ? { kind: "blocking", it: false }
                    : { kind: "turned", turned: state.tokenType === T.Girado };
            return isOnly(who, filter, this.spanFrom(start));
          });
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Es);
          this.CONSUME1(T.Un);
          const noun = this.CONSUME(T.Noun);
          const filters = this.SUBRULE(this.filters);
          return this.ACTION(() => ({ kind: "is" as const, what: who, noun: nounOf(noun), filters, span: this.spanFrom(start) }));
        },
      },
      {
        // «Si el portador es de Instinto»: «es un personaje de Instinto» of whatever card it is.
        ALT: () => {
          this.consume(146, T.Es);
          this.consume(146, T.De);
          const faction = this.consume(146, T.FactionName);
          return this.ACTION(() => isOnly(who, { kind: "faction", faction: canon(faction) }, this.spanFrom(start)));
        },
      },
      {
        // «Si esta Reliquia no tiene portador»: it is «sin portador» (Reglamento 21).
        ALT: () => {
          this.consume(147, T.No);
          this.consume(147, T.Tiene);
          this.consume(147, T.Portador);
          return this.ACTION(() => isOnly(who, { kind: "equipped", equipped: false }, this.spanFrom(start)));
        },
      },
      {
        // «Si ese personaje es destruido (de esta forma)», «si muere»: after the step that may destroy it.
        ALT: () => {
          this.SUBRULE1(this.destroyedVerb);
          return this.ACTION(() => ({ kind: "destroyed" as const, what: who, span: this.spanFrom(start) }));
        },
      },
      {
        // «Mientras el portador participe en una Incursión», «si este personaje bloquea»; «si
        // este personaje atacó (este turno)» is what it did (deedPredicate).
        GATE: () => !this.attackedNext(),
        IGNORE_AMBIGUITIES: true,
        ALT: () => {
          const filter = this.subrule(167, this.combatState);
          return this.ACTION(() => isOnly(who, filter, this.spanFrom(start)));
        },
      },
      {
        // «si este personaje no activó su Embate este turno», «si tu oponente jugó un Verso este turno».
        ALT: () => {
          const negated = this.OPTION(() => this.CONSUME(T.No)) !== undefined;
          const condition = this.SUBRULE1(this.deedPredicate, { ARGS: [start, who] });
          return this.ACTION(() => (negated ? negate(condition) : condition));
        },
      },
    ]);
  });

  /** «atacaste», «atacó», «ha atacado»: the past, a deed, not «ataca» (is attacking). */
  private attackedNext(): boolean {
    let k = 1;
    while (this.nextIs(k, T.No, T.Ya, T.Ha, T.Hay)) k++;
    // «ataco» is «atacó» without its accent; «atacando» is what it is doing.
    return this.nextIs(k, T.Ataca) && /(aste|ó|o|ado)$/i.test(this.LA(k).image) && !/ando$/i.test(this.LA(k).image);
  }

  /**
   * What a player (`who`, null: you) or a card did this turn: «ya activaste un Embate»,
   * «has jugado dos o más Versos», «descartaste una carta», «robaste cartas», «(el personaje)
   * activó su Embate», «(un personaje que controlabas) fue destruido», then «este turno».
   */
  private deedPredicate = this.RULE("deedPredicate", (start: number, who: SelectionNode | null): ConditionNode => {
    this.OPTION(() => this.CONSUME(T.Ya));
    // «has jugado», «hayas jugado», «tu oponente haya jugado» («haya» is also «Mientras haya …»).
    this.OPTION1(() => this.OR3([{ ALT: () => this.CONSUME(T.Ha) }, { ALT: () => this.CONSUME(T.Hay) }]));
    const node = this.OR<ConditionNode>([
      {
        // «si no atacaste este turno», «si este personaje atacó este turno»: attacking is activating
        // an Embate (Reglamento 19: «Se llama Incursión a todo el proceso que comienza cuando un
        // jugador activa el Embate de un personaje»).
        GATE: () => this.attackedNext(),
        ALT: () => {
          this.consume(245, T.Ataca);
          return this.ACTION(() => activatedTrait(who, "Embate", this.spanFrom(start)));
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Activa);
          return this.OR1<ConditionNode>([
            {
              ALT: () => {
                this.CONSUME(T.Su);
                const trait = this.CONSUME(T.TraitName);
                return this.ACTION(() => ({ kind: "activated" as const, what: who ?? self(this.spanFrom(start)), trait: canon(trait), span: this.spanFrom(start) }));
              },
            },
            {
              // «si el portador activó Embate», «si activaste Embate»: its own, of a card; any, of a player.
              ALT: () => {
                const trait = this.CONSUME2(T.TraitName);
                return this.ACTION(() => activatedTrait(who, canon(trait), this.spanFrom(start)));
              },
            },
            {
              ALT: () => {
                const count = this.SUBRULE(this.deedCount);
                const trait = this.CONSUME1(T.TraitName);
                return this.ACTION(() => ({ kind: "happened" as const, who, deed: "activated" as const, trait: canon(trait), what: null, ...count, span: this.spanFrom(start) }));
              },
            },
          ]);
        },
      },
      {
        ALT: () => {
          const verb = this.OR2([{ ALT: () => this.CONSUME(T.Juega) }, { ALT: () => this.CONSUME(T.Descarta) }, { ALT: () => this.CONSUME(T.Roba) }]);
          const from = this.begin();
          const count = this.SUBRULE1(this.deedCount);
          const noun = this.CONSUME(T.Noun);
          const filters = this.SUBRULE(this.filters);
          return this.ACTION(() => {
            const deed = verb.tokenType === T.Juega ? ("played" as const) : verb.tokenType === T.Descarta ? ("discarded" as const) : ("drew" as const);
            const what: SelectionNode = { kind: "cards", quantifier: { kind: "all" }, other: count.other, yours: false, noun: nounOf(noun), filters, span: this.spanFrom(from) };
            return { kind: "happened" as const, who, deed, trait: null, what, compare: count.compare, none: count.none, span: this.spanFrom(start) };
          });
        },
      },
      {
        // «(un personaje que controlabas) fue destruido», «ha sido destruido».
        ALT: () => {
          this.CONSUME(T.Fue);
          this.CONSUME(T.Destruido);
          return this.ACTION(() => {
            if (who !== null && who.kind === "cards") {
              const q = who.quantifier;
              const compare: Comparison = q.kind === "atLeast" || q.kind === "exactly" ? { op: "ge", value: q.n } : { op: "ge", value: 1 };
              return { kind: "happened" as const, who: null, deed: "destroyed" as const, trait: null, what: who, compare, none: false, span: this.spanFrom(start) };
            }
            // «Si ese personaje fue destruido»: the card just named, as «es destruido» says it.
            return { kind: "destroyed" as const, what: who ?? { kind: "previous" as const, plural: false, pronoun: true, span: this.spanFrom(start) }, span: this.spanFrom(start) };
          });
        },
      },
    ]);
    this.OPTION2(() => { this.CONSUME(T.Este); this.CONSUME(T.Turno); });
    return node;
  });

  /** How many, before what a deed counts: «un», «ningún», «otro», «dos o más», «2»; nothing before a plural («robaste cartas»). */
  private deedCount = this.RULE("deedCount", (): { compare: Comparison; none: boolean; other: boolean } => {
    return this.OR([
      { ALT: () => { this.CONSUME(T.Un); return { compare: { op: "ge" as const, value: 1 }, none: false, other: false }; } },
      { ALT: () => { this.CONSUME(T.Otro); return { compare: { op: "ge" as const, value: 1 }, none: false, other: true }; } },
      { ALT: () => { this.CONSUME(T.Ninguno); return { compare: { op: "ge" as const, value: 1 }, none: true, other: false }; } },
      {
        ALT: () => {
          const c = this.SUBRULE(this.comparison);
          // «si jugaste dos Versos este turno»: at least that many.
          return this.ACTION(() => ({ compare: c.op === "eq" ? { op: "ge" as const, value: c.value } : c, none: false, other: false }));
        },
      },
      { ALT: () => ({ compare: { op: "ge" as const, value: 1 }, none: false, other: false }) },
    ]);
  });

  /** «bloquea», «ataca», «participa en una Incursión»: what a card is doing in the Incursión in progress (Reglamento 19). */
  private combatState = this.RULE("combatState", (): FilterBody => {
    return this.OR<FilterBody>([
      { ALT: () => { this.CONSUME(T.Bloquea); return { kind: "blocking" as const, it: false }; } },
      { ALT: () => { this.CONSUME(T.Ataca); return { kind: "incursion" as const, role: "attacking" as const }; } },
      { ALT: () => this.SUBRULE(this.takesPart) },
    ]);
  });

  /** «es destruido (de esta forma)», «muere». */
  private destroyedVerb = this.RULE("destroyedVerb", (): void => {
    this.OR([
      { ALT: () => { this.CONSUME(T.Es); this.CONSUME(T.Destruido); } },
      { ALT: () => this.CONSUME(T.Muere) },
    ]);
    this.OPTION(() => {
      this.CONSUME(T.De);
      this.CONSUME(T.Este);
      this.CONSUME(T.Forma);
    });
  });

  /** «2 cartas o menos en la mano», «2 o menos cartas en tu mano», «menos cartas en la mano que tu oponente», after «tienes». */
  private cardsInHand = this.RULE("cardsInHand", (start: number, who: SelectionNode | null): ConditionNode => {
    return this.OR<ConditionNode>([
      {
        ALT: () => {
          const compare = this.SUBRULE(this.comparison);
          return this.SUBRULE(this.cardsInRest, { ARGS: [start, who, compare] });
        },
      },
      {
        ALT: () => {
          const op = this.SUBRULE(this.fewerOrMore);
          this.CONSUME(T.Carta);
          this.CONSUME(T.En);
          this.OR1([{ ALT: () => this.CONSUME(T.Tu) }, { ALT: () => this.CONSUME(T.El) }, { ALT: () => this.CONSUME(T.Su) }]);
          const zone = this.SUBRULE(this.zoneName);
          this.SUBRULE(this.thanTheOther);
          return this.ACTION(() => ({ kind: "cardsInVs" as const, who, zone, op, noun: "carta" as const, filters: [], span: this.spanFrom(start) }));
        },
      },
    ]);
  });

  /** «menos», «más» before a comparison with the other player. */
  private fewerOrMore = this.RULE("fewerOrMore", (): "lt" | "gt" => {
    return this.OR([
      { ALT: () => { this.CONSUME(T.Menos); return "lt" as const; } },
      { ALT: () => { this.CONSUME(T.Mas); return "gt" as const; } },
    ]);
  });

  /** «que tu oponente», «que tú»: the other player of the comparison. */
  private thanTheOther = this.RULE("thanTheOther", (): void => {
    this.CONSUME(T.Que);
    this.CONSUME(T.Tu);
    this.OPTION(() => this.CONSUME(T.Oponente));
  });

  /** «controlas más personajes que tu oponente», after «controla». */
  private controlsMoreOrFewer = this.RULE("controlsMoreOrFewer", (start: number, who: SelectionNode | null): ConditionNode => {
    const op = this.SUBRULE(this.fewerOrMore);
    const noun = this.CONSUME(T.Noun);
    const filters = this.SUBRULE(this.filters, { ARGS: [{ beforeThan: true }] });
    this.SUBRULE(this.thanTheOther);
    return this.ACTION(() => ({ kind: "cardsInVs" as const, who, zone: "juego" as const, op, noun: nounOf(noun), filters, span: this.spanFrom(start) }));
  });

  private cardsInRest = this.RULE("cardsInRest", (start: number, who: SelectionNode | null, before: Comparison): ConditionNode => {
    this.CONSUME(T.Carta);
    const after = this.OPTION(() => {
      this.CONSUME(T.O);
      return this.OR([
        { ALT: () => { this.CONSUME(T.Mas); return "ge" as const; } },
        { ALT: () => { this.CONSUME(T.Menos); return "le" as const; } },
      ]);
    });
    this.CONSUME(T.En);
    this.OR1([{ ALT: () => this.CONSUME(T.Tu) }, { ALT: () => this.CONSUME(T.El) }, { ALT: () => this.CONSUME(T.Su) }]);
    const zone = this.SUBRULE(this.zoneName);
    return this.ACTION(() => ({
      kind: "cardsIn" as const,
      who,
      zone,
      compare: after !== undefined ? { op: after, value: before.value } : before,
      noun: "carta" as const,
      filters: [],
      span: this.spanFrom(start),
    }));
  });

  zoneName = this.RULE("zoneName", (): Zone => {
    return this.OR([
      { ALT: () => { this.CONSUME(T.Mano); return "mano" as const; } },
      { ALT: () => { this.CONSUME(T.Cementerio); return "cementerio" as const; } },
      { ALT: () => { this.CONSUME(T.Baraja); return "baraja" as const; } },
    ]);
  });
}

export function numberToken(token: IToken): number {
  return numberOf(token);
}
