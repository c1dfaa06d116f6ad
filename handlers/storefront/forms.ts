/** The "Forms" operations of both variants: newsletter sign-ups and contact submissions. */
import * as baseRecords from "../../generated/storefront/schemas.js";
import type { StorefrontFormsHandlers } from "../../generated/storefront/types.js";
import * as extRecords from "../../generated/storefront-ext/schemas.js";
import type { StorefrontExtFormsHandlers } from "../../generated/storefront-ext/types.js";
import { crud } from "./crud/factory.js";
import { CONTACT_SUBMISSION, NEWSLETTER_SUBSCRIBER } from "./crud/resources.js";

const contactSubmission = {
  base: crud(CONTACT_SUBMISSION, baseRecords.ContactSubmission),
  ext: crud(CONTACT_SUBMISSION, extRecords.ContactSubmission),
};
const newsletterSubscriber = {
  base: crud(NEWSLETTER_SUBSCRIBER, baseRecords.NewsletterSubscriber),
  ext: crud(NEWSLETTER_SUBSCRIBER, extRecords.NewsletterSubscriber),
};

/** The base variant's forms. */
export const formHandlers: StorefrontFormsHandlers = {
  contactSubmission_list: contactSubmission.base.list,
  contactSubmission_create: contactSubmission.base.create,
  contactSubmission_get: contactSubmission.base.get,
  contactSubmission_update: contactSubmission.base.update,
  contactSubmission_delete: contactSubmission.base.delete,
  newsletterSubscriber_list: newsletterSubscriber.base.list,
  newsletterSubscriber_create: newsletterSubscriber.base.create,
  newsletterSubscriber_get: newsletterSubscriber.base.get,
  newsletterSubscriber_update: newsletterSubscriber.base.update,
  newsletterSubscriber_delete: newsletterSubscriber.base.delete,
};

/** The extended variant's forms: paged lists. */
export const formExtHandlers: StorefrontExtFormsHandlers = {
  contactSubmission_list: contactSubmission.ext.page,
  contactSubmission_create: contactSubmission.ext.create,
  contactSubmission_get: contactSubmission.ext.get,
  contactSubmission_update: contactSubmission.ext.update,
  contactSubmission_delete: contactSubmission.ext.delete,
  newsletterSubscriber_list: newsletterSubscriber.ext.page,
  newsletterSubscriber_create: newsletterSubscriber.ext.create,
  newsletterSubscriber_get: newsletterSubscriber.ext.get,
  newsletterSubscriber_update: newsletterSubscriber.ext.update,
  newsletterSubscriber_delete: newsletterSubscriber.ext.delete,
};
