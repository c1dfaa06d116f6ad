/**
 * The floors the full stack is held against: the same `GET /v1/uuid?count=1` answer with no
 * metering and no database — (d) in Express 5 (parse the query, generate, answer JSON), and
 * (e) on bare `node:http` (the most a Node process serves here). The ratio to (d) is what the
 * framework and its metering keep of what Express alone can serve.
 */
import express from "express";
import { BENCH_PATH } from "../body.js";
import { parse, uuidAnswer } from "./bare.js";
import { listen } from "./listen.js";
import type { BenchServer } from "./types.js";

/** Starts the Express floor: the bare build's handler without a key, a debit or a database. */
export async function startExpressFloor(): Promise<BenchServer> {
  const app = express();
  app.disable("x-powered-by");
  app.get("/v1/uuid", (req, res) => {
    const parsed = parse(req.query as Record<string, unknown>);
    if ("message" in parsed) res.status(400).json({ success: false, error: parsed.message });
    else res.json(uuidAnswer(parsed.n, parsed.form));
  });
  const server = await listen(app);
  return {
    name: "express",
    scenario: "paid",
    description: "Express 5, same parsing and answer, no metering, no database",
    url: server.origin + BENCH_PATH,
    headers: {},
    close: () => server.close(),
  };
}

/** Starts the `node:http` floor: one path, one answer, nothing else. */
export async function startNodeFloor(): Promise<BenchServer> {
  const server = await listen((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const parsed = url.pathname === "/v1/uuid" ? parse(Object.fromEntries(url.searchParams)) : null;
    if (!parsed || "message" in parsed) {
      res.writeHead(parsed ? 400 : 404, { "content-type": "application/json" }).end('{"success":false}');
      return;
    }
    res.writeHead(200, { "content-type": "application/json; charset=utf-8" });
    res.end(JSON.stringify(uuidAnswer(parsed.n, parsed.form)));
  });
  return {
    name: "node",
    scenario: "paid",
    description: "node:http, same parsing and answer, no framework, no metering, no database",
    url: server.origin + BENCH_PATH,
    headers: {},
    close: () => server.close(),
  };
}
