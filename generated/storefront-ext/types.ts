// Generated from spec/storefront by codegen — run `npm run generate`. Do not edit.

import type { Context } from "../../handlers/storefront/context.js";

/**
 * An integer in the 64-bit-safe range -9007199254740991 to 9007199254740991, used for
 * non-null ids and amounts. Nullable fields spell the range out on the property instead
 * (`@minValue(MinSafeInteger) @maxValue(MaxSafeInteger) x?: int64 | null`): a named scalar in
 * `T | null` becomes `allOf: [$ref] + nullable: true` in the OpenAPI 3.0 document, where the
 * referenced schema rejects null. The same holds for constrained nullable text, which carries
 * its `@maxLength`/`@pattern` on the property.
 */
export type SafeInteger = number;

/** A stored API token (never its secret). */
export type ApiToken = {
  /** Server-assigned id. */
  id: SafeInteger;
  /** The owner's user id (a UUID); naming no user answers 409. */
  userId?: string | null;
  /** A name the owner chose: safe text, at most 120 characters. */
  name: string;
  /** The token's public first characters, shown in listings: safe text, at most 20 characters. */
  prefix: string;
  /** Hex digest of the secret, at most 128 characters. The secret itself is never stored. */
  hashedKey: string;
  /** When the token was revoked, in Unix epoch milliseconds; null while it is valid. */
  revokedAt?: number | null;
  /** When the token was created, in Unix epoch milliseconds. Our design: read-only, set by the server's clock. */
  createdAt?: number | null;
  /** When the token last authenticated a call, in Unix epoch milliseconds. Our design: read-only, set by the server. */
  lastUsedAt?: number | null;
};

/**
 * The writable fields of an API-token record: the body of create and update. Raw records are
 * for administrators; callers mint their own tokens with `POST /tokens/create`.
 */
export type ApiTokenInput = {
  /** The owner's user id (a UUID); naming no user answers 409. */
  userId?: string | null;
  /** A name the owner chose: safe text, at most 120 characters. */
  name: string;
  /** The token's public first characters, shown in listings: safe text, at most 20 characters. */
  prefix: string;
  /** Hex digest of the secret, at most 128 characters. The secret itself is never stored. */
  hashedKey: string;
  /** When the token was revoked, in Unix epoch milliseconds; null while it is valid. */
  revokedAt?: number | null;
};

/** The body of `POST /billing/connect`. */
export type BillingConnectRequest = {
  /** Where the processor sends invoices: an e-mail address of at most 254 characters. Defaults to the caller's account address. */
  email?: string;
};

/**
 * The caller's usage-billing connection: a customer and a metered subscription at the payment
 * processor. Our design (the seed types it as a generic object).
 */
export type BillingConnection = {
  /** The processor's customer id. */
  customerId: string;
  /** The processor's metered subscription id. */
  subscriptionId: string;
  /** Where invoices go, or null when the processor has no address. */
  email: string | null;
  /** When billing was first connected, in Unix epoch milliseconds. */
  connectedAt: SafeInteger;
};

/** A product category. */
export type Category = {
  /** Server-assigned id. */
  id: SafeInteger;
  /** Display name: safe text, at most 100 characters. */
  name: string;
  /** URL slug, unique per category: at most 80 characters. */
  slug: string;
};

/** The writable fields of a category: the body of create and update. */
export type CategoryInput = {
  /** Display name: safe text, at most 100 characters. */
  name: string;
  /** URL slug, unique per category: at most 80 characters. */
  slug: string;
};

/** The body of `POST /checkout/confirm`. */
export type CheckoutConfirmRequest = {
  /** The order to confirm, 1 to 1000000000000. */
  orderId: number;
  /** The payment session returned by `POST /checkout/pay`: at most 255 letters, digits and `_`. */
  sessionId: string;
};

/** The order's state after confirmation. Our design (the seed types it as a generic object). */
export type CheckoutConfirmation = {
  /** The order's id. */
  orderId: SafeInteger;
  /**
   * `paid` once the processor reports the session paid; `pending` while the shopper has not
   * finished paying; `shipped` or `cancelled` when the order has moved on since.
   */
  status: "pending" | "paid" | "shipped" | "cancelled";
};

/** One line of a checkout: a product and how many. */
export type CheckoutLine = {
  /** The product's id, 1 to 1000000000000. */
  productId: number;
  /** Quantity, 1 to 1000. */
  qty: number;
};

/** The body of `POST /checkout/pay`. */
export type CheckoutPayRequest = {
  /** What to buy: 1 to 200 lines. */
  items: Array<CheckoutLine>;
  /** A discount code: at most 40 characters, upper-case letters, digits, `_` and `-`. */
  discountCode?: string;
};

/**
 * A pending order and the hosted payment session that pays for it. Our design (the seed
 * types it as a generic object): amounts in US cents, where
 * `total = subtotal - discount + shipping + tax`.
 */
export type CheckoutSession = {
  /** The new order's id; pass it to `POST /checkout/confirm`. */
  orderId: SafeInteger;
  /** The processor's payment session id; pass it to `POST /checkout/confirm`. */
  sessionId: string;
  /** The hosted payment page: send the shopper here. */
  url: string;
  /** The order's state: always `pending` here. */
  status: "pending";
  /** Sum of the lines, in US cents. */
  subtotalCents: SafeInteger;
  /** Taken off by the discount code, in US cents (0 without one). */
  discountCents: SafeInteger;
  /** Shipping, in US cents. */
  shippingCents: SafeInteger;
  /** Tax, in US cents. */
  taxCents: SafeInteger;
  /** What the shopper pays, in US cents. */
  totalCents: SafeInteger;
  /** ISO 4217 currency code, lower case. */
  currency: "usd";
  /** When the payment session expires, in Unix epoch milliseconds; the order is then cancelled. */
  expiresAt: SafeInteger;
};

/** A message sent through the contact form. */
export type ContactSubmission = {
  /** Server-assigned id. */
  id: SafeInteger;
  /** The sender's name: safe text, at most 120 characters. */
  name: string;
  /** The sender's e-mail address, for the reply. */
  email: string;
  /** Subject line: safe text, at most 200 characters. */
  subject: string;
  /** The message, at most 5000 characters. */
  message: string;
  /**
   * When the message was received, in Unix epoch milliseconds. Our design: read-only, set
   * by the server's clock on create.
   */
  createdAt?: number | null;
};

/** The writable fields of a contact-form submission: the body of create and update. */
export type ContactSubmissionInput = {
  /** The sender's name: safe text, at most 120 characters. */
  name: string;
  /** The sender's e-mail address, for the reply. */
  email: string;
  /** Subject line: safe text, at most 200 characters. */
  subject: string;
  /** The message, at most 5000 characters. */
  message: string;
};

/** One paid route as listed by the x402 discovery document. */
export type DiscoveryRoute = {
  /** HTTP method and path, for example `GET /x402/uuid`. */
  route: string;
  /** Absolute URL of the route. */
  url: string;
  description: string;
  /** Price per call in USD. */
  priceUsd: number;
  /** Free calls per client IP per UTC day on this route. */
  freePerIpPerDay: number;
};

/** Liveness of the service and its database. */
export type Health = {
  /** `ok` when the database answers, `degraded` otherwise. */
  status: "ok" | "degraded";
  /** The service name. */
  service: string;
  /** The contract version the server implements. */
  version: string;
};

/** A JSON-RPC 2.0 error answer from the MCP endpoint. */
export type JsonRpcError = {
  jsonrpc: "2.0";
  /** The id of the request this answers (string, number or null). */
  id: unknown;
  error: {
    code: number;
    message: string;
    data?: unknown;
  };
};

/** An integer JSON numbers carry exactly (±2^53−1). */
export type SafeJsonInteger = number;

/** A client's error answer to a server request. */
export type JsonRpcErrorMessage = {
  jsonrpc: "2.0";
  id?: string | SafeJsonInteger;
  error: {
    code: SafeJsonInteger;
    message: string;
    data?: unknown;
  };
};

/** Request metadata MCP reads from `params._meta`. */
export type JsonRpcMeta = {
  /** Token for progress notifications about this request. */
  progressToken?: string | SafeJsonInteger;
  [key: string]: unknown;
};

/** Parameters of a request or notification. */
export type JsonRpcParams = {
  _meta?: JsonRpcMeta;
  [key: string]: unknown;
};

/** A notification: no id, no answer. */
export type JsonRpcNotification = {
  jsonrpc: "2.0";
  method: string;
  params?: JsonRpcParams;
};

/** A request: expects an answer with the same id. */
export type JsonRpcRequest = {
  jsonrpc: "2.0";
  id: string | SafeJsonInteger;
  method: string;
  params?: JsonRpcParams;
};

/** A client's answer to a server request. */
export type JsonRpcResultMessage = {
  jsonrpc: "2.0";
  id: string | SafeJsonInteger;
  result: {
    [key: string]: unknown;
  };
};

/** A JSON-RPC 2.0 message sent to the MCP endpoint: exactly one of the four kinds. */
export type JsonRpcMessage =
  | JsonRpcRequest
  | JsonRpcNotification
  | JsonRpcResultMessage
  | JsonRpcErrorMessage;

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
export type ErrorCode =
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
  | "invalid_signature"
  | "forbidden"
  | "admin_only"
  | "not_found"
  | "route_not_found"
  | "method_not_allowed"
  | "request_timeout"
  | "conflict"
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

/** RFC 9457 problem details, served as `application/problem+json`. */
export type Problem = {
  /** A URI reference identifying the problem type. */
  type: string;
  /** Short summary of the problem type. */
  title: string;
  /** The HTTP status code. */
  status: number;
  /** Explanation specific to this occurrence. */
  detail?: string;
  /** A URI reference identifying this occurrence. */
  instance?: string;
  code: ErrorCode;
  /** The request's id, as in the `X-Request-Id` response header. */
  requestId?: string;
  /** Rejected inputs, keyed by JSON pointer or parameter name. */
  errors?: {
    [key: string]: string;
  };
  /** Deprecated single-string error, kept for older clients. */
  error?: string;
};

/**
 * OAuth 2.0 protected-resource metadata (RFC 9728) of the service. Its credentials are API keys
 * and session tokens issued by the platform, not OAuth access tokens: no authorization server
 * issues them, so none is named (`authorization_servers` is absent); the documentation page says
 * how to get one.
 */
export type ProtectedResourceMetadata = {
  /** The service's base URL: its credentials unlock every route under it, `/mcp` included. */
  resource: string;
  /** How a bearer credential is sent: the `Authorization` header only. */
  bearer_methods_supported: Array<"header">;
  /** The service's name. */
  resource_name: string;
  /** The service's reference page, which says how to get a credential. */
  resource_documentation: string;
};

/**
 * The `/.well-known/x402` document: which routes of this service are paid and how.
 * `version` and `resources` follow x402scan's discovery format; `routes` is our design and
 * mirrors the hosted-tool catalogue's route entries.
 */
export type X402Discovery = {
  version: 1;
  /** x402 protocol version the server speaks. */
  x402Version: 2;
  /** Absolute URLs of every paid resource. */
  resources: Array<string>;
  routes: Array<DiscoveryRoute>;
};

