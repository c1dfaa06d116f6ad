/**
 * API keys become a delegation tree drawing on one credit account per user.
 *
 * - `credit_accounts` holds the balance (micro-USD). Every existing key gets an account of its
 *   own carrying its `credits_micros`, and its ledger rows point at that account, so no balance
 *   or history is lost; then `api_keys.credits_micros` goes (the balance lives on the account).
 * - `credit_ledger.api_key_id` becomes nullable: top-ups and plan grants have no key.
 * - Keys gain their place in the tree (`parent_key_id`, `depth`, `path` = ids root…self), what
 *   they may do (`scopes`), what their subtree may spend (`credit_limit_micros`, counted in
 *   `subtree_credits_used_micros`), their share of the rate limit, expiry, and better-auth's
 *   api-key fields (usage `remaining` with refill, per-key rate limit, permissions, metadata).
 *
 * Money is never deleted by a cascade: a deleted user leaves its account and keys behind with
 * `user_id` NULL (like storefront orders, they are business records; whoever deletes a user
 * disables the user's keys first), a deleted key leaves its ledger rows with `api_key_id` NULL.
 * Never edit after it lands: add a new numbered migration instead.
 */
import type { Knex } from "knex";

/** Creates `credit_accounts`, moves balances onto them and extends `api_keys` into a tree. */
export async function up(knex: Knex): Promise<void> {
  // One statement per call: each step reads what the one before it wrote, and a failing step
  // names itself in the error (knex runs the whole migration in one transaction either way).
  const steps = [
    `CREATE TABLE credit_accounts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid UNIQUE REFERENCES users(id) ON DELETE SET NULL,
      balance_micros bigint NOT NULL DEFAULT 0 CHECK (balance_micros >= 0),
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    // One account per existing key: pick its id on the key, then create the accounts from it.
    "ALTER TABLE api_keys ADD COLUMN account_id uuid",
    "UPDATE api_keys SET account_id = gen_random_uuid()",
    `INSERT INTO credit_accounts (id, balance_micros, created_at)
       SELECT account_id, credits_micros, created_at FROM api_keys`,
    `ALTER TABLE api_keys ALTER COLUMN account_id SET NOT NULL,
       ADD CONSTRAINT api_keys_account_id_fkey FOREIGN KEY (account_id) REFERENCES credit_accounts(id)`,
    "CREATE INDEX api_keys_account_id_idx ON api_keys (account_id)",
    "ALTER TABLE api_keys DROP COLUMN credits_micros",

    // The ledger follows the money onto the account.
    "ALTER TABLE credit_ledger ADD COLUMN account_id uuid",
    "UPDATE credit_ledger l SET account_id = k.account_id FROM api_keys k WHERE k.id = l.api_key_id",
    `ALTER TABLE credit_ledger ALTER COLUMN account_id SET NOT NULL,
       ADD CONSTRAINT credit_ledger_account_id_fkey FOREIGN KEY (account_id) REFERENCES credit_accounts(id),
       ALTER COLUMN api_key_id DROP NOT NULL,
       DROP CONSTRAINT credit_ledger_api_key_id_fkey,
       ADD CONSTRAINT credit_ledger_api_key_id_fkey FOREIGN KEY (api_key_id)
         REFERENCES api_keys(id) ON DELETE SET NULL`,
    "CREATE INDEX credit_ledger_account_id_idx ON credit_ledger (account_id, created_at)",

    // The tree, scopes and caps. Existing keys become roots: path = {id}, depth 0.
    `ALTER TABLE api_keys
       ADD COLUMN user_id uuid REFERENCES users(id) ON DELETE SET NULL,
       ADD COLUMN parent_key_id uuid REFERENCES api_keys(id),
       ADD COLUMN depth int NOT NULL DEFAULT 0 CHECK (depth >= 0),
       ADD COLUMN path uuid[],
       ADD COLUMN scopes text[] NOT NULL DEFAULT '{}',
       ADD COLUMN credit_limit_micros bigint CHECK (credit_limit_micros >= 0),
       ADD COLUMN rate_limit_share_pct int CHECK (rate_limit_share_pct BETWEEN 0 AND 100),
       ADD COLUMN expires_at timestamptz,
       ADD COLUMN last_used_at timestamptz,
       ADD COLUMN credits_used_micros bigint NOT NULL DEFAULT 0 CHECK (credits_used_micros >= 0),
       ADD COLUMN subtree_credits_used_micros bigint NOT NULL DEFAULT 0
         CHECK (subtree_credits_used_micros >= 0),
       ADD COLUMN enabled boolean NOT NULL DEFAULT true,
       ADD COLUMN start text,
       ADD COLUMN key_prefix text,
       ADD COLUMN remaining int CHECK (remaining >= 0),
       ADD COLUMN refill_amount int CHECK (refill_amount > 0),
       ADD COLUMN refill_interval_ms bigint CHECK (refill_interval_ms > 0),
       ADD COLUMN last_refill_at timestamptz,
       ADD COLUMN rate_limit_enabled boolean NOT NULL DEFAULT false,
       ADD COLUMN rate_limit_time_window_ms bigint CHECK (rate_limit_time_window_ms > 0),
       ADD COLUMN rate_limit_max int CHECK (rate_limit_max >= 0),
       ADD COLUMN request_count bigint NOT NULL DEFAULT 0,
       ADD COLUMN last_request timestamptz,
       ADD COLUMN permissions jsonb,
       ADD COLUMN metadata jsonb,
       ADD COLUMN config_id text,
       ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`,
    `UPDATE api_keys SET path = ARRAY[id], enabled = (revoked_at IS NULL), start = left(prefix, 8),
       updated_at = created_at`,
    // A node is at depth n exactly when its path holds n + 1 ids, the last one its own.
    `ALTER TABLE api_keys ALTER COLUMN path SET NOT NULL,
       ADD CONSTRAINT api_keys_path_check
         CHECK (cardinality(path) = depth + 1 AND path[depth + 1] = id),
       ADD CONSTRAINT api_keys_parent_check
         CHECK ((parent_key_id IS NULL) = (depth = 0))`,
    // Subtree queries are `path @> ARRAY[id]` (GIN answers @>, not `= ANY`).
    "CREATE INDEX api_keys_path_idx ON api_keys USING gin (path)",
    "CREATE INDEX api_keys_parent_key_id_idx ON api_keys (parent_key_id)",
    "CREATE INDEX api_keys_user_id_idx ON api_keys (user_id)",
  ];
  for (const sql of steps) await knex.raw(sql);
}

/**
 * Back to 0006's flat keys. Each account's balance goes to its oldest key (0006 had no other
 * place for it) and keyless ledger rows are charged to that key, so the ledger still sums to
 * each key's balance; the tree, scopes, caps and better-auth fields are dropped.
 */
export async function down(knex: Knex): Promise<void> {
  const steps = [
    "ALTER TABLE api_keys ADD COLUMN credits_micros bigint NOT NULL DEFAULT 0 CHECK (credits_micros >= 0)",
    `WITH heir AS (
       SELECT DISTINCT ON (account_id) account_id, id FROM api_keys ORDER BY account_id, created_at, id
     )
     UPDATE api_keys k SET credits_micros = a.balance_micros
       FROM heir h JOIN credit_accounts a ON a.id = h.account_id WHERE k.id = h.id`,
    `WITH heir AS (
       SELECT DISTINCT ON (account_id) account_id, id FROM api_keys ORDER BY account_id, created_at, id
     )
     UPDATE credit_ledger l SET api_key_id = h.id FROM heir h
      WHERE l.api_key_id IS NULL AND l.account_id = h.account_id`,
    // 0006 knows only revoked_at: a disabled or expired key must stay unusable there.
    `UPDATE api_keys SET revoked_at = coalesce(revoked_at, updated_at)
      WHERE NOT enabled OR expires_at IS NOT NULL`,
    // An account without a key has nowhere to go in 0006.
    "DELETE FROM credit_ledger WHERE api_key_id IS NULL",
    `ALTER TABLE credit_ledger DROP CONSTRAINT credit_ledger_api_key_id_fkey,
       ADD CONSTRAINT credit_ledger_api_key_id_fkey FOREIGN KEY (api_key_id)
         REFERENCES api_keys(id) ON DELETE CASCADE,
       ALTER COLUMN api_key_id SET NOT NULL,
       DROP COLUMN account_id`,
    `ALTER TABLE api_keys DROP COLUMN account_id, DROP COLUMN user_id, DROP COLUMN parent_key_id,
       DROP COLUMN depth, DROP COLUMN path, DROP COLUMN scopes, DROP COLUMN credit_limit_micros,
       DROP COLUMN rate_limit_share_pct, DROP COLUMN expires_at, DROP COLUMN last_used_at,
       DROP COLUMN credits_used_micros, DROP COLUMN subtree_credits_used_micros, DROP COLUMN enabled,
       DROP COLUMN start, DROP COLUMN key_prefix, DROP COLUMN remaining, DROP COLUMN refill_amount,
       DROP COLUMN refill_interval_ms, DROP COLUMN last_refill_at, DROP COLUMN rate_limit_enabled,
       DROP COLUMN rate_limit_time_window_ms, DROP COLUMN rate_limit_max, DROP COLUMN request_count,
       DROP COLUMN last_request, DROP COLUMN permissions, DROP COLUMN metadata, DROP COLUMN config_id,
       DROP COLUMN updated_at`,
    "DROP TABLE credit_accounts",
  ];
  for (const sql of steps) await knex.raw(sql);
}
