/**
 * Dredd hooks for `npm run dredd -- <service>` (conformance/tools/dredd.ts), generic over
 * services. Dredd builds one transaction per documented response (status code) of each
 * operation from the OpenAPI 3.0 document; these hooks turn each into a request that should
 * produce that status, or skip it with the reason, and make up for what Dredd's OpenAPI 3.0
 * parser drops (see dreddContext.ts). Input: the JSON file named by CONFORMANCE_DREDD, written
 * by dredd.ts:
 *   headers       the fixture's credential headers (all security schemes merged)
 *   pathParams    the fixture's path parameter values (records that exist)
 *   operationPathParams  "<METHOD> <path>" -> path parameter values of that operation's own records
 *   fixtureBodies "<METHOD> <path>" whose request example is the fixture's body (sent as it is)
 *   invalidUris   "<METHOD> <path>" -> a request URI the contract forbids (400)
 *   runtime       "<METHOD> <path>" -> the operation's x-runtime (e.g. "mcp")
 *   responses     "<METHOD> <path> <status>" -> {schema, optionalHeaders}
 *   webhooks      "<METHOD> <path>" of the payment webhooks (x-payments-webhook)
 * CommonJS because Dredd loads hook files with require().
 */
const hooks = require("hooks");

const { readFileSync } = require("node:fs");

if (!process.env.CONFORMANCE_DREDD) throw new Error("run Dredd through `npm run dredd -- <service>`");
const context = JSON.parse(readFileSync(process.env.CONFORMANCE_DREDD, "utf8"));
const credentials = context.headers;
const pathParams = context.pathParams;
const operationPathParams = context.operationPathParams || {};
const fixtureBodies = new Set(context.fixtureBodies || []);
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

/**
 * `{id}` routes: the fixture's existing records rather than Dredd's example values — the
 * operation's own record where the fixture gives one (a verb needs a record in its from-state).
 */
function usePathParams(transaction, key) {
  const template = transaction.origin.resourceName;
  if (!template.includes("{")) return;
  const values = { ...pathParams, ...operationPathParams[key] };
  const query = transaction.request.uri.includes("?") ? transaction.request.uri.replace(/^[^?]*/, "") : "";
  const path = template.replace(/\{([^}]+)\}/g, (whole, name) =>
    name in values ? encodeURIComponent(values[name]) : whole,
  );
  if (!path.includes("{")) setUri(transaction, path + query);
}

function authenticate(transaction) {
  for (const [name, value] of Object.entries(credentials)) setHeader(transaction, name, value);
}

/** No credential but an unknown API key: every credential header of the fixture removed. */
function unauthenticate(transaction) {
  const headers = transaction.request.headers;
  const names = new Set(Object.keys(credentials).map((name) => name.toLowerCase()));
  for (const key of Object.keys(headers)) if (names.has(key.toLowerCase())) delete headers[key];
  setHeader(transaction, "Authorization", UNKNOWN_KEY);
}

let unique = 0;

/**
 * A success needs a body the server accepts in the fixture's state, which Dredd's example
 * body (the same on every run and every operation) is not: references (`productId`,
 * `categoryId`, ...) point at the fixture's record (every resource has one, under the id in
 * pathParams; a string `project_id`, `org_id`, ... at the fixture's record of that name), a
 * string `userId` (an account the fixture cannot name) is left out (it is optional), unique
 * fields (`slug`, `email`, `hashedKey`) are made unique so that a create or update does not
 * collide with a record Dredd created earlier, a quantity is at least 1 and a discount
 * code (which would have to exist) is left out; a string holding JSON (an order's `items`)
 * gets the same treatment inside.
 */
