// One sentence of a section, parsed on its own: a mistake stops it with one diagnostic
// (LineError), and the next sentence starts afresh. A sentence whose first word or verb
// is a close misspelling of one the section knows is read again with that word.
import { LineError, spanOf, spanOfTokens, type LineToken } from "../line-parser/cursor.js";
import { closestMatch } from "../text/suggest.js";
import { normalizeWord, withCaseOf } from "../vocabulary/lex.js";
import type { ScenarioNode } from "./ast.js";
import { ScenarioCursor, type SentenceHost } from "./cursor.js";
import { scenarioDiagnostic } from "./diagnostics.js";
import { playSentence } from "./plays.js";
import { resultSentence } from "./results.js";
import { otherSection, UnknownVerb, type SectionMode } from "./sentence-start.js";
import { setupSentence } from "./setup.js";

/** Parses `tokens` (one sentence, without its period) into the section of `node`. */
export function readSentence(tokens: LineToken[], section: SectionMode, node: ScenarioNode, host: SentenceHost, retried = false): void {
  const c = new ScenarioCursor(tokens, host);
  try {
    if (section === "preparación") node.setup.push(...setupSentence(c));
    else if (section === "jugadas") node.plays.push(playSentence(c));
    else node.expectations.push(...resultSentence(c));
    if (!c.done()) {
      const span = spanOfTokens(c.rest());
      host.report(scenarioDiagnostic("CR307", { place: "afterSentence", stray: c.textOf(span) }, span, { span, replacement: "" }));
    }
  } catch (e) {
    if (e instanceof LineError) host.report(e.diagnostic);
    else if (e instanceof UnknownVerb) unknownWord(e, tokens, section, node, host, retried);
    else throw e;
  }
}

function unknownWord(e: UnknownVerb, tokens: LineToken[], section: SectionMode, node: ScenarioNode, host: SentenceHost, retried: boolean): void {
  const t = e.token;
  const span = spanOf(t);
  const other = otherSection(t.norm, section);
  if (other !== undefined) {
    host.report(scenarioDiagnostic("CR314", { belongs: other }, span));
    return;
  }
  if (retried) return;
  const guess = closestMatch(t.image, e.candidates);
  if (guess === undefined) {
    host.report(scenarioDiagnostic("CR308", { word: t.image, start: e.start }, span));
    return;
  }
  // A sentence starts with a capital, whatever case the misspelling was written in.
  const replacement = t === tokens[0] ? withCaseOf("X", guess) : withCaseOf(t.image, guess);
  host.report(scenarioDiagnostic("CR308", { word: t.image, suggestion: replacement }, span, { span, replacement }));
  t.norm = normalizeWord(guess);
  t.guessed = true;
  readSentence(tokens, section, node, host, true);
}