/** A newly created API token, with its secret. Our design (the seed types it as a generic object). */
export type CreatedToken = {
  /** The token record's id (use it to revoke). */
  id: SafeInteger;
  /** The name given on create. */
  name: string;
  /** The token's public first characters, shown in listings. */
  prefix: string;
  /**
   * The secret, to send as `Authorization: Bearer <token>`. Shown once: only its hash is
   * stored, so it cannot be retrieved again.
   */
  token: string;
  /** When the token was created, in Unix epoch milliseconds. */
  createdAt: SafeInteger;
};

/** A frequently asked question with its answer. */
export type Faq = {
  /** Server-assigned id. */
  id: SafeInteger;
  /** The question: safe text, at most 300 characters. */
  question: string;
  /** The answer: at most 2000 characters, no control characters. */
  answer: string;
  /** Position in the FAQ list, ascending, 0 to 100000. */
  sortOrder?: number;
  /** Whether the entry is shown. */
  isActive?: boolean;
};

/** The writable fields of an FAQ entry: the body of create and update. */
export type FaqInput = {
  /** The question: safe text, at most 300 characters. */
  question: string;
  /** The answer: at most 2000 characters, no control characters. */
  answer: string;
  /** Position in the FAQ list, ascending, 0 to 100000. */
  sortOrder?: number;
  /** Whether the entry is shown. */
  isActive?: boolean;
};

/** An image or other file in the media library. */
export type Media = {
  /** Server-assigned id. */
  id: SafeInteger;
  /** Where the file is served from (a URI). */
  url: string;
  /** Alternative text: safe text, at most 300 characters. */
  alt: string;
  /** Width in pixels, when known. */
  width?: number | null;
  /** Height in pixels, when known. */
  height?: number | null;
};

/** The writable fields of a media item: the body of create and update. */
export type MediaInput = {
  /** Where the file is served from (a URI). */
  url: string;
  /** Alternative text: safe text, at most 300 characters. */
  alt: string;
  /** Width in pixels, when known. */
  width?: number | null;
  /** Height in pixels, when known. */
  height?: number | null;
};

/** An e-mail address subscribed to the newsletter. */
export type NewsletterSubscriber = {
  /** Server-assigned id. */
  id: SafeInteger;
  /** The subscriber's e-mail address. */
  email: string;
  /**
   * When the address subscribed, in Unix epoch milliseconds. Our design: read-only, set by
   * the server's clock on create (anyone may subscribe, so callers may not back-date it).
   */
  subscribedAt?: number | null;
};

/** The writable fields of a newsletter subscription: the body of create (sign-up) and update. */
export type NewsletterSubscriberInput = {
  /** The subscriber's e-mail address. */
  email: string;
};

/** A customer's order (extended variant). */
export type Order = {
  /** Server-assigned id. */
  id: SafeInteger;
  /**
   * The owner's user id, at most 1024 characters. Our design: read-only, the caller who
   * created the order.
   */
  customerId?: string | null;
  /** Where receipts and shipping notices go, at most 1024 characters. */
  customerEmail?: string | null;
  /** The postal address, at most 1024 characters. */
  shippingAddress?: string | null;
  /** A discount code applied to the order, at most 1024 characters. */
  discountCode?: string | null;
  /** The chosen shipping method, at most 1024 characters. */
  shippingMethod?: string | null;
  /**
   * The order lines as text, at most 100000 characters. Our design: a JSON array of 1 to 200
   * `{productId, qty}` objects (`productId` 1..10^12, `qty` 1..1000), the same lines
   * `POST /checkout/pay` takes; the pattern spells that out, members in that order.
   */
  items: string;
  /** The order's state. */
  status?: "pending" | "paid" | "shipped" | "cancelled";
  /** The processor's payment id for this order, at most 1024 characters. */
  processorPaymentIntentId?: string | null;
  /** The shipping carrier, at most 1024 characters. */
  carrier?: string | null;
  /** The carrier's tracking number, at most 1024 characters. */
  trackingNumber?: string | null;
  /** The amount charged, in US cents, 0 to 100000000000. */
  totalCents?: number;
  /** Shipping part of the total, in US cents. */
  shippingCents?: SafeInteger;
  /** Tax part of the total, in US cents. */
  taxCents?: SafeInteger;
  /**
   * When the abandoned-cart reminder was e-mailed, in Unix epoch milliseconds. Our design:
   * read-only, set by the server.
   */
  recoveryEmailedAt?: number | null;
  /** When the order was created, in Unix epoch milliseconds. Our design: read-only, set by the server's clock. */
  createdAt?: number | null;
};

/**
 * The fields a customer sets when creating an order (extended variant). Which order fields
 * are required is not in the seed; our design: only `items`. The server sets the owner, the
 * totals and `status: pending`.
 */
export type OrderInput = {
  /** Where receipts and shipping notices go, at most 1024 characters. */
  customerEmail?: string | null;
  /** The postal address, at most 1024 characters. */
  shippingAddress?: string | null;
  /** A discount code applied to the order, at most 1024 characters. */
  discountCode?: string | null;
  /** The chosen shipping method, at most 1024 characters. */
  shippingMethod?: string | null;
  /**
   * The order lines as text, at most 100000 characters. Our design: a JSON array of 1 to 200
   * `{productId, qty}` objects (`productId` 1..10^12, `qty` 1..1000), the same lines
   * `POST /checkout/pay` takes; the pattern spells that out, members in that order.
   */
  items: string;
};

/**
 * The body of `PATCH /order/{id}` (extended variant): the create fields plus those an
 * administrator manages (status, shipping, payment reference, amounts). The required set is
 * the same as on create.
 */
export type OrderUpdate = {
  /** Where receipts and shipping notices go, at most 1024 characters. */
  customerEmail?: string | null;
  /** The postal address, at most 1024 characters. */
  shippingAddress?: string | null;
  /** A discount code applied to the order, at most 1024 characters. */
  discountCode?: string | null;
  /** The chosen shipping method, at most 1024 characters. */
  shippingMethod?: string | null;
  /**
   * The order lines as text, at most 100000 characters. Our design: a JSON array of 1 to 200
   * `{productId, qty}` objects (`productId` 1..10^12, `qty` 1..1000), the same lines
   * `POST /checkout/pay` takes; the pattern spells that out, members in that order.
   */
  items: string;
  /** The order's state. */
  status?: "pending" | "paid" | "shipped" | "cancelled";
  /** The processor's payment id for this order, at most 1024 characters. */
  processorPaymentIntentId?: string | null;
  /** The shipping carrier, at most 1024 characters. */
  carrier?: string | null;
  /** The carrier's tracking number, at most 1024 characters. */
  trackingNumber?: string | null;
  /** The amount charged, in US cents, 0 to 100000000000. */
  totalCents?: number;
  /** Shipping part of the total, in US cents. */
  shippingCents?: SafeInteger;
  /** Tax part of the total, in US cents. */
  taxCents?: SafeInteger;
};

/** A blog post. */
export type Post = {
  /** Server-assigned id. */
  id: SafeInteger;
  /** Title: safe text, at most 200 characters. */
  title: string;
  /** URL slug: at most 120 characters. */
  slug: string;
  /** Teaser shown in lists, at most 1024 characters. */
  excerpt?: string | null;
  /** The post's body, at most 1024 characters. */
  body?: string | null;
  /** Only published posts are shown to readers. */
  status?: "draft" | "published";
  /** When the post was published, in Unix epoch milliseconds (our design for the unit); null while a draft. */
  publishedAt?: number | null;
  /** The author's user id. */
  authorId?: string | null;
  /** Cover image URL. */
  coverImageUrl?: string | null;
};

/** The writable fields of a blog post: the body of create and update. */
export type PostInput = {
  /** Title: safe text, at most 200 characters. */
  title: string;
  /** URL slug: at most 120 characters. */
  slug: string;
  /** Teaser shown in lists, at most 1024 characters. */
  excerpt?: string | null;
  /** The post's body, at most 1024 characters. */
  body?: string | null;
  /** Only published posts are shown to readers. */
  status?: "draft" | "published";
  /** When the post was published, in Unix epoch milliseconds (our design for the unit); null while a draft. */
  publishedAt?: number | null;
  /** The author's user id. */
  authorId?: string | null;
  /** Cover image URL. */
  coverImageUrl?: string | null;
};

/** The error body of a 400 answer: `code` is one of `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
export type Problem400 = Problem & {
  code?:
    | "validation_failed"
    | "malformed_json"
    | "body_not_decodable"
    | "malformed_multipart"
    | "invalid_cursor"
    | "malformed_http";
};

/** The error body of a 401 answer: `code` is one of `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
export type Problem401 = Problem & {
  code?: "credentials_required" | "invalid_credentials" | "malformed_authorization" | "wrong_credential_kind";
};

/** The error body of a 401 answer: `code` is one of `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`, `invalid_signature`. */
export type Problem401InvalidSignature = Problem & {
  code?:
    | "credentials_required"
    | "invalid_credentials"
    | "malformed_authorization"
    | "wrong_credential_kind"
    | "invalid_signature";
};

/** The error body of a 403 answer: `code` is one of `forbidden`, `admin_only`. */
export type Problem403 = Problem & {
  code?: "forbidden" | "admin_only";
};

/** The error body of a 404 answer: `code` is one of `not_found`. */
export type Problem404 = Problem & {
  code?: "not_found";
};

/** The error body of a 408 answer: `code` is one of `request_timeout`. */
export type Problem408 = Problem & {
  code?: "request_timeout";
};

/** The error body of a 409 answer: `code` is one of `conflict`. */
export type Problem409 = Problem & {
  code?: "conflict";
};

/** The error body of a 413 answer: `code` is one of `payload_too_large`. */
export type Problem413 = Problem & {
  code?: "payload_too_large";
};

/** The error body of a 415 answer: `code` is one of `unsupported_media_type`. */
export type Problem415 = Problem & {
  code?: "unsupported_media_type";
};

/** The error body of a 500 answer: `code` is one of `internal`. */
export type Problem500 = Problem & {
  code?: "internal";
};

/** The error body of a 502 answer: `code` is one of `processor_unavailable`, `processor_rejected`. */
export type Problem502 = Problem & {
  code?: "processor_unavailable" | "processor_rejected";
};

/**
 * An event from the payment processor, in the processor's own JSON (our design: the shape of
 * Stripe-style events). Fields beyond those listed are accepted and ignored.
 */
export type ProcessorEvent = {
  /** The event's id; the server handles each id once. */
  id: string;
  /** The event kind, for example `checkout.session.completed`. */
  type: string;
  /** When the processor created the event, in Unix epoch seconds (the processor's unit). */
  created?: SafeInteger;
  /** The event's subject. */
  data: {
    /** The object the event is about, for example the checkout session. */
    object: {
      [key: string]: unknown;
    };
  };
  [key: string]: unknown;
};

