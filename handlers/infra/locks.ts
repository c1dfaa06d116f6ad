/** Lock routes: leases with fencing tokens, one project's keys only. */

import { InfraError } from "../../generated/infra/errors.js";
import type { InfraLocksHandlers } from "../../generated/infra/types.js";
import type { ApiError } from "../../runtime/errors.js";
import { acquireLock, lockStatus, releaseLock, renewLock } from "../../storage/infra/locks.js";
import { chargedProject } from "./caller.js";
import { iso, isoOrNull } from "./format.js";

function notHolder(key: string): ApiError {
  return new InfraError(
    "lock_not_held",
    `The token does not hold the lock ${JSON.stringify(key)}: it was released, expired or taken since`,
  );
}

/** The lock handlers. */
export const lockHandlers: InfraLocksHandlers = {
  async lock_acquire({ path, body }, ctx) {
    const projectId = await chargedProject(ctx);
    const got = await acquireLock(
      ctx.db,
      projectId,
      path.key,
      body.ttl_ms,
      body.holder_id ?? null,
      ctx.now(),
    );
    return {
      status: 200,
      body: got.acquired
        ? { key: path.key, locked: true, token: got.token, expires_at: iso(got.expiresAt) }
        : { key: path.key, locked: false, token: null, expires_at: iso(got.expiresAt) },
    };
  },

  async lock_release({ path, body }, ctx) {
    const projectId = await chargedProject(ctx);
    if (!(await releaseLock(ctx.db, projectId, path.key, body.token, ctx.now()))) throw notHolder(path.key);
    return { status: 200, body: { key: path.key, released: true } };
  },

  async lock_renew({ path, body }, ctx) {
    const projectId = await chargedProject(ctx);
    const renewed = await renewLock(ctx.db, projectId, path.key, body.token, body.ttl_ms, ctx.now());
    if (!renewed.ok) throw notHolder(path.key);
    return { status: 200, body: { key: path.key, locked: true, expires_at: iso(renewed.expiresAt) } };
  },

  async lock_status({ path }, ctx) {
    const projectId = await chargedProject(ctx);
    const state = await lockStatus(ctx.db, projectId, path.key, ctx.now());
    return {
      status: 200,
      body: {
        key: path.key,
        locked: state.locked,
        expires_at: isoOrNull(state.expiresAt),
        holder_id: state.holderId,
      },
    };
  },
};
