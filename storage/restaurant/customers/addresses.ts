/**
 * Customers' addresses: one statement family. An update replaces the whole list in one
 * transaction; an entry naming one of the customer's address ids keeps that id, so references
 * held by clients stay valid while the address is kept.
 */
import type { Knex } from "knex";
import { runner } from "../../run.js";

/** An address as stored. */
export interface AddressRow {
  id: string;
  customer_id: string;
  label: string | null;
  line1: string;
  line2: string | null;
  city: string;
  postal_code: string | null;
  country: string;
  instructions: string | null;
}

/** An address to store; `id` keeps one of the customer's addresses. */
export interface AddressInput {
  id?: string | undefined;
  label?: string | null | undefined;
  line1: string;
  line2?: string | null | undefined;
  city: string;
  postal_code?: string | null | undefined;
  country: string;
  instructions?: string | null | undefined;
}

/** An entry's `id` is not one of the customer's addresses. */
export class UnknownAddressError extends Error {
  override readonly name = "UnknownAddressError";
  constructor(readonly index: number) {
    super(`address ${index} names an id the customer has no address with`);
  }
}

/** The addresses of each customer, in their order. */
export async function addressesOf(db: Knex, customerIds: string[]): Promise<Map<string, AddressRow[]>> {
  const out = new Map<string, AddressRow[]>(customerIds.map((id) => [id, []]));
  if (customerIds.length === 0) return out;
  const rows = (await runner(db)("restaurant_customer_addresses")
    .whereIn("customer_id", customerIds)
    .orderBy(["customer_id", "position"])) as AddressRow[];
  for (const row of rows) out.get(row.customer_id)?.push(row);
  return out;
}

/**
 * Makes `inputs` the customer's addresses, inside the caller's transaction. Throws
 * {@link UnknownAddressError} for an id that is not one of theirs (or is sent twice).
 */
export async function replaceAddresses(trx: Knex, customerId: string, inputs: AddressInput[]): Promise<void> {
  const own = new Set(
    (
      (await trx("restaurant_customer_addresses").where({ customer_id: customerId }).select("id")) as {
        id: string;
      }[]
    ).map((r) => r.id),
  );
  const seen = new Set<string>();
  inputs.forEach((a, i) => {
    if (a.id === undefined) return;
    if (!own.has(a.id) || seen.has(a.id)) throw new UnknownAddressError(i);
    seen.add(a.id);
  });
  await trx("restaurant_customer_addresses").where({ customer_id: customerId }).del();
  if (inputs.length === 0) return;
  await trx("restaurant_customer_addresses").insert(
    inputs.map((a, position) => ({
      ...(a.id ? { id: a.id } : {}),
      customer_id: customerId,
      position,
      label: a.label ?? null,
      line1: a.line1,
      line2: a.line2 ?? null,
      city: a.city,
      postal_code: a.postal_code ?? null,
      country: a.country,
      instructions: a.instructions ?? null,
    })),
  );
}
