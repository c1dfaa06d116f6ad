// Generated from spec/ocr by codegen — run `npm run generate`. Do not edit.

import type { ToolDefinition } from "../../runtime/contract.js";

/** MCP tools of spec/ocr: one per operation, run through the same pipeline as REST calls. */
export const ocrTools: ToolDefinition[] = [
  {
    name: "ocr_image",
    title: "Recognise the text in an image",
    description:
      "Reads the text in an image with Tesseract: the words with their boxes and confidences, and\nthe outputs asked for in `formats` (plain text, TSV, hOCR, ALTO). The image comes as base64 in\nJSON (`OcrRequest`) or as the file part of a `multipart/form-data` form (`OcrForm`, the same\nmembers as parts).\n\nPrice: USD 0.005 per call.",
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
          required: ["image"],
          properties: {
            image: {
              type: "string",
              description:
                "The image: the base64 (standard or URL-safe, padding optional, a `data:image/…;base64,`\nprefix allowed) of a PNG, JPEG or WebP file. Text that is not base64 answers 400, another\nformat 415, an image over 25 megapixels or with a side over 16,384 pixels 413 (read from its\nheader, before decoding), a corrupt or truncated file 422; each names `/image`. The EXIF\norientation is applied and transparency is flattened on white before recognition.",
            },
            languages: {
              type: "array",
              items: {
                type: "string",
                enum: ["eng", "deu", "fra", "spa", "ita", "por", "nld"],
              },
              minItems: 1,
              maxItems: 3,
              description:
                'The languages of the text, in order of likelihood (default `["eng"]`); 1 to 3, repeats are\nignored. Tesseract runs their models together (`eng+deu`): each added language costs time and\ncan lower accuracy on text that is not in it.',
              default: ["eng"],
            },
            psm: {
              type: "number",
              enum: [1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
              description:
                "Tesseract's page segmentation mode (default 3): 1 automatic with orientation and script\ndetection, 3 fully automatic, 4 a single column of text of variable sizes, 5 a single uniform\nblock of vertically aligned text, 6 a single uniform block of text, 7 a single text line, 8 a\nsingle word, 9 a single word in a circle, 10 a single character, 11 sparse text (as much text\nas possible, in no particular order), 12 sparse text with orientation and script detection,\n13 a raw line (bypassing Tesseract's layout heuristics). 0 (orientation only: use\n`detectOrientation`) and 2 (not implemented by Tesseract) are not offered.",
              default: 3,
            },
            formats: {
              type: "array",
              items: {
                type: "string",
                enum: ["txt", "tsv", "hocr", "alto"],
              },
              minItems: 1,
              maxItems: 4,
              description:
                'The outputs wanted besides `words` (default `["txt"]`); 1 to 4, repeats are ignored.',
              default: ["txt"],
            },
            detectOrientation: {
              type: "boolean",
              description:
                "Detect the page's orientation (0, 90, 180 or 270 degrees) and script with Tesseract's OSD\nmodel before recognition; the answer's `orientation` reports it. Costs about 0.2 s.",
              default: true,
            },
            autoRotate: {
              type: "boolean",
              description:
                "Turn the image upright before recognition when OSD found it turned: at once when OSD's\nconfidence is at least `rotateMinConfidence`; below that, the page is read both as it is and\nturned, and the reading with the higher mean word confidence is kept (a second recognition,\nonly on such pages: OSD is shy on short or small text but seldom names a wrong turn). Boxes\nare in the image as recognised; `orientation.applied` says whether it was turned. Needs\n`detectOrientation`; false never turns the image.",
              default: true,
            },
            rotateMinConfidence: {
              type: "number",
              format: "double",
              minimum: 0,
              maximum: 100,
              description:
                "OSD's confidence at which the image is turned on OSD's word alone, 0 to 100 (default 15);\nbelow it a turn is checked by reading the page both ways (see `autoRotate`). Tesseract's OSD\nconfidence is not a percentage: tesserocr documents 15 as \"reasonably confident\"; printed\npages typically score 10 to 40, a page with little text below 5.",
              default: 15,
            },
            dpi: {
              type: "integer",
              format: "int32",
              minimum: 70,
              maximum: 1200,
              description:
                "The scan's resolution in dots per inch, 70 to 1200. Absent: the image's own value when its\nheader has one in that range, else Tesseract's estimate from the text's size. Text smaller\nthan about 10 pixels high reads better when the image is enlarged before it is sent.",
            },
          },
          description:
            "What to read and how. The image may be up to 25 megapixels (width × height ≤ 25,000,000), each\nside at most 16,384 pixels; the encoded body may be up to 16 MiB.",
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: ["success", "width", "height", "languages", "psm", "orientation", "meanConfidence", "words"],
      properties: {
        success: {
          type: "boolean",
          enum: [true],
        },
        width: {
          type: "integer",
          format: "int32",
          minimum: 1,
          description: "The image's width in pixels as recognised (after auto-rotation).",
        },
        height: {
          type: "integer",
          format: "int32",
          minimum: 1,
          description: "The image's height in pixels as recognised (after auto-rotation).",
        },
        languages: {
          type: "array",
          items: {
            type: "string",
            enum: ["eng", "deu", "fra", "spa", "ita", "por", "nld"],
          },
          description: "The languages used, repeats removed.",
        },
        psm: {
          type: "integer",
          format: "int32",
          description: "The page segmentation mode used.",
        },
        orientation: {
          anyOf: [
            {
              type: "object",
              required: ["degrees", "confidence", "script", "scriptConfidence", "applied"],
              properties: {
                degrees: {
                  type: "number",
                  enum: [0, 90, 180, 270],
                  description: "How far the page is turned clockwise: 0, 90, 180 or 270 degrees.",
                },
                confidence: {
                  type: "number",
                  format: "double",
                  minimum: 0,
                  description:
                    'OSD\'s confidence in `degrees` (not a percentage; 15 is "reasonably confident").',
                },
                script: {
                  type: "string",
                  description: "The script found, in Tesseract's names (`Latin`, `Cyrillic`, `Han`, …).",
                },
                scriptConfidence: {
                  type: "number",
                  format: "double",
                  minimum: 0,
                  description: "OSD's confidence in `script`.",
                },
                applied: {
                  type: "boolean",
                  description: "The image was turned upright by `degrees` before recognition (`autoRotate`).",
                },
              },
              description: "What orientation and script detection (Tesseract's OSD) found.",
            },
            {
              type: "null",
            },
          ],
          description:
            "What OSD found; null when `detectOrientation` is false or the image has too little text to judge.",
        },
        meanConfidence: {
          type: "integer",
          format: "int32",
          minimum: 0,
          maximum: 100,
          description: "Tesseract's mean word confidence, 0 to 100 (0 when no word was found).",
        },
        words: {
          type: "array",
          items: {
            type: "object",
            required: ["text", "conf", "left", "top", "width", "height", "block", "par", "line", "word"],
            properties: {
              text: {
                type: "string",
                description: "The word as read.",
              },
              conf: {
                type: "number",
                format: "double",
                minimum: 0,
                maximum: 100,
                description: "Tesseract's confidence in the word, 0 to 100.",
              },
              left: {
                type: "integer",
                format: "int32",
                minimum: 0,
                description: "The box's left edge, in pixels from the image's left.",
              },
              top: {
                type: "integer",
                format: "int32",
                minimum: 0,
                description: "The box's top edge, in pixels from the image's top.",
              },
              width: {
                type: "integer",
                format: "int32",
                minimum: 0,
                description: "The box's width in pixels.",
              },
              height: {
                type: "integer",
                format: "int32",
                minimum: 0,
                description: "The box's height in pixels.",
              },
              block: {
                type: "integer",
                format: "int32",
                minimum: 1,
                description: "The block the word is in, counted from 1 (TSV `block_num`).",
              },
              par: {
                type: "integer",
                format: "int32",
                minimum: 1,
                description: "The paragraph in its block, from 1 (TSV `par_num`).",
              },
              line: {
                type: "integer",
                format: "int32",
                minimum: 1,
                description: "The line in its paragraph, from 1 (TSV `line_num`).",
              },
              word: {
                type: "integer",
                format: "int32",
                minimum: 1,
                description: "The word in its line, from 1 (TSV `word_num`).",
              },
            },
            description: "A recognised word and its box, in the pixels of the image as recognised.",
          },
          description: "Every word found, in reading order (always sent, whatever `formats` says).",
        },
        text: {
          type: "string",
          description: "The text, lines ending in a line feed and blocks separated by a blank line (`txt`).",
        },
        tsv: {
          type: "string",
          description:
            "Tesseract's TSV (`tsv`): a header line of the twelve tab-separated columns `level`,\n`page_num`, `block_num`, `par_num`, `line_num`, `word_num`, `left`, `top`, `width`, `height`,\n`conf`, `text`; then one row per page (level 1), block (2), paragraph (3), line (4) and word\n(5); `conf` is -1 on rows that are not words.",
        },
        hocr: {
          type: "string",
          description:
            "An hOCR 1.2 document (`hocr`): XHTML with `ocr_page`, `ocr_carea`, `ocr_par`, `ocr_line` (or\n`ocr_caption`, `ocr_header`, `ocr_textfloat`) and `ocrx_word` elements whose `title` carries\n`bbox` and, on words, `x_wconf`; as Tesseract's hOCR renderer writes it.",
        },
        alto: {
          type: "string",
          description:
            "An ALTO v3 document (`alto`; namespace `http://www.loc.gov/standards/alto/ns-v3#`, valid\nagainst alto-3-1.xsd): `MeasurementUnit` pixel, a `Page` with a `PrintSpace` of `TextBlock`,\n`TextLine` and `String` elements with `HPOS`, `VPOS`, `WIDTH`, `HEIGHT`, `CONTENT` and `WC`,\nthe word confidence from 0 to 1 (`conf/100`), with `SP` between strings.",
        },
      },
      description: "The text found in the image, with the outputs asked for.",
      examples: [
        {
          success: true,
          width: 240,
          height: 60,
          languages: ["eng"],
          psm: 3,
          orientation: null,
          meanConfidence: 96,
          words: [
            {
              text: "Hello",
              conf: 96.5,
              left: 72,
              top: 19,
              width: 69,
              height: 18,
              block: 1,
              par: 1,
              line: 1,
              word: 1,
            },
            {
              text: "42",
              conf: 96.2,
              left: 149,
              top: 19,
              width: 28,
              height: 18,
              block: 1,
              par: 1,
              line: 1,
              word: 2,
            },
          ],
          text: "Hello 42\n",
        },
      ],
    },
    annotations: {
      title: "Recognise the text in an image",
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
