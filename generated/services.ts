// Generated from spec/ by codegen — run `npm run generate`. Do not edit.

import type { ServiceBinding } from "../runtime/contract.js";
import { accountModule } from "../handlers/account/index.js";
import { accountService } from "./account/service.js";
import { annotatorModule } from "../handlers/annotator/index.js";
import { annotatorService } from "./annotator/service.js";
import { catalogModule } from "../handlers/catalog/index.js";
import { catalogService } from "./catalog/service.js";
import { crawlerModule } from "../handlers/crawler/index.js";
import { crawlerService } from "./crawler/service.js";
import { infraModule } from "../handlers/infra/index.js";
import { infraService } from "./infra/service.js";
import { matcherModule } from "../handlers/matcher/index.js";
import { matcherService } from "./matcher/service.js";
import { memoryModule } from "../handlers/memory/index.js";
import { memoryService } from "./memory/service.js";
import { ocrModule } from "../handlers/ocr/index.js";
import { ocrService } from "./ocr/service.js";
import { rendererModule } from "../handlers/renderer/index.js";
import { rendererService } from "./renderer/service.js";
import { restaurantModule } from "../handlers/restaurant/index.js";
import { restaurantService } from "./restaurant/service.js";
import { sandboxModule } from "../handlers/sandbox/index.js";
import { sandboxService } from "./sandbox/service.js";
import { storefrontModule } from "../handlers/storefront/index.js";
import { storefrontService } from "./storefront/service.js";
import { storefrontExtModule } from "../handlers/storefront/index.js";
import { storefrontExtService } from "./storefront-ext/service.js";
import { uuidModule } from "../handlers/uuid/index.js";
import { uuidService } from "./uuid/service.js";

/** Every service in spec/, with its module. */
export const services: ServiceBinding[] = [
  { definition: accountService, module: accountModule },
  { definition: annotatorService, module: annotatorModule },
  { definition: catalogService, module: catalogModule },
  { definition: crawlerService, module: crawlerModule },
  { definition: infraService, module: infraModule },
  { definition: matcherService, module: matcherModule },
  { definition: memoryService, module: memoryModule },
  { definition: ocrService, module: ocrModule },
  { definition: rendererService, module: rendererModule },
  { definition: restaurantService, module: restaurantModule },
  { definition: sandboxService, module: sandboxModule },
  { definition: storefrontService, module: storefrontModule },
  { definition: storefrontExtService, module: storefrontExtModule },
  { definition: uuidService, module: uuidModule },
];
