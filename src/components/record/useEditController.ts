import { Form, type FormInstance } from 'antd';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { httpStatus } from '../../api/errors';
import type { FormFrameSetup } from '../FormFrame';
import { useSuccessMessage } from '../successMessage';
import type { EditDefinition } from './resource';
import { useConflictReview, useSaveGuard, type ReviewOutcome } from './useEditConflictGuard';

type EditInput<T, Values> = {
  edit: EditDefinition<T, Values>;
  /** The record's kind in the success message ('Region' gives 'Region updated'). */
  label: string;
  record: T;
  id: number;
  /** The record as the backend has it now, for the conflict guard. */
  readFresh: () => Promise<T | null>;
  /** The record's page: where Cancel and a save lead. */
  doneTo: string;
  /** The form instance, when the page needs it before the frame renders. */
  form?: FormInstance<Values>;
};

/**
 * An edit form's setup (react-admin's useEditController): the form's initial values from the
 * record, the conflict guard before saving, the save through the resource's endpoint, the success
 * message and the way back to the record. Server field errors and unsaved changes are FormFrame's.
 */
export function useEditController<T, Values>({
  edit,
  label,
  record,
  id,
  readFresh,
  doneTo,
  form: given,
}: EditInput<T, Values>): FormFrameSetup<Values> & {
  /** Another admin changed the record while the form is open: shows what, with the conflict dialog's choices. */
  reviewChange: () => Promise<ReviewOutcome>;
} {
  const [form] = Form.useForm<Values>(given);
  const save = edit.useSave();
  const navigate = useNavigate();
  const success = useSuccessMessage();
  const { toValues } = edit;
  const initialValues = useMemo(() => toValues(record), [toValues, record]);
  const review = useConflictReview({
    loaded: record,
    readFresh,
    fields: edit.watched,
    // Stryker disable next-line ArrayDeclaration: the form is created once (Form.useForm) and toValues comes from a module-level definition, so a callback kept from the first render holds the same ones
    onReload: useCallback((fresh: T) => form.setFieldsValue(toValues(fresh)), [form, toValues]),
  });
  const beforeSubmit = useSaveGuard(review);
  const reviewChange = useCallback(async () => {
    const outcome = await review();
    // Overwriting keeps what the admin typed and saves it, as the same choice does at save time.
    if (outcome === 'overwrite') form.submit();
    return outcome;
  }, [review, form]);
  return {
    title: edit.title,
    reviewChange,
    form,
    initialValues,
    beforeSubmit,
    submitLabel: 'Save',
    cancelTo: doneTo,
    onSubmit: async (values) => {
      const outcome = await save({ id, values, record });
      // A backend that versions its records refused a save made on a version it no longer has
      // (someone saved between the check and this save): the same check and choice again, with theirs.
      if (httpStatus(outcome.error) !== 412 || !(await beforeSubmit())) return outcome;
      return save({ id, values, record });
    },
    onSuccess: () => {
      success(`${label} updated`, { on: doneTo });
      navigate(doneTo);
    },
  };
}
