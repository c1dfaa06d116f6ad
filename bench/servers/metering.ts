/**
 * What the metered builds (full stack, tsoa) are called with and how the bench reads back what
 * they recorded: the funded API key (paid), a key holding nothing (refused), the free
 * allowance's count of calls per client IP (free), and the settled x402 payments (x402).
 */
import type { Knex } from "knex";
import { createApiKey } from "../../storage/platform/apiKeys.js";
import type { UuidScenario } from "../scenarios.js";

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

/** A settled x402 payment as recorded in `x402_payments`: its replay key and the amount paid. */
export interface RecordedPayment {
  nonce: string;
  amount: string;
}

/** Every x402 payment settled on `db`. */
export async function x402PaymentsRecorded(db: Knex): Promise<RecordedPayment[]> {
  return (await db("x402_payments").select("nonce", "amount")) as RecordedPayment[];
}

/** How a UUID scenario's calls are sent, and the readings the bench checks afterwards. */
export interface UuidCaller {
  /** Headers every call carries: the bench key's bearer token, or none. */
  headers: Record<string, string>;
  /** Micro-USD charged: to the bench key, or to any key where no key is sent (must stay 0). */
  charged: () => Promise<bigint>;
  /** Free calls granted (no key sent: each free success took one, each x402 success none). */
  freeCalls?: () => Promise<number>;
  /** The x402 payments settled (x402 scenario). */
  payments?: () => Promise<RecordedPayment[]>;
}

/**
 * The caller of `scenario` on `db`, the same for every metered build so they are compared on the
 * same calls and the same readings. `settle` runs before each reading of what keys were charged:
 * the full stack settles spend in batches, a build that writes per call has nothing to settle.
 */
export async function uuidCaller(
  db: Knex,
  scenario: UuidScenario,
  settle: () => Promise<void> = async () => {},
): Promise<UuidCaller> {
  const settled = (read: () => Promise<bigint>) => async () => {
    await settle();
    return read();
  };
  if (scenario === "free" || scenario === "x402") {
    return {
      headers: {},
      charged: settled(() => chargedToAnyKey(db)),
      freeCalls: () => freeCallsGranted(db),
      ...(scenario === "x402" ? { payments: () => x402PaymentsRecorded(db) } : {}),
    };
  }
  const bench = await createBenchKey(db, scenario === "refused" ? 0n : undefined);
  return { headers: { authorization: `Bearer ${bench.key}` }, charged: settled(bench.charged) };
}
