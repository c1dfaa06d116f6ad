/**
 * Dredd hooks for `npm run dredd -- <service>` (conformance/tools/dredd.ts), generic over
 * services. Dredd builds one transaction per documented response (status code) of each
 * operation from the OpenAPI 3.0 document; these hooks turn each into a request that should
 * produce that status, or skip it with the reason, and make up for what Dredd's OpenAPI 3.0
 * parser drops (see dreddContext.ts). Input: the JSON file named by CONFORMANCE_DREDD, written
 * by dredd.ts:
 *   headers       the fixture's credential headers (all security schemes merged)
 *   pathParams    the fixture's path parameter values (records that exist)
 *   invalidUris   "<METHOD> <path>" -> a request URI the contract forbids (400)
 *   runtime       "<METHOD> <path>" -> the operation's x-runtime (e.g. "mcp")
 *   responses     "<METHOD> <path> <status>" -> {schema, optionalHeaders}
 * CommonJS because Dredd loads hook files with require().
 */
const hooks = require("hooks");

const { readFileSync } = require("node:fs");

if (!process.env.CONFORMANCE_DREDD) throw new Error("run Dredd through `npm run dredd -- <service>`");
const context = JSON.parse(readFileSync(process.env.CONFORMANCE_DREDD, "utf8"));
const credentials = context.headers;
const pathParams = context.pathParams;
const invalidUris = context.invalidUris;
const runtime = context.runtime;
const responses = context.responses;

/** An API key in the right format that no server has issued. */
const UNKNOWN_KEY = "Bearer sk_dredd-unknown-key-0000000000000000000000000000";
const MCP_ACCEPT = "application/json, text/event-stream";

function setHeader(transaction, name, value) {
  const headers = transaction.request.headers;
  for (const key of Object.keys(headers)) {
    if (key.toLowerCase() === name.toLowerCase()) delete headers[key];
  }
  headers[name] = value;
}

/** Replaces the request URI; Dredd sends `fullPath`, the endpoint's path followed by the URI. */
function setUri(transaction, uri) {
  const { fullPath, request } = transaction;
  const prefix = fullPath.endsWith(request.uri)
    ? fullPath.slice(0, fullPath.length - request.uri.length)
    : "";
  request.uri = uri;
  transaction.fullPath = prefix + uri;
}

function skip(transaction, why) {
  transaction.skip = true;
  hooks.log(
    `skip ${transaction.request.method} ${transaction.origin.resourceName} -> ${transaction.expected.statusCode}: ${why}`,
  );
}

/** `{id}` routes: the fixture's existing records rather than Dredd's example values. */
function usePathParams(transaction) {
  const template = transaction.origin.resourceName;
  if (!template.includes("{")) return;
  const query = transaction.request.uri.includes("?") ? transaction.request.uri.replace(/^[^?]*/, "") : "";
  const path = template.replace(/\{([^}]+)\}/g, (whole, name) =>
    name in pathParams ? encodeURIComponent(pathParams[name]) : whole,
  );
  if (!path.includes("{")) setUri(transaction, path + query);
}

function authenticate(transaction) {
  for (const [name, value] of Object.entries(credentials)) setHeader(transaction, name, value);
}

/** `POST /mcp`: a JSON-RPC body and the headers MCP's Streamable HTTP transport requires. */
function mcp(transaction, status) {
  const request = transaction.request;
  setHeader(transaction, "Accept", MCP_ACCEPT);
  setHeader(transaction, "Content-Type", "application/json");
  request.body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" });
  switch (status) {
    case 200:
      return;
    case 202:
      // A notification has no answer: the transport acknowledges it with 202 and no body.
      request.body = JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" });
      return;
    case 400:
      // Valid JSON, but not a JSON-RPC request, notification or response.
      request.body = JSON.stringify({ jsonrpc: "2.0" });
      return;
    case 401:
      setHeader(transaction, "Authorization", UNKNOWN_KEY);
      return;
    case 406:
      setHeader(transaction, "Accept", "application/json");
      return;
    case 415:
      setHeader(transaction, "Content-Type", "text/plain");
      return;
    default:
      skip(transaction, "no recipe for this MCP status");
  }
}

/**
 * Judge by the contract, not by Dredd's reading of it: the body against the response's JSON
 * schema (Dredd's generated example makes optional properties required), and without the
 * headers the contract marks optional (Dredd ignores `required: false` on headers).
 */
function useContract(transaction, key) {
  const response = responses[`${key} ${transaction.expected.statusCode}`];
  if (!response) return;
  if (response.schema !== undefined) transaction.expected.bodySchema = response.schema;
  const optional = new Set(response.optionalHeaders.map((name) => name.toLowerCase()));
  const expected = transaction.expected.headers || {};
  for (const name of Object.keys(expected)) {
    if (optional.has(name.toLowerCase())) delete expected[name];
  }
}

hooks.beforeEach((transaction, done) => {
  const status = Number(transaction.expected.statusCode);
  const key = `${transaction.request.method} ${transaction.origin.resourceName}`;
  useContract(transaction, key);
  usePathParams(transaction);
  authenticate(transaction);
  if (runtime[key] === "mcp") {
    mcp(transaction, status);
  } else if (status >= 200 && status < 300) {
    // Dredd's request (defaults, examples) with the fixture's credentials.
  } else if (status === 400 && invalidUris[key]) {
    setUri(transaction, invalidUris[key]);
  } else if (status === 401) {
    setHeader(transaction, "Authorization", UNKNOWN_KEY);
  } else if (status === 402) {
    // Needs state Dredd cannot set up: a caller whose free allowance for the day is used up,
    // a key without credits, or a refused x402 payment. Metering tests cover 402.
    skip(transaction, "402 needs an exhausted allowance, an empty key or a refused payment");
  } else if (status === 503) {
    // Needs the database to be down; the runtime's own tests cover 503.
    skip(transaction, "503 needs an unreachable database");
  } else {
    skip(transaction, "no recipe for this status");
  }
  done();
});

/**
 * Dredd (Gavel) matches Content-Type exactly; `application/json; charset=utf-8` is the same
 * media type as the contract's `application/json`, so compare without parameters.
 */
hooks.beforeEachValidation((transaction, done) => {
  const expected = transaction.expected.headers || {};
  const name = Object.keys(expected).find((key) => key.toLowerCase() === "content-type");
  const real = transaction.real?.headers?.["content-type"];
  if (name && typeof real === "string") {
    const bare = real.split(";")[0].trim().toLowerCase();
    if (bare === String(expected[name]).toLowerCase()) expected[name] = real;
  }
  done();
});
