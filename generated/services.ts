// Generated from spec/ by codegen — run `npm run generate`. Do not edit.

import type { ServiceBinding } from "../runtime/contract.js";
import { accountModule } from "../handlers/account/index.js";
import { accountService } from "./account/service.js";
import { catalogModule } from "../handlers/catalog/index.js";
import { catalogService } from "./catalog/service.js";
import { crawlerModule } from "../handlers/crawler/index.js";
import { crawlerService } from "./crawler/service.js";
import { infraModule } from "../handlers/infra/index.js";
import { infraService } from "./infra/service.js";
import { memoryModule } from "../handlers/memory/index.js";
import { memoryService } from "./memory/service.js";
import { rendererModule } from "../handlers/renderer/index.js";
import { rendererService } from "./renderer/service.js";
import { storefrontModule } from "../handlers/storefront/index.js";
import { storefrontService } from "./storefront/service.js";
import { storefrontExtModule } from "../handlers/storefront/index.js";
import { storefrontExtService } from "./storefront-ext/service.js";
import { uuidModule } from "../handlers/uuid/index.js";
import { uuidService } from "./uuid/service.js";

/** Every service in spec/, with its module. */
export const services: ServiceBinding[] = [
  { definition: accountService, module: accountModule },
  { definition: catalogService, module: catalogModule },
  { definition: crawlerService, module: crawlerModule },
  { definition: infraService, module: infraModule },
  { definition: memoryService, module: memoryModule },
  { definition: rendererService, module: rendererModule },
  { definition: storefrontService, module: storefrontModule },
  { definition: storefrontExtService, module: storefrontExtModule },
  { definition: uuidService, module: uuidModule },
];
