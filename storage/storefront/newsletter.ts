/**
 * Newsletter sign-up. An address is subscribed once (any letter case): signing up again is
 * not an error for the person doing it, so it answers the existing subscription.
 */
import type { Knex } from "knex";
import { runner } from "../run.js";
import { type ApiRecord, toRecord } from "./crud.js";
import { TABLES } from "./resources.js";

const spec = TABLES.newsletterSubscriber;

/** Subscribes `email` (or finds its subscription) and returns the stored record. */
export async function subscribeNewsletter(db: Knex, email: string, now: Date): Promise<ApiRecord> {
  // ON CONFLICT DO NOTHING, then read: concurrent sign-ups of one address both end on one row.
  await runner(db).raw(
    `INSERT INTO ${spec.table} (email, subscribed_at) VALUES (?, ?) ON CONFLICT (lower(email)) DO NOTHING`,
    [email, now.getTime()],
  );
  const row = (await runner(db)(spec.table).whereRaw("lower(email) = lower(?)", [email]).first()) as Record<
    string,
    unknown
  >;
  return toRecord(spec, row);
}
