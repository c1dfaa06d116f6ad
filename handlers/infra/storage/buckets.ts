/** Bucket routes (spec/infra/storage.tsp): create, list, get, delete an empty bucket. */

import { InfraError } from "../../../generated/infra/errors.js";
import type { InfraStorageHandlers } from "../../../generated/infra/types.js";
import type { HandlerContext } from "../../../runtime/context.js";
import {
  type Bucket,
  createBucket,
  deleteEmptyBucket,
  findBucket,
  listBuckets,
} from "../../../storage/infra/storage.js";
import { isUuid } from "../../../storage/run.js";
import { chargedProject } from "../caller.js";
import { listPage } from "../core/access.js";
import { iso } from "../format.js";

/** A bucket as the contract shows it. */
export function bucketBody(b: Bucket) {
  return {
    id: b.id,
    project_id: b.projectId,
    name: b.name,
    visibility: b.visibility,
    description: b.description,
    created_at: iso(b.createdAt),
  };
}

/** The project's bucket named by id or name in the path, or 404. */
export async function ownBucket(ctx: HandlerContext, projectId: string, ref: string): Promise<Bucket> {
  const bucket = await findBucket(ctx.db, projectId, ref);
  if (!bucket) throw new InfraError("not_found", "This project has no bucket with that id or name");
  return bucket;
}

/** The bucket handlers. */
export const bucketHandlers = {
  async create_bucket({ body }, ctx) {
    if (isUuid(body.name)) {
      const message = "must not be shaped like a UUID (a UUID in a path names a bucket by id)";
      throw new InfraError("validation_failed", `/name ${message}`, {
        issues: [{ location: "body", name: "/name", message }],
      });
    }
    const projectId = await chargedProject(ctx);
    const bucket = await createBucket(ctx.db, projectId, {
      name: body.name,
      visibility: body.visibility ?? "private",
      description: body.description ?? null,
    });
    if (!bucket) throw new InfraError("conflict", `This project already has a bucket named ${body.name}`);
    return { status: 200, body: bucketBody(bucket) };
  },

  async list_buckets({ query }, ctx) {
    const projectId = await chargedProject(ctx);
    const page = await listPage(query, (p) => listBuckets(ctx.db, projectId, p));
    return { status: 200, body: { buckets: page.items.map(bucketBody), next_cursor: page.nextAfter } };
  },

  async get_bucket({ path }, ctx) {
    const projectId = await chargedProject(ctx);
    return { status: 200, body: bucketBody(await ownBucket(ctx, projectId, path.bucketId)) };
  },

  async delete_bucket({ path }, ctx) {
    const projectId = await chargedProject(ctx);
    const bucket = await ownBucket(ctx, projectId, path.bucketId);
    const outcome = await deleteEmptyBucket(ctx.db, projectId, bucket.id);
    if (outcome === "missing")
      throw new InfraError("not_found", "This project has no bucket with that id or name");
    if (outcome === "not_empty")
      throw new InfraError(
        "bucket_not_empty",
        "The bucket still holds objects: delete them before the bucket",
      );
    return { status: 200, body: { id: bucket.id, deleted: true as const } };
  },
} satisfies Partial<InfraStorageHandlers>;
