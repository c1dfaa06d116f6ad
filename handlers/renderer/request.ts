/**
 * From a render request's common members (`RenderSource`) to what the browser pool loads: the
 * checks JSON Schema cannot state (exactly one of `url` and `html`, the URL against the egress
 * policy, header names), each refused with a 400 naming the member, and a refused address with
 * 403 before any browser work is done.
 */

import type { OpenPageOptions } from "../../runtime/browser/types.js";
import { ApiError } from "../../runtime/errors.js";
import { checkUrl, type EgressPolicy } from "../../runtime/outbound/policy.js";
import { invalidMember } from "./invalid.js";
import type { RenderSource } from "./source.js";

/** An HTTP header name (RFC 9110 token). */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** The most headers `setExtraHTTPHeaders` may carry. */
const MAX_EXTRA_HEADERS = 20;

/** The window a render uses when the request names none. */
export const DEFAULT_VIEWPORT = { width: 1280, height: 720 } as const;

/** What to load: the URL (checked against the egress policy) or the inline HTML. */
function pageSource(body: RenderSource, egress: EgressPolicy): OpenPageOptions["source"] {
  if (body.url !== undefined && body.html !== undefined)
    throw invalidMember("/html", "send either url or html, not both");
  if (body.html !== undefined) return { html: body.html };
  if (body.url === undefined) throw invalidMember("/url", "send url (an http or https URL) or html");
  const checked = checkUrl(body.url, egress);
  if (checked.ok) return { url: checked.url.href };
  if (checked.refused) throw new ApiError("url_refused", `The URL is refused: ${checked.reason}`);
  throw invalidMember("/url", checked.reason);
}

/** The extra headers, once every name is a token and there are not too many. */
function extraHeaders(headers: Record<string, string> | undefined): Record<string, string> | undefined {
  if (headers === undefined) return undefined;
  const names = Object.keys(headers);
  if (names.length > MAX_EXTRA_HEADERS)
    throw invalidMember("/setExtraHTTPHeaders", `at most ${MAX_EXTRA_HEADERS} headers`);
  for (const name of names)
    if (!TOKEN.test(name))
      throw invalidMember(
        `/setExtraHTTPHeaders/${name.replaceAll("~", "~0").replaceAll("/", "~1")}`,
        "not an HTTP header name",
      );
  return headers;
}

/**
 * The pool's options for `body`. `waitForSelector` and `waitForTimeout` are not passed: the
 * handlers wait themselves after load ({@link import("./waits.js").waitAfterLoad}), so a selector
 * is parsed by Chromium's own `querySelector` and one that does not parse is the caller's 400.
 */
export function pageOptions(
  body: RenderSource,
  egress: EgressPolicy,
  defaults: { emulateMediaType?: "screen" | "print" } = {},
): OpenPageOptions {
  if (body.waitForSelector?.hidden && body.waitForSelector.visible)
    throw invalidMember("/waitForSelector/hidden", "hidden and visible cannot both be true");
  const waitUntil = body.gotoOptions?.waitUntil ?? "load";
  const headers = extraHeaders(body.setExtraHTTPHeaders);
  const media = body.emulateMediaType ?? defaults.emulateMediaType;
  return {
    source: pageSource(body, egress),
    waitUntil: waitUntil === "networkidle0" || waitUntil === "networkidle2" ? "networkidle" : waitUntil,
    viewport: body.viewport ?? DEFAULT_VIEWPORT,
    ...(body.userAgent !== undefined ? { userAgent: body.userAgent } : {}),
    ...(body.setJavaScriptEnabled !== undefined ? { javaScriptEnabled: body.setJavaScriptEnabled } : {}),
    ...(headers ? { extraHTTPHeaders: headers } : {}),
    ...(body.rejectResourceTypes?.length
      ? { rejectResourceTypes: [...new Set(body.rejectResourceTypes)] }
      : {}),
    ...(media ? { emulateMediaType: media } : {}),
  };
}
