import { loadService, loadServices } from "./registry.js";

describe("loadService", () => {
  it("loads one service with the same contract and module as the full registry", async () => {
    const uuid = await loadService("uuid");
    const all = await loadServices();
    const listed = all.find((s) => s.definition.name === "uuid");
    expect(uuid.definition).toBe(listed?.definition);
    expect(uuid.module).toBe(listed?.module);
  });

  it("names the known services for an unknown one", async () => {
    await expect(loadService("nope")).rejects.toThrow(/unknown service "nope"; known: .*uuid/);
    await expect(loadService("toString")).rejects.toThrow(/unknown service "toString"/);
  });
});
