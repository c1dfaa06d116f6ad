// Generated from spec/storefront by codegen — run `npm run generate`. Do not edit.

import { z } from "zod";

/**
 * An integer in the 64-bit-safe range -9007199254740991 to 9007199254740991, used for
 * non-null ids and amounts. Nullable fields spell the range out on the property instead
 * (`@minValue(MinSafeInteger) @maxValue(MaxSafeInteger) x?: int64 | null`): a named scalar in
 * `T | null` becomes `allOf: [$ref] + nullable: true` in the OpenAPI 3.0 document, where the
 * referenced schema rejects null. The same holds for constrained nullable text, which carries
 * its `@maxLength`/`@pattern` on the property.
 */
export const SafeInteger = z.int().gte(-9007199254740991).lte(9007199254740991);

/** A stored API token (never its secret). */
export const ApiToken = z.object({
  id: SafeInteger,
  userId: z.union([z.guid(), z.null()]).optional(),
  name: z.string().max(120).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")),
  prefix: z.string().max(20).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")),
  hashedKey: z.string().max(128).regex(new RegExp("^[a-f0-9]+$", "u")),
  revokedAt: z.union([z.int().gte(-9007199254740991).lte(9007199254740991), z.null()]).optional(),
  createdAt: z.union([z.int().gte(-9007199254740991).lte(9007199254740991), z.null()]).optional(),
  lastUsedAt: z.union([z.int().gte(-9007199254740991).lte(9007199254740991), z.null()]).optional(),
});

/**
 * The writable fields of an API-token record: the body of create and update. Raw records are
 * for administrators; callers mint their own tokens with `POST /tokens/create`.
 */
export const ApiTokenInput = z.object({
  userId: z.union([z.guid(), z.null()]).optional(),
  name: z.string().max(120).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")),
  prefix: z.string().max(20).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")),
  hashedKey: z.string().max(128).regex(new RegExp("^[a-f0-9]+$", "u")),
  revokedAt: z.union([z.int().gte(-9007199254740991).lte(9007199254740991), z.null()]).optional(),
});

/** The body of `POST /billing/connect`. */
export const BillingConnectRequest = z.object({
  email: z
    .email()
    .max(254)
    .regex(
      new RegExp(
        "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
        "u",
      ),
    )
    .optional(),
});

/**
 * The caller's usage-billing connection: a customer and a metered subscription at the payment
 * processor. Our design (the seed types it as a generic object).
 */
export const BillingConnection = z.object({
  customerId: z.string(),
  subscriptionId: z.string(),
  email: z.union([z.string(), z.null()]),
  connectedAt: SafeInteger,
});

/** A product category. */
export const Category = z.object({
  id: SafeInteger,
  name: z.string().max(100).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")),
  slug: z.string().max(80).regex(new RegExp("^[a-z0-9]+(?:-[a-z0-9]+)*$", "u")),
});

/** The writable fields of a category: the body of create and update. */
export const CategoryInput = z.object({
  name: z.string().max(100).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")),
  slug: z.string().max(80).regex(new RegExp("^[a-z0-9]+(?:-[a-z0-9]+)*$", "u")),
});

/** The body of `POST /checkout/confirm`. */
export const CheckoutConfirmRequest = z.object({
  orderId: z.int().gte(1).lte(1000000000000),
  sessionId: z.string().max(255).regex(new RegExp("^[A-Za-z0-9_]+$", "u")),
});

/** The order's state after confirmation. Our design (the seed types it as a generic object). */
export const CheckoutConfirmation = z.object({
  orderId: SafeInteger,
  status: z.enum(["pending", "paid", "shipped", "cancelled"]),
});

/** One line of a checkout: a product and how many. */
export const CheckoutLine = z.object({
  productId: z.int().gte(1).lte(1000000000000),
  qty: z.int().gte(1).lte(1000),
});

/** The body of `POST /checkout/pay`. */
export const CheckoutPayRequest = z.object({
  items: z.array(CheckoutLine).min(1).max(200),
  discountCode: z.string().max(40).regex(new RegExp("^[A-Z0-9][A-Z0-9_-]*$", "u")).optional(),
});

/**
 * A pending order and the hosted payment session that pays for it. Our design (the seed
 * types it as a generic object): amounts in US cents, where
 * `total = subtotal - discount + shipping + tax`.
 */
export const CheckoutSession = z.object({
  orderId: SafeInteger,
  sessionId: z.string().max(255).regex(new RegExp("^[A-Za-z0-9_]+$", "u")),
  url: z.url(),
  status: z.enum(["pending"]),
  subtotalCents: SafeInteger,
  discountCents: SafeInteger,
  shippingCents: SafeInteger,
  taxCents: SafeInteger,
  totalCents: SafeInteger,
  currency: z.enum(["usd"]),
  expiresAt: SafeInteger,
});

/** A message sent through the contact form. */
export const ContactSubmission = z.object({
  id: SafeInteger,
  name: z.string().max(120).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")),
  email: z
    .email()
    .max(254)
    .regex(
      new RegExp(
        "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
        "u",
      ),
    ),
  subject: z.string().max(200).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")),
  message: z
    .string()
    .max(5000)
    .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u")),
  createdAt: z.union([z.int().gte(-9007199254740991).lte(9007199254740991), z.null()]).optional(),
});

