// The rules of card construction: what the Reglamento makes meaningless on a
// card, one check function per kind of node. Checks only report; lowering
// (lower.ts) never re-validates.
import type {
  AbilityNode,
  AmountNode,
  CardNode,
  ClauseNode,
  Diagnostic,
  SelectionNode,
  SentenceNode,
} from "../grammar/index.js";
import { report, withArticle, type CardFrame } from "./frame.js";
import { GRANTABLE_KEYWORDS, LIMIT_EVENTS, type CardType } from "./ir.js";

interface CardContext {
  card: CardNode;
  frame: CardFrame;
  diagnostics: Diagnostic[];
}

interface AbilityContext extends CardContext {
  isStatic: boolean;
  /** Versos and traits are played or activated, so only they have costs (Reglamento 12). */
  hasCosts: boolean;
  /** Checking «Como coste adicional, …»: chosen when paying, so not targets. */
  inCost?: boolean;
  /** Nouns of the card targets declared so far in the ability: what «ese …» can refer to. */
  targetsSoFar: string[];
  inCondition?: boolean;
}

const MAX_AMOUNT = 20;
const MAX_COUNT = 10;

/** Keywords and the card types they mean something on (Reglamento 13, 24). */
const KEYWORD_TYPES: Record<string, CardType[]> = {
  Imbatible: ["Personaje"],
  Devastar: ["Personaje"],
  Letal: ["Personaje"],
  "Sin entrenamiento": ["Personaje"],
  Mítica: ["Personaje", "Reliquia"],
  Vestigios: ["Personaje", "Reliquia", "Verso"],
};

/** Steps whose outcome can be "not done", so «Si lo haces» after them is meaningful (Reglamento 17). */
const FALLIBLE = new Set<ClauseNode["kind"]>([
  "damage", "divideDamage", "destroy", "draw", "discard", "mill", "turn", "untap", "sacrifice", "returnToHand",
  "returnEssence", "gainControl", "equip", "searchDeck", "prohibitTarget",
]);

export function checkCard(card: CardNode, frame: CardFrame, diagnostics: Diagnostic[]): void {
  const ctx: CardContext = { card, frame, diagnostics };
  if (card.name.trim() === "") {
    report(diagnostics, "CR135", 'La carta no tiene nombre: escribe el nombre entre las comillas, p. ej. carta "Zirkax".', card.nameSpan);
  }
  const seenKeywords = new Set<string>();
  const verseOptions = new Set<string>();
  for (const ability of card.abilities) {
    if (ability.kind === "keyword" || ability.kind === "bind") {
      const name = ability.kind === "bind" ? "Vincular" : ability.keyword;
      if (seenKeywords.has(name)) report(diagnostics, "CR119", `«${name}» ya está en esta carta; deja solo uno.`, ability.span);
      seenKeywords.add(name);
    }
    if (ability.kind === "verse") {
      if (verseOptions.has(ability.option)) {
        report(diagnostics, "CR136", `Esta carta ya tiene ${ability.option}: un Verso tiene un Prólogo y un Epílogo a lo sumo (Reglamento 3); une los efectos en una sola habilidad.`, ability.span);
      }
      verseOptions.add(ability.option);
    }
    checkAbility(ability, {
      ...ctx,
      isStatic: ability.kind === "static",
      hasCosts: ability.kind === "verse" || ability.kind === "trait",
      targetsSoFar: [],
    });
  }
  const unparsedText = card.unparsed.some((u) => u === "Prólogo" || u === "Epílogo" || u === "texto");
  if (frame.type === "Verso" && verseOptions.size === 0 && !card.unparsed.includes("Prólogo") && !card.unparsed.includes("Epílogo")) {
    report(diagnostics, "CR111", "Un Verso necesita al menos una opción (Reglamento 3): añade «Prólogo: <efecto>.» o «Epílogo: <efecto>.»", card.nameSpan);
  }
  if (frame.type === "Escencia" && frame.essenceKind === "básica" && card.abilities.length > 0) {
    report(diagnostics, "CR113", "Una Escencia básica no tiene habilidades (Reglamento 6): borra el texto o usa «tipo Escencia especial».", card.abilities[0]!.span);
  }
  if (frame.type === "Escencia" && frame.essenceKind === "especial" && card.abilities.length === 0 && !unparsedText) {
    report(diagnostics, "CR128", "Una Escencia especial tiene una habilidad extendida (Reglamento 6): escríbela, o usa «tipo Escencia básica».", card.nameSpan);
  }
}

