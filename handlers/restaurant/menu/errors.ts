/**
 * The menu's refusals beyond the schema, in one place: 400 `validation_failed` for rules the
 * schema cannot state (a repeated id, a zero-length window, limits that contradict the options),
 * 422 `unprocessable` for an id in a body that is not the organization's (named in `issues`,
 * exactly as an unknown id), 409 `in_use` for a record others still refer to.
 */

import { RestaurantError } from "../../../generated/restaurant/errors.js";
import type { ApiError } from "../../../runtime/errors.js";
import { invalidMember } from "../../../runtime/invalidMember.js";
import { isForeignKeyViolation, UnknownReferenceError } from "../../../storage/restaurant/menu/references.js";

/** The 404 for a record of the catalog that is missing or another organization's. */
export function notFound(what: string): ApiError {
  return new RestaurantError("not_found", `No such ${what}`);
}

/**
 * Throws a 400 for the first value of `values` seen before (undefined ones are skipped: new
 * children have no id); `name(i)` names its member.
 */
export function requireDistinct(values: readonly (string | undefined)[], name: (i: number) => string): void {
  const seen = new Set<string>();
  values.forEach((v, i) => {
    if (v === undefined) return;
    if (seen.has(v)) throw invalidMember(name(i), "repeats an earlier entry");
    seen.add(v);
  });
}

/** Throws a 400 for a window that opens and closes at the same minute. */
export function requireWindows(
  windows: readonly { from: string; to: string }[] | null | undefined,
  prefix: string,
): void {
  windows?.forEach((w, i) => {
    if (w.from === w.to) throw invalidMember(`${prefix}/${i}`, "starts and ends at the same time");
  });
}

/** Runs a write, answering 422 for a foreign id in the body. */
export async function referencing<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (err instanceof UnknownReferenceError)
      throw new RestaurantError(
        "unprocessable",
        `Invalid reference: body ${err.member}: names no record of yours`,
        {
          issues: [{ location: "body", name: err.member, message: "names no record of this organization" }],
        },
      );
    throw err;
  }
}

/** Runs a delete, answering 409 `in_use` (with `why`) when other records still refer to it. */
export async function deleting(write: () => Promise<boolean>, what: string, why: string): Promise<void> {
  let deleted: boolean;
  try {
    deleted = await write();
  } catch (err) {
    if (isForeignKeyViolation(err)) throw new RestaurantError("in_use", `The ${what} is in use: ${why}`);
    throw err;
  }
  if (!deleted) throw notFound(what);
}
