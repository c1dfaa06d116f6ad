/** `GET /api/health`, `GET /api/auth/ok` and the sign-in error page. */
import type { AccountHealthHandlers } from "../../generated/account/types.js";
import { ApiError } from "../../runtime/errors.js";

const ERROR_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Sign-in failed</title></head>
<body>
<h1>Sign-in failed</h1>
<p>The sign-in could not be completed. Go back and try again; if it keeps failing, sign in with your e-mail address and password.</p>
</body>
</html>
`;

/** Liveness handlers. */
export const healthHandlers: AccountHealthHandlers = {
  async api_health(_input, ctx) {
    try {
      await ctx.db.raw("SELECT 1");
    } catch (error) {
      ctx.log.warn({ err: error }, "health: database unavailable");
      // The contract declares 500 for an unhealthy service (the seed's only error here).
      throw new ApiError("internal", "The database is unavailable");
    }
    return { status: 200, body: { ok: true, service: "account" } };
  },
  async auth_ok() {
    return { status: 200, body: { ok: true } };
  },
  async auth_error() {
    return { status: 200, body: ERROR_PAGE };
  },
};
