/**
 * The "Tokens" operations of both variants: people mint and revoke their own API tokens
 * (./handlers.ts); administrators manage the raw token records.
 */
import * as baseRecords from "../../../generated/storefront/schemas.js";
import type { StorefrontTokensHandlers } from "../../../generated/storefront/types.js";
import * as extRecords from "../../../generated/storefront-ext/schemas.js";
import type { StorefrontExtTokensHandlers } from "../../../generated/storefront-ext/types.js";
import { crud } from "../crud/factory.js";
import { API_TOKEN } from "../crud/resources.js";
import { createToken, revokeToken } from "./handlers.js";

const apiToken = { base: crud(API_TOKEN, baseRecords.ApiToken), ext: crud(API_TOKEN, extRecords.ApiToken) };

/** The base variant's tokens. */
export const tokenHandlers: StorefrontTokensHandlers = {
  apiToken_list: apiToken.base.list,
  apiToken_create: apiToken.base.create,
  apiToken_get: apiToken.base.get,
  apiToken_update: apiToken.base.update,
  apiToken_delete: apiToken.base.delete,
  tokens_create: createToken,
  tokens_revoke: revokeToken,
};

/** The extended variant's tokens: paged record lists. */
export const tokenExtHandlers: StorefrontExtTokensHandlers = {
  apiToken_list: apiToken.ext.page,
  apiToken_create: apiToken.ext.create,
  apiToken_get: apiToken.ext.get,
  apiToken_update: apiToken.ext.update,
  apiToken_delete: apiToken.ext.delete,
  tokens_create: createToken,
  tokens_revoke: revokeToken,
};
