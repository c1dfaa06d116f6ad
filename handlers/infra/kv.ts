/** Key-value routes: one project's JSON entries with optional expiry. */

import { InfraError } from "../../generated/infra/errors.js";
import type { InfraKeyValueHandlers, KvOp as WireKvOp } from "../../generated/infra/types.js";
import type { ApiError } from "../../runtime/errors.js";
import {
  applyKvBatch,
  deleteKv,
  getKv,
  incrementKv,
  type KvEntry,
  type KvOp,
  listKvKeys,
  putKv,
} from "../../storage/infra/kv.js";
import { withTransaction } from "../../storage/transactions.js";
import { chargedProject } from "./caller.js";
import { emitEvents, type InternalEvent } from "./events.js";
import { checkJsonSize, fromTextCursor, isoOrNull, KV_VALUE_MAX_BYTES, textCursor } from "./format.js";

function entryBody(entry: KvEntry) {
  return { key: entry.key, value: entry.value, expires_at: isoOrNull(entry.expiresAt) };
}

function notFound(key: string): ApiError {
  return new InfraError("not_found", `No entry has the key ${JSON.stringify(key)}`);
}

function notNumeric(key: string): ApiError {
  return new InfraError("conflict", `The key ${JSON.stringify(key)} holds a value that is not a number`);
}

/** A batch operation's JSON form (the contract has checked its shape) → the repository's. */
function toOp(op: WireKvOp, index: number): KvOp {
  if (op.op === "get" || op.op === "delete") return { op: op.op, key: op.key };
  const ttl = op.ttl === undefined ? {} : { ttlSeconds: op.ttl };
  if (op.op === "increment") return { op: "increment", key: op.key, delta: op.value ?? 1, ...ttl };
  checkJsonSize(op.value, KV_VALUE_MAX_BYTES, `/ops/${index}/value`);
  return { op: "set", key: op.key, value: op.value, ...ttl };
}

/** `kv.put`: the key and the value stored. */
function putEvent(key: string, value: unknown): InternalEvent {
  return { topic: "kv.put", data: { key, value } };
}

/** `kv.delete`: the key removed. */
function deleteEvent(key: string): InternalEvent {
  return { topic: "kv.delete", data: { key } };
}

/** The events of an applied batch: one per set, one per delete that removed an entry. */
function batchEvents(
  ops: readonly KvOp[],
  results: readonly { status: string; value: unknown }[],
): InternalEvent[] {
  const events: InternalEvent[] = [];
  ops.forEach((op, i) => {
    const result = results[i];
    if (op.op === "set" && result) events.push(putEvent(op.key, result.value));
    if (op.op === "delete" && result?.status === "deleted") events.push(deleteEvent(op.key));
  });
  return events;
}

/** The key-value handlers. */
export const kvHandlers: InfraKeyValueHandlers = {
  async kv_get({ path }, ctx) {
    const projectId = await chargedProject(ctx);
    const entry = await getKv(ctx.db, projectId, path.key, ctx.now());
    if (!entry) throw notFound(path.key);
    return { status: 200, body: entryBody(entry) };
  },

  async kv_put({ path, body }, ctx) {
    checkJsonSize(body.value, KV_VALUE_MAX_BYTES, "/value");
    const projectId = await chargedProject(ctx);
    const now = ctx.now();
    const written = await withTransaction({ knex: ctx.db }, async (trx) => {
      const w = await putKv(
        trx,
        projectId,
        path.key,
        body.value,
        { ...(body.ttl === undefined ? {} : { ttlSeconds: body.ttl }), ifNotExists: body.if_not_exists },
        now,
      );
      if (w.ok) await emitEvents(trx, ctx.work, projectId, [putEvent(path.key, w.entry.value)], now);
      return w;
    });
    if (!written.ok) throw new InfraError("key_exists", `The key ${JSON.stringify(path.key)} already exists`);
    return { status: 200, body: entryBody(written.entry) };
  },

  async kv_delete({ path }, ctx) {
    const projectId = await chargedProject(ctx);
    const now = ctx.now();
    const deleted = await withTransaction({ knex: ctx.db }, async (trx) => {
      const d = await deleteKv(trx, projectId, path.key, now);
      if (d) await emitEvents(trx, ctx.work, projectId, [deleteEvent(path.key)], now);
      return d;
    });
    if (!deleted) throw notFound(path.key);
    return { status: 200, body: { key: path.key, deleted: true } };
  },

  async kv_increment({ path, body }, ctx) {
    const projectId = await chargedProject(ctx);
    const result = await incrementKv(ctx.db, projectId, path.key, body?.delta ?? 1, body?.ttl, ctx.now());
    if (!result.ok) throw notNumeric(path.key);
    return { status: 200, body: { key: path.key, value: result.value } };
  },

  async kv_list({ query }, ctx) {
    const projectId = await chargedProject(ctx);
    const after = fromTextCursor(query.cursor);
    const page = await listKvKeys(
      ctx.db,
      projectId,
      {
        ...(query.prefix ? { prefix: query.prefix } : {}),
        ...(after === undefined ? {} : { after }),
        limit: query.limit,
      },
      ctx.now(),
    );
    return { status: 200, body: { keys: page.keys, next_cursor: textCursor(page.nextAfter) } };
  },

  async kv_batch({ body }, ctx) {
    const ops = body.ops.map(toOp);
    const projectId = await chargedProject(ctx);
    const now = ctx.now();
    const result = await withTransaction({ knex: ctx.db }, async (trx) => {
      const r = await applyKvBatch(trx, projectId, ops, now);
      if (r.ok) await emitEvents(trx, ctx.work, projectId, batchEvents(ops, r.results), now);
      return r;
    });
    if (!result.ok) {
      const key = JSON.stringify(ops[result.index]?.key);
      const why =
        result.reason === "exists" ? `the key ${key} already exists` : `the key ${key} is not a number`;
      throw new InfraError("conflict", `ops[${result.index}] failed (${why}); nothing was applied`, {
        issues: [{ location: "body", name: `/ops/${result.index}`, message: why }],
      });
    }
    return { status: 200, body: { results: result.results } };
  },
};
