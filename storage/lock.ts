/**
 * A lock file beside a PGlite data folder. PGlite has no postmaster.pid check of its own:
 * two processes (or two instances in one process) on one folder each keep their own copy of
 * the pages in memory and the last writer wins, silently losing rows. The lock records the
 * owner's pid; a lock whose pid is dead is stale and taken over.
 */

import { randomBytes } from "node:crypto";
import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { hostname } from "node:os";
import { dirname, resolve } from "node:path";

/** A held lock; `release()` is idempotent and only removes the file while it is still ours. */
export interface FolderLock {
  path: string;
  release(): void;
}

/** The error thrown when a live process (possibly this one) holds the folder. */
export class FolderLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly ownerPid: number,
  ) {
    const who = ownerPid === process.pid ? "this process (it is already open)" : `live process ${ownerPid}`;
    super(
      `PGlite data folder is locked by ${who}: ${lockPath}. ` +
        "Only one process may open a PGlite folder at a time (use DATABASE_URL/PostgreSQL to share a database). " +
        "If no such process uses it, delete the lock file.",
    );
    this.name = "FolderLockedError";
  }
}

/** Path of the lock file for a data folder: a sibling, so the Postgres data folder stays untouched. */
export function lockPathFor(dataDir: string): string {
  return `${resolve(dataDir)}.lock`;
}

/** Whether a process with this pid exists on this machine (someone else's counts). */
export function pidAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else — still alive.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readOwner(path: string): { pid: number; raw: string } | undefined {
  try {
    const raw = readFileSync(path, "utf8");
    const pid = Number.parseInt(raw.split("\n")[0] ?? "", 10);
    return { pid, raw };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw err;
  }
}

/**
 * Takes the lock for `dataDir` or throws {@link FolderLockedError}. Stale locks (dead pid) are
 * taken over by renaming them aside first, so two processes racing for one stale lock cannot
 * both win: only one rename moves a given file.
 */
export function acquireFolderLock(dataDir: string): FolderLock {
  const path = lockPathFor(dataDir);
  mkdirSync(dirname(path), { recursive: true });
  const content = `${process.pid}\n${hostname()}\n${new Date().toISOString()}\n${randomBytes(8).toString("hex")}\n`;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = openSync(path, "wx");
      try {
        writeSync(fd, content);
      } finally {
        closeSync(fd);
      }
      let released = false;
      return {
        path,
        release() {
          if (released) return;
          released = true;
          if (readOwner(path)?.raw === content) unlinkSync(path);
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
    const owner = readOwner(path);
    if (!owner) continue; // released between our open and read: try again
    if (pidAlive(owner.pid)) throw new FolderLockedError(path, owner.pid);
    const aside = `${path}.stale-${process.pid}-${randomBytes(4).toString("hex")}`;
    try {
      renameSync(path, aside);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw err;
    }
    const moved = readOwner(aside);
    if (moved && moved.raw !== owner.raw) {
      // We moved a lock someone else took over a moment ago: put it back (link fails if a third
      // process already holds the path, which is just as good) and go round to report it.
      try {
        linkSync(aside, path);
      } catch {
        /* the path is held again either way */
      }
    }
    unlinkSync(aside);
  }
  throw new Error(`Could not take the PGlite data-folder lock ${path} (contended)`);
}

/**
 * The pid of the live process holding `dataDir`'s lock (possibly this one), or undefined when
 * the folder is free or its lock is stale. A hint only — the folder can be taken or released
 * the next moment; {@link acquireFolderLock} is what decides.
 */
export function lockHolder(dataDir: string): number | undefined {
  const owner = readOwner(lockPathFor(dataDir));
  return owner && pidAlive(owner.pid) ? owner.pid : undefined;
}
