// Generated from spec/matcher by codegen — run `npm run generate`. Do not edit.

import type { ToolDefinition } from "../../runtime/contract.js";

/** MCP tools of spec/matcher: one per operation, run through the same pipeline as REST calls. */
export const matcherTools: ToolDefinition[] = [
  {
    name: "match_features",
    title: "Match keypoints between a pattern and an image",
    description:
      "Detects ORB or SIFT keypoints in both images (in grey levels) and matches every pattern\nkeypoint to its nearest image keypoint by brute force, keeping those that pass Lowe's ratio\ntest: point pairs, shortest descriptor distance first.\n\nPrice: USD 0.004 per call.",
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
          required: ["image", "pattern"],
          properties: {
            image: {
              type: "string",
              description:
                "The image to search, base64 of a PNG, JPEG or WebP file of at most 8 MiB and 4,000,000 pixels\n(2,000 × 2,000), each side at most 16,384. Text that is not base64 answers 400, another\nformat 415, a larger file 413 `payload_too_large`, more pixels 413 `image_too_large` (read\nfrom the header, before decoding), a corrupt or truncated file 422; each names `/image`.",
            },
            pattern: {
              type: "string",
              description:
                "The pattern to find, base64 of a PNG, JPEG or WebP file of at most 8 MiB and 1,000,000\npixels (1,000 × 1,000). It must fit inside `image` (neither side longer than the image's) and must\nnot be one flat colour (zero variance: it would match everywhere equally), else 422 naming\n`/pattern`; the other refusals are as for `image`.",
            },
            detector: {
              type: "string",
              enum: ["orb", "sift"],
              description:
                "The keypoint detector and descriptor: `orb` (default; OpenCV's ORB, binary descriptors\ncompared by Hamming distance) or `sift` (OpenCV's SIFT, 128-float descriptors compared by L2\ndistance; slower, more robust to scale and perspective).",
              default: "orb",
            },
            nfeatures: {
              type: "integer",
              format: "int32",
              minimum: 0,
              maximum: 5000,
              description:
                "The most keypoints the detector keeps in each image, the strongest first (0 to 5,000). Default\n500 for `orb` (which needs at least 1) and 0 for `sift`, where 0 keeps every keypoint found.",
            },
            ratio: {
              type: "number",
              format: "double",
              minimum: 0,
              maximum: 1,
              description:
                "Lowe's ratio test (0 to 1, default 0.75): a pattern keypoint's best match in the image is kept\nonly if its distance is below `ratio` times the distance of its second best (a smaller ratio\nkeeps fewer, more distinctive matches). A keypoint with no second candidate is dropped.",
              default: 0.75,
            },
            maxMatches: {
              type: "integer",
              format: "int32",
              minimum: 1,
              maximum: 5000,
              description:
                "At most this many matches are kept, the shortest distances first (1 to 5,000, default 500).",
              default: 500,
            },
          },
          description: "Keypoints of the pattern matched to keypoints of the image.",
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: ["detector", "keypoints", "matches"],
      properties: {
        detector: {
          type: "string",
          enum: ["orb", "sift"],
          description: "The detector used.",
        },
        keypoints: {
          type: "object",
          required: ["pattern", "image"],
          properties: {
            pattern: {
              type: "integer",
              format: "int32",
              minimum: 0,
            },
            image: {
              type: "integer",
              format: "int32",
              minimum: 0,
            },
          },
          description: "How many keypoints the detector found in each image.",
        },
        matches: {
          type: "array",
          items: {
            type: "object",
            required: ["pattern", "image", "distance"],
            properties: {
              pattern: {
                type: "object",
                required: ["x", "y"],
                properties: {
                  x: {
                    type: "number",
                    format: "double",
                    description: "Pixels from the left edge (sub-pixel, 2 decimals).",
                  },
                  y: {
                    type: "number",
                    format: "double",
                    description: "Pixels from the top edge (sub-pixel, 2 decimals).",
                  },
                },
                description: "The keypoint in the pattern, in pattern pixels.",
              },
              image: {
                type: "object",
                required: ["x", "y"],
                properties: {
                  x: {
                    type: "number",
                    format: "double",
                    description: "Pixels from the left edge (sub-pixel, 2 decimals).",
                  },
                  y: {
                    type: "number",
                    format: "double",
                    description: "Pixels from the top edge (sub-pixel, 2 decimals).",
                  },
                },
                description: "The keypoint in the image, in image pixels.",
              },
              distance: {
                type: "number",
                format: "double",
                minimum: 0,
                description:
                  "The descriptors' distance: Hamming bits for `orb` (0 to 256), L2 for `sift`; smaller is\nmore alike (2 decimals).",
              },
            },
            description: "A pattern keypoint and the image keypoint it matched.",
          },
          description: "The matches, shortest distance first, at most `maxMatches`.",
        },
      },
      description: "The matches that passed the ratio test.",
    },
    annotations: {
      title: "Match keypoints between a pattern and an image",
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
  {
    name: "match_homography",
    title: "Locate a pattern by homography",
    description:
      "Locates the pattern under scale, rotation and perspective: keypoint matches as\n`/v1/feature-match` makes them, then a homography from the pattern to the image estimated\nrobustly (`cv2.findHomography` with RANSAC or MAGSAC++), with the pattern's four projected\ncorners, their bounding box, and the inlier count as the confidence.\n\nPrice: USD 0.004 per call.",
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
          required: ["image", "pattern"],
          properties: {
            image: {
              type: "string",
              description:
                "The image to search, base64 of a PNG, JPEG or WebP file of at most 8 MiB and 4,000,000 pixels\n(2,000 × 2,000), each side at most 16,384. Text that is not base64 answers 400, another\nformat 415, a larger file 413 `payload_too_large`, more pixels 413 `image_too_large` (read\nfrom the header, before decoding), a corrupt or truncated file 422; each names `/image`.",
            },
            pattern: {
              type: "string",
              description:
                "The pattern to find, base64 of a PNG, JPEG or WebP file of at most 8 MiB and 1,000,000\npixels (1,000 × 1,000). It must fit inside `image` (neither side longer than the image's) and must\nnot be one flat colour (zero variance: it would match everywhere equally), else 422 naming\n`/pattern`; the other refusals are as for `image`.",
            },
            detector: {
              type: "string",
              enum: ["orb", "sift"],
              description:
                "The keypoint detector and descriptor: `orb` (default; OpenCV's ORB, binary descriptors\ncompared by Hamming distance) or `sift` (OpenCV's SIFT, 128-float descriptors compared by L2\ndistance; slower, more robust to scale and perspective).",
              default: "orb",
            },
            nfeatures: {
              type: "integer",
              format: "int32",
              minimum: 0,
              maximum: 5000,
              description:
                "The most keypoints the detector keeps in each image, the strongest first (0 to 5,000). Default\n500 for `orb` (which needs at least 1) and 0 for `sift`, where 0 keeps every keypoint found.",
            },
            ratio: {
              type: "number",
              format: "double",
              minimum: 0,
              maximum: 1,
              description:
                "Lowe's ratio test (0 to 1, default 0.75): a pattern keypoint's best match in the image is kept\nonly if its distance is below `ratio` times the distance of its second best (a smaller ratio\nkeeps fewer, more distinctive matches). A keypoint with no second candidate is dropped.",
              default: 0.75,
            },
            maxMatches: {
              type: "integer",
              format: "int32",
              minimum: 1,
              maximum: 5000,
              description:
                "At most this many matches are kept, the shortest distances first (1 to 5,000, default 500).",
              default: 500,
            },
            method: {
              type: "string",
              enum: ["RANSAC", "USAC_MAGSAC"],
              description:
                "The robust estimator (`cv2.findHomography`): `RANSAC` (default) or `USAC_MAGSAC` (OpenCV's\nMAGSAC++, less sensitive to `ransacReprojThreshold`).",
              default: "RANSAC",
            },
            ransacReprojThreshold: {
              type: "number",
              format: "double",
              minimum: 0.1,
              maximum: 50,
              description:
                "The largest distance in image pixels between a match and its pattern point's projection for\nthe match to count as an inlier (0.1 to 50, default 3).",
              default: 3,
            },
            maxIters: {
              type: "integer",
              format: "int32",
              minimum: 1,
              maximum: 10000,
              description: "The most iterations the estimator runs (1 to 10,000, default 2,000).",
              default: 2000,
            },
            confidence: {
              type: "number",
              format: "double",
              minimum: 0.5,
              maximum: 0.9999,
              description:
                "The confidence at which the estimator stops early (0.5 to 0.9999, default 0.995).",
              default: 0.995,
            },
            minInliers: {
              type: "integer",
              format: "int32",
              minimum: 4,
              maximum: 1000,
              description: "The fewest inliers for `found` to be true (4 to 1,000, default 10).",
              default: 10,
            },
            refine: {
              type: "boolean",
              description:
                "Refine the estimate by aligning the pattern's pixels with the image (OpenCV's ECC,\n`cv2.findTransformECC`, started from the RANSAC homography; default true). Keypoint positions\nalone can leave the corners several pixels off (ORB's on coarse pyramid levels especially);\nthe refinement brings them to sub-pixel accuracy. It is kept only when the alignment converges\nwith a correlation of at least 0.6 and moves no corner by more than a tenth of the quad's\ndiagonal; otherwise the RANSAC estimate is answered. `inliers` is RANSAC's either way.",
              default: true,
            },
          },
          description: "A homography of the pattern onto the image, estimated from keypoint matches.",
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "found",
        "detector",
        "keypoints",
        "homography",
        "corners",
        "boundingBox",
        "inliers",
        "matches",
        "inlierRatio",
      ],
      properties: {
        found: {
          type: "boolean",
          description:
            "Whether the pattern was found: a homography was estimated with at least `minInliers` inliers,\nand it maps the pattern's corners to a convex, non-degenerate, non-mirrored quadrilateral (all\nfour corners in front of the projection, an area of at least 4 square pixels). Fewer than 4\nmatches give `found: false`.",
        },
        detector: {
          type: "string",
          enum: ["orb", "sift"],
          description: "The detector used.",
        },
        keypoints: {
          type: "object",
          required: ["pattern", "image"],
          properties: {
            pattern: {
              type: "integer",
              format: "int32",
              minimum: 0,
            },
            image: {
              type: "integer",
              format: "int32",
              minimum: 0,
            },
          },
          description: "How many keypoints the detector found in each image.",
        },
        homography: {
          anyOf: [
            {
              type: "array",
              items: {
                type: "array",
                items: {
                  type: "number",
                  format: "double",
                },
                minItems: 3,
                maxItems: 3,
                description: "A row of a 3×3 matrix.",
              },
              minItems: 3,
              maxItems: 3,
              description: "A 3×3 matrix, row by row.",
            },
            {
              type: "null",
            },
          ],
          description:
            "The homography H that maps a pattern pixel (x, y) to the image: (x', y', w)ᵀ = H · (x, y, 1)ᵀ,\nthe image point (x'/w, y'/w), normalised so that H[2][2] = 1. Null when `found` is false.",
        },
        corners: {
          anyOf: [
            {
              type: "array",
              items: {
                type: "object",
                required: ["x", "y"],
                properties: {
                  x: {
                    type: "number",
                    format: "double",
                    description: "Pixels from the left edge (sub-pixel, 2 decimals).",
                  },
                  y: {
                    type: "number",
                    format: "double",
                    description: "Pixels from the top edge (sub-pixel, 2 decimals).",
                  },
                },
                description:
                  "A point in pixels, origin at the image's top-left corner, x to the right, y down.",
              },
              minItems: 4,
              maxItems: 4,
              description: "The projected corners: top-left, top-right, bottom-right, bottom-left.",
            },
            {
              type: "null",
            },
          ],
          description:
            "The pattern's corners (0, 0), (width, 0), (width, height) and (0, height) projected into the\nimage, in that order (they may lie outside the image). Null when `found` is false.",
        },
        boundingBox: {
          anyOf: [
            {
              type: "object",
              required: ["x", "y", "width", "height"],
              properties: {
                x: {
                  type: "number",
                  format: "double",
                  minimum: 0,
                  description: "Left edge.",
                },
                y: {
                  type: "number",
                  format: "double",
                  minimum: 0,
                  description: "Top edge.",
                },
                width: {
                  type: "number",
                  format: "double",
                  minimum: 0,
                },
                height: {
                  type: "number",
                  format: "double",
                  minimum: 0,
                },
              },
              description: "An axis-aligned rectangle in image pixels.",
            },
            {
              type: "null",
            },
          ],
          description:
            "The corners' axis-aligned bounding box, clipped to the image. Null when `found` is false.",
        },
        inliers: {
          type: "integer",
          format: "int32",
          minimum: 0,
          description:
            "Matches the estimate agrees with (within `ransacReprojThreshold`): the confidence of the\nresult, 0 when no homography was estimated.",
        },
        matches: {
          type: "integer",
          format: "int32",
          minimum: 0,
          description:
            "Matches that passed the ratio test and went into the estimate (at most `maxMatches`).",
        },
        inlierRatio: {
          type: "number",
          format: "double",
          minimum: 0,
          maximum: 1,
          description: "`inliers / matches` (0 when there are no matches; 4 decimals).",
        },
      },
      description: "Where the pattern lies in the image, if it was found.",
    },
    annotations: {
      title: "Locate a pattern by homography",
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
  {
    name: "match_template",
    title: "Find a pattern by template matching",
    description:
      "Finds the pattern as it is (same scale and orientation) by sliding it over the image\n(`cv2.matchTemplate`): the best-scoring position, and every position scoring at least\n`threshold` whose box overlaps no better one.\n\nPrice: USD 0.003 per call.",
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
          required: ["image", "pattern"],
          properties: {
            image: {
              type: "string",
              description:
                "The image to search, base64 of a PNG, JPEG or WebP file of at most 8 MiB and 4,000,000 pixels\n(2,000 × 2,000), each side at most 16,384. Text that is not base64 answers 400, another\nformat 415, a larger file 413 `payload_too_large`, more pixels 413 `image_too_large` (read\nfrom the header, before decoding), a corrupt or truncated file 422; each names `/image`.",
            },
            pattern: {
              type: "string",
              description:
                "The pattern to find, base64 of a PNG, JPEG or WebP file of at most 8 MiB and 1,000,000\npixels (1,000 × 1,000). It must fit inside `image` (neither side longer than the image's) and must\nnot be one flat colour (zero variance: it would match everywhere equally), else 422 naming\n`/pattern`; the other refusals are as for `image`.",
            },
            method: {
              type: "string",
              enum: ["TM_CCOEFF_NORMED", "TM_CCORR_NORMED", "TM_SQDIFF_NORMED"],
              description:
                "OpenCV's score (`cv2.matchTemplate`), normalised so that every score is in [0, 1] and 1 is a\nperfect match: `TM_CCOEFF_NORMED` (default; correlation of the mean-subtracted pixels, robust\nto brightness changes), `TM_CCORR_NORMED` (correlation of the raw pixels), or\n`TM_SQDIFF_NORMED` (normalised squared difference `d`, reported as `1 − d`). A negative\n`TM_CCOEFF_NORMED` correlation is reported as 0.",
              default: "TM_CCOEFF_NORMED",
            },
            threshold: {
              type: "number",
              format: "double",
              minimum: 0,
              maximum: 1,
              description:
                "The lowest score a position needs to be listed in `matches` (0 to 1, default 0.8).",
              default: 0.8,
            },
            maxMatches: {
              type: "integer",
              format: "int32",
              minimum: 1,
              maximum: 1000,
              description: "At most this many matches are listed, the best first (1 to 1,000, default 100).",
              default: 100,
            },
            grayscale: {
              type: "boolean",
              description:
                "Match grey levels instead of colours (default false: the three colour channels are scored\ntogether, so a pattern that differs from the image only in hue scores lower).",
              default: false,
            },
          },
          description:
            "Where to look for the pattern as it is (same scale and orientation), and how to score it.",
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: ["found", "best", "matches"],
      properties: {
        found: {
          type: "boolean",
          description: "Whether any position scored at least `threshold` (`matches` is not empty).",
        },
        best: {
          type: "object",
          required: ["x", "y", "width", "height", "score"],
          properties: {
            x: {
              type: "integer",
              format: "int32",
              minimum: 0,
              description: "Left edge, pixels from the image's left edge.",
            },
            y: {
              type: "integer",
              format: "int32",
              minimum: 0,
              description: "Top edge, pixels from the image's top edge.",
            },
            width: {
              type: "integer",
              format: "int32",
              minimum: 1,
              description: "The pattern's width.",
            },
            height: {
              type: "integer",
              format: "int32",
              minimum: 1,
              description: "The pattern's height.",
            },
            score: {
              type: "number",
              format: "double",
              minimum: 0,
              maximum: 1,
              description: "The score at this position, 0 to 1 (1 a perfect match; 4 decimals).",
            },
          },
          description:
            "The best-scoring position, reported even when it is below `threshold` (then `found` is false).",
        },
        matches: {
          type: "array",
          items: {
            type: "object",
            required: ["x", "y", "width", "height", "score"],
            properties: {
              x: {
                type: "integer",
                format: "int32",
                minimum: 0,
                description: "Left edge, pixels from the image's left edge.",
              },
              y: {
                type: "integer",
                format: "int32",
                minimum: 0,
                description: "Top edge, pixels from the image's top edge.",
              },
              width: {
                type: "integer",
                format: "int32",
                minimum: 1,
                description: "The pattern's width.",
              },
              height: {
                type: "integer",
                format: "int32",
                minimum: 1,
                description: "The pattern's height.",
              },
              score: {
                type: "number",
                format: "double",
                minimum: 0,
                maximum: 1,
                description: "The score at this position, 0 to 1 (1 a perfect match; 4 decimals).",
              },
            },
            description:
              "Where the pattern sits in the image: its top-left corner and size in pixels, and its score.",
          },
          description:
            "Positions scoring at least `threshold`, highest score first, at most `maxMatches`. Greedy\nnon-maximum suppression: a position is listed only if its box overlaps no box listed before\nit, so one occurrence of the pattern gives one box, not a cluster of neighbours.",
        },
      },
      description: "The best position and every non-overlapping position scoring at least `threshold`.",
    },
    annotations: {
      title: "Find a pattern by template matching",
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
