/**
 * Payment settings from the environment (declared in `runtime/config/kernel.ts`). Validated up
 * front so a typo fails at boot with the variable's name, not later as every webhook being
 * "signature mismatch".
 *
 * Stripe when `STRIPE_SECRET_KEY` is set, else the local processor (refused with
 * `NODE_ENV=production` unless `PAYMENTS_LOCAL_IN_PRODUCTION=true`).
 */
import { isProduction, paymentVariables, serverVariables } from "../config/kernel.js";
import { readSection, readVariable } from "../config/read.js";
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

/**
 * Reads the payment settings.
 * @throws Error naming the variable when a value is malformed or a required one is missing.
 */
export function loadPaymentsConfig(env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  const v = readSection(paymentVariables, env);
  const secretKey = v.STRIPE_SECRET_KEY;
  if (secretKey) {
    const webhookSecret = v.STRIPE_WEBHOOK_SECRET;
    // Without it no webhook could be verified: top-ups and subscriptions would never be credited.
    if (!webhookSecret)
      throw new Error("STRIPE_WEBHOOK_SECRET (whsec_…) is required when STRIPE_SECRET_KEY is set");
    return {
      processor: "stripe",
      stripe: {
        secretKey,
        webhookSecret,
        publishableKey: v.STRIPE_PUBLISHABLE_KEY ?? "",
        prices: parsePrices(v.STRIPE_PRICES),
      },
    };
  }
  // Its checkout and payment pages pay anything for anyone: a production server without Stripe
  // configured would give goods and credits away. Refuse unless it is asked for by name.
  if (isProduction(env) && !v.PAYMENTS_LOCAL_IN_PRODUCTION)
    throw new Error(
      "NODE_ENV=production without STRIPE_SECRET_KEY: set it, or PAYMENTS_LOCAL_IN_PRODUCTION=true to run the local (free) processor",
    );
  const delivery = v.PAYMENTS_WEBHOOK_DELIVERY;
  const publicUrl = readVariable(serverVariables, "PUBLIC_URL", env);
  const secret = v.PAYMENTS_WEBHOOK_SECRET;
  return {
    processor: "local",
    webhookSecret: secret ?? DEV_WEBHOOK_SECRET,
    devSecret: secret === undefined,
    webhookUrls: v.PAYMENTS_WEBHOOK_URLS ?? [],
    ...(delivery ? { delivery } : {}),
    ...(publicUrl ? { publicUrl } : {}),
  };
}