function checkAbility(ability: AbilityNode, ctx: AbilityContext): void {
  const type = ctx.frame.type;
  switch (ability.kind) {
    case "keyword": {
      const allowed = KEYWORD_TYPES[ability.keyword];
      if (type !== undefined && allowed !== undefined && !allowed.includes(type)) {
        report(ctx.diagnostics, "CR118", `«${ability.keyword}» no tiene sentido en ${withArticle(type)}: solo va en ${allowed.join(", ")}; bórralo o cambia el tipo.`, ability.span);
      }
      return;
    }
    case "bind":
      if (type !== undefined && type !== "Reliquia") {
        report(ctx.diagnostics, "CR112", "«Vincular» solo va en Reliquias (Reglamento 24): bórralo.", ability.span);
      }
      checkNumber(ability.amount, 0, MAX_AMOUNT, "Vincular", ability.span, ctx);
      return;
    case "trait": {
      if (type !== undefined && type !== "Personaje") {
        report(ctx.diagnostics, "CR114", `Los rasgos (${ability.trait}) son de los Personajes (Reglamento 13); en ${withArticle(type)} escribe la habilidad con un disparador, p. ej. «Al entrar en juego, …».`, ability.traitSpan);
      }
      if (ability.body.length === 0 && ability.trait !== "Embate") {
        report(ctx.diagnostics, "CR121", `«${ability.trait}» necesita un efecto: escribe «${ability.trait}: <efecto>.»`, ability.span);
      }
      const modifierKinds = new Set<string>();
      for (const modifier of ability.modifiers) {
        if (modifierKinds.has(modifier.kind)) {
          report(ctx.diagnostics, "CR144", "Este rasgo ya tiene ese modificador: deja uno solo.", modifier.span);
        }
        modifierKinds.add(modifier.kind);
        if (modifier.kind === "temple" && (ability.trait === "Resplandor" || ability.trait === "Interferencia")) {
          report(ctx.diagnostics, "CR120", `Temple solo modifica Talento o Embate (Reglamento 24: «solo puede activarse una vez durante tu turno en el mediodía»); bórralo de ${ability.trait}.`, modifier.span);
        }
        if (modifier.kind === "limit" && !(LIMIT_EVENTS as readonly string[]).includes(modifier.event)) {
          report(ctx.diagnostics, "CR117", `«Límite ${modifier.event}» no cuenta nada: escribe algo que ocurre durante el turno (${LIMIT_EVENTS.join(", ")}).`, modifier.eventSpan);
        }
        if (modifier.kind === "essenceCost") checkNumber(modifier.amount, 1, MAX_AMOUNT, "El coste", modifier.span, ctx);
      }
      checkBody(ability.body, ctx);
      return;
    }
    case "verse":
      if (type !== undefined && type !== "Verso") {
        report(ctx.diagnostics, "CR110", `${ability.option} solo va en Versos (Reglamento 3); en ${withArticle(type)} usa un rasgo o un disparador.`, ability.span);
      }
      checkBody(ability.body, ctx);
      return;
    case "triggered": {
      const t = ability.trigger;
      if ("noun" in t && t.noun !== "Personaje" && t.noun !== "carta" && type !== undefined && t.noun !== type) {
        report(ctx.diagnostics, "CR127", `Esta carta es ${withArticle(type)}: escribe «Cuando ${type === "Personaje" ? "este personaje" : "esta carta"} …».`, ability.span);
      } else if (type === "Verso") {
        report(ctx.diagnostics, "CR131", "Un Verso no permanece en juego, así que no se dispara: escribe el efecto en su Prólogo o Epílogo.", ability.span);
      } else if ((t.kind === "destroyed" || t.kind === "blocks" || t.kind === "isBlocked") && type !== undefined && type !== "Personaje") {
        report(ctx.diagnostics, "CR131", `Solo un Personaje ${t.kind === "destroyed" ? "dispara «Cuando este personaje sea destruido»" : "bloquea o es bloqueado"}: en ${withArticle(type)} usa «Al salir del juego, …».`, ability.span);
      }
      checkBody(ability.body, ctx);
      return;
    }
    case "static":
      if (type === "Verso") {
        report(ctx.diagnostics, "CR123", "Un Verso no permanece en juego, así que no tiene habilidades estáticas: escribe el efecto en su Prólogo o Epílogo.", ability.span);
      }
      checkBody(ability.body, ctx);
      return;
  }
}

