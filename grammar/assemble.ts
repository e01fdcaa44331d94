// Grouping parsed sentences into cards and abilities.
//
// An ability starts with its header (`Talento:`, `Prólogo:`, `Al entrar en juego,`,
// a keyword); the sentences after it continue it (`Si lo haces, …`, `Luego, …`,
// `Roba 1 carta.`). A sentence that starts a line with a subject and no duration
// (`Tus personajes de Orden obtienen +1 de vida.`) is a static ability of its own.
import type { AbilityNode, CardNode, Document, SegmentNode, SentenceNode } from "./ast.js";
import { diagnostic, type Diagnostic } from "./diagnostics.js";
import type { Token } from "./lex.js";

type ParsedSegment = { node: SegmentNode | undefined; tokens: Token[] };

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

  for (const { node, tokens } of segments) {
    const first = tokens[0]!;
    const last = tokens[tokens.length - 1]!;
    const onNewLine = first.startLine !== previousEndLine;
    previousEndLine = last.endLine ?? first.startLine ?? 0;
    if (node === undefined) {
      // A sentence that did not parse still belongs to the ability it continues.
      continue;
    }
    if (node.kind === "cardHeader") {
      card = { name: node.name, nameSpan: node.nameSpan, span: { ...node.span }, fields: [], abilities: [] };
      cards.push(card);
      open = undefined;
      continue;
    }
    if (card === undefined) {
      if (!reportedOutside) {
        diagnostics.push(
          diagnostic("CR013", "error", 'Este texto está fuera de una carta: cada carta empieza con una línea carta "Nombre".', node.span),
        );
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
    if (open !== undefined && hasBody(open)) {
      open.body.push(sentence);
      open.span = { start: open.span.start, end: sentence.span.end };
      continue;
    }
    diagnostics.push(
      diagnostic(
        "CR014",
        "error",
        "Este efecto no pertenece a ninguna habilidad: empiézalo con «Prólogo:», «Epílogo:», un rasgo («Talento:», «Embate:»…) o un disparador («Al entrar en juego, …»).",
        sentence.span,
      ),
    );
  }
  return { cards };
}
