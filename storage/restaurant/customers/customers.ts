/**
 * Customers of an organization: one statement family. Every query is filtered by organization; a
 * customer of another organization is "not found". Reads carry the visit statistics (computed
 * from the customer's completed orders, so a cancellation stops counting at once) and the loyalty
 * balance beside the columns.
 */
import type { Knex } from "knex";
import { type Page, type PageRequest, pageByTimeId } from "../../paging.js";
import { isUuid, runner } from "../../run.js";

/** A customer as read: the row, their balance and their completed-order statistics. */
export interface CustomerRow {
  id: string;
  organization_id: string;
  name: string;
  email: string | null;
  phone: string | null;
  marketing_opt_in: boolean;
  note: string | null;
  tags: string[];
  created_at: Date;
  updated_at: Date;
  /** int8 columns and aggregates arrive as decimal text (pg's parsers). */
  points: string | null;
  lifetime_points: string | null;
  visits: string;
  total_spent_amount: string;
  last_visit_at: Date | null;
}

/** The fields a customer is created or updated with. */
export interface CustomerFields {
  name?: string;
  email?: string | null;
  phone?: string | null;
  marketing_opt_in?: boolean;
  note?: string | null;
  tags?: string[];
}

/** Another customer of the organization has this e-mail address or phone number. */
export class DuplicateContactError extends Error {
  override readonly name = "DuplicateContactError";
  constructor(readonly member: "email" | "phone") {
    super(`another customer has this ${member}`);
  }
}

/** Rethrows a unique violation of the e-mail or phone index as {@link DuplicateContactError}. */
function translated(err: unknown): never {
  const { code, constraint, message } = (err ?? {}) as {
    code?: string;
    constraint?: string;
    message?: string;
  };
  if (code === "23505") {
    const which = `${constraint ?? ""} ${message ?? ""}`;
    if (which.includes("restaurant_customers_email_idx")) throw new DuplicateContactError("email");
    if (which.includes("restaurant_customers_phone_idx")) throw new DuplicateContactError("phone");
  }
  throw err;
}

function columns(db: Knex, fields: CustomerFields): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ["name", "email", "phone", "marketing_opt_in", "note"] as const)
    if (fields[key] !== undefined) out[key] = fields[key];
  if (fields.tags !== undefined) out.tags = runner(db).raw("?::jsonb", [JSON.stringify(fields.tags)]);
  return out;
}

/** Creates a customer; returns its id. Throws {@link DuplicateContactError}. */
export async function insertCustomer(
  trx: Knex,
  organizationId: string,
  fields: CustomerFields,
): Promise<string> {
  try {
    const [row] = (await trx("restaurant_customers")
      .insert({ organization_id: organizationId, ...columns(trx, fields) })
      .returning("id")) as { id: string }[];
    if (!row) throw new Error("insert returned no row");
    return row.id;
  } catch (err) {
    translated(err);
  }
}

/** Changes the fields given; false when the customer is not the organization's. Throws {@link DuplicateContactError}. */
export async function updateCustomer(
  trx: Knex,
  organizationId: string,
  id: string,
  fields: CustomerFields,
  now: Date,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  try {
    const rows = await trx("restaurant_customers")
      .where({ organization_id: organizationId, id })
      .update({ ...columns(trx, fields), updated_at: now })
      .returning("id");
    return rows.length > 0;
  } catch (err) {
    translated(err);
  }
}

/** The customers of the organization with their balance and statistics, as a query to narrow. */
function customersWithStats(db: Knex, organizationId: string): Knex.QueryBuilder {
  return runner(db)("restaurant_customers as c")
    .leftJoin("restaurant_loyalty_balances as b", "b.customer_id", "c.id")
    .joinRaw(
      `LEFT JOIN LATERAL (
         SELECT count(*) AS visits, coalesce(sum(o.total_amount), 0) AS total_spent_amount,
                max(o.completed_at) AS last_visit_at
         FROM restaurant_orders o
         WHERE o.customer_id = c.id AND o.organization_id = c.organization_id AND o.status = 'completed'
       ) s ON true`,
    )
    .select("c.*", "b.points", "b.lifetime_points", "s.visits", "s.total_spent_amount", "s.last_visit_at")
    .where("c.organization_id", organizationId);
}

/** One customer of the organization, or undefined. */
export async function findCustomer(
  db: Knex,
  organizationId: string,
  id: string,
): Promise<CustomerRow | undefined> {
  if (!isUuid(id)) return undefined;
  return (await customersWithStats(db, organizationId).where("c.id", id).first()) as CustomerRow | undefined;
}

/** Whether the organization has this customer. */
export async function customerExists(db: Knex, organizationId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const row = await runner(db)("restaurant_customers")
    .where({ organization_id: organizationId, id })
    .first("id");
  return row !== undefined;
}

/** `%text%` for ILIKE, with the pattern characters in `text` taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The organization's customers newest first; `q` matches a part of the name, e-mail address or
 * phone number (case-insensitive), `tag` keeps those carrying it.
 */
export function listCustomers(
  db: Knex,
  organizationId: string,
  filter: { q?: string | undefined; tag?: string | undefined },
  page: PageRequest,
): Promise<Page<CustomerRow>> {
  const q = customersWithStats(db, organizationId);
  if (filter.q !== undefined) {
    const like = contains(filter.q);
    q.where((w) => w.whereILike("c.name", like).orWhereILike("c.email", like).orWhereILike("c.phone", like));
  }
  if (filter.tag !== undefined) q.whereRaw("c.tags @> ?::jsonb", [JSON.stringify([filter.tag])]);
  return pageByTimeId(
    db,
    q,
    { time: "c.created_at", id: "c.id", newestFirst: true },
    page,
    (r: CustomerRow) => r,
  );
}

/** Deletes a customer (addresses and loyalty history go with it; orders are unlinked); false when there was none. */
export async function deleteCustomer(db: Knex, organizationId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await runner(db)("restaurant_customers")
    .where({ organization_id: organizationId, id })
    .del()
    .returning("id");
  return rows.length > 0;
}
