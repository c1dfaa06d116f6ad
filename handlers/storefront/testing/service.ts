/**
 * The storefront served in-process for tests: the runtime's test harness (response
 * validation on, express-openapi-validator judging every answer), with a payment processor
 * of the test's choosing (default: the runtime's local processor, webhooks flushed by hand).
 */
import type { PaymentProcessor } from "../../../runtime/payments/processor.js";
import { startTestService, type TestService } from "../../../runtime/testing/harness.js";
import { createStorefrontHandlers } from "../index.js";
import { runtimeProcessor } from "../options.js";

/** The two published variants. */
export type StorefrontName = "storefront" | "storefront-ext";

/** Options of {@link startStorefront}. */
export interface StorefrontTestOptions {
  /**
   * The payment processor handlers see, or how to make one on the service's database (default:
   * the runtime's, `ctx.payments`).
   */
  processor?: PaymentProcessor | ((svc: TestService) => Promise<PaymentProcessor>);
  now?: () => Date;
}

/** Serves one variant at `/` on a fresh test database. */
export async function startStorefront(
  name: StorefrontName,
  options: StorefrontTestOptions = {},
): Promise<TestService> {
  let processor: PaymentProcessor | undefined;
  const handlers = createStorefrontHandlers({
    processor: (ctx) => processor ?? runtimeProcessor(ctx),
  });
  const svc = await startTestService(name, {
    handlers: name === "storefront" ? handlers.base : handlers.ext,
    ...(options.now ? { now: options.now } : {}),
  });
  const given = options.processor;
  processor = typeof given === "function" ? await given(svc) : given;
  return svc;
}
