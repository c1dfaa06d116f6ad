/** Who acts on the key tree: a signed-in user, or an API key holding `keys:provision`. */

import { AccountError } from "../../../generated/account/errors.js";
import type { HandlerContext } from "../../../runtime/context.js";
import type { KeyActor } from "../../../storage/platform/keyTree.js";
import { callerUserId } from "../caller.js";

/** The scope that lets an API key mint, list and revoke the keys below it. */
export const PROVISION_SCOPE = "keys:provision";

/** The caller as a key-tree actor; 403 for an API key without {@link PROVISION_SCOPE}. */
export function keyActor(ctx: HandlerContext): KeyActor {
  const caller = ctx.caller;
  if (caller?.kind === "api-key") {
    if (!caller.scopes.includes(PROVISION_SCOPE))
      throw new AccountError("missing_scope", `This API key lacks the ${PROVISION_SCOPE} scope`);
    return { kind: "key", keyId: caller.id };
  }
  return { kind: "user", userId: callerUserId(ctx) };
}
