/**
 * `npm run db:migrate`: runs pending numbered migrations on the database the environment
 * names (DATABASE_URL, else the PGlite folder DATA_DIR ?? .data/pglite) and prints what ran.
 */
import { parseArgs } from "node:util";
import { openDatabase } from "../db.js";
import { runMigrations } from "../migrate.js";
import { type CliIo, isMain, runMain } from "./io.js";

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
  const db = await io.open();
  try {
    const ran = await runMigrations(db.knex);
    if (ran.length === 0) io.out(`${db.kind}: already up to date`);
    for (const name of ran) io.out(`${db.kind}: migrated ${name}`);
    return 0;
  } finally {
    await db.close();
  }
}

if (isMain(import.meta.url)) {
  // Opened without migrating, so this command is the one that runs (and reports) them.
  runMain((argv, io) => main(argv, { ...io, open: () => openDatabase({ migrate: false, boss: false }) }));
}
