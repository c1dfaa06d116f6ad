import type { Caller } from "./context.js";
import type { ServiceBinding, ServiceDefinition } from "./contract.js";
import type { RuntimeDeps } from "./deps.js";
import { createLogger } from "./logger.js";
import { closeServices, prepareService, startServiceWorkers, withCredentialKinds } from "./prepare.js";
import type { CredentialKind, ServiceModule } from "./service.js";
import { runSweeps } from "./sweeps.js";
import { WorkEngine } from "./work/engine.js";

const caller = (kind: string, id: string): Caller => ({
  kind,
  id,
  userId: null,
  role: "user",
  prefix: id,
  scopes: [],
});

/** Enough of a runtime for preparation: no database is touched without pg-boss. */
function fakeDeps(): RuntimeDeps {
  const db = { kind: "pglite", knex: {} as never, boss: null, ping: async () => true, close: async () => {} };
  return {
    db,
    work: new WorkEngine(db, { now: () => new Date(), log: createLogger("silent") }),
    log: createLogger("silent"),
    authenticate: async ({ value }: { value: string }) =>
      value.startsWith("sk_") ? caller("api-key", value) : null,
    now: () => new Date("2026-11-24T00:00:00Z"),
    env: {},
  } as unknown as RuntimeDeps;
}

const definition = (name: string) => ({ name, operations: [] }) as unknown as ServiceDefinition;

describe("withCredentialKinds", () => {
  const token: CredentialKind = {
    name: "token",
    matches: (s) => s.startsWith("tok_"),
    resolve: async (_knex, s) => (s === "tok_good" ? caller("api-token", s) : null),
  };
  // Shares the platform's `sk_` prefix: told apart by shape, so it must win when it matches.
  const project: CredentialKind = {
    name: "project key",
    matches: (s) => /^sk_[a-z]{4}_[0-9]+$/.test(s),
    resolve: async (_knex, s) => caller("project-key", s),
  };

  it("answers with the first kind that matches, else the platform's authenticator", async () => {
    const deps = fakeDeps();
    const authenticate = withCredentialKinds(deps, [token, project], deps.authenticate);
    expect(await authenticate({ scheme: "b", value: "tok_good" })).toMatchObject({ kind: "api-token" });
    expect(await authenticate({ scheme: "b", value: "tok_bad" })).toBeNull();
    expect(await authenticate({ scheme: "b", value: "sk_abcd_12" })).toMatchObject({ kind: "project-key" });
    expect(await authenticate({ scheme: "b", value: "sk_plain" })).toMatchObject({ kind: "api-key" });
    expect(await authenticate({ scheme: "b", value: "other" })).toBeNull();
  });

  it("is the platform's authenticator itself when the service issues no secrets", () => {
    const deps = fakeDeps();
    expect(withCredentialKinds(deps, [], deps.authenticate)).toBe(deps.authenticate);
  });
});

describe("prepareService", () => {
  it("runs a service's set-up once per runtime and shares it between app and workers", async () => {
    const events: string[] = [];
    const module: ServiceModule<{ greeting: string }> = {
      handlers: { hello: async () => ({ status: 200 }) },
      setup: (deps) => {
        events.push("setup");
        return {
          context: { greeting: `hello ${deps.env.WHO ?? "world"}` },
          start: async () => {
            events.push("start");
            return async () => {
              events.push("stop");
            };
          },
          close: async () => {
            events.push("close");
          },
        };
      },
    };
    const binding: ServiceBinding = { definition: definition("greeter"), module };
    const deps = { ...fakeDeps(), env: { WHO: "ada" } };
    const first = prepareService(binding, deps);
    expect(first.context).toEqual({ greeting: "hello ada" });
    expect(prepareService(binding, deps)).toBe(first);
    // Another runtime gets its own set-up.
    expect(prepareService(binding, fakeDeps())).not.toBe(first);

    const stop = await startServiceWorkers([binding], deps);
    await stop();
    await closeServices(deps);
    await closeServices(deps); // nothing left to close
    expect(events).toEqual(["setup", "setup", "start", "stop", "close"]);
  });

  it("stops the services already started when a later one fails to start", async () => {
    const events: string[] = [];
    const ok: ServiceModule = {
      handlers: {},
      setup: () => ({
        start: async () => async () => {
          events.push("ok stopped");
        },
      }),
    };
    const broken: ServiceModule = {
      handlers: {},
      setup: () => ({
        start: async () => {
          throw new Error("cannot start");
        },
      }),
    };
    const deps = fakeDeps();
    await expect(
      startServiceWorkers(
        [
          { definition: definition("ok"), module: ok },
          { definition: definition("broken"), module: broken },
        ],
        deps,
      ),
    ).rejects.toThrow("cannot start");
    expect(events).toEqual(["ok stopped"]);
  });
});

describe("runSweeps", () => {
  it("runs every sweep in order, reports their counts, and goes on past a failing one", async () => {
    const ran: string[] = [];
    const done = await runSweeps(
      { log: createLogger("silent") },
      [
        {
          name: "a",
          run: async () => {
            ran.push("a");
            return { removed: 2 };
          },
        },
        {
          name: "b",
          run: async () => {
            ran.push("b");
            throw new Error("b broke");
          },
        },
        {
          name: "c",
          run: async () => {
            ran.push("c");
            return undefined;
          },
        },
      ],
      new Date(),
    );
    expect(ran).toEqual(["a", "b", "c"]);
    expect(done).toEqual({ a: { removed: 2 }, c: {} });
  });
});
