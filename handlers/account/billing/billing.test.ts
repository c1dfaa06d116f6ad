/**
 * Billing against the real local payment processor: quotes and top-ups share one breakdown,
 * credits arrive only with the signed webhook (once, however often it is replayed), plans grant
 * on invoice.paid, payment-health alerts come and go, and bad input is refused with nothing
 * granted.
 */
import request from "supertest";
import type { LocalProcessor } from "../../../runtime/payments/local/index.js";
import { DEV_WEBHOOK_SECRET } from "../../../runtime/payments/local/processor.js";
import { signatureHeader } from "../../../runtime/payments/signature.js";
import { startTestService, type TestService } from "../../../runtime/testing/harness.js";
import { accountBalance, ensureUserAccount } from "../../../storage/platform/credits.js";
import { type Person, signUp } from "../testing/people.js";
import { priceBreakdown } from "./quote.js";

let svc: TestService;
let processor: LocalProcessor;
let ada: Person;

beforeAll(async () => {
  svc = await startTestService("account");
  processor = svc.deps.payments as LocalProcessor;
  const base = await svc.listen();
  await processor.registerWebhookEndpoint(`${base}/api/billing/webhook`);
  ada = await signUp(svc);
});
afterAll(async () => {
  expect(svc.violations()).toEqual([]);
  await svc.close();
});

const balanceOf = async (p: Person) =>
  accountBalance(svc.db.knex, await ensureUserAccount(svc.db.knex, p.id));
const intentId = (clientSecret: string) => clientSecret.split("_secret_")[0]!;

async function saveCard(p: Person) {
  const res = await request(svc.app).post("/api/billing/setup-intent").set(p.cookie);
  expect(res.status).toBe(200);
  await processor.confirmSetupIntent(intentId(res.body.clientSecret));
  await processor.flushWebhooks();
}

describe("breakdown", () => {
  it("follows the documented formula", () => {
    expect(priceBreakdown(1000, 725)).toEqual({
      subtotalCents: 1000,
      taxCents: 73,
      totalCents: 1073,
      credits: 9_410_000,
    });
    expect(priceBreakdown(100, 725)).toEqual({
      subtotalCents: 100,
      taxCents: 7,
      totalCents: 107,
      credits: 670_000,
    });
    expect(priceBreakdown(100000, 0).credits).toBe((100000 - 2900 - 30) * 10_000);
  });

  it("is what purchase-quote and payment-intent both answer", async () => {
    for (const amountCents of [100, 999, 12345, 100000]) {
      const quote = await request(svc.app)
        .get("/api/billing/purchase-quote")
        .query({ amountCents })
        .set(ada.cookie);
      const intent = await request(svc.app)
        .post("/api/billing/payment-intent")
        .set(ada.cookie)
        .send({ amountCents });
      expect(quote.status).toBe(200);
      expect(intent.status).toBe(200);
      expect(intent.body.breakdown).toEqual(quote.body);
      expect(quote.body).toEqual(priceBreakdown(amountCents, 725));
    }
  });
});

describe("top-ups", () => {
  it("grants the quoted credits on the webhook, once, even when the event is replayed", async () => {
    const p = await signUp(svc, "Payer");
    const res = await request(svc.app)
      .post("/api/billing/payment-intent")
      .set(p.cookie)
      .send({ amountCents: 2500 });
    expect(await balanceOf(p)).toBe(0n);
    const pi = await processor.confirmPaymentIntent(intentId(res.body.clientSecret));
    expect(pi.amountCents).toBe(res.body.breakdown.totalCents);
    await processor.flushWebhooks();
    expect(await balanceOf(p)).toBe(BigInt(res.body.breakdown.credits));
    const events = await svc.db
      .knex("processor_events")
      .where({ type: "payment_intent.succeeded" })
      .orderBy("created_at", "desc");
    await processor.resendEvent(events[0].id);
    await processor.flushWebhooks();
    expect(await balanceOf(p)).toBe(BigInt(res.body.breakdown.credits));
  });

  it("charges the saved card in one click, and answers 409 without one", async () => {
    const p = await signUp(svc, "Clicker");
    const refused = await request(svc.app)
      .post("/api/billing/payment-intent")
      .set(p.cookie)
      .send({ amountCents: 500, useDefaultCard: true });
    expect(refused.status).toBe(409);
    expect(refused.headers["content-type"]).toMatch(/^application\/problem\+json/);
    await saveCard(p);
    const paid = await request(svc.app)
      .post("/api/billing/payment-intent")
      .set(p.cookie)
      .send({ amountCents: 500, useDefaultCard: true });
    expect(paid.status).toBe(200);
    await processor.flushWebhooks();
    expect(await balanceOf(p)).toBe(BigInt(paid.body.breakdown.credits));
  });

  it.each([[{ amountCents: 99 }], [{ amountCents: 100001 }], [{ amountCents: 10.5 }], [{}]])(
    "refuses %j with a 400 problem naming amountCents",
    async (body) => {
      const res = await request(svc.app).post("/api/billing/payment-intent").set(ada.cookie).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 400, title: expect.any(String) });
      expect(JSON.stringify(res.body.errors)).toContain("amountCents");
    },
  );

  it("needs the session cookie", async () => {
    expect(
      (await request(svc.app).get("/api/billing/purchase-quote").query({ amountCents: 100 })).status,
    ).toBe(401);
    expect(
      (await request(svc.app).get("/api/billing/purchase-quote").query({ amountCents: 100 }).set(ada.bearer))
        .status,
    ).toBe(401);
  });

  it("answers 502 and records nothing when the processor is down", async () => {
    const p = await signUp(svc, "Outage");
    processor.setAvailable(false);
    try {
      const res = await request(svc.app)
        .post("/api/billing/payment-intent")
        .set(p.cookie)
        .send({ amountCents: 500 });
      expect(res.status).toBe(502);
    } finally {
      processor.setAvailable(true);
    }
    expect(await svc.db.knex("account_topups").where({ user_id: p.id })).toEqual([]);
  });
});

