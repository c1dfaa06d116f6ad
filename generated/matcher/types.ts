// Generated from spec/matcher by codegen — run `npm run generate`. Do not edit.

import type { Context } from "../../handlers/matcher/context.js";

/**
 * A PNG, JPEG or WebP file as base64 (standard or URL-safe alphabet, padding optional; a
 * `data:image/…;base64,` prefix is ignored). The byte cap is the operation's body limit (16 MiB for
 * the whole JSON body); the pixel caps are the member's.
 */
export type Base64Image = string;

/** Where the pattern sits in the image: its top-left corner and size in pixels, and its score. */
export type Box = {
  /** Left edge, pixels from the image's left edge. */
  x: number;
  /** Top edge, pixels from the image's top edge. */
  y: number;
  /** The pattern's width. */
  width: number;
  /** The pattern's height. */
  height: number;
  /** The score at this position, 0 to 1 (1 a perfect match; 4 decimals). */
  score: number;
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

/** Where a rejected input was found. */
export type IssueLocation = "path" | "query" | "header" | "body";

/** One reason a request was rejected, naming the input it concerns. */
export type ValidationIssue = {
  /** Which part of the request holds the input. */
  location: IssueLocation;
  /** The parameter name, or a JSON pointer into the body (`/items/0/qty`). */
  name: string;
  /** What is wrong, in plain words. */
  message: string;
};

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
 * | 400 | `payment_header_malformed` | `PAYMENT-SIGNATURE` (or `X-PAYMENT`) is not base64; nothing was charged. |
 * | 401 | `credentials_required` | This operation needs a credential and none was sent. |
 * | 401 | `invalid_credentials` | The credential sent is unknown, expired or revoked. |
 * | 401 | `malformed_authorization` | `Authorization` is not `Bearer <token>`. |
 * | 401 | `wrong_credential_kind` | The credential is valid but of a kind this operation does not take (for example a key with no person behind it where a person's session is needed). |
 * | 402 | `payment_required` | An unpaid call without a credential and without a body (a discovery probe): the x402 terms, with the route's input schema in the `bazaar` extension. Nothing was charged and no free call was spent. |
 * | 402 | `free_allowance_spent` | This client IP has used its free calls on this route today; pay with x402 or a funded API key. |
 * | 402 | `insufficient_credits` | The API key's account holds fewer credits than the call costs. |
 * | 402 | `credit_limit_reached` | The call would take this API key, or one of its parent keys, past its credit limit. |
 * | 402 | `key_disabled` | This API key or one of its parent keys is disabled and cannot pay. |
 * | 402 | `payment_invalid` | The x402 payment does not verify (signature, amount, asset, network or recipient), or the header holds no payment. |
 * | 402 | `payment_expired` | The x402 authorization is outside its validity window (expired, not yet valid, or valid for too long). |
 * | 402 | `payment_nonce_reused` | The x402 authorization's nonce was used by an earlier payment; sign a new one. |
 * | 402 | `payment_not_settled` | The facilitator could not settle the verified payment; nothing was charged. |
 * | 402 | `facilitator_unavailable` | The x402 facilitator could not be reached or answered badly; nothing was charged. Retry later. |
 * | 403 | `forbidden` | The caller is known but may not do this. |
 * | 403 | `admin_only` | This operation is for administrators. |
 * | 404 | `not_found` | No such record, or it is outside what the caller may see. |
 * | 404 | `route_not_found` | No operation of this service has this path. |
 * | 405 | `method_not_allowed` | The path exists but not with this method; `Allow` lists the methods. |
 * | 408 | `request_timeout` | The request or its body stopped arriving; the connection is closed after this answer. |
 * | 409 | `conflict` | The request is valid but the current state refuses it; the message says why. |
 * | 413 | `payload_too_large` | The body (as sent or decoded) or an uploaded file is larger than the limit. |
 * | 413 | `image_too_large` | An image's pixel count or side, read from its header before any decoding, is over the operation's limit (a decompression bomb is refused here); the body names the limit. Nothing was charged. |
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
 * | 503 | `worker_busy` | Every worker (image worker or code sandbox) is busy and the queue is full; `Retry-After` says when to retry. Nothing was charged. |
 * | 503 | `worker_crashed` | The worker handling the call (an image worker or the code sandbox's launcher) exited unexpectedly; retry. Nothing was charged. |
 * | 504 | `processing_timeout` | The image work did not finish within the call's wall-clock cap and was stopped; nothing was charged. |
 */
export type ErrorCode =
  | "validation_failed"
  | "malformed_json"
  | "body_not_decodable"
  | "malformed_multipart"
  | "invalid_cursor"
  | "malformed_http"
  | "payment_header_malformed"
  | "credentials_required"
  | "invalid_credentials"
  | "malformed_authorization"
  | "wrong_credential_kind"
  | "payment_required"
  | "free_allowance_spent"
  | "insufficient_credits"
  | "credit_limit_reached"
  | "key_disabled"
  | "payment_invalid"
  | "payment_expired"
  | "payment_nonce_reused"
  | "payment_not_settled"
  | "facilitator_unavailable"
  | "forbidden"
  | "admin_only"
  | "not_found"
  | "route_not_found"
  | "method_not_allowed"
  | "request_timeout"
  | "conflict"
  | "payload_too_large"
  | "image_too_large"
  | "unsupported_media_type"
  | "range_not_satisfiable"
  | "unprocessable"
  | "rate_limited"
  | "key_requests_exhausted"
  | "headers_too_large"
  | "internal"
  | "processor_unavailable"
  | "processor_rejected"
  | "unavailable"
  | "worker_busy"
  | "worker_crashed"
  | "processing_timeout";

/**
 * The `{success: false, error}` error body used by the UUID and infra services.
 * `code` and `issues` are our design: a stable machine-readable code and, on 400, one
 * entry per rejected input.
 */
export type ErrorEnvelope = {
  success: false;
  /** Human-readable summary. */
  error: string;
  code: ErrorCode;
  /** Every rejected input, on validation errors. */
  issues?: Array<ValidationIssue>;
  /** The request's id, as in the `X-Request-Id` response header. */
  requestId?: string;
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

/**
 * An x402 payment header's value (`PAYMENT-SIGNATURE`, or `X-PAYMENT` for protocol version 1):
 * base64 — the standard or the URL-safe alphabet, padding optional — of the JSON
 * `PaymentPayload` the payer's wallet signed, at most 16 KiB.
 *
 * A value that is not base64 answers 400. One that is, but does not hold a payment the server
 * can accept for the route (not JSON, another `x402Version`, the wrong amount, payee, asset or
 * network, a bad signature, an expired or already used authorization), answers 402 with the
 * terms in `PAYMENT-REQUIRED` and the reason, as any refused payment does; nothing is charged.
 */
export type X402Payment = string;

/** The error body of a 400 answer: `code` is one of `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
export type ErrorEnvelope400 = ErrorEnvelope & {
  code?:
    | "validation_failed"
    | "malformed_json"
    | "body_not_decodable"
    | "malformed_multipart"
    | "invalid_cursor"
    | "malformed_http";
};

/** The error body of a 400 answer: `code` is one of `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`, `payment_header_malformed`. */
export type ErrorEnvelope400Priced = ErrorEnvelope & {
  code?:
    | "validation_failed"
    | "malformed_json"
    | "body_not_decodable"
    | "malformed_multipart"
    | "invalid_cursor"
    | "malformed_http"
    | "payment_header_malformed";
};

/** The error body of a 401 answer: `code` is one of `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
export type ErrorEnvelope401 = ErrorEnvelope & {
  code?: "credentials_required" | "invalid_credentials" | "malformed_authorization" | "wrong_credential_kind";
};

/** The error body of a 402 answer: `code` is one of `payment_required`, `free_allowance_spent`, `insufficient_credits`, `credit_limit_reached`, `key_disabled`, `payment_invalid`, `payment_expired`, `payment_nonce_reused`, `payment_not_settled`, `facilitator_unavailable`. */
export type ErrorEnvelope402Priced = ErrorEnvelope & {
  code?:
    | "payment_required"
    | "free_allowance_spent"
    | "insufficient_credits"
    | "credit_limit_reached"
    | "key_disabled"
    | "payment_invalid"
    | "payment_expired"
    | "payment_nonce_reused"
    | "payment_not_settled"
    | "facilitator_unavailable";
};

/** The error body of a 408 answer: `code` is one of `request_timeout`. */
export type ErrorEnvelope408 = ErrorEnvelope & {
  code?: "request_timeout";
};

/** The error body of a 413 answer: `code` is one of `payload_too_large`, `image_too_large`. */
export type ErrorEnvelope413ImageTooLarge = ErrorEnvelope & {
  code?: "payload_too_large" | "image_too_large";
};

/** The error body of a 415 answer: `code` is one of `unsupported_media_type`. */
export type ErrorEnvelope415 = ErrorEnvelope & {
  code?: "unsupported_media_type";
};

/** The error body of a 422 answer: `code` is one of `unprocessable`. */
export type ErrorEnvelope422 = ErrorEnvelope & {
  code?: "unprocessable";
};

/** The error body of a 429 answer: `code` is one of `rate_limited`, `key_requests_exhausted`. */
export type ErrorEnvelope429 = ErrorEnvelope & {
  code?: "rate_limited" | "key_requests_exhausted";
};

/** The error body of a 503 answer: `code` is one of `unavailable`, `worker_busy`, `worker_crashed`. */
export type ErrorEnvelope503WorkerBusyWorkerCrashed = ErrorEnvelope & {
  code?: "unavailable" | "worker_busy" | "worker_crashed";
};

/** The error body of a 504 answer: `code` is one of `processing_timeout`. */
export type ErrorEnvelope504ProcessingTimeout = ErrorEnvelope & {
  code?: "processing_timeout";
};

/** Keypoints of the pattern matched to keypoints of the image. */
export type FeatureMatchRequest = {
  /**
   * The image to search, base64 of a PNG, JPEG or WebP file of at most 8 MiB and 4,000,000 pixels
   * (2,000 × 2,000), each side at most 16,384. Text that is not base64 answers 400, another
   * format 415, a larger file 413 `payload_too_large`, more pixels 413 `image_too_large` (read
   * from the header, before decoding), a corrupt or truncated file 422; each names `/image`.
   */
  image: Base64Image;
  /**
   * The pattern to find, base64 of a PNG, JPEG or WebP file of at most 8 MiB and 1,000,000
   * pixels (1,000 × 1,000). It must fit inside `image` (neither side longer than the image's) and must
   * not be one flat colour (zero variance: it would match everywhere equally), else 422 naming
   * `/pattern`; the other refusals are as for `image`.
   */
  pattern: Base64Image;
  /**
   * The keypoint detector and descriptor: `orb` (default; OpenCV's ORB, binary descriptors
   * compared by Hamming distance) or `sift` (OpenCV's SIFT, 128-float descriptors compared by L2
   * distance; slower, more robust to scale and perspective).
   */
  detector?: "orb" | "sift";
  /**
   * The most keypoints the detector keeps in each image, the strongest first (0 to 5,000). Default
   * 500 for `orb` (which needs at least 1) and 0 for `sift`, where 0 keeps every keypoint found.
   */
  nfeatures?: number;
  /**
   * Lowe's ratio test (0 to 1, default 0.75): a pattern keypoint's best match in the image is kept
   * only if its distance is below `ratio` times the distance of its second best (a smaller ratio
   * keeps fewer, more distinctive matches). A keypoint with no second candidate is dropped.
   */
  ratio?: number;
  /** At most this many matches are kept, the shortest distances first (1 to 5,000, default 500). */
  maxMatches?: number;
};

/** How many keypoints the detector found in each image. */
export type KeypointCounts = {
  pattern: number;
  image: number;
};

/** A point in pixels, origin at the image's top-left corner, x to the right, y down. */
export type Point = {
  /** Pixels from the left edge (sub-pixel, 2 decimals). */
  x: number;
  /** Pixels from the top edge (sub-pixel, 2 decimals). */
  y: number;
};

/** A pattern keypoint and the image keypoint it matched. */
export type PointPair = {
  /** The keypoint in the pattern, in pattern pixels. */
  pattern: Point;
  /** The keypoint in the image, in image pixels. */
  image: Point;
  /**
   * The descriptors' distance: Hamming bits for `orb` (0 to 256), L2 for `sift`; smaller is
   * more alike (2 decimals).
   */
  distance: number;
};

/** The matches that passed the ratio test. */
export type FeatureMatchResult = {
  /** The detector used. */
  detector: "orb" | "sift";
  keypoints: KeypointCounts;
  /** The matches, shortest distance first, at most `maxMatches`. */
  matches: Array<PointPair>;
};

/** A homography of the pattern onto the image, estimated from keypoint matches. */
export type HomographyRequest = {
  /**
   * The image to search, base64 of a PNG, JPEG or WebP file of at most 8 MiB and 4,000,000 pixels
   * (2,000 × 2,000), each side at most 16,384. Text that is not base64 answers 400, another
   * format 415, a larger file 413 `payload_too_large`, more pixels 413 `image_too_large` (read
   * from the header, before decoding), a corrupt or truncated file 422; each names `/image`.
   */
  image: Base64Image;
  /**
   * The pattern to find, base64 of a PNG, JPEG or WebP file of at most 8 MiB and 1,000,000
   * pixels (1,000 × 1,000). It must fit inside `image` (neither side longer than the image's) and must
   * not be one flat colour (zero variance: it would match everywhere equally), else 422 naming
   * `/pattern`; the other refusals are as for `image`.
   */
  pattern: Base64Image;
  /**
   * The keypoint detector and descriptor: `orb` (default; OpenCV's ORB, binary descriptors
   * compared by Hamming distance) or `sift` (OpenCV's SIFT, 128-float descriptors compared by L2
   * distance; slower, more robust to scale and perspective).
   */
  detector?: "orb" | "sift";
  /**
   * The most keypoints the detector keeps in each image, the strongest first (0 to 5,000). Default
   * 500 for `orb` (which needs at least 1) and 0 for `sift`, where 0 keeps every keypoint found.
   */
  nfeatures?: number;
  /**
   * Lowe's ratio test (0 to 1, default 0.75): a pattern keypoint's best match in the image is kept
   * only if its distance is below `ratio` times the distance of its second best (a smaller ratio
   * keeps fewer, more distinctive matches). A keypoint with no second candidate is dropped.
   */
  ratio?: number;
  /** At most this many matches are kept, the shortest distances first (1 to 5,000, default 500). */
  maxMatches?: number;
  /**
   * The robust estimator (`cv2.findHomography`): `RANSAC` (default) or `USAC_MAGSAC` (OpenCV's
   * MAGSAC++, less sensitive to `ransacReprojThreshold`).
   */
  method?: "RANSAC" | "USAC_MAGSAC";
  /**
   * The largest distance in image pixels between a match and its pattern point's projection for
   * the match to count as an inlier (0.1 to 50, default 3).
   */
  ransacReprojThreshold?: number;
  /** The most iterations the estimator runs (1 to 10,000, default 2,000). */
  maxIters?: number;
  /** The confidence at which the estimator stops early (0.5 to 0.9999, default 0.995). */
  confidence?: number;
  /** The fewest inliers for `found` to be true (4 to 1,000, default 10). */
  minInliers?: number;
  /**
   * Refine the estimate by aligning the pattern's pixels with the image (OpenCV's ECC,
   * `cv2.findTransformECC`, started from the RANSAC homography; default true). Keypoint positions
   * alone can leave the corners several pixels off (ORB's on coarse pyramid levels especially);
   * the refinement brings them to sub-pixel accuracy. It is kept only when the alignment converges
   * with a correlation of at least 0.6 and moves no corner by more than a tenth of the quad's
   * diagonal; otherwise the RANSAC estimate is answered. `inliers` is RANSAC's either way.
   */
  refine?: boolean;
};

/** A row of a 3×3 matrix. */
export type MatrixRow = Array<number>;

/** A 3×3 matrix, row by row. */
export type Matrix3 = Array<MatrixRow>;

/** The projected corners: top-left, top-right, bottom-right, bottom-left. */
export type Quad = Array<Point>;

/** An axis-aligned rectangle in image pixels. */
export type Rect = {
  /** Left edge. */
  x: number;
  /** Top edge. */
  y: number;
  width: number;
  height: number;
};

/** Where the pattern lies in the image, if it was found. */
export type HomographyResult = {
  /**
   * Whether the pattern was found: a homography was estimated with at least `minInliers` inliers,
   * and it maps the pattern's corners to a convex, non-degenerate, non-mirrored quadrilateral (all
   * four corners in front of the projection, an area of at least 4 square pixels). Fewer than 4
   * matches give `found: false`.
   */
  found: boolean;
  /** The detector used. */
  detector: "orb" | "sift";
  keypoints: KeypointCounts;
  /**
   * The homography H that maps a pattern pixel (x, y) to the image: (x', y', w)ᵀ = H · (x, y, 1)ᵀ,
   * the image point (x'/w, y'/w), normalised so that H[2][2] = 1. Null when `found` is false.
   */
  homography: Matrix3 | null;
  /**
   * The pattern's corners (0, 0), (width, 0), (width, height) and (0, height) projected into the
   * image, in that order (they may lie outside the image). Null when `found` is false.
   */
  corners: Quad | null;
  /** The corners' axis-aligned bounding box, clipped to the image. Null when `found` is false. */
  boundingBox: Rect | null;
  /**
   * Matches the estimate agrees with (within `ransacReprojThreshold`): the confidence of the
   * result, 0 when no homography was estimated.
   */
  inliers: number;
  /** Matches that passed the ratio test and went into the estimate (at most `maxMatches`). */
  matches: number;
  /** `inliers / matches` (0 when there are no matches; 4 decimals). */
  inlierRatio: number;
};

/** Where to look for the pattern as it is (same scale and orientation), and how to score it. */
export type TemplateMatchRequest = {
  /**
   * The image to search, base64 of a PNG, JPEG or WebP file of at most 8 MiB and 4,000,000 pixels
   * (2,000 × 2,000), each side at most 16,384. Text that is not base64 answers 400, another
   * format 415, a larger file 413 `payload_too_large`, more pixels 413 `image_too_large` (read
   * from the header, before decoding), a corrupt or truncated file 422; each names `/image`.
   */
  image: Base64Image;
  /**
   * The pattern to find, base64 of a PNG, JPEG or WebP file of at most 8 MiB and 1,000,000
   * pixels (1,000 × 1,000). It must fit inside `image` (neither side longer than the image's) and must
   * not be one flat colour (zero variance: it would match everywhere equally), else 422 naming
   * `/pattern`; the other refusals are as for `image`.
   */
  pattern: Base64Image;
  /**
   * OpenCV's score (`cv2.matchTemplate`), normalised so that every score is in [0, 1] and 1 is a
   * perfect match: `TM_CCOEFF_NORMED` (default; correlation of the mean-subtracted pixels, robust
   * to brightness changes), `TM_CCORR_NORMED` (correlation of the raw pixels), or
   * `TM_SQDIFF_NORMED` (normalised squared difference `d`, reported as `1 − d`). A negative
   * `TM_CCOEFF_NORMED` correlation is reported as 0.
   */
  method?: "TM_CCOEFF_NORMED" | "TM_CCORR_NORMED" | "TM_SQDIFF_NORMED";
  /** The lowest score a position needs to be listed in `matches` (0 to 1, default 0.8). */
  threshold?: number;
  /** At most this many matches are listed, the best first (1 to 1,000, default 100). */
  maxMatches?: number;
  /**
   * Match grey levels instead of colours (default false: the three colour channels are scored
   * together, so a pattern that differs from the image only in hue scores lower).
   */
  grayscale?: boolean;
};

/** The best position and every non-overlapping position scoring at least `threshold`. */
export type TemplateMatchResult = {
  /** Whether any position scored at least `threshold` (`matches` is not empty). */
  found: boolean;
  /** The best-scoring position, reported even when it is below `threshold` (then `found` is false). */
  best: Box;
  /**
   * Positions scoring at least `threshold`, highest score first, at most `maxMatches`. Greedy
   * non-maximum suppression: a position is listed only if its box overlaps no box listed before
   * it, so one occurrence of the pattern gives one box, not a cluster of neighbours.
   */
  matches: Array<Box>;
};

/** Validated input of `match_features`. */
export interface MatchFeaturesInput {
  headers: {
    /**
     * x402 v2 payment: base64 JSON `PaymentPayload` signed by the payer's wallet. Not base64: 400;
     * base64 that holds no payment this route accepts: 402 with the terms and the reason.
     */
    "PAYMENT-SIGNATURE"?: X402Payment;
    /** x402 v1 payment header, accepted for older clients; read as `PAYMENT-SIGNATURE` is. */
    "X-PAYMENT"?: X402Payment;
  };
  body: FeatureMatchRequest;
}

/** Every response `match_features` may return. */
export type MatchFeaturesResponse =
  | { status: 200; body: FeatureMatchResult; headers?: { "PAYMENT-RESPONSE"?: string } }
  | { status: 400; body: ErrorEnvelope400Priced }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402Priced; headers: { "PAYMENT-REQUIRED": string } }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413ImageTooLarge }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 422; body: ErrorEnvelope422 }
  | { status: 429; body: ErrorEnvelope429; headers: { "Retry-After": string } }
  | { status: 503; body: ErrorEnvelope503WorkerBusyWorkerCrashed; headers?: { "Retry-After"?: string } }
  | { status: 504; body: ErrorEnvelope504ProcessingTimeout };

/** Validated input of `match_homography`. */
export interface MatchHomographyInput {
  headers: {
    /**
     * x402 v2 payment: base64 JSON `PaymentPayload` signed by the payer's wallet. Not base64: 400;
     * base64 that holds no payment this route accepts: 402 with the terms and the reason.
     */
    "PAYMENT-SIGNATURE"?: X402Payment;
    /** x402 v1 payment header, accepted for older clients; read as `PAYMENT-SIGNATURE` is. */
    "X-PAYMENT"?: X402Payment;
  };
  body: HomographyRequest;
}

/** Every response `match_homography` may return. */
export type MatchHomographyResponse =
  | { status: 200; body: HomographyResult; headers?: { "PAYMENT-RESPONSE"?: string } }
  | { status: 400; body: ErrorEnvelope400Priced }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402Priced; headers: { "PAYMENT-REQUIRED": string } }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413ImageTooLarge }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 422; body: ErrorEnvelope422 }
  | { status: 429; body: ErrorEnvelope429; headers: { "Retry-After": string } }
  | { status: 503; body: ErrorEnvelope503WorkerBusyWorkerCrashed; headers?: { "Retry-After"?: string } }
  | { status: 504; body: ErrorEnvelope504ProcessingTimeout };

