/**
 * The caller's sessions: sign up and sign in (./signIn.ts), look up, sign out, extend, list, revoke
 * one or all. A bearer API key acts for its user but is no session: sign-out changes nothing and
 * update-session answers 404.
 */
import type { AccountSessionsHandlers } from "../../../generated/account/types.js";
import { ApiError } from "../../../runtime/errors.js";
import {
  extendSession,
  findLiveSession,
  findSessionByToken,
  listSessions,
  revokeAllSessions,
  revokeSession,
} from "../../../storage/platform/sessions.js";
import { findUser } from "../../../storage/platform/users.js";
import { callerSessionId, callerUserId } from "../caller.js";
import { signInEmail, signUpEmail } from "./signIn.js";
import { SESSION_HANDLE_PREFIX, sessionBody, sessionCookie, userBody } from "./view.js";

/** The session handlers. */
export const sessionHandlers: AccountSessionsHandlers = {
  sign_up_email: signUpEmail,
  sign_in_email: signInEmail,

  async get_session(_input, ctx) {
    const sessionId = callerSessionId(ctx);
    const userId = ctx.caller?.userId;
    if (!sessionId || !userId) return { status: 200, body: null };
    const [session, user] = await Promise.all([
      findLiveSession(ctx.db, userId, sessionId, ctx.now()),
      findUser(ctx.db, userId),
    ]);
    if (!session || !user) return { status: 200, body: null };
    return { status: 200, body: { session: sessionBody(session), user: userBody(user) } };
  },

  async sign_out(_input, ctx) {
    const userId = callerUserId(ctx);
    const sessionId = callerSessionId(ctx);
    if (sessionId) await revokeSession(ctx.db, userId, sessionId);
    return {
      status: 200,
      headers: { "Set-Cookie": sessionCookie(null, 0, ctx.baseUrl.startsWith("https:")) },
      body: { success: true },
    };
  },

  async update_session(input, ctx) {
    const userId = callerUserId(ctx);
    const sessionId = callerSessionId(ctx);
    if (!sessionId) throw new ApiError("not_found", "An API key has no session to update");
    const now = ctx.now();
    const session = input.body.extend
      ? await extendSession(ctx.db, sessionId, now)
      : await findLiveSession(ctx.db, userId, sessionId, now);
    if (!session) throw new ApiError("not_found", "The session has ended");
    return { status: 200, body: { session: sessionBody(session) } };
  },

  async list_sessions(_input, ctx) {
    const sessions = await listSessions(ctx.db, callerUserId(ctx), ctx.now());
    return { status: 200, body: sessions.map(sessionBody) };
  },

  async revoke_session(input, ctx) {
    const userId = callerUserId(ctx);
    const { token } = input.body;
    const now = ctx.now();
    const sessionId = token.startsWith(SESSION_HANDLE_PREFIX)
      ? token.slice(SESSION_HANDLE_PREFIX.length)
      : (await findSessionByToken(ctx.db, token, now))?.session.id;
    const live = sessionId ? await findLiveSession(ctx.db, userId, sessionId, now) : undefined;
    if (!live) throw new ApiError("not_found", "No live session of yours has this token");
    await revokeSession(ctx.db, userId, live.id);
    return { status: 200, body: { status: true } };
  },

  async revoke_sessions(_input, ctx) {
    await revokeAllSessions(ctx.db, callerUserId(ctx));
    return { status: 200, body: { status: true } };
  },
};
