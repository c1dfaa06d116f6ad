/**
 * Where the local processor should send its webhooks: every operation the contracts mark
 * `x-payments-webhook`, at the address the app is reachable on. (Stripe is configured in its
 * dashboard instead.)
 */
import type { ServiceBinding } from "../contract.js";
import { LocalProcessor } from "./local/index.js";
import type { PaymentProcessor } from "./processor.js";

/** Absolute URLs of the webhook routes, for services mounted at `/<name>` or one `only` at `/`. */
export function paymentWebhookUrls(services: ServiceBinding[], origin: string, only?: string): string[] {
  return services
    .filter((s) => !only || s.definition.name === only)
    .flatMap(({ definition }) =>
      definition.operations
        .filter((op) => op.policy.paymentsWebhook)
        .map((op) => `${origin}${only ? "" : `/${definition.name}`}${op.path}`),
    );
}

/** Registers those URLs with a local processor; returns them (none for Stripe). */
export async function registerPaymentWebhooks(
  payments: PaymentProcessor,
  services: ServiceBinding[],
  origin: string,
  only?: string,
): Promise<string[]> {
  if (!(payments instanceof LocalProcessor)) return [];
  const urls = paymentWebhookUrls(services, origin, only);
  for (const url of urls) await payments.registerWebhookEndpoint(url);
  return urls;
}