/** The writable fields of a contact-form submission: the body of create and update. */
export const ContactSubmissionInput = z.object({
  name: z.string().max(120).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")),
  email: z
    .email()
    .max(254)
    .regex(
      new RegExp(
        "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
        "u",
      ),
    ),
  subject: z.string().max(200).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")),
  message: z
    .string()
    .max(5000)
    .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u")),
});

/** One paid route as listed by the x402 discovery document. */
export const DiscoveryRoute = z.object({
  route: z.string(),
  url: z.string(),
  description: z.string(),
  priceUsd: z.number(),
  freePerIpPerDay: z.int().gte(-2147483648).lte(2147483647),
});

/** Liveness of the service and its database. */
export const Health = z.object({
  status: z.enum(["ok", "degraded"]),
  service: z.string(),
  version: z.string(),
});

/** A JSON-RPC 2.0 error answer from the MCP endpoint. */
export const JsonRpcError = z.object({
  jsonrpc: z.enum(["2.0"]),
  id: z.unknown().refine((v) => v !== undefined, "Required"),
  error: z.object({
    code: z.int().gte(-2147483648).lte(2147483647),
    message: z.string(),
    data: z.unknown().optional(),
  }),
});

/** An integer JSON numbers carry exactly (±2^53−1). */
export const SafeJsonInteger = z.int().gte(-9007199254740991).lte(9007199254740991);

/** A client's error answer to a server request. */
export const JsonRpcErrorMessage = z.strictObject({
  jsonrpc: z.enum(["2.0"]),
  id: z.union([z.string(), SafeJsonInteger]).optional(),
  error: z.object({ code: SafeJsonInteger, message: z.string(), data: z.unknown().optional() }),
});

/** Request metadata MCP reads from `params._meta`. */
export const JsonRpcMeta = z.looseObject({
  progressToken: z.union([z.string(), SafeJsonInteger]).optional(),
});

/** Parameters of a request or notification. */
export const JsonRpcParams = z.looseObject({ _meta: JsonRpcMeta.optional() });

/** A notification: no id, no answer. */
export const JsonRpcNotification = z.strictObject({
  jsonrpc: z.enum(["2.0"]),
  method: z.string(),
  params: JsonRpcParams.optional(),
});

/** A request: expects an answer with the same id. */
export const JsonRpcRequest = z.strictObject({
  jsonrpc: z.enum(["2.0"]),
  id: z.union([z.string(), SafeJsonInteger]),
  method: z.string(),
  params: JsonRpcParams.optional(),
});

/** A client's answer to a server request. */
export const JsonRpcResultMessage = z.strictObject({
  jsonrpc: z.enum(["2.0"]),
  id: z.union([z.string(), SafeJsonInteger]),
  result: z.looseObject({}),
});

/** A JSON-RPC 2.0 message sent to the MCP endpoint: exactly one of the four kinds. */
export const JsonRpcMessage = z.union([
  JsonRpcRequest,
  JsonRpcNotification,
  JsonRpcResultMessage,
  JsonRpcErrorMessage,
]);

/**
 * Stable, machine-readable error code, carried as `code` in every error body. Each error
 * response lists the codes it can carry; the wording of messages may change, codes do not.
 *
 * | Status | Code | Meaning |
 * |---|---|---|
 * | 400 | `validation_failed` | A parameter, header or body member breaks the contract; the body names each rejected input. |
 * | 400 | `malformed_json` | The body is not valid JSON. |
 * | 400 | `body_not_decodable` | The body does not decode as its `Content-Encoding` says. |
 * | 400 | `malformed_multipart` | The `multipart/form-data` body does not parse. |
 * | 400 | `invalid_cursor` | The paging `cursor` is not one this list returned. |
 * | 400 | `malformed_http` | The request is not valid HTTP/1.1 (a header holds a character HTTP does not allow, or the request line is malformed). |
 * | 401 | `credentials_required` | This operation needs a credential and none was sent. |
 * | 401 | `invalid_credentials` | The credential sent is unknown, expired or revoked. |
 * | 401 | `malformed_authorization` | `Authorization` is not `Bearer <token>`. |
 * | 401 | `wrong_credential_kind` | The credential is valid but of a kind this operation does not take (for example a key with no person behind it where a person's session is needed). |
 * | 401 | `invalid_signature` | The webhook's signature does not verify against its raw body, or is too old; nothing was done. |
 * | 403 | `forbidden` | The caller is known but may not do this. |
 * | 403 | `admin_only` | This operation is for administrators. |
 * | 404 | `not_found` | No such record, or it is outside what the caller may see. |
 * | 404 | `route_not_found` | No operation of this service has this path. |
 * | 405 | `method_not_allowed` | The path exists but not with this method; `Allow` lists the methods. |
 * | 408 | `request_timeout` | The request or its body stopped arriving; the connection is closed after this answer. |
 * | 409 | `conflict` | The request is valid but the current state refuses it; the message says why. |
 * | 413 | `payload_too_large` | The body (as sent or decoded) or an uploaded file is larger than the limit. |
 * | 415 | `unsupported_media_type` | The body's media type, charset or content coding is not one the operation takes. |
 * | 416 | `range_not_satisfiable` | The `Range` asks for bytes wholly past the object's end; `Content-Range` gives its size. |
 * | 422 | `unprocessable` | The input is well formed but could not be processed. |
 * | 429 | `rate_limited` | Too many calls for this caller or client; `Retry-After` says when to retry. |
 * | 429 | `key_requests_exhausted` | The API key has no requests remaining in its window; `Retry-After` says when it refills. |
 * | 431 | `headers_too_large` | The request line and headers are larger than the server reads. |
 * | 500 | `internal` | The server failed; nothing was changed or charged. |
 * | 502 | `processor_unavailable` | The payment processor could not be reached or failed; nothing was charged. |
 * | 502 | `processor_rejected` | The payment processor refused the call or answered without what was needed; nothing was charged. |
 * | 503 | `unavailable` | The database is unavailable; nothing was charged. Retry later. |
 */
