// The human-readable log: one Spanish line per event. Works on a GameState or on a
// PlayerView (a card the viewer cannot see is «una carta»).
import { assertNever } from "./assert.js";
import type { Restriction } from "../compiler/ir.js";
import type { CardTables, GameEvent, LastingEnd, MoveReason, PlayerId, ZoneName } from "./types.js";

const ZONE: Record<ZoneName, string> = {
  deck: "la baraja",
  hand: "la mano",
  graveyard: "el cementerio",
  essenceDeck: "la baraja de Escencia",
  essence: "la Escencia en juego",
  battlefield: "el campo de batalla",
  sanctuary: "el Santuario",
  chain: "la cadena de resolución",
  vanished: "fuera del juego",
};

/** «a» + zone, with the contraction «al». */
function toZone(z: ZoneName): string {
  const text = ZONE[z];
  return text.startsWith("el ") ? `al ${text.slice(3)}` : `a ${text}`;
}

function card(t: CardTables, id: number): string {
  if (id < 0) return "una carta";
  const c = t.cards[id];
  if (c === undefined || c.def < 0) return "una carta";
  const def = t.defs[c.def];
  return def === undefined ? "una carta" : `«${def.name}»`;
}

function player(p: PlayerId | null): string {
  return p === null ? "nadie" : `Jugador ${p + 1}`;
}

