// Generated from spec/infra by codegen — run `npm run generate`. Do not edit.

import type { OperationDefinition } from "../../runtime/contract.js";
import {
  ackJobSchemas,
  addMemberSchemas,
  allocateProjectTokensSchemas,
  cancelJobSchemas,
  cancelWorkflowExecutionSchemas,
  channelHistorySchemas,
  channelPresenceSchemas,
  channelPublishBatchSchemas,
  channelPublishSchemas,
  channelSubscribeSchemas,
  claimJobsSchemas,
  cmsEstimateSchemas,
  cmsIncrementSchemas,
  createApiKeySchemas,
  createBucketSchemas,
  createJobSchemas,
  createJobsBatchSchemas,
  createOrganizationSchemas,
  createProjectSchemas,
  createSignedUrlSchemas,
  createWebhookSchemas,
  createWorkflowBlueprintSchemas,
  deleteBucketSchemas,
  deleteMediaAssetSchemas,
  deleteObjectSchemas,
  deleteOrganizationSchemas,
  deleteProjectSchemas,
  deleteWebhookSchemas,
  docsSchemas,
  docsScriptSchemas,
  getAiModelSchemas,
  getBucketSchemas,
  getJobSchemas,
  getMediaAssetContentSchemas,
  getMediaAssetSchemas,
  getMediaVariantContentSchemas,
  getObjectSchemas,
  getOrganizationSchemas,
  getOrganizationTokensSchemas,
  getProjectSchemas,
  getProjectTokensSchemas,
  getSignedObjectSchemas,
  getTokensSchemas,
  getWebhookSchemas,
  getWorkflowExecutionSchemas,
  grantOrganizationTokensSchemas,
  healthSchemas,
  hllAddSchemas,
  hllCountSchemas,
  hllMergeSchemas,
  kvBatchSchemas,
  kvDeleteSchemas,
  kvGetSchemas,
  kvIncrementSchemas,
  kvListSchemas,
  kvPutSchemas,
  listAiModelsSchemas,
  listAiModelsV1Schemas,
  listApiKeysSchemas,
  listBucketsSchemas,
  listJobRunsSchemas,
  listJobsSchemas,
  listMediaAssetsSchemas,
  listMediaVariantsSchemas,
  listMembersSchemas,
  listObjectsSchemas,
  listOrganizationsSchemas,
  listProjectsSchemas,
  listTokenLedgerSchemas,
  listWebhookDeliveriesSchemas,
  listWebhooksSchemas,
  listWorkflowBlueprintsSchemas,
  llmsTxtSchemas,
  lockAcquireSchemas,
  lockReleaseSchemas,
  lockRenewSchemas,
  lockStatusSchemas,
  mcpSchemas,
  oauthProtectedResourceSchemas,
  openapiJsonSchemas,
  publishEventSchemas,
  putObjectSchemas,
  putSignedObjectSchemas,
  releaseProjectTokensSchemas,
  removeMemberSchemas,
  resumeWorkflowExecutionSchemas,
  retryJobSchemas,
  retryWebhookDeliverySchemas,
  revokeApiKeySchemas,
  rootSchemas,
  testWebhookSchemas,
  transferOrganizationSchemas,
  transformMediaImageSchemas,
  transformMediaVideoSchemas,
  triggerJobSchemas,
  triggerWorkflowSchemas,
  updateJobSchemas,
  updateMemberSchemas,
  updateOrganizationSchemas,
  updateWebhookSchemas,
  uploadMediaAssetSchemas,
  x402DiscoverySchemas,
} from "./schemas.js";