/** A product of the catalog. */
export type Product = {
  /** Server-assigned id. */
  id: SafeInteger;
  /** Display name: safe text, at most 160 characters. */
  name: string;
  /** URL slug: at most 100 characters. */
  slug: string;
  /** Description: long text, at most 1024 characters. */
  description?: string | null;
  /** Price in US cents, 0 to 1000000000. */
  priceCents?: number;
  /** The category's id, or null when uncategorised. */
  categoryId?: number | null;
  /** Units in stock, 0 to 1000000. */
  inventory?: number;
  /** Image URL, at most 1024 characters. */
  imageUrl?: string | null;
  /** Only published products are for sale. */
  status?: "draft" | "published";
  /** Id of the price at the payment processor, at most 1024 characters. */
  processorPriceId?: string | null;
  /** Extended variant: a longer description, at most 1024 characters. */
  longDescription?: string | null;
  /** Extended variant: download URL of a digital product, at most 1024 characters. */
  downloadUrl?: string | null;
  /** Extended variant: further images (the shop's own encoding, for example a JSON array of URLs), at most 1024 characters. */
  images?: string | null;
  /** Extended variant: the former price in US cents, shown struck through. */
  compareAtCents?: number | null;
  /** Extended variant: shown on the home page. */
  featured?: boolean;
  /** Extended variant: a physical product that needs a shipping address. */
  requiresShipping?: boolean;
  /** Extended variant: a low-stock alert was already sent for the current stock level. */
  lowStockAlerted?: boolean;
};

/** The writable fields of a product: the body of create and update. */
export type ProductInput = {
  /** Display name: safe text, at most 160 characters. */
  name: string;
  /** URL slug: at most 100 characters. */
  slug: string;
  /** Description: long text, at most 1024 characters. */
  description?: string | null;
  /** Price in US cents, 0 to 1000000000. */
  priceCents?: number;
  /** The category's id, or null when uncategorised. */
  categoryId?: number | null;
  /** Units in stock, 0 to 1000000. */
  inventory?: number;
  /** Image URL, at most 1024 characters. */
  imageUrl?: string | null;
  /** Only published products are for sale. */
  status?: "draft" | "published";
  /** Id of the price at the payment processor, at most 1024 characters. */
  processorPriceId?: string | null;
  /** Extended variant: a longer description, at most 1024 characters. */
  longDescription?: string | null;
  /** Extended variant: download URL of a digital product, at most 1024 characters. */
  downloadUrl?: string | null;
  /** Extended variant: further images (the shop's own encoding, for example a JSON array of URLs), at most 1024 characters. */
  images?: string | null;
  /** Extended variant: the former price in US cents, shown struck through. */
  compareAtCents?: number | null;
  /** Extended variant: shown on the home page. */
  featured?: boolean;
  /** Extended variant: a physical product that needs a shipping address. */
  requiresShipping?: boolean;
  /** Extended variant: a low-stock alert was already sent for the current stock level. */
  lowStockAlerted?: boolean;
};

/** A customer's review of a product (extended variant). */
export type Review = {
  /** Server-assigned id. */
  id: SafeInteger;
  /** The author's user id. Our design: read-only, the caller who wrote the review. */
  customerId?: string | null;
  /** The reviewed product, 1 to 1000000000000. */
  productId: number;
  /** Stars, 1 to 5. */
  rating?: number;
  /** Headline: safe text, at most 160 characters. */
  title: string;
  /** The review text. */
  body?: string | null;
  /** Whether the reviewer bought the product. */
  verifiedPurchase?: boolean;
  /** Only published reviews are shown to shoppers. */
  status?: "pending" | "published";
  /** How many shoppers found the review helpful, 0 to 1000000000. */
  helpfulCount?: number;
  /** When the review was written, in Unix epoch milliseconds. Our design: read-only, set by the server's clock. */
  createdAt?: number | null;
};

/**
 * The fields a customer sets when writing a review (extended variant). The server sets the
 * author, `verifiedPurchase`, `status: pending`, `helpfulCount: 0` and `createdAt`.
 */
export type ReviewInput = {
  /** The reviewed product, 1 to 1000000000000. */
  productId: number;
  /** Stars, 1 to 5. */
  rating?: number;
  /** Headline: safe text, at most 160 characters. */
  title: string;
  /** The review text. */
  body?: string | null;
};

/**
 * The body of `PATCH /review/{id}` (extended variant): the create fields plus those a
 * moderator manages. The required set is the same as on create.
 */
export type ReviewUpdate = {
  /** The reviewed product, 1 to 1000000000000. */
  productId: number;
  /** Stars, 1 to 5. */
  rating?: number;
  /** Headline: safe text, at most 160 characters. */
  title: string;
  /** The review text. */
  body?: string | null;
  /** Whether the reviewer bought the product. */
  verifiedPurchase?: boolean;
  /** Only published reviews are shown to shoppers. */
  status?: "pending" | "published";
  /** How many shoppers found the review helpful, 0 to 1000000000. */
  helpfulCount?: number;
};

/** A revoked API token. Our design (the seed types it as a generic object). */
export type RevokedToken = {
  /** The token record's id. */
  id: SafeInteger;
  /** The token's name. */
  name: string;
  /** The token's public first characters. */
  prefix: string;
  /** When the token was revoked, in Unix epoch milliseconds. */
  revokedAt: SafeInteger;
};

/** An SVG document (UTF-8 text). */
export type SvgDocument = string;

/** The body of `POST /tokens/create`. */
export type TokenCreateRequest = {
  /** A name for the new token: safe text, at most 80 characters. */
  name: string;
};

/**
 * The caller's usage report for one period. Our design (the seed types it as a generic
 * object).
 */
export type UsageReport = {
  /** The billing period: one UTC calendar day, `YYYY-MM-DD`. */
  period: string;
  /** The usage sent to the processor's meter, in micro-USD (the sum of the caller's per-call costs since the previous report). */
  reportedMicros: number;
  /** True when this period had already been reported and this call sent nothing. */
  alreadyReported: boolean;
  /** When the period's report was sent, in Unix epoch milliseconds. */
  reportedAt: SafeInteger;
};

/** The body of `POST /billing/report`: an empty object. */
export type UsageReportRequest = Record<string, never>;

/** A variant of a product (size, colour, …) with its own price and stock. */
export type Variant = {
  /** Server-assigned id. */
  id: SafeInteger;
  /** The product this is a variant of, 1 to 1000000000000. */
  productId: number;
  /** Variant title: safe text, at most 160 characters. */
  title: string;
  /** Price in US cents, 0 to 1000000000. */
  priceCents?: number;
  /** Units in stock, 0 to 1000000. */
  inventory?: number;
};

/** The writable fields of a product variant: the body of create and update. */
export type VariantInput = {
  /** The product this is a variant of, 1 to 1000000000000. */
  productId: number;
  /** Variant title: safe text, at most 160 characters. */
  title: string;
  /** Price in US cents, 0 to 1000000000. */
  priceCents?: number;
  /** Units in stock, 0 to 1000000. */
  inventory?: number;
};

/** The answer to a webhook call. */
export type WebhookReceipt = {
  /** Always true. */
  received: true;
};

/** Validated input of `apiToken_list`. */
export interface ApiTokenListInput {
  query: {
    /** The 1-based page number. */
    page: number;
    /** Records per page. Our design: at most 100. */
    perPage: number;
    /**
     * The field to sort by; records are sorted by `id` when absent. The allowed names per
     * resource are our design (the seed does not list them).
     */
    sort?: "id" | "name" | "createdAt" | "lastUsedAt";
    /** Sort direction. */
    order: "asc" | "desc";
    /**
     * Free-text filter, at most 1024 characters. Our design: a case-insensitive substring match
     * over the resource's text fields (names, titles, slugs, e-mail addresses).
     */
    q?: string;
  };
}

/** Every response `apiToken_list` may return. */
export type ApiTokenListResponse =
  | { status: 200; body: Array<ApiToken>; headers?: { "X-Total-Count"?: number } }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 500; body: Problem500 };

/** Validated input of `apiToken_create`. */
export interface ApiTokenCreateInput {
  body: ApiTokenInput;
}

/** Every response `apiToken_create` may return. */
export type ApiTokenCreateResponse =
  | { status: 201; body: ApiToken }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 408; body: Problem408 }
  | { status: 409; body: Problem409 }
  | { status: 413; body: Problem413 }
  | { status: 415; body: Problem415 }
  | { status: 500; body: Problem500 };

/** Validated input of `apiToken_get`. */
export interface ApiTokenGetInput {
  path: {
    /**
     * The record's id: text of at most 1024 characters with no control characters other than
     * tab, line feed and carriage return. Records have integer ids, so (our design) an id that
     * is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
     * missing record does.
     */
    id: string;
  };
}

/** Every response `apiToken_get` may return. */
export type ApiTokenGetResponse =
  | { status: 200; body: ApiToken }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 404; body: Problem404 }
  | { status: 500; body: Problem500 };

/** Validated input of `apiToken_delete`. */
export interface ApiTokenDeleteInput {
  path: {
    /**
     * The record's id: text of at most 1024 characters with no control characters other than
     * tab, line feed and carriage return. Records have integer ids, so (our design) an id that
     * is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
     * missing record does.
     */
    id: string;
  };
}

/** Every response `apiToken_delete` may return. */
export type ApiTokenDeleteResponse =
  | { status: 204 }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 404; body: Problem404 }
  | { status: 500; body: Problem500 };

/** Validated input of `apiToken_update`. */
export interface ApiTokenUpdateInput {
  path: {
    /**
     * The record's id: text of at most 1024 characters with no control characters other than
     * tab, line feed and carriage return. Records have integer ids, so (our design) an id that
     * is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
     * missing record does.
     */
    id: string;
  };
  body: ApiTokenInput;
}

/** Every response `apiToken_update` may return. */
export type ApiTokenUpdateResponse =
  | { status: 200; body: ApiToken }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 404; body: Problem404 }
  | { status: 408; body: Problem408 }
  | { status: 409; body: Problem409 }
  | { status: 413; body: Problem413 }
  | { status: 415; body: Problem415 }
  | { status: 500; body: Problem500 };

/** Validated input of `billing_connect`. */
export interface BillingConnectInput {
  body: BillingConnectRequest;
}

/** Every response `billing_connect` may return. */
export type BillingConnectResponse =
  | { status: 200; body: BillingConnection }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 408; body: Problem408 }
  | { status: 413; body: Problem413 }
  | { status: 415; body: Problem415 }
  | { status: 500; body: Problem500 }
  | { status: 502; body: Problem502 };

/** Validated input of `billing_report`. */
export interface BillingReportInput {
  body: UsageReportRequest;
}

/** Every response `billing_report` may return. */
export type BillingReportResponse =
  | { status: 200; body: UsageReport }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 408; body: Problem408 }
  | { status: 409; body: Problem409 }
  | { status: 413; body: Problem413 }
  | { status: 415; body: Problem415 }
  | { status: 500; body: Problem500 }
  | { status: 502; body: Problem502 };

/** Validated input of `category_list`. */
export interface CategoryListInput {
  query: {
    /** The 1-based page number. */
    page: number;
    /** Records per page. Our design: at most 100. */
    perPage: number;
    /**
     * The field to sort by; records are sorted by `id` when absent. The allowed names per
     * resource are our design (the seed does not list them).
     */
    sort?: "id" | "name" | "slug";
    /** Sort direction. */
    order: "asc" | "desc";
    /**
     * Free-text filter, at most 1024 characters. Our design: a case-insensitive substring match
     * over the resource's text fields (names, titles, slugs, e-mail addresses).
     */
    q?: string;
  };
}

