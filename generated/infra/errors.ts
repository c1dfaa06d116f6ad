// Generated from spec/infra by codegen — run `npm run generate`. Do not edit.

import {
  ApiError,
  type ApiErrorOptions,
  ERRORS,
  type ErrorCode,
  type ErrorEntry,
} from "../../runtime/errors.js";

/** The error codes spec/infra defines for infra (`@errorCatalogue`), beyond the kernel's. */
export const infraErrors = {
  tokens_exhausted: {
    status: 402,
    title: "Tokens exhausted",
    description: "The project has no tokens left; allocate tokens to it from its organization's pool.",
    scope: "declared",
  },
  key_exists: {
    status: 409,
    title: "Key exists",
    description: "`if_not_exists` was set and the key already holds a value.",
    scope: "declared",
  },
  bucket_not_empty: {
    status: 409,
    title: "Bucket not empty",
    description: "The bucket still holds objects: delete them before the bucket.",
    scope: "declared",
  },
  insufficient_tokens: {
    status: 409,
    title: "Insufficient tokens",
    description: "The organization's pool (or the project) holds fewer tokens than the amount to move.",
    scope: "declared",
  },
  lock_not_held: {
    status: 409,
    title: "Lock not held",
    description: "The token does not hold the lock: it was released, expired or taken since.",
    scope: "declared",
  },
} as const satisfies Record<string, ErrorEntry>;

/** Every code a infra handler may throw: the kernel's generic codes and the contract's own. */
export type InfraErrorCode = ErrorCode | keyof typeof infraErrors;

/**
 * The error infra's handlers and storage throw: `new InfraError("tokens_exhausted", message)`.
 * It answers with the code's status and renders in the operation's error shape, like any ApiError.
 */
export class InfraError extends ApiError {
  constructor(code: InfraErrorCode, message?: string, options: ApiErrorOptions = {}) {
    const entry: ErrorEntry = Object.hasOwn(infraErrors, code)
      ? infraErrors[code as keyof typeof infraErrors]
      : ERRORS[code as ErrorCode];
    super(code, message, options, entry);
  }
}
