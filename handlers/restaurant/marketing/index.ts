/**
 * Marketing and webhooks of the restaurant service: promotions (which order pricing applies
 * through storage/restaurant/marketing/pricing.ts) and webhook subscriptions (fed by ../events.ts).
 */
import type {
  RestaurantPromotionsHandlers,
  RestaurantWebhooksHandlers,
} from "../../../generated/restaurant/types.js";
import { promotionHandlers } from "./promotions.js";
import { webhookHandlers } from "./webhooks.js";

/** The marketing operations. */
export const marketingHandlers: RestaurantPromotionsHandlers & RestaurantWebhooksHandlers = {
  ...promotionHandlers,
  ...webhookHandlers,
};
