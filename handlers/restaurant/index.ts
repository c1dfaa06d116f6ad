/**
 * The Restaurant platform service (spec/restaurant): its handlers and its registration with the
 * kernel. Validation, credentials, error shapes and discovery come from the contract through the
 * runtime; tenancy and roles from ./access.ts.
 */
import type { RestaurantHandlers } from "../../generated/restaurant/types.js";
import type { ServiceModule } from "../../runtime/service.js";
import { analyticsHandlers } from "./analytics/index.js";
import { authHandlers } from "./auth.js";
import { campaignsHandlers, setupCampaigns } from "./campaigns/index.js";
import type { RestaurantExtras } from "./context.js";
import { customerHandlers } from "./customers/index.js";
import { loyaltyHandlers } from "./loyalty/index.js";
import { marketingHandlers } from "./marketing/index.js";
import { setupMarketing } from "./marketing/setup.js";
import { memberHandlers } from "./members.js";
import { menuHandlers } from "./menu/index.js";
import { orderHandlers } from "./orders/routes.js";
import { organizationHandlers } from "./organizations.js";
import { reservationHandlers } from "./reservations/index.js";
import { branchHandlers } from "./restaurants.js";

/** Every Restaurant platform operation. */
export const restaurantHandlers: RestaurantHandlers = {
  ...authHandlers,
  ...organizationHandlers,
  ...branchHandlers,
  ...memberHandlers,
  ...orderHandlers,
  ...marketingHandlers,
  ...reservationHandlers,
  ...customerHandlers,
  ...loyaltyHandlers,
  ...analyticsHandlers,
  ...menuHandlers,
  ...campaignsHandlers,
};

/** The Restaurant platform service. */
export const restaurantModule: ServiceModule<RestaurantExtras> = {
  handlers: restaurantHandlers,
  setup: (deps) => ({
    context: { marketing: setupMarketing(deps) },
    sweeps: setupCampaigns(deps),
  }),
};
