/** Usage billing is per person: who the caller is, or 401 for a credential with nobody behind it. */

import { requireUserId } from "../../../runtime/auth.js";
import type { HandlerContext } from "../../../runtime/context.js";

/** The meter the storefront reports usage on, in micro-USD. */
export const USAGE_METER = "storefront_api_usage";

/** The caller's user id; 401 for an API key that belongs to no person. */
export function billedPerson(ctx: HandlerContext): string {
  return requireUserId(ctx.caller, "Usage billing belongs to people: sign in with a session or token");
}
