/**
 * The `x402` scenario's payments: the terms read from the server's own 402, and pools of
 * payments signed by the test wallet before a run starts. Every call needs a payment of its own
 * (a settled nonce is refused the second time), and signing costs milliseconds, so the pool is
 * signed outside the measured window and sized to the rate the server reached in its warm-up.
 */
import {
  createTestPayer,
  encodeHeader,
  nonceKey,
  type PaymentRequired,
  type PaymentRequirements,
} from "../runtime/x402/index.js";

const payer = createTestPayer();

/** Requests per second assumed for the warm-up's pool, before the server has shown its rate. */
const WARMUP_GUESS_RPS = 150;

/** The most payments one pool holds (at ~2 ms each, 40 s of signing). */
const MAX_POOL = 20_000;

/**
 * Seconds a pool may take to sign, and a run to use it up: a payment is valid for the terms'
 * `maxTimeoutSeconds` (60 by default) from when it was signed, so signing and the run must both
 * fit well inside that, or the last payments would expire while the run still goes on.
 */
const POOL_SECONDS = 40;

/**
 * The payment requirements `url` answers with: a request carrying a payment header that holds no
 * payment is refused with 402 and the terms (`PAYMENT-REQUIRED`), and charges nothing — a call
 * without any header would be served from the free allowance instead.
 */
export async function fetchPaymentRequirements(
  url: string,
  headers: Record<string, string>,
): Promise<PaymentRequirements> {
  const res = await fetch(url, {
    headers: { ...headers, "payment-signature": encodeHeader({ x402Version: 2 }) },
  });
  await res.body?.cancel();
  const header = res.headers.get("payment-required");
  if (res.status !== 402 || !header)
    throw new Error(`an empty payment was answered ${res.status}, not 402 with PAYMENT-REQUIRED`);
  const terms = JSON.parse(Buffer.from(header, "base64").toString("utf8")) as PaymentRequired;
  const [requirements] = terms.accepts;
  if (!requirements) throw new Error("the 402's terms accept no payment");
  return requirements;
}

/** Signed payments, in the order they are to be sent, and what signing them cost. */
export interface PaymentPool {
  /** `PAYMENT-SIGNATURE` values (x402 v2), each with its own random nonce. */
  headers: string[];
  /** The replay key (`nonceKey`, what the database records) of each payment. */
  nonceKeys: Set<string>;
  /** Milliseconds spent signing one payment, on average. */
  msEach: number;
}

/** Signs `size` payments for `requirements`. */
export async function signPool(requirements: PaymentRequirements, size: number): Promise<PaymentPool> {
  const headers: string[] = [];
  const nonceKeys = new Set<string>();
  const started = performance.now();
  for (let i = 0; i < size; i++) {
    const payment = await payer.createPaymentPayload(requirements);
    const { authorization } = payment.payload as { authorization: { nonce: string } };
    headers.push(encodeHeader(payment));
    nonceKeys.add(nonceKey({ ...requirements, from: payer.address, nonce: authorization.nonce }));
  }
  return { headers, nonceKeys, msEach: (performance.now() - started) / Math.max(size, 1) };
}

/**
 * How many payments to sign for a run of `seconds` at `rps` requests/s (the warm-up's guess when
 * unknown): enough to last the run, at least 2 per connection (autocannon needs one per
 * connection), at most what {@link POOL_SECONDS} allows at the signing cost `msEach` and at `rps`.
 */
export function poolSize(o: { seconds: number; rps?: number; msEach?: number; connections: number }): number {
  const rps = o.rps ?? WARMUP_GUESS_RPS;
  const bySigning = o.msEach ? Math.floor((POOL_SECONDS * 1000) / o.msEach) : MAX_POOL;
  const byValidity = Math.floor(rps * POOL_SECONDS);
  const wanted = Math.ceil(rps * o.seconds);
  return Math.max(2 * o.connections, Math.min(wanted, bySigning, byValidity, MAX_POOL));
}
