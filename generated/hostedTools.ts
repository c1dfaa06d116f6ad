// Generated from spec/ by codegen — run `npm run generate`. Do not edit.

import type { HostedTool } from "../runtime/discovery/hostedTools.js";

/** Every service marked `@hostedTool`, with its priced routes (served by spec/catalog). */
export const hostedTools: HostedTool[] = [
  {
    id: "annotator",
    name: "Detection annotator",
    description:
      "Draws object detections on an image: boxes, rounded boxes, corners, circles, dots, ellipses, triangles, labels, colour fills, masks, polygons, halos, a background overlay, blur, pixelation and confidence bars, chained in the order asked for. The annotators, their parameter names and their defaults are those of Roboflow's `supervision` (snake_case, as in Python), drawn here with OpenCV; the image comes back as PNG or JPEG with a count of detections per class.",
    tags: ["annotation", "vision", "supervision", "image"],
    routes: [
      {
        route: "POST /v1/annotate",
        description: "Annotate an image with detections",
        priceUsd: 0.003,
        freePerIpPerDay: 3,
      },
    ],
  },
  {
    id: "crawler",
    name: "Web crawler",
    description:
      'Web crawler: turns a URL into clean Markdown for language models, in full (`f: "raw"`) or with the page\'s boilerplate pruned (`f: "fit"`, the default), optionally keeping only the blocks that match a query (`q`, ranked by BM25). The request and result follow crawl4ai\'s `POST /md`.',
    tags: ["crawler", "markdown", "llm", "scraping"],
    routes: [
      {
        route: "POST /md",
        description: "Crawl a URL to Markdown",
        priceUsd: 0.008,
        freePerIpPerDay: 3,
      },
    ],
  },
  {
    id: "matcher",
    name: "Image pattern matcher",
    description:
      "Finds a pattern image inside a larger image with OpenCV: by template matching (every position where the pattern appears as it is, scored), by keypoint matching (ORB or SIFT descriptors, brute-force matched with Lowe's ratio test), or by a homography estimated from those matches with RANSAC (where the pattern lies in the image under scale, rotation and perspective: its four projected corners and bounding box).",
    tags: ["vision", "opencv", "matching", "image"],
    routes: [
      {
        route: "POST /v1/feature-match",
        description: "Match keypoints between a pattern and an image",
        priceUsd: 0.004,
        freePerIpPerDay: 3,
      },
      {
        route: "POST /v1/homography",
        description: "Locate a pattern by homography",
        priceUsd: 0.004,
        freePerIpPerDay: 3,
      },
      {
        route: "POST /v1/template-match",
        description: "Find a pattern by template matching",
        priceUsd: 0.003,
        freePerIpPerDay: 3,
      },
    ],
  },
  {
    id: "memory",
    name: "Agent memory store",
    description:
      "Agent memory store: stores facts from conversations and finds them again, following mem0's platform API (`/v3/memories/add`, `/v3/memories/search`, `/v1/memories`). Every call carries a `memory_key`, a secret the caller chooses (16 to 256 characters), in `X-Memory-Key` or as the `memory_key` member; memories are private to it, and the server keeps only its hash.",
    tags: ["memory", "agents", "llm", "search"],
    routes: [
      {
        route: "GET /v1/memories",
        description: "Get or list memories",
        priceUsd: 0.002,
        freePerIpPerDay: 3,
      },
      {
        route: "DELETE /v1/memories",
        description: "Delete memories",
        priceUsd: 0.002,
        freePerIpPerDay: 3,
      },
      {
        route: "POST /v3/memories/add",
        description: "Add memories",
        priceUsd: 0.008,
        freePerIpPerDay: 3,
      },
      {
        route: "POST /v3/memories/search",
        description: "Search memories",
        priceUsd: 0.004,
        freePerIpPerDay: 3,
      },
    ],
  },
  {
    id: "ocr",
    name: "OCR",
    description:
      "Optical character recognition with Tesseract 5 (the LSTM engine, Debian's language packs): an image in (PNG, JPEG or WebP), its text and word boxes out as plain text, Tesseract's TSV, hOCR and ALTO XML, with orientation detection and auto-rotation.",
    tags: ["ocr", "tesseract", "text", "image"],
    routes: [
      {
        route: "POST /v1/ocr",
        description: "Recognise the text in an image",
        priceUsd: 0.005,
        freePerIpPerDay: 3,
      },
    ],
  },
  {
    id: "renderer",
    name: "Page renderer",
    description:
      "Renders a URL or HTML to PDF, screenshot, snapshot, Markdown or link list in headless Chromium: a PDF, a PNG, JPEG or WebP screenshot, a snapshot (rendered HTML, base64 screenshot, Markdown, accessibility tree, status and title in one call), the page as Markdown, or its links as absolute URLs.",
    tags: ["rendering", "pdf", "screenshot", "markdown", "browser"],
    routes: [
      {
        route: "POST /v1/links",
        description: "List a page's links",
        priceUsd: 0.005,
        freePerIpPerDay: 3,
      },
      {
        route: "POST /v1/markdown",
        description: "Render a page to Markdown",
        priceUsd: 0.005,
        freePerIpPerDay: 3,
      },
      {
        route: "POST /v1/pdf",
        description: "Render a page to PDF",
        priceUsd: 0.005,
        freePerIpPerDay: 3,
      },
      {
        route: "POST /v1/screenshot",
        description: "Render a page to an image",
        priceUsd: 0.005,
        freePerIpPerDay: 3,
      },
      {
        route: "POST /v1/snapshot",
        description: "Snapshot a page",
        priceUsd: 0.005,
        freePerIpPerDay: 3,
      },
    ],
  },
  {
    id: "sandbox",
    name: "Code sandbox",
    description:
      "Code sandbox: runs a one-shot Python, JavaScript or TypeScript program (`POST /v1/execute-code`) or a shell command (`POST /v1/execute-command`) in isolation and answers its stdout, stderr, exit code and the files it wrote (artifacts).",
    tags: ["code", "sandbox", "python", "javascript", "typescript"],
    routes: [
      {
        route: "POST /v1/execute-code",
        description: "Run a Python, JavaScript or TypeScript program",
        priceUsd: 0.002,
        freePerIpPerDay: 3,
      },
      {
        route: "POST /v1/execute-command",
        description: "Run a shell command",
        priceUsd: 0.002,
        freePerIpPerDay: 3,
      },
    ],
  },
];
