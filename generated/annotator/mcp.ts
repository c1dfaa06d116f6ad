// Generated from spec/annotator by codegen — run `npm run generate`. Do not edit.

import type { ToolDefinition } from "../../runtime/contract.js";

/** MCP tools of spec/annotator: one per operation, run through the same pipeline as REST calls. */
export const annotatorTools: ToolDefinition[] = [
  {
    name: "annotate_image",
    title: "Annotate an image with detections",
    description:
      "Draws the detections on the image with the chain of annotators, in order, and answers the\nannotated image (PNG or JPEG, base64) with the count of detections per class.\n\nPrice: USD 0.003 per call.",
    inputSchema: {
      type: "object",
      properties: {
        "PAYMENT-SIGNATURE": {
          type: "string",
          maxLength: 16384,
          pattern:
            "^(?:[A-Za-z0-9+/_-]{4})*(?:[A-Za-z0-9+/_-]{4}|[A-Za-z0-9+/_-]{2}(?:==)?|[A-Za-z0-9+/_-]{3}=?)$",
          description:
            "x402 v2 payment: base64 JSON `PaymentPayload` signed by the payer's wallet. Not base64: 400;\nbase64 that holds no payment this route accepts: 402 with the terms and the reason.",
        },
        "X-PAYMENT": {
          type: "string",
          maxLength: 16384,
          pattern:
            "^(?:[A-Za-z0-9+/_-]{4})*(?:[A-Za-z0-9+/_-]{4}|[A-Za-z0-9+/_-]{2}(?:==)?|[A-Za-z0-9+/_-]{3}=?)$",
          description: "x402 v1 payment header, accepted for older clients; read as `PAYMENT-SIGNATURE` is.",
        },
        body: {
          type: "object",
          required: ["image", "detections", "annotators"],
          properties: {
            image: {
              type: "string",
              description:
                "The image: base64 of a PNG, JPEG or WebP file (a `data:image/…;base64,` prefix is allowed), at\nmost 4 megapixels (width × height, read from its header before decoding: more answers 413\n`image_too_large`) and 16,384 pixels a side. The body may be up to 16 MiB. Another format\nanswers 415, a corrupt or truncated file 422, text that is not base64 400, each naming `/image`.\nTransparency is flattened on white.",
            },
            detections: {
              type: "array",
              items: {
                type: "object",
                required: ["xyxy"],
                properties: {
                  xyxy: {
                    type: "array",
                    items: {
                      type: "number",
                      format: "double",
                      minimum: 0,
                      maximum: 16384,
                      description:
                        "A coordinate in pixels of the image, 0 to 16,384 (the image's own size is checked by the server).",
                    },
                    minItems: 4,
                    maxItems: 4,
                    description:
                      "The box `[x1, y1, x2, y2]` in pixels of the image as displayed (EXIF orientation applied): its\ntop-left and bottom-right corners, with 0 ≤ x1 < x2 ≤ width and 0 ≤ y1 < y2 ≤ height. A box\noutside the image answers 400 naming it (`/detections/3/xyxy`).",
                  },
                  class_id: {
                    type: "integer",
                    format: "int32",
                    minimum: 0,
                    maximum: 10000,
                    description:
                      "The class, 0 to 10,000: picks the palette colour under `color_lookup: class`, and is counted.",
                  },
                  confidence: {
                    type: "number",
                    format: "double",
                    minimum: 0,
                    maximum: 1,
                    description: "The detector's confidence, 0 to 1 (what `percentage_bar` shows).",
                  },
                  label: {
                    type: "string",
                    pattern: "^[\\x20-\\x7E]{1,100}$",
                    description:
                      "The text `label` draws, 1 to 100 printable ASCII characters (OpenCV's Hershey font has no\nother glyphs); absent, the label is the `class_id`.",
                  },
                  polygon: {
                    type: "array",
                    items: {
                      type: "array",
                      items: {
                        type: "number",
                        format: "double",
                        minimum: 0,
                        maximum: 16384,
                        description:
                          "A coordinate in pixels of the image, 0 to 16,384 (the image's own size is checked by the server).",
                      },
                      minItems: 2,
                      maxItems: 2,
                      description: "A point `[x, y]` in pixels.",
                    },
                    minItems: 3,
                    maxItems: 1000,
                    description:
                      "The object's outline, 3 to 1,000 `[x, y]` points inside the image (a point outside answers 400\nnaming it): what `mask`, `polygon`, `halo` and `background_overlay` draw. Without it they use\nthe box.",
                  },
                },
                description: "One detected object.",
              },
              maxItems: 500,
              description:
                "The detections, 0 to 500, in the order `color_lookup: index` and warnings number them.",
            },
            annotators: {
              type: "array",
              items: {
                type: "object",
                oneOf: [
                  {
                    type: "object",
                    required: ["type"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["box"],
                      },
                      color: {
                        type: "string",
                        pattern: "^(#[0-9A-Fa-f]{6}|DEFAULT|LEGACY|ROBOFLOW)$",
                        description:
                          "The colour: one `#RRGGBB` for every detection, or a palette to pick from. Absent: the\nrequest's `palette`.",
                        examples: ["#FF4040"],
                      },
                      color_lookup: {
                        type: "string",
                        enum: ["class", "index"],
                        description:
                          "How a palette colour is picked: by the detection's `class_id` (`class`, the default; a\ndetection without one uses its index and a `no_class_id_index_used` warning) or by its index\nin `detections` (`index`). Supervision's `track` is not offered: detections carry no tracker id.",
                        default: "class",
                      },
                      thickness: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 50,
                        description: "Line thickness in pixels (default 2).",
                        default: 2,
                      },
                    },
                    description: "The outline of each box (supervision's `BoxAnnotator`).",
                  },
                  {
                    type: "object",
                    required: ["type"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["round_box"],
                      },
                      color: {
                        type: "string",
                        pattern: "^(#[0-9A-Fa-f]{6}|DEFAULT|LEGACY|ROBOFLOW)$",
                        description:
                          "The colour: one `#RRGGBB` for every detection, or a palette to pick from. Absent: the\nrequest's `palette`.",
                        examples: ["#FF4040"],
                      },
                      color_lookup: {
                        type: "string",
                        enum: ["class", "index"],
                        description:
                          "How a palette colour is picked: by the detection's `class_id` (`class`, the default; a\ndetection without one uses its index and a `no_class_id_index_used` warning) or by its index\nin `detections` (`index`). Supervision's `track` is not offered: detections carry no tracker id.",
                        default: "class",
                      },
                      thickness: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 50,
                        description: "Line thickness in pixels (default 2).",
                        default: 2,
                      },
                      roundness: {
                        type: "number",
                        format: "double",
                        maximum: 1,
                        description:
                          "How round the corners are, above 0 to 1 (default 0.6): the corner radius is this fraction of\nhalf the box's shorter side.",
                        exclusiveMinimum: 0,
                        default: 0.6,
                      },
                    },
                    description: "The outline of each box with rounded corners (`RoundBoxAnnotator`).",
                  },
                  {
                    type: "object",
                    required: ["type"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["box_corner"],
                      },
                      color: {
                        type: "string",
                        pattern: "^(#[0-9A-Fa-f]{6}|DEFAULT|LEGACY|ROBOFLOW)$",
                        description:
                          "The colour: one `#RRGGBB` for every detection, or a palette to pick from. Absent: the\nrequest's `palette`.",
                        examples: ["#FF4040"],
                      },
                      color_lookup: {
                        type: "string",
                        enum: ["class", "index"],
                        description:
                          "How a palette colour is picked: by the detection's `class_id` (`class`, the default; a\ndetection without one uses its index and a `no_class_id_index_used` warning) or by its index\nin `detections` (`index`). Supervision's `track` is not offered: detections carry no tracker id.",
                        default: "class",
                      },
                      thickness: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 50,
                        description: "Line thickness in pixels (default 4).",
                        default: 4,
                      },
                      corner_length: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 500,
                        description:
                          "Length of each corner's two strokes in pixels (default 15), at most half the box's side.",
                        default: 15,
                      },
                    },
                    description: "Only the four corners of each box (`BoxCornerAnnotator`).",
                  },
                  {
                    type: "object",
                    required: ["type"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["circle"],
                      },
                      color: {
                        type: "string",
                        pattern: "^(#[0-9A-Fa-f]{6}|DEFAULT|LEGACY|ROBOFLOW)$",
                        description:
                          "The colour: one `#RRGGBB` for every detection, or a palette to pick from. Absent: the\nrequest's `palette`.",
                        examples: ["#FF4040"],
                      },
                      color_lookup: {
                        type: "string",
                        enum: ["class", "index"],
                        description:
                          "How a palette colour is picked: by the detection's `class_id` (`class`, the default; a\ndetection without one uses its index and a `no_class_id_index_used` warning) or by its index\nin `detections` (`index`). Supervision's `track` is not offered: detections carry no tracker id.",
                        default: "class",
                      },
                      thickness: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 50,
                        description: "Line thickness in pixels (default 2).",
                        default: 2,
                      },
                    },
                    description: "A circle around each box, through its corners (`CircleAnnotator`).",
                  },
                  {
                    type: "object",
                    required: ["type"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["dot"],
                      },
                      color: {
                        type: "string",
                        pattern: "^(#[0-9A-Fa-f]{6}|DEFAULT|LEGACY|ROBOFLOW)$",
                        description:
                          "The colour: one `#RRGGBB` for every detection, or a palette to pick from. Absent: the\nrequest's `palette`.",
                        examples: ["#FF4040"],
                      },
                      color_lookup: {
                        type: "string",
                        enum: ["class", "index"],
                        description:
                          "How a palette colour is picked: by the detection's `class_id` (`class`, the default; a\ndetection without one uses its index and a `no_class_id_index_used` warning) or by its index\nin `detections` (`index`). Supervision's `track` is not offered: detections carry no tracker id.",
                        default: "class",
                      },
                      radius: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 200,
                        description: "Radius in pixels, 1 to 200 (default 4).",
                        default: 4,
                      },
                      position: {
                        type: "string",
                        enum: [
                          "CENTER",
                          "CENTER_LEFT",
                          "CENTER_RIGHT",
                          "TOP_CENTER",
                          "TOP_LEFT",
                          "TOP_RIGHT",
                          "BOTTOM_LEFT",
                          "BOTTOM_CENTER",
                          "BOTTOM_RIGHT",
                          "CENTER_OF_MASS",
                        ],
                        description: "Where the dot goes (default `CENTER`).",
                        default: "CENTER",
                      },
                      outline_thickness: {
                        type: "integer",
                        format: "int32",
                        minimum: 0,
                        maximum: 50,
                        description: "Thickness of an outline around the dot, 0 (none, the default) to 50.",
                        default: 0,
                      },
                      outline_color: {
                        type: "string",
                        pattern: "^#[0-9A-Fa-f]{6}$",
                        description: "Colour of the outline (default black).",
                        examples: ["#000000"],
                        default: "#000000",
                      },
                    },
                    description: "A filled dot at a point of each box (`DotAnnotator`).",
                  },
                  {
                    type: "object",
                    required: ["type"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["ellipse"],
                      },
                      color: {
                        type: "string",
                        pattern: "^(#[0-9A-Fa-f]{6}|DEFAULT|LEGACY|ROBOFLOW)$",
                        description:
                          "The colour: one `#RRGGBB` for every detection, or a palette to pick from. Absent: the\nrequest's `palette`.",
                        examples: ["#FF4040"],
                      },
                      color_lookup: {
                        type: "string",
                        enum: ["class", "index"],
                        description:
                          "How a palette colour is picked: by the detection's `class_id` (`class`, the default; a\ndetection without one uses its index and a `no_class_id_index_used` warning) or by its index\nin `detections` (`index`). Supervision's `track` is not offered: detections carry no tracker id.",
                        default: "class",
                      },
                      thickness: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 50,
                        description: "Line thickness in pixels (default 2).",
                        default: 2,
                      },
                      start_angle: {
                        type: "integer",
                        format: "int32",
                        minimum: -360,
                        maximum: 360,
                        description: "Angle where the arc starts, in degrees, −360 to 360 (default −45).",
                        default: -45,
                      },
                      end_angle: {
                        type: "integer",
                        format: "int32",
                        minimum: -360,
                        maximum: 360,
                        description: "Angle where the arc ends, in degrees, −360 to 360 (default 235).",
                        default: 235,
                      },
                    },
                    description:
                      "An arc of an ellipse under each box, as a player marker in sports footage (`EllipseAnnotator`).",
                  },
                  {
                    type: "object",
                    required: ["type"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["triangle"],
                      },
                      color: {
                        type: "string",
                        pattern: "^(#[0-9A-Fa-f]{6}|DEFAULT|LEGACY|ROBOFLOW)$",
                        description:
                          "The colour: one `#RRGGBB` for every detection, or a palette to pick from. Absent: the\nrequest's `palette`.",
                        examples: ["#FF4040"],
                      },
                      color_lookup: {
                        type: "string",
                        enum: ["class", "index"],
                        description:
                          "How a palette colour is picked: by the detection's `class_id` (`class`, the default; a\ndetection without one uses its index and a `no_class_id_index_used` warning) or by its index\nin `detections` (`index`). Supervision's `track` is not offered: detections carry no tracker id.",
                        default: "class",
                      },
                      base: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 500,
                        description: "Width of the triangle's base in pixels (default 10).",
                        default: 10,
                      },
                      height: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 500,
                        description: "Height of the triangle in pixels (default 10).",
                        default: 10,
                      },
                      position: {
                        type: "string",
                        enum: [
                          "CENTER",
                          "CENTER_LEFT",
                          "CENTER_RIGHT",
                          "TOP_CENTER",
                          "TOP_LEFT",
                          "TOP_RIGHT",
                          "BOTTOM_LEFT",
                          "BOTTOM_CENTER",
                          "BOTTOM_RIGHT",
                          "CENTER_OF_MASS",
                        ],
                        description:
                          "The point the triangle's tip touches (default `TOP_CENTER`); the triangle sits above it.",
                        default: "TOP_CENTER",
                      },
                      outline_thickness: {
                        type: "integer",
                        format: "int32",
                        minimum: 0,
                        maximum: 50,
                        description: "Thickness of an outline, 0 (none, the default) to 50.",
                        default: 0,
                      },
                      outline_color: {
                        type: "string",
                        pattern: "^#[0-9A-Fa-f]{6}$",
                        description: "Colour of the outline (default black).",
                        examples: ["#000000"],
                        default: "#000000",
                      },
                    },
                    description: "A filled triangle pointing at a point of each box (`TriangleAnnotator`).",
                  },
                  {
                    type: "object",
                    required: ["type"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["label"],
                      },
                      color: {
                        type: "string",
                        pattern: "^(#[0-9A-Fa-f]{6}|DEFAULT|LEGACY|ROBOFLOW)$",
                        description:
                          "The colour: one `#RRGGBB` for every detection, or a palette to pick from. Absent: the\nrequest's `palette`.",
                        examples: ["#FF4040"],
                      },
                      color_lookup: {
                        type: "string",
                        enum: ["class", "index"],
                        description:
                          "How a palette colour is picked: by the detection's `class_id` (`class`, the default; a\ndetection without one uses its index and a `no_class_id_index_used` warning) or by its index\nin `detections` (`index`). Supervision's `track` is not offered: detections carry no tracker id.",
                        default: "class",
                      },
                      text_color: {
                        type: "string",
                        pattern: "^(#[0-9A-Fa-f]{6}|DEFAULT|LEGACY|ROBOFLOW)$",
                        description:
                          "Colour of the text (default white); a palette picks per detection, as `color` does.",
                        examples: ["#FF4040"],
                        default: "#FFFFFF",
                      },
                      text_scale: {
                        type: "number",
                        format: "double",
                        minimum: 0.1,
                        maximum: 5,
                        description: "Font scale of OpenCV's Hershey simplex font, 0.1 to 5 (default 0.5).",
                        default: 0.5,
                      },
                      text_thickness: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 20,
                        description: "Stroke thickness of the text, 1 to 20 (default 1).",
                        default: 1,
                      },
                      text_padding: {
                        type: "integer",
                        format: "int32",
                        minimum: 0,
                        maximum: 50,
                        description:
                          "Space between the text and its background's edge, 0 to 50 pixels (default 10).",
                        default: 10,
                      },
                      text_position: {
                        type: "string",
                        enum: [
                          "CENTER",
                          "CENTER_LEFT",
                          "CENTER_RIGHT",
                          "TOP_CENTER",
                          "TOP_LEFT",
                          "TOP_RIGHT",
                          "BOTTOM_LEFT",
                          "BOTTOM_CENTER",
                          "BOTTOM_RIGHT",
                          "CENTER_OF_MASS",
                        ],
                        description:
                          "Where the label goes (default `TOP_LEFT`: above the box, its left edge on the box's left).\nAgainst that point of the box, the label's background sits outside the box: above it for the\n`TOP_` positions, below it for the `BOTTOM_` ones (aligned on the point's side: left edge,\ncentre or right edge), left of `CENTER_LEFT`, right of `CENTER_RIGHT`; `CENTER` and\n`CENTER_OF_MASS` centre it on the point. Then it is moved inside the image if it sticks out.",
                        default: "TOP_LEFT",
                      },
                      text_offset: {
                        type: "array",
                        items: {
                          type: "integer",
                          format: "int32",
                          minimum: -1000,
                          maximum: 1000,
                          description: "A shift in pixels, −1,000 to 1,000.",
                        },
                        minItems: 2,
                        maxItems: 2,
                        description: "A shift `[dx, dy]` in pixels, −1,000 to 1,000 each (default `[0, 0]`).",
                        default: [0, 0],
                      },
                      border_radius: {
                        type: "integer",
                        format: "int32",
                        minimum: 0,
                        maximum: 50,
                        description:
                          "Radius of the background's corners, 0 (square, the default) to 50 pixels.",
                        default: 0,
                      },
                      smart_position: {
                        type: "boolean",
                        description:
                          "Move labels apart when they overlap (default false). Labels stay inside the image either way.",
                        default: false,
                      },
                      max_line_length: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 500,
                        description:
                          "Wrap the text into lines of at most this many characters, 1 to 500 (absent: one line).",
                      },
                    },
                    description:
                      "A text label on a filled background at each box (`LabelAnnotator`). The text is the detection's\n`label`, else its `class_id`, else its index (with a `no_class_id_index_used` warning). The\nlabel is always moved to stay inside the image, whatever the position and offset say.",
                  },
                  {
                    type: "object",
                    required: ["type"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["color"],
                      },
                      color: {
                        type: "string",
                        pattern: "^(#[0-9A-Fa-f]{6}|DEFAULT|LEGACY|ROBOFLOW)$",
                        description:
                          "The colour: one `#RRGGBB` for every detection, or a palette to pick from. Absent: the\nrequest's `palette`.",
                        examples: ["#FF4040"],
                      },
                      color_lookup: {
                        type: "string",
                        enum: ["class", "index"],
                        description:
                          "How a palette colour is picked: by the detection's `class_id` (`class`, the default; a\ndetection without one uses its index and a `no_class_id_index_used` warning) or by its index\nin `detections` (`index`). Supervision's `track` is not offered: detections carry no tracker id.",
                        default: "class",
                      },
                      opacity: {
                        type: "number",
                        format: "double",
                        minimum: 0,
                        maximum: 1,
                        description: "Opacity of the fill, 0 to 1 (default 0.5).",
                        default: 0.5,
                      },
                    },
                    description:
                      "Each box filled with its colour, half transparent by default (`ColorAnnotator`).",
                  },
                  {
                    type: "object",
                    required: ["type"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["mask"],
                      },
                      color: {
                        type: "string",
                        pattern: "^(#[0-9A-Fa-f]{6}|DEFAULT|LEGACY|ROBOFLOW)$",
                        description:
                          "The colour: one `#RRGGBB` for every detection, or a palette to pick from. Absent: the\nrequest's `palette`.",
                        examples: ["#FF4040"],
                      },
                      color_lookup: {
                        type: "string",
                        enum: ["class", "index"],
                        description:
                          "How a palette colour is picked: by the detection's `class_id` (`class`, the default; a\ndetection without one uses its index and a `no_class_id_index_used` warning) or by its index\nin `detections` (`index`). Supervision's `track` is not offered: detections carry no tracker id.",
                        default: "class",
                      },
                      opacity: {
                        type: "number",
                        format: "double",
                        minimum: 0,
                        maximum: 1,
                        description: "Opacity of the fill, 0 to 1 (default 0.5).",
                        default: 0.5,
                      },
                    },
                    description:
                      "Each detection's `polygon` filled with its colour (`MaskAnnotator`); smaller shapes are drawn\nover larger ones. A detection without a polygon gets its box filled and a\n`no_polygon_box_used` warning.",
                  },
                  {
                    type: "object",
                    required: ["type"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["polygon"],
                      },
                      color: {
                        type: "string",
                        pattern: "^(#[0-9A-Fa-f]{6}|DEFAULT|LEGACY|ROBOFLOW)$",
                        description:
                          "The colour: one `#RRGGBB` for every detection, or a palette to pick from. Absent: the\nrequest's `palette`.",
                        examples: ["#FF4040"],
                      },
                      color_lookup: {
                        type: "string",
                        enum: ["class", "index"],
                        description:
                          "How a palette colour is picked: by the detection's `class_id` (`class`, the default; a\ndetection without one uses its index and a `no_class_id_index_used` warning) or by its index\nin `detections` (`index`). Supervision's `track` is not offered: detections carry no tracker id.",
                        default: "class",
                      },
                      thickness: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 50,
                        description: "Line thickness in pixels (default 2).",
                        default: 2,
                      },
                    },
                    description:
                      "The outline of each detection's `polygon` (`PolygonAnnotator`). A detection without a polygon\ngets its box outlined and a `no_polygon_box_used` warning.",
                  },
                  {
                    type: "object",
                    required: ["type"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["halo"],
                      },
                      color: {
                        type: "string",
                        pattern: "^(#[0-9A-Fa-f]{6}|DEFAULT|LEGACY|ROBOFLOW)$",
                        description:
                          "The colour: one `#RRGGBB` for every detection, or a palette to pick from. Absent: the\nrequest's `palette`.",
                        examples: ["#FF4040"],
                      },
                      color_lookup: {
                        type: "string",
                        enum: ["class", "index"],
                        description:
                          "How a palette colour is picked: by the detection's `class_id` (`class`, the default; a\ndetection without one uses its index and a `no_class_id_index_used` warning) or by its index\nin `detections` (`index`). Supervision's `track` is not offered: detections carry no tracker id.",
                        default: "class",
                      },
                      opacity: {
                        type: "number",
                        format: "double",
                        minimum: 0,
                        maximum: 1,
                        description: "Opacity of the glow at its strongest, 0 to 1 (default 0.8).",
                        default: 0.8,
                      },
                      kernel_size: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 101,
                        description: "Size of the blur that spreads the glow, 1 to 101 pixels (default 40).",
                        default: 40,
                      },
                    },
                    description:
                      "A soft glow of the detection's colour around its `polygon` (`HaloAnnotator`). A detection\nwithout a polygon glows around its box and gets a `no_polygon_box_used` warning.",
                  },
                  {
                    type: "object",
                    required: ["type"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["background_overlay"],
                      },
                      color: {
                        type: "string",
                        pattern: "^#[0-9A-Fa-f]{6}$",
                        description: "The overlay's colour (default black).",
                        examples: ["#000000"],
                        default: "#000000",
                      },
                      opacity: {
                        type: "number",
                        format: "double",
                        minimum: 0,
                        maximum: 1,
                        description: "Opacity of the overlay, 0 to 1 (default 0.5).",
                        default: 0.5,
                      },
                      force_box: {
                        type: "boolean",
                        description:
                          "Keep the boxes clear even for detections that have a polygon (default false).",
                        default: false,
                      },
                    },
                    description:
                      "Everything outside the detections darkened (or tinted) with one colour\n(`BackgroundOverlayAnnotator`). A detection's `polygon` is what stays clear, else its box.",
                  },
                  {
                    type: "object",
                    required: ["type"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["blur"],
                      },
                      kernel_size: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 101,
                        description: "Size of the blur's square kernel, 1 to 101 pixels (default 15).",
                        default: 15,
                      },
                    },
                    description:
                      "Each box blurred with a box filter (`BlurAnnotator`), as for faces or plates.",
                  },
                  {
                    type: "object",
                    required: ["type"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["pixelate"],
                      },
                      pixel_size: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 200,
                        description: "Side of each block, 1 to 200 pixels (default 20).",
                        default: 20,
                      },
                    },
                    description: "Each box pixelated into square blocks (`PixelateAnnotator`).",
                  },
                  {
                    type: "object",
                    required: ["type"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["percentage_bar"],
                      },
                      color: {
                        type: "string",
                        pattern: "^(#[0-9A-Fa-f]{6}|DEFAULT|LEGACY|ROBOFLOW)$",
                        description:
                          "The colour: one `#RRGGBB` for every detection, or a palette to pick from. Absent: the\nrequest's `palette`.",
                        examples: ["#FF4040"],
                      },
                      color_lookup: {
                        type: "string",
                        enum: ["class", "index"],
                        description:
                          "How a palette colour is picked: by the detection's `class_id` (`class`, the default; a\ndetection without one uses its index and a `no_class_id_index_used` warning) or by its index\nin `detections` (`index`). Supervision's `track` is not offered: detections carry no tracker id.",
                        default: "class",
                      },
                      height: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 500,
                        description: "Height of the bar in pixels (default 16).",
                        default: 16,
                      },
                      width: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 500,
                        description: "Width of the bar in pixels (default 80).",
                        default: 80,
                      },
                      border_color: {
                        type: "string",
                        pattern: "^#[0-9A-Fa-f]{6}$",
                        description: "Colour of the bar's border (default black).",
                        examples: ["#000000"],
                        default: "#000000",
                      },
                      position: {
                        type: "string",
                        enum: [
                          "CENTER",
                          "CENTER_LEFT",
                          "CENTER_RIGHT",
                          "TOP_CENTER",
                          "TOP_LEFT",
                          "TOP_RIGHT",
                          "BOTTOM_LEFT",
                          "BOTTOM_CENTER",
                          "BOTTOM_RIGHT",
                          "CENTER_OF_MASS",
                        ],
                        description:
                          "Where the bar goes (default `TOP_CENTER`: above the box, centred on it); it stays inside the\nimage.",
                        default: "TOP_CENTER",
                      },
                      border_thickness: {
                        type: "integer",
                        format: "int32",
                        minimum: 0,
                        maximum: 50,
                        description:
                          "Thickness of the border, 0 to 50 pixels (absent: 15 % of `height`, at least 1).",
                      },
                    },
                    description:
                      "A bar at each box filled in proportion to the detection's `confidence`\n(`PercentageBarAnnotator`). A detection without a confidence gets an empty bar and a\n`no_confidence_zero_used` warning.",
                  },
                ],
                discriminator: {
                  propertyName: "type",
                  mapping: {
                    box: "#/components/schemas/BoxAnnotator",
                    round_box: "#/components/schemas/RoundBoxAnnotator",
                    box_corner: "#/components/schemas/BoxCornerAnnotator",
                    circle: "#/components/schemas/CircleAnnotator",
                    dot: "#/components/schemas/DotAnnotator",
                    ellipse: "#/components/schemas/EllipseAnnotator",
                    triangle: "#/components/schemas/TriangleAnnotator",
                    label: "#/components/schemas/LabelAnnotator",
                    color: "#/components/schemas/ColorAnnotator",
                    mask: "#/components/schemas/MaskAnnotator",
                    polygon: "#/components/schemas/PolygonAnnotator",
                    halo: "#/components/schemas/HaloAnnotator",
                    background_overlay: "#/components/schemas/BackgroundOverlayAnnotator",
                    blur: "#/components/schemas/BlurAnnotator",
                    pixelate: "#/components/schemas/PixelateAnnotator",
                    percentage_bar: "#/components/schemas/PercentageBarAnnotator",
                  },
                },
                description:
                  "One step of the chain, told apart by `type`; each draws over what the steps before it drew.",
              },
              minItems: 1,
              maxItems: 20,
              description:
                "The annotators to apply, 1 to 20, in order: each draws over the image as the ones before it\nleft it (so `blur` after `label` blurs the labels too).",
            },
            palette: {
              type: "string",
              enum: ["DEFAULT", "LEGACY", "ROBOFLOW"],
              description:
                "The palette a colour that is not given comes from (supervision's palettes; default `DEFAULT`).",
              default: "DEFAULT",
            },
            output: {
              type: "object",
              properties: {
                format: {
                  type: "string",
                  enum: ["png", "jpeg"],
                  description: "`png` (lossless, the default) or `jpeg`.",
                  default: "png",
                },
                quality: {
                  type: "integer",
                  format: "int32",
                  minimum: 1,
                  maximum: 100,
                  description: "JPEG quality, 1 to 100 (default 90); with `png` it answers 400 naming it.",
                },
              },
              description: "How the annotated image is encoded (default PNG).",
            },
          },
          description: "An image and the detections to draw on it.",
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: ["success", "image", "format", "width", "height", "bytes", "counts", "warnings"],
      properties: {
        success: {
          type: "boolean",
          enum: [true],
        },
        image: {
          type: "string",
          description: "The annotated image, base64, in `format`; the same size as the image sent.",
        },
        format: {
          type: "string",
          enum: ["png", "jpeg"],
          description: "Its encoding.",
        },
        width: {
          type: "integer",
          format: "int32",
          minimum: 1,
          description: "Its width in pixels.",
        },
        height: {
          type: "integer",
          format: "int32",
          minimum: 1,
          description: "Its height in pixels.",
        },
        bytes: {
          type: "integer",
          format: "int32",
          minimum: 1,
          description: "Its size in bytes (before base64).",
        },
        counts: {
          type: "array",
          items: {
            type: "object",
            required: ["class_id", "count"],
            properties: {
              class_id: {
                anyOf: [
                  {
                    type: "integer",
                    format: "int32",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "The class, or null for the detections that have none.",
              },
              label: {
                type: "string",
                description: "The label the class's detections carry, when they all carry the same one.",
              },
              count: {
                type: "integer",
                format: "int32",
                minimum: 1,
                description: "How many detections have this class.",
              },
            },
            description: "How many detections one class has.",
          },
          description: "Detections per class, by `class_id` ascending, null last.",
        },
        warnings: {
          type: "array",
          items: {
            type: "object",
            required: ["annotator", "code", "detections", "message"],
            properties: {
              annotator: {
                type: "integer",
                format: "int32",
                minimum: 0,
                description: "The annotator's index in `annotators`.",
              },
              code: {
                type: "string",
                enum: ["no_polygon_box_used", "no_class_id_index_used", "no_confidence_zero_used"],
                description: "What happened.",
              },
              detections: {
                type: "array",
                items: {
                  type: "integer",
                  format: "int32",
                },
                description: "The indexes in `detections` it happened to, ascending.",
              },
              message: {
                type: "string",
                description: "The same in words.",
              },
            },
            description:
              "Something an annotator did other than asked, and for which detections:\n`no_polygon_box_used` (`mask`, `polygon` or `halo` on a detection without a polygon drew its\nbox), `no_class_id_index_used` (a palette colour, or a label's text, came from the detection's\nindex because it has no `class_id`), `no_confidence_zero_used` (a `percentage_bar` of a\ndetection without a confidence was drawn empty).",
          },
          description: "What was drawn other than asked (empty when nothing was).",
        },
      },
      description: "The annotated image.",
      examples: [
        {
          success: true,
          image:
            "iVBORw0KGgoAAAANSUhEUgAAACAAAAAYCAMAAACsjQ8GAAAAA1BMVEU6bqXTREzSAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQoz2NgGAWjYBSgAwADGAABa6ACMAAAAABJRU5ErkJggg==",
          format: "png",
          width: 32,
          height: 24,
          bytes: 109,
          counts: [
            {
              class_id: 0,
              label: "cat",
              count: 1,
            },
          ],
          warnings: [],
        },
      ],
    },
    annotations: {
      title: "Annotate an image with detections",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      "PAYMENT-SIGNATURE": "header",
      "X-PAYMENT": "header",
      body: "body",
    },
  },
];
