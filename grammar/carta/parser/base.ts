// The base of the card parser: chevrotain's configuration, span helpers and the
// declarations that let one family of rules use another (the families are classes
// that extend each other: selections → amounts → conditions → events → clauses →
// sentences; a rule may name a rule of a later family through these declarations,
// because chevrotain records the grammar only once every rule exists).
import { EmbeddedActionsParser, EOF, type IParserErrorMessageProvider, type IToken, type ParserMethod, type TokenType } from "chevrotain";
import type { Span } from "../../diagnostics/catalog.js";
import type { Token } from "../../vocabulary/lex.js";
import { allTokenTypes, canonicalSpelling, T } from "../../vocabulary/tokens.js";
import { FirstTokenLookahead } from "./lookahead.js";
import type { AbilityNode, ConditionNode, NounName, SelectionNode, SentenceNode } from "../ast.js";

const NOUNS: Record<string, NounName> = {
  personaje: "Personaje",
  carta: "carta",
  Reliquia: "Reliquia",
  Verso: "Verso",
  Santuario: "Santuario",
  Escencia: "Escencia",
};

export function nounOf(token: IToken): NounName {
  return NOUNS[canonicalSpelling(token.tokenType) ?? ""] ?? "carta";
}

export function canon(token: IToken): string {
  return canonicalSpelling(token.tokenType) ?? token.image;
}

export function tokenSpan(token: IToken): Span {
  return { start: token.startOffset, end: (token.endOffset ?? token.startOffset) + 1 };
}

export function numberOf(token: IToken): number {
  return (token as Token).value ?? (token.tokenType === T.Un ? 1 : Number(token.image));
}

/** A plural determiner or pronoun as written: «los», «las», «ellos», «esos». */
export function isPlural(token: IToken): boolean {
  return /s$/i.test(token.image);
}

export function isFeminine(token: IToken): boolean {
  return /^(la|las|ella|ellas|esa|esas|una|unas|otra|otras|esta|estas|toda|todas|ambas|dicha|dichas)$/i.test(token.image);
}

/** A second-person verb form («controles», «juegues»): its subject is the card's controller. */
export function isYou(token: IToken): boolean {
  return (token as Token).you === true;
}

// The message provider hands back the expected token names as JSON; the Spanish
// diagnostic is written in parse.ts, where the whole sentence is known.
const expectedTokensProvider: IParserErrorMessageProvider = {
  buildMismatchTokenMessage: ({ expected }) => JSON.stringify([expected.name]),
  buildNotAllInputParsedMessage: () => JSON.stringify([]),
  buildNoViableAltMessage: ({ expectedPathsPerAlt }) =>
    JSON.stringify(expectedPathsPerAlt.flatMap((paths) => paths.map((path) => path[0]?.name ?? "EOF"))),
  buildEarlyExitMessage: ({ expectedIterationPaths }) => JSON.stringify(expectedIterationPaths.map((path) => path[0]?.name ?? "EOF")),
};

const MAX_LOOKAHEAD = 5;

export abstract class ParserBase extends EmbeddedActionsParser {
  /**
   * `validate`: run chevrotain's checks of the grammar itself (ambiguous alternatives,
   * repeated occurrence indexes). They cost a sixth of the start-up and find nothing at
   * run time that `test/grammar.test.ts` has not found first, so only that test asks.
   */
  constructor(validate = false) {
    super(allTokenTypes, {
      maxLookahead: MAX_LOOKAHEAD,
      recoveryEnabled: false,
      skipValidations: !validate,
      errorMessageProvider: expectedTokensProvider,
      lookaheadStrategy: new FirstTokenLookahead({ maxLookahead: MAX_LOOKAHEAD }),
    });
  }

  /**
   * The words of the name of the card being parsed (normalized): printed text calls a card
   * by its name («Cuando Vharsek entre en juego»). Only these may stand for the card, so a
   * misspelled word elsewhere is still reported as one.
   */
  ownNameWords: ReadonlySet<string> = new Set();

  protected begin(): number {
    return this.LA(1).startOffset;
  }

  protected spanFrom(start: number): Span {
    const last = this.LA(0);
    return { start, end: (last.endOffset ?? last.startOffset) + 1 };
  }

  /** Is the next token one of these types? For gates that keep «y» from joining the wrong thing. */
  protected nextIs(k: number, ...types: import("chevrotain").TokenType[]): boolean {
    const t = this.LA(k).tokenType;
    return types.some((type) => t === type || (t.CATEGORIES ?? []).includes(type));
  }

