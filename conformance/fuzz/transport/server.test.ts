/**
 * The transport layer against a tiny in-process Express server that keeps the tiny contract badly:
 * it answers 500 to every body it cannot parse and never times out a short body. The layer must
 * report both, with reproductions, and count the cases per kind.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { transportService } from "./runner.js";
import type { TransportReport } from "./summary.js";
import { tinyContract } from "./tinyContract.js";

let server: Server;
let report: TransportReport;

beforeAll(async () => {
  const app = express();
  app.get("/health", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.post("/things", express.json(), (_req, res) => {
    res.status(201).json({});
  });
  // Express would answer a body it cannot parse with its own 400; this server turns every error
  // into a 500, the bug the layer must catch.
  app.use((_err: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(500).json({ title: "boom", status: 500 });
  });
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  report = await transportService(
    { service: "tiny", doc: tinyContract, baseUrl, credentials: {}, pathParams: {} },
    {
      seed: 1,
      timeoutMs: 2_000,
      bodyTimeoutMs: 1_000,
      operations: ["create_thing"],
      kinds: ["bad-encoding", "encoding", "short-body"],
    },
  );
}, 30_000);

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("transportService", () => {
  it("catches a server that answers a corrupt body with 500", () => {
    const found = report.findings.filter((f) => f.kind === "bad-encoding");
    expect(found).toHaveLength(3);
    for (const f of found) {
      expect(f.check).toBe("not_a_server_error");
      expect(f.status).toBe(500);
      expect(f.repro).toMatch(/^curl .* -H 'Content-Encoding: (gzip|deflate|br)'/);
    }
  });

  it("catches a server that waits for a short body forever", () => {
    const short = report.findings.filter((f) => f.kind === "short-body");
    expect(short.map((f) => f.check)).toEqual(["answered_in_time"]);
    expect(short[0]!.repro).toMatch(/^python3 -c 'import socket; /);
  });

  it("passes valid codings the server decodes, and counts every kind", () => {
    expect(report.findings.filter((f) => f.kind === "encoding")).toEqual([]);
    expect(report.kinds.encoding).toMatchObject({ cases: 3, failed: 0, statuses: { "201": 3 } });
    expect(report.totals).toMatchObject({ operations: 1, cases: 7, failedCases: 4 });
  });
});
