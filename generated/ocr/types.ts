// Generated from spec/ocr by codegen — run `npm run generate`. Do not edit.

import type { Upload } from "../../runtime/binary.js";
import type { Context } from "../../handlers/ocr/context.js";

/** OSD confidence, 0 to 100. */
export type Confidence = number;

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

/** A resolution in dots per inch, 70 to 1200. */
export type Dpi = number;

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

export type OcrForm = {
  /**
   * The image file: PNG, JPEG or WebP, whatever the part's declared type. Another format answers
   * 415, an image over 25 megapixels or with a side over 16,384 pixels 413 (read from its header,
   * before decoding), a corrupt or truncated file 422; each names `/image`.
   */
  image: Upload;
  /**
   * As `languages` in JSON (default `eng`): one part per language, 1 to 3 different ones (more
   * answers 400 naming `/languages`).
   */
  languages?: Array<"eng" | "deu" | "fra" | "spa" | "ita" | "por" | "nld">;
  /** As `psm` in JSON (default 3). */
  psm?: 1 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;
  /** As `formats` in JSON (default `txt`): one part per format; repeats are ignored. */
  formats?: Array<"txt" | "tsv" | "hocr" | "alto">;
  /** As `detectOrientation` in JSON (default true): `true` or `false`. */
  detectOrientation?: boolean;
  /** As `autoRotate` in JSON (default true): `true` or `false`. */
  autoRotate?: boolean;
  /** As `rotateMinConfidence` in JSON (default 15), 0 to 100. */
  rotateMinConfidence?: Confidence;
  /** As `dpi` in JSON, 70 to 1200. */
  dpi?: Dpi;
};

/**
 * What to read and how. The image may be up to 25 megapixels (width × height ≤ 25,000,000), each
 * side at most 16,384 pixels; the encoded body may be up to 16 MiB.
 */
export type OcrRequest = {
  /**
   * The image: the base64 (standard or URL-safe, padding optional, a `data:image/…;base64,`
   * prefix allowed) of a PNG, JPEG or WebP file. Text that is not base64 answers 400, another
   * format 415, an image over 25 megapixels or with a side over 16,384 pixels 413 (read from its
   * header, before decoding), a corrupt or truncated file 422; each names `/image`. The EXIF
   * orientation is applied and transparency is flattened on white before recognition.
   */
  image: string;
  /**
   * The languages of the text, in order of likelihood (default `["eng"]`); 1 to 3, repeats are
   * ignored. Tesseract runs their models together (`eng+deu`): each added language costs time and
   * can lower accuracy on text that is not in it.
   */
  languages?: Array<"eng" | "deu" | "fra" | "spa" | "ita" | "por" | "nld">;
  /**
   * Tesseract's page segmentation mode (default 3): 1 automatic with orientation and script
   * detection, 3 fully automatic, 4 a single column of text of variable sizes, 5 a single uniform
   * block of vertically aligned text, 6 a single uniform block of text, 7 a single text line, 8 a
   * single word, 9 a single word in a circle, 10 a single character, 11 sparse text (as much text
   * as possible, in no particular order), 12 sparse text with orientation and script detection,
   * 13 a raw line (bypassing Tesseract's layout heuristics). 0 (orientation only: use
   * `detectOrientation`) and 2 (not implemented by Tesseract) are not offered.
   */
  psm?: 1 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;
  /** The outputs wanted besides `words` (default `["txt"]`); 1 to 4, repeats are ignored. */
  formats?: Array<"txt" | "tsv" | "hocr" | "alto">;
  /**
   * Detect the page's orientation (0, 90, 180 or 270 degrees) and script with Tesseract's OSD
   * model before recognition; the answer's `orientation` reports it. Costs about 0.2 s.
   */
  detectOrientation?: boolean;
  /**
   * Turn the image upright before recognition when OSD found it turned: at once when OSD's
   * confidence is at least `rotateMinConfidence`; below that, the page is read both as it is and
   * turned, and the reading with the higher mean word confidence is kept (a second recognition,
   * only on such pages: OSD is shy on short or small text but seldom names a wrong turn). Boxes
   * are in the image as recognised; `orientation.applied` says whether it was turned. Needs
   * `detectOrientation`; false never turns the image.
   */
  autoRotate?: boolean;
  /**
   * OSD's confidence at which the image is turned on OSD's word alone, 0 to 100 (default 15);
   * below it a turn is checked by reading the page both ways (see `autoRotate`). Tesseract's OSD
   * confidence is not a percentage: tesserocr documents 15 as "reasonably confident"; printed
   * pages typically score 10 to 40, a page with little text below 5.
   */
  rotateMinConfidence?: number;
  /**
   * The scan's resolution in dots per inch, 70 to 1200. Absent: the image's own value when its
   * header has one in that range, else Tesseract's estimate from the text's size. Text smaller
   * than about 10 pixels high reads better when the image is enlarged before it is sent.
   */
  dpi?: number;
};