function cards(t: CardTables, ids: readonly number[]): string {
  if (ids.length === 0) return "nadie";
  const names = ids.map((id) => card(t, id));
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} y ${names[names.length - 1]}`;
}

type MoveEvent = Extract<GameEvent, { t: "move" }>;

/** One line per reason a card moves: `who` is the player whose zone receives it, `what` the card. */
const MOVE: Record<MoveReason, (e: MoveEvent, who: string, what: string) => string> = {
  draw: (_e, who, what) => `${who} roba ${what}.`,
  mulligan: (_e, who, what) => `${who} pone ${what} al fondo de su baraja (mulligan).`,
  play: (_e, _who, what) => `${what} pasa a la cadena de resolución.`,
  discard: (_e, who, what) => `${who} descarta ${what}.`,
  mill: (_e, who, what) => `${who} bota ${what}.`,
  vanish: (_e, _who, what) => `${what} se desvanece: deja el juego (Reglamento 25).`,
  essence: (_e, who, what) => `${who} agrega la Escencia ${what}.`,
  returnEssence: (_e, who, what) => `${who} devuelve la Escencia ${what} al fondo de su baraja de Escencia.`,
  resolve: (e, _who, what) => (e.to === "battlefield" ? `${what} entra en juego.` : `${what} va ${toZone(e.to)}.`),
  destroy: (_e, _who, what) => `${what} va al cementerio.`,
  sacrifice: (_e, _who, what) => `${what} es sacrificado.`,
  return: (_e, _who, what) => `${what} vuelve a la mano de su dueño.`,
  search: (e, who, what) => (e.to === "hand" ? `${who} busca ${what} y lo pone en su mano.` : `${who} busca ${what} y lo pone en juego.`),
  mitica: (_e, _who, what) => `${what} va al cementerio por Mítica (no se considera destruido).`,
  prohibit: (_e, _who, what) => `${what} va al cementerio sin resolverse.`,
  setup: (e, _who, what) => `${what} pasa de ${ZONE[e.from]} ${toZone(e.to)}.`,
  put: (e, who, what) => (e.to === "battlefield" ? `${what} entra en juego.` : e.to === "hand" ? `${who} pone ${what} en su mano.` : `${what} va ${toZone(e.to)}.`),
};

const RESTRICTION: Record<Restriction["kind"], string> = {
  cannotBlock: "no puede(n) bloquear",
  cannotAttack: "no puede(n) atacar",
  cannotBeBlocked: "no puede(n) ser bloqueado(s)",
  cannotActivate: "no puede(n) activar rasgos",
  cannotPlay: "no puede jugar esas cartas",
  cannotBeTargeted: "no puede(n) ser objetivo",
  cannotBeDestroyed: "no puede(n) ser destruido(s)",
  cannotBeProhibited: "no puede(n) ser prohibido(s)",
  doesNotUntap: "no se endereza(n) en la próxima Alba",
  mayBlock: "puede(n) bloquear pese a una regla del bloqueo",
  mayActivate: "puede(n) activar un rasgo pese a la etapa de entrenamiento o a haberlo activado ya",
  losesKeyword: "pierde(n) una palabra clave",
};

export function describe(e: GameEvent, t: CardTables): string {
  switch (e.t) {
    case "dieRoll":
      return `Tirada del dado: ${e.rolls[0]} contra ${e.rolls[1]}; gana ${player(e.winner)}.`;
    case "firstPlayer":
      return e.player === e.chosenBy ? `${player(e.player)} decide empezar la partida.` : `${player(e.chosenBy)} cede el inicio: empieza ${player(e.player)}.`;
    case "shuffle":
      return `${player(e.player)} baraja su baraja principal.`;
    case "mulligan":
      return e.count === 0 ? `${player(e.player)} se queda con su mano.` : `${player(e.player)} hace mulligan de ${e.count} carta(s).`;
    case "turnStart":
      return `— Turno ${e.turn}: juega ${player(e.player)} —`;
    case "phase":
      return e.phase === "limpieza" ? "Etapa de limpieza." : `Fase de ${e.phase}.`;
    case "phaseDeclared":
      return `${player(e.player)} declara el cambio de fase: de ${e.from} a ${e.to}.`;
    case "move":
      return MOVE[e.reason](e, player(e.player), card(t, e.card));
    case "turned":
      return e.turned ? `${card(t, e.card)} se gira.` : `${card(t, e.card)} se endereza.`;
    case "pay":
      return `${player(e.player)} consume ${e.amount} Escencia(s).`;
    case "play":
      return `${player(e.player)} juega ${card(t, e.card)}${e.option ? ` (${e.option})` : ""}${targetText(t, e.targets)}.`;
    case "activate":
      return `${player(e.player)} activa el ${e.trait} de ${card(t, e.card)}${targetText(t, e.targets)}.`;
    case "equipAction":
      return e.vincular
        ? `${player(e.player)} usa Vincular: ${card(t, e.relic)} pasará a ${card(t, e.to)}.`
        : `${player(e.player)} paga para equipar ${card(t, e.relic)} a ${card(t, e.to)}.`;
    case "chainPush":
      return `La cadena de resolución tiene ${e.size} elemento(s).`;
    case "chainResolve":
      return e.outcome === "resolved"
        ? `Se resuelve ${card(t, e.card)}.`
        : e.outcome === "prohibited"
          ? `${card(t, e.card)} queda prohibida: se considera jugada, pero no se resuelve.`
          : `${card(t, e.card)} ya no tiene objetivos válidos: no se resuelve.`;
    case "prohibition":
      return `${e.what === "carta" ? "La próxima carta" : e.what === "Verso" ? "El próximo Verso" : "El próximo Rasgo de Talento"} que fuera a resolverse queda ${e.what === "carta" ? "prohibida" : "prohibido"}${e.unlessPays > 0 ? ` a menos que su controlador pague ${e.unlessPays} Escencias` : ""}.`;
    case "paidToAvoid":
      return `${player(e.player)} paga ${e.amount} Escencia(s) y ${card(t, e.card)} no queda prohibida.`;
    case "pass":
      return `${player(e.player)} pasa.`;
    case "loop":
    {
      const names = e.cards.map((id) => card(t, id));
      const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} y ${names[names.length - 1]}` : (names[0] ?? "");
      return `Ciclo infinito que ningún jugador puede detener (Reglamento 25): ${list} se desvanece${names.length > 1 ? "n" : ""}.`;
    }
    case "damage":
      return `${card(t, e.source)} hace ${e.amount} de daño a ${card(t, e.card)}${e.lethal ? " (daño letal)" : ""}.`;
    case "sanctuaryDamage":
      return `${card(t, e.source)} hace ${e.amount} de daño al Santuario de ${player(e.player)} (queda en ${e.life}).`;
    case "life":
      return `El Santuario de ${player(e.player)} gana ${e.amount} de vida (queda en ${e.life}).`;
    case "lifeLost":
      return `El Santuario de ${player(e.player)} pierde ${e.amount} de vida (queda en ${e.life}).`;
    case "effectPaid":
      return `${player(e.player)} paga ${e.amount} Escencia(s) por el efecto de ${card(t, e.card)}.`;
    case "stats": {
      const parts: string[] = [];
      if (e.attack !== 0) parts.push(`${e.attack > 0 ? "+" : ""}${e.attack} de ataque`);
      if (e.life !== 0) parts.push(`${e.life > 0 ? "+" : ""}${e.life} de vida`);
      return `${card(t, e.card)} obtiene ${parts.join(" y ") || "+0"}${howLong(e)}.`;
    }
    case "keyword":
      return `${card(t, e.card)} obtiene ${e.keyword}${howLong(e)}.`;
    case "control":
      return `${player(e.to)} gana el control de ${card(t, e.card)}.`;
    case "equip":
      return e.bearer < 0 ? `${card(t, e.relic)} queda sin portador.` : `${card(t, e.relic)} queda equipada a ${card(t, e.bearer)}.`;
    case "embate":
      return `${player(e.player)} activa el Embate de ${card(t, e.card)}.`;
    case "block":
      return e.blockers.length === 0 ? `No hay bloqueo contra ${card(t, e.attacker)}.` : `${cards(t, e.blockers)} bloquea(n) a ${card(t, e.attacker)}.`;
    case "blockOrder":
      return `Orden de bloqueo: ${cards(t, e.blockers)}.`;
    case "incursionEnd":
      return `Termina la Incursión de ${card(t, e.attacker)}.`;
    case "trigger":
      return `Se dispara una habilidad de ${card(t, e.card)}.`;
    case "look":
      return `${player(e.player)} mira ${e.count} carta(s) de su baraja.`;
    case "arrange":
      return `${player(e.player)} deja ${e.top} carta(s) arriba y ${e.bottom} al fondo de su baraja.`;
    case "resplandor":
      if (!e.activated) return `${card(t, e.card)} entra sin activar su Resplandor.`;
      // A Reliquia does not turn (ruling R44).
      return t.defs[t.cards[e.card]?.def ?? -1]?.type === "Reliquia" ? `${card(t, e.card)} activa su Resplandor.` : `${card(t, e.card)} activa su Resplandor y entra girado.`;
    case "cleanup":
      return "Etapa de limpieza: se borra el daño y terminan los efectos temporales.";
    case "destroyed":
      return `${card(t, e.card)} es destruido.`;
    case "gameOver":
      return e.winner === null
        ? `La partida termina en empate${e.reason === "bloqueo" ? " (partida bloqueada)" : ""}.`
        : `Gana ${player(e.winner)} (${e.reason === "baraja" ? "su oponente no pudo robar" : e.reason === "efecto" ? "una carta lo declaró vencedor" : "el Santuario rival llegó a 0"}).`;
    case "ability":
      return `${player(e.player)} activa una habilidad de ${card(t, e.card)}${targetText(t, e.targets)}.`;
    case "delayed":
      return e.fired ? `Llega el momento de la habilidad retrasada de ${card(t, e.card)}.` : `${card(t, e.card)} deja una habilidad retrasada para más adelante.`;
    case "consumed":
      return `${player(e.player)} consume ${card(t, e.essence)} para pagar ${card(t, e.card)}.`;
    case "lookAt":
      return e.from === "hand"
        ? `${player(e.player)} mira ${e.whose === e.player ? "su mano" : `la mano de ${player(e.whose)}`} (${e.cards.length} carta(s)).`
        : `${player(e.player)} mira ${e.cards.length} carta(s) ${e.from === "deckBottom" ? "del fondo" : "de arriba"} de ${e.whose === e.player ? "su baraja" : `la baraja de ${player(e.whose)}`}${e.from === "essenceDeckTop" ? " de Escencia" : ""}.`;
    case "reveal":
      return `${player(e.player)} revela ${cards(t, e.cards)}.`;
    case "prevented":
      return `Se previenen ${e.amount} punto(s) de daño de ${card(t, e.source)} a ${card(t, e.card)}.`;
    case "shield":
      if (e.redirectTo !== undefined) return `Por un efecto de ${player(e.player)}, el próximo daño${e.cards.length > 0 ? ` a ${cards(t, e.cards)}` : ""} irá a ${card(t, e.redirectTo)}.`;
      return `${player(e.player)} prevendrá ${e.amount === null ? "todo el daño" : `los próximos ${e.amount} puntos de daño`}${e.combatOnly ? " de los duelos" : ""}${e.cards.length > 0 ? ` a ${cards(t, e.cards)}` : ""}.`;
    case "restriction": {
      const who = e.cards.length > 0 ? cards(t, e.cards) : e.players.length > 0 ? e.players.map((p) => `los personajes de ${player(p)}`).join(" y ") : "los personajes afectados";
      return `Por un efecto de ${player(e.player)}, ${who} ${RESTRICTION[e.restriction]}.`;
    }
    case "damageRemoved":
      return `Se quitan ${e.amount} punto(s) de daño de ${card(t, e.card)}.`;
    default:
      return assertNever(e);
  }
}

/** How long a stat or keyword change lasts, as the card says it. */
function howLong(e: { permanent: boolean; until?: LastingEnd }): string {
  if (e.permanent) return " de forma permanente";
  if (e.until === undefined) return " hasta el final del turno";
  return e.until.at === "turnEnd" ? ` hasta el final del próximo turno de ${player(e.until.player)}` : ` hasta la próxima Alba de ${player(e.until.player)}`;
}

function targetText(t: CardTables, targets: readonly { player: boolean; values: number[] }[]): string {
  const parts: string[] = [];
  for (const target of targets) {
    if (target.values.length === 0) continue;
    parts.push(target.player ? target.values.map((p) => player(p as PlayerId)).join(", ") : cards(t, target.values));
  }
  return parts.length === 0 ? "" : ` con objetivo ${parts.join("; ")}`;
}
