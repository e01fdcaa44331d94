// The syntax tree of a `.carta` file: what was written, with spans, before any
// name is resolved or any rule of the game is checked. Values are canonical
// spellings ("Personaje", "Orden"); the compiler maps them to the IR.
//
// The tree is semantic where the grammar is sure («haz N de daño a X» is a damage
// clause) and leaves to the compiler what needs the card around it: which antecedent
// «lo», «ese personaje» or «su» refers to, whether a selection is a target, whether a
// clause may appear where it stands.
import type { Span } from "../diagnostics/catalog.js";

export interface Spanned {
  span: Span;
}

export interface Document {
  cards: CardNode[];
}

export interface CardNode extends Spanned {
  name: string;
  nameSpan: Span;
  fields: FieldNode[];
  abilities: AbilityNode[];
  /**
   * What the sentences that did not parse were trying to be ("coste", "Prólogo", or
   * "texto"): the checker does not report them missing on top of the syntax error.
   */
  unparsed: string[];
}

export type FieldNode =
  | (Spanned & { field: "tipo"; cardType: string; essenceKind?: string; valueSpan: Span })
  | (Spanned & { field: "facción"; faction: string; valueSpan: Span })
  | (Spanned & { field: "coste" | "ataque" | "vida"; value: number; valueSpan: Span });

export type FieldName = FieldNode["field"];

/** `eq`, `le`, `ge` against a number; `lt`/`gt` only compare with another value («más ataque que él»). */
export type Comparison = { op: "eq" | "le" | "ge"; value: number };

/** The nouns a selection can pick. «carta» is any card but an Escencia (Reglamento 12). */
export type NounName = "Personaje" | "carta" | "Reliquia" | "Verso" | "Santuario" | "Escencia";

/** Whose, relative to the controller of the ability. */
export type SideName = "you" | "opponent";

