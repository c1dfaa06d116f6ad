/**
 * Embeddings from an OpenAI-compatible API (`MEMORY_EMBEDDINGS_BASE_URL`): one
 * `POST {base}/embeddings` with `{model, input: [text, …]}` per add (every fact at once) and per
 * search (the query), answering `data[].embedding`. The answer must hold one finite vector per
 * input, of one dimension, in input order (`index`, when given, is honoured); anything else is the
 * provider's error. The URL is the operator's configuration, never a caller's: it is reached as
 * `configured` destinations are (runtime/outbound/policy.ts). A failure stores nothing and charges
 * nothing, as the extraction model's do (llm.ts): 502 (`upstream_unreachable`, `upstream_error`)
 * or 504 (`upstream_timeout`). The key goes out only in the `authorization` header; no message
 * names it, and no provider body is echoed.
 *
 * Not `runtime/outbound/post.ts`: it reads at most 64 KiB of an answer, and one 1,536-dimension
 * vector is about 30 KB of JSON; answers here are read up to {@link MAX_ANSWER_BYTES}.
 */
import http from "node:http";
import https from "node:https";
import { SpanKind } from "@opentelemetry/api";
import { ApiError } from "../../runtime/errors.js";
import { inSpan } from "../../runtime/observability/spans.js";
import { egressAgent } from "../../runtime/outbound/policy.js";
import type { EmbeddingsConfig } from "./config.js";

/** Most bytes of an embeddings answer read (100 facts × 3,072 dimensions as JSON fit). */
export const MAX_ANSWER_BYTES = 32 * 1024 * 1024;

/** Why an embeddings exchange failed before an answer could be judged. */
type Outcome =
  | { kind: "answer"; status: number; body: string }
  | { kind: "timeout" }
  | { kind: "unreachable" }
  | { kind: "too_large" };

/** Where failures are reported for operators (the request's logger). */
export interface FailureLog {
  warn(details: object, message: string): void;
}

/**
 * One unit-length vector per input, in input order; throws the mapped {@link ApiError} on any
 * failure, after logging it (host, model, status and cause: never the key, nor the answer's body).
 */
export async function embed(
  config: EmbeddingsConfig,
  inputs: readonly string[],
  log?: FailureLog,
): Promise<Float32Array[]> {
  try {
    return await embedOnce(config, inputs);
  } catch (err) {
    if (log && err instanceof ApiError)
      log.warn(
        { provider: hostOf(config.baseUrl), model: config.model, inputs: inputs.length, code: err.code },
        err.message,
      );
    throw err;
  }
}

/** The host (and port) of `url`, without user info or path. */
function hostOf(url: string): string {
  return URL.canParse(url) ? new URL(url).host : "(invalid URL)";
}

async function embedOnce(config: EmbeddingsConfig, inputs: readonly string[]): Promise<Float32Array[]> {
  if (inputs.length === 0) return [];
  const outcome = await inSpan(
    "POST",
    { kind: SpanKind.CLIENT, attributes: { "http.request.method": "POST" } },
    () =>
      exchange(
        `${config.baseUrl}/embeddings`,
        JSON.stringify({ model: config.model, input: inputs }),
        config.apiKey,
        config.timeoutMs,
      ),
  );
  if (outcome.kind === "timeout")
    throw new ApiError("upstream_timeout", "The embedding model did not answer in time");
  if (outcome.kind === "unreachable")
    throw new ApiError("upstream_unreachable", "The embedding model cannot be reached");
  if (outcome.kind === "too_large")
    throw new ApiError(
      "upstream_error",
      `The embedding model's answer is larger than ${MAX_ANSWER_BYTES} bytes`,
    );
  if (outcome.status < 200 || outcome.status >= 300)
    throw new ApiError("upstream_error", `The embedding model answered HTTP ${outcome.status}`);
  const vectors = parseEmbeddings(outcome.body, inputs.length);
  if (typeof vectors === "string") throw new ApiError("upstream_error", `The embedding model ${vectors}`);
  return vectors.map(unit);
}

/**
 * The vectors of an embeddings answer, one per input in input order; a string saying what is wrong
 * otherwise (it completes "The embedding model …").
 */
export function parseEmbeddings(body: string, count: number): number[][] | string {
  let data: unknown;
  try {
    data = (JSON.parse(body) as { data?: unknown }).data;
  } catch {
    return "did not answer JSON";
  }
  if (!Array.isArray(data)) return "did not answer a list of embeddings";
  if (data.length !== count) return `answered ${data.length} embeddings for ${count} inputs`;
  const out: Array<number[] | undefined> = new Array(count).fill(undefined);
  for (const [position, item] of data.entries()) {
    const { embedding, index } = (item ?? {}) as { embedding?: unknown; index?: unknown };
    const at = index === undefined ? position : index;
    if (typeof at !== "number" || !Number.isInteger(at) || at < 0 || at >= count || out[at])
      return "answered embeddings out of order";
    if (
      !Array.isArray(embedding) ||
      embedding.length === 0 ||
      !embedding.every((x) => typeof x === "number" && Number.isFinite(x))
    )
      return "answered an embedding that is not a list of finite numbers";
    out[at] = embedding;
  }
  const vectors = out as number[][];
  const dims = vectors[0]?.length;
  if (!vectors.every((v) => v.length === dims)) return "answered embeddings of different dimensions";
  if (vectors.some((v) => v.every((x) => x === 0))) return "answered a zero embedding";
  return vectors;
}

/** `v` scaled to length 1 (cosine similarity of unit vectors is their dot product). */
export function unit(v: readonly number[]): Float32Array {
  let sum = 0;
  for (const x of v) sum += x * x;
  const norm = Math.sqrt(sum);
  return Float32Array.from(v, (x) => x / norm);
}

/** One JSON POST to the configured provider, its answer read whole (bounded) within `timeoutMs`. */
function exchange(
  target: string,
  body: string,
  apiKey: string | undefined,
  timeoutMs: number,
): Promise<Outcome> {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return Promise.resolve({ kind: "unreachable" });
  }
  const protocol = url.protocol === "https:" ? "https:" : "http:";
  const send = protocol === "https:" ? https.request : http.request;
  return new Promise((resolve) => {
    let settled = false;
    let req: http.ClientRequest | undefined;
    const finish = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req?.destroy();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ kind: "timeout" }), timeoutMs);
    try {
      req = send(
        url,
        {
          method: "POST",
          agent: egressAgent("configured", protocol),
          headers: {
            "content-type": "application/json",
            "content-length": String(Buffer.byteLength(body)),
            "user-agent": "contract-first-apis-memory/1",
            ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on("data", (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_ANSWER_BYTES) return finish({ kind: "too_large" });
            chunks.push(chunk);
          });
          res.on("end", () =>
            finish({
              kind: "answer",
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString("utf8"),
            }),
          );
          res.on("error", () => finish({ kind: "unreachable" }));
        },
      );
      req.on("error", () => finish({ kind: "unreachable" }));
      req.end(body);
    } catch {
      finish({ kind: "unreachable" });
    }
  });
}
