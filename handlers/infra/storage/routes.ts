/** Handlers of the storage routes of spec/infra/storage.tsp. */
import type { InfraHandlers } from "../../../generated/infra/types.js";
import { bucketHandlers } from "./buckets.js";
import { objectHandlers } from "./objects.js";
import { signedHandlers } from "./signed.js";

/** The storage operations. */
export const storageHandlers = {
  ...bucketHandlers,
  ...objectHandlers,
  ...signedHandlers,
} satisfies Partial<InfraHandlers>;
