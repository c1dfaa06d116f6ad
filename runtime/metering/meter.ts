/**
 * Metering from the contract (`x-price-micro-usd`, `x-free-per-ip-per-day`): decides how a
 * call to a priced operation is paid before the handler runs — a bearer API key's prepaid
 * credits (from the process's credit lease, ./engine/leaseWallet.ts), an x402 payment, or the free daily allowance of the client IP — and completes or
 * reverses that payment once the handler has answered. Invalid requests never reach here,
 * so they are never charged.
 */
import { consumeFreeCall, releaseFreeCall, utcDay } from "../../storage/platform/allowance.js";
import type { PayRefusal } from "../../storage/platform/keyChainLock.js";
import type { Caller, Payment } from "../context.js";
import type { OperationDefinition } from "../contract.js";
import type { RuntimeDeps } from "../deps.js";
import { ApiError, type ErrorCode } from "../errors.js";
import { countCharge } from "../observability/metrics.js";
import type { RawRequest } from "../validation/request.js";
import { decodePaymentHeader, encodeHeader, toPaymentPayload } from "../x402/index.js";
import { SpentAllowances } from "./engine/spentAllowances.js";
import { type PaidResource, paymentRequiredError, paymentRequirements } from "./paymentRequired.js";
import { x402RefusalCode } from "./refusalCodes.js";

/** What metering needs to know about one call. */
export interface MeterRequest extends PaidResource {
  service: string;
  raw: RawRequest;
  caller: Caller | null;
  clientIp: string;
}

/** An accepted payment, to be completed (or reversed) when the handler has answered. */
export interface Charge {
  payment: Payment;
  /** `succeeded`: the handler answered 2xx. Resolves to headers to add; may throw a 402. */
  finish(succeeded: boolean): Promise<Record<string, string>>;
}

const FREE: Charge = { payment: { kind: "none" }, finish: async () => ({}) };

