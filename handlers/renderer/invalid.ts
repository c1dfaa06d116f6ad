/** The renderer's 400 for a member the schema admits but the server refuses: the runtime's one. */
export { invalidMember } from "../../runtime/invalidMember.js";