export const ErrorCode = z.enum([
  "validation_failed",
  "malformed_json",
  "body_not_decodable",
  "malformed_multipart",
  "invalid_cursor",
  "malformed_http",
  "credentials_required",
  "invalid_credentials",
  "malformed_authorization",
  "wrong_credential_kind",
  "invalid_signature",
  "forbidden",
  "admin_only",
  "not_found",
  "route_not_found",
  "method_not_allowed",
  "request_timeout",
  "conflict",
  "payload_too_large",
  "unsupported_media_type",
  "range_not_satisfiable",
  "unprocessable",
  "rate_limited",
  "key_requests_exhausted",
  "headers_too_large",
  "internal",
  "processor_unavailable",
  "processor_rejected",
  "unavailable",
]);

/** RFC 9457 problem details, served as `application/problem+json`. */
export const Problem = z.object({
  type: z.string().default("about:blank"),
  title: z.string(),
  status: z.int().gte(100).lte(599),
  detail: z.string().optional(),
  instance: z.string().optional(),
  code: ErrorCode,
  requestId: z.string().optional(),
  errors: z.object({}).catchall(z.string()).optional(),
  error: z.string().optional(),
});

/**
 * OAuth 2.0 protected-resource metadata (RFC 9728) of the service. Its credentials are API keys
 * and session tokens issued by the platform, not OAuth access tokens: no authorization server
 * issues them, so none is named (`authorization_servers` is absent); the documentation page says
 * how to get one.
 */
export const ProtectedResourceMetadata = z.object({
  resource: z.string(),
  bearer_methods_supported: z.array(z.enum(["header"])),
  resource_name: z.string(),
  resource_documentation: z.string(),
});

/**
 * The `/.well-known/x402` document: which routes of this service are paid and how.
 * `version` and `resources` follow x402scan's discovery format; `routes` is our design and
 * mirrors the hosted-tool catalogue's route entries.
 */
export const X402Discovery = z.object({
  version: z.literal(1),
  x402Version: z.literal(2),
  resources: z.array(z.string()),
  routes: z.array(DiscoveryRoute),
});

/** A newly created API token, with its secret. Our design (the seed types it as a generic object). */
export const CreatedToken = z.object({
  id: SafeInteger,
  name: z.string(),
  prefix: z.string(),
  token: z.string(),
  createdAt: SafeInteger,
});

/** A frequently asked question with its answer. */
export const Faq = z.object({
  id: SafeInteger,
  question: z.string().max(300).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")),
  answer: z.string().max(2000).regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u")),
  sortOrder: z.int().gte(0).lte(100000).optional(),
  isActive: z.boolean().optional(),
});

/** The writable fields of an FAQ entry: the body of create and update. */
export const FaqInput = z.object({
  question: z.string().max(300).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")),
  answer: z.string().max(2000).regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u")),
  sortOrder: z.int().gte(0).lte(100000).optional(),
  isActive: z.boolean().optional(),
});

/** An image or other file in the media library. */
export const Media = z.object({
  id: SafeInteger,
  url: z.url(),
  alt: z.string().max(300).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")),
  width: z.union([z.int().gte(-9007199254740991).lte(9007199254740991), z.null()]).optional(),
  height: z.union([z.int().gte(-9007199254740991).lte(9007199254740991), z.null()]).optional(),
});

/** The writable fields of a media item: the body of create and update. */
export const MediaInput = z.object({
  url: z.url(),
  alt: z.string().max(300).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")),
  width: z.union([z.int().gte(-9007199254740991).lte(9007199254740991), z.null()]).optional(),
  height: z.union([z.int().gte(-9007199254740991).lte(9007199254740991), z.null()]).optional(),
});

/** An e-mail address subscribed to the newsletter. */
export const NewsletterSubscriber = z.object({
  id: SafeInteger,
  email: z
    .email()
    .max(254)
    .regex(
      new RegExp(
        "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
        "u",
      ),
    ),
  subscribedAt: z.union([z.int().gte(-9007199254740991).lte(9007199254740991), z.null()]).optional(),
});

/** The writable fields of a newsletter subscription: the body of create (sign-up) and update. */
export const NewsletterSubscriberInput = z.object({
  email: z
    .email()
    .max(254)
    .regex(
      new RegExp(
        "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
        "u",
      ),
    ),
});

