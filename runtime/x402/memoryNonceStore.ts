/**
 * In-memory {@link NonceStore} for unit tests and throwaway dev servers. Not shared between
 * processes and lost on restart, so it is no replay protection for a real deployment.
 */
import type { NonceStore, SettlementRow } from "./facilitator.js";

/** A {@link NonceStore} that also exposes what it recorded, for assertions. */
export interface MemoryNonceStore extends NonceStore {
  /** Recorded settlements in insertion order. */
  settlements(): SettlementRow[];
}

/** Creates an empty in-memory nonce store. */
export function createMemoryNonceStore(): MemoryNonceStore {
  const rows = new Map<string, SettlementRow>();
  return {
    async isUsed(nonceKey) {
      return rows.has(nonceKey);
    },
    async record(row) {
      // Check-and-set with no await in between: atomic on the single JS thread.
      if (rows.has(row.nonceKey)) return false;
      rows.set(row.nonceKey, { ...row });
      return true;
    },
    settlements() {
      return [...rows.values()].map((r) => ({ ...r }));
    },
  };
}
