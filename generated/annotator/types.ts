// Generated from spec/annotator by codegen — run `npm run generate`. Do not edit.

import type { Context } from "../../handlers/annotator/context.js";

/** The annotated image's encoding. */
export type AnnotateOutput = {
  /** `png` (lossless, the default) or `jpeg`. */
  format?: "png" | "jpeg";
  /** JPEG quality, 1 to 100 (default 90); with `png` it answers 400 naming it. */
  quality?: number;
};

/** A colour as `#RRGGBB`. */
export type HexColor = string;

/** An opacity, 0 (invisible) to 1 (opaque). */
export type Opacity = number;

/**
 * Everything outside the detections darkened (or tinted) with one colour
 * (`BackgroundOverlayAnnotator`). A detection's `polygon` is what stays clear, else its box.
 */
export type BackgroundOverlayAnnotator = {
  type: "background_overlay";
  /** The overlay's colour (default black). */
  color?: HexColor;
  /** Opacity of the overlay, 0 to 1 (default 0.5). */
  opacity?: Opacity;
  /** Keep the boxes clear even for detections that have a polygon (default false). */
  force_box?: boolean;
};

/** A kernel size in pixels, 1 to 101. */
export type KernelSize = number;

/** Each box blurred with a box filter (`BlurAnnotator`), as for faces or plates. */
export type BlurAnnotator = {
  type: "blur";
  /** Size of the blur's square kernel, 1 to 101 pixels (default 15). */
  kernel_size?: KernelSize;
};

/**
 * A colour: `#RRGGBB`, or the name of a palette (`DEFAULT`, `LEGACY`, `ROBOFLOW`), from which each
 * detection gets the colour `color_lookup` picks.
 */
export type AnnotatorColor = string;

/** A line thickness in pixels, 1 to 50. */
export type Thickness = number;

/** The outline of each box (supervision's `BoxAnnotator`). */
export type BoxAnnotator = {
  type: "box";
  /**
   * The colour: one `#RRGGBB` for every detection, or a palette to pick from. Absent: the
   * request's `palette`.
   */
  color?: AnnotatorColor;
  /**
   * How a palette colour is picked: by the detection's `class_id` (`class`, the default; a
   * detection without one uses its index and a `no_class_id_index_used` warning) or by its index
   * in `detections` (`index`). Supervision's `track` is not offered: detections carry no tracker id.
   */
  color_lookup?: "class" | "index";
  /** Line thickness in pixels (default 2). */
  thickness?: Thickness;
};

/** A length in pixels, 1 to 500. */
export type Length = number;

/** Only the four corners of each box (`BoxCornerAnnotator`). */
export type BoxCornerAnnotator = {
  type: "box_corner";
  /**
   * The colour: one `#RRGGBB` for every detection, or a palette to pick from. Absent: the
   * request's `palette`.
   */
  color?: AnnotatorColor;
  /**
   * How a palette colour is picked: by the detection's `class_id` (`class`, the default; a
   * detection without one uses its index and a `no_class_id_index_used` warning) or by its index
   * in `detections` (`index`). Supervision's `track` is not offered: detections carry no tracker id.
   */
  color_lookup?: "class" | "index";
  /** Line thickness in pixels (default 4). */
  thickness?: Thickness;
  /** Length of each corner's two strokes in pixels (default 15), at most half the box's side. */
  corner_length?: Length;
};

/** A circle around each box, through its corners (`CircleAnnotator`). */
export type CircleAnnotator = {
  type: "circle";
  /**
   * The colour: one `#RRGGBB` for every detection, or a palette to pick from. Absent: the
   * request's `palette`.
   */
  color?: AnnotatorColor;
  /**
   * How a palette colour is picked: by the detection's `class_id` (`class`, the default; a
   * detection without one uses its index and a `no_class_id_index_used` warning) or by its index
   * in `detections` (`index`). Supervision's `track` is not offered: detections carry no tracker id.
   */
  color_lookup?: "class" | "index";
  /** Line thickness in pixels (default 2). */
  thickness?: Thickness;
};

