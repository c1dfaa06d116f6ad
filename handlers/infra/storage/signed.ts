/**
 * Signed URL routes (spec/infra/storage.tsp): minting (with the project's key) and using them
 * (no key). A used URL is checked before anything else, then costs its project one token.
 */
import type { InfraStorageHandlers } from "../../../generated/infra/types.js";
import { ApiError } from "../../../runtime/errors.js";
import { findBucket } from "../../../storage/infra/storage.js";
import { chargedProject, chargeToken } from "../caller.js";
import type { Context } from "../context.js";
import { iso } from "../format.js";
import { ownBucket } from "./buckets.js";
import { checkedKey } from "./keys.js";
import { type SignedParams, signedUrl, verifyToken } from "./signing.js";
import { download, objectBody, storeUpload } from "./transfer.js";

interface SignedQuery {
  expires: number;
  p: string;
  b: string;
  k: string;
  m: "GET" | "PUT";
  ct?: string | undefined;
}

/** The bucket a valid signed URL names, after charging its project a token; 403 / 402 / 404 otherwise. */
async function signedBucket(ctx: Context, token: string, query: SignedQuery, method: "GET" | "PUT") {
  const params: SignedParams = {
    expires: query.expires,
    projectId: query.p.toLowerCase(),
    bucketId: query.b.toLowerCase(),
    key: query.k,
    method: query.m,
    contentType: query.ct,
  };
  const refused = verifyToken(ctx.urlSigningKey, token, params, ctx.now());
  if (refused) throw new ApiError("forbidden", refused);
  if (query.m !== method)
    throw new ApiError("forbidden", `The signed URL was signed for ${query.m}, not ${method}`);
  checkedKey(query.k, "query", "k");
  await chargeToken(ctx, params.projectId);
  const bucket = await findBucket(ctx.db, params.projectId, params.bucketId);
  if (!bucket) throw new ApiError("not_found", "The signed URL's bucket no longer exists");
  return bucket;
}

/** Media types compared as HTTP does: case-insensitive, spaces around `;` ignored. */
function sameMediaType(a: string, b: string): boolean {
  const norm = (s: string) =>
    s
      .split(";")
      .map((part) => part.trim())
      .join(";")
      .toLowerCase();
  return norm(a) === norm(b);
}

/** The signed URL handlers. */
export const signedHandlers = {
  async create_signed_url({ path, body }, ctx) {
    const key = checkedKey(body.key, "body", "/key");
    // The contract's SignedUrlRequest takes a content_type with PUT only (a GET one is a 400).
    const contentType = body.method === "PUT" ? body.content_type : undefined;
    const projectId = await chargedProject(ctx);
    const bucket = await ownBucket(ctx, projectId, path.bucketId);
    const expires = Math.floor(ctx.now().getTime() / 1000) + (body.expires_in ?? 3600);
    const url = signedUrl(ctx.baseUrl, ctx.urlSigningKey, {
      expires,
      projectId,
      bucketId: bucket.id,
      key,
      method: body.method,
      contentType,
    });
    return { status: 200, body: { url, method: body.method, expires_at: iso(new Date(expires * 1000)) } };
  },

  async get_signed_object({ path, query, headers }, ctx) {
    const bucket = await signedBucket(ctx, path.token, query, "GET");
    return download(ctx, bucket, query.k, headers.range);
  },

  async put_signed_object({ path, query, body }, ctx) {
    const bucket = await signedBucket(ctx, path.token, query, "PUT");
    const contentType = body?.mediaType || "application/octet-stream";
    if (query.ct !== undefined && !sameMediaType(query.ct, contentType))
      throw new ApiError("forbidden", `The signed URL takes only Content-Type ${query.ct}`);
    return { status: 200, body: objectBody(await storeUpload(ctx, bucket, query.k, body)) };
  },
} satisfies Partial<InfraStorageHandlers>;
