/** Handlers of the channel routes of spec/infra: publish and read (./publish.ts), subscribe (./subscribe.ts). */
import type { InfraChannelsHandlers } from "../../../generated/infra/types.js";
import { publishHandlers } from "./publish.js";
import { subscribeHandlers } from "./subscribe.js";

/** The channel operations. */
export const channelHandlers: InfraChannelsHandlers = {
  ...publishHandlers,
  ...subscribeHandlers,
};
