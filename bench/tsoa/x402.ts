/**
 * x402 in the tsoa build, taken by hand as a hand-built app would take it: terms built once from
 * the configuration the full build reads (`loadX402Config({})`), then per call the
 * `PAYMENT-SIGNATURE` header decoded, verified before the work and settled after it by the same
 * offline facilitator (runtime/x402) — on a nonce store written here with the repository's
 * `isNonceUsed` and `recordPayment`: a lookup at verification, another and the payment row's
 * INSERT at settlement, in the database on every call, as the build meters keys.
 */
import type { Knex } from "knex";
import {
  buildPaymentRequired,
  createLocalFacilitator,
  decodePaymentHeader,
  encodeHeader,
  type Facilitator,
  loadX402Config,
  type PaymentRequirements,
  toPaymentPayload,
} from "../../runtime/x402/index.js";
import { isNonceUsed, recordPayment } from "../../storage/platform/x402Payments.js";
import { HttpError } from "./errors.js";

/** Micro-USD per call, as the contract's `x-price-micro-usd` says. */
export const PRICE_MICRO_USD = 1700;

/** The terms of `GET /v1/uuid`: one `exact` USDC option at the route's price (env {}: defaults). */
const TERMS = buildPaymentRequired(loadX402Config({}), {
  resourceUrl: "/v1/uuid",
  description: "Returns 1 to 100 random version-4 UUIDs",
  mimeType: "application/json",
  priceMicroUsd: PRICE_MICRO_USD,
});
const REQUIREMENTS: PaymentRequirements = (() => {
  const [first] = TERMS.accepts;
  if (!first) throw new Error("x402 terms without an accepted option");
  return first;
})();

/** The `PAYMENT-REQUIRED` header every 402 carries: the terms as base64 JSON, built once. */
const PAYMENT_REQUIRED = encodeHeader(TERMS);

/** A 402 with the terms, so the client can sign a payment and send it again. */
export function paymentRequired(code: string, message: string): HttpError {
  return new HttpError(402, code, message, { "PAYMENT-REQUIRED": PAYMENT_REQUIRED });
}

/** One facilitator per database (the app's), its nonce store reading and writing `x402_payments`. */
const facilitators = new WeakMap<Knex, Facilitator>();

function facilitatorOn(db: Knex): Facilitator {
  let facilitator = facilitators.get(db);
  if (!facilitator) {
    facilitator = createLocalFacilitator({
      nonces: {
        isUsed: (key) => isNonceUsed(db, key),
        record: ({ nonceKey, ...row }) => recordPayment(db, { ...row, nonce: nonceKey }),
      },
    });
    facilitators.set(db, facilitator);
  }
  return facilitator;
}

/**
 * Verifies the x402 v2 payment in `header` (400 when it is not base64, 402 when it pays
 * nothing); returns the settlement to run once the call has succeeded, which records the
 * payment's nonce and resolves to the `PAYMENT-RESPONSE` value (402 when the nonce was taken
 * meanwhile). Nothing is recorded for a call that fails before settling.
 */
export async function verifyPayment(db: Knex, header: string): Promise<() => Promise<string>> {
  const decoded = decodePaymentHeader(header, 2);
  if (!decoded.ok) {
    if (decoded.fault === "syntax") throw new HttpError(400, "invalid_request", decoded.reason);
    throw paymentRequired("payment_invalid", `Payment refused: ${decoded.reason}`);
  }
  const payment = toPaymentPayload(decoded.payload, REQUIREMENTS);
  const facilitator = facilitatorOn(db);
  const verified = await facilitator.verify(payment, REQUIREMENTS);
  if (!verified.isValid)
    throw paymentRequired("payment_invalid", `Payment refused: ${verified.invalidReason ?? "invalid"}`);
  return async () => {
    const settled = await facilitator.settle(payment, REQUIREMENTS);
    if (!settled.success)
      throw paymentRequired("payment_invalid", `Payment not settled: ${settled.errorReason ?? "failed"}`);
    return encodeHeader(settled);
  };
}
