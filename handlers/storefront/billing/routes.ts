/** The "Billing" operations of both variants: usage billing at the payment processor. */
import type { StorefrontBillingHandlers } from "../../../generated/storefront/types.js";
import type { StorefrontExtBillingHandlers } from "../../../generated/storefront-ext/types.js";
import { billingConnect } from "./connect.js";
import { billingReport } from "./report.js";

/** The base variant's billing. */
export const billingHandlers: StorefrontBillingHandlers = {
  billing_connect: billingConnect,
  billing_report: billingReport,
};

/** The extended variant's billing (the same operations). */
export const billingExtHandlers: StorefrontExtBillingHandlers = {
  billing_connect: billingConnect,
  billing_report: billingReport,
};
