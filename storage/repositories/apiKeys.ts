/**
 * API keys and their prepaid credits (micro-USD). Keys are stored only as SHA-256 hashes; the
 * plaintext is returned once, at creation. Every balance change writes a `credit_ledger` row in
 * the same transaction, so the ledger always sums to the balance.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Knex } from "knex";
import { inTransaction, isUuid, microsParam, runner } from "./run.js";

/** An active key as the auth layer sees it. */
export interface ActiveApiKey {
  id: string;
  prefix: string;
  name: string | null;
  creditsMicros: bigint;
}

/** A key as listed by the CLI (never the hash). */
export interface ApiKeySummary extends ActiveApiKey {
  createdAt: Date;
  revokedAt: Date | null;
}

/** Result of {@link debitCredits}: the balance after the debit, or the unchanged balance. */
export type DebitResult = { ok: true; balanceMicros: bigint } | { ok: false; balanceMicros: bigint };

/** How many leading characters of a key are kept in clear, to show users which key is which. */
export const KEY_PREFIX_LENGTH = 12;

/** SHA-256 hex of a plaintext key: what `api_keys.hashed_key` stores. */
export function hashApiKey(plaintextKey: string): string {
  return createHash("sha256").update(plaintextKey, "utf8").digest("hex");
}

/** Creates a key with an opening balance; the plaintext `key` is returned here and never again. */
export async function createApiKey(
  db: Knex,
  input: { name?: string; creditsMicros: bigint | number },
): Promise<{ id: string; key: string; prefix: string }> {
  const credits = microsParam(input.creditsMicros, true);
  const key = `sk_${randomBytes(32).toString("base64url")}`;
  const prefix = key.slice(0, KEY_PREFIX_LENGTH);
  return inTransaction(db, async (trx) => {
    const [row] = (await trx("api_keys")
      .insert({ name: input.name ?? null, prefix, hashed_key: hashApiKey(key), credits_micros: credits })
      .returning("id")) as { id: string }[];
    if (!row) throw new Error("INSERT INTO api_keys returned no row");
    if (credits !== "0") {
      await trx("credit_ledger").insert({
        api_key_id: row.id,
        delta_micros: credits,
        reason: "opening balance",
      });
    }
    return { id: row.id, key, prefix };
  });
}

/** The unrevoked key whose hash matches `plaintextKey`, or undefined. */
export async function findActiveApiKey(db: Knex, plaintextKey: string): Promise<ActiveApiKey | undefined> {
  const row = (await runner(db)("api_keys")
    .select("id", "prefix", "name", "credits_micros")
    .where({ hashed_key: hashApiKey(plaintextKey) })
    .whereNull("revoked_at")
    .first()) as { id: string; prefix: string; name: string | null; credits_micros: string } | undefined;
  return row && { id: row.id, prefix: row.prefix, name: row.name, creditsMicros: BigInt(row.credits_micros) };
}

/** Every key, newest first (for the CLI). */
export async function listApiKeys(db: Knex): Promise<ApiKeySummary[]> {
  const rows = (await runner(db)("api_keys")
    .select("id", "prefix", "name", "credits_micros", "created_at", "revoked_at")
    .orderBy("created_at", "desc")) as {
    id: string;
    prefix: string;
    name: string | null;
    credits_micros: string;
    created_at: Date;
    revoked_at: Date | null;
  }[];
  return rows.map((r) => ({
    id: r.id,
    prefix: r.prefix,
    name: r.name,
    creditsMicros: BigInt(r.credits_micros),
    createdAt: r.created_at,
    revokedAt: r.revoked_at,
  }));
}

/** Revokes a key; true when it was active, false when unknown or already revoked. */
export async function revokeApiKey(db: Knex, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const count = await runner(db)("api_keys")
    .where({ id })
    .whereNull("revoked_at")
    .update({ revoked_at: db.fn.now() });
  return count === 1;
}

async function credit(
  db: Knex,
  id: string,
  micros: bigint | number,
  reason: string,
  route: string | null,
): Promise<bigint> {
  const amount = microsParam(micros);
  if (!isUuid(id)) throw new Error(`No API key with id ${id}`);
  return inTransaction(db, async (trx) => {
    const { rows } = (await trx.raw(
      "UPDATE api_keys SET credits_micros = credits_micros + ?::bigint WHERE id = ? RETURNING credits_micros",
      [amount, id],
    )) as { rows: { credits_micros: string }[] };
    const row = rows[0];
    if (!row) throw new Error(`No API key with id ${id}`);
    await trx("credit_ledger").insert({ api_key_id: id, delta_micros: amount, reason, route });
    return BigInt(row.credits_micros);
  });
}

/** Adds credits (a top-up); returns the new balance. Throws for an unknown key. */
export async function addCredits(
  db: Knex,
  id: string,
  micros: bigint | number,
  reason: string,
): Promise<bigint> {
  return credit(db, id, micros, reason, null);
}

/** Gives back a debit whose call failed; returns the new balance. Throws for an unknown key. */
export async function refundCredits(
  db: Knex,
  id: string,
  micros: bigint | number,
  route: string,
): Promise<bigint> {
  return credit(db, id, micros, "refund", route);
}

/**
 * Takes `micros` from an active key if the balance covers it. One statement, so atomic on its
 * own and one round trip on the hot path: the guarded UPDATE re-checks the balance on the
 * latest row version (concurrent debits can never overdraw), and the ledger row is written by
 * the same statement's data-modifying CTE, so both commit or neither does.
 */
export async function debitCredits(
  db: Knex,
  id: string,
  micros: bigint | number,
  route: string,
): Promise<DebitResult> {
  const amount = microsParam(micros);
  if (!isUuid(id)) return { ok: false, balanceMicros: 0n };
  const { rows } = (await runner(db).raw(
    `WITH debited AS (
       UPDATE api_keys SET credits_micros = credits_micros - ?::bigint
        WHERE id = ? AND revoked_at IS NULL AND credits_micros >= ?::bigint
        RETURNING id, credits_micros
     ), ledger AS (
       INSERT INTO credit_ledger (api_key_id, delta_micros, reason, route)
       SELECT id, -?::bigint, 'debit', ? FROM debited
     )
     SELECT credits_micros FROM debited`,
    [amount, id, amount, amount, route],
  )) as { rows: { credits_micros: string }[] };
  const row = rows[0];
  if (row) return { ok: true, balanceMicros: BigInt(row.credits_micros) };
  // Refused: read the balance only now, for the caller's error message.
  const current = (await runner(db)("api_keys").select("credits_micros").where({ id }).first()) as
    | { credits_micros: string }
    | undefined;
  return { ok: false, balanceMicros: current ? BigInt(current.credits_micros) : 0n };
}
