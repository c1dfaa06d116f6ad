/**
 * `POST /checkout/pay`: checks and prices the basket, creates a pending order and a hosted
 * payment session for its total at the runtime's processor (`ctx.payments`), and answers the
 * session's URL. When the processor refuses or cannot be reached the order is removed again
 * (502: nothing is kept).
 */
import type { CheckoutPayInput, CheckoutPayResponse } from "../../../generated/storefront-ext/types.js";
import type { CheckoutLineItem } from "../../../runtime/payments/types.js";
import {
  attachPaymentSession,
  discardPendingOrder,
  insertPendingOrder,
} from "../../../storage/storefront/orders.js";
import type { Context } from "../context.js";
import { bodyProblem } from "../problems.js";
import { checkBasket, type PricedBasket } from "./basket.js";
import { ORDER_ID_METADATA } from "./session.js";

/** The most one hosted checkout can take: Stripe's ceiling for a USD charge (USD 999,999.99). */
export const MAX_CHECKOUT_CENTS = 99_999_999;
/** Stripe's limit on the lines of a payment-mode checkout. */
const MAX_SESSION_LINES = 100;
/** How long a session stays payable: Stripe's default, 24 hours. */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Longest line-item name a payment processor takes (Stripe's and the local one's). */
const LINE_NAME_MAX = 250;

/**
 * The payment page's label for a product: its name, trimmed, at most {@link LINE_NAME_MAX}
 * UTF-16 units (a longer one is cut, with an ellipsis, at a character boundary), `Product <id>`
 * for a name that is only spaces. The product keeps its name; only the label is shortened.
 */
export function lineName(product: { id: number; name: string }): string {
  const name = product.name.trim();
  if (!name) return `Product ${product.id}`;
  if (name.length <= LINE_NAME_MAX) return name;
  // Counted in UTF-16 units, as the processors count; never half of a surrogate pair.
  let cut = "";
  for (const char of name) {
    if (cut.length + char.length > LINE_NAME_MAX - 1) break;
    cut += char;
  }
  return `${cut}…`;
}

/**
 * The lines shown on the hosted page: one per product, then shipping and tax. A discount
 * cannot be a negative line, and a huge basket would pass the processor's line limit, so
 * those are shown as one line for the whole order.
 */
export function sessionLines(orderId: number, basket: PricedBasket): CheckoutLineItem[] {
  const { totals } = basket;
  const products = new Map<number, CheckoutLineItem>();
  for (const { product, qty } of basket.lines) {
    const line = products.get(product.id);
    if (line) line.quantity += qty;
    else
      products.set(product.id, {
        name: lineName(product),
        unitAmountCents: product.priceCents,
        quantity: qty,
      });
  }
  if (totals.discountCents > 0 || products.size + 2 > MAX_SESSION_LINES)
    return [{ name: `Order ${orderId}`, unitAmountCents: totals.totalCents, quantity: 1 }];
  return [
    ...products.values(),
    ...(totals.shippingCents > 0
      ? [{ name: "Shipping", unitAmountCents: totals.shippingCents, quantity: 1 }]
      : []),
    ...(totals.taxCents > 0 ? [{ name: "Tax", unitAmountCents: totals.taxCents, quantity: 1 }] : []),
  ];
}

/** Where the shopper lands after paying or cancelling on the hosted page. */
interface ReturnUrls {
  /** `{CHECKOUT_SESSION_ID}` is replaced by the processor with the session's id. */
  successUrl: string;
  cancelUrl: string;
}

/**
 * `ctx.config.checkoutReturnUrl` (the shop's own page) when set, else the service's URL, with
 * `checkout`, `orderId` and `sessionId` in the query; the page then calls `POST /checkout/confirm`.
 */
function returnUrls(ctx: Context, orderId: number): ReturnUrls {
  const page = ctx.config.checkoutReturnUrl || `${ctx.baseUrl}/`;
  const withQuery = (query: string) => `${page}${page.includes("?") ? "&" : "?"}${query}`;
  return {
    successUrl: withQuery(`checkout=success&orderId=${orderId}&sessionId={CHECKOUT_SESSION_ID}`),
    cancelUrl: withQuery(`checkout=cancelled&orderId=${orderId}`),
  };
}

/** Prices the basket, keeps a pending order and opens a hosted payment session for it. */
export async function checkoutPay(input: CheckoutPayInput, ctx: Context): Promise<CheckoutPayResponse> {
  const { items, discountCode } = input.body;
  const basket = await checkBasket(ctx.db, items, discountCode, {
    itemsPointer: "/items",
    linePointer: (i) => `/items/${i}/productId`,
    discountPointer: "/discountCode",
    checkStock: true,
  });
  const { totals } = basket;
  if (totals.totalCents > MAX_CHECKOUT_CENTS)
    throw bodyProblem(
      "/items",
      `the total of ${totals.totalCents} cents exceeds what one checkout can take`,
      "conflict",
    );
  const processor = ctx.payments;
  const now = ctx.now();
  const order = await insertPendingOrder(ctx.db, {
    ownerUserId: ctx.caller?.userId ?? null,
    items: JSON.stringify(items.map(({ productId, qty }) => ({ productId, qty }))),
    discountCode: discountCode ?? null,
    createdAt: now.getTime(),
    ...totals,
  });
  let session: Awaited<ReturnType<typeof processor.createCheckoutSession>>;
  try {
    session = await processor.createCheckoutSession({
      lineItems: sessionLines(order.id, basket),
      currency: "usd",
      ...returnUrls(ctx, order.id),
      metadata: { [ORDER_ID_METADATA]: String(order.id) },
      // Per order and creation time: unique even if ids restart on a fresh database.
      idempotencyKey: `storefront-order-${order.id}-${now.getTime()}`,
    });
  } catch (error) {
    await discardPendingOrder(ctx.db, order.id).catch((e: unknown) =>
      ctx.log.error(
        { err: e, orderId: order.id },
        "could not remove an order left without a payment session",
      ),
    );
    throw error;
  }
  const expiresAt = now.getTime() + SESSION_LIFETIME_MS;
  await attachPaymentSession(ctx.db, order.id, session.id, expiresAt);
  return {
    status: 200,
    body: {
      orderId: order.id,
      sessionId: session.id,
      url: session.url,
      status: "pending",
      ...totals,
      currency: "usd",
      expiresAt,
    },
  };
}
