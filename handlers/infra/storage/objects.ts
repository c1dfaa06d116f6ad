/** Object routes (spec/infra/storage.tsp): upload, download (ranges), delete, list. */

import type { InfraStorageHandlers } from "../../../generated/infra/types.js";
import { deleteObject, listObjects } from "../../../storage/infra/storage.js";
import { chargedProject } from "../caller.js";
import { listPage } from "../core/access.js";
import { ownBucket } from "./buckets.js";
import { checkedKey } from "./keys.js";
import { download, objectBody, objectNotFound, storeUpload } from "./transfer.js";

/** The object handlers. */
export const objectHandlers = {
  async put_object({ path, body }, ctx) {
    const key = checkedKey(path.object_key_path, "path", "object_key_path");
    const projectId = await chargedProject(ctx);
    const bucket = await ownBucket(ctx, projectId, path.bucketId);
    return { status: 200, body: objectBody(await storeUpload(ctx, bucket, key, body)) };
  },

  async get_object({ path, headers }, ctx) {
    const key = checkedKey(path.object_key_path, "path", "object_key_path");
    const projectId = await chargedProject(ctx);
    const bucket = await ownBucket(ctx, projectId, path.bucketId);
    // The answer carries `mediaType` (the object's own) besides the declared members.
    return download(ctx, bucket, key, headers.range);
  },

  async delete_object({ path }, ctx) {
    const key = checkedKey(path.object_key_path, "path", "object_key_path");
    const projectId = await chargedProject(ctx);
    const bucket = await ownBucket(ctx, projectId, path.bucketId);
    const blobId = await deleteObject(ctx.db, projectId, bucket.id, key);
    if (!blobId) throw objectNotFound();
    await ctx.blobs
      .delete(blobId)
      .catch((err: unknown) => ctx.log.warn({ err, blobId }, "deleted object's blob not removed"));
    return { status: 200, body: { bucket_id: bucket.id, key, deleted: true as const } };
  },

  async list_objects({ path, query }, ctx) {
    const projectId = await chargedProject(ctx);
    const bucket = await ownBucket(ctx, projectId, path.bucketId);
    let prefixes: string[] = [];
    const page = await listPage(query, async (p) => {
      const listed = await listObjects(ctx.db, projectId, bucket.id, {
        ...p,
        prefix: query.prefix,
        delimiter: query.delimiter,
      });
      prefixes = listed.commonPrefixes;
      return { items: listed.objects, nextAfter: listed.nextAfter };
    });
    return {
      status: 200,
      body: { objects: page.items.map(objectBody), common_prefixes: prefixes, next_cursor: page.nextAfter },
    };
  },
} satisfies Partial<InfraStorageHandlers>;