/** Validated input of `match_template`. */
export interface MatchTemplateInput {
  headers: {
    /**
     * x402 v2 payment: base64 JSON `PaymentPayload` signed by the payer's wallet. Not base64: 400;
     * base64 that holds no payment this route accepts: 402 with the terms and the reason.
     */
    "PAYMENT-SIGNATURE"?: X402Payment;
    /** x402 v1 payment header, accepted for older clients; read as `PAYMENT-SIGNATURE` is. */
    "X-PAYMENT"?: X402Payment;
  };
  body: TemplateMatchRequest;
}

/** Every response `match_template` may return. */
export type MatchTemplateResponse =
  | { status: 200; body: TemplateMatchResult; headers?: { "PAYMENT-RESPONSE"?: string } }
  | { status: 400; body: ErrorEnvelope400Priced }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402Priced; headers: { "PAYMENT-REQUIRED": string } }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413ImageTooLarge }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 422; body: ErrorEnvelope422 }
  | { status: 429; body: ErrorEnvelope429; headers: { "Retry-After": string } }
  | { status: 503; body: ErrorEnvelope503WorkerBusyWorkerCrashed; headers?: { "Retry-After"?: string } }
  | { status: 504; body: ErrorEnvelope504ProcessingTimeout };

/**
 * The operations tagged "Match": what one handler file implements.
 *
 * Paid matching of a pattern in an image (USD 0.003 to 0.004 a call, 3 free calls per IP per day per route).
 */
