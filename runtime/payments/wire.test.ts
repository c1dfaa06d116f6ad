import { WebhookSignatureError } from "./errors.js";
import type { ProcessorEvent } from "./events.js";
import {
  parseEventBody,
  toCheckoutSession,
  toInvoice,
  toPaymentIntent,
  toProcessorEvent,
  toSetupIntent,
  toSubscription,
  type WireCheckoutSession,
  type WireInvoice,
} from "./wire.js";

// Trimmed from Stripe API reference examples (basil shapes), with the fields we read.
const session: WireCheckoutSession = {
  id: "cs_test_a1",
  object: "checkout.session",
  url: null,
  status: "complete",
  payment_status: "paid",
  amount_total: 2699,
  currency: "usd",
  metadata: { orderId: "42" },
  payment_intent: { id: "pi_3Mt" },
};
const invoice: WireInvoice = {
  id: "in_1MtHbE",
  object: "invoice",
  customer: "cus_NeZw",
  status: "paid",
  amount_due: 2900,
  amount_paid: 2900,
  currency: "usd",
  billing_reason: "subscription_cycle",
  parent: {
    type: "subscription_details",
    subscription_details: { subscription: "sub_1MowQV", metadata: { planId: "pro" } },
  },
};

describe("object mapping", () => {
  it.each([
    [
      "a paid checkout session (expanded payment_intent)",
      () => toCheckoutSession(session),
      {
        id: "cs_test_a1",
        url: null,
        status: "complete",
        paymentStatus: "paid",
        amountTotalCents: 2699,
        currency: "usd",
        metadata: { orderId: "42" },
        paymentIntentId: "pi_3Mt",
      },
    ],
    [
      "a free basket (no_payment_required) as paid",
      () => toCheckoutSession({ ...session, payment_status: "no_payment_required", amount_total: 0 }),
      expect.objectContaining({ paymentStatus: "paid", amountTotalCents: 0 }),
    ],
    [
      "a session with nulls",
      () =>
        toCheckoutSession({
          ...session,
          status: null,
          amount_total: null,
          metadata: null,
          payment_intent: null,
        }),
      expect.objectContaining({ status: "open", amountTotalCents: 0, metadata: {}, paymentIntentId: null }),
    ],
    [
      "a payment intent",
      () =>
        toPaymentIntent({
          id: "pi_1",
          client_secret: "pi_1_secret_x",
          status: "requires_payment_method",
          amount: 2500,
          currency: "usd",
          customer: { id: "cus_1" },
          metadata: { purpose: "top_up" },
        }),
      {
        id: "pi_1",
        clientSecret: "pi_1_secret_x",
        status: "requires_payment_method",
        amountCents: 2500,
        currency: "usd",
        customerId: "cus_1",
        metadata: { purpose: "top_up" },
        nextActionUrl: null,
      },
    ],
    [
      "a payment intent to be paid on a hosted page",
      () =>
        toPaymentIntent({
          id: "pi_3",
          client_secret: "pi_3_secret_x",
          status: "requires_payment_method",
          amount: 100,
          currency: "usd",
          customer: null,
          metadata: {},
          next_action: {
            type: "redirect_to_url",
            redirect_to_url: { url: "https://pay.example/pi_3", return_url: null },
          },
        }),
      expect.objectContaining({ nextActionUrl: "https://pay.example/pi_3" }),
    ],
    [
      "a payment intent with a status newer than ours (not final)",
      () =>
        toPaymentIntent({
          id: "pi_2",
          client_secret: null,
          status: "requires_reauthorization",
          amount: 1,
          currency: "eur",
          customer: null,
          metadata: null,
        }),
      expect.objectContaining({ status: "processing", customerId: null, metadata: {} }),
    ],
    [
      "a setup intent",
      () => toSetupIntent({ id: "seti_1", client_secret: "s", status: "succeeded", customer: "cus_1" }),
      { id: "seti_1", clientSecret: "s", status: "succeeded", customerId: "cus_1" },
    ],
    [
      "a plan subscription",
      () =>
        toSubscription({
          id: "sub_1",
          customer: "cus_1",
          status: "past_due",
          metadata: { planId: "starter" },
        }),
      {
        id: "sub_1",
        customerId: "cus_1",
        status: "past_due",
        planId: "starter",
        meter: null,
        metadata: { planId: "starter" },
      },
    ],
    [
      "a metered subscription",
      () =>
        toSubscription({
          id: "sub_2",
          customer: { id: "cus_2" },
          status: "active",
          metadata: { meter: "api_usage" },
        }),
      expect.objectContaining({ planId: null, meter: "api_usage", customerId: "cus_2" }),
    ],
    [
      "an invoice (subscription under parent.subscription_details)",
      () => toInvoice(invoice),
      {
        id: "in_1MtHbE",
        customerId: "cus_NeZw",
        subscriptionId: "sub_1MowQV",
        planId: "pro",
        status: "paid",
        amountDueCents: 2900,
        amountPaidCents: 2900,
        currency: "usd",
        billingReason: "subscription_cycle",
      },
    ],
    [
      "an invoice without a subscription",
      () => toInvoice({ ...invoice, parent: null, billing_reason: null }),
      expect.objectContaining({ subscriptionId: null, planId: null, billingReason: null }),
    ],
  ])("maps %s", (_name, map, want) => {
    expect(map()).toEqual(want);
  });
});

describe("toProcessorEvent", () => {
  const envelope = (type: string, object: unknown) => ({
    id: "evt_1",
    object: "event",
    type,
    created: 1_750_000_000,
    livemode: false,
    api_version: "2025-03-31.basil",
    data: { object },
  });

  it("types a known event and maps its object", () => {
    const event: ProcessorEvent = toProcessorEvent(envelope("invoice.paid", invoice));
    expect(event.type).toBe("invoice.paid");
    if (event.type !== "invoice.paid") return;
    expect(event).toEqual({
      id: "evt_1",
      type: "invoice.paid",
      created: 1_750_000_000,
      livemode: false,
      data: { object: toInvoice(invoice) },
    });
  });

  it("passes an unmodelled event through as unrecognized", () => {
    expect(toProcessorEvent(envelope("charge.refunded", { id: "ch_1" }))).toEqual({
      id: "evt_1",
      type: "unrecognized",
      processorType: "charge.refunded",
      created: 1_750_000_000,
      livemode: false,
      data: { object: { id: "ch_1" } },
    });
  });

  it.each([
    ["not JSON", "{"],
    ["not an object", "[]"],
    ["no data.object", JSON.stringify({ id: "evt", type: "x", created: 1, data: {} })],
    ["no id", JSON.stringify({ type: "x", created: 1, data: { object: {} } })],
  ])("rejects a body that is %s", (_name, body) => {
    const err = (() => {
      try {
        parseEventBody(body);
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(err).toBeInstanceOf(WebhookSignatureError);
    expect((err as WebhookSignatureError).reason).toBe("invalid_payload");
  });
});