/** Every operation of spec/infra, as the runtime enforces it. */
export const infraOperations: OperationDefinition[] = [
  {
    operationId: "root",
    method: "get",
    path: "/",
    expressPath: "/",
    summary: "Landing page and agent description",
    description:
      "The landing page (HTML), or the agent-oriented Markdown description with `Accept: text/markdown`.",
    runtime: "root",
    parameters: [
      {
        name: "accept",
        in: "header",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "text/html",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ProjectApiKey", "UserBearer"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { headers: rootSchemas.headers, responses: rootSchemas.responses },
  },
  {
    operationId: "oauth_protected_resource",
    method: "get",
    path: "/.well-known/oauth-protected-resource",
    expressPath: "/.well-known/oauth-protected-resource",
    summary: "Protected-resource metadata",
    description:
      "OAuth 2.0 protected-resource metadata (RFC 9728): what MCP clients fetch after a 401 from\n`/mcp`, whose `WWW-Authenticate` challenge names this URL.",
    runtime: "protected-resource",
    parameters: [],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ProjectApiKey", "UserBearer"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { responses: oauthProtectedResourceSchemas.responses },
  },
  {
    operationId: "x402_discovery",
    method: "get",
    path: "/.well-known/x402",
    expressPath: "/.well-known/x402",
    summary: "x402 discovery",
    description: "x402 discovery: the paid routes of this service.",
    runtime: "x402-discovery",
    parameters: [],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ProjectApiKey", "UserBearer"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { responses: x402DiscoverySchemas.responses },
  },
  {
    operationId: "create_api_key",
    method: "post",
    path: "/api-keys",
    expressPath: "/api-keys",
    summary: "Create an API key",
    description: "Mints a key for a project (admin of its organization). The secret is in the answer only.",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["UserBearer"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { body: createApiKeySchemas.body, responses: createApiKeySchemas.responses },
  },
  {
    operationId: "revoke_api_key",
    method: "delete",
    path: "/api-keys/{key_id}",
    expressPath: "/api-keys/:key_id",
    summary: "Revoke an API key",
    description: "Revokes a key (admin); its next call answers 401. Revoking a revoked key changes nothing.",
    parameters: [
      {
        name: "key_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["UserBearer"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: revokeApiKeySchemas.path, responses: revokeApiKeySchemas.responses },
  },
  {
    operationId: "docs",
    method: "get",
    path: "/docs",
    expressPath: "/docs",
    summary: "API reference (HTML)",
    description:
      'The interactive reference of this service (HTML): every operation of this document, with\n"try it" sending requests to this very server. The page loads only its own script\n(`/docs/scalar.js`) and this service\'s `/openapi.json`; nothing from elsewhere.',
    runtime: "docs",
    parameters: [],
    responses: {
      "200": {
        mediaType: "text/html",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ProjectApiKey", "UserBearer"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { responses: docsSchemas.responses },
  },
  {
    operationId: "docs_script",
    method: "get",
    path: "/docs/scalar.js",
    expressPath: "/docs/scalar.js",
    summary: "API reference script",
    description:
      "The script of the reference page (Scalar's API reference bundle), served by this server.\nRequested with `v` set to the bundle's current version tag, as the page does, it may be\ncached for a year (`Cache-Control: immutable`); otherwise for five minutes.",
    runtime: "docs-script",
    parameters: [
      {
        name: "v",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "text/javascript",
        headers: [
          {
            name: "cache-control",
            required: true,
          },
        ],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ProjectApiKey", "UserBearer"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { query: docsScriptSchemas.query, responses: docsScriptSchemas.responses },
  },
  {
    operationId: "health",
    method: "get",
    path: "/health",
    expressPath: "/health",
    summary: "Health",
    description: "Service and database health.",
    runtime: "health",
    parameters: [],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ProjectApiKey", "UserBearer"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { responses: healthSchemas.responses },
  },
  {
    operationId: "list_ai_models",
    method: "get",
    path: "/infra/ai/models",
    expressPath: "/infra/ai/models",
    summary: "List AI models",
    description: "Every model in the catalog, ordered by id (the whole catalog, no paging).",
    parameters: [],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { responses: listAiModelsSchemas.responses },
  },
  {
    operationId: "get_ai_model",
    method: "get",
    path: "/infra/ai/models/{model_id}",
    expressPath: "/infra/ai/models/:model_id",
    summary: "Get an AI model",
    description: "One model; 404 when the catalog has no model with this id.",
    parameters: [
      {
        name: "model_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: getAiModelSchemas.path, responses: getAiModelSchemas.responses },
  },
  {
    operationId: "channel_publish_batch",
    method: "post",
    path: "/infra/channels/publish",
    expressPath: "/infra/channels/publish",
    summary: "Publish messages",
    description: "Publishes up to 100 messages to any channels, all or nothing, in order.",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { body: channelPublishBatchSchemas.body, responses: channelPublishBatchSchemas.responses },
  },
  {
    operationId: "channel_history",
    method: "get",
    path: "/infra/channels/{channel}/history",
    expressPath: "/infra/channels/:channel/history",
    summary: "Channel history",
    description: "The latest `limit` messages (before the event id `before`, when given), oldest first.",
    parameters: [
      {
        name: "channel",
        in: "path",
        required: true,
      },
      {
        name: "limit",
        in: "query",
        required: false,
      },
      {
        name: "before",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: channelHistorySchemas.path,
      query: channelHistorySchemas.query,
      responses: channelHistorySchemas.responses,
    },
  },
  {
    operationId: "channel_presence",
    method: "get",
    path: "/infra/channels/{channel}/presence",
    expressPath: "/infra/channels/:channel/presence",
    summary: "Channel presence",
    description: "Who is subscribed with a `user_id` right now: one entry per user.",
    parameters: [
      {
        name: "channel",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: channelPresenceSchemas.path, responses: channelPresenceSchemas.responses },
  },
  {
    operationId: "channel_publish",
    method: "post",
    path: "/infra/channels/{channel}/publish",
    expressPath: "/infra/channels/:channel/publish",
    summary: "Publish a message",
    description: "Publishes one message.",
    parameters: [
      {
        name: "channel",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: channelPublishSchemas.path,
      body: channelPublishSchemas.body,
      responses: channelPublishSchemas.responses,
    },
  },
  {
    operationId: "channel_subscribe",
    method: "get",
    path: "/infra/channels/{channel}/subscribe",
    expressPath: "/infra/channels/:channel/subscribe",
    summary: "Subscribe (server-sent events)",
    description:
      "A live stream of the channel's messages as server-sent events: `id:` the event id,\n`event:` the event name, `data:` the message's JSON `data`; a `:` comment line every 15\nseconds keeps idle connections open. With `last_event_id` (or the `Last-Event-ID` header a\nreconnecting EventSource sends) the stream first replays every message after that id. With\n`user_id` the subscriber appears in the channel's presence while connected.\n\nThe stream stays open only for clients that send `Accept: text/event-stream` (as EventSource\ndoes); any other client gets the replay after `last_event_id` as a finished stream, so a\nplain HTTP client can poll without hanging.",
    parameters: [
      {
        name: "channel",
        in: "path",
        required: true,
      },
      {
        name: "last_event_id",
        in: "query",
        required: false,
      },
      {
        name: "Last-Event-ID",
        in: "header",
        required: false,
      },
      {
        name: "user_id",
        in: "query",
        required: false,
      },
      {
        name: "accept",
        in: "header",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "text/event-stream",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: channelSubscribeSchemas.path,
      query: channelSubscribeSchemas.query,
      headers: channelSubscribeSchemas.headers,
      responses: channelSubscribeSchemas.responses,
    },
  },
  {
    operationId: "list_jobs",
    method: "get",
    path: "/infra/jobs",
    expressPath: "/infra/jobs",
    summary: "List jobs",
    description: "The project's jobs, newest first.",
    parameters: [
      {
        name: "limit",
        in: "query",
        required: false,
      },
      {
        name: "cursor",
        in: "query",
        required: false,
      },
      {
        name: "status",
        in: "query",
        required: false,
      },
      {
        name: "trigger_type",
        in: "query",
        required: false,
      },
      {
        name: "queue",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { query: listJobsSchemas.query, responses: listJobsSchemas.responses },
  },
  {
    operationId: "create_job",
    method: "post",
    path: "/infra/jobs",
    expressPath: "/infra/jobs",
    summary: "Create a job",
    description:
      "Creates a job (with its `signing_secret`). With an `idempotency_key` already used, answers\nthat job instead, without the secret and with `Idempotent-Replayed: true`.",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [
          {
            name: "Idempotent-Replayed",
            required: false,
          },
        ],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { body: createJobSchemas.body, responses: createJobSchemas.responses },
  },
  {
    operationId: "create_jobs_batch",
    method: "post",
    path: "/infra/jobs/batch",
    expressPath: "/infra/jobs/batch",
    summary: "Create jobs",
    description:
      "Creates 1 to 100 jobs, all or none: one invalid job refuses the batch (400 naming it). Jobs\nwith one idempotency key, in the batch or before it, resolve to one job.",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { body: createJobsBatchSchemas.body, responses: createJobsBatchSchemas.responses },
  },
  {
    operationId: "claim_jobs",
    method: "post",
    path: "/infra/jobs/claim",
    expressPath: "/infra/jobs/claim",
    summary: "Claim queued jobs",
    description:
      "Claims up to `count` ready jobs of a queue, highest priority then oldest first, for\n`visibility_timeout` seconds: ack them before it ends, or they go back to the queue.",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { body: claimJobsSchemas.body, responses: claimJobsSchemas.responses },
  },
  {
    operationId: "get_job",
    method: "get",
    path: "/infra/jobs/{job_id}",
    expressPath: "/infra/jobs/:job_id",
    summary: "Get a job",
    description: "One job.",
    parameters: [
      {
        name: "job_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: getJobSchemas.path, responses: getJobSchemas.responses },
  },
  {
    operationId: "cancel_job",
    method: "delete",
    path: "/infra/jobs/{job_id}",
    expressPath: "/infra/jobs/:job_id",
    summary: "Cancel a job",
    description: "Cancels the job (it is kept, with status `cancelled`); 409 when it has already finished.",
    parameters: [
      {
        name: "job_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: cancelJobSchemas.path, responses: cancelJobSchemas.responses },
  },
  {
    operationId: "update_job",
    method: "patch",
    path: "/infra/jobs/{job_id}",
    expressPath: "/infra/jobs/:job_id",
    summary: "Update a job",
    description:
      "Changes the fields given; a new schedule or delay moves the next run. 409 when the job has\nfinished, or when a change does not fit its trigger: a `handler` for a queue job, `schedule` or\n`timezone` for a job that is not cron, `delay_seconds` for one that is not a task.",
    parameters: [
      {
        name: "job_id",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: updateJobSchemas.path,
      body: updateJobSchemas.body,
      responses: updateJobSchemas.responses,
    },
  },
  {
    operationId: "ack_job",
    method: "post",
    path: "/infra/jobs/{job_id}/ack",
    expressPath: "/infra/jobs/:job_id/ack",
    summary: "Acknowledge a job",
    description:
      "Reports the outcome of a claimed job. Only the key that claimed it may ack it, while it is\nrunning under that claim: otherwise 409. `failed` with attempts left queues it again after\nthe backoff.",
    parameters: [
      {
        name: "job_id",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: ackJobSchemas.path, body: ackJobSchemas.body, responses: ackJobSchemas.responses },
  },
  {
    operationId: "retry_job",
    method: "post",
    path: "/infra/jobs/{job_id}/retry",
    expressPath: "/infra/jobs/:job_id/retry",
    summary: "Retry a failed job",
    description: "Queues a failed job again with a fresh attempt budget; 409 unless it has failed.",
    parameters: [
      {
        name: "job_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: retryJobSchemas.path, responses: retryJobSchemas.responses },
  },
  {
    operationId: "list_job_runs",
    method: "get",
    path: "/infra/jobs/{job_id}/runs",
    expressPath: "/infra/jobs/:job_id/runs",
    summary: "List job runs",
    description: "The job's runs (one per attempt), newest first.",
    parameters: [
      {
        name: "job_id",
        in: "path",
        required: true,
      },
      {
        name: "limit",
        in: "query",
        required: false,
      },
      {
        name: "cursor",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: listJobRunsSchemas.path,
      query: listJobRunsSchemas.query,
      responses: listJobRunsSchemas.responses,
    },
  },
  {
    operationId: "trigger_job",
    method: "post",
    path: "/infra/jobs/{job_id}/trigger",
    expressPath: "/infra/jobs/:job_id/trigger",
    summary: "Run a job now",
    description:
      "Runs a task or cron job now (a cron job keeps its schedule); 409 for queue jobs and finished ones.",
    parameters: [
      {
        name: "job_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: triggerJobSchemas.path, responses: triggerJobSchemas.responses },
  },
  {
    operationId: "kv_list",
    method: "get",
    path: "/infra/kv",
    expressPath: "/infra/kv",
    summary: "List keys",
    description: "Live keys in byte order, optionally under a prefix.",
    parameters: [
      {
        name: "prefix",
        in: "query",
        required: false,
      },
      {
        name: "cursor",
        in: "query",
        required: false,
      },
      {
        name: "limit",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { query: kvListSchemas.query, responses: kvListSchemas.responses },
  },
  {
    operationId: "kv_batch",
    method: "post",
    path: "/infra/kv",
    expressPath: "/infra/kv",
    summary: "Batch operations",
    description:
      "Runs up to 1,000 operations in order, all or nothing: when one cannot be applied (an\nincrement of a non-number) none is, and the answer is 409 naming its index. Later operations see\nearlier ones' effects. The batch costs one token.",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { body: kvBatchSchemas.body, responses: kvBatchSchemas.responses },
  },
  {
    operationId: "kv_get",
    method: "get",
    path: "/infra/kv/{key}",
    expressPath: "/infra/kv/:key",
    summary: "Get a value",
    description: "Reads an entry; 404 when it does not exist or has expired.",
    parameters: [
      {
        name: "key",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: kvGetSchemas.path, responses: kvGetSchemas.responses },
  },
  {
    operationId: "kv_put",
    method: "put",
    path: "/infra/kv/{key}",
    expressPath: "/infra/kv/:key",
    summary: "Put a value",
    description:
      "Writes an entry. `ttl` sets its lifetime in seconds (a write without it never expires);\n`if_not_exists` writes only when no live entry has the key (409 otherwise).",
    parameters: [
      {
        name: "key",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: kvPutSchemas.path, body: kvPutSchemas.body, responses: kvPutSchemas.responses },
  },
  {
    operationId: "kv_delete",
    method: "delete",
    path: "/infra/kv/{key}",
    expressPath: "/infra/kv/:key",
    summary: "Delete a value",
    description: "Deletes an entry; 404 when it does not exist or has expired.",
    parameters: [
      {
        name: "key",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: kvDeleteSchemas.path, responses: kvDeleteSchemas.responses },
  },
  {
    operationId: "kv_increment",
    method: "post",
    path: "/infra/kv/{key}/increment",
    expressPath: "/infra/kv/:key/increment",
    summary: "Increment a number",
    description:
      "Adds `delta` (default 1, may be negative or fractional) to a numeric entry atomically; a\nmissing entry starts at 0. `ttl` resets the lifetime; without it the lifetime is kept.\n409 when the entry holds something other than a number.",
    parameters: [
      {
        name: "key",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: false,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: kvIncrementSchemas.path,
      body: kvIncrementSchemas.body,
      responses: kvIncrementSchemas.responses,
    },
  },
  {
    operationId: "lock_status",
    method: "get",
    path: "/infra/locks/{key}",
    expressPath: "/infra/locks/:key",
    summary: "Lock status",
    description: "Whether the lock is held, by whom and until when (never the token).",
    parameters: [
      {
        name: "key",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: lockStatusSchemas.path, responses: lockStatusSchemas.responses },
  },
  {
    operationId: "lock_acquire",
    method: "post",
    path: "/infra/locks/{key}/acquire",
    expressPath: "/infra/locks/:key/acquire",
    summary: "Acquire a lock",
    description:
      "Takes the lock when it is free (or its lease has expired): `locked` true with a new fencing\ntoken. When another holder has it, `locked` is false, `token` null and `expires_at` tells\nwhen its lease ends. Never waits.",
    parameters: [
      {
        name: "key",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: lockAcquireSchemas.path,
      body: lockAcquireSchemas.body,
      responses: lockAcquireSchemas.responses,
    },
  },
  {
    operationId: "lock_release",
    method: "post",
    path: "/infra/locks/{key}/release",
    expressPath: "/infra/locks/:key/release",
    summary: "Release a lock",
    description:
      "Ends the lease. 409 when `token` is not the current holder's (released, expired or re-acquired).",
    parameters: [
      {
        name: "key",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: lockReleaseSchemas.path,
      body: lockReleaseSchemas.body,
      responses: lockReleaseSchemas.responses,
    },
  },
  {
    operationId: "lock_renew",
    method: "post",
    path: "/infra/locks/{key}/renew",
    expressPath: "/infra/locks/:key/renew",
    summary: "Renew a lock",
    description: "Extends the lease to `ttl_ms` from now. 409 when `token` is not the current holder's.",
    parameters: [
      {
        name: "key",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: lockRenewSchemas.path,
      body: lockRenewSchemas.body,
      responses: lockRenewSchemas.responses,
    },
  },
  {
    operationId: "list_media_assets",
    method: "get",
    path: "/infra/media/assets",
    expressPath: "/infra/media/assets",
    summary: "List media assets",
    description: "The project's assets, newest first.",
    parameters: [
      {
        name: "limit",
        in: "query",
        required: false,
      },
      {
        name: "cursor",
        in: "query",
        required: false,
      },
      {
        name: "media_type",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { query: listMediaAssetsSchemas.query, responses: listMediaAssetsSchemas.responses },
  },
  {
    operationId: "upload_media_asset",
    method: "post",
    path: "/infra/media/assets",
    expressPath: "/infra/media/assets",
    summary: "Upload a media asset",
    description:
      "Uploads an image or a video (`multipart/form-data`, at most 100 MiB). The server detects what\nthe bytes are: an image or video answers 200 with what the probe found; bytes declared as an\nimage or video that cannot be read as one (a corrupt file) answer 422; anything else (a PDF,\naudio only, unknown bytes) answers 415.",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["multipart/form-data"],
      fileParts: ["file"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "422": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {
      uploadLimitBytes: 104857600,
    },
    errorShape: "envelope",
    schemas: { body: uploadMediaAssetSchemas.body, responses: uploadMediaAssetSchemas.responses },
  },
  {
    operationId: "get_media_asset",
    method: "get",
    path: "/infra/media/assets/{assetId}",
    expressPath: "/infra/media/assets/:assetId",
    summary: "Get a media asset",
    description: "One asset.",
    parameters: [
      {
        name: "assetId",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: getMediaAssetSchemas.path, responses: getMediaAssetSchemas.responses },
  },
  {
    operationId: "delete_media_asset",
    method: "delete",
    path: "/infra/media/assets/{assetId}",
    expressPath: "/infra/media/assets/:assetId",
    summary: "Delete a media asset",
    description: "Deletes the asset, its variants and their bytes; encodings in progress are discarded.",
    parameters: [
      {
        name: "assetId",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: deleteMediaAssetSchemas.path, responses: deleteMediaAssetSchemas.responses },
  },
  {
    operationId: "get_media_asset_content",
    method: "get",
    path: "/infra/media/assets/{assetId}/content",
    expressPath: "/infra/media/assets/:assetId/content",
    summary: "Download a media asset",
    description:
      "The asset's bytes as uploaded, with their detected media type (our design: the seed shows no download).",
    parameters: [
      {
        name: "assetId",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "*/*",
        headers: [
          {
            name: "content-disposition",
            required: false,
          },
          {
            name: "content-security-policy",
            required: false,
          },
          {
            name: "content-length",
            required: false,
          },
          {
            name: "cache-control",
            required: true,
          },
        ],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {
      userContent: true,
    },
    errorShape: "envelope",
    schemas: { path: getMediaAssetContentSchemas.path, responses: getMediaAssetContentSchemas.responses },
  },
  {
    operationId: "transform_media_image",
    method: "post",
    path: "/infra/media/assets/{assetId}/transform/image",
    expressPath: "/infra/media/assets/:assetId/transform/image",
    summary: "Transform an image",
    description:
      "Makes an image variant now and answers it `ready`. 409 when the asset is a video (use the\nvideo transform).",
    parameters: [
      {
        name: "assetId",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "422": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: transformMediaImageSchemas.path,
      body: transformMediaImageSchemas.body,
      responses: transformMediaImageSchemas.responses,
    },
  },
  {
    operationId: "transform_media_video",
    method: "post",
    path: "/infra/media/assets/{assetId}/transform/video",
    expressPath: "/infra/media/assets/:assetId/transform/video",
    summary: "Transform a video",
    description:
      "Queues an encoding of the video at each resolution (and thumbnails when asked) and answers\nthe new variants, `queued`. One background job encodes them, moving each to `processing`, then\n`ready` or `failed`. 409 when the asset is an image (use the image transform).",
    parameters: [
      {
        name: "assetId",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: transformMediaVideoSchemas.path,
      body: transformMediaVideoSchemas.body,
      responses: transformMediaVideoSchemas.responses,
    },
  },
  {
    operationId: "list_media_variants",
    method: "get",
    path: "/infra/media/assets/{assetId}/variants",
    expressPath: "/infra/media/assets/:assetId/variants",
    summary: "List asset variants",
    description: "The asset's variants, oldest first.",
    parameters: [
      {
        name: "assetId",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: listMediaVariantsSchemas.path, responses: listMediaVariantsSchemas.responses },
  },
  {
    operationId: "get_media_variant_content",
    method: "get",
    path: "/infra/media/assets/{assetId}/variants/{variantId}/content",
    expressPath: "/infra/media/assets/:assetId/variants/:variantId/content",
    summary: "Download an asset variant",
    description:
      "A variant's bytes (our design: the seed shows no download). 409 while the variant is not\n`ready`.",
    parameters: [
      {
        name: "assetId",
        in: "path",
        required: true,
      },
      {
        name: "variantId",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "*/*",
        headers: [
          {
            name: "content-disposition",
            required: false,
          },
          {
            name: "content-security-policy",
            required: false,
          },
          {
            name: "content-length",
            required: false,
          },
          {
            name: "cache-control",
            required: true,
          },
        ],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {
      userContent: true,
    },
    errorShape: "envelope",
    schemas: { path: getMediaVariantContentSchemas.path, responses: getMediaVariantContentSchemas.responses },
  },
  {
    operationId: "cms_estimate",
    method: "get",
    path: "/infra/sketches/cms/{key}/estimate",
    expressPath: "/infra/sketches/cms/:key/estimate",
    summary: "Count-min estimate",
    description: "Estimated count of `item`: never below the true count (0 for a sketch never written).",
    parameters: [
      {
        name: "key",
        in: "path",
        required: true,
      },
      {
        name: "item",
        in: "query",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: cmsEstimateSchemas.path,
      query: cmsEstimateSchemas.query,
      responses: cmsEstimateSchemas.responses,
    },
  },
  {
    operationId: "cms_increment",
    method: "post",
    path: "/infra/sketches/cms/{key}/increment",
    expressPath: "/infra/sketches/cms/:key/increment",
    summary: "Count-min increment",
    description: "Adds counts (default 1 each) for up to 1,000 items.",
    parameters: [
      {
        name: "key",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: cmsIncrementSchemas.path,
      body: cmsIncrementSchemas.body,
      responses: cmsIncrementSchemas.responses,
    },
  },
  {
    operationId: "hll_merge",
    method: "post",
    path: "/infra/sketches/hll/merge",
    expressPath: "/infra/sketches/hll/merge",
    summary: "HyperLogLog merge",
    description:
      "Writes the union of `dest_key` and up to 100 sources into `dest_key`; missing sources count as empty.",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { body: hllMergeSchemas.body, responses: hllMergeSchemas.responses },
  },
  {
    operationId: "hll_add",
    method: "post",
    path: "/infra/sketches/hll/{key}/add",
    expressPath: "/infra/sketches/hll/:key/add",
    summary: "HyperLogLog add",
    description: "Adds up to 1,000 elements; `updated` is true when the estimate may have changed.",
    parameters: [
      {
        name: "key",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: hllAddSchemas.path, body: hllAddSchemas.body, responses: hllAddSchemas.responses },
  },
  {
    operationId: "hll_count",
    method: "get",
    path: "/infra/sketches/hll/{key}/count",
    expressPath: "/infra/sketches/hll/:key/count",
    summary: "HyperLogLog count",
    description: "Estimated number of distinct elements added (0 for a sketch never written).",
    parameters: [
      {
        name: "key",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: hllCountSchemas.path, responses: hllCountSchemas.responses },
  },
  {
    operationId: "list_buckets",
    method: "get",
    path: "/infra/storage/buckets",
    expressPath: "/infra/storage/buckets",
    summary: "List buckets",
    description: "The project's buckets, by name.",
    parameters: [
      {
        name: "limit",
        in: "query",
        required: false,
      },
      {
        name: "cursor",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { query: listBucketsSchemas.query, responses: listBucketsSchemas.responses },
  },
  {
    operationId: "create_bucket",
    method: "post",
    path: "/infra/storage/buckets",
    expressPath: "/infra/storage/buckets",
    summary: "Create a bucket",
    description: "Creates a bucket. 409 when the project already has a bucket of that name.",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { body: createBucketSchemas.body, responses: createBucketSchemas.responses },
  },
  {
    operationId: "get_bucket",
    method: "get",
    path: "/infra/storage/buckets/{bucketId}",
    expressPath: "/infra/storage/buckets/:bucketId",
    summary: "Get a bucket",
    description: "One bucket, by id or name.",
    parameters: [
      {
        name: "bucketId",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: getBucketSchemas.path, responses: getBucketSchemas.responses },
  },
  {
    operationId: "delete_bucket",
    method: "delete",
    path: "/infra/storage/buckets/{bucketId}",
    expressPath: "/infra/storage/buckets/:bucketId",
    summary: "Delete a bucket",
    description: "Deletes an empty bucket. 409 while it holds any object: delete them first.",
    parameters: [
      {
        name: "bucketId",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: deleteBucketSchemas.path, responses: deleteBucketSchemas.responses },
  },
  {
    operationId: "list_objects",
    method: "get",
    path: "/infra/storage/buckets/{bucketId}/objects",
    expressPath: "/infra/storage/buckets/:bucketId/objects",
    summary: "List objects",
    description:
      "The bucket's objects in key order (by UTF-8 bytes). `prefix` keeps keys that start with it.\nWith a `delimiter`, keys holding the delimiter after the prefix are rolled up: each distinct\n`prefix + … + delimiter` is listed once in `common_prefixes` (like folders), not in `objects`.\nA page holds at most `limit` entries of both kinds together.",
    parameters: [
      {
        name: "bucketId",
        in: "path",
        required: true,
      },
      {
        name: "prefix",
        in: "query",
        required: false,
      },
      {
        name: "delimiter",
        in: "query",
        required: false,
      },
      {
        name: "limit",
        in: "query",
        required: false,
      },
      {
        name: "cursor",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: listObjectsSchemas.path,
      query: listObjectsSchemas.query,
      responses: listObjectsSchemas.responses,
    },
  },
  {
    operationId: "get_object",
    method: "get",
    path: "/infra/storage/buckets/{bucketId}/objects/{object_key_path}",
    expressPath: "/infra/storage/buckets/:bucketId/objects/*object_key_path",
    summary: "Download an object",
    description:
      "The object's bytes, with its media type, `ETag`, `Content-Length` and\n`Accept-Ranges: bytes`; a `Range` header asks for part of it (206).",
    parameters: [
      {
        name: "bucketId",
        in: "path",
        required: true,
      },
      {
        name: "object_key_path",
        in: "path",
        required: true,
        allowSlashes: true,
      },
      {
        name: "range",
        in: "header",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "*/*",
        headers: [
          {
            name: "content-disposition",
            required: false,
          },
          {
            name: "content-security-policy",
            required: false,
          },
          {
            name: "etag",
            required: true,
          },
          {
            name: "accept-ranges",
            required: true,
          },
          {
            name: "content-length",
            required: true,
          },
        ],
      },
      "206": {
        mediaType: "*/*",
        headers: [
          {
            name: "content-disposition",
            required: false,
          },
          {
            name: "content-security-policy",
            required: false,
          },
          {
            name: "etag",
            required: true,
          },
          {
            name: "accept-ranges",
            required: true,
          },
          {
            name: "content-range",
            required: true,
          },
          {
            name: "content-length",
            required: true,
          },
        ],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "416": {
        mediaType: "application/json",
        headers: [
          {
            name: "content-range",
            required: true,
          },
        ],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {
      userContent: true,
    },
    errorShape: "envelope",
    schemas: {
      path: getObjectSchemas.path,
      headers: getObjectSchemas.headers,
      responses: getObjectSchemas.responses,
    },
  },
  {
    operationId: "put_object",
    method: "put",
    path: "/infra/storage/buckets/{bucketId}/objects/{object_key_path}",
    expressPath: "/infra/storage/buckets/:bucketId/objects/*object_key_path",
    summary: "Upload an object",
    description:
      "Stores the request body as the object at the key, replacing any earlier version once the\nupload has completed (a failed upload leaves the earlier version in place). The body is\nstreamed, never held in memory; its `Content-Type` is kept as the object's media type\n(`application/octet-stream` when absent). The answer carries the size and the ETag measured\nwhile storing. At most `STORAGE_MAX_OBJECT_BYTES` (default 1 GiB): 413 otherwise. An empty\nor absent body stores an empty object (HTTP cannot tell the two apart).",
    parameters: [
      {
        name: "bucketId",
        in: "path",
        required: true,
      },
      {
        name: "object_key_path",
        in: "path",
        required: true,
        allowSlashes: true,
      },
    ],
    requestBody: {
      required: false,
      mediaTypes: ["*/*"],
      binary: true,
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {
      uploadLimitBytes: 1073741824,
    },
    errorShape: "envelope",
    schemas: {
      path: putObjectSchemas.path,
      body: putObjectSchemas.body,
      responses: putObjectSchemas.responses,
    },
  },
  {
    operationId: "delete_object",
    method: "delete",
    path: "/infra/storage/buckets/{bucketId}/objects/{object_key_path}",
    expressPath: "/infra/storage/buckets/:bucketId/objects/*object_key_path",
    summary: "Delete an object",
    description: "Deletes the object and its bytes.",
    parameters: [
      {
        name: "bucketId",
        in: "path",
        required: true,
      },
      {
        name: "object_key_path",
        in: "path",
        required: true,
        allowSlashes: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: deleteObjectSchemas.path, responses: deleteObjectSchemas.responses },
  },
  {
    operationId: "create_signed_url",
    method: "post",
    path: "/infra/storage/buckets/{bucketId}/signed-url",
    expressPath: "/infra/storage/buckets/:bucketId/signed-url",
    summary: "Create a signed URL",
    description:
      "A URL that reads (`GET`) or writes (`PUT`) one object without the project's key, until\n`expires_at`. It is signed with HMAC-SHA256 under a key derived from the server's\n`SECRETS_KEY`; changing any part of it makes it refuse (403). A `PUT` URL signed with a\n`content_type` takes only uploads of that `Content-Type`. The bucket must exist; the object\nneed not (yet).",
    parameters: [
      {
        name: "bucketId",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: createSignedUrlSchemas.path,
      body: createSignedUrlSchemas.body,
      responses: createSignedUrlSchemas.responses,
    },
  },
  {
    operationId: "get_signed_object",
    method: "get",
    path: "/infra/storage/signed/{token}",
    expressPath: "/infra/storage/signed/:token",
    summary: "Download through a signed URL",
    description: "Downloads the object a GET signed URL names (ranges as on the keyed route). No key needed.",
    parameters: [
      {
        name: "token",
        in: "path",
        required: true,
      },
      {
        name: "expires",
        in: "query",
        required: true,
      },
      {
        name: "p",
        in: "query",
        required: true,
      },
      {
        name: "b",
        in: "query",
        required: true,
      },
      {
        name: "k",
        in: "query",
        required: true,
      },
      {
        name: "m",
        in: "query",
        required: true,
      },
      {
        name: "range",
        in: "header",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "*/*",
        headers: [
          {
            name: "content-disposition",
            required: false,
          },
          {
            name: "content-security-policy",
            required: false,
          },
          {
            name: "etag",
            required: true,
          },
          {
            name: "accept-ranges",
            required: true,
          },
          {
            name: "content-length",
            required: true,
          },
        ],
      },
      "206": {
        mediaType: "*/*",
        headers: [
          {
            name: "content-disposition",
            required: false,
          },
          {
            name: "content-security-policy",
            required: false,
          },
          {
            name: "etag",
            required: true,
          },
          {
            name: "accept-ranges",
            required: true,
          },
          {
            name: "content-range",
            required: true,
          },
          {
            name: "content-length",
            required: true,
          },
        ],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "416": {
        mediaType: "application/json",
        headers: [
          {
            name: "content-range",
            required: true,
          },
        ],
      },
    },
    security: {
      anonymous: true,
      schemes: [],
    },
    policy: {
      userContent: true,
    },
    errorShape: "envelope",
    schemas: {
      path: getSignedObjectSchemas.path,
      query: getSignedObjectSchemas.query,
      headers: getSignedObjectSchemas.headers,
      responses: getSignedObjectSchemas.responses,
    },
  },
  {
    operationId: "put_signed_object",
    method: "put",
    path: "/infra/storage/signed/{token}",
    expressPath: "/infra/storage/signed/:token",
    summary: "Upload through a signed URL",
    description:
      "Uploads the object a PUT signed URL names, as the keyed upload does. No key needed. With a\n`ct` in the URL, `Content-Type` must equal it (403 otherwise).",
    parameters: [
      {
        name: "token",
        in: "path",
        required: true,
      },
      {
        name: "expires",
        in: "query",
        required: true,
      },
      {
        name: "p",
        in: "query",
        required: true,
      },
      {
        name: "b",
        in: "query",
        required: true,
      },
      {
        name: "k",
        in: "query",
        required: true,
      },
      {
        name: "m",
        in: "query",
        required: true,
      },
      {
        name: "ct",
        in: "query",
        required: false,
      },
    ],
    requestBody: {
      required: false,
      mediaTypes: ["*/*"],
      binary: true,
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: [],
    },
    policy: {
      uploadLimitBytes: 1073741824,
    },
    errorShape: "envelope",
    schemas: {
      path: putSignedObjectSchemas.path,
      query: putSignedObjectSchemas.query,
      body: putSignedObjectSchemas.body,
      responses: putSignedObjectSchemas.responses,
    },
  },
  {
    operationId: "list_webhooks",
    method: "get",
    path: "/infra/webhooks",
    expressPath: "/infra/webhooks",
    summary: "List webhooks",
    description: "The project's webhooks, newest first.",
    parameters: [
      {
        name: "limit",
        in: "query",
        required: false,
      },
      {
        name: "cursor",
        in: "query",
        required: false,
      },
      {
        name: "enabled",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { query: listWebhooksSchemas.query, responses: listWebhooksSchemas.responses },
  },
  {
    operationId: "create_webhook",
    method: "post",
    path: "/infra/webhooks",
    expressPath: "/infra/webhooks",
    summary: "Create a webhook",
    description: "Subscribes a URL to topics. The signing secret is in the answer only.",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { body: createWebhookSchemas.body, responses: createWebhookSchemas.responses },
  },
  {
    operationId: "publish_event",
    method: "post",
    path: "/infra/webhooks/publish",
    expressPath: "/infra/webhooks/publish",
    summary: "Publish an event",
    description: "Emits a custom event to every enabled webhook subscribed to its topic.",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { body: publishEventSchemas.body, responses: publishEventSchemas.responses },
  },
  {
    operationId: "get_webhook",
    method: "get",
    path: "/infra/webhooks/{webhook_id}",
    expressPath: "/infra/webhooks/:webhook_id",
    summary: "Get a webhook",
    description: "One webhook.",
    parameters: [
      {
        name: "webhook_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: getWebhookSchemas.path, responses: getWebhookSchemas.responses },
  },
  {
    operationId: "delete_webhook",
    method: "delete",
    path: "/infra/webhooks/{webhook_id}",
    expressPath: "/infra/webhooks/:webhook_id",
    summary: "Delete a webhook",
    description: "Deletes the webhook and its delivery log; queued deliveries are dropped.",
    parameters: [
      {
        name: "webhook_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: deleteWebhookSchemas.path, responses: deleteWebhookSchemas.responses },
  },
  {
    operationId: "update_webhook",
    method: "patch",
    path: "/infra/webhooks/{webhook_id}",
    expressPath: "/infra/webhooks/:webhook_id",
    summary: "Update a webhook",
    description: "Changes the fields given; a new `secret` signs every later delivery.",
    parameters: [
      {
        name: "webhook_id",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: updateWebhookSchemas.path,
      body: updateWebhookSchemas.body,
      responses: updateWebhookSchemas.responses,
    },
  },
  {
    operationId: "list_webhook_deliveries",
    method: "get",
    path: "/infra/webhooks/{webhook_id}/deliveries",
    expressPath: "/infra/webhooks/:webhook_id/deliveries",
    summary: "List deliveries",
    description: "The webhook's deliveries, newest first.",
    parameters: [
      {
        name: "webhook_id",
        in: "path",
        required: true,
      },
      {
        name: "limit",
        in: "query",
        required: false,
      },
      {
        name: "cursor",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: listWebhookDeliveriesSchemas.path,
      query: listWebhookDeliveriesSchemas.query,
      responses: listWebhookDeliveriesSchemas.responses,
    },
  },
  {
    operationId: "retry_webhook_delivery",
    method: "post",
    path: "/infra/webhooks/{webhook_id}/deliveries/{delivery_id}/retry",
    expressPath: "/infra/webhooks/:webhook_id/deliveries/:delivery_id/retry",
    summary: "Retry a delivery",
    description: "Queues a failed delivery again with a fresh retry budget. 409 unless it has failed.",
    parameters: [
      {
        name: "webhook_id",
        in: "path",
        required: true,
      },
      {
        name: "delivery_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: retryWebhookDeliverySchemas.path, responses: retryWebhookDeliverySchemas.responses },
  },
  {
    operationId: "test_webhook",
    method: "post",
    path: "/infra/webhooks/{webhook_id}/test",
    expressPath: "/infra/webhooks/:webhook_id/test",
    summary: "Test a webhook",
    description:
      "Sends a `webhook.test` event to the URL now and reports the answer (not retried, not\ncounted). `status` is 0 when no answer arrived; `response_snippet` then says why.",
    parameters: [
      {
        name: "webhook_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: testWebhookSchemas.path, responses: testWebhookSchemas.responses },
  },
  {
    operationId: "list_workflow_blueprints",
    method: "get",
    path: "/infra/workflows/blueprints",
    expressPath: "/infra/workflows/blueprints",
    summary: "List workflow blueprints",
    description: "The project's blueprints, newest first.",
    parameters: [
      {
        name: "limit",
        in: "query",
        required: false,
      },
      {
        name: "cursor",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      query: listWorkflowBlueprintsSchemas.query,
      responses: listWorkflowBlueprintsSchemas.responses,
    },
  },
  {
    operationId: "create_workflow_blueprint",
    method: "post",
    path: "/infra/workflows/blueprints",
    expressPath: "/infra/workflows/blueprints",
    summary: "Create a workflow blueprint",
    description:
      "Stores a blueprint. 400 names the member at fault: a duplicate step id, a `depends_on` or\n`catch` naming no step or the step itself, a cycle (its path in the message), a template\nreading a step that is not a dependency, a catch step that is also a dependency, a `task`\nwithout `handler` or a `queue` step with one.",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      body: createWorkflowBlueprintSchemas.body,
      responses: createWorkflowBlueprintSchemas.responses,
    },
  },
  {
    operationId: "trigger_workflow",
    method: "post",
    path: "/infra/workflows/blueprints/{blueprint_id}/trigger",
    expressPath: "/infra/workflows/blueprints/:blueprint_id/trigger",
    summary: "Trigger a workflow",
    description:
      "Starts an execution: its root steps' jobs are created at once. A repeated `idempotency_key`\nanswers the first execution instead of starting another, with `Idempotent-Replayed: true`.",
    parameters: [
      {
        name: "blueprint_id",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [
          {
            name: "Idempotent-Replayed",
            required: false,
          },
        ],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: triggerWorkflowSchemas.path,
      body: triggerWorkflowSchemas.body,
      responses: triggerWorkflowSchemas.responses,
    },
  },
  {
    operationId: "get_workflow_execution",
    method: "get",
    path: "/infra/workflows/executions/{execution_id}",
    expressPath: "/infra/workflows/executions/:execution_id",
    summary: "Get a workflow execution",
    description: "An execution with the state of each step.",
    parameters: [
      {
        name: "execution_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: getWorkflowExecutionSchemas.path, responses: getWorkflowExecutionSchemas.responses },
  },
  {
    operationId: "cancel_workflow_execution",
    method: "post",
    path: "/infra/workflows/executions/{execution_id}/cancel",
    expressPath: "/infra/workflows/executions/:execution_id/cancel",
    summary: "Cancel a workflow execution",
    description: "Cancels a running execution and its running step jobs. 409 when it has already ended.",
    parameters: [
      {
        name: "execution_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: cancelWorkflowExecutionSchemas.path,
      responses: cancelWorkflowExecutionSchemas.responses,
    },
  },
  {
    operationId: "resume_workflow_execution",
    method: "post",
    path: "/infra/workflows/executions/{execution_id}/resume",
    expressPath: "/infra/workflows/executions/:execution_id/resume",
    summary: "Resume a workflow execution",
    description:
      "Continues a `failed` or `timed_out` execution (else 409) from its failed step `step_id`\n(default: the failed step, when there is one). With `override_output` the step counts as\ncompleted with that output; without, its job runs again. The execution is `running` again\nwith a fresh `max_duration_sec`. What the execution's state refuses is a 409: a `step_id` its\nblueprint does not have or that has not failed, or `override_output` without a `step_id` when\nthe execution has not exactly one failed step.",
    parameters: [
      {
        name: "execution_id",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: resumeWorkflowExecutionSchemas.path,
      body: resumeWorkflowExecutionSchemas.body,
      responses: resumeWorkflowExecutionSchemas.responses,
    },
  },
  {
    operationId: "llms_txt",
    method: "get",
    path: "/llms.txt",
    expressPath: "/llms.txt",
    summary: "Service description for language models",
    description: "A plain-text description of the service for language models.",
    runtime: "llms",
    parameters: [],
    responses: {
      "200": {
        mediaType: "text/plain",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ProjectApiKey", "UserBearer"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { responses: llmsTxtSchemas.responses },
  },
  {
    operationId: "mcp",
    method: "post",
    path: "/mcp",
    expressPath: "/mcp",
    summary: "Model Context Protocol endpoint",
    description:
      "Model Context Protocol endpoint (Streamable HTTP, stateless): one tool per operation,\nrun through the same validation, metering and handlers as the REST routes; the service's\nOpenAPI document and llms.txt are its resources. GET and DELETE answer 405. A browser page\nmay call it only from this server's own origin or one listed in `CORS_ORIGINS` (403 otherwise).",
    runtime: "mcp",
    parameters: [
      {
        name: "accept",
        in: "header",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "202": {
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [
          {
            name: "WWW-Authenticate",
            required: true,
          },
        ],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "406": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ProjectApiKey", "UserBearer"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { headers: mcpSchemas.headers, body: mcpSchemas.body, responses: mcpSchemas.responses },
  },
  {
    operationId: "openapi_json",
    method: "get",
    path: "/openapi.json",
    expressPath: "/openapi.json",
    summary: "OpenAPI document",
    description: "The published OpenAPI 3.1 document of this service.",
    runtime: "openapi",
    parameters: [],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ProjectApiKey", "UserBearer"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { responses: openapiJsonSchemas.responses },
  },
  {
    operationId: "list_organizations",
    method: "get",
    path: "/organizations",
    expressPath: "/organizations",
    summary: "List organizations",
    description: "The organizations the caller belongs to, oldest first.",
    parameters: [
      {
        name: "limit",
        in: "query",
        required: false,
      },
      {
        name: "cursor",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["UserBearer"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { query: listOrganizationsSchemas.query, responses: listOrganizationsSchemas.responses },
  },
  {
    operationId: "create_organization",
    method: "post",
    path: "/organizations",
    expressPath: "/organizations",
    summary: "Create an organization",
    description:
      "Creates an organization; the caller becomes its owner and it starts with the configured token pool.",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["UserBearer"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { body: createOrganizationSchemas.body, responses: createOrganizationSchemas.responses },
  },
  {
    operationId: "get_organization",
    method: "get",
    path: "/organizations/{org_id}",
    expressPath: "/organizations/:org_id",
    summary: "Get an organization",
    description: "One organization the caller belongs to (404 for any other).",
    parameters: [
      {
        name: "org_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["UserBearer"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: getOrganizationSchemas.path, responses: getOrganizationSchemas.responses },
  },
  {
    operationId: "delete_organization",
    method: "delete",
    path: "/organizations/{org_id}",
    expressPath: "/organizations/:org_id",
    summary: "Delete an organization",
    description: "Deletes the organization with its projects, keys and data (owner).",
    parameters: [
      {
        name: "org_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["UserBearer"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: deleteOrganizationSchemas.path, responses: deleteOrganizationSchemas.responses },
  },
  {
    operationId: "update_organization",
    method: "patch",
    path: "/organizations/{org_id}",
    expressPath: "/organizations/:org_id",
    summary: "Rename an organization",
    description: "Renames the organization (owner).",
    parameters: [
      {
        name: "org_id",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["UserBearer"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: updateOrganizationSchemas.path,
      body: updateOrganizationSchemas.body,
      responses: updateOrganizationSchemas.responses,
    },
  },
  {
    operationId: "list_members",
    method: "get",
    path: "/organizations/{org_id}/members",
    expressPath: "/organizations/:org_id/members",
    summary: "List members",
    description: "The organization's members, in the order they joined.",
    parameters: [
      {
        name: "org_id",
        in: "path",
        required: true,
      },
      {
        name: "limit",
        in: "query",
        required: false,
      },
      {
        name: "cursor",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["UserBearer"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: listMembersSchemas.path,
      query: listMembersSchemas.query,
      responses: listMembersSchemas.responses,
    },
  },
  {
    operationId: "add_member",
    method: "post",
    path: "/organizations/{org_id}/members",
    expressPath: "/organizations/:org_id/members",
    summary: "Add a member",
    description:
      "Adds a person with an account (admin; only the owner adds admins). 409 when no account has\nthe address (they need to sign up first) or when they are already a member.",
    parameters: [
      {
        name: "org_id",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["UserBearer"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: addMemberSchemas.path,
      body: addMemberSchemas.body,
      responses: addMemberSchemas.responses,
    },
  },
  {
    operationId: "remove_member",
    method: "delete",
    path: "/organizations/{org_id}/members/{user_id}",
    expressPath: "/organizations/:org_id/members/:user_id",
    summary: "Remove a member",
    description:
      "Removes a member (admin, for members; owner, for admins); any member may remove themself.\nThe owner cannot be removed (409): transfer ownership first.",
    parameters: [
      {
        name: "org_id",
        in: "path",
        required: true,
      },
      {
        name: "user_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["UserBearer"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: removeMemberSchemas.path, responses: removeMemberSchemas.responses },
  },
  {
    operationId: "update_member",
    method: "patch",
    path: "/organizations/{org_id}/members/{user_id}",
    expressPath: "/organizations/:org_id/members/:user_id",
    summary: "Change a member's role",
    description: "Changes a member's role (owner). The owner's own role changes only with `transfer`: 409.",
    parameters: [
      {
        name: "org_id",
        in: "path",
        required: true,
      },
      {
        name: "user_id",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["UserBearer"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: updateMemberSchemas.path,
      body: updateMemberSchemas.body,
      responses: updateMemberSchemas.responses,
    },
  },
  {
    operationId: "list_projects",
    method: "get",
    path: "/organizations/{org_id}/projects",
    expressPath: "/organizations/:org_id/projects",
    summary: "List projects",
    description: "The organization's projects, oldest first.",
    parameters: [
      {
        name: "org_id",
        in: "path",
        required: true,
      },
      {
        name: "limit",
        in: "query",
        required: false,
      },
      {
        name: "cursor",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["UserBearer"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: listProjectsSchemas.path,
      query: listProjectsSchemas.query,
      responses: listProjectsSchemas.responses,
    },
  },
  {
    operationId: "create_project",
    method: "post",
    path: "/organizations/{org_id}/projects",
    expressPath: "/organizations/:org_id/projects",
    summary: "Create a project",
    description:
      "Creates a project (admin) and moves `initial_tokens` (default 100,000) from the\norganization's pool to it — fewer when the pool holds less.",
    parameters: [
      {
        name: "org_id",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["UserBearer"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: createProjectSchemas.path,
      body: createProjectSchemas.body,
      responses: createProjectSchemas.responses,
    },
  },
  {
    operationId: "get_organization_tokens",
    method: "get",
    path: "/organizations/{org_id}/tokens",
    expressPath: "/organizations/:org_id/tokens",
    summary: "Organization tokens",
    description: "The pool and every project's balance (any member).",
    parameters: [
      {
        name: "org_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["UserBearer"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: getOrganizationTokensSchemas.path, responses: getOrganizationTokensSchemas.responses },
  },
  {
    operationId: "grant_organization_tokens",
    method: "post",
    path: "/organizations/{org_id}/tokens/grant",
    expressPath: "/organizations/:org_id/tokens/grant",
    summary: "Grant tokens",
    description: "Adds tokens to an organization's pool: platform administrators only (403 for anyone else).",
    parameters: [
      {
        name: "org_id",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["UserBearer"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: grantOrganizationTokensSchemas.path,
      body: grantOrganizationTokensSchemas.body,
      responses: grantOrganizationTokensSchemas.responses,
    },
  },
  {
    operationId: "list_token_ledger",
    method: "get",
    path: "/organizations/{org_id}/tokens/ledger",
    expressPath: "/organizations/:org_id/tokens/ledger",
    summary: "Token ledger",
    description: "Every token movement of the organization, newest first (any member).",
    parameters: [
      {
        name: "org_id",
        in: "path",
        required: true,
      },
      {
        name: "limit",
        in: "query",
        required: false,
      },
      {
        name: "cursor",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["UserBearer"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: listTokenLedgerSchemas.path,
      query: listTokenLedgerSchemas.query,
      responses: listTokenLedgerSchemas.responses,
    },
  },
  {
    operationId: "transfer_organization",
    method: "post",
    path: "/organizations/{org_id}/transfer",
    expressPath: "/organizations/:org_id/transfer",
    summary: "Transfer ownership",
    description:
      "Makes another member the owner (owner); the previous owner becomes an admin. 409 when they are not a member.",
    parameters: [
      {
        name: "org_id",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["UserBearer"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: transferOrganizationSchemas.path,
      body: transferOrganizationSchemas.body,
      responses: transferOrganizationSchemas.responses,
    },
  },
  {
    operationId: "get_project",
    method: "get",
    path: "/projects/{project_id}",
    expressPath: "/projects/:project_id",
    summary: "Get a project",
    description: "One project of an organization the caller belongs to.",
    parameters: [
      {
        name: "project_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["UserBearer"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: getProjectSchemas.path, responses: getProjectSchemas.responses },
  },
  {
    operationId: "delete_project",
    method: "delete",
    path: "/projects/{project_id}",
    expressPath: "/projects/:project_id",
    summary: "Delete a project",
    description:
      "Deletes the project with its keys and data (admin); its remaining tokens return to the\norganization's pool.",
    parameters: [
      {
        name: "project_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["UserBearer"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: deleteProjectSchemas.path, responses: deleteProjectSchemas.responses },
  },
  {
    operationId: "list_api_keys",
    method: "get",
    path: "/projects/{project_id}/api-keys",
    expressPath: "/projects/:project_id/api-keys",
    summary: "List API keys",
    description: "The project's keys, revoked ones included, oldest first.",
    parameters: [
      {
        name: "project_id",
        in: "path",
        required: true,
      },
      {
        name: "limit",
        in: "query",
        required: false,
      },
      {
        name: "cursor",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["UserBearer"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: listApiKeysSchemas.path,
      query: listApiKeysSchemas.query,
      responses: listApiKeysSchemas.responses,
    },
  },
  {
    operationId: "get_project_tokens",
    method: "get",
    path: "/projects/{project_id}/tokens",
    expressPath: "/projects/:project_id/tokens",
    summary: "Project tokens",
    description: "A project's balance (any member of its organization).",
    parameters: [
      {
        name: "project_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["UserBearer"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: getProjectTokensSchemas.path, responses: getProjectTokensSchemas.responses },
  },
  {
    operationId: "allocate_project_tokens",
    method: "post",
    path: "/projects/{project_id}/tokens/allocate",
    expressPath: "/projects/:project_id/tokens/allocate",
    summary: "Allocate tokens",
    description: "Moves tokens from the pool to the project (admin). 409 when the pool holds fewer.",
    parameters: [
      {
        name: "project_id",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["UserBearer"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: allocateProjectTokensSchemas.path,
      body: allocateProjectTokensSchemas.body,
      responses: allocateProjectTokensSchemas.responses,
    },
  },
  {
    operationId: "release_project_tokens",
    method: "post",
    path: "/projects/{project_id}/tokens/release",
    expressPath: "/projects/:project_id/tokens/release",
    summary: "Release tokens",
    description: "Moves tokens from the project back to the pool (admin). 409 when the project holds fewer.",
    parameters: [
      {
        name: "project_id",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["UserBearer"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: releaseProjectTokensSchemas.path,
      body: releaseProjectTokensSchemas.body,
      responses: releaseProjectTokensSchemas.responses,
    },
  },
  {
    operationId: "get_tokens",
    method: "get",
    path: "/tokens",
    expressPath: "/tokens",
    summary: "This project's tokens",
    description: "The calling key's project balance. Free: reading it takes no token.",
    parameters: [],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { responses: getTokensSchemas.responses },
  },
  {
    operationId: "list_ai_models_v1",
    method: "get",
    path: "/v1/models",
    expressPath: "/v1/models",
    summary: "List AI models (OpenAI-compatible alias)",
    description:
      "The same answer as `GET /infra/ai/models`, at the path OpenAI-compatible clients ask for (a\ncompatibility alias; the credential is still the project key in `X-API-Key`).",
    parameters: [],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["ProjectApiKey"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { responses: listAiModelsV1Schemas.responses },
  },
];
