/**
 * The organization's API keys: platform `api_keys` rows (hashed, resolved by the platform's
 * credential lookup) tied to the organization and the member who minted them.
 */
import type { Knex } from "knex";
import { type Page, type PageRequest, pageByTimeId } from "../../paging.js";
import { disableKeySubtree, insertApiKey } from "../../platform/apiKeys.js";
import { inTransaction, isUuid, runner } from "../../run.js";

/** A key as listed (never its secret). */
export interface OrgKeyRow {
  id: string;
  name: string;
  start: string;
  created_by: string;
  created_at: Date;
}

/** Mints a key acting for `userId`; the plaintext is in the answer and nowhere else. */
export async function mintOrgKey(
  db: Knex,
  input: { organizationId: string; userId: string; name: string; now: Date },
): Promise<OrgKeyRow & { key: string }> {
  return inTransaction(db, async (trx) => {
    const [account] = (await trx("credit_accounts").insert({}).returning("id")) as { id: string }[];
    if (!account) throw new Error("INSERT INTO credit_accounts returned no row");
    const key = await insertApiKey(trx, {
      accountId: account.id,
      userId: input.userId,
      parent: null,
      name: input.name,
      scopes: [],
      now: input.now,
    });
    await trx("restaurant_api_keys").insert({
      key_id: key.id,
      organization_id: input.organizationId,
      created_by: input.userId,
      created_at: input.now,
    });
    return {
      id: key.id,
      name: input.name,
      start: key.start,
      created_by: input.userId,
      created_at: input.now,
      key: key.key,
    };
  });
}

/** The organization's live keys, newest first. */
export function listOrgKeys(db: Knex, organizationId: string, page: PageRequest): Promise<Page<OrgKeyRow>> {
  const q = runner(db)("restaurant_api_keys as r")
    .join("api_keys as k", "k.id", "r.key_id")
    .select("k.id", "k.name", "k.start", "r.created_by", "r.created_at")
    .where({ "r.organization_id": organizationId, "k.enabled": true });
  return pageByTimeId(
    db,
    q,
    { time: "r.created_at", id: "r.key_id", newestFirst: true },
    page,
    (r: OrgKeyRow) => r,
  );
}

/** Revokes one of the organization's live keys; false when it has no such key. */
export async function revokeOrgKey(
  db: Knex,
  organizationId: string,
  keyId: string,
  now: Date,
): Promise<boolean> {
  if (!isUuid(keyId)) return false;
  return inTransaction(db, async (trx) => {
    const own = await trx("restaurant_api_keys")
      .where({ organization_id: organizationId, key_id: keyId })
      .first();
    if (!own) return false;
    return (await disableKeySubtree(trx, keyId, now)).includes(keyId);
  });
}
