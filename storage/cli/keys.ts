/**
 * `npm run keys -- <command>`: manage API keys and their credits.
 *   create --credits <usd> [--name <name>]   prints the key once
 *   list
 *   revoke <id>                              disables the key and every key below it
 *   add-credits <id> <usd>
 */
import { parseArgs } from "node:util";
import { microsToUsd, usdToMicros } from "../money.js";
import { addCredits, createApiKey, listApiKeys, revokeApiKey } from "../platform/apiKeys.js";
import type { AdminCommand } from "./command.js";
import type { CliIo } from "./io.js";
import { runCli } from "./run.js";

const USAGE = `usage:
  npm run keys -- create --credits <usd> [--name <name>]
  npm run keys -- list
  npm run keys -- revoke <id>
  npm run keys -- add-credits <id> <usd>`;

class UsageError extends Error {}

type Command =
  | { kind: "create"; micros: bigint; name: string | undefined }
  | { kind: "list" }
  | { kind: "revoke"; id: string }
  | { kind: "add-credits"; id: string; micros: bigint };

function usd(value: string | undefined, what: string): bigint {
  if (value === undefined) throw new UsageError(`missing ${what}`);
  try {
    return usdToMicros(value);
  } catch (err) {
    throw new UsageError(`${what}: ${(err as Error).message}`);
  }
}

/** Parses argv into a command, or throws UsageError. */
export function parseCommand(argv: string[]): Command {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { credits: { type: "string" }, name: { type: "string" } },
    allowPositionals: true,
    strict: true,
  });
  const [command, ...rest] = positionals;
  const expect = (n: number) => {
    if (rest.length !== n) throw new UsageError(`${command} takes ${n} argument(s), got ${rest.length}`);
  };
  const noOptions = () => {
    if (values.credits !== undefined || values.name !== undefined)
      throw new UsageError(`${command} takes no options`);
  };
  switch (command) {
    case "create":
      expect(0);
      return { kind: "create", micros: usd(values.credits, "--credits <usd>"), name: values.name };
    case "list":
      expect(0);
      noOptions();
      return { kind: "list" };
    case "revoke":
      expect(1);
      noOptions();
      return { kind: "revoke", id: rest[0] ?? "" };
    case "add-credits": {
      expect(2);
      noOptions();
      const micros = usd(rest[1], "<usd>");
      if (micros === 0n) throw new UsageError("<usd> must be more than 0");
      return { kind: "add-credits", id: rest[0] ?? "", micros };
    }
    default:
      throw new UsageError(command === undefined ? "missing command" : `unknown command ${command}`);
  }
}

/** The CLI; returns the exit code (2 for usage errors, 1 when the key is unknown). */
export async function main(argv: string[], io: CliIo): Promise<number> {
  let command: Command;
  try {
    command = parseCommand(argv);
  } catch (err) {
    if (
      !(err instanceof UsageError) &&
      (err as { code?: string }).code?.startsWith("ERR_PARSE_ARGS") !== true
    )
      throw err;
    io.err(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  const db = await io.open();
  try {
    switch (command.kind) {
      case "create": {
        const created = await createApiKey(db.knex, { name: command.name, creditsMicros: command.micros });
        io.out(`id:      ${created.id}`);
        io.out(`prefix:  ${created.prefix}`);
        io.out(`credits: $${microsToUsd(command.micros)}`);
        io.out(`key:     ${created.key}`);
        io.out("This key will NOT be shown again: store it now (only its SHA-256 hash is kept).");
        return 0;
      }
      case "list": {
        const keys = await listApiKeys(db.knex);
        if (keys.length === 0) io.out("no API keys");
        for (const k of keys) {
          const status = k.revokedAt ? `revoked ${k.revokedAt.toISOString()}` : "active";
          io.out(
            `${k.id}  ${k.prefix}…  $${microsToUsd(k.creditsMicros)}  ${status}  ${k.name ?? ""}`.trimEnd(),
          );
        }
        return 0;
      }
      case "revoke": {
        if (await revokeApiKey(db.knex, command.id)) {
          io.out(`revoked ${command.id}`);
          return 0;
        }
        io.err(`no active API key with id ${command.id}`);
        return 1;
      }
      case "add-credits": {
        try {
          const balance = await addCredits(db.knex, command.id, command.micros, "cli top-up");
          io.out(`added $${microsToUsd(command.micros)} to ${command.id}; balance $${microsToUsd(balance)}`);
          return 0;
        } catch (err) {
          if (!/No API key/.test((err as Error).message)) throw err;
          io.err(`no API key with id ${command.id}`);
          return 1;
        }
      }
    }
  } finally {
    await db.close();
  }
}

/** `npm run keys`, runnable here or inside the running server (storage/cli/run.ts). */
export const keysCommand: AdminCommand = {
  name: "keys",
  summary: "create, list, revoke and top up API keys",
  run: main,
};

runCli(import.meta.url, keysCommand);