/** Whether a clause can end up "not done", so «Si lo haces» after it means something (R6). */
function canFail(clause: ClauseNode & { optional: boolean }): boolean {
  if (clause.optional || FALLIBLE.has(clause.kind)) return true;
  const subjects = [
    "what" in clause ? clause.what : undefined,
    "who" in clause ? clause.who : undefined,
    "to" in clause ? clause.to : undefined,
    "among" in clause ? clause.among : undefined,
  ];
  return subjects.some((s) => typeof s === "object" && s !== null && (s.kind === "playerTarget" || (s.kind === "cards" && s.quantifier.kind !== "all")));
}

function checkBody(body: SentenceNode[], ctx: AbilityContext): void {
  let previous: SentenceNode | undefined;
  body.forEach((sentence, index) => {
    if (sentence.link === "ifYouDid" || sentence.link === "then") {
      const word = sentence.link === "ifYouDid" ? "Si lo haces" : "Luego";
      if (index === 0) {
        report(ctx.diagnostics, "CR129", `«${word}» enlaza con la frase anterior, pero es la primera de la habilidad: bórralo o escribe antes la acción.`, sentence.span);
      } else if (sentence.link === "ifYouDid" && previous !== undefined && previous.link !== "additionalCost" && !previous.clauses.some(canFail)) {
        report(ctx.diagnostics, "CR115", "«Si lo haces» solo tiene sentido después de una acción que puede no hacerse (un objetivo, «Puedes …», destruir, descartar…); aquí la acción anterior siempre ocurre: bórralo.", sentence.span);
      }
    }
    if (sentence.link === "additionalCost") {
      checkCost(sentence, index, ctx);
    } else {
      checkCondition(sentence, ctx);
      for (const clause of sentence.clauses) checkClause(clause, ctx);
    }
    previous = sentence;
  });
}

function checkCost(sentence: SentenceNode, index: number, ctx: AbilityContext): void {
  const d = ctx.diagnostics;
  if (!ctx.hasCosts) {
    report(d, "CR125", "Solo se pagan costes al jugar un Verso o activar un rasgo (Reglamento 12): en esta habilidad escribe la acción como efecto, sin «Como coste adicional».", sentence.span);
    return;
  }
  if (index !== 0) {
    report(d, "CR125", "«Como coste adicional» va al comienzo de la habilidad (los costes se pagan al jugarla, Reglamento 12): escríbelo como su primera frase.", sentence.span);
  }
  for (const clause of sentence.clauses) {
    const paysWithOwnCards =
      (clause.kind === "sacrifice" || clause.kind === "turn") &&
      clause.what.kind === "cards" &&
      (clause.what.quantifier.kind === "one" || clause.what.quantifier.kind === "exactly");
    const plainCount = (clause.kind === "discard" && clause.player === null) || clause.kind === "returnEssence";
    if (!paysWithOwnCards && !plainCount) {
      report(d, "CR125", "Un coste adicional es sacrificar, girar o descartar una cantidad fija de tus cartas, o devolver Escencias (Reglamento 12): escribe p. ej. «sacrifica un personaje» o «descarta 1 carta».", clause.span);
    } else if (clause.optional || ("amount" in clause && clause.amount.perEach !== undefined)) {
      report(d, "CR125", "Un coste se paga entero y por adelantado (Reglamento 12): borra «Puedes» o «por cada …» del coste.", clause.span);
    } else {
      checkClause(clause, { ...ctx, inCost: true });
    }
  }
}

