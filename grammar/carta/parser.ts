// The chevrotain parser of one sentence of a `.carta` file. A file is cut into
// sentences first (segments.ts) and each is parsed on its own with this one
// reused parser instance, so a mistake never spills into the next sentence.
import { EmbeddedActionsParser, type IParserErrorMessageProvider, type IToken, type TokenType } from "chevrotain";
import type {
  AbilityNode,
  AmountNode,
  ClauseNode,
  Comparison,
  ConditionNode,
  Duration,
  FieldNode,
  FilterNode,
  ModifierNode,
  Quantifier,
  SegmentNode,
  SelectionNode,
  SentenceNode,
  TriggerNode,
} from "./ast.js";
import type { Span } from "../diagnostics/catalog.js";
import type { Token } from "../vocabulary/lex.js";
import { allTokenTypes, canonicalSpelling, T } from "../vocabulary/tokens.js";

const NOUNS: Record<string, string> = {
  personaje: "Personaje",
  carta: "carta",
  Reliquia: "Reliquia",
  Verso: "Verso",
  Santuario: "Santuario",
  Escencia: "Escencia",
};

function nounOf(token: IToken): string {
  return NOUNS[canonicalSpelling(token.tokenType) ?? ""] ?? "carta";
}

function canon(token: IToken): string {
  return canonicalSpelling(token.tokenType) ?? token.image;
}

function tokenSpan(token: IToken): Span {
  return { start: token.startOffset, end: (token.endOffset ?? token.startOffset) + 1 };
}

function numberOf(token: IToken): number {
  return (token as Token).value ?? Number(token.image);
}

type ClauseWithoutSpan = ClauseNode extends infer C ? (C extends ClauseNode ? Omit<C, "span"> : never) : never;

// The message provider hands back the expected token names as JSON; the Spanish
// diagnostic is written in parse.ts, where the whole sentence is known.
const expectedTokensProvider: IParserErrorMessageProvider = {
  buildMismatchTokenMessage: ({ expected }) => JSON.stringify([expected.name]),
  buildNotAllInputParsedMessage: () => JSON.stringify([]),
  buildNoViableAltMessage: ({ expectedPathsPerAlt }) =>
    JSON.stringify(expectedPathsPerAlt.flatMap((paths) => paths.map((path) => path[0]?.name ?? "EOF"))),
  buildEarlyExitMessage: ({ expectedIterationPaths }) => JSON.stringify(expectedIterationPaths.map((path) => path[0]?.name ?? "EOF")),
};

class CartaParser extends EmbeddedActionsParser {
  constructor() {
    super(allTokenTypes, { maxLookahead: 4, recoveryEnabled: false, errorMessageProvider: expectedTokensProvider });
    this.performSelfAnalysis();
  }

  private begin(): number {
    return this.LA(1).startOffset;
  }

  private spanFrom(start: number): Span {
    const last = this.LA(0);
    return { start, end: (last.endOffset ?? last.startOffset) + 1 };
  }

  // ---- segments ----------------------------------------------------------------

  public cardHeader = this.RULE("cardHeader", (): SegmentNode => {
    const start = this.begin();
    this.CONSUME(T.Carta);
    const name = this.CONSUME(T.StringLiteral);
    return this.ACTION(() => ({
      kind: "cardHeader" as const,
      name: name.image.slice(1, -1),
      nameSpan: tokenSpan(name),
      span: this.spanFrom(start),
    }));
  });

