/**
 * Content negotiation for the runtime's own routes: which of the offered media types an
 * `Accept` header prefers (RFC 9110 §12.5.1: quality values, then specificity, then order).
 */

interface Range {
  type: string;
  subtype: string;
  q: number;
  order: number;
}

function parseAccept(header: string): Range[] {
  return header.split(",").flatMap((part, order) => {
    const [range = "", ...params] = part.split(";").map((p) => p.trim().toLowerCase());
    const [type, subtype] = range.split("/");
    if (!type || !subtype) return [];
    const qParam = params.find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    return Number.isFinite(q) ? [{ type, subtype, q, order }] : [];
  });
}

/** How well a range matches `mediaType`: 2 exact, 1 `type/*`, 0 `*\/*`, -1 not at all. */
function specificity(range: Range, mediaType: string): number {
  const [type, subtype] = mediaType.split("/");
  if (range.type === type && range.subtype === subtype) return 2;
  if (range.type === type && range.subtype === "*") return 1;
  return range.type === "*" && range.subtype === "*" ? 0 : -1;
}

/**
 * The offered media type the header prefers; the first offer when the header is absent or
 * accepts none of them (the route still answers rather than 406).
 */
export function preferredMediaType(
  accept: string | undefined,
  offered: readonly [string, ...string[]],
): string {
  if (!accept) return offered[0];
  const ranges = parseAccept(accept);
  let best: { type: string; q: number; spec: number; order: number } | undefined;
  for (const type of offered) {
    // The most specific range that matches decides this type's quality.
    let match: Range | undefined;
    let spec = -1;
    for (const r of ranges) {
      const s = specificity(r, type);
      if (s > spec) {
        spec = s;
        match = r;
      }
    }
    if (!match || match.q <= 0) continue;
    const candidate = { type, q: match.q, spec, order: match.order };
    if (
      !best ||
      candidate.q > best.q ||
      (candidate.q === best.q && candidate.spec > best.spec) ||
      (candidate.q === best.q && candidate.spec === best.spec && candidate.order < best.order)
    )
      best = candidate;
  }
  return best?.type ?? offered[0];
}
