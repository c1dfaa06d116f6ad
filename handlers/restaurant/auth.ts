/**
 * Sign-up, sign-in and sign-out on the platform's accounts and sessions (the account service's
 * store: one person signs in to both). Sign-in failures are counted per address and per client
 * address; past the threshold the route answers 429 before the password is checked.
 */
import type { RestaurantAuthHandlers } from "../../generated/restaurant/types.js";
import type { HandlerContext } from "../../runtime/context.js";
import { ApiError } from "../../runtime/errors.js";
import { assertSignInAllowed, recordFailedSignIn } from "../../runtime/ratelimit/signInThrottle.js";
import { createSession, revokeSession, SESSION_TTL_MS } from "../../storage/platform/sessions.js";
import { authenticateUser, createUser, EmailTakenError, type User } from "../../storage/platform/users.js";

/** Session lifetime with `rememberMe`: 30 days. */
const REMEMBER_ME_TTL_MS = 30 * 24 * 60 * 60 * 1000;

async function signedIn(ctx: HandlerContext, user: User, ttlMs: number) {
  const { token, session } = await createSession(ctx.db, {
    userId: user.id,
    now: ctx.now(),
    ttlMs,
    ipAddress: ctx.clientIp,
  });
  return {
    status: 200 as const,
    body: {
      token,
      expires_at: session.expiresAt.toISOString(),
      user: { id: user.id, email: user.email, name: user.name },
    },
  };
}

/** The auth operations. */
export const authHandlers: RestaurantAuthHandlers = {
  async sign_up_email({ body }, ctx) {
    try {
      const user = await createUser(ctx.db, {
        email: body.email,
        password: body.password,
        name: body.name ?? null,
      });
      return await signedIn(ctx, user, SESSION_TTL_MS);
    } catch (error) {
      if (error instanceof EmailTakenError)
        throw new ApiError("email_taken", "This e-mail address already has an account");
      throw error;
    }
  },

  async sign_in_email({ body }, ctx) {
    const attempt = { email: body.email, clientIp: ctx.clientIp, now: ctx.now() };
    await assertSignInAllowed(ctx.db, attempt);
    const user = await authenticateUser(ctx.db, body.email, body.password);
    if (!user) {
      await recordFailedSignIn(ctx.db, attempt);
      throw new ApiError("invalid_login", "Invalid e-mail address or password");
    }
    return signedIn(ctx, user, body.rememberMe ? REMEMBER_ME_TTL_MS : SESSION_TTL_MS);
  },

  async sign_out(_input, ctx) {
    const caller = ctx.caller;
    if (caller?.kind === "session" && caller.userId) await revokeSession(ctx.db, caller.userId, caller.id);
    return { status: 200, body: { success: true } };
  },
};
