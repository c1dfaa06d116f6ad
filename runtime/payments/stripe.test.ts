/**
 * The Stripe adapter against a fake client: no network. Checks the parameters it sends, the
 * mapping of what comes back, and the mapping of Stripe's errors.
 */
import Stripe from "stripe";
import { ProcessorUnavailableError } from "./errors.js";
import { type StripeApi, StripeProcessor, type StripeSettings } from "./stripe.js";

const settings: StripeSettings = {
  secretKey: "sk_test_x",
  webhookSecret: "whsec_test",
  publishableKey: "pk_test_x",
  prices: { starter: "price_starter" },
};

type Call = { method: string; args: unknown[] };

/** A fake client: each method records its call and answers from `answers` (or throws). */
function fakeApi(answers: Record<string, (...args: unknown[]) => unknown>): {
  api: StripeApi;
  calls: Call[];
} {
  const calls: Call[] = [];
  const method =
    (name: string) =>
    async (...args: unknown[]) => {
      calls.push({ method: name, args });
      const answer = answers[name];
      if (!answer) throw new Error(`unexpected call ${name}`);
      return answer(...args);
    };
  const api = {
    checkout: {
      sessions: {
        create: method("checkout.sessions.create"),
        retrieve: method("checkout.sessions.retrieve"),
      },
    },
    customers: { create: method("customers.create"), retrieve: method("customers.retrieve") },
    subscriptions: { create: method("subscriptions.create") },
    billing: { meterEvents: { create: method("billing.meterEvents.create") } },
    paymentIntents: { create: method("paymentIntents.create"), retrieve: method("paymentIntents.retrieve") },
    setupIntents: { create: method("setupIntents.create") },
    prices: { list: method("prices.list") },
  } as unknown as StripeApi;
  return { api, calls };
}

const stripeSession = {
  id: "cs_test_1",
  object: "checkout.session",
  url: "https://checkout.stripe.com/c/pay/cs_test_1",
  status: "open",
  payment_status: "unpaid",
  amount_total: 2500,
  currency: "usd",
  metadata: { orderId: "7" },
  payment_intent: null,
};

