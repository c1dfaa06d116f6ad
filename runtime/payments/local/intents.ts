/**
 * Payment intents (account top-ups) and setup intents (saving a card) on the local processor.
 * There is no card form: an intent succeeds when `confirmPaymentIntent` is called (standing in
 * for the browser confirming it), or at once with `useDefaultCard` — the local processor treats
 * every customer's saved card as good.
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
import { type LocalContext, noSuch, reject } from "./context.js";
import {
  checkAmount,
  checkCurrency,
  checkIdempotencyKey,
  checkMetadata,
  checkSameRequest,
  requestHash,
} from "./validate.js";
import { wirePaymentIntent, wireSetupIntent } from "./wireObjects.js";

/** Our view of a stored payment intent. */
export function paymentIntentView(row: PaymentIntentRow): PaymentIntent {
  return toPaymentIntent(wirePaymentIntent(row));
}

/** Creates a payment intent; with `useDefaultCard` it succeeds at once (and its webhook is sent). */
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
  const { idempotencyKey: _key, ...params } = input;
  const hash = requestHash(params);
  return ctx.transaction(async (trx) => {
    if (input.customerId && !(await findCustomer(trx, input.customerId)))
      noSuch("customer", input.customerId);
    const id = localId("pi");
    const now = ctx.now();
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
 * Test/dev helper standing in for the browser's card form: the intent succeeds and
 * `payment_intent.succeeded` is sent. Confirming a succeeded intent again changes nothing.
 */
export async function confirmPaymentIntent(ctx: LocalContext, id: string): Promise<PaymentIntent> {
  return ctx.transaction(async (trx) => {
    const succeeded = await succeedPaymentIntent(trx, id, ctx.now());
    if (succeeded) {
      await ctx.emit(trx, "payment_intent.succeeded", wirePaymentIntent(succeeded));
      return paymentIntentView(succeeded);
    }
    const row = (await findPaymentIntent(trx, id)) ?? noSuch("payment_intent", id);
    if (row.status !== "succeeded")
      reject("payment_intent_unexpected_state", `Payment intent ${id} is ${row.status}`);
    return paymentIntentView(row);
  });
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
