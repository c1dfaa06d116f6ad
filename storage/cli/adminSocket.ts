/**
 * Where the running server's admin channel listens, and the checks both ends make before
 * trusting it. The channel is a Unix domain socket in a private folder beside the PGlite data
 * folder (like its lock file, so the Postgres data folder stays untouched):
 * `<DATA_DIR>.admin/sock`. It is never reachable from the network, and connectable only by the
 * user running the server: the folder is that user's with mode 0700, the socket mode 0600, and
 * the client refuses either when it is not exactly that.
 */
import { chmodSync, lstatSync, mkdirSync, type Stats } from "node:fs";
import { dirname, resolve } from "node:path";

/** Linux's `sun_path` holds 108 bytes with the terminating NUL (macOS: 104). */
const MAX_SOCKET_PATH_BYTES = 103;

/** A request or reply line longer than this is refused (a command's argv is small). */
export const MAX_LINE_BYTES = 64 * 1024;

/** The admin channel is missing, unsafe or broke off; the message says which and what to do. */
export class AdminChannelError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "AdminChannelError";
  }
}

/** The socket path for a PGlite data folder: `<folder>.admin/sock`. */
export function adminSocketPathFor(dataDir: string): string {
  const path = `${resolve(dataDir)}.admin/sock`;
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH_BYTES)
    throw new AdminChannelError(
      `The admin socket path ${path} is longer than ${MAX_SOCKET_PATH_BYTES} bytes (a Unix socket limit): ` +
        "use a shorter DATA_DIR.",
    );
  return path;
}

function octal(mode: number): string {
  return `0${(mode & 0o777).toString(8)}`;
}

/** This process's uid (undefined where there is none: Windows). */
function myUid(): number | undefined {
  return process.getuid?.();
}

/**
 * Throws unless `dir` is a directory (not a link) owned by this user that nobody else may enter
 * (mode 0700): otherwise another user could reach the socket, or put their own in its place.
 */
export function checkSocketFolder(dir: string): void {
  const stats = lstatSync(dir);
  const uid = myUid();
  if (!stats.isDirectory())
    throw new AdminChannelError(`refusing the admin channel: ${dir} is not a directory`);
  if (uid !== undefined && stats.uid !== uid)
    throw new AdminChannelError(`refusing the admin channel: ${dir} belongs to uid ${stats.uid}, not ${uid}`);
  if ((stats.mode & 0o077) !== 0)
    throw new AdminChannelError(
      `refusing the admin channel: ${dir} has mode ${octal(stats.mode)}, it must be 0700`,
    );
}

/** The server's side: makes the socket's private folder (mode 0700) or takes back its own. */
export function prepareSocketFolder(dir: string): void {
  try {
    mkdirSync(dir, { mode: 0o700 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
  const stats = lstatSync(dir);
  const uid = myUid();
  if (!stats.isDirectory() || (uid !== undefined && stats.uid !== uid))
    throw new AdminChannelError(`refusing the admin channel: ${dir} is not a folder of this user`);
  // The umask may have left less than 0700 off, or someone loosened it: it is ours to tighten.
  chmodSync(dir, 0o700);
}

/** Throws unless `stats` describe a socket owned by this user with mode 0600 (or stricter). */
export function checkSocketStats(path: string, stats: Stats): void {
  const uid = myUid();
  if (!stats.isSocket()) throw new AdminChannelError(`refusing the admin channel: ${path} is not a socket`);
  if (uid !== undefined && stats.uid !== uid)
    throw new AdminChannelError(
      `refusing the admin channel: ${path} belongs to uid ${stats.uid}, not ${uid}`,
    );
  if ((stats.mode & 0o077) !== 0)
    throw new AdminChannelError(
      `refusing the admin channel: ${path} has mode ${octal(stats.mode)}, it must be 0600`,
    );
}

/**
 * What the client checks before it sends anything (a command's argv can hold a password, its
 * output a secret shown once): the folder, then the socket itself. `absent` when there is no
 * socket at all.
 */
export function checkAdminSocket(path: string): "present" | "absent" {
  let stats: Stats;
  try {
    checkSocketFolder(dirname(path));
    stats = lstatSync(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return "absent";
    throw err;
  }
  checkSocketStats(path, stats);
  return "present";
}