describe("webhook", () => {
  const post = (payload: string, signature: string) =>
    request(svc.app)
      .post("/api/billing/webhook")
      .set("Content-Type", "application/json")
      .set("Stripe-Signature", signature)
      .send(payload);

  it("refuses a bad signature with 401 and grants nothing", async () => {
    const p = await signUp(svc, "Forger");
    const event = {
      id: "evt_forged",
      type: "payment_intent.succeeded",
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: "pi_forged",
          object: "payment_intent",
          status: "succeeded",
          amount: 100,
          currency: "usd",
          metadata: {
            purpose: "account_topup",
            userId: p.id,
            amountCents: "100000",
            taxCents: "0",
            credits: "999999999",
          },
        },
      },
    };
    const payload = JSON.stringify(event);
    const res = await post(payload, signatureHeader(payload, "whsec_wrong"));
    // The signature is the webhook's credential: a wrong one is an authentication failure.
    expect(res.status).toBe(401);
    expect(res.headers["content-type"]).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ status: 401, title: "Invalid signature" });
    expect(await balanceOf(p)).toBe(0n);
  });

  it("raises topup_declined for a declined one-click top-up, cleared by saving a card", async () => {
    const p = await signUp(svc, "Declined");
    await saveCard(p);
    const billing = await svc.db.knex("account_billing").where({ user_id: p.id }).first();
    const event = {
      id: "evt_declined_1",
      type: "payment_intent.payment_failed",
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: "pi_declined_1",
          object: "payment_intent",
          status: "requires_payment_method",
          amount: 535,
          currency: "usd",
          customer: billing.customer_id,
          metadata: {
            purpose: "account_topup",
            userId: p.id,
            amountCents: "500",
            taxCents: "35",
            credits: "4540000",
            oneClick: "true",
          },
        },
      },
    };
    const payload = JSON.stringify(event);
    expect((await post(payload, signatureHeader(payload, DEV_WEBHOOK_SECRET))).status).toBe(200);
    const health = await request(svc.app).get("/api/billing/payment-health").set(p.cookie);
    expect(health.body.alert).toMatchObject({ kind: "topup_declined" });
    expect(await balanceOf(p)).toBe(0n);
    await saveCard(p);
    expect((await request(svc.app).get("/api/billing/payment-health").set(p.cookie)).body).toEqual({
      alert: null,
    });
  });
});

describe("subscriptions", () => {
  it("grants the plan's credits on invoice.paid, raises past-due on a failed renewal, clears it when paid", async () => {
    const p = await signUp(svc, "Subscriber");
    expect(
      (await request(svc.app).post("/api/billing/subscribe").set(p.cookie).send({ planId: "starter" }))
        .status,
    ).toBe(409);
    await saveCard(p);
    const res = await request(svc.app)
      .post("/api/billing/subscribe")
      .set(p.cookie)
      .send({ planId: "starter" });
    expect(res.status).toBe(200);
    expect(res.body.clientSecret).toEqual(expect.any(String));
    const { subscription_id: subId } = await svc.db.knex("account_billing").where({ user_id: p.id }).first();
    await processor.payInvoice(subId);
    await processor.flushWebhooks();
    expect(await balanceOf(p)).toBe(10_000_000n);
    expect(
      (await request(svc.app).post("/api/billing/subscribe").set(p.cookie).send({ planId: "pro" })).status,
    ).toBe(409);

    await processor.failInvoice(subId);
    await processor.flushWebhooks();
    const alert = (await request(svc.app).get("/api/billing/payment-health").set(p.cookie)).body.alert;
    expect(alert).toMatchObject({ kind: "subscription_past_due" });
    await processor.payInvoice(subId);
    await processor.flushWebhooks();
    expect((await request(svc.app).get("/api/billing/payment-health").set(p.cookie)).body).toEqual({
      alert: null,
    });
    expect(await balanceOf(p)).toBe(20_000_000n);
  });

  it("answers 404 for an unknown plan, 400 for a control character", async () => {
    expect(
      (await request(svc.app).post("/api/billing/subscribe").set(ada.cookie).send({ planId: "platinum" }))
        .status,
    ).toBe(404);
    expect(
      (await request(svc.app).post("/api/billing/subscribe").set(ada.cookie).send({ planId: "a\u0001" }))
        .status,
    ).toBe(400);
  });
});
