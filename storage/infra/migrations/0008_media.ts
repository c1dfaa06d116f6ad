/**
 * The infrastructure API, part 6: media. A project's uploaded images and videos
 * (`infra_media_assets`: what the upload probe found and the blob holding the bytes) and what was
 * made from them (`infra_media_variants`: resized images, encoded videos, thumbnails — each with
 * its own blob once ready). Video variants of one transform request share a `job_id`, the key of
 * the pg-boss job that encodes them (handlers/infra/media/videoWorker.ts). The bytes live in the
 * blob store, never here. Variants cascade from their asset, assets from their project.
 * Never edit after it lands: add a new numbered migration instead.
 */
import type { Knex } from "knex";

/** Creates the media tables. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE infra_media_assets (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      project_id uuid NOT NULL REFERENCES infra_projects(id) ON DELETE CASCADE,
      filename text NOT NULL,
      -- the detected media type of the bytes (image/png, video/mp4), not the one declared
      content_type text NOT NULL,
      size bigint NOT NULL,
      media_type text NOT NULL CHECK (media_type IN ('image', 'video')),
      width int,
      height int,
      duration_sec double precision,
      status text NOT NULL DEFAULT 'ready' CHECK (status IN ('processing', 'ready', 'failed')),
      error text,
      visibility text NOT NULL DEFAULT 'private' CHECK (visibility IN ('private', 'public')),
      -- the caller's JSON object, as sent (json keeps it byte for byte, see 0011)
      metadata json NOT NULL,
      blob_id text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX infra_media_assets_project_idx ON infra_media_assets (project_id, created_at DESC, id DESC);
    CREATE INDEX infra_media_assets_type_idx
      ON infra_media_assets (project_id, media_type, created_at DESC, id DESC);

    CREATE TABLE infra_media_variants (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      asset_id uuid NOT NULL REFERENCES infra_media_assets(id) ON DELETE CASCADE,
      project_id uuid NOT NULL,
      type text NOT NULL CHECK (type IN ('image', 'video', 'thumbnail')),
      params jsonb NOT NULL,
      status text NOT NULL CHECK (status IN ('queued', 'processing', 'ready', 'failed')),
      content_type text NOT NULL,
      size bigint,
      width int,
      height int,
      error text,
      -- video transforms: the request's id, shared by its variants and named by its pg-boss job
      job_id uuid,
      -- order among the variants made by one request (they share created_at)
      position int NOT NULL DEFAULT 0,
      -- set once the bytes are stored
      blob_id text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX infra_media_variants_asset_idx ON infra_media_variants (asset_id, created_at, position, id);
    CREATE INDEX infra_media_variants_job_idx ON infra_media_variants (job_id) WHERE job_id IS NOT NULL;
  `);
}

/** Drops the media tables. */
export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    DROP TABLE IF EXISTS infra_media_variants;
    DROP TABLE IF EXISTS infra_media_assets;
  `);
}
