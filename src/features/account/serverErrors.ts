import type { FormInstance } from 'antd';
import { errorMessage, fieldErrors, GENERIC_ERROR, type ApiError } from '../../api/errors';

/**
 * Puts the server's `{key, message}` errors under the matching fields of `form` and returns what
 * is left to say in the error block: the general message and errors of fields the form lacks.
 */
export function showServerErrors(form: FormInstance, error: ApiError): string {
  const errors = fieldErrors(error);
  const registered = Object.keys(form.getFieldsValue());
  const known = errors.filter((entry) => registered.includes(entry.key));
  form.setFields(known.map((entry) => ({ name: entry.key, errors: [entry.message] })));
  const unknown = errors.filter((entry) => !known.includes(entry)).map((entry) => entry.message);
  return [errorMessage(error, GENERIC_ERROR), ...unknown].join(' ');
}
