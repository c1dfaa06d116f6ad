/**
 * The transport case generators, pure: what each kind of case sends for the tiny contract, the
 * budget, the judge's verdicts, the reproductions and the response parser. No server.
 */
import { gunzipSync, inflateSync } from "node:zlib";
import type { CaseContext } from "../cases.js";
import { readContract } from "../openapi.js";
import { createValidator } from "../validator.js";
import { bytesOf } from "./blob.js";
import { withinBudget } from "./budget.js";
import { BAD_ESCAPES, NO_LIMIT_LENGTH, OVERSIZE, operationCases } from "./cases.js";
import { errorShape, judge, type TransportCheck } from "./judge.js";
import { bodyMembers, pointerOf } from "./members.js";
import type { TransportCase } from "./model.js";
import { parseResponse, type RawResponse } from "./raw.js";
import { reproduce } from "./repro.js";
import { tinyContract } from "./tinyContract.js";

const contract = readContract(tinyContract);
const ctx: CaseContext = {
  contract,
  validator: createValidator(tinyContract),
  credentials: {},
  pathParams: { id: "t-1", key: "k-1" },
};
const BASE = "http://127.0.0.1:9/svc";
const op = (id: string) => contract.operations.find((o) => o.id === id)!;
const casesOf = (id: string) => operationCases(op(id), ctx, BASE);
const text = (c: TransportCase) => bytesOf(c.request.target).toString("latin1");
const body = (c: TransportCase) => (c.request.body ? bytesOf(c.request.body) : Buffer.alloc(0));
const header = (c: TransportCase, name: string) => {
  const found = c.request.headers.find(([k]) => k.toLowerCase() === name.toLowerCase());
  return found ? bytesOf(found[1]).toString("latin1") : undefined;
};

describe("content codings", () => {
  const { cases, plain } = casesOf("create_thing");
  const plainBody = bytesOf(plain.low.body!);

  it("encode the plain body for real, and expect the plain body's answer", () => {
    const valid = cases.filter((c) => c.kind === "encoding");
    expect(valid.map((c) => header(c, "Content-Encoding"))).toEqual(["gzip", "deflate", "br"]);
    expect(gunzipSync(body(valid[0]!))).toEqual(plainBody);
    expect(inflateSync(body(valid[1]!))).toEqual(plainBody);
    for (const c of valid) expect(c.expect).toEqual({ type: "like-plain", plain: "low" });
  });

  it("claim a coding the body does not have, or one nobody knows, and expect a refusal", () => {
    const corrupt = cases.filter((c) => c.kind === "bad-encoding");
    expect(corrupt).toHaveLength(3);
    for (const c of corrupt) expect(body(c)).toEqual(plainBody);
    const unknown = cases.find((c) => c.kind === "unknown-encoding")!;
    expect(header(unknown, "Content-Encoding")).toBe("zstd-nope");
    expect([...corrupt, unknown].every((c) => c.expect.type === "refusal")).toBe(true);
  });

  it("are not sent where the operation takes no body", () => {
    expect(casesOf("get_thing").cases.some((c) => c.kind.includes("encoding"))).toBe(false);
  });
});

describe("parameters", () => {
  const { cases } = casesOf("get_thing");

  it("get every invalid escape in every path and query parameter, raw in the target", () => {
    const path = cases.filter((c) => c.kind === "percent-path").map(text);
    expect(path).toEqual(BAD_ESCAPES.map((e) => `/svc/things/t-1${e}`));
    const query = cases.filter((c) => c.kind === "percent-query").map((c) => c.label);
    for (const name of ["q", "limit"])
      for (const e of BAD_ESCAPES) expect(query).toContain(`query \`${name}\`: ${e}`);
  });

  it("get NUL in string query parameters only", () => {
    expect(cases.filter((c) => c.kind === "nul").map((c) => c.label)).toEqual(["query `q`: %00"]);
  });

  it("and the path, the query and a header are sent oversized", () => {
    const long = (kind: string) => cases.find((c) => c.kind === kind)!;
    expect(text(long("long-path"))).toBe(`/svc/things/${"a".repeat(OVERSIZE)}`);
    expect(text(long("long-query"))).toContain(`q=${"a".repeat(OVERSIZE)}`);
    expect(header(long("long-header"), "X-Transport-Fuzz")).toHaveLength(OVERSIZE);
    const ctl = cases.filter((c) => c.kind === "header-ctl").map((c) => header(c, "X-Transport-Fuzz"));
    expect(ctl).toEqual(["a\u0000b", "a\u007fb"]);
  });
});