/** Each box filled with its colour, half transparent by default (`ColorAnnotator`). */
export type ColorAnnotator = {
  type: "color";
  /**
   * The colour: one `#RRGGBB` for every detection, or a palette to pick from. Absent: the
   * request's `palette`.
   */
  color?: AnnotatorColor;
  /**
   * How a palette colour is picked: by the detection's `class_id` (`class`, the default; a
   * detection without one uses its index and a `no_class_id_index_used` warning) or by its index
   * in `detections` (`index`). Supervision's `track` is not offered: detections carry no tracker id.
   */
  color_lookup?: "class" | "index";
  /** Opacity of the fill, 0 to 1 (default 0.5). */
  opacity?: Opacity;
};

/** A filled dot at a point of each box (`DotAnnotator`). */
export type DotAnnotator = {
  type: "dot";
  /**
   * The colour: one `#RRGGBB` for every detection, or a palette to pick from. Absent: the
   * request's `palette`.
   */
  color?: AnnotatorColor;
  /**
   * How a palette colour is picked: by the detection's `class_id` (`class`, the default; a
   * detection without one uses its index and a `no_class_id_index_used` warning) or by its index
   * in `detections` (`index`). Supervision's `track` is not offered: detections carry no tracker id.
   */
  color_lookup?: "class" | "index";
  /** Radius in pixels, 1 to 200 (default 4). */
  radius?: number;
  /** Where the dot goes (default `CENTER`). */
  position?:
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
  /** Thickness of an outline around the dot, 0 (none, the default) to 50. */
  outline_thickness?: number;
  /** Colour of the outline (default black). */
  outline_color?: HexColor;
};

/** An arc of an ellipse under each box, as a player marker in sports footage (`EllipseAnnotator`). */
export type EllipseAnnotator = {
  type: "ellipse";
  /**
   * The colour: one `#RRGGBB` for every detection, or a palette to pick from. Absent: the
   * request's `palette`.
   */
  color?: AnnotatorColor;
  /**
   * How a palette colour is picked: by the detection's `class_id` (`class`, the default; a
   * detection without one uses its index and a `no_class_id_index_used` warning) or by its index
   * in `detections` (`index`). Supervision's `track` is not offered: detections carry no tracker id.
   */
  color_lookup?: "class" | "index";
  /** Line thickness in pixels (default 2). */
  thickness?: Thickness;
  /** Angle where the arc starts, in degrees, −360 to 360 (default −45). */
  start_angle?: number;
  /** Angle where the arc ends, in degrees, −360 to 360 (default 235). */
  end_angle?: number;
};

/**
 * A soft glow of the detection's colour around its `polygon` (`HaloAnnotator`). A detection
 * without a polygon glows around its box and gets a `no_polygon_box_used` warning.
 */
export type HaloAnnotator = {
  type: "halo";
  /**
   * The colour: one `#RRGGBB` for every detection, or a palette to pick from. Absent: the
   * request's `palette`.
   */
  color?: AnnotatorColor;
  /**
   * How a palette colour is picked: by the detection's `class_id` (`class`, the default; a
   * detection without one uses its index and a `no_class_id_index_used` warning) or by its index
   * in `detections` (`index`). Supervision's `track` is not offered: detections carry no tracker id.
   */
  color_lookup?: "class" | "index";
  /** Opacity of the glow at its strongest, 0 to 1 (default 0.8). */
  opacity?: Opacity;
  /** Size of the blur that spreads the glow, 1 to 101 pixels (default 40). */
  kernel_size?: KernelSize;
};

/** A shift in pixels, −1,000 to 1,000. */
export type Offset = number;

/**
 * A text label on a filled background at each box (`LabelAnnotator`). The text is the detection's
 * `label`, else its `class_id`, else its index (with a `no_class_id_index_used` warning). The
 * label is always moved to stay inside the image, whatever the position and offset say.
 */
