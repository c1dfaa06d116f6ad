/**
 * The admin channel: a CLI that finds the PGlite folder held by a live server runs its command
 * inside that server, with the same output and exit code as here; it refuses a socket or folder
 * another user could reach, and says what to do when the holder serves no channel.
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { Database } from "../db.js";
import { lockPathFor } from "../lock.js";
import { findActiveApiKey } from "../platform/apiKeys.js";
import { openTestDatabase } from "../testing.js";
import { type AdminChannel, openAdminChannel } from "./adminServer.js";
import { AdminChannelError, adminSocketPathFor } from "./adminSocket.js";
import type { AdminCommand } from "./command.js";
import type { CliIo } from "./io.js";
import { keysCommand } from "./keys.js";
import { migrateCommand } from "./migrate.js";
import { placementFromEnv, runAdminCommand } from "./run.js";

const silent = { warn: () => {}, error: () => {} };

/** A command that fails the way a bug would: the channel must report it, not hang. */
const crashing: AdminCommand = {
  name: "crash",
  summary: "throws",
  run: async () => {
    throw new Error("boom");
  },
};

let db: Database;
let root: string;
let dataDir: string;
let channel: AdminChannel;

/**
 * Marks `dir` as held by a live process that is not this one, as `npm start` holds it: the jest
 * parent process stands in for the server's pid (the channel itself runs in this process).
 */
function holdFolder(dir: string): void {
  writeFileSync(lockPathFor(dir), `${process.ppid}\ntest\n${new Date().toISOString()}\nx\n`);
}

beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
  root = mkdtempSync(join(tmpdir(), "admin-"));
  dataDir = join(root, "pglite");
  holdFolder(dataDir);
  channel = await openAdminChannel({
    dataDir,
    commands: [keysCommand, migrateCommand, crashing],
    db,
    log: silent,
  });
});
afterAll(async () => {
  await channel?.close();
  await db?.close();
  rmSync(root, { recursive: true, force: true });
});

/** Runs `command` the way its CLI does, with DATA_DIR naming `dir`; captures what it printed. */
async function cli(command: AdminCommand, argv: string[], dir = dataDir) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCommand(
    command,
    argv,
    { out: (l) => out.push(l), err: (l) => err.push(l) },
    {
      DATA_DIR: dir,
    },
  );
  return { code, out: out.join("\n"), err: err.join("\n") };
}

/** Runs `command` in this process on the test database, as a CLI does on a free folder. */
async function here(command: AdminCommand, argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    open: async () => ({ ...db, close: async () => {} }),
  };
  const code = await command.run(argv, io);
  return { code, out: out.join("\n"), err: err.join("\n") };
}

describe("placement", () => {
  it("runs here on PostgreSQL, on a free folder, and through the server on a held one", () => {
    expect(placementFromEnv({ DATABASE_URL: "postgres://x/y", DATA_DIR: dataDir })).toEqual({ local: true });
    expect(placementFromEnv({ DATA_DIR: join(root, "free") })).toEqual({ local: true });
    expect(placementFromEnv({ DATA_DIR: dataDir })).toEqual({
      local: false,
      socketPath: channel.path,
      serverPid: process.ppid,
    });
  });
});

