/** Webhook verification in the Stripe adapter: Stripe's own library, our typed errors. No network. */
import Stripe from "stripe";
import { WebhookSignatureError } from "./errors.js";
import { type StripeApi, StripeProcessor, type StripeSettings } from "./stripe.js";

const settings: StripeSettings = {
  secretKey: "sk_test_x",
  webhookSecret: "whsec_test",
  publishableKey: "",
  prices: {},
};

describe("StripeProcessor.constructEvent", () => {
  const now = 1_750_000_000;
  const body = JSON.stringify({
    id: "evt_1",
    object: "event",
    type: "checkout.session.completed",
    created: now,
    livemode: false,
    data: {
      object: {
        id: "cs_test_1",
        object: "checkout.session",
        url: null,
        status: "complete",
        payment_status: "paid",
        amount_total: 2500,
        currency: "usd",
        metadata: { orderId: "7" },
        payment_intent: "pi_1",
      },
    },
  });
  const p = new StripeProcessor({} as StripeApi, settings, () => now * 1000);
  const sign = (secret: string, timestamp = now) =>
    Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp });

  it("verifies with Stripe's library and types the event", () => {
    const event = p.constructEvent(Buffer.from(body), sign("whsec_test"));
    expect(event).toMatchObject({
      id: "evt_1",
      type: "checkout.session.completed",
      data: { object: { id: "cs_test_1", status: "complete", paymentStatus: "paid" } },
    });
  });

  it.each([
    ["a missing header", undefined, "missing_header"],
    ["the wrong secret", sign("whsec_other"), "signature_mismatch"],
    ["a stale timestamp", sign("whsec_test", now - 301), "timestamp_outside_tolerance"],
    ["a malformed header", "nonsense", "malformed_header"],
  ])("rejects %s", (_name, header, reason) => {
    try {
      p.constructEvent(body, header);
      throw new Error("accepted");
    } catch (err) {
      expect(err).toBeInstanceOf(WebhookSignatureError);
      expect((err as WebhookSignatureError).reason).toBe(reason);
      expect((err as WebhookSignatureError).status).toBe(401);
    }
  });

  it("refuses a signed body that is not JSON with 400, not 401", () => {
    const text = "not json";
    try {
      p.constructEvent(
        text,
        Stripe.webhooks.generateTestHeaderString({ payload: text, secret: "whsec_test", timestamp: now }),
      );
      throw new Error("accepted");
    } catch (err) {
      expect(err).toMatchObject({ reason: "invalid_payload", status: 400, code: "validation_failed" });
    }
  });
});