/** What orientation and script detection (Tesseract's OSD) found. */
export type Orientation = {
  /** How far the page is turned clockwise: 0, 90, 180 or 270 degrees. */
  degrees: 0 | 90 | 180 | 270;
  /** OSD's confidence in `degrees` (not a percentage; 15 is "reasonably confident"). */
  confidence: number;
  /** The script found, in Tesseract's names (`Latin`, `Cyrillic`, `Han`, …). */
  script: string;
  /** OSD's confidence in `script`. */
  scriptConfidence: number;
  /** The image was turned upright by `degrees` before recognition (`autoRotate`). */
  applied: boolean;
};

/** A recognised word and its box, in the pixels of the image as recognised. */
export type Word = {
  /** The word as read. */
  text: string;
  /** Tesseract's confidence in the word, 0 to 100. */
  conf: number;
  /** The box's left edge, in pixels from the image's left. */
  left: number;
  /** The box's top edge, in pixels from the image's top. */
  top: number;
  /** The box's width in pixels. */
  width: number;
  /** The box's height in pixels. */
  height: number;
  /** The block the word is in, counted from 1 (TSV `block_num`). */
  block: number;
  /** The paragraph in its block, from 1 (TSV `par_num`). */
  par: number;
  /** The line in its paragraph, from 1 (TSV `line_num`). */
  line: number;
  /** The word in its line, from 1 (TSV `word_num`). */
  word: number;
};

/** The text found in the image, with the outputs asked for. */
export type OcrResult = {
  success: true;
  /** The image's width in pixels as recognised (after auto-rotation). */
  width: number;
  /** The image's height in pixels as recognised (after auto-rotation). */
  height: number;
  /** The languages used, repeats removed. */
  languages: Array<"eng" | "deu" | "fra" | "spa" | "ita" | "por" | "nld">;
  /** The page segmentation mode used. */
  psm: number;
  /** What OSD found; null when `detectOrientation` is false or the image has too little text to judge. */
  orientation: Orientation | null;
  /** Tesseract's mean word confidence, 0 to 100 (0 when no word was found). */
  meanConfidence: number;
  /** Every word found, in reading order (always sent, whatever `formats` says). */
  words: Array<Word>;
  /** The text, lines ending in a line feed and blocks separated by a blank line (`txt`). */
  text?: string;
  /**
   * Tesseract's TSV (`tsv`): a header line of the twelve tab-separated columns `level`,
   * `page_num`, `block_num`, `par_num`, `line_num`, `word_num`, `left`, `top`, `width`, `height`,
   * `conf`, `text`; then one row per page (level 1), block (2), paragraph (3), line (4) and word
   * (5); `conf` is -1 on rows that are not words.
   */
  tsv?: string;
  /**
   * An hOCR 1.2 document (`hocr`): XHTML with `ocr_page`, `ocr_carea`, `ocr_par`, `ocr_line` (or
   * `ocr_caption`, `ocr_header`, `ocr_textfloat`) and `ocrx_word` elements whose `title` carries
   * `bbox` and, on words, `x_wconf`; as Tesseract's hOCR renderer writes it.
   */
  hocr?: string;
  /**
   * An ALTO v3 document (`alto`; namespace `http://www.loc.gov/standards/alto/ns-v3#`, valid
   * against alto-3-1.xsd): `MeasurementUnit` pixel, a `Page` with a `PrintSpace` of `TextBlock`,
   * `TextLine` and `String` elements with `HPOS`, `VPOS`, `WIDTH`, `HEIGHT`, `CONTENT` and `WC`,
   * the word confidence from 0 to 1 (`conf/100`), with `SP` between strings.
   */
  alto?: string;
};

/** Validated input of `ocr_image`. */
export interface OcrImageInput {
  headers: {
    /**
     * x402 v2 payment: base64 JSON `PaymentPayload` signed by the payer's wallet. Not base64: 400;
     * base64 that holds no payment this route accepts: 402 with the terms and the reason.
     */
    "PAYMENT-SIGNATURE"?: X402Payment;
    /** x402 v1 payment header, accepted for older clients; read as `PAYMENT-SIGNATURE` is. */
    "X-PAYMENT"?: X402Payment;
  };
  body?: OcrRequest;
  /** The body when it came as `multipart/form-data` (then `body` is absent). */
  form?: OcrForm;
}

/** Every response `ocr_image` may return. */
export type OcrImageResponse =
  | { status: 200; body: OcrResult; headers?: { "PAYMENT-RESPONSE"?: string } }
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
 * The operations tagged "OCR": what one handler file implements.
 *
 * Paid text recognition in an image (USD 0.005 a call, 3 free calls per IP per day).
 */
export interface OcrOcrHandlers {
  /**
   * Recognise the text in an image
   *
   * Reads the text in an image with Tesseract: the words with their boxes and confidences, and
   * the outputs asked for in `formats` (plain text, TSV, hOCR, ALTO). The image comes as base64 in
   * JSON (`OcrRequest`) or as the file part of a `multipart/form-data` form (`OcrForm`, the same
   * members as parts).
   *
   * POST /v1/ocr
   */
  ocr_image: (input: OcrImageInput, ctx: Context) => Promise<OcrImageResponse>;
}

/** Business logic of OCR: one method per operation; return data, never touch `res`. */
export interface OcrHandlers extends OcrOcrHandlers {}
