// Generated from spec/ by codegen — run `npm run generate`. Do not edit.

import type { ServiceBinding } from "../runtime/contract.js";
import { accountHandlers } from "../handlers/account/index.js";
import { accountService } from "./account/service.js";
import { infraHandlers } from "../handlers/infra/index.js";
import { infraWorkers } from "../handlers/infra/workers.js";
import { infraService } from "./infra/service.js";
import { storefrontHandlers } from "../handlers/storefront/index.js";
import { storefrontService } from "./storefront/service.js";
import { storefrontExtHandlers } from "../handlers/storefront/index.js";
import { storefrontExtService } from "./storefront-ext/service.js";
import { uuidHandlers } from "../handlers/uuid/index.js";
import { uuidService } from "./uuid/service.js";

/** Every service in spec/, with its handlers. */
export const services: ServiceBinding[] = [
  { definition: accountService, handlers: accountHandlers },
  { definition: infraService, handlers: infraHandlers, workers: infraWorkers },
  { definition: storefrontService, handlers: storefrontHandlers },
  { definition: storefrontExtService, handlers: storefrontExtHandlers },
  { definition: uuidService, handlers: uuidHandlers },
];
