/**
 * `npm run mock` works for every service in generated/: Prism mocks the published contract,
 * answers 2xx to a valid request on each GET operation without path parameters, and 4xx to a
 * request the contract forbids. Catches contracts Prism cannot load or serve.
 */
import { freePort, type RunningPrism, startPrism } from "../tools/prism.js";
import {
  invalidRequests,
  loadContract,
  type SampleRequest,
  validGetRequests,
} from "../tools/sampleRequests.js";
import { listServices } from "../tools/services.js";

async function send(prism: RunningPrism, request: SampleRequest): Promise<number> {
  const response = await fetch(`${prism.url}${request.path}`, {
    method: request.method,
    headers: request.headers,
    ...(request.body !== undefined ? { body: request.body } : {}),
  });
  await response.arrayBuffer();
  return response.status;
}

const services = listServices();

test("there is at least one service to mock", () => {
  expect(services.length).toBeGreaterThan(0);
});

describe.each(services)("prism mock of %s", (service) => {
  const doc = loadContract(service);
  const valid = validGetRequests(doc);
  const invalid = invalidRequests(doc);
  let prism: RunningPrism;

  beforeAll(async () => {
    prism = await startPrism({ service, mode: "mock", port: await freePort() });
  }, 30_000);
  afterAll(async () => {
    await prism?.stop();
  });

  test("valid requests to every GET operation without path parameters answer 2xx", async () => {
    expect(valid.length).toBeGreaterThan(0);
    const statuses = await Promise.all(valid.map(async (r) => [r.label, await send(prism, r)] as const));
    for (const [label, status] of statuses) {
      expect({ label, ok: status >= 200 && status < 300, status }).toEqual({ label, ok: true, status });
    }
  });

  test("requests the contract forbids answer 4xx", async () => {
    expect(invalid.length).toBeGreaterThan(0);
    const statuses = await Promise.all(invalid.map(async (r) => [r.label, await send(prism, r)] as const));
    for (const [label, status] of statuses) {
      expect({ label, clientError: status >= 400 && status < 500, status }).toEqual({
        label,
        clientError: true,
        status,
      });
    }
  });
});
