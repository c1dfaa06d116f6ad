/**
 * tsoa's authentication module (named in tsoa.json): resolves `@Security("ApiKeyBearer")`
 * the way a tsoa user would, with the same repository lookup our runtime's authenticator uses.
 * The contract also accepts no credential (its free allowance), so a request without an
 * `Authorization` header is let through as anonymous and the controller counts it per client IP.
 */
import type { Request } from "express";
import { findActiveApiKey } from "../../storage/platform/apiKeys.js";
import { HttpError } from "./errors.js";
import { dbOf } from "./locals.js";

/** What a resolved bearer key puts on `request.user`. */
export interface ApiKeyUser {
  id: string;
  prefix: string;
}

/** What a request without a credential puts on `request.user`. */
export interface AnonymousUser {
  anonymous: true;
}

/** Called by tsoa's generated routes for each `@Security` scheme of an operation. */
export async function expressAuthentication(
  request: Request,
  securityName: string,
  _scopes?: string[],
): Promise<ApiKeyUser | AnonymousUser> {
  if (securityName !== "ApiKeyBearer")
    throw new HttpError(401, "unauthorized", `Unknown security scheme ${securityName}`);
  if (request.get("authorization") === undefined) return { anonymous: true };
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.get("authorization") ?? "");
  if (!match?.[1]) throw new HttpError(401, "unauthorized", "Authorization must be `Bearer <api key>`");
  const key = await findActiveApiKey(dbOf(request), match[1]);
  if (!key) throw new HttpError(401, "unauthorized", "The API key is unknown or revoked");
  return { id: key.id, prefix: key.prefix };
}
