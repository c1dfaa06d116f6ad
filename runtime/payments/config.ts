/**
 * Payment settings from the environment. Validated up front so a typo fails at boot with the
 * variable's name, not later as every webhook being "signature mismatch".
 *
 * | variable | meaning |
 * |---|---|
 * | `STRIPE_SECRET_KEY` | set → the Stripe adapter (`sk_…` or restricted `rk_…`); unset → the local processor |
 * | `STRIPE_WEBHOOK_SECRET` | the Stripe endpoint's signing secret (`whsec_…`); required with Stripe |
 * | `STRIPE_PUBLISHABLE_KEY` | `pk_…`, served by the account service's payment-config |
 * | `STRIPE_PRICES` | `starter=price_…,pro=price_…,meter:api_usage=price_…` (else prices by lookup_key) |
 * | `PAYMENTS_WEBHOOK_SECRET` | the local processor's signing secret; default the public dev secret |
 * | `PAYMENTS_WEBHOOK_URLS` | comma-separated URLs the local processor sends webhooks to |
 * | `PAYMENTS_WEBHOOK_DELIVERY` | `background` (pg-boss, default) or `manual` (only `flushWebhooks()`) |
 * | `PUBLIC_URL` | this app's external base URL, for the local checkout page's links |
 * | `PAYMENTS_LOCAL_IN_PRODUCTION` | `true` lets the local processor run with `NODE_ENV=production` (a demo) |
 */
import { DEV_WEBHOOK_SECRET } from "./local/processor.js";
import type { StripeSettings } from "./stripe.js";

/** Which processor, and its settings. */
export type PaymentsConfig =
  | { processor: "stripe"; stripe: StripeSettings }
  | {
      processor: "local";
      webhookSecret: string;
      /** true when `webhookSecret` is the public development default. */
      devSecret: boolean;
      webhookUrls: string[];
      delivery?: "background" | "manual";
      publicUrl?: string;
    };

function parsePrices(raw: string | undefined): Record<string, string> {
  const prices: Record<string, string> = {};
  for (const pair of (raw ?? "").split(",")) {
    if (pair.trim() === "") continue;
    const [key, price, ...rest] = pair.split("=").map((s) => s.trim());
    if (!key || !price || rest.length > 0 || !/^price_\w+$/.test(price))
      throw new Error(
        `STRIPE_PRICES must be "plan=price_…,meter:<name>=price_…"; bad entry ${JSON.stringify(pair)}`,
      );
    prices[key] = price;
  }
  return prices;
}

function parseUrl(variable: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${variable} must be an absolute http(s) URL; got ${JSON.stringify(value)}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new Error(`${variable} must be an http(s) URL; got ${JSON.stringify(value)}`);
  return url.toString();
}

/**
 * Reads the payment settings.
 * @throws Error naming the variable when a value is malformed or a required one is missing.
 */
export function loadPaymentsConfig(env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  const get = (name: string): string | undefined => {
    const v = env[name]?.trim();
    return v ? v : undefined;
  };
  const secretKey = get("STRIPE_SECRET_KEY");
  if (secretKey) {
    if (!/^(sk|rk)_(test|live)_\w+$/.test(secretKey))
      throw new Error("STRIPE_SECRET_KEY must look like sk_test_…, sk_live_…, rk_test_… or rk_live_…");
    const webhookSecret = get("STRIPE_WEBHOOK_SECRET");
    // Without it no webhook could be verified: top-ups and subscriptions would never be credited.
    if (!webhookSecret?.startsWith("whsec_"))
      throw new Error("STRIPE_WEBHOOK_SECRET (whsec_…) is required when STRIPE_SECRET_KEY is set");
    const publishableKey = get("STRIPE_PUBLISHABLE_KEY") ?? "";
    if (publishableKey && !/^pk_(test|live)_\w+$/.test(publishableKey))
      throw new Error("STRIPE_PUBLISHABLE_KEY must look like pk_test_… or pk_live_…");
    return {
      processor: "stripe",
      stripe: { secretKey, webhookSecret, publishableKey, prices: parsePrices(get("STRIPE_PRICES")) },
    };
  }
  // Its checkout and payment pages pay anything for anyone: a production server without Stripe
  // configured would give goods and credits away. Refuse unless it is asked for by name.
  if (get("NODE_ENV") === "production" && get("PAYMENTS_LOCAL_IN_PRODUCTION") !== "true")
    throw new Error(
      "NODE_ENV=production without STRIPE_SECRET_KEY: set it, or PAYMENTS_LOCAL_IN_PRODUCTION=true to run the local (free) processor",
    );
  const delivery = get("PAYMENTS_WEBHOOK_DELIVERY");
  if (delivery !== undefined && delivery !== "background" && delivery !== "manual")
    throw new Error(
      `PAYMENTS_WEBHOOK_DELIVERY must be "background" or "manual"; got ${JSON.stringify(delivery)}`,
    );
  const publicUrl = get("PUBLIC_URL");
  const secret = get("PAYMENTS_WEBHOOK_SECRET");
  return {
    processor: "local",
    webhookSecret: secret ?? DEV_WEBHOOK_SECRET,
    devSecret: secret === undefined,
    webhookUrls: (get("PAYMENTS_WEBHOOK_URLS") ?? "")
      .split(",")
      .map((u) => u.trim())
      .filter((u) => u !== "")
      .map((u) => parseUrl("PAYMENTS_WEBHOOK_URLS", u)),
    ...(delivery ? { delivery } : {}),
    ...(publicUrl ? { publicUrl: parseUrl("PUBLIC_URL", publicUrl).replace(/\/+$/, "") } : {}),
  };
}
