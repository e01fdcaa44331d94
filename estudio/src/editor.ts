// The editor: CodeMirror 6 (state, view, commands, lint), one EditorState per file.
// Diagnostics come from the compile worker and are pushed with `setDiagnostics`.
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { lintGutter, setDiagnostics, type Diagnostic } from "@codemirror/lint";
import { EditorState, type Extension } from "@codemirror/state";
import { EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from "@codemirror/view";
import type { StudioDiagnostic } from "./protocolo.js";

export interface Editor {
  view: EditorView;
  /** Shows a file; its text and history stay when another file is shown. */
  open(path: string): void;
  current(): string;
  text(path: string): string;
  showDiagnostics(all: readonly StudioDiagnostic[]): void;
  goTo(offset: number): void;
}

export function createEditor(parent: HTMLElement, files: ReadonlyMap<string, string>, onChange: () => void, onCursor: (offset: number) => void): Editor {
  const extensions: Extension[] = [
    lineNumbers(),
    highlightActiveLineGutter(),
    highlightActiveLine(),
    history(),
    lintGutter(),
    keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
    EditorView.lineWrapping,
    EditorView.contentAttributes.of({ "aria-label": "Texto de las cartas", spellcheck: "false", lang: "es" }),
    EditorView.updateListener.of((u) => {
      if (u.docChanged) {
        states.set(path, u.state);
        onChange();
      }
      if (u.docChanged || u.selectionSet) {
        states.set(path, u.state);
        onCursor(u.state.selection.main.head);
      }
    }),
  ];
  const states = new Map<string, EditorState>();
  for (const [p, text] of files) states.set(p, EditorState.create({ doc: text, extensions }));
  let path = [...files.keys()][0] ?? "";
  const view = new EditorView({ state: states.get(path), parent });
  let diagnostics: readonly StudioDiagnostic[] = [];

  function push(): void {
    const length = view.state.doc.length;
    const mine: Diagnostic[] = diagnostics
      .filter((d) => d.file === path)
      .map((d) => {
        const from = Math.min(d.from, length);
        return { from, to: Math.min(Math.max(d.to, from), length), severity: d.severity, message: `${d.code}: ${d.message}`, source: "cronicas" };
      });
    view.dispatch(setDiagnostics(view.state, mine));
  }

  return {
    view,
    open(next) {
      states.set(path, view.state);
      path = next;
      view.setState(states.get(next)!);
      push();
      onCursor(view.state.selection.main.head);
    },
    current: () => path,
    text: (p) => (p === path ? view.state.doc.toString() : states.get(p)!.doc.toString()),
    showDiagnostics(all) {
      diagnostics = all;
      push();
    },
    goTo(offset) {
      const at = Math.min(offset, view.state.doc.length);
      view.dispatch({ selection: { anchor: at }, scrollIntoView: true });
      view.focus();
    },
  };
}