export type FilterNode =
  | (Spanned & { kind: "faction"; faction: string })
  /** «de cada jugador»: whoever controls it (no filter at all). */
  | (Spanned & { kind: "everyPlayer" })
  /** «El próximo Verso que juegues este turno (cuesta 2 menos)»: the next one played. */
  | (Spanned & { kind: "nextPlayed" })
  /** «La primera Reliquia que juegues cada turno» (nth 1), «tu segundo Verso cada turno» (nth 2): the nth like it played in the turn. */
  | (Spanned & { kind: "nthPlayed"; nth: number })
  | (Spanned & { kind: "controller"; side: SideName })
  | (Spanned & { kind: "stat"; stat: "coste" | "ataque" | "vida"; compare: Comparison })
  /** «con más ataque que él»: compared with the card the ability is about. */
  | (Spanned & { kind: "statVsIt"; stat: "ataque" | "vida"; op: "gt" | "lt" })
  | (Spanned & { kind: "has"; name: string })
  | (Spanned & { kind: "turned"; turned: boolean })
  | (Spanned & { kind: "named"; name: string; nameSpan: Span })
  | (Spanned & { kind: "zone"; zone: "juego" | "mano" | "cementerio" | "baraja" | "cadena"; side?: SideName })
  /** A Reliquia with a bearer («equipada») or without one («sin portador»). */
  /** `to`: «equipada a él / a este personaje» (the card with the ability), «equipada al portador». */
  | (Spanned & { kind: "equipped"; equipped: boolean; /** «que tenga(n) equipada(s)»: `it`, the card the sentence changes. */ to?: "self" | "bearer" | "it" })
  /** A personaje with at least one Reliquia equipped, or none. */
  | (Spanned & { kind: "hasRelic"; has: boolean })
  /** «con dos o más Reliquias equipadas». */
  | (Spanned & { kind: "relicCount"; compare: Comparison })
  /** «que haya activado su Embate este turno», «que activó su Talento este turno». */
  /** «que haya entrado en juego este turno». */
  | (Spanned & { kind: "enteredThisTurn" })
  /** `not`: «que no haya activado su Embate este turno». */
  | (Spanned & { kind: "activatedTrait"; trait: string; not?: true })
  /** «que esté bloqueando»; «que lo bloquee»: blocking the card the ability is about. */
  | (Spanned & { kind: "blocking"; it: boolean })
  /** «atacante»: the attacker of the Incursión in progress; «bloqueado»: an attacker that was blocked. */
  /** `taking part`: «que participe en una Incursión», attacking or blocking in the one in progress. */
  | (Spanned & { kind: "incursion"; role: "attacking" | "blocked" | "takingPart" })
  /**
   * «en duelo», «que esté en duelo» (`it` false): in the duel in progress; «en duelo con él»,
   * «con el que esté en duelo», «su oponente en el duelo» (`it`): on the other side of the duel
   * from the card the ability is about; `attacker`: «al que bloquea», only its attacker.
   */
  | (Spanned & { kind: "inDuel"; it: boolean; attacker?: true })
  /** «que lo destruyó»: whose damage destroyed the card the ability is about in the duel in progress. */
  | (Spanned & { kind: "destroyerOf" })
  /** «dañado», «con daño», «que haya recibido daño este turno»: damage is marked on it. */
  | (Spanned & { kind: "damaged" })
  /** «una Escencia básica», «una Escencia especial» (Reglamento 6). */
  | (Spanned & { kind: "essenceKind"; essence: "básica" | "especial" })
  /** «que no sea un personaje». */
  | (Spanned & { kind: "notNoun"; noun: NounName })
  /** «que juegues», «que tu oponente juegue»: cards a player plays (cost changes, protections). */
  | (Spanned & { kind: "playedBy"; side: SideName })
  /** «los personajes revelados», «de entre ellas»: among the cards an earlier step looked at. */
  | (Spanned & { kind: "among" })
  /** «el Santuario de su controlador»: of the antecedent's controller or owner. */
  /** `of`: «el Santuario del controlador de ese personaje», the pointer written out instead of «su». */
  | (Spanned & { kind: "ofIts"; who: "controller" | "owner"; of?: SelectionNode })
  /** «bajo tu control»: entered play under that player's control. */
  | (Spanned & { kind: "under"; side: SideName });

export type Quantifier =
  | { kind: "one" }
  | { kind: "exactly"; n: number }
  | { kind: "upTo"; n: number }
  /** «uno o dos personajes»: at least `min`, at most `max`. */
  | { kind: "between"; min: number; max: number }
  /** «2 o más personajes», «más de un personaje»: only in conditions. */
  | { kind: "atLeast"; n: number }
  /** «2 o menos personajes», «menos de tres personajes»: only in conditions. */
  | { kind: "atMost"; n: number }
  /** «cualquier cantidad de …». */
  | { kind: "anyNumber" }
  | { kind: "all" };

/** A player, as written. «its» is «su controlador»/«su Santuario»: the antecedent's. */
/** `thatPlayer`: «ese jugador», the player a trigger's event is about. */
export type PlayerWho = "you" | "opponent" | "each" | "itsController" | "itsOwner" | "thatPlayer";

