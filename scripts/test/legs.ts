/**
 * The one place that decides which database leg each jest file runs on. Every file runs on
 * exactly one leg:
 *
 * - **postgres**: the files that open a database — whose imports reach a module that opens one
 *   (storage/testing.ts, and every non-test module calling `openDatabase(` or
 *   `openTestDatabase(`, found by grep so a new one counts; jest's own dependency graph,
 *   `--findRelatedTests`), or that read `process.env.DATABASE_URL` or call `openDatabase(`
 *   themselves. PostgreSQL is the production database, and its server lets many test files wait
 *   on it at once.
 * - **pglite**: the files that open no database (they run the same code on either leg), the
 *   short list {@link PGLITE_FILES} whose claim is about the embedded PGlite path, and the
 *   per-service smoke (`conformance/smoke.test.ts`), which calls every operation once on it.
 *
 * Reaching storage/db.ts alone is not opening a database: loading the services, as the registry
 * and generated/services.js do, imports it without opening one.
 *
 *   npx tsx scripts/test/legs.ts [summary|check|pglite|postgres]
 *     summary   files per leg (default); check: exits 1 unless every file is in exactly one leg
 *     pglite, postgres: that leg's files, one a line
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

/** The repository root. */
export const ROOT = resolve(import.meta.dirname, "../..");

/** How jest is launched (as the `test` script of package.json does, on this Node). */
export const JEST = [
  "--experimental-vm-modules",
  "--no-warnings=ExperimentalWarning",
  join(ROOT, "node_modules/jest/bin/jest.js"),
];

/**
 * Files that open a database but run on PGlite, each with its reason: the claim is about the
 * embedded path (the PGlite driver, its one session, its data folder), which PostgreSQL would not
 * exercise. Keep it short: anything else that opens a database runs on PostgreSQL.
 */
export const PGLITE_FILES: Record<string, string> = {
  "storage/db.test.ts":
    "the PGlite driver's adaptation to pg (int8/bytea parsers, del() counts, multi-statement SQL, a session surviving a failed transaction) and its data-folder lock",
  "storage/boss.test.ts":
    "pg-boss on PGlite's one session through knex: a pg-boss statement inside a knex transaction must join it, or it commits knex's half-done work",
  "storage/legacyMigrations.test.ts":
    "upgrading an embedded data folder laid down by the old global migration sequence, as installs of `npm start` have them",
  "storage/cli/adminChannel.test.ts":
    "a CLI that finds the PGlite folder held by a running server runs its command inside that server (PGlite has no second process)",
  "runtime/adminCommands.test.ts": "the admin commands a server holding the PGlite folder runs for the CLIs",
  "handlers/infra/webhooks.background.test.ts":
    "`npm start`'s default: background work on pg-boss's PGlite backend sharing the one session (the reliability run is PostgreSQL's)",
  "conformance/smoke.test.ts":
    "every operation of every service once, on the embedded default `npm start` runs",
};

/** Non-test modules that open a database (storage/db.ts defines openDatabase). */
function openers(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (path.endsWith(".ts") && !path.endsWith(".test.ts") && path !== "storage/db.ts") {
        if (/open(Test)?Database\(/.test(readFileSync(join(ROOT, path), "utf8"))) out.push(path);
      }
    }
  };
  for (const dir of ["runtime", "storage", "handlers", "conformance", "codegen", "bench", "scripts"])
    walk(dir);
  return out;
}

/** Runs jest with `args` and returns the test files it lists, relative to the root. */
function listTests(args: string[]): string[] {
  const run = spawnSync(process.execPath, [...JEST, "--listTests", ...args], {
    cwd: ROOT,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`jest --listTests failed: ${run.stderr}`);
  return run.stdout
    .split("\n")
    .filter(Boolean)
    .map((f) => relative(ROOT, f))
    .sort();
}

/** Every jest file, split by leg. */
export interface Legs {
  all: string[];
  /** The files that open a database (whichever leg they run on). */
  opening: string[];
  pglite: string[];
  postgres: string[];
}

/** Splits every jest file of the repository into its leg. */
export function computeLegs(): Legs {
  const all = listTests([]);
  const related = new Set(listTests(["--findRelatedTests", "storage/testing.ts", ...openers()]));
  const opensItself = (file: string) =>
    /process\.env\.DATABASE_URL|openDatabase\(/.test(readFileSync(join(ROOT, file), "utf8"));
  const opens = (file: string) => related.has(file) || opensItself(file);
  const pglite = all.filter((f) => !opens(f) || f in PGLITE_FILES);
  const postgres = all.filter((f) => opens(f) && !(f in PGLITE_FILES));
  return { all, opening: all.filter(opens), pglite, postgres };
}

/**
 * What is wrong with a split: a file in no leg or in both, and a listed PGlite file that does not
 * exist, opens no database (its entry would say nothing) or reads DATABASE_URL (a file that does
 * runs some of its tests on PostgreSQL alone, which the PGlite leg would skip).
 */
export function legProblems(legs: Legs): string[] {
  const problems: string[] = [];
  const pglite = new Set(legs.pglite);
  const postgres = new Set(legs.postgres);
  for (const f of legs.all) {
    if (pglite.has(f) && postgres.has(f)) problems.push(`${f} is in both legs`);
    if (!pglite.has(f) && !postgres.has(f)) problems.push(`${f} is in no leg`);
  }
  for (const f of [...pglite, ...postgres])
    if (!legs.all.includes(f)) problems.push(`${f} is in a leg but is no jest file`);
  for (const f of Object.keys(PGLITE_FILES)) {
    if (!legs.all.includes(f)) problems.push(`PGLITE_FILES names ${f}, which is no jest file`);
    else if (!legs.opening.includes(f))
      problems.push(`PGLITE_FILES names ${f}, which opens no database: it is PGlite's anyway`);
    else if (/process\.env\.DATABASE_URL/.test(readFileSync(join(ROOT, f), "utf8")))
      problems.push(`PGLITE_FILES names ${f}, which reads DATABASE_URL: its PostgreSQL part would never run`);
  }
  return problems;
}

/** One line: how many files each leg runs. */
export function summary(legs: Legs): string {
  const listed = Object.keys(PGLITE_FILES).length;
  return (
    `jest legs: ${legs.all.length} files; PostgreSQL runs ${legs.postgres.length} (they open a database), ` +
    `PGlite ${legs.pglite.length} (${legs.pglite.length - listed} open none, ${listed} are about the embedded path)`
  );
}

if (import.meta.filename === resolve(process.argv[1] ?? "")) {
  const command = process.argv[2] ?? "summary";
  const legs = computeLegs();
  const problems = legProblems(legs);
  if (command === "pglite" || command === "postgres") console.log(legs[command].join("\n"));
  else if (command === "summary" || command === "check") console.log(summary(legs));
  else {
    console.error("usage: tsx scripts/test/legs.ts [summary|check|pglite|postgres]");
    process.exit(2);
  }
  for (const p of problems) console.error(`legs: ${p}`);
  if (problems.length) process.exit(1);
}
