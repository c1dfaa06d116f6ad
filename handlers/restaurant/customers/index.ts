/**
 * Customers of the organization: every member lists, reads, adds and updates them (front-of-house
 * work); managers delete them. E-mail addresses and phone numbers are unique in the organization
 * (409 `conflict` naming the member); addresses are replaced as a list in the same transaction as
 * the profile, so an update never lands half-written.
 */
import type { Customer, RestaurantCustomersHandlers } from "../../../generated/restaurant/types.js";
import type { HandlerContext } from "../../../runtime/context.js";
import { ApiError } from "../../../runtime/errors.js";
import { listPage } from "../../../runtime/paging.js";
import {
  type AddressRow,
  addressesOf,
  replaceAddresses,
  UnknownAddressError,
} from "../../../storage/restaurant/customers/addresses.js";
import {
  type CustomerRow,
  DuplicateContactError,
  deleteCustomer,
  findCustomer,
  insertCustomer,
  listCustomers,
  updateCustomer,
} from "../../../storage/restaurant/customers/customers.js";
import { loadProgram, type Tier, tierOf } from "../../../storage/restaurant/loyalty/program.js";
import { inTransaction } from "../../../storage/run.js";
import { requireOrgRole } from "../access.js";

/** A customer as the contract sends it; `tiers` are the program's, lowest first. */
export function customerBody(row: CustomerRow, addresses: AddressRow[], tiers: Tier[]): Customer {
  const lifetime = Number(row.lifetime_points ?? 0);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    marketing_opt_in: row.marketing_opt_in,
    note: row.note,
    tags: row.tags,
    addresses: addresses.map((a) => ({
      id: a.id,
      label: a.label,
      line1: a.line1,
      line2: a.line2,
      city: a.city,
      postal_code: a.postal_code,
      country: a.country,
      instructions: a.instructions,
    })),
    loyalty: {
      points: Number(row.points ?? 0),
      lifetime_points: lifetime,
      tier: tierOf(tiers, lifetime).tier?.name ?? null,
    },
    visits: Number(row.visits),
    total_spent_amount: Number(row.total_spent_amount),
    last_visit_at: row.last_visit_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const noSuchCustomer = () => new ApiError("not_found", "No such customer");

/** The customer as the contract sends it, read after a write. */
async function readCustomer(ctx: HandlerContext, organizationId: string, id: string): Promise<Customer> {
  const row = await findCustomer(ctx.db, organizationId, id);
  if (!row) throw noSuchCustomer();
  const [addresses, program] = await Promise.all([
    addressesOf(ctx.db, [id]),
    loadProgram(ctx.db, organizationId),
  ]);
  return customerBody(row, addresses.get(id) ?? [], program.tiers);
}

/** Runs a write, answering its constraint failures in the contract's shape. */
async function writing<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (err instanceof DuplicateContactError)
      throw new ApiError(
        "conflict",
        `Another customer already has this ${err.member === "email" ? "e-mail address" : "phone number"}`,
        {
          issues: [{ location: "body", name: `/${err.member}`, message: "is taken by another customer" }],
        },
      );
    if (err instanceof UnknownAddressError) {
      const name = `/addresses/${err.index}/id`;
      throw new ApiError(
        "validation_failed",
        `Invalid request: body ${name}: is not one of the customer's addresses`,
        {
          issues: [{ location: "body", name, message: "is not one of the customer's addresses" }],
        },
      );
    }
    throw err;
  }
}

/** The customer operations. */
export const customerHandlers: RestaurantCustomersHandlers = {
  async list_customers({ query }, ctx) {
    const m = await requireOrgRole(ctx, "staff");
    const page = await listPage(query, (p) =>
      listCustomers(ctx.db, m.organizationId, { q: query.q, tag: query.tag }, p),
    );
    const ids = page.items.map((c) => c.id);
    const [addresses, program] = await Promise.all([
      addressesOf(ctx.db, ids),
      loadProgram(ctx.db, m.organizationId),
    ]);
    return {
      status: 200,
      body: {
        customers: page.items.map((c) => customerBody(c, addresses.get(c.id) ?? [], program.tiers)),
        next_cursor: page.nextAfter,
      },
    };
  },

  async create_customer({ body }, ctx) {
    const m = await requireOrgRole(ctx, "staff");
    const { addresses, ...fields } = body;
    const id = await writing(() =>
      inTransaction(ctx.db, async (trx) => {
        const id = await insertCustomer(trx, m.organizationId, fields);
        // New addresses only: the customer has none an `id` could name.
        await replaceAddresses(trx, id, addresses ?? []);
        return id;
      }),
    );
    return { status: 201, body: await readCustomer(ctx, m.organizationId, id) };
  },

  async get_customer({ path }, ctx) {
    const m = await requireOrgRole(ctx, "staff");
    return { status: 200, body: await readCustomer(ctx, m.organizationId, path.customer_id) };
  },

  async update_customer({ path, body }, ctx) {
    const m = await requireOrgRole(ctx, "staff");
    const { addresses, ...fields } = body;
    await writing(() =>
      inTransaction(ctx.db, async (trx) => {
        if (!(await updateCustomer(trx, m.organizationId, path.customer_id, fields, ctx.now())))
          throw noSuchCustomer();
        if (addresses !== undefined) await replaceAddresses(trx, path.customer_id, addresses);
      }),
    );
    return { status: 200, body: await readCustomer(ctx, m.organizationId, path.customer_id) };
  },

  async delete_customer({ path }, ctx) {
    const m = await requireOrgRole(ctx, "manager");
    if (!(await deleteCustomer(ctx.db, m.organizationId, path.customer_id))) throw noSuchCustomer();
    return { status: 204 };
  },
};