describe("JSON bodies", () => {
  const { cases } = casesOf("create_thing");
  const json = (kind: string) => cases.filter((c) => c.kind === kind);

  it("find free string members and any-JSON members (free-form objects get a slot)", () => {
    const value = { name: "n", kind: "a", tags: ["x"], meta: {}, payload: 1 };
    const schema = op("create_thing").body!.content[0]!.schema!;
    const members = bodyMembers(tinyContract, ctx.validator, schema, value).map(
      (m) => `${m.kind} ${pointerOf(m.path)}`,
    );
    expect(members.sort()).toEqual([
      "any /meta/transport_fuzz",
      "any /payload",
      "string /name",
      "string /tags/0",
    ]);
  });

  it("write NUL and lone surrogates as JSON escapes in the raw text", () => {
    const nul = json("nul").find((c) => c.label.startsWith("body /name"))!;
    expect(body(nul).toString()).toContain('"name":"a\\u0000b"');
    const surrogate = json("surrogate").find((c) => c.label.startsWith("body /tags/0"))!;
    expect(body(surrogate).toString()).toContain('"tags":["a\\ud800b"');
  });

  it("nest 10,000 levels as the whole body and in each any-JSON member", () => {
    expect(json("deep-json").map((c) => c.label)).toEqual([
      "whole body: 10000 levels",
      "body /meta/transport_fuzz: 10000 levels",
      "body /payload: 10000 levels",
    ]);
    const whole = body(json("deep-json")[0]!).toString();
    expect(whole).toBe(`${"[".repeat(10_000)}${"]".repeat(10_000)}`);
  });

  it("accept a schema-valid wide member either way, and expect an invalid wide body refused", () => {
    const [whole, member] = json("wide-json");
    expect(whole!.expect).toEqual({ type: "refusal" }); // `name` is required
    expect(member!.expect).toEqual({ type: "refusal-or-like-plain", plain: "high" });
    expect(Object.keys(JSON.parse(body(member!).toString()).meta.transport_fuzz)).toHaveLength(50_000);
  });
});

describe("Content-Length", () => {
  it("beyond the declared limit expects 413 with no body sent", () => {
    const over = casesOf("put_blob").cases.find((c) => c.kind === "over-limit")!;
    expect(over.request).toMatchObject({ contentLength: 1001, sendBytes: 0 });
    expect(over.expect).toEqual({ type: "refusal", only: [413] });
    expect(header(over, "Content-Type")).toBe("application/octet-stream");
  });

  it("beyond any limit where none is declared; a short body waits for the server's body timeout", () => {
    const { cases } = casesOf("create_thing");
    expect(cases.find((c) => c.kind === "over-limit")!.request.contentLength).toBe(NO_LIMIT_LENGTH);
    const short = cases.find((c) => c.kind === "short-body")!;
    expect(short.request.sendBytes).toBeLessThan(short.request.contentLength!);
    expect(short.bound).toBe("body");
  });
});

