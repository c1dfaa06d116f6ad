/**
 * The caller's memory key: read from the body or query member `memory_key` or the `X-Memory-Key`
 * header, and turned into the owner column (its SHA-256, as API keys are stored). The key itself is
 * never stored, returned or logged.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { ApiError } from "../../runtime/errors.js";

/** Where the member sits: a body member (`/memory_key`) or a query parameter (`memory_key`). */
export type KeyLocation = "body" | "query";

/** A `validation_failed` 400 naming the member, in the generated validator's shape. */
export function invalidInput(location: KeyLocation, name: string, message: string): ApiError {
  return new ApiError("validation_failed", `Invalid request: ${location} ${name}: ${message}`, {
    issues: [{ location, name, message }],
  });
}

/** The owner value of a memory key: hex SHA-256 over a domain-separated input. */
export function ownerOf(memoryKey: string): string {
  return createHash("sha256").update(`memory_key\0${memoryKey}`, "utf8").digest("hex");
}

/**
 * The owner named by the member or the header. Neither: 400; both and different: 400 (compared in constant
 * time, as hashes).
 */
export function resolveOwner(
  member: string | undefined,
  header: string | undefined,
  location: KeyLocation,
): string {
  const name = location === "body" ? "/memory_key" : "memory_key";
  if (member === undefined && header === undefined)
    throw invalidInput(
      location,
      name,
      "required: send the memory key as memory_key or in the X-Memory-Key header",
    );
  const fromMember = member === undefined ? undefined : ownerOf(member);
  const fromHeader = header === undefined ? undefined : ownerOf(header);
  if (
    fromMember !== undefined &&
    fromHeader !== undefined &&
    !timingSafeEqual(Buffer.from(fromMember, "hex"), Buffer.from(fromHeader, "hex"))
  )
    throw invalidInput(location, name, "differs from the X-Memory-Key header: send one key");
  return (fromMember ?? fromHeader) as string;
}
