import type { Knex } from "knex";
import type { ResolvedProjectKey } from "../../storage/infra/core/projectKeys.js";
import { cachedProjectKey, forgetProjectKeys, PROJECT_KEY_TTL_MS } from "./projectKeyCache.js";

const key = (n: number, orgId = "org-1"): ResolvedProjectKey => ({
  keyId: `key-${n}`,
  projectId: `project-${n}`,
  orgId,
  appId: "app",
});

/** A lookup that counts its calls and answers `found`. */
function lookup(found: ResolvedProjectKey | null) {
  const calls = { n: 0 };
  const fn = async () => {
    calls.n++;
    return found;
  };
  return { calls, fn };
}

describe("project key cache", () => {
  const t0 = new Date("2026-01-01T00:00:00Z");
  const at = (ms: number) => new Date(t0.getTime() + ms);

  it("answers a found key from memory until its TTL, then looks it up again", async () => {
    const knex = {} as Knex;
    const l = lookup(key(1));
    expect(await cachedProjectKey(knex, "sk_a", t0, l.fn)).toEqual(key(1));
    expect(await cachedProjectKey(knex, "sk_a", at(PROJECT_KEY_TTL_MS - 1), l.fn)).toEqual(key(1));
    expect(l.calls.n).toBe(1);
    expect(await cachedProjectKey(knex, "sk_a", at(PROJECT_KEY_TTL_MS), l.fn)).toEqual(key(1));
    expect(l.calls.n).toBe(2);
    // The TTL stays under the 1 s within which a revocation must reach every process.
    expect(PROJECT_KEY_TTL_MS).toBeLessThan(1_000);
  });

  it("never caches an unknown or revoked secret", async () => {
    const knex = {} as Knex;
    const l = lookup(null);
    expect(await cachedProjectKey(knex, "sk_b", t0, l.fn)).toBeNull();
    expect(await cachedProjectKey(knex, "sk_b", t0, l.fn)).toBeNull();
    expect(l.calls.n).toBe(2);
  });

  it("forgets one key, a project's keys or an organization's at once, and nothing of another database", async () => {
    const knex = {} as Knex;
    const other = {} as Knex;
    const secrets = ["sk_1", "sk_2", "sk_3"];
    const keys = [key(1), key(2), key(3, "org-2")];
    for (const [i, s] of secrets.entries()) {
      await cachedProjectKey(knex, s, t0, async () => keys[i]!);
      await cachedProjectKey(other, s, t0, async () => keys[i]!);
    }
    const counted = lookup(null);
    const cachedNow = async (db: Knex, s: string) => (await cachedProjectKey(db, s, t0, counted.fn)) !== null;

    forgetProjectKeys(knex, { projectId: "project-1", keyId: "key-9" });
    expect(await cachedNow(knex, "sk_1")).toBe(true);
    forgetProjectKeys(knex, { projectId: "project-1", keyId: "key-1" });
    expect(await cachedNow(knex, "sk_1")).toBe(false);
    forgetProjectKeys(knex, { projectId: "project-2" });
    expect(await cachedNow(knex, "sk_2")).toBe(false);
    expect(await cachedNow(knex, "sk_3")).toBe(true);
    forgetProjectKeys(knex, { orgId: "org-2" });
    expect(await cachedNow(knex, "sk_3")).toBe(false);
    for (const s of secrets) expect(await cachedNow(other, s)).toBe(true);
  });
});
