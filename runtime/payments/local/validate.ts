/**
 * Input checks the local processor makes because Stripe makes them: a service that passes
 * locally should not be refused by Stripe for a limit nobody saw. Each failure is a
 * `ProcessorRejectedError` with Stripe's error code where Stripe documents one.
 */
import { createHash } from "node:crypto";
import type { CheckoutLineItem, Metadata } from "../types.js";
import { reject } from "./context.js";

/** Stripe's payment-mode Checkout limit. */
export const MAX_LINE_ITEMS = 100;
/** Stripe's largest amount (USD 999,999.99). */
export const MAX_AMOUNT_CENTS = 99_999_999;
/** Stripe's smallest USD charge. */
export const MIN_USD_CHARGE_CENTS = 50;

/** Metadata: at most 50 keys, keys up to 40 chars (no `[` `]`), string values up to 500 chars. */
export function checkMetadata(metadata: Metadata): Metadata {
  const entries = Object.entries(metadata ?? {});
  if (entries.length > 50) reject("parameter_invalid_metadata", "metadata: at most 50 keys");
  for (const [key, value] of entries) {
    if (key.length === 0 || key.length > 40 || /[[\]]/.test(key))
      reject("parameter_invalid_metadata", `metadata key ${JSON.stringify(key)}: 1 to 40 chars, no brackets`);
    if (typeof value !== "string" || value.length > 500)
      reject("parameter_invalid_metadata", `metadata[${key}]: a string of at most 500 chars`);
  }
  return Object.fromEntries(entries);
}

/** A three-letter ISO currency, lower-cased as Stripe stores it. */
export function checkCurrency(currency: string): string {
  const c = currency.toLowerCase();
  if (!/^[a-z]{3}$/.test(c)) reject("parameter_invalid_string", `currency: not an ISO code: ${currency}`);
  return c;
}

/** An absolute http(s) URL. */
export function checkUrl(name: string, url: string): string {
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (!parsed || (parsed.protocol !== "http:" && parsed.protocol !== "https:"))
    reject("url_invalid", `${name}: not an absolute http(s) URL`);
  return url;
}

/** Line items: 1..100 lines, names 1..250 chars, integer unit amounts >= 0 and quantities >= 1. */
export function checkLineItems(items: readonly CheckoutLineItem[]): number {
  if (items.length === 0) reject("parameter_missing", "lineItems: at least one line");
  if (items.length > MAX_LINE_ITEMS)
    reject("parameter_invalid_array", `lineItems: at most ${MAX_LINE_ITEMS} lines (consolidate the basket)`);
  let total = 0;
  for (const [i, item] of items.entries()) {
    if (typeof item.name !== "string" || item.name.trim() === "" || item.name.length > 250)
      reject("parameter_invalid_string", `lineItems[${i}].name: 1 to 250 chars`);
    if (!Number.isSafeInteger(item.unitAmountCents) || item.unitAmountCents < 0)
      reject("parameter_invalid_integer", `lineItems[${i}].unitAmountCents: an integer >= 0`);
    if (!Number.isSafeInteger(item.quantity) || item.quantity < 1)
      reject("parameter_invalid_integer", `lineItems[${i}].quantity: an integer >= 1`);
    total += item.unitAmountCents * item.quantity;
  }
  if (total > MAX_AMOUNT_CENTS)
    reject("amount_too_large", `total ${total} exceeds ${MAX_AMOUNT_CENTS} cents`);
  return total;
}

/** A charge amount: an integer within Stripe's bounds (USD 0.50 minimum). */
export function checkAmount(amountCents: number, currency: string): number {
  if (!Number.isSafeInteger(amountCents) || amountCents < 1)
    reject("parameter_invalid_integer", "amountCents: a positive integer");
  if (currency === "usd" && amountCents < MIN_USD_CHARGE_CENTS)
    reject("amount_too_small", `amountCents: at least ${MIN_USD_CHARGE_CENTS} for usd`);
  if (amountCents > MAX_AMOUNT_CENTS) reject("amount_too_large", `amountCents: at most ${MAX_AMOUNT_CENTS}`);
  return amountCents;
}

/** An idempotency key: 1..255 chars, as Stripe allows. */
export function checkIdempotencyKey(key: string): string {
  if (typeof key !== "string" || key.length === 0 || key.length > 255)
    reject("idempotency_key_invalid", "idempotencyKey: 1 to 255 chars");
  return key;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  return value;
}

/** A digest of a request's parameters (key order ignored), to tell an idempotent retry from a key reused. */
export function requestHash(params: object): string {
  return createHash("sha256")
    .update(JSON.stringify(canonical(params)))
    .digest("hex");
}

/** Throws Stripe's `idempotency_error` when a key comes back with different parameters. */
export function checkSameRequest(stored: string | null, incoming: string, key: string): void {
  if (stored !== null && stored !== incoming)
    reject(
      "idempotency_error",
      `Keys for idempotent requests can only be used with the same parameters they were first used with (key ${key})`,
    );
}
