/**
 * `positiveVia`: the positive phase goes through a proxy in the same pass (CI puts Prism's
 * validating proxy there), the negative and credential cases go to the server directly. The proxy
 * here forwards to the real `uuid` service and records what it saw.
 */
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fuzzService, type ServiceReport } from "./runner.js";
import { liveTargets, type TargetSource } from "./targets.js";

let source: TargetSource;
let proxy: Server;
let report: ServiceReport;
const seen: { path: string; status: number }[] = [];

/** Forwards every request to `upstream` (the service's base URL), recording path and status. */
function forwardingProxy(upstream: string): Server {
  const base = new URL(upstream);
  return createServer((req, res) => {
    const out = request(
      {
        host: base.hostname,
        port: base.port,
        method: req.method,
        path: `${base.pathname}${req.url}`,
        headers: req.headers,
      },
      (answer) => {
        seen.push({ path: req.url ?? "", status: answer.statusCode ?? 0 });
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on("error", () => res.destroy());
    req.pipe(out);
  });
}

beforeAll(async () => {
  source = await liveTargets(["uuid"]);
  const target = await source.target("uuid");
  proxy = forwardingProxy(target.baseUrl);
  await new Promise<void>((done) => proxy.listen(0, "127.0.0.1", done));
  const via = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  report = await fuzzService(target, {
    examples: 10,
    seed: 3,
    operations: ["generate_uuid"],
    positiveVia: via,
  });
}, 60_000);

afterAll(async () => {
  await new Promise((done) => proxy?.close(done));
  await source?.close();
});

it("sends the positive phase through the proxy and nothing else", () => {
  const generate = report.operations.find((o) => o.operation === "generate_uuid")!;
  expect(generate.proxied).toBeGreaterThan(0);
  expect(generate.proxied).toBeLessThan(generate.requests);
  expect(seen).toHaveLength(report.totals.proxied);
  // Negative and credential cases (400, 401) went to the server itself.
  expect(generate.statuses["400"]).toBeGreaterThan(0);
  expect(generate.statuses["401"]).toBeGreaterThan(0);
  expect(seen.filter((r) => r.status >= 400)).toEqual([]);
  expect(seen.every((r) => r.path.startsWith("/v1/uuid"))).toBe(true);
});

it("finds no contract violation through the proxy", () => {
  expect(report.findings).toEqual([]);
});
