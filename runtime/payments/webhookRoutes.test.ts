import type { OperationDefinition, ServiceBinding } from "../contract.js";
import { paymentWebhookUrls } from "./webhookRoutes.js";

function service(name: string, ops: Array<{ path: string; webhook?: boolean }>): ServiceBinding {
  const operations = ops.map(
    ({ path, webhook }) =>
      ({ operationId: path, path, policy: webhook ? { paymentsWebhook: true } : {} }) as OperationDefinition,
  );
  return { definition: { name, operations } as ServiceBinding["definition"], module: { handlers: {} } };
}

const services = [
  service("shop", [{ path: "/items" }, { path: "/checkout/webhook", webhook: true }]),
  service("shop-ext", [{ path: "/checkout/webhook", webhook: true }]),
  service("uuid", [{ path: "/v1/uuid" }]),
];

describe("paymentWebhookUrls", () => {
  it("lists every operation marked x-payments-webhook, where it is mounted", () => {
    expect(paymentWebhookUrls(services, "http://127.0.0.1:3000")).toEqual([
      "http://127.0.0.1:3000/shop/checkout/webhook",
      "http://127.0.0.1:3000/shop-ext/checkout/webhook",
    ]);
  });

  it("uses the root when one service is served alone", () => {
    expect(paymentWebhookUrls(services, "http://127.0.0.1:3000", "shop")).toEqual([
      "http://127.0.0.1:3000/checkout/webhook",
    ]);
    expect(paymentWebhookUrls(services, "http://127.0.0.1:3000", "uuid")).toEqual([]);
  });
});
