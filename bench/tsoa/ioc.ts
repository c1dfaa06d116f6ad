/**
 * tsoa's IoC module (named in tsoa.json): builds each controller with the app's database, the
 * documented tsoa way to give controllers constructor dependencies.
 */
import type { Request } from "express";
import type { IocContainer, IocContainerFactory } from "tsoa";
import { dbOf } from "./locals.js";
import { UuidController } from "./uuidController.js";

/** A container per request: the database comes from the app the request arrived on. */
export const iocContainer: IocContainerFactory<Request> = (request) =>
  ({
    get(controller: unknown) {
      if (controller !== UuidController) throw new Error("unknown controller");
      return new UuidController(dbOf(request));
    },
  }) as IocContainer;
