import { loadPaymentsConfig } from "./config.js";
import { DEV_WEBHOOK_SECRET } from "./local/processor.js";

describe("loadPaymentsConfig", () => {
  it.each([
    [
      "defaults to the local processor with the dev secret",
      {},
      { processor: "local", webhookSecret: DEV_WEBHOOK_SECRET, devSecret: true, webhookUrls: [] },
    ],
    [
      "reads the local settings",
      {
        PAYMENTS_WEBHOOK_SECRET: "whsec_mine",
        PAYMENTS_WEBHOOK_URLS:
          "http://127.0.0.1:3000/account/api/billing/webhook, https://hooks.example.com/x",
        PAYMENTS_WEBHOOK_DELIVERY: "manual",
        PUBLIC_URL: "https://api.example.com/",
      },
      {
        processor: "local",
        webhookSecret: "whsec_mine",
        devSecret: false,
        webhookUrls: ["http://127.0.0.1:3000/account/api/billing/webhook", "https://hooks.example.com/x"],
        delivery: "manual",
        publicUrl: "https://api.example.com",
      },
    ],
    [
      "picks Stripe when STRIPE_SECRET_KEY is set",
      {
        STRIPE_SECRET_KEY: "sk_test_123",
        STRIPE_WEBHOOK_SECRET: "whsec_abc",
        STRIPE_PUBLISHABLE_KEY: "pk_test_123",
        STRIPE_PRICES: "starter=price_1, pro=price_2,meter:api_usage=price_3",
        PAYMENTS_WEBHOOK_URLS: "http://ignored",
      },
      {
        processor: "stripe",
        stripe: {
          secretKey: "sk_test_123",
          webhookSecret: "whsec_abc",
          publishableKey: "pk_test_123",
          prices: { starter: "price_1", pro: "price_2", "meter:api_usage": "price_3" },
        },
      },
    ],
    [
      "treats an empty STRIPE_SECRET_KEY as unset",
      { STRIPE_SECRET_KEY: " " },
      expect.objectContaining({ processor: "local" }),
    ],
  ])("%s", (_name, env, want) => {
    expect(loadPaymentsConfig(env)).toEqual(want);
  });

  it.each([
    [
      "a malformed secret key",
      { STRIPE_SECRET_KEY: "pk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1" },
      /STRIPE_SECRET_KEY/,
    ],
    ["Stripe without a webhook secret", { STRIPE_SECRET_KEY: "sk_test_1" }, /STRIPE_WEBHOOK_SECRET/],
    [
      "a bad price list",
      { STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1", STRIPE_PRICES: "starter" },
      /STRIPE_PRICES/,
    ],
    ["a relative webhook URL", { PAYMENTS_WEBHOOK_URLS: "/hooks" }, /PAYMENTS_WEBHOOK_URLS/],
    ["an unknown delivery mode", { PAYMENTS_WEBHOOK_DELIVERY: "sometimes" }, /PAYMENTS_WEBHOOK_DELIVERY/],
    ["a non-http PUBLIC_URL", { PUBLIC_URL: "ftp://x" }, /PUBLIC_URL/],
    ["the local processor in production", { NODE_ENV: "production" }, /STRIPE_SECRET_KEY/],
  ])("refuses %s, naming the variable", (_name, env, message) => {
    expect(() => loadPaymentsConfig(env)).toThrow(message);
  });
});
