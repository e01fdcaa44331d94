// The entry rules: a card header, a field line, and one sentence of card text — an
// ability header with its first sentence («Talento, Temple: …», «Prólogo: …», «Cuando
// este personaje entre en juego, …», «Mientras …, …», «Una vez por turno, …»), a keyword
// («Imbatible.», «Vincular 1.», «Temple.», «Límite: Embate.»), or an effect sentence
// with its connector («Si lo haces, …», «Luego, …», «Si no, …»).
import { EOF, tokenMatcher, type TokenType } from "chevrotain";
import { isFeminineNoun } from "../../vocabulary/nouns.js";
import { entryOf, T } from "../../vocabulary/tokens.js";
import type { AbilityNode, ClauseNode, ConditionNode, Duration, FieldNode, LinkNode, ModifierNode, SegmentNode, SelectionNode, SentenceNode, TriggerNode } from "../ast.js";
import { canon, isYou, nounOf, numberOf, tokenSpan } from "./base.js";
import { ClauseRules, isInfinitive } from "./clauses.js";

export type EntryRule = "cardHeader" | "field" | "sentence";

type Clause = SentenceNode["clauses"][number];

/** A clause that says how long it lasts («obtiene +1 de Ataque hasta el final del turno», «no puede bloquear este turno»). */
function takesDuration(clause: Clause): boolean {
  return "duration" in clause;
}

/** The clauses of «Hasta el final del turno, …»: each that takes a duration and has none written gets it. */
function withDuration<C extends ClauseNode>(clauses: C[], duration: Duration): C[] {
  return clauses.map((c) => ("duration" in c && c.duration === null ? ({ ...c, duration } as C) : c));
}

export abstract class SentenceRules extends ClauseRules {
  cardHeader = this.RULE("cardHeader", (): SegmentNode => {
    const start = this.begin();
    this.CONSUME(T.Carta);
    const name = this.CONSUME(T.StringLiteral);
    return this.ACTION(() => ({ kind: "cardHeader" as const, name: name.image.slice(1, -1), nameSpan: tokenSpan(name), span: this.spanFrom(start) }));
  });

