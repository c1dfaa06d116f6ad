/**
 * (b) The floor: a plain Express 5 handler doing the same work by hand — parse and range-check
 * `count` and `format`, look up the bearer key and debit its credits with the same repository
 * calls, generate with the same `generateUuids`, answer the same JSON — with no validation
 * framework, no contract, no error catalogue. The gap to it is the framework's own cost.
 */
import express, { type Request, type Response } from "express";
import type { Knex } from "knex";
import { generateUuids, type UuidForm } from "../../handlers/uuid/forms.js";
import { debitCredits, findActiveApiKey } from "../../storage/platform/apiKeys.js";
import { BENCH_PATH } from "../body.js";
import { createBenchKey, PRICE_MICRO_USD } from "./metering.js";
import { serveOnTestDatabase } from "./serve.js";
import type { BenchServer } from "./types.js";

const FORMS: ReadonlySet<string> = new Set<UuidForm>(["uuid", "urn", "hex", "int"]);

/** The first thing wrong with the query, or the parsed values (the floors parse the same way). */
export function parse(
  query: Record<string, unknown>,
): { n: number; form: UuidForm } | { name: string; message: string } {
  const { count = "1", format = "uuid" } = query;
  if (typeof count !== "string" || !/^[0-9]+$/.test(count))
    return { name: "count", message: "must be digits only" };
  const n = Number(count); // digits only: exact up to 2^53, and anything longer is far above 100
  if (n < 1 || n > 100) return { name: "count", message: "must be a whole number from 1 to 100" };
  if (typeof format !== "string" || !FORMS.has(format)) {
    return { name: "format", message: "must be one of uuid, urn, hex, int" };
  }
  return { n, form: format as UuidForm };
}

/** `GET /v1/uuid` by hand, paid from the bearer key's credits. */
async function generate(db: Knex, req: Request, res: Response): Promise<void> {
  const parsed = parse(req.query as Record<string, unknown>);
  if ("message" in parsed) {
    const { name, message } = parsed;
    res.status(400).json({
      success: false,
      error: `${name}: ${message}`,
      code: "invalid_request",
      issues: [{ location: "query", name, message }],
    });
    return;
  }
  const token = /^Bearer (\S+)$/.exec(req.get("authorization") ?? "")?.[1];
  const key = token ? await findActiveApiKey(db, token) : undefined;
  if (!key) {
    res.status(401).json({ success: false, error: "unknown key", code: "unauthorized" });
    return;
  }
  if (!(await debitCredits(db, key.id, PRICE_MICRO_USD, "uuid:generate_uuid")).ok) {
    res.status(402).json({ success: false, error: "insufficient credits", code: "payment_required" });
    return;
  }
  res.json(uuidAnswer(parsed.n, parsed.form));
}

/** The contract's 200 body for `n` UUIDs in `form`. */
export function uuidAnswer(n: number, form: UuidForm): object {
  const uuids = generateUuids(n, form);
  return {
    success: true,
    uuids,
    count: uuids.length,
    format: form,
    ...(uuids.length === 1 ? { uuid: uuids[0] } : {}),
  };
}

/** Starts the bare Express app on a fresh test database. */
export async function startBare(): Promise<BenchServer> {
  const served = await serveOnTestDatabase(async (db) => {
    const app = express();
    app.disable("x-powered-by");
    app.get("/v1/uuid", (req, res) => generate(db.knex, req, res));
    return { app, caller: await createBenchKey(db.knex) };
  });
  return {
    name: "bare",
    scenario: "paid",
    description: `plain Express 5, hand-written checks and metering, same repository calls, on ${served.kind}`,
    url: served.origin + BENCH_PATH,
    headers: { authorization: `Bearer ${served.caller.key}` },
    charged: served.caller.charged,
    close: served.close,
  };
}
