import type { FormInstance } from 'antd';
import { errorMessage, fieldErrors, GENERIC_ERROR, type ApiError } from '../api/errors';

export type ServerProblem = { message: string; details: string[] };

/**
 * Puts the server's `{key, message}` errors under the matching fields of `form`, and returns what
 * is left to say in the form's error block: the general message, and the messages of keys the
 * form has no field for.
 */
export function showFieldErrors(form: FormInstance, error: ApiError): ServerProblem {
  const errors = fieldErrors(error);
  const registered = Object.keys(form.getFieldsValue());
  const known = errors.filter((entry) => registered.includes(entry.key));
  form.setFields(known.map((entry) => ({ name: entry.key, errors: [entry.message] })));
  return {
    message: errorMessage(error, GENERIC_ERROR),
    details: errors.filter((entry) => !known.includes(entry)).map((entry) => entry.message),
  };
}
