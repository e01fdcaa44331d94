// Grouping parsed sentences into cards and abilities.
//
// An ability starts with its header (`Talento:`, `Prólogo:`, `Al entrar en juego,`,
// a keyword); the sentences after it continue it (`Si lo haces, …`, `Luego, …`,
// `Roba 1 carta.`). A sentence that starts a line with a subject and no duration
// (`Tus personajes de Orden obtienen +1 de vida.`) is a static ability of its own.
import { tokenMatcher } from "chevrotain";
import type { AbilityNode, CardNode, Document, SegmentNode, SentenceNode } from "./ast.js";
import { syntaxDiagnostic, type Diagnostic } from "../diagnostics/catalog.js";
import { misspelledField, type Segment } from "./segments.js";
import { canonicalSpelling, T } from "../vocabulary/tokens.js";

/** A sentence and what it parsed to; `node` is undefined when it had a syntax error. */
export type ParsedSegment = { node: SegmentNode | undefined; segment: Segment };

/** What a sentence that did not parse was meant to be, for CardNode.unparsed. */
function intentOf(segment: Segment): string {
  const first = segment.tokens[0]!;
  if (segment.rule === "field") return canonicalSpelling(first.tokenType) ?? misspelledField(segment.tokens, 0) ?? "texto";
  if (tokenMatcher(first, T.Prologo)) return "Prólogo";
  if (tokenMatcher(first, T.Epilogo)) return "Epílogo";
  return "texto";
}

/** Where the sentences after a broken one go: they are part of it and must not be reported again. */
const BROKEN: AbilityNode = { kind: "static", body: [], span: { start: 0, end: 0 } };

function isStaticSentence(sentence: SentenceNode): boolean {
  if (sentence.link !== null || sentence.condition !== null || sentence.clauses.length !== 1) return false;
  const clause = sentence.clauses[0]!;
  if (clause.optional) return false;
  if (clause.kind === "modifyCost") return true;
  if (clause.kind !== "modifyStats" && clause.kind !== "grantKeyword") return false;
  return clause.duration === null;
}

function hasBody(ability: AbilityNode): ability is Extract<AbilityNode, { body: SentenceNode[] }> {
  return ability.kind === "trait" ? ability.body.length > 0 : ability.kind === "verse" || ability.kind === "triggered" || ability.kind === "static";
}

export function assemble(segments: ParsedSegment[], diagnostics: Diagnostic[]): Document {
  const cards: CardNode[] = [];
  let card: CardNode | undefined;
  let open: AbilityNode | undefined;
  let previousEndLine = 0;
  let reportedOutside = false;

  for (const { node, segment } of segments) {
    const tokens = segment.tokens;
    const first = tokens[0]!;
    const last = tokens[tokens.length - 1]!;
    const onNewLine = first.startLine !== previousEndLine;
    previousEndLine = last.endLine ?? first.startLine ?? 0;
    if (node === undefined) {
      const name = tokens[1];
      if (segment.rule === "cardHeader" && name !== undefined && tokenMatcher(name, T.StringLiteral)) {
        // A misspelled `carta` still starts the card, so its fields are not "outside a card".
        const nameSpan = { start: name.startOffset, end: name.endOffset! + 1 };
        card = { name: name.image.slice(1, -1), nameSpan, span: { start: first.startOffset, end: nameSpan.end }, fields: [], abilities: [], unparsed: [] };
        cards.push(card);
        open = undefined;
      } else if (card !== undefined) {
        card.unparsed.push(intentOf(segment));
        open = segment.rule === "sentence" ? BROKEN : undefined;
      }
      continue;
    }
    if (node.kind === "cardHeader") {
      card = { name: node.name, nameSpan: node.nameSpan, span: { ...node.span }, fields: [], abilities: [], unparsed: [] };
      cards.push(card);
      open = undefined;
      continue;
    }
    if (card === undefined) {
      if (!reportedOutside) {
        diagnostics.push(syntaxDiagnostic("CR013", {}, node.span));
        reportedOutside = true;
      }
      continue;
    }
    card.span.end = node.span.end;
    if (node.kind === "field") {
      card.fields.push(node.field);
      open = undefined;
      continue;
    }
    if (node.kind === "ability") {
      card.abilities.push(node.ability);
      open = hasBody(node.ability) ? node.ability : undefined;
      continue;
    }
    const sentence = node.sentence;
    if ((onNewLine || open === undefined) && isStaticSentence(sentence)) {
      const ability: AbilityNode = { kind: "static", body: [sentence], span: sentence.span };
      card.abilities.push(ability);
      open = undefined;
      continue;
    }
    if (open === BROKEN) continue;
    if (open !== undefined && hasBody(open)) {
      open.body.push(sentence);
      open.span = { start: open.span.start, end: sentence.span.end };
      continue;
    }
    diagnostics.push(syntaxDiagnostic("CR014", {}, sentence.span));
  }
  return { cards };
}
