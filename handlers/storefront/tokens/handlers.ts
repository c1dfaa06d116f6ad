/**
 * `POST /tokens/create` and `POST /tokens/{id}/revoke`: people mint API tokens for themselves
 * (the secret is shown once) and revoke them (at once; idempotent). Ownership of the token is
 * checked by the runtime through `owners.tokens_revoke` before revoke runs.
 */
import type {
  TokensCreateInput,
  TokensCreateResponse,
  TokensRevokeInput,
  TokensRevokeResponse,
} from "../../../generated/storefront-ext/types.js";
import type { HandlerContext } from "../../../runtime/context.js";
import { ApiError } from "../../../runtime/errors.js";
import { mintApiToken, revokeApiToken } from "../../../storage/storefront/apiTokens.js";
import { notFound, recordId } from "../problems.js";

/** Mints a token for the signed-in person. */
export async function createToken(
  input: TokensCreateInput,
  ctx: HandlerContext,
): Promise<TokensCreateResponse> {
  const userId = ctx.caller?.userId;
  // A token authenticates as its owner; an API key with no person behind it has nobody to lend.
  if (!userId)
    throw new ApiError(
      "wrong_credential_kind",
      "API tokens belong to people: sign in with a session or token",
    );
  const { record, token } = await mintApiToken(ctx.db, { userId, name: input.body.name, now: ctx.now() });
  return {
    status: 201,
    body: {
      id: record.id,
      name: record.name as string,
      prefix: record.prefix as string,
      token,
      createdAt: record.createdAt as number,
    },
  };
}

/** Revokes one of the caller's tokens (an administrator's: anyone's). */
export async function revokeToken(
  input: TokensRevokeInput,
  ctx: HandlerContext,
): Promise<TokensRevokeResponse> {
  const record = await revokeApiToken(ctx.db, recordId(input.path.id, "API token"), ctx.now());
  if (!record) throw notFound("API token");
  return {
    status: 200,
    body: {
      id: record.id,
      name: record.name as string,
      prefix: record.prefix as string,
      revokedAt: record.revokedAt as number,
    },
  };
}
