/**
 * Authentication from the contract's security schemes: finds the credential an operation
 * accepts (bearer token or API key header), resolves it, and enforces `x-access`.
 */
import type { Caller } from "./context.js";
import type { OperationDefinition, ServiceDefinition } from "./contract.js";
import type { Authenticator } from "./deps.js";
import { ApiError } from "./errors.js";
import type { RawRequest } from "./validation/request.js";

function header(raw: RawRequest, name: string): string | undefined {
  const value = raw.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** The first credential the request presents for one of the operation's schemes. */
function presentedCredential(
  service: ServiceDefinition,
  op: OperationDefinition,
  raw: RawRequest,
): { scheme: string; value: string } | undefined {
  for (const name of op.security.schemes) {
    const scheme = service.securitySchemes[name];
    if (!scheme) continue;
    if (scheme.type === "http" && scheme.scheme === "bearer") {
      const authorization = header(raw, "authorization");
      if (authorization === undefined) continue;
      const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
      if (!match) throw new ApiError("malformed_authorization", "Authorization must be `Bearer <api key>`");
      return { scheme: name, value: match[1]! };
    }
    if (scheme.type === "apiKey" && scheme.name) {
      const value =
        scheme.in === "header"
          ? header(raw, scheme.name)
          : scheme.in === "cookie"
            ? raw.cookies[scheme.name]
            : undefined;
      if (value) return { scheme: name, value };
    }
  }
  return undefined;
}

/**
 * Resolves the caller. Throws 401 for a presented credential that is not valid, or when the
 * operation admits no anonymous option and none was presented; 403 when `x-access` is not met.
 */
export async function authenticate(
  service: ServiceDefinition,
  op: OperationDefinition,
  raw: RawRequest,
  authenticator: Authenticator,
): Promise<Caller | null> {
  const credential = presentedCredential(service, op, raw);
  let caller: Caller | null = null;
  if (credential) {
    caller = await authenticator(credential);
    if (!caller) throw new ApiError("invalid_credentials", "The credential is unknown, expired or revoked");
  } else if (!op.security.anonymous) {
    throw new ApiError("credentials_required", "This operation needs a credential");
  }
  const access = op.policy.access ?? "anyone";
  if (access !== "anyone" && !caller)
    throw new ApiError("credentials_required", "This operation needs a credential");
  if (access === "admin" && caller?.role !== "admin") {
    throw new ApiError("admin_only", "This operation is for administrators");
  }
  return caller;
}

/**
 * The person behind the caller, for operations that act for a user; a 401 saying `why` for a
 * credential with nobody behind it (a key minted by the CLI) or no credential at all.
 */
export function requireUserId(caller: Caller | null, why: string): string {
  if (!caller?.userId) throw new ApiError(caller ? "wrong_credential_kind" : "credentials_required", why);
  return caller.userId;
}
