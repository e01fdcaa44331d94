// The server's own watch of the workspace folders, for a client that does not watch files
// for it (Neovim on Linux registers no file watchers): one `fs.watch` per folder the
// compiler's folder walk reads (hidden folders and node_modules are skipped, so a project
// root with its dependencies costs a watch per folder of the project only). A burst of
// changes (an editor saving several files, a `git checkout`) is reported once, after it
// settles: the files that changed, and whether a folder appeared or went away (then the
// caller reads the folders again).
import { watch, type FSWatcher } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import { extname, join, relative, isAbsolute, sep } from "node:path";
import { CARD_EXTENSIONS, DECK_EXTENSIONS, SCENARIO_EXTENSIONS } from "../compiler/index.js";
import { skippedByFolderWalk } from "./workspace.js";

const SOURCE_EXTENSIONS = new Set([...CARD_EXTENSIONS, ...DECK_EXTENSIONS, ...SCENARIO_EXTENSIONS]);

/** How long to wait for the rest of a burst of changes (as `--vigilar`). */
export const SETTLE_MS = 150;

export interface FolderChanges {
  /** Source files created, changed or deleted (absolute paths). */
  files: string[];
  /** A folder appeared or went away: what is under it is not known file by file. */
  folders: boolean;
}

function isUnder(folder: string, path: string): boolean {
  const rel = relative(folder, path);
  return rel === "" || (!rel.startsWith("..") && !isAbsolute(rel));
}

export class FolderWatcher {
  /** By watched directory. */
  private readonly watchers = new Map<string, FSWatcher>();
  private files = new Set<string>();
  private folders = false;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly report: (changes: FolderChanges) => void,
    private readonly log: (message: string) => void,
    private readonly settleMs = SETTLE_MS,
  ) {}

  /** Watches a workspace folder and every folder under it that the folder walk reads. */
  async add(root: string): Promise<void> {
    const pending = [root];
    while (pending.length > 0 && !this.closed) {
      const dir = pending.pop()!;
      if (this.watchers.has(dir)) continue;
      if (!this.watchOne(dir)) return;
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch {
        continue;
      }
      for (const entry of entries) if (entry.isDirectory() && !skippedByFolderWalk(entry.name)) pending.push(join(dir, entry.name));
    }
  }

  /** Stops watching a folder and what is under it. */
  remove(root: string): void {
    for (const [dir, watcher] of this.watchers) {
      if (!isUnder(root, dir)) continue;
      watcher.close();
      this.watchers.delete(dir);
    }
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    for (const watcher of this.watchers.values()) watcher.close();
    this.watchers.clear();
  }

  /** The number of folders watched, for the status request. */
  get size(): number {
    return this.watchers.size;
  }

  /** False when no more folders can be watched (the system's limit): the caller stops adding. */
  private watchOne(dir: string): boolean {
    try {
      const watcher = watch(dir, { persistent: false }, (_event, name) => this.changed(dir, name === null ? undefined : String(name)));
      watcher.on("error", () => {
        // The folder went away: what was under it must be read again.
        watcher.close();
        this.watchers.delete(dir);
        this.folders = true;
        this.settle();
      });
      this.watchers.set(dir, watcher);
      return true;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ENOSPC" || code === "EMFILE") {
        this.log(`No se pueden vigilar más carpetas (límite del sistema, ${code}): los cambios en disco de las demás se ven al guardar. Súbelo con «sysctl fs.inotify.max_user_watches=524288».`);
        return false;
      }
      return true;
    }
  }

  private changed(dir: string, name: string | undefined): void {
    if (this.closed) return;
    if (name === undefined) {
      this.folders = true;
    } else {
      const path = join(dir, name);
      const top = name.split(sep)[0]!;
      if (skippedByFolderWalk(top)) return;
      if (SOURCE_EXTENSIONS.has(extname(name).toLowerCase())) this.files.add(path);
      else void this.maybeFolder(path);
    }
    this.settle();
  }

  /** A name without a source extension may be a folder that appeared (then watched) or went away. */
  private async maybeFolder(path: string): Promise<void> {
    const wasWatched = this.watchers.has(path);
    const isFolder = await stat(path).then(
      (s) => s.isDirectory(),
      () => false,
    );
    if (!isFolder && !wasWatched) return;
    if (isFolder && !wasWatched) await this.add(path);
    if (!isFolder && wasWatched) this.remove(path);
    this.folders = true;
    this.settle();
  }

  private settle(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      const changes = { files: [...this.files], folders: this.folders };
      this.files = new Set();
      this.folders = false;
      if (changes.files.length > 0 || changes.folders) this.report(changes);
    }, this.settleMs);
  }
}
