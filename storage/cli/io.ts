/**
 * What the storage CLIs need from the outside world, injectable so tests can run `main()`
 * against a test database and read what it printed.
 */
import { pathToFileURL } from "node:url";
import { databaseVariables, loggingVariables } from "../../runtime/config/kernel.js";
import { type Env, sectionProblems } from "../../runtime/config/read.js";
import { type Database, openDatabase } from "../db.js";
import { consoleLogger } from "../log.js";

/** Output streams and how to open the database. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  open(): Promise<Database>;
}

/** The real thing: stdout/stderr and the database the environment names, without pg-boss. */
export const processIo: CliIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  open: () => openDatabase({ boss: false }),
};

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

/**
 * Runs `main` as the process entry point: sets the exit code, reports a crash on stderr as one
 * JSON line (the error's message and stack inside it). A configuration that does not parse is
 * reported whole, and exits 2 before anything opens.
 */
export function runMain(main: (argv: string[], io: CliIo) => Promise<number>): void {
  const problems = cliConfigProblems(process.env);
  if (problems.length > 0) {
    for (const problem of problems) processIo.err(`configuration: ${problem}`);
    process.exitCode = 2;
    return;
  }
  main(process.argv.slice(2), processIo).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      consoleLogger.error({ err }, err instanceof Error ? err.message : String(err));
      process.exitCode = 1;
    },
  );
}
