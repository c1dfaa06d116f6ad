/**
 * A span per SQL statement, from knex's own `query` / `query-response` / `query-error` events:
 * one path for PostgreSQL and PGlite (whose statements go through knex's single pg connection,
 * out of reach of pg driver instrumentation), pg-boss's statements included. The span is a child
 * of whatever span is active where the statement was issued (a request's, a work item's); a
 * statement with no span around it — pg-boss polling its queues every second, migrations — is
 * not traced, as instrumentation-pg's `requireParentSpan` would do: it would flood the exporter
 * with one-span traces. With tracing off there is never an active span, so a statement costs
 * one check.
 */
import { context, type Span, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import {
  ATTR_DB_OPERATION_NAME,
  ATTR_DB_QUERY_TEXT,
  ATTR_DB_SYSTEM_NAME,
  ATTR_ERROR_TYPE,
  DB_SYSTEM_NAME_VALUE_POSTGRESQL,
} from "@opentelemetry/semantic-conventions";
import type { Knex } from "knex";
import type { DatabaseKind } from "./kind.js";

/** What knex's statement events carry. */
interface QueryEvent {
  __knexQueryUid?: string;
  sql?: string;
}

/** Statements longer than this are cut in `db.query.text` (bound values are never recorded). */
const MAX_TEXT = 2_000;
/** Spans waiting for their statement's end; a statement that never reports one (a stream) is dropped past this. */
const MAX_OPEN = 10_000;

/** Traces every statement `knex` runs (transactions' included: knex forwards their events). */
export function traceStatements(knex: Knex, kind: DatabaseKind): void {
  const tracer = trace.getTracer("contract-first-apis");
  const open = new Map<string, Span>();
  knex.on("query", (query: QueryEvent) => {
    const uid = query.__knexQueryUid;
    if (!uid || open.size >= MAX_OPEN || !trace.getSpan(context.active())?.isRecording()) return;
    const sql = query.sql ?? "";
    const operation = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? "SQL";
    const span = tracer.startSpan(operation, {
      kind: SpanKind.CLIENT,
      attributes: {
        [ATTR_DB_SYSTEM_NAME]: DB_SYSTEM_NAME_VALUE_POSTGRESQL,
        [ATTR_DB_OPERATION_NAME]: operation,
        [ATTR_DB_QUERY_TEXT]: sql.length > MAX_TEXT ? `${sql.slice(0, MAX_TEXT)}…` : sql,
        "db.embedded": kind === "pglite",
      },
    });
    if (span.isRecording()) open.set(uid, span);
  });
  const end = (query: QueryEvent | undefined, err?: unknown) => {
    const uid = query?.__knexQueryUid;
    const span = uid ? open.get(uid) : undefined;
    if (!uid || !span) return;
    open.delete(uid);
    if (err !== undefined) {
      const code = (err as { code?: unknown }).code;
      span.setAttribute(ATTR_ERROR_TYPE, typeof code === "string" ? code : "error");
      span.setStatus({
        code: SpanStatusCode.ERROR,
        message: err instanceof Error ? err.message : String(err),
      });
    }
    span.end();
  };
  knex.on("query-response", (_response: unknown, query: QueryEvent) => end(query));
  knex.on("query-error", (err: unknown, query: QueryEvent) => end(query, err));
}