function fitBody(value) {
  if (Array.isArray(value)) return value.map(fitBody);
  if (!value || typeof value !== "object") return value;
  const out = {};
  const id = Number(pathParams.id);
  for (const [key, v] of Object.entries(value)) {
    if (key === "userId" && typeof v === "string") continue;
    if (key === "discountCode") continue;
    if (/Id$/.test(key) && typeof v === "number" && Number.isSafeInteger(id)) out[key] = id;
    else if (/_id$/.test(key) && typeof v === "string" && pathParams[key]) out[key] = pathParams[key];
    else if (key === "slug" && typeof v === "string")
      out[key] = `${v || "x"}-dredd-${++unique}`.slice(0, 200);
    else if (key === "email" && typeof v === "string" && v.includes("@")) out[key] = `dredd${++unique}.${v}`;
    else if (key === "hashedKey" && typeof v === "string" && /^[0-9a-f]{16,}$/.test(v))
      out[key] = v.slice(0, -8) + (++unique).toString(16).padStart(8, "0");
    else if (key === "qty" && typeof v === "number" && v < 1) out[key] = 1;
    else if (typeof v === "string" && /^\s*[[{]/.test(v)) out[key] = fitJsonText(v);
    else out[key] = fitBody(v);
  }
  return out;
}

/** A string field holding JSON (an order's `items` text), fitted the same way. */
function fitJsonText(text) {
  try {
    return JSON.stringify(fitBody(JSON.parse(text)));
  } catch {
    return text;
  }
}

/**
 * The fixture's body as it is, else the contract's example body when it has one (see
 * dreddContext.ts), else Dredd's, fitted.
 */
function useFixtureBody(transaction, key) {
  const request = transaction.request;
  const example = context.requestExamples[key];
  if (example !== undefined) {
    request.body = JSON.stringify(fixtureBodies.has(key) ? example : fitBody(example));
    return;
  }
  if (!request.body) return;
  let body;
  try {
    body = JSON.parse(request.body);
  } catch {
    return;
  }
  request.body = JSON.stringify(fitBody(body));
}

/**
 * Transactions Dredd cannot express, by "<METHOD> <path>" (every success) or "<METHOD> <path>
 * <status>" (that success only), any service:
 * - a payment webhook (`x-payments-webhook`, in context.webhooks) succeeds only with a
 *   Stripe-Signature HMAC over the raw body with the server's secret, which Dredd cannot compute
 *   (its 401 is checked: a well-formed signature that does not verify);
 * - a success that needs state from an earlier step Dredd cannot chain (see CHAINED);
 * - a successful DELETE removes the fixture's one shared record (and, by cascade, records of
 *   other resources), and Dredd runs the operations in document order, so every later
 *   transaction on that id would answer 404. The fuzzer and `npm test` cover deletes.
 */
const CHAINED = {
  "POST /checkout/confirm":
    "needs the id of an order paid through the processor's hosted checkout page in the same session",
  "POST /api/auth/sign-in/email": "needs the password of an account made in the same run",
  "POST /api/auth/revoke-session": "needs a live session token of the caller's",
  "POST /api/auth/update-session":
    "needs a session as the bearer; the fixture's bearer is an API key, so no suite ends the sessions others use",
  "POST /api/billing/subscribe": "needs a card saved through the processor's setup flow",
  "POST /api/keys/revoke": "needs the id of a key minted in the same run",
  "POST /infra/locks/{key}/release": "needs the fencing token of a lock acquired in the same run",
  "POST /infra/locks/{key}/renew": "needs the fencing token of a lock acquired in the same run",
  "POST /infra/jobs/{job_id}/ack": "needs a job claimed by the caller's key in the same run",
  "POST /infra/jobs/{job_id}/retry": "needs a job that has failed (every attempt spent)",
  "POST /infra/workflows/executions/{execution_id}/resume": "needs an execution that has failed",
  "GET /infra/storage/signed/{token}": "needs a URL the server signed (signed-url) in the same run",
  "PUT /infra/storage/signed/{token}": "needs a URL the server signed (signed-url) in the same run",
  "POST /api/organizations":
    "needs a person with no organization (one per person); the fixture's caller owns the shared one (the restaurant tests create organizations)",
  "POST /api/restaurant-orders 200":
    "a replay needs the Idempotency-Key of an order placed earlier in the same run (the order tests replay five at once)",
  "POST /infra/media/assets/{assetId}/transform/video":
    "needs a video asset; the fixture's asset is an image (the media tests encode a video end to end on PostgreSQL)",
};

/** A multipart upload: Dredd sends no file part, so neither its success nor its 401 can be checked. */
const MULTIPART_REASON =
  "Dredd cannot send a multipart file part (Schemathesis and the media tests cover uploads)";

/**
 * Operations the fixture's bearer may not perform: infra's bearer is an organization member, so
 * that no suite can delete or re-own the shared organization. Their success is skipped with
 * this reason; their documented 403 is what the member gets, and is checked.
 */
const NEEDS_ROLE = new Set([
  "PATCH /organizations/{org_id}",
  "POST /organizations/{org_id}/members",
  "PATCH /organizations/{org_id}/members/{user_id}",
  "POST /organizations/{org_id}/projects",
  "POST /organizations/{org_id}/tokens/grant",
  "POST /organizations/{org_id}/transfer",
  "POST /projects/{project_id}/tokens/allocate",
  "POST /projects/{project_id}/tokens/release",
  "POST /api-keys",
]);
const NEEDS_ROLE_REASON =
  "needs an owner's or admin's session; the fixture's bearer is a member so that no suite can delete the shared organization";

/**
 * A success the request's body chooses among several media types (the renderer's screenshot is
 * PNG, JPEG or WebP as `screenshotOptions.type` says): Dredd makes one transaction per type but
 * sends one body per operation, so only the first declared type can be asked for. The route tests
 * cover every type.
 */
function otherMediaType(transaction, key) {
  const types = responses[`${key} ${transaction.expected.statusCode}`]?.mediaTypes ?? [];
  const expected = Object.entries(transaction.expected.headers || {}).find(
    ([name]) => name.toLowerCase() === "content-type",
  )?.[1];
  return types.length > 1 && expected !== undefined && expected.split(";")[0].trim() !== types[0];
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
      unauthenticate(transaction);
      return;
    case 403:
      // A browser page of another site (DNS-rebinding protection, runtime/mcp/origin.ts).
      setHeader(transaction, "Origin", "https://evil.example");
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

/**
 * Dredd's sample for an optional header without an example is the empty string, which no
 * header pattern admits (`Last-Event-ID: `): send such headers not at all.
 */
function dropEmptyHeaders(transaction) {
  const headers = transaction.request.headers;
  for (const [name, value] of Object.entries(headers)) if (value === "") delete headers[name];
}

/**
 * An event stream stays open for an EventSource (`Accept: text/event-stream`), so Dredd would
 * wait forever; any other Accept gets the finished replay, as the contract documents.
 */
function finishedStream(transaction) {
  const expected = transaction.expected.headers || {};
  const type = Object.entries(expected).find(([name]) => name.toLowerCase() === "content-type")?.[1];
  if (String(type).startsWith("text/event-stream")) setHeader(transaction, "Accept", "application/json");
}

function isMultipart(transaction) {
  const type = Object.entries(transaction.request.headers || {}).find(
    ([name]) => name.toLowerCase() === "content-type",
  )?.[1];
  return String(type).startsWith("multipart/");
}

hooks.beforeEach((transaction, done) => {
  const status = Number(transaction.expected.statusCode);
  const key = `${transaction.request.method} ${transaction.origin.resourceName}`;
  dropEmptyHeaders(transaction);
  finishedStream(transaction);
  useContract(transaction, key);
  usePathParams(transaction, key);
  authenticate(transaction);
  if (runtime[key] === "mcp") {
    mcp(transaction, status);
  } else if ((status === 401 || (status >= 200 && status < 300)) && isMultipart(transaction)) {
    skip(transaction, MULTIPART_REASON);
  } else if (status === 401 && (context.webhooks || []).includes(key)) {
    // Its credential is the signature: a valid event under a well-formed one that does not verify.
    useFixtureBody(transaction, key);
    setHeader(transaction, "Stripe-Signature", `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}`);
  } else if (status !== 400 && (context.webhooks || []).includes(key)) {
    skip(transaction, "a payment webhook needs an HMAC signature Dredd cannot compute");
  } else if (status >= 200 && status < 300 && (CHAINED[`${key} ${status}`] || CHAINED[key])) {
    skip(transaction, CHAINED[`${key} ${status}`] || CHAINED[key]);
  } else if (status >= 200 && status < 300 && NEEDS_ROLE.has(key)) {
    skip(transaction, NEEDS_ROLE_REASON);
  } else if (status === 403 && NEEDS_ROLE.has(key)) {
    // The member's own credentials and a valid body: refused for the role alone.
    useFixtureBody(transaction, key);
  } else if (status >= 200 && status < 300 && otherMediaType(transaction, key)) {
    skip(transaction, "the request body chooses this media type; Dredd sends one body per operation");
  } else if (status >= 200 && status < 300 && transaction.request.method === "DELETE") {
    skip(transaction, "a delete would remove the fixture's shared record for later transactions");
  } else if (status >= 200 && status < 300) {
    // Dredd's request (defaults, examples) with the fixture's credentials and records.
    useFixtureBody(transaction, key);
  } else if (status === 400 && invalidUris[key]) {
    setUri(transaction, invalidUris[key]);
  } else if (status === 401 && context.noCredential.includes(key)) {
    skip(transaction, "takes no credential: its 401 is about credentials in the body (a wrong password)");
  } else if (status === 401) {
    // A body the server accepts, so that only the credential is wrong.
    useFixtureBody(transaction, key);
    unauthenticate(transaction);
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
