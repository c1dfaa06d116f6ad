/**
 * Handlers of the storefront (spec/storefront), one implementation behind both published
 * variants: `storefrontHandlers` answers the base contract (/storefront), and
 * `storefrontExtHandlers` the extended one (/storefront-ext), which adds orders, reviews,
 * product fields and list paging, sorting and filtering. Access levels, ownership, costs and
 * input validation are enforced by the runtime from the contract before these run.
 */
import type { StorefrontHandlers } from "../../generated/storefront/types.js";
import type { StorefrontExtHandlers } from "../../generated/storefront-ext/types.js";
import type { RuntimeDeps } from "../../runtime/deps.js";
import type { ServiceModule, ServiceSetup } from "../../runtime/service.js";
import { productBadge } from "./badge/handler.js";
import { billingConnect } from "./billing/connect.js";
import { billingReport } from "./billing/report.js";
import { checkoutConfirm } from "./checkout/confirm.js";
import { checkoutPay } from "./checkout/pay.js";
import { checkoutWebhook } from "./checkout/webhook.js";
import type { StorefrontExtras } from "./context.js";
import { apiTokenCredential } from "./credentials.js";
import { type CrudHandler, crudOperations, type Variant } from "./crud/factory.js";
import { BASE_RESOURCES, EXT_RESOURCES } from "./crud/resources.js";
import { defaultReturnUrls, runtimeProcessor, type StorefrontOptions } from "./options.js";
import { owners } from "./owners.js";
import { createToken, revokeToken } from "./tokens/handlers.js";

/** The CRUD operations of a handlers interface (`<resource>_list` … `_delete`). */
type CrudOf<H> = Pick<
  H,
  Exclude<Extract<keyof H, `${string}_${"list" | "create" | "get" | "update" | "delete"}`>, "tokens_create">
>;

function crud(variant: Variant): Record<string, CrudHandler> {
  const resources = variant === "ext" ? [...BASE_RESOURCES, ...EXT_RESOURCES] : BASE_RESOURCES;
  return Object.assign({}, ...resources.map((r) => crudOperations(r, variant)));
}

/** Both variants' handlers; tests pass their own processor and return URLs. */
export function createStorefrontHandlers(options: StorefrontOptions = {}): {
  base: StorefrontHandlers;
  ext: StorefrontExtHandlers;
} {
  const processorOf = options.processor ?? runtimeProcessor;
  const returnUrls = options.returnUrls ?? defaultReturnUrls;
  const shared = {
    tokens_create: createToken,
    tokens_revoke: revokeToken,
    product_badge: productBadge,
    checkout_pay: checkoutPay(processorOf, returnUrls),
    checkout_confirm: checkoutConfirm(processorOf),
    checkout_webhook: checkoutWebhook(processorOf),
    billing_connect: billingConnect(processorOf),
    billing_report: billingReport(processorOf),
  };
  // The generic CRUD handlers are typed by their resource description, not per operation;
  // the generated router validates every input and response against the contract.
  const base: StorefrontHandlers = {
    ...(crud("base") as unknown as CrudOf<StorefrontHandlers>),
    ...shared,
    owners: { tokens_revoke: owners.tokens_revoke },
  };
  const ext: StorefrontExtHandlers = {
    ...(crud("ext") as unknown as CrudOf<StorefrontExtHandlers>),
    ...shared,
    owners,
  };
  return { base, ext };
}

const handlers = createStorefrontHandlers();

/** The base variant (spec/storefront, version 0.1.0). */
export const storefrontHandlers: StorefrontHandlers = handlers.base;

/** The extended variant (spec/storefront, version 0.1.0-ext). */
export const storefrontExtHandlers: StorefrontExtHandlers = handlers.ext;

/** The storefront's configuration, read once from the runtime's. */
function setupStorefront(deps: RuntimeDeps): ServiceSetup<StorefrontExtras> {
  const page = deps.env.STOREFRONT_CHECKOUT_RETURN_URL;
  return { context: { config: page ? { checkoutReturnUrl: page } : {} } };
}

/** The base storefront: its handlers, its access tokens, its configuration. */
export const storefrontModule: ServiceModule<StorefrontExtras> = {
  handlers: storefrontHandlers,
  credentials: [apiTokenCredential],
  setup: setupStorefront,
};

/** The extended storefront (same tokens and configuration as the base variant). */
export const storefrontExtModule: ServiceModule<StorefrontExtras> = {
  handlers: storefrontExtHandlers,
  credentials: [apiTokenCredential],
  setup: setupStorefront,
};
