/** Handlers of the storage routes of spec/infra/storage.tsp: buckets, objects, signed URLs. */
import type { InfraStorageHandlers } from "../../../generated/infra/types.js";
import { bucketHandlers } from "./buckets.js";
import { objectHandlers } from "./objects.js";
import { signedHandlers } from "./signed.js";

/** The storage operations. */
export const storageHandlers: InfraStorageHandlers = {
  ...bucketHandlers,
  ...objectHandlers,
  ...signedHandlers,
};
