/**
 * Who is calling, as the infra routes need it: data routes act on the project of an
 * `X-API-Key` project key and spend one of its tokens; management routes act for the person
 * behind a bearer session.
 */

import { InfraError } from "../../generated/infra/errors.js";
import type { HandlerContext } from "../../runtime/context.js";
import type { Context } from "./context.js";
import { forgetProjectKeys } from "./projectKeyCache.js";
import { spendToken } from "./tokenWallet.js";

/** The project of the caller's key, without charging (401 for any other credential). */
export function callerProject(ctx: HandlerContext): string {
  const caller = ctx.caller;
  if (caller?.kind !== "project-key" || !caller.projectId)
    throw new InfraError(
      caller ? "wrong_credential_kind" : "credentials_required",
      "Send a project API key (sk_<appId>_<hex>) in X-API-Key",
    );
  return caller.projectId;
}

/**
 * The project of the caller's key, after taking one token from its balance: 402 when the
 * balance is exhausted. Call it once per data operation, before doing the work.
 */
export async function chargedProject(ctx: Context): Promise<string> {
  const projectId = callerProject(ctx);
  await chargeToken(ctx, projectId);
  return projectId;
}

/**
 * Takes one token of `projectId` (from this process's lease): 402 when the balance is exhausted,
 * 401 when the project is gone (deleted by another server process while this one still held its
 * key in memory: the key went with it).
 */
export async function chargeToken(ctx: Context, projectId: string): Promise<void> {
  const spent = await spendToken(ctx.tokens, projectId);
  if (spent === "paid") return;
  if (spent === "no_project") {
    forgetProjectKeys(ctx.db, { projectId });
    throw new InfraError("invalid_credentials", "This key's project was deleted, and its keys with it");
  }
  throw new InfraError(
    "tokens_exhausted",
    "This project has no tokens left: allocate tokens to it from its organization's pool",
  );
}

/** The user behind a bearer session (401 for a project key or no credential). */
export function callerUser(ctx: HandlerContext): string {
  const caller = ctx.caller;
  if (caller?.kind !== "session" || !caller.userId)
    throw new InfraError(
      caller ? "wrong_credential_kind" : "credentials_required",
      "Send a session token from the account service's sign-in as Authorization: Bearer",
    );
  return caller.userId;
}
