// Generated from spec/infra by codegen — run `npm run generate`. Do not edit.
export interface paths {
  "/": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Landing page and agent description
     * @description The landing page (HTML), or the agent-oriented Markdown description with `Accept: text/markdown`.
     */
    get: operations["root"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/.well-known/oauth-protected-resource": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Protected-resource metadata
     * @description OAuth 2.0 protected-resource metadata (RFC 9728): what MCP clients fetch after a 401 from
     *     `/mcp`, whose `WWW-Authenticate` challenge names this URL.
     */
    get: operations["oauth_protected_resource"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/.well-known/x402": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * x402 discovery
     * @description x402 discovery: the paid routes of this service.
     */
    get: operations["x402_discovery"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api-keys": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create an API key
     * @description Mints a key for a project (admin of its organization). The secret is in the answer only.
     */
    post: operations["create_api_key"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api-keys/{key_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Revoke an API key
     * @description Revokes a key (admin); its next call answers 401. Revoking a revoked key changes nothing.
     */
    delete: operations["revoke_api_key"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/docs": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * API reference (HTML)
     * @description The interactive reference of this service (HTML): every operation of this document, with
     *     "try it" sending requests to this very server. The page loads only its own script
     *     (`/docs/scalar.js`) and this service's `/openapi.json`; nothing from elsewhere.
     */
    get: operations["docs"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/docs/scalar.js": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * API reference script
     * @description The script of the reference page (Scalar's API reference bundle), served by this server.
     *     Requested with `v` set to the bundle's current version tag, as the page does, it may be
     *     cached for a year (`Cache-Control: immutable`); otherwise for five minutes.
     */
    get: operations["docs_script"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/health": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Health
     * @description Service and database health.
     */
    get: operations["health"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/ai/models": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List AI models
     * @description Every model in the catalog, ordered by id (the whole catalog, no paging).
     */
    get: operations["list_ai_models"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/ai/models/{model_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get an AI model
     * @description One model; 404 when the catalog has no model with this id.
     */
    get: operations["get_ai_model"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/channels/publish": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Publish messages
     * @description Publishes up to 100 messages to any channels, all or nothing, in order.
     */
    post: operations["channel_publish_batch"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/channels/{channel}/history": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Channel history
     * @description The latest `limit` messages (before the event id `before`, when given), oldest first.
     */
    get: operations["channel_history"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/channels/{channel}/presence": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Channel presence
     * @description Who is subscribed with a `user_id` right now: one entry per user.
     */
    get: operations["channel_presence"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/channels/{channel}/publish": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Publish a message
     * @description Publishes one message.
     */
    post: operations["channel_publish"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/channels/{channel}/subscribe": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Subscribe (server-sent events)
     * @description A live stream of the channel's messages as server-sent events: `id:` the event id,
     *     `event:` the event name, `data:` the message's JSON `data`; a `:` comment line every 15
     *     seconds keeps idle connections open. With `last_event_id` (or the `Last-Event-ID` header a
     *     reconnecting EventSource sends) the stream first replays every message after that id. With
     *     `user_id` the subscriber appears in the channel's presence while connected.
     *
     *     The stream stays open only for clients that send `Accept: text/event-stream` (as EventSource
     *     does); any other client gets the replay after `last_event_id` as a finished stream, so a
     *     plain HTTP client can poll without hanging.
     */
    get: operations["channel_subscribe"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/jobs": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List jobs
     * @description The project's jobs, newest first.
     */
    get: operations["list_jobs"];
    put?: never;
    /**
     * Create a job
     * @description Creates a job (with its `signing_secret`). With an `idempotency_key` already used, answers
     *     that job instead, without the secret and with `Idempotent-Replayed: true`.
     */
    post: operations["create_job"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/jobs/batch": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create jobs
     * @description Creates 1 to 100 jobs, all or none: one invalid job refuses the batch (400 naming it). Jobs
     *     with one idempotency key, in the batch or before it, resolve to one job.
     */
    post: operations["create_jobs_batch"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/jobs/claim": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Claim queued jobs
     * @description Claims up to `count` ready jobs of a queue, highest priority then oldest first, for
     *     `visibility_timeout` seconds: ack them before it ends, or they go back to the queue.
     */
    post: operations["claim_jobs"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/jobs/{job_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a job
     * @description One job.
     */
    get: operations["get_job"];
    put?: never;
    post?: never;
    /**
     * Cancel a job
     * @description Cancels the job (it is kept, with status `cancelled`); 409 when it has already finished.
     */
    delete: operations["cancel_job"];
    options?: never;
    head?: never;
    /**
     * Update a job
     * @description Changes the fields given; a new schedule or delay moves the next run. 409 when the job has
     *     finished, or when a change does not fit its trigger: a `handler` for a queue job, `schedule` or
     *     `timezone` for a job that is not cron, `delay_seconds` for one that is not a task.
     */
    patch: operations["update_job"];
    trace?: never;
  };
  "/infra/jobs/{job_id}/ack": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Acknowledge a job
     * @description Reports the outcome of a claimed job. Only the key that claimed it may ack it, while it is
     *     running under that claim: otherwise 409. `failed` with attempts left queues it again after
     *     the backoff.
     */
    post: operations["ack_job"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/jobs/{job_id}/retry": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Retry a failed job
     * @description Queues a failed job again with a fresh attempt budget; 409 unless it has failed.
     */
    post: operations["retry_job"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/jobs/{job_id}/runs": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List job runs
     * @description The job's runs (one per attempt), newest first.
     */
    get: operations["list_job_runs"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/jobs/{job_id}/trigger": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Run a job now
     * @description Runs a task or cron job now (a cron job keeps its schedule); 409 for queue jobs and finished ones.
     */
    post: operations["trigger_job"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/kv": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List keys
     * @description Live keys in byte order, optionally under a prefix.
     */
    get: operations["kv_list"];
    put?: never;
    /**
     * Batch operations
     * @description Runs up to 1,000 operations in order, all or nothing: when one cannot be applied (an
     *     increment of a non-number) none is, and the answer is 409 naming its index. Later operations see
     *     earlier ones' effects. The batch costs one token.
     */
    post: operations["kv_batch"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/kv/{key}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a value
     * @description Reads an entry; 404 when it does not exist or has expired.
     */
    get: operations["kv_get"];
    /**
     * Put a value
     * @description Writes an entry. `ttl` sets its lifetime in seconds (a write without it never expires);
     *     `if_not_exists` writes only when no live entry has the key (409 otherwise).
     */
    put: operations["kv_put"];
    post?: never;
    /**
     * Delete a value
     * @description Deletes an entry; 404 when it does not exist or has expired.
     */
    delete: operations["kv_delete"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/kv/{key}/increment": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Increment a number
     * @description Adds `delta` (default 1, may be negative or fractional) to a numeric entry atomically; a
     *     missing entry starts at 0. `ttl` resets the lifetime; without it the lifetime is kept.
     *     409 when the entry holds something other than a number.
     */
    post: operations["kv_increment"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/locks/{key}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Lock status
     * @description Whether the lock is held, by whom and until when (never the token).
     */
    get: operations["lock_status"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/locks/{key}/acquire": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Acquire a lock
     * @description Takes the lock when it is free (or its lease has expired): `locked` true with a new fencing
     *     token. When another holder has it, `locked` is false, `token` null and `expires_at` tells
     *     when its lease ends. Never waits.
     */
    post: operations["lock_acquire"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/locks/{key}/release": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Release a lock
     * @description Ends the lease. 409 when `token` is not the current holder's (released, expired or re-acquired).
     */
    post: operations["lock_release"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/locks/{key}/renew": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Renew a lock
     * @description Extends the lease to `ttl_ms` from now. 409 when `token` is not the current holder's.
     */
    post: operations["lock_renew"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/media/assets": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List media assets
     * @description The project's assets, newest first.
     */
    get: operations["list_media_assets"];
    put?: never;
    /**
     * Upload a media asset
     * @description Uploads an image or a video (`multipart/form-data`, at most 100 MiB). The server detects what
     *     the bytes are: an image or video answers 200 with what the probe found; bytes declared as an
     *     image or video that cannot be read as one (a corrupt file) answer 422; anything else (a PDF,
     *     audio only, unknown bytes) answers 415.
     */
    post: operations["upload_media_asset"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/media/assets/{assetId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a media asset
     * @description One asset.
     */
    get: operations["get_media_asset"];
    put?: never;
    post?: never;
    /**
     * Delete a media asset
     * @description Deletes the asset, its variants and their bytes; encodings in progress are discarded.
     */
    delete: operations["delete_media_asset"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/media/assets/{assetId}/content": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download a media asset
     * @description The asset's bytes as uploaded, with their detected media type (our design: the seed shows no download).
     */
    get: operations["get_media_asset_content"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/media/assets/{assetId}/transform/image": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Transform an image
     * @description Makes an image variant now and answers it `ready`. 409 when the asset is a video (use the
     *     video transform).
     */
    post: operations["transform_media_image"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/media/assets/{assetId}/transform/video": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Transform a video
     * @description Queues an encoding of the video at each resolution (and thumbnails when asked) and answers
     *     the new variants, `queued`. One background job encodes them, moving each to `processing`, then
     *     `ready` or `failed`. 409 when the asset is an image (use the image transform).
     */
    post: operations["transform_media_video"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/media/assets/{assetId}/variants": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List asset variants
     * @description The asset's variants, oldest first.
     */
    get: operations["list_media_variants"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/media/assets/{assetId}/variants/{variantId}/content": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download an asset variant
     * @description A variant's bytes (our design: the seed shows no download). 409 while the variant is not
     *     `ready`.
     */
    get: operations["get_media_variant_content"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/sketches/cms/{key}/estimate": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Count-min estimate
     * @description Estimated count of `item`: never below the true count (0 for a sketch never written).
     */
    get: operations["cms_estimate"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/sketches/cms/{key}/increment": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Count-min increment
     * @description Adds counts (default 1 each) for up to 1,000 items.
     */
    post: operations["cms_increment"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/sketches/hll/merge": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * HyperLogLog merge
     * @description Writes the union of `dest_key` and up to 100 sources into `dest_key`; missing sources count as empty.
     */
    post: operations["hll_merge"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/sketches/hll/{key}/add": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * HyperLogLog add
     * @description Adds up to 1,000 elements; `updated` is true when the estimate may have changed.
     */
    post: operations["hll_add"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/sketches/hll/{key}/count": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * HyperLogLog count
     * @description Estimated number of distinct elements added (0 for a sketch never written).
     */
    get: operations["hll_count"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/storage/buckets": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List buckets
     * @description The project's buckets, by name.
     */
    get: operations["list_buckets"];
    put?: never;
    /**
     * Create a bucket
     * @description Creates a bucket. 409 when the project already has a bucket of that name.
     */
    post: operations["create_bucket"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/storage/buckets/{bucketId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a bucket
     * @description One bucket, by id or name.
     */
    get: operations["get_bucket"];
    put?: never;
    post?: never;
    /**
     * Delete a bucket
     * @description Deletes an empty bucket. 409 while it holds any object: delete them first.
     */
    delete: operations["delete_bucket"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/storage/buckets/{bucketId}/objects": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List objects
     * @description The bucket's objects in key order (by UTF-8 bytes). `prefix` keeps keys that start with it.
     *     With a `delimiter`, keys holding the delimiter after the prefix are rolled up: each distinct
     *     `prefix + … + delimiter` is listed once in `common_prefixes` (like folders), not in `objects`.
     *     A page holds at most `limit` entries of both kinds together.
     */
    get: operations["list_objects"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/storage/buckets/{bucketId}/objects/{object_key_path}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download an object
     * @description The object's bytes, with its media type, `ETag`, `Content-Length` and
     *     `Accept-Ranges: bytes`; a `Range` header asks for part of it (206).
     */
    get: operations["get_object"];
    /**
     * Upload an object
     * @description Stores the request body as the object at the key, replacing any earlier version once the
     *     upload has completed (a failed upload leaves the earlier version in place). The body is
     *     streamed, never held in memory; its `Content-Type` is kept as the object's media type
     *     (`application/octet-stream` when absent). The answer carries the size and the ETag measured
     *     while storing. At most `STORAGE_MAX_OBJECT_BYTES` (default 1 GiB): 413 otherwise. An empty
     *     or absent body stores an empty object (HTTP cannot tell the two apart).
     */
    put: operations["put_object"];
    post?: never;
    /**
     * Delete an object
     * @description Deletes the object and its bytes.
     */
    delete: operations["delete_object"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/storage/buckets/{bucketId}/signed-url": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a signed URL
     * @description A URL that reads (`GET`) or writes (`PUT`) one object without the project's key, until
     *     `expires_at`. It is signed with HMAC-SHA256 under a key derived from the server's
     *     `SECRETS_KEY`; changing any part of it makes it refuse (403). A `PUT` URL signed with a
     *     `content_type` takes only uploads of that `Content-Type`. The bucket must exist; the object
     *     need not (yet).
     */
    post: operations["create_signed_url"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/storage/signed/{token}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download through a signed URL
     * @description Downloads the object a GET signed URL names (ranges as on the keyed route). No key needed.
     */
    get: operations["get_signed_object"];
    /**
     * Upload through a signed URL
     * @description Uploads the object a PUT signed URL names, as the keyed upload does. No key needed. With a
     *     `ct` in the URL, `Content-Type` must equal it (403 otherwise).
     */
    put: operations["put_signed_object"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/webhooks": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List webhooks
     * @description The project's webhooks, newest first.
     */
    get: operations["list_webhooks"];
    put?: never;
    /**
     * Create a webhook
     * @description Subscribes a URL to topics. The signing secret is in the answer only.
     */
    post: operations["create_webhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/webhooks/publish": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Publish an event
     * @description Emits a custom event to every enabled webhook subscribed to its topic.
     */
    post: operations["publish_event"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/webhooks/{webhook_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a webhook
     * @description One webhook.
     */
    get: operations["get_webhook"];
    put?: never;
    post?: never;
    /**
     * Delete a webhook
     * @description Deletes the webhook and its delivery log; queued deliveries are dropped.
     */
    delete: operations["delete_webhook"];
    options?: never;
    head?: never;
    /**
     * Update a webhook
     * @description Changes the fields given; a new `secret` signs every later delivery.
     */
    patch: operations["update_webhook"];
    trace?: never;
  };
  "/infra/webhooks/{webhook_id}/deliveries": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List deliveries
     * @description The webhook's deliveries, newest first.
     */
    get: operations["list_webhook_deliveries"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/webhooks/{webhook_id}/deliveries/{delivery_id}/retry": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Retry a delivery
     * @description Queues a failed delivery again with a fresh retry budget. 409 unless it has failed.
     */
    post: operations["retry_webhook_delivery"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/webhooks/{webhook_id}/test": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Test a webhook
     * @description Sends a `webhook.test` event to the URL now and reports the answer (not retried, not
     *     counted). `status` is 0 when no answer arrived; `response_snippet` then says why.
     */
    post: operations["test_webhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/workflows/blueprints": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List workflow blueprints
     * @description The project's blueprints, newest first.
     */
    get: operations["list_workflow_blueprints"];
    put?: never;
    /**
     * Create a workflow blueprint
     * @description Stores a blueprint. 400 names the member at fault: a duplicate step id, a `depends_on` or
     *     `catch` naming no step or the step itself, a cycle (its path in the message), a template
     *     reading a step that is not a dependency, a catch step that is also a dependency, a `task`
     *     without `handler` or a `queue` step with one.
     */
    post: operations["create_workflow_blueprint"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/workflows/blueprints/{blueprint_id}/trigger": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Trigger a workflow
     * @description Starts an execution: its root steps' jobs are created at once. A repeated `idempotency_key`
     *     answers the first execution instead of starting another, with `Idempotent-Replayed: true`.
     */
    post: operations["trigger_workflow"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/workflows/executions/{execution_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a workflow execution
     * @description An execution with the state of each step.
     */
    get: operations["get_workflow_execution"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/workflows/executions/{execution_id}/cancel": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel a workflow execution
     * @description Cancels a running execution and its running step jobs. 409 when it has already ended.
     */
    post: operations["cancel_workflow_execution"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/infra/workflows/executions/{execution_id}/resume": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Resume a workflow execution
     * @description Continues a `failed` or `timed_out` execution (else 409) from its failed step `step_id`
     *     (default: the failed step, when there is one). With `override_output` the step counts as
     *     completed with that output; without, its job runs again. The execution is `running` again
     *     with a fresh `max_duration_sec`. What the execution's state refuses is a 409: a `step_id` its
     *     blueprint does not have or that has not failed, or `override_output` without a `step_id` when
     *     the execution has not exactly one failed step.
     */
    post: operations["resume_workflow_execution"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/llms.txt": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Service description for language models
     * @description A plain-text description of the service for language models.
     */
    get: operations["llms_txt"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/mcp": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Model Context Protocol endpoint
     * @description Model Context Protocol endpoint (Streamable HTTP, stateless): one tool per operation,
     *     run through the same validation, metering and handlers as the REST routes; the service's
     *     OpenAPI document and llms.txt are its resources. GET and DELETE answer 405. A browser page
     *     may call it only from this server's own origin or one listed in `CORS_ORIGINS` (403 otherwise).
     */
    post: operations["mcp"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/openapi.json": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * OpenAPI document
     * @description The published OpenAPI 3.1 document of this service.
     */
    get: operations["openapi_json"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/organizations": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List organizations
     * @description The organizations the caller belongs to, oldest first.
     */
    get: operations["list_organizations"];
    put?: never;
    /**
     * Create an organization
     * @description Creates an organization; the caller becomes its owner and it starts with the configured token pool.
     */
    post: operations["create_organization"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/organizations/{org_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get an organization
     * @description One organization the caller belongs to (404 for any other).
     */
    get: operations["get_organization"];
    put?: never;
    post?: never;
    /**
     * Delete an organization
     * @description Deletes the organization with its projects, keys and data (owner).
     */
    delete: operations["delete_organization"];
    options?: never;
    head?: never;
    /**
     * Rename an organization
     * @description Renames the organization (owner).
     */
    patch: operations["update_organization"];
    trace?: never;
  };
  "/organizations/{org_id}/members": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List members
     * @description The organization's members, in the order they joined.
     */
    get: operations["list_members"];
    put?: never;
    /**
     * Add a member
     * @description Adds a person with an account (admin; only the owner adds admins). 409 when no account has
     *     the address (they need to sign up first) or when they are already a member.
     */
    post: operations["add_member"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/organizations/{org_id}/members/{user_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a member
     * @description Removes a member (admin, for members; owner, for admins); any member may remove themself.
     *     The owner cannot be removed (409): transfer ownership first.
     */
    delete: operations["remove_member"];
    options?: never;
    head?: never;
    /**
     * Change a member's role
     * @description Changes a member's role (owner). The owner's own role changes only with `transfer`: 409.
     */
    patch: operations["update_member"];
    trace?: never;
  };
  "/organizations/{org_id}/projects": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List projects
     * @description The organization's projects, oldest first.
     */
    get: operations["list_projects"];
    put?: never;
    /**
     * Create a project
     * @description Creates a project (admin) and moves `initial_tokens` (default 100,000) from the
     *     organization's pool to it — fewer when the pool holds less.
     */
    post: operations["create_project"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/organizations/{org_id}/tokens": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Organization tokens
     * @description The pool and every project's balance (any member).
     */
    get: operations["get_organization_tokens"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/organizations/{org_id}/tokens/grant": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Grant tokens
     * @description Adds tokens to an organization's pool: platform administrators only (403 for anyone else).
     */
    post: operations["grant_organization_tokens"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/organizations/{org_id}/tokens/ledger": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Token ledger
     * @description Every token movement of the organization, newest first (any member).
     */
    get: operations["list_token_ledger"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/organizations/{org_id}/transfer": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Transfer ownership
     * @description Makes another member the owner (owner); the previous owner becomes an admin. 409 when they are not a member.
     */
    post: operations["transfer_organization"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/projects/{project_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a project
     * @description One project of an organization the caller belongs to.
     */
    get: operations["get_project"];
    put?: never;
    post?: never;
    /**
     * Delete a project
     * @description Deletes the project with its keys and data (admin); its remaining tokens return to the
     *     organization's pool.
     */
    delete: operations["delete_project"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/projects/{project_id}/api-keys": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List API keys
     * @description The project's keys, revoked ones included, oldest first.
     */
    get: operations["list_api_keys"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/projects/{project_id}/tokens": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Project tokens
     * @description A project's balance (any member of its organization).
     */
    get: operations["get_project_tokens"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/projects/{project_id}/tokens/allocate": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Allocate tokens
     * @description Moves tokens from the pool to the project (admin). 409 when the pool holds fewer.
     */
    post: operations["allocate_project_tokens"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/projects/{project_id}/tokens/release": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Release tokens
     * @description Moves tokens from the project back to the pool (admin). 409 when the project holds fewer.
     */
    post: operations["release_project_tokens"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/tokens": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * This project's tokens
     * @description The calling key's project balance. Free: reading it takes no token.
     */
    get: operations["get_tokens"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/models": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List AI models (OpenAI-compatible alias)
     * @description The same answer as `GET /infra/ai/models`, at the path OpenAI-compatible clients ask for (a
     *     compatibility alias; the credential is still the project key in `X-API-Key`).
     */
    get: operations["list_ai_models_v1"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /**
     * @description What a model is for, each named after the AI route family that will use it (our design: the
     *     seed lists the field without its values). A model may have several.
     * @enum {string}
     */
    AiCapability:
      | "text_generation"
      | "reasoning"
      | "vision"
      | "embedding"
      | "rerank"
      | "moderation"
      | "transcription"
      | "speech"
      | "image_generation"
      | "image_editing";
    /**
     * @description A kind of input or output (our design: the seed lists the fields without their values).
     *     `embedding` is a vector of numbers, an output of embedding models only.
     * @enum {string}
     */
    AiModality: "text" | "image" | "audio" | "video" | "embedding";
    /**
     * @description A model in this service's catalog: what it takes and gives, its limits, what it supports and
     *     what it costs. The catalog is a registry file read when the service starts — not a live list
     *     of any provider's models; names, limits and prices are the ones this service publishes.
     */
    AiModel: {
      id: components["schemas"]["AiModelId"];
      /** @description A display name. */
      name: string;
      /** @description Who makes the model (`anthropic`, `openai`, `google`, `cohere`…). */
      provider: string;
      /** @description What the model is for, at least one, no repeats. */
      capabilities: components["schemas"]["AiCapability"][];
      /** @description What the model reads, at least one, no repeats. */
      input_modalities: components["schemas"]["AiModality"][];
      /** @description What the model produces, at least one, no repeats. */
      output_modalities: components["schemas"]["AiModality"][];
      /** @description The most tokens one call may hold, input and output together; null when not counted in tokens (image and audio models). */
      context_window: number | null;
      /** @description The most tokens one answer may hold; null when the model does not write tokens. */
      max_output_tokens: number | null;
      /** @description Takes tool (function) definitions and answers with tool calls. */
      supports_tools: boolean;
      /** @description Can be held to a JSON Schema for its answer (structured output). */
      supports_json_schema: boolean;
      /** @description Can stream its answer as it is produced. */
      supports_streaming: boolean;
      status: components["schemas"]["AiModelStatus"];
      /** @description When the model was (or will be) deprecated; set exactly when `status` is `deprecated`. */
      deprecated_at: string | null;
      /** @description What the model is good at, in a sentence or two. */
      description: string;
      pricing: components["schemas"]["AiModelPricing"];
    };
    /**
     * @description A model's id: 1 to 100 characters, lower-case letters, digits, `.`, `_` and `-`, starting
     *     with a letter or digit (no `/`, so it fits in one path segment).
     * @example claude-sonnet-4-5
     */
    AiModelId: string;
    /** @description The catalog: every model, ordered by id. */
    AiModelList: {
      data: components["schemas"]["AiModel"][];
    };
    /**
     * @description What a model costs, in US dollars, by the unit it is billed in. A member is null when the
     *     model is not billed by that unit; a model billed by none (a free one) has every member null.
     */
    AiModelPricing: {
      /** @description Per million input tokens (text, and images or audio counted as tokens). */
      input_per_million_tokens: number | null;
      /** @description Per million output tokens, reasoning tokens included. */
      output_per_million_tokens: number | null;
      /** @description Per minute of audio in (transcription) or out (speech). */
      audio_minute: number | null;
      /** @description Image generation by diffusion: per denoising step of one image. */
      image_step: number | null;
      /** @description Image input: per 512×512-pixel tile of a given image. */
      image_tile: number | null;
      /** @description A fixed price per call (a rerank search, a moderation check, one generated image). */
      per_request: number | null;
    };
    /**
     * @description Where a model stands in the catalog (our design: the seed lists the field without its values).
     * @enum {string}
     */
    AiModelStatus: "active" | "preview" | "deprecated";
    /** @description A project API key as listed: never its secret. */
    ApiKey: {
      id: components["schemas"]["RecordId"];
      project_id: components["schemas"]["RecordId"];
      name: string;
      /** @description The key's first 20 characters (`sk_<appId>_` and 4 more), to tell keys apart. */
      start: string;
      /** Format: date-time */
      created_at: string;
      /** @description When the key last authenticated a call (updated at most once a minute). */
      last_used_at: string | null;
      /** @description When the key was revoked; a revoked key answers 401. */
      revoked_at: string | null;
    };
    /** @description The backoff a job applies: its create body's `backoff` with the defaults filled in. */
    AppliedJobBackoff: {
      /** @enum {string} */
      strategy: "fixed" | "exponential";
      /** Format: int32 */
      delay_seconds: number;
    };
    AssetUploadForm: {
      /**
       * Format: binary
       * @description The bytes; its `filename` and declared `Content-Type` are recorded, the type re-detected
       *     from the bytes (415 when they are neither an image nor a video, 422 when they claim to be
       *     one and cannot be read).
       */
      file: string;
      /**
       * @description Default `private`.
       * @enum {string}
       */
      visibility?: "private" | "public";
      /** @description A JSON object as text, at most 16 KiB; anything else is a 400 naming `/metadata`. */
      metadata?: string;
    };
    /**
     * @description Something made from an asset: `image` (a transform of an image), `video` (an encoding of a
     *     video at one resolution) or `thumbnail` (a JPEG frame of a video). Image variants are made
     *     before the answer and are born `ready`; video variants and thumbnails go `queued` →
     *     `processing` → `ready` or `failed` (with `error`) — our design: the seed does not show the
     *     status values.
     */
    AssetVariant: {
      id: components["schemas"]["RecordId"];
      asset_id: components["schemas"]["RecordId"];
      /** @enum {string} */
      type: "image" | "video" | "thumbnail";
      /** @description What was asked for, normalized (defaults filled in; named resolutions resolved to pixels). */
      params: Record<string, never>;
      /** @enum {string} */
      status: "queued" | "processing" | "ready" | "failed";
      /**
       * @description Where to download the bytes once `ready` (our design: the variant content route, which
       *     takes the project's API key); null until then.
       */
      url: string | null;
      content_type: string;
      /** @description Bytes, once ready. */
      size: number | null;
      width: number | null;
      height: number | null;
      /** @description Why it failed (the encoder's last line of output); null otherwise. */
      error: string | null;
      /** @description Video transforms: the id of the encoding request, shared by its variants; null for images. */
      job_id: components["schemas"]["RecordId"] | null;
      /** Format: date-time */
      created_at: string;
    };
    /**
     * @description A role that can be given to a member (ownership moves with `transfer`).
     * @enum {string}
     */
    AssignableRole: "admin" | "member";
    /** @description One job of a batch: created now (with its secret) or the one an idempotency key already named. */
    BatchJobResult: {
      created: boolean;
      job: components["schemas"]["Job"];
      /** @description Only when `created`. */
      signing_secret?: string;
    };
    /** @description A bucket: a namespace of objects inside a project. */
    Bucket: {
      id: components["schemas"]["RecordId"];
      /** @description The project that owns it. */
      project_id: components["schemas"]["RecordId"];
      name: string;
      visibility: components["schemas"]["BucketVisibility"];
      description: string | null;
      /** Format: date-time */
      created_at: string;
    };
    /**
     * @description A bucket's name: 3 to 63 characters of lower-case letters, digits and hyphens, starting and
     *     ending with a letter or digit (S3's rule, so a bucket can be mirrored to S3 under the same
     *     name). Unique within the project. A name shaped like a UUID is refused (400): in paths a UUID
     *     names a bucket by its id.
     * @example product-images
     */
    BucketName: string;
    /**
     * @description A bucket named by its `id` or by its `name` (both are unique within the project).
     * @example product-images
     */
    BucketRef: string;
    /**
     * @description Who a bucket is meant for (our design: the seed lists the field without its values).
     * @enum {string}
     */
    BucketVisibility: "private" | "public";
    /**
     * @description A channel name: 1 to 128 letters, digits and `.`, `_`, `:`, `@`, `-`; not `.` or `..`.
     * @example orders:42
     */
    ChannelName: string;
    /**
     * @description One server-sent event of a subscription, as its fields parse (the schema of each event, as
     *     OpenAPI 3.2's `itemSchema` and Schemathesis read `text/event-stream`).
     */
    ChannelStreamEvent: {
      /** @description `id:` the message's event id; a reconnecting client sends it back as `Last-Event-ID`. */
      id: components["schemas"]["EventId"];
      /** @description `event:` the message's event name. */
      event: string;
      /** @description `data:` the message's `data` as JSON text, on one line. */
      data: string;
    };
    /** @description A user id as the publisher or subscriber names it: 1 to 200 characters. */
    ChannelUserId: string;
    /** @description One paid route as listed by the x402 discovery document. */
    "Contract.DiscoveryRoute": {
      /** @description HTTP method and path, for example `GET /x402/uuid`. */
      route: string;
      /** @description Absolute URL of the route. */
      url: string;
      description: string;
      /**
       * Format: double
       * @description Price per call in USD.
       */
      priceUsd: number;
      /**
       * Format: int32
       * @description Free calls per client IP per UTC day on this route.
       */
      freePerIpPerDay: number;
    };
    /**
     * @description The `{success: false, error}` error body used by the UUID and infra services.
     *     `code` and `issues` are our design: a stable machine-readable code and, on 400, one
     *     entry per rejected input.
     */
    "Contract.ErrorEnvelope": {
      /** @enum {boolean} */
      success: false;
      /** @description Human-readable summary. */
      error: string;
      code: components["schemas"]["ErrorCode"];
      /** @description Every rejected input, on validation errors. */
      issues?: components["schemas"]["Contract.ValidationIssue"][];
      /** @description The request's id, as in the `X-Request-Id` response header. */
      requestId?: string;
    };
    /** @description Liveness of the service and its database. */
    "Contract.Health": {
      /**
       * @description `ok` when the database answers, `degraded` otherwise.
       * @enum {string}
       */
      status: "ok" | "degraded";
      /** @description The service name. */
      service: string;
      /** @description The contract version the server implements. */
      version: string;
    };
    /**
     * @description Where a rejected input was found.
     * @enum {string}
     */
    "Contract.IssueLocation": "path" | "query" | "header" | "body";
    /** @description A JSON-RPC 2.0 error answer from the MCP endpoint. */
    "Contract.JsonRpcError": {
      /** @enum {string} */
      jsonrpc: "2.0";
      /** @description The id of the request this answers (string, number or null). */
      id: unknown;
      error: {
        /** Format: int32 */
        code: number;
        message: string;
        data?: unknown;
      };
    };
    /** @description A client's error answer to a server request. */
    "Contract.JsonRpcErrorMessage": {
      /** @enum {string} */
      jsonrpc: "2.0";
      id?: string | components["schemas"]["Contract.SafeJsonInteger"];
      error: {
        code: components["schemas"]["Contract.SafeJsonInteger"];
        message: string;
        data?: unknown;
      };
    };
    /** @description A JSON-RPC 2.0 message sent to the MCP endpoint: exactly one of the four kinds. */
    "Contract.JsonRpcMessage":
      | components["schemas"]["Contract.JsonRpcRequest"]
      | components["schemas"]["Contract.JsonRpcNotification"]
      | components["schemas"]["Contract.JsonRpcResultMessage"]
      | components["schemas"]["Contract.JsonRpcErrorMessage"];
    /** @description Request metadata MCP reads from `params._meta`. */
    "Contract.JsonRpcMeta": {
      /** @description Token for progress notifications about this request. */
      progressToken?: string | components["schemas"]["Contract.SafeJsonInteger"];
    };
    /** @description A notification: no id, no answer. */
    "Contract.JsonRpcNotification": {
      /** @enum {string} */
      jsonrpc: "2.0";
      method: string;
      params?: components["schemas"]["Contract.JsonRpcParams"];
    };
    /** @description Parameters of a request or notification. */
    "Contract.JsonRpcParams": {
      _meta?: components["schemas"]["Contract.JsonRpcMeta"];
    };
    /** @description A request: expects an answer with the same id. */
    "Contract.JsonRpcRequest": {
      /** @enum {string} */
      jsonrpc: "2.0";
      id: string | components["schemas"]["Contract.SafeJsonInteger"];
      method: string;
      params?: components["schemas"]["Contract.JsonRpcParams"];
    };
    /** @description A client's answer to a server request. */
    "Contract.JsonRpcResultMessage": {
      /** @enum {string} */
      jsonrpc: "2.0";
      id: string | components["schemas"]["Contract.SafeJsonInteger"];
      result: Record<string, never>;
    };
    /**
     * @description OAuth 2.0 protected-resource metadata (RFC 9728) of the service. Its credentials are API keys
     *     and session tokens issued by the platform, not OAuth access tokens: no authorization server
     *     issues them, so none is named (`authorization_servers` is absent); the documentation page says
     *     how to get one.
     */
    "Contract.ProtectedResourceMetadata": {
      /** @description The service's base URL: its credentials unlock every route under it, `/mcp` included. */
      resource: string;
      /** @description How a bearer credential is sent: the `Authorization` header only. */
      bearer_methods_supported: "header"[];
      /** @description The service's name. */
      resource_name: string;
      /** @description The service's reference page, which says how to get a credential. */
      resource_documentation: string;
    };
    /**
     * Format: int64
     * @description An integer JSON numbers carry exactly (±2^53−1).
     */
    "Contract.SafeJsonInteger": number;
    /** @description One reason a request was rejected, naming the input it concerns. */
    "Contract.ValidationIssue": {
      /** @description Which part of the request holds the input. */
      location: components["schemas"]["Contract.IssueLocation"];
      /** @description The parameter name, or a JSON pointer into the body (`/items/0/qty`). */
      name: string;
      /** @description What is wrong, in plain words. */
      message: string;
    };
    /**
     * @description The `/.well-known/x402` document: which routes of this service are paid and how.
     *     `version` and `resources` follow x402scan's discovery format; `routes` is our design and
     *     mirrors the hosted-tool catalogue's route entries.
     */
    "Contract.X402Discovery": {
      /** @enum {number} */
      version: 1;
      /**
       * @description x402 protocol version the server speaks.
       * @enum {number}
       */
      x402Version: 2;
      /** @description Absolute URLs of every paid resource. */
      resources: string[];
      routes: components["schemas"]["Contract.DiscoveryRoute"][];
    };
    /** @description A key just minted: `key` is the secret, shown this once and stored only as a hash. */
    CreatedApiKey: {
      id: components["schemas"]["RecordId"];
      project_id: components["schemas"]["RecordId"];
      name: string;
      /** @description The key's first 20 characters (`sk_<appId>_` and 4 more), to tell keys apart. */
      start: string;
      /** Format: date-time */
      created_at: string;
      /** @description When the key last authenticated a call (updated at most once a minute). */
      last_used_at: string | null;
      /** @description When the key was revoked; a revoked key answers 401. */
      revoked_at: string | null;
      /** @description `sk_<appId>_<48 hex digits>`: send it as `X-API-Key`. */
      key: string;
    };
    /** @description A job just created: `signing_secret` signs its handler and callback calls and is shown this once. */
    CreatedJob: {
      id: components["schemas"]["RecordId"];
      name: string | null;
      trigger: components["schemas"]["JobTrigger"];
      handler: string | null;
      payload: unknown;
      /** @description The handler's JSON answer or the consumer's ack `result`; null until completed. */
      result: unknown;
      /** @enum {string} */
      status: "scheduled" | "queued" | "running" | "completed" | "failed" | "cancelled";
      enabled: boolean;
      /** Format: int32 */
      priority: number;
      /**
       * Format: int32
       * @description Attempts made of the current run.
       */
      attempt: number;
      /** Format: int32 */
      max_attempts: number;
      /**
       * Format: int32
       * @description Seconds one attempt may take.
       */
      timeout: number;
      backoff: components["schemas"]["AppliedJobBackoff"];
      callback_url: string | null;
      idempotency_key: string | null;
      /** @description Why the latest attempt failed. */
      error: string | null;
      /** Format: date-time */
      created_at: string;
      /** @description When the current run is due. */
      run_at: string | null;
      /** @description Cron jobs: the next tick. */
      next_run_at: string | null;
      last_run_at: string | null;
      /** @description While running: the lease's end. */
      claimed_until: string | null;
      completed_at: string | null;
      /** @description Verify handler and callback calls with it (any Standard Webhooks library); shown only now. */
      signing_secret: string;
    };
    /** @description A webhook just created: `secret` signs its deliveries and is shown this once. */
    CreatedWebhook: {
      id: components["schemas"]["RecordId"];
      name: string;
      url: string;
      topics: string[];
      enabled: boolean;
      /**
       * Format: int64
       * @description Deliveries answered with 2xx.
       */
      success_count: number;
      /**
       * Format: int64
       * @description Deliveries that failed for good (every retry spent).
       */
      failure_count: number;
      last_attempted_at: string | null;
      /** @description HTTP status of the latest attempt; 0 when no answer arrived; null before any. */
      last_status: number | null;
      /** Format: date-time */
      created_at: string;
      /** @description Verify deliveries with it (any Standard Webhooks library); shown only now. */
      secret: string;
    };
    /** @description A cron job: its `handler` is called at every tick of the schedule. */
    CronJobInput: {
      trigger: components["schemas"]["CronTrigger"];
      /** @description POSTed `{job_id, run_id, attempt, payload}`, signed with the job's `signing_secret`. */
      handler: components["schemas"]["WebhookUrl"];
      /** @description Any JSON value, at most 256 KiB as JSON. */
      payload: unknown;
      /** @description A second create with the same key answers the first job (200) instead of creating one. */
      idempotency_key?: string;
      name?: string;
      /**
       * Format: int32
       * @default 30
       */
      timeout: number;
      /**
       * Format: int32
       * @default 3
       */
      max_attempts: number;
      backoff?: components["schemas"]["JobBackoff"];
      /**
       * Format: int32
       * @description Higher runs (and is claimed) first.
       * @default 0
       */
      priority: number;
      /** @description POSTed a signed `{job_id, status, result, error, attempt}` when the job completes or fails. */
      callback_url?: components["schemas"]["WebhookUrl"];
      /** @default true */
      enabled: boolean;
    };
    /**
     * @description A five-field cron schedule: minute hour day-of-month month day-of-week.
     * @example *\/15 * * * *
     */
    CronSchedule: string;
    /**
     * @description Runs at every tick of a five-field cron `schedule` (minute hour day-of-month month day-of-week)
     *     in `timezone` (an IANA name, default `UTC`). A schedule or timezone that does not parse is a 400.
     */
    CronTrigger: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "cron";
      schedule: components["schemas"]["CronSchedule"];
      /** @default UTC */
      timezone: components["schemas"]["TimeZoneName"];
    };
    /** @description A display name: 1 to 100 characters, no `<`, `>` or control characters. */
    DisplayName: string;
    /**
     * @description A server-assigned event id: a decimal number below 10^18 (leading zeros allowed), increasing
     *     in publish order.
     * @example 1024
     */
    EventId: string;
    /** @description An event name: 1 to 128 characters, no control characters. */
    EventName: string;
    /** @description What triggering a blueprint answers. */
    ExecutionStarted: {
      execution_id: components["schemas"]["RecordId"];
      blueprint_id: components["schemas"]["RecordId"];
      /** @enum {string} */
      status: "running" | "completed" | "failed" | "cancelled" | "timed_out";
      /** Format: date-time */
      started_at: string;
    };
    /**
     * @description A fencing token: a decimal number that rises with every acquisition of the key, so a
     *     resource guarded by the lock can refuse writes carrying an older token.
     * @example 42
     */
    FencingToken: string;
    /**
     * @description A CSS hex colour: `#rrggbb` or `#rrggbbaa`.
     * @example #ffffff
     */
    HexColour: string;
    /** @description A message in the history. */
    HistoryMessage: {
      id: components["schemas"]["EventId"];
      event: string;
      data: unknown;
      user_id: string | null;
      /** Format: date-time */
      timestamp: string;
    };
    /**
     * Format: int32
     * @description A pixel dimension of an image variant: 1 to 8192.
     */
    ImageDimension: number;
    /** @description An image transform. Every member is optional; at least the format is always applied. */
    ImageTransformInput: {
      /** @description Output width in pixels; with no `height`, the height keeps the aspect ratio. */
      width?: components["schemas"]["ImageDimension"];
      /** @description Output height in pixels; with no `width`, the width keeps the aspect ratio. */
      height?: components["schemas"]["ImageDimension"];
      /**
       * @description How the image meets `width`×`height` (both given): `cover` (default; crop to fill),
       *     `contain` (letterbox with `background`), `fill` (stretch), `inside` (at most that size),
       *     `outside` (at least that size).
       * @default cover
       * @enum {string}
       */
      fit: "cover" | "contain" | "fill" | "inside" | "outside";
      /**
       * @description Output format. Default: the source's when it is one of these four, else `png`.
       * @enum {string}
       */
      format?: "jpeg" | "png" | "webp" | "avif";
      /**
       * Format: int32
       * @description Encoder quality for jpeg, webp and avif (ignored for png), 1 to 100.
       * @default 80
       */
      quality: number;
      /**
       * Format: int32
       * @description Gaussian blur: the sigma in pixels, 0 (default, none) to 100.
       * @default 0
       */
      blur: number;
      /**
       * @description Fills `contain` letterboxing and, for jpeg (which has no transparency), transparent areas.
       *     Default: transparent, and white for jpeg.
       */
      background?: components["schemas"]["HexColour"];
    };
    /**
     * @description A job: one unit of work run by POSTing its payload to `handler` (task and cron jobs) or claimed
     *     by a consumer (queue jobs). Status: `scheduled` (waits for `run_at` or the next cron tick),
     *     `queued` (ready), `running` (a handler call or a consumer's claim is in flight until
     *     `claimed_until`), `completed`, `failed`, `cancelled` — our design: the seed does not show them.
     */
    Job: {
      id: components["schemas"]["RecordId"];
      name: string | null;
      trigger: components["schemas"]["JobTrigger"];
      handler: string | null;
      payload: unknown;
      /** @description The handler's JSON answer or the consumer's ack `result`; null until completed. */
      result: unknown;
      /** @enum {string} */
      status: "scheduled" | "queued" | "running" | "completed" | "failed" | "cancelled";
      enabled: boolean;
      /** Format: int32 */
      priority: number;
      /**
       * Format: int32
       * @description Attempts made of the current run.
       */
      attempt: number;
      /** Format: int32 */
      max_attempts: number;
      /**
       * Format: int32
       * @description Seconds one attempt may take.
       */
      timeout: number;
      backoff: components["schemas"]["AppliedJobBackoff"];
      callback_url: string | null;
      idempotency_key: string | null;
      /** @description Why the latest attempt failed. */
      error: string | null;
      /** Format: date-time */
      created_at: string;
      /** @description When the current run is due. */
      run_at: string | null;
      /** @description Cron jobs: the next tick. */
      next_run_at: string | null;
      last_run_at: string | null;
      /** @description While running: the lease's end. */
      claimed_until: string | null;
      completed_at: string | null;
    };
    /** @description Waits between failed attempts: `fixed` (always `delay_seconds`) or `exponential` (doubling from it). */
    JobBackoff: {
      /**
       * @default exponential
       * @enum {string}
       */
      strategy: "fixed" | "exponential";
      /**
       * Format: int32
       * @default 10
       */
      delay_seconds: number;
    };
    /**
     * @description Fields of a new job, by `trigger.type`: task and cron jobs need a `handler`, queue jobs refuse
     *     one. Exactly one variant fits a body, told apart by `trigger.type`.
     */
    JobInput:
      | components["schemas"]["TaskJobInput"]
      | components["schemas"]["CronJobInput"]
      | components["schemas"]["QueueJobInput"];
    /**
     * @description A pull queue's name: 1 to 128 of letters, digits, `.`, `_`, `:` and `-`.
     * @example emails
     */
    JobQueueName: string;
    /** @description One attempt of a job. */
    JobRun: {
      id: components["schemas"]["RecordId"];
      job_id: components["schemas"]["RecordId"];
      /** Format: date-time */
      scheduled_at: string;
      /** Format: date-time */
      started_at: string;
      completed_at: string | null;
      /** @enum {string} */
      status: "running" | "succeeded" | "failed" | "timed_out" | "cancelled";
      duration_ms: number | null;
      /** @description The handler's HTTP status; null for queue jobs and calls that got no answer. */
      handler_status: number | null;
      error: string | null;
    };
    /** @description When a job runs, told apart by `type`. */
    JobTrigger:
      | components["schemas"]["TaskTrigger"]
      | components["schemas"]["CronTrigger"]
      | components["schemas"]["QueueTrigger"];
    /** @description Batch: delete an entry (`not_found` when there is none). */
    KvDeleteOp: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      op: "delete";
      key: components["schemas"]["KvKey"];
    };
    /**
     * Format: double
     * @description A number to add: -10^15 to 10^15, may be negative or fractional.
     */
    KvDelta: number;
    /** @description An entry. */
    KvEntry: {
      key: string;
      /** @description Any JSON value. */
      value: unknown;
      /** @description When the entry stops existing, or null for never. Expired entries are never returned. */
      expires_at: string | null;
    };
    /** @description Batch: read an entry (`not_found` when there is none). */
    KvGetOp: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      op: "get";
      key: components["schemas"]["KvKey"];
    };
    /** @description Batch: add `value` to a numeric entry; a missing entry starts at 0. */
    KvIncrementOp: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      op: "increment";
      key: components["schemas"]["KvKey"];
      /**
       * @description The number to add.
       * @default 1
       */
      value: components["schemas"]["KvDelta"];
      ttl?: components["schemas"]["TtlSeconds"];
    };
    /**
     * @description A key: 1 to 512 characters, no control characters, not `.` or `..` (send `/` as `%2F` in a
     *     path).
     * @example visits:home
     */
    KvKey: string;
    /** @description One operation of a batch, told apart by `op`. */
    KvOp:
      | components["schemas"]["KvGetOp"]
      | components["schemas"]["KvSetOp"]
      | components["schemas"]["KvDeleteOp"]
      | components["schemas"]["KvIncrementOp"];
    /** @description What one batch operation did. */
    KvOpResult: {
      key: string;
      /** @description The value read, written or reached; null when there is none. */
      value: unknown;
      /**
       * @description `ok` (get, increment), `created` or `updated` (set), `deleted`, or `not_found` (get, delete).
       * @enum {string}
       */
      status: "ok" | "created" | "updated" | "deleted" | "not_found";
    };
    /** @description Batch: write an entry. */
    KvSetOp: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      op: "set";
      key: components["schemas"]["KvKey"];
      /** @description Any JSON value. */
      value: unknown;
      ttl?: components["schemas"]["TtlSeconds"];
    };
    /**
     * Format: int32
     * @description A lease length in milliseconds: 1 to 86,400,000 (a day).
     */
    LeaseMillis: number;
    /** @description One token movement. */
    LedgerEntry: {
      /** @description Increasing id: newer entries have larger ids. */
      id: string;
      org_id: components["schemas"]["RecordId"];
      /** @description The project tokens moved to or from; null for grants to the pool. */
      project_id: components["schemas"]["RecordId"] | null;
      /**
       * @description `grant` adds to the pool; `allocate` moves pool → project; `release` moves project → pool.
       * @enum {string}
       */
      kind: "grant" | "allocate" | "release";
      /** Format: int64 */
      amount: number;
      /** @description Who moved them; null when their account is gone. */
      actor_user_id: components["schemas"]["RecordId"] | null;
      note: string | null;
      /** Format: date-time */
      created_at: string;
    };
    /**
     * @description An uploaded image or video. `content_type` and `media_type` are what the server detected in the
     *     bytes, not what the client declared. `width`/`height` come from the image header or the first
     *     video stream; `duration_sec` only for videos. `status` is `ready` once the upload is probed and
     *     stored (uploads are probed before the answer, so every listed asset is `ready`; `processing` and
     *     `failed` are reserved) — our design: the seed does not show the status values.
     */
    MediaAsset: {
      id: components["schemas"]["RecordId"];
      project_id: components["schemas"]["RecordId"];
      /** @description The file part's `filename`, or `upload` when none was sent. */
      filename: string;
      /** @description The detected media type (`image/png`, `video/mp4`); the content routes serve it. */
      content_type: string;
      /**
       * Format: int64
       * @description Bytes.
       */
      size: number;
      /** @enum {string} */
      media_type: "image" | "video";
      width: number | null;
      height: number | null;
      /** @description Videos: length in seconds; null for images. */
      duration_sec: number | null;
      /** @enum {string} */
      status: "processing" | "ready" | "failed";
      /** @description Why processing failed; null otherwise. */
      error: string | null;
      /**
       * @description `private` (default) or `public`. Recorded for clients; every route, the content routes
       *     included, still needs the project's API key (our design).
       * @enum {string}
       */
      visibility: "private" | "public";
      /** @description The JSON object sent as the `metadata` part; `{}` when none. */
      metadata: Record<string, never>;
      /** Format: date-time */
      created_at: string;
    };
    /** @description A member of an organization. */
    Member: {
      user_id: components["schemas"]["RecordId"];
      email: string;
      name: string | null;
      role: components["schemas"]["OrgRole"];
      /** Format: date-time */
      joined_at: string;
    };
    /** @description Who to add, by the e-mail address of their account. */
    MemberInput: {
      email: string;
      /** @default member */
      role: components["schemas"]["AssignableRole"];
    };
    /** @description A message to publish. */
    MessageInput: {
      event: components["schemas"]["EventName"];
      /** @description Any JSON value, at most 64 KiB as sent. */
      data: unknown;
      /**
       * @description The publisher's own id for this message (1 to 200 characters): publishing the same id on
       *     the channel again returns the first message instead of a second one.
       */
      id?: string;
      /** @description Who sent it. */
      user_id?: components["schemas"]["ChannelUserId"];
    };
    /**
     * @description An object's key: 1 to 1,024 characters of `/`-separated segments, like a file path (`photos/2026/a.png`).
     *     No segment may be empty (no leading, trailing or doubled `/`), `.` or `..`, and no character
     *     may be NUL or a control character (U+0000 to U+001F). The server checks the same rule again and
     *     answers 400 naming the parameter. (The pattern is that rule written without lookahead.)
     * @example photos/2026/a.png
     */
    ObjectKey: string;
    /**
     * @description A media type as sent in `Content-Type` (`image/png`, `text/plain; charset=utf-8`), at most 255 characters.
     * @example image/png
     */
    ObjectMediaType: string;
    /**
     * @description A member's role: `owner` (exactly one), `admin` (manages projects, keys, tokens and members) or `member` (reads).
     * @enum {string}
     */
    OrgRole: "owner" | "admin" | "member";
    /** @description An organization as its member sees it. */
    Organization: {
      id: components["schemas"]["RecordId"];
      name: string;
      /** @description The caller's role in it. */
      role: components["schemas"]["OrgRole"];
      /**
       * Format: int64
       * @description Tokens not yet allocated to a project.
       */
      token_pool: number;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    /** @description The fields of a new or renamed organization. */
    OrganizationInput: {
      name: components["schemas"]["DisplayName"];
    };
    /** @description An organization's pool and its projects' balances. */
    OrganizationTokens: {
      org_id: components["schemas"]["RecordId"];
      /**
       * Format: int64
       * @description Tokens not yet allocated.
       */
      pool: number;
      projects: {
        project_id: components["schemas"]["RecordId"];
        /**
         * Format: int64
         * @description Tokens left: each data call takes one.
         */
        balance: number;
        /**
         * Format: int64
         * @description Tokens spent so far.
         */
        used: number;
        name: string;
      }[];
    };
    /** @description A project: the scope of every key-value entry, lock, sketch and channel. */
    Project: {
      id: components["schemas"]["RecordId"];
      org_id: components["schemas"]["RecordId"];
      /** @description The `<appId>` inside this project's keys: 12 lowercase letters and digits. */
      app_id: string;
      name: string;
      description: string | null;
      /**
       * Format: int64
       * @description Tokens left for data calls.
       */
      token_balance: number;
      /**
       * Format: int64
       * @description Tokens spent by data calls so far.
       */
      tokens_used: number;
      /** Format: date-time */
      created_at: string;
    };
    /** @description A project's token balance. */
    ProjectTokens: {
      project_id: components["schemas"]["RecordId"];
      /**
       * Format: int64
       * @description Tokens left: each data call takes one.
       */
      balance: number;
      /**
       * Format: int64
       * @description Tokens spent so far.
       */
      used: number;
    };
    /** @description A published message. */
    PublishedMessage: {
      /** @description The event id subscribers see (`id:` in the stream) and resume from. */
      id: components["schemas"]["EventId"];
      channel: string;
      event: string;
      /** Format: date-time */
      timestamp: string;
    };
    /** @description A queue job: waits for a consumer to claim it; it takes no `handler`. */
    QueueJobInput: {
      trigger: components["schemas"]["QueueTrigger"];
      /** @description Not taken: a queue job is claimed by consumers, not called. */
      handler?: unknown;
      /** @description Any JSON value, at most 256 KiB as JSON. */
      payload: unknown;
      /** @description A second create with the same key answers the first job (200) instead of creating one. */
      idempotency_key?: string;
      name?: string;
      /**
       * Format: int32
       * @default 30
       */
      timeout: number;
      /**
       * Format: int32
       * @default 3
       */
      max_attempts: number;
      backoff?: components["schemas"]["JobBackoff"];
      /**
       * Format: int32
       * @description Higher runs (and is claimed) first.
       * @default 0
       */
      priority: number;
      /** @description POSTed a signed `{job_id, status, result, error, attempt}` when the job completes or fails. */
      callback_url?: components["schemas"]["WebhookUrl"];
      /** @default true */
      enabled: boolean;
    };
    /** @description A `queue` step's job: a consumer claims it; it takes no `handler`. */
    QueueStepJob: {
      trigger: components["schemas"]["QueueTrigger"];
      /** @description Not taken: a queue job is claimed by consumers, not called. */
      handler?: unknown;
      name?: string;
      /**
       * Format: int32
       * @default 30
       */
      timeout: number;
      /**
       * Format: int32
       * @default 3
       */
      max_attempts: number;
      backoff?: components["schemas"]["JobBackoff"];
      /**
       * Format: int32
       * @description Higher runs (and is claimed) first.
       * @default 0
       */
      priority: number;
      /** @description POSTed a signed `{job_id, status, result, error, attempt}` when the job completes or fails. */
      callback_url?: components["schemas"]["WebhookUrl"];
      /** @default true */
      enabled: boolean;
    };
    /** @description Waits in `queue` for a consumer to claim it (`POST /infra/jobs/claim`) and ack it; takes no handler. */
    QueueTrigger: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "queue";
      queue: components["schemas"]["JobQueueName"];
    };
    /**
     * Format: uuid
     * @description A UUID naming a record.
     * @example 3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97
     */
    RecordId: string;
    /** @description A URL that downloads the object. */
    SignedGetUrlRequest: {
      key: components["schemas"]["ObjectKey"];
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      method: "GET";
      /**
       * Format: int32
       * @description Seconds until the URL expires: 1 to 604,800 (7 days).
       * @default 3600
       */
      expires_in: number;
      /** @description Not taken: only a PUT URL fixes the `Content-Type` of what is uploaded through it. */
      content_type?: unknown;
    };
    /** @description A URL that uploads the object. */
    SignedPutUrlRequest: {
      key: components["schemas"]["ObjectKey"];
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      method: "PUT";
      /**
       * Format: int32
       * @description Seconds until the URL expires: 1 to 604,800 (7 days).
       * @default 3600
       */
      expires_in: number;
      /** @description The `Content-Type` uploads through the URL must carry; any, when left out. */
      content_type?: components["schemas"]["ObjectMediaType"];
    };
    /** @description What a signed URL may do, by `method`: `GET` downloads, `PUT` uploads (optionally of one `content_type`). */
    SignedUrlRequest:
      | components["schemas"]["SignedGetUrlRequest"]
      | components["schemas"]["SignedPutUrlRequest"];
    /**
     * @description A Standard Webhooks signing secret: `whsec_` and the base64 of 24 to 64 random bytes. Omit it
     *     to get a generated one.
     */
    SigningSecret: string;
    /**
     * @description An element or item: 1 to 256 characters.
     * @example page:/home
     */
    SketchElement: string;
    /**
     * @description A step's id inside its blueprint: 1 to 64 of `a-z 0-9 _ -`.
     * @example fetch
     */
    StepId: string;
    /**
     * @description A workflow step's job: the fields of a job create body without `payload` (the step's
     *     `payload_template` makes it) and `idempotency_key`, by `trigger.type` — `task` with a
     *     `handler`, `queue` without. Cron jobs cannot be workflow steps.
     */
    StepJobTrigger: components["schemas"]["TaskStepJob"] | components["schemas"]["QueueStepJob"];
    /** @description What describes a stored object (its bytes are served by the download routes). */
    StoredObject: {
      /** @description The object's key inside its bucket. */
      key: string;
      /** @description The id of its bucket. */
      bucket_id: components["schemas"]["RecordId"];
      /**
       * Format: int64
       * @description Bytes.
       */
      size: number;
      /**
       * @description The entity tag: the lower-case hexadecimal MD5 of the bytes, in double quotes
       *     (`"9e107d9d372bb6826bd81d3542a419d6"`), as the `ETag` header carries it.
       */
      etag: string;
      /** @description The media type given when it was uploaded (`application/octet-stream` when none was). */
      content_type: string;
      /**
       * Format: date-time
       * @description When this version was uploaded.
       */
      created_at: string;
    };
    /** @description A task job: its `handler` is called once, `delay_seconds` after it is created. */
    TaskJobInput: {
      trigger: components["schemas"]["TaskTrigger"];
      /** @description POSTed `{job_id, run_id, attempt, payload}`, signed with the job's `signing_secret`. */
      handler: components["schemas"]["WebhookUrl"];
      /** @description Any JSON value, at most 256 KiB as JSON. */
      payload: unknown;
      /** @description A second create with the same key answers the first job (200) instead of creating one. */
      idempotency_key?: string;
      name?: string;
      /**
       * Format: int32
       * @default 30
       */
      timeout: number;
      /**
       * Format: int32
       * @default 3
       */
      max_attempts: number;
      backoff?: components["schemas"]["JobBackoff"];
      /**
       * Format: int32
       * @description Higher runs (and is claimed) first.
       * @default 0
       */
      priority: number;
      /** @description POSTed a signed `{job_id, status, result, error, attempt}` when the job completes or fails. */
      callback_url?: components["schemas"]["WebhookUrl"];
      /** @default true */
      enabled: boolean;
    };
    /** @description A `task` step's job: its `handler` is called once the step is ready. */
    TaskStepJob: {
      trigger: components["schemas"]["TaskTrigger"];
      /** @description POSTed `{job_id, run_id, attempt, payload}`, signed with the job's `signing_secret`. */
      handler: components["schemas"]["WebhookUrl"];
      name?: string;
      /**
       * Format: int32
       * @default 30
       */
      timeout: number;
      /**
       * Format: int32
       * @default 3
       */
      max_attempts: number;
      backoff?: components["schemas"]["JobBackoff"];
      /**
       * Format: int32
       * @description Higher runs (and is claimed) first.
       * @default 0
       */
      priority: number;
      /** @description POSTed a signed `{job_id, status, result, error, attempt}` when the job completes or fails. */
      callback_url?: components["schemas"]["WebhookUrl"];
      /** @default true */
      enabled: boolean;
    };
    /** @description Runs once, `delay_seconds` (default 0, at most a year) after it is created. */
    TaskTrigger: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "task";
      /**
       * Format: int32
       * @default 0
       */
      delay_seconds: number;
    };
    /**
     * @description An IANA time zone name (`UTC`, `Europe/Paris`).
     * @example Europe/Paris
     */
    TimeZoneName: string;
    /**
     * Format: int64
     * @description A whole number of tokens, 1 to 10^12.
     */
    TokenAmount: number;
    /** @description An amount to move. */
    TokenMove: {
      amount: components["schemas"]["TokenAmount"];
    };
    /**
     * @description A custom event's topic: two or more words of `a-z 0-9 _ -` joined by dots, the first starting
     *     with a letter (`orders.shipped`). The first word may not be `kv`, `channels`, `jobs` or
     *     `webhook`: those are the events the service emits itself. (The pattern is that rule written
     *     without lookahead, so every validator and generator reads it.)
     * @example orders.shipped
     */
    Topic: string;
    /**
     * @description What a webhook subscribes to: `*` (every event), an exact topic (`kv.put`), or every topic
     *     under a prefix (`kv.*`, `orders.*`).
     * @example kv.*
     */
    TopicPattern: string;
    /**
     * Format: int32
     * @description Seconds until the entry expires: 1 to 31,536,000 (a year). Without it, the entry does not expire.
     */
    TtlSeconds: number;
    /**
     * @description A video output size: `WIDTHxHEIGHT` with even numbers from 16 to 4096 (the frame is scaled to
     *     fit and padded with black to exactly that size), or a named height — `240p`, `360p`, `480p`,
     *     `720p`, `1080p`, `1440p`, `2160p` — whose width follows the source's aspect ratio (rounded to
     *     an even number).
     * @example 1280x720
     */
    VideoResolution: string;
    /** @description A video transform: one encoding per resolution, done in the background. */
    VideoTransformInput: {
      /** @description One to four output sizes (each a separate `video` variant); no repeats. */
      resolutions: components["schemas"]["VideoResolution"][];
      /**
       * @description `mp4` (H.264 and AAC, default) or `webm` (VP9 and Opus).
       * @default mp4
       * @enum {string}
       */
      format: "mp4" | "webm";
      /**
       * Format: int32
       * @description Frames per second of the output, 1 to 60. Default: the source's, at most 60.
       */
      framerate?: number;
      /**
       * @description Also make one JPEG `thumbnail` variant per resolution, a frame from 10% into the video.
       * @default false
       */
      generate_thumbnails: boolean;
      /**
       * @description When every variant has finished (ready or failed), an event of this topic is recorded for the
       *     project's webhooks, its `data` being `{asset_id, job_id, status, variants}` (`status` is
       *     `ready` when every variant is, else `failed`; `variants` as in the variants list, with `url`
       *     the content route's path under the service).
       */
      webhook_topic?: components["schemas"]["Topic"];
    };
    /** @description A webhook: where events of its topics are delivered, with its delivery counters. */
    Webhook: {
      id: components["schemas"]["RecordId"];
      name: string;
      url: string;
      topics: string[];
      enabled: boolean;
      /**
       * Format: int64
       * @description Deliveries answered with 2xx.
       */
      success_count: number;
      /**
       * Format: int64
       * @description Deliveries that failed for good (every retry spent).
       */
      failure_count: number;
      last_attempted_at: string | null;
      /** @description HTTP status of the latest attempt; 0 when no answer arrived; null before any. */
      last_status: number | null;
      /** Format: date-time */
      created_at: string;
    };
    /** @description One delivery of one event to one webhook (the seed's camelCase shape). */
    WebhookDelivery: {
      id: components["schemas"]["RecordId"];
      /** @description The webhook's id. */
      callbackId: components["schemas"]["RecordId"];
      projectId: components["schemas"]["RecordId"];
      /** @description The event's id, also the delivery's `webhook-id` header: receivers drop repeats by it. */
      eventId: components["schemas"]["RecordId"];
      topic: string;
      /** @description The body delivered: `{type, timestamp, data}`. */
      payload: unknown;
      /**
       * @description `pending` (waiting or retrying), `delivering`, `succeeded` or `failed` (retries spent).
       * @enum {string}
       */
      status: "pending" | "delivering" | "succeeded" | "failed";
      /** @description Status of the latest attempt; 0 when no answer arrived; null before any. */
      httpStatus: number | null;
      /** @description The first 1,000 characters of the latest answer's body, or why no answer arrived. */
      responseSnippet: string | null;
      durationMs: number | null;
      /**
       * Format: int32
       * @description Attempts after the first.
       */
      retryCount: number;
      /** Format: date-time */
      createdAt: string;
    };
    /** @description Fields of a webhook a caller sets. */
    WebhookInput: {
      name: components["schemas"]["DisplayName"];
      url: components["schemas"]["WebhookUrl"];
      topics: components["schemas"]["TopicPattern"][];
      secret?: components["schemas"]["SigningSecret"];
      /** @default true */
      enabled: boolean;
    };
    /**
     * @description Where deliveries are POSTed: an http or https URL of at most 2,048 characters whose host is a
     *     name (its last label starts with a letter) or a dotted IPv4 address, with an optional port,
     *     no `user:password@`, and no whitespace or control character. Internal addresses (loopback, private, link-local) are refused with 403
     *     when the host is an IP address, and at every delivery after DNS whatever the name.
     * @example https://example.com/hooks/infra
     */
    WebhookUrl: string;
    /** @description A workflow: a DAG of steps, run by triggering it. */
    WorkflowBlueprint: {
      id: components["schemas"]["RecordId"];
      project_id: components["schemas"]["RecordId"];
      name: string;
      description: string | null;
      steps: components["schemas"]["WorkflowStep"][];
      /**
       * Format: int32
       * @description Seconds an execution may run before it is `timed_out`.
       */
      max_duration_sec: number;
      /** Format: date-time */
      created_at: string;
    };
    /** @description One run of a blueprint. */
    WorkflowExecution: {
      id: components["schemas"]["RecordId"];
      blueprint_id: components["schemas"]["RecordId"];
      /** @enum {string} */
      status: "running" | "completed" | "failed" | "cancelled" | "timed_out";
      input_data: Record<string, never>;
      /** @description When completed: the outputs of the sink steps (no dependents), keyed by step id; else null. */
      result: Record<string, never> | null;
      /** Format: date-time */
      started_at: string;
      completed_at: string | null;
      steps: components["schemas"]["WorkflowStepState"][];
    };
    /**
     * @description One step of a workflow: a job started once every step of `depends_on` has completed.
     *
     *     `payload_template` becomes the job's payload: in any of its strings, `{{input.a.b}}` reads the
     *     execution's `input_data` and `{{steps.<id>.output.a.b}}` the output of a step it (transitively)
     *     depends on; `{{steps.<id>.error}}` is the error of the step a catch step handles. A string that
     *     is exactly one placeholder becomes that value (any JSON type); otherwise values are written into
     *     the text (objects as JSON). A path missing at run time fails the step.
     *
     *     `catch` names the step that handles this step's failure: it runs only when this step fails
     *     (every attempt spent); when it completes, this step counts as `recovered` and its dependents
     *     continue with the catch step's output as its output. A catch step is not a normal dependency of
     *     anything.
     */
    WorkflowStep: {
      id: components["schemas"]["StepId"];
      job_trigger: components["schemas"]["StepJobTrigger"];
      /** @description Any JSON value; default `{}`. */
      payload_template?: unknown;
      /** @description Steps that must complete first (none: a root step, started with the execution). */
      depends_on?: components["schemas"]["StepId"][];
      catch?: components["schemas"]["StepId"];
    };
    /** @description A step's state inside one execution. */
    WorkflowStepState: {
      step_id: string;
      /** @description The step's current job; null until the step starts (or when its output was given by resume). */
      job_id: components["schemas"]["RecordId"] | null;
      /**
       * @description `pending` (waits for its dependencies), `running`, `completed`, `failed`, `recovered` (failed,
       *     then its catch step completed), `skipped` (never ran: the execution ended, or a catch step
       *     whose step did not fail), `cancelled`.
       * @enum {string}
       */
      status: "pending" | "running" | "completed" | "failed" | "recovered" | "skipped" | "cancelled";
      started_at: string | null;
      completed_at: string | null;
      error: string | null;
      /** @description The job's result (or the catch step's output for a recovered step); null before it completes. */
      output: unknown;
    };
    /**
     * @description Stable, machine-readable error code, carried as `code` in every error body. Each error
     *     response lists the codes it can carry; the wording of messages may change, codes do not.
     *
     *     | Status | Code | Meaning |
     *     |---|---|---|
     *     | 400 | `validation_failed` | A parameter, header or body member breaks the contract; the body names each rejected input. |
     *     | 400 | `malformed_json` | The body is not valid JSON. |
     *     | 400 | `body_not_decodable` | The body does not decode as its `Content-Encoding` says. |
     *     | 400 | `malformed_multipart` | The `multipart/form-data` body does not parse. |
     *     | 400 | `invalid_cursor` | The paging `cursor` is not one this list returned. |
     *     | 400 | `malformed_http` | The request is not valid HTTP/1.1 (a header holds a character HTTP does not allow, or the request line is malformed). |
     *     | 401 | `credentials_required` | This operation needs a credential and none was sent. |
     *     | 401 | `invalid_credentials` | The credential sent is unknown, expired or revoked. |
     *     | 401 | `malformed_authorization` | `Authorization` is not `Bearer <token>`. |
     *     | 401 | `wrong_credential_kind` | The credential is valid but of a kind this operation does not take (for example a key with no person behind it where a person's session is needed). |
     *     | 402 | `tokens_exhausted` | The project has no tokens left; allocate tokens to it from its organization's pool. |
     *     | 403 | `forbidden` | The caller is known but may not do this. |
     *     | 403 | `admin_only` | This operation is for administrators. |
     *     | 404 | `not_found` | No such record, or it is outside what the caller may see. |
     *     | 404 | `route_not_found` | No operation of this service has this path. |
     *     | 405 | `method_not_allowed` | The path exists but not with this method; `Allow` lists the methods. |
     *     | 408 | `request_timeout` | The request or its body stopped arriving; the connection is closed after this answer. |
     *     | 409 | `conflict` | The request is valid but the current state refuses it; the message says why. |
     *     | 409 | `key_exists` | `if_not_exists` was set and the key already holds a value. |
     *     | 409 | `bucket_not_empty` | The bucket still holds objects: delete them before the bucket. |
     *     | 409 | `insufficient_tokens` | The organization's pool (or the project) holds fewer tokens than the amount to move. |
     *     | 409 | `lock_not_held` | The token does not hold the lock: it was released, expired or taken since. |
     *     | 413 | `payload_too_large` | The body (as sent or decoded) or an uploaded file is larger than the limit. |
     *     | 415 | `unsupported_media_type` | The body's media type, charset or content coding is not one the operation takes. |
     *     | 416 | `range_not_satisfiable` | The `Range` asks for bytes wholly past the object's end; `Content-Range` gives its size. |
     *     | 422 | `unprocessable` | The input is well formed but could not be processed. |
     *     | 429 | `rate_limited` | Too many calls for this caller or client; `Retry-After` says when to retry. |
     *     | 429 | `key_requests_exhausted` | The API key has no requests remaining in its window; `Retry-After` says when it refills. |
     *     | 431 | `headers_too_large` | The request line and headers are larger than the server reads. |
     *     | 500 | `internal` | The server failed; nothing was changed or charged. |
     *     | 502 | `processor_unavailable` | The payment processor could not be reached or failed; nothing was charged. |
     *     | 502 | `processor_rejected` | The payment processor refused the call or answered without what was needed; nothing was charged. |
     *     | 503 | `unavailable` | The database is unavailable; nothing was charged. Retry later. |
     * @enum {string}
     */
    ErrorCode:
      | "validation_failed"
      | "malformed_json"
      | "body_not_decodable"
      | "malformed_multipart"
      | "invalid_cursor"
      | "malformed_http"
      | "credentials_required"
      | "invalid_credentials"
      | "malformed_authorization"
      | "wrong_credential_kind"
      | "tokens_exhausted"
      | "forbidden"
      | "admin_only"
      | "not_found"
      | "route_not_found"
      | "method_not_allowed"
      | "request_timeout"
      | "conflict"
      | "key_exists"
      | "bucket_not_empty"
      | "insufficient_tokens"
      | "lock_not_held"
      | "payload_too_large"
      | "unsupported_media_type"
      | "range_not_satisfiable"
      | "unprocessable"
      | "rate_limited"
      | "key_requests_exhausted"
      | "headers_too_large"
      | "internal"
      | "processor_unavailable"
      | "processor_rejected"
      | "unavailable";
    /** @description The error body of a 400 answer: `code` is one of `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
    ErrorEnvelope400: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?:
        | "validation_failed"
        | "malformed_json"
        | "body_not_decodable"
        | "malformed_multipart"
        | "invalid_cursor"
        | "malformed_http";
    };
    /** @description The error body of a 401 answer: `code` is one of `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
    ErrorEnvelope401: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?:
        | "credentials_required"
        | "invalid_credentials"
        | "malformed_authorization"
        | "wrong_credential_kind";
    };
    /** @description The error body of a 402 answer: `code` is one of `tokens_exhausted`. */
    ErrorEnvelope402TokensExhausted: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "tokens_exhausted";
    };
    /** @description The error body of a 403 answer: `code` is one of `forbidden`, `admin_only`. */
    ErrorEnvelope403: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "forbidden" | "admin_only";
    };
    /** @description The error body of a 404 answer: `code` is one of `not_found`. */
    ErrorEnvelope404: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "not_found";
    };
    /** @description The error body of a 408 answer: `code` is one of `request_timeout`. */
    ErrorEnvelope408: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "request_timeout";
    };
    /** @description The error body of a 409 answer: `code` is one of `conflict`. */
    ErrorEnvelope409: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "conflict";
    };
    /** @description The error body of a 409 answer: `code` is one of `conflict`, `bucket_not_empty`. */
    ErrorEnvelope409BucketNotEmpty: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "conflict" | "bucket_not_empty";
    };
    /** @description The error body of a 409 answer: `code` is one of `conflict`, `insufficient_tokens`. */
    ErrorEnvelope409InsufficientTokens: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "conflict" | "insufficient_tokens";
    };
    /** @description The error body of a 409 answer: `code` is one of `conflict`, `key_exists`. */
    ErrorEnvelope409KeyExists: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "conflict" | "key_exists";
    };
    /** @description The error body of a 409 answer: `code` is one of `conflict`, `lock_not_held`. */
    ErrorEnvelope409LockNotHeld: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "conflict" | "lock_not_held";
    };
    /** @description The error body of a 413 answer: `code` is one of `payload_too_large`. */
    ErrorEnvelope413: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "payload_too_large";
    };
    /** @description The error body of a 415 answer: `code` is one of `unsupported_media_type`. */
    ErrorEnvelope415: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "unsupported_media_type";
    };
    /** @description The error body of a 416 answer: `code` is one of `range_not_satisfiable`. */
    ErrorEnvelope416: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "range_not_satisfiable";
    };
    /** @description The error body of a 422 answer: `code` is one of `unprocessable`. */
    ErrorEnvelope422: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "unprocessable";
    };
  };
  responses: never;
  parameters: {
    AiModelPath: components["schemas"]["AiModelId"];
    AssetPath: components["schemas"]["RecordId"];
    BucketPath: components["schemas"]["BucketRef"];
    ChannelPath: components["schemas"]["ChannelName"];
    ExecutionPath: components["schemas"]["RecordId"];
    JobPath: components["schemas"]["RecordId"];
    KvPath: components["schemas"]["KvKey"];
    LockPath: components["schemas"]["KvKey"];
    "ObjectPath.object_key_path": components["schemas"]["ObjectKey"];
    OrgPath: components["schemas"]["RecordId"];
    /** @description `next_cursor` of the previous page; absent for the first page. */
    "PageQuery.cursor": string;
    /** @description Records per page, 1 to 100. */
    "PageQuery.limit": number;
    ProjectPath: components["schemas"]["RecordId"];
    /**
     * @description One range, `bytes=<first>-<last>`, `bytes=<first>-` (to the end) or `bytes=-<n>` (the last n
     *     bytes): 206 with `Content-Range`. A last byte past the end is read as the end; a range wholly
     *     past the end answers 416. A header that is not a single byte range is ignored (200, whole
     *     object), as HTTP says.
     */
    RangeHeader: string;
    /** @description The URL's signature: base64url of an HMAC-SHA256 (43 characters). */
    SignedPath: string;
    /** @description The bucket's id. */
    "SignedQuery.b": components["schemas"]["RecordId"];
    /** @description Expiry, in seconds since 1970-01-01 UTC. */
    "SignedQuery.expires": number;
    /** @description The object's key. */
    "SignedQuery.k": components["schemas"]["ObjectKey"];
    /** @description The method the URL was signed for. */
    "SignedQuery.m": "GET" | "PUT";
    /** @description The project's id. */
    "SignedQuery.p": components["schemas"]["RecordId"];
    WebhookPath: components["schemas"]["RecordId"];
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  root: {
    parameters: {
      query?: never;
      header?: {
        /** @description `text/markdown` (preferred over `text/html`) selects the agent description. */
        accept?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/html": string;
          "text/markdown": string;
        };
      };
      /** @description A credential that was presented but is unknown, revoked or malformed. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
    };
  };
  oauth_protected_resource: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Contract.ProtectedResourceMetadata"];
        };
      };
      /** @description A credential that was presented but is unknown, revoked or malformed. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
    };
  };
  x402_discovery: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Contract.X402Discovery"];
        };
      };
      /** @description A credential that was presented but is unknown, revoked or malformed. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
    };
  };
  create_api_key: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "project_id": "4c1f9a2e-7b3d-4e8f-9a6b-2d5c8e1f0a37",
         *       "name": "CI deploys"
         *     }
         */
        "application/json": {
          project_id: components["schemas"]["RecordId"];
          name: components["schemas"]["DisplayName"];
        };
      };
    };
    responses: {
      /**
       * @description A record was created. Every create answers 200, as the seed's endpoint tables show for every
       *     route (a "200 response" column): a consumer written against the seed works unchanged.
       */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["CreatedApiKey"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The caller's role in the organization does not allow this. Error codes: `forbidden`, `admin_only`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The body is larger than the server reads (1 MiB, as sent and as decoded), or a value inside it
       *     is larger than its documented limit (a KV value over 256 KiB, message data over 64 KiB, as
       *     JSON). A declared `Content-Length` over the limit is refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /**
       * @description The body was sent with a media type the operation does not take (send `application/json`), or
       *     in a `Content-Encoding` the server does not decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
    };
  };
  revoke_api_key: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        key_id: components["schemas"]["RecordId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiKey"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The caller's role in the organization does not allow this. Error codes: `forbidden`, `admin_only`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
    };
  };
  docs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/html": string;
        };
      };
      /** @description A credential that was presented but is unknown, revoked or malformed. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
    };
  };
  docs_script: {
    parameters: {
      query?: {
        /** @description The bundle's version tag, as the reference page names it (hexadecimal). */
        v?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          "cache-control": string;
          [name: string]: unknown;
        };
        content: {
          "text/javascript": string;
        };
      };
      /** @description A query parameter the route declares holds a value it does not take. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description A credential that was presented but is unknown, revoked or malformed. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
    };
  };
  health: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Contract.Health"];
        };
      };
      /** @description A credential that was presented but is unknown, revoked or malformed. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
    };
  };
  list_ai_models: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AiModelList"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
    };
  };
  get_ai_model: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        model_id: components["parameters"]["AiModelPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AiModel"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
    };
  };
  channel_publish_batch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "messages": [
         *         {
         *           "channel": "orders:42",
         *           "event": "status",
         *           "data": {
         *             "status": "packed"
         *           }
         *         },
         *         {
         *           "channel": "orders:43",
         *           "event": "status",
         *           "data": {
         *             "status": "shipped"
         *           }
         *         }
         *       ]
         *     }
         */
        "application/json": {
          messages: {
            channel: components["schemas"]["ChannelName"];
            event: components["schemas"]["EventName"];
            /** @description Any JSON value, at most 64 KiB as sent. */
            data: unknown;
            /**
             * @description The publisher's own id for this message (1 to 200 characters): publishing the same id on
             *     the channel again returns the first message instead of a second one.
             */
            id?: string;
            /** @description Who sent it. */
            user_id?: components["schemas"]["ChannelUserId"];
          }[];
        };
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            messages: components["schemas"]["PublishedMessage"][];
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The body is larger than the server reads (1 MiB, as sent and as decoded), or a value inside it
       *     is larger than its documented limit (a KV value over 256 KiB, message data over 64 KiB, as
       *     JSON). A declared `Content-Length` over the limit is refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /**
       * @description The body was sent with a media type the operation does not take (send `application/json`), or
       *     in a `Content-Encoding` the server does not decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
    };
  };
  channel_history: {
    parameters: {
      query?: {
        /** @description Messages to return, 1 to 100. */
        limit?: number;
        /** @description Only messages published before this event id. */
        before?: components["schemas"]["EventId"];
      };
      header?: never;
      path: {
        channel: components["parameters"]["ChannelPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            channel: string;
            messages: components["schemas"]["HistoryMessage"][];
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
    };
  };
  channel_presence: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        channel: components["parameters"]["ChannelPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            channel: string;
            /** Format: int32 */
            count: number;
            users: {
              user_id: string;
              /** Format: date-time */
              joined_at: string;
            }[];
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
    };
  };
  channel_publish: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        channel: components["parameters"]["ChannelPath"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "event": "status",
         *       "data": {
         *         "status": "shipped"
         *       },
         *       "id": "evt-7f3a",
         *       "user_id": "courier-12"
         *     }
         */
        "application/json": components["schemas"]["MessageInput"];
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PublishedMessage"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The body is larger than the server reads (1 MiB, as sent and as decoded), or a value inside it
       *     is larger than its documented limit (a KV value over 256 KiB, message data over 64 KiB, as
       *     JSON). A declared `Content-Length` over the limit is refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /**
       * @description The body was sent with a media type the operation does not take (send `application/json`), or
       *     in a `Content-Encoding` the server does not decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
    };
  };
  channel_subscribe: {
    parameters: {
      query?: {
        last_event_id?: components["schemas"]["EventId"];
        user_id?: components["schemas"]["ChannelUserId"];
      };
      header?: {
        /** @description What a reconnecting EventSource sends: the last event id it received. */
        "Last-Event-ID"?: string;
        /**
         * @description `text/event-stream` keeps the stream open; anything else (a plain client polling)
         *     answers the replay and ends.
         */
        accept?: string;
      };
      path: {
        channel: components["parameters"]["ChannelPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/event-stream": components["schemas"]["ChannelStreamEvent"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
    };
  };
  list_jobs: {
    parameters: {
      query?: {
        /** @description Records per page, 1 to 100. */
        limit?: number;
        /** @description `next_cursor` of the previous page; absent for the first page. */
        cursor?: string;
        status?: "scheduled" | "queued" | "running" | "completed" | "failed" | "cancelled";
        trigger_type?: "task" | "cron" | "queue";
        queue?: components["schemas"]["JobQueueName"];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            jobs: components["schemas"]["Job"][];
            next_cursor: string | null;
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
    };
  };
  create_job: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "trigger": {
         *         "type": "task",
         *         "delay_seconds": 0
         *       },
         *       "handler": "https://example.com/jobs/send-email",
         *       "payload": {
         *         "to": "ada@example.com"
         *       }
         *     }
         */
        "application/json": components["schemas"]["JobInput"];
      };
    };
    responses: {
      /**
       * @description What a request made, or — when its `idempotency_key` was used before — what the first request
       *     with that key made, nothing new made and `Idempotent-Replayed: true` said. Both answer 200, as
       *     the seed's endpoint tables do; the header, not the status, tells them apart.
       */
      200: {
        headers: {
          /** @description `true` when this answers an earlier request with the same `idempotency_key`; absent when something was made now. */
          "Idempotent-Replayed"?: "true";
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["CreatedJob"] | components["schemas"]["Job"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /**
       * @description A URL in the body is well formed but points at an address this server may not call: loopback,
       *     private, link-local and other internal ranges are refused (a guard against server-side
       *     request forgery). `issues` names the member. Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The body is larger than the server reads (1 MiB, as sent and as decoded), or a value inside it
       *     is larger than its documented limit (a KV value over 256 KiB, message data over 64 KiB, as
       *     JSON). A declared `Content-Length` over the limit is refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /**
       * @description The body was sent with a media type the operation does not take (send `application/json`), or
       *     in a `Content-Encoding` the server does not decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
    };
  };
  create_jobs_batch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "jobs": [
         *         {
         *           "trigger": {
         *             "type": "queue",
         *             "queue": "emails"
         *           },
         *           "payload": {
         *             "to": "ada@example.com"
         *           }
         *         },
         *         {
         *           "trigger": {
         *             "type": "queue",
         *             "queue": "emails"
         *           },
         *           "payload": {
         *             "to": "grace@example.com"
         *           },
         *           "priority": 5
         *         }
         *       ]
         *     }
         */
        "application/json": {
          jobs: components["schemas"]["JobInput"][];
        };
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            jobs: components["schemas"]["BatchJobResult"][];
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /**
       * @description A URL in the body is well formed but points at an address this server may not call: loopback,
       *     private, link-local and other internal ranges are refused (a guard against server-side
       *     request forgery). `issues` names the member. Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The body is larger than the server reads (1 MiB, as sent and as decoded), or a value inside it
       *     is larger than its documented limit (a KV value over 256 KiB, message data over 64 KiB, as
       *     JSON). A declared `Content-Length` over the limit is refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /**
       * @description The body was sent with a media type the operation does not take (send `application/json`), or
       *     in a `Content-Encoding` the server does not decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
    };
  };
  claim_jobs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "queue": "emails",
         *       "count": 10,
         *       "visibility_timeout": 60
         *     }
         */
        "application/json": {
          queue: components["schemas"]["JobQueueName"];
          /**
           * Format: int32
           * @default 1
           */
          count?: number;
          /**
           * Format: int32
           * @default 30
           */
          visibility_timeout?: number;
        };
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Job"][];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The body is larger than the server reads (1 MiB, as sent and as decoded), or a value inside it
       *     is larger than its documented limit (a KV value over 256 KiB, message data over 64 KiB, as
       *     JSON). A declared `Content-Length` over the limit is refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /**
       * @description The body was sent with a media type the operation does not take (send `application/json`), or
       *     in a `Content-Encoding` the server does not decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
    };
  };
  get_job: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        job_id: components["parameters"]["JobPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Job"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
    };
  };
  cancel_job: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        job_id: components["parameters"]["JobPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Job"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The record's state does not allow this (see the operation's description). Error codes: `conflict`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409"];
        };
      };
    };
  };
  update_job: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        job_id: components["parameters"]["JobPath"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "payload": {
         *         "report": "daily"
         *       },
         *       "trigger": {
         *         "schedule": "0 6 * * *",
         *         "timezone": "Europe/Paris"
         *       }
         *     }
         */
        "application/json": {
          /** @description Task and cron jobs only (409 for a queue job). */
          handler?: components["schemas"]["WebhookUrl"];
          /** @description Any JSON value, at most 256 KiB as JSON. */
          payload?: unknown;
          enabled?: boolean;
          /** @description `schedule` and `timezone` for a cron job, `delay_seconds` for a task job (409 otherwise). */
          trigger?: {
            schedule?: components["schemas"]["CronSchedule"];
            timezone?: components["schemas"]["TimeZoneName"];
            /** Format: int32 */
            delay_seconds?: number;
          };
        };
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Job"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /**
       * @description A URL in the body is well formed but points at an address this server may not call: loopback,
       *     private, link-local and other internal ranges are refused (a guard against server-side
       *     request forgery). `issues` names the member. Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The record's state does not allow this (see the operation's description). Error codes: `conflict`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409"];
        };
      };
      /**
       * @description The body is larger than the server reads (1 MiB, as sent and as decoded), or a value inside it
       *     is larger than its documented limit (a KV value over 256 KiB, message data over 64 KiB, as
       *     JSON). A declared `Content-Length` over the limit is refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /**
       * @description The body was sent with a media type the operation does not take (send `application/json`), or
       *     in a `Content-Encoding` the server does not decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
    };
  };
  ack_job: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        job_id: components["parameters"]["JobPath"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "status": "completed",
         *       "result": {
         *         "sent": true
         *       }
         *     }
         */
        "application/json": {
          /** @enum {string} */
          status: "completed" | "failed";
          /** @description Any JSON value, at most 256 KiB as JSON. */
          result?: unknown;
          error?: string;
        };
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Job"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The record's state does not allow this (see the operation's description). Error codes: `conflict`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409"];
        };
      };
      /**
       * @description The body is larger than the server reads (1 MiB, as sent and as decoded), or a value inside it
       *     is larger than its documented limit (a KV value over 256 KiB, message data over 64 KiB, as
       *     JSON). A declared `Content-Length` over the limit is refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /**
       * @description The body was sent with a media type the operation does not take (send `application/json`), or
       *     in a `Content-Encoding` the server does not decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
    };
  };
  retry_job: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        job_id: components["parameters"]["JobPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Job"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The record's state does not allow this (see the operation's description). Error codes: `conflict`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409"];
        };
      };
    };
  };
  list_job_runs: {
    parameters: {
      query?: {
        /** @description Records per page, 1 to 100. */
        limit?: components["parameters"]["PageQuery.limit"];
        /** @description `next_cursor` of the previous page; absent for the first page. */
        cursor?: components["parameters"]["PageQuery.cursor"];
      };
      header?: never;
      path: {
        job_id: components["parameters"]["JobPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            runs: components["schemas"]["JobRun"][];
            next_cursor: string | null;
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
    };
  };
  trigger_job: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        job_id: components["parameters"]["JobPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            job_id: components["schemas"]["RecordId"];
            run_id: components["schemas"]["RecordId"];
            /** @enum {string} */
            status: "queued";
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The record's state does not allow this (see the operation's description). Error codes: `conflict`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409"];
        };
      };
    };
  };
  kv_list: {
    parameters: {
      query?: {
        /** @description Only keys starting with this text (matched literally). */
        prefix?: string;
        /** @description `next_cursor` of the previous page. */
        cursor?: string;
        /** @description Keys per page, 1 to 1,000. */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            keys: string[];
            next_cursor: string | null;
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
    };
  };
  kv_batch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "ops": [
         *         {
         *           "op": "set",
         *           "key": "visits:home",
         *           "value": 41
         *         },
         *         {
         *           "op": "increment",
         *           "key": "visits:home"
         *         },
         *         {
         *           "op": "get",
         *           "key": "visits:home"
         *         }
         *       ]
         *     }
         */
        "application/json": {
          ops: components["schemas"]["KvOp"][];
        };
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            results: components["schemas"]["KvOpResult"][];
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The record's state does not allow this (see the operation's description). Error codes: `conflict`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409"];
        };
      };
      /**
       * @description The body is larger than the server reads (1 MiB, as sent and as decoded), or a value inside it
       *     is larger than its documented limit (a KV value over 256 KiB, message data over 64 KiB, as
       *     JSON). A declared `Content-Length` over the limit is refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /**
       * @description The body was sent with a media type the operation does not take (send `application/json`), or
       *     in a `Content-Encoding` the server does not decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
    };
  };
  kv_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        key: components["parameters"]["KvPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["KvEntry"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
    };
  };
  kv_put: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        key: components["parameters"]["KvPath"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "value": 42,
         *       "ttl": 3600
         *     }
         */
        "application/json": {
          /** @description Any JSON value, at most 256 KiB as sent. */
          value: unknown;
          ttl?: components["schemas"]["TtlSeconds"];
          /** @default false */
          if_not_exists?: boolean;
        };
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["KvEntry"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The record's state does not allow this (see the operation's description). Error codes: `conflict`, `key_exists`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409KeyExists"];
        };
      };
      /**
       * @description The body is larger than the server reads (1 MiB, as sent and as decoded), or a value inside it
       *     is larger than its documented limit (a KV value over 256 KiB, message data over 64 KiB, as
       *     JSON). A declared `Content-Length` over the limit is refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /**
       * @description The body was sent with a media type the operation does not take (send `application/json`), or
       *     in a `Content-Encoding` the server does not decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
    };
  };
  kv_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        key: components["parameters"]["KvPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            key: string;
            /** @enum {boolean} */
            deleted: true;
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
    };
  };
  kv_increment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        key: components["parameters"]["KvPath"];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        /**
         * @example {
         *       "delta": 1
         *     }
         */
        "application/json": {
          /** @default 1 */
          delta?: components["schemas"]["KvDelta"];
          ttl?: components["schemas"]["TtlSeconds"];
        };
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            key: string;
            /** Format: double */
            value: number;
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The record's state does not allow this (see the operation's description). Error codes: `conflict`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409"];
        };
      };
      /**
       * @description The body is larger than the server reads (1 MiB, as sent and as decoded), or a value inside it
       *     is larger than its documented limit (a KV value over 256 KiB, message data over 64 KiB, as
       *     JSON). A declared `Content-Length` over the limit is refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /**
       * @description The body was sent with a media type the operation does not take (send `application/json`), or
       *     in a `Content-Encoding` the server does not decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
    };
  };
  lock_status: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        key: components["parameters"]["LockPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            key: string;
            locked: boolean;
            expires_at: string | null;
            holder_id: string | null;
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
    };
  };
  lock_acquire: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        key: components["parameters"]["LockPath"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "ttl_ms": 30000,
         *       "holder_id": "worker-3"
         *     }
         */
        "application/json": {
          ttl_ms: components["schemas"]["LeaseMillis"];
          /** @description Who holds it, shown by the status route. */
          holder_id?: string;
        };
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            key: string;
            locked: boolean;
            token: components["schemas"]["FencingToken"] | null;
            /** Format: date-time */
            expires_at: string;
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The body is larger than the server reads (1 MiB, as sent and as decoded), or a value inside it
       *     is larger than its documented limit (a KV value over 256 KiB, message data over 64 KiB, as
       *     JSON). A declared `Content-Length` over the limit is refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /**
       * @description The body was sent with a media type the operation does not take (send `application/json`), or
       *     in a `Content-Encoding` the server does not decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
    };
  };
  lock_release: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        key: components["parameters"]["LockPath"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "token": "42"
         *     }
         */
        "application/json": {
          token: components["schemas"]["FencingToken"];
        };
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            key: string;
            /** @enum {boolean} */
            released: true;
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The record's state does not allow this (see the operation's description). Error codes: `conflict`, `lock_not_held`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409LockNotHeld"];
        };
      };
      /**
       * @description The body is larger than the server reads (1 MiB, as sent and as decoded), or a value inside it
       *     is larger than its documented limit (a KV value over 256 KiB, message data over 64 KiB, as
       *     JSON). A declared `Content-Length` over the limit is refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /**
       * @description The body was sent with a media type the operation does not take (send `application/json`), or
       *     in a `Content-Encoding` the server does not decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
    };
  };
  lock_renew: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        key: components["parameters"]["LockPath"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "token": "42",
         *       "ttl_ms": 30000
         *     }
         */
        "application/json": {
          token: components["schemas"]["FencingToken"];
          ttl_ms: components["schemas"]["LeaseMillis"];
        };
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            key: string;
            /** @enum {boolean} */
            locked: true;
            /** Format: date-time */
            expires_at: string;
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The record's state does not allow this (see the operation's description). Error codes: `conflict`, `lock_not_held`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409LockNotHeld"];
        };
      };
      /**
       * @description The body is larger than the server reads (1 MiB, as sent and as decoded), or a value inside it
       *     is larger than its documented limit (a KV value over 256 KiB, message data over 64 KiB, as
       *     JSON). A declared `Content-Length` over the limit is refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /**
       * @description The body was sent with a media type the operation does not take (send `application/json`), or
       *     in a `Content-Encoding` the server does not decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
    };
  };
  list_media_assets: {
    parameters: {
      query?: {
        /** @description Records per page, 1 to 100. */
        limit?: components["parameters"]["PageQuery.limit"];
        /** @description `next_cursor` of the previous page; absent for the first page. */
        cursor?: components["parameters"]["PageQuery.cursor"];
        /** @description Only images or only videos. */
        media_type?: "image" | "video";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            assets: components["schemas"]["MediaAsset"][];
            next_cursor: string | null;
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
    };
  };
  upload_media_asset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "multipart/form-data": components["schemas"]["AssetUploadForm"];
      };
    };
    responses: {
      /**
       * @description A record was created. Every create answers 200, as the seed's endpoint tables show for every
       *     route (a "200 response" column): a consumer written against the seed works unchanged.
       */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MediaAsset"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The file is larger than 100 MiB, or the form as a whole is larger than that plus 1 MiB of value
       *     parts and framing. A declared `Content-Length` over the form's limit is refused before the body
       *     is read, and the connection is closed after the answer. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /**
       * @description The body is not `multipart/form-data`, is sent in a `Content-Encoding` the server does not decode
       *     (it takes identity, gzip, deflate, br and zstd), or the file is neither an image nor a video of a
       *     kind the server reads (see the upload form). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /** @description The bytes could not be read as what they claim to be (a corrupt image or video); `issues` names the part. Error codes: `unprocessable`. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope422"];
        };
      };
    };
  };
  get_media_asset: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        assetId: components["parameters"]["AssetPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MediaAsset"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
    };
  };
  delete_media_asset: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        assetId: components["parameters"]["AssetPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: components["schemas"]["RecordId"];
            /** @enum {boolean} */
            deleted: true;
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
    };
  };
  get_media_asset_content: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        assetId: components["parameters"]["AssetPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Bytes, served with their own media type. */
      200: {
        headers: {
          /** @description `attachment` for a type that is not passive: the browser saves the bytes instead of showing them. */
          "content-disposition"?: "attachment";
          /**
           * @description `sandbox; default-src 'none'` for a type that is not passive: opened anyway, the bytes get a
           *     unique origin and may load, run or submit nothing.
           */
          "content-security-policy"?: "sandbox; default-src 'none'";
          /** @description The content's size in bytes, when recorded. */
          "content-length"?: number;
          /** @description `private, no-cache`: the bytes are the project's; a cache asks again before reusing them. */
          "cache-control": "private, no-cache";
          [name: string]: unknown;
        };
        content: {
          "*/*": unknown;
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
    };
  };
  transform_media_image: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        assetId: components["parameters"]["AssetPath"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "width": 320,
         *       "height": 240,
         *       "fit": "cover",
         *       "format": "webp",
         *       "quality": 75
         *     }
         */
        "application/json": components["schemas"]["ImageTransformInput"];
      };
    };
    responses: {
      /**
       * @description A record was created. Every create answers 200, as the seed's endpoint tables show for every
       *     route (a "200 response" column): a consumer written against the seed works unchanged.
       */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AssetVariant"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The record's state does not allow this (see the operation's description). Error codes: `conflict`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409"];
        };
      };
      /**
       * @description The body is larger than the server reads (1 MiB, as sent and as decoded), or a value inside it
       *     is larger than its documented limit (a KV value over 256 KiB, message data over 64 KiB, as
       *     JSON). A declared `Content-Length` over the limit is refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /**
       * @description The body was sent with a media type the operation does not take (send `application/json`), or
       *     in a `Content-Encoding` the server does not decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /** @description The bytes could not be read as what they claim to be (a corrupt image or video); `issues` names the part. Error codes: `unprocessable`. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope422"];
        };
      };
    };
  };
  transform_media_video: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        assetId: components["parameters"]["AssetPath"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "resolutions": [
         *         "1280x720",
         *         "480p"
         *       ],
         *       "format": "mp4",
         *       "generate_thumbnails": true,
         *       "webhook_topic": "media.encoded"
         *     }
         */
        "application/json": components["schemas"]["VideoTransformInput"];
      };
    };
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @description The encoding request's id (each variant's `job_id`). */
            job_id: components["schemas"]["RecordId"];
            variants: components["schemas"]["AssetVariant"][];
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The record's state does not allow this (see the operation's description). Error codes: `conflict`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409"];
        };
      };
      /**
       * @description The body is larger than the server reads (1 MiB, as sent and as decoded), or a value inside it
       *     is larger than its documented limit (a KV value over 256 KiB, message data over 64 KiB, as
       *     JSON). A declared `Content-Length` over the limit is refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /**
       * @description The body was sent with a media type the operation does not take (send `application/json`), or
       *     in a `Content-Encoding` the server does not decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
    };
  };
  list_media_variants: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        assetId: components["parameters"]["AssetPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            variants: components["schemas"]["AssetVariant"][];
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
    };
  };
  get_media_variant_content: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        assetId: components["parameters"]["AssetPath"];
        variantId: components["schemas"]["RecordId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Bytes, served with their own media type. */
      200: {
        headers: {
          /** @description `attachment` for a type that is not passive: the browser saves the bytes instead of showing them. */
          "content-disposition"?: "attachment";
          /**
           * @description `sandbox; default-src 'none'` for a type that is not passive: opened anyway, the bytes get a
           *     unique origin and may load, run or submit nothing.
           */
          "content-security-policy"?: "sandbox; default-src 'none'";
          /** @description The content's size in bytes, when recorded. */
          "content-length"?: number;
          /** @description `private, no-cache`: the bytes are the project's; a cache asks again before reusing them. */
          "cache-control": "private, no-cache";
          [name: string]: unknown;
        };
        content: {
          "*/*": unknown;
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The record's state does not allow this (see the operation's description). Error codes: `conflict`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409"];
        };
      };
    };
  };
  cms_estimate: {
    parameters: {
      query: {
        item: components["schemas"]["SketchElement"];
      };
      header?: never;
      path: {
        key: components["schemas"]["KvKey"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            key: string;
            item: string;
            /** Format: int64 */
            estimated_count: number;
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
    };
  };
  cms_increment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        key: components["schemas"]["KvKey"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "elements": [
         *         {
         *           "item": "page:/home",
         *           "count": 3
         *         },
         *         {
         *           "item": "page:/pricing"
         *         }
         *       ]
         *     }
         */
        "application/json": {
          elements: {
            item: components["schemas"]["SketchElement"];
            /**
             * Format: int32
             * @default 1
             */
            count?: number;
          }[];
        };
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            key: string;
            updated: boolean;
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The body is larger than the server reads (1 MiB, as sent and as decoded), or a value inside it
       *     is larger than its documented limit (a KV value over 256 KiB, message data over 64 KiB, as
       *     JSON). A declared `Content-Length` over the limit is refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /**
       * @description The body was sent with a media type the operation does not take (send `application/json`), or
       *     in a `Content-Encoding` the server does not decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
    };
  };
  hll_merge: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "dest_key": "visitors:2026-w47",
         *       "source_keys": [
         *         "visitors:2026-11-21",
         *         "visitors:2026-11-22"
         *       ]
         *     }
         */
        "application/json": {
          dest_key: components["schemas"]["KvKey"];
          source_keys: components["schemas"]["KvKey"][];
        };
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            dest_key: string;
            /** Format: int64 */
            count: number;
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The body is larger than the server reads (1 MiB, as sent and as decoded), or a value inside it
       *     is larger than its documented limit (a KV value over 256 KiB, message data over 64 KiB, as
       *     JSON). A declared `Content-Length` over the limit is refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /**
       * @description The body was sent with a media type the operation does not take (send `application/json`), or
       *     in a `Content-Encoding` the server does not decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
    };
  };
  hll_add: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        key: components["schemas"]["KvKey"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "elements": [
         *         "user-1",
         *         "user-2",
         *         "user-3"
         *       ]
         *     }
         */
        "application/json": {
          elements: components["schemas"]["SketchElement"][];
        };
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            key: string;
            updated: boolean;
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The body is larger than the server reads (1 MiB, as sent and as decoded), or a value inside it
       *     is larger than its documented limit (a KV value over 256 KiB, message data over 64 KiB, as
       *     JSON). A declared `Content-Length` over the limit is refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /**
       * @description The body was sent with a media type the operation does not take (send `application/json`), or
       *     in a `Content-Encoding` the server does not decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
    };
  };
  hll_count: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        key: components["schemas"]["KvKey"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            key: string;
            /** Format: int64 */
            count: number;
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
    };
  };
  list_buckets: {
    parameters: {
      query?: {
        /** @description Records per page, 1 to 100. */
        limit?: components["parameters"]["PageQuery.limit"];
        /** @description `next_cursor` of the previous page; absent for the first page. */
        cursor?: components["parameters"]["PageQuery.cursor"];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            buckets: components["schemas"]["Bucket"][];
            next_cursor: string | null;
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
    };
  };
  create_bucket: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "product-images",
         *       "visibility": "private",
         *       "description": "Catalog photos"
         *     }
         */
        "application/json": {
          name: components["schemas"]["BucketName"];
          /**
           * @description Default `private`.
           * @default private
           * @enum {string}
           */
          visibility?: "private" | "public";
          /** @description What the bucket holds, at most 500 characters. */
          description?: string;
        };
      };
    };
    responses: {
      /**
       * @description A record was created. Every create answers 200, as the seed's endpoint tables show for every
       *     route (a "200 response" column): a consumer written against the seed works unchanged.
       */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Bucket"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The record's state does not allow this (see the operation's description). Error codes: `conflict`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409"];
        };
      };
      /**
       * @description The body is larger than the server reads (1 MiB, as sent and as decoded), or a value inside it
       *     is larger than its documented limit (a KV value over 256 KiB, message data over 64 KiB, as
       *     JSON). A declared `Content-Length` over the limit is refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /**
       * @description The body was sent with a media type the operation does not take (send `application/json`), or
       *     in a `Content-Encoding` the server does not decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
    };
  };
  get_bucket: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        bucketId: components["parameters"]["BucketPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Bucket"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
    };
  };
  delete_bucket: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        bucketId: components["parameters"]["BucketPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: components["schemas"]["RecordId"];
            /** @enum {boolean} */
            deleted: true;
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The record's state does not allow this (see the operation's description). Error codes: `conflict`, `bucket_not_empty`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409BucketNotEmpty"];
        };
      };
    };
  };
  list_objects: {
    parameters: {
      query?: {
        /** @description Only keys starting with this text. */
        prefix?: string;
        /** @description Rolls keys up at this text after the prefix (usually `/`). */
        delimiter?: string;
        /** @description Entries per page, 1 to 1,000. */
        limit?: number;
        /** @description `next_cursor` of the previous page (with the same `prefix` and `delimiter`); absent for the first page. */
        cursor?: string;
      };
      header?: never;
      path: {
        bucketId: components["parameters"]["BucketPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            objects: components["schemas"]["StoredObject"][];
            /** @description With a `delimiter`: the rolled-up key prefixes on this page, in order; otherwise empty. */
            common_prefixes: string[];
            next_cursor: string | null;
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
    };
  };
  get_object: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description One range, `bytes=<first>-<last>`, `bytes=<first>-` (to the end) or `bytes=-<n>` (the last n
         *     bytes): 206 with `Content-Range`. A last byte past the end is read as the end; a range wholly
         *     past the end answers 416. A header that is not a single byte range is ignored (200, whole
         *     object), as HTTP says.
         */
        range?: components["parameters"]["RangeHeader"];
      };
      path: {
        bucketId: components["parameters"]["BucketPath"];
        object_key_path: components["parameters"]["ObjectPath.object_key_path"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The whole object. */
      200: {
        headers: {
          /** @description `attachment` for a type that is not passive: the browser saves the bytes instead of showing them. */
          "content-disposition"?: "attachment";
          /**
           * @description `sandbox; default-src 'none'` for a type that is not passive: opened anyway, the bytes get a
           *     unique origin and may load, run or submit nothing.
           */
          "content-security-policy"?: "sandbox; default-src 'none'";
          /** @description The quoted lower-case hexadecimal MD5 of the object's bytes. */
          etag: string;
          /** @description Always `bytes`: the route answers `Range` requests. */
          "accept-ranges": "bytes";
          /** @description The object's size in bytes. */
          "content-length": number;
          [name: string]: unknown;
        };
        content: {
          "*/*": unknown;
        };
      };
      /** @description Part of the object: the bytes a `Range: bytes=a-b`, `bytes=a-` or `bytes=-n` asked for. */
      206: {
        headers: {
          /** @description `attachment` for a type that is not passive: the browser saves the bytes instead of showing them. */
          "content-disposition"?: "attachment";
          /**
           * @description `sandbox; default-src 'none'` for a type that is not passive: opened anyway, the bytes get a
           *     unique origin and may load, run or submit nothing.
           */
          "content-security-policy"?: "sandbox; default-src 'none'";
          /** @description The quoted lower-case hexadecimal MD5 of the whole object's bytes. */
          etag: string;
          /** @description Always `bytes`. */
          "accept-ranges": "bytes";
          /** @description `bytes <first>-<last>/<size>`, inclusive. */
          "content-range": string;
          /** @description The bytes in this part. */
          "content-length": number;
          [name: string]: unknown;
        };
        content: {
          "*/*": unknown;
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The `Range` asks for bytes wholly past the object's end (`bytes=500-` of a 100-byte object). `Content-Range: bytes *\/<size>` gives the object's size. Error codes: `range_not_satisfiable`. */
      416: {
        headers: {
          /** @description `bytes *\/<size>`. */
          "content-range": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope416"];
        };
      };
    };
  };
  put_object: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        bucketId: components["parameters"]["BucketPath"];
        object_key_path: components["parameters"]["ObjectPath.object_key_path"];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        "*/*": unknown;
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StoredObject"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The object is larger than this server stores: `STORAGE_MAX_OBJECT_BYTES`, 1 GiB (1,073,741,824
       *     bytes) unless the deployment set less. A declared `Content-Length` over the limit is refused
       *     before the body is read; a chunked body is refused as soon as it crosses the limit, and nothing
       *     is stored (an earlier version of the object stays as it was). Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /**
       * @description The body was sent with a media type the operation does not take (send `application/json`), or
       *     in a `Content-Encoding` the server does not decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
    };
  };
  delete_object: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        bucketId: components["parameters"]["BucketPath"];
        object_key_path: components["parameters"]["ObjectPath.object_key_path"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            bucket_id: components["schemas"]["RecordId"];
            key: string;
            /** @enum {boolean} */
            deleted: true;
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
    };
  };
  create_signed_url: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        bucketId: components["parameters"]["BucketPath"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "key": "photos/2026/a.png",
         *       "method": "PUT",
         *       "expires_in": 900,
         *       "content_type": "image/png"
         *     }
         */
        "application/json": components["schemas"]["SignedUrlRequest"];
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @description The absolute URL, query included. */
            url: string;
            /** @enum {string} */
            method: "GET" | "PUT";
            /** Format: date-time */
            expires_at: string;
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The body is larger than the server reads (1 MiB, as sent and as decoded), or a value inside it
       *     is larger than its documented limit (a KV value over 256 KiB, message data over 64 KiB, as
       *     JSON). A declared `Content-Length` over the limit is refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /**
       * @description The body was sent with a media type the operation does not take (send `application/json`), or
       *     in a `Content-Encoding` the server does not decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
    };
  };
  get_signed_object: {
    parameters: {
      query: {
        /** @description Expiry, in seconds since 1970-01-01 UTC. */
        expires: components["parameters"]["SignedQuery.expires"];
        /** @description The project's id. */
        p: components["parameters"]["SignedQuery.p"];
        /** @description The bucket's id. */
        b: components["parameters"]["SignedQuery.b"];
        /** @description The object's key. */
        k: components["parameters"]["SignedQuery.k"];
        /** @description The method the URL was signed for. */
        m: components["parameters"]["SignedQuery.m"];
      };
      header?: {
        /**
         * @description One range, `bytes=<first>-<last>`, `bytes=<first>-` (to the end) or `bytes=-<n>` (the last n
         *     bytes): 206 with `Content-Range`. A last byte past the end is read as the end; a range wholly
         *     past the end answers 416. A header that is not a single byte range is ignored (200, whole
         *     object), as HTTP says.
         */
        range?: components["parameters"]["RangeHeader"];
      };
      path: {
        /** @description The URL's signature: base64url of an HMAC-SHA256 (43 characters). */
        token: components["parameters"]["SignedPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The whole object. */
      200: {
        headers: {
          /** @description `attachment` for a type that is not passive: the browser saves the bytes instead of showing them. */
          "content-disposition"?: "attachment";
          /**
           * @description `sandbox; default-src 'none'` for a type that is not passive: opened anyway, the bytes get a
           *     unique origin and may load, run or submit nothing.
           */
          "content-security-policy"?: "sandbox; default-src 'none'";
          /** @description The quoted lower-case hexadecimal MD5 of the object's bytes. */
          etag: string;
          /** @description Always `bytes`: the route answers `Range` requests. */
          "accept-ranges": "bytes";
          /** @description The object's size in bytes. */
          "content-length": number;
          [name: string]: unknown;
        };
        content: {
          "*/*": unknown;
        };
      };
      /** @description Part of the object: the bytes a `Range: bytes=a-b`, `bytes=a-` or `bytes=-n` asked for. */
      206: {
        headers: {
          /** @description `attachment` for a type that is not passive: the browser saves the bytes instead of showing them. */
          "content-disposition"?: "attachment";
          /**
           * @description `sandbox; default-src 'none'` for a type that is not passive: opened anyway, the bytes get a
           *     unique origin and may load, run or submit nothing.
           */
          "content-security-policy"?: "sandbox; default-src 'none'";
          /** @description The quoted lower-case hexadecimal MD5 of the whole object's bytes. */
          etag: string;
          /** @description Always `bytes`. */
          "accept-ranges": "bytes";
          /** @description `bytes <first>-<last>/<size>`, inclusive. */
          "content-range": string;
          /** @description The bytes in this part. */
          "content-length": number;
          [name: string]: unknown;
        };
        content: {
          "*/*": unknown;
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /**
       * @description The signed URL does not hold: it expired, it was signed for the other method, its token or any
       *     of its parameters was altered, or (PUT) `Content-Type` differs from the `ct` it was signed for. Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The `Range` asks for bytes wholly past the object's end (`bytes=500-` of a 100-byte object). `Content-Range: bytes *\/<size>` gives the object's size. Error codes: `range_not_satisfiable`. */
      416: {
        headers: {
          /** @description `bytes *\/<size>`. */
          "content-range": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope416"];
        };
      };
    };
  };
  put_signed_object: {
    parameters: {
      query: {
        /** @description Expiry, in seconds since 1970-01-01 UTC. */
        expires: components["parameters"]["SignedQuery.expires"];
        /** @description The project's id. */
        p: components["parameters"]["SignedQuery.p"];
        /** @description The bucket's id. */
        b: components["parameters"]["SignedQuery.b"];
        /** @description The object's key. */
        k: components["parameters"]["SignedQuery.k"];
        /** @description The method the URL was signed for. */
        m: components["parameters"]["SignedQuery.m"];
        /** @description The media type the URL was signed for, if any. */
        ct?: components["schemas"]["ObjectMediaType"];
      };
      header?: never;
      path: {
        /** @description The URL's signature: base64url of an HMAC-SHA256 (43 characters). */
        token: components["parameters"]["SignedPath"];
      };
      cookie?: never;
    };
    /** @description The bytes; an empty or absent body stores an empty object. */
    requestBody?: {
      content: {
        "*/*": unknown;
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StoredObject"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /**
       * @description The signed URL does not hold: it expired, it was signed for the other method, its token or any
       *     of its parameters was altered, or (PUT) `Content-Type` differs from the `ct` it was signed for. Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The object is larger than this server stores: `STORAGE_MAX_OBJECT_BYTES`, 1 GiB (1,073,741,824
       *     bytes) unless the deployment set less. A declared `Content-Length` over the limit is refused
       *     before the body is read; a chunked body is refused as soon as it crosses the limit, and nothing
       *     is stored (an earlier version of the object stays as it was). Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /**
       * @description The body was sent with a media type the operation does not take (send `application/json`), or
       *     in a `Content-Encoding` the server does not decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
    };
  };
  list_webhooks: {
    parameters: {
      query?: {
        /** @description Records per page, 1 to 100. */
        limit?: components["parameters"]["PageQuery.limit"];
        /** @description `next_cursor` of the previous page; absent for the first page. */
        cursor?: components["parameters"]["PageQuery.cursor"];
        /** @description Only enabled (true) or disabled (false) webhooks. */
        enabled?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            webhooks: components["schemas"]["Webhook"][];
            next_cursor: string | null;
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
    };
  };
  create_webhook: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Order sync",
         *       "url": "https://example.com/hooks/infra",
         *       "topics": [
         *         "kv.*",
         *         "orders.*"
         *       ]
         *     }
         */
        "application/json": components["schemas"]["WebhookInput"];
      };
    };
    responses: {
      /**
       * @description A record was created. Every create answers 200, as the seed's endpoint tables show for every
       *     route (a "200 response" column): a consumer written against the seed works unchanged.
       */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["CreatedWebhook"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /**
       * @description A URL in the body is well formed but points at an address this server may not call: loopback,
       *     private, link-local and other internal ranges are refused (a guard against server-side
       *     request forgery). `issues` names the member. Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The body is larger than the server reads (1 MiB, as sent and as decoded), or a value inside it
       *     is larger than its documented limit (a KV value over 256 KiB, message data over 64 KiB, as
       *     JSON). A declared `Content-Length` over the limit is refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /**
       * @description The body was sent with a media type the operation does not take (send `application/json`), or
       *     in a `Content-Encoding` the server does not decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
    };
  };
  publish_event: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "topic": "orders.shipped",
         *       "data": {
         *         "order_id": "A-1042"
         *       }
         *     }
         */
        "application/json": {
          topic: components["schemas"]["Topic"];
          /** @description Any JSON value, at most 64 KiB as JSON. */
          data: unknown;
        };
      };
    };
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            event_id: components["schemas"]["RecordId"];
            topic: string;
            /**
             * Format: int32
             * @description Deliveries queued (one per subscribed webhook).
             */
            deliveries: number;
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The body is larger than the server reads (1 MiB, as sent and as decoded), or a value inside it
       *     is larger than its documented limit (a KV value over 256 KiB, message data over 64 KiB, as
       *     JSON). A declared `Content-Length` over the limit is refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /**
       * @description The body was sent with a media type the operation does not take (send `application/json`), or
       *     in a `Content-Encoding` the server does not decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
    };
  };
  get_webhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        webhook_id: components["parameters"]["WebhookPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Webhook"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
    };
  };
  delete_webhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        webhook_id: components["parameters"]["WebhookPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: components["schemas"]["RecordId"];
            /** @enum {boolean} */
            deleted: true;
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
    };
  };
  update_webhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        webhook_id: components["parameters"]["WebhookPath"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "enabled": false
         *     }
         */
        "application/json": {
          name?: components["schemas"]["DisplayName"];
          url?: components["schemas"]["WebhookUrl"];
          topics?: components["schemas"]["TopicPattern"][];
          secret?: components["schemas"]["SigningSecret"];
          enabled?: boolean;
        };
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Webhook"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /**
       * @description A URL in the body is well formed but points at an address this server may not call: loopback,
       *     private, link-local and other internal ranges are refused (a guard against server-side
       *     request forgery). `issues` names the member. Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The body is larger than the server reads (1 MiB, as sent and as decoded), or a value inside it
       *     is larger than its documented limit (a KV value over 256 KiB, message data over 64 KiB, as
       *     JSON). A declared `Content-Length` over the limit is refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /**
       * @description The body was sent with a media type the operation does not take (send `application/json`), or
       *     in a `Content-Encoding` the server does not decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
    };
  };
  list_webhook_deliveries: {
    parameters: {
      query?: {
        /** @description Records per page, 1 to 100. */
        limit?: components["parameters"]["PageQuery.limit"];
        /** @description `next_cursor` of the previous page; absent for the first page. */
        cursor?: components["parameters"]["PageQuery.cursor"];
      };
      header?: never;
      path: {
        webhook_id: components["parameters"]["WebhookPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            deliveries: components["schemas"]["WebhookDelivery"][];
            next_cursor: string | null;
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
    };
  };
  retry_webhook_delivery: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        webhook_id: components["parameters"]["WebhookPath"];
        delivery_id: components["schemas"]["RecordId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: components["schemas"]["RecordId"];
            /** @enum {string} */
            status: "pending" | "delivering" | "succeeded" | "failed";
            http_status: number | null;
            /** Format: int32 */
            retry_count: number;
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The record's state does not allow this (see the operation's description). Error codes: `conflict`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409"];
        };
      };
    };
  };
  test_webhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        webhook_id: components["parameters"]["WebhookPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: int32 */
            status: number;
            /** Format: int32 */
            duration_ms: number;
            response_snippet: string;
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
    };
  };
  list_workflow_blueprints: {
    parameters: {
      query?: {
        /** @description Records per page, 1 to 100. */
        limit?: components["parameters"]["PageQuery.limit"];
        /** @description `next_cursor` of the previous page; absent for the first page. */
        cursor?: components["parameters"]["PageQuery.cursor"];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            blueprints: {
              id: components["schemas"]["RecordId"];
              name: string;
              /** Format: date-time */
              created_at: string;
            }[];
            next_cursor: string | null;
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
    };
  };
  create_workflow_blueprint: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Order fulfilment",
         *       "steps": [
         *         {
         *           "id": "charge",
         *           "job_trigger": {
         *             "trigger": {
         *               "type": "task"
         *             },
         *             "handler": "https://example.com/jobs/charge"
         *           },
         *           "payload_template": {
         *             "order": "{{input.order_id}}"
         *           }
         *         },
         *         {
         *           "id": "ship",
         *           "job_trigger": {
         *             "trigger": {
         *               "type": "queue",
         *               "queue": "shipping"
         *             }
         *           },
         *           "payload_template": {
         *             "receipt": "{{steps.charge.output.receipt}}"
         *           },
         *           "depends_on": [
         *             "charge"
         *           ]
         *         }
         *       ]
         *     }
         */
        "application/json": {
          /** @description 1 to 200 characters. */
          name: string;
          description?: string;
          /** @description 1 to 50 steps, at most 256 KiB as JSON (413 beyond). */
          steps: components["schemas"]["WorkflowStep"][];
          /**
           * Format: int32
           * @description 1 to 604,800 (a week).
           * @default 86400
           */
          max_duration_sec?: number;
        };
      };
    };
    responses: {
      /**
       * @description A record was created. Every create answers 200, as the seed's endpoint tables show for every
       *     route (a "200 response" column): a consumer written against the seed works unchanged.
       */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WorkflowBlueprint"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /**
       * @description A URL in the body is well formed but points at an address this server may not call: loopback,
       *     private, link-local and other internal ranges are refused (a guard against server-side
       *     request forgery). `issues` names the member. Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The body is larger than the server reads (1 MiB, as sent and as decoded), or a value inside it
       *     is larger than its documented limit (a KV value over 256 KiB, message data over 64 KiB, as
       *     JSON). A declared `Content-Length` over the limit is refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /**
       * @description The body was sent with a media type the operation does not take (send `application/json`), or
       *     in a `Content-Encoding` the server does not decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
    };
  };
  trigger_workflow: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        blueprint_id: components["schemas"]["RecordId"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "input_data": {
         *         "order_id": "A-1042"
         *       },
         *       "idempotency_key": "order-A-1042"
         *     }
         */
        "application/json": {
          /** @description Read by templates as `{{input.…}}`; default `{}`; at most 256 KiB as JSON (413 beyond). */
          input_data?: Record<string, never>;
          /** @description A second trigger with the same key answers the first execution (200); no control characters. */
          idempotency_key?: string;
        };
      };
    };
    responses: {
      /**
       * @description What a request made, or — when its `idempotency_key` was used before — what the first request
       *     with that key made, nothing new made and `Idempotent-Replayed: true` said. Both answer 200, as
       *     the seed's endpoint tables do; the header, not the status, tells them apart.
       */
      200: {
        headers: {
          /** @description `true` when this answers an earlier request with the same `idempotency_key`; absent when something was made now. */
          "Idempotent-Replayed"?: "true";
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ExecutionStarted"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The body is larger than the server reads (1 MiB, as sent and as decoded), or a value inside it
       *     is larger than its documented limit (a KV value over 256 KiB, message data over 64 KiB, as
       *     JSON). A declared `Content-Length` over the limit is refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /**
       * @description The body was sent with a media type the operation does not take (send `application/json`), or
       *     in a `Content-Encoding` the server does not decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
    };
  };
  get_workflow_execution: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        execution_id: components["parameters"]["ExecutionPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WorkflowExecution"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
    };
  };
  cancel_workflow_execution: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        execution_id: components["parameters"]["ExecutionPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: components["schemas"]["RecordId"];
            /** @enum {string} */
            status: "cancelled";
            /** Format: date-time */
            cancelled_at: string;
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The record's state does not allow this (see the operation's description). Error codes: `conflict`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409"];
        };
      };
    };
  };
  resume_workflow_execution: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        execution_id: components["parameters"]["ExecutionPath"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "step_id": "charge",
         *       "override_output": {
         *         "receipt": "manual-7"
         *       }
         *     }
         */
        "application/json": {
          /** @description A failed step of the execution (409 for a step it does not have or that has not failed). */
          step_id?: components["schemas"]["StepId"];
          /** @description The step's output from now on; at most 256 KiB as JSON (413 beyond). */
          override_output?: Record<string, never>;
        };
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: components["schemas"]["RecordId"];
            /** @enum {string} */
            status: "running" | "completed" | "failed" | "cancelled" | "timed_out";
            /** Format: date-time */
            resumed_at: string;
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The record's state does not allow this (see the operation's description). Error codes: `conflict`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409"];
        };
      };
      /**
       * @description The body is larger than the server reads (1 MiB, as sent and as decoded), or a value inside it
       *     is larger than its documented limit (a KV value over 256 KiB, message data over 64 KiB, as
       *     JSON). A declared `Content-Length` over the limit is refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /**
       * @description The body was sent with a media type the operation does not take (send `application/json`), or
       *     in a `Content-Encoding` the server does not decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
    };
  };
  llms_txt: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/plain": string;
        };
      };
      /** @description A credential that was presented but is unknown, revoked or malformed. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
    };
  };
  mcp: {
    parameters: {
      query?: never;
      header: {
        /** @description Must accept both `application/json` and `text/event-stream`. */
        accept: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["Contract.JsonRpcMessage"];
      };
    };
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": Record<string, never>;
        };
      };
      /** @description The request has been accepted for processing, but processing has not yet completed. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server could not understand the request due to invalid syntax. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Contract.JsonRpcError"];
        };
      };
      /**
       * @description A credential sent to `/mcp` that is unknown, revoked or malformed: the service's error body,
       *     with the challenge MCP clients read to find the protected-resource metadata (RFC 9728 §5.1). Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          /** @description `Bearer error="invalid_token", resource_metadata="<base>/.well-known/oauth-protected-resource"`. */
          "WWW-Authenticate": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description Access is forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Contract.JsonRpcError"];
        };
      };
      /** @description Client error */
      406: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Contract.JsonRpcError"];
        };
      };
      /** @description Client error */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Contract.JsonRpcError"];
        };
      };
    };
  };
  openapi_json: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": Record<string, never>;
        };
      };
      /** @description A credential that was presented but is unknown, revoked or malformed. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
    };
  };
  list_organizations: {
    parameters: {
      query?: {
        /** @description Records per page, 1 to 100. */
        limit?: components["parameters"]["PageQuery.limit"];
        /** @description `next_cursor` of the previous page; absent for the first page. */
        cursor?: components["parameters"]["PageQuery.cursor"];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            organizations: components["schemas"]["Organization"][];
            next_cursor: string | null;
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
    };
  };
  create_organization: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Acme"
         *     }
         */
        "application/json": components["schemas"]["OrganizationInput"];
      };
    };
    responses: {
      /**
       * @description A record was created. Every create answers 200, as the seed's endpoint tables show for every
       *     route (a "200 response" column): a consumer written against the seed works unchanged.
       */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Organization"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The body is larger than the server reads (1 MiB, as sent and as decoded), or a value inside it
       *     is larger than its documented limit (a KV value over 256 KiB, message data over 64 KiB, as
       *     JSON). A declared `Content-Length` over the limit is refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /**
       * @description The body was sent with a media type the operation does not take (send `application/json`), or
       *     in a `Content-Encoding` the server does not decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
    };
  };
  get_organization: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        org_id: components["parameters"]["OrgPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Organization"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
    };
  };
  delete_organization: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        org_id: components["parameters"]["OrgPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: components["schemas"]["RecordId"];
            /** @enum {boolean} */
            deleted: true;
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The caller's role in the organization does not allow this. Error codes: `forbidden`, `admin_only`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
    };
  };
  update_organization: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        org_id: components["parameters"]["OrgPath"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Acme Labs"
         *     }
         */
        "application/json": components["schemas"]["OrganizationInput"];
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Organization"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The caller's role in the organization does not allow this. Error codes: `forbidden`, `admin_only`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The body is larger than the server reads (1 MiB, as sent and as decoded), or a value inside it
       *     is larger than its documented limit (a KV value over 256 KiB, message data over 64 KiB, as
       *     JSON). A declared `Content-Length` over the limit is refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /**
       * @description The body was sent with a media type the operation does not take (send `application/json`), or
       *     in a `Content-Encoding` the server does not decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
    };
  };
  list_members: {
    parameters: {
      query?: {
        /** @description Records per page, 1 to 100. */
        limit?: components["parameters"]["PageQuery.limit"];
        /** @description `next_cursor` of the previous page; absent for the first page. */
        cursor?: components["parameters"]["PageQuery.cursor"];
      };
      header?: never;
      path: {
        org_id: components["parameters"]["OrgPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            members: components["schemas"]["Member"][];
            next_cursor: string | null;
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
    };
  };
  add_member: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        org_id: components["parameters"]["OrgPath"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "grace@example.com",
         *       "role": "member"
         *     }
         */
        "application/json": components["schemas"]["MemberInput"];
      };
    };
    responses: {
      /**
       * @description A record was created. Every create answers 200, as the seed's endpoint tables show for every
       *     route (a "200 response" column): a consumer written against the seed works unchanged.
       */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Member"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The caller's role in the organization does not allow this. Error codes: `forbidden`, `admin_only`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The record's state does not allow this (see the operation's description). Error codes: `conflict`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409"];
        };
      };
      /**
       * @description The body is larger than the server reads (1 MiB, as sent and as decoded), or a value inside it
       *     is larger than its documented limit (a KV value over 256 KiB, message data over 64 KiB, as
       *     JSON). A declared `Content-Length` over the limit is refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /**
       * @description The body was sent with a media type the operation does not take (send `application/json`), or
       *     in a `Content-Encoding` the server does not decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
    };
  };
  remove_member: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        org_id: components["parameters"]["OrgPath"];
        user_id: components["schemas"]["RecordId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            user_id: components["schemas"]["RecordId"];
            /** @enum {boolean} */
            removed: true;
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The caller's role in the organization does not allow this. Error codes: `forbidden`, `admin_only`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The record's state does not allow this (see the operation's description). Error codes: `conflict`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409"];
        };
      };
    };
  };
  update_member: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        org_id: components["parameters"]["OrgPath"];
        user_id: components["schemas"]["RecordId"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "role": "admin"
         *     }
         */
        "application/json": {
          role: components["schemas"]["AssignableRole"];
        };
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Member"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The caller's role in the organization does not allow this. Error codes: `forbidden`, `admin_only`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The record's state does not allow this (see the operation's description). Error codes: `conflict`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409"];
        };
      };
      /**
       * @description The body is larger than the server reads (1 MiB, as sent and as decoded), or a value inside it
       *     is larger than its documented limit (a KV value over 256 KiB, message data over 64 KiB, as
       *     JSON). A declared `Content-Length` over the limit is refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /**
       * @description The body was sent with a media type the operation does not take (send `application/json`), or
       *     in a `Content-Encoding` the server does not decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
    };
  };
  list_projects: {
    parameters: {
      query?: {
        /** @description Records per page, 1 to 100. */
        limit?: components["parameters"]["PageQuery.limit"];
        /** @description `next_cursor` of the previous page; absent for the first page. */
        cursor?: components["parameters"]["PageQuery.cursor"];
      };
      header?: never;
      path: {
        org_id: components["parameters"]["OrgPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            projects: components["schemas"]["Project"][];
            next_cursor: string | null;
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
    };
  };
  create_project: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        org_id: components["parameters"]["OrgPath"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Checkout",
         *       "description": "Carts and sessions",
         *       "initial_tokens": 100000
         *     }
         */
        "application/json": {
          name: components["schemas"]["DisplayName"];
          description?: string;
          /**
           * Format: int64
           * @default 100000
           */
          initial_tokens?: number;
        };
      };
    };
    responses: {
      /**
       * @description A record was created. Every create answers 200, as the seed's endpoint tables show for every
       *     route (a "200 response" column): a consumer written against the seed works unchanged.
       */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Project"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The caller's role in the organization does not allow this. Error codes: `forbidden`, `admin_only`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The body is larger than the server reads (1 MiB, as sent and as decoded), or a value inside it
       *     is larger than its documented limit (a KV value over 256 KiB, message data over 64 KiB, as
       *     JSON). A declared `Content-Length` over the limit is refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /**
       * @description The body was sent with a media type the operation does not take (send `application/json`), or
       *     in a `Content-Encoding` the server does not decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
    };
  };
  get_organization_tokens: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        org_id: components["parameters"]["OrgPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OrganizationTokens"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
    };
  };
  grant_organization_tokens: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        org_id: components["parameters"]["OrgPath"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "amount": 1000000,
         *       "note": "Annual plan"
         *     }
         */
        "application/json": {
          amount: components["schemas"]["TokenAmount"];
          note?: string;
        };
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OrganizationTokens"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The caller's role in the organization does not allow this. Error codes: `forbidden`, `admin_only`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The body is larger than the server reads (1 MiB, as sent and as decoded), or a value inside it
       *     is larger than its documented limit (a KV value over 256 KiB, message data over 64 KiB, as
       *     JSON). A declared `Content-Length` over the limit is refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /**
       * @description The body was sent with a media type the operation does not take (send `application/json`), or
       *     in a `Content-Encoding` the server does not decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
    };
  };
  list_token_ledger: {
    parameters: {
      query?: {
        /** @description Records per page, 1 to 100. */
        limit?: components["parameters"]["PageQuery.limit"];
        /** @description `next_cursor` of the previous page; absent for the first page. */
        cursor?: components["parameters"]["PageQuery.cursor"];
      };
      header?: never;
      path: {
        org_id: components["parameters"]["OrgPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            entries: components["schemas"]["LedgerEntry"][];
            next_cursor: string | null;
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
    };
  };
  transfer_organization: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        org_id: components["parameters"]["OrgPath"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "user_id": "9b2e4f61-0c3a-4d7e-8f15-6a9c2b0d4e83"
         *     }
         */
        "application/json": {
          user_id: components["schemas"]["RecordId"];
        };
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Organization"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The caller's role in the organization does not allow this. Error codes: `forbidden`, `admin_only`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The record's state does not allow this (see the operation's description). Error codes: `conflict`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409"];
        };
      };
      /**
       * @description The body is larger than the server reads (1 MiB, as sent and as decoded), or a value inside it
       *     is larger than its documented limit (a KV value over 256 KiB, message data over 64 KiB, as
       *     JSON). A declared `Content-Length` over the limit is refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /**
       * @description The body was sent with a media type the operation does not take (send `application/json`), or
       *     in a `Content-Encoding` the server does not decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
    };
  };
  get_project: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        project_id: components["parameters"]["ProjectPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Project"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
    };
  };
  delete_project: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        project_id: components["parameters"]["ProjectPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: components["schemas"]["RecordId"];
            /** @enum {boolean} */
            deleted: true;
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The caller's role in the organization does not allow this. Error codes: `forbidden`, `admin_only`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
    };
  };
  list_api_keys: {
    parameters: {
      query?: {
        /** @description Records per page, 1 to 100. */
        limit?: components["parameters"]["PageQuery.limit"];
        /** @description `next_cursor` of the previous page; absent for the first page. */
        cursor?: components["parameters"]["PageQuery.cursor"];
      };
      header?: never;
      path: {
        project_id: components["parameters"]["ProjectPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            api_keys: components["schemas"]["ApiKey"][];
            next_cursor: string | null;
          };
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
    };
  };
  get_project_tokens: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        project_id: components["parameters"]["ProjectPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ProjectTokens"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
    };
  };
  allocate_project_tokens: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        project_id: components["parameters"]["ProjectPath"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "amount": 50000
         *     }
         */
        "application/json": components["schemas"]["TokenMove"];
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ProjectTokens"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The caller's role in the organization does not allow this. Error codes: `forbidden`, `admin_only`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The record's state does not allow this (see the operation's description). Error codes: `conflict`, `insufficient_tokens`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409InsufficientTokens"];
        };
      };
      /**
       * @description The body is larger than the server reads (1 MiB, as sent and as decoded), or a value inside it
       *     is larger than its documented limit (a KV value over 256 KiB, message data over 64 KiB, as
       *     JSON). A declared `Content-Length` over the limit is refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /**
       * @description The body was sent with a media type the operation does not take (send `application/json`), or
       *     in a `Content-Encoding` the server does not decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
    };
  };
  release_project_tokens: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        project_id: components["parameters"]["ProjectPath"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "amount": 50000
         *     }
         */
        "application/json": components["schemas"]["TokenMove"];
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ProjectTokens"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The caller's role in the organization does not allow this. Error codes: `forbidden`, `admin_only`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403"];
        };
      };
      /** @description No such record for this caller: records of other projects and organizations answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The record's state does not allow this (see the operation's description). Error codes: `conflict`, `insufficient_tokens`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409InsufficientTokens"];
        };
      };
      /**
       * @description The body is larger than the server reads (1 MiB, as sent and as decoded), or a value inside it
       *     is larger than its documented limit (a KV value over 256 KiB, message data over 64 KiB, as
       *     JSON). A declared `Content-Length` over the limit is refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /**
       * @description The body was sent with a media type the operation does not take (send `application/json`), or
       *     in a `Content-Encoding` the server does not decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
    };
  };
  get_tokens: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ProjectTokens"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
    };
  };
  list_ai_models_v1: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AiModelList"];
        };
      };
      /**
       * @description A parameter or the body is not valid (every rejected input is listed in `issues`): it breaks the
       *     contract, is not JSON, does not decode as its `Content-Encoding` says, holds text with U+0000 or
       *     a lone surrogate, or nests deeper than 128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked, or of the wrong kind for the route. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The project's token balance is exhausted; allocate tokens from the organization's pool. Error codes: `tokens_exhausted`. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402TokensExhausted"];
        };
      };
    };
  };
}
