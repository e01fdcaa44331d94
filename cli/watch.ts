// `--vigilar`: run a command again whenever a card, deck, scenario or the project file
// under its paths changes, the way test runners and compilers watch. Changes that arrive
// together (an editor saving several files, a `git checkout`) make one run; a change during
// a run makes one more run after it.
import { existsSync, statSync, watch, type FSWatcher } from "node:fs";
import { basename, extname, join } from "node:path";
import { CARD_EXTENSIONS, DECK_EXTENSIONS, SCENARIO_EXTENSIONS } from "../compiler/index.js";
import { PROJECT_FILE } from "./project.js";

const WATCHED = new Set([...CARD_EXTENSIONS, ...DECK_EXTENSIONS, ...SCENARIO_EXTENSIONS]);
/** How long to wait for the rest of a burst of changes. */
const SETTLE_MS = 150;

function relevant(file: string): boolean {
  const name = basename(file);
  if (name.startsWith(".")) return false;
  return name === PROJECT_FILE || WATCHED.has(extname(name).toLowerCase());
}

/**
 * Watches `paths` (files or folders, folders with their subfolders) and calls `rerun` after
 * each settled burst of relevant changes. Returns the watchers (the process stays alive
 * while they are open), or the Spanish reason it cannot watch.
 */
export function watchPaths(paths: readonly string[], rerun: (changed: string) => Promise<void>): FSWatcher[] | string {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let again: string | undefined;
  let last = "";
  const fire = async (): Promise<void> => {
    if (running) {
      again = last;
      return;
    }
    running = true;
    try {
      await rerun(last);
    } finally {
      running = false;
    }
    if (again !== undefined) {
      last = again;
      again = undefined;
      await fire();
    }
  };
  const changed = (file: string): void => {
    if (!relevant(file)) return;
    last = file;
    clearTimeout(timer);
    timer = setTimeout(() => void fire(), SETTLE_MS);
  };
  const watchers: FSWatcher[] = [];
  for (const path of paths) {
    if (!existsSync(path)) continue;
    try {
      const folder = statSync(path).isDirectory();
      watchers.push(watch(path, { recursive: folder }, (_event, name) => changed(folder ? join(path, String(name ?? "")) : path)));
    } catch (error) {
      for (const w of watchers) w.close();
      const code = (error as NodeJS.ErrnoException).code;
      return code === "ENOSPC"
        ? "el sistema no admite más archivos vigilados (límite de inotify): súbelo con «sysctl fs.inotify.max_user_watches=524288» o vigila menos carpetas."
        : `no se puede vigilar «${path}»: comprueba que existe y sus permisos.`;
    }
  }
  if (watchers.length === 0) return "ninguna de las rutas existe: no hay nada que vigilar.";
  return watchers;
}
