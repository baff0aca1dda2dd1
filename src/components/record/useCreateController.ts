import { Form } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { FormFrameSetup } from '../FormFrame';
import { useSuccessMessage } from '../successMessage';
import type { CreateDefinition } from './resource';

type CreateInput<Values> = {
  create: CreateDefinition<Values>;
  /** The record's kind in the success message ('Region' gives 'Region created'). */
  label: string;
  cancelTo: string;
  /** Where a create leads, given the backend's answer. */
  doneTo: (answer: unknown) => string;
};

/**
 * A create form's setup (react-admin's useCreateController): the definition's initial values and
 * save, the success message, and where to go next.
 */
export function useCreateController<Values>({
  create,
  label,
  cancelTo,
  doneTo,
}: CreateInput<Values>): FormFrameSetup<Values> {
  const [form] = Form.useForm<Values>();
  const save = create.useSave();
  const navigate = useNavigate();
  const success = useSuccessMessage();
  return {
    title: create.title,
    form,
    initialValues: create.initialValues,
    submitLabel: 'Create',
    cancelTo,
    onSubmit: (values) => save(values),
    onSuccess: (answer) => {
      const to = doneTo(answer);
      success(create.doneMessage?.(form.getFieldsValue()) ?? `${label} created`, { on: to });
      navigate(to);
    },
  };
}
