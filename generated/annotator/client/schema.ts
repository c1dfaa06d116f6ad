// Generated from spec/annotator by codegen — run `npm run generate`. Do not edit.
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
  "/v1/annotate": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Annotate an image with detections
     * @description Draws the detections on the image with the chain of annotators, in order, and answers the
     *     annotated image (PNG or JPEG, base64) with the count of detections per class.
     */
    post: operations["annotate_image"];
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
    /** @description The annotated image's encoding. */
    AnnotateOutput: {
      /**
       * @description `png` (lossless, the default) or `jpeg`.
       * @default png
       * @enum {string}
       */
      format: "png" | "jpeg";
      /**
       * Format: int32
       * @description JPEG quality, 1 to 100 (default 90); with `png` it answers 400 naming it.
       */
      quality?: number;
    };
    /** @description An image and the detections to draw on it. */
    AnnotateRequest: {
      /**
       * @description The image: base64 of a PNG, JPEG or WebP file (a `data:image/…;base64,` prefix is allowed), at
       *     most 4 megapixels (width × height, read from its header before decoding: more answers 413
       *     `image_too_large`) and 16,384 pixels a side. The body may be up to 16 MiB. Another format
       *     answers 415, a corrupt or truncated file 422, text that is not base64 400, each naming `/image`.
       *     Transparency is flattened on white.
       */
      image: string;
      /** @description The detections, 0 to 500, in the order `color_lookup: index` and warnings number them. */
      detections: components["schemas"]["Detection"][];
      /**
       * @description The annotators to apply, 1 to 20, in order: each draws over the image as the ones before it
       *     left it (so `blur` after `label` blurs the labels too).
       */
      annotators: components["schemas"]["AnnotatorStep"][];
      /**
       * @description The palette a colour that is not given comes from (supervision's palettes; default `DEFAULT`).
       * @default DEFAULT
       * @enum {string}
       */
      palette: "DEFAULT" | "LEGACY" | "ROBOFLOW";
      /** @description How the annotated image is encoded (default PNG). */
      output?: components["schemas"]["AnnotateOutput"];
    };
    /**
     * @description The annotated image.
     * @example {
     *       "success": true,
     *       "image": "iVBORw0KGgoAAAANSUhEUgAAACAAAAAYCAMAAACsjQ8GAAAAA1BMVEU6bqXTREzSAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQoz2NgGAWjYBSgAwADGAABa6ACMAAAAABJRU5ErkJggg==",
     *       "format": "png",
     *       "width": 32,
     *       "height": 24,
     *       "bytes": 109,
     *       "counts": [
     *         {
     *           "class_id": 0,
     *           "label": "cat",
     *           "count": 1
     *         }
     *       ],
     *       "warnings": []
     *     }
     */
    AnnotateResult: {
      /** @enum {boolean} */
      success: true;
      /** @description The annotated image, base64, in `format`; the same size as the image sent. */
      image: string;
      /**
       * @description Its encoding.
       * @enum {string}
       */
      format: "png" | "jpeg";
      /**
       * Format: int32
       * @description Its width in pixels.
       */
      width: number;
      /**
       * Format: int32
       * @description Its height in pixels.
       */
      height: number;
      /**
       * Format: int32
       * @description Its size in bytes (before base64).
       */
      bytes: number;
      /** @description Detections per class, by `class_id` ascending, null last. */
      counts: components["schemas"]["ClassCount"][];
      /** @description What was drawn other than asked (empty when nothing was). */
      warnings: components["schemas"]["AnnotateWarning"][];
    };
    /**
     * @description Something an annotator did other than asked, and for which detections:
     *     `no_polygon_box_used` (`mask`, `polygon` or `halo` on a detection without a polygon drew its
     *     box), `no_class_id_index_used` (a palette colour, or a label's text, came from the detection's
     *     index because it has no `class_id`), `no_confidence_zero_used` (a `percentage_bar` of a
     *     detection without a confidence was drawn empty).
     */
    AnnotateWarning: {
      /**
       * Format: int32
       * @description The annotator's index in `annotators`.
       */
      annotator: number;
      /**
       * @description What happened.
       * @enum {string}
       */
      code: "no_polygon_box_used" | "no_class_id_index_used" | "no_confidence_zero_used";
      /** @description The indexes in `detections` it happened to, ascending. */
      detections: number[];
      /** @description The same in words. */
      message: string;
    };
    /**
     * @description A colour: `#RRGGBB`, or the name of a palette (`DEFAULT`, `LEGACY`, `ROBOFLOW`), from which each
     *     detection gets the colour `color_lookup` picks.
     * @example #FF4040
     */
    AnnotatorColor: string;
    /** @description One step of the chain, told apart by `type`; each draws over what the steps before it drew. */
    AnnotatorStep:
      | components["schemas"]["BoxAnnotator"]
      | components["schemas"]["RoundBoxAnnotator"]
      | components["schemas"]["BoxCornerAnnotator"]
      | components["schemas"]["CircleAnnotator"]
      | components["schemas"]["DotAnnotator"]
      | components["schemas"]["EllipseAnnotator"]
      | components["schemas"]["TriangleAnnotator"]
      | components["schemas"]["LabelAnnotator"]
      | components["schemas"]["ColorAnnotator"]
      | components["schemas"]["MaskAnnotator"]
      | components["schemas"]["PolygonAnnotator"]
      | components["schemas"]["HaloAnnotator"]
      | components["schemas"]["BackgroundOverlayAnnotator"]
      | components["schemas"]["BlurAnnotator"]
      | components["schemas"]["PixelateAnnotator"]
      | components["schemas"]["PercentageBarAnnotator"];
    /**
     * @description Everything outside the detections darkened (or tinted) with one colour
     *     (`BackgroundOverlayAnnotator`). A detection's `polygon` is what stays clear, else its box.
     */
    BackgroundOverlayAnnotator: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "background_overlay";
      /**
       * @description The overlay's colour (default black).
       * @default #000000
       */
      color: components["schemas"]["HexColor"];
      /**
       * @description Opacity of the overlay, 0 to 1 (default 0.5).
       * @default 0.5
       */
      opacity: components["schemas"]["Opacity"];
      /**
       * @description Keep the boxes clear even for detections that have a polygon (default false).
       * @default false
       */
      force_box: boolean;
    };
    /** @description Each box blurred with a box filter (`BlurAnnotator`), as for faces or plates. */
    BlurAnnotator: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "blur";
      /**
       * @description Size of the blur's square kernel, 1 to 101 pixels (default 15).
       * @default 15
       */
      kernel_size: components["schemas"]["KernelSize"];
    };
    /** @description The outline of each box (supervision's `BoxAnnotator`). */
    BoxAnnotator: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "box";
      /**
       * @description The colour: one `#RRGGBB` for every detection, or a palette to pick from. Absent: the
       *     request's `palette`.
       */
      color?: components["schemas"]["AnnotatorColor"];
      /**
       * @description How a palette colour is picked: by the detection's `class_id` (`class`, the default; a
       *     detection without one uses its index and a `no_class_id_index_used` warning) or by its index
       *     in `detections` (`index`). Supervision's `track` is not offered: detections carry no tracker id.
       * @default class
       * @enum {string}
       */
      color_lookup: "class" | "index";
      /**
       * @description Line thickness in pixels (default 2).
       * @default 2
       */
      thickness: components["schemas"]["Thickness"];
    };
    /** @description Only the four corners of each box (`BoxCornerAnnotator`). */
    BoxCornerAnnotator: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "box_corner";
      /**
       * @description The colour: one `#RRGGBB` for every detection, or a palette to pick from. Absent: the
       *     request's `palette`.
       */
      color?: components["schemas"]["AnnotatorColor"];
      /**
       * @description How a palette colour is picked: by the detection's `class_id` (`class`, the default; a
       *     detection without one uses its index and a `no_class_id_index_used` warning) or by its index
       *     in `detections` (`index`). Supervision's `track` is not offered: detections carry no tracker id.
       * @default class
       * @enum {string}
       */
      color_lookup: "class" | "index";
      /**
       * @description Line thickness in pixels (default 4).
       * @default 4
       */
      thickness: components["schemas"]["Thickness"];
      /**
       * @description Length of each corner's two strokes in pixels (default 15), at most half the box's side.
       * @default 15
       */
      corner_length: components["schemas"]["Length"];
    };
    /** @description A circle around each box, through its corners (`CircleAnnotator`). */
    CircleAnnotator: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "circle";
      /**
       * @description The colour: one `#RRGGBB` for every detection, or a palette to pick from. Absent: the
       *     request's `palette`.
       */
      color?: components["schemas"]["AnnotatorColor"];
      /**
       * @description How a palette colour is picked: by the detection's `class_id` (`class`, the default; a
       *     detection without one uses its index and a `no_class_id_index_used` warning) or by its index
       *     in `detections` (`index`). Supervision's `track` is not offered: detections carry no tracker id.
       * @default class
       * @enum {string}
       */
      color_lookup: "class" | "index";
      /**
       * @description Line thickness in pixels (default 2).
       * @default 2
       */
      thickness: components["schemas"]["Thickness"];
    };
    /** @description How many detections one class has. */
    ClassCount: {
      /** @description The class, or null for the detections that have none. */
      class_id: number | null;
      /** @description The label the class's detections carry, when they all carry the same one. */
      label?: string;
      /**
       * Format: int32
       * @description How many detections have this class.
       */
      count: number;
    };
    /** @description Each box filled with its colour, half transparent by default (`ColorAnnotator`). */
    ColorAnnotator: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "color";
      /**
       * @description The colour: one `#RRGGBB` for every detection, or a palette to pick from. Absent: the
       *     request's `palette`.
       */
      color?: components["schemas"]["AnnotatorColor"];
      /**
       * @description How a palette colour is picked: by the detection's `class_id` (`class`, the default; a
       *     detection without one uses its index and a `no_class_id_index_used` warning) or by its index
       *     in `detections` (`index`). Supervision's `track` is not offered: detections carry no tracker id.
       * @default class
       * @enum {string}
       */
      color_lookup: "class" | "index";
      /**
       * @description Opacity of the fill, 0 to 1 (default 0.5).
       * @default 0.5
       */
      opacity: components["schemas"]["Opacity"];
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
    /** @description One detected object. */
    Detection: {
      /**
       * @description The box `[x1, y1, x2, y2]` in pixels of the image as displayed (EXIF orientation applied): its
       *     top-left and bottom-right corners, with 0 ≤ x1 < x2 ≤ width and 0 ≤ y1 < y2 ≤ height. A box
       *     outside the image answers 400 naming it (`/detections/3/xyxy`).
       */
      xyxy: components["schemas"]["Pixel"][];
      /**
       * Format: int32
       * @description The class, 0 to 10,000: picks the palette colour under `color_lookup: class`, and is counted.
       */
      class_id?: number;
      /**
       * Format: double
       * @description The detector's confidence, 0 to 1 (what `percentage_bar` shows).
       */
      confidence?: number;
      /**
       * @description The text `label` draws, 1 to 100 printable ASCII characters (OpenCV's Hershey font has no
       *     other glyphs); absent, the label is the `class_id`.
       */
      label?: string;
      /**
       * @description The object's outline, 3 to 1,000 `[x, y]` points inside the image (a point outside answers 400
       *     naming it): what `mask`, `polygon`, `halo` and `background_overlay` draw. Without it they use
       *     the box.
       */
      polygon?: components["schemas"]["PolygonPoint"][];
    };
    /** @description A filled dot at a point of each box (`DotAnnotator`). */
    DotAnnotator: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "dot";
      /**
       * @description The colour: one `#RRGGBB` for every detection, or a palette to pick from. Absent: the
       *     request's `palette`.
       */
      color?: components["schemas"]["AnnotatorColor"];
      /**
       * @description How a palette colour is picked: by the detection's `class_id` (`class`, the default; a
       *     detection without one uses its index and a `no_class_id_index_used` warning) or by its index
       *     in `detections` (`index`). Supervision's `track` is not offered: detections carry no tracker id.
       * @default class
       * @enum {string}
       */
      color_lookup: "class" | "index";
      /**
       * Format: int32
       * @description Radius in pixels, 1 to 200 (default 4).
       * @default 4
       */
      radius: number;
      /**
       * @description Where the dot goes (default `CENTER`).
       * @default CENTER
       * @enum {string}
       */
      position:
        | "CENTER"
        | "CENTER_LEFT"
        | "CENTER_RIGHT"
        | "TOP_CENTER"
        | "TOP_LEFT"
        | "TOP_RIGHT"
        | "BOTTOM_LEFT"
        | "BOTTOM_CENTER"
        | "BOTTOM_RIGHT"
        | "CENTER_OF_MASS";
      /**
       * Format: int32
       * @description Thickness of an outline around the dot, 0 (none, the default) to 50.
       * @default 0
       */
      outline_thickness: number;
      /**
       * @description Colour of the outline (default black).
       * @default #000000
       */
      outline_color: components["schemas"]["HexColor"];
    };
    /** @description An arc of an ellipse under each box, as a player marker in sports footage (`EllipseAnnotator`). */
    EllipseAnnotator: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "ellipse";
      /**
       * @description The colour: one `#RRGGBB` for every detection, or a palette to pick from. Absent: the
       *     request's `palette`.
       */
      color?: components["schemas"]["AnnotatorColor"];
      /**
       * @description How a palette colour is picked: by the detection's `class_id` (`class`, the default; a
       *     detection without one uses its index and a `no_class_id_index_used` warning) or by its index
       *     in `detections` (`index`). Supervision's `track` is not offered: detections carry no tracker id.
       * @default class
       * @enum {string}
       */
      color_lookup: "class" | "index";
      /**
       * @description Line thickness in pixels (default 2).
       * @default 2
       */
      thickness: components["schemas"]["Thickness"];
      /**
       * Format: int32
       * @description Angle where the arc starts, in degrees, −360 to 360 (default −45).
       * @default -45
       */
      start_angle: number;
      /**
       * Format: int32
       * @description Angle where the arc ends, in degrees, −360 to 360 (default 235).
       * @default 235
       */
      end_angle: number;
    };
    /**
     * @description A soft glow of the detection's colour around its `polygon` (`HaloAnnotator`). A detection
     *     without a polygon glows around its box and gets a `no_polygon_box_used` warning.
     */
    HaloAnnotator: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "halo";
      /**
       * @description The colour: one `#RRGGBB` for every detection, or a palette to pick from. Absent: the
       *     request's `palette`.
       */
      color?: components["schemas"]["AnnotatorColor"];
      /**
       * @description How a palette colour is picked: by the detection's `class_id` (`class`, the default; a
       *     detection without one uses its index and a `no_class_id_index_used` warning) or by its index
       *     in `detections` (`index`). Supervision's `track` is not offered: detections carry no tracker id.
       * @default class
       * @enum {string}
       */
      color_lookup: "class" | "index";
      /**
       * @description Opacity of the glow at its strongest, 0 to 1 (default 0.8).
       * @default 0.8
       */
      opacity: components["schemas"]["Opacity"];
      /**
       * @description Size of the blur that spreads the glow, 1 to 101 pixels (default 40).
       * @default 40
       */
      kernel_size: components["schemas"]["KernelSize"];
    };
    /**
     * @description A colour as `#RRGGBB`.
     * @example #000000
     */
    HexColor: string;
    /**
     * Format: int32
     * @description A kernel size in pixels, 1 to 101.
     */
    KernelSize: number;
    /**
     * @description A text label on a filled background at each box (`LabelAnnotator`). The text is the detection's
     *     `label`, else its `class_id`, else its index (with a `no_class_id_index_used` warning). The
     *     label is always moved to stay inside the image, whatever the position and offset say.
     */
    LabelAnnotator: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "label";
      /**
       * @description The colour: one `#RRGGBB` for every detection, or a palette to pick from. Absent: the
       *     request's `palette`.
       */
      color?: components["schemas"]["AnnotatorColor"];
      /**
       * @description How a palette colour is picked: by the detection's `class_id` (`class`, the default; a
       *     detection without one uses its index and a `no_class_id_index_used` warning) or by its index
       *     in `detections` (`index`). Supervision's `track` is not offered: detections carry no tracker id.
       * @default class
       * @enum {string}
       */
      color_lookup: "class" | "index";
      /**
       * @description Colour of the text (default white); a palette picks per detection, as `color` does.
       * @default #FFFFFF
       */
      text_color: components["schemas"]["AnnotatorColor"];
      /**
       * Format: double
       * @description Font scale of OpenCV's Hershey simplex font, 0.1 to 5 (default 0.5).
       * @default 0.5
       */
      text_scale: number;
      /**
       * Format: int32
       * @description Stroke thickness of the text, 1 to 20 (default 1).
       * @default 1
       */
      text_thickness: number;
      /**
       * Format: int32
       * @description Space between the text and its background's edge, 0 to 50 pixels (default 10).
       * @default 10
       */
      text_padding: number;
      /**
       * @description Where the label goes (default `TOP_LEFT`: above the box, its left edge on the box's left).
       *     Against that point of the box, the label's background sits outside the box: above it for the
       *     `TOP_` positions, below it for the `BOTTOM_` ones (aligned on the point's side: left edge,
       *     centre or right edge), left of `CENTER_LEFT`, right of `CENTER_RIGHT`; `CENTER` and
       *     `CENTER_OF_MASS` centre it on the point. Then it is moved inside the image if it sticks out.
       * @default TOP_LEFT
       * @enum {string}
       */
      text_position:
        | "CENTER"
        | "CENTER_LEFT"
        | "CENTER_RIGHT"
        | "TOP_CENTER"
        | "TOP_LEFT"
        | "TOP_RIGHT"
        | "BOTTOM_LEFT"
        | "BOTTOM_CENTER"
        | "BOTTOM_RIGHT"
        | "CENTER_OF_MASS";
      /**
       * @description A shift `[dx, dy]` in pixels, −1,000 to 1,000 each (default `[0, 0]`).
       * @default [
       *       0,
       *       0
       *     ]
       */
      text_offset: components["schemas"]["Offset"][];
      /**
       * Format: int32
       * @description Radius of the background's corners, 0 (square, the default) to 50 pixels.
       * @default 0
       */
      border_radius: number;
      /**
       * @description Move labels apart when they overlap (default false). Labels stay inside the image either way.
       * @default false
       */
      smart_position: boolean;
      /** @description Wrap the text into lines of at most this many characters, 1 to 500 (absent: one line). */
      max_line_length?: components["schemas"]["Length"];
    };
    /**
     * Format: int32
     * @description A length in pixels, 1 to 500.
     */
    Length: number;
    /**
     * @description Each detection's `polygon` filled with its colour (`MaskAnnotator`); smaller shapes are drawn
     *     over larger ones. A detection without a polygon gets its box filled and a
     *     `no_polygon_box_used` warning.
     */
    MaskAnnotator: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "mask";
      /**
       * @description The colour: one `#RRGGBB` for every detection, or a palette to pick from. Absent: the
       *     request's `palette`.
       */
      color?: components["schemas"]["AnnotatorColor"];
      /**
       * @description How a palette colour is picked: by the detection's `class_id` (`class`, the default; a
       *     detection without one uses its index and a `no_class_id_index_used` warning) or by its index
       *     in `detections` (`index`). Supervision's `track` is not offered: detections carry no tracker id.
       * @default class
       * @enum {string}
       */
      color_lookup: "class" | "index";
      /**
       * @description Opacity of the fill, 0 to 1 (default 0.5).
       * @default 0.5
       */
      opacity: components["schemas"]["Opacity"];
    };
    /**
     * Format: int32
     * @description A shift in pixels, −1,000 to 1,000.
     */
    Offset: number;
    /**
     * Format: double
     * @description An opacity, 0 (invisible) to 1 (opaque).
     */
    Opacity: number;
    /**
     * @description A bar at each box filled in proportion to the detection's `confidence`
     *     (`PercentageBarAnnotator`). A detection without a confidence gets an empty bar and a
     *     `no_confidence_zero_used` warning.
     */
    PercentageBarAnnotator: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "percentage_bar";
      /**
       * @description The colour: one `#RRGGBB` for every detection, or a palette to pick from. Absent: the
       *     request's `palette`.
       */
      color?: components["schemas"]["AnnotatorColor"];
      /**
       * @description How a palette colour is picked: by the detection's `class_id` (`class`, the default; a
       *     detection without one uses its index and a `no_class_id_index_used` warning) or by its index
       *     in `detections` (`index`). Supervision's `track` is not offered: detections carry no tracker id.
       * @default class
       * @enum {string}
       */
      color_lookup: "class" | "index";
      /**
       * @description Height of the bar in pixels (default 16).
       * @default 16
       */
      height: components["schemas"]["Length"];
      /**
       * @description Width of the bar in pixels (default 80).
       * @default 80
       */
      width: components["schemas"]["Length"];
      /**
       * @description Colour of the bar's border (default black).
       * @default #000000
       */
      border_color: components["schemas"]["HexColor"];
      /**
       * @description Where the bar goes (default `TOP_CENTER`: above the box, centred on it); it stays inside the
       *     image.
       * @default TOP_CENTER
       * @enum {string}
       */
      position:
        | "CENTER"
        | "CENTER_LEFT"
        | "CENTER_RIGHT"
        | "TOP_CENTER"
        | "TOP_LEFT"
        | "TOP_RIGHT"
        | "BOTTOM_LEFT"
        | "BOTTOM_CENTER"
        | "BOTTOM_RIGHT"
        | "CENTER_OF_MASS";
      /**
       * Format: int32
       * @description Thickness of the border, 0 to 50 pixels (absent: 15 % of `height`, at least 1).
       */
      border_thickness?: number;
    };
    /**
     * Format: double
     * @description A coordinate in pixels of the image, 0 to 16,384 (the image's own size is checked by the server).
     */
    Pixel: number;
    /** @description Each box pixelated into square blocks (`PixelateAnnotator`). */
    PixelateAnnotator: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "pixelate";
      /**
       * Format: int32
       * @description Side of each block, 1 to 200 pixels (default 20).
       * @default 20
       */
      pixel_size: number;
    };
    /**
     * @description The outline of each detection's `polygon` (`PolygonAnnotator`). A detection without a polygon
     *     gets its box outlined and a `no_polygon_box_used` warning.
     */
    PolygonAnnotator: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "polygon";
      /**
       * @description The colour: one `#RRGGBB` for every detection, or a palette to pick from. Absent: the
       *     request's `palette`.
       */
      color?: components["schemas"]["AnnotatorColor"];
      /**
       * @description How a palette colour is picked: by the detection's `class_id` (`class`, the default; a
       *     detection without one uses its index and a `no_class_id_index_used` warning) or by its index
       *     in `detections` (`index`). Supervision's `track` is not offered: detections carry no tracker id.
       * @default class
       * @enum {string}
       */
      color_lookup: "class" | "index";
      /**
       * @description Line thickness in pixels (default 2).
       * @default 2
       */
      thickness: components["schemas"]["Thickness"];
    };
    /** @description A point `[x, y]` in pixels. */
    PolygonPoint: components["schemas"]["Pixel"][];
    /** @description The outline of each box with rounded corners (`RoundBoxAnnotator`). */
    RoundBoxAnnotator: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "round_box";
      /**
       * @description The colour: one `#RRGGBB` for every detection, or a palette to pick from. Absent: the
       *     request's `palette`.
       */
      color?: components["schemas"]["AnnotatorColor"];
      /**
       * @description How a palette colour is picked: by the detection's `class_id` (`class`, the default; a
       *     detection without one uses its index and a `no_class_id_index_used` warning) or by its index
       *     in `detections` (`index`). Supervision's `track` is not offered: detections carry no tracker id.
       * @default class
       * @enum {string}
       */
      color_lookup: "class" | "index";
      /**
       * @description Line thickness in pixels (default 2).
       * @default 2
       */
      thickness: components["schemas"]["Thickness"];
      /**
       * Format: double
       * @description How round the corners are, above 0 to 1 (default 0.6): the corner radius is this fraction of
       *     half the box's shorter side.
       * @default 0.6
       */
      roundness: number;
    };
    /**
     * Format: int32
     * @description A line thickness in pixels, 1 to 50.
     */
    Thickness: number;
    /** @description A filled triangle pointing at a point of each box (`TriangleAnnotator`). */
    TriangleAnnotator: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "triangle";
      /**
       * @description The colour: one `#RRGGBB` for every detection, or a palette to pick from. Absent: the
       *     request's `palette`.
       */
      color?: components["schemas"]["AnnotatorColor"];
      /**
       * @description How a palette colour is picked: by the detection's `class_id` (`class`, the default; a
       *     detection without one uses its index and a `no_class_id_index_used` warning) or by its index
       *     in `detections` (`index`). Supervision's `track` is not offered: detections carry no tracker id.
       * @default class
       * @enum {string}
       */
      color_lookup: "class" | "index";
      /**
       * @description Width of the triangle's base in pixels (default 10).
       * @default 10
       */
      base: components["schemas"]["Length"];
      /**
       * @description Height of the triangle in pixels (default 10).
       * @default 10
       */
      height: components["schemas"]["Length"];
      /**
       * @description The point the triangle's tip touches (default `TOP_CENTER`); the triangle sits above it.
       * @default TOP_CENTER
       * @enum {string}
       */
      position:
        | "CENTER"
        | "CENTER_LEFT"
        | "CENTER_RIGHT"
        | "TOP_CENTER"
        | "TOP_LEFT"
        | "TOP_RIGHT"
        | "BOTTOM_LEFT"
        | "BOTTOM_CENTER"
        | "BOTTOM_RIGHT"
        | "CENTER_OF_MASS";
      /**
       * Format: int32
       * @description Thickness of an outline, 0 (none, the default) to 50.
       * @default 0
       */
      outline_thickness: number;
      /**
       * @description Colour of the outline (default black).
       * @default #000000
       */
      outline_color: components["schemas"]["HexColor"];
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
  annotate_image: {
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
         *       "image": "iVBORw0KGgoAAAANSUhEUgAAACAAAAAYCAMAAACsjQ8GAAAAA1BMVEU6bqXTREzSAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQoz2NgGAWjYBSgAwADGAABa6ACMAAAAABJRU5ErkJggg==",
         *       "detections": [
         *         {
         *           "xyxy": [
         *             4,
         *             6,
         *             20,
         *             22
         *           ],
         *           "class_id": 0,
         *           "confidence": 0.9,
         *           "label": "cat"
         *         }
         *       ],
         *       "annotators": [
         *         {
         *           "type": "box"
         *         },
         *         {
         *           "type": "label",
         *           "text_scale": 0.3,
         *           "text_padding": 2
         *         }
         *       ]
         *     }
         */
        "application/json": components["schemas"]["AnnotateRequest"];
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
          "application/json": components["schemas"]["AnnotateResult"];
        };
      };
      /**
       * @description The body is not valid: a member breaks the schema (more than 500 detections, an unknown
       *     annotator `type`), `image` is not base64, a box or polygon point lies outside the image, or
       *     `quality` comes with PNG; `issues` names the member. Nothing is charged. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`, `payment_header_malformed`.
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
       * @description Too large: the body is over 16 MiB (`payload_too_large`), or the image is over 4 megapixels or
       *     16,384 pixels a side (`image_too_large`, read from its header before decoding). Nothing is
       *     charged. Error codes: `payload_too_large`, `image_too_large`.
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
       * @description The body was not sent as `application/json`, or the image is not a PNG, JPEG or WebP file (GIF,
       *     TIFF, SVG and the rest are refused; `issues` names `/image`). Nothing is charged. Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /** @description The image is corrupt or truncated (`unprocessable`, naming `/image`). Nothing is charged. Error codes: `unprocessable`. */
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
      /** @description The drawing did not finish within the server's `IMAGE_CALL_TIMEOUT_MS` (`processing_timeout`). Nothing is charged. Error codes: `processing_timeout`. */
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
