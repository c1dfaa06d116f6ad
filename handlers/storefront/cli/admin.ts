/**
 * `npm run storefront:admin -- --email <e-mail> --password <password> [--name <name>]`:
 * creates a storefront administrator and prints a session token for it, so the admin-only
 * operations can be tried with curl at once. Exit codes: 0 created, 1 the e-mail is taken,
 * 2 usage error.
 */
import { parseArgs } from "node:util";
import type { AdminCommand } from "../../../storage/cli/command.js";
import type { CliIo } from "../../../storage/cli/io.js";
import { runCli } from "../../../storage/cli/run.js";
import { createSession, SESSION_TTL_MS } from "../../../storage/platform/sessions.js";
import { createUser, EmailTakenError } from "../../../storage/platform/users.js";

const USAGE = `usage: npm run storefront:admin -- --email <e-mail> --password <password> [--name <name>]

Creates an administrator of the storefront and prints a session token for it (valid ${
  SESSION_TTL_MS / 86_400_000
} days):
  curl -H "Authorization: Bearer <token>" http://127.0.0.1:3000/storefront/contactSubmission

Options:
  --email <e-mail>       the administrator's sign-in address (unique)
  --password <password>  at least 8 characters
  --name <name>          a display name (optional)
  -h, --help             this text`;

/** Shortest password accepted for an administrator. */
const MIN_PASSWORD = 8;

class UsageError extends Error {}

interface Command {
  email: string;
  password: string;
  name: string | undefined;
}

/** Parses argv; undefined for `--help`; throws UsageError on anything else that is wrong. */
export function parseCommand(argv: string[]): Command | undefined {
  let values: { email?: string; password?: string; name?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: "string" },
        password: { type: "string" },
        name: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  if (values.help) return undefined;
  if (!values.email) throw new UsageError("missing --email <e-mail>");
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email))
    throw new UsageError(`not an e-mail address: ${values.email}`);
  if (values.password === undefined) throw new UsageError("missing --password <password>");
  if (values.password.length < MIN_PASSWORD)
    throw new UsageError(`--password must be at least ${MIN_PASSWORD} characters`);
  return { email: values.email, password: values.password, name: values.name };
}

/** The CLI; returns the exit code. */
export async function main(argv: string[], io: CliIo, now: () => Date = () => new Date()): Promise<number> {
  let command: Command | undefined;
  try {
    command = parseCommand(argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    io.err(`${err.message}\n\n${USAGE}`);
    return 2;
  }
  if (!command) {
    io.out(USAGE);
    return 0;
  }
  const db = await io.open();
  try {
    const user = await createUser(db.knex, {
      email: command.email,
      password: command.password,
      name: command.name ?? null,
      role: "admin",
    });
    const { token, session } = await createSession(db.knex, { userId: user.id, now: now() });
    io.out(`created administrator ${user.email} (id ${user.id})`);
    io.out(`session token, valid until ${session.expiresAt.toISOString()} (shown once):`);
    io.out(token);
    io.out(
      `try: curl -H "Authorization: Bearer ${token}" http://127.0.0.1:3000/storefront/contactSubmission`,
    );
    return 0;
  } catch (err) {
    if (!(err instanceof EmailTakenError)) throw err;
    io.err(`${err.message}; choose another --email`);
    return 1;
  } finally {
    await db.close();
  }
}

/**
 * `npm run storefront:admin`, registered through the storefront's module so that the running
 * server can run it too (storage/cli/run.ts).
 */
export const storefrontAdminCommand: AdminCommand = {
  name: "storefront:admin",
  summary: "create a storefront administrator and print a session token",
  run: (argv, io) => main(argv, io),
};

runCli(import.meta.url, storefrontAdminCommand);
