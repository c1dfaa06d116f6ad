/**
 * How the tsoa build's controller and authentication module reach the database: through
 * `app.locals`, set once by the app builder — tsoa constructs controllers per request and
 * calls the authentication module by name, so neither can be handed the database directly.
 */
import type { Request } from "express";
import type { Knex } from "knex";

/** The `app.locals` key holding the metering database's knex. */
export const DB_LOCAL = "meteringDb";

/** The knex the app was built with; throws when the app was assembled without one. */
export function dbOf(req: Request): Knex {
  const db = (req.app.locals as Record<string, unknown>)[DB_LOCAL] as Knex | undefined;
  if (!db) throw new Error(`app.locals.${DB_LOCAL} is not set`);
  return db;
}
