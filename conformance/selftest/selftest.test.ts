/**
 * Proves the fuzzer can fail: runs it in-process against the deliberately broken server
 * (`server.ts`, contract `openapi.yaml`) and expects every seeded bug to be reported by the
 * check that names it, and nothing reported on the two operations implemented correctly.
 */
import type { CheckName } from "../fuzz/checks.js";
import { loadDocument, type OpenApiDocument } from "../fuzz/openapi.js";
import { type FuzzTarget, fuzzService, type ServiceReport } from "../fuzz/runner.js";
import { SELFTEST_CREDENTIALS, SELFTEST_DOCUMENT, startSelftestServer } from "./server.js";

const SEED = 20240611;
let server: Awaited<ReturnType<typeof startSelftestServer>>;
let doc: OpenApiDocument;
let strict: ServiceReport;

const target = (): FuzzTarget => ({
  service: "selftest",
  doc,
  baseUrl: server.baseUrl,
  credentials: SELFTEST_CREDENTIALS,
  pathParams: {},
});

function checksOf(report: ServiceReport, operation: string): CheckName[] {
  return report.findings.filter((f) => f.operation === operation).map((f) => f.check);
}

beforeAll(async () => {
  server = await startSelftestServer();
  doc = await loadDocument(SELFTEST_DOCUMENT);
  strict = await fuzzService(target(), { examples: 25, seed: SEED, strict: true });
});

afterAll(async () => {
  await server?.close();
});

describe("every seeded bug is caught by the check that names it", () => {
  it.each<[string, string, CheckName]>([
    ["tea", "(a) undeclared 418", "status_code_conformance"],
    ["divide", "(a) a 500 on by=0", "not_a_server_error"],
    ["divide", "(a) the 500 is undeclared too", "status_code_conformance"],
    ["getUser", "(b) a string where an integer is declared", "response_schema_conformance"],
    ["getProfile", "(c) extra member in a closed object", "response_schema_conformance"],
    ["getOpen", "(c) extra member in an open object, strict mode", "response_schema_conformance"],
    ["createOrder", "(d) invalid input accepted", "negative_data_rejection"],
    ["getRate", "(e) required response header missing", "response_headers_conformance"],
    ["getReport", "(f) wrong content type", "content_type_conformance"],
    ["search", "valid input refused", "positive_data_acceptance"],
    ["getSecret", "a bad credential let in", "ignored_auth"],
  ])("%s — %s → %s", (operation, _bug, check) => {
    expect(checksOf(strict, operation)).toContain(check);
  });

  it("names the offending member, value and header", () => {
    const reason = (op: string, check: CheckName) =>
      strict.findings.find((f) => f.operation === op && f.check === check)?.reason;
    expect(reason("getUser", "response_schema_conformance")).toMatch(/\/age must be integer/);
    expect(reason("getProfile", "response_schema_conformance")).toMatch(/debug/);
    expect(reason("getRate", "response_headers_conformance")).toMatch(/X-Rate-Limit/);
    expect(reason("getReport", "content_type_conformance")).toMatch(/text\/html/);
  });

  it("shrinks failures to minimal requests with a curl line each", () => {
    const find = (op: string, check: CheckName) =>
      strict.findings.find((f) => f.operation === op && f.check === check);
    expect(find("divide", "not_a_server_error")?.curl).toContain("/divide?by=0'");
    expect(find("tea", "status_code_conformance")?.curl).toContain("kind=herbal");
    expect(find("createOrder", "negative_data_rejection")?.curl).toMatch(/--data-binary '\{"qty":(0|11)\}'/);
    for (const f of strict.findings)
      expect(f.curl).toMatch(/^curl -sS -i -g -X (GET|POST) 'http:\/\/127\.0\.0\.1:\d+\//);
  });
});

describe("no false alarms", () => {
  it("reports nothing on the operations implemented correctly", () => {
    expect(checksOf(strict, "ok")).toEqual([]);
    expect(checksOf(strict, "createItem")).toEqual([]);
  });

  it("exercised the controls with valid and invalid requests", () => {
    const ok = strict.operations.find((o) => o.operation === "createItem")!;
    expect(ok.statuses["201"]).toBeGreaterThan(10);
    expect(ok.statuses["400"]).toBeGreaterThan(10);
  });

  it("outside strict mode, open objects may carry undeclared members", async () => {
    const normal = await fuzzService(target(), {
      examples: 5,
      seed: SEED,
      operations: ["getOpen", "getProfile"],
    });
    expect(checksOf(normal, "getOpen")).toEqual([]);
    expect(checksOf(normal, "getProfile")).toContain("response_schema_conformance");
  });
});

it("is reproducible from its seed", async () => {
  const run = () =>
    fuzzService(target(), { examples: 10, seed: SEED, operations: ["createOrder", "search", "ok"] });
  const [first, second] = [await run(), await run()];
  expect(second.findings).toEqual(first.findings);
  expect(second.operations.map((o) => o.cases)).toEqual(first.operations.map((o) => o.cases));
});
