import { pino } from "pino";
import type { Database } from "../../storage/db.js";
import { openTestDatabase } from "../../storage/testing.js";
import { createPaymentProcessor, LocalProcessor } from "./index.js";
import { StripeProcessor } from "./stripe.js";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db?.close();
});
const log = pino({ level: "silent" });

describe("createPaymentProcessor", () => {
  it("makes the local processor when STRIPE_SECRET_KEY is unset, registering PAYMENTS_WEBHOOK_URLS", async () => {
    const processor = await createPaymentProcessor({
      db,
      log,
      env: { PAYMENTS_WEBHOOK_URLS: "http://127.0.0.1:9/hook", PAYMENTS_WEBHOOK_DELIVERY: "manual" },
    });
    try {
      expect(processor).toBeInstanceOf(LocalProcessor);
      expect(processor.kind).toBe("local");
      const local = processor as LocalProcessor;
      expect(local.deliveryMode).toBe("manual");
      expect((await local.webhookEndpoints()).map((e) => e.url)).toEqual(["http://127.0.0.1:9/hook"]);
    } finally {
      await processor.close();
    }
  });

  it("makes the Stripe adapter when STRIPE_SECRET_KEY is set (without calling Stripe)", async () => {
    const processor = await createPaymentProcessor({
      db,
      log,
      env: {
        STRIPE_SECRET_KEY: "sk_test_x",
        STRIPE_WEBHOOK_SECRET: "whsec_x",
        STRIPE_PUBLISHABLE_KEY: "pk_test_x",
      },
    });
    expect(processor).toBeInstanceOf(StripeProcessor);
    expect(processor.publishableKey).toBe("pk_test_x");
    await processor.close();
  });

  it("refuses a broken configuration", async () => {
    await expect(
      createPaymentProcessor({ db, log, env: { STRIPE_SECRET_KEY: "sk_test_x" } }),
    ).rejects.toThrow(/STRIPE_WEBHOOK_SECRET/);
  });
});