describe("withinBudget", () => {
  const all = casesOf("create_thing").cases;

  it("keeps every kind when the budget allows one each, and is the same for the same seed", () => {
    const kinds = new Set(all.map((c) => c.kind));
    const picked = withinBudget(all, kinds.size, 7);
    expect(picked).toHaveLength(kinds.size);
    expect(new Set(picked.map((c) => c.kind))).toEqual(kinds);
    expect(withinBudget(all, 15, 7)).toEqual(withinBudget(all, 15, 7));
    const labels = (seed: number) => withinBudget(all, 15, seed).map((c) => c.label);
    expect([1, 2, 3, 4, 5].map((s) => labels(s).join()).some((l) => l !== labels(0).join())).toBe(true);
  });

  it("sends everything under the budget, in generation order", () => {
    expect(withinBudget(all, all.length, 1)).toEqual(all);
    const order = withinBudget(all, 10, 3).map((c) => all.indexOf(c));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});

describe("judge", () => {
  const thing = op("create_thing");
  const refusal = casesOf("create_thing").cases.find((c) => c.kind === "nul")!;
  const encoding = casesOf("create_thing").cases.find((c) => c.kind === "encoding")!;
  const problemJson = { "content-type": "application/problem+json" };
  const res = (status: number, body = "", headers: Record<string, string> = {}): RawResponse => ({
    status,
    headers,
    body,
  });
  const plain201 = { response: res(201), elapsedMs: 1 };
  const cases: Array<[string, { c: TransportCase; r?: RawResponse; ms?: number; want: TransportCheck[] }]> = [
    [
      "a declared 400 in its shape passes",
      { c: refusal, r: res(400, '{"title":"t","status":400}', problemJson), want: [] },
    ],
    [
      "an undeclared 431 in the error shape passes",
      { c: refusal, r: res(431, '{"title":"t","status":431}', problemJson), want: [] },
    ],
    ["a bare 431 fails error_shape", { c: refusal, r: res(431), want: ["error_shape"] }],
    [
      "a 422 nobody declared fails refusal_status",
      { c: refusal, r: res(422, '{"title":"t","status":422}', problemJson), want: ["refusal_status"] },
    ],
    ["a 201 to a refusal case fails refusal_status", { c: refusal, r: res(201), want: ["refusal_status"] }],
    ["a 500 fails not_a_server_error", { c: refusal, r: res(500, "boom"), want: ["not_a_server_error"] }],
    [
      "a late answer fails answered_in_time",
      {
        c: refusal,
        r: res(400, '{"title":"t","status":400}', problemJson),
        ms: 20_000,
        want: ["answered_in_time"],
      },
    ],
    ["no answer fails answered_in_time", { c: refusal, want: ["answered_in_time"] }],
    ["an encoded body answered like the plain one passes", { c: encoding, r: res(201), want: [] }],
    [
      "a declared 409 after the plain body created the record passes",
      { c: encoding, r: res(409, '{"title":"t","status":409}', problemJson), want: [] },
    ],
    [
      "a 415 where the plain body got 201 fails same_as_plain",
      { c: encoding, r: res(415, '{"title":"t","status":415}', problemJson), want: ["same_as_plain"] },
    ],
  ];
  it.each(cases)("%s", (_name, { c, r, ms, want }) => {
    const exchange = r
      ? { response: r, elapsedMs: ms ?? 5 }
      : { error: "no answer within 12000 ms", elapsedMs: 12_000 };
    const failures = judge(c, exchange, {
      op: thing,
      validator: ctx.validator,
      shape: errorShape(contract, thing),
      boundMs: 10_000,
      plain: plain201,
    });
    expect(failures.map((f) => f.check)).toEqual(want);
  });
});

describe("reproductions", () => {
  const url = new URL(BASE);
  const find = (id: string, kind: string) => casesOf(id).cases.find((c) => c.kind === kind)!;

  it("are curl lines, with large or binary parts made by python", () => {
    expect(reproduce(url, find("get_thing", "percent-path").request)).toBe(
      "curl -sS -i -g --path-as-is -X GET 'http://127.0.0.1:9/svc/things/t-1%ZZ' -H 'Accept:'",
    );
    const deep = reproduce(url, find("create_thing", "deep-json").request);
    expect(deep).toMatch(
      /^python3 -c 'import sys; sys.stdout.buffer.write\(b"\["\*10000\+b"\]"\*10000\)' \| curl /,
    );
    expect(deep).toContain("--data-binary @-");
  });

  it("are python socket lines where curl cannot send the request", () => {
    const ctl = reproduce(url, find("get_thing", "header-ctl").request);
    expect(ctl).toContain("X-Transport-Fuzz: a\\x00b");
    expect(ctl).toMatch(/^python3 -c 'import socket; /);
    expect(reproduce(url, find("put_blob", "over-limit").request)).toContain(
      "Content-Length: 1001\\x0d\\x0a",
    );
  });
});

describe("parseResponse", () => {
  it("frames by Content-Length, chunks or the close, and skips interim answers", () => {
    const fixed = parseResponse(Buffer.from("HTTP/1.1 400 Bad\r\nContent-Length: 2\r\n\r\n{}"));
    expect(fixed).toEqual({
      response: { status: 400, headers: { "content-length": "2" }, body: "{}" },
      complete: true,
    });
    const chunked = parseResponse(
      Buffer.from(
        "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nok\r\n0\r\n\r\n",
      ),
    );
    expect(chunked?.response.body).toBe("ok");
    expect(chunked?.complete).toBe(true);
    const bare = parseResponse(Buffer.from("HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n"));
    expect(bare).toMatchObject({ response: { status: 400, body: "" }, complete: false });
    expect(parseResponse(Buffer.from("HTTP/1.1 200 OK\r\n"))).toBeUndefined();
  });
});
