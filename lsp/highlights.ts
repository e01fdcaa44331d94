// Document highlight: every mention in this document of the card name under the cursor.
// The mentions are the sites `references` and `definition` use (navigation.ts `sitesOf`:
// the `carta "…"` header, written; `llamado "…"`, deck lines and scenario names, read),
// plus a card's own name written unquoted in its text as its subject («Cuando Vharsek
// entre en juego»), which the parser reads as the card itself.
import { DocumentHighlightKind, type DocumentHighlight } from "vscode-languageserver/node";
import { selectionsOf, type CardNode } from "../grammar/index.js";
import { cardAt, cardsOf } from "./cards.js";
import { nameAt, sitesOf, type NameSite } from "./navigation.js";
import { contains, type Span } from "./text.js";
import { uriKey, type NamedFile, type Workspace } from "./workspace.js";

/** The spans where a card writes its own name unquoted as a subject. */
function ownNameMentions(card: CardNode): Span[] {
  return selectionsOf(card)
    .filter((s) => s.kind === "self" && s.byName !== undefined)
    .map((s) => s.span);
}

/** The card name under the cursor, an unquoted own name included. */
function siteAt(workspace: Workspace, file: NamedFile, offset: number): NameSite | undefined {
  const site = nameAt(file, offset, workspace.index());
  if (site !== undefined || file.kind !== "carta") return site;
  const card = cardAt(file, offset);
  const mention = card && ownNameMentions(card).find((span) => contains(span, offset));
  return card && mention ? { name: card.name, span: mention, kind: "reference" } : undefined;
}

export function documentHighlights(workspace: Workspace, file: NamedFile, offset: number): DocumentHighlight[] {
  const site = siteAt(workspace, file, offset);
  if (site === undefined) return [];
  const here = uriKey(file.uri);
  const { definitions, references } = sitesOf(workspace.index(), site);
  const out: Array<{ span: Span; kind: DocumentHighlightKind }> = [];
  for (const { file: f, card } of definitions) if (uriKey(f.uri) === here) out.push({ span: card.nameSpan, kind: DocumentHighlightKind.Write });
  for (const ref of references) if (uriKey(ref.file.uri) === here) out.push({ span: ref.span, kind: DocumentHighlightKind.Read });
  // A card of the workspace in its own file: its unquoted own name too.
  if (file.kind === "carta" && site.scope === undefined) {
    for (const card of cardsOf(file)) if (card.name === site.name) for (const span of ownNameMentions(card)) out.push({ span, kind: DocumentHighlightKind.Read });
  }
  out.sort((a, b) => a.span.start - b.span.start);
  return out.map(({ span, kind }) => ({ range: file.lines.range(span), kind }));
}