/** Every response `category_list` may return. */
export type CategoryListResponse =
  | { status: 200; body: Array<Category>; headers?: { "X-Total-Count"?: number } }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 500; body: Problem500 };

/** Validated input of `category_create`. */
export interface CategoryCreateInput {
  body: CategoryInput;
}

/** Every response `category_create` may return. */
export type CategoryCreateResponse =
  | { status: 201; body: Category }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 408; body: Problem408 }
  | { status: 409; body: Problem409 }
  | { status: 413; body: Problem413 }
  | { status: 415; body: Problem415 }
  | { status: 500; body: Problem500 };

/** Validated input of `category_get`. */
export interface CategoryGetInput {
  path: {
    /**
     * The record's id: text of at most 1024 characters with no control characters other than
     * tab, line feed and carriage return. Records have integer ids, so (our design) an id that
     * is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
     * missing record does.
     */
    id: string;
  };
}

/** Every response `category_get` may return. */
export type CategoryGetResponse =
  | { status: 200; body: Category }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 404; body: Problem404 }
  | { status: 500; body: Problem500 };

/** Validated input of `category_delete`. */
export interface CategoryDeleteInput {
  path: {
    /**
     * The record's id: text of at most 1024 characters with no control characters other than
     * tab, line feed and carriage return. Records have integer ids, so (our design) an id that
     * is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
     * missing record does.
     */
    id: string;
  };
}

/** Every response `category_delete` may return. */
export type CategoryDeleteResponse =
  | { status: 204 }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 404; body: Problem404 }
  | { status: 500; body: Problem500 };

/** Validated input of `category_update`. */
export interface CategoryUpdateInput {
  path: {
    /**
     * The record's id: text of at most 1024 characters with no control characters other than
     * tab, line feed and carriage return. Records have integer ids, so (our design) an id that
     * is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
     * missing record does.
     */
    id: string;
  };
  body: CategoryInput;
}

/** Every response `category_update` may return. */
export type CategoryUpdateResponse =
  | { status: 200; body: Category }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 404; body: Problem404 }
  | { status: 408; body: Problem408 }
  | { status: 409; body: Problem409 }
  | { status: 413; body: Problem413 }
  | { status: 415; body: Problem415 }
  | { status: 500; body: Problem500 };

/** Validated input of `checkout_confirm`. */
export interface CheckoutConfirmInput {
  body: CheckoutConfirmRequest;
}

/** Every response `checkout_confirm` may return. */
export type CheckoutConfirmResponse =
  | { status: 200; body: CheckoutConfirmation }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 404; body: Problem404 }
  | { status: 408; body: Problem408 }
  | { status: 413; body: Problem413 }
  | { status: 415; body: Problem415 }
  | { status: 500; body: Problem500 }
  | { status: 502; body: Problem502 };

/** Validated input of `checkout_pay`. */
export interface CheckoutPayInput {
  body: CheckoutPayRequest;
}

/** Every response `checkout_pay` may return. */
export type CheckoutPayResponse =
  | { status: 200; body: CheckoutSession }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 408; body: Problem408 }
  | { status: 409; body: Problem409 }
  | { status: 413; body: Problem413 }
  | { status: 415; body: Problem415 }
  | { status: 500; body: Problem500 }
  | { status: 502; body: Problem502 };

/** Validated input of `checkout_webhook`. */
export interface CheckoutWebhookInput {
  headers: {
    /** `t=<unix seconds>,v1=<hex HMAC-SHA256>`, as the processor signs its webhooks. */
    "Stripe-Signature": string;
  };
  body: ProcessorEvent;
}

/** Every response `checkout_webhook` may return. */
export type CheckoutWebhookResponse =
  | { status: 200; body: WebhookReceipt }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401InvalidSignature }
  | { status: 408; body: Problem408 }
  | { status: 413; body: Problem413 }
  | { status: 415; body: Problem415 }
  | { status: 500; body: Problem500 };

/** Validated input of `contactSubmission_list`. */
export interface ContactSubmissionListInput {
  query: {
    /** The 1-based page number. */
    page: number;
    /** Records per page. Our design: at most 100. */
    perPage: number;
    /**
     * The field to sort by; records are sorted by `id` when absent. The allowed names per
     * resource are our design (the seed does not list them).
     */
    sort?: "id" | "createdAt" | "email" | "subject";
    /** Sort direction. */
    order: "asc" | "desc";
    /**
     * Free-text filter, at most 1024 characters. Our design: a case-insensitive substring match
     * over the resource's text fields (names, titles, slugs, e-mail addresses).
     */
    q?: string;
  };
}

/** Every response `contactSubmission_list` may return. */
export type ContactSubmissionListResponse =
  | { status: 200; body: Array<ContactSubmission>; headers?: { "X-Total-Count"?: number } }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 500; body: Problem500 };

/** Validated input of `contactSubmission_create`. */
export interface ContactSubmissionCreateInput {
  body: ContactSubmissionInput;
}

/** Every response `contactSubmission_create` may return. */
export type ContactSubmissionCreateResponse =
  | { status: 201; body: ContactSubmission }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 408; body: Problem408 }
  | { status: 409; body: Problem409 }
  | { status: 413; body: Problem413 }
  | { status: 415; body: Problem415 }
  | { status: 500; body: Problem500 };

/** Validated input of `contactSubmission_get`. */
export interface ContactSubmissionGetInput {
  path: {
    /**
     * The record's id: text of at most 1024 characters with no control characters other than
     * tab, line feed and carriage return. Records have integer ids, so (our design) an id that
     * is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
     * missing record does.
     */
    id: string;
  };
}

/** Every response `contactSubmission_get` may return. */
export type ContactSubmissionGetResponse =
  | { status: 200; body: ContactSubmission }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 404; body: Problem404 }
  | { status: 500; body: Problem500 };

/** Validated input of `contactSubmission_delete`. */
export interface ContactSubmissionDeleteInput {
  path: {
    /**
     * The record's id: text of at most 1024 characters with no control characters other than
     * tab, line feed and carriage return. Records have integer ids, so (our design) an id that
     * is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
     * missing record does.
     */
    id: string;
  };
}

/** Every response `contactSubmission_delete` may return. */
export type ContactSubmissionDeleteResponse =
  | { status: 204 }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 404; body: Problem404 }
  | { status: 500; body: Problem500 };

/** Validated input of `contactSubmission_update`. */
export interface ContactSubmissionUpdateInput {
  path: {
    /**
     * The record's id: text of at most 1024 characters with no control characters other than
     * tab, line feed and carriage return. Records have integer ids, so (our design) an id that
     * is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
     * missing record does.
     */
    id: string;
  };
  body: ContactSubmissionInput;
}

/** Every response `contactSubmission_update` may return. */
export type ContactSubmissionUpdateResponse =
  | { status: 200; body: ContactSubmission }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 404; body: Problem404 }
  | { status: 408; body: Problem408 }
  | { status: 409; body: Problem409 }
  | { status: 413; body: Problem413 }
  | { status: 415; body: Problem415 }
  | { status: 500; body: Problem500 };

/** Validated input of `faq_list`. */
export interface FaqListInput {
  query: {
    /** The 1-based page number. */
    page: number;
    /** Records per page. Our design: at most 100. */
    perPage: number;
    /**
     * The field to sort by; records are sorted by `id` when absent. The allowed names per
     * resource are our design (the seed does not list them).
     */
    sort?: "id" | "sortOrder" | "question";
    /** Sort direction. */
    order: "asc" | "desc";
    /**
     * Free-text filter, at most 1024 characters. Our design: a case-insensitive substring match
     * over the resource's text fields (names, titles, slugs, e-mail addresses).
     */
    q?: string;
  };
}

/** Every response `faq_list` may return. */
export type FaqListResponse =
  | { status: 200; body: Array<Faq>; headers?: { "X-Total-Count"?: number } }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 500; body: Problem500 };

/** Validated input of `faq_create`. */
export interface FaqCreateInput {
  body: FaqInput;
}

/** Every response `faq_create` may return. */
export type FaqCreateResponse =
  | { status: 201; body: Faq }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 408; body: Problem408 }
  | { status: 409; body: Problem409 }
  | { status: 413; body: Problem413 }
  | { status: 415; body: Problem415 }
  | { status: 500; body: Problem500 };

/** Validated input of `faq_get`. */
export interface FaqGetInput {
  path: {
    /**
     * The record's id: text of at most 1024 characters with no control characters other than
     * tab, line feed and carriage return. Records have integer ids, so (our design) an id that
     * is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
     * missing record does.
     */
    id: string;
  };
}

/** Every response `faq_get` may return. */
export type FaqGetResponse =
  | { status: 200; body: Faq }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 404; body: Problem404 }
  | { status: 500; body: Problem500 };

/** Validated input of `faq_delete`. */
export interface FaqDeleteInput {
  path: {
    /**
     * The record's id: text of at most 1024 characters with no control characters other than
     * tab, line feed and carriage return. Records have integer ids, so (our design) an id that
     * is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
     * missing record does.
     */
    id: string;
  };
}

/** Every response `faq_delete` may return. */
export type FaqDeleteResponse =
  | { status: 204 }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 404; body: Problem404 }
  | { status: 500; body: Problem500 };

/** Validated input of `faq_update`. */
export interface FaqUpdateInput {
  path: {
    /**
     * The record's id: text of at most 1024 characters with no control characters other than
     * tab, line feed and carriage return. Records have integer ids, so (our design) an id that
     * is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
     * missing record does.
     */
    id: string;
  };
  body: FaqInput;
}

/** Every response `faq_update` may return. */
export type FaqUpdateResponse =
  | { status: 200; body: Faq }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 404; body: Problem404 }
  | { status: 408; body: Problem408 }
  | { status: 409; body: Problem409 }
  | { status: 413; body: Problem413 }
  | { status: 415; body: Problem415 }
  | { status: 500; body: Problem500 };

/** Validated input of `media_list`. */
export interface MediaListInput {
  query: {
    /** The 1-based page number. */
    page: number;
    /** Records per page. Our design: at most 100. */
    perPage: number;
    /**
     * The field to sort by; records are sorted by `id` when absent. The allowed names per
     * resource are our design (the seed does not list them).
     */
    sort?: "id" | "alt";
    /** Sort direction. */
    order: "asc" | "desc";
    /**
     * Free-text filter, at most 1024 characters. Our design: a case-insensitive substring match
     * over the resource's text fields (names, titles, slugs, e-mail addresses).
     */
    q?: string;
  };
}

/** Every response `media_list` may return. */
export type MediaListResponse =
  | { status: 200; body: Array<Media>; headers?: { "X-Total-Count"?: number } }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 500; body: Problem500 };

/** Validated input of `media_create`. */
export interface MediaCreateInput {
  body: MediaInput;
}

/** Every response `media_create` may return. */
export type MediaCreateResponse =
  | { status: 201; body: Media }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 408; body: Problem408 }
  | { status: 409; body: Problem409 }
  | { status: 413; body: Problem413 }
  | { status: 415; body: Problem415 }
  | { status: 500; body: Problem500 };

/** Validated input of `media_get`. */
export interface MediaGetInput {
  path: {
    /**
     * The record's id: text of at most 1024 characters with no control characters other than
     * tab, line feed and carriage return. Records have integer ids, so (our design) an id that
     * is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
     * missing record does.
     */
    id: string;
  };
}

