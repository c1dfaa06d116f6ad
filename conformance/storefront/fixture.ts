/**
 * Storefront fixture (both variants): an administrator and a customer, each with a session;
 * the administrator's session is the credential for both schemes (`SessionCookie`:
 * `auth.session_token`, `BearerToken`), so admin operations succeed. Every resource gets one
 * record under the same id — the suites fill every `{id}` with one value — including a
 * published product in stock, an order and an API token of the administrator (so the
 * owner-scoped `order_get` and `tokens_revoke` answer 200). Billing is connected when the
 * server has a payment processor, so `billing/report` can answer 200 rather than 409.
 */
import type { Knex } from "knex";
import { createSession } from "../../storage/platform/sessions.js";
import { createUser } from "../../storage/platform/users.js";
import { mintApiToken } from "../../storage/storefront/apiTokens.js";
import { insertRecord } from "../../storage/storefront/crud.js";
import { insertPendingOrder } from "../../storage/storefront/orders.js";
import { type ResourceName, TABLES } from "../../storage/storefront/resources.js";
import type { ServiceFixture } from "../fixtures.js";

/** The next id free in every storefront table, with every table's identity moved to it. */
async function alignIds(knex: Knex): Promise<number> {
  const tables = Object.values(TABLES).map((t) => t.table);
  let next = 1;
  for (const table of tables) {
    const { rows } = (await knex.raw(
      `SELECT greatest(coalesce((SELECT max(id) FROM ${table}), 0),
         (SELECT last_value FROM ${table}_id_seq)) + 1 AS next`,
    )) as { rows: { next: string }[] };
    next = Math.max(next, Number(rows[0]!.next));
  }
  for (const table of tables) await knex.raw(`SELECT setval('${table}_id_seq', ?, false)`, [next]);
  return next;
}

async function person(knex: Knex, role: "user" | "admin", tag: string) {
  const user = await createUser(knex, {
    email: `conformance-${role}-${tag}@storefront.example`,
    password: `conformance-${tag}`,
    role,
  });
  const { token } = await createSession(knex, { userId: user.id, now: new Date() });
  return { user, token };
}

export const fixture: ServiceFixture = {
  async setup({ db, baseUrl }) {
    const knex = db.knex;
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const admin = await person(knex, "admin", tag);
    await person(knex, "user", tag);

    const id = await alignIds(knex);
    const made: Partial<Record<ResourceName, number>> = {};
    const add = async (name: ResourceName, values: Record<string, unknown>) => {
      made[name] = (await insertRecord(knex, TABLES[name], values)).id;
    };
    await add("category", { name: "Kitchen", slug: `kitchen-${tag}` });
    await add("product", {
      name: "Stoneware mug, 350 ml",
      slug: `stoneware-mug-${tag}`,
      priceCents: 2400,
      categoryId: id,
      inventory: 1000000,
      status: "published",
    });
    await add("variant", { productId: id, title: "Large", priceCents: 2600, inventory: 100 });
    await add("post", { title: "Spring glazes", slug: `spring-glazes-${tag}`, status: "published" });
    await add("faq", { question: "Do you ship abroad?", answer: "Yes, to the EU and the US." });
    await add("newsletterSubscriber", {
      email: `reader-${tag}@storefront.example`,
      subscribedAt: Date.now(),
    });
    await add("contactSubmission", {
      name: "Ada",
      email: `ada-${tag}@storefront.example`,
      subject: "Bulk order",
      message: "Hello",
      createdAt: Date.now(),
    });
    await add("media", {
      url: "https://cdn.storefront.example/mug.jpg",
      alt: "A mug",
      width: 800,
      height: 600,
    });
    made.apiToken = (
      await mintApiToken(knex, { userId: admin.user.id, name: "conformance", now: new Date() })
    ).record.id;
    made.order = (
      await insertPendingOrder(knex, {
        ownerUserId: admin.user.id,
        items: JSON.stringify([{ productId: id, qty: 1 }]),
        discountCode: null,
        subtotalCents: 2400,
        discountCents: 0,
        shippingCents: 495,
        taxCents: 192,
        totalCents: 3087,
        createdAt: Date.now(),
      })
    ).id;
    await add("review", {
      productId: id,
      customerId: admin.user.id,
      rating: 5,
      title: "Lovely",
      status: "published",
    });
    const misaligned = Object.entries(made).filter(([, got]) => got !== id);
    if (misaligned.length)
      throw new Error(`storefront fixture: ids not aligned on ${id}: ${JSON.stringify(made)}`);

    const credentials = {
      SessionCookie: { Cookie: `auth.session_token=${admin.token}` },
      BearerToken: { Authorization: `Bearer ${admin.token}` },
    };
    // Best effort: without a payment processor the server answers 502 and report stays 409.
    await fetch(`${baseUrl}/billing/connect`, {
      method: "POST",
      headers: { ...credentials.BearerToken, "Content-Type": "application/json" },
      body: "{}",
    }).catch(() => undefined);
    return { credentials, pathParams: { id: String(id) } };
  },
};
