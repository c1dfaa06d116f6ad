/**
 * The storefront's answers to bad input, in the runtime's one error catalogue: each names the
 * input it rejects (body fields as JSON pointers, as the generated validator names them), so
 * every 400 and 409 reads the same whichever layer found the problem.
 */
import { ApiError, type ErrorCode } from "../../runtime/errors.js";
import { ConstraintError } from "../../storage/storefront/errors.js";
import { parseRecordId } from "../../storage/storefront/ids.js";

/** An error about one body field, e.g. `bodyProblem("/slug", "already used")`. */
export function bodyProblem(
  pointer: string,
  message: string,
  code: ErrorCode = "validation_failed",
): ApiError {
  return new ApiError(code, `body ${pointer}: ${message}`, {
    issues: [{ location: "body", name: pointer, message }],
  });
}

/**
 * An error naming several body fields at once. Messages about one field are joined: problem
 * bodies key `errors` by field, so separate issues for it would hide all but the last.
 */
export function bodyProblems(
  issues: { pointer: string; message: string }[],
  code: ErrorCode = "validation_failed",
): ApiError {
  const byField = new Map<string, string[]>();
  for (const { pointer, message } of issues) byField.set(pointer, [...(byField.get(pointer) ?? []), message]);
  const merged = [...byField].map(([name, messages]) => ({
    location: "body" as const,
    name,
    message: messages.join("; "),
  }));
  return new ApiError(code, merged.map((i) => `body ${i.name}: ${i.message}`).join("; "), { issues: merged });
}

/** A 404 for `label` (e.g. "product"). */
export function notFound(label: string): ApiError {
  return new ApiError("not_found", `No ${label} has this id`);
}

/** The record id a path names; 404 when the text can name no record (see parseRecordId). */
export function recordId(text: string, label: string): number {
  const id = parseRecordId(text);
  if (id === undefined) throw notFound(label);
  return id;
}

/**
 * Runs a write and turns a broken constraint into an error naming the field: 409 for a taken
 * unique value or a reference to no record (the input is well formed; the current state
 * refuses it), 400 for any other constraint.
 */
export async function writing<T>(label: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof ConstraintError)) throw error;
    const pointer = `/${error.field ?? ""}`;
    switch (error.kind) {
      case "unique":
        throw bodyProblem(pointer, `already used by another ${label}`, "conflict");
      case "reference":
        throw bodyProblem(pointer, "names a record that does not exist", "conflict");
      default:
        throw bodyProblem(pointer, "is outside the allowed values");
    }
  }
}
