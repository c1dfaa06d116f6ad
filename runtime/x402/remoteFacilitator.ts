/**
 * HTTP client for a remote x402 facilitator (spec §7: POST /verify, POST /settle).
 *
 * Request body is `{x402Version, paymentPayload, paymentRequirements}`: the spec's examples
 * show the last two, and the reference client (@x402/core HTTPFacilitatorClient) adds the
 * top-level `x402Version`, which facilitators use to pick the schema. Every failure — refused
 * connection, timeout, non-JSON, wrong shape — is mapped to `isValid: false` / `success: false`
 * with a reason; nothing is thrown to the request handler.
 */
import { z } from "zod";
import {
  asPaymentPayload,
  type Facilitator,
  type FacilitatorPayment,
  X402_REASONS as R,
  type SettleResult,
  type VerifyResult,
} from "./facilitator.js";
import type { PaymentRequirements } from "./types.js";

/** Options for {@link createRemoteFacilitator}. */
export interface RemoteFacilitatorOptions {
  /** Per-request timeout for /verify, ms. Default 10 s. */
  verifyTimeoutMs?: number;
  /** Per-request timeout for /settle, ms. Default 30 s: settling waits for a block. */
  settleTimeoutMs?: number;
  /** Extra request headers, e.g. an API key the facilitator requires. */
  headers?: Record<string, string>;
  /** fetch implementation; injectable for tests. Default the global fetch. */
  fetch?: typeof fetch;
}

const verifyResponseSchema = z.object({
  isValid: z.boolean(),
  invalidReason: z.string().optional(),
  payer: z.string().optional(),
});

const settleResponseSchema = z.object({
  success: z.boolean(),
  errorReason: z.string().optional(),
  transaction: z.string().optional(),
  network: z.string().optional(),
  payer: z.string().optional(),
});

type CallOutcome = { ok: true; data: unknown; status: number } | { ok: false; reason: string };

/**
 * Creates a facilitator backed by `url` (e.g. "https://x402.org/facilitator"); `/verify` and
 * `/settle` are appended. The only module here that talks to the network.
 */
export function createRemoteFacilitator(url: string, opts: RemoteFacilitatorOptions = {}): Facilitator {
  const base = url.replace(/\/+$/, "");
  const doFetch = opts.fetch ?? fetch;

  async function call(
    path: string,
    timeoutMs: number,
    input: FacilitatorPayment,
    req: PaymentRequirements,
  ): Promise<CallOutcome> {
    const payment = asPaymentPayload(input, req);
    let res: Response;
    try {
      res = await doFetch(`${base}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", ...opts.headers },
        body: JSON.stringify({
          x402Version: payment.x402Version,
          paymentPayload: payment,
          paymentRequirements: req,
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      return { ok: false, reason: isTimeout(err) ? R.facilitatorTimeout : R.facilitatorUnreachable };
    }
    let data: unknown;
    try {
      // Body reads share the abort signal, so a stalled body also ends in a timeout here.
      data = JSON.parse(await res.text());
    } catch (err) {
      return { ok: false, reason: isTimeout(err) ? R.facilitatorTimeout : R.facilitatorBadResponse };
    }
    // A 4xx/5xx that still carries a protocol answer (reference facilitators send
    // `{isValid:false, invalidReason}` with 400) is used as the answer; anything else is not.
    return { ok: true, data, status: res.status };
  }

  return {
    async verify(payment, requirements): Promise<VerifyResult> {
      const out = await call("/verify", opts.verifyTimeoutMs ?? 10_000, payment, requirements);
      if (!out.ok) return { isValid: false, invalidReason: out.reason };
      const parsed = verifyResponseSchema.safeParse(out.data);
      // Trust a positive answer only from a 2xx; a 500 saying isValid:true is not an answer.
      if (!parsed.success || (parsed.data.isValid && !is2xx(out))) {
        return { isValid: false, invalidReason: R.facilitatorBadResponse };
      }
      const { isValid, invalidReason, payer } = parsed.data;
      const result: VerifyResult = { isValid };
      if (!isValid) result.invalidReason = invalidReason ?? R.unexpectedVerifyError;
      if (payer !== undefined) result.payer = payer;
      return result;
    },

    async settle(payment, requirements): Promise<SettleResult> {
      const network = requirements.network;
      // A timeout here leaves the outcome unknown (the transfer may still land); reported as a
      // failure with facilitator_timeout, and the nonce makes a retry by the client harmless.
      const out = await call("/settle", opts.settleTimeoutMs ?? 30_000, payment, requirements);
      if (!out.ok) return { success: false, errorReason: out.reason, transaction: "", network };
      const parsed = settleResponseSchema.safeParse(out.data);
      const good = parsed.success && (!parsed.data.success || (is2xx(out) && !!parsed.data.transaction));
      if (!parsed.success || !good) {
        return { success: false, errorReason: R.facilitatorBadResponse, transaction: "", network };
      }
      const d = parsed.data;
      const result: SettleResult = {
        success: d.success,
        transaction: d.success ? (d.transaction ?? "") : "",
        network: d.network ?? network,
      };
      if (!d.success) result.errorReason = d.errorReason ?? R.unexpectedSettleError;
      if (d.payer !== undefined) result.payer = d.payer;
      return result;
    },
  };
}

function is2xx(out: { status: number }): boolean {
  return out.status >= 200 && out.status < 300;
}

/**
 * AbortSignal.timeout rejects with a DOMException named "TimeoutError". Checked by name, not
 * `instanceof Error`: the DOMException may come from another realm (e.g. a test sandbox).
 */
function isTimeout(err: unknown): boolean {
  const name = typeof err === "object" && err !== null ? (err as { name?: unknown }).name : undefined;
  return name === "TimeoutError" || name === "AbortError";
}
