/**
 * What the admin commands need from the outside world, injectable so tests can run a command
 * against a test database and read what it printed, and so the server can run it with its own
 * database (storage/cli/adminServer.ts).
 */
import { pathToFileURL } from "node:url";
import { databaseVariables, loggingVariables } from "../../runtime/config/kernel.js";
import { type Env, sectionProblems } from "../../runtime/config/read.js";
import type { Database } from "../db.js";

/** How a command opens the database. */
export interface OpenOptions {
  /**
   * Default true: migrate on open. `db:migrate` opens with false so that it is the one that runs
   * (and reports) the migrations. Inside the server the database is already open and migrated at
   * start, and this is ignored.
   */
  migrate?: boolean;
}

/** Output streams and how to open the database. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /** The database, without pg-boss; the command closes it when done. */
  open(options?: OpenOptions): Promise<Database>;
}

/** true when `moduleUrl` is the script node/tsx was asked to run (not an import). */
export function isMain(moduleUrl: string): boolean {
  const script = process.argv[1];
  return script !== undefined && pathToFileURL(script).href === moduleUrl;
}

/**
 * The problems with the variables the CLIs read (the database's and the log level), all at once;
 * the server's other settings are not theirs to refuse.
 */
export function cliConfigProblems(env: Env): string[] {
  return [loggingVariables, databaseVariables].flatMap((section) => sectionProblems(section, env));
}
