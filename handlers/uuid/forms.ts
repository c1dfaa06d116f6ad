/**
 * Version-4 UUIDs (RFC 9562 §5.4) from Node's CSPRNG, and their four textual forms.
 */
import { randomUUID } from "node:crypto";

/** The textual forms the contract offers. */
export type UuidForm = "uuid" | "urn" | "hex" | "int";

/** Renders a canonical UUID in the requested form. */
export function renderUuid(canonical: string, form: UuidForm): string {
  switch (form) {
    case "uuid":
      return canonical;
    case "urn":
      return `urn:uuid:${canonical}`;
    case "hex":
      return canonical.replaceAll("-", "");
    case "int":
      return BigInt(`0x${canonical.replaceAll("-", "")}`).toString(10);
  }
}

/**
 * `count` fresh version-4 UUIDs in the requested form. `randomUUID` draws 122 random bits
 * from the CSPRNG and sets the version (4) and variant (10xx) bits as RFC 9562 requires.
 */
export function generateUuids(count: number, form: UuidForm): string[] {
  return Array.from({ length: count }, () => renderUuid(randomUUID(), form));
}
