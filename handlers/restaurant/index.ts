/**
 * The Restaurant platform service (spec/restaurant): its handlers and its registration with the
 * kernel. Validation, credentials, error shapes and discovery come from the contract through the
 * runtime; tenancy and roles from ./access.ts.
 */
import type { RestaurantHandlers } from "../../generated/restaurant/types.js";
import type { ServiceModule } from "../../runtime/service.js";
import { authHandlers } from "./auth.js";
import { memberHandlers } from "./members.js";
import { menuHandlers } from "./menu/index.js";
import { organizationHandlers } from "./organizations.js";
import { branchHandlers } from "./restaurants.js";

/** Every Restaurant platform operation. */
export const restaurantHandlers: RestaurantHandlers = {
  ...authHandlers,
  ...organizationHandlers,
  ...branchHandlers,
  ...memberHandlers,
  ...menuHandlers,
};

/** The Restaurant platform service. */
export const restaurantModule: ServiceModule = { handlers: restaurantHandlers };
