/**
 * The conformance fixture (conformance/storefront/fixture.ts) against a live storefront: its
 * credentials are an administrator's, and its one `{id}` names a record of every resource.
 */
import request from "supertest";
import { fixture } from "../../conformance/storefront/fixture.js";
import { startTestService } from "../../runtime/testing/harness.js";

describe("storefront fixture", () => {
  it.each(["storefront", "storefront-ext"] as const)(
    "gives %s admin credentials and one id that every {id} route finds",
    async (name) => {
      const svc = await startTestService(name);
      try {
        const base = await svc.listen();
        const { credentials, pathParams } = await fixture.setup({ db: svc.db, baseUrl: base });
        // Twice on one database: the second run still aligns on a fresh id.
        const again = await fixture.setup({ db: svc.db, baseUrl: base });
        expect(Number(again.pathParams.id)).toBeGreaterThan(Number(pathParams.id));
        const resources = [
          "category",
          "product",
          "variant",
          "post",
          "faq",
          "newsletterSubscriber",
          "contactSubmission",
          "media",
          "apiToken",
        ];
        if (name === "storefront-ext") resources.push("order", "review");
        for (const scheme of ["SessionCookie", "BearerToken"])
          for (const resource of resources) {
            const res = await request(svc.app).get(`/${resource}/${pathParams.id}`).set(credentials[scheme]!);
            expect([resource, res.status]).toEqual([resource, 200]);
          }
        const revoke = await request(svc.app)
          .post(`/tokens/${pathParams.id}/revoke`)
          .set(credentials.BearerToken!);
        expect(revoke.status).toBe(200);
        expect(svc.violations()).toEqual([]);
      } finally {
        await svc.close();
      }
    },
  );
});
