/**
 * The menu area (tag "Menu"): the organization's catalog, preset menus, and each restaurant's
 * menu with what it sells at a moment.
 */
import type { RestaurantMenuHandlers } from "../../../generated/restaurant/types.js";
import { branchMenuHandlers } from "./branchMenu.js";
import { catalogHandlers } from "./catalog.js";
import { itemHandlers } from "./items.js";

/** Every menu operation. */
export const menuHandlers: RestaurantMenuHandlers = {
  ...catalogHandlers,
  ...itemHandlers,
  ...branchMenuHandlers,
};
