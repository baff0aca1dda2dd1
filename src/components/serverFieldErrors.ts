import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { errorMessage, errorReference, fieldErrors, GENERIC_ERROR, type ApiError } from '../api/errors';

/** What a form's error block says: the message, what no field shows, and the answer's reference. */
export type ServerProblem = { message: string; details: string[]; reference?: string };

/**
 * Puts the server's `{key, message}` errors under the matching fields of `form`, and returns what
 * is left to say in the form's error block: the general message, and the messages of keys the
 * form has no field for.
 */
function showFieldErrors(form: FormInstance, error: ApiError): ServerProblem {
  const errors = fieldErrors(error);
  const registered = Object.keys(form.getFieldsValue());
  const known = errors.filter((entry) => registered.includes(entry.key));
  form.setFields(known.map((entry) => ({ name: entry.key, errors: [entry.message] })));
  return {
    message: errorMessage(error, GENERIC_ERROR),
    details: errors.filter((entry) => !known.includes(entry)).map((entry) => entry.message),
    reference: errorReference(error),
  };
}

/** A save's answer as RTK Query's mutations give it. */
type SaveOutcome<Data> = { data: Data; error?: undefined } | { data?: undefined; error: ApiError };

/**
 * Every form's one path from a save's answer to what it shows: on success, `onSuccess` with the
 * answer's data; on an error, the server's field errors under their fields (showFieldErrors) and
 * the rest in `problem`, the form's error block. What was typed stays either way.
 */
export function useSaveOutcome(form: FormInstance) {
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const settle = useCallback(
    <Data>(outcome: SaveOutcome<Data>, onSuccess: (data: Data | undefined) => void) => {
      if (outcome.error) setProblem(showFieldErrors(form, outcome.error));
      else onSuccess(outcome.data);
    },
    [form],
  );
  return { problem, setProblem, settle };
}