export type SelectionNode =
  /** «este personaje», «esta carta», or the card's own name («Cuando Vharsek entre en juego»). */
  | (Spanned & { kind: "self"; noun: NounName; byName?: string; /** A verb's subject with no words («Cuando bloquee», «Al atacar»). */ unwritten?: true })
  /** «el portador»; «su portador»: the bearer of the antecedent. */
  | (Spanned & { kind: "bearer"; ofIt: boolean; /** «el portador de una Reliquia que controles»: the card written out (`ofIt` too). */ of?: SelectionNode })
  /**
   * An antecedent: «ese personaje», «esa Reliquia», the pronouns «lo», «la», «los», «las»,
   * «ellos», «ambos», «uno de ellos», or a clause without subject («obtiene +1 de vida»).
   */
  /** `both`: the two cards named last, as «ambos» («Cada uno hace daño … al otro»). */
  /** `left`: «por cada personaje destruido de esta forma», only those the effect took out of play that way (ruling R179). */
  | (Spanned & { kind: "previous"; noun?: NounName; plural: boolean; feminine?: boolean; pronoun?: boolean; both?: true; left?: "destroyed" | "sacrificed" | "returned" })
  /** «el resto», «las demás» (no noun): the cards an earlier step looked at that were not moved. */
  | (Spanned & { kind: "rest" })
  /** `of`: with `itsController`, the pointer it is of («del controlador de ese personaje»); without, the antecedent of «su». */
  | (Spanned & { kind: "sanctuary"; whose: PlayerWho | "this"; of?: SelectionNode })
  /** `of`: with `itsController` / `itsOwner`, the card written out («el controlador de ese personaje»); without, the antecedent of «su». */
  | (Spanned & { kind: "player"; who: PlayerWho; of?: SelectionNode })
  | (Spanned & { kind: "playerTarget" })
  | (Spanned & {
      kind: "cards";
      quantifier: Quantifier;
      other: boolean;
      /** "tus personajes": controlled by you. */
      yours: boolean;
      noun: NounName;
      filters: FilterNode[];
      /** After «por cada …»: «, hasta un máximo de tres» caps the count it gives. */
      atMost?: number;
      /** After «por cada …»: «destruido este turno», the cards destroyed this turn, not those in play (ruling R187). */
      destroyedThisTurn?: true;
      /** «el personaje», «al Santuario»: a definite singular that names no card in particular. */
      singular?: true;
    })
  /** «una Reliquia o un personaje con vida 2 o menos»: one selection that may be any of these. */
  | (Spanned & { kind: "either"; options: SelectionNode[] })
  /** «Este personaje y otro personaje que controles obtienen …»: the subject is all of these. */
  | (Spanned & { kind: "both"; items: SelectionNode[] })
  /** «un rasgo de Talento o de Resplandor»: an activated trait waiting on the chain. */
  | (Spanned & { kind: "trait"; traits: string[] })
  /** «el personaje sacrificado», «la Reliquia sacrificada»: the card sacrificed to pay the ability's cost. */
  | (Spanned & { kind: "paid"; noun: NounName; cost: "sacrifice" });

/** «Prohíbe el próximo …»: a played card, a Verso, or a trait that resolves on the chain. */
export type NextToResolve = "carta" | "Verso" | "Talento" | "Interferencia" | "Resplandor";

export type AmountNode = Spanned &
  (
    | { kind?: "number"; value: number; perEach?: SelectionNode }
    /** «daño igual a su Ataque», «tanto daño como el mayor Ataque entre …». */
    | { kind: "statOf"; value: number; stat: "coste" | "ataque" | "vida"; of: SelectionNode; max?: boolean }
    /** «por cada uno de ellos»: as many as the cards of the antecedent. */
    | { kind: "countOf"; value: number; of: SelectionNode }
  );

/** How long a change lasts. */
export type Duration = "untilEndOfTurn" | "permanent" | "untilEndOfTheirNextTurn" | "untilTheirNextAlba" | "untilEndOfYourNextTurn" | "untilYourNextAlba" | "duringYourNextAlba";

/** Where «pon», «devuelve», «baraja» send cards. */
export type Destination =
  | { to: "mano"; whose: "owner" | "you" }
  /** `turned`: «ponla en juego girada». */
  | { to: "juego"; turned?: boolean }
  | { to: "cementerio" }
  | { to: "baraja"; where: "top" | "bottom" | "shuffled"; anyOrder: boolean }
  | { to: "barajaEscencia"; anyOrder?: boolean };

