/**
 * Sign-in sessions: a random `ses_…` token shown once, stored as SHA-256, valid until it
 * expires or is revoked.
 */
import type { Knex } from "knex";
import { isUuid, runner } from "../run.js";
import { hashToken, newToken } from "../secrets.js";
import type { User } from "./users.js";

/** Default session lifetime: 7 days. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** A session (never its token hash). */
export interface Session {
  id: string;
  userId: string;
  expiresAt: Date;
  createdAt: Date;
  updatedAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
}

type SessionRow = {
  id: string;
  user_id: string;
  expires_at: Date;
  created_at: Date;
  updated_at: Date;
  ip_address: string | null;
  user_agent: string | null;
};

const COLUMNS = ["id", "user_id", "expires_at", "created_at", "updated_at", "ip_address", "user_agent"];

function toSession(row: SessionRow): Session {
  return {
    id: row.id,
    userId: row.user_id,
    expiresAt: row.expires_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ipAddress: row.ip_address,
    userAgent: row.user_agent,
  };
}

/** Opens a session; the plaintext `token` is returned here and never again. */
export async function createSession(
  db: Knex,
  input: { userId: string; now: Date; ttlMs?: number; ipAddress?: string | null; userAgent?: string | null },
): Promise<{ token: string; session: Session }> {
  const token = newToken("ses_");
  const [row] = (await runner(db)("sessions")
    .insert({
      user_id: input.userId,
      token_hash: hashToken(token),
      expires_at: new Date(input.now.getTime() + (input.ttlMs ?? SESSION_TTL_MS)),
      ip_address: input.ipAddress ?? null,
      user_agent: input.userAgent ?? null,
    })
    .returning(COLUMNS)) as SessionRow[];
  return { token, session: toSession(row!) };
}

/** The live session for a token with its user, or undefined (unknown, expired or revoked). */
export async function findSessionByToken(
  db: Knex,
  token: string,
  now: Date,
): Promise<{ session: Session; user: User } | undefined> {
  const row = (await runner(db)("sessions as s")
    .join("users as u", "u.id", "s.user_id")
    .select(...COLUMNS.map((c) => `s.${c}`), "u.email", "u.name", "u.role", "u.created_at as user_created_at")
    .where("s.token_hash", hashToken(token))
    .whereNull("s.revoked_at")
    .where("s.expires_at", ">", now)
    .first()) as
    | (SessionRow & { email: string; name: string | null; role: "user" | "admin"; user_created_at: Date })
    | undefined;
  if (!row) return undefined;
  return {
    session: toSession(row),
    user: {
      id: row.user_id,
      email: row.email,
      name: row.name,
      role: row.role,
      createdAt: row.user_created_at,
    },
  };
}

/** Revokes one session by id (only the owner's); true when it was live. */
export async function revokeSession(db: Knex, userId: string, sessionId: string): Promise<boolean> {
  if (!isUuid(sessionId)) return false;
  const n = await runner(db)("sessions")
    .where({ id: sessionId, user_id: userId })
    .whereNull("revoked_at")
    .update({ revoked_at: db.fn.now() });
  return n > 0;
}

/** The live sessions of a user, newest first. */
export async function listSessions(db: Knex, userId: string, now: Date): Promise<Session[]> {
  const rows = (await runner(db)("sessions")
    .select(COLUMNS)
    .where({ user_id: userId })
    .whereNull("revoked_at")
    .where("expires_at", ">", now)
    .orderBy("created_at", "desc")) as SessionRow[];
  return rows.map(toSession);
}

/** The caller's live session with this id, or undefined. */
export async function findLiveSession(
  db: Knex,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<Session | undefined> {
  if (!isUuid(sessionId)) return undefined;
  const row = (await runner(db)("sessions")
    .select(COLUMNS)
    .where({ id: sessionId, user_id: userId })
    .whereNull("revoked_at")
    .where("expires_at", ">", now)
    .first()) as SessionRow | undefined;
  return row && toSession(row);
}

/** Revokes every live session of a user; returns how many. */
export async function revokeAllSessions(db: Knex, userId: string): Promise<number> {
  return runner(db)("sessions")
    .where({ user_id: userId })
    .whereNull("revoked_at")
    .update({ revoked_at: db.fn.now() });
}

/** Slides a live session's expiry to `now + ttlMs`; the updated session, or undefined. */
export async function extendSession(
  db: Knex,
  sessionId: string,
  now: Date,
  ttlMs: number = SESSION_TTL_MS,
): Promise<Session | undefined> {
  if (!isUuid(sessionId)) return undefined;
  const [row] = (await runner(db)("sessions")
    .where({ id: sessionId })
    .whereNull("revoked_at")
    .where("expires_at", ">", now)
    .update({ expires_at: new Date(now.getTime() + ttlMs), updated_at: now })
    .returning(COLUMNS)) as SessionRow[];
  return row && toSession(row);
}