function checkCondition(sentence: SentenceNode, ctx: AbilityContext): void {
  const condition = sentence.condition;
  if (condition === null) return;
  const conditionCtx = { ...ctx, inCondition: true };
  if (condition.kind === "controls") {
    if (condition.who && (condition.who.kind !== "player" || condition.who.who === "each")) {
      report(ctx.diagnostics, "CR130", "Quien controla cartas es un jugador: escribe «Si controlas …» o «Si tu oponente controla …».", condition.who.span);
    }
    const what = condition.what;
    if (what.kind === "cards" && (what.quantifier.kind === "all" || what.quantifier.kind === "upTo")) {
      report(ctx.diagnostics, "CR142", "Una condición cuenta cuántas cartas controlas: escribe «un personaje», «2 personajes» o «2 o más personajes».", what.span);
    } else if (what.kind !== "cards") {
      report(ctx.diagnostics, "CR130", "Se controla un personaje, una Reliquia o una carta: escribe p. ej. «Si controlas un personaje de Valor, …».", what.span);
    } else {
      checkSelection(what, conditionCtx, undefined, "contar");
    }
  } else if (condition.kind === "sanctuaryLife" && condition.who.kind !== "sanctuary") {
    report(ctx.diagnostics, "CR130", "Esta condición mira la vida de un Santuario: escribe «Si tu Santuario tiene …» o «Si el Santuario de tu oponente tiene …».", condition.who.span);
  }
}

