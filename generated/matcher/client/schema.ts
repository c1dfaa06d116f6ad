// Generated from spec/matcher by codegen — run `npm run generate`. Do not edit.
export interface paths {
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
  "/v1/feature-match": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Match keypoints between a pattern and an image
     * @description Detects ORB or SIFT keypoints in both images (in grey levels) and matches every pattern
     *     keypoint to its nearest image keypoint by brute force, keeping those that pass Lowe's ratio
     *     test: point pairs, shortest descriptor distance first.
     */
    post: operations["match_features"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/homography": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Locate a pattern by homography
     * @description Locates the pattern under scale, rotation and perspective: keypoint matches as
     *     `/v1/feature-match` makes them, then a homography from the pattern to the image estimated
     *     robustly (`cv2.findHomography` with RANSAC or MAGSAC++), with the pattern's four projected
     *     corners, their bounding box, and the inlier count as the confidence.
     */
    post: operations["match_homography"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/template-match": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Find a pattern by template matching
     * @description Finds the pattern as it is (same scale and orientation) by sliding it over the image
     *     (`cv2.matchTemplate`): the best-scoring position, and every position scoring at least
     *     `threshold` whose box overlaps no better one.
     */
    post: operations["match_template"];
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
     * @description A PNG, JPEG or WebP file as base64 (standard or URL-safe alphabet, padding optional; a
     *     `data:image/…;base64,` prefix is ignored). The byte cap is the operation's body limit (16 MiB for
     *     the whole JSON body); the pixel caps are the member's.
     */
    Base64Image: string;
    /** @description Where the pattern sits in the image: its top-left corner and size in pixels, and its score. */
    Box: {
      /**
       * Format: int32
       * @description Left edge, pixels from the image's left edge.
       */
      x: number;
      /**
       * Format: int32
       * @description Top edge, pixels from the image's top edge.
       */
      y: number;
      /**
       * Format: int32
       * @description The pattern's width.
       */
      width: number;
      /**
       * Format: int32
       * @description The pattern's height.
       */
      height: number;
      /**
       * Format: double
       * @description The score at this position, 0 to 1 (1 a perfect match; 4 decimals).
       */
      score: number;
    };
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
    /**
     * @description An x402 payment header's value (`PAYMENT-SIGNATURE`, or `X-PAYMENT` for protocol version 1):
     *     base64 — the standard or the URL-safe alphabet, padding optional — of the JSON
     *     `PaymentPayload` the payer's wallet signed, at most 16 KiB.
     *
     *     A value that is not base64 answers 400. One that is, but does not hold a payment the server
     *     can accept for the route (not JSON, another `x402Version`, the wrong amount, payee, asset or
     *     network, a bad signature, an expired or already used authorization), answers 402 with the
     *     terms in `PAYMENT-REQUIRED` and the reason, as any refused payment does; nothing is charged.
     */
    "Contract.X402Payment": string;
    /** @description Keypoints of the pattern matched to keypoints of the image. */
    FeatureMatchRequest: {
      /**
       * @description The image to search, base64 of a PNG, JPEG or WebP file of at most 8 MiB and 4,000,000 pixels
       *     (2,000 × 2,000), each side at most 16,384. Text that is not base64 answers 400, another
       *     format 415, a larger file 413 `payload_too_large`, more pixels 413 `image_too_large` (read
       *     from the header, before decoding), a corrupt or truncated file 422; each names `/image`.
       */
      image: components["schemas"]["Base64Image"];
      /**
       * @description The pattern to find, base64 of a PNG, JPEG or WebP file of at most 8 MiB and 1,000,000
       *     pixels (1,000 × 1,000). It must fit inside `image` (neither side longer than the image's) and must
       *     not be one flat colour (zero variance: it would match everywhere equally), else 422 naming
       *     `/pattern`; the other refusals are as for `image`.
       */
      pattern: components["schemas"]["Base64Image"];
      /**
       * @description The keypoint detector and descriptor: `orb` (default; OpenCV's ORB, binary descriptors
       *     compared by Hamming distance) or `sift` (OpenCV's SIFT, 128-float descriptors compared by L2
       *     distance; slower, more robust to scale and perspective).
       * @default orb
       * @enum {string}
       */
      detector: "orb" | "sift";
      /**
       * Format: int32
       * @description The most keypoints the detector keeps in each image, the strongest first (0 to 5,000). Default
       *     500 for `orb` (which needs at least 1) and 0 for `sift`, where 0 keeps every keypoint found.
       */
      nfeatures?: number;
      /**
       * Format: double
       * @description Lowe's ratio test (0 to 1, default 0.75): a pattern keypoint's best match in the image is kept
       *     only if its distance is below `ratio` times the distance of its second best (a smaller ratio
       *     keeps fewer, more distinctive matches). A keypoint with no second candidate is dropped.
       * @default 0.75
       */
      ratio: number;
      /**
       * Format: int32
       * @description At most this many matches are kept, the shortest distances first (1 to 5,000, default 500).
       * @default 500
       */
      maxMatches: number;
    };
    /** @description The matches that passed the ratio test. */
    FeatureMatchResult: {
      /**
       * @description The detector used.
       * @enum {string}
       */
      detector: "orb" | "sift";
      keypoints: components["schemas"]["KeypointCounts"];
      /** @description The matches, shortest distance first, at most `maxMatches`. */
      matches: components["schemas"]["PointPair"][];
    };
    /** @description A homography of the pattern onto the image, estimated from keypoint matches. */
    HomographyRequest: {
      /**
       * @description The image to search, base64 of a PNG, JPEG or WebP file of at most 8 MiB and 4,000,000 pixels
       *     (2,000 × 2,000), each side at most 16,384. Text that is not base64 answers 400, another
       *     format 415, a larger file 413 `payload_too_large`, more pixels 413 `image_too_large` (read
       *     from the header, before decoding), a corrupt or truncated file 422; each names `/image`.
       */
      image: components["schemas"]["Base64Image"];
      /**
       * @description The pattern to find, base64 of a PNG, JPEG or WebP file of at most 8 MiB and 1,000,000
       *     pixels (1,000 × 1,000). It must fit inside `image` (neither side longer than the image's) and must
       *     not be one flat colour (zero variance: it would match everywhere equally), else 422 naming
       *     `/pattern`; the other refusals are as for `image`.
       */
      pattern: components["schemas"]["Base64Image"];
      /**
       * @description The keypoint detector and descriptor: `orb` (default; OpenCV's ORB, binary descriptors
       *     compared by Hamming distance) or `sift` (OpenCV's SIFT, 128-float descriptors compared by L2
       *     distance; slower, more robust to scale and perspective).
       * @default orb
       * @enum {string}
       */
      detector: "orb" | "sift";
      /**
       * Format: int32
       * @description The most keypoints the detector keeps in each image, the strongest first (0 to 5,000). Default
       *     500 for `orb` (which needs at least 1) and 0 for `sift`, where 0 keeps every keypoint found.
       */
      nfeatures?: number;
      /**
       * Format: double
       * @description Lowe's ratio test (0 to 1, default 0.75): a pattern keypoint's best match in the image is kept
       *     only if its distance is below `ratio` times the distance of its second best (a smaller ratio
       *     keeps fewer, more distinctive matches). A keypoint with no second candidate is dropped.
       * @default 0.75
       */
      ratio: number;
      /**
       * Format: int32
       * @description At most this many matches are kept, the shortest distances first (1 to 5,000, default 500).
       * @default 500
       */
      maxMatches: number;
      /**
       * @description The robust estimator (`cv2.findHomography`): `RANSAC` (default) or `USAC_MAGSAC` (OpenCV's
       *     MAGSAC++, less sensitive to `ransacReprojThreshold`).
       * @default RANSAC
       * @enum {string}
       */
      method: "RANSAC" | "USAC_MAGSAC";
      /**
       * Format: double
       * @description The largest distance in image pixels between a match and its pattern point's projection for
       *     the match to count as an inlier (0.1 to 50, default 3).
       * @default 3
       */
      ransacReprojThreshold: number;
      /**
       * Format: int32
       * @description The most iterations the estimator runs (1 to 10,000, default 2,000).
       * @default 2000
       */
      maxIters: number;
      /**
       * Format: double
       * @description The confidence at which the estimator stops early (0.5 to 0.9999, default 0.995).
       * @default 0.995
       */
      confidence: number;
      /**
       * Format: int32
       * @description The fewest inliers for `found` to be true (4 to 1,000, default 10).
       * @default 10
       */
      minInliers: number;
      /**
       * @description Refine the estimate by aligning the pattern's pixels with the image (OpenCV's ECC,
       *     `cv2.findTransformECC`, started from the RANSAC homography; default true). Keypoint positions
       *     alone can leave the corners several pixels off (ORB's on coarse pyramid levels especially);
       *     the refinement brings them to sub-pixel accuracy. It is kept only when the alignment converges
       *     with a correlation of at least 0.6 and moves no corner by more than a tenth of the quad's
       *     diagonal; otherwise the RANSAC estimate is answered. `inliers` is RANSAC's either way.
       * @default true
       */
      refine: boolean;
    };
    /** @description Where the pattern lies in the image, if it was found. */
    HomographyResult: {
      /**
       * @description Whether the pattern was found: a homography was estimated with at least `minInliers` inliers,
       *     and it maps the pattern's corners to a convex, non-degenerate, non-mirrored quadrilateral (all
       *     four corners in front of the projection, an area of at least 4 square pixels). Fewer than 4
       *     matches give `found: false`.
       */
      found: boolean;
      /**
       * @description The detector used.
       * @enum {string}
       */
      detector: "orb" | "sift";
      keypoints: components["schemas"]["KeypointCounts"];
      /**
       * @description The homography H that maps a pattern pixel (x, y) to the image: (x', y', w)ᵀ = H · (x, y, 1)ᵀ,
       *     the image point (x'/w, y'/w), normalised so that H[2][2] = 1. Null when `found` is false.
       */
      homography: components["schemas"]["Matrix3"] | null;
      /**
       * @description The pattern's corners (0, 0), (width, 0), (width, height) and (0, height) projected into the
       *     image, in that order (they may lie outside the image). Null when `found` is false.
       */
      corners: components["schemas"]["Quad"] | null;
      /** @description The corners' axis-aligned bounding box, clipped to the image. Null when `found` is false. */
      boundingBox: components["schemas"]["Rect"] | null;
      /**
       * Format: int32
       * @description Matches the estimate agrees with (within `ransacReprojThreshold`): the confidence of the
       *     result, 0 when no homography was estimated.
       */
      inliers: number;
      /**
       * Format: int32
       * @description Matches that passed the ratio test and went into the estimate (at most `maxMatches`).
       */
      matches: number;
      /**
       * Format: double
       * @description `inliers / matches` (0 when there are no matches; 4 decimals).
       */
      inlierRatio: number;
    };
    /** @description How many keypoints the detector found in each image. */
    KeypointCounts: {
      /** Format: int32 */
      pattern: number;
      /** Format: int32 */
      image: number;
    };
    /** @description A 3×3 matrix, row by row. */
    Matrix3: components["schemas"]["MatrixRow"][];
    /** @description A row of a 3×3 matrix. */
    MatrixRow: number[];
    /** @description A point in pixels, origin at the image's top-left corner, x to the right, y down. */
    Point: {
      /**
       * Format: double
       * @description Pixels from the left edge (sub-pixel, 2 decimals).
       */
      x: number;
      /**
       * Format: double
       * @description Pixels from the top edge (sub-pixel, 2 decimals).
       */
      y: number;
    };
    /** @description A pattern keypoint and the image keypoint it matched. */
    PointPair: {
      /** @description The keypoint in the pattern, in pattern pixels. */
      pattern: components["schemas"]["Point"];
      /** @description The keypoint in the image, in image pixels. */
      image: components["schemas"]["Point"];
      /**
       * Format: double
       * @description The descriptors' distance: Hamming bits for `orb` (0 to 256), L2 for `sift`; smaller is
       *     more alike (2 decimals).
       */
      distance: number;
    };
    /** @description The projected corners: top-left, top-right, bottom-right, bottom-left. */
    Quad: components["schemas"]["Point"][];
    /** @description An axis-aligned rectangle in image pixels. */
    Rect: {
      /**
       * Format: double
       * @description Left edge.
       */
      x: number;
      /**
       * Format: double
       * @description Top edge.
       */
      y: number;
      /** Format: double */
      width: number;
      /** Format: double */
      height: number;
    };
    /** @description Where to look for the pattern as it is (same scale and orientation), and how to score it. */
    TemplateMatchRequest: {
      /**
       * @description The image to search, base64 of a PNG, JPEG or WebP file of at most 8 MiB and 4,000,000 pixels
       *     (2,000 × 2,000), each side at most 16,384. Text that is not base64 answers 400, another
       *     format 415, a larger file 413 `payload_too_large`, more pixels 413 `image_too_large` (read
       *     from the header, before decoding), a corrupt or truncated file 422; each names `/image`.
       */
      image: components["schemas"]["Base64Image"];
      /**
       * @description The pattern to find, base64 of a PNG, JPEG or WebP file of at most 8 MiB and 1,000,000
       *     pixels (1,000 × 1,000). It must fit inside `image` (neither side longer than the image's) and must
       *     not be one flat colour (zero variance: it would match everywhere equally), else 422 naming
       *     `/pattern`; the other refusals are as for `image`.
       */
      pattern: components["schemas"]["Base64Image"];
      /**
       * @description OpenCV's score (`cv2.matchTemplate`), normalised so that every score is in [0, 1] and 1 is a
       *     perfect match: `TM_CCOEFF_NORMED` (default; correlation of the mean-subtracted pixels, robust
       *     to brightness changes), `TM_CCORR_NORMED` (correlation of the raw pixels), or
       *     `TM_SQDIFF_NORMED` (normalised squared difference `d`, reported as `1 − d`). A negative
       *     `TM_CCOEFF_NORMED` correlation is reported as 0.
       * @default TM_CCOEFF_NORMED
       * @enum {string}
       */
      method: "TM_CCOEFF_NORMED" | "TM_CCORR_NORMED" | "TM_SQDIFF_NORMED";
      /**
       * Format: double
       * @description The lowest score a position needs to be listed in `matches` (0 to 1, default 0.8).
       * @default 0.8
       */
      threshold: number;
      /**
       * Format: int32
       * @description At most this many matches are listed, the best first (1 to 1,000, default 100).
       * @default 100
       */
      maxMatches: number;
      /**
       * @description Match grey levels instead of colours (default false: the three colour channels are scored
       *     together, so a pattern that differs from the image only in hue scores lower).
       * @default false
       */
      grayscale: boolean;
    };
    /** @description The best position and every non-overlapping position scoring at least `threshold`. */
    TemplateMatchResult: {
      /** @description Whether any position scored at least `threshold` (`matches` is not empty). */
      found: boolean;
      /** @description The best-scoring position, reported even when it is below `threshold` (then `found` is false). */
      best: components["schemas"]["Box"];
      /**
       * @description Positions scoring at least `threshold`, highest score first, at most `maxMatches`. Greedy
       *     non-maximum suppression: a position is listed only if its box overlaps no box listed before
       *     it, so one occurrence of the pattern gives one box, not a cluster of neighbours.
       */
      matches: components["schemas"]["Box"][];
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
     *     | 400 | `payment_header_malformed` | `PAYMENT-SIGNATURE` (or `X-PAYMENT`) is not base64; nothing was charged. |
     *     | 401 | `credentials_required` | This operation needs a credential and none was sent. |
     *     | 401 | `invalid_credentials` | The credential sent is unknown, expired or revoked. |
     *     | 401 | `malformed_authorization` | `Authorization` is not `Bearer <token>`. |
     *     | 401 | `wrong_credential_kind` | The credential is valid but of a kind this operation does not take (for example a key with no person behind it where a person's session is needed). |
     *     | 402 | `payment_required` | An unpaid call without a credential and without a body (a discovery probe): the x402 terms, with the route's input schema in the `bazaar` extension. Nothing was charged and no free call was spent. |
     *     | 402 | `free_allowance_spent` | This client IP has used its free calls on this route today; pay with x402 or a funded API key. |
     *     | 402 | `insufficient_credits` | The API key's account holds fewer credits than the call costs. |
     *     | 402 | `credit_limit_reached` | The call would take this API key, or one of its parent keys, past its credit limit. |
     *     | 402 | `key_disabled` | This API key or one of its parent keys is disabled and cannot pay. |
     *     | 402 | `payment_invalid` | The x402 payment does not verify (signature, amount, asset, network or recipient), or the header holds no payment. |
     *     | 402 | `payment_expired` | The x402 authorization is outside its validity window (expired, not yet valid, or valid for too long). |
     *     | 402 | `payment_nonce_reused` | The x402 authorization's nonce was used by an earlier payment; sign a new one. |
     *     | 402 | `payment_not_settled` | The facilitator could not settle the verified payment; nothing was charged. |
     *     | 402 | `facilitator_unavailable` | The x402 facilitator could not be reached or answered badly; nothing was charged. Retry later. |
     *     | 403 | `forbidden` | The caller is known but may not do this. |
     *     | 403 | `admin_only` | This operation is for administrators. |
     *     | 404 | `not_found` | No such record, or it is outside what the caller may see. |
     *     | 404 | `route_not_found` | No operation of this service has this path. |
     *     | 405 | `method_not_allowed` | The path exists but not with this method; `Allow` lists the methods. |
     *     | 408 | `request_timeout` | The request or its body stopped arriving; the connection is closed after this answer. |
     *     | 409 | `conflict` | The request is valid but the current state refuses it; the message says why. |
     *     | 413 | `payload_too_large` | The body (as sent or decoded) or an uploaded file is larger than the limit. |
     *     | 413 | `image_too_large` | An image's pixel count or side, read from its header before any decoding, is over the operation's limit (a decompression bomb is refused here); the body names the limit. Nothing was charged. |
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
     *     | 503 | `worker_busy` | Every worker (image worker or code sandbox) is busy and the queue is full; `Retry-After` says when to retry. Nothing was charged. |
     *     | 503 | `worker_crashed` | The worker handling the call (an image worker or the code sandbox's launcher) exited unexpectedly; retry. Nothing was charged. |
     *     | 504 | `processing_timeout` | The image work did not finish within the call's wall-clock cap and was stopped; nothing was charged. |
     * @enum {string}
     */
    ErrorCode:
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
    /** @description The error body of a 400 answer: `code` is one of `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`, `payment_header_malformed`. */
    ErrorEnvelope400Priced: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?:
        | "validation_failed"
        | "malformed_json"
        | "body_not_decodable"
        | "malformed_multipart"
        | "invalid_cursor"
        | "malformed_http"
        | "payment_header_malformed";
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
    /** @description The error body of a 402 answer: `code` is one of `payment_required`, `free_allowance_spent`, `insufficient_credits`, `credit_limit_reached`, `key_disabled`, `payment_invalid`, `payment_expired`, `payment_nonce_reused`, `payment_not_settled`, `facilitator_unavailable`. */
    ErrorEnvelope402Priced: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
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
    /** @description The error body of a 408 answer: `code` is one of `request_timeout`. */
    ErrorEnvelope408: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "request_timeout";
    };
    /** @description The error body of a 413 answer: `code` is one of `payload_too_large`, `image_too_large`. */
    ErrorEnvelope413ImageTooLarge: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "payload_too_large" | "image_too_large";
    };
    /** @description The error body of a 415 answer: `code` is one of `unsupported_media_type`. */
    ErrorEnvelope415: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "unsupported_media_type";
    };
    /** @description The error body of a 422 answer: `code` is one of `unprocessable`. */
    ErrorEnvelope422: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "unprocessable";
    };
    /** @description The error body of a 429 answer: `code` is one of `rate_limited`, `key_requests_exhausted`. */
    ErrorEnvelope429: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "rate_limited" | "key_requests_exhausted";
    };
    /** @description The error body of a 503 answer: `code` is one of `unavailable`, `worker_busy`, `worker_crashed`. */
    ErrorEnvelope503WorkerBusyWorkerCrashed: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "unavailable" | "worker_busy" | "worker_crashed";
    };
    /** @description The error body of a 504 answer: `code` is one of `processing_timeout`. */
    ErrorEnvelope504ProcessingTimeout: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "processing_timeout";
    };
  };
  responses: never;
  parameters: {
    /**
     * @description x402 v2 payment: base64 JSON `PaymentPayload` signed by the payer's wallet. Not base64: 400;
     *     base64 that holds no payment this route accepts: 402 with the terms and the reason.
     */
    "Contract.PaymentHeaders.paymentSignature": components["schemas"]["Contract.X402Payment"];
    /** @description x402 v1 payment header, accepted for older clients; read as `PAYMENT-SIGNATURE` is. */
    "Contract.PaymentHeaders.xPayment": components["schemas"]["Contract.X402Payment"];
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
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
  match_features: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description x402 v2 payment: base64 JSON `PaymentPayload` signed by the payer's wallet. Not base64: 400;
         *     base64 that holds no payment this route accepts: 402 with the terms and the reason.
         */
        "PAYMENT-SIGNATURE"?: components["parameters"]["Contract.PaymentHeaders.paymentSignature"];
        /** @description x402 v1 payment header, accepted for older clients; read as `PAYMENT-SIGNATURE` is. */
        "X-PAYMENT"?: components["parameters"]["Contract.PaymentHeaders.xPayment"];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "image": "iVBORw0KGgoAAAANSUhEUgAAACAAAAAYAgMAAADmPRenAAAADFBMVEX///+qqqpVVVUAAAABM1s0AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAA40lEQVQI1wHYACf/AL0oRlOmS8aWALE0WGQu53m4AHf4zBa8FgfrANTzZSb47dHKANRiE/MS/htgAGa6BqT8oNo1AGNeMVV30zsAADS+deKafnJZAH4EWEoKsKvAADKpsSCcOJrtAEkgiRCMd2IHAOtq0XK/DTtFAMAz+0/Lgmj6AAOHqJwX7wlNAKxnP38+RE7QAHF3Dm+IctPeADLLwsK1BeTnABeC/+1DQ62AAODGGE8V4XrfAKg9qmbY6J6uAIIokvwgG3FyAFyoMy63Ly6UABeCiOTqnOOMALwnHlw2O1vFPTVe7VrAbj8AAAAASUVORK5CYII=",
         *       "pattern": "iVBORw0KGgoAAAANSUhEUgAAAAwAAAAMAgMAAAArG7R0AAAADFBMVEX///+qqqpVVVUAAAABM1s0AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAOUlEQVQI12MILb/M8GhWHYMX1wYGhTkWDAI95QxF+3kZ/E83McwRf89Qb+fCkN9RxHBoKyvDW2dnAI6cEHoZPsSuAAAAAElFTkSuQmCC",
         *       "detector": "sift"
         *     }
         */
        "application/json": components["schemas"]["FeatureMatchRequest"];
      };
    };
    responses: {
      /** @description Success; after an x402 payment, `PAYMENT-RESPONSE` carries the base64 settlement receipt. */
      200: {
        headers: {
          "PAYMENT-RESPONSE"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FeatureMatchResult"];
        };
      };
      /**
       * @description The body is not valid: a member out of range, `image` or `pattern` not base64, or members that
       *     contradict each other (`nfeatures: 0` with `detector: "orb"`); `issues` names the member.
       *     Nothing is charged. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`, `payment_header_malformed`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400Priced"];
        };
      };
      /** @description The bearer API key is unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description Payment required: the free allowance is used up, the key lacks credits, or the x402 payment
       *     was refused. `PAYMENT-REQUIRED` holds the x402 v2 terms as base64 JSON.
       *
       *     The order on this route: an unpaid call with no credential, no payment header and no body (or
       *     `{}`) is a discovery probe and gets this 402 first (`payment_required`), before validation and
       *     without spending a free call; the terms' `bazaar` extension carries the route's input schema.
       *     Any other call is validated first (400, free), then paid: an API key's credits, else an x402
       *     payment, else the free allowance, else this 402. Error codes: `payment_required`, `free_allowance_spent`, `insufficient_credits`, `credit_limit_reached`, `key_disabled`, `payment_invalid`, `payment_expired`, `payment_nonce_reused`, `payment_not_settled`, `facilitator_unavailable`.
       */
      402: {
        headers: {
          "PAYMENT-REQUIRED": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402Priced"];
        };
      };
      /** @description The request body stopped arriving: nothing came for 30 seconds while the server read it. Nothing is charged. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description Too large: the request body is over 16 MiB or an image's file over 8 MiB (`payload_too_large`),
       *     or an image has more pixels than its member allows (`image_too_large`: `image` 4,000,000,
       *     `pattern` 1,000,000, a side over 16,384), read from the file's header before anything is
       *     decoded; `issues` names the member. Nothing is charged. Error codes: `payload_too_large`, `image_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413ImageTooLarge"];
        };
      };
      /**
       * @description The body was not sent as `application/json`, or an image is not a PNG, JPEG or WebP file (its
       *     first bytes name no such format: GIF, TIFF, SVG, BMP and the rest are refused); `issues` names
       *     the member. Nothing is charged. Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /**
       * @description `unprocessable`: an image is corrupt or truncated (its format is known but it does not decode),
       *     or the pattern cannot be matched: it is wider or taller than the image, or it is one flat colour
       *     (zero variance). `issues` names `/image` or `/pattern`. Nothing is charged. Error codes: `unprocessable`.
       */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope422"];
        };
      };
      /** @description Too many calls: the route allows 60 a minute per caller (client IP, or API key). Nothing is charged. Error codes: `rate_limited`, `key_requests_exhausted`. */
      429: {
        headers: {
          /** @description Seconds until the limit resets. */
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope429"];
        };
      };
      /**
       * @description Every image worker is busy and the queue is full (`worker_busy`, with `Retry-After`), the worker
       *     crashed during the call (`worker_crashed`; it restarts, retry), or the database cannot be
       *     reached. Nothing is charged. Error codes: `unavailable`, `worker_busy`, `worker_crashed`.
       */
      503: {
        headers: {
          /** @description Seconds to wait before retrying, when the server knows. */
          "Retry-After"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503WorkerBusyWorkerCrashed"];
        };
      };
      /**
       * @description The matching did not finish within the server's time budget (`IMAGE_CALL_TIMEOUT_MS`) and was
       *     stopped (`processing_timeout`). Nothing is charged. Error codes: `processing_timeout`.
       */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope504ProcessingTimeout"];
        };
      };
    };
  };
  match_homography: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description x402 v2 payment: base64 JSON `PaymentPayload` signed by the payer's wallet. Not base64: 400;
         *     base64 that holds no payment this route accepts: 402 with the terms and the reason.
         */
        "PAYMENT-SIGNATURE"?: components["parameters"]["Contract.PaymentHeaders.paymentSignature"];
        /** @description x402 v1 payment header, accepted for older clients; read as `PAYMENT-SIGNATURE` is. */
        "X-PAYMENT"?: components["parameters"]["Contract.PaymentHeaders.xPayment"];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "image": "iVBORw0KGgoAAAANSUhEUgAAACAAAAAYAgMAAADmPRenAAAADFBMVEX///+qqqpVVVUAAAABM1s0AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAA40lEQVQI1wHYACf/AL0oRlOmS8aWALE0WGQu53m4AHf4zBa8FgfrANTzZSb47dHKANRiE/MS/htgAGa6BqT8oNo1AGNeMVV30zsAADS+deKafnJZAH4EWEoKsKvAADKpsSCcOJrtAEkgiRCMd2IHAOtq0XK/DTtFAMAz+0/Lgmj6AAOHqJwX7wlNAKxnP38+RE7QAHF3Dm+IctPeADLLwsK1BeTnABeC/+1DQ62AAODGGE8V4XrfAKg9qmbY6J6uAIIokvwgG3FyAFyoMy63Ly6UABeCiOTqnOOMALwnHlw2O1vFPTVe7VrAbj8AAAAASUVORK5CYII=",
         *       "pattern": "iVBORw0KGgoAAAANSUhEUgAAAAwAAAAMAgMAAAArG7R0AAAADFBMVEX///+qqqpVVVUAAAABM1s0AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAOUlEQVQI12MILb/M8GhWHYMX1wYGhTkWDAI95QxF+3kZ/E83McwRf89Qb+fCkN9RxHBoKyvDW2dnAI6cEHoZPsSuAAAAAElFTkSuQmCC",
         *       "detector": "sift",
         *       "minInliers": 4
         *     }
         */
        "application/json": components["schemas"]["HomographyRequest"];
      };
    };
    responses: {
      /** @description Success; after an x402 payment, `PAYMENT-RESPONSE` carries the base64 settlement receipt. */
      200: {
        headers: {
          "PAYMENT-RESPONSE"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HomographyResult"];
        };
      };
      /**
       * @description The body is not valid: a member out of range, `image` or `pattern` not base64, or members that
       *     contradict each other (`nfeatures: 0` with `detector: "orb"`); `issues` names the member.
       *     Nothing is charged. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`, `payment_header_malformed`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400Priced"];
        };
      };
      /** @description The bearer API key is unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description Payment required: the free allowance is used up, the key lacks credits, or the x402 payment
       *     was refused. `PAYMENT-REQUIRED` holds the x402 v2 terms as base64 JSON.
       *
       *     The order on this route: an unpaid call with no credential, no payment header and no body (or
       *     `{}`) is a discovery probe and gets this 402 first (`payment_required`), before validation and
       *     without spending a free call; the terms' `bazaar` extension carries the route's input schema.
       *     Any other call is validated first (400, free), then paid: an API key's credits, else an x402
       *     payment, else the free allowance, else this 402. Error codes: `payment_required`, `free_allowance_spent`, `insufficient_credits`, `credit_limit_reached`, `key_disabled`, `payment_invalid`, `payment_expired`, `payment_nonce_reused`, `payment_not_settled`, `facilitator_unavailable`.
       */
      402: {
        headers: {
          "PAYMENT-REQUIRED": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402Priced"];
        };
      };
      /** @description The request body stopped arriving: nothing came for 30 seconds while the server read it. Nothing is charged. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description Too large: the request body is over 16 MiB or an image's file over 8 MiB (`payload_too_large`),
       *     or an image has more pixels than its member allows (`image_too_large`: `image` 4,000,000,
       *     `pattern` 1,000,000, a side over 16,384), read from the file's header before anything is
       *     decoded; `issues` names the member. Nothing is charged. Error codes: `payload_too_large`, `image_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413ImageTooLarge"];
        };
      };
      /**
       * @description The body was not sent as `application/json`, or an image is not a PNG, JPEG or WebP file (its
       *     first bytes name no such format: GIF, TIFF, SVG, BMP and the rest are refused); `issues` names
       *     the member. Nothing is charged. Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /**
       * @description `unprocessable`: an image is corrupt or truncated (its format is known but it does not decode),
       *     or the pattern cannot be matched: it is wider or taller than the image, or it is one flat colour
       *     (zero variance). `issues` names `/image` or `/pattern`. Nothing is charged. Error codes: `unprocessable`.
       */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope422"];
        };
      };
      /** @description Too many calls: the route allows 60 a minute per caller (client IP, or API key). Nothing is charged. Error codes: `rate_limited`, `key_requests_exhausted`. */
      429: {
        headers: {
          /** @description Seconds until the limit resets. */
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope429"];
        };
      };
      /**
       * @description Every image worker is busy and the queue is full (`worker_busy`, with `Retry-After`), the worker
       *     crashed during the call (`worker_crashed`; it restarts, retry), or the database cannot be
       *     reached. Nothing is charged. Error codes: `unavailable`, `worker_busy`, `worker_crashed`.
       */
      503: {
        headers: {
          /** @description Seconds to wait before retrying, when the server knows. */
          "Retry-After"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503WorkerBusyWorkerCrashed"];
        };
      };
      /**
       * @description The matching did not finish within the server's time budget (`IMAGE_CALL_TIMEOUT_MS`) and was
       *     stopped (`processing_timeout`). Nothing is charged. Error codes: `processing_timeout`.
       */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope504ProcessingTimeout"];
        };
      };
    };
  };
  match_template: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description x402 v2 payment: base64 JSON `PaymentPayload` signed by the payer's wallet. Not base64: 400;
         *     base64 that holds no payment this route accepts: 402 with the terms and the reason.
         */
        "PAYMENT-SIGNATURE"?: components["parameters"]["Contract.PaymentHeaders.paymentSignature"];
        /** @description x402 v1 payment header, accepted for older clients; read as `PAYMENT-SIGNATURE` is. */
        "X-PAYMENT"?: components["parameters"]["Contract.PaymentHeaders.xPayment"];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "image": "iVBORw0KGgoAAAANSUhEUgAAACAAAAAYAgMAAADmPRenAAAADFBMVEX///+qqqpVVVUAAAABM1s0AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAA40lEQVQI1wHYACf/AL0oRlOmS8aWALE0WGQu53m4AHf4zBa8FgfrANTzZSb47dHKANRiE/MS/htgAGa6BqT8oNo1AGNeMVV30zsAADS+deKafnJZAH4EWEoKsKvAADKpsSCcOJrtAEkgiRCMd2IHAOtq0XK/DTtFAMAz+0/Lgmj6AAOHqJwX7wlNAKxnP38+RE7QAHF3Dm+IctPeADLLwsK1BeTnABeC/+1DQ62AAODGGE8V4XrfAKg9qmbY6J6uAIIokvwgG3FyAFyoMy63Ly6UABeCiOTqnOOMALwnHlw2O1vFPTVe7VrAbj8AAAAASUVORK5CYII=",
         *       "pattern": "iVBORw0KGgoAAAANSUhEUgAAAAwAAAAMAgMAAAArG7R0AAAADFBMVEX///+qqqpVVVUAAAABM1s0AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAOUlEQVQI12MILb/M8GhWHYMX1wYGhTkWDAI95QxF+3kZ/E83McwRf89Qb+fCkN9RxHBoKyvDW2dnAI6cEHoZPsSuAAAAAElFTkSuQmCC",
         *       "threshold": 0.9
         *     }
         */
        "application/json": components["schemas"]["TemplateMatchRequest"];
      };
    };
    responses: {
      /** @description Success; after an x402 payment, `PAYMENT-RESPONSE` carries the base64 settlement receipt. */
      200: {
        headers: {
          "PAYMENT-RESPONSE"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["TemplateMatchResult"];
        };
      };
      /**
       * @description The body is not valid: a member out of range, `image` or `pattern` not base64, or members that
       *     contradict each other (`nfeatures: 0` with `detector: "orb"`); `issues` names the member.
       *     Nothing is charged. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`, `payment_header_malformed`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400Priced"];
        };
      };
      /** @description The bearer API key is unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description Payment required: the free allowance is used up, the key lacks credits, or the x402 payment
       *     was refused. `PAYMENT-REQUIRED` holds the x402 v2 terms as base64 JSON.
       *
       *     The order on this route: an unpaid call with no credential, no payment header and no body (or
       *     `{}`) is a discovery probe and gets this 402 first (`payment_required`), before validation and
       *     without spending a free call; the terms' `bazaar` extension carries the route's input schema.
       *     Any other call is validated first (400, free), then paid: an API key's credits, else an x402
       *     payment, else the free allowance, else this 402. Error codes: `payment_required`, `free_allowance_spent`, `insufficient_credits`, `credit_limit_reached`, `key_disabled`, `payment_invalid`, `payment_expired`, `payment_nonce_reused`, `payment_not_settled`, `facilitator_unavailable`.
       */
      402: {
        headers: {
          "PAYMENT-REQUIRED": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402Priced"];
        };
      };
      /** @description The request body stopped arriving: nothing came for 30 seconds while the server read it. Nothing is charged. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description Too large: the request body is over 16 MiB or an image's file over 8 MiB (`payload_too_large`),
       *     or an image has more pixels than its member allows (`image_too_large`: `image` 4,000,000,
       *     `pattern` 1,000,000, a side over 16,384), read from the file's header before anything is
       *     decoded; `issues` names the member. Nothing is charged. Error codes: `payload_too_large`, `image_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413ImageTooLarge"];
        };
      };
      /**
       * @description The body was not sent as `application/json`, or an image is not a PNG, JPEG or WebP file (its
       *     first bytes name no such format: GIF, TIFF, SVG, BMP and the rest are refused); `issues` names
       *     the member. Nothing is charged. Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /**
       * @description `unprocessable`: an image is corrupt or truncated (its format is known but it does not decode),
       *     or the pattern cannot be matched: it is wider or taller than the image, or it is one flat colour
       *     (zero variance). `issues` names `/image` or `/pattern`. Nothing is charged. Error codes: `unprocessable`.
       */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope422"];
        };
      };
      /** @description Too many calls: the route allows 60 a minute per caller (client IP, or API key). Nothing is charged. Error codes: `rate_limited`, `key_requests_exhausted`. */
      429: {
        headers: {
          /** @description Seconds until the limit resets. */
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope429"];
        };
      };
      /**
       * @description Every image worker is busy and the queue is full (`worker_busy`, with `Retry-After`), the worker
       *     crashed during the call (`worker_crashed`; it restarts, retry), or the database cannot be
       *     reached. Nothing is charged. Error codes: `unavailable`, `worker_busy`, `worker_crashed`.
       */
      503: {
        headers: {
          /** @description Seconds to wait before retrying, when the server knows. */
          "Retry-After"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503WorkerBusyWorkerCrashed"];
        };
      };
      /**
       * @description The matching did not finish within the server's time budget (`IMAGE_CALL_TIMEOUT_MS`) and was
       *     stopped (`processing_timeout`). Nothing is charged. Error codes: `processing_timeout`.
       */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope504ProcessingTimeout"];
        };
      };
    };
  };
}
