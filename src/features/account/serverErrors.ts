import type { FormInstance } from 'antd';
import type { ApiError } from '../../api/errors';
import { showFieldErrors } from '../../components/serverFieldErrors';

/** The account forms show what is left after the field errors as one sentence. */
export function showServerErrors(form: FormInstance, error: ApiError): string {
  const { message, details } = showFieldErrors(form, error);
  return [message, ...details].join(' ');
}
