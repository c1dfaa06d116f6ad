/**
 * Account fixture: two people, so no suite can sign its own credentials out.
 * - `SessionCookie`: a session of a customer (billing and key routes).
 * - `ApiKeyHeader`: a key of that customer holding `keys:provision` (the key routes as a key).
 * - `BearerToken`: an API key of an administrator holding the `admin` scope (the session routes,
 *   and `api-key/create` with its server-only fields). The session routes end sessions — sign-out, revoke-sessions —
 *   and a bearer key is no session, so the suites' calls there cannot revoke the credentials
 *   the other routes need.
 */
import { provisionKey } from "../../storage/platform/keyTree.js";
import { createSession } from "../../storage/platform/sessions.js";
import { createUser } from "../../storage/platform/users.js";
import type { ServiceFixture } from "../fixtures.js";

async function person(db: Parameters<ServiceFixture["setup"]>[0]["db"], role: "user" | "admin", tag: string) {
  return createUser(db.knex, {
    email: `conformance-${role}-${tag}@account.example`,
    password: `conformance-${tag}`,
    name: `Conformance ${role}`,
    role,
  });
}

async function rootKey(db: Parameters<ServiceFixture["setup"]>[0]["db"], userId: string, scopes: string[]) {
  const made = await provisionKey(db.knex, {
    by: { kind: "user", userId },
    name: "conformance",
    scopes,
    now: new Date(),
  });
  if (!made.ok) throw new Error(`fixture: could not provision a key: ${made.message}`);
  return made.key;
}

export const fixture: ServiceFixture = {
  async setup({ db }) {
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const customer = await person(db, "user", tag);
    const admin = await person(db, "admin", tag);
    const { token } = await createSession(db.knex, { userId: customer.id, now: new Date() });
    const customerKey = await rootKey(db, customer.id, ["keys:provision", "uuid"]);
    const adminKey = await rootKey(db, admin.id, ["keys:provision", "admin"]);
    return {
      credentials: {
        SessionCookie: { Cookie: `auth.session_token=${token}` },
        ApiKeyHeader: { "x-api-key": customerKey },
        BearerToken: { Authorization: `Bearer ${adminKey}` },
      },
      pathParams: {},
    };
  },
};
