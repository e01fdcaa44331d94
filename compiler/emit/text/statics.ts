// Static abilities, one printer per static effect kind: sentences that say what is
// true while the card is in play («El portador obtiene +2 de ataque.», «Las Reliquias que
// juegues cuestan 1 menos.», «El portador tiene «Talento: …».»). A condition opens the
// sentence with «Mientras …» (subjunctive); a cost change says it after the cost, «si …»,
// as printed cards do («Jugar este Verso cuesta 1 menos si controlas 3 o más personajes.»).
import type { Ability, CardFilter, Condition, EventCard, StaticEffect, StaticKind, Step, Subject } from "../../ir.js";
import { AbilityPrinting } from "./context.js";
import { printCondition } from "./conditions.js";
import { abilityName, declarationWords, filterWords } from "./filters.js";
import { isPlayer, playedCards, printRestriction } from "./restrictions.js";
import { costFloor, perEach, statChange } from "./steps.js";
import { recipient, sanctuaryWords, say, selfWords } from "./subjects.js";
import { printSteps } from "./sentences.js";
import { eventCardWords } from "./triggers.js";
import { agree, capitalize, noun, phrase, word } from "./words.js";

type StaticOf<K extends StaticKind> = Extract<StaticEffect, { kind: K }>;
/** The sentence without its period. `condition`: the ability's, for the effect that says it itself (a cost change); the others open with «Mientras …». */
type StaticPrinter<K extends StaticKind> = (effect: StaticOf<K>, ctx: AbilityPrinting, condition: Condition | undefined) => string;

/** A static ability declares no targets (CR133); its subject comes first. */
const SUBJECT = { declare: false, subject: true } as const;

/** The line of an ability granted by a static one (a trait, compiler/clauses/stats.ts): printed by abilities.ts. */
export type GrantedPrinter = (ability: Ability, ctx: AbilityPrinting) => string;

function costChange(delta: number, ctx: AbilityPrinting, plural: boolean): string {
  if (delta === 0) throw ctx.fail("un cambio de coste de 0");
  return `${word("Cuesta", plural ? "cuestan" : "cuesta")} ${Math.abs(delta)} ${word(delta > 0 ? "Mas" : "Menos")}`;
}

/** «La primera Reliquia que juegues cada turno», «el primer personaje de Instinto que juegues cada turno»: one card, in the singular. */
function firstPlayed(f: CardFilter, zone: "mano" | "juego", ctx: AbilityPrinting): string {
  const n = noun(f.noun);
  const filters = filterWords(f, zone === "mano" ? { plural: false, zone, forcedZone: zone, controller: "say" } : { plural: false, zone, controller: "say" }, ctx);
  const first = `${agree("El", n.feminine, false)} ${word("Primeras", n.feminine ? "primera" : "primer")} ${n.singular}`;
  return [first, ...filters, word("Que"), word("Juega", "juegues"), word("Cada"), word("Turno")].join(" ");
}

/** A step's range, for a step the printer makes up to print a replacement's body: ranges are never printed. */
const NOWHERE = { file: "", start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } };

/** «Si este personaje fuera a»: the head of a replacement (rulings R129, R130); the card it names is the referent of «lo» after it. */
function wouldHead(who: EventCard | undefined, ctx: AbilityPrinting, firstEachTurn = false): { head: string; said: ReturnType<typeof eventCardWords> } {
  // «tu Santuario», «el Santuario de tu oponente»: a player has one (lowered as the Santuario that player controls).
  const f = who?.kind === "any" ? who.filter : undefined;
  const sanctuary = f !== undefined && f.noun === "Santuario" && f.controller !== undefined && Object.keys(f).every((k) => k === "noun" || k === "zone" || k === "controller");
  const said = sanctuary ? { text: sanctuaryWords(f.controller!), plural: false, feminine: false } : eventCardWords(who, ctx);
  // «La primera vez en cada turno que tu Santuario fuera a …» (ruling R177).
  const lead = firstEachTurn ? phrase("PrimeraVez") : word("Si");
  return { head: `${capitalize(lead)} ${said.text} ${word("Fuera", said.plural ? "fueran" : "fuera")} ${word("A")}`, said };
}

/** «un Verso que tu oponente controle»: the source of a replaced damage; a Verso deals it from the chain, which goes without saying. */
function sourceWords(by: CardFilter, ctx: AbilityPrinting): ReturnType<typeof eventCardWords> {
  return eventCardWords({ kind: "any", filter: { ...by, zone: "juego" } }, ctx);
}

