/** The "Media" operations of both variants: the media library. */
import * as baseRecords from "../../generated/storefront/schemas.js";
import type { StorefrontMediaHandlers } from "../../generated/storefront/types.js";
import * as extRecords from "../../generated/storefront-ext/schemas.js";
import type { StorefrontExtMediaHandlers } from "../../generated/storefront-ext/types.js";
import { crud } from "./crud/factory.js";
import { MEDIA } from "./crud/resources.js";

const media = { base: crud(MEDIA, baseRecords.Media), ext: crud(MEDIA, extRecords.Media) };

/** The base variant's media library. */
export const mediaHandlers: StorefrontMediaHandlers = {
  media_list: media.base.list,
  media_create: media.base.create,
  media_get: media.base.get,
  media_update: media.base.update,
  media_delete: media.base.delete,
};

/** The extended variant's media library: paged lists. */
export const mediaExtHandlers: StorefrontExtMediaHandlers = {
  media_list: media.ext.page,
  media_create: media.ext.create,
  media_get: media.ext.get,
  media_update: media.ext.update,
  media_delete: media.ext.delete,
};