export interface MatcherMatchHandlers {
  /**
   * Match keypoints between a pattern and an image
   *
   * Detects ORB or SIFT keypoints in both images (in grey levels) and matches every pattern
   * keypoint to its nearest image keypoint by brute force, keeping those that pass Lowe's ratio
   * test: point pairs, shortest descriptor distance first.
   *
   * POST /v1/feature-match
   */
  match_features: (input: MatchFeaturesInput, ctx: Context) => Promise<MatchFeaturesResponse>;
  /**
   * Locate a pattern by homography
   *
   * Locates the pattern under scale, rotation and perspective: keypoint matches as
   * `/v1/feature-match` makes them, then a homography from the pattern to the image estimated
   * robustly (`cv2.findHomography` with RANSAC or MAGSAC++), with the pattern's four projected
   * corners, their bounding box, and the inlier count as the confidence.
   *
   * POST /v1/homography
   */
  match_homography: (input: MatchHomographyInput, ctx: Context) => Promise<MatchHomographyResponse>;
  /**
   * Find a pattern by template matching
   *
   * Finds the pattern as it is (same scale and orientation) by sliding it over the image
   * (`cv2.matchTemplate`): the best-scoring position, and every position scoring at least
   * `threshold` whose box overlaps no better one.
   *
   * POST /v1/template-match
   */
  match_template: (input: MatchTemplateInput, ctx: Context) => Promise<MatchTemplateResponse>;
}

/** Business logic of Image pattern matcher: one method per operation; return data, never touch `res`. */
export interface MatcherHandlers extends MatcherMatchHandlers {}
