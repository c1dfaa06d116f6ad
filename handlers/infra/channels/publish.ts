/** Channel publish and read routes: messages are stored, then announced on the channel bus. */
import type { InfraChannelsHandlers } from "../../../generated/infra/types.js";
import {
  type ChannelMessage,
  channelHistory,
  channelPresence,
  type NewChannelMessage,
  publishMessages,
} from "../../../storage/infra/channels.js";
import { withTransaction } from "../../../storage/transactions.js";
import { chargedProject } from "../caller.js";
import type { Context } from "../context.js";
import { emitEvents } from "../events.js";
import { checkJsonSize, iso, MESSAGE_DATA_MAX_BYTES } from "../format.js";

interface MessageFields {
  event: string;
  data: unknown;
  id?: string;
  user_id?: string;
}

/** The repository's message; 413 when its data is over the limit (`pointer` names it). */
function toNew(channel: string, m: MessageFields, pointer = "/data"): NewChannelMessage {
  checkJsonSize(m.data, MESSAGE_DATA_MAX_BYTES, pointer);
  return {
    channel,
    event: m.event,
    data: m.data,
    ...(m.id === undefined ? {} : { messageId: m.id }),
    ...(m.user_id === undefined ? {} : { userId: m.user_id }),
  };
}

function published(m: ChannelMessage) {
  return { id: m.id, channel: m.channel, event: m.event, timestamp: iso(m.timestamp) };
}

/**
 * Stores the messages, records their `channels.message` events for subscribed webhooks and
 * announces them, in one transaction: subscribers hear of them on commit.
 */
async function publish(ctx: Context, projectId: string, messages: NewChannelMessage[]) {
  return withTransaction({ knex: ctx.db }, async (trx) => {
    const now = ctx.now();
    const stored = await publishMessages(trx, projectId, messages, now);
    // A message repeating an earlier id comes back as that earlier message: not a new event.
    const fresh = stored.filter((m, i) => m.timestamp.getTime() === now.getTime() && stored.indexOf(m) === i);
    await emitEvents(
      trx,
      ctx.work,
      projectId,
      fresh.map((m) => ({
        topic: "channels.message",
        data: { channel: m.channel, id: m.id, event: m.event, data: m.data, user_id: m.userId },
      })),
      now,
    );
    await ctx.channels.publish(
      stored.map((m) => ({ projectId, channel: m.channel, id: m.id })),
      trx,
    );
    return stored;
  });
}

/** Publish, batch publish, presence and history. */
export const publishHandlers = {
  async channel_publish({ path, body }, ctx) {
    const message = toNew(path.channel, body);
    const projectId = await chargedProject(ctx);
    const [stored] = await publish(ctx, projectId, [message]);
    return { status: 200, body: published(stored!) };
  },

  async channel_publish_batch({ body }, ctx) {
    const messages = body.messages.map((m, i) => toNew(m.channel, m, `/messages/${i}/data`));
    const projectId = await chargedProject(ctx);
    const stored = await publish(ctx, projectId, messages);
    return { status: 200, body: { messages: stored.map(published) } };
  },

  async channel_presence({ path }, ctx) {
    const projectId = await chargedProject(ctx);
    const presence = await channelPresence(ctx.db, projectId, path.channel, ctx.now());
    return {
      status: 200,
      body: {
        channel: path.channel,
        count: presence.count,
        users: presence.users.map((u) => ({ user_id: u.userId, joined_at: iso(u.joinedAt) })),
      },
    };
  },

  async channel_history({ path, query }, ctx) {
    const projectId = await chargedProject(ctx);
    const messages = await channelHistory(ctx.db, projectId, path.channel, {
      limit: query.limit,
      ...(query.before === undefined ? {} : { before: query.before }),
    });
    return {
      status: 200,
      body: {
        channel: path.channel,
        messages: messages.map((m) => ({
          id: m.id,
          event: m.event,
          data: m.data,
          user_id: m.userId,
          timestamp: iso(m.timestamp),
        })),
      },
    };
  },
} satisfies Partial<InfraChannelsHandlers>;