/** A blog post. */
export const Post = z.object({
  id: SafeInteger,
  title: z.string().max(200).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")),
  slug: z.string().max(120).regex(new RegExp("^[a-z0-9]+(?:-[a-z0-9]+)*$", "u")),
  excerpt: z
    .union([
      z
        .string()
        .max(1024)
        .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u")),
      z.null(),
    ])
    .optional(),
  body: z
    .union([
      z
        .string()
        .max(1024)
        .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u")),
      z.null(),
    ])
    .optional(),
  status: z.enum(["draft", "published"]).optional(),
  publishedAt: z.union([z.int().gte(-9007199254740991).lte(9007199254740991), z.null()]).optional(),
  authorId: z.union([z.string().regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u")), z.null()]).optional(),
  coverImageUrl: z
    .union([z.string().regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u")), z.null()])
    .optional(),
});

/** The writable fields of a blog post: the body of create and update. */
export const PostInput = z.object({
  title: z.string().max(200).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")),
  slug: z.string().max(120).regex(new RegExp("^[a-z0-9]+(?:-[a-z0-9]+)*$", "u")),
  excerpt: z
    .union([
      z
        .string()
        .max(1024)
        .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u")),
      z.null(),
    ])
    .optional(),
  body: z
    .union([
      z
        .string()
        .max(1024)
        .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u")),
      z.null(),
    ])
    .optional(),
  status: z.enum(["draft", "published"]).optional(),
  publishedAt: z.union([z.int().gte(-9007199254740991).lte(9007199254740991), z.null()]).optional(),
  authorId: z.union([z.string().regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u")), z.null()]).optional(),
  coverImageUrl: z
    .union([z.string().regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u")), z.null()])
    .optional(),
});

/** The error body of a 400 answer: `code` is one of `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
export const Problem400 = z.intersection(
  Problem,
  z.object({
    code: z
      .enum([
        "validation_failed",
        "malformed_json",
        "body_not_decodable",
        "malformed_multipart",
        "invalid_cursor",
        "malformed_http",
      ])
      .optional(),
  }),
);

/** The error body of a 401 answer: `code` is one of `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
export const Problem401 = z.intersection(
  Problem,
  z.object({
    code: z
      .enum([
        "credentials_required",
        "invalid_credentials",
        "malformed_authorization",
        "wrong_credential_kind",
      ])
      .optional(),
  }),
);

/** The error body of a 401 answer: `code` is one of `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`, `invalid_signature`. */
export const Problem401InvalidSignature = z.intersection(
  Problem,
  z.object({
    code: z
      .enum([
        "credentials_required",
        "invalid_credentials",
        "malformed_authorization",
        "wrong_credential_kind",
        "invalid_signature",
      ])
      .optional(),
  }),
);

/** The error body of a 403 answer: `code` is one of `forbidden`, `admin_only`. */
export const Problem403 = z.intersection(
  Problem,
  z.object({ code: z.enum(["forbidden", "admin_only"]).optional() }),
);

/** The error body of a 404 answer: `code` is one of `not_found`. */
export const Problem404 = z.intersection(Problem, z.object({ code: z.enum(["not_found"]).optional() }));

/** The error body of a 408 answer: `code` is one of `request_timeout`. */
export const Problem408 = z.intersection(Problem, z.object({ code: z.enum(["request_timeout"]).optional() }));

/** The error body of a 409 answer: `code` is one of `conflict`. */
export const Problem409 = z.intersection(Problem, z.object({ code: z.enum(["conflict"]).optional() }));

/** The error body of a 413 answer: `code` is one of `payload_too_large`. */
export const Problem413 = z.intersection(
  Problem,
  z.object({ code: z.enum(["payload_too_large"]).optional() }),
);

/** The error body of a 415 answer: `code` is one of `unsupported_media_type`. */
export const Problem415 = z.intersection(
  Problem,
  z.object({ code: z.enum(["unsupported_media_type"]).optional() }),
);

/** The error body of a 500 answer: `code` is one of `internal`. */
export const Problem500 = z.intersection(Problem, z.object({ code: z.enum(["internal"]).optional() }));

/** The error body of a 502 answer: `code` is one of `processor_unavailable`, `processor_rejected`. */
export const Problem502 = z.intersection(
  Problem,
  z.object({ code: z.enum(["processor_unavailable", "processor_rejected"]).optional() }),
);

/**
 * An event from the payment processor, in the processor's own JSON (our design: the shape of
 * Stripe-style events). Fields beyond those listed are accepted and ignored.
 */
export const ProcessorEvent = z.looseObject({
  id: z.string().max(255),
  type: z.string().max(255),
  created: SafeInteger.optional(),
  data: z.object({ object: z.looseObject({}) }),
});

/** A product of the catalog. */
export const Product = z.object({
  id: SafeInteger,
  name: z.string().max(160).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")),
  slug: z.string().max(100).regex(new RegExp("^[a-z0-9]+(?:-[a-z0-9]+)*$", "u")),
  description: z
    .union([
      z
        .string()
        .max(1024)
        .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u")),
      z.null(),
    ])
    .optional(),
  priceCents: z.int().gte(0).lte(1000000000).optional(),
  categoryId: z.union([z.int().gte(-9007199254740991).lte(9007199254740991), z.null()]).optional(),
  inventory: z.int().gte(0).lte(1000000).optional(),
  imageUrl: z
    .union([z.string().max(1024).regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u")), z.null()])
    .optional(),
  status: z.enum(["draft", "published"]).optional(),
  processorPriceId: z
    .union([z.string().max(1024).regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u")), z.null()])
    .optional(),
});

/** The writable fields of a product: the body of create and update. */
export const ProductInput = z.object({
  name: z.string().max(160).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")),
  slug: z.string().max(100).regex(new RegExp("^[a-z0-9]+(?:-[a-z0-9]+)*$", "u")),
  description: z
    .union([
      z
        .string()
        .max(1024)
        .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u")),
      z.null(),
    ])
    .optional(),
  priceCents: z.int().gte(0).lte(1000000000).optional(),
  categoryId: z.union([z.int().gte(-9007199254740991).lte(9007199254740991), z.null()]).optional(),
  inventory: z.int().gte(0).lte(1000000).optional(),
  imageUrl: z
    .union([z.string().max(1024).regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u")), z.null()])
    .optional(),
  status: z.enum(["draft", "published"]).optional(),
  processorPriceId: z
    .union([z.string().max(1024).regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u")), z.null()])
    .optional(),
});

/** A revoked API token. Our design (the seed types it as a generic object). */
export const RevokedToken = z.object({
  id: SafeInteger,
  name: z.string(),
  prefix: z.string(),
  revokedAt: SafeInteger,
});

/** An SVG document (UTF-8 text). */
export const SvgDocument = z.string();

/** The body of `POST /tokens/create`. */
export const TokenCreateRequest = z.object({
  name: z.string().max(80).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")),
});

/**
 * The caller's usage report for one period. Our design (the seed types it as a generic
 * object).
 */
export const UsageReport = z.object({
  period: z.iso.date(),
  reportedMicros: z.int().gte(0).lte(9007199254740991),
  alreadyReported: z.boolean(),
  reportedAt: SafeInteger,
});

/** The body of `POST /billing/report`: an empty object. */
export const UsageReportRequest = z.looseObject({});

/** A variant of a product (size, colour, …) with its own price and stock. */
export const Variant = z.object({
  id: SafeInteger,
  productId: z.int().gte(1).lte(1000000000000),
  title: z.string().max(160).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")),
  priceCents: z.int().gte(0).lte(1000000000).optional(),
  inventory: z.int().gte(0).lte(1000000).optional(),
});

/** The writable fields of a product variant: the body of create and update. */
export const VariantInput = z.object({
  productId: z.int().gte(1).lte(1000000000000),
  title: z.string().max(160).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")),
  priceCents: z.int().gte(0).lte(1000000000).optional(),
  inventory: z.int().gte(0).lte(1000000).optional(),
});

/** The answer to a webhook call. */
export const WebhookReceipt = z.object({ received: z.literal(true) });

/** Request and response schemas of `oauth_protected_resource` (GET /.well-known/oauth-protected-resource). */
export const oauthProtectedResourceSchemas = {
  responses: {
    "200": ProtectedResourceMetadata,
    "401": Problem401,
  },
};

/** Request and response schemas of `x402_discovery` (GET /.well-known/x402). */
export const x402DiscoverySchemas = {
  responses: {
    "200": X402Discovery,
    "401": Problem401,
  },
};

/** Request and response schemas of `apiToken_list` (GET /apiToken). */
export const apiTokenListSchemas = {
  responses: {
    "200": z.array(ApiToken),
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "500": Problem500,
  },
};

/** Request and response schemas of `apiToken_create` (POST /apiToken). */
export const apiTokenCreateSchemas = {
  body: ApiTokenInput,
  responses: {
    "201": ApiToken,
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "408": Problem408,
    "409": Problem409,
    "413": Problem413,
    "415": Problem415,
    "500": Problem500,
  },
};

/** Request and response schemas of `apiToken_get` (GET /apiToken/{id}). */
export const apiTokenGetSchemas = {
  path: z.object({
    id: z
      .string()
      .max(1024)
      .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u")),
  }),
  responses: {
    "200": ApiToken,
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "404": Problem404,
    "500": Problem500,
  },
};

/** Request and response schemas of `apiToken_delete` (DELETE /apiToken/{id}). */
export const apiTokenDeleteSchemas = {
  path: z.object({
    id: z
      .string()
      .max(1024)
      .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u")),
  }),
  responses: {
    "204": z.undefined(),
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "404": Problem404,
    "500": Problem500,
  },
};

/** Request and response schemas of `apiToken_update` (PATCH /apiToken/{id}). */
export const apiTokenUpdateSchemas = {
  path: z.object({
    id: z
      .string()
      .max(1024)
      .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u")),
  }),
  body: ApiTokenInput,
  responses: {
    "200": ApiToken,
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "404": Problem404,
    "408": Problem408,
    "409": Problem409,
    "413": Problem413,
    "415": Problem415,
    "500": Problem500,
  },
};

/** Request and response schemas of `billing_connect` (POST /billing/connect). */
export const billingConnectSchemas = {
  body: BillingConnectRequest,
  responses: {
    "200": BillingConnection,
    "400": Problem400,
    "401": Problem401,
    "408": Problem408,
    "413": Problem413,
    "415": Problem415,
    "500": Problem500,
    "502": Problem502,
  },
};

/** Request and response schemas of `billing_report` (POST /billing/report). */
export const billingReportSchemas = {
  body: UsageReportRequest,
  responses: {
    "200": UsageReport,
    "400": Problem400,
    "401": Problem401,
    "408": Problem408,
    "409": Problem409,
    "413": Problem413,
    "415": Problem415,
    "500": Problem500,
    "502": Problem502,
  },
};

/** Request and response schemas of `category_list` (GET /category). */
export const categoryListSchemas = {
  responses: {
    "200": z.array(Category),
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "500": Problem500,
  },
};

/** Request and response schemas of `category_create` (POST /category). */
export const categoryCreateSchemas = {
  body: CategoryInput,
  responses: {
    "201": Category,
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "408": Problem408,
    "409": Problem409,
    "413": Problem413,
    "415": Problem415,
    "500": Problem500,
  },
};

/** Request and response schemas of `category_get` (GET /category/{id}). */
export const categoryGetSchemas = {
  path: z.object({
    id: z
      .string()
      .max(1024)
      .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u")),
  }),
  responses: {
    "200": Category,
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "404": Problem404,
    "500": Problem500,
  },
};

/** Request and response schemas of `category_delete` (DELETE /category/{id}). */
export const categoryDeleteSchemas = {
  path: z.object({
    id: z
      .string()
      .max(1024)
      .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u")),
  }),
  responses: {
    "204": z.undefined(),
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "404": Problem404,
    "500": Problem500,
  },
};

/** Request and response schemas of `category_update` (PATCH /category/{id}). */
export const categoryUpdateSchemas = {
  path: z.object({
    id: z
      .string()
      .max(1024)
      .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u")),
  }),
  body: CategoryInput,
  responses: {
    "200": Category,
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "404": Problem404,
    "408": Problem408,
    "409": Problem409,
    "413": Problem413,
    "415": Problem415,
    "500": Problem500,
  },
};

/** Request and response schemas of `checkout_confirm` (POST /checkout/confirm). */
export const checkoutConfirmSchemas = {
  body: CheckoutConfirmRequest,
  responses: {
    "200": CheckoutConfirmation,
    "400": Problem400,
    "401": Problem401,
    "404": Problem404,
    "408": Problem408,
    "413": Problem413,
    "415": Problem415,
    "500": Problem500,
    "502": Problem502,
  },
};

/** Request and response schemas of `checkout_pay` (POST /checkout/pay). */
export const checkoutPaySchemas = {
  body: CheckoutPayRequest,
  responses: {
    "200": CheckoutSession,
    "400": Problem400,
    "401": Problem401,
    "408": Problem408,
    "409": Problem409,
    "413": Problem413,
    "415": Problem415,
    "500": Problem500,
    "502": Problem502,
  },
};

/** Request and response schemas of `checkout_webhook` (POST /checkout/webhook). */
export const checkoutWebhookSchemas = {
  headers: z.object({
    "Stripe-Signature": z.string().max(1024).regex(new RegExp("^t=[0-9]+(,v[0-9]+=[0-9a-f]+)+$", "u")),
  }),
  body: ProcessorEvent,
  responses: {
    "200": WebhookReceipt,
    "400": Problem400,
    "401": Problem401InvalidSignature,
    "408": Problem408,
    "413": Problem413,
    "415": Problem415,
    "500": Problem500,
  },
};

/** Request and response schemas of `contactSubmission_list` (GET /contactSubmission). */
export const contactSubmissionListSchemas = {
  responses: {
    "200": z.array(ContactSubmission),
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "500": Problem500,
  },
};

/** Request and response schemas of `contactSubmission_create` (POST /contactSubmission). */
export const contactSubmissionCreateSchemas = {
  body: ContactSubmissionInput,
  responses: {
    "201": ContactSubmission,
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "408": Problem408,
    "409": Problem409,
    "413": Problem413,
    "415": Problem415,
    "500": Problem500,
  },
};

/** Request and response schemas of `contactSubmission_get` (GET /contactSubmission/{id}). */
export const contactSubmissionGetSchemas = {
  path: z.object({
    id: z
      .string()
      .max(1024)
      .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u")),
  }),
  responses: {
    "200": ContactSubmission,
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "404": Problem404,
    "500": Problem500,
  },
};

/** Request and response schemas of `contactSubmission_delete` (DELETE /contactSubmission/{id}). */
export const contactSubmissionDeleteSchemas = {
  path: z.object({
    id: z
      .string()
      .max(1024)
      .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u")),
  }),
  responses: {
    "204": z.undefined(),
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "404": Problem404,
    "500": Problem500,
  },
};

/** Request and response schemas of `contactSubmission_update` (PATCH /contactSubmission/{id}). */
export const contactSubmissionUpdateSchemas = {
  path: z.object({
    id: z
      .string()
      .max(1024)
      .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u")),
  }),
  body: ContactSubmissionInput,
  responses: {
    "200": ContactSubmission,
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "404": Problem404,
    "408": Problem408,
    "409": Problem409,
    "413": Problem413,
    "415": Problem415,
    "500": Problem500,
  },
};

/** Request and response schemas of `docs` (GET /docs). */
export const docsSchemas = {
  responses: {
    "200": z.string(),
    "401": Problem401,
  },
};

/** Request and response schemas of `docs_script` (GET /docs/scalar.js). */
export const docsScriptSchemas = {
  query: z.object({ v: z.string().regex(new RegExp("^[0-9a-f]{1,64}$", "u")).optional() }),
  responses: {
    "200": z.string(),
    "400": Problem400,
    "401": Problem401,
  },
};

/** Request and response schemas of `faq_list` (GET /faq). */
export const faqListSchemas = {
  responses: {
    "200": z.array(Faq),
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "500": Problem500,
  },
};

/** Request and response schemas of `faq_create` (POST /faq). */
export const faqCreateSchemas = {
  body: FaqInput,
  responses: {
    "201": Faq,
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "408": Problem408,
    "409": Problem409,
    "413": Problem413,
    "415": Problem415,
    "500": Problem500,
  },
};

/** Request and response schemas of `faq_get` (GET /faq/{id}). */
export const faqGetSchemas = {
  path: z.object({
    id: z
      .string()
      .max(1024)
      .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u")),
  }),
  responses: {
    "200": Faq,
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "404": Problem404,
    "500": Problem500,
  },
};

/** Request and response schemas of `faq_delete` (DELETE /faq/{id}). */
export const faqDeleteSchemas = {
  path: z.object({
    id: z
      .string()
      .max(1024)
      .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u")),
  }),
  responses: {
    "204": z.undefined(),
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "404": Problem404,
    "500": Problem500,
  },
};

/** Request and response schemas of `faq_update` (PATCH /faq/{id}). */
export const faqUpdateSchemas = {
  path: z.object({
    id: z
      .string()
      .max(1024)
      .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u")),
  }),
  body: FaqInput,
  responses: {
    "200": Faq,
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "404": Problem404,
    "408": Problem408,
    "409": Problem409,
    "413": Problem413,
    "415": Problem415,
    "500": Problem500,
  },
};

/** Request and response schemas of `health` (GET /health). */
export const healthSchemas = {
  responses: {
    "200": Health,
    "401": Problem401,
  },
};

/** Request and response schemas of `llms_txt` (GET /llms.txt). */
export const llmsTxtSchemas = {
  responses: {
    "200": z.string(),
    "401": Problem401,
  },
};

/** Request and response schemas of `mcp` (POST /mcp). */
export const mcpSchemas = {
  headers: z.object({
    accept: z
      .string()
      .regex(new RegExp("application/json.*text/event-stream|text/event-stream.*application/json", "u")),
  }),
  body: JsonRpcMessage,
  responses: {
    "200": z.looseObject({}),
    "202": z.undefined(),
    "400": JsonRpcError,
    "401": Problem401,
    "403": JsonRpcError,
    "406": JsonRpcError,
    "415": JsonRpcError,
  },
};

/** Request and response schemas of `media_list` (GET /media). */
export const mediaListSchemas = {
  responses: {
    "200": z.array(Media),
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "500": Problem500,
  },
};

/** Request and response schemas of `media_create` (POST /media). */
export const mediaCreateSchemas = {
  body: MediaInput,
  responses: {
    "201": Media,
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "408": Problem408,
    "409": Problem409,
    "413": Problem413,
    "415": Problem415,
    "500": Problem500,
  },
};

/** Request and response schemas of `media_get` (GET /media/{id}). */
export const mediaGetSchemas = {
  path: z.object({
    id: z
      .string()
      .max(1024)
      .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u")),
  }),
  responses: {
    "200": Media,
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "404": Problem404,
    "500": Problem500,
  },
};

/** Request and response schemas of `media_delete` (DELETE /media/{id}). */
export const mediaDeleteSchemas = {
  path: z.object({
    id: z
      .string()
      .max(1024)
      .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u")),
  }),
  responses: {
    "204": z.undefined(),
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "404": Problem404,
    "500": Problem500,
  },
};

/** Request and response schemas of `media_update` (PATCH /media/{id}). */
export const mediaUpdateSchemas = {
  path: z.object({
    id: z
      .string()
      .max(1024)
      .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u")),
  }),
  body: MediaInput,
  responses: {
    "200": Media,
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "404": Problem404,
    "408": Problem408,
    "409": Problem409,
    "413": Problem413,
    "415": Problem415,
    "500": Problem500,
  },
};

/** Request and response schemas of `newsletterSubscriber_list` (GET /newsletterSubscriber). */
export const newsletterSubscriberListSchemas = {
  responses: {
    "200": z.array(NewsletterSubscriber),
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "500": Problem500,
  },
};

/** Request and response schemas of `newsletterSubscriber_create` (POST /newsletterSubscriber). */
export const newsletterSubscriberCreateSchemas = {
  body: NewsletterSubscriberInput,
  responses: {
    "201": NewsletterSubscriber,
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "408": Problem408,
    "409": Problem409,
    "413": Problem413,
    "415": Problem415,
    "500": Problem500,
  },
};

/** Request and response schemas of `newsletterSubscriber_get` (GET /newsletterSubscriber/{id}). */
export const newsletterSubscriberGetSchemas = {
  path: z.object({
    id: z
      .string()
      .max(1024)
      .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u")),
  }),
  responses: {
    "200": NewsletterSubscriber,
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "404": Problem404,
    "500": Problem500,
  },
};

/** Request and response schemas of `newsletterSubscriber_delete` (DELETE /newsletterSubscriber/{id}). */
export const newsletterSubscriberDeleteSchemas = {
  path: z.object({
    id: z
      .string()
      .max(1024)
      .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u")),
  }),
  responses: {
    "204": z.undefined(),
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "404": Problem404,
    "500": Problem500,
  },
};

/** Request and response schemas of `newsletterSubscriber_update` (PATCH /newsletterSubscriber/{id}). */
export const newsletterSubscriberUpdateSchemas = {
  path: z.object({
    id: z
      .string()
      .max(1024)
      .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u")),
  }),
  body: NewsletterSubscriberInput,
  responses: {
    "200": NewsletterSubscriber,
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "404": Problem404,
    "408": Problem408,
    "409": Problem409,
    "413": Problem413,
    "415": Problem415,
    "500": Problem500,
  },
};

/** Request and response schemas of `openapi_json` (GET /openapi.json). */
export const openapiJsonSchemas = {
  responses: {
    "200": z.looseObject({}),
    "401": Problem401,
  },
};

/** Request and response schemas of `post_list` (GET /post). */
export const postListSchemas = {
  responses: {
    "200": z.array(Post),
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "500": Problem500,
  },
};

/** Request and response schemas of `post_create` (POST /post). */
export const postCreateSchemas = {
  body: PostInput,
  responses: {
    "201": Post,
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "408": Problem408,
    "409": Problem409,
    "413": Problem413,
    "415": Problem415,
    "500": Problem500,
  },
};

/** Request and response schemas of `post_get` (GET /post/{id}). */
export const postGetSchemas = {
  path: z.object({
    id: z
      .string()
      .max(1024)
      .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u")),
  }),
  responses: {
    "200": Post,
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "404": Problem404,
    "500": Problem500,
  },
};

/** Request and response schemas of `post_delete` (DELETE /post/{id}). */
export const postDeleteSchemas = {
  path: z.object({
    id: z
      .string()
      .max(1024)
      .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u")),
  }),
  responses: {
    "204": z.undefined(),
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "404": Problem404,
    "500": Problem500,
  },
};

/** Request and response schemas of `post_update` (PATCH /post/{id}). */
export const postUpdateSchemas = {
  path: z.object({
    id: z
      .string()
      .max(1024)
      .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u")),
  }),
  body: PostInput,
  responses: {
    "200": Post,
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "404": Problem404,
    "408": Problem408,
    "409": Problem409,
    "413": Problem413,
    "415": Problem415,
    "500": Problem500,
  },
};

/** Request and response schemas of `product_list` (GET /product). */
export const productListSchemas = {
  responses: {
    "200": z.array(Product),
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "500": Problem500,
  },
};

/** Request and response schemas of `product_create` (POST /product). */
export const productCreateSchemas = {
  body: ProductInput,
  responses: {
    "201": Product,
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "408": Problem408,
    "409": Problem409,
    "413": Problem413,
    "415": Problem415,
    "500": Problem500,
  },
};

/** Request and response schemas of `product_get` (GET /product/{id}). */
export const productGetSchemas = {
  path: z.object({
    id: z
      .string()
      .max(1024)
      .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u")),
  }),
  responses: {
    "200": Product,
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "404": Problem404,
    "500": Problem500,
  },
};

/** Request and response schemas of `product_delete` (DELETE /product/{id}). */
export const productDeleteSchemas = {
  path: z.object({
    id: z
      .string()
      .max(1024)
      .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u")),
  }),
  responses: {
    "204": z.undefined(),
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "404": Problem404,
    "500": Problem500,
  },
};

/** Request and response schemas of `product_update` (PATCH /product/{id}). */
export const productUpdateSchemas = {
  path: z.object({
    id: z
      .string()
      .max(1024)
      .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u")),
  }),
  body: ProductInput,
  responses: {
    "200": Product,
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "404": Problem404,
    "408": Problem408,
    "409": Problem409,
    "413": Problem413,
    "415": Problem415,
    "500": Problem500,
  },
};

/** Request and response schemas of `product_badge` (GET /product/{id}/badge.svg). */
export const productBadgeSchemas = {
  path: z.object({
    id: z
      .string()
      .max(1024)
      .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u")),
  }),
  responses: {
    "200": SvgDocument,
    "400": Problem400,
    "401": Problem401,
    "404": Problem404,
    "500": Problem500,
  },
};

/** Request and response schemas of `tokens_create` (POST /tokens/create). */
export const tokensCreateSchemas = {
  body: TokenCreateRequest,
  responses: {
    "201": CreatedToken,
    "400": Problem400,
    "401": Problem401,
    "408": Problem408,
    "413": Problem413,
    "415": Problem415,
    "500": Problem500,
  },
};

/** Request and response schemas of `tokens_revoke` (POST /tokens/{id}/revoke). */
export const tokensRevokeSchemas = {
  path: z.object({
    id: z
      .string()
      .max(1024)
      .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u")),
  }),
  responses: {
    "200": RevokedToken,
    "400": Problem400,
    "401": Problem401,
    "404": Problem404,
    "500": Problem500,
  },
};

/** Request and response schemas of `variant_list` (GET /variant). */
export const variantListSchemas = {
  responses: {
    "200": z.array(Variant),
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "500": Problem500,
  },
};

/** Request and response schemas of `variant_create` (POST /variant). */
export const variantCreateSchemas = {
  body: VariantInput,
  responses: {
    "201": Variant,
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "408": Problem408,
    "409": Problem409,
    "413": Problem413,
    "415": Problem415,
    "500": Problem500,
  },
};

/** Request and response schemas of `variant_get` (GET /variant/{id}). */
export const variantGetSchemas = {
  path: z.object({
    id: z
      .string()
      .max(1024)
      .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u")),
  }),
  responses: {
    "200": Variant,
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "404": Problem404,
    "500": Problem500,
  },
};

/** Request and response schemas of `variant_delete` (DELETE /variant/{id}). */
export const variantDeleteSchemas = {
  path: z.object({
    id: z
      .string()
      .max(1024)
      .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u")),
  }),
  responses: {
    "204": z.undefined(),
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "404": Problem404,
    "500": Problem500,
  },
};

/** Request and response schemas of `variant_update` (PATCH /variant/{id}). */
export const variantUpdateSchemas = {
  path: z.object({
    id: z
      .string()
      .max(1024)
      .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u")),
  }),
  body: VariantInput,
  responses: {
    "200": Variant,
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "404": Problem404,
    "408": Problem408,
    "409": Problem409,
    "413": Problem413,
    "415": Problem415,
    "500": Problem500,
  },
};
