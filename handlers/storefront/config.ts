/**
 * The environment variables of the storefront (both variants), registered through the modules'
 * `config` (checked at start, listed in the README and `.env.example`). Read once by its set-up.
 */
import { defineSection, url } from "../../runtime/config/define.js";

/** The storefront's variables. */
export const storefrontVariables = defineSection("storefront", {
  STOREFRONT_CHECKOUT_RETURN_URL: {
    description: "the shop's own page the shopper lands on after paying at the hosted checkout",
    schema: url(),
    defaultText: "the service's URL",
    example: "https://shop.example.com/thanks",
  },
});