function checkClause(clause: ClauseNode, ctx: AbilityContext): void {
  const d = ctx.diagnostics;
  if (clause.kind === "modifyCost" && !ctx.isStatic) {
    report(d, "CR124", "Un cambio de coste es una habilidad estática: escríbelo en su propia línea, sin Prólogo ni rasgo.", clause.span);
  }
  switch (clause.kind) {
    case "damage":
      checkAmount(clause.amount, "El daño", ctx);
      checkInPlay(clause.to, ctx, "hacer daño");
      checkSelection(clause.to, ctx, ["Personaje", "Santuario"], "hacer daño");
      return;
    case "divideDamage": {
      checkAmount(clause.amount, "El daño", ctx);
      const among = clause.among;
      if (among.kind !== "cards" || among.quantifier.kind === "all") {
        report(d, "CR134", "«Reparte» reparte entre objetivos: escribe «entre hasta N personajes» o «entre N personajes».", among.span);
      } else {
        const n = among.quantifier.kind === "one" ? 1 : among.quantifier.n;
        if (n > clause.amount.value) {
          report(d, "CR134", `No se pueden repartir ${clause.amount.value} de daño entre ${n} objetivos si cada uno recibe al menos 1 (0 de daño no es daño, Reglamento 26): escribe «entre hasta ${clause.amount.value}».`, among.span, "warning");
        }
      }
      checkInPlay(among, ctx, "hacer daño");
      checkSelection(among, ctx, ["Personaje", "Santuario"], "hacer daño");
      return;
    }
    case "destroy":
      checkInPlay(clause.what, ctx, "destruir");
      checkSelection(clause.what, ctx, ["Personaje", "Reliquia"], "destruir");
      return;
    case "turn":
    case "untap":
      checkInPlay(clause.what, ctx, clause.kind === "turn" ? "girar" : "enderezar");
      checkSelection(clause.what, ctx, ["Personaje", "Reliquia", "Escencia"], clause.kind === "turn" ? "girar" : "enderezar");
      return;
    case "sacrifice":
      checkInPlay(clause.what, ctx, "sacrificar");
      if (clause.what.kind === "cards" && clause.what.filters.some((f) => f.kind === "controller" && f.side === "opponent")) {
        report(d, "CR130", "Solo se sacrifican cartas propias: escribe «sacrifica un personaje que controles» o usa «destruye».", clause.what.span);
      }
      checkSelection(clause.what, ctx, ["Personaje", "Reliquia"], "sacrificar");
      return;
    case "returnToHand":
      checkSelection(clause.what, ctx, ["Personaje", "Reliquia"], "devolver a la mano");
      return;
    case "gainControl":
      checkInPlay(clause.what, ctx, "ganar el control");
      checkSelection(clause.what, ctx, ["Personaje", "Reliquia"], "ganar el control");
      return;
    case "draw":
    case "discard":
    case "mill":
      checkAmount(clause.amount, "La cantidad de cartas", ctx);
      if (clause.player !== null && clause.player.kind !== "player" && clause.player.kind !== "playerTarget") {
        report(d, "CR130", "Quien roba, descarta o bota es un jugador: escribe «Tu oponente …», «Cada jugador …» o empieza con el verbo.", clause.player.span);
      }
      return;
    case "modifyStats":
      if (clause.attack === 0 && clause.life === 0) report(d, "CR116", "Un cambio de +0 no hace nada: escribe el número que cambia.", clause.span);
      if (clause.what.kind === "sanctuary" && clause.attack !== 0) {
        report(d, "CR130", "Un Santuario no tiene ataque: cambia solo su vida.", clause.span);
      } else if (clause.what.kind !== "sanctuary") {
        checkSelection(clause.what, ctx, ["Personaje"], "cambiar ataque o vida");
      }
      return;
    case "grantKeyword":
      if (!(GRANTABLE_KEYWORDS as readonly string[]).includes(clause.keyword)) {
        report(d, "CR132", `«${clause.keyword}» es parte de la carta impresa y no se puede otorgar: usa ${GRANTABLE_KEYWORDS.join(", ")}.`, clause.span);
      }
      checkSelection(clause.what, ctx, ["Personaje"], "otorgar palabras clave");
      return;
    case "gainLife":
      checkAmount(clause.amount, "La vida", ctx);
      if (clause.who.kind !== "sanctuary" && !(clause.who.kind === "cards" && clause.who.noun === "Santuario")) {
        report(d, "CR130", "Solo un Santuario gana vida (Reglamento 23): escribe «Tu Santuario gana N de vida».", clause.who.span);
      } else {
        checkSelection(clause.who, ctx, ["Santuario"], "dar vida");
      }
      return;
    case "prohibitNext":
      if (clause.unlessPays !== null) checkNumber(clause.unlessPays, 1, MAX_AMOUNT, "El pago", clause.span, ctx);
      return;
    case "prohibitTarget": {
      if (clause.unlessPays !== null) checkNumber(clause.unlessPays, 1, MAX_AMOUNT, "El pago", clause.span, ctx);
      const what = clause.what;
      if (what.kind === "cards" && what.quantifier.kind !== "all") countTarget(what, ctx);
      if (what.kind !== "cards" || what.quantifier.kind === "all") {
        report(d, "CR138", "Se prohíbe una carta declarada como objetivo en la cadena: escribe «Prohíbe un Verso en la cadena».", what.span);
      } else if (what.filters.some((f) => f.kind === "zone" && f.zone !== "cadena")) {
        report(d, "CR138", "Solo se prohíbe lo que está en la cadena de resolución (Reglamento 18): escribe «en la cadena».", what.span);
      }
      return;
    }
    case "lookAtTop":
      checkNumber(clause.count, 1, MAX_COUNT, "La cantidad de cartas", clause.span, ctx);
      return;
    case "searchDeck": {
      const what = clause.what;
      if (what.kind === "cards" && (what.noun === "Santuario" || what.noun === "Escencia")) {
        report(d, "CR139", `La baraja principal no tiene ${what.noun === "Santuario" ? "Santuarios" : "Escencias"} (Reglamento 2): escribe «busca en tu baraja un personaje», «una Reliquia», «un Verso» o «una carta».`, what.span);
      } else if (what.kind !== "cards" || what.quantifier.kind !== "one") {
        report(d, "CR139", "Se busca una carta: escribe «Busca en tu baraja una carta … y ponla en tu mano».", what.span);
      } else if (what.filters.some((f) => f.kind === "zone")) {
        report(d, "CR139", "La búsqueda ya mira tu baraja: borra la zona («en tu mano», «en juego»…) de lo que buscas.", what.span);
      } else {
        checkFilters(what, ctx);
      }
      return;
    }
    case "returnEssence":
      if (clause.what !== undefined && (clause.what.kind !== "cards" || clause.what.noun !== "Escencia")) {
        report(d, "CR130", "Solo las Escencias vuelven a la baraja de Escencia (Reglamento 12): escribe «Devuelve 1 Escencia».", clause.what.span);
      } else if (clause.what?.kind === "cards" && clause.what.quantifier.kind !== "one" && clause.what.quantifier.kind !== "exactly") {
        report(d, "CR116", "Indica cuántas Escencias se devuelven: escribe «Devuelve 2 Escencias».", clause.what.span);
      }
      checkAmount(clause.amount, "La cantidad de Escencias", ctx);
      return;
    case "addEssence":
      checkAmount(clause.amount, "La cantidad de Escencias", ctx);
      return;
    case "equip":
      if (!(clause.relic.kind === "self" && ctx.frame.type === "Reliquia") && !(clause.relic.kind === "cards" && clause.relic.noun === "Reliquia")) {
        report(d, "CR140", "Lo que se equipa es una Reliquia: escribe «Equipa esta Reliquia a …» o «Equipa una Reliquia que controles a …».", clause.relic.span);
      } else {
        checkSelection(clause.relic, ctx, ["Reliquia"], "equipar");
      }
      checkInPlay(clause.to, ctx, "equipar");
      checkSelection(clause.to, ctx, ["Personaje"], "ser portador");
      return;
    case "modifyCost":
      checkNumber(Math.abs(clause.delta), 1, MAX_AMOUNT, "El cambio de coste", clause.span, ctx);
      if (clause.what.kind !== "cards" || clause.what.quantifier.kind !== "all") {
        report(d, "CR130", "Un cambio de coste se aplica a un tipo de cartas: escribe p. ej. «Tus Versos cuestan 1 menos.» o «Los personajes de tu oponente cuestan 1 más.»", clause.what.span);
      }
      return;
    case "chooseOne":
      if (clause.options.length < 2) {
        report(d, "CR116", "«Elige uno:» necesita al menos dos opciones: añade otra línea que empiece con «-».", clause.span);
      }
      for (const option of clause.options) {
        if (option.link === "additionalCost") {
          report(d, "CR125", "Los costes se pagan al jugar la carta, no al elegir una opción (Reglamento 12): escribe «Como coste adicional, …» antes de «Elige uno:» o como efecto dentro de la opción.", option.span);
        } else {
          checkBody([option], { ...ctx, isStatic: false, targetsSoFar: [] });
        }
      }
      return;
  }
}