export type RestrictionNode =
  | { kind: "cannotBlock" }
  | { kind: "cannotAttack" }
  /** `only`: «solo puede ser bloqueado por …», by no other characters. */
  | { kind: "cannotBeBlocked"; by?: SelectionNode; only?: true }
  | { kind: "cannotActivate"; traits: string[] }
  /** «Tu oponente no puede jugar Versos este turno»: said of a player. */
  /** `perTurn`: «no puede jugar más de un Verso por turno», the most it may play each turn (ruling R185). */
  | { kind: "cannotPlay"; what: SelectionNode; perTurn?: { n: number; span: Span } }
  | { kind: "cannotBeTargeted"; by: Array<{ source: "Verso" | "rasgo"; side?: SideName }> }
  | { kind: "cannotBeDestroyed"; by?: { source: "Verso" | "rasgo"; side?: SideName } }
  /** «no puede ser prohibido»: a card on the chain that no prohibition stops (ruling R125). */
  | { kind: "cannotBeProhibited" }
  | { kind: "doesNotUntap" }
  /** «puede bloquear aunque esté girado», «… dos veces por turno», «… a personajes con Imbatible»: a rule of blocking lifted. */
  | { kind: "mayBlock"; despite: BlockRule; times?: { n: number; span: Span } }
  /**
   * «puede activar su Embate el turno en que entra en juego» (`training`), «… otra vez este
   * turno» (`again`): a rule of activating lifted (Reglamento 13; Mecánicas avanzadas, Temple).
   */
  | { kind: "mayActivate"; trait: string; despite: "training" | "again" }
  /** «pierde Imbatible (hasta el final del turno)». */
  | { kind: "losesKeyword"; keyword: string; keywordSpan: Span }
  /** «pierde todos sus rasgos»: read so it can be reported (CR180); the IR cannot say it yet. */
  | { kind: "losesTraits" };

/** The rules of blocking a card's text may lift (Reglamento 13, 19, 24). */
export type BlockRule = "turned" | "twice" | "imbatible" | "staysUntapped";

