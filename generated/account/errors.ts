// Generated from spec/account by codegen — run `npm run generate`. Do not edit.

import {
  ApiError,
  type ApiErrorOptions,
  ERRORS,
  type ErrorCode,
  type ErrorEntry,
} from "../../runtime/errors.js";

/** The error codes spec/account defines for account (`@errorCatalogue`), beyond the kernel's. */
export const accountErrors = {
  missing_scope: {
    status: 403,
    title: "Missing scope",
    description: "The API key lacks the scope this operation needs.",
    scope: "declared",
  },
  no_saved_card: {
    status: 409,
    title: "No saved card",
    description: "No card is saved for this account: save one with a setup intent first.",
    scope: "declared",
  },
  already_subscribed: {
    status: 409,
    title: "Already subscribed",
    description: "The account already has a live subscription.",
    scope: "declared",
  },
} as const satisfies Record<string, ErrorEntry>;

/** Every code a account handler may throw: the kernel's generic codes and the contract's own. */
export type AccountErrorCode = ErrorCode | keyof typeof accountErrors;

/**
 * The error account's handlers and storage throw: `new AccountError("missing_scope", message)`.
 * It answers with the code's status and renders in the operation's error shape, like any ApiError.
 */
export class AccountError extends ApiError {
  constructor(code: AccountErrorCode, message?: string, options: ApiErrorOptions = {}) {
    const entry: ErrorEntry = Object.hasOwn(accountErrors, code)
      ? accountErrors[code as keyof typeof accountErrors]
      : ERRORS[code as ErrorCode];
    super(code, message, options, entry);
  }
}
