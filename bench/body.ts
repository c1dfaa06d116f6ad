/**
 * What a correct answer to the benchmarked request looks like. Checked once per server before
 * measuring and on every response during the run, so a server answering fast with the wrong
 * thing cannot pass for a fast server.
 */

/** The request every server is measured on. */
export const BENCH_PATH = "/v1/uuid?count=1";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Why `text` is not the contract's 200 body for `count=1` (format defaulting to `uuid`), or null when it is. */
export function uuidBodyProblem(text: string): string | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return "body is not JSON";
  }
  if (typeof body !== "object" || body === null) return "body is not an object";
  const b = body as Record<string, unknown>;
  if (b.success !== true) return "success is not true";
  if (!Array.isArray(b.uuids) || b.uuids.length !== 1) return "uuids is not an array of one";
  const [first] = b.uuids as unknown[];
  if (typeof first !== "string" || !UUID_V4.test(first)) return "uuids[0] is not a version-4 UUID";
  if (b.count !== 1) return "count is not 1";
  if (b.format !== "uuid") return 'format is not "uuid"';
  if (b.uuid !== first) return "uuid does not equal uuids[0]";
  const extra = Object.keys(b).filter((k) => !["success", "uuids", "count", "format", "uuid"].includes(k));
  if (extra.length) return `unexpected members: ${extra.join(", ")}`;
  return null;
}
