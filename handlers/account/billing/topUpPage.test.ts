/**
 * A top-up completed over HTTP on the local processor, as a developer does it against
 * `npm start`: the app serving every service, its webhook routes registered with the processor,
 * sign-up → payment-intent → the hosted payment page → "Pay" → the processor's signed webhook
 * → the credits on the balance.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { createApp, createHttpServer } from "../../../runtime/app.js";
import { createRuntimeDeps } from "../../../runtime/bootstrap.js";
import type { RuntimeDeps } from "../../../runtime/deps.js";
import { createLogger } from "../../../runtime/logger.js";
import { LocalProcessor } from "../../../runtime/payments/local/index.js";
import { formatAmount } from "../../../runtime/payments/local/page.js";
import { registerPaymentWebhooks } from "../../../runtime/payments/webhookRoutes.js";
import { loadServices } from "../../../runtime/registry.js";
import type { Database } from "../../../storage/db.js";
import { accountBalance, ensureUserAccount } from "../../../storage/platform/credits.js";
import { openTestDatabase } from "../../../storage/testing.js";

let db: Database;
let deps: RuntimeDeps;
let server: Server;
let origin: string;
let processor: LocalProcessor;
/** Every service's webhook route: each event goes to all of them, as with `npm start`. */
let webhookRoutes: string[];

beforeAll(async () => {
  const services = await loadServices();
  db = await openTestDatabase({ boss: false });
  deps = await createRuntimeDeps({
    db,
    log: createLogger("silent"),
    validateResponses: true,
    manualWork: true,
  });
  if (!(deps.payments instanceof LocalProcessor)) throw new Error("expected the local processor");
  processor = deps.payments;
  server = createHttpServer(createApp({ deps, services, httpLog: false }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  webhookRoutes = await registerPaymentWebhooks(processor, services, origin);
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await deps?.payments.close();
  await db?.close();
});

async function signUp(name: string) {
  const email = `${name}-${Date.now().toString(36)}@topup.example`;
  const res = await request(origin)
    .post("/account/api/auth/sign-up/email")
    .send({ email, password: "password-long-enough", name });
  expect(res.status).toBe(200);
  return { id: res.body.user.id as string, cookie: { Cookie: `auth.session_token=${res.body.token}` } };
}

const balanceOf = async (userId: string) => accountBalance(db.knex, await ensureUserAccount(db.knex, userId));

describe("payment_intent on the local processor", () => {
  it("is paid on the hosted page, and the webhook credits the balance once", async () => {
    const ada = await signUp("ada");
    const started = await request(origin)
      .post("/account/api/billing/payment-intent")
      .set(ada.cookie)
      .send({ amountCents: 2500 });
    expect(started.status).toBe(200);
    const { breakdown, nextAction } = started.body;
    expect(nextAction).toEqual({
      type: "redirect_to_url",
      url: expect.stringMatching(new RegExp(`^${origin}/_processor/payment/pi_local_[A-Za-z0-9]+$`)),
    });
    const pagePath = new URL(nextAction.url).pathname;

    const page = await request(origin).get(pagePath);
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["content-security-policy"]).toContain("default-src 'none'");
    const total = formatAmount(breakdown.totalCents, "usd");
    expect(page.text).toContain(`Pay ${total}`);
    const action = /<form method="post" action="([^"]+)">/.exec(page.text)?.[1];
    expect(action).toBe(`${pagePath}/pay`);
    expect(await balanceOf(ada.id)).toBe(0n);

    const paid = await request(origin).post(`${pagePath}/pay`);
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.location ?? "");
    expect(`${back.origin}${back.pathname}`).toBe(`${origin}/account/`);
    expect(back.searchParams.get("redirect_status")).toBe("succeeded");
    expect(pagePath.endsWith(back.searchParams.get("payment_intent") ?? "-")).toBe(true);

    // The processor's signed webhook, over HTTP to the account's own webhook route, grants them.
    expect(webhookRoutes).toContain(`${origin}/account/api/billing/webhook`);
    expect(await processor.flushWebhooks()).toMatchObject({ delivered: webhookRoutes.length, failed: 0 });
    expect(await balanceOf(ada.id)).toBe(BigInt(breakdown.credits));

    const after = await request(origin).get(pagePath);
    expect(after.text).toContain("This payment is complete.");
    expect(after.text).not.toContain("<form");
    // Paying again changes nothing: no second event, no second grant.
    expect((await request(origin).post(`${pagePath}/pay`)).status).toBe(303);
    expect(await processor.flushWebhooks()).toMatchObject({ attempted: 0 });
    expect(await balanceOf(ada.id)).toBe(BigInt(breakdown.credits));
  });

  it("answers 404 pages for an unknown or malformed payment id", async () => {
    for (const id of ["pi_local_doesNotExist", "not-an-id", "cs_local_abc"]) {
      const page = await request(origin).get(`/_processor/payment/${id}`);
      expect({ id, status: page.status }).toEqual({ id, status: 404 });
      expect(page.text).toContain("Payment not found");
      expect((await request(origin).post(`/_processor/payment/${id}/pay`)).status).toBe(404);
    }
  });

  it("answers 503 while the processor is down, and grants nothing", async () => {
    const bob = await signUp("bob");
    const started = await request(origin)
      .post("/account/api/billing/payment-intent")
      .set(bob.cookie)
      .send({ amountCents: 100 });
    const pagePath = new URL(started.body.nextAction.url).pathname;
    processor.setAvailable(false);
    try {
      expect((await request(origin).post(`${pagePath}/pay`)).status).toBe(503);
    } finally {
      processor.setAvailable(true);
    }
    await processor.flushWebhooks();
    expect(await balanceOf(bob.id)).toBe(0n);
  });
});
