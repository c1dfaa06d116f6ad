/**
 * The local processor's hosted pages, served by our own app (mounted at `CHECKOUT_MOUNT`,
 * `/_processor`, where session and payment URLs point):
 *   GET  /checkout/:id          the checkout page
 *   POST /checkout/:id/pay      pay → 303 to the success URL ({CHECKOUT_SESSION_ID} filled in)
 *   POST /checkout/:id/cancel   cancel → 303 to the cancel URL
 *   GET  /payment/:id           a payment intent's page (an account top-up): its amount and "Pay"
 *   POST /payment/:id/pay       pay → `payment_intent.succeeded`, as a real processor sends it;
 *                               303 to the return URL (`payment_intent` and `redirect_status`
 *                               added), or back to the page when the intent has none
 */
import { type Request, type Response, Router } from "express";
import { PaymentProcessorError, ProcessorRejectedError } from "../errors.js";
import { redirectUrl } from "./checkout.js";
import { renderCheckoutPage, renderMessagePage, renderPaymentPage } from "./page.js";
import type { LocalProcessor } from "./processor.js";

const SESSION_ID = /^cs_local_[A-Za-z0-9]{1,64}$/;
const PAYMENT_ID = /^pi_local_[A-Za-z0-9]{1,64}$/;

// No script, no outside resources, not framable; form posts go to this app, which redirects.
const CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'";

function sendPage(res: Response, status: number, html: string): void {
  res
    .status(status)
    .set({
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy": CSP,
      "referrer-policy": "no-referrer",
      "x-content-type-options": "nosniff",
    })
    .send(html);
}

function sendError(res: Response, err: unknown): void {
  if (err instanceof ProcessorRejectedError) {
    const status = err.processorCode === "resource_missing" ? 404 : 409;
    sendPage(res, status, renderMessagePage("Checkout unavailable", err.message));
    return;
  }
  if (err instanceof PaymentProcessorError) {
    sendPage(res, 503, renderMessagePage("Payment processor unavailable", "Try again in a moment."));
    return;
  }
  throw err;
}

function sessionId(req: Request, res: Response): string | undefined {
  const id = String(req.params.id ?? "");
  if (SESSION_ID.test(id)) return id;
  sendPage(res, 404, renderMessagePage("Checkout not found", "There is no such checkout session."));
  return undefined;
}

function paymentId(req: Request, res: Response): string | undefined {
  const id = String(req.params.id ?? "");
  if (PAYMENT_ID.test(id)) return id;
  sendPage(res, 404, renderMessagePage("Payment not found", "There is no such payment."));
  return undefined;
}

/** Where the buyer goes once paid: the return URL with Stripe's two parameters added. */
function afterPayment(returnUrl: string, id: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set("payment_intent", id);
  url.searchParams.set("redirect_status", "succeeded");
  return url.toString();
}

/** The Express router of the hosted checkout and payment pages. */
export function createLocalProcessorRouter(processor: LocalProcessor): Router {
  const router = Router();

  router.get("/checkout/:id", async (req, res) => {
    const id = sessionId(req, res);
    if (!id) return;
    try {
      const session = await processor.checkoutDetails(id);
      if (!session)
        sendPage(res, 404, renderMessagePage("Checkout not found", "There is no such checkout session."));
      else sendPage(res, 200, renderCheckoutPage(session, req.baseUrl));
    } catch (err) {
      sendError(res, err);
    }
  });

  router.post("/checkout/:id/pay", async (req, res) => {
    const id = sessionId(req, res);
    if (!id) return;
    try {
      const session = await processor.completeCheckout(id);
      res.redirect(303, redirectUrl(session.successUrl, session.id));
    } catch (err) {
      sendError(res, err);
    }
  });

  router.post("/checkout/:id/cancel", async (req, res) => {
    const id = sessionId(req, res);
    if (!id) return;
    try {
      const session = await processor.cancelCheckout(id);
      // Cancelling a session that was already paid sends the buyer to the success page.
      const target = session.status === "complete" ? session.successUrl : session.cancelUrl;
      res.redirect(303, redirectUrl(target, session.id));
    } catch (err) {
      sendError(res, err);
    }
  });

  router.get("/payment/:id", async (req, res) => {
    const id = paymentId(req, res);
    if (!id) return;
    try {
      const intent = await processor.paymentDetails(id);
      if (!intent) sendPage(res, 404, renderMessagePage("Payment not found", "There is no such payment."));
      else sendPage(res, 200, renderPaymentPage(intent, req.baseUrl));
    } catch (err) {
      sendError(res, err);
    }
  });

  router.post("/payment/:id/pay", async (req, res) => {
    const id = paymentId(req, res);
    if (!id) return;
    try {
      const intent = await processor.completePayment(id);
      res.redirect(
        303,
        intent.returnUrl
          ? afterPayment(intent.returnUrl, id)
          : `${req.baseUrl}/payment/${encodeURIComponent(id)}`,
      );
    } catch (err) {
      sendError(res, err);
    }
  });

  return router;
}
