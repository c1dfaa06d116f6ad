/**
 * Errors the tsoa build throws, and the Express error handler that renders them (and
 * express-openapi-validator's) in the contract's `{ success: false, error, code }` envelope.
 */
import type { NextFunction, Request, Response } from "express";

/** An error with the HTTP status and stable code the contract documents for it. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Response headers the answer must carry (a 402's `PAYMENT-REQUIRED`). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
}

const CODES: Record<number, string> = {
  400: "invalid_request",
  401: "unauthorized",
  402: "payment_required",
  404: "not_found",
  405: "method_not_allowed",
};

let reported = false;

/** Last middleware of the tsoa app: every failure leaves as the contract's error envelope. */
export function errorEnvelope(err: unknown, _req: Request, res: Response, _next: NextFunction): void {
  const e = err as { status?: unknown; code?: unknown; message?: unknown };
  const status = typeof e.status === "number" && e.status >= 400 && e.status < 600 ? e.status : 500;
  const code = err instanceof HttpError ? err.code : (CODES[status] ?? "internal");
  if (status === 500 && !reported) {
    reported = true; // once: under load the same failure would repeat thousands of times
    console.error("tsoa build: unhandled error", err);
  }
  const message = status === 500 ? "Internal error" : String(e.message ?? "Error");
  if (err instanceof HttpError) res.set(err.headers);
  res.status(status).json({ success: false, error: message, code });
}
