/**
 * An in-memory payment processor for the storefront's tests: the {@link PaymentProcessor}
 * calls checkout and billing make, plus the buyer's side (`pay`, `expire`), an outage switch
 * and Stripe-style signed webhook bodies. Signatures use the real scheme (signature.ts) and
 * events the real parser (wire.ts), so the webhook route is tested end to end.
 */
import { ProcessorRejectedError, ProcessorUnavailableError } from "../../../runtime/payments/errors.js";
import type { ProcessorEvent } from "../../../runtime/payments/events.js";
import type { PaymentProcessor } from "../../../runtime/payments/processor.js";
import { signatureHeader, verifySignature } from "../../../runtime/payments/signature.js";
import type {
  CheckoutSession,
  CreateCheckoutSessionInput,
  Customer,
  ReportUsageInput,
  Subscription,
  UsageReport,
} from "../../../runtime/payments/types.js";
import { parseEventBody } from "../../../runtime/payments/wire.js";

/** The secret the fake signs its webhooks with. */
export const FAKE_WEBHOOK_SECRET = "whsec_storefront_tests";

interface StoredSession extends CheckoutSession {
  url: string;
  input: CreateCheckoutSessionInput;
}

/** The fake. Everything is public so tests can look inside. */
export class FakeProcessor implements PaymentProcessor {
  readonly kind = "local" as const;
  readonly publishableKey = "pk_fake";
  available = true;
  readonly sessions = new Map<string, StoredSession>();
  readonly customers: { id: string; email?: string; metadata: Record<string, string> }[] = [];
  readonly subscriptions: Subscription[] = [];
  readonly usage = new Map<string, ReportUsageInput>();
  /** Calls made, by method name, in order. */
  readonly calls: string[] = [];
  private seq = 0;

  constructor(private readonly clock: () => Date = () => new Date()) {}

  private enter(method: string): void {
    this.calls.push(method);
    if (!this.available) throw new ProcessorUnavailableError("fake processor is down");
  }

  private id(prefix: string): string {
    this.seq += 1;
    return `${prefix}_fake${this.seq}`;
  }

  async createCheckoutSession(input: CreateCheckoutSessionInput): Promise<CheckoutSession & { url: string }> {
    this.enter("createCheckoutSession");
    const id = this.id("cs");
    const amountTotalCents = input.lineItems.reduce((s, l) => s + l.unitAmountCents * l.quantity, 0);
    if (input.lineItems.length > 100)
      throw new ProcessorRejectedError("parameter_invalid_array", "too many lines");
    const session: StoredSession = {
      id,
      url: `https://pay.fake.example/c/${id}`,
      status: "open",
      paymentStatus: "unpaid",
      amountTotalCents,
      currency: input.currency,
      metadata: { ...input.metadata },
      paymentIntentId: null,
      input,
    };
    this.sessions.set(id, session);
    return { ...session };
  }

  async retrieveCheckoutSession(id: string): Promise<CheckoutSession | null> {
    this.enter("retrieveCheckoutSession");
    const session = this.sessions.get(id);
    if (!session) return null;
    const { input: _input, ...view } = session;
    return view;
  }

  async createCustomer(input: { email?: string; metadata: Record<string, string> }): Promise<Customer> {
    this.enter("createCustomer");
    const customer = { id: this.id("cus"), ...input };
    this.customers.push(customer);
    return { id: customer.id };
  }

  async createMeteredSubscription(input: { customerId: string; meter: string }): Promise<Subscription> {
    this.enter("createMeteredSubscription");
    const subscription: Subscription = {
      id: this.id("sub"),
      customerId: input.customerId,
      status: "active",
      planId: null,
      meter: input.meter,
      metadata: {},
    };
    this.subscriptions.push(subscription);
    return subscription;
  }

  async reportUsage(input: ReportUsageInput): Promise<UsageReport> {
    this.enter("reportUsage");
    const duplicate = this.usage.has(input.identifier);
    if (!duplicate) this.usage.set(input.identifier, input);
    return { identifier: input.identifier, duplicate };
  }

  constructEvent(rawBody: Buffer | string, signatureHeader: string | undefined): ProcessorEvent {
    verifySignature(rawBody, signatureHeader, FAKE_WEBHOOK_SECRET, { now: () => this.clock().getTime() });
    return parseEventBody(rawBody);
  }

  async close(): Promise<void> {}

  // Not used by the storefront.
  createPaymentIntent(): never {
    throw new Error("not used by the storefront");
  }
  retrievePaymentIntent(): never {
    throw new Error("not used by the storefront");
  }
  createSetupIntent(): never {
    throw new Error("not used by the storefront");
  }
  createSubscription(): never {
    throw new Error("not used by the storefront");
  }

  /** The buyer pays on the hosted page. */
  pay(sessionId: string): void {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    session.status = "complete";
    session.paymentStatus = "paid";
    session.paymentIntentId ??= this.id("pi");
  }

  /** The session times out unpaid. */
  expire(sessionId: string): void {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    session.status = "expired";
  }

  /** A signed webhook for the session's current state: body bytes and `Stripe-Signature`. */
  webhook(
    type: string,
    sessionId: string,
    options: { eventId?: string; secret?: string; at?: Date } = {},
  ): { body: string; signature: string; eventId: string } {
    const session = this.sessions.get(sessionId);
    const eventId = options.eventId ?? this.id("evt");
    const at = options.at ?? this.clock();
    const body = JSON.stringify({
      id: eventId,
      object: "event",
      type,
      created: Math.floor(at.getTime() / 1000),
      livemode: false,
      data: {
        object: {
          id: sessionId,
          object: "checkout.session",
          url: null,
          status: session?.status ?? "complete",
          payment_status: session?.paymentStatus ?? "paid",
          amount_total: session?.amountTotalCents ?? 0,
          currency: "usd",
          metadata: session?.metadata ?? {},
          payment_intent: session?.paymentIntentId ?? null,
        },
      },
    });
    const signature = signatureHeader(body, options.secret ?? FAKE_WEBHOOK_SECRET, {
      timestamp: Math.floor(at.getTime() / 1000),
    });
    return { body, signature, eventId };
  }
}
