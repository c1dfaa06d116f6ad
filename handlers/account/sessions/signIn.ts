/**
 * `POST /api/auth/sign-up/email` and `POST /api/auth/sign-in/email`: open a session and hand
 * its token out once (body and cookie). Sign-in failures are counted per address and per
 * client address; past the threshold the route answers 429 before checking the password.
 */
import type {
  SignInEmailInput,
  SignInEmailResponse,
  SignUpEmailInput,
  SignUpEmailResponse,
} from "../../../generated/account/types.js";
import type { HandlerContext } from "../../../runtime/context.js";
import { ApiError } from "../../../runtime/errors.js";
import { assertSignInAllowed, recordFailedSignIn } from "../../../runtime/ratelimit/signInThrottle.js";
import { createSession, SESSION_TTL_MS } from "../../../storage/platform/sessions.js";
import { authenticateUser, createUser, EmailTakenError, type User } from "../../../storage/platform/users.js";
import { sessionCookie, userBody } from "./view.js";

/** Session lifetime with `rememberMe`: 30 days. */
export const REMEMBER_ME_TTL_MS = 30 * 24 * 60 * 60 * 1000;

async function openSession(ctx: HandlerContext, user: User, ttlMs: number) {
  const { token, session } = await createSession(ctx.db, {
    userId: user.id,
    now: ctx.now(),
    ttlMs,
    ipAddress: ctx.clientIp,
  });
  return {
    status: 200 as const,
    headers: {
      "Set-Cookie": sessionCookie(token, Math.floor(ttlMs / 1000), ctx.baseUrl.startsWith("https:")),
    },
    body: { token, expiresAt: session.expiresAt.toISOString(), user: userBody(user) },
  };
}

/** Creates the account, then signs it in. */
export async function signUpEmail(
  input: SignUpEmailInput,
  ctx: HandlerContext,
): Promise<SignUpEmailResponse> {
  const { email, password, name } = input.body;
  try {
    const user = await createUser(ctx.db, { email, password, name: name ?? null });
    return await openSession(ctx, user, SESSION_TTL_MS);
  } catch (error) {
    if (error instanceof EmailTakenError)
      throw new ApiError("email_taken", "This e-mail address already has an account");
    throw error;
  }
}

/** Checks the password (after the brute-force gate) and opens a session. */
export async function signInEmail(
  input: SignInEmailInput,
  ctx: HandlerContext,
): Promise<SignInEmailResponse> {
  const { email, password, rememberMe } = input.body;
  const attempt = { email, clientIp: ctx.clientIp, now: ctx.now() };
  await assertSignInAllowed(ctx.db, attempt);
  const user = await authenticateUser(ctx.db, email, password);
  if (!user) {
    await recordFailedSignIn(ctx.db, attempt);
    throw new ApiError("invalid_login", "Invalid e-mail address or password");
  }
  return openSession(ctx, user, rememberMe ? REMEMBER_ME_TTL_MS : SESSION_TTL_MS);
}