function checkAmount(amount: AmountNode, what: string, ctx: AbilityContext): void {
  checkNumber(amount.value, 1, MAX_AMOUNT, what, amount.span, ctx);
  if (amount.perEach) checkSelection(amount.perEach, ctx, undefined, "contar");
}

function checkNumber(value: number, min: number, max: number, what: string, span: { start: number; end: number }, ctx: CardContext): void {
  if (value < min || value > max) {
    const zero = value === 0 ? " (0 no hace nada, Reglamento 26)" : "";
    report(ctx.diagnostics, "CR116", `${what} ${value} está fuera de rango${zero}: escribe un número entre ${min} y ${max}.`, span);
  }
}

/** Checks that a selection picks something the effect can act on, in this ability. */
function checkSelection(selection: SelectionNode, ctx: AbilityContext, nouns: string[] | undefined, verb: string): void {
  const d = ctx.diagnostics;
  const type = ctx.frame.type;
  switch (selection.kind) {
    case "previous":
      if (!ctx.targetsSoFar.some((noun) => selection.noun === "carta" || noun === selection.noun)) {
        report(d, "CR141", `«ese ${selection.noun === "Personaje" ? "personaje" : selection.noun}» se refiere al objetivo elegido antes en la habilidad, pero no hay ninguno: escribe «un ${selection.noun === "Personaje" ? "personaje" : selection.noun}».`, selection.span);
      }
      return;
    case "bearer":
      if (type !== undefined && type !== "Reliquia") {
        report(d, "CR126", "«el portador» es el personaje al que está equipada una Reliquia (Reglamento 23): solo se usa en Reliquias.", selection.span);
      }
      return;
    case "self": {
      if (type !== undefined && selection.noun !== "carta" && selection.noun !== type) {
        report(d, "CR127", `Esta carta es ${withArticle(type)}: escribe «${type === "Personaje" ? "este personaje" : "esta carta"}».`, selection.span);
      } else if (nouns !== undefined && type !== undefined && !nouns.includes(type)) {
        report(d, "CR130", `No se puede ${verb} a ${withArticle(type)}: elige ${nouns.join(" o ")}.`, selection.span);
      }
      return;
    }
    case "sanctuary":
      if (verb === "destruir" || verb === "sacrificar" || verb === "devolver a la mano" || verb === "ganar el control") {
        report(d, "CR137", `El Santuario no puede ser destruido ni dejar el juego (Reglamento 23): no se puede ${verb}.`, selection.span);
      }
      return;
    case "player":
    case "playerTarget":
      if (nouns !== undefined) {
        report(d, "CR130", `No se puede ${verb} a un jugador: elige ${nouns.join(" o ")}.`, selection.span);
      }
      return;
    case "cards":
      if (selection.singular) {
        const noun = selection.noun === "Personaje" ? "personaje" : selection.noun;
        report(d, "CR143", `«el ${noun}» no dice cuál: escribe «un ${noun}» (un objetivo), «los ${noun}s» (todos)${selection.noun === "Santuario" ? ", «tu Santuario» o «el Santuario de tu oponente»" : ""}.`, selection.span);
      } else if (selection.quantifier.kind === "atLeast" && !ctx.inCondition) {
        report(d, "CR142", `«${selection.quantifier.n} o más» solo se usa en condiciones («Si controlas 2 o más personajes, …»): aquí escribe cuántos exactamente o «hasta ${selection.quantifier.n}».`, selection.span);
      } else if (ctx.isStatic && selection.quantifier.kind !== "all") {
        report(d, "CR133", "Una habilidad estática no elige objetivos: escribe «Tus personajes …», «Los personajes de tu oponente …» o «el portador».", selection.span);
      }
      if ("n" in selection.quantifier) checkNumber(selection.quantifier.n, 1, MAX_COUNT, "La cantidad", selection.span, ctx);
      if (selection.quantifier.kind !== "all") countTarget(selection, ctx);
      if (nouns !== undefined && selection.noun !== "carta" && !nouns.includes(selection.noun)) {
        if (selection.noun === "Santuario" && (verb === "destruir" || verb === "sacrificar" || verb === "devolver a la mano" || verb === "ganar el control")) {
          report(d, "CR137", `El Santuario no puede ser destruido ni dejar el juego (Reglamento 23): no se puede ${verb}.`, selection.span);
        } else {
          report(d, "CR130", `No se puede ${verb} a ${withArticle(selection.noun)}: elige ${nouns.join(" o ")}.`, selection.span);
        }
      }
      checkFilters(selection, ctx);
      return;
  }
}