  field = this.RULE("field", (): SegmentNode => {
    const start = this.begin();
    const field = this.OR<FieldNode>([
      {
        ALT: () => {
          this.CONSUME(T.Tipo);
          const noun = this.CONSUME(T.Noun);
          const kind = this.OPTION(() => this.OR1([{ ALT: () => this.CONSUME(T.Basica) }, { ALT: () => this.CONSUME(T.Especial) }]));
          return this.ACTION(() => {
            const valueSpan = kind ? { start: noun.startOffset, end: tokenSpan(kind).end } : tokenSpan(noun);
            const node: FieldNode = { field: "tipo", cardType: nounOf(noun), valueSpan, span: this.spanFrom(start) };
            if (kind) node.essenceKind = canon(kind);
            return node;
          });
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Faccion);
          const faction = this.CONSUME(T.FactionName);
          return this.ACTION(() => ({ field: "facción" as const, faction: canon(faction), valueSpan: tokenSpan(faction), span: this.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          const name = this.OR2([{ ALT: () => this.CONSUME(T.Coste) }, { ALT: () => this.CONSUME(T.Ataque) }, { ALT: () => this.CONSUME(T.Vida) }]);
          const value = this.CONSUME(T.NumberLiteral);
          return this.ACTION(() => ({ field: canon(name) as "coste" | "ataque" | "vida", value: numberOf(value), valueSpan: tokenSpan(value), span: this.spanFrom(start) }));
        },
      },
    ]);
    return this.ACTION(() => ({ kind: "field" as const, field, span: field.span }));
  });

  sentence = this.RULE("sentence", (): SegmentNode => {
    const start = this.begin();
    const ability = (node: AbilityNode): SegmentNode => ({ kind: "ability", ability: node, span: node.span });
    return this.OR<SegmentNode>([
      {
        ALT: () => {
          const trait = this.CONSUME(T.TraitName);
          const rest = this.SUBRULE(this.traitRest, { ARGS: [false] });
          return this.ACTION(() => ability({ kind: "trait", trait: canon(trait), traitSpan: tokenSpan(trait), modifiers: rest.modifiers, body: rest.body, span: this.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          const option = this.OR1([{ ALT: () => this.CONSUME(T.Prologo) }, { ALT: () => this.CONSUME(T.Epilogo) }]);
          // «Prólogo — Destruye …»: printed cards also set the header off with a dash.
          this.OR6([{ ALT: () => this.CONSUME(T.Colon) }, { ALT: () => this.CONSUME(T.Minus) }]);
          const body = this.SUBRULE(this.plainSentence, { ARGS: [false] });
          return this.ACTION(() => ability({ kind: "verse", option: canon(option) as "Prólogo" | "Epílogo", body: [body], span: this.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          const trigger = this.SUBRULE(this.triggerHead);
          this.CONSUME(T.Comma);
          const body = this.SUBRULE1(this.plainSentence, { ARGS: [false] });
          return this.ACTION(() => ability({ kind: "triggered", trigger, body: [body], span: this.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.UnaVezPorTurno);
          this.CONSUME1(T.Comma);
          return this.OR7<SegmentNode>([
            {
              // «Una vez por turno, cuando …, …»: a trigger that fires once per turn, as «La primera vez en cada turno que …» (R103).
              ALT: () => {
                const trigger = this.SUBRULE1(this.triggerHead);
                this.CONSUME6(T.Comma);
                const body = this.SUBRULE7(this.plainSentence, { ARGS: [false] });
                return this.ACTION(() => {
                  const once = trigger.event.kind === "phase" ? trigger : { ...trigger, firstEachTurn: true };
                  return ability({ kind: "triggered", trigger: once, body: [body], span: this.spanFrom(start) });
                });
              },
            },
            {
              ALT: () => {
                this.OPTION1(() => {
                  this.CONSUME(T.Durante);
                  this.CONSUME(T.Tu);
                  this.CONSUME(T.Mediodia);
                  this.CONSUME2(T.Comma);
                });
                const body = this.SUBRULE2(this.plainSentence, { ARGS: [false] });
                return this.ACTION(() => ability({ kind: "activated", body: [body], span: this.spanFrom(start) }));
              },
            },
          ]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.ComoCosteAdicional);
          this.CONSUME(T.Para);
          this.CONSUME(T.Juega);
          this.SUBRULE(this.selection);
          this.CONSUME3(T.Comma);
          const body = this.SUBRULE3(this.plainSentence, { ARGS: [false] });
          return this.ACTION(() => ability({ kind: "playCost", body: [{ ...body, link: "additionalCost" as const }], span: this.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Mientras);
          const condition = this.SUBRULE(this.condition);
          this.CONSUME4(T.Comma);
          const body = this.SUBRULE4(this.plainSentence, { ARGS: [false] });
          return this.ACTION(() => ability({ kind: "static", condition, body: [body], span: this.spanFrom(start) }));
        },
      },
      {
        // «Durante tu turno, tus personajes obtienen +1 de Ataque.»: «Mientras sea tu turno, …».
        ALT: () => {
          const at = this.begin();
          this.CONSUME1(T.Durante);
          const condition = this.SUBRULE(this.whoseTurn, { ARGS: [at] });
          this.CONSUME5(T.Comma);
          return this.or<SegmentNode>(175, [
            {
              // «Durante tu turno, el primer personaje que active su Embate obtiene …» (ruling R180).
              GATE: () => this.firstOneAhead(),
              ALT: () => this.subrule(175, this.firstOneAbility, { ARGS: [condition] }),
            },
            {
              ALT: () => {
                const body = this.SUBRULE6(this.plainSentence, { ARGS: [false] });
                return this.ACTION(() => ability({ kind: "static", condition, body: [body], span: this.spanFrom(start) }));
              },
            },
          ]);
        },
      },
      {
        ALT: () => {
          const keyword = this.CONSUME(T.KeywordName);
          this.CONSUME(T.Dot);
          return this.ACTION(() => ability({ kind: "keyword", keyword: canon(keyword), span: this.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.SinEntrenamiento);
          this.CONSUME1(T.Dot);
          return this.ACTION(() => ability({ kind: "keyword", keyword: "Sin entrenamiento", span: this.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Vincular);
          const n = this.CONSUME(T.NumberLiteral);
          this.CONSUME2(T.Dot);
          return this.ACTION(() => ability({ kind: "bind", amount: numberOf(n), span: this.spanFrom(start) }));
        },
      },
      {
        // «Temple.», «Límite: Embate.»: a modifier of the card's trait, or of the Verso itself.
        ALT: () => {
          const modifier = this.SUBRULE(this.cardModifier);
          this.CONSUME3(T.Dot);
          return this.ACTION(() => ability({ kind: "modifier", modifier, span: this.spanFrom(start) }));
        },
      },
      {
        // Only a scan tells these two apart: one token of lookahead, the gate decides.
        ALT: () =>
          this.or<SegmentNode>(162, {
            MAX_LOOKAHEAD: 1,
            DEF: [
            {
              // «Los Versos de Valor que juegues consumiendo esta Escencia no pueden ser prohibidos.»:
              // «Si consumes esta Escencia para jugar un Verso de Valor, ese Verso no puede ser prohibido.»
              // (the consumed trigger, Reglamento 12; ruling R125).
              GATE: () => this.playedConsumingAhead(),
              ALT: () => {
                const played = this.subrule(160, this.selection);
                const consuming = this.CONSUME(T.Consume);
                const essence = this.subrule(161, this.selection);
                // «ese Verso», «esa Reliquia»: the card played.
                const subject = this.ACTION((): SelectionNode => ({ kind: "previous", plural: false, ...(played.kind === "cards" ? { noun: played.noun, feminine: isFeminineNoun(played.noun) } : {}), span: played.span }));
                const bodies = this.SUBRULE(this.predicates, { ARGS: [subject] });
                this.consume(160, T.Dot);
                return this.ACTION(() => {
                  const span = this.spanFrom(start);
                  // The card played, one at a time: «un Verso de Valor», not «los … que juegues».
                  const paysFor: SelectionNode = played.kind === "cards" ? { ...played, quantifier: { kind: "one" }, yours: false, filters: played.filters.filter((f) => f.kind !== "playedBy") } : played;
                  const trigger: TriggerNode = { event: { kind: "consumed", subject: essence, paysFor }, span: { start: consuming.startOffset, end: essence.span.end } };
                  const clauses = bodies.map((b) => ({ ...b, span: { start: subject.span.start, end: span.end }, optional: false }) as SentenceNode["clauses"][number]);
                  return ability({ kind: "triggered", trigger, body: [{ link: null, condition: null, clauses, span }], span });
                });
              },
            },
              {
                // «Esta Reliquia puede equiparse a un personaje que controle tu oponente», «Puedes equipar
                // esta Reliquia a …»: one more kind of valid bearer (ruling R183).
                GATE: () => ((this.nextIs(1, T.Puedes) && this.nextIs(2, T.Equipa) && this.nextIs(3, T.Este, T.Se)) || (this.nextIs(1, T.Este) && this.nextIs(2, T.Reliquia) && this.nextIs(3, T.Puedes) && this.nextIs(4, T.Equipa))) && this.opponentsBearerAhead(),
                ALT: () => {
                  const at = this.begin();
                  this.option(206, () => { this.consume(206, T.Este); this.consume(206, T.Reliquia); });
                  this.consume(206, T.Puedes);
                  this.consume(206, T.Equipa);
                  this.option(207, () => this.consume(207, T.Se));
                  this.option(208, () => { this.consume(208, T.Este); this.consume(208, T.Reliquia); });
                  const to = this.subrule(206, this.recipient);
                  this.consume(209, T.Dot);
                  return this.ACTION(() => {
                    const span = this.spanFrom(start);
                    const clause = { kind: "equipRequirement" as const, to, also: true as const, optional: false, span: { start: at, end: span.end - 1 } };
                    return { kind: "ability" as const, ability: { kind: "static" as const, condition: null, body: [{ link: null, condition: null, clauses: [clause], span }], span }, span };
                  });
                },
              },
              {
                // «El primer personaje que active su Embate en cada uno de tus turnos obtiene +1 de Ataque …»:
                // «La primera vez en cada uno de tus turnos que un personaje active su Embate, ese personaje
                // obtiene …» (ruling R180). «La primera Reliquia que juegues cada turno cuesta 1 menos» is a cost.
                GATE: () => this.firstOneAhead(),
                ALT: () => this.subrule(174, this.firstOneAbility, { ARGS: [null] }),
              },
              {
                // «Si este personaje fuera a ser destruido, devuélvelo a la mano de su dueño en su lugar.»:
                // a replacement, read as a trigger head whose event is what it replaces (rulings R129, R130).
                GATE: () => this.wouldAhead(),
                ALT: () => {
                  const at = this.begin();
                  this.consume(163, T.Si);
                  const subject = this.subrule(163, this.selection);
                  this.consume(164, T.Fuera);
                  this.consume(164, T.A);
                  const event = this.subrule(164, this.wouldEvent, { ARGS: [subject] });
                  const trigger = this.ACTION((): TriggerNode => ({ event, span: this.spanFrom(at) }));
                  this.consume(165, T.Comma);
                  const body = this.subrule(165, this.plainSentence, { ARGS: [false] });
                  return this.ACTION(() => ability({ kind: "triggered", trigger, body: [body], span: this.spanFrom(start) }));
                },
              },
              {
                // «Embate. Si este personaje es bloqueado, obtiene +2/+0 …», «Si no es bloqueado, …»:
                // printed as a condition, it says when the ability happens; a trigger (ruling R165).
                GATE: () => this.blockedAhead(),
                ALT: () => {
                  const at = this.begin();
                  this.consume(252, T.Si);
                  const subject = this.option(252, { GATE: () => !this.nextIs(1, T.Es, T.No), DEF: () => this.subrule(252, this.selection) });
                  const event = this.subrule(252, this.eventVerb, { ARGS: [subject ?? null] });
                  const trigger = this.ACTION((): TriggerNode => ({ event, span: this.spanFrom(at) }));
                  this.consume(252, T.Comma);
                  const body = this.subrule(252, this.plainSentence, { ARGS: [false] });
                  return this.ACTION(() => ability({ kind: "triggered", trigger, body: [body], span: this.spanFrom(start) }));
                },
              },
              {
                // «El daño que fuera a recibir este personaje se reduce en 1.» (ruling R130).
                GATE: () => this.damageToReceiveAhead(),
                ALT: () => {
                  this.option(166, () => this.consume(166, T.Todos));
                  this.consume(166, T.El);
                  this.consume(166, T.Dano);
                  this.consume(166, T.Que);
                  const head = this.begin();
                  this.consume(167, T.Fuera);
                  this.consume(167, T.A);
                  this.consume(167, T.Recibe);
                  const subject = this.subrule(167, this.selection);
                  const trigger = this.ACTION((): TriggerNode => ({ event: { kind: "wouldBeDamaged", subject }, span: this.spanFrom(head) }));
                  const from = this.begin();
                  const amount = this.subrule(168, this.reducedBy);
                  this.consume(168, T.Dot);
                  return this.ACTION(() => {
                    const span = this.spanFrom(start);
                    const clause = { kind: "damageInstead" as const, mode: "less" as const, amount, optional: false, span: { start: from, end: span.end - 1 } };
                    return ability({ kind: "triggered", trigger, body: [{ link: null, condition: null, clauses: [clause], span }], span });
                  });
                },
              },
              {
                ALT: () => {
                  const sentence = this.SUBRULE5(this.plainSentence, { ARGS: [false] });
                  return this.ACTION(() => ({ kind: "sentence" as const, sentence, span: sentence.span }));
                },
              },
            ],
          }),
      },
    ]);
  });

  /**
   * «El primer personaje (que controles) que active su Embate (en) cada turno obtiene …»: a trigger
   * that fires once a turn, on the card the event is about; `during` is the «Durante tu turno, …» before it.
   */
  private firstOneAbility = this.RULE("firstOneAbility", (during: ConditionNode | null): SegmentNode => {
    const start = this.begin();
    this.consume(174, T.El);
    this.consume(174, T.Primeras);
    const noun = this.consume(174, T.Noun);
    const filters = this.subrule(174, this.filters, { ARGS: [{ beforeEvent: true }] });
    this.consume(178, T.Que);
    const subject = this.ACTION((): SelectionNode => ({ kind: "cards", quantifier: { kind: "one" }, other: false, yours: false, noun: nounOf(noun), filters, span: this.spanFrom(start) }));
    const event = this.subrule(178, this.eventVerb, { ARGS: [subject] });
    const written = this.option(178, () => this.subrule(178, this.eachTurn));
    const head = this.ACTION(() => this.spanFrom(start));
    // «ese personaje»: the one the event is about.
    const it = this.ACTION((): SelectionNode => ({ kind: "previous", plural: false, noun: nounOf(noun), feminine: isFeminineNoun(nounOf(noun)), span: head }));
    const bodies = this.subrule(179, this.predicates, { ARGS: [it] });
    this.consume(179, T.Dot);
    return this.ACTION(() => {
      const span = this.spanFrom(start);
      const turn = written ?? during;
      const trigger: TriggerNode = turn === null || turn === undefined ? { event, firstEachTurn: true, span: head } : { event, firstEachTurn: true, during: turn, span: head };
      const clauses = bodies.map((b) => ({ ...b, span: { start: head.end, end: span.end }, optional: false }) as Clause);
      return { kind: "ability" as const, ability: { kind: "triggered" as const, trigger, body: [{ link: null, condition: null, clauses, span }], span }, span };
    });
  });

  /** After a trait's name: «, Temple», «, Límite Embate», «, 2 Escencias», «, sacrifica otro personaje», then «: efecto.» or «.». */
  private traitRest = this.RULE("traitRest", (quoted: boolean): { modifiers: ModifierNode[]; body: SentenceNode[] } => {
    const modifiers: ModifierNode[] = [];
    // «Talento — Sacrifica otro personaje: …»: printed cards also set the costs off with a dash.
    // The gate decides: a lookahead over the costs' paths against the effect's is large to compute and would not decide.
    // «Resplandor: Límite: Embate. Roba una carta.»: the Límite after the colon, as above the effect.
    this.OPTION({
      MAX_LOOKAHEAD: 1,
      GATE: () => (this.nextIs(1, T.Minus) && this.colonBeforeDot()) || (this.nextIs(1, T.Colon) && this.nextIs(2, T.Limite)),
      DEF: () => {
        this.OR2([{ ALT: () => this.CONSUME1(T.Minus) }, { ALT: () => this.CONSUME2(T.Colon) }]);
        modifiers.push(this.SUBRULE1(this.modifier));
      },
    });
    this.MANY(() => {
      this.CONSUME(T.Comma);
      modifiers.push(this.SUBRULE(this.modifier));
    });
    const body = this.OR<SentenceNode[]>([
      {
        ALT: () => {
          this.OR1([{ ALT: () => this.CONSUME(T.Colon) }, { ALT: () => this.CONSUME(T.Minus) }]);
          const sentences: SentenceNode[] = [this.SUBRULE(this.plainSentence, { ARGS: [quoted] })];
          // In «…», the trait's other sentences come inside the quotes too.
          this.MANY1({
            GATE: () => quoted && !this.nextIs(1, T.QuoteClose),
            DEF: () => sentences.push(this.SUBRULE1(this.plainSentence, { ARGS: [quoted] })),
          });
          return sentences;
        },
      },
      { ALT: () => { this.CONSUME(T.Dot); return []; } },
    ]);
    return { modifiers, body };
  });

  /** «El portador tiene «Talento: Haz 1 punto de daño a un personaje»». */
  /** The ability between «…» that a card grants: a trait, or a trigger («Cuando este personaje bloquee, …»). */
  quotedAbility = this.RULE("quotedAbility", (): AbilityNode => {
    const open = this.CONSUME(T.QuoteOpen);
    const ability = this.OR<AbilityNode>([
      {
        ALT: () => {
          const trait = this.CONSUME(T.TraitName);
          const rest = this.SUBRULE(this.traitRest, { ARGS: [true] });
          return this.ACTION(() => ({ kind: "trait" as const, trait: canon(trait), traitSpan: tokenSpan(trait), modifiers: rest.modifiers, body: rest.body, span: this.spanFrom(open.startOffset) }));
        },
      },
      {
        ALT: () => {
          const trigger = this.SUBRULE(this.triggerHead);
          this.CONSUME(T.Comma);
          const body: SentenceNode[] = [this.SUBRULE(this.plainSentence, { ARGS: [true] })];
          this.MANY({ GATE: () => !this.nextIs(1, T.QuoteClose), DEF: () => body.push(this.SUBRULE1(this.plainSentence, { ARGS: [true] })) });
          return this.ACTION(() => ({ kind: "triggered" as const, trigger, body, span: this.spanFrom(open.startOffset) }));
        },
      },
    ]);
    this.CONSUME(T.QuoteClose);
    return ability;
  });

  /** «Temple», «Límite Embate», «Límite: Verso»: what a card may write on its own. */
  private cardModifier = this.RULE("cardModifier", (): ModifierNode => {
    const start = this.begin();
    return this.OR<ModifierNode>([
      { ALT: () => { this.CONSUME(T.Temple); return this.ACTION(() => ({ kind: "temple" as const, span: this.spanFrom(start) })); } },
      {
        ALT: () => {
          this.CONSUME(T.Limite);
          this.OPTION(() => this.CONSUME(T.Colon));
          const event = this.CONSUME(T.AnyWord);
          return this.ACTION(() => {
            const c = canon(event);
            const NOUNS: Record<string, string> = { personaje: "Personaje", carta: "carta" };
            return { kind: "limit" as const, event: NOUNS[c] ?? c, eventSpan: tokenSpan(event), span: this.spanFrom(start) };
          });
        },
      },
    ]);
  });

  /** After a trait's name: a card modifier, an Escencia cost, or a cost written as an action. */
  private modifier = this.RULE("modifier", (): ModifierNode => {
    const start = this.begin();
    return this.OR<ModifierNode>([
      { ALT: () => this.SUBRULE(this.cardModifier) },
      {
        ALT: () => {
          const clauses = this.SUBRULE(this.clause);
          return this.ACTION(() => ({ kind: "actionCost" as const, clause: clauses[0]!, span: this.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          const n = this.CONSUME(T.NumberLiteral);
          this.CONSUME(T.Escencia);
          return this.ACTION(() => ({ kind: "essenceCost" as const, amount: numberOf(n), span: this.spanFrom(start) }));
        },
      },
    ]);
  });

  /**
   * One sentence of effect text: an optional connector, clauses joined by «y», «,», «;»
   * or «y luego», and its period. Inside «…» the last period may be missing.
   */
  plainSentence = this.RULE("plainSentence", (quoted: boolean): SentenceNode => {
    const start = this.begin();
    return this.OR<SentenceNode>([
      {
        // «elige uno — Tu Santuario gana 3 de vida; o gira un personaje objetivo.»: the options on
        // one line, as «A o B» (one option alone is CR116).
        GATE: () => this.nextIs(1, T.EligeUno) && this.nextIs(2, T.Colon, T.Minus) && !this.nextIs(3, T.Minus),
        IGNORE_AMBIGUITIES: true,
        ALT: () => {
          this.consume(218, T.EligeUno);
          this.or(218, [{ ALT: () => this.consume(218, T.Colon) }, { ALT: () => this.consume(218, T.Minus) }]);
          const inline = this.subrule(218, this.plainSentence, { ARGS: [quoted] });
          return this.ACTION(() => {
            const only = inline.clauses.length === 1 && inline.link === null && inline.condition === null ? inline.clauses[0] : undefined;
            const options = only !== undefined && only.kind === "chooseOne" ? only.options : [inline];
            const span = this.spanFrom(start);
            return { link: null, condition: null, clauses: [{ kind: "chooseOne" as const, options, optional: false, span }], span };
          });
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.EligeUno);
          this.OR1([{ ALT: () => this.CONSUME(T.Colon) }, { ALT: () => this.CONSUME(T.Minus) }]);
          const options: SentenceNode[] = [];
          this.AT_LEAST_ONE(() => {
            this.CONSUME1(T.Minus);
            options.push(this.SUBRULE(this.plainSentence, { ARGS: [quoted] }));
          });
          return this.ACTION(() => {
            const span = this.spanFrom(start);
            return { link: null, condition: null, clauses: [{ kind: "chooseOne" as const, options, optional: false, span }], span };
          });
        },
      },
      {
        ALT: () => {
          let link: LinkNode | null = null;
          let condition: ConditionNode | null = null;
          // «Hasta el final del turno, tus personajes obtienen +1 de Ataque.»: the duration printed first.
          const fronted = this.option(93, {
            MAX_LOOKAHEAD: 1,
            GATE: () => this.nextIs(1, T.HastaElFinalDelTurno) || (this.nextIs(1, T.Hasta) && this.nextIs(2, T.El, T.Tu, T.Su)) || (this.nextIs(1, T.Este) && this.nextIs(2, T.Turno) && this.nextIs(3, T.Comma)),
            DEF: () => {
              const at = this.begin();
              const duration = this.SUBRULE(this.duration);
              this.consume(93, T.Comma);
              return { duration, span: this.spanFrom(at) };
            },
          });
          this.OPTION(() => {
            this.OR2([
              {
                ALT: () => {
                  this.CONSUME(T.Si);
                  // The condition first: «Si no controlas …» starts like «Si no, …».
                  this.OR3([
                    { ALT: () => { condition = this.SUBRULE(this.condition); } },
                    { ALT: () => { this.CONSUME(T.No); link = "otherwise"; } },
                  ]);
                  this.CONSUME(T.Comma);
                },
              },
              {
                ALT: () => {
                  this.or(89, [
                    { ALT: () => { this.CONSUME(T.SiLoHaces); link = "ifYouDid"; } },
                    { ALT: () => { this.CONSUME(T.SiNoLoHaces); link = "ifYouDidNot"; } },
                    { ALT: () => { this.CONSUME(T.Luego); link = "then"; } },
                    { ALT: () => { this.CONSUME(T.ComoCosteAdicional); link = "additionalCost"; } },
                  ]);
                  // A fixed phrase ends where the effect starts: printed cards often skip the
                  // comma («Luego baraja tu baraja.», «Si lo haces roba una carta.»).
                  this.option(89, () => this.consume(89, T.Comma));
                },
              },
            ]);
          });
          // «Si controlas una Reliquia, en su lugar roba dos cartas.»
          const insteadFirst = this.option(87, () => {
            const at = this.consume(87, T.EnSuLugar);
            this.option(86, () => this.consume(86, T.Comma));
            return tokenSpan(at);
          });
          const clauses = this.SUBRULE(this.clauseList);
          // «puedes girarla para robar una carta»: what doing it is for, «Si lo haces, …» (ruling R186).
          const ifDone = this.option(229, {
            GATE: () => link === null && this.nextIs(1, T.Para) && isVerb(this.LA(2).tokenType) && isInfinitive(this.LA(2)),
            DEF: () => {
              const at = this.begin();
              this.consume(229, T.Para);
              const then = this.subrule(229, this.clauseList);
              return this.ACTION((): SentenceNode => ({ link: "ifYouDid", condition: null, clauses: then, span: this.spanFrom(at) }));
            },
          });
          // «… roba dos cartas en su lugar.»
          const insteadLast = this.option(85, () => tokenSpan(this.consume(85, T.EnSuLugar)));
          const instead = insteadFirst ?? insteadLast;
          const delayed = this.option(84, {
            GATE: () => this.nextIs(1, T.Al) && this.nextIs(2, T.Comienzo, T.Final),
            MAX_LOOKAHEAD: 1,
            DEF: () => this.subrule(84, this.trailingMoment),
          });
          // «Los personajes que controles obtienen +1 de Ataque durante tu turno.», «… no
          // pueden atacar mientras controles tres o más personajes.»: the condition, printed last.
          let during = this.option(94, () =>
            this.or(94, [
              {
                ALT: () => {
                  const at = this.begin();
                  this.consume(94, T.Durante);
                  return this.SUBRULE(this.whoseTurn, { ARGS: [at] });
                },
              },
              {
                ALT: () => {
                  this.consume(95, T.Mientras);
                  return this.subrule(95, this.condition);
                },
              },
            ]),
          );
          // «Sacrifica este personaje a menos que pagues 1 Escencia.», «Destruye un personaje a
          // menos que su controlador pague 2 Escencias.», «… no puede activar su Embate a menos
          // que controles una Reliquia» (while the condition does not hold).
          const unless = this.option(90, () => {
            const at = this.begin();
            this.consume(90, T.AMenosQue);
            return this.or<{ n: number; payer: SelectionNode | undefined } | ConditionNode>(90, [
              {
                ALT: () => {
                  const payer = this.option(95, () => {
                    const from = this.begin();
                    return this.or<SelectionNode>(95, [
                      { ALT: () => { this.consume(95, T.Su); this.consume(96, T.Controlador); return this.ACTION(() => ({ kind: "player" as const, who: "itsController" as const, span: this.spanFrom(from) })); } },
                      { ALT: () => { this.consume(97, T.Tu); this.consume(98, T.Oponente); return this.ACTION(() => ({ kind: "player" as const, who: "opponent" as const, span: this.spanFrom(from) })); } },
                    ]);
                  });
                  this.consume(91, T.Paga);
                  const n = this.consume(92, T.NumberLiteral);
                  this.consume(93, T.Escencia);
                  return this.ACTION(() => ({ n: numberOf(n), payer }));
                },
              },
              {
                ALT: () => {
                  const condition = this.subrule(96, this.condition);
                  return this.ACTION((): ConditionNode => ({ kind: "not", condition, span: this.spanFrom(at) }));
                },
              },
            ]);
          });
          if (unless !== undefined && "kind" in unless && during === undefined) during = unless;
          // «Roba una carta si tienes dos o menos cartas en tu mano.», «Este personaje obtiene +1
          // de Ataque si controlas otro personaje de Orden.»: the condition printed last, like
          // «mientras …» there (assemble makes it the effect's condition or the static's).
          const trailing = this.option(88, {
            GATE: () => link === null && during === undefined,
            DEF: () => {
              this.consume(88, T.Si);
              return this.subrule(88, this.condition);
            },
          });
          if (trailing !== undefined) during = trailing;
          // «Baraja tu baraja después.»: the «then» printed after the effect it introduces.
          const thenLast = this.option(83, {
            GATE: () => link === null && this.nextIs(1, T.Luego) && this.nextIs(2, T.Dot),
            DEF: () => this.consume(83, T.Luego),
          });
          if (thenLast !== undefined) link = "then";
          this.OR4([
            { ALT: () => this.CONSUME(T.Dot) },
            {
              // Inside «…» the closing quote may end the sentence; after it, the quoted
              // ability's period ends this one too («El portador tiene «Talento: Roba una carta.»»).
              GATE: () => (quoted && this.nextIs(1, T.QuoteClose)) || (!quoted && this.nextIs(0, T.QuoteClose) && this.nextIs(-1, T.Dot) && this.nextIs(1, EOF)),
              ALT: () => undefined,
            },
          ]);
          return this.ACTION((): SentenceNode => {
            const sentence: SentenceNode = { link, condition, clauses: fronted === undefined ? clauses : withDuration(clauses, fronted.duration), span: this.spanFrom(start) };
            if (ifDone !== undefined) sentence.ifDone = ifDone;
            if (fronted !== undefined && !clauses.some(takesDuration)) sentence.strayDuration = fronted.span;
            if (unless !== undefined && !("kind" in unless)) {
              sentence.unlessYouPay = unless.n;
              if (unless.payer !== undefined) sentence.unlessPayer = unless.payer;
            }
            if (during !== undefined) sentence.during = during;
            if (instead !== undefined) sentence.instead = instead;
            if (delayed !== undefined) {
              sentence.delayed = delayed;
              if (clauses.length > 1) sentence.delayedLast = true;
            }
            return sentence;
          });
        },
      },
    ]);
  });

  /** Clauses joined by «y», «,», «;», «y luego»; «Puedes» makes one optional, and an infinitive after it stays under it. */
  private clauseList = this.RULE("clauseList", (): SentenceNode["clauses"] => {
    const out: SentenceNode["clauses"] = [];
    const push = (next: { clauses: ClauseNode[]; optional: boolean; infinitive: boolean }, then: boolean) => {
      // «Puedes revelarla y ponerla en tu mano»: the infinitive after it is part of the same choice.
      const previous = out[out.length - 1];
      const sameChoice = !next.optional && next.infinitive && previous !== undefined && (previous.optional || previous.sameChoice === true);
      next.clauses.forEach((c, i) => {
        const clause: SentenceNode["clauses"][number] = { ...c, optional: next.optional };
        if (i === 0 && then) clause.then = true;
        if (sameChoice) clause.sameChoice = true;
        out.push(clause);
      });
    };
    const first = this.SUBRULE(this.optionalClause);
    this.ACTION(() => push(first, false));
    // «Tu oponente roba 1 carta y descarta 1 carta»: a verb without subject after «y»
    // continues the player of the clause before it (a named player: «un jugador» is a
    // target, and a second clause about it would need «ese jugador», which the language has not).
    const inherit = (c: SentenceNode["clauses"][number]): void => {
      const before = out[out.length - 1];
      if ((c.kind === "draw" || c.kind === "discard" || c.kind === "mill") && c.player === null && before !== undefined && (before.kind === "draw" || before.kind === "discard" || before.kind === "mill") && before.player !== null && before.player.kind === "player") {
        c.player = before.player;
      }
    };
    this.MANY({
      GATE: () => this.nextIs(1, T.Y, T.Comma, T.Semicolon) && !(this.nextIs(1, T.Comma) && this.nextIs(2, T.Sin, T.EnCualquierOrden)) && !(this.nextIs(1, T.Semicolon, T.Comma) && this.nextIs(2, T.O)),
      DEF: () => {
        const then = this.OR([
          // «… y luego …», «… y, luego, …»: the commas around «luego» are only punctuation.
          { ALT: () => { this.CONSUME(T.Y); return this.OPTION(() => { this.OPTION5(() => this.CONSUME5(T.Comma)); this.CONSUME(T.Luego); this.OPTION6(() => this.CONSUME6(T.Comma)); return true; }) === true; } },
          // «…, y luego …», «…, luego, …», «…, pero no puede …» («pero» is spelled as «y»).
          { ALT: () => { this.CONSUME(T.Comma); this.OPTION2(() => this.CONSUME1(T.Y)); return this.OPTION1(() => { this.CONSUME1(T.Luego); this.OPTION7(() => this.CONSUME7(T.Comma)); return true; }) === true; } },
          // «Destruye un personaje; luego roba una carta.»
          { ALT: () => { this.CONSUME(T.Semicolon); return this.OPTION3(() => { this.CONSUME2(T.Luego); this.OPTION4(() => this.CONSUME1(T.Comma)); return true; }) === true; } },
        ]);
        const next = this.SUBRULE1(this.optionalClause);
        this.ACTION(() => {
          // «… y puedes robar»: «puedes» says who (you), so nothing is inherited.
          if (next.clauses[0] !== undefined && !next.optional) inherit(next.clauses[0] as SentenceNode["clauses"][number]);
          push(next, then);
        });
      },
    });
    // «descarta una carta o destruye esta Reliquia»: one or the other, as the controller chooses («Elige uno»).
    const other = this.option(215, {
      MAX_LOOKAHEAD: 1,
      GATE: () => {
        // «…; o gira un personaje», «…, o destruye …»: the same, after a pause; after «; o» any
        // clause («…; o los personajes que controles obtienen +1/+1»).
        if (this.nextIs(1, T.Semicolon) && this.nextIs(2, T.O)) return true;
        const k = this.nextIs(1, T.Semicolon, T.Comma) ? 2 : 1;
        return this.nextIs(k, T.O) && isVerb(this.LA(k + 1).tokenType);
      },
      DEF: () => {
        this.option(216, () => this.or(216, [{ ALT: () => this.consume(216, T.Semicolon) }, { ALT: () => this.consume(217, T.Comma) }]));
        this.consume(215, T.O);
        return this.SUBRULE2(this.optionalClause);
      },
    });
    return this.ACTION(() => {
      if (other === undefined || out.length === 0) return out;
      const span = (clauses: ClauseNode[]) => ({ start: clauses[0]!.span.start, end: clauses[clauses.length - 1]!.span.end });
      const second: SentenceNode["clauses"] = other.clauses.map((c) => ({ ...c, optional: other.optional }));
      const option = (clauses: SentenceNode["clauses"]): SentenceNode => ({ link: null, condition: null, clauses, span: span(clauses) });
      const whole = { start: out[0]!.span.start, end: second[second.length - 1]!.span.end };
      return [{ kind: "chooseOne" as const, options: [option(out), option(second)], optional: false, span: whole }];
    });
  });

  private optionalClause = this.RULE("optionalClause", (): { clauses: ClauseNode[]; optional: boolean; infinitive: boolean } => {
    // «Elige un personaje que tu oponente controle; este turno no puede bloquear»: the duration
    // before a later clause of the sentence (its start has the fronted one of plainSentence).
    const fronted = this.option(224, {
      GATE: () => this.nextIs(1, T.Este) && this.nextIs(2, T.Turno) && !this.nextIs(3, T.Dot),
      DEF: () => {
        this.consume(224, T.Este);
        this.consume(224, T.Turno);
        this.option(226, () => this.consume(226, T.Comma));
        return true;
      },
    });
    // «Puede bloquear aunque esté girado»: a rule of blocking lifted for the card, not «you may».
    // «Puede activar su Embate el turno en que entra en juego»: likewise for activating (ruling R182).
    const optional = this.OPTION({ GATE: () => !(this.nextIs(2, T.Bloquea, T.Activa, T.Vuelve) && !isYou(this.LA(1))), DEF: () => this.CONSUME(T.Puedes) }) !== undefined;
    // «además tiene Imbatible», «Además, roba una carta»: adds nothing to what the clause does.
    this.OPTION1(() =>
      this.OR([
        { ALT: () => this.CONSUME(T.Tambien) },
        { ALT: () => { this.CONSUME(T.Ademas); this.OPTION2(() => this.CONSUME(T.Comma)); } },
      ]),
    );
    // «… y vuelve a ponerlas encima en cualquier orden»: «vuelve a» before a verb says it again, not another act.
    this.option(223, {
      GATE: () => this.nextIs(1, T.Vuelve) && this.nextIs(2, T.A) && isVerb(this.LA(3).tokenType),
      DEF: () => {
        this.consume(223, T.Vuelve);
        this.consume(223, T.A);
      },
    });
    const verb = this.LA(1);
    const clauses = this.SUBRULE(this.clause);
    return this.ACTION(() => ({ clauses: fronted === true ? withDuration(clauses, "untilEndOfTurn") : clauses, optional, infinitive: isInfinitive(verb) }));
  });
}

/** A verb of the vocabulary table: «roba», «ponerlas». */
function isVerb(type: TokenType): boolean {
  const entry = entryOf(type);
  return entry !== undefined && "role" in entry && entry.role === "verb";
}

export { tokenMatcher };
