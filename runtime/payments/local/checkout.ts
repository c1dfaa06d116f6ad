/**
 * Hosted checkout on the local processor: sessions are created here, shown by router.ts, and
 * paid or cancelled there (or by the `completeCheckout` test helper). Paying creates the
 * session's payment intent and sends `payment_intent.succeeded` and
 * `checkout.session.completed`; cancelling or timing out (24 h) sends `checkout.session.expired`.
 */
import type { Knex } from "knex";
import {
  type CheckoutSessionRow,
  completeCheckoutSession,
  expireCheckoutSession,
  findCheckoutSession,
  insertCheckoutSession,
} from "../../../storage/platform/payments/checkoutSessions.js";
import { insertPaymentIntent } from "../../../storage/platform/payments/intents.js";
import { clientSecretFor, localId } from "../ids.js";
import type { CheckoutSession, CreateCheckoutSessionInput } from "../types.js";
import { toCheckoutSession } from "../wire.js";
import { type LocalContext, noSuch, reject } from "./context.js";
import {
  checkCurrency,
  checkIdempotencyKey,
  checkLineItems,
  checkMetadata,
  checkSameRequest,
  checkUrl,
  requestHash,
} from "./validate.js";
import { wireCheckoutSession, wirePaymentIntent } from "./wireObjects.js";

/** Stripe's default session lifetime. */
export const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The path of a session's hosted page under the router's mount point. */
export const CHECKOUT_MOUNT = "/_processor";

/** A session as the hosted page needs it. */
export type CheckoutDetails = CheckoutSessionRow;

/** Our view of a stored session. */
export function sessionView(row: CheckoutSessionRow): CheckoutSession {
  return toCheckoutSession(wireCheckoutSession(row));
}

/**
 * The page's base URL: `PUBLIC_URL` when configured, else the origin of the success URL — the
 * handler built that from the request, and the hosted page is served by the same app.
 */
function baseUrl(ctx: LocalContext, successUrl: string): string {
  return (ctx.publicUrl ?? new URL(successUrl).origin).replace(/\/+$/, "");
}

/** Creates (or, for a repeated idempotency key, returns) a session. */
export async function createCheckoutSession(
  ctx: LocalContext,
  input: CreateCheckoutSessionInput,
): Promise<CheckoutSession & { url: string }> {
  const key = checkIdempotencyKey(input.idempotencyKey);
  const total = checkLineItems(input.lineItems);
  const currency = checkCurrency(input.currency);
  const metadata = checkMetadata(input.metadata);
  checkUrl("successUrl", input.successUrl);
  checkUrl("cancelUrl", input.cancelUrl);
  const { idempotencyKey: _key, ...params } = input;
  const hash = requestHash(params);
  const id = localId("cs");
  const now = ctx.now();
  const { row } = await insertCheckoutSession(ctx.db.knex, {
    id,
    currency,
    amountTotalCents: total,
    lineItems: input.lineItems.map(({ name, unitAmountCents, quantity }) => ({
      name,
      unitAmountCents,
      quantity,
    })),
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
    url: `${baseUrl(ctx, input.successUrl)}${CHECKOUT_MOUNT}/checkout/${id}`,
    metadata,
    idempotencyKey: key,
    requestHash: hash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHECKOUT_LIFETIME_MS),
  });
  checkSameRequest(row.requestHash, hash, key);
  // A retried create after the session completed still answers with its URL, as Stripe's
  // idempotent replay returns the original response.
  return { ...sessionView(row), url: row.url };
}

/**
 * Loads a session for a state change, locked; a session past its expiry is expired first
 * (with its event), as Stripe's own sweep would have done.
 */
async function loadForChange(
  ctx: LocalContext,
  trx: Knex,
  id: string,
): Promise<CheckoutSessionRow | undefined> {
  const row = await findCheckoutSession(trx, id, { forUpdate: true });
  if (row?.status === "open" && row.expiresAt.getTime() <= ctx.now().getTime()) {
    const expired = await expireCheckoutSession(trx, id);
    if (expired) {
      await ctx.emit(trx, "checkout.session.expired", wireCheckoutSession(expired));
      return expired;
    }
  }
  return row;
}

/** The stored session (expired if its time is up), or undefined. */
export async function findSession(ctx: LocalContext, id: string): Promise<CheckoutSessionRow | undefined> {
  const row = await findCheckoutSession(ctx.db.knex, id);
  if (row?.status !== "open" || row.expiresAt.getTime() > ctx.now().getTime()) return row;
  return ctx.transaction((trx) => loadForChange(ctx, trx, id));
}

/**
 * Pays an open session. Paying a complete session again changes nothing; an expired one is
 * refused (`checkout_session_expired`).
 */
export async function completeSession(ctx: LocalContext, id: string): Promise<CheckoutSessionRow> {
  return ctx.transaction(async (trx) => {
    const row = (await loadForChange(ctx, trx, id)) ?? noSuch("checkout session", id);
    if (row.status === "complete") return row;
    if (row.status === "expired") reject("checkout_session_expired", `Checkout session ${id} has expired`);
    const piId = localId("pi");
    const now = ctx.now();
    const { row: pi } = await insertPaymentIntent(trx, {
      id: piId,
      clientSecret: clientSecretFor(piId),
      status: "succeeded",
      amountCents: row.amountTotalCents,
      currency: row.currency,
      customerId: null,
      // The Stripe adapter copies the session's metadata onto its payment
      // (payment_intent_data.metadata); so do we. A top-up handler listening to
      // payment_intent.succeeded must check for its own metadata, not just the event type.
      metadata: row.metadata,
      idempotencyKey: null,
      requestHash: null,
      createdAt: now,
    });
    const completed = (await completeCheckoutSession(trx, id, pi.id, now)) ?? row;
    await ctx.emit(trx, "payment_intent.succeeded", wirePaymentIntent(pi));
    await ctx.emit(trx, "checkout.session.completed", wireCheckoutSession(completed));
    return completed;
  });
}

/** Cancels an open session (it expires); a complete or expired one is returned unchanged. */
export async function cancelSession(ctx: LocalContext, id: string): Promise<CheckoutSessionRow> {
  return ctx.transaction(async (trx) => {
    const row = (await loadForChange(ctx, trx, id)) ?? noSuch("checkout session", id);
    if (row.status !== "open") return row;
    const expired = (await expireCheckoutSession(trx, id)) ?? row;
    await ctx.emit(trx, "checkout.session.expired", wireCheckoutSession(expired));
    return expired;
  });
}

/** The URL to send the buyer to after paying: `{CHECKOUT_SESSION_ID}` filled in, as Stripe does. */
export function redirectUrl(template: string, sessionId: string): string {
  return template.replaceAll("{CHECKOUT_SESSION_ID}", sessionId);
}
