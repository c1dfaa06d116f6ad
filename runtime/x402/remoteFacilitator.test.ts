import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { loadX402Config } from "./config.js";
import { X402_REASONS as R } from "./facilitator.js";
import { createRemoteFacilitator } from "./remoteFacilitator.js";
import { buildPaymentRequired, decodePaymentHeader } from "./requirements.js";
import { createTestPayer } from "./testWallet.js";
import type { PaymentPayload, PaymentRequirements } from "./types.js";

/** What the stub answers: status and raw body, or `hang` to never answer. */
type Reply = { status: number; body: string } | "hang";
const reply = (status: number, body: unknown): Reply => ({
  status,
  body: typeof body === "string" ? body : JSON.stringify(body),
});

let server: Server;
let url: string;
let next: Reply;
const seen: Array<{ path: string | undefined; headers: IncomingMessage["headers"]; body: unknown }> = [];

beforeAll(async () => {
  server = createServer((rq: IncomingMessage, rs: ServerResponse) => {
    let raw = "";
    rq.on("data", (c) => {
      raw += c;
    });
    rq.on("end", () => {
      seen.push({ path: rq.url, headers: rq.headers, body: JSON.parse(raw) });
      if (next === "hang") return; // hold the socket open until the client gives up
      rs.writeHead(next.status, { "content-type": "application/json" }).end(next.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen.length = 0;
});

const cfg = loadX402Config({});
const req = buildPaymentRequired(cfg, {
  resourceUrl: "https://a.example/x",
  description: "d",
  mimeType: "application/json",
  priceMicroUsd: 1700,
}).accepts[0] as PaymentRequirements;
const payer = createTestPayer();
let payment: PaymentPayload;
beforeAll(async () => {
  payment = await payer.createPaymentPayload(req);
});
const fast = () =>
  createRemoteFacilitator(`${url}/`, {
    verifyTimeoutMs: 300,
    settleTimeoutMs: 300,
    headers: { authorization: "Bearer t" },
  });

describe("remote facilitator: verify", () => {
  type Case = [string, { given: Reply; want: object }];
  const cases: Case[] = [
    [
      "valid",
      {
        given: reply(200, { isValid: true, payer: payer.address }),
        want: { isValid: true, payer: payer.address },
      },
    ],
    [
      "invalid (200)",
      {
        given: reply(200, { isValid: false, invalidReason: "insufficient_funds", payer: payer.address }),
        want: { isValid: false, invalidReason: "insufficient_funds", payer: payer.address },
      },
    ],
    [
      "invalid sent with a 400 status",
      {
        given: reply(400, { isValid: false, invalidReason: "invalid_payload" }),
        want: { isValid: false, invalidReason: "invalid_payload" },
      },
    ],
    [
      "invalid without a reason",
      {
        given: reply(200, { isValid: false }),
        want: { isValid: false, invalidReason: R.unexpectedVerifyError },
      },
    ],
    [
      "HTML error page",
      {
        given: reply(502, "<html>bad gateway</html>"),
        want: { isValid: false, invalidReason: R.facilitatorBadResponse },
      },
    ],
    [
      "JSON of the wrong shape",
      { given: reply(200, { ok: true }), want: { isValid: false, invalidReason: R.facilitatorBadResponse } },
    ],
    [
      "isValid:true with a 500 status",
      {
        given: reply(500, { isValid: true }),
        want: { isValid: false, invalidReason: R.facilitatorBadResponse },
      },
    ],
    ["no answer in time", { given: "hang", want: { isValid: false, invalidReason: R.facilitatorTimeout } }],
  ];
  it.each(cases)("%s", async (_name, { given, want }) => {
    next = given;
    expect(await fast().verify(payment, req)).toEqual(want);
  });

  it("POSTs {x402Version, paymentPayload, paymentRequirements} as JSON to /verify", async () => {
    next = reply(200, { isValid: true });
    await fast().verify(payment, req);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.path).toBe("/verify");
    expect(seen[0]?.headers).toMatchObject({ "content-type": "application/json", authorization: "Bearer t" });
    expect(seen[0]?.body).toEqual({
      x402Version: 2,
      paymentPayload: JSON.parse(JSON.stringify(payment)),
      paymentRequirements: req,
    });
  });
  it("sends a decoded v1 payment as a v2 PaymentPayload with our requirements as accepted", async () => {
    next = reply(200, { isValid: true });
    const decoded = decodePaymentHeader(await payer.signPaymentV1(req), 1);
    if (!decoded.ok) throw new Error(decoded.reason);
    await fast().verify(decoded.payload, req);
    expect(seen[0]?.body).toEqual({
      x402Version: 2,
      paymentPayload: { x402Version: 2, accepted: req, payload: decoded.payload.payload },
      paymentRequirements: req,
    });
  });
});

describe("remote facilitator: settle", () => {
  const tx = `0x${"12".repeat(32)}`;
  type Case = [string, { given: Reply; want: object }];
  const cases: Case[] = [
    [
      "success",
      {
        given: reply(200, { success: true, transaction: tx, network: req.network, payer: payer.address }),
        want: { success: true, transaction: tx, network: req.network, payer: payer.address },
      },
    ],
    [
      "failure",
      {
        given: reply(200, {
          success: false,
          errorReason: "insufficient_funds",
          transaction: "",
          network: req.network,
        }),
        want: { success: false, errorReason: "insufficient_funds", transaction: "", network: req.network },
      },
    ],
    [
      "success without a transaction",
      {
        given: reply(200, { success: true, network: req.network }),
        want: {
          success: false,
          errorReason: R.facilitatorBadResponse,
          transaction: "",
          network: req.network,
        },
      },
    ],
    [
      "success with a 500 status",
      {
        given: reply(500, { success: true, transaction: tx }),
        want: {
          success: false,
          errorReason: R.facilitatorBadResponse,
          transaction: "",
          network: req.network,
        },
      },
    ],
    [
      "not JSON",
      {
        given: reply(200, "nope"),
        want: {
          success: false,
          errorReason: R.facilitatorBadResponse,
          transaction: "",
          network: req.network,
        },
      },
    ],
    [
      "no answer in time",
      {
        given: "hang",
        want: { success: false, errorReason: R.facilitatorTimeout, transaction: "", network: req.network },
      },
    ],
  ];
  it.each(cases)("%s", async (_name, { given, want }) => {
    next = given;
    expect(await fast().settle(payment, req)).toEqual(want);
    expect(seen[0]?.path).toBe("/settle");
  });
});

describe("remote facilitator: unreachable", () => {
  it("maps a refused connection to isValid:false / success:false with a reason", async () => {
    // Bind a port, then free it: nothing listens there any more.
    const tmp = createServer();
    await new Promise<void>((resolve) => tmp.listen(0, "127.0.0.1", resolve));
    const port = (tmp.address() as AddressInfo).port;
    await new Promise((resolve) => tmp.close(resolve));
    const fac = createRemoteFacilitator(`http://127.0.0.1:${port}`);
    expect(await fac.verify(payment, req)).toEqual({
      isValid: false,
      invalidReason: R.facilitatorUnreachable,
    });
    expect(await fac.settle(payment, req)).toEqual({
      success: false,
      errorReason: R.facilitatorUnreachable,
      transaction: "",
      network: req.network,
    });
  });

  it("maps a throwing fetch to facilitator_unreachable", async () => {
    const fac = createRemoteFacilitator("http://127.0.0.1:1", {
      fetch: async () => {
        throw new TypeError("fetch failed");
      },
    });
    expect(await fac.verify(payment, req)).toEqual({
      isValid: false,
      invalidReason: R.facilitatorUnreachable,
    });
  });
});
