/**
 * Storefront API tokens: `sft_…` bearer secrets a person mints for themselves. Only the
 * secret's SHA-256 is stored (`hashed_key`), with its first characters as a display prefix;
 * the secret is returned once, at creation. A token authenticates as its owner until revoked.
 */
import type { Knex } from "knex";
import { runner } from "../run.js";
import { hashToken, newToken } from "../secrets.js";
import { type ApiRecord, insertRecord, toRecord } from "./crud.js";
import { TABLES } from "./resources.js";

/** Every storefront token starts with this, so the authenticator can tell it from other secrets. */
export const API_TOKEN_PREFIX = "sft_";

/** How many leading characters of the secret are kept as its display prefix. */
const DISPLAY_PREFIX_LENGTH = 12;

const spec = TABLES.apiToken;

/** A minted token: the stored record and the secret, which is never available again. */
export interface MintedToken {
  record: ApiRecord;
  token: string;
}

/** Mints a token for `userId`: `sft_` + 32 random bytes (base64url). */
export async function mintApiToken(
  db: Knex,
  input: { userId: string; name: string; now: Date },
): Promise<MintedToken> {
  const token = newToken(API_TOKEN_PREFIX);
  const record = await insertRecord(db, spec, {
    userId: input.userId,
    name: input.name,
    prefix: token.slice(0, DISPLAY_PREFIX_LENGTH),
    hashedKey: hashToken(token),
    createdAt: input.now.getTime(),
  });
  return { record, token };
}

/** A live token as the authenticator needs it. */
export interface ActiveApiToken {
  id: string;
  userId: string | null;
  prefix: string;
  /** The owner's role (a token acts with its owner's rights); "user" when it has no owner. */
  role: "user" | "admin";
}

/**
 * The live token a secret belongs to, or undefined (unknown or revoked), recording the use in
 * `last_used_at`. One statement: a token revoked a moment ago is refused at once.
 */
export async function findActiveApiToken(
  db: Knex,
  secret: string,
  now: Date = new Date(),
): Promise<ActiveApiToken | undefined> {
  if (!secret.startsWith(API_TOKEN_PREFIX)) return undefined;
  const result = (await runner(db).raw(
    `UPDATE ${spec.table} AS t SET last_used_at = ?
      WHERE t.hashed_key = ? AND t.revoked_at IS NULL
      RETURNING t.id, t.owner_user_id, t.prefix,
        (SELECT u.role FROM users u WHERE u.id = t.owner_user_id) AS role`,
    [now.getTime(), hashToken(secret)],
  )) as {
    rows: { id: string; owner_user_id: string | null; prefix: string; role: "user" | "admin" | null }[];
  };
  const row = result.rows[0];
  return row
    ? { id: String(row.id), userId: row.owner_user_id, prefix: row.prefix, role: row.role ?? "user" }
    : undefined;
}

/** The owner of token `id`: undefined when there is no such token, null when it has no owner. */
export async function apiTokenOwner(db: Knex, id: number): Promise<string | null | undefined> {
  const row = (await runner(db)(spec.table).select("owner_user_id").where({ id }).first()) as
    | { owner_user_id: string | null }
    | undefined;
  return row ? row.owner_user_id : undefined;
}

/**
 * Revokes token `id`. Idempotent: a revoked token keeps its first `revokedAt`. Undefined when
 * there is no such token.
 */
export async function revokeApiToken(db: Knex, id: number, now: Date): Promise<ApiRecord | undefined> {
  const [row] = (await runner(db)(spec.table)
    .where({ id })
    .update({ revoked_at: db.raw("coalesce(revoked_at, ?)", [now.getTime()]) })
    .returning("*")) as Record<string, unknown>[];
  return row ? toRecord(spec, row) : undefined;
}
