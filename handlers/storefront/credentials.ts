/**
 * The kind of secret the storefront issues: access tokens (`tokens/create`, prefix `sft_`). A
 * token acts with its owner's rights until revoked.
 */
import type { CredentialKind } from "../../runtime/service.js";
import { API_TOKEN_PREFIX, findActiveApiToken } from "../../storage/storefront/apiTokens.js";

/** Storefront access tokens. */
export const apiTokenCredential: CredentialKind = {
  name: "storefront access token",
  matches: (secret) => secret.startsWith(API_TOKEN_PREFIX),
  async resolve(knex, secret, now) {
    const token = await findActiveApiToken(knex, secret, now);
    return token
      ? {
          kind: "api-token",
          id: token.id,
          userId: token.userId,
          role: token.role,
          prefix: token.prefix,
          scopes: [],
        }
      : null;
  },
};
