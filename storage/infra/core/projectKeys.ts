/**
 * Project API keys: `sk_<appId>_<48 lowercase hex>` (24 random bytes). The secret is returned
 * once, at creation; only its SHA-256 is stored (`secret_hash`), with its first characters
 * (`start`) so people can tell their keys apart. A key authenticates as its project until
 * revoked; the appId inside it MUST match the project's, so a key cannot be passed off as
 * another project's.
 */
import { randomBytes } from "node:crypto";
import type { Knex } from "knex";
import { type Page, type PageRequest, pageByTimeId } from "../../paging.js";
import { isUuid, runner } from "../../run.js";
import { hashToken } from "../../secrets.js";

/** What a project key looks like: group 1 is the appId, group 2 the random part. */
export const PROJECT_KEY_PATTERN = /^sk_([a-z0-9]{12})_([0-9a-f]{48})$/;

/**
 * How many leading characters of a secret `start` keeps: `sk_<appId>_` (16) plus 4 of the
 * random part (16 of its 192 bits), so keys of one project can be told apart too.
 */
export const PROJECT_KEY_START_LENGTH = 20;

/** How long a key's `last_used_at` is left alone after a write (hot keys must not write per call). */
export const LAST_USED_RESOLUTION_MS = 60_000;

/** A project key as listed (never the secret or its hash). */
export interface ProjectKey {
  id: string;
  projectId: string;
  name: string;
  /** The secret's first {@link PROJECT_KEY_START_LENGTH} characters. */
  start: string;
  createdAt: Date;
  /** Within {@link LAST_USED_RESOLUTION_MS} of the last use; null if never used. */
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** What a live key authenticates as. */
export interface ResolvedProjectKey {
  keyId: string;
  projectId: string;
  orgId: string;
  appId: string;
}

interface KeyRow {
  id: string;
  project_id: string;
  name: string;
  start: string;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

const KEY_COLUMNS = ["id", "project_id", "name", "start", "created_at", "last_used_at", "revoked_at"];

function toKey(row: KeyRow): ProjectKey {
  return {
    id: row.id,
    projectId: row.project_id,
    name: row.name,
    start: row.start,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  };
}

/**
 * Mints a key for the project; the `secret` is in the result and nowhere else, ever. Null
 * when the project does not exist (or is deleted meanwhile).
 */
export async function createProjectKey(
  db: Knex,
  input: { projectId: string; name: string; createdBy: string | null },
  now: Date,
): Promise<{ key: ProjectKey; secret: string } | null> {
  if (!isUuid(input.projectId)) return null;
  const run = runner(db);
  const project = (await run("infra_projects").select("app_id").where({ id: input.projectId }).first()) as
    | { app_id: string }
    | undefined;
  if (!project) return null;
  const secret = `sk_${project.app_id}_${randomBytes(24).toString("hex")}`;
  // INSERT … SELECT: a project deleted since the look-up inserts nothing instead of failing the FK.
  const { rows } = (await run.raw(
    `INSERT INTO infra_project_keys (project_id, name, start, secret_hash, created_by, created_at)
     SELECT p.id, ?, ?, ?, ?, ? FROM infra_projects p WHERE p.id = ?
     RETURNING ${KEY_COLUMNS.join(", ")}`,
    [
      input.name,
      secret.slice(0, PROJECT_KEY_START_LENGTH),
      hashToken(secret),
      input.createdBy,
      now,
      input.projectId,
    ],
  )) as { rows: KeyRow[] };
  const row = rows[0];
  return row ? { key: toKey(row), secret } : null;
}

/** A key by id (to find its project before checking the caller's role); null when there is none. */
export async function getProjectKey(db: Knex, keyId: string): Promise<ProjectKey | null> {
  if (!isUuid(keyId)) return null;
  const row = (await runner(db)("infra_project_keys").select(KEY_COLUMNS).where({ id: keyId }).first()) as
    | KeyRow
    | undefined;
  return row ? toKey(row) : null;
}

/** A project's keys, revoked ones included, oldest first. */
export async function listProjectKeys(
  db: Knex,
  projectId: string,
  page: PageRequest,
): Promise<Page<ProjectKey>> {
  const query = isUuid(projectId)
    ? runner(db)("infra_project_keys").where({ project_id: projectId }).select(KEY_COLUMNS)
    : null;
  return pageByTimeId(runner(db), query, { time: "created_at", id: "id" }, page, toKey);
}

/**
 * Revokes key `keyId` of project `projectId`: it stops resolving at once. Idempotent — a
 * revoked key comes back unchanged, keeping its first `revokedAt`. Null when the project has
 * no such key (a key of another project is "not found": the caller checked its role there).
 */
export async function revokeProjectKey(
  db: Knex,
  projectId: string,
  keyId: string,
  now: Date,
): Promise<ProjectKey | null> {
  if (!isUuid(projectId) || !isUuid(keyId)) return null;
  const [row] = (await runner(db)("infra_project_keys")
    .where({ id: keyId, project_id: projectId })
    .update({ revoked_at: db.raw("coalesce(revoked_at, ?)", [now]) })
    .returning(KEY_COLUMNS)) as KeyRow[];
  return row ? toKey(row) : null;
}

/**
 * What a presented secret authenticates as; null for anything not shaped like a key, an
 * unknown or revoked key, or one whose appId is not its project's. Records the use in
 * `last_used_at` in the same statement, but only when the stored value is older than
 * {@link LAST_USED_RESOLUTION_MS} — a conditional UPDATE, so a hot key reads without writing.
 */
export async function resolveProjectKey(
  db: Knex,
  secret: string,
  now: Date,
): Promise<ResolvedProjectKey | null> {
  const appId = PROJECT_KEY_PATTERN.exec(secret)?.[1];
  if (appId === undefined) return null;
  const { rows } = (await runner(db).raw(
    `WITH k AS (
       SELECT k.id, k.project_id, p.org_id, p.app_id
         FROM infra_project_keys k JOIN infra_projects p ON p.id = k.project_id
        WHERE k.secret_hash = ? AND k.revoked_at IS NULL AND p.app_id = ?
     ), touched AS (
       UPDATE infra_project_keys SET last_used_at = ?
        WHERE id IN (SELECT id FROM k) AND (last_used_at IS NULL OR last_used_at <= ?)
     )
     SELECT id, project_id, org_id, app_id FROM k`,
    [hashToken(secret), appId, now, new Date(now.getTime() - LAST_USED_RESOLUTION_MS)],
  )) as { rows: { id: string; project_id: string; org_id: string; app_id: string }[] };
  const row = rows[0];
  return row ? { keyId: row.id, projectId: row.project_id, orgId: row.org_id, appId: row.app_id } : null;
}