describe("through the running server", () => {
  it("creates a key on the server's database and prints it once", async () => {
    const created = await cli(keysCommand, ["create", "--credits", "5", "--name", "via-server"]);
    expect(created.code).toBe(0);
    expect(created.out).toMatch(/will NOT be shown again/);
    const key = /key: +(sk_\S+)/.exec(created.out)?.[1];
    if (!key) throw new Error(created.out);
    expect((await findActiveApiKey(db.knex, key))?.creditsMicros).toBe(5_000_000n);
  });

  it.each([
    ["keys list", keysCommand, ["list"]],
    ["keys revoke of an unknown key", keysCommand, ["revoke", "00000000-0000-0000-0000-000000000000"]],
    ["keys usage error", keysCommand, ["create", "--bogus"]],
    ["db:migrate", migrateCommand, []],
    ["db:migrate --help", migrateCommand, ["--help"]],
  ] as const)("gives the same output and exit code as here: %s", async (_name, command, argv) => {
    const local = await here(command, [...argv]);
    expect(await cli(command, [...argv])).toEqual(local);
  });

  it("reports the migrations as applied", async () => {
    // The server's own database (PGlite in production use; whichever this test leg opened).
    expect((await cli(migrateCommand, [])).out).toMatch(
      new RegExp(`^${db.kind}: already up to date \\(\\d+ migrations applied\\)$`),
    );
  });

  it("relays a command's crash as an error, and keeps serving", async () => {
    await expect(cli(crashing, [])).rejects.toThrow("boom");
    expect((await cli(keysCommand, ["list"])).code).toBe(0);
  });

  it("answers a command it does not know with exit 2 and the ones it knows", async () => {
    const unknown: AdminCommand = { ...crashing, name: "nope" };
    const result = await cli(unknown, []);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/no admin command "nope"/);
    expect(result.err).toMatch(/keys +create, list/);
  });

  it("answers a request that is not JSON with an error and closes", async () => {
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = createConnection(channel.path);
      let got = "";
      socket.on("connect", () => socket.write("hello\n"));
      socket.on("data", (c) => {
        got += c.toString();
      });
      socket.on("end", () => resolve(got));
      socket.on("error", reject);
    });
    expect(JSON.parse(reply)).toEqual({ crash: "the request is not JSON" });
  });
});

describe("refusals", () => {
  it("refuses a socket others can reach", async () => {
    chmodSync(channel.path, 0o660);
    try {
      await expect(cli(keysCommand, ["list"])).rejects.toThrow(/mode 0660, it must be 0600/);
    } finally {
      chmodSync(channel.path, 0o600);
    }
  });

  it("refuses a socket in a folder others may enter", async () => {
    chmodSync(dirname(channel.path), 0o750);
    try {
      await expect(cli(keysCommand, ["list"])).rejects.toThrow(/mode 0750, it must be 0700/);
    } finally {
      chmodSync(dirname(channel.path), 0o700);
    }
  });

  it("keeps the socket in a private folder beside the data folder", () => {
    expect(channel.path).toBe(`${dataDir}.admin/sock`);
    expect(statSync(dirname(channel.path)).mode & 0o777).toBe(0o700);
    expect(statSync(channel.path).mode & 0o777).toBe(0o600);
  });

  it("says what to do when the folder's holder serves no channel", async () => {
    const other = join(root, "held");
    holdFolder(other);
    await expect(cli(keysCommand, ["list"], other)).rejects.toThrow(
      new AdminChannelError(
        `The embedded database is held by process ${process.ppid}, which has no admin channel at ${adminSocketPathFor(other)}. ` +
          "Only `npm start` (or `npm run dev`) opens one: stop that process and run this command again.",
      ),
    );
  });

  it("will not open a channel where something other than a socket sits", async () => {
    const other = join(root, "blocked");
    mkdirSync(adminSocketPathFor(other), { recursive: true });
    await expect(openAdminChannel({ dataDir: other, commands: [], db, log: silent })).rejects.toThrow(
      /exists and is not a socket/,
    );
  });

  it("replaces the socket a crashed server left behind", async () => {
    const other = join(root, "stale");
    const first = await openAdminChannel({ dataDir: other, commands: [keysCommand], db, log: silent });
    // A crash leaves the file: simulate by opening again without closing the first.
    const second = await openAdminChannel({ dataDir: other, commands: [keysCommand], db, log: silent });
    holdFolder(other);
    try {
      expect((await cli(keysCommand, ["list"], other)).code).toBe(0);
    } finally {
      await second.close();
      await first.close();
    }
    // Closed, it leaves nothing behind: not the socket, not its folder.
    expect(existsSync(dirname(adminSocketPathFor(other)))).toBe(false);
  });
});
