/**
 * Typed payment errors. Processor failures are {@link ApiError}s with code `processor_unavailable` or `processor_rejected`, so a
 * handler that does not catch them answers 502 in its contract's error shape (the seed lists
 * 502 for "failure reaching the payment processor"); a webhook whose signature does not verify
 * answers 401 (the signature is the request's credential), one whose body is not an event 400.
 */
import { ApiError } from "../errors.js";

/** Base of every error a processor call rejects with. */
export class PaymentProcessorError extends ApiError {
  constructor(
    message: string,
    options: { cause?: unknown; code?: "processor_unavailable" | "processor_rejected" } = {},
  ) {
    super(options.code ?? "processor_rejected", message);
    this.name = "PaymentProcessorError";
    if (options.cause !== undefined) this.cause = options.cause;
  }
}

/**
 * The processor could not be reached or failed on its side (network, timeout, 5xx, rate
 * limit, bad credentials). Retrying later may succeed; nothing is known to have happened.
 */
export class ProcessorUnavailableError extends PaymentProcessorError {
  constructor(message = "The payment processor is unavailable", options: { cause?: unknown } = {}) {
    super(message, { ...options, code: "processor_unavailable" });
    this.name = "ProcessorUnavailableError";
  }
}

/**
 * The processor answered and refused: an invalid request (unknown customer or plan), an
 * idempotency key reused for a different request, a declined card. Retrying the same call
 * will not help. `processorCode` is the processor's own reason (`resource_missing`,
 * `idempotency_error`, `card_declined`, …).
 */
export class ProcessorRejectedError extends PaymentProcessorError {
  readonly processorCode: string;

  constructor(processorCode: string, message: string, options: { cause?: unknown } = {}) {
    super(message, options);
    this.name = "ProcessorRejectedError";
    this.processorCode = processorCode;
  }
}

/** Why a webhook signature was refused. */
export type WebhookSignatureReason =
  | "missing_header"
  | "malformed_header"
  | "no_signatures"
  | "signature_mismatch"
  | "timestamp_outside_tolerance"
  | "invalid_payload";

/**
 * A webhook whose `Stripe-Signature` header is missing, malformed, wrong or too old — its
 * credential failed: 401 (`invalid_signature`) — or whose body is not an event: 400. Either way,
 * do not act on the body: anyone can POST to a webhook URL.
 */
export class WebhookSignatureError extends ApiError {
  readonly reason: WebhookSignatureReason;

  constructor(reason: WebhookSignatureReason, message: string) {
    super(reason === "invalid_payload" ? "validation_failed" : "invalid_signature", message);
    this.name = "WebhookSignatureError";
    this.reason = reason;
  }
}