export type ClauseNode =
  | (Spanned & { kind: "damage"; amount: AmountNode; to: SelectionNode; source?: SelectionNode })
  | (Spanned & { kind: "divideDamage"; amount: AmountNode; among: SelectionNode })
  | (Spanned & { kind: "destroy"; what: SelectionNode })
  | (Spanned & { kind: "draw"; player: SelectionNode | null; amount: AmountNode; upTo?: boolean })
  | (Spanned & { kind: "mill"; player: SelectionNode | null; amount: AmountNode; upTo?: boolean })
  /** `hand`: «descarta tu mano», every card in it. */
  | (Spanned & { kind: "discard"; player: SelectionNode | null; amount: AmountNode; random?: boolean; what?: SelectionNode; upTo?: boolean; hand?: true })
  | (Spanned & {
      kind: "gains";
      what: SelectionNode;
      attack: number;
      life: number;
      keywords: string[];
      duration: Duration | null;
      perEach?: SelectionNode;
    })
  /** «El portador tiene «Talento: …»»: an ability the selection gains. */
  | (Spanned & { kind: "grantAbility"; what: SelectionNode; ability: AbilityNode })
  | (Spanned & { kind: "turn"; what: SelectionNode })
  | (Spanned & { kind: "untap"; what: SelectionNode })
  /** `player`: «Tu oponente sacrifica un personaje», that player chooses among their own. */
  | (Spanned & { kind: "sacrifice"; what: SelectionNode; player?: SelectionNode })
  | (Spanned & { kind: "reveal"; what: SelectionNode })
  | (Spanned & { kind: "returnToHand"; what: SelectionNode })
  | (Spanned & { kind: "move"; what: SelectionNode; destination: Destination; reveal?: boolean })
  | (Spanned & { kind: "returnEssence"; amount: AmountNode; what?: SelectionNode; toHand?: boolean })
  | (Spanned & { kind: "gainLife"; who: SelectionNode; amount: AmountNode })
  /** «Paga 2 Escencias», «Puedes pagar 1 Escencia»: turning untapped Escencias, as an effect. */
  | (Spanned & { kind: "payEssence"; amount: number })
  /** «Tu Santuario pierde 3 de vida», «pierdes 2 de vida». */
  | (Spanned & { kind: "loseLife"; who: SelectionNode; amount: AmountNode })
  | (Spanned & { kind: "prohibitNext"; what: NextToResolve; thisTurn: boolean; opponents: boolean; unlessPays: number | null })
  | (Spanned & { kind: "prohibitTarget"; what: SelectionNode; unlessPays: number | null })
  | (Spanned & { kind: "lookAtTop"; count: number; arrange: "top" | "bottom" | "topOrBottom" })
  /** «Mira / Revela las N primeras cartas de tu baraja (de Escencia)», «Mira la mano de tu oponente». */
  | (Spanned & { kind: "look"; place: "top" | "bottom" | "hand"; essence?: true; whose: SelectionNode | null; count: number; reveal: boolean })
  /** «Tu tamaño máximo de mano es 8», «No tienes tamaño máximo de mano» (null). */
  | (Spanned & { kind: "handSize"; player: "you" | "opponent"; size: number | null })
  /** «Elige una carta que no sea un personaje» among the cards looked at. */
  | (Spanned & { kind: "choose"; what: SelectionNode })
  | (Spanned & { kind: "searchDeck"; what: SelectionNode; destination: "mano" | "juego" | null; reveal: boolean })
  | (Spanned & { kind: "shuffle"; whose: SelectionNode | null })
  | (Spanned & { kind: "addEssence"; amount: AmountNode; turned: boolean })
  /** «Esa Escencia entra en juego girada»: how the card an earlier step puts in play enters. */
  | (Spanned & { kind: "entersTurned"; what: SelectionNode })
  | (Spanned & { kind: "gainControl"; what: SelectionNode; duration: Duration | null })
  /** «Cada uno hace daño igual a su Ataque al otro»: the two cards named last (`what` stands for both). */
  | (Spanned & { kind: "fight"; what: SelectionNode })
  /** `other`: «Intercambia el control de X y Y», the two cards named in the clause itself. */
  | (Spanned & { kind: "exchangeControl"; what: SelectionNode; other?: SelectionNode })
  | (Spanned & { kind: "equip"; relic: SelectionNode; to: SelectionNode; changeBearer: boolean })
  /** `floor`: «…, hasta un mínimo de 1»: the reduction cannot take the cost below it. */
  | (Spanned & { kind: "modifyCost"; what: SelectionNode; delta: number; perEach?: SelectionNode; condition?: ConditionNode; floor?: { n: number; span: Span } })
  /** `amount`: null is all of it; «once»: «el próximo daño», the whole of the next damage it would take. */
  | (Spanned & { kind: "prevent"; amount: number | null | "once"; to: SelectionNode | null; combat: boolean; duration: Duration | null; /** «que fuera a recibir en ese duelo X»: the duel in progress only. */ thisDuel?: true; /** «Reduce en N el próximo daño»: `amount` of the next damage only (ruling R141). */ reduceNext?: true; /** «… se le hace a este personaje en su lugar» (ruling R174). */ redirectTo?: SelectionNode; /** «el primer daño que fuera a recibir X cada turno»: a static replacement (ruling R177). */ firstEachTurn?: true })
  | (Spanned & { kind: "removeDamage"; what: SelectionNode; amount: number | null })
  /** «en su lugar recibe 3» (`becomes`), «recibe 1 menos», «ese daño se reduce en 1» (`less`): what replaces the damage of «… fuera a recibir daño» (ruling R130). */
  | (Spanned & { kind: "damageInstead"; mode: "becomes" | "less"; amount: number })
  /** «ese daño se hace a este personaje (en su lugar)», «este personaje recibe ese daño»: where the damage of «… fuera a recibir daño» goes instead (ruling R173). */
  | (Spanned & { kind: "redirectDamage"; to: SelectionNode })
  | (Spanned & { kind: "restrict"; what: SelectionNode; restriction: RestrictionNode; duration: Duration | null })
  | (Spanned & { kind: "winGame"; player: SelectionNode })
  | (Spanned & { kind: "loseGame"; player: SelectionNode })
  /** «Solo puede equiparse a un personaje de Instinto». */
  /** `also`: «Puede equiparse a …», one more kind of valid bearer, not the only one (ruling R183). */
  | (Spanned & { kind: "equipRequirement"; to: SelectionNode; also?: true })
  /** «Juega este Verso solo durante una Incursión». */
  | (Spanned & { kind: "playOnlyDuring"; moment: "incursion" | "duel" })
  /** «Juega este Verso solo si …», «Solo puedes activar este Talento si …»: `use` is "play" or a trait name. */
  | (Spanned & { kind: "usableOnlyIf"; use: string; condition: ConditionNode })
  | (Spanned & { kind: "chooseOne"; options: SentenceNode[] });

