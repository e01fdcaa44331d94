// Which factions a deck may hold (Reglamento 4, 5): one faction in Guerra de Facción,
// support and Errantes in Alianza, six of each in Convergencia.
import { FACTIONS, type CardDefinition, type Faction } from "../ir.js";
import { crossing, type DeckContext, type Placed } from "./context.js";
import { CONVERGENCE_PER_FACTION, MAX_SUPPORT, SUPPORT_FACTIONS } from "./rules.js";

export function checkFactions(c: DeckContext): void {
  if (c.format === "Convergencia") {
    convergenceMain(c);
    convergenceEssences(c);
    return;
  }
  const faction = c.faction;
  if (faction === undefined || c.format === undefined) return;
  if (c.format === "Guerra de Facción") factionWar(c, faction);
  else alliance(c, faction);
}

function factionWar(c: DeckContext, faction: Faction): void {
  for (const { entry, section, card } of c.allLines()) {
    if (card === undefined || card.faction === faction) continue;
    if (section.kind === "arsenal") {
      // A Santuario in the arsenal already has CR242 for what it is.
      if (card.type !== "Santuario") c.report("CR242", { name: card.name, reason: "faction", cardFaction: card.faction, faction }, entry.span);
      continue;
    }
    c.report("CR233", { name: card.name, cardFaction: card.faction, faction }, entry.span);
  }
}

function alliance(c: DeckContext, faction: Faction): void {
  for (const { entry, card } of c.allLines()) {
    if (card === undefined || card.faction === faction) continue;
    const args = { name: card.name, cardFaction: card.faction, faction };
    if (faction === "Errantes" || card.faction === "Errantes") c.report("CR234", args, entry.span);
    else if (faction !== "Valor" && card.faction !== "Valor") c.report("CR235", args, entry.span);
  }

  const isSupport = (card: CardDefinition): boolean =>
    faction === "Valor" ? SUPPORT_FACTIONS.includes(card.faction) : SUPPORT_FACTIONS.includes(faction) && card.faction === "Valor";
  const support = c.pool().filter((p) => p.card !== undefined && p.card.type !== "Santuario" && isSupport(p.card));
  const sum = support.reduce((s, p) => s + p.entry.count, 0);
  if (sum > MAX_SUPPORT) c.report("CR236", { total: sum, faction }, crossing(support, MAX_SUPPORT).entry.span);
}

function convergenceMain(c: DeckContext): void {
  const main = c.section("principal");
  if (main === undefined) return;
  const byFaction = new Map<Faction, Placed[]>(FACTIONS.map((f) => [f, []]));
  for (const entry of main.entries) {
    const p = c.placed.get(entry)!;
    // Santuarios and Escencias here already have CR229; unknown names CR225.
    if (p.card === undefined || p.card.type === "Santuario" || p.card.type === "Escencia") continue;
    byFaction.get(p.card.faction)!.push(p);
  }
  for (const [faction, list] of byFaction) {
    const sum = list.reduce((s, p) => s + p.entry.count, 0);
    if (sum > CONVERGENCE_PER_FACTION) c.report("CR239", { faction, total: sum }, crossing(list, CONVERGENCE_PER_FACTION).entry.span);
    else if (sum < CONVERGENCE_PER_FACTION) c.report("CR239", { faction, total: sum }, main.span);
  }
}

function convergenceEssences(c: DeckContext): void {
  const essence = c.essenceSet();
  if (essence === undefined) return;
  const seen = new Map<string, Placed>();
  for (const entry of essence.entries) {
    const p = c.placed.get(entry)!;
    const card = p.card;
    if (card === undefined || card.type !== "Escencia" || card.essenceKind === undefined) continue;
    const key = `${card.faction}/${card.essenceKind}`;
    const first = seen.get(key);
    if (first !== undefined || entry.count > 1) {
      const earlier = first !== undefined ? { name: first.card!.name, line: c.lineOf(first.entry.span) } : undefined;
      c.report("CR240", { problem: "extra", kind: card.essenceKind, faction: card.faction, first: earlier }, entry.span);
    }
    if (first === undefined) seen.set(key, p);
  }
  for (const faction of FACTIONS) {
    for (const kind of ["básica", "especial"] as const) {
      if (!seen.has(`${faction}/${kind}`)) c.report("CR240", { problem: "missing", kind, faction, section: essence.kind }, essence.span);
    }
  }
}