  public field = this.RULE("field", (): SegmentNode => {
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
          const name = this.OR2([
            { ALT: () => this.CONSUME(T.Coste) },
            { ALT: () => this.CONSUME(T.Ataque) },
            { ALT: () => this.CONSUME(T.Vida) },
          ]);
          const value = this.CONSUME(T.NumberLiteral);
          return this.ACTION(() => ({
            field: canon(name) as "coste" | "ataque" | "vida",
            value: numberOf(value),
            valueSpan: tokenSpan(value),
            span: this.spanFrom(start),
          }));
        },
      },
    ]);
    return this.ACTION(() => ({ kind: "field" as const, field, span: field.span }));
  });

  public sentence = this.RULE("sentence", (): SegmentNode => {
    const start = this.begin();
    return this.OR<SegmentNode>([
      {
        ALT: () => {
          const trait = this.CONSUME(T.TraitName);
          const modifiers: ModifierNode[] = [];
          this.MANY(() => {
            this.CONSUME(T.Comma);
            modifiers.push(this.SUBRULE(this.modifier));
          });
          const body = this.OR1([
            { ALT: () => { this.CONSUME(T.Colon); return [this.SUBRULE(this.effectSentence)]; } },
            { ALT: () => { this.CONSUME(T.Dot); return []; } },
          ]);
          return this.ACTION(() => this.ability({ kind: "trait", trait: canon(trait), traitSpan: tokenSpan(trait), modifiers, body, span: this.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          const option = this.OR2([{ ALT: () => this.CONSUME(T.Prologo) }, { ALT: () => this.CONSUME(T.Epilogo) }]);
          this.CONSUME1(T.Colon);
          const body = this.SUBRULE1(this.effectSentence);
          return this.ACTION(() => this.ability({ kind: "verse", option: canon(option) as "Prólogo" | "Epílogo", body: [body], span: this.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          const trigger = this.SUBRULE(this.trigger);
          this.CONSUME2(T.Comma);
          const body = this.SUBRULE2(this.effectSentence);
          return this.ACTION(() => this.ability({ kind: "triggered", trigger, body: [body], span: this.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          const keyword = this.CONSUME(T.KeywordName);
          this.CONSUME1(T.Dot);
          return this.ACTION(() => this.ability({ kind: "keyword", keyword: canon(keyword), span: this.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.SinEntrenamiento);
          this.CONSUME2(T.Dot);
          return this.ACTION(() => this.ability({ kind: "keyword", keyword: "Sin entrenamiento", span: this.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Vincular);
          const n = this.CONSUME(T.NumberLiteral);
          this.CONSUME3(T.Dot);
          return this.ACTION(() => this.ability({ kind: "bind", amount: numberOf(n), span: this.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          const sentence = this.SUBRULE3(this.effectSentence);
          return this.ACTION(() => ({ kind: "sentence" as const, sentence, span: sentence.span }));
        },
      },
    ]);
  });

  private ability(node: AbilityNode): SegmentNode {
    return { kind: "ability", ability: node, span: node.span };
  }

  private modifier = this.RULE("modifier", (): ModifierNode => {
    const start = this.begin();
    return this.OR<ModifierNode>([
      { ALT: () => { this.CONSUME(T.Temple); return this.ACTION(() => ({ kind: "temple" as const, span: this.spanFrom(start) })); } },
      {
        ALT: () => {
          this.CONSUME(T.Limite);
          const event = this.CONSUME(T.AnyWord);
          return this.ACTION(() => ({ kind: "limit" as const, event: NOUNS[canon(event)] ?? canon(event), eventSpan: tokenSpan(event), span: this.spanFrom(start) }));
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

  private trigger = this.RULE("trigger", (): TriggerNode => {
    return this.OR<TriggerNode>([
      {
        ALT: () => {
          this.CONSUME(T.Al);
          return this.OR1<TriggerNode>([
            { ALT: () => { this.CONSUME(T.Entra); this.CONSUME(T.En); this.CONSUME(T.Juego); return { kind: "entersPlay" }; } },
            { ALT: () => { this.CONSUME(T.Sale); this.CONSUME(T.Del); this.CONSUME1(T.Juego); return { kind: "leavesPlay" }; } },
            {
              ALT: () => {
                this.CONSUME(T.Comienzo);
                this.CONSUME(T.De);
                const whose = this.OR2([
                  { ALT: () => { this.CONSUME(T.Tu); return "you" as const; } },
                  { ALT: () => { this.CONSUME(T.Cada); return "each" as const; } },
                ]);
                const phase = this.CONSUME(T.PhaseName);
                return this.ACTION(() => ({ kind: "phaseStart" as const, phase: canon(phase), whose }));
              },
            },
          ]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Cuando);
          this.CONSUME(T.Este);
          const noun = this.CONSUME(T.Noun);
          return this.OR3<TriggerNode>([
            {
              ALT: () => {
                this.CONSUME(T.Es);
                return this.OR4<TriggerNode>([
                  { ALT: () => { this.CONSUME(T.Destruido); return this.ACTION(() => ({ kind: "destroyed" as const, noun: nounOf(noun) })); } },
                  { ALT: () => { this.CONSUME(T.Bloqueado); return this.ACTION(() => ({ kind: "isBlocked" as const, noun: nounOf(noun) })); } },
                ]);
              },
            },
            { ALT: () => { this.CONSUME(T.Bloquea); return this.ACTION(() => ({ kind: "blocks" as const, noun: nounOf(noun) })); } },
          ]);
        },
      },
    ]);
  });

  // ---- effect sentences -------------------------------------------------------------

  public effectSentence = this.RULE("effectSentence", (): SentenceNode => {
    const start = this.begin();
    return this.OR<SentenceNode>([
      {
        ALT: () => {
          this.CONSUME(T.EligeUno);
          this.CONSUME(T.Colon);
          const options: SentenceNode[] = [];
          this.AT_LEAST_ONE(() => {
            this.CONSUME(T.Minus);
            options.push(this.SUBRULE(this.plainSentence));
          });
          return this.ACTION(() => {
            const span = this.spanFrom(start);
            return { link: null, condition: null, clauses: [{ kind: "chooseOne" as const, options, optional: false, span }], span };
          });
        },
      },
      { ALT: () => this.SUBRULE1(this.plainSentence) },
    ]);
  });

  private plainSentence = this.RULE("plainSentence", (): SentenceNode => {
    const start = this.begin();
    let link: SentenceNode["link"] = null;
    let condition: ConditionNode | null = null;
    this.OPTION(() => {
      this.OR([
        {
          ALT: () => {
            this.CONSUME(T.Si);
            condition = this.SUBRULE(this.condition);
          },
        },
        { ALT: () => { this.CONSUME(T.SiLoHaces); link = "ifYouDid"; } },
        { ALT: () => { this.CONSUME(T.Luego); link = "then"; } },
        { ALT: () => { this.CONSUME(T.ComoCosteAdicional); link = "additionalCost"; } },
      ]);
      this.CONSUME(T.Comma);
    });
    const clauses: SentenceNode["clauses"] = [];
    clauses.push(this.SUBRULE(this.optionalClause));
    this.MANY(() => {
      this.CONSUME(T.Y);
      clauses.push(this.SUBRULE1(this.optionalClause));
    });
    this.CONSUME(T.Dot);
    return this.ACTION(() => ({ link, condition, clauses, span: this.spanFrom(start) }));
  });

  private optionalClause = this.RULE("optionalClause", (): ClauseNode & { optional: boolean } => {
    const optional = this.OPTION(() => this.CONSUME(T.Puedes)) !== undefined;
    const clause = this.SUBRULE(this.clause);
    return this.ACTION(() => ({ ...clause, optional }));
  });

  private clause = this.RULE("clause", (): ClauseNode => {
    const start = this.begin();
    const body = this.OR<ClauseWithoutSpan>([
      {
        ALT: () => {
          this.CONSUME(T.Haz);
          const amount = this.SUBRULE(this.damageAmount);
          const to = this.SUBRULE(this.recipient);
          const perEach = this.OPTION(() => this.SUBRULE(this.perEach));
          return this.ACTION(() => ({ kind: "damage" as const, amount: withPerEach(amount, perEach), to }));
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Reparte);
          const amount = this.SUBRULE1(this.damageAmount);
          this.CONSUME(T.Entre);
          const among = this.SUBRULE1(this.selection);
          return { kind: "divideDamage" as const, amount, among };
        },
      },
      { ALT: () => { this.CONSUME(T.Destruye); return { kind: "destroy" as const, what: this.SUBRULE2(this.selection) }; } },
      { ALT: () => { this.CONSUME(T.Gira); return { kind: "turn" as const, what: this.SUBRULE3(this.selection) }; } },
      { ALT: () => { this.CONSUME(T.Endereza); return { kind: "untap" as const, what: this.SUBRULE4(this.selection) }; } },
      { ALT: () => { this.CONSUME(T.Sacrifica); return { kind: "sacrifice" as const, what: this.SUBRULE5(this.selection) }; } },
      { ALT: () => this.SUBRULE(this.cardCountClause, { ARGS: [null] }) },
      {
        ALT: () => {
          this.CONSUME(T.Devuelve);
          const what = this.SUBRULE6(this.selection);
          let toEssenceDeck = false;
          this.OPTION1(() => {
            this.CONSUME1(T.A);
            this.OR1([
              {
                ALT: () => {
                  this.CONSUME(T.El);
                  this.CONSUME(T.Mano);
                  this.OPTION2(() => { this.CONSUME(T.De); this.CONSUME(T.Su); this.CONSUME(T.Dueno); });
                },
              },
              {
                ALT: () => {
                  this.CONSUME1(T.Su);
                  this.CONSUME1(T.Mano);
                },
              },
              {
                ALT: () => {
                  this.CONSUME(T.Tu);
                  this.OR4([
                    { ALT: () => { this.CONSUME3(T.Mano); } },
                    {
                      ALT: () => {
                        this.CONSUME(T.Baraja);
                        this.CONSUME1(T.De);
                        this.CONSUME(T.Escencia);
                        toEssenceDeck = true;
                      },
                    },
                  ]);
                },
              },
            ]);
          });
          return this.ACTION(() => {
            if (toEssenceDeck || (what.kind === "cards" && what.noun === "Escencia")) {
              const n = what.kind === "cards" ? quantityOf(what.quantifier) : 1;
              return { kind: "returnEssence" as const, amount: { value: n, span: what.span }, what };
            }
            return { kind: "returnToHand" as const, what };
          });
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Gana);
          this.CONSUME1(T.El);
          this.CONSUME(T.Control);
          this.CONSUME2(T.De);
          const what = this.SUBRULE7(this.selection);
          const duration = this.OPTION3(() => this.SUBRULE(this.duration)) ?? null;
          return { kind: "gainControl" as const, what, duration };
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Prohibe);
          return this.OR2<ClauseWithoutSpan>([
            {
              ALT: () => {
                const what = this.SUBRULE(this.nextToResolve);
                const unlessPays = this.OPTION4(() => this.SUBRULE(this.unlessPays)) ?? null;
                return { kind: "prohibitNext" as const, what, unlessPays };
              },
            },
            {
              ALT: () => {
                const what = this.SUBRULE8(this.selection);
                const unlessPays = this.OPTION5(() => this.SUBRULE1(this.unlessPays)) ?? null;
                return { kind: "prohibitTarget" as const, what, unlessPays };
              },
            },
          ]);
        },
      },
      {
        ALT: () => {
          const what = this.SUBRULE1(this.nextToResolve);
          this.CONSUME(T.Es);
          this.CONSUME(T.Prohibido);
          const unlessPays = this.OPTION6(() => this.SUBRULE2(this.unlessPays)) ?? null;
          return { kind: "prohibitNext" as const, what, unlessPays };
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Mira);
          this.CONSUME2(T.El);
          const n = this.option(10, () => this.CONSUME(T.NumberLiteral));
          this.CONSUME(T.Primeras);
          this.CONSUME(T.Carta);
          this.CONSUME3(T.De);
          this.CONSUME1(T.Tu);
          this.CONSUME1(T.Baraja);
          let arrange: "top" | "bottom" | "topOrBottom" = "top";
          // «y» may also join the next clause («… de tu baraja y roba 1 carta»).
          this.OPTION7({
            GATE: () => this.LA(2).tokenType === T.Pon,
            DEF: () => {
            this.CONSUME(T.Y);
            this.CONSUME(T.Pon);
            this.CONSUME(T.Lo);
            arrange = this.SUBRULE(this.placement);
            this.OPTION8(() => this.CONSUME(T.EnCualquierOrden));
            },
          });
          return this.ACTION(() => ({ kind: "lookAtTop" as const, count: n === undefined ? 1 : numberOf(n), arrange }));
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Busca);
          this.CONSUME1(T.En);
          this.CONSUME2(T.Tu);
          this.CONSUME2(T.Baraja);
          const what = this.SUBRULE9(this.selection);
          this.CONSUME1(T.Y);
          this.CONSUME1(T.Pon);
          this.CONSUME1(T.Lo);
          this.CONSUME2(T.En);
          const destination = this.OR3([
            { ALT: () => { this.CONSUME3(T.Tu); this.CONSUME2(T.Mano); return "mano" as const; } },
            { ALT: () => { this.CONSUME(T.Juego); return "juego" as const; } },
          ]);
          return { kind: "searchDeck" as const, what, destination };
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Agrega);
          const amount = this.SUBRULE(this.count);
          this.CONSUME1(T.Escencia);
          const turned = this.OPTION9(() => this.CONSUME(T.Girado)) !== undefined;
          return { kind: "addEssence" as const, amount, turned };
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Equipa);
          const relic = this.subrule(10, this.selection);
          const to = this.SUBRULE1(this.recipient);
          return { kind: "equip" as const, relic, to };
        },
      },
      { ALT: () => this.SUBRULE(this.subjectClause) },
    ]);
    return this.ACTION(() => ({ ...body, span: this.spanFrom(start) }) as ClauseNode);
  });

  /** A clause whose subject comes first: "Tus personajes obtienen …", "Tu oponente roba …". */
  private subjectClause = this.RULE("subjectClause", (): ClauseWithoutSpan => {
    const subject = this.SUBRULE(this.selection);
    return this.OR<ClauseWithoutSpan>([
      {
        ALT: () => {
          this.CONSUME(T.Obtiene);
          return this.OR1<ClauseWithoutSpan>([
            {
              ALT: () => {
                const stats = this.SUBRULE(this.statModifiers);
                const duration = this.OPTION(() => this.SUBRULE(this.duration)) ?? null;
                return this.ACTION(() => ({ kind: "modifyStats" as const, what: subject, attack: stats.attack, life: stats.life, duration }));
              },
            },
            {
              ALT: () => {
                const keyword = this.SUBRULE(this.keywordRef);
                const duration = this.OPTION1(() => this.SUBRULE1(this.duration)) ?? null;
                return { kind: "grantKeyword" as const, what: subject, keyword, duration };
              },
            },
          ]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Gana);
          const amount = this.SUBRULE(this.count);
          this.CONSUME(T.De);
          this.CONSUME(T.Vida);
          const perEach = this.OPTION2(() => this.SUBRULE(this.perEach));
          return this.ACTION(() => ({ kind: "gainLife" as const, who: subject, amount: withPerEach(amount, perEach) }));
        },
      },
      { ALT: () => this.SUBRULE(this.cardCountClause, { ARGS: [subject] }) },
      {
        ALT: () => {
          this.CONSUME(T.Cuesta);
          const n = this.CONSUME(T.NumberLiteral);
          const sign = this.OR2([
            { ALT: () => { this.CONSUME(T.Mas); return 1; } },
            { ALT: () => { this.CONSUME(T.Menos); return -1; } },
          ]);
          return this.ACTION(() => ({ kind: "modifyCost" as const, what: subject, delta: sign * numberOf(n) }));
        },
      },
    ]);
  });

  /** Roba / Descarta / Bota N cartas [por cada …]. */
  private cardCountClause = this.RULE("cardCountClause", (player: SelectionNode | null): ClauseWithoutSpan => {
    const verb = this.OR([
      { ALT: () => { this.CONSUME(T.Roba); return "draw" as const; } },
      { ALT: () => { this.CONSUME(T.Descarta); return "discard" as const; } },
      { ALT: () => { this.CONSUME(T.Bota); return "mill" as const; } },
    ]);
    const amount = this.SUBRULE(this.count);
    this.CONSUME(T.Carta);
    const perEach = this.OPTION(() => this.SUBRULE(this.perEach));
    return this.ACTION(() => ({ kind: verb, player, amount: withPerEach(amount, perEach) }));
  });

  private statModifiers = this.RULE("statModifiers", (): { attack: number; life: number } => {
    const first = this.SUBRULE(this.signed);
    this.CONSUME(T.De);
    return this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Ataque);
          // «y» may also join the next clause («… +2 de ataque y roba 1 carta»): only a sign continues the stats.
          const life = this.OPTION({
            GATE: () => this.LA(2).tokenType === T.Plus || this.LA(2).tokenType === T.Minus,
            DEF: () => {
              this.CONSUME(T.Y);
              const second = this.SUBRULE1(this.signed);
              this.CONSUME1(T.De);
              this.CONSUME(T.Vida);
              return second;
            },
          });
          return { attack: first, life: life ?? 0 };
        },
      },
      { ALT: () => { this.CONSUME1(T.Vida); return { attack: 0, life: first }; } },
    ]);
  });

  private signed = this.RULE("signed", (): number => {
    const sign = this.OR([
      { ALT: () => { this.CONSUME(T.Plus); return 1; } },
      { ALT: () => { this.CONSUME(T.Minus); return -1; } },
    ]);
    const n = this.CONSUME(T.NumberLiteral);
    return this.ACTION(() => sign * numberOf(n));
  });

  private keywordRef = this.RULE("keywordRef", (): string => {
    return this.OR([
      { ALT: () => { const k = this.CONSUME(T.KeywordName); return this.ACTION(() => canon(k)); } },
      { ALT: () => { this.CONSUME(T.SinEntrenamiento); return "Sin entrenamiento"; } },
    ]);
  });

  private duration = this.RULE("duration", (): Duration => {
    return this.OR([
      { ALT: () => { this.CONSUME(T.HastaElFinalDelTurno); return "untilEndOfTurn" as const; } },
      { ALT: () => { this.CONSUME(T.DeFormaPermanente); return "permanent" as const; } },
    ]);
  });

  /** "la próxima carta que fuera a resolverse" / "el próximo Rasgo de Talento que fuera a resolverse". */
  private nextToResolve = this.RULE("nextToResolve", (): "carta" | "Talento" => {
    this.CONSUME(T.El);
    this.CONSUME(T.Proximo);
    const what = this.OR([
      { ALT: () => { this.CONSUME(T.Carta); return "carta" as const; } },
      { ALT: () => { this.CONSUME(T.Rasgo); this.CONSUME(T.De); this.CONSUME(T.Talento); return "Talento" as const; } },
    ]);
    this.CONSUME(T.Que);
    this.CONSUME(T.Fuera);
    this.CONSUME(T.A);
    this.CONSUME(T.Resolverse);
    return what;
  });

  /** "a menos que su controlador pague N Escencias adicionales". */
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

  private placement = this.RULE("placement", (): "top" | "bottom" | "topOrBottom" => {
    return this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Arriba);
          const both = this.OPTION(() => { this.CONSUME(T.O); this.CONSUME(T.Al); this.CONSUME(T.Fondo); return true; });
          return both === undefined ? ("top" as const) : ("topOrBottom" as const);
        },
      },
      {
        ALT: () => {
          this.CONSUME1(T.Al);
          this.CONSUME1(T.Fondo);
          const both = this.OPTION1(() => { this.CONSUME1(T.O); this.CONSUME1(T.Arriba); return true; });
          return both === undefined ? ("bottom" as const) : ("topOrBottom" as const);
        },
      },
    ]);
  });

  private damageAmount = this.RULE("damageAmount", (): AmountNode => {
    const amount = this.SUBRULE(this.count);
    this.OPTION(() => this.CONSUME(T.Puntos));
    this.CONSUME(T.De);
    this.CONSUME(T.Dano);
    return amount;
  });

  /** A number, or «un»/«una» for 1. */
  private count = this.RULE("count", (): AmountNode => {
    const token = this.OR([{ ALT: () => this.CONSUME(T.NumberLiteral) }, { ALT: () => this.CONSUME(T.Un) }]);
    return this.ACTION(() => ({ value: token.tokenType === T.Un ? 1 : numberOf(token), span: tokenSpan(token) }));
  });

  private perEach = this.RULE("perEach", (): SelectionNode => {
    const start = this.begin();
    this.CONSUME(T.Por);
    this.CONSUME(T.Cada);
    const noun = this.CONSUME(T.Noun);
    const filters = this.SUBRULE(this.filters);
    return this.ACTION(() => cardSelection({ kind: "all" }, false, false, noun, filters, this.spanFrom(start)));
  });

  // ---- selections ----------------------------------------------------------------------

  public selection = this.RULE("selection", (): SelectionNode => {
    const start = this.begin();
    const cards = (quantifier: Quantifier, other: boolean, yours: boolean, noun: IToken, filters: FilterNode[]): SelectionNode =>
      cardSelection(quantifier, other, yours, noun, filters, this.spanFrom(start));
    return this.OR<SelectionNode>([
      {
        ALT: () => {
          this.CONSUME(T.Este);
          const noun = this.CONSUME(T.Noun);
          return this.ACTION(() => ({ kind: "self" as const, noun: nounOf(noun), span: this.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          const article = this.CONSUME(T.El);
          const singular = this.ACTION(() => article.image.length <= 2);
          return this.SUBRULE(this.definite, { ARGS: [start, singular] });
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Ese);
          const noun = this.CONSUME9(T.Noun);
          return this.ACTION(() => ({ kind: "previous" as const, noun: nounOf(noun), span: this.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Tu);
          return this.OR2<SelectionNode>([
            { ALT: () => { this.CONSUME(T.Oponente); return this.ACTION(() => ({ kind: "player" as const, who: "opponent" as const, span: this.spanFrom(start) })); } },
            {
              ALT: () => {
                const noun = this.CONSUME2(T.Noun);
                const filters = this.SUBRULE1(this.filters);
                return this.ACTION(() =>
                  nounOf(noun) === "Santuario"
                    ? { kind: "sanctuary" as const, whose: "you" as const, span: this.spanFrom(start) }
                    : cards({ kind: "all" }, false, true, noun, filters),
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
                const other = this.OPTION(() => this.CONSUME(T.Otro)) !== undefined;
                const noun = this.CONSUME3(T.Noun);
                const filters = this.SUBRULE2(this.filters);
                return this.ACTION(() => cards({ kind: "all" }, other, false, noun, filters));
              },
            },
          ]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Todos);
          this.CONSUME1(T.El);
          const other = this.OPTION1(() => this.CONSUME1(T.Otro)) !== undefined;
          const noun = this.CONSUME4(T.Noun);
          const filters = this.SUBRULE3(this.filters);
          return this.ACTION(() => cards({ kind: "all" }, other, false, noun, filters));
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Un);
          return this.OR4<SelectionNode>([
            { ALT: () => { this.CONSUME1(T.Jugador); return this.ACTION(() => ({ kind: "playerTarget" as const, span: this.spanFrom(start) })); } },
            {
              ALT: () => {
                const noun = this.CONSUME5(T.Noun);
                const filters = this.SUBRULE4(this.filters);
                return this.ACTION(() => cards({ kind: "one" }, false, false, noun, filters));
              },
            },
          ]);
        },
      },
      {
        ALT: () => {
          this.CONSUME2(T.Otro);
          const noun = this.CONSUME6(T.Noun);
          const filters = this.SUBRULE5(this.filters);
          return this.ACTION(() => cards({ kind: "one" }, true, false, noun, filters));
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Hasta);
          const n = this.CONSUME(T.NumberLiteral);
          const other = this.OPTION2(() => this.CONSUME3(T.Otro)) !== undefined;
          const noun = this.CONSUME7(T.Noun);
          const filters = this.SUBRULE6(this.filters);
          return this.ACTION(() => cards({ kind: "upTo", n: numberOf(n) }, other, false, noun, filters));
        },
      },
      {
        ALT: () => {
          const n = this.CONSUME1(T.NumberLiteral);
          const atLeast = this.OPTION4(() => { this.CONSUME(T.O); this.CONSUME(T.Mas); return true; }) === true;
          const other = this.OPTION3(() => this.CONSUME4(T.Otro)) !== undefined;
          const noun = this.CONSUME8(T.Noun);
          const filters = this.SUBRULE7(this.filters);
          return this.ACTION(() => cards({ kind: atLeast ? "atLeast" : "exactly", n: numberOf(n) }, other, false, noun, filters));
        },
      },
    ]);
  });

  /** What follows «el»/«al»: «el portador», «el Santuario de tu oponente», «los personajes de Orden». */
  private definite = this.RULE("definite", (start: number, singular: boolean): SelectionNode => {
    return this.OR<SelectionNode>([
      { ALT: () => { this.CONSUME(T.Portador); return this.ACTION(() => ({ kind: "bearer" as const, span: this.spanFrom(start) })); } },
      {
        ALT: () => {
          const noun = this.CONSUME(T.Noun);
          const filters = this.SUBRULE(this.filters);
          return this.ACTION(() => {
            if (nounOf(noun) === "Santuario" && filters.some((f) => f.kind === "controller" && f.side === "opponent")) {
              return { kind: "sanctuary" as const, whose: "opponent" as const, span: this.spanFrom(start) };
            }
            const node = cardSelection({ kind: "all" }, false, false, noun, filters, this.spanFrom(start));
            if (singular && node.kind === "cards") node.singular = true;
            return node;
          });
        },
      },
    ]);
  });

  /** «a <selección>», or «al Santuario de tu oponente» (al = a + el). */
  private recipient = this.RULE("recipient", (): SelectionNode => {
    return this.OR([
      { ALT: () => { this.CONSUME(T.A); return this.SUBRULE(this.selection); } },
      {
        ALT: () => {
          const al = this.CONSUME(T.Al);
          const start = this.ACTION(() => al.startOffset);
          return this.SUBRULE(this.definite, { ARGS: [start, true] });
        },
      },
    ]);
  });

  private filters = this.RULE("filters", (): FilterNode[] => {
    const filters: FilterNode[] = [];
    this.MANY(() => filters.push(this.SUBRULE(this.filter)));
    return filters;
  });

  private filter = this.RULE("filter", (): FilterNode => {
    const start = this.begin();
    const node = this.OR<Omit<FilterNode, "span"> & { kind: FilterNode["kind"] }>([
      {
        ALT: () => {
          this.CONSUME(T.De);
          return this.OR1<Omit<FilterNode, "span">>([
            { ALT: () => { const f = this.CONSUME(T.FactionName); return this.ACTION(() => ({ kind: "faction" as const, faction: canon(f) })); } },
            {
              ALT: () => {
                this.CONSUME(T.Tu);
                return this.OR7<Omit<FilterNode, "span">>([
                  { ALT: () => { this.CONSUME(T.Oponente); return { kind: "controller" as const, side: "opponent" as const }; } },
                  { ALT: () => { this.CONSUME1(T.Cementerio); return { kind: "zone" as const, zone: "cementerio" as const }; } },
                  { ALT: () => { this.CONSUME1(T.Mano); return { kind: "zone" as const, zone: "mano" as const }; } },
                ]);
              },
            },
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
      { ALT: () => { this.CONSUME1(T.Oponente); return { kind: "controller" as const, side: "opponent" as const }; } },
      {
        ALT: () => {
          this.CONSUME(T.Que);
          return this.OR2<Omit<FilterNode, "span">>([
            {
              ALT: () => {
                this.CONSUME(T.Controla);
                const theirs = this.OPTION(() => { this.CONSUME1(T.Tu); this.CONSUME2(T.Oponente); return true; }) === true;
                return { kind: "controller" as const, side: theirs ? ("opponent" as const) : ("you" as const) };
              },
            },
            { ALT: () => { this.CONSUME(T.No); this.CONSUME1(T.Controla); return { kind: "controller" as const, side: "opponent" as const }; } },
          ]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Con);
          return this.OR3<Omit<FilterNode, "span">>([
            {
              ALT: () => {
                const stat = this.OR4([
                  { ALT: () => this.CONSUME1(T.Coste) },
                  { ALT: () => this.CONSUME(T.Ataque) },
                  { ALT: () => this.CONSUME(T.Vida) },
                ]);
                const compare = this.SUBRULE1(this.comparison);
                return this.ACTION(() => ({ kind: "stat" as const, stat: canon(stat) as "coste" | "ataque" | "vida", compare }));
              },
            },
            { ALT: () => { const k = this.CONSUME(T.KeywordName); return this.ACTION(() => ({ kind: "has" as const, name: canon(k) })); } },
            { ALT: () => { const k = this.CONSUME(T.TraitName); return this.ACTION(() => ({ kind: "has" as const, name: canon(k) })); } },
            { ALT: () => { this.CONSUME(T.SinEntrenamiento); return { kind: "has" as const, name: "Sin entrenamiento" }; } },
          ]);
        },
      },
      { ALT: () => { this.CONSUME(T.Girado); return { kind: "turned" as const, turned: true }; } },
      { ALT: () => { this.CONSUME(T.Enderezado); return { kind: "turned" as const, turned: false }; } },
      {
        ALT: () => {
          this.CONSUME(T.Llamado);
          const name = this.CONSUME(T.StringLiteral);
          return this.ACTION(() => ({ kind: "named" as const, name: name.image.slice(1, -1), nameSpan: tokenSpan(name) }));
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.En);
          return this.OR5<Omit<FilterNode, "span">>([
            { ALT: () => { this.CONSUME(T.Juego); return { kind: "zone" as const, zone: "juego" as const }; } },
            {
              ALT: () => {
                this.CONSUME2(T.Tu);
                const zone = this.OR6([
                  { ALT: () => { this.CONSUME(T.Mano); return "mano" as const; } },
                  { ALT: () => { this.CONSUME(T.Cementerio); return "cementerio" as const; } },
                  { ALT: () => { this.CONSUME(T.Baraja); return "baraja" as const; } },
                ]);
                return { kind: "zone" as const, zone };
              },
            },
            { ALT: () => { this.CONSUME(T.El); this.CONSUME(T.Cadena); return { kind: "zone" as const, zone: "cadena" as const }; } },
          ]);
        },
      },
    ]);
    return this.ACTION(() => ({ ...node, span: this.spanFrom(start) }) as FilterNode);
  });

  private comparison = this.RULE("comparison", (): Comparison => {
    const n = this.CONSUME(T.NumberLiteral);
    const op = this.OPTION(() => {
      this.CONSUME(T.O);
      return this.OR([
        { ALT: () => { this.CONSUME(T.Mas); return "ge" as const; } },
        { ALT: () => { this.CONSUME(T.Menos); return "le" as const; } },
      ]);
    });
    return this.ACTION(() => ({ op: op ?? "eq", value: numberOf(n) }));
  });

  private condition = this.RULE("condition", (): ConditionNode => {
    const start = this.begin();
    return this.OR<ConditionNode>([
      {
        ALT: () => {
          this.CONSUME(T.Controla);
          const what = this.SUBRULE(this.selection);
          return this.ACTION(() => ({ kind: "controls" as const, who: null, what, span: this.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Tiene);
          const compare = this.SUBRULE(this.comparison);
          this.CONSUME(T.Carta);
          this.CONSUME(T.En);
          this.CONSUME(T.Tu);
          const zone = this.OR1([
            { ALT: () => { this.CONSUME(T.Mano); return "mano" as const; } },
            { ALT: () => { this.CONSUME(T.Cementerio); return "cementerio" as const; } },
            { ALT: () => { this.CONSUME(T.Baraja); return "baraja" as const; } },
          ]);
          return this.ACTION(() => ({ kind: "cardsIn" as const, zone, compare, span: this.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          const who = this.SUBRULE1(this.selection);
          return this.OR2<ConditionNode>([
            {
              ALT: () => {
                this.CONSUME1(T.Controla);
                const what = this.SUBRULE2(this.selection);
                return this.ACTION(() => ({ kind: "controls" as const, who, what, span: this.spanFrom(start) }));
              },
            },
            {
              ALT: () => {
                this.CONSUME1(T.Tiene);
                const compare = this.SUBRULE1(this.comparison);
                this.CONSUME(T.De);
                this.CONSUME(T.Vida);
                return this.ACTION(() => ({ kind: "sanctuaryLife" as const, who, compare, span: this.spanFrom(start) }));
              },
            },
          ]);
        },
      },
    ]);
  });
}

function cardSelection(quantifier: Quantifier, other: boolean, yours: boolean, noun: IToken, filters: FilterNode[], span: Span): SelectionNode {
  return { kind: "cards", quantifier, other, yours, noun: nounOf(noun), filters, span };
}

function withPerEach(amount: AmountNode, perEach: SelectionNode | undefined): AmountNode {
  return perEach ? { ...amount, perEach, span: { start: amount.span.start, end: perEach.span.end } } : amount;
}

function quantityOf(q: Quantifier): number {
  return "n" in q ? q.n : 1;
}

/** The one parser instance, reused for every sentence of every file. */
export const parser = new CartaParser();

export type EntryRule = "cardHeader" | "field" | "sentence";

export const tokenTypesByName = new Map<string, TokenType>(allTokenTypes.map((t) => [t.name, t]));
