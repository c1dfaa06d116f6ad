/**
 * Payment intents (account top-ups) and setup intents (saving a card) on the local processor.
 * There is no card form: an intent succeeds when its hosted payment page's "Pay" is pressed
 * (router.ts; the intent's `nextActionUrl`) or `confirmPaymentIntent` is called (tests), or at
 * once with `useDefaultCard` — the local processor treats every customer's saved card as good.
 */
import { findCustomer, setDefaultPaymentMethod } from "../../../storage/platform/payments/customers.js";
import {
  findPaymentIntent,
  insertPaymentIntent,
  insertSetupIntent,
  type PaymentIntentRow,
  succeedPaymentIntent,
  succeedSetupIntent,
} from "../../../storage/platform/payments/intents.js";
import { clientSecretFor, localId } from "../ids.js";
import type { CreatePaymentIntentInput, PaymentIntent, SetupIntent } from "../types.js";
import { toPaymentIntent, toSetupIntent } from "../wire.js";
import { CHECKOUT_MOUNT } from "./checkout.js";
import { type LocalContext, noSuch, reject } from "./context.js";
import {
  checkAmount,
  checkCurrency,
  checkIdempotencyKey,
  checkMetadata,
  checkSameRequest,
  checkUrl,
  requestHash,
} from "./validate.js";
import { wirePaymentIntent, wireSetupIntent } from "./wireObjects.js";

/** Our view of a stored payment intent. */
export function paymentIntentView(row: PaymentIntentRow): PaymentIntent {
  return toPaymentIntent(wirePaymentIntent(row));
}

/** The path of an intent's hosted payment page under the router's mount point. */
export function paymentPagePath(id: string): string {
  return `${CHECKOUT_MOUNT}/payment/${id}`;
}

/**
 * Where the intent's payment page is served: under `PUBLIC_URL` when configured, else under the
 * return URL's origin (the handler built that from the request; the page is served by the same
 * app). Undefined when neither is known: the intent then has no page, only `confirmPaymentIntent`.
 */
function pageUrl(ctx: LocalContext, id: string, returnUrl: string | undefined): string | undefined {
  const base = ctx.publicUrl ?? (returnUrl ? new URL(returnUrl).origin : undefined);
  return base && `${base.replace(/\/+$/, "")}${paymentPagePath(id)}`;
}

/**
 * Creates a payment intent; with `useDefaultCard` it succeeds at once (and its webhook is sent),
 * else it awaits payment on its hosted page.
 */
export async function createPaymentIntent(
  ctx: LocalContext,
  input: CreatePaymentIntentInput,
): Promise<PaymentIntent> {
  const key = checkIdempotencyKey(input.idempotencyKey);
  const currency = checkCurrency(input.currency);
  const amount = checkAmount(input.amountCents, currency);
  const metadata = checkMetadata(input.metadata);
  if (input.useDefaultCard && !input.customerId)
    reject("parameter_missing", "useDefaultCard needs a customerId (whose saved card to charge)");
  if (input.returnUrl !== undefined) checkUrl("returnUrl", input.returnUrl);
  const { idempotencyKey: _key, ...params } = input;
  const hash = requestHash(params);
  return ctx.transaction(async (trx) => {
    if (input.customerId && !(await findCustomer(trx, input.customerId)))
      noSuch("customer", input.customerId);
    const id = localId("pi");
    const now = ctx.now();
    const page = input.useDefaultCard ? undefined : pageUrl(ctx, id, input.returnUrl);
    const { created, row } = await insertPaymentIntent(trx, {
      id,
      clientSecret: clientSecretFor(id),
      status: input.useDefaultCard ? "succeeded" : "requires_payment_method",
      amountCents: amount,
      currency,
      customerId: input.customerId ?? null,
      metadata,
      idempotencyKey: key,
      requestHash: hash,
      createdAt: now,
      pageUrl: page ?? null,
      returnUrl: input.returnUrl ?? null,
    });
    if (!created) {
      checkSameRequest(row.requestHash, hash, key);
      return paymentIntentView(row);
    }
    if (row.status === "succeeded") await ctx.emit(trx, "payment_intent.succeeded", wirePaymentIntent(row));
    return paymentIntentView(row);
  });
}

/** The payment intent, or null. */
export async function retrievePaymentIntent(ctx: LocalContext, id: string): Promise<PaymentIntent | null> {
  const row = await findPaymentIntent(ctx.db.knex, id);
  return row ? paymentIntentView(row) : null;
}

/**
 * The buyer paid (the hosted page's "Pay", or a test standing in for the browser's card form):
 * the intent succeeds and `payment_intent.succeeded` is sent, as a real processor sends it.
 * Confirming a succeeded intent again changes nothing. Returns the stored intent.
 */
export async function payPaymentIntent(ctx: LocalContext, id: string): Promise<PaymentIntentRow> {
  return ctx.transaction(async (trx) => {
    const succeeded = await succeedPaymentIntent(trx, id, ctx.now());
    if (succeeded) {
      await ctx.emit(trx, "payment_intent.succeeded", wirePaymentIntent(succeeded));
      return succeeded;
    }
    const row = (await findPaymentIntent(trx, id)) ?? noSuch("payment_intent", id);
    if (row.status !== "succeeded")
      reject("payment_intent_unexpected_state", `Payment intent ${id} is ${row.status}`);
    return row;
  });
}

/** {@link payPaymentIntent}, answering our view of the intent. */
export async function confirmPaymentIntent(ctx: LocalContext, id: string): Promise<PaymentIntent> {
  return paymentIntentView(await payPaymentIntent(ctx, id));
}

/** The stored intent, for its hosted page; undefined when there is none. */
export function findIntentForPage(ctx: LocalContext, id: string): Promise<PaymentIntentRow | undefined> {
  return findPaymentIntent(ctx.db.knex, id);
}

/** Creates a setup intent for a customer. */
export async function createSetupIntent(ctx: LocalContext, customerId: string): Promise<SetupIntent> {
  return ctx.transaction(async (trx) => {
    if (!(await findCustomer(trx, customerId))) noSuch("customer", customerId);
    const id = localId("seti");
    const row = await insertSetupIntent(trx, {
      id,
      clientSecret: clientSecretFor(id),
      customerId,
      createdAt: ctx.now(),
    });
    return toSetupIntent(wireSetupIntent(row));
  });
}

/**
 * Test/dev helper standing in for the browser saving a card: the setup intent succeeds, the
 * card becomes the customer's default, and `setup_intent.succeeded` is sent.
 */
export async function confirmSetupIntent(ctx: LocalContext, id: string): Promise<SetupIntent> {
  return ctx.transaction(async (trx) => {
    const row =
      (await succeedSetupIntent(trx, id, localId("pm"))) ??
      reject("setup_intent_unexpected_state", `Setup intent ${id} is not awaiting a card`);
    await setDefaultPaymentMethod(trx, row.customerId, row.paymentMethod ?? "");
    await ctx.emit(trx, "setup_intent.succeeded", wireSetupIntent(row));
    return toSetupIntent(wireSetupIntent(row));
  });
}
