/**
 * The local payment processor's customers (`processor_customers`).
 */
import type { Knex } from "knex";
import { runner } from "../../run.js";

/** A stored customer. */
export interface ProcessorCustomerRow {
  id: string;
  email: string | null;
  metadata: Record<string, string>;
  /** The card a confirmed setup intent saved, e.g. `pm_local_…`; null until then. */
  defaultPaymentMethod: string | null;
  createdAt: Date;
}

interface Raw {
  id: string;
  email: string | null;
  metadata: Record<string, string>;
  default_payment_method: string | null;
  created_at: Date;
}

function fromRaw(r: Raw): ProcessorCustomerRow {
  return {
    id: r.id,
    email: r.email,
    metadata: r.metadata,
    defaultPaymentMethod: r.default_payment_method,
    createdAt: r.created_at,
  };
}

/** Inserts a customer. */
export async function insertCustomer(
  db: Knex,
  row: { id: string; email: string | null; metadata: Record<string, string>; createdAt: Date },
): Promise<ProcessorCustomerRow> {
  const [raw] = (await runner(db)("processor_customers")
    .insert({
      id: row.id,
      email: row.email,
      metadata: JSON.stringify(row.metadata),
      created_at: row.createdAt,
    })
    .returning("*")) as Raw[];
  return fromRaw(raw!);
}

/** The customer, or undefined. */
export async function findCustomer(db: Knex, id: string): Promise<ProcessorCustomerRow | undefined> {
  const raw = (await runner(db)("processor_customers").where({ id }).first()) as Raw | undefined;
  return raw && fromRaw(raw);
}

/** Saves `paymentMethod` as the customer's default card. */
export async function setDefaultPaymentMethod(db: Knex, id: string, paymentMethod: string): Promise<void> {
  await runner(db)("processor_customers").where({ id }).update({ default_payment_method: paymentMethod });
}