function header(raw: RawRequest, name: string): string | undefined {
  const value = raw.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The catalogue code for each reason a key could not pay. */
const DEBIT_REFUSAL_CODES = {
  balance: "insufficient_credits",
  disabled: "key_disabled",
  cap: "credit_limit_reached",
} as const satisfies Record<PayRefusal["reason"], ErrorCode>;

/** Why a key could not pay, in words: the account's balance, a disabled key, or which key's limit. */
function refusalMessage(debit: PayRefusal, caller: Caller, price: number): string {
  switch (debit.reason) {
    case "balance":
      return `Insufficient credits: the account holds ${debit.balanceMicros} micro-USD and this call costs ${price}`;
    case "disabled":
      return "Credits refused: this API key or one of its parent keys is disabled";
    case "cap": {
      const which = debit.capKeyId === caller.id ? "this API key" : `parent key ${debit.capKeyId}`;
      return `Credit limit reached: ${which} may spend ${debit.capMicros} micro-USD, has spent ${debit.capUsedMicros}, and this call costs ${price}`;
    }
  }
}

async function payWithCredits(
  deps: RuntimeDeps,
  req: MeterRequest,
  caller: Caller,
  price: number,
): Promise<Charge> {
  const route = `${req.service}:${req.op.operationId}`;
  const debit = await deps.metering.credits.pay(caller.id, BigInt(price), route);
  if ("ok" in debit) {
    throw paymentRequiredError(
      deps.x402,
      req,
      DEBIT_REFUSAL_CODES[debit.reason],
      refusalMessage(debit, caller, price),
    );
  }
  return {
    payment: { kind: "credits", keyId: caller.id, debitedMicroUsd: price },
    finish: async (succeeded) => {
      if (!succeeded) await deps.metering.credits.refund(debit);
      else countCharge(req.service, req.op.operationId, "credits", price);
      return {};
    },
  };
}

async function payWithX402(
  deps: RuntimeDeps,
  req: MeterRequest,
  value: string,
  version: 1 | 2,
): Promise<Charge> {
  const decoded = decodePaymentHeader(value, version);
  if (!decoded.ok && decoded.fault === "syntax") {
    // Only reachable where the contract does not declare the header as `Contract.X402Payment`
    // (whose pattern the generated validator checks first): the header is not base64.
    const name = version === 2 ? "PAYMENT-SIGNATURE" : "X-PAYMENT";
    throw new ApiError("payment_header_malformed", `Malformed ${name} header: ${decoded.reason}`, {
      issues: [{ location: "header", name, message: decoded.reason }],
    });
  }
  // Base64 that holds no payment is a payment refused, as a signature that does not verify is:
  // 402 with the terms, so the client can sign a payment and send it again.
  if (!decoded.ok)
    throw paymentRequiredError(deps.x402, req, "payment_invalid", `Payment refused: ${decoded.reason}`);
  const requirements = paymentRequirements(deps.x402, req);
  const payload = toPaymentPayload(decoded.payload, requirements);
  const verified = await deps.facilitator.verify(payload, requirements);
  if (!verified.isValid) {
    throw paymentRequiredError(
      deps.x402,
      req,
      x402RefusalCode(verified.invalidReason),
      `Payment refused: ${verified.invalidReason ?? "invalid"}`,
    );
  }
  return {
    payment: {
      kind: "x402",
      payer: verified.payer ?? "",
      amount: requirements.amount,
      network: requirements.network,
    },
    finish: async (succeeded) => {
      if (!succeeded) return {};
      const settled = await deps.facilitator.settle(payload, requirements);
      if (!settled.success) {
        throw paymentRequiredError(
          deps.x402,
          req,
          x402RefusalCode(settled.errorReason, true),
          `Payment not settled: ${settled.errorReason ?? "failed"}`,
        );
      }
      countCharge(req.service, req.op.operationId, "x402", req.op.policy.priceMicroUsd ?? 0);
      return { [version === 2 ? "PAYMENT-RESPONSE" : "X-PAYMENT-RESPONSE"]: encodeHeader(settled) };
    },
  };
}

async function useFreeAllowance(deps: RuntimeDeps, req: MeterRequest, limit: number): Promise<Charge> {
  const now = deps.now();
  const allowance = {
    clientIp: req.clientIp,
    route: `${req.service}:${req.op.operationId}`,
    day: utcDay(now),
    limit,
  };
  const spent = deps.metering.allowances;
  const memo = SpentAllowances.key(allowance);
  // Known used up: the 402 comes from memory, without asking the database again.
  let granted = false;
  if (limit > 0 && !spent.isSpent(memo, now.getTime())) {
    granted = await consumeFreeCall(deps.db.knex, allowance);
    if (!granted) spent.markSpent(memo, now.getTime());
  }
  if (!granted) {
    throw paymentRequiredError(
      deps.x402,
      req,
      "free_allowance_spent",
      `Payment required: the ${limit} free calls per day on this route are used up; pay with x402 or an API key`,
    );
  }
  return {
    payment: { kind: "free" },
    finish: async (succeeded) => {
      if (succeeded) countCharge(req.service, req.op.operationId, "free", 0);
      else {
        await releaseFreeCall(deps.db.knex, allowance);
        spent.forget(memo);
      }
      return {};
    },
  };
}

/**
 * Whether an unpaid call is a discovery probe: a priced operation that takes a body, called with
 * no credential, no payment header and no input (no body, or `{}`). Discovery services (x402scan)
 * list a route only when such a probe gets a 402 with the terms and the input schema, so a probe
 * is answered that way before validation (which would answer 400) and before the free allowance
 * (which would run the tool on nothing). A call that sends input is validated first, so it is
 * never charged for a mistake.
 */
export function isDiscoveryProbe(op: OperationDefinition, raw: RawRequest): boolean {
  if (!op.policy.priceMicroUsd || !op.requestBody) return false;
  for (const name of ["authorization", "payment-signature", "x-payment"])
    if (header(raw, name) !== undefined) return false;
  const { body } = raw;
  if (body === undefined) return true;
  if (Buffer.isBuffer(body) || typeof body === "string") return body.length === 0;
  return typeof body === "object" && body !== null && !Array.isArray(body) && Object.keys(body).length === 0;
}

/** The 402 a discovery probe gets (see {@link isDiscoveryProbe}). */
export function probeAnswer(deps: RuntimeDeps, paid: PaidResource): ApiError {
  return paymentRequiredError(
    deps.x402,
    paid,
    "payment_required",
    "Payment required: pay with x402 (PAYMENT-SIGNATURE) or an API key; the bazaar extension of the terms describes the input",
  );
}

/**
 * Takes payment for one call, or throws: 400 for a payment header that is not base64 (the
 * contract's syntax), 402 with the x402 terms when nothing pays for it — a payment header that
 * decodes to no valid payment included. A bearer key pays first, then an x402 payment header,
 * then the free allowance.
 */
export async function charge(deps: RuntimeDeps, req: MeterRequest): Promise<Charge> {
  const price = req.op.policy.priceMicroUsd;
  if (!price) return FREE;
  // Prepaid credits belong to API keys; other callers pay like anonymous ones.
  if (req.caller?.kind === "api-key") return payWithCredits(deps, req, req.caller, price);
  const v2 = header(req.raw, "payment-signature");
  if (v2 !== undefined) return payWithX402(deps, req, v2, 2);
  const v1 = header(req.raw, "x-payment");
  if (v1 !== undefined) return payWithX402(deps, req, v1, 1);
  return useFreeAllowance(deps, req, req.op.policy.freePerIpPerDay ?? 0);
}
