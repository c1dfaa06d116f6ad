/**
 * The in-process half of the channel bus: who in this process subscribed to which channel, and
 * handing notices to them. Bursts are coalesced (one call per channel per turn of the event
 * loop, with the newest id) and a subscriber that throws never reaches the bus.
 */
import type { Logger } from "pino";
import { compareIds } from "../../../storage/infra/channels.js";
import { type ChannelNotice, channelKey, type WireNotice } from "./notices.js";

/** What a subscriber is called with; may return a promise (its rejection is logged). */
export type NoticeHandler = (notice: ChannelNotice) => void | Promise<void>;

interface Subscription {
  projectId: string;
  channel: string;
  onNotice: NoticeHandler;
}

interface Topic {
  subscriptions: Set<Subscription>;
  /** Newest id delivered here, so a resync notice can carry a meaningful hint. */
  lastId: string;
}

/** Local subscribers of one bus. */
export class NoticeDispatcher {
  readonly #log: Pick<Logger, "warn">;
  readonly #topics = new Map<string, Topic>();
  readonly #pending = new Map<string, ChannelNotice>();
  #flushScheduled = false;

  /** `log` receives subscriber failures. */
  constructor(log: Pick<Logger, "warn">) {
    this.#log = log;
  }

  /** Calls `onNotice` for notices on the channel until the returned function is called. */
  subscribe(projectId: string, channel: string, onNotice: NoticeHandler): () => void {
    const key = channelKey(projectId, channel);
    let topic = this.#topics.get(key);
    if (!topic) {
      topic = { subscriptions: new Set(), lastId: "0" };
      this.#topics.set(key, topic);
    }
    // A fresh object per call: the same function subscribed twice is two subscriptions.
    const subscription: Subscription = { projectId, channel, onNotice };
    topic.subscriptions.add(subscription);
    const owner = topic;
    return () => {
      owner.subscriptions.delete(subscription);
      if (owner.subscriptions.size === 0 && this.#topics.get(key) === owner) this.#topics.delete(key);
    };
  }

  /** Queues notices for delivery; a null channel reaches every channel of its project. */
  deliver(notices: readonly WireNotice[]): void {
    for (const n of notices) {
      if (n.channel !== null) this.#queue({ projectId: n.projectId, channel: n.channel, id: n.id });
      else
        for (const s of this.#subscribed())
          if (s.projectId === n.projectId)
            this.#queue({ projectId: s.projectId, channel: s.channel, id: n.id });
    }
  }

  /**
   * Queues a notice for every subscribed channel, with the newest id seen there: after the bus
   * may have missed notices (its listener was down), subscribers re-read from the database.
   */
  resyncAll(): void {
    for (const s of this.#subscribed()) {
      const lastId = this.#topics.get(channelKey(s.projectId, s.channel))?.lastId ?? "0";
      this.#queue({ projectId: s.projectId, channel: s.channel, id: lastId });
    }
  }

  /** Drops every subscription and anything queued. */
  clear(): void {
    this.#topics.clear();
    this.#pending.clear();
  }

  /** One (projectId, channel) per subscribed topic. */
  *#subscribed(): Generator<{ projectId: string; channel: string }> {
    for (const topic of this.#topics.values()) {
      const first = topic.subscriptions.values().next();
      if (!first.done) yield first.value;
    }
  }

  #queue(notice: ChannelNotice): void {
    const key = channelKey(notice.projectId, notice.channel);
    // Nobody here listens to it: nothing to keep.
    if (!this.#topics.has(key)) return;
    const queued = this.#pending.get(key);
    if (!queued || compareIds(notice.id, queued.id) > 0) this.#pending.set(key, notice);
    if (this.#flushScheduled) return;
    this.#flushScheduled = true;
    // Not synchronous: a publisher never runs subscriber code inside its own call.
    setImmediate(() => this.#flush());
  }

  #flush(): void {
    this.#flushScheduled = false;
    const batch = [...this.#pending];
    this.#pending.clear();
    for (const [key, notice] of batch) {
      const topic = this.#topics.get(key);
      if (!topic) continue;
      if (compareIds(notice.id, topic.lastId) > 0) topic.lastId = notice.id;
      // A copy: a subscriber may unsubscribe (itself or others) while we iterate.
      for (const s of [...topic.subscriptions]) {
        if (!topic.subscriptions.has(s)) continue;
        try {
          const result = s.onNotice({ ...notice });
          if (result instanceof Promise) result.catch((err: unknown) => this.#failed(err, notice));
        } catch (err) {
          this.#failed(err, notice);
        }
      }
    }
  }

  #failed(err: unknown, notice: ChannelNotice): void {
    this.#log.warn(
      { err, projectId: notice.projectId, channel: notice.channel },
      "channel subscriber failed",
    );
  }
}
