/**
 * Product reads and stock changes for checkout: what the lines of a basket cost and whether
 * they are in stock, and taking sold units out of stock.
 */
import type { Knex } from "knex";
import { runner } from "../run.js";

/** What checkout needs to know about a product. */
export interface SaleableProduct {
  id: number;
  name: string;
  priceCents: number;
  inventory: number;
  status: "draft" | "published";
  requiresShipping: boolean;
}

type Row = {
  id: string;
  name: string;
  price_cents: string;
  inventory: string;
  status: "draft" | "published";
  requires_shipping: boolean;
};

/** The products with these ids, by id (missing ids are simply absent). */
export async function productsByIds(db: Knex, ids: readonly number[]): Promise<Map<number, SaleableProduct>> {
  if (ids.length === 0) return new Map();
  const rows = (await runner(db)("storefront_products")
    .select("id", "name", "price_cents", "inventory", "status", "requires_shipping")
    .whereIn("id", [...new Set(ids)])) as Row[];
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        name: r.name,
        priceCents: Number(r.price_cents),
        inventory: Number(r.inventory),
        status: r.status,
        requiresShipping: r.requires_shipping,
      },
    ]),
  );
}

/**
 * Takes `qty` units of each product out of stock, inside the caller's transaction. Rows are
 * locked in id order, so two orders sharing products cannot deadlock. Stock never goes below
 * zero: a paid order is not undone for lack of stock, so an oversold product stops at 0 and
 * its id is returned for a person to sort out. Products deleted since are skipped.
 */
export async function takeFromStock(trx: Knex, quantities: ReadonlyMap<number, number>): Promise<number[]> {
  const ids = [...quantities.keys()].sort((a, b) => a - b);
  if (ids.length === 0) return [];
  const rows = (await trx("storefront_products")
    .select("id", "inventory")
    .whereIn("id", ids)
    .orderBy("id")
    .forUpdate()) as { id: string; inventory: string }[];
  const oversold: number[] = [];
  for (const row of rows) {
    const id = Number(row.id);
    const qty = quantities.get(id) ?? 0;
    const stock = Number(row.inventory);
    if (qty > stock) oversold.push(id);
    await trx("storefront_products")
      .where({ id })
      .update({ inventory: Math.max(stock - qty, 0) });
  }
  return oversold;
}
