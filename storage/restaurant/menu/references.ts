/**
 * What every menu statement family shares: JSON parameters, the check that ids sent in a body are
 * the organization's, and replacing an ordered child list (variants, options) while keeping the
 * ids of the children sent back — orders and overrides refer to those ids.
 */
import type { Knex } from "knex";
import { isUuid, runner } from "../../run.js";

/** An id in a body names nothing of the organization (or of the record it must belong to). */
export class UnknownReferenceError extends Error {
  override readonly name = "UnknownReferenceError";
  /** The body member, as a JSON pointer (`/variants/1/id`). */
  constructor(readonly member: string) {
    super(`${member} names no record of this organization`);
  }
}

/** A value bound as jsonb. */
export const json = (db: Knex, value: unknown) => runner(db).raw("?::jsonb", [JSON.stringify(value)]);

/**
 * Whether a delete failed on a foreign key: the record is still referred to. `ON DELETE RESTRICT`
 * raises 23001 (restrict_violation), the default NO ACTION 23503.
 */
export const isForeignKeyViolation = (err: unknown) => {
  const code = (err as { code?: string }).code;
  return code === "23001" || code === "23503";
};

/**
 * Throws {@link UnknownReferenceError} for the first of `ids` that is not a row of `table` in the
 * organization; `member(i)` names the body member of `ids[i]`.
 */
export async function requireOwned(
  db: Knex,
  table: string,
  organizationId: string,
  ids: readonly string[],
  member: (i: number) => string,
): Promise<void> {
  if (ids.length === 0) return;
  const valid = ids.filter(isUuid);
  const found = new Set(
    (
      (await runner(db)(table)
        .select("id")
        .where("organization_id", organizationId)
        .whereIn("id", [...new Set(valid)])) as { id: string }[]
    ).map((r) => r.id),
  );
  const i = ids.findIndex((id) => !found.has(id));
  if (i >= 0) throw new UnknownReferenceError(member(i));
}

/**
 * Makes `rows` the parent's whole ordered child list inside `trx`: children whose `id` is sent are
 * updated in place (their ids stay), children without `id` are inserted, the rest are deleted;
 * `position` is the index. {@link UnknownReferenceError} for an `id` that is not the parent's.
 */
export async function replaceChildren(
  trx: Knex,
  table: string,
  parent: { column: string; id: string },
  rows: readonly ({ id?: string | undefined } & Record<string, unknown>)[],
  listName: string,
): Promise<void> {
  const existing = new Set(
    ((await trx(table).select("id").where(parent.column, parent.id)) as { id: string }[]).map((r) => r.id),
  );
  const bad = rows.findIndex((r) => r.id !== undefined && !existing.has(r.id));
  if (bad >= 0) throw new UnknownReferenceError(`/${listName}/${bad}/id`);
  const kept = rows.flatMap((r) => (r.id ? [r.id] : []));
  const stale = [...existing].filter((id) => !kept.includes(id));
  if (stale.length) await trx(table).whereIn("id", stale).del();
  for (const [position, { id, ...fields }] of rows.entries()) {
    if (id)
      await trx(table)
        .where({ id })
        .update({ ...fields, position });
    else await trx(table).insert({ ...fields, [parent.column]: parent.id, position });
  }
}
