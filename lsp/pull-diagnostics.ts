// Pull diagnostics (LSP 3.17): the client asks for a document's diagnostics
// (`textDocument/diagnostic`) or for every file's (`workspace/diagnostic`) instead of
// waiting for `textDocument/publishDiagnostics`. The diagnostics are the pushed ones
// (diagnostics.ts `fileDiagnostics`, those of `cronicas validar`); a result id, the
// hash of the diagnostics, lets the client keep what it has when nothing changed.
//
// A document the client pulls is no longer pushed (it would be shown twice), and once it
// pulls the workspace nothing is pushed. When diagnostics the client pulled are out of
// date because of a change it did not make to that document (another file, the disk),
// the server asks it to pull again (`workspace/diagnostic/refresh`), see `stale`.
import { createHash } from "node:crypto";
import {
  DocumentDiagnosticReportKind,
  type Diagnostic,
  type DocumentDiagnosticReport,
  type PreviousResultId,
  type WorkspaceDiagnosticReport,
  type WorkspaceDocumentDiagnosticReport,
} from "vscode-languageserver/node";
import { fileDiagnostics } from "./diagnostics.js";
import { uriKey, type Compiled, type Workspace } from "./workspace.js";

/** The same diagnostics give the same id, whatever the version or the time. */
export function resultIdOf(diagnostics: Diagnostic[]): string {
  return createHash("sha1").update(JSON.stringify(diagnostics)).digest("base64url").slice(0, 20);
}

interface Pulled {
  uri: string;
  /** Undefined while its first pull is waiting to be answered. */
  resultId: string | undefined;
}

export class DiagnosticPulls {
  /** By URI key: the documents the client pulled and the result it holds for each. */
  private readonly pulled = new Map<string, Pulled>();
  private wholeWorkspace = false;
  /** A workspace report was given: files missing from it are news for the client. */
  private workspaceReported = false;

  /** True when the client pulls this document's diagnostics: the server must not push them. */
  pulls(uri: string): boolean {
    return this.wholeWorkspace || this.pulled.has(uriKey(uri));
  }

  /** True when the client pulls the diagnostics of every file. */
  get pullsWorkspace(): boolean {
    return this.wholeWorkspace;
  }

  /** The client asked for this document's diagnostics (or, with no URI, the workspace's): push them no more. */
  asked(uri: string | undefined): void {
    if (uri === undefined) this.wholeWorkspace = true;
    else if (!this.pulled.has(uriKey(uri))) this.pulled.set(uriKey(uri), { uri, resultId: undefined });
  }

  /** A closed document is no longer pulled by a client that pulls documents one by one. */
  closed(uri: string): void {
    if (!this.wholeWorkspace) this.pulled.delete(uriKey(uri));
  }

  /** The diagnostics of each file for one compile: the refresh check and the pull that follows share them. */
  private computed: { compiled: Compiled | undefined; byKey: Map<string, { diagnostics: Diagnostic[]; resultId: string }> } = { compiled: undefined, byKey: new Map() };

  private current(workspace: Workspace, compiled: Compiled, uri: string): { diagnostics: Diagnostic[]; resultId: string } {
    if (this.computed.compiled !== compiled) this.computed = { compiled, byKey: new Map() };
    const key = uriKey(uri);
    let found = this.computed.byKey.get(key);
    if (found === undefined) {
      const diagnostics = fileDiagnostics(workspace, compiled, uri) ?? [];
      found = { diagnostics, resultId: resultIdOf(diagnostics) };
      this.computed.byKey.set(key, found);
    }
    return found;
  }

  document(workspace: Workspace, uri: string, previousResultId: string | undefined): DocumentDiagnosticReport {
    const { diagnostics, resultId } = this.current(workspace, workspace.compiled(), uri);
    this.pulled.set(uriKey(uri), { uri, resultId });
    if (previousResultId === resultId) return { kind: DocumentDiagnosticReportKind.Unchanged, resultId };
    return { kind: DocumentDiagnosticReportKind.Full, resultId, items: diagnostics };
  }

  /** Every file of the workspace; a file the client had and that is gone is reported empty. */
  workspace(workspace: Workspace, previous: PreviousResultId[]): WorkspaceDiagnosticReport {
    this.wholeWorkspace = true;
    const compiled = workspace.compiled();
    const previousIds = new Map(previous.map((p) => [uriKey(p.uri), p.value]));
    const snapshot = workspace.snapshot();
    const items: WorkspaceDocumentDiagnosticReport[] = [];
    const seen = new Set<string>();
    for (const file of [...snapshot.files, ...snapshot.decks, ...snapshot.scenarios]) {
      const key = uriKey(file.uri);
      seen.add(key);
      const { diagnostics, resultId } = this.current(workspace, compiled, file.uri);
      this.pulled.set(key, { uri: file.uri, resultId });
      const version = file.version ?? null;
      items.push(
        previousIds.get(key) === resultId
          ? { kind: DocumentDiagnosticReportKind.Unchanged, uri: file.uri, version, resultId }
          : { kind: DocumentDiagnosticReportKind.Full, uri: file.uri, version, resultId, items: diagnostics },
      );
    }
    const gone = new Map<string, string>();
    for (const p of previous) gone.set(uriKey(p.uri), p.uri);
    for (const [key, p] of this.pulled) gone.set(key, p.uri);
    for (const [key, uri] of gone) {
      if (seen.has(key)) continue;
      this.pulled.delete(key);
      items.push({ kind: DocumentDiagnosticReportKind.Full, uri, version: null, resultId: resultIdOf([]), items: [] });
    }
    this.workspaceReported = true;
    return { items };
  }

  /**
   * True when the client holds diagnostics that are no longer right for some pulled file,
   * the files in `editing` aside (the client pulls an edited document by itself).
   */
  stale(workspace: Workspace, compiled: Compiled, editing: ReadonlySet<string>): boolean {
    for (const [key, { uri, resultId }] of this.pulled) {
      if (editing.has(key) || resultId === undefined) continue;
      if (this.current(workspace, compiled, uri).resultId !== resultId) return true;
    }
    // A file the whole-workspace pull has not reported yet.
    if (this.workspaceReported) {
      const snapshot = workspace.snapshot();
      for (const file of [...snapshot.files, ...snapshot.decks, ...snapshot.scenarios]) if (!this.pulled.has(uriKey(file.uri))) return true;
    }
    return false;
  }
}
