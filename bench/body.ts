/**
 * What a correct answer to each benchmarked request looks like (the UUID answer, the 402 refusal,
 * the KV entry). Checked once per server before measuring and on every response during the run,
 * so a server answering fast with the wrong thing cannot pass for a fast server.
 */

/** The request every server is measured on. */
export const BENCH_PATH = "/v1/uuid?count=1";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * Parses `text` as a JSON object and runs `check` on its members; then refuses members outside
 * `members`. Every answer is checked this way, so the checks differ only in what they look at.
 */
function objectProblem(
  text: string,
  members: readonly string[],
  check: (b: Record<string, unknown>) => string | null,
): string | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return "body is not JSON";
  }
  if (typeof body !== "object" || body === null) return "body is not an object";
  const b = body as Record<string, unknown>;
  const problem = check(b);
  if (problem) return problem;
  const extra = Object.keys(b).filter((k) => !members.includes(k));
  return extra.length ? `unexpected members: ${extra.join(", ")}` : null;
}

/** Why `text` is not the contract's 200 body for `count=1` (format defaulting to `uuid`), or null when it is. */
export function uuidBodyProblem(text: string): string | null {
  return objectProblem(text, ["success", "uuids", "count", "format", "uuid"], uuidProblem);
}

function uuidProblem(b: Record<string, unknown>): string | null {
  if (b.success !== true) return "success is not true";
  if (!Array.isArray(b.uuids) || b.uuids.length !== 1) return "uuids is not an array of one";
  const [first] = b.uuids as unknown[];
  if (typeof first !== "string" || !UUID_V4.test(first)) return "uuids[0] is not a version-4 UUID";
  if (b.count !== 1) return "count is not 1";
  if (b.format !== "uuid") return 'format is not "uuid"';
  if (b.uuid !== first) return "uuid does not equal uuids[0]";
  return null;
}

/** The value the `kv` scenario stores under {@link KV_BENCH_KEY} and reads back on every call. */
export const KV_BENCH_KEY = "bench";
export const KV_BENCH_VALUE = { n: 1, name: "bench" };

/** Why `text` is not the contract's 402 body for a key without credits, or null when it is. */
export function refusalBodyProblem(text: string): string | null {
  return objectProblem(text, ["success", "error", "code", "requestId"], (b) => {
    if (b.success !== false) return "success is not false";
    if (typeof b.error !== "string" || b.error === "") return "error is not a non-empty string";
    if (b.code !== "insufficient_credits")
      return `code is ${JSON.stringify(b.code)}, not "insufficient_credits"`;
    return null;
  });
}

/** Why `text` is not the contract's 200 body of `GET /infra/kv/bench`, or null when it is. */
export function kvBodyProblem(text: string): string | null {
  return objectProblem(text, ["key", "value", "expires_at"], (b) => {
    if (b.key !== KV_BENCH_KEY) return `key is not ${JSON.stringify(KV_BENCH_KEY)}`;
    if (JSON.stringify(b.value) !== JSON.stringify(KV_BENCH_VALUE)) return "value is not the stored value";
    if (b.expires_at !== null) return "expires_at is not null";
    return null;
  });
}

/** Which answer a scenario expects (a name, so it crosses to the load generator's process). */
export type BodyCheck = "uuid" | "refusal" | "kv";

/** Why `text` is not the answer `check` expects, or null when it is. */
export function bodyProblem(check: BodyCheck, text: string): string | null {
  if (check === "refusal") return refusalBodyProblem(text);
  if (check === "kv") return kvBodyProblem(text);
  return uuidBodyProblem(text);
}
