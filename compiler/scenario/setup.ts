// What the setup of a scenario says across its sentences: the copy numbers (copies of a
// name are numbered 1, 2, 3 … in the order the setup writes them, so a written `(k)` must
// be the one the copy gets: CR312), and each thing said once, without contradiction
// (CR318). One problem per statement, as the parser gives one per sentence.
import type { CardRef, Diagnostic, LineIndex, ScenarioNode, SetupStatement, Span } from "../../grammar/index.js";
import { scenarioCheck } from "./catalog.js";

export function checkSetup(scenario: ScenarioNode, lines: LineIndex): Diagnostic[] {
  const check = new SetupCheck(lines);
  for (const statement of scenario.setup) {
    const problem = check.copies(statement) ?? check.consistency(statement);
    if (problem !== undefined) check.diagnostics.push(problem);
  }
  return check.diagnostics;
}

class SetupCheck {
  readonly diagnostics: Diagnostic[] = [];
  /** Copies of each name written so far. */
  private readonly counted = new Map<string, number>();
  private turn: Span | undefined;
  private readonly said = new Map<string, Span>();

  constructor(private readonly lines: LineIndex) {}

  private line(span: Span): number {
    return this.lines.lineOf(span.start) + 1;
  }

  /** Numbers the copies a statement writes, in order; the first misnumbered one is its problem. */
  copies(s: SetupStatement): Diagnostic | undefined {
    switch (s.kind) {
      case "sanctuary":
        return s.card !== undefined ? this.copy(s.card, 1) : undefined;
      case "zone":
        for (const item of s.items) {
          const problem = item.kind === "card" ? this.copy(item.card, item.count) : undefined;
          if (problem !== undefined) return problem;
        }
        return undefined;
      case "permanent": {
        const problem = this.copy(s.card, s.count);
        if (problem !== undefined) return problem;
        for (const a of s.attributes) {
          if (a.kind !== "equipped") continue;
          for (const relic of a.relics) {
            const bad = this.copy(relic, 1);
            if (bad !== undefined) return bad;
          }
        }
        return undefined;
      }
      case "turn":
      case "seed":
      case "emptyZone":
      case "essence":
      case "counter":
        return undefined;
    }
  }

  private copy(card: CardRef, count: number): Diagnostic | undefined {
    const before = this.counted.get(card.name) ?? 0;
    this.counted.set(card.name, before + count);
    if (card.index === undefined) return undefined;
    if (count > 1) return scenarioCheck("CR312", { problem: "withCount", name: card.name, count, first: before + 1 }, card.span);
    if (card.index === before + 1) return undefined;
    const copy = before + 1;
    return scenarioCheck("CR312", { problem: "notTheCopys", name: card.name, copy }, card.span, { span: card.span, replacement: `"${card.name}" (${copy})` });
  }

  /** A thing the setup already said, or said otherwise. */
  consistency(s: SetupStatement): Diagnostic | undefined {
    switch (s.kind) {
      case "turn":
        if (this.turn !== undefined) return scenarioCheck("CR318", { what: "turn", line: this.line(this.turn) }, s.span);
        this.turn = s.span;
        return undefined;
      case "sanctuary": {
        if (s.card !== undefined) {
          const earlier = this.once(`sanctuary:${s.player}`, s.span);
          if (earlier !== undefined) return scenarioCheck("CR318", { what: "sanctuary", player: s.player, line: this.line(earlier) }, s.span);
        }
        if (s.lifeSpan !== undefined) {
          const earlier = this.once(`life:${s.player}`, s.lifeSpan);
          if (earlier !== undefined) return scenarioCheck("CR318", { what: "life", player: s.player, line: this.line(earlier) }, s.lifeSpan);
        }
        return undefined;
      }
      case "zone": {
        const key = `${s.player}:${s.zone}`;
        const empty = this.said.get(`empty:${key}`);
        if (empty !== undefined) return scenarioCheck("CR318", { what: "listedEmpty", player: s.player, zone: s.zone, line: this.line(empty) }, s.span);
        const listed = this.said.get(`listed:${key}`);
        if (listed !== undefined && (s.zone === "deck" || s.zone === "essenceDeck")) {
          return scenarioCheck("CR318", { what: "deckAgain", player: s.player, zone: s.zone, line: this.line(listed) }, s.span);
        }
        if (listed === undefined) this.said.set(`listed:${key}`, s.span);
        return undefined;
      }
      case "emptyZone": {
        const key = `${s.player}:${s.zone}`;
        const earlier = this.said.get(`empty:${key}`) ?? this.said.get(`listed:${key}`);
        if (earlier !== undefined) return scenarioCheck("CR318", { what: "zoneAgain", player: s.player, zone: s.zone, line: this.line(earlier) }, s.span);
        this.said.set(`empty:${key}`, s.span);
        return undefined;
      }
      case "essence": {
        const earlier = this.once(`essence:${s.player}`, s.span);
        return earlier !== undefined ? scenarioCheck("CR318", { what: "essence", player: s.player, line: this.line(earlier) }, s.span) : undefined;
      }
      case "counter": {
        const earlier = this.once(`counter:${s.player}:${s.event}`, s.span);
        return earlier !== undefined ? scenarioCheck("CR318", { what: "counter", player: s.player, event: s.event, line: this.line(earlier) }, s.span) : undefined;
      }
      case "seed": {
        const earlier = this.once("seed", s.span);
        return earlier !== undefined ? scenarioCheck("CR318", { what: "seed", line: this.line(earlier) }, s.span) : undefined;
      }
      case "permanent":
        return undefined;
    }
  }

  /** The span a key was first said at, or undefined after recording this one as the first. */
  private once(key: string, span: Span): Span | undefined {
    const earlier = this.said.get(key);
    if (earlier === undefined) this.said.set(key, span);
    return earlier;
  }
}
