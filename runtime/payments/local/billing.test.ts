import { pino } from "pino";
import type { Database } from "../../../storage/db.js";
import { openTestDatabase } from "../../../storage/testing.js";
import type { ProcessorEvent } from "../events.js";
import { PLANS } from "../plans.js";
import { addMonth } from "./billing.js";
import { createLocalProcessor, type LocalProcessor } from "./processor.js";
import { TestWebhookReceiver } from "./testReceiver.js";

let db: Database;
let processor: LocalProcessor;
let receiver: TestWebhookReceiver;

beforeAll(async () => {
  db = await openTestDatabase();
  processor = await createLocalProcessor({
    db,
    log: pino({ level: "silent" }),
    delivery: { mode: "manual" },
  });
  receiver = new TestWebhookReceiver();
  await receiver.up();
  await processor.registerWebhookEndpoint(receiver.url);
});
afterAll(async () => {
  await processor?.close();
  await receiver?.down();
  await db?.close();
});
beforeEach(() => {
  receiver.received.length = 0;
});

/** Delivers what is owed and returns the verified events received. */
async function delivered(): Promise<ProcessorEvent[]> {
  await processor.flushWebhooks();
  return receiver.received.map((r) => processor.constructEvent(r.body, r.signature));
}

describe("usage billing (storefront)", () => {
  it("connects a customer to a meter: an active metered subscription", async () => {
    const customer = await processor.createCustomer({
      email: "buyer@example.com",
      metadata: { userId: "u1" },
    });
    expect(customer.id).toMatch(/^cus_local_/);
    const sub = await processor.createMeteredSubscription({ customerId: customer.id, meter: "api_usage" });
    expect(sub).toMatchObject({
      id: expect.stringMatching(/^sub_local_/),
      status: "active",
      meter: "api_usage",
      planId: null,
    });
    const events = await delivered();
    expect(events.map((e) => [e.type, e.data.object])).toEqual([
      ["customer.subscription.created", expect.objectContaining({ id: sub.id, customerId: customer.id })],
    ]);
  });

  it("records a usage report once per identifier", async () => {
    const { id: customerId } = await processor.createCustomer({ metadata: {} });
    const report = {
      customerId,
      meter: "api_usage",
      quantity: 1700,
      identifier: "usage-2026-01-u1",
      timestamp: new Date(),
    };
    expect(await processor.reportUsage(report)).toEqual({ identifier: report.identifier, duplicate: false });
    expect(await processor.reportUsage(report)).toEqual({ identifier: report.identifier, duplicate: true });
    expect(await processor.reportUsage({ ...report, quantity: 5 })).toEqual({
      identifier: report.identifier,
      duplicate: true,
    });
    await processor.reportUsage({ ...report, identifier: "usage-2026-02-u1", quantity: 300 });
    expect(await processor.usageTotal(customerId, "api_usage")).toBe(2000n);
  });

  it("refuses usage for an unknown customer, a negative quantity, or a timestamp outside Stripe's window", async () => {
    const { id: customerId } = await processor.createCustomer({ metadata: {} });
    const base = { customerId, meter: "api_usage", quantity: 1, identifier: "x", timestamp: new Date() };
    await expect(processor.reportUsage({ ...base, customerId: "cus_local_nope" })).rejects.toMatchObject({
      processorCode: "resource_missing",
    });
    await expect(processor.reportUsage({ ...base, quantity: -1 })).rejects.toMatchObject({
      processorCode: "parameter_invalid_integer",
    });
    await expect(
      processor.reportUsage({ ...base, timestamp: new Date(Date.now() - 36 * 86_400_000) }),
    ).rejects.toMatchObject({ processorCode: "timestamp_out_of_range" });
  });
});