/** Every response `media_get` may return. */
export type MediaGetResponse =
  | { status: 200; body: Media }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 404; body: Problem404 }
  | { status: 500; body: Problem500 };

/** Validated input of `media_delete`. */
export interface MediaDeleteInput {
  path: {
    /**
     * The record's id: text of at most 1024 characters with no control characters other than
     * tab, line feed and carriage return. Records have integer ids, so (our design) an id that
     * is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
     * missing record does.
     */
    id: string;
  };
}

/** Every response `media_delete` may return. */
export type MediaDeleteResponse =
  | { status: 204 }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 404; body: Problem404 }
  | { status: 500; body: Problem500 };

/** Validated input of `media_update`. */
export interface MediaUpdateInput {
  path: {
    /**
     * The record's id: text of at most 1024 characters with no control characters other than
     * tab, line feed and carriage return. Records have integer ids, so (our design) an id that
     * is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
     * missing record does.
     */
    id: string;
  };
  body: MediaInput;
}

/** Every response `media_update` may return. */
export type MediaUpdateResponse =
  | { status: 200; body: Media }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 404; body: Problem404 }
  | { status: 408; body: Problem408 }
  | { status: 409; body: Problem409 }
  | { status: 413; body: Problem413 }
  | { status: 415; body: Problem415 }
  | { status: 500; body: Problem500 };

/** Validated input of `newsletterSubscriber_list`. */
export interface NewsletterSubscriberListInput {
  query: {
    /** The 1-based page number. */
    page: number;
    /** Records per page. Our design: at most 100. */
    perPage: number;
    /**
     * The field to sort by; records are sorted by `id` when absent. The allowed names per
     * resource are our design (the seed does not list them).
     */
    sort?: "id" | "email" | "subscribedAt";
    /** Sort direction. */
    order: "asc" | "desc";
    /**
     * Free-text filter, at most 1024 characters. Our design: a case-insensitive substring match
     * over the resource's text fields (names, titles, slugs, e-mail addresses).
     */
    q?: string;
  };
}

/** Every response `newsletterSubscriber_list` may return. */
export type NewsletterSubscriberListResponse =
  | { status: 200; body: Array<NewsletterSubscriber>; headers?: { "X-Total-Count"?: number } }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 500; body: Problem500 };

/** Validated input of `newsletterSubscriber_create`. */
export interface NewsletterSubscriberCreateInput {
  body: NewsletterSubscriberInput;
}

/** Every response `newsletterSubscriber_create` may return. */
export type NewsletterSubscriberCreateResponse =
  | { status: 201; body: NewsletterSubscriber }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 408; body: Problem408 }
  | { status: 409; body: Problem409 }
  | { status: 413; body: Problem413 }
  | { status: 415; body: Problem415 }
  | { status: 500; body: Problem500 };

/** Validated input of `newsletterSubscriber_get`. */
export interface NewsletterSubscriberGetInput {
  path: {
    /**
     * The record's id: text of at most 1024 characters with no control characters other than
     * tab, line feed and carriage return. Records have integer ids, so (our design) an id that
     * is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
     * missing record does.
     */
    id: string;
  };
}

/** Every response `newsletterSubscriber_get` may return. */
export type NewsletterSubscriberGetResponse =
  | { status: 200; body: NewsletterSubscriber }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 404; body: Problem404 }
  | { status: 500; body: Problem500 };

/** Validated input of `newsletterSubscriber_delete`. */
export interface NewsletterSubscriberDeleteInput {
  path: {
    /**
     * The record's id: text of at most 1024 characters with no control characters other than
     * tab, line feed and carriage return. Records have integer ids, so (our design) an id that
     * is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
     * missing record does.
     */
    id: string;
  };
}

/** Every response `newsletterSubscriber_delete` may return. */
export type NewsletterSubscriberDeleteResponse =
  | { status: 204 }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 404; body: Problem404 }
  | { status: 500; body: Problem500 };

/** Validated input of `newsletterSubscriber_update`. */
export interface NewsletterSubscriberUpdateInput {
  path: {
    /**
     * The record's id: text of at most 1024 characters with no control characters other than
     * tab, line feed and carriage return. Records have integer ids, so (our design) an id that
     * is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
     * missing record does.
     */
    id: string;
  };
  body: NewsletterSubscriberInput;
}

/** Every response `newsletterSubscriber_update` may return. */
export type NewsletterSubscriberUpdateResponse =
  | { status: 200; body: NewsletterSubscriber }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 404; body: Problem404 }
  | { status: 408; body: Problem408 }
  | { status: 409; body: Problem409 }
  | { status: 413; body: Problem413 }
  | { status: 415; body: Problem415 }
  | { status: 500; body: Problem500 };

/** Validated input of `order_list`. */
export interface OrderListInput {
  query: {
    /** The 1-based page number. */
    page: number;
    /** Records per page. Our design: at most 100. */
    perPage: number;
    /**
     * The field to sort by; records are sorted by `id` when absent. The allowed names per
     * resource are our design (the seed does not list them).
     */
    sort?: "id" | "createdAt" | "status" | "totalCents";
    /** Sort direction. */
    order: "asc" | "desc";
    /**
     * Free-text filter, at most 1024 characters. Our design: a case-insensitive substring match
     * over the resource's text fields (names, titles, slugs, e-mail addresses).
     */
    q?: string;
  };
}

/** Every response `order_list` may return. */
export type OrderListResponse =
  | { status: 200; body: Array<Order>; headers?: { "X-Total-Count"?: number } }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 500; body: Problem500 };

/** Validated input of `order_create`. */
export interface OrderCreateInput {
  body: OrderInput;
}

/** Every response `order_create` may return. */
export type OrderCreateResponse =
  | { status: 201; body: Order }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 408; body: Problem408 }
  | { status: 409; body: Problem409 }
  | { status: 413; body: Problem413 }
  | { status: 415; body: Problem415 }
  | { status: 500; body: Problem500 };

/** Validated input of `order_get`. */
export interface OrderGetInput {
  path: {
    /**
     * The record's id: text of at most 1024 characters with no control characters other than
     * tab, line feed and carriage return. Records have integer ids, so (our design) an id that
     * is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
     * missing record does.
     */
    id: string;
  };
}

/** Every response `order_get` may return. */
export type OrderGetResponse =
  | { status: 200; body: Order }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 404; body: Problem404 }
  | { status: 500; body: Problem500 };

/** Validated input of `order_delete`. */
export interface OrderDeleteInput {
  path: {
    /**
     * The record's id: text of at most 1024 characters with no control characters other than
     * tab, line feed and carriage return. Records have integer ids, so (our design) an id that
     * is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
     * missing record does.
     */
    id: string;
  };
}

/** Every response `order_delete` may return. */
export type OrderDeleteResponse =
  | { status: 204 }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 404; body: Problem404 }
  | { status: 500; body: Problem500 };

/** Validated input of `order_update`. */
export interface OrderUpdateInput {
  path: {
    /**
     * The record's id: text of at most 1024 characters with no control characters other than
     * tab, line feed and carriage return. Records have integer ids, so (our design) an id that
     * is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
     * missing record does.
     */
    id: string;
  };
  body: OrderUpdate;
}

/** Every response `order_update` may return. */
export type OrderUpdateResponse =
  | { status: 200; body: Order }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 404; body: Problem404 }
  | { status: 408; body: Problem408 }
  | { status: 409; body: Problem409 }
  | { status: 413; body: Problem413 }
  | { status: 415; body: Problem415 }
  | { status: 500; body: Problem500 };

/** Validated input of `post_list`. */
export interface PostListInput {
  query: {
    /** The 1-based page number. */
    page: number;
    /** Records per page. Our design: at most 100. */
    perPage: number;
    /**
     * The field to sort by; records are sorted by `id` when absent. The allowed names per
     * resource are our design (the seed does not list them).
     */
    sort?: "id" | "title" | "slug" | "status" | "publishedAt";
    /** Sort direction. */
    order: "asc" | "desc";
    /**
     * Free-text filter, at most 1024 characters. Our design: a case-insensitive substring match
     * over the resource's text fields (names, titles, slugs, e-mail addresses).
     */
    q?: string;
  };
}

/** Every response `post_list` may return. */
export type PostListResponse =
  | { status: 200; body: Array<Post>; headers?: { "X-Total-Count"?: number } }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 500; body: Problem500 };

/** Validated input of `post_create`. */
export interface PostCreateInput {
  body: PostInput;
}

/** Every response `post_create` may return. */
export type PostCreateResponse =
  | { status: 201; body: Post }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 408; body: Problem408 }
  | { status: 409; body: Problem409 }
  | { status: 413; body: Problem413 }
  | { status: 415; body: Problem415 }
  | { status: 500; body: Problem500 };

/** Validated input of `post_get`. */
export interface PostGetInput {
  path: {
    /**
     * The record's id: text of at most 1024 characters with no control characters other than
     * tab, line feed and carriage return. Records have integer ids, so (our design) an id that
     * is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
     * missing record does.
     */
    id: string;
  };
}

/** Every response `post_get` may return. */
export type PostGetResponse =
  | { status: 200; body: Post }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 404; body: Problem404 }
  | { status: 500; body: Problem500 };

/** Validated input of `post_delete`. */
export interface PostDeleteInput {
  path: {
    /**
     * The record's id: text of at most 1024 characters with no control characters other than
     * tab, line feed and carriage return. Records have integer ids, so (our design) an id that
     * is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
     * missing record does.
     */
    id: string;
  };
}

/** Every response `post_delete` may return. */
export type PostDeleteResponse =
  | { status: 204 }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 404; body: Problem404 }
  | { status: 500; body: Problem500 };

/** Validated input of `post_update`. */
export interface PostUpdateInput {
  path: {
    /**
     * The record's id: text of at most 1024 characters with no control characters other than
     * tab, line feed and carriage return. Records have integer ids, so (our design) an id that
     * is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
     * missing record does.
     */
    id: string;
  };
  body: PostInput;
}

/** Every response `post_update` may return. */
export type PostUpdateResponse =
  | { status: 200; body: Post }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 404; body: Problem404 }
  | { status: 408; body: Problem408 }
  | { status: 409; body: Problem409 }
  | { status: 413; body: Problem413 }
  | { status: 415; body: Problem415 }
  | { status: 500; body: Problem500 };

/** Validated input of `product_list`. */
export interface ProductListInput {
  query: {
    /** The 1-based page number. */
    page: number;
    /** Records per page. Our design: at most 100. */
    perPage: number;
    /**
     * The field to sort by; records are sorted by `id` when absent. The allowed names per
     * resource are our design (the seed does not list them).
     */
    sort?: "id" | "name" | "slug" | "priceCents" | "inventory" | "status";
    /** Sort direction. */
    order: "asc" | "desc";
    /**
     * Free-text filter, at most 1024 characters. Our design: a case-insensitive substring match
     * over the resource's text fields (names, titles, slugs, e-mail addresses).
     */
    q?: string;
  };
}

/** Every response `product_list` may return. */
export type ProductListResponse =
  | { status: 200; body: Array<Product>; headers?: { "X-Total-Count"?: number } }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 500; body: Problem500 };

