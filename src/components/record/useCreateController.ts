import { Form } from 'antd';
import { useNavigate } from 'react-router-dom';
import { listWithCreated } from '../../lib/highlight';
import type { FormFrameSetup } from '../FormFrame';
import { useSuccessMessage } from '../successMessage';
import { listPath, type CreateDefinition, type Resource } from './resource';

/**
 * A create form's setup (react-admin's useCreateController): the resource's initial values and
 * save, the success message, and the list with the new record marked.
 */
export function useCreateController<T, Values>(
  resource: Resource<T, Values>,
  create: CreateDefinition<Values>,
): FormFrameSetup<Values> {
  const [form] = Form.useForm<Values>();
  const save = create.useSave();
  const navigate = useNavigate();
  const success = useSuccessMessage();
  const list = listPath(resource);
  return {
    title: create.title,
    form,
    initialValues: create.initialValues,
    submitLabel: 'Create',
    cancelTo: list,
    onSubmit: (values) => save(values),
    onSuccess: (answer) => {
      const values = form.getFieldsValue();
      success(create.doneMessage?.(values) ?? `${resource.label} created`);
      navigate(listWithCreated(list, answer, create.highlightPrefix));
    },
  };
}