describe("plan subscriptions (account service)", () => {
  it("starts incomplete with a client secret; paying the first invoice sends invoice.paid and activates it", async () => {
    const { id: customerId } = await processor.createCustomer({ metadata: {} });
    const sub = await processor.createSubscription({ customerId, planId: "pro" });
    expect(sub).toMatchObject({ status: "incomplete", planId: "pro", meter: null });
    expect(sub.clientSecret).toMatch(/^in_local_\w+_secret_\w+$/);

    const invoice = await processor.payInvoice(sub.id);
    expect(invoice).toMatchObject({ status: "paid", amountPaidCents: PLANS.pro?.amountCents, planId: "pro" });
    const events = await delivered();
    expect(events.map((e) => e.type)).toEqual([
      "customer.subscription.created",
      "invoice.paid",
      "customer.subscription.updated",
    ]);
    const paid = events[1];
    if (paid?.type !== "invoice.paid") throw new Error("expected invoice.paid");
    expect(paid.data.object).toEqual({
      id: invoice.id,
      customerId,
      subscriptionId: sub.id,
      planId: "pro",
      status: "paid",
      amountDueCents: 2900,
      amountPaidCents: 2900,
      currency: "usd",
      billingReason: "subscription_create",
    });
    expect(events[2]?.data.object).toMatchObject({ id: sub.id, status: "active" });
  });

  it("bills renewals: payInvoice on an active subscription pays a subscription_cycle invoice", async () => {
    const { id: customerId } = await processor.createCustomer({ metadata: {} });
    const sub = await processor.createSubscription({ customerId, planId: "starter" });
    await processor.payInvoice(sub.id);
    const renewal = await processor.payInvoice(sub.id);
    expect(renewal).toMatchObject({
      billingReason: "subscription_cycle",
      status: "paid",
      amountPaidCents: 900,
    });
    const types = (await delivered()).map((e) => e.type);
    expect(types.filter((t) => t === "invoice.paid")).toHaveLength(2);
    expect(types.filter((t) => t === "customer.subscription.updated")).toHaveLength(1);
  });

  it("a failed renewal sends invoice.payment_failed and makes the subscription past_due; paying recovers it", async () => {
    const { id: customerId } = await processor.createCustomer({ metadata: {} });
    const sub = await processor.createSubscription({ customerId, planId: "starter" });
    await processor.payInvoice(sub.id);
    const failed = await processor.failInvoice(sub.id);
    expect(failed).toMatchObject({ status: "open", billingReason: "subscription_cycle", amountPaidCents: 0 });
    const recovered = await processor.payInvoice(sub.id);
    expect(recovered.id).toBe(failed.id);
    const events = await delivered();
    expect(
      events.map((e) => [
        e.type,
        "status" in (e.data.object as object) ? (e.data.object as { status: string }).status : null,
      ]),
    ).toEqual([
      ["customer.subscription.created", "incomplete"],
      ["invoice.paid", "paid"],
      ["customer.subscription.updated", "active"],
      ["invoice.payment_failed", "open"],
      ["customer.subscription.updated", "past_due"],
      ["invoice.paid", "paid"],
      ["customer.subscription.updated", "active"],
    ]);
  });

  it("a failed first invoice leaves the subscription incomplete", async () => {
    const { id: customerId } = await processor.createCustomer({ metadata: {} });
    const sub = await processor.createSubscription({ customerId, planId: "starter" });
    await processor.failInvoice(sub.id);
    const types = (await delivered()).map((e) => e.type);
    expect(types).toEqual(["customer.subscription.created", "invoice.payment_failed"]);
  });

  it("refuses an unknown plan or customer", async () => {
    const { id: customerId } = await processor.createCustomer({ metadata: {} });
    await expect(processor.createSubscription({ customerId, planId: "enterprise" })).rejects.toMatchObject({
      processorCode: "resource_missing",
    });
    await expect(
      processor.createSubscription({ customerId: "cus_local_x", planId: "pro" }),
    ).rejects.toMatchObject({
      processorCode: "resource_missing",
    });
  });
});

describe("addMonth", () => {
  it.each([
    ["2026-01-15T10:00:00Z", "2026-02-15T10:00:00.000Z"],
    ["2026-01-31T00:00:00Z", "2026-02-28T00:00:00.000Z"],
    ["2024-01-31T00:00:00Z", "2024-02-29T00:00:00.000Z"],
    ["2026-12-31T23:59:59Z", "2027-01-31T23:59:59.000Z"],
  ])("%s → %s", (from, to) => {
    expect(addMonth(new Date(from)).toISOString()).toBe(to);
  });
});
