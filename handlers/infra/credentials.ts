/**
 * The kind of secret the infrastructure service issues: project keys (`sk_<appId>_<hex>`, minted
 * by `POST /api-keys`). They share the `sk_` prefix with the platform's API keys, so they are told
 * apart by their shape; a key acts on its project only, for no user.
 */
import type { CredentialKind } from "../../runtime/service.js";
import { PROJECT_KEY_PATTERN, resolveProjectKey } from "../../storage/infra/core/projectKeys.js";
import { cachedProjectKey } from "./projectKeyCache.js";

/** Infra project keys. */
export const projectKeyCredential: CredentialKind = {
  name: "infra project key",
  matches: (secret) => PROJECT_KEY_PATTERN.test(secret),
  async resolve(knex, secret, now) {
    // From memory for up to a second (./projectKeyCache.ts); a lookup also records the key's use.
    const key = await cachedProjectKey(knex, secret, now, () => resolveProjectKey(knex, secret, now));
    return key
      ? {
          kind: "project-key",
          id: key.keyId,
          userId: null,
          role: "user",
          prefix: secret.slice(0, 16),
          scopes: [],
          projectId: key.projectId,
        }
      : null;
  },
};
