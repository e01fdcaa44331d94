// Trigger heads: «Al entrar en juego», «Al comienzo del Amanecer de tu oponente»,
// «Al final de tu Mediodía», «Cuando / Cada vez que / La primera vez en cada turno que»
// + an event: «este personaje entre en juego», «un personaje que controles sea
// destruido», «tu oponente juegue un Verso», «equipes una Reliquia a este personaje»,
// «consumas esta Escencia para pagar el coste de un Verso».
import type { IToken } from "chevrotain";
import { T } from "../../vocabulary/tokens.js";
import type { Comparison, ConditionNode, EventNode, SelectionNode, TriggerNode } from "../ast.js";
import { canon, isYou, nounOf, numberOf, tokenSpan } from "./base.js";
import { ConditionRules } from "./conditions.js";

/** The player of a verb without subject: «juegues» is you. */
function destroyedEvent(subject: SelectionNode, inDuel: true | undefined): EventNode {
  return inDuel === true ? { kind: "destroyed", subject, inDuel } : { kind: "destroyed", subject };
}

function you(token: IToken): SelectionNode {
  return { kind: "player", who: isYou(token) ? "you" : "opponent", span: tokenSpan(token) };
}

export abstract class EventRules extends ConditionRules {
  triggerHead = this.RULE("triggerHead", (): TriggerNode => {
    const start = this.begin();
    const made = (event: EventNode, firstEachTurn = false): TriggerNode =>
      firstEachTurn ? { event, firstEachTurn, span: this.spanFrom(start) } : { event, span: this.spanFrom(start) };
    return this.OR<TriggerNode>([
      {
        // «Esta Escencia entra en juego girada. Cuando lo haga, …»: when it enters play (ruling R139).
        GATE: () => this.nextIs(1, T.Cuando) && this.nextIs(2, T.Lo) && this.nextIs(3, T.Haz),
        ALT: () => {
          const cuando = this.consume(137, T.Cuando);
          this.consume(137, T.Lo);
          this.consume(137, T.Haz);
          return this.ACTION((): TriggerNode => ({ event: { kind: "entersPlay", subject: { kind: "self", noun: "carta", span: tokenSpan(cuando) } }, echo: true, span: this.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          const al = this.CONSUME(T.Al);
          const event = this.SUBRULE(this.alEvent, { ARGS: [al] });
          return this.ACTION(() => made(event));
        },
      },
      {
        ALT: () => {
          this.OR1([{ ALT: () => this.CONSUME(T.Cuando) }, { ALT: () => this.CONSUME(T.CadaVezQue) }]);
          const event = this.SUBRULE(this.event);
          // «Cuando este personaje bloquee o sea bloqueado»: another event of the same subject.
          const alternatives: EventNode[] = [];
          this.MANY(() => {
            this.CONSUME(T.O);
            const subject = this.ACTION(() => ("subject" in event ? (event.subject as SelectionNode) : null));
            alternatives.push(this.SUBRULE(this.eventVerb, { ARGS: [subject] }));
          });
          // «Cuando … durante el turno de tu oponente, …», «… durante tu Mediodía, …».
          const during = this.option(136, {
            MAX_LOOKAHEAD: 1,
            GATE: () => this.nextIs(1, T.Durante) && this.nextIs(2, T.Tu, T.El),
            DEF: () => {
              const at = this.begin();
              this.consume(136, T.Durante);
              return this.subrule(136, this.whoseTurn, { ARGS: [at] });
            },
          });
          return this.ACTION(() => {
            const trigger = made(event);
            if (alternatives.length > 0) trigger.alternatives = alternatives;
            if (during !== undefined) trigger.during = during;
            return trigger;
          });
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.PrimeraVez);
          const event = this.SUBRULE1(this.event);
          return this.ACTION(() => made(event, true));
        },
      },
      {
        // «La primera vez en cada uno de tus turnos que …»: once a turn, in your turns (ruling R180).
        ALT: () => {
          const head = this.consume(148, T.PrimeraVezTuTurno);
          const event = this.subrule(148, this.event);
          return this.ACTION(() => ({ ...made(event, true), during: { kind: "turnOf" as const, whose: "you" as const, span: tokenSpan(head) } }));
        },
      },
      {
        // «La primera vez que este personaje active su Embate en cada turno, …»: the turn after the event.
        ALT: () => {
          this.consume(149, T.PrimeraVezQue);
          const event = this.subrule(149, this.event);
          const during = this.subrule(149, this.eachTurn);
          return this.ACTION(() => (during === null ? made(event, true) : { ...made(event, true), during }));
        },
      },
      {
        // «Si consumes esta Escencia para jugar un personaje, …»: when it is consumed for one (Reglamento 12).
        GATE: () => this.nextIs(1, T.Si) && (this.nextIs(2, T.Consume) || this.nextIs(3, T.Consume) || (this.nextIs(2, T.Paga) && this.nextIs(3, T.Con))),
        ALT: () => {
          this.consume(135, T.Si);
          const event = this.subrule(135, this.consumedEvent);
          return this.ACTION(() => made(event));
        },
      },
    ]);
  });

  /**
   * «cada turno», «en cada turno» (null: any turn); «en cada uno de tus turnos», «durante tu
   * turno»: the turns a «la primera vez …» counts in.
   */
  protected eachTurn = this.RULE("eachTurn", (): ConditionNode | null => {
    const start = this.begin();
    const yours = (): ConditionNode => ({ kind: "turnOf", whose: "you", span: this.spanFrom(start) });
    return this.or<ConditionNode | null>(150, [
      { ALT: () => { this.consume(150, T.Cada); this.consume(150, T.Turno); return null; } },
      {
        ALT: () => {
          this.or(151, [{ ALT: () => this.consume(151, T.En) }, { ALT: () => this.consume(151, T.Durante) }]);
          return this.or<ConditionNode | null>(153, [
            {
              ALT: () => {
                this.consume(153, T.Cada);
                return this.or<ConditionNode | null>(154, [
                  { ALT: () => { this.consume(154, T.Turno); return null; } },
                  { ALT: () => { this.consume(156, T.Un); this.consume(156, T.De); this.consume(156, T.Tu); this.consume(156, T.Turno); return this.ACTION(yours); } },
                ]);
              },
            },
            { ALT: () => { this.consume(157, T.Tu); this.consume(157, T.Turno); return this.ACTION(yours); } },
          ]);
        },
      },
    ]);
  });

  /** «por un solo personaje», «por un único personaje», «por dos o más personajes», «por más de un personaje». */
  private blockerCount = this.RULE("blockerCount", (): Comparison => {
    this.CONSUME(T.Por);
    const compare = this.OR([
      {
        GATE: () => this.nextIs(1, T.Un) && this.nextIs(2, T.Solo),
        ALT: () => {
          this.CONSUME(T.Un);
          this.CONSUME(T.Solo);
          return { op: "eq" as const, value: 1 };
        },
      },
      { ALT: () => this.SUBRULE(this.comparison) },
    ]);
    this.CONSUME(T.Noun);
    return compare;
  });

  /** «tu zona de Escencia»: where an Escencia in play is (Reglamento 9). */
  protected yourEssenceZone = this.RULE("yourEssenceZone", (): void => {
    this.CONSUME(T.Tu);
    this.CONSUME(T.Zona);
    this.CONSUME(T.De);
    this.CONSUME(T.Escencia);
  });

  /** «consumas esta Escencia para pagar el coste de …», «la consumas para jugar …» (Reglamento 12). */
  private consumedEvent = this.RULE("consumedEvent", (): EventNode => {
    return this.or<EventNode>(177, [
      {
        // «Si pagas con esta Escencia el coste de un personaje, …»: consumed for it (Reglamento 12).
        ALT: () => {
          this.consume(177, T.Paga);
          this.consume(177, T.Con);
          const subject = this.subrule(177, this.selection);
          this.consume(177, T.El);
          this.consume(177, T.Coste);
          this.consume(177, T.De);
          const paysFor = this.subrule(180, this.selection);
          return { kind: "consumed" as const, subject, paysFor };
        },
      },
      { ALT: () => this.subrule(177, this.consumingEvent) },
    ]);
  });

  private consumingEvent = this.RULE("consumingEvent", (): EventNode => {
    const pronoun = this.OPTION(() => this.OR1([{ ALT: () => this.CONSUME(T.El) }, { ALT: () => this.CONSUME(T.Lo) }]));
    this.CONSUME(T.Consume);
    const subject = this.OPTION1(() => this.SUBRULE2(this.selection));
    // «Cuando consumas esta Escencia, …»: whatever it pays for (Reglamento 12: it is consumed only to pay).
    const paysFor = this.OPTION3(() => {
      this.CONSUME(T.Para);
      // «para jugar un Verso»: what it pays for is the card played (Reglamento 12).
      this.or(152, [
        {
          ALT: () => {
            this.CONSUME(T.Paga);
            // «para pagar un Verso»: its cost, as «el coste de un Verso».
            this.OPTION2(() => { this.CONSUME1(T.El); this.CONSUME(T.Coste); this.CONSUME(T.De); });
          },
        },
        { ALT: () => this.consume(152, T.Juega) },
      ]);
      return this.SUBRULE3(this.selection);
    });
    return this.ACTION(() => {
      const self = subject ?? { kind: "self" as const, noun: "Escencia" as const, span: pronoun ? tokenSpan(pronoun) : this.spanFrom(this.LA(0).startOffset) };
      return paysFor === undefined ? { kind: "consumed" as const, subject: self } : { kind: "consumed" as const, subject: self, paysFor };
    });
  });

  /** After «Al»: an infinitive about this card, or the start or end of a phase. */
  private alEvent = this.RULE("alEvent", (al: IToken): EventNode => {
    const self = (): SelectionNode => ({ kind: "self", noun: "carta", unwritten: true, span: tokenSpan(al) });
    return this.OR<EventNode>([
      {
        ALT: () => {
          this.SUBRULE(this.entersPlay);
          // «Al entrar en juego esta Escencia, …»: the card named after the verb.
          const named = this.option(176, () => {
            this.consume(176, T.Este);
            const noun = this.consume(176, T.Noun);
            return this.ACTION((): SelectionNode => ({ kind: "self", noun: nounOf(noun), span: tokenSpan(noun) }));
          });
          return this.ACTION(() => ({ kind: "entersPlay" as const, subject: named ?? self() }));
        },
      },
      {
        // «Al agregar esta Escencia (a tu zona de Escencia), …»: when it enters play (Reglamento 12).
        ALT: () => {
          this.consume(181, T.Agrega);
          this.consume(181, T.Este);
          const noun = this.consume(181, T.Noun);
          this.option(181, () => {
            this.consume(182, T.A);
            this.subrule(182, this.yourEssenceZone);
          });
          return this.ACTION(() => ({ kind: "entersPlay" as const, subject: { kind: "self" as const, noun: nounOf(noun), span: tokenSpan(noun) } }));
        },
      },
      // «Al entrar, …»: into play, the only place a card enters.
      { GATE: () => this.nextIs(2, T.Comma), ALT: () => { this.consume(155, T.Entra); return this.ACTION(() => ({ kind: "entersPlay" as const, subject: self() })); } },
      { ALT: () => { this.SUBRULE(this.leavesPlay); return this.ACTION(() => ({ kind: "leavesPlay" as const, subject: self() })); } },
      {
        ALT: () => {
          this.CONSUME(T.Es);
          return this.OR1<EventNode>([
            { ALT: () => { this.CONSUME(T.Destruido); return this.ACTION(() => ({ kind: "destroyed" as const, subject: self() })); } },
            { ALT: () => { this.CONSUME(T.Bloqueado); return this.ACTION(() => ({ kind: "isBlocked" as const, subject: self() })); } },
          ]);
        },
      },
      {
        ALT: () => {
          this.consume(250, T.No);
          this.consume(250, T.Es);
          this.consume(250, T.Bloqueado);
          return this.ACTION(() => ({ kind: "notBlocked" as const, subject: self() }));
        },
      },
      { ALT: () => { this.CONSUME(T.Bloquea); return this.ACTION(() => ({ kind: "blocks" as const, subject: self() })); } },
      // «Al atacar»: when this character activates its Embate (Reglamento 19).
      { ALT: () => { this.CONSUME(T.Ataca); return this.ACTION(() => ({ kind: "activates" as const, subject: self(), trait: "Embate", attacking: true as const })); } },
      {
        ALT: () => {
          const moment = this.OR2([
            { ALT: () => { this.CONSUME(T.Comienzo); return "start" as const; } },
            { ALT: () => { this.CONSUME(T.Final); return "end" as const; } },
          ]);
          return this.SUBRULE(this.phaseRef, { ARGS: [moment] });
        },
      },
    ]);
  });

  /**
   * «… destrúyelo al final del turno.»: the moment printed after an effect, which can only
   * wait for it (a delayed effect); its next occurrence, whatever the words say.
   */
  protected trailingMoment = this.RULE("trailingMoment", (): TriggerNode => {
    const start = this.begin();
    this.CONSUME(T.Al);
    const moment = this.OR([
      { ALT: () => { this.CONSUME(T.Comienzo); return "start" as const; } },
      { ALT: () => { this.CONSUME(T.Final); return "end" as const; } },
    ]);
    const event = this.SUBRULE(this.phaseRef, { ARGS: [moment] });
    return this.ACTION(() => ({ event: event.kind === "phase" ? { ...event, next: true } : event, span: this.spanFrom(start) }));
  });

  /** «de tu Alba», «de cada Alba», «del Amanecer de tu oponente», «del próximo Anochecer», «del turno». */
  private phaseRef = this.RULE("phaseRef", (moment: "start" | "end"): EventNode => {
    return this.OR<EventNode>([
      {
        ALT: () => {
          this.CONSUME(T.De);
          return this.OR1<EventNode>([
            {
              ALT: () => {
                this.CONSUME(T.Tu);
                return this.or<EventNode>(70, [
                  {
                    // «Al comienzo de tu próximo Anochecer»: a delayed effect's moment, in your turn.
                    ALT: () => {
                      const next = this.option(75, () => this.consume(75, T.Proximo)) !== undefined;
                      const phase = this.CONSUME(T.PhaseName);
                      return this.ACTION(() => ({ kind: "phase" as const, moment, phase: canon(phase), whose: "you" as const, next }));
                    },
                  },
                  // «Al comienzo de tu turno»: its first phase, the Alba; «Al final de tu turno»: its last, the Anochecer.
                  { ALT: () => { this.consume(70, T.Turno); return { kind: "phase" as const, moment, phase: moment === "start" ? "Alba" : "Anochecer", whose: "you" as const, next: false }; } },
                ]);
              },
            },
            {
              ALT: () => {
                this.CONSUME(T.Cada);
                return this.or<EventNode>(74, [
                  {
                    ALT: () => {
                      const phase = this.CONSUME1(T.PhaseName);
                      return this.ACTION(() => ({ kind: "phase" as const, moment, phase: canon(phase), whose: "each" as const, next: false }));
                    },
                  },
                  // «Al final de cada turno»: every player's Anochecer; «Al comienzo de cada turno»: every Alba.
                  { ALT: () => { this.consume(74, T.Turno); return { kind: "phase" as const, moment, phase: moment === "start" ? "Alba" : "Anochecer", whose: "each" as const, next: false }; } },
                ]);
              },
            },
            {
              ALT: () => {
                this.CONSUME(T.El);
                return this.SUBRULE(this.phaseAfterArticle, { ARGS: [moment] });
              },
            },
          ]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Del);
          return this.OR2<EventNode>([
            {
              // «Al comienzo del turno (de tu oponente)»: its Alba; «Al final del turno»: its Anochecer.
              ALT: () => {
                this.CONSUME(T.Turno);
                const opponent = this.option(71, () => { this.consume(71, T.De); this.consume(72, T.Tu); this.consume(73, T.Oponente); return true; }) === true;
                return { kind: "phase" as const, moment, phase: moment === "start" ? "Alba" : "Anochecer", whose: opponent ? ("opponent" as const) : ("each" as const), next: false };
              },
            },
            { ALT: () => this.SUBRULE1(this.phaseAfterArticle, { ARGS: [moment] }) },
          ]);
        },
      },
    ]);
  });

  /** «próximo Anochecer», «Amanecer de tu oponente», «Alba». */
  private phaseAfterArticle = this.RULE("phaseAfterArticle", (moment: "start" | "end"): EventNode => {
    const next = this.OPTION(() => this.CONSUME(T.Proximo)) !== undefined;
    const phase = this.CONSUME(T.PhaseName);
    // «del Anochecer de tu oponente», «de cada jugador», «de cada turno»: whose phase; none is every player's.
    const whose = this.OPTION1(() => {
      this.CONSUME(T.De);
      return this.OR([
        { ALT: () => { this.CONSUME(T.Tu); this.CONSUME(T.Oponente); return "opponent" as const; } },
        { ALT: () => { this.CONSUME(T.Cada); this.OR1([{ ALT: () => this.CONSUME(T.Jugador) }, { ALT: () => this.CONSUME(T.Turno) }]); return "each" as const; } },
      ]);
    });
    return this.ACTION(() => ({ kind: "phase" as const, moment, phase: canon(phase), whose: whose ?? ("each" as const), next }));
  });

  private entersPlay = this.RULE("entersPlay", (): boolean => {
    this.OR([{ ALT: () => this.CONSUME(T.Entra) }, { ALT: () => this.CONSUME(T.Entre) }]);
    this.CONSUME(T.En);
    this.OR1([{ ALT: () => this.CONSUME(T.Juego) }, { ALT: () => { this.option(40, () => this.consume(40, T.El)); this.CONSUME(T.CampoDeBatalla); } }]);
    return this.OPTION(() => { this.CONSUME(T.Bajo); this.CONSUME(T.Tu); this.CONSUME(T.Control); return true; }) === true;
  });

  private leavesPlay = this.RULE("leavesPlay", (): void => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Sale);
          this.CONSUME(T.Del);
          this.OR1([{ ALT: () => this.CONSUME(T.Juego) }, { ALT: () => this.CONSUME(T.CampoDeBatalla) }]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Deja);
          this.CONSUME(T.El);
          this.OR2([{ ALT: () => this.CONSUME1(T.Juego) }, { ALT: () => this.CONSUME1(T.CampoDeBatalla) }]);
        },
      },
    ]);
  });

  /** The event after «Cuando» or «Cada vez que». */
  event = this.RULE("event", (): EventNode => {
    return this.OR<EventNode>([
      {
        ALT: () => {
          this.CONSUME(T.Equipa);
          const relic = this.SUBRULE1(this.selection);
          // «Cada vez que equipes una Reliquia»: to any character.
          const to = this.OPTION2(() => this.SUBRULE(this.recipient)) ?? null;
          return { kind: "equipped" as const, relic, to };
        },
      },
      {
        // «Cuando actives el Embate de este personaje»: its activation, by you.
        GATE: () => this.nextIs(2, T.El) && this.nextIs(3, T.TraitName),
        ALT: () => {
          this.consume(153, T.Activa);
          this.consume(153, T.El);
          const trait = this.consume(153, T.TraitName);
          this.consume(153, T.De);
          const subject = this.subrule(153, this.selection);
          return this.ACTION(() => ({ kind: "activates" as const, subject, trait: canon(trait) }));
        },
      },
      {
        // «Cada vez que se equipe una Reliquia a este personaje»: the passive of «equipes».
        ALT: () => {
          this.consume(150, T.Se);
          this.consume(150, T.Equipa);
          const relic = this.subrule(150, this.selection);
          const to = this.option(150, () => this.subrule(151, this.recipient)) ?? null;
          return { kind: "equipped" as const, relic, to };
        },
      },
      {
        // «Cuando el Embate de este personaje haga daño a un Santuario»: the damage of its Incursión
        // or its duel, not of its other traits (Reglamento 19).
        GATE: () => this.nextIs(1, T.El) && this.nextIs(2, T.TraitName) && canon(this.LA(2)) === "Embate" && this.nextIs(3, T.De),
        ALT: () => {
          this.consume(197, T.El);
          this.consume(197, T.TraitName);
          this.consume(197, T.De);
          const subject = this.subrule(197, this.selection);
          this.consume(198, T.Haz);
          this.consume(198, T.Dano);
          const to = this.subrule(198, this.recipient);
          return { kind: "dealsDamage" as const, subject, to, combat: true as const };
        },
      },
      {
        // «Cuando pongas esta Escencia en juego», «Cuando agregues esta Escencia (a tu zona de
        // Escencia)»: it enters play (Reglamento 12: «el jugador agrega 1 carta de Escencia a su zona»).
        GATE: () => this.nextIs(1, T.Pon, T.Agrega) && this.nextIs(2, T.Este),
        ALT: () => {
          const put = this.or(170, [{ ALT: () => { this.consume(170, T.Pon); return true; } }, { ALT: () => { this.consume(170, T.Agrega); return false; } }]);
          const subject = this.subrule(170, this.selection, { ARGS: [{ beforeDestination: true }] });
          this.or(171, [
            {
              GATE: () => put,
              ALT: () => {
                this.consume(171, T.En);
                this.or(172, [{ ALT: () => this.consume(172, T.Juego) }, { ALT: () => { this.option(172, () => this.consume(172, T.El)); this.consume(172, T.CampoDeBatalla); } }]);
              },
            },
            {
              GATE: () => !put,
              ALT: () =>
                this.option(173, () => {
                  this.consume(173, T.A);
                  this.subrule(173, this.yourEssenceZone);
                }),
            },
          ]);
          return { kind: "entersPlay" as const, subject };
        },
      },
      // «consumas esta Escencia para pagar …», «la consumas para pagar …».
      { ALT: () => this.SUBRULE(this.consumedEvent) },
      {
        // No subject: the card with the ability («Cuando entre en juego»), or you («Cada vez que juegues un Verso»).
        ALT: () => this.SUBRULE(this.eventVerb, { ARGS: [null] }),
      },
      {
        ALT: () => {
          const subject = this.SUBRULE4(this.selection);
          return this.SUBRULE1(this.eventVerb, { ARGS: [subject] });
        },
      },
    ]);
  });

  /** «en un duelo», «en duelo», «durante un duelo»: destroyed by the damage of a duel (Reglamento 19). */
  /** «en (un) duelo», «durante un duelo» next; «durante tu turno» is when the trigger counts. */
  private inADuelNext(): boolean {
    return this.nextIs(1, T.En, T.Durante) && (this.nextIs(2, T.Duelo) || (this.nextIs(2, T.Un) && this.nextIs(3, T.Duelo)));
  }

  private inADuel = this.RULE("inADuel", (): true => {
    this.OR([{ ALT: () => this.CONSUME(T.En) }, { ALT: () => this.CONSUME(T.Durante) }]);
    this.OPTION(() => this.CONSUME(T.Un));
    this.CONSUME(T.Duelo);
    return true;
  });

  /**
   * After «<carta> fuera a»: what a replacement replaces (rulings R129, R130). «ir al
   * cementerio (desde el juego)», «ser destruido», «recibir daño», «recibir 4 o más puntos
   * de daño (a la vez)».
   */
  protected wouldEvent = this.RULE("wouldEvent", (subject: SelectionNode): EventNode => {
    return this.OR<EventNode>([
      {
        ALT: () => {
          this.CONSUME(T.Ir);
          this.CONSUME(T.Al);
          this.CONSUME(T.Cementerio);
          this.OPTION(() => {
            this.CONSUME(T.Desde);
            this.OPTION1(() => this.CONSUME(T.El));
            this.OR1([{ ALT: () => this.CONSUME(T.Juego) }, { ALT: () => this.CONSUME(T.CampoDeBatalla) }]);
          });
          return { kind: "wouldLeave" as const, subject, destroyed: false };
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Es);
          this.CONSUME(T.Destruido);
          return { kind: "wouldLeave" as const, subject, destroyed: true };
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Recibe);
          const atLeast = this.OR2<number | undefined>([
            { ALT: () => { this.CONSUME(T.Dano); return undefined; } },
            {
              ALT: () => {
                // «4 o más puntos de daño», «al menos 4 puntos de daño».
                const n = this.OR3([
                  {
                    ALT: () => {
                      const t = this.CONSUME(T.NumberLiteral);
                      this.CONSUME(T.O);
                      this.CONSUME(T.Mas);
                      return t;
                    },
                  },
                  { ALT: () => { this.CONSUME(T.AlMenos); return this.CONSUME1(T.NumberLiteral); } },
                ]);
                this.OPTION2(() => this.CONSUME(T.Puntos));
                this.CONSUME(T.De);
                this.CONSUME1(T.Dano);
                return this.ACTION(() => numberOf(n));
              },
            },
          ]);
          this.OPTION3(() => this.CONSUME(T.ALaVez));
          // «… recibir daño de un Verso»: only the damage of that source (ruling R173).
          const by = this.OPTION4(() => { this.CONSUME1(T.De); return this.SUBRULE(this.selection); });
          return this.ACTION((): EventNode => ({ kind: "wouldBeDamaged", subject, ...(atLeast === undefined ? {} : { atLeast }), ...(by === undefined ? {} : { by }) }));
        },
      },
      {
        // «Si un Verso que controle un oponente fuera a hacer daño a otro personaje que controles»:
        // the head names the source; the replacement is of the damage to the card after «a» (ruling R173).
        ALT: () => {
          this.CONSUME(T.Haz);
          this.CONSUME2(T.Dano);
          const to = this.SUBRULE(this.recipient);
          return this.ACTION((): EventNode => ({ kind: "wouldBeDamaged", subject: to, by: subject }));
        },
      },
    ]);
  });

  protected eventVerb = this.RULE("eventVerb", (written: SelectionNode | null): EventNode => {
    const start = this.begin();
    const subject: SelectionNode = written ?? { kind: "self", noun: "carta", unwritten: true, span: { start, end: start } };
    return this.OR<EventNode>([
      {
        ALT: () => {
          const under = this.SUBRULE(this.entersPlay);
          return this.ACTION(() => {
            if (under && subject.kind === "cards") subject.filters.push({ kind: "under", side: "you", span: subject.span });
            return { kind: "entersPlay" as const, subject };
          });
        },
      },
      { ALT: () => { this.SUBRULE(this.leavesPlay); return { kind: "leavesPlay" as const, subject }; } },
      {
        // «Cuando este personaje entre en (un) duelo»: it blocks or is blocked (Reglamento 19, ruling R134).
        ALT: () => {
          this.or(158, [{ ALT: () => this.consume(158, T.Entra) }, { ALT: () => this.consume(158, T.Entre) }]);
          this.consume(158, T.En);
          this.option(158, () => this.consume(158, T.Un));
          this.consume(158, T.Duelo);
          return { kind: "entersDuel" as const, subject };
        },
      },
      // «muera»: printed cards say a character dies; in Crónicas it is destroyed (Reglamento 20).
      { ALT: () => { this.consume(130, T.Muere); const inDuel = this.option(152, { GATE: () => this.inADuelNext(), DEF: () => this.subrule(152, this.inADuel) }); return this.ACTION(() => destroyedEvent(subject, inDuel)); } },
      {
        // «Cada vez que una Reliquia que controles vaya al cementerio (desde el juego)»: a card in
        // play goes there by being destroyed (ruling R106).
        ALT: () => {
          this.consume(131, T.Fuera);
          // «vaya a tu cementerio», «vaya a su cementerio»: a card goes to its owner's.
          this.or(135, [
            { ALT: () => this.consume(131, T.Al) },
            { ALT: () => { this.consume(135, T.A); this.or(136, [{ ALT: () => this.consume(136, T.Tu) }, { ALT: () => this.consume(136, T.Su) }]); } },
          ]);
          this.consume(131, T.Cementerio);
          this.option(131, () => {
            this.consume(132, T.Desde);
            this.option(132, () => this.consume(132, T.El));
            this.or(131, [{ ALT: () => this.consume(133, T.Juego) }, { ALT: () => this.consume(134, T.CampoDeBatalla) }]);
          });
          return { kind: "destroyed" as const, subject };
        },
      },
      {
        // «Cada vez que este personaje fuera a recibir daño»: a replacement, not a trigger (rulings R129, R130).
        ALT: () => {
          this.consume(158, T.Fuera);
          this.consume(158, T.A);
          return this.subrule(158, this.wouldEvent, { ARGS: [subject] });
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Es);
          return this.OR5<EventNode>([
            { ALT: () => { this.CONSUME(T.Destruido); const inDuel = this.option(153, { GATE: () => this.inADuelNext(), DEF: () => this.subrule(153, this.inADuel) }); return this.ACTION(() => destroyedEvent(subject, inDuel)); } },
            {
              ALT: () => {
                this.CONSUME(T.Bloqueado);
                // «es bloqueado por un solo personaje», «… por dos o más personajes» (ruling R184).
                const blockers = this.option(159, { GATE: () => this.nextIs(1, T.Por), DEF: () => this.subrule(159, this.blockerCount) });
                return this.ACTION(() => (blockers === undefined ? { kind: "isBlocked" as const, subject } : { kind: "isBlocked" as const, subject, blockers }));
              },
            },
          ]);
        },
      },
      {
        // «Cuando una Reliquia sea (quede) equipada a este personaje»: «se equipe una Reliquia a …».
        ALT: () => {
          this.or(221, [{ ALT: () => this.consume(221, T.Es) }, { ALT: () => this.consume(221, T.Queda) }]);
          this.consume(221, T.Equipado);
          const to = this.subrule(221, this.recipient);
          return { kind: "equipped" as const, relic: subject, to };
        },
      },
      {
        // «Cuando este personaje no sea bloqueado»: the defender declares no block (Reglamento 19 c).
        ALT: () => {
          this.consume(251, T.No);
          this.consume(251, T.Es);
          this.consume(251, T.Bloqueado);
          return { kind: "notBlocked" as const, subject };
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Bloquea);
          const blocked = this.OPTION(() => this.SUBRULE(this.recipient));
          // «… bloquee y sobreviva al duelo», «… bloquee, si sobrevive al duelo, …»: after the duel's damage.
          const survives = this.OPTION1({
            GATE: () => this.nextIs(1, T.Y) || (this.nextIs(1, T.Comma) && this.nextIs(2, T.Si) && this.nextIs(3, T.Sobrevive)),
            DEF: () => {
              this.or(222, [{ ALT: () => this.consume(222, T.Y) }, { ALT: () => { this.consume(222, T.Comma); this.consume(222, T.Si); } }]);
              this.CONSUME(T.Sobrevive);
              // «…, si sobrevive, …»: the duel it blocks in goes without saying.
              this.option(223, () => { this.CONSUME(T.Al); this.CONSUME(T.Duelo); });
              return true;
            },
          });
          return this.ACTION(() => {
            const event: EventNode = { kind: "blocks", subject };
            if (blocked) event.blocked = blocked;
            if (survives) event.survives = true;
            return event;
          });
        },
      },
      // «Cuando este personaje ataque»: a character attacks by activating its Embate
      // (Reglamento 19), and the Reglamento itself says «la primera vez que este personaje ataque».
      {
        ALT: () => {
          this.OR6([{ ALT: () => this.CONSUME(T.Ataca) }, { ALT: () => this.CONSUME(T.Ataque) }]);
          return { kind: "activates" as const, subject, trait: "Embate", attacking: true as const };
        },
      },
      {
        ALT: () => {
          const verb = this.CONSUME(T.Activa);
          // «actives su Embate» is this card's; «actives un Embate», any of yours.
          let any = true;
          const trait = this.OR1([
            { ALT: () => { this.CONSUME2(T.Su); const t = this.CONSUME(T.TraitName); return this.ACTION(() => { any = false; return canon(t); }); } },
            // «Cada vez que el portador active Embate»: of a card, its own; «Cuando actives Embate», any of yours.
            { ALT: () => { const t = this.CONSUME2(T.TraitName); return this.ACTION(() => canon(t)); } },
            {
              ALT: () => {
                this.CONSUME(T.Un);
                return this.or(154, [
                  { ALT: () => { this.CONSUME(T.Rasgo); this.CONSUME1(T.De); const t = this.CONSUME1(T.TraitName); return this.ACTION(() => canon(t)); } },
                  // «Cuando tu oponente active un Embate»: one of its cards' Embate.
                  { ALT: () => { const t = this.consume(154, T.TraitName); return this.ACTION(() => canon(t)); } },
                ]);
              },
            },
          ]);
          // «Cuando actives un Rasgo de Resplandor»: you, who activate your cards' traits.
          return this.ACTION(() => ({ kind: "activates" as const, subject: written === null && any && isYou(verb) ? { kind: "player" as const, who: "you" as const, span: tokenSpan(verb) } : subject, trait }));
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Haz);
          this.CONSUME(T.Dano);
          const to = this.SUBRULE1(this.recipient);
          return { kind: "dealsDamage" as const, subject, to };
        },
      },
      {
        ALT: () => {
          this.consume(140, T.Recibe);
          this.consume(141, T.Dano);
          return { kind: "damaged" as const, subject };
        },
      },
      {
        // «Cuando este personaje destruya a un personaje en un duelo» (ruling R107): the victim is
        // named for «ese personaje» («… al Santuario del controlador de ese personaje»).
        ALT: () => {
          this.consume(144, T.Destruye);
          this.consume(144, T.A);
          const from = this.begin();
          const other = this.or(144, [{ ALT: () => { this.consume(144, T.Un); return false; } }, { ALT: () => { this.consume(144, T.Otro); return true; } }]);
          this.consume(144, T.Personaje);
          const victim = this.ACTION((): SelectionNode => ({ kind: "cards", quantifier: { kind: "one" }, other, yours: false, noun: "Personaje", filters: [], span: this.spanFrom(from) }));
          this.consume(144, T.En);
          this.option(144, () => this.consume(145, T.Un));
          this.consume(144, T.Duelo);
          return { kind: "destroysInDuel" as const, subject, victim };
        },
      },
      {
        // «Cada vez que este personaje sobreviva a un duelo», «… al duelo».
        GATE: () => !this.nextIs(0, T.Y),
        ALT: () => {
          this.consume(146, T.Sobrevive);
          this.or(146, [{ ALT: () => { this.consume(146, T.A); this.consume(146, T.Un); } }, { ALT: () => this.consume(147, T.Al) }]);
          this.consume(146, T.Duelo);
          return { kind: "survivesDuel" as const, subject };
        },
      },
      {
        // «Cada vez que tu Santuario gane vida»: any amount.
        ALT: () => {
          this.consume(142, T.Gana);
          this.consume(143, T.Vida);
          return { kind: "gainsLife" as const, subject };
        },
      },
      {
        ALT: () => {
          const verb = this.CONSUME(T.Juega);
          const what = this.SUBRULE(this.selection);
          return this.ACTION(() => ({ kind: "plays" as const, player: written ?? you(verb), what }));
        },
      },
      {
        // «Cada vez que tu oponente descarte una carta», «Cuando descartes un Verso».
        ALT: () => {
          const verb = this.consume(156, T.Descarta);
          const what = this.subrule(156, this.selection);
          return this.ACTION(() => ({ kind: "discards" as const, player: written ?? you(verb), what }));
        },
      },
      {
        // «Cada vez que robes una carta», «Cuando tu oponente robe una carta».
        ALT: () => {
          const verb = this.consume(159, T.Roba);
          const what = this.subrule(159, this.selection);
          return this.ACTION(() => ({ kind: "draws" as const, player: written ?? you(verb), what }));
        },
      },
      {
        // «Cada vez que sacrifiques un personaje», «Cuando tu oponente sacrifique una Reliquia».
        ALT: () => {
          const verb = this.consume(157, T.Sacrifica);
          const what = this.subrule(157, this.selection);
          return this.ACTION(() => ({ kind: "sacrifices" as const, player: written ?? you(verb), what }));
        },
      },
      { ALT: () => { this.CONSUME(T.Cambia); this.CONSUME(T.De); this.CONSUME(T.Portador); return { kind: "changesBearer" as const, relic: subject }; } },
      {
        ALT: () => {
          // «Cuando el portador vuelva a la mano de su dueño», «… sea devuelto a la mano de su dueño».
          this.or(160, [{ ALT: () => this.CONSUME(T.Vuelve) }, { ALT: () => { this.consume(160, T.Es); this.consume(160, T.Devuelve); } }]);
          this.CONSUME(T.A);
          this.OR2([
            { ALT: () => { this.CONSUME1(T.El); this.CONSUME(T.Mano); this.CONSUME2(T.De); this.CONSUME(T.Su); this.CONSUME(T.Dueno); } },
            { ALT: () => { this.OR3([{ ALT: () => this.CONSUME1(T.Su) }, { ALT: () => this.CONSUME(T.Tu) }]); this.CONSUME1(T.Mano); } },
          ]);
          this.OPTION2(() => {
            this.CONSUME(T.Desde);
            this.option(41, () => this.CONSUME2(T.El));
            this.OR4([{ ALT: () => this.CONSUME(T.CampoDeBatalla) }, { ALT: () => this.CONSUME(T.Juego) }]);
          });
          return { kind: "returnsToHand" as const, subject };
        },
      },
    ]);
  });
}
