// Quick fixes. The compiler already computes the edit of most fixable problems (the
// `fix` of a diagnostic: CR002 closing quote, CR004 accent, CR011 misspelled word,
// CR012 period, CR016 stray text, CR102 close card name); this module turns each into
// a code action. Missing fields (CR104–CR108) get an action that inserts the field
// line with a placeholder value where the formatter would put it.
import { CodeActionKind, type CodeAction, type Range, type TextEdit } from "vscode-languageserver/node";
import type { Diagnostic as CompileDiagnostic } from "../compiler/index.js";
import type { CardNode, FieldNode } from "../grammar/index.js";
import { cardsOf } from "./cards.js";
import { toLspDiagnostic } from "./diagnostics.js";
import { fieldOf, snippetsOf } from "./snippets.js";
import { overlaps, type Span } from "./text.js";
import type { DeckState, FileState } from "./workspace.js";

/** The fields in the canonical order, as the snippet table lists them. */
const FIELD_ORDER = snippetsOf("field").map((s) => fieldOf(s) as FieldNode["field"]);

/** What a missing-field code asks for; CR107 is «ataque» or «vida», whichever is missing. */
const MISSING: Record<string, FieldNode["field"][]> = {
  CR104: ["tipo"],
  CR105: ["facción"],
  CR106: ["coste"],
  CR107: ["ataque", "vida"],
  CR108: ["vida"],
};

/** The field line with a provisional value: the field's snippet with its defaults (a Santuario's life is 20). */
function placeholder(field: FieldNode["field"], card: CardNode): string {
  const tipo = card.fields.find((f) => f.field === "tipo");
  if (field === "vida" && tipo && tipo.field === "tipo" && tipo.cardType === "Santuario") return "vida 20";
  return snippetsOf("field").find((s) => fieldOf(s) === field)!.filled;
}

function lineEndAfter(text: string, offset: number): number {
  let i = offset;
  while (i < text.length && text.charCodeAt(i) !== 10 && text.charCodeAt(i) !== 13) i++;
  return i;
}

/** The edit that inserts `line` as a field of `card`, after the fields that precede it in the canonical order. */
function insertField(file: FileState, card: CardNode, field: FieldNode["field"]): TextEdit {
  const text = file.text;
  const order = FIELD_ORDER.indexOf(field);
  const before = card.fields.filter((f) => FIELD_ORDER.indexOf(f.field) < order).sort((a, b) => a.span.end - b.span.end);
  const anchor = before[before.length - 1]?.span.end ?? card.nameSpan.end;
  const at = lineEndAfter(text, anchor);
  const sample = card.fields[0];
  const indent = sample ? text.slice(file.lines.lineStart(file.lines.lineOf(sample.span.start)), sample.span.start) : "  ";
  const newline = text.includes("\r\n") ? "\r\n" : "\n";
  const position = file.lines.position(at);
  return { range: { start: position, end: position }, newText: `${newline}${/^[ \t]*$/.test(indent) ? indent : "  "}${placeholder(field, card)}` };
}

/** Quick fixes for the diagnostics under `range`; decks get the compiler's fixes only. */
export function codeActions(file: FileState | DeckState, diagnostics: CompileDiagnostic[], range: Range): CodeAction[] {
  const span: Span = { start: file.lines.offset(range.start), end: file.lines.offset(range.end) };
  const actions: CodeAction[] = [];
  const missingByCard = new Map<CardNode, Set<FieldNode["field"]>>();
  for (const d of diagnostics) {
    const dSpan = { start: d.range.start.offset, end: d.range.end.offset };
    if (!overlaps(dSpan, span)) continue;
    const lsp = toLspDiagnostic(d, file.lines);
    if (d.fix) {
      actions.push({
        title: d.fix.title,
        kind: CodeActionKind.QuickFix,
        diagnostics: [lsp],
        isPreferred: true,
        edit: { changes: { [file.uri]: [{ range: file.lines.range({ start: d.fix.range.start.offset, end: d.fix.range.end.offset }), newText: d.fix.replacement }] } },
      });
      continue;
    }
    const fields = MISSING[d.code];
    if (!fields || file.kind !== "carta") continue;
    const card = cardsOf(file).find((c) => c.nameSpan.start === dSpan.start);
    if (!card) continue;
    const missing = fields.filter((f) => !card.fields.some((present) => present.field === f));
    for (const field of missing) {
      const edit = insertField(file, card, field);
      const title = `Añadir «${placeholder(field, card)}»`;
      if (actions.some((a) => a.title === title)) continue;
      actions.push({ title, kind: CodeActionKind.QuickFix, diagnostics: [lsp], isPreferred: missing.length === 1, edit: { changes: { [file.uri]: [edit] } } });
      const set = missingByCard.get(card) ?? new Set();
      set.add(field);
      missingByCard.set(card, set);
    }
  }
  if (file.kind !== "carta") return actions;
  for (const [card, fields] of missingByCard) {
    if (fields.size < 2) continue;
    const ordered = FIELD_ORDER.filter((f) => fields.has(f));
    // Fields that go at the same place become one insertion, in the canonical order.
    const edits: TextEdit[] = [];
    for (const edit of ordered.map((f) => insertField(file, card, f))) {
      const same = edits.find((e) => e.range.start.line === edit.range.start.line && e.range.start.character === edit.range.start.character);
      if (same) same.newText += edit.newText;
      else edits.push(edit);
    }
    actions.push({ title: `Añadir los campos que faltan (${ordered.join(", ")})`, kind: CodeActionKind.QuickFix, edit: { changes: { [file.uri]: edits } } });
  }
  return actions;
}
