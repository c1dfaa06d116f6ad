import Stripe from "stripe";
import { ProcessorRejectedError, ProcessorUnavailableError } from "./errors.js";
import { fromStripeError, isDuplicateMeterEvent, paymentIntentParams } from "./stripeParams.js";

describe("fromStripeError", () => {
  it.each([
    [
      "a connection failure",
      new Stripe.errors.StripeConnectionError({ message: "down" }),
      ProcessorUnavailableError,
      undefined,
    ],
    ["a 500", new Stripe.errors.StripeAPIError({ message: "oops" }), ProcessorUnavailableError, undefined],
    [
      "a rate limit",
      new Stripe.errors.StripeRateLimitError({ message: "slow" }),
      ProcessorUnavailableError,
      undefined,
    ],
    [
      "bad credentials",
      new Stripe.errors.StripeAuthenticationError({ message: "key" }),
      ProcessorUnavailableError,
      undefined,
    ],
    ["a plain error", new Error("socket hang up"), ProcessorUnavailableError, undefined],
    [
      "a declined card",
      new Stripe.errors.StripeCardError({ message: "declined", code: "card_declined" }),
      ProcessorRejectedError,
      "card_declined",
    ],
    [
      "an idempotency clash",
      new Stripe.errors.StripeIdempotencyError({ message: "reused" }),
      ProcessorRejectedError,
      "idempotency_error",
    ],
    [
      "an invalid request",
      new Stripe.errors.StripeInvalidRequestError({ message: "No such customer", code: "resource_missing" }),
      ProcessorRejectedError,
      "resource_missing",
    ],
  ])("maps %s", (_name, err, want, code) => {
    const mapped = fromStripeError(err);
    expect(mapped).toBeInstanceOf(want);
    const wantCode = want === ProcessorRejectedError ? "processor_rejected" : "processor_unavailable";
    expect(mapped).toMatchObject({ status: 502, code: wantCode, cause: err });
    if (code) expect((mapped as ProcessorRejectedError).processorCode).toBe(code);
  });
});

describe("isDuplicateMeterEvent", () => {
  it.each([
    [
      "Stripe's wording",
      new Stripe.errors.StripeInvalidRequestError({ message: "An event already exists with identifier x" }),
      true,
    ],
    [
      "a resource_already_exists code",
      new Stripe.errors.StripeInvalidRequestError({ message: "x", code: "resource_already_exists" }),
      true,
    ],
    [
      "another invalid request",
      new Stripe.errors.StripeInvalidRequestError({ message: "No such meter" }),
      false,
    ],
    [
      "a connection failure",
      new Stripe.errors.StripeConnectionError({ message: "identifier already" }),
      false,
    ],
  ])("%s → %s", (_name, err, want) => {
    expect(isDuplicateMeterEvent(err)).toBe(want);
  });
});

describe("paymentIntentParams", () => {
  const input = { amountCents: 1000, currency: "USD", metadata: { a: "b" }, idempotencyKey: "k" };
  it("lets the browser confirm by default", () => {
    expect(paymentIntentParams(input, null)).toEqual({
      amount: 1000,
      currency: "usd",
      metadata: { a: "b" },
      automatic_payment_methods: { enabled: true },
    });
  });
});