export type ClauseKind = ClauseNode["kind"];

export type ConditionNode =
  | (Spanned & { kind: "controls"; who: SelectionNode | null; what: SelectionNode })
  | (Spanned & { kind: "sanctuaryLife"; who: SelectionNode; compare: Comparison })
  /** «si tu Santuario tiene menos vida que el de tu oponente». */
  | (Spanned & { kind: "sanctuaryLifeVs"; who: SelectionNode; op: "lt" | "gt" })
  /** `anyone`: «hay … en juego» with no «tu»/«su»: every player's cards count, unless a filter says whose. */
  | (Spanned & { kind: "cardsIn"; who: SelectionNode | null; anyone?: true; zone: "mano" | "cementerio" | "baraja" | "juego"; compare: Comparison; noun: NounName; filters: FilterNode[] })
  /** «tienes menos cartas en la mano que tu oponente», «controlas más personajes que tu oponente». */
  | (Spanned & { kind: "cardsInVs"; who: SelectionNode | null; zone: "mano" | "cementerio" | "baraja" | "juego"; op: "lt" | "gt"; noun: NounName; filters: FilterNode[] })
  /** «durante tu turno», «si es tu turno», «mientras sea el turno de tu oponente». */
  /** `phase`: «durante tu Mediodía», that phase of the turn only. */
  | (Spanned & { kind: "turnOf"; whose: "you" | "opponent"; phase?: string })
  /** «Si es una Reliquia», «si el portador está enderezado», «Mientras el portador sea un personaje de Valor». */
  | (Spanned & { kind: "is"; what: SelectionNode; noun: NounName | null; filters: FilterNode[] })
  /** «si este personaje no activó su Embate este turno». */
  | (Spanned & { kind: "activated"; what: SelectionNode; trait: string })
  /** «Si ese personaje es destruido, …» after the step that may destroy it: it was, during this resolution. */
  | (Spanned & { kind: "destroyed"; what: SelectionNode })
  /**
   * «si ya activaste un Embate este turno», «si tu oponente jugó dos o más Versos», «si no
   * descartaste ninguna carta este turno», «si un personaje que controlabas fue destruido
   * este turno»: what happened this turn. `who`: the player (null: you); `what`: the cards
   * counted (the subject, for «fue destruido»); `none`: «ningún …», none at all.
   */
  | (Spanned & { kind: "happened"; who: SelectionNode | null; deed: "activated" | "played" | "discarded" | "drew" | "destroyed"; trait: string | null; what: SelectionNode | null; compare: Comparison; none: boolean })
  | (Spanned & { kind: "not"; condition: ConditionNode });

export type ConditionKind = ConditionNode["kind"];

/** How a sentence joins the one before it. */
export type LinkNode = "then" | "ifYouDid" | "ifYouDidNot" | "otherwise" | "additionalCost";

