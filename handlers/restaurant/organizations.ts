/**
 * The caller's organization and its API keys. A person belongs to one organization; creating a
 * second is 409 `already_member`. Keys are minted and revoked by the owner and managers and act
 * with the rights of the member who minted them.
 */

import { RestaurantError } from "../../generated/restaurant/errors.js";
import type { RestaurantOrganizationHandlers } from "../../generated/restaurant/types.js";
import { listPage } from "../../runtime/paging.js";
import {
  listOrgKeys,
  mintOrgKey,
  type OrgKeyRow,
  revokeOrgKey,
} from "../../storage/restaurant/core/apiKeys.js";
import {
  AlreadyMemberError,
  createOrganization,
  organizationOf,
} from "../../storage/restaurant/core/organizations.js";
import { callerUserId, membership, requireOrgRole } from "./access.js";

const keyBody = (row: OrgKeyRow) => ({
  id: row.id,
  name: row.name,
  start: row.start,
  created_by: row.created_by,
  created_at: row.created_at.toISOString(),
});

/** The organization and API-key operations. */
export const organizationHandlers: RestaurantOrganizationHandlers = {
  async create_organization({ body }, ctx) {
    const userId = callerUserId(ctx);
    try {
      const org = await createOrganization(ctx.db, {
        userId,
        name: body.name,
        currency: body.currency ?? "USD",
      });
      return {
        status: 201,
        body: {
          id: org.id,
          name: org.name,
          currency: org.currency,
          owner: true,
          created_at: org.created_at.toISOString(),
        },
      };
    } catch (err) {
      if (err instanceof AlreadyMemberError)
        throw new RestaurantError(
          "already_member",
          "You already belong to an organization; a person works for one",
        );
      throw err;
    }
  },

  async get_organization(_input, ctx) {
    const m = await membership(ctx);
    const org = await organizationOf(ctx.db, m.userId);
    if (!org) throw new RestaurantError("no_organization", "You belong to no organization");
    return {
      status: 200,
      body: {
        id: org.id,
        name: org.name,
        currency: org.currency,
        owner: m.owner,
        created_at: org.created_at.toISOString(),
      },
    };
  },

  async create_api_key({ body }, ctx) {
    const m = await requireOrgRole(ctx, "manager");
    const row = await mintOrgKey(ctx.db, {
      organizationId: m.organizationId,
      userId: m.userId,
      name: body.name,
      now: ctx.now(),
    });
    return { status: 201, body: { ...keyBody(row), key: row.key } };
  },

  async list_api_keys({ query }, ctx) {
    const m = await requireOrgRole(ctx, "manager");
    const page = await listPage(query, (p) => listOrgKeys(ctx.db, m.organizationId, p));
    return { status: 200, body: { api_keys: page.items.map(keyBody), next_cursor: page.nextAfter } };
  },

  async revoke_api_key({ path }, ctx) {
    const m = await requireOrgRole(ctx, "manager");
    if (!(await revokeOrgKey(ctx.db, m.organizationId, path.key_id, ctx.now())))
      throw new RestaurantError("not_found", "No such API key");
    return { status: 204 };
  },
};