/** Records a target declared here, for the «ese …» that may follow (lowering hoists the same ones). */
function countTarget(selection: Extract<SelectionNode, { kind: "cards" }>, ctx: AbilityContext): void {
  if (!ctx.inCondition && !ctx.isStatic && !ctx.inCost) ctx.targetsSoFar.push(selection.noun);
}

/** Actions on cards in play (Reglamento 23: «Destruir significa enviar una carta en juego al cementerio»). */
function checkInPlay(selection: SelectionNode, ctx: AbilityContext, verb: string): void {
  if (selection.kind !== "cards") return;
  const zone = selection.filters.find((f) => f.kind === "zone" && f.zone !== "juego");
  if (zone) report(ctx.diagnostics, "CR130", `Solo se puede ${verb} a cartas en juego: borra «${zone.kind === "zone" ? zone.zone : ""}» de la selección.`, zone.span);
}

function checkFilters(selection: Extract<SelectionNode, { kind: "cards" }>, ctx: AbilityContext): void {
  const seen = new Set<string>();
  for (const filter of selection.filters) {
    const key = filter.kind === "stat" ? `stat:${filter.stat}` : filter.kind === "has" ? `has:${filter.name}` : filter.kind;
    if (seen.has(key)) {
      report(ctx.diagnostics, "CR144", "Esta selección ya tiene un filtro de esta clase: deja uno solo (dos facciones, dos controladores o dos zonas se contradicen).", filter.span);
    }
    seen.add(key);
    if (filter.kind === "stat") checkNumber(filter.compare.value, 0, MAX_AMOUNT, `El ${filter.stat}`, filter.span, ctx);
  }
}
