/**
 * `channel_subscribe`: a server-sent event stream of one channel. The database is the single
 * source of messages and order; the channel bus only says "there is something new", so a
 * subscriber that misses a notice (or resumes after a reconnect) still gets every message, by
 * reading everything after the last id it sent.
 */
import { randomUUID } from "node:crypto";
import type { InfraChannelsHandlers } from "../../../generated/infra/types.js";
import { type EventSink, EventStream } from "../../../runtime/sse/eventStream.js";
import {
  joinPresence,
  latestMessageId,
  leavePresence,
  messagesAfter,
  refreshPresence,
} from "../../../storage/infra/channels.js";
import { chargedProject } from "../caller.js";
import type { Context } from "../context.js";

/** Idle streams get a comment this often, which also refreshes the subscriber's presence. */
export const HEARTBEAT_MS = 15_000;
/** A presence entry outlives its last refresh by this much (a crashed process's entries lapse). */
const PRESENCE_TTL_MS = 3 * HEARTBEAT_MS;
/** Messages read per round trip while catching up. */
const READ_BATCH = 100;

interface Subscription {
  ctx: Context;
  projectId: string;
  channel: string;
  /** Send messages after this id; null: only messages published from now on. */
  resumeAfter: string | null;
  userId: string | undefined;
  /** Stay connected for new messages (an EventSource); else send the replay and end. */
  live: boolean;
}

/** Waits until woken, aborted or `ms` pass; a wake before the wait starts is not lost. */
function wakeable() {
  let pending = false;
  let resolve: (() => void) | undefined;
  return {
    wake() {
      pending = true;
      resolve?.();
    },
    wait(ms: number, signal: AbortSignal): Promise<void> {
      if (pending || signal.aborted) {
        pending = false;
        return Promise.resolve();
      }
      return new Promise((done) => {
        const finish = () => {
          clearTimeout(timer);
          signal.removeEventListener("abort", finish);
          resolve = undefined;
          pending = false;
          done();
        };
        const timer = setTimeout(finish, ms);
        signal.addEventListener("abort", finish);
        resolve = finish;
      });
    },
  };
}

/** Streams the channel to `sink` until the client goes away. */
async function stream(sub: Subscription, sink: EventSink): Promise<void> {
  const { ctx, projectId, channel } = sub;
  const signal = sink.signal;
  const bell = wakeable();
  // Subscribe before reading the starting point: a message published in between rings the bell.
  const unsubscribe = ctx.channels.subscribe(projectId, channel, () => bell.wake());
  const connectionId = randomUUID();
  try {
    let last = sub.resumeAfter ?? (await latestMessageId(ctx.db, projectId, channel)) ?? "0";
    if (sub.userId)
      await joinPresence(ctx.db, projectId, channel, connectionId, sub.userId, PRESENCE_TTL_MS, ctx.now());
    let lastBeat = Date.now();
    while (!signal.aborted) {
      const batch = await messagesAfter(ctx.db, projectId, channel, last, READ_BATCH);
      for (const m of batch) {
        sink.send({ id: m.id, event: m.event, data: JSON.stringify(m.data) });
        last = m.id;
      }
      if (batch.length === READ_BATCH) continue;
      if (!sub.live) return;
      if (Date.now() - lastBeat >= HEARTBEAT_MS) {
        sink.comment("heartbeat");
        lastBeat = Date.now();
        if (sub.userId) await refreshPresence(ctx.db, [connectionId], PRESENCE_TTL_MS, ctx.now());
      }
      await bell.wait(HEARTBEAT_MS - (Date.now() - lastBeat), signal);
    }
  } finally {
    unsubscribe();
    if (sub.userId)
      await leavePresence(ctx.db, projectId, channel, connectionId).catch((err: unknown) =>
        ctx.log.warn({ err }, "could not remove a subscriber's presence; it lapses by itself"),
      );
  }
}

/** The subscribe handler. */
export const subscribeHandlers = {
  async channel_subscribe({ path, query, headers }, ctx) {
    const projectId = await chargedProject(ctx);
    const sub: Subscription = {
      ctx,
      projectId,
      channel: path.channel,
      resumeAfter: query.last_event_id ?? headers["Last-Event-ID"] ?? null,
      userId: query.user_id,
      live: /\btext\/event-stream\b/i.test(headers.accept ?? ""),
    };
    return { status: 200, body: new EventStream((sink) => stream(sub, sink)) };
  },
} satisfies Partial<InfraChannelsHandlers>;
