/** Who is calling, as the account routes need it. */

import { requireUserId } from "../../runtime/auth.js";
import type { HandlerContext } from "../../runtime/context.js";

/** The caller's user id; 401 for a credential with nobody behind it (a CLI-made key). */
export function callerUserId(ctx: HandlerContext): string {
  return requireUserId(ctx.caller, "This credential belongs to no user: sign in, or use a user's key");
}

/** The caller's session id when the credential is a sign-in session, else undefined (an API key). */
export function callerSessionId(ctx: HandlerContext): string | undefined {
  return ctx.caller?.kind === "session" ? ctx.caller.id : undefined;
}