function statics(granted: GrantedPrinter): { [K in StaticKind]: StaticPrinter<K> } {
  return {
    replaceLeavePlay(e, ctx) {
      const { head, said } = wouldHead(e.who, ctx);
      const event = e.destroyedOnly === true ? `${word("Es", "ser")} ${agree("Destruido", said.feminine, said.plural)}` : `${word("Ir")} ${word("Al")} ${word("Cementerio")} ${word("Desde")} ${word("El")} ${word("Juego")}`;
      // The card of the head, as the trigger's card: «devuélvelo», «barájalo».
      const what: Subject = e.who === undefined || e.who.kind === "self" ? { kind: "self" } : e.who.kind === "bearer" ? { kind: "bearer" } : { kind: "event", role: "subject" };
      const step: Step = e.to === "hand" ? { kind: "returnToHand", what, range: NOWHERE } : { kind: "move", what, to: e.to, range: NOWHERE };
      const pieces = printSteps([step], ctx);
      if (pieces.length !== 1 || pieces[0]!.kind !== "sentence") throw ctx.fail("el reemplazo de una zona en más de una frase");
      const body = pieces[0]!.text.replace(/\.$/, "");
      return `${head} ${event}, ${body} ${phrase("EnSuLugar")}`;
    },
    destroyInstead(e, ctx) {
      const { head, said } = wouldHead(e.who, ctx);
      if (e.who === undefined || e.who.kind === "self") throw ctx.fail("«en su lugar destruye esta carta» de la destrucción de la carta misma");
      const spared: Subject = e.who.kind === "bearer" ? { kind: "bearer" } : { kind: "event", role: "subject" };
      const steps: Step[] = [{ kind: "destroy", what: { kind: "self" }, range: NOWHERE }];
      if (e.removeDamage === true) steps.push({ kind: "removeDamage", what: spared, amount: null, range: NOWHERE });
      // One sentence «destruye esta Reliquia y retira todo el daño del portador», as the checker reads it.
      const clauses = steps.map((step) => {
        const pieces = printSteps([step], ctx);
        if (pieces.length !== 1 || pieces[0]!.kind !== "sentence") throw ctx.fail("el reemplazo de una destrucción en más de una frase");
        const text = pieces[0]!.text.replace(/\.$/, "");
        return text.charAt(0).toLowerCase() + text.slice(1);
      });
      return `${head} ${word("Es", "ser")} ${agree("Destruido", said.feminine, said.plural)}, ${phrase("EnSuLugar")} ${clauses.join(` ${word("Y")} `)}`;
    },
    replaceDamage(e, ctx) {
      const { head, said } = wouldHead(e.who, ctx, e.firstEachTurn === true);
      const damage = e.atLeast === undefined ? word("Dano") : `${e.atLeast} ${word("O")} ${word("Mas")} ${word("Puntos")} ${word("De")} ${word("Dano")} ${phrase("ALaVez")}`;
      const much = e.by === undefined ? damage : `${damage} ${word("De")} ${sourceWords(e.by, ctx).text}`;
      const receives = word("Recibe", said.plural ? "reciben" : "recibe");
      // «…, previene ese daño»: none of it.
      if (e.mode === "becomes" && e.amount === 0) return `${head} ${word("Recibe", "recibir")} ${much}, ${word("Previene")} ${word("Ese")} ${word("Dano")}`;
      if (e.mode === "becomes") {
        if (e.atLeast === undefined || e.amount >= e.atLeast) throw ctx.fail("«en su lugar recibe N» sin un daño mayor que reemplazar");
        return `${head} ${word("Recibe", "recibir")} ${much}, ${phrase("EnSuLugar")} ${receives} ${e.amount}`;
      }
      if (e.amount < 1) throw ctx.fail("una reducción de daño de menos de 1");
      return `${head} ${word("Recibe", "recibir")} ${much}, ${receives} ${e.amount} ${word("Menos")}`;
    },
    redirectDamage(e, ctx) {
      // «Si un Verso … fuera a hacer daño a otro personaje que controles», or without a source «Si otro personaje … fuera a recibir daño».
      let head: string;
      if (e.by === undefined) head = `${wouldHead(e.who, ctx).head} ${word("Recibe", "recibir")} ${word("Dano")}`;
      else {
        const by = sourceWords(e.by, ctx);
        const to = e.who === undefined ? selfWords(ctx) : eventCardWords(e.who, ctx);
        head = `${capitalize(word("Si"))} ${by.text} ${word("Fuera", by.plural ? "fueran" : "fuera")} ${word("A")} ${word("Haz", "hacer")} ${word("Dano")} ${recipient(to)}`;
      }
      const to = e.to === "self" ? selfWords(ctx) : { text: `${word("El")} ${word("Portador")}` };
      return `${head}, ${word("Ese")} ${word("Dano")} ${word("Se")} ${word("Haz", "hace")} ${recipient({ text: to.text, plural: false, feminine: false })} ${phrase("EnSuLugar")}`;
    },
    modifyStats(e, ctx) {
      const who = say(e.what, SUBJECT, ctx);
      const each = e.perEach !== undefined ? ` ${perEach(e.perEach, ctx)}` : "";
      return `${who.text} ${word("Obtiene", who.plural ? "obtienen" : "obtiene")} ${statChange(e.attack, e.life, ctx)}${each}`;
    },
    grantKeyword(e, ctx) {
      if (e.what.kind === "all" && e.what.filter.playedThisTurn !== undefined) {
        // «El primer personaje de Instinto que juegues cada turno tiene Sin entrenamiento».
        const { controller, playedThisTurn, ...f } = e.what.filter;
        if (controller !== "you" || f.other || playedThisTurn !== 1) throw ctx.fail("«el primer … cada turno» solo de las cartas que juegues");
        return `${firstPlayed(f, "juego", ctx)} ${word("Tiene")} ${abilityName(e.keyword)}`;
      }
      // A lasting keyword: «tiene Letal», as printed cards say it (a change for a while «obtiene»).
      const who = say(e.what, SUBJECT, ctx);
      return `${who.text} ${word("Tiene", who.plural ? "tienen" : "tiene")} ${abilityName(e.keyword)}`;
    },
    handSize(e) {
      if (e.size === null) return e.player === "you" ? `${word("No")} ${word("Tiene", "tienes")} ${word("Tamano")} ${word("Maximo")} ${word("De")} ${word("Mano")}` : `${word("Tu")} ${word("Oponente")} ${word("No")} ${word("Tiene")} ${word("Tamano")} ${word("Maximo")} ${word("De")} ${word("Mano")}`;
      if (e.player === "you") return `${word("Tu")} ${word("Tamano")} ${word("Maximo")} ${word("De")} ${word("Mano")} ${word("Es")} ${e.size}`;
      return `${word("El")} ${word("Tamano")} ${word("Maximo")} ${word("De")} ${word("Mano")} ${word("De")} ${word("Tu")} ${word("Oponente")} ${word("Es")} ${e.size}`;
    },
    modifyCost(e, ctx, condition) {
      let subject: string;
      let plural: boolean;
      if (e.what.kind === "self") {
        if (ctx.card.type !== "Personaje" && ctx.card.type !== "Reliquia" && ctx.card.type !== "Verso") throw ctx.fail("un cambio del coste de una carta que no se juega");
        subject = `${word("Juega", "jugar")} ${selfWords(ctx).text}`;
        plural = false;
      } else {
        // «Los Versos que tu oponente juegue»: the cards a player plays, from the hand.
        const { controller, playedThisTurn, ...f } = e.what.filter;
        const n = noun(f.noun);
        if (f.anyOf !== undefined) throw ctx.fail("un cambio del coste de cartas de varias clases");
        if (playedThisTurn !== undefined) {
          // «La primera Reliquia que juegues cada turno cuesta 1 menos»: one card, said in the singular.
          if (controller !== "you" || f.other || e.alsoInPlay === true || playedThisTurn !== 1) throw ctx.fail("«la primera … cada turno» solo de las cartas que juegues");
          const each = e.perEach !== undefined ? ` ${perEach(e.perEach, ctx)}` : "";
          const when = condition !== undefined ? ` ${word("Si")} ${printCondition(condition, "indicative", ctx)}` : "";
          if (e.floor !== undefined && e.delta > 0) throw ctx.fail("un coste mínimo de un aumento de coste");
          return `${firstPlayed(f, "mano", ctx)} ${costChange(e.delta, ctx, false)}${each}${when}${costFloor(e.floor)}`;
        }
        const head = f.other ? `${agree("El", n.feminine, true)} ${word("Demas")}` : agree("El", n.feminine, true);
        const filters = filterWords({ ...f, other: false }, { plural: true, zone: "mano", forcedZone: "mano", controller: "say" }, ctx);
        if (e.alsoInPlay === true) {
          // «Tus Reliquias …», «Las Reliquias de tu oponente …»: the Reliquia's cost wherever it is paid.
          const owner = controller === "opponent" ? [`${word("De")} ${word("Tu")} ${word("Oponente")}`] : [];
          subject = [controller === "you" ? word("Tu", "tus") : head, n.plural, ...filters, ...owner].join(" ");
        } else {
          const played = controller === undefined ? [] : controller === "you" ? [`${word("Que")} ${word("Juega", "juegues")}`] : [`${word("Que")} ${word("Tu")} ${word("Oponente")} ${word("Juega", "juegue")}`];
          subject = [head, n.plural, ...filters, ...played].join(" ");
        }
        plural = true;
      }
      const each = e.perEach !== undefined ? ` ${perEach(e.perEach, ctx)}` : "";
      const when = condition !== undefined ? ` ${word("Si")} ${printCondition(condition, "indicative", ctx)}` : "";
      if (e.floor !== undefined && e.delta > 0) throw ctx.fail("un coste mínimo de un aumento de coste");
      return `${subject} ${costChange(e.delta, ctx, plural)}${each}${when}${costFloor(e.floor)}`;
    },
    grantAbility(e, ctx) {
      const who = say(e.what, SUBJECT, ctx);
      const printing = e.ability.kind === "triggered" ? ctx.printing.asBearer() : ctx.printing;
      const line = granted(e.ability, new AbilityPrinting(printing, "targets" in e.ability ? e.ability.targets : [], `${ctx.where} (habilidad otorgada)`));
      // «Talento: Haz 1 de daño a un personaje»: the last period of the quoted ability goes outside; a trait without effect keeps its own.
      const inner = line.endsWith(".") && line.includes(":") ? line.slice(0, -1) : line;
      return `${who.text} ${word("Tiene", who.plural ? "tienen" : "tiene")} «${inner}»`;
    },
    restrict(e, ctx) {
      // «no se endereza» needs a duration, which makes the sentence an effect, not a lasting property.
      if (e.restriction.kind === "doesNotUntap") throw ctx.fail("«no se endereza» como habilidad estática no se puede escribir");
      if (e.restriction.kind === "cannotBeProhibited" && e.what.kind === "all") return `${playedCards(e.what.filter, ctx)} ${printRestriction(e.restriction, { plural: true, feminine: noun(e.what.filter.noun).feminine, player: false }, ctx)}`;
      const who = say(e.what, SUBJECT, ctx);
      return `${who.text} ${printRestriction(e.restriction, { plural: who.plural, feminine: who.feminine, player: isPlayer(e.what), lasting: true }, ctx)}`;
    },
    entersTurned(e, ctx) {
      if (e.what !== undefined) {
        // «Los personajes de tu oponente entran en juego girados».
        const who = say({ kind: "all", filter: e.what }, SUBJECT, ctx);
        return `${who.text} ${word("Entra", who.plural ? "entran" : "entra")} ${word("En")} ${word("Juego")} ${agree("Girado", who.feminine, who.plural)}`;
      }
      const self = selfWords(ctx);
      return `${self.text} ${word("Entra")} ${word("En")} ${word("Juego")} ${agree("Girado", self.feminine, false)}`;
    },
    equipRequirement(e, ctx) {
      if (ctx.card.type !== "Reliquia") throw ctx.fail("«Solo puede equiparse a …» fuera de una Reliquia");
      const to = declarationWords(e.filter, { exactly: 1 }, { zone: "juego", controller: "say" }, ctx).text;
      const may = `${word("Puedes", "puede")} ${word("Equipa", "equipar")}${word("Se")} ${word("A")} ${to}`;
      return e.also === true ? `${selfWords(ctx).text} ${may}` : `${word("Solo")} ${may}`;
    },
    usableOnlyIf(e, ctx) {
      // «Juega esta carta solo si …», «Solo puedes activar este Talento si …» (ruling R111).
      const when = `${word("Solo")} ${word("Si")} ${printCondition(e.condition, "indicative", ctx)}`;
      if (e.use === "play") return `${word("Juega")} ${selfWords(ctx).text} ${when}`;
      return `${word("Activa")} ${agree("Este", e.use === "Interferencia", false)} ${e.use} ${when}`;
    },
    playTiming(e, ctx) {
      const moment = e.during === "duel" ? `${word("Un")} ${word("Duelo")}` : `${word("Un", "una")} ${word("Incursion")}`;
      return `${word("Juega")} ${selfWords(ctx).text} ${word("Solo")} ${word("Durante")} ${moment}`;
    },
  };
}

/** A static ability as its line. */
export function printStatic(ability: Extract<Ability, { kind: "static" }>, ctx: AbilityPrinting, granted: GrantedPrinter): string {
  const table = statics(granted);
  const condition = ability.condition;
  const opening = condition !== undefined && ability.effect.kind !== "modifyCost" ? `${word("Mientras")} ${printCondition(condition, "subjunctive", ctx)}, ` : "";
  const text = (table[ability.effect.kind] as StaticPrinter<StaticKind>)(ability.effect, ctx, condition);
  const sentence = `${opening}${text}.`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