export type LabelAnnotator = {
  type: "label";
  /**
   * The colour: one `#RRGGBB` for every detection, or a palette to pick from. Absent: the
   * request's `palette`.
   */
  color?: AnnotatorColor;
  /**
   * How a palette colour is picked: by the detection's `class_id` (`class`, the default; a
   * detection without one uses its index and a `no_class_id_index_used` warning) or by its index
   * in `detections` (`index`). Supervision's `track` is not offered: detections carry no tracker id.
   */
  color_lookup?: "class" | "index";
  /** Colour of the text (default white); a palette picks per detection, as `color` does. */
  text_color?: AnnotatorColor;
  /** Font scale of OpenCV's Hershey simplex font, 0.1 to 5 (default 0.5). */
  text_scale?: number;
  /** Stroke thickness of the text, 1 to 20 (default 1). */
  text_thickness?: number;
  /** Space between the text and its background's edge, 0 to 50 pixels (default 10). */
  text_padding?: number;
  /**
   * Where the label goes (default `TOP_LEFT`: above the box, its left edge on the box's left).
   * Against that point of the box, the label's background sits outside the box: above it for the
   * `TOP_` positions, below it for the `BOTTOM_` ones (aligned on the point's side: left edge,
   * centre or right edge), left of `CENTER_LEFT`, right of `CENTER_RIGHT`; `CENTER` and
   * `CENTER_OF_MASS` centre it on the point. Then it is moved inside the image if it sticks out.
   */
  text_position?:
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
  /** A shift `[dx, dy]` in pixels, −1,000 to 1,000 each (default `[0, 0]`). */
  text_offset?: Array<Offset>;
  /** Radius of the background's corners, 0 (square, the default) to 50 pixels. */
  border_radius?: number;
  /** Move labels apart when they overlap (default false). Labels stay inside the image either way. */
  smart_position?: boolean;
  /** Wrap the text into lines of at most this many characters, 1 to 500 (absent: one line). */
  max_line_length?: Length;
};

/**
 * Each detection's `polygon` filled with its colour (`MaskAnnotator`); smaller shapes are drawn
 * over larger ones. A detection without a polygon gets its box filled and a
 * `no_polygon_box_used` warning.
 */
export type MaskAnnotator = {
  type: "mask";
  /**
   * The colour: one `#RRGGBB` for every detection, or a palette to pick from. Absent: the
   * request's `palette`.
   */
  color?: AnnotatorColor;
  /**
   * How a palette colour is picked: by the detection's `class_id` (`class`, the default; a
   * detection without one uses its index and a `no_class_id_index_used` warning) or by its index
   * in `detections` (`index`). Supervision's `track` is not offered: detections carry no tracker id.
   */
  color_lookup?: "class" | "index";
  /** Opacity of the fill, 0 to 1 (default 0.5). */
  opacity?: Opacity;
};

/**
 * A bar at each box filled in proportion to the detection's `confidence`
 * (`PercentageBarAnnotator`). A detection without a confidence gets an empty bar and a
 * `no_confidence_zero_used` warning.
 */
export type PercentageBarAnnotator = {
  type: "percentage_bar";
  /**
   * The colour: one `#RRGGBB` for every detection, or a palette to pick from. Absent: the
   * request's `palette`.
   */
  color?: AnnotatorColor;
  /**
   * How a palette colour is picked: by the detection's `class_id` (`class`, the default; a
   * detection without one uses its index and a `no_class_id_index_used` warning) or by its index
   * in `detections` (`index`). Supervision's `track` is not offered: detections carry no tracker id.
   */
  color_lookup?: "class" | "index";
  /** Height of the bar in pixels (default 16). */
  height?: Length;
  /** Width of the bar in pixels (default 80). */
  width?: Length;
  /** Colour of the bar's border (default black). */
  border_color?: HexColor;
  /**
   * Where the bar goes (default `TOP_CENTER`: above the box, centred on it); it stays inside the
   * image.
   */
  position?:
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
  /** Thickness of the border, 0 to 50 pixels (absent: 15 % of `height`, at least 1). */
  border_thickness?: number;
};

/** Each box pixelated into square blocks (`PixelateAnnotator`). */
export type PixelateAnnotator = {
  type: "pixelate";
  /** Side of each block, 1 to 200 pixels (default 20). */
  pixel_size?: number;
};

/**
 * The outline of each detection's `polygon` (`PolygonAnnotator`). A detection without a polygon
 * gets its box outlined and a `no_polygon_box_used` warning.
 */
