/**
 * The links of a rendered page: every `<a href>` and `<area href>` resolved by the browser
 * against the document's base (`element.href`), reduced to distinct http(s) URLs without their
 * fragment, in document order; optionally only the visible ones, or only those on the page's site.
 * Relative links of inline HTML without a `<base href>` have no absolute form and are left out.
 */
import type { Page } from "playwright-core";
import { COLLECT_LINKS, inPage } from "./pageScripts.js";

/** Each link's absolute URL as the page resolved it, in document order, and the document's base. */
export function collectLinks(page: Page, visibleOnly: boolean): Promise<{ hrefs: string[]; base: string }> {
  return inPage(page, COLLECT_LINKS, visibleOnly);
}

/** A host with one leading `www.` dropped: `example.com` and `www.example.com` are one site. */
function site(host: string): string {
  return host.toLowerCase().replace(/^www\./, "");
}

/**
 * The distinct http(s) links of `hrefs` without fragments; with `sameSiteAs` (the page's URL) only
 * those whose host is the page's, `www.` aside.
 */
export function keepLink(hrefs: readonly string[], sameSiteAs?: string): string[] {
  const home = sameSiteAs === undefined ? undefined : site(new URL(sameSiteAs).hostname);
  const kept = new Set<string>();
  for (const href of hrefs) {
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      continue; // a relative href in inline HTML with no <base>: it has no absolute form
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") continue;
    // Inline HTML is served from a `.invalid` origin (RFC 2606: it never resolves), so a relative
    // link there has no absolute form the caller could use.
    if (url.hostname.endsWith(".invalid")) continue;
    if (home !== undefined && site(url.hostname) !== home) continue;
    url.hash = "";
    kept.add(url.href);
  }
  return [...kept];
}
