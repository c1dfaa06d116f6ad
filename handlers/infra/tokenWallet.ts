/**
 * How infra's data calls pay their project's token: from a lease of the project's balance held by
 * this process (storage/infra/core/tokenLeases.ts), spent in memory and settled by the runtime's
 * metering engine with its credit leases — no database round trip per call, never more spent
 * than the balance, whatever the number of server processes.
 */
import type { Knex } from "knex";
import type { LeaseWallet } from "../../runtime/metering/engine/leaseWallet.js";
import type { MeteringEngine } from "../../runtime/metering/engine/meteringEngine.js";
import {
  reclaimExpiredTokenLeases,
  refundTokens,
  settleTokenLease,
  takeTokenLease,
} from "../../storage/infra/core/tokenLeases.js";

/** The one "route" token spend is settled under (tokens have no per-route ledger). */
const TOKEN_SPEND = "infra:tokens";

/** The process's wallet of project-token leases, settled, swept and closed with the metering engine. */
export function projectTokenWallet(metering: MeteringEngine, knex: Knex): LeaseWallet {
  return metering.addWallet({
    take: (req) => takeTokenLease(knex, req),
    settle: (s) => settleTokenLease(knex, s),
    refund: (projectId, amount) => refundTokens(knex, projectId, amount),
    reclaimExpired: (now) => reclaimExpiredTokenLeases(knex, now),
  });
}

/** What {@link spendToken} did: paid, or refused because no token is left or the project is gone. */
export type TokenSpend = "paid" | "exhausted" | "no_project";

/** Takes one token of `projectId`'s balance. */
export async function spendToken(wallet: LeaseWallet, projectId: string): Promise<TokenSpend> {
  const paid = await wallet.pay(projectId, 1n, TOKEN_SPEND);
  if ("lease" in paid) return "paid";
  // takeTokenLease refuses a project it cannot find as "disabled".
  return paid.reason === "disabled" ? "no_project" : "exhausted";
}
