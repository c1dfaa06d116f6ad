/**
 * Every environment variable the kernel (runtime/ and storage/) reads, by area. Services declare
 * their own in `handlers/<folder>/config.ts` and register them through their ServiceModule's
 * `config`. To add a variable: add an entry to its area's section here (or a new section to
 * {@link kernelSections}), read it with `readSection(section, env)`, and run `npm run config:docs`.
 */
import { BASE_MAINNET } from "../x402/networks.js";
import { baseUrl, bool, defineSection, integer, list, oneOf, text, url } from "./define.js";
import { type Env, rawValue } from "./read.js";

/** The process: environment kind, listen address, public address. */
export const serverVariables = defineSection("server", {
  NODE_ENV: {
    description:
      "`production` turns development fallbacks into start-up errors: `SECRETS_KEY`, Stripe (or `PAYMENTS_LOCAL_IN_PRODUCTION`) and an x402 facilitator (or `X402_OFFLINE_IN_PRODUCTION`) become required",
    schema: text(),
    defaultText: "unset (development)",
    example: "production",
  },
  PORT: {
    description: "listen port (`--port` overrides)",
    schema: integer(0, 65535),
    default: "3000",
  },
  HOST: { description: "listen address (`--host` overrides)", schema: text(), default: "0.0.0.0" },
  TRUST_PROXY: {
    description:
      "Express `trust proxy`, so the free allowance and rate limits see the client's address behind a proxy: `true`, a hop count, or addresses/subnets (`loopback, 10.0.0.0/8`)",
    schema: text().transform((v): boolean | number | string => {
      if (v === "true" || v === "false") return v === "true";
      return /^\d+$/.test(v) ? Number(v) : v;
    }),
    default: "false",
  },
  PUBLIC_URL: {
    description:
      "this server's external base URL: the local processor's hosted checkout page (`/_processor`) and its webhook deliveries to our own routes",
    schema: baseUrl(),
    defaultText: "`http://127.0.0.1:$PORT`",
    example: "https://api.example.com",
  },
});

/** Logs. */
export const loggingVariables = defineSection("logging", {
  LOG_LEVEL: {
    description: "pino level: fatal, error, warn, info, debug, trace or silent",
    schema: oneOf(["fatal", "error", "warn", "info", "debug", "trace", "silent"]),
    default: "info",
  },
});

/** The database. */
export const databaseVariables = defineSection("database", {
  DATABASE_URL: {
    description: "PostgreSQL connection URL; unset means the embedded PGlite in `DATA_DIR`",
    schema: url(["postgres:", "postgresql:"]),
    secret: true,
    example: "postgres://app:app@127.0.0.1:5432/app",
  },
  DATABASE_POOL_MAX: {
    description: "PostgreSQL connections per process (knex pool maximum)",
    schema: integer(1, 1000),
    default: "10",
  },
  DATA_DIR: {
    description: "PGlite data folder (locked against a second process)",
    schema: text(),
    default: ".data/pglite",
  },
});

/** Where stored object and media bytes live. */
export const blobVariables = defineSection("blobs", {
  BLOB_STORE: {
    description:
      "`fs` (files under `BLOB_DIR`) or `s3` (an S3-compatible bucket; credentials from the AWS default chain)",
    schema: oneOf(["fs", "s3"]),
    default: "fs",
  },
  BLOB_DIR: { description: "the file blob store's folder", schema: text(), default: ".data/blobs" },
  S3_BUCKET: { description: "the bucket (required with `BLOB_STORE=s3`)", schema: text() },
  S3_ENDPOINT: {
    description: "an S3-compatible endpoint (MinIO, R2…)",
    schema: url(),
    defaultText: "AWS",
  },
  S3_REGION: { description: "the bucket's region", schema: text(), default: "us-east-1" },
  S3_FORCE_PATH_STYLE: {
    description: "path-style bucket addressing (most S3-compatible servers need it)",
    schema: bool(),
    default: "false",
  },
});

/** Secrets at rest and where outbound requests may go. */
export const securityVariables = defineSection("security", {
  SECRETS_KEY: {
    description:
      "base64 of 32 bytes: seals secrets the server must read back, such as webhook signing secrets (AES-256-GCM, `runtime/secrets/sealed.ts`); unset: a public development key, with a warning (refused with `NODE_ENV=production`)",
    schema: text().refine((v) => {
      const key = Buffer.from(v, "base64");
      return key.length === 32 && key.toString("base64").replace(/=+$/, "") === v.replace(/=+$/, "");
    }, "must be the base64 of exactly 32 bytes"),
    secret: true,
    defaultText: "a public development key",
  },
  OUTBOUND_NETWORK: {
    description:
      "where webhook deliveries, job handler calls and job callbacks may go: `public` (public unicast only) or `loopback` (127.0.0.0/8, ::1 and `localhost` only, never asking DNS; for tests and the conformance server)",
    schema: oneOf(["public", "loopback"]),
    default: "public",
  },
});

