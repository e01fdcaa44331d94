// Writing outputs atomically: a failed or interrupted write never leaves a
// half-written file where a client expects a complete one, nor half of a set.
import { chmod, chown, lstat, mkdir, open, readdir, realpath, rename, rm, stat, writeFile } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";

/**
 * Writes beside `path` and renames over it. `keep`: the mode and owner the file must keep
 * (the process's umask trims a new file's mode, and its owner is the process's).
 */
export async function writeFileAtomic(path: string, content: string | Buffer, keep?: { mode: number; uid: number; gid: number }): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  try {
    // Created with the kept mode, so a private file's text is never readable by others, even briefly.
    await writeFile(temporary, content, { encoding: typeof content === "string" ? "utf8" : null, ...(keep === undefined ? {} : { mode: keep.mode & 0o7777 }) });
    if (keep !== undefined) {
      await chmod(temporary, keep.mode & 0o7777);
      await chown(temporary, keep.uid, keep.gid).catch(() => undefined);
    }
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Why a set could not be published (the CLI words each in Spanish). */
export class PublishError extends Error {
  constructor(
    readonly reason: "notAFolder" | "foreignFiles",
    readonly path: string,
    /** For `foreignFiles`: the entries that are not outputs of a compile. */
    readonly entries: readonly string[] = [],
  ) {
    super(`${reason}: ${path}`);
  }
}

/**
 * Publishes a set of files as one folder that is replaced whole: a reader sees the old set
 * or the new one, never a new `cartas.json` beside an old `cartas.md`, and no output of an
 * earlier compile in other formats is left behind. The new folder is written beside the old
 * one and swapped in with two renames; the old one is removed only after. A folder holding
 * anything but `owned` names is not the compiler's to replace, and is refused untouched. A
 * symbolic link to the folder stays a link: the folder it points to is the one replaced.
 * Leftovers of an interrupted publish (`.<carpeta>.<pid>.nuevo|viejo`) are cleaned up first,
 * and an old folder whose swap was cut short is put back.
 */
export async function publishFolder(folder: string, files: readonly { name: string; content: string | Uint8Array }[], owned: readonly string[]): Promise<void> {
  let target = resolve(folder);
  const link = await lstat(target).catch(() => null);
  if (link?.isSymbolicLink()) target = await realpath(target);
  const parent = dirname(target);
  const name = basename(target);
  await mkdir(parent, { recursive: true });
  await recoverInterrupted(parent, name);
  const current = await stat(target).catch(() => null);
  if (current !== null) {
    if (!current.isDirectory()) throw new PublishError("notAFolder", folder);
    const foreign = (await readdir(target)).filter((entry) => !owned.includes(entry));
    if (foreign.length > 0) throw new PublishError("foreignFiles", folder, foreign);
  }
  const fresh = join(parent, `.${name}.${process.pid}.nuevo`);
  const old = join(parent, `.${name}.${process.pid}.viejo`);
  try {
    await rm(fresh, { recursive: true, force: true });
    await mkdir(fresh);
    if (current !== null) await chmod(fresh, current.mode & 0o7777);
    for (const file of files) {
      // A name may hold one folder level («imagenes/zirkax.svg»).
      if (file.name.includes("/")) await mkdir(dirname(join(fresh, file.name)), { recursive: true });
      await writeFile(join(fresh, file.name), file.content, typeof file.content === "string" ? "utf8" : undefined);
    }
    if (current !== null) await rename(target, old);
    await rename(fresh, target);
  } catch (error) {
    await rm(fresh, { recursive: true, force: true });
    if (current !== null && (await stat(target).catch(() => null)) === null) await rename(old, target).catch(() => undefined);
    throw error;
  }
  await rm(old, { recursive: true, force: true });
}

/** Removes the staging folders of publishes that died, putting back an old folder left without its replacement. */
async function recoverInterrupted(parent: string, name: string): Promise<void> {
  const prefix = `.${name}.`;
  const entries = (await readdir(parent)).filter((e) => e.startsWith(prefix) && /^\d+\.(nuevo|viejo)$/.test(e.slice(prefix.length)));
  for (const entry of entries) {
    const pid = Number(entry.slice(prefix.length).split(".")[0]);
    if (pid !== process.pid && isAlive(pid)) continue;
    const path = join(parent, entry);
    if (entry.endsWith(".viejo") && (await stat(join(parent, name)).catch(() => null)) === null) await rename(path, join(parent, name));
    else await rm(path, { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** A file `rewriteFile` will not touch: no write permission for anyone (what editors call read-only). */
export class ReadOnlyError extends Error {
  constructor(readonly path: string) {
    super(`read-only: ${path}`);
  }
}

/**
 * Rewrites a file the user edits (formatting) the way editors save: through a symbolic
 * link to the file it points to, keeping its mode and owner, and keeping hard links (a
 * file with several names is written in place, the others see the change; any other file
 * is written beside it and renamed over it, so a crash leaves the old text or the new one).
 * A read-only file is refused.
 */
export async function rewriteFile(path: string, content: string | Buffer): Promise<void> {
  const target = await realpath(path);
  const info = await stat(target);
  if ((info.mode & 0o222) === 0) throw new ReadOnlyError(path);
  const bytes = typeof content === "string" ? Buffer.from(content, "utf8") : content;
  if (info.nlink > 1) {
    const handle = await open(target, "r+");
    try {
      await handle.write(bytes, 0, bytes.length, 0);
      await handle.truncate(bytes.length);
    } finally {
      await handle.close();
    }
    return;
  }
  await writeFileAtomic(target, bytes, info);
}