export type PolygonAnnotator = {
  type: "polygon";
  /**
   * The colour: one `#RRGGBB` for every detection, or a palette to pick from. Absent: the
   * request's `palette`.
   */
  color?: AnnotatorColor;
  /**
   * How a palette colour is picked: by the detection's `class_id` (`class`, the default; a
   * detection without one uses its index and a `no_class_id_index_used` warning) or by its index
   * in `detections` (`index`). Supervision's `track` is not offered: detections carry no tracker id.
   */
  color_lookup?: "class" | "index";
  /** Line thickness in pixels (default 2). */
  thickness?: Thickness;
};

/** The outline of each box with rounded corners (`RoundBoxAnnotator`). */
export type RoundBoxAnnotator = {
  type: "round_box";
  /**
   * The colour: one `#RRGGBB` for every detection, or a palette to pick from. Absent: the
   * request's `palette`.
   */
  color?: AnnotatorColor;
  /**
   * How a palette colour is picked: by the detection's `class_id` (`class`, the default; a
   * detection without one uses its index and a `no_class_id_index_used` warning) or by its index
   * in `detections` (`index`). Supervision's `track` is not offered: detections carry no tracker id.
   */
  color_lookup?: "class" | "index";
  /** Line thickness in pixels (default 2). */
  thickness?: Thickness;
  /**
   * How round the corners are, above 0 to 1 (default 0.6): the corner radius is this fraction of
   * half the box's shorter side.
   */
  roundness?: number;
};

/** A filled triangle pointing at a point of each box (`TriangleAnnotator`). */
export type TriangleAnnotator = {
  type: "triangle";
  /**
   * The colour: one `#RRGGBB` for every detection, or a palette to pick from. Absent: the
   * request's `palette`.
   */
  color?: AnnotatorColor;
  /**
   * How a palette colour is picked: by the detection's `class_id` (`class`, the default; a
   * detection without one uses its index and a `no_class_id_index_used` warning) or by its index
   * in `detections` (`index`). Supervision's `track` is not offered: detections carry no tracker id.
   */
  color_lookup?: "class" | "index";
  /** Width of the triangle's base in pixels (default 10). */
  base?: Length;
  /** Height of the triangle in pixels (default 10). */
  height?: Length;
  /** The point the triangle's tip touches (default `TOP_CENTER`); the triangle sits above it. */
  position?:
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
  /** Thickness of an outline, 0 (none, the default) to 50. */
  outline_thickness?: number;
  /** Colour of the outline (default black). */
  outline_color?: HexColor;
};

/** One step of the chain, told apart by `type`; each draws over what the steps before it drew. */
export type AnnotatorStep =
  | BoxAnnotator
  | RoundBoxAnnotator
  | BoxCornerAnnotator
  | CircleAnnotator
  | DotAnnotator
  | EllipseAnnotator
  | TriangleAnnotator
  | LabelAnnotator
  | ColorAnnotator
  | MaskAnnotator
  | PolygonAnnotator
  | HaloAnnotator
  | BackgroundOverlayAnnotator
  | BlurAnnotator
  | PixelateAnnotator
  | PercentageBarAnnotator;

/** A coordinate in pixels of the image, 0 to 16,384 (the image's own size is checked by the server). */
export type Pixel = number;

/** A point `[x, y]` in pixels. */
export type PolygonPoint = Array<Pixel>;

/** One detected object. */
export type Detection = {
  /**
   * The box `[x1, y1, x2, y2]` in pixels of the image as displayed (EXIF orientation applied): its
   * top-left and bottom-right corners, with 0 ≤ x1 < x2 ≤ width and 0 ≤ y1 < y2 ≤ height. A box
   * outside the image answers 400 naming it (`/detections/3/xyxy`).
   */
  xyxy: Array<Pixel>;
  /** The class, 0 to 10,000: picks the palette colour under `color_lookup: class`, and is counted. */
  class_id?: number;
  /** The detector's confidence, 0 to 1 (what `percentage_bar` shows). */
  confidence?: number;
  /**
   * The text `label` draws, 1 to 100 printable ASCII characters (OpenCV's Hershey font has no
   * other glyphs); absent, the label is the `class_id`.
   */
  label?: string;
  /**
   * The object's outline, 3 to 1,000 `[x, y]` points inside the image (a point outside answers 400
   * naming it): what `mask`, `polygon`, `halo` and `background_overlay` draw. Without it they use
   * the box.
   */
  polygon?: Array<PolygonPoint>;
};

