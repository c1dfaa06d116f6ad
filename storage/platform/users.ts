/**
 * People who sign in: e-mail (unique, case-insensitive), scrypt password hash, role.
 */
import type { Knex } from "knex";
import { isUuid, runner } from "../run.js";
import { hashPassword, verifyPassword } from "../secrets.js";

/** A user as the rest of the system sees it (never the hash). */
export interface User {
  id: string;
  email: string;
  name: string | null;
  role: "user" | "admin";
  createdAt: Date;
}

type UserRow = { id: string; email: string; name: string | null; role: "user" | "admin"; created_at: Date };

function toUser(row: UserRow): User {
  return { id: row.id, email: row.email, name: row.name, role: row.role, createdAt: row.created_at };
}

/** Thrown by {@link createUser} when the e-mail is taken. */
export class EmailTakenError extends Error {
  constructor(email: string) {
    super(`a user with e-mail ${email} already exists`);
    this.name = "EmailTakenError";
  }
}

/** Creates a user; throws {@link EmailTakenError} when the e-mail (any case) is taken. */
export async function createUser(
  db: Knex,
  input: { email: string; password: string; name?: string | null; role?: "user" | "admin" },
): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = (await runner(db)("users")
      .insert({
        email: input.email,
        name: input.name ?? null,
        password_hash: passwordHash,
        role: input.role ?? "user",
      })
      .returning(["id", "email", "name", "role", "created_at"])) as UserRow[];
    return toUser(row!);
  } catch (error) {
    if ((error as { code?: string }).code === "23505") throw new EmailTakenError(input.email);
    throw error;
  }
}

/** The user with this e-mail and password, or undefined (same answer for either mismatch). */
export async function authenticateUser(db: Knex, email: string, password: string): Promise<User | undefined> {
  const row = (await runner(db)("users")
    .select("id", "email", "name", "role", "created_at", "password_hash")
    .whereRaw("lower(email) = lower(?)", [email])
    .first()) as (UserRow & { password_hash: string }) | undefined;
  if (!row) {
    // Spend the same time as a real check, so response timing does not reveal which e-mails exist.
    await verifyPassword(password, "scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAA");
    return undefined;
  }
  return (await verifyPassword(password, row.password_hash)) ? toUser(row) : undefined;
}

/** A user by id, or undefined. */
export async function findUser(db: Knex, id: string): Promise<User | undefined> {
  if (!isUuid(id)) return undefined;
  const row = (await runner(db)("users")
    .select("id", "email", "name", "role", "created_at")
    .where({ id })
    .first()) as UserRow | undefined;
  return row ? toUser(row) : undefined;
}