/** One sentence of effect text: its connector, then clauses joined by «y», «,» or «;». */
export interface SentenceNode extends Spanned {
  link: LinkNode | null;
  condition: ConditionNode | null;
  /** «Al comienzo del próximo Anochecer, destrúyelo»: the clauses wait for that moment. */
  delayed?: TriggerNode;
  /** «Pon … en juego y destrúyelo al final del turno»: the moment printed last; only the last clause waits for it. */
  delayedLast?: true;
  /** «… a menos que pagues 1 Escencia»: the clauses happen only if the controller does not pay. */
  unlessYouPay?: number;
  /**
   * «… a menos que su controlador pague 2 Escencias», «… a menos que tu oponente pague …»: who
   * may pay instead of the controller (a player: «su controlador», «tu oponente»).
   */
  unlessPayer?: SelectionNode;
  /** «… roba dos cartas en su lugar»: when its condition holds, this sentence happens instead of the one before (its words). */
  instead?: Span;
  /** «Hasta el final del turno, roba una carta.»: a duration printed first that no clause of the sentence takes (CR158). */
  strayDuration?: Span;
  /** «… durante tu turno»: a static sentence applies only then; an effect checks it on resolution. */
  during?: ConditionNode;
  /**
   * «Puedes descartar una carta para robar una carta»: the sentence after it, «Si lo haces, roba
   * una carta.» (assemble makes it one; ruling R186).
   */
  ifDone?: SentenceNode;
  /**
   * `then`: joined by «y luego»; `sameChoice`: an infinitive under the «Puedes» of the clause
   * before («Puedes revelarla y ponerla en tu mano»).
   */
  clauses: Array<ClauseNode & { optional: boolean; then?: boolean; sameChoice?: boolean }>;
}

export type ModifierNode =
  | (Spanned & { kind: "temple" })
  | (Spanned & { kind: "limit"; event: string; eventSpan: Span })
  | (Spanned & { kind: "essenceCost"; amount: number })
  /** «Talento, sacrifica otro personaje: …»: a cost written as an action. */
  | (Spanned & { kind: "actionCost"; clause: ClauseNode });

/** What a trigger listens to. The subject is who or what the event happens to. */
export type EventNode =
  | { kind: "entersPlay"; subject: SelectionNode }
  | { kind: "leavesPlay"; subject: SelectionNode }
  /** `inDuel`: by the damage of a duel («… sea destruido en un duelo»). */
  | { kind: "destroyed"; subject: SelectionNode; inDuel?: true }
  | { kind: "blocks"; subject: SelectionNode; blocked?: SelectionNode; survives?: boolean }
  | { kind: "isBlocked"; subject: SelectionNode; blockers?: Comparison }
  | { kind: "notBlocked"; subject: SelectionNode }
  | { kind: "activates"; subject: SelectionNode; trait: string; attacking?: true }
  /** `combat`: «el Embate de este personaje haga daño a …», the damage of its Embate. */
  | { kind: "dealsDamage"; subject: SelectionNode; to: SelectionNode; combat?: true }
  /** «Cuando este personaje reciba daño», «Cada vez que tu Santuario reciba daño». */
  | { kind: "damaged"; subject: SelectionNode }
  /** «Cuando este personaje destruya a un personaje en un duelo» (Reglamento 19); `victim`: the character destroyed, for «ese personaje». */
  | { kind: "destroysInDuel"; subject: SelectionNode; victim: SelectionNode }
  /** «Cuando este personaje entre en (un) duelo»: it blocks or is blocked (Reglamento 19). */
  | { kind: "entersDuel"; subject: SelectionNode }
  /** «Cada vez que este personaje sobreviva a un duelo»: attacker or blocker, still in play after its damage. */
  | { kind: "survivesDuel"; subject: SelectionNode }
  /** «Cada vez que tu Santuario gane vida»: a Santuario gains life (Reglamento 23). */
  | { kind: "gainsLife"; subject: SelectionNode }
  | { kind: "plays"; player: SelectionNode; what: SelectionNode }
  /** «Cada vez que tu oponente descarte una carta». */
  | { kind: "discards"; player: SelectionNode; what: SelectionNode }
  | { kind: "draws"; player: SelectionNode; what: SelectionNode }
  /** «Cada vez que sacrifiques un personaje». */
  | { kind: "sacrifices"; player: SelectionNode; what: SelectionNode }
  | { kind: "equipped"; relic: SelectionNode; to: SelectionNode | null }
  | { kind: "changesBearer"; relic: SelectionNode }
  | { kind: "returnsToHand"; subject: SelectionNode }
  /** `paysFor`: what it pays for («para pagar el coste de un personaje»); absent, whatever it pays. */
  | { kind: "consumed"; subject: SelectionNode; paysFor?: SelectionNode }
  /**
   * «Si este personaje fuera a ir al cementerio desde el juego», «… fuera a ser destruido»
   * (`destroyed`): not a trigger but a replacement of that move (ruling R129).
   */
  | { kind: "wouldLeave"; subject: SelectionNode; destroyed: boolean }
  /**
   * «Si este personaje fuera a recibir (4 o más puntos de) daño (a la vez)»: a replacement of that damage (ruling R130);
   * `by`, the source: «… recibir daño de un Verso», «Si un Verso fuera a hacer daño a …» (ruling R173).
   */
  | { kind: "wouldBeDamaged"; subject: SelectionNode; atLeast?: number; by?: SelectionNode }
  | { kind: "phase"; moment: "start" | "end"; phase: string; whose: "you" | "opponent" | "each"; next: boolean };