/** Validated input of `product_create`. */
export interface ProductCreateInput {
  body: ProductInput;
}

/** Every response `product_create` may return. */
export type ProductCreateResponse =
  | { status: 201; body: Product }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 408; body: Problem408 }
  | { status: 409; body: Problem409 }
  | { status: 413; body: Problem413 }
  | { status: 415; body: Problem415 }
  | { status: 500; body: Problem500 };

/** Validated input of `product_get`. */
export interface ProductGetInput {
  path: {
    /**
     * The record's id: text of at most 1024 characters with no control characters other than
     * tab, line feed and carriage return. Records have integer ids, so (our design) an id that
     * is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
     * missing record does.
     */
    id: string;
  };
}

/** Every response `product_get` may return. */
export type ProductGetResponse =
  | { status: 200; body: Product }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 404; body: Problem404 }
  | { status: 500; body: Problem500 };

/** Validated input of `product_delete`. */
export interface ProductDeleteInput {
  path: {
    /**
     * The record's id: text of at most 1024 characters with no control characters other than
     * tab, line feed and carriage return. Records have integer ids, so (our design) an id that
     * is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
     * missing record does.
     */
    id: string;
  };
}

/** Every response `product_delete` may return. */
export type ProductDeleteResponse =
  | { status: 204 }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 404; body: Problem404 }
  | { status: 500; body: Problem500 };

/** Validated input of `product_update`. */
export interface ProductUpdateInput {
  path: {
    /**
     * The record's id: text of at most 1024 characters with no control characters other than
     * tab, line feed and carriage return. Records have integer ids, so (our design) an id that
     * is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
     * missing record does.
     */
    id: string;
  };
  body: ProductInput;
}

/** Every response `product_update` may return. */
export type ProductUpdateResponse =
  | { status: 200; body: Product }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 404; body: Problem404 }
  | { status: 408; body: Problem408 }
  | { status: 409; body: Problem409 }
  | { status: 413; body: Problem413 }
  | { status: 415; body: Problem415 }
  | { status: 500; body: Problem500 };

/** Validated input of `product_badge`. */
export interface ProductBadgeInput {
  path: {
    /**
     * The record's id: text of at most 1024 characters with no control characters other than
     * tab, line feed and carriage return. Records have integer ids, so (our design) an id that
     * is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
     * missing record does.
     */
    id: string;
  };
}

/** Every response `product_badge` may return. */
export type ProductBadgeResponse =
  | { status: 200; body: SvgDocument }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 404; body: Problem404 }
  | { status: 500; body: Problem500 };

/** Validated input of `review_list`. */
export interface ReviewListInput {
  query: {
    /** The 1-based page number. */
    page: number;
    /** Records per page. Our design: at most 100. */
    perPage: number;
    /**
     * The field to sort by; records are sorted by `id` when absent. The allowed names per
     * resource are our design (the seed does not list them).
     */
    sort?: "id" | "createdAt" | "rating" | "helpfulCount";
    /** Sort direction. */
    order: "asc" | "desc";
    /**
     * Free-text filter, at most 1024 characters. Our design: a case-insensitive substring match
     * over the resource's text fields (names, titles, slugs, e-mail addresses).
     */
    q?: string;
  };
}

/** Every response `review_list` may return. */
export type ReviewListResponse =
  | { status: 200; body: Array<Review>; headers?: { "X-Total-Count"?: number } }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 500; body: Problem500 };

/** Validated input of `review_create`. */
export interface ReviewCreateInput {
  body: ReviewInput;
}

/** Every response `review_create` may return. */
export type ReviewCreateResponse =
  | { status: 201; body: Review }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 408; body: Problem408 }
  | { status: 409; body: Problem409 }
  | { status: 413; body: Problem413 }
  | { status: 415; body: Problem415 }
  | { status: 500; body: Problem500 };

/** Validated input of `review_get`. */
export interface ReviewGetInput {
  path: {
    /**
     * The record's id: text of at most 1024 characters with no control characters other than
     * tab, line feed and carriage return. Records have integer ids, so (our design) an id that
     * is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
     * missing record does.
     */
    id: string;
  };
}

/** Every response `review_get` may return. */
export type ReviewGetResponse =
  | { status: 200; body: Review }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 404; body: Problem404 }
  | { status: 500; body: Problem500 };

/** Validated input of `review_delete`. */
export interface ReviewDeleteInput {
  path: {
    /**
     * The record's id: text of at most 1024 characters with no control characters other than
     * tab, line feed and carriage return. Records have integer ids, so (our design) an id that
     * is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
     * missing record does.
     */
    id: string;
  };
}

/** Every response `review_delete` may return. */
export type ReviewDeleteResponse =
  | { status: 204 }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 404; body: Problem404 }
  | { status: 500; body: Problem500 };

/** Validated input of `review_update`. */
export interface ReviewUpdateInput {
  path: {
    /**
     * The record's id: text of at most 1024 characters with no control characters other than
     * tab, line feed and carriage return. Records have integer ids, so (our design) an id that
     * is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
     * missing record does.
     */
    id: string;
  };
  body: ReviewUpdate;
}

/** Every response `review_update` may return. */
export type ReviewUpdateResponse =
  | { status: 200; body: Review }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 404; body: Problem404 }
  | { status: 408; body: Problem408 }
  | { status: 409; body: Problem409 }
  | { status: 413; body: Problem413 }
  | { status: 415; body: Problem415 }
  | { status: 500; body: Problem500 };

/** Validated input of `tokens_create`. */
export interface TokensCreateInput {
  body: TokenCreateRequest;
}

/** Every response `tokens_create` may return. */
export type TokensCreateResponse =
  | { status: 201; body: CreatedToken }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 408; body: Problem408 }
  | { status: 413; body: Problem413 }
  | { status: 415; body: Problem415 }
  | { status: 500; body: Problem500 };

/** Validated input of `tokens_revoke`. */
export interface TokensRevokeInput {
  path: {
    /**
     * The record's id: text of at most 1024 characters with no control characters other than
     * tab, line feed and carriage return. Records have integer ids, so (our design) an id that
     * is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
     * missing record does.
     */
    id: string;
  };
}

/** Every response `tokens_revoke` may return. */
export type TokensRevokeResponse =
  | { status: 200; body: RevokedToken }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 404; body: Problem404 }
  | { status: 500; body: Problem500 };

/** Validated input of `variant_list`. */
export interface VariantListInput {
  query: {
    /** The 1-based page number. */
    page: number;
    /** Records per page. Our design: at most 100. */
    perPage: number;
    /**
     * The field to sort by; records are sorted by `id` when absent. The allowed names per
     * resource are our design (the seed does not list them).
     */
    sort?: "id" | "productId" | "title" | "priceCents" | "inventory";
    /** Sort direction. */
    order: "asc" | "desc";
    /**
     * Free-text filter, at most 1024 characters. Our design: a case-insensitive substring match
     * over the resource's text fields (names, titles, slugs, e-mail addresses).
     */
    q?: string;
  };
}

/** Every response `variant_list` may return. */
export type VariantListResponse =
  | { status: 200; body: Array<Variant>; headers?: { "X-Total-Count"?: number } }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 500; body: Problem500 };

/** Validated input of `variant_create`. */
export interface VariantCreateInput {
  body: VariantInput;
}

/** Every response `variant_create` may return. */
export type VariantCreateResponse =
  | { status: 201; body: Variant }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 408; body: Problem408 }
  | { status: 409; body: Problem409 }
  | { status: 413; body: Problem413 }
  | { status: 415; body: Problem415 }
  | { status: 500; body: Problem500 };

/** Validated input of `variant_get`. */
export interface VariantGetInput {
  path: {
    /**
     * The record's id: text of at most 1024 characters with no control characters other than
     * tab, line feed and carriage return. Records have integer ids, so (our design) an id that
     * is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
     * missing record does.
     */
    id: string;
  };
}

/** Every response `variant_get` may return. */
export type VariantGetResponse =
  | { status: 200; body: Variant }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 404; body: Problem404 }
  | { status: 500; body: Problem500 };

/** Validated input of `variant_delete`. */
export interface VariantDeleteInput {
  path: {
    /**
     * The record's id: text of at most 1024 characters with no control characters other than
     * tab, line feed and carriage return. Records have integer ids, so (our design) an id that
     * is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
     * missing record does.
     */
    id: string;
  };
}

/** Every response `variant_delete` may return. */
export type VariantDeleteResponse =
  | { status: 204 }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 404; body: Problem404 }
  | { status: 500; body: Problem500 };

/** Validated input of `variant_update`. */
export interface VariantUpdateInput {
  path: {
    /**
     * The record's id: text of at most 1024 characters with no control characters other than
     * tab, line feed and carriage return. Records have integer ids, so (our design) an id that
     * is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
     * missing record does.
     */
    id: string;
  };
  body: VariantInput;
}

/** Every response `variant_update` may return. */
export type VariantUpdateResponse =
  | { status: 200; body: Variant }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 404; body: Problem404 }
  | { status: 408; body: Problem408 }
  | { status: 409; body: Problem409 }
  | { status: 413; body: Problem413 }
  | { status: 415; body: Problem415 }
  | { status: 500; body: Problem500 };

/**
 * The operations tagged "Tokens": what one handler file implements.
 *
 * API tokens: minting, revoking, and the raw records.
 */
export interface StorefrontExtTokensHandlers {
  /**
   * List API-token records
   *
   * Lists API-token records as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: admin; cost: 6 micro-USD per call. Our design (the seed gives no access or cost for apiToken): administrators only, since callers mint and revoke their own tokens with `POST /tokens/create` and `POST /tokens/{id}/revoke`; costs as the other admin-only records.
   *
   * GET /apiToken
   */
  apiToken_list: (input: ApiTokenListInput, ctx: Context) => Promise<ApiTokenListResponse>;
  /**
   * Create an API-token record
   *
   * Creates an API-token record and returns the stored record with its id. Access: admin; cost: 120 micro-USD per call. Our design (the seed gives no access or cost for apiToken): administrators only; callers mint tokens with `POST /tokens/create`, which returns the secret.
   *
   * POST /apiToken
   */
  apiToken_create: (input: ApiTokenCreateInput, ctx: Context) => Promise<ApiTokenCreateResponse>;
  /**
   * Get an API-token record
   *
   * Returns one API-token record by id; 404 when no record has that id. Access: admin; cost: 6 micro-USD per call. Our design (the seed gives no access or cost for apiToken): administrators only.
   *
   * GET /apiToken/{id}
   */
  apiToken_get: (input: ApiTokenGetInput, ctx: Context) => Promise<ApiTokenGetResponse>;
  /**
   * Delete an API-token record
   *
   * Deletes one API-token record; the response is empty. Access: admin; cost: 115 micro-USD per call. Our design (the seed gives no access or cost for apiToken): administrators only; callers revoke with `POST /tokens/{id}/revoke`.
   *
   * DELETE /apiToken/{id}
   */
  apiToken_delete: (input: ApiTokenDeleteInput, ctx: Context) => Promise<ApiTokenDeleteResponse>;
  /**
   * Update an API-token record
   *
   * Replaces the writable fields of one API-token record (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 120 micro-USD per call. Our design (the seed gives no access or cost for apiToken): administrators only.
   *
   * PATCH /apiToken/{id}
   */
  apiToken_update: (input: ApiTokenUpdateInput, ctx: Context) => Promise<ApiTokenUpdateResponse>;
  /**
   * Create an API token
   *
   * Creates an API token for the caller and returns its secret once. The token authenticates
   * as the caller (`Authorization: Bearer <token>`). Our design: cost 140 micro-USD (the seed
   * gives no cost for this operation).
   *
   * POST /tokens/create
   */
  tokens_create: (input: TokensCreateInput, ctx: Context) => Promise<TokensCreateResponse>;
  /**
   * Revoke an API token
   *
   * Revokes one of the caller's API tokens; it stops authenticating at once. Idempotent (our
   * design): revoking a revoked token answers 200 with the original `revokedAt`. A token of
   * another user answers 404, as a missing one does. Our design: cost 118 micro-USD.
   *
   * POST /tokens/{id}/revoke
   */
  tokens_revoke: (input: TokensRevokeInput, ctx: Context) => Promise<TokensRevokeResponse>;
}

