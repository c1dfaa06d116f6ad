/**
 * `GET /metrics`: the Prometheus text exposition of {@link metricsRegistry}. An operations
 * endpoint like `/health`, outside every service's contract, served at the server's root (with
 * one service at `/` too). With `METRICS_TOKEN` set it answers only `Authorization: Bearer
 * <token>`; unset, it is open — it names operations and counts, no data or secrets — so bind
 * it away from the public or set the token where the port is reachable.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { Request, Response } from "express";
import type { Logger } from "pino";
import { ApiError, renderError, requestIdIn } from "../errors.js";
import { sendResult } from "../http.js";
import { metricsRegistry, readDatabaseGauges, type ScrapedDatabase } from "./metrics.js";

/** The path Prometheus scrapes. */
export const METRICS_PATH = "/metrics";

/** How long a scrape waits for the queue counts before answering without fresh ones. */
const GAUGE_WAIT_MS = 2_000;

/** Whether the request's bearer token is `token` (compared in constant time). */
function bearerIs(req: Request, token: string): boolean {
  const given = /^Bearer[ ]+(\S+)\s*$/i.exec(req.get("authorization") ?? "")?.[1] ?? "";
  // Digests first: equal lengths for timingSafeEqual, and the token's length is not leaked.
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/** The `/metrics` handler over `db`'s gauges, guarded by `token` when given. */
export function metricsEndpoint(db: ScrapedDatabase, log: Logger, token: string | undefined) {
  return async (req: Request, res: Response): Promise<void> => {
    if (token !== undefined && !bearerIs(req, token)) {
      res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
      sendResult(
        res,
        undefined,
        renderError(
          new ApiError(
            req.headers.authorization ? "invalid_credentials" : "credentials_required",
            "Metrics need the metrics bearer token",
          ),
          "problem",
          requestIdIn(res.locals),
        ),
      );
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        readDatabaseGauges(db),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${GAUGE_WAIT_MS} ms`)), GAUGE_WAIT_MS);
        }),
      ]);
    } catch (err) {
      // The request and process metrics are still worth a scrape when the database is slow.
      log.warn({ err }, "metrics: could not read the queue and pool gauges");
    } finally {
      clearTimeout(timer);
    }
    res.setHeader("Cache-Control", "no-store");
    res.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  };
}
