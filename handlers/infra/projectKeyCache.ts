/**
 * Resolved project keys, kept in memory for {@link PROJECT_KEY_TTL_MS}: a hot key is looked up
 * about once a second instead of on every data call. A revocation or a project's deletion in this
 * process drops its entries at once ({@link forgetProjectKeys}); in another server process the entry
 * ages out, so a revoked key is refused everywhere within the TTL. Unknown and revoked secrets are
 * never cached: each is looked up again (and refused) every time.
 *
 * One cache per database handle (a WeakMap on the knex instance): every runtime in a process,
 * including tests' several, keeps its own.
 */
import type { Knex } from "knex";
import type { ResolvedProjectKey } from "../../storage/infra/core/projectKeys.js";
import { hashToken } from "../../storage/secrets.js";

/** How long a resolved key is answered from memory: under the 1 s a revocation may take. */
export const PROJECT_KEY_TTL_MS = 750;

interface Entry {
  key: ResolvedProjectKey;
  staleAt: number;
}

/** Past this many entries, stale ones are swept before adding: keys used once do not pile up. */
const SWEEP_ABOVE = 10_000;

const caches = new WeakMap<Knex, Map<string, Entry>>();

function cacheOf(knex: Knex): Map<string, Entry> {
  let cache = caches.get(knex);
  if (!cache) {
    cache = new Map();
    caches.set(knex, cache);
  }
  return cache;
}

/** The key `secret` resolves to: from memory while fresh, else from `lookup` (cached when found). */
export async function cachedProjectKey(
  knex: Knex,
  secret: string,
  now: Date,
  lookup: () => Promise<ResolvedProjectKey | null>,
): Promise<ResolvedProjectKey | null> {
  const cache = cacheOf(knex);
  const hash = hashToken(secret);
  const entry = cache.get(hash);
  if (entry && now.getTime() < entry.staleAt) return entry.key;
  cache.delete(hash);
  const key = await lookup();
  if (key) {
    if (cache.size >= SWEEP_ABOVE)
      for (const [h, e] of cache) if (e.staleAt <= now.getTime()) cache.delete(h);
    cache.set(hash, { key, staleAt: now.getTime() + PROJECT_KEY_TTL_MS });
  }
  return key;
}

/**
 * Drops this process's cached keys of an organization, of a project, or one key of a project
 * (revoked, or its project or organization deleted).
 */
export function forgetProjectKeys(
  knex: Knex,
  which: { orgId: string } | { projectId: string; keyId?: string },
): void {
  const cache = caches.get(knex);
  if (!cache) return;
  const drops = (key: ResolvedProjectKey): boolean =>
    "orgId" in which
      ? key.orgId === which.orgId
      : key.projectId === which.projectId && (which.keyId === undefined || key.keyId === which.keyId);
  for (const [hash, { key }] of cache) if (drops(key)) cache.delete(hash);
}
