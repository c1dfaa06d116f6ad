/**
 * Channel notices on the wire: what one `pg_notify` payload carries. Only ids travel (the
 * messages are read from the database), many notices share a payload, and a payload stays under
 * PostgreSQL's 8000-byte NOTIFY limit.
 */
import { compareIds } from "../../../storage/infra/channels.js";

/** "Messages up to `id` were published on this channel": a hint to re-read from the database. */
export interface ChannelNotice {
  projectId: string;
  channel: string;
  /**
   * The newest message id the sender knew of. A hint only: subscribers read
   * `messagesAfter(their own last id)` and MUST NOT skip ahead to it.
   */
  id: string;
}

/** A notice as decoded from the wire: `channel` null means every channel of the project. */
export interface WireNotice {
  projectId: string;
  channel: string | null;
  id: string;
}

/** The PostgreSQL NOTIFY channel every server process listens on. */
export const NOTIFY_CHANNEL = "infra_channels";

/** Payload budget in bytes; PostgreSQL refuses payloads of 8000 bytes or more. */
export const PAYLOAD_MAX_BYTES = 7_900;

/**
 * Keeps one notice per channel, the one with the newest id: subscribers re-read everything
 * after their own position anyway, so older notices for the same channel add nothing.
 */
export function coalesceNotices<T extends WireNotice>(notices: Iterable<T>): T[] {
  const newest = new Map<string, T>();
  for (const n of notices) {
    const k = JSON.stringify([n.projectId, n.channel]);
    const seen = newest.get(k);
    if (!seen || compareIds(n.id, seen.id) > 0) newest.set(k, n);
  }
  return [...newest.values()];
}

/**
 * Payloads for these notices: JSON arrays of `[projectId, channel, id]`, packed greedily under
 * {@link PAYLOAD_MAX_BYTES}. A notice too large for a payload of its own (a huge channel name)
 * travels as `[projectId, null, id]` — "re-read every channel of the project" — rather than
 * being dropped.
 */
export function encodeNotices(notices: readonly ChannelNotice[]): string[] {
  const payloads: string[] = [];
  let parts: string[] = [];
  let bytes = 2; // the brackets
  for (const n of coalesceNotices(notices)) {
    let part = JSON.stringify([n.projectId, n.channel, n.id]);
    if (Buffer.byteLength(part) + 2 > PAYLOAD_MAX_BYTES) part = JSON.stringify([n.projectId, null, n.id]);
    const size = Buffer.byteLength(part);
    if (parts.length > 0 && bytes + 1 + size > PAYLOAD_MAX_BYTES) {
      payloads.push(`[${parts.join(",")}]`);
      parts = [];
      bytes = 2;
    }
    bytes += (parts.length > 0 ? 1 : 0) + size;
    parts.push(part);
  }
  if (parts.length > 0) payloads.push(`[${parts.join(",")}]`);
  return payloads;
}

/** The notices in a payload; malformed entries (another sender's bug) are skipped, never thrown. */
export function decodeNotices(payload: string): WireNotice[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const notices: WireNotice[] = [];
  for (const entry of parsed) {
    if (!Array.isArray(entry) || entry.length !== 3) continue;
    const [projectId, channel, id] = entry as unknown[];
    if (
      typeof projectId === "string" &&
      (typeof channel === "string" || channel === null) &&
      typeof id === "string"
    )
      notices.push({ projectId, channel, id });
  }
  return notices;
}

/** The map key of one project's channel (JSON, so no separator can be forged by a name). */
export function channelKey(projectId: string, channel: string): string {
  return JSON.stringify([projectId, channel]);
}