/**
 * The operations tagged "Billing": what one handler file implements.
 *
 * Usage billing at the payment processor.
 */
export interface StorefrontExtBillingHandlers {
  /**
   * Connect usage billing
   *
   * Creates a customer and a metered subscription at the payment processor for the caller.
   * Idempotent (our design): when billing is already connected, answers 200 with the existing
   * connection and creates nothing. 502 when the processor cannot be reached. Our design: the
   * response body and the cost of 150 micro-USD.
   *
   * POST /billing/connect
   */
  billing_connect: (input: BillingConnectInput, ctx: Context) => Promise<BillingConnectResponse>;
  /**
   * Report accrued usage
   *
   * Reports the caller's accrued usage to the payment processor's meter. Once per period (our
   * design: the UTC day): the first call of a period sends the usage accrued since the previous
   * report as one meter event keyed by customer and period, so a retry can never bill twice;
   * later calls in the same period send nothing and answer the stored report with
   * `alreadyReported: true`. Scoped to the caller's own billing (owner). 409 when billing is not
   * connected; 502 when the processor cannot be reached (nothing is recorded, so a retry
   * reports again). Our design: the response body and the cost of 130 micro-USD.
   *
   * POST /billing/report
   */
  billing_report: (input: BillingReportInput, ctx: Context) => Promise<BillingReportResponse>;
}

/**
 * The operations tagged "Catalog": what one handler file implements.
 *
 * Categories, products, variants, reviews and the product badge.
 */
export interface StorefrontExtCatalogHandlers {
  /**
   * List categories
   *
   * Lists categories as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: anyone; cost: 8 micro-USD per call.
   *
   * GET /category
   */
  category_list: (input: CategoryListInput, ctx: Context) => Promise<CategoryListResponse>;
  /**
   * Create a category
   *
   * Creates a category and returns the stored record with its id. Access: admin; cost: 130 micro-USD per call.
   *
   * POST /category
   */
  category_create: (input: CategoryCreateInput, ctx: Context) => Promise<CategoryCreateResponse>;
  /**
   * Get a category
   *
   * Returns one category by id; 404 when no record has that id. Access: anyone; cost: 8 micro-USD per call.
   *
   * GET /category/{id}
   */
  category_get: (input: CategoryGetInput, ctx: Context) => Promise<CategoryGetResponse>;
  /**
   * Delete a category
   *
   * Deletes one category; the response is empty. Access: admin; cost: 118 micro-USD per call.
   *
   * DELETE /category/{id}
   */
  category_delete: (input: CategoryDeleteInput, ctx: Context) => Promise<CategoryDeleteResponse>;
  /**
   * Update a category
   *
   * Replaces the writable fields of one category (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 130 micro-USD per call.
   *
   * PATCH /category/{id}
   */
  category_update: (input: CategoryUpdateInput, ctx: Context) => Promise<CategoryUpdateResponse>;
  /**
   * List products
   *
   * Lists products as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: anyone; cost: 10 micro-USD per call.
   *
   * GET /product
   */
  product_list: (input: ProductListInput, ctx: Context) => Promise<ProductListResponse>;
  /**
   * Create a product
   *
   * Creates a product and returns the stored record with its id. Access: admin; cost: 145 micro-USD per call.
   *
   * POST /product
   */
  product_create: (input: ProductCreateInput, ctx: Context) => Promise<ProductCreateResponse>;
  /**
   * Get a product
   *
   * Returns one product by id; 404 when no record has that id. Access: anyone; cost: 10 micro-USD per call.
   *
   * GET /product/{id}
   */
  product_get: (input: ProductGetInput, ctx: Context) => Promise<ProductGetResponse>;
  /**
   * Delete a product
   *
   * Deletes one product; the response is empty. Access: admin; cost: 127 micro-USD per call.
   *
   * DELETE /product/{id}
   */
  product_delete: (input: ProductDeleteInput, ctx: Context) => Promise<ProductDeleteResponse>;
  /**
   * Update a product
   *
   * Replaces the writable fields of one product (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 145 micro-USD per call.
   *
   * PATCH /product/{id}
   */
  product_update: (input: ProductUpdateInput, ctx: Context) => Promise<ProductUpdateResponse>;
  /**
   * Product price and stock badge (SVG)
   *
   * Our design (the seed shows an SVG read operation open to anyone, not its path): a
   * shields-style badge for one product, for embedding in blogs and marketplaces. It shows
   * the product's price and stock (`in stock`, `low stock` under 5 units, `sold out`).
   * 404 when no product has this id. Cost 10 micro-USD, as `GET /product/{id}`.
   *
   * GET /product/{id}/badge.svg
   */
  product_badge: (input: ProductBadgeInput, ctx: Context) => Promise<ProductBadgeResponse>;
  /**
   * List reviews
   *
   * Lists reviews as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: anyone; cost: 8 micro-USD per call.
   *
   * GET /review
   */
  review_list: (input: ReviewListInput, ctx: Context) => Promise<ReviewListResponse>;
  /**
   * Create a review
   *
   * Creates a review and returns the stored record with its id. Access: authenticated; cost: 140 micro-USD per call. Owner-scoped: the caller becomes the review's `customerId`; the server sets `status: pending`, `verifiedPurchase` and `helpfulCount: 0`.
   *
   * POST /review
   */
  review_create: (input: ReviewCreateInput, ctx: Context) => Promise<ReviewCreateResponse>;
  /**
   * Get a review
   *
   * Returns one review by id; 404 when no record has that id. Access: anyone; cost: 8 micro-USD per call. Our design (the seed cuts this cell off): open to anyone at the review list's cost.
   *
   * GET /review/{id}
   */
  review_get: (input: ReviewGetInput, ctx: Context) => Promise<ReviewGetResponse>;
  /**
   * Delete a review
   *
   * Deletes one review; the response is empty. Access: admin; cost: 124 micro-USD per call. Our design (the seed cuts this cell off): administrators only (moderation).
   *
   * DELETE /review/{id}
   */
  review_delete: (input: ReviewDeleteInput, ctx: Context) => Promise<ReviewDeleteResponse>;
  /**
   * Update a review
   *
   * Replaces the writable fields of one review (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 140 micro-USD per call. Our design (the seed cuts this cell off): administrators only (moderation: `status`, `verifiedPurchase`, `helpfulCount`), at the create cost.
   *
   * PATCH /review/{id}
   */
  review_update: (input: ReviewUpdateInput, ctx: Context) => Promise<ReviewUpdateResponse>;
  /**
   * List product variants
   *
   * Lists product variants as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: anyone; cost: 8 micro-USD per call.
   *
   * GET /variant
   */
  variant_list: (input: VariantListInput, ctx: Context) => Promise<VariantListResponse>;
  /**
   * Create a product variant
   *
   * Creates a product variant and returns the stored record with its id. Access: admin; cost: 145 micro-USD per call. Our design (the seed cuts this cell off): administrators only, at the product's cost.
   *
   * POST /variant
   */
  variant_create: (input: VariantCreateInput, ctx: Context) => Promise<VariantCreateResponse>;
  /**
   * Get a product variant
   *
   * Returns one product variant by id; 404 when no record has that id. Access: anyone; cost: 8 micro-USD per call. Our design (the seed cuts this cell off): open to anyone at the variant list's cost, as for every catalog read.
   *
   * GET /variant/{id}
   */
  variant_get: (input: VariantGetInput, ctx: Context) => Promise<VariantGetResponse>;
  /**
   * Delete a product variant
   *
   * Deletes one product variant; the response is empty. Access: admin; cost: 127 micro-USD per call. Our design (the seed cuts this cell off): administrators only, at the product's cost.
   *
   * DELETE /variant/{id}
   */
  variant_delete: (input: VariantDeleteInput, ctx: Context) => Promise<VariantDeleteResponse>;
  /**
   * Update a product variant
   *
   * Replaces the writable fields of one product variant (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 145 micro-USD per call. Our design (the seed cuts this cell off): administrators only, at the product's cost.
   *
   * PATCH /variant/{id}
   */
  variant_update: (input: VariantUpdateInput, ctx: Context) => Promise<VariantUpdateResponse>;
}

/**
 * The operations tagged "Checkout": what one handler file implements.
 *
 * Hosted checkout, its webhook, and orders.
 */
export interface StorefrontExtCheckoutHandlers {
  /**
   * Confirm a checkout payment
   *
   * Retrieves the payment session from the processor and marks the order paid when the
   * session is paid. Idempotent: confirming again (or after the webhook did) changes nothing
   * and answers the order's current status; an unpaid session leaves the order `pending`.
   * 404 when no order has this id or the session does not belong to it; 502 when the
   * processor cannot be reached. Our design: the response body and the cost of 160 micro-USD.
   *
   * POST /checkout/confirm
   */
  checkout_confirm: (input: CheckoutConfirmInput, ctx: Context) => Promise<CheckoutConfirmResponse>;
  /**
   * Start a checkout
   *
   * Creates a pending order for the lines and a hosted payment session for its total, and
   * returns the session's URL. 400 when a product does not exist or is not published, or the
   * discount code is unknown; 409 when a product has too little stock; 502 when the payment
   * processor cannot be reached (no order is kept then). Our design: the response body and
   * the cost of 180 micro-USD (the seed gives neither).
   *
   * POST /checkout/pay
   */
  checkout_pay: (input: CheckoutPayInput, ctx: Context) => Promise<CheckoutPayResponse>;
  /**
   * Payment processor webhook
   *
   * Our design (the seed does not show the webhook route): the payment processor's webhook.
   * The server verifies `Stripe-Signature` (HMAC-SHA256 over `<t>.<raw body>` with the
   * webhook secret, timestamp within 5 minutes) against the raw request bytes before parsing.
   * `checkout.session.completed` marks the order paid (as `POST /checkout/confirm` does) and
   * `checkout.session.expired` cancels a pending order; other kinds are acknowledged and
   * ignored, and a repeated event id changes nothing. 400 when `Stripe-Signature` is missing
   * or not of the form `t=…,v1=…`, or the body is not an event; 401 when the signature is wrong
   * or stale. Open to anyone (the signature is the credential); cost 120 micro-USD.
   *
   * POST /checkout/webhook
   */
  checkout_webhook: (input: CheckoutWebhookInput, ctx: Context) => Promise<CheckoutWebhookResponse>;
  /**
   * List orders
   *
   * Lists orders as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: authenticated; cost: 12 micro-USD per call. Our design (the seed cuts this cell off): authenticated and owner-scoped like an order get: a caller lists the orders they own; administrators list every order.
   *
   * GET /order
   */
  order_list: (input: OrderListInput, ctx: Context) => Promise<OrderListResponse>;
  /**
   * Create an order
   *
   * Creates an order and returns the stored record with its id. Access: authenticated; cost: 160 micro-USD per call. Owner-scoped: the caller becomes the order's `customerId`; the server computes the totals and sets `status: pending`.
   *
   * POST /order
   */
  order_create: (input: OrderCreateInput, ctx: Context) => Promise<OrderCreateResponse>;
  /**
   * Get an order
   *
   * Returns one order by id; 404 when no record has that id. Access: authenticated; cost: 12 micro-USD per call. Owner-scoped: another caller's order answers 404 (administrators see every order).
   *
   * GET /order/{id}
   */
  order_get: (input: OrderGetInput, ctx: Context) => Promise<OrderGetResponse>;
  /**
   * Delete an order
   *
   * Deletes one order; the response is empty. Access: admin; cost: 136 micro-USD per call.
   *
   * DELETE /order/{id}
   */
  order_delete: (input: OrderDeleteInput, ctx: Context) => Promise<OrderDeleteResponse>;
  /**
   * Update an order
   *
   * Replaces the writable fields of one order (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 160 micro-USD per call.
   *
   * PATCH /order/{id}
   */
  order_update: (input: OrderUpdateInput, ctx: Context) => Promise<OrderUpdateResponse>;
}