export type EventKind = EventNode["kind"];

export interface TriggerNode extends Spanned {
  event: EventNode;
  /** «La primera vez en cada turno que …». */
  firstEachTurn?: boolean;
  /** «Cuando este personaje bloquee o sea bloqueado»: the other events, each its own ability once assembled. */
  alternatives?: EventNode[];
  /** «Cuando consumas esta Escencia … durante el turno de tu oponente, …»: every sentence of its effect has this condition (assemble). */
  during?: ConditionNode;
  /** «Cuando lo haga, …»: the event of the sentence before (it entering play), which the checker asks for (CR181). */
  echo?: true;
}

export type AbilityNode =
  | (Spanned & { kind: "keyword"; keyword: string })
  | (Spanned & { kind: "bind"; amount: number })
  /** «Temple.» on its own: it modifies the card's one trait that admits it. */
  | (Spanned & { kind: "modifier"; modifier: ModifierNode })
  | (Spanned & { kind: "trait"; trait: string; traitSpan: Span; modifiers: ModifierNode[]; body: SentenceNode[] })
  | (Spanned & { kind: "verse"; option: "Prólogo" | "Epílogo"; body: SentenceNode[] })
  | (Spanned & { kind: "triggered"; trigger: TriggerNode; body: SentenceNode[] })
  /** «Una vez por turno, durante tu Mediodía, …». */
  | (Spanned & { kind: "activated"; body: SentenceNode[] })
  /** «Como coste adicional para jugar este Verso, …»: paid when the card is played. */
  | (Spanned & { kind: "playCost"; body: SentenceNode[] })
  | (Spanned & { kind: "static"; condition: ConditionNode | null; body: SentenceNode[] });

export type AbilityKind = AbilityNode["kind"];

/** What one sentence of the file is, before sentences are grouped into abilities. */
export type SegmentNode =
  | (Spanned & { kind: "cardHeader"; name: string; nameSpan: Span })
  | (Spanned & { kind: "field"; field: FieldNode })
  | (Spanned & { kind: "ability"; ability: AbilityNode })
  | (Spanned & { kind: "sentence"; sentence: SentenceNode });

/** Exhaustiveness: a `switch` over a kind ends here, so a new kind fails the build where it is not handled. */
export function assertNever(value: never, what = "kind"): never {
  throw new Error(`unhandled ${what}: ${JSON.stringify(value)}`);
}
