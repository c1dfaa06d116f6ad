/**
 * The local processor's hosted pages: checkout (line items, total, "Pay" and "Cancel") and a
 * payment intent's payment page (its amount and "Pay"). Plain
 * HTML forms, inline CSS, no script and no external assets, so it works offline, in any
 * browser and under a strict Content-Security-Policy.
 */
import type { CheckoutSessionRow } from "../../../storage/platform/payments/checkoutSessions.js";
import type { PaymentIntentRow } from "../../../storage/platform/payments/intents.js";
import { escapeHtml } from "../../html.js";

/** 123456 cents, "usd" → "123,456.00 USD" (two decimals; fine for the dev page). */
export function formatAmount(cents: number, currency: string): string {
  const whole = Math.floor(cents / 100).toLocaleString("en-US");
  return `${whole}.${String(cents % 100).padStart(2, "0")} ${currency.toUpperCase()}`;
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
table{width:100%;border-collapse:collapse}td,th{padding:.4rem;border-bottom:1px solid #ddd;text-align:left}
td.n,th.n{text-align:right}tfoot td{font-weight:bold;border-bottom:none}
form{display:inline}button{font-size:1rem;padding:.5rem 1.2rem;margin:1rem .5rem 0 0;cursor:pointer}
.pay{background:#635bff;color:#fff;border:0;border-radius:4px}.note{color:#666;font-size:.85rem}`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>${body}</body></html>`;
}

/** The page for a session; `actionBase` is where the router is mounted (e.g. `/_processor`). */
export function renderCheckoutPage(session: CheckoutSessionRow, actionBase: string): string {
  const rows = session.lineItems
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.name)}</td><td class="n">${item.quantity}</td>` +
        `<td class="n">${formatAmount(item.unitAmountCents, session.currency)}</td>` +
        `<td class="n">${formatAmount(item.unitAmountCents * item.quantity, session.currency)}</td></tr>`,
    )
    .join("\n");
  const action = `${actionBase}/checkout/${encodeURIComponent(session.id)}`;
  const state =
    session.status === "open"
      ? `<form method="post" action="${escapeHtml(action)}/pay"><button class="pay" type="submit">Pay ${formatAmount(session.amountTotalCents, session.currency)}</button></form>
<form method="post" action="${escapeHtml(action)}/cancel"><button type="submit">Cancel</button></form>`
      : `<p><strong>This checkout is ${session.status === "complete" ? "paid" : "expired"}.</strong></p>`;
  return layout(
    "Checkout",
    `<h1>Checkout</h1>
<table><thead><tr><th>Item</th><th class="n">Qty</th><th class="n">Unit price</th><th class="n">Amount</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><td colspan="3">Total</td><td class="n">${formatAmount(session.amountTotalCents, session.currency)}</td></tr></tfoot></table>
${state}
<p class="note">Local test payment processor: no card is charged. Session ${escapeHtml(session.id)}.</p>`,
  );
}

/**
 * The payment page of an intent; `actionBase` is where the router is mounted. "Pay" while the
 * intent awaits payment; once paid, a note (and a link back when the intent has a return URL).
 */
export function renderPaymentPage(intent: PaymentIntentRow, actionBase: string): string {
  const amount = formatAmount(intent.amountCents, intent.currency);
  const action = `${actionBase}/payment/${encodeURIComponent(intent.id)}/pay`;
  let state: string;
  if (intent.status === "requires_payment_method")
    state = `<form method="post" action="${escapeHtml(action)}"><button class="pay" type="submit">Pay ${amount}</button></form>`;
  else if (intent.status === "succeeded")
    state =
      "<p><strong>This payment is complete.</strong></p>" +
      (intent.returnUrl ? `<p><a href="${escapeHtml(intent.returnUrl)}">Return</a></p>` : "");
  else state = `<p><strong>This payment is ${escapeHtml(intent.status)}.</strong></p>`;
  return layout(
    "Payment",
    `<h1>Payment</h1>
<table><tfoot><tr><td>Total</td><td class="n">${amount}</td></tr></tfoot></table>
${state}
<p class="note">Local test payment processor: no card is charged. Payment ${escapeHtml(intent.id)}.</p>`,
  );
}

/** A short message page (unknown or expired session). */
export function renderMessagePage(title: string, message: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}