describe("StripeProcessor", () => {
  it("creates a checkout session with inline prices and the idempotency key", async () => {
    const { api, calls } = fakeApi({ "checkout.sessions.create": () => stripeSession });
    const p = new StripeProcessor(api, settings);
    const session = await p.createCheckoutSession({
      lineItems: [{ name: "Mug", unitAmountCents: 1250, quantity: 2 }],
      currency: "USD",
      successUrl: "https://shop/ok?s={CHECKOUT_SESSION_ID}",
      cancelUrl: "https://shop/cart",
      metadata: { orderId: "7" },
      idempotencyKey: "order-7",
    });
    expect(session).toMatchObject({
      id: "cs_test_1",
      url: stripeSession.url,
      status: "open",
      amountTotalCents: 2500,
    });
    expect(calls[0]?.args).toEqual([
      {
        mode: "payment",
        line_items: [
          { quantity: 2, price_data: { currency: "usd", unit_amount: 1250, product_data: { name: "Mug" } } },
        ],
        success_url: "https://shop/ok?s={CHECKOUT_SESSION_ID}",
        cancel_url: "https://shop/cart",
        metadata: { orderId: "7" },
        payment_intent_data: { metadata: { orderId: "7" } },
      },
      { idempotencyKey: "order-7" },
    ]);
  });

  it("answers null for a session Stripe does not know, and 502s for anything else", async () => {
    const missing = new Stripe.errors.StripeInvalidRequestError({
      message: "No such checkout.session",
      code: "resource_missing",
    });
    const { api } = fakeApi({
      "checkout.sessions.retrieve": (id) => {
        if (id === "cs_gone") throw missing;
        throw new Stripe.errors.StripeConnectionError({ message: "ECONNRESET" });
      },
    });
    const p = new StripeProcessor(api, settings);
    expect(await p.retrieveCheckoutSession("cs_gone")).toBeNull();
    const err = await p.retrieveCheckoutSession("cs_other").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProcessorUnavailableError);
    expect(err).toMatchObject({ status: 502 });
  });

  it("charges the saved default card off-session with useDefaultCard", async () => {
    const { api, calls } = fakeApi({
      "customers.retrieve": () => ({
        id: "cus_1",
        object: "customer",
        invoice_settings: { default_payment_method: "pm_1" },
      }),
      "paymentIntents.create": () => ({
        id: "pi_1",
        client_secret: "pi_1_secret",
        status: "succeeded",
        amount: 2500,
        currency: "usd",
        customer: "cus_1",
        metadata: { purpose: "top_up" },
      }),
    });
    const p = new StripeProcessor(api, settings);
    const pi = await p.createPaymentIntent({
      amountCents: 2500,
      currency: "usd",
      customerId: "cus_1",
      metadata: { purpose: "top_up" },
      idempotencyKey: "t-1",
      useDefaultCard: true,
    });
    expect(pi).toMatchObject({ id: "pi_1", status: "succeeded", customerId: "cus_1" });
    expect(calls[1]?.args).toEqual([
      {
        amount: 2500,
        currency: "usd",
        customer: "cus_1",
        metadata: { purpose: "top_up" },
        payment_method: "pm_1",
        confirm: true,
        off_session: true,
      },
      { idempotencyKey: "t-1" },
    ]);
  });

  it("refuses useDefaultCard when the customer has no saved card", async () => {
    const { api } = fakeApi({
      "customers.retrieve": () => ({ id: "cus_1", invoice_settings: { default_payment_method: null } }),
    });
    const p = new StripeProcessor(api, settings);
    await expect(
      p.createPaymentIntent({
        amountCents: 900,
        currency: "usd",
        customerId: "cus_1",
        metadata: {},
        idempotencyKey: "k",
        useDefaultCard: true,
      }),
    ).rejects.toMatchObject({ processorCode: "no_default_payment_method" });
  });

  it("subscribes to a plan default_incomplete and returns the first invoice's client secret", async () => {
    const { api, calls } = fakeApi({
      "subscriptions.create": () => ({
        id: "sub_1",
        customer: "cus_1",
        status: "incomplete",
        metadata: { planId: "starter" },
        latest_invoice: {
          id: "in_1",
          confirmation_secret: { client_secret: "pi_9_secret_z", type: "payment_intent" },
        },
      }),
    });
    const p = new StripeProcessor(api, settings);
    const sub = await p.createSubscription({ customerId: "cus_1", planId: "starter" });
    expect(sub).toMatchObject({
      id: "sub_1",
      status: "incomplete",
      planId: "starter",
      clientSecret: "pi_9_secret_z",
    });
    expect(calls[0]?.args[0]).toMatchObject({
      customer: "cus_1",
      items: [{ price: "price_starter" }],
      payment_behavior: "default_incomplete",
      metadata: { planId: "starter" },
      expand: ["latest_invoice.confirmation_secret"],
    });
    await expect(p.createSubscription({ customerId: "cus_1", planId: "gold" })).rejects.toMatchObject({
      processorCode: "resource_missing",
    });
  });

  it("finds a metered price by lookup_key once, and subscribes with it", async () => {
    const { api, calls } = fakeApi({
      "prices.list": () => ({ object: "list", data: [{ id: "price_meter" }], has_more: false }),
      "subscriptions.create": () => ({
        id: "sub_m",
        customer: "cus_1",
        status: "active",
        metadata: { meter: "api_usage" },
      }),
    });
    const p = new StripeProcessor(api, settings);
    await p.createMeteredSubscription({ customerId: "cus_1", meter: "api_usage" });
    const sub = await p.createMeteredSubscription({ customerId: "cus_1", meter: "api_usage" });
    expect(sub).toMatchObject({ status: "active", meter: "api_usage" });
    expect(calls.map((c) => c.method)).toEqual([
      "prices.list",
      "subscriptions.create",
      "subscriptions.create",
    ]);
    expect(calls[0]?.args[0]).toEqual({ lookup_keys: ["meter:api_usage"], active: true, limit: 1 });
  });

  it("reports usage as a meter event; a replayed or refused duplicate identifier answers duplicate", async () => {
    let n = 0;
    const { api, calls } = fakeApi({
      "billing.meterEvents.create": () => {
        n += 1;
        if (n === 3)
          throw new Stripe.errors.StripeInvalidRequestError({
            message: "An event already exists with identifier u-1",
          });
        return {
          identifier: "u-1",
          lastResponse: { headers: n === 2 ? { "idempotent-replayed": "true" } : {} },
        };
      },
    });
    const p = new StripeProcessor(api, settings);
    const report = {
      customerId: "cus_1",
      meter: "api_usage",
      quantity: 17,
      identifier: "u-1",
      timestamp: new Date(1_750_000_000_000),
    };
    expect(await p.reportUsage(report)).toEqual({ identifier: "u-1", duplicate: false });
    expect(await p.reportUsage(report)).toEqual({ identifier: "u-1", duplicate: true });
    expect(await p.reportUsage(report)).toEqual({ identifier: "u-1", duplicate: true });
    expect(calls[0]?.args).toEqual([
      {
        event_name: "api_usage",
        identifier: "u-1",
        timestamp: 1_750_000_000,
        payload: { stripe_customer_id: "cus_1", value: "17" },
      },
      { idempotencyKey: "meter-event:u-1" },
    ]);
  });
});
