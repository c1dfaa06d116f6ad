/**
 * (c) The comparison build for the `kv` scenario: a hand-built Express route — not a tsoa
 * controller — doing per call what a hand-built app would with knex: resolve the `X-API-Key`
 * project key (the same repository function the runtime's credential uses, without its cache),
 * debit one token of the project in one guarded UPDATE, read the entry (the same `getKv`).
 */
import express, { type Request, type Response } from "express";
import type { Knex } from "knex";
import { resolveProjectKey } from "../../storage/infra/core/projectKeys.js";
import { getKv } from "../../storage/infra/kv.js";
import { KV_BENCH_KEY } from "../body.js";
import { createKvTenant } from "./kvTenant.js";
import { serveOnTestDatabase } from "./serve.js";
import type { BenchServer } from "./types.js";

/** Takes one token of the project; false when its spendable balance is exhausted. */
async function debitToken(db: Knex, projectId: string): Promise<boolean> {
  const { rows } = (await db.raw(
    `UPDATE infra_projects SET token_balance = token_balance - 1, tokens_used = tokens_used + 1
      WHERE id = ? AND token_balance - tokens_reserved >= 1 RETURNING id`,
    [projectId],
  )) as { rows: unknown[] };
  return rows.length === 1;
}

/** `GET /infra/kv/:key` by hand. */
async function kvGet(db: Knex, req: Request<{ key: string }>, res: Response): Promise<void> {
  const now = new Date();
  const secret = req.get("x-api-key");
  const key = secret ? await resolveProjectKey(db, secret, now) : null;
  if (!key) {
    res.status(401).json({ success: false, error: "unknown project key", code: "invalid_credentials" });
    return;
  }
  if (!(await debitToken(db, key.projectId))) {
    res.status(402).json({ success: false, error: "no tokens left", code: "tokens_exhausted" });
    return;
  }
  const entry = await getKv(db, key.projectId, req.params.key, now);
  if (!entry) {
    res.status(404).json({ success: false, error: "no such key", code: "not_found" });
    return;
  }
  res.json({ key: entry.key, value: entry.value, expires_at: entry.expiresAt?.toISOString() ?? null });
}

/** Starts the hand-built KV route on a fresh test database with the bench tenant. */
export async function startKvByHand(): Promise<BenchServer> {
  const served = await serveOnTestDatabase(async (db) => {
    const tenant = await createKvTenant(db.knex);
    const app = express();
    app.disable("x-powered-by");
    app.get("/infra/kv/:key", (req: Request<{ key: string }>, res) => {
      kvGet(db.knex, req, res).catch((err: unknown) => {
        console.error("kv by hand:", err);
        res.status(500).json({ success: false, error: "Internal error", code: "internal" });
      });
    });
    return { app, caller: tenant };
  });
  return {
    name: "tsoa",
    scenario: "kv",
    description: `hand-built Express route (not tsoa): key lookup + token debit + entry read with knex per call on ${served.kind}`,
    url: `${served.origin}/infra/kv/${KV_BENCH_KEY}`,
    headers: { "x-api-key": served.caller.projectKey },
    charged: served.caller.tokensUsed,
    close: served.close,
  };
}
