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
  /** Targets declared so far in the ability, in text order: what «ese …» can refer to. */
  targetsSoFar: { count: number };
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
    checkAbility(ability, { ...ctx, isStatic: ability.kind === "static", targetsSoFar: { count: 0 } });
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
      for (const modifier of ability.modifiers) {
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
      if (type === "Verso") {
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

function checkBody(body: SentenceNode[], ctx: AbilityContext): void {
  let previous: (ClauseNode & { optional: boolean }) | undefined;
  body.forEach((sentence, index) => {
    if (sentence.link === "ifYouDid" || sentence.link === "then") {
      const word = sentence.link === "ifYouDid" ? "Si lo haces" : "Luego";
      if (index === 0) {
        report(ctx.diagnostics, "CR129", `«${word}» enlaza con la frase anterior, pero es la primera de la habilidad: bórralo o escribe antes la acción.`, sentence.span);
      } else if (sentence.link === "ifYouDid" && previous !== undefined && !previous.optional && !FALLIBLE.has(previous.kind)) {
        report(ctx.diagnostics, "CR115", "«Si lo haces» solo tiene sentido después de una acción que puede no hacerse (un objetivo, «Puedes …», destruir, descartar…); aquí la acción anterior siempre ocurre: bórralo.", sentence.span);
      }
    }
    if (sentence.link === "additionalCost") {
      if (index !== 0) {
        report(ctx.diagnostics, "CR125", "«Como coste adicional» va al comienzo de la habilidad (los costes se pagan al jugarla, Reglamento 12): escríbelo como su primera frase.", sentence.span);
      }
      for (const clause of sentence.clauses) {
        const paysWithOwnCards = (clause.kind === "sacrifice" || clause.kind === "turn") && clause.what.kind === "cards";
        if (!paysWithOwnCards && clause.kind !== "discard" && clause.kind !== "returnEssence") {
          report(ctx.diagnostics, "CR125", "Un coste adicional puede ser sacrificar, girar o descartar cartas, o devolver Escencias (Reglamento 12); lo demás escríbelo como efecto.", clause.span);
        }
      }
    }
    if (sentence.condition?.kind === "controls") {
      const conditionCtx = { ...ctx, inCondition: true };
      if (sentence.condition.who) checkSelection(sentence.condition.who, conditionCtx, undefined, "contar");
      checkSelection(sentence.condition.what, conditionCtx, undefined, "contar");
    }
    for (const clause of sentence.clauses) {
      checkClause(clause, ctx);
      previous = clause;
    }
  });
}

function checkClause(clause: ClauseNode, ctx: AbilityContext): void {
  const d = ctx.diagnostics;
  if (clause.kind === "modifyCost" && !ctx.isStatic) {
    report(d, "CR124", "Un cambio de coste es una habilidad estática: escríbelo en su propia línea, sin Prólogo ni rasgo.", clause.span);
  }
  switch (clause.kind) {
    case "damage":
      checkAmount(clause.amount, "El daño", ctx);
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
      checkSelection(among, ctx, ["Personaje", "Santuario"], "hacer daño");
      return;
    }
    case "destroy":
      checkSelection(clause.what, ctx, ["Personaje", "Reliquia"], "destruir");
      return;
    case "turn":
    case "untap":
      checkSelection(clause.what, ctx, ["Personaje", "Reliquia", "Escencia"], clause.kind === "turn" ? "girar" : "enderezar");
      return;
    case "sacrifice":
      checkSelection(clause.what, ctx, ["Personaje", "Reliquia"], "sacrificar");
      return;
    case "returnToHand":
      checkSelection(clause.what, ctx, ["Personaje", "Reliquia"], "devolver a la mano");
      return;
    case "gainControl":
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
      }
      return;
    case "prohibitNext":
      if (clause.unlessPays !== null) checkNumber(clause.unlessPays, 1, MAX_AMOUNT, "El pago", clause.span, ctx);
      return;
    case "prohibitTarget": {
      if (clause.unlessPays !== null) checkNumber(clause.unlessPays, 1, MAX_AMOUNT, "El pago", clause.span, ctx);
      const what = clause.what;
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
      } else if (what.kind !== "cards" || what.quantifier.kind === "all") {
        report(d, "CR139", "Se busca una carta: escribe «Busca en tu baraja una carta … y ponla en tu mano».", what.span);
      } else {
        checkFilters(what, ctx);
      }
      return;
    }
    case "addEssence":
    case "returnEssence":
      checkAmount(clause.amount, "La cantidad de Escencias", ctx);
      return;
    case "equip":
      if (!(clause.relic.kind === "self" && ctx.frame.type === "Reliquia") && !(clause.relic.kind === "cards" && clause.relic.noun === "Reliquia")) {
        report(d, "CR140", "Lo que se equipa es una Reliquia: escribe «Equipa esta Reliquia a …» o «Equipa una Reliquia que controles a …».", clause.relic.span);
      } else {
        checkSelection(clause.relic, ctx, ["Reliquia"], "equipar");
      }
      checkSelection(clause.to, ctx, ["Personaje"], "ser portador");
      return;
    case "modifyCost":
      checkNumber(Math.abs(clause.delta), 1, MAX_AMOUNT, "El cambio de coste", clause.span, ctx);
      return;
    case "chooseOne":
      if (clause.options.length < 2) {
        report(d, "CR116", "«Elige uno:» necesita al menos dos opciones: añade otra línea que empiece con «-».", clause.span);
      }
      for (const option of clause.options) checkBody([option], { ...ctx, isStatic: false, targetsSoFar: { count: 0 } });
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
      if (ctx.targetsSoFar.count === 0) {
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
      if (selection.quantifier.kind === "atLeast" && !ctx.inCondition) {
        report(d, "CR142", `«${selection.quantifier.n} o más» solo se usa en condiciones («Si controlas 2 o más personajes, …»): aquí escribe cuántos exactamente o «hasta ${selection.quantifier.n}».`, selection.span);
      } else if (ctx.isStatic && selection.quantifier.kind !== "all") {
        report(d, "CR133", "Una habilidad estática no elige objetivos: escribe «Tus personajes …», «Los personajes de tu oponente …» o «el portador».", selection.span);
      }
      if ("n" in selection.quantifier) checkNumber(selection.quantifier.n, 1, MAX_COUNT, "La cantidad", selection.span, ctx);
      if (selection.quantifier.kind !== "all" && !ctx.inCondition && !ctx.isStatic) ctx.targetsSoFar.count++;
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

function checkFilters(selection: Extract<SelectionNode, { kind: "cards" }>, ctx: AbilityContext): void {
  for (const filter of selection.filters) {
    if (filter.kind === "stat") checkNumber(filter.compare.value, 0, MAX_AMOUNT, `El ${filter.stat}`, filter.span, ctx);
  }
}
