/** Key-value routes: one project's JSON entries with optional expiry. */
import type { InfraHandlers, KvOp as WireKvOp } from "../../generated/infra/types.js";
import { ApiError } from "../../runtime/errors.js";
import {
  applyKvBatch,
  deleteKv,
  getKv,
  incrementKv,
  type KvEntry,
  type KvOp,
  listKvKeys,
  putKv,
} from "../../storage/repositories/infra/kv.js";
import { chargedProject } from "./caller.js";
import { checkJsonSize, fromTextCursor, isoOrNull, KV_VALUE_MAX_BYTES, textCursor } from "./format.js";

type KvHandlers = Pick<
  InfraHandlers,
  "kv_get" | "kv_put" | "kv_delete" | "kv_increment" | "kv_list" | "kv_batch"
>;

function entryBody(entry: KvEntry) {
  return { key: entry.key, value: entry.value, expires_at: isoOrNull(entry.expiresAt) };
}

function notFound(key: string): ApiError {
  return new ApiError("not_found", `No entry has the key ${JSON.stringify(key)}`);
}

function notNumeric(key: string): ApiError {
  return new ApiError("conflict", `The key ${JSON.stringify(key)} holds a value that is not a number`);
}

/** A batch operation's JSON form (the contract has checked its shape) → the repository's. */
function toOp(op: WireKvOp, index: number): KvOp {
  if (op.op === "get" || op.op === "delete") return { op: op.op, key: op.key };
  const ttl = op.ttl === undefined ? {} : { ttlSeconds: op.ttl };
  if (op.op === "increment") return { op: "increment", key: op.key, delta: op.value ?? 1, ...ttl };
  checkJsonSize(op.value, KV_VALUE_MAX_BYTES, `/ops/${index}/value`);
  return { op: "set", key: op.key, value: op.value, ...ttl };
}

/** The key-value handlers. */
export const kvHandlers: KvHandlers = {
  async kv_get({ path }, ctx) {
    const projectId = await chargedProject(ctx);
    const entry = await getKv(ctx.db, projectId, path.key, ctx.now());
    if (!entry) throw notFound(path.key);
    return { status: 200, body: entryBody(entry) };
  },

  async kv_put({ path, body }, ctx) {
    checkJsonSize(body.value, KV_VALUE_MAX_BYTES, "/value");
    const projectId = await chargedProject(ctx);
    const written = await putKv(
      ctx.db,
      projectId,
      path.key,
      body.value,
      { ...(body.ttl === undefined ? {} : { ttlSeconds: body.ttl }), ifNotExists: body.if_not_exists },
      ctx.now(),
    );
    if (!written.ok) throw new ApiError("conflict", `The key ${JSON.stringify(path.key)} already exists`);
    return { status: 200, body: entryBody(written.entry) };
  },

  async kv_delete({ path }, ctx) {
    const projectId = await chargedProject(ctx);
    if (!(await deleteKv(ctx.db, projectId, path.key, ctx.now()))) throw notFound(path.key);
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
    const result = await applyKvBatch(ctx.db, projectId, ops, ctx.now());
    if (!result.ok) {
      const key = JSON.stringify(ops[result.index]?.key);
      const why =
        result.reason === "exists" ? `the key ${key} already exists` : `the key ${key} is not a number`;
      throw new ApiError("conflict", `ops[${result.index}] failed (${why}); nothing was applied`, {
        issues: [{ location: "body", name: `/ops/${result.index}`, message: why }],
      });
    }
    return { status: 200, body: { results: result.results } };
  },
};