/** The image workers the image tools share (`runtime/imageworker`): OCR, annotation, matching. */
export const imageWorkerVariables = defineSection("imageworker", {
  IMAGE_PYTHON: {
    description:
      "the Python interpreter the image workers run: Debian's, which sees the `python3-opencv` and `python3-tesserocr` packages (a pyenv or venv Python on PATH does not)",
    schema: text(),
    default: "/usr/bin/python3",
  },
  IMAGE_WORKERS: {
    description: "long-lived worker processes; each runs one call at a time on one core",
    schema: integer(1, 64),
    default: "2",
  },
  IMAGE_QUEUE_LIMIT: {
    description:
      "calls that may wait for a free worker; one more is answered 503 `worker_busy` with `Retry-After`",
    schema: integer(0, 1000),
    default: "16",
  },
  IMAGE_CALL_TIMEOUT_MS: {
    description:
      "wall-clock budget of one call (waiting and working); past it the worker is killed and restarted and the call answers 504 `processing_timeout`",
    schema: integer(1000, 600_000),
    default: "60000",
  },
  IMAGE_WORKER_MEMORY_MB: {
    description:
      "address-space limit of each worker process (RLIMIT_AS), so one image cannot take the machine's memory; 0: none",
    schema: integer(0, 1_048_576),
    default: "4096",
  },
});

/** The headless browser the page tools share (`runtime/browser`). */
export const browserVariables = defineSection("browser", {
  CHROMIUM_PATH: {
    description:
      "the Chromium executable the browser pool drives (Debian's `chromium` package; never a downloaded browser)",
    schema: text(),
    default: "/usr/lib/chromium/chromium",
  },
  BROWSER_CONCURRENCY: {
    description: "pages the browser pool renders at once (one browser context each); about one per CPU core",
    schema: integer(1, 64),
    default: "2",
  },
  BROWSER_QUEUE_LIMIT: {
    description:
      "calls that may wait for a free page slot; one more is answered 503 `browser_busy` with `Retry-After`",
    schema: integer(0, 1000),
    default: "8",
  },
  BROWSER_CALL_TIMEOUT_MS: {
    description:
      "default wall-clock budget of one page call (queueing, loading and the tool's work), at most `BROWSER_CALL_TIMEOUT_MAX_MS`; past it the page is closed and the call answers 504 `upstream_timeout`",
    schema: integer(1000, 600_000),
    default: "30000",
  },
  BROWSER_CALL_TIMEOUT_MAX_MS: {
    description: "the longest wall-clock budget a caller may ask of one page call",
    schema: integer(1000, 600_000),
    default: "60000",
  },
  BROWSER_MAX_RESOURCE_BYTES: {
    description:
      "decompressed bytes of one response a page loads; a larger main document answers 413 `content_too_large`, a larger subresource is dropped",
    schema: integer(1024),
    default: "10485760",
  },
  BROWSER_MAX_PAGE_BYTES: {
    description:
      "decompressed bytes of all responses one page call loads; past it every further request is dropped",
    schema: integer(1024),
    default: "52428800",
  },
  BROWSER_MAX_REQUESTS: {
    description:
      "requests one page call may make (navigation, redirects, subresources, fetch/XHR); later ones are dropped",
    schema: integer(1, 100_000),
    default: "500",
  },
});

/** x402 payments (`runtime/x402`). */
export const x402Variables = defineSection("x402", {
  X402_NETWORK: {
    description: "CAIP-2 EVM network of the payment terms (`eip155:84532` is Base Sepolia)",
    schema: text(),
    default: BASE_MAINNET,
  },
  X402_ASSET: {
    description: "the token contract; required for a network with no known stablecoin",
    schema: text(),
    defaultText: "USDC on `X402_NETWORK`",
  },
  X402_ASSET_NAME: {
    description: "the token's EIP-712 domain name; required with an unknown `X402_ASSET`",
    schema: text(),
    defaultText: "the known token's",
  },
  X402_ASSET_VERSION: {
    description: "the token's EIP-712 domain version; required with an unknown `X402_ASSET`",
    schema: text(),
    defaultText: "the known token's",
  },
  X402_PAY_TO: {
    description:
      "the address payments go to; required with `X402_FACILITATOR_URL` (the default's key is public)",
    schema: text(),
    defaultText: "a public development address",
  },
  X402_MAX_TIMEOUT_SECONDS: {
    description: "the longest validity window a payment authorization may have",
    schema: integer(1, 86_400),
    default: "60",
  },
  X402_FACILITATOR_URL: {
    description:
      "a remote facilitator (`/verify`, `/settle`) that settles on chain; unset: the offline facilitator, which checks signatures but moves no funds",
    schema: baseUrl(),
    example: "https://x402.org/facilitator",
  },
  X402_OFFLINE_IN_PRODUCTION: {
    description:
      "`true` lets the offline facilitator run with `NODE_ENV=production` (a demo: payments are accepted without any funds moving), with a warning at start",
    schema: bool(),
    default: "false",
  },
});

