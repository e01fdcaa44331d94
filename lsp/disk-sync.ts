// The workspace's view of the disk after start-up. The client reports changes on disk
// (`workspace/didChangeWatchedFiles`) when it watches files; when it does not (Neovim on
// Linux), the server watches the folders itself (folder-watcher.ts) and, on each save,
// reads the folders again. Folders come and go (`workspace/didChangeWorkspaceFolders`), a
// closed document goes back to its file as it is on disk now.
//
// Every read of the disk waits for the one before, in the order the notifications came:
// a read that a close started must not finish after the removal of its folder and bring
// the file back. Each method resolves once the workspace holds what it read.
import { pathToFileURL } from "node:url";
import { FileChangeType, type FileEvent, type WorkspaceFoldersChangeEvent } from "vscode-languageserver/node";
import { FolderWatcher, type FolderChanges } from "./folder-watcher.js";
import type { Workspace } from "./workspace.js";

export class DiskSync {
  private queue: Promise<void> = Promise.resolve();
  private watcher: FolderWatcher | undefined;

  /**
   * `clientWatches`: the client reports changes on disk. `changed` is called after a change
   * the server's own watch saw was read.
   */
  constructor(
    private readonly workspace: Workspace,
    private readonly clientWatches: boolean,
    private readonly changed: () => void,
    private readonly log: (message: string) => void,
  ) {}

  private inOrder(read: () => Promise<void>): Promise<void> {
    const next = this.queue.then(read, read);
    this.queue = next.catch(() => {});
    return next;
  }

  /** Starts the server's own watch of the folders, when the client does not watch files. */
  async watchFolders(): Promise<void> {
    if (this.clientWatches) return;
    this.watcher = new FolderWatcher((changes) => void this.watched(changes), this.log);
    for (const folder of this.workspace.folderPaths()) await this.watcher.add(folder);
  }

  private async watched(changes: FolderChanges): Promise<void> {
    try {
      await this.inOrder(async () => {
        if (changes.folders) return this.workspace.rereadFolders();
        for (const path of changes.files) {
          const uri = pathToFileURL(path).href;
          if (this.workspace.isWorkspaceFile(uri)) await this.workspace.readDiskFile(uri);
        }
      });
      this.changed();
    } catch (error) {
      this.log(`[vigilancia] ${String(error)}`);
    }
  }

  /**
   * A save wrote the document to disk: the file as it is there now (read as `cronicas
   * validar` reads it) is its text from now on, also after it is closed. A client that does
   * not watch files tells of nothing else on disk: a save is when the folders are read again,
   * so files created, changed or deleted by other programs are seen.
   */
  saved(uri: string): Promise<void> {
    if (!this.workspace.isWorkspaceFile(uri)) return Promise.resolve();
    return this.inOrder(() => (this.clientWatches ? this.workspace.readDiskFile(uri) : this.workspace.rereadFolders()));
  }

  /** A closed document: its file as it is on disk now, not as it was read at start-up. */
  closed(uri: string): Promise<void> {
    return this.inOrder(async () => {
      if (this.workspace.isWorkspaceFile(uri)) await this.workspace.readDiskFile(uri);
    });
  }

  /** What the client's file watcher reports. */
  filesChanged(changes: FileEvent[]): Promise<void> {
    return this.inOrder(async () => {
      for (const change of changes) {
        if (!this.workspace.isWorkspaceFile(change.uri)) continue;
        if (change.type === FileChangeType.Deleted) this.workspace.removeDiskFile(change.uri);
        else await this.workspace.readDiskFile(change.uri);
      }
    });
  }

  /** Folders added are read (and watched), the files of removed ones leave the workspace. */
  foldersChanged(event: WorkspaceFoldersChangeEvent): Promise<void> {
    return this.inOrder(async () => {
      const before = this.workspace.folderPaths();
      await this.workspace.changeFolders(
        event.added.map((f) => f.uri),
        event.removed.map((f) => f.uri),
      );
      const after = this.workspace.folderPaths();
      for (const folder of before) if (!after.includes(folder)) this.watcher?.remove(folder);
      for (const folder of after) if (!before.includes(folder)) await this.watcher?.add(folder);
    });
  }

  close(): void {
    this.watcher?.close();
  }
}