/**
 * The operations tagged "Forms": what one handler file implements.
 *
 * Newsletter sign-ups and contact-form submissions.
 */
export interface StorefrontExtFormsHandlers {
  /**
   * List contact submissions
   *
   * Lists contact submissions as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: admin; cost: 6 micro-USD per call.
   *
   * GET /contactSubmission
   */
  contactSubmission_list: (
    input: ContactSubmissionListInput,
    ctx: Context,
  ) => Promise<ContactSubmissionListResponse>;
  /**
   * Create a contact submission
   *
   * Creates a contact submission and returns the stored record with its id. Access: anyone; cost: 120 micro-USD per call.
   *
   * POST /contactSubmission
   */
  contactSubmission_create: (
    input: ContactSubmissionCreateInput,
    ctx: Context,
  ) => Promise<ContactSubmissionCreateResponse>;
  /**
   * Get a contact submission
   *
   * Returns one contact submission by id; 404 when no record has that id. Access: admin; cost: 6 micro-USD per call.
   *
   * GET /contactSubmission/{id}
   */
  contactSubmission_get: (
    input: ContactSubmissionGetInput,
    ctx: Context,
  ) => Promise<ContactSubmissionGetResponse>;
  /**
   * Delete a contact submission
   *
   * Deletes one contact submission; the response is empty. Access: admin; cost: 115 micro-USD per call.
   *
   * DELETE /contactSubmission/{id}
   */
  contactSubmission_delete: (
    input: ContactSubmissionDeleteInput,
    ctx: Context,
  ) => Promise<ContactSubmissionDeleteResponse>;
  /**
   * Update a contact submission
   *
   * Replaces the writable fields of one contact submission (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 120 micro-USD per call.
   *
   * PATCH /contactSubmission/{id}
   */
  contactSubmission_update: (
    input: ContactSubmissionUpdateInput,
    ctx: Context,
  ) => Promise<ContactSubmissionUpdateResponse>;
  /**
   * List newsletter subscribers
   *
   * Lists newsletter subscribers as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: admin; cost: 6 micro-USD per call.
   *
   * GET /newsletterSubscriber
   */
  newsletterSubscriber_list: (
    input: NewsletterSubscriberListInput,
    ctx: Context,
  ) => Promise<NewsletterSubscriberListResponse>;
  /**
   * Create a newsletter subscriber
   *
   * Creates a newsletter subscriber and returns the stored record with its id. Access: anyone; cost: 120 micro-USD per call.
   *
   * POST /newsletterSubscriber
   */
  newsletterSubscriber_create: (
    input: NewsletterSubscriberCreateInput,
    ctx: Context,
  ) => Promise<NewsletterSubscriberCreateResponse>;
  /**
   * Get a newsletter subscriber
   *
   * Returns one newsletter subscriber by id; 404 when no record has that id. Access: admin; cost: 6 micro-USD per call.
   *
   * GET /newsletterSubscriber/{id}
   */
  newsletterSubscriber_get: (
    input: NewsletterSubscriberGetInput,
    ctx: Context,
  ) => Promise<NewsletterSubscriberGetResponse>;
  /**
   * Delete a newsletter subscriber
   *
   * Deletes one newsletter subscriber; the response is empty. Access: admin; cost: 115 micro-USD per call.
   *
   * DELETE /newsletterSubscriber/{id}
   */
  newsletterSubscriber_delete: (
    input: NewsletterSubscriberDeleteInput,
    ctx: Context,
  ) => Promise<NewsletterSubscriberDeleteResponse>;
  /**
   * Update a newsletter subscriber
   *
   * Replaces the writable fields of one newsletter subscriber (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 120 micro-USD per call.
   *
   * PATCH /newsletterSubscriber/{id}
   */
  newsletterSubscriber_update: (
    input: NewsletterSubscriberUpdateInput,
    ctx: Context,
  ) => Promise<NewsletterSubscriberUpdateResponse>;
}

/**
 * The operations tagged "Content": what one handler file implements.
 *
 * Blog posts and FAQs.
 */
export interface StorefrontExtContentHandlers {
  /**
   * List FAQ entries
   *
   * Lists FAQ entries as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: anyone; cost: 6 micro-USD per call.
   *
   * GET /faq
   */
  faq_list: (input: FaqListInput, ctx: Context) => Promise<FaqListResponse>;
  /**
   * Create an FAQ entry
   *
   * Creates an FAQ entry and returns the stored record with its id. Access: admin; cost: 125 micro-USD per call.
   *
   * POST /faq
   */
  faq_create: (input: FaqCreateInput, ctx: Context) => Promise<FaqCreateResponse>;
  /**
   * Get an FAQ entry
   *
   * Returns one FAQ entry by id; 404 when no record has that id. Access: anyone; cost: 6 micro-USD per call.
   *
   * GET /faq/{id}
   */
  faq_get: (input: FaqGetInput, ctx: Context) => Promise<FaqGetResponse>;
  /**
   * Delete an FAQ entry
   *
   * Deletes one FAQ entry; the response is empty. Access: admin; cost: 115 micro-USD per call.
   *
   * DELETE /faq/{id}
   */
  faq_delete: (input: FaqDeleteInput, ctx: Context) => Promise<FaqDeleteResponse>;
  /**
   * Update an FAQ entry
   *
   * Replaces the writable fields of one FAQ entry (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 125 micro-USD per call.
   *
   * PATCH /faq/{id}
   */
  faq_update: (input: FaqUpdateInput, ctx: Context) => Promise<FaqUpdateResponse>;
  /**
   * List blog posts
   *
   * Lists blog posts as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: anyone; cost: 8 micro-USD per call. Our design (the seed cuts this cell off): open to anyone at the cost of a post get.
   *
   * GET /post
   */
  post_list: (input: PostListInput, ctx: Context) => Promise<PostListResponse>;
  /**
   * Create a blog post
   *
   * Creates a blog post and returns the stored record with its id. Access: admin; cost: 145 micro-USD per call.
   *
   * POST /post
   */
  post_create: (input: PostCreateInput, ctx: Context) => Promise<PostCreateResponse>;
  /**
   * Get a blog post
   *
   * Returns one blog post by id; 404 when no record has that id. Access: anyone; cost: 8 micro-USD per call.
   *
   * GET /post/{id}
   */
  post_get: (input: PostGetInput, ctx: Context) => Promise<PostGetResponse>;
  /**
   * Delete a blog post
   *
   * Deletes one blog post; the response is empty. Access: admin; cost: 127 micro-USD per call.
   *
   * DELETE /post/{id}
   */
  post_delete: (input: PostDeleteInput, ctx: Context) => Promise<PostDeleteResponse>;
  /**
   * Update a blog post
   *
   * Replaces the writable fields of one blog post (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 145 micro-USD per call.
   *
   * PATCH /post/{id}
   */
  post_update: (input: PostUpdateInput, ctx: Context) => Promise<PostUpdateResponse>;
}

/**
 * The operations tagged "Media": what one handler file implements.
 *
 * The media library.
 */
export interface StorefrontExtMediaHandlers {
  /**
   * List media items
   *
   * Lists media items as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: anyone; cost: 6 micro-USD per call.
   *
   * GET /media
   */
  media_list: (input: MediaListInput, ctx: Context) => Promise<MediaListResponse>;
  /**
   * Create a media item
   *
   * Creates a media item and returns the stored record with its id. Access: admin; cost: 125 micro-USD per call. Our design (the seed cuts this cell off): administrators only, at the FAQ's cost.
   *
   * POST /media
   */
  media_create: (input: MediaCreateInput, ctx: Context) => Promise<MediaCreateResponse>;
  /**
   * Get a media item
   *
   * Returns one media item by id; 404 when no record has that id. Access: anyone; cost: 6 micro-USD per call. Our design (the seed cuts this cell off): as an FAQ get, open to anyone at the media list's cost.
   *
   * GET /media/{id}
   */
  media_get: (input: MediaGetInput, ctx: Context) => Promise<MediaGetResponse>;
  /**
   * Delete a media item
   *
   * Deletes one media item; the response is empty. Access: admin; cost: 115 micro-USD per call. Our design (the seed cuts this cell off): administrators only, at the FAQ's cost.
   *
   * DELETE /media/{id}
   */
  media_delete: (input: MediaDeleteInput, ctx: Context) => Promise<MediaDeleteResponse>;
  /**
   * Update a media item
   *
   * Replaces the writable fields of one media item (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 125 micro-USD per call. Our design (the seed cuts this cell off): administrators only, at the FAQ's cost.
   *
   * PATCH /media/{id}
   */
  media_update: (input: MediaUpdateInput, ctx: Context) => Promise<MediaUpdateResponse>;
}

/** Business logic of Storefront: one method per operation; return data, never touch `res`. */
export interface StorefrontExtHandlers
  extends StorefrontExtTokensHandlers,
    StorefrontExtBillingHandlers,
    StorefrontExtCatalogHandlers,
    StorefrontExtCheckoutHandlers,
    StorefrontExtFormsHandlers,
    StorefrontExtContentHandlers,
    StorefrontExtMediaHandlers {
  /**
   * Owners of the records that owner-scoped operations name: the owning user's id, or null when the
   * record does not exist. The runtime answers 404 / 403 from these before the handler runs.
   */
  owners: {
    order_get: (input: OrderGetInput, ctx: Context) => Promise<string | null>;
    tokens_revoke: (input: TokensRevokeInput, ctx: Context) => Promise<string | null>;
  };
}