/** The payment processor (`runtime/payments`). */
export const paymentVariables = defineSection("payments", {
  STRIPE_SECRET_KEY: {
    description:
      "set: the Stripe adapter (`sk_…` or restricted `rk_…`); unset: the local processor (no money moves)",
    schema: text().regex(
      /^(sk|rk)_(test|live)_\w+$/,
      "must look like sk_test_…, sk_live_…, rk_test_… or rk_live_…",
    ),
    secret: true,
  },
  STRIPE_WEBHOOK_SECRET: {
    description: "the Stripe endpoint's signing secret; required with `STRIPE_SECRET_KEY`",
    schema: text().startsWith("whsec_", "must start with whsec_"),
    secret: true,
  },
  STRIPE_PUBLISHABLE_KEY: {
    description: "`pk_…`, served by the account service's payment configuration",
    schema: text().regex(/^pk_(test|live)_\w+$/, "must look like pk_test_… or pk_live_…"),
  },
  STRIPE_PRICES: {
    description:
      "`starter=price_…,pro=price_…,meter:api_usage=price_…` (else prices are found by lookup key)",
    schema: text(),
  },
  PAYMENTS_WEBHOOK_SECRET: {
    description: "the local processor's webhook signing secret",
    schema: text(),
    secret: true,
    defaultText: "a public development secret",
  },
  PAYMENTS_WEBHOOK_URLS: {
    description: "comma-separated URLs the local processor also sends its webhooks to",
    schema: list(url()),
    example: "https://hooks.example.com/payments",
  },
  PAYMENTS_WEBHOOK_DELIVERY: {
    description: "`background` (the leased-work engine) or `manual` (only `flushWebhooks()`, for tests)",
    schema: oneOf(["background", "manual"]),
    defaultText: "`background`",
  },
  PAYMENTS_LOCAL_IN_PRODUCTION: {
    description:
      "`true` lets the local processor run with `NODE_ENV=production` (a demo: its checkout page pays for free)",
    schema: bool(),
    default: "false",
  },
});

/** Test and load-test switches; harmless defaults, never needed in production. */
export const diagnosticVariables = defineSection("diagnostics", {
  VALIDATE_RESPONSES: {
    description: "check every response against the contract (always on in tests; costs CPU)",
    schema: bool(),
    default: "false",
  },
  RATE_LIMIT_FACTOR: {
    description:
      "multiplies every rate limit and sign-in threshold; the conformance suites set 1000 (one caller, thousands of calls) — never in production",
    schema: integer(1),
    default: "1",
  },
});

/** Which browser origins may call the services (read by `runtime/cors/config.ts`, which checks the rules). */
export const corsVariables = defineSection("cors", {
  CORS_ORIGINS: {
    description:
      "`*` (any origin, without credentials) or comma-separated exact origins as browsers send them (`https://app.example.com,http://localhost:5173`); `/mcp` is opened only to origins listed by name, discovery routes to any",
    schema: text(),
    default: "*",
  },
  CORS_CREDENTIALS: {
    description: "`true` lets the listed origins make credentialed requests (refused with `CORS_ORIGINS=*`)",
    schema: bool(),
    default: "false",
  },
});

/** Traces and metrics. OpenTelemetry's SDK also reads its own standard `OTEL_*` variables (sampler, headers). */
export const observabilityVariables = defineSection("observability", {
  OTEL_EXPORTER_OTLP_ENDPOINT: {
    description:
      "OTLP/HTTP collector base URL: traces are recorded and exported only when it (or the next) is set",
    schema: url(),
    example: "http://127.0.0.1:4318",
  },
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: {
    description: "OTLP/HTTP traces URL, overriding the endpoint above for traces",
    schema: url(),
  },
  OTEL_SDK_DISABLED: {
    description: "`true` turns tracing off whatever else is set",
    schema: bool(),
    default: "false",
  },
  OTEL_SERVICE_NAME: {
    description: "the `service.name` of every span",
    schema: text(),
    default: "contract-first-apis",
  },
  METRICS_TOKEN: {
    description:
      "when set, `/metrics` answers only `Authorization: Bearer <token>` (unset: open, like `/health`)",
    schema: text(),
    secret: true,
  },
});

/** true when `NODE_ENV` is `production`: development fallbacks become start-up errors. */
export function isProduction(env: Env): boolean {
  return rawValue(env, "NODE_ENV") === "production";
}

/** Every kernel section, in the order the README and `.env.example` list them. */
export const kernelSections = [
  serverVariables,
  loggingVariables,
  databaseVariables,
  blobVariables,
  securityVariables,
  x402Variables,
  paymentVariables,
  corsVariables,
  observabilityVariables,
  browserVariables,
  imageWorkerVariables,
  diagnosticVariables,
] as const;