/** An image and the detections to draw on it. */
export type AnnotateRequest = {
  /**
   * The image: base64 of a PNG, JPEG or WebP file (a `data:image/…;base64,` prefix is allowed), at
   * most 4 megapixels (width × height, read from its header before decoding: more answers 413
   * `image_too_large`) and 16,384 pixels a side. The body may be up to 16 MiB. Another format
   * answers 415, a corrupt or truncated file 422, text that is not base64 400, each naming `/image`.
   * Transparency is flattened on white.
   */
  image: string;
  /** The detections, 0 to 500, in the order `color_lookup: index` and warnings number them. */
  detections: Array<Detection>;
  /**
   * The annotators to apply, 1 to 20, in order: each draws over the image as the ones before it
   * left it (so `blur` after `label` blurs the labels too).
   */
  annotators: Array<AnnotatorStep>;
  /** The palette a colour that is not given comes from (supervision's palettes; default `DEFAULT`). */
  palette?: "DEFAULT" | "LEGACY" | "ROBOFLOW";
  /** How the annotated image is encoded (default PNG). */
  output?: AnnotateOutput;
};

/**
 * Something an annotator did other than asked, and for which detections:
 * `no_polygon_box_used` (`mask`, `polygon` or `halo` on a detection without a polygon drew its
 * box), `no_class_id_index_used` (a palette colour, or a label's text, came from the detection's
 * index because it has no `class_id`), `no_confidence_zero_used` (a `percentage_bar` of a
 * detection without a confidence was drawn empty).
 */
export type AnnotateWarning = {
  /** The annotator's index in `annotators`. */
  annotator: number;
  /** What happened. */
  code: "no_polygon_box_used" | "no_class_id_index_used" | "no_confidence_zero_used";
  /** The indexes in `detections` it happened to, ascending. */
  detections: Array<number>;
  /** The same in words. */
  message: string;
};

/** How many detections one class has. */
export type ClassCount = {
  /** The class, or null for the detections that have none. */
  class_id: number | null;
  /** The label the class's detections carry, when they all carry the same one. */
  label?: string;
  /** How many detections have this class. */
  count: number;
};

/** The annotated image. */
export type AnnotateResult = {
  success: true;
  /** The annotated image, base64, in `format`; the same size as the image sent. */
  image: string;
  /** Its encoding. */
  format: "png" | "jpeg";
  /** Its width in pixels. */
  width: number;
  /** Its height in pixels. */
  height: number;
  /** Its size in bytes (before base64). */
  bytes: number;
  /** Detections per class, by `class_id` ascending, null last. */
  counts: Array<ClassCount>;
  /** What was drawn other than asked (empty when nothing was). */
  warnings: Array<AnnotateWarning>;
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

/** Validated input of `annotate_image`. */
export interface AnnotateImageInput {
  headers: {
    /**
     * x402 v2 payment: base64 JSON `PaymentPayload` signed by the payer's wallet. Not base64: 400;
     * base64 that holds no payment this route accepts: 402 with the terms and the reason.
     */
    "PAYMENT-SIGNATURE"?: X402Payment;
    /** x402 v1 payment header, accepted for older clients; read as `PAYMENT-SIGNATURE` is. */
    "X-PAYMENT"?: X402Payment;
  };
  body: AnnotateRequest;
}

/** Every response `annotate_image` may return. */
export type AnnotateImageResponse =
  | { status: 200; body: AnnotateResult; headers?: { "PAYMENT-RESPONSE"?: string } }
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
 * The operations tagged "Annotate": what one handler file implements.
 *
 * Paid annotation of an image with detections (USD 0.003 a call, 3 free calls per IP per day).
 */
export interface AnnotatorAnnotateHandlers {
  /**
   * Annotate an image with detections
   *
   * Draws the detections on the image with the chain of annotators, in order, and answers the
   * annotated image (PNG or JPEG, base64) with the count of detections per class.
   *
   * POST /v1/annotate
   */
  annotate_image: (input: AnnotateImageInput, ctx: Context) => Promise<AnnotateImageResponse>;
}

/** Business logic of Detection annotator: one method per operation; return data, never touch `res`. */
export interface AnnotatorHandlers extends AnnotatorAnnotateHandlers {}
