/**
 * The one check of a URL the service will call later (webhook URLs, job handlers, callbacks),
 * shared by every route that saves one, so each answers the same way: 400 when it is not a
 * usable http(s) URL, 403 when the egress policy (`ctx.egress`, OUTBOUND_NETWORK) refuses its IP address.
 */
import { ApiError } from "../../runtime/errors.js";
import { checkUrl, type EgressPolicy } from "../../runtime/outbound/policy.js";

/**
 * `url`, unchanged, or an ApiError naming `pointer` (the body member, e.g. `/url`). Names are not
 * resolved here: DNS is judged at connect time, on every call.
 */
export function outboundUrl(pointer: string, url: string, policy: EgressPolicy): string {
  const checked = checkUrl(url, policy);
  if (checked.ok) return url;
  const issues = [{ location: "body" as const, name: pointer, message: checked.reason }];
  throw new ApiError(checked.refused ? "forbidden" : "validation_failed", `${pointer} ${checked.reason}`, {
    issues,
  });
}
