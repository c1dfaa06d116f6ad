/**
 * The bubblewrap command line of one run: what the sandbox sees and which namespaces it gets.
 * Only `/usr` (without `/usr/local`), the Node binary and the launcher are bound, read-only; the
 * root is an empty read-only tmpfs, `/work` and `/tmp` are size-capped tmpfs, `/proc` is the run's
 * own (its PID namespace), `/dev` holds only the harmless devices. Nothing of the repository, the
 * database folder, `/etc`, `/root` or the host's `/proc` is there.
 */
import { lstatSync, readlinkSync } from "node:fs";

/** Where the launcher and Node sit inside the sandbox. */
export const LAUNCHER_PATH = "/opt/sandbox/launcher.py";
export const NODE_PATH = "/opt/node/bin/node";

/** Capabilities the launcher keeps when the server is root (write the files, switch user, kill). */
const LAUNCHER_CAPS = ["CAP_SETUID", "CAP_SETGID", "CAP_KILL", "CAP_CHOWN", "CAP_DAC_OVERRIDE"];

/** What {@link bwrapArgs} needs. */
export interface BwrapLayout {
  /**
   * Root server: no user namespace, the launcher keeps {@link LAUNCHER_CAPS} and runs the program
   * as a real unprivileged user, so RLIMIT_NPROC holds (the kernel never applies it to uid 0, which
   * a user namespace would map the program to). Otherwise: a user namespace, everything uid 65534.
   */
  root: boolean;
  /** The launcher script and the Node binary on the host. */
  launcher: string;
  node: string;
  python: string;
  /** Size of /work and of /tmp, bytes. */
  diskBytes: number;
}

/** `/bin`, `/lib`… as the host has them: symlinks into `/usr` (merged /usr) or folders to bind. */
function topLevelLinks(): string[] {
  const args: string[] = [];
  for (const name of ["bin", "sbin", "lib", "lib32", "lib64", "libx32"]) {
    try {
      const stat = lstatSync(`/${name}`);
      if (stat.isSymbolicLink()) args.push("--symlink", readlinkSync(`/${name}`), `/${name}`);
      else if (stat.isDirectory()) args.push("--ro-bind", `/${name}`, `/${name}`);
    } catch {
      // Not on this system.
    }
  }
  return args;
}

/** The arguments before the launcher's own command line. */
export function bwrapArgs(layout: BwrapLayout): string[] {
  const identity = layout.root
    ? ["--cap-drop", "ALL", ...LAUNCHER_CAPS.flatMap((cap) => ["--cap-add", cap])]
    : ["--unshare-user", "--uid", "65534", "--gid", "65534", "--disable-userns"];
  const size = String(layout.diskBytes);
  return [
    "--unshare-pid",
    "--unshare-net",
    "--unshare-ipc",
    "--unshare-uts",
    "--unshare-cgroup-try",
    ...identity,
    "--die-with-parent",
    "--new-session",
    "--clearenv",
    "--setenv",
    "PATH",
    "/usr/bin:/bin",
    "--hostname",
    "sandbox",
    "--ro-bind",
    "/usr",
    "/usr",
    // Locally installed programs and packages are the host's business, not the sandbox's.
    "--tmpfs",
    "/usr/local",
    "--remount-ro",
    "/usr/local",
    ...topLevelLinks(),
    "--perms",
    "0755",
    "--dir",
    "/opt/sandbox",
    "--ro-bind",
    layout.launcher,
    LAUNCHER_PATH,
    "--perms",
    "0755",
    "--dir",
    "/opt/node/bin",
    "--ro-bind",
    layout.node,
    NODE_PATH,
    "--proc",
    "/proc",
    "--dev",
    "/dev",
    "--perms",
    "01777",
    "--size",
    size,
    "--tmpfs",
    "/tmp",
    // As root the launcher gives /work to the run's user; in a user namespace there is one user.
    "--perms",
    layout.root ? "0755" : "0777",
    "--size",
    size,
    "--tmpfs",
    "/work",
    "--remount-ro",
    "/",
    "--chdir",
    "/work",
    layout.python,
    "-I",
    "-S",
    LAUNCHER_PATH,
  ];
}
