/** The extended variant is served by the same handlers and database: same fixture. */
export { fixture } from "../storefront/fixture.js";
