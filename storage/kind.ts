/** Which engine a database runs on: embedded PGlite, or a PostgreSQL server. */
export type DatabaseKind = "pglite" | "postgres";
