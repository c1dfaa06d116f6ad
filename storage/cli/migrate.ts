/**
 * `npm run db:migrate`: runs pending numbered migrations on the database the environment
 * names (DATABASE_URL, else the PGlite folder DATA_DIR ?? .data/pglite) and prints what ran.
 * While `npm start` holds the PGlite folder, the server runs it (storage/cli/run.ts): the
 * migration files are read from disk when the command runs, so ones added since the server
 * started are applied then, on the server's own connection — as on PostgreSQL, where
 * `db:migrate` runs beside live servers.
 */
import { parseArgs } from "node:util";
import { runMigrations } from "../migrate.js";
import type { AdminCommand } from "./command.js";
import type { CliIo } from "./io.js";
import { runCli } from "./run.js";

const USAGE =
  "usage: npm run db:migrate   (DATABASE_URL=postgres://… for PostgreSQL, else PGlite in DATA_DIR)";

/** The CLI; returns the exit code (2 for usage errors). */
export async function main(argv: string[], io: CliIo): Promise<number> {
  try {
    const { values } = parseArgs({
      args: argv,
      options: { help: { type: "boolean", short: "h" } },
      strict: true,
    });
    if (values.help) {
      io.out(USAGE);
      return 0;
    }
  } catch (err) {
    io.err(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  // Opened without migrating, so this command is the one that runs (and reports) them.
  const db = await io.open({ migrate: false });
  try {
    const ran = await runMigrations(db.knex);
    for (const name of ran) io.out(`${db.kind}: migrated ${name}`);
    const row = await db.knex("knex_migrations").count<{ n: string | number }[]>({ n: "*" });
    const applied = Number(row[0]?.n ?? 0);
    io.out(
      `${db.kind}: ${ran.length === 0 ? "already up to date" : "up to date"} (${applied} migrations applied)`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

/** `npm run db:migrate`, runnable here or inside the running server (storage/cli/run.ts). */
export const migrateCommand: AdminCommand = {
  name: "db:migrate",
  summary: "run pending database migrations",
  run: main,
};

runCli(import.meta.url, migrateCommand);
