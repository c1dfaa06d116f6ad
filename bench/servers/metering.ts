/**
 * What the metered builds (full stack, tsoa) are called with and how the bench reads back what
 * they recorded: the funded API key (paid), a key holding nothing (refused), and the free
 * allowance's count of calls per client IP (free).
 */
import type { Knex } from "knex";
import { createApiKey } from "../../storage/platform/apiKeys.js";

/** Price of one call in micro-USD: the contract's `x-price-micro-usd` for `GET /v1/uuid`. */
export const PRICE_MICRO_USD = 1700n;

/**
 * Opening balance: 10^12 micro-USD (USD 1,000,000) pays for ~588 million calls, far more than
 * any run makes, so a 402 can only mean a metering bug.
 */
const OPENING_MICRO_USD = 1_000_000_000_000n;

/** A key with its plaintext (for the Authorization header) and a reading of what it has spent. */
export interface BenchKey {
  key: string;
  charged(): Promise<bigint>;
}

/** Creates a key holding `creditsMicros` (default {@link OPENING_MICRO_USD}; 0n for the refused scenario) on `db`. */
export async function createBenchKey(db: Knex, creditsMicros = OPENING_MICRO_USD): Promise<BenchKey> {
  const { id, key } = await createApiKey(db, { name: "bench", creditsMicros });
  return {
    key,
    async charged() {
      // What the key has spent is counted on the key itself (its account's balance is shared).
      const row = (await db("api_keys").select("credits_used_micros").where({ id }).first()) as
        | { credits_used_micros: string }
        | undefined;
      if (!row) throw new Error("the bench key vanished");
      return BigInt(row.credits_used_micros);
    },
  };
}

/** Micro-USD spent by every key on `db` (the free scenario sends no key: it must stay 0). */
export async function chargedToAnyKey(db: Knex): Promise<bigint> {
  const row = (await db("api_keys").sum({ spent: "credits_used_micros" }).first()) as
    | { spent: string | number | null }
    | undefined;
  return BigInt(row?.spent ?? 0);
}

/** Free calls granted so far, over every client IP, route and day. */
export async function freeCallsGranted(db: Knex): Promise<number> {
  const row = (await db("free_allowance").sum({ calls: "calls" }).first()) as
    | { calls: string | number | null }
    | undefined;
  return Number(row?.calls ?? 0);
}