  /** Does a «:» come before the sentence ends («.», or the end of the line)? «Talento — Sacrifica otro personaje: …» has its costs there. */
  protected colonBeforeDot(): boolean {
    for (let k = 1; ; k++) {
      const t = this.LA(k).tokenType;
      if (t === T.Colon) return true;
      if (t === T.Dot || t === EOF) return false;
    }
  }

  /** «la (N) primera(s) carta(s) de tu baraja de Escencia» ahead (its «la» at `from`): the Escencia deck's top, not a selection. */
  protected essenceDeckAhead(from = 1): boolean {
    let k = from + 1;
    if (this.LA(k).tokenType === T.NumberLiteral) k++;
    return this.LA(k).tokenType === T.Primeras && this.LA(k + 1).tokenType === T.Carta && this.LA(k + 2).tokenType === T.De && this.LA(k + 4).tokenType === T.Baraja && this.LA(k + 5).tokenType === T.De && this.LA(k + 6).tokenType === T.Escencia;
  }

  /** «… que juegues consumiendo esta Escencia …» before the sentence ends: the cards played by consuming it (ruling R125). */
  protected playedConsumingAhead(): boolean {
    for (let k = 2; ; k++) {
      const t = this.LA(k).tokenType;
      if (t === T.Dot || t === EOF) return false;
      if (t === T.Consume && this.LA(k - 1).tokenType === T.Juega) return true;
    }
  }

  /** «Si …» whose words before the first comma include `first` `second`: a head that only the scan tells from a condition. */
  private siHeadAhead(first: TokenType, second: TokenType): boolean {
    if (this.LA(1).tokenType !== T.Si) return false;
    for (let k = 2; ; k++) {
      const t = this.LA(k).tokenType;
      if (t === T.Comma || t === T.Dot || t === EOF) return false;
      if (t === first && this.LA(k + 1).tokenType === second) return true;
    }
  }

  /** «Si <carta> fuera a …»: a replacement's head (rulings R129, R130), not a condition. */
  protected wouldAhead(): boolean {
    return this.siHeadAhead(T.Fuera, T.A);
  }

  /** «Si (este personaje) (no) es bloqueado, …»: a trigger's head (ruling R165), not a condition. */
  protected blockedAhead(): boolean {
    return this.siHeadAhead(T.Es, T.Bloqueado);
  }

  /** «(Todo) el daño que fuera a recibir …»: the damage a replacement reduces (ruling R130). */
  protected damageToReceiveAhead(): boolean {
    const k = this.LA(1).tokenType === T.Todos ? 2 : 1;
    return this.LA(k).tokenType === T.El && this.LA(k + 1).tokenType === T.Dano && this.LA(k + 2).tokenType === T.Que && this.LA(k + 3).tokenType === T.Fuera && this.LA(k + 4).tokenType === T.A && this.LA(k + 5).tokenType === T.Recibe;
  }

  /** «El primer personaje que active su Embate …»: the first card an event is about (not «… que juegues», a cost). */
  protected firstOneAhead(): boolean {
    return this.nextIs(1, T.El) && this.nextIs(2, T.Primeras) && this.nextIs(3, T.Noun) && !this.playedAhead();
  }

  /**
   * «… a un personaje que controle tu oponente.»: the sentence names an opponent's character and
   * nothing else follows it (no «, sin pagar su coste»): a permission, not the effect «equípala a …».
   */
  protected opponentsBearerAhead(): boolean {
    let opponent = false;
    for (let k = 1; ; k++) {
      const t = this.LA(k).tokenType;
      if (t === T.Dot) return opponent;
      if (t === EOF || t === T.Comma || t === T.Sin) return false;
      if (t === T.Oponente) opponent = true;
    }
  }

  /** «que juegues» before the sentence or clause ends: «la primera Reliquia que juegues …» speaks of cards played. */
  protected playedAhead(): boolean {
    for (let k = 4; ; k++) {
      const t = this.LA(k).tokenType;
      if (t === T.Juega) return true;
      if (t === T.Dot || t === T.Comma || t === T.Cuesta || t === EOF) return false;
    }
  }

  // Rules of later families that earlier ones refer to.
  abstract selection: ParserMethod<[], SelectionNode>;
  abstract condition: ParserMethod<[], ConditionNode>;
  abstract plainSentence: ParserMethod<[boolean], SentenceNode>;
  abstract quotedAbility: ParserMethod<[], AbilityNode>;
}
