import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

export type ApiError = FetchBaseQueryError | SerializedError | undefined;
export type FieldError = { key: string; message: string };

export const GENERIC_ERROR = 'Something went wrong, please try again';

function body(error: ApiError): unknown {
  if (!error || !('status' in error)) return undefined;
  return error.data;
}

function isFieldError(value: unknown): value is FieldError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'key' in value &&
    typeof value.key === 'string' &&
    'message' in value &&
    typeof value.message === 'string'
  );
}

/** The server's `message`, or the fallback when there is none (network errors, timeouts, ...). */
export function errorMessage(error: ApiError, fallback: string = GENERIC_ERROR): string {
  const data = body(error);
  if (typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string') {
    const message = data.message.trim();
    if (message) return message;
  }
  return fallback;
}

/**
 * Validation errors: the spec's list of `{key, message}`, whether it is the body itself or sits
 * under the body's `data` (backends answer either way).
 */
export function fieldErrors(error: ApiError): FieldError[] {
  const data = body(error);
  if (Array.isArray(data)) return data.filter(isFieldError);
  if (typeof data !== 'object' || data === null || !('data' in data) || !Array.isArray(data.data)) return [];
  return data.data.filter(isFieldError);
}

const REFERENCE = /^[0-9A-F]{4}-[0-9A-F]{4}$/;

/**
 * The error body's `reference` (the request's id in the server's log, "7F3A-91C2"), when the
 * backend sends one in the documented shape; anything else is not shown.
 */
export function errorReference(error: ApiError): string | undefined {
  const data = body(error);
  if (typeof data !== 'object' || data === null || !('reference' in data)) return undefined;
  const { reference } = data;
  return typeof reference === 'string' && REFERENCE.test(reference) ? reference : undefined;
}

export function httpStatus(error: ApiError): number | undefined {
  return error && 'status' in error && typeof error.status === 'number' ? error.status : undefined;
}

export function isNotFound(error: ApiError): boolean {
  const status = httpStatus(error);
  return status === 404 || status === 400;
}
