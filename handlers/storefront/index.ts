/**
 * Handlers of the storefront (spec/storefront), one implementation behind both published
 * variants: `storefrontHandlers` answers the base contract (/storefront), and
 * `storefrontExtHandlers` the extended one (/storefront-ext), which adds orders, reviews,
 * product fields and list paging, sorting and filtering. Access levels, ownership, costs and
 * input validation are enforced by the runtime from the contract before these run.
 */
import type { StorefrontHandlers } from "../../generated/storefront/types.js";
import type { StorefrontExtHandlers } from "../../generated/storefront-ext/types.js";
import { readSection } from "../../runtime/config/read.js";
import type { RuntimeDeps } from "../../runtime/deps.js";
import type { ServiceModule, ServiceSetup } from "../../runtime/service.js";
import { billingExtHandlers, billingHandlers } from "./billing/routes.js";
import { catalogExtHandlers, catalogHandlers } from "./catalog.js";
import { checkoutExtHandlers, checkoutHandlers } from "./checkout/routes.js";
import { storefrontAdminCommand } from "./cli/admin.js";
import { storefrontVariables } from "./config.js";
import { contentExtHandlers, contentHandlers } from "./content.js";
import type { StorefrontExtras } from "./context.js";
import { apiTokenCredential } from "./credentials.js";
import { formExtHandlers, formHandlers } from "./forms.js";
import { mediaExtHandlers, mediaHandlers } from "./media.js";
import { owners } from "./owners.js";
import { tokenExtHandlers, tokenHandlers } from "./tokens/routes.js";

/** The base variant (spec/storefront, version 0.1.0): one handlers object per tag. */
export const storefrontHandlers: StorefrontHandlers = {
  ...tokenHandlers,
  ...billingHandlers,
  ...catalogHandlers,
  ...checkoutHandlers,
  ...formHandlers,
  ...contentHandlers,
  ...mediaHandlers,
  owners: { tokens_revoke: owners.tokens_revoke },
};

/** The extended variant (spec/storefront, version 0.1.0-ext): one handlers object per tag. */
export const storefrontExtHandlers: StorefrontExtHandlers = {
  ...tokenExtHandlers,
  ...billingExtHandlers,
  ...catalogExtHandlers,
  ...checkoutExtHandlers,
  ...formExtHandlers,
  ...contentExtHandlers,
  ...mediaExtHandlers,
  owners,
};

/** The storefront's configuration, read once from the runtime's. */
function setupStorefront(deps: RuntimeDeps): ServiceSetup<StorefrontExtras> {
  const page = readSection(storefrontVariables, deps.env).STOREFRONT_CHECKOUT_RETURN_URL;
  return { context: { config: page ? { checkoutReturnUrl: page } : {} } };
}

/** The base storefront: its handlers, its access tokens, its configuration. */
export const storefrontModule: ServiceModule<StorefrontExtras> = {
  handlers: storefrontHandlers,
  credentials: [apiTokenCredential],
  config: storefrontVariables,
  setup: setupStorefront,
  adminCommands: [storefrontAdminCommand],
};

/** The extended storefront (same tokens and configuration as the base variant). */
export const storefrontExtModule: ServiceModule<StorefrontExtras> = {
  handlers: storefrontExtHandlers,
  credentials: [apiTokenCredential],
  config: storefrontVariables,
  setup: setupStorefront,
  adminCommands: [storefrontAdminCommand],
};
