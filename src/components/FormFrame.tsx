import { Button, Card, Flex, Form, type FormInstance } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useBlocker, useNavigate } from 'react-router-dom';
import type { MutationOutcome } from './ConfirmButton';
import { BackLink } from './BackLink';
import { PageHeader } from './PageHeader';
import { useSaveOutcome } from './serverFieldErrors';
import { ServerProblemAlert } from './ServerProblemAlert';
import { useFeedback } from './feedback/feedback';

const LEAVE_QUESTION = 'Leave without saving?';

/** What a create or edit controller sets up for the frame. */
export type FormFrameSetup<Values> = {
  title: string;
  form: FormInstance<Values>;
  initialValues?: Partial<Values>;
  /** Sends the form; a failure keeps everything typed and shows the server's errors. */
  onSubmit: (values: Values) => PromiseLike<MutationOutcome>;
  /** Where to go after a successful submit (given the mutation's data). */
  onSuccess: (data: unknown) => void;
  submitLabel: string;
  cancelTo: string;
  /** Asked just before sending (an edit's check that nobody changed the record meanwhile); false stops. */
  beforeSubmit?: () => Promise<boolean>;
};

type FormFrameProps<Values> = FormFrameSetup<Values> & {
  /** Checks beyond the fields' own rules; a message stops the submit and is shown. */
  validate?: (values: Values) => string | null;
  /**
   * The back arrow's name ('Back to regions'). Every form page has the arrow, and it leads where
   * Cancel does: a create form to its list, an edit form to its record.
   */
  backLabel: string;
  children: ReactNode;
};

/**
 * The console's form: required fields, submit disabled with progress while in flight, server
 * field errors under their fields and the general message in an error block, Cancel, and a
 * warning before leaving with unsaved changes. Nothing typed is lost on an error.
 */
export function FormFrame<Values>({
  title,
  form,
  initialValues,
  onSubmit,
  onSuccess,
  submitLabel,
  cancelTo,
  validate,
  beforeSubmit,
  backLabel,
  children,
}: FormFrameProps<Values>) {
  const navigate = useNavigate();
  const { modal } = useFeedback();
  const [submitting, setSubmitting] = useState(false);
  // Server keys are plain strings; the untyped view of the form accepts them as field names.
  const fields: FormInstance = form;
  const { problem, setProblem, settle } = useSaveOutcome(fields);
  const [dirty, setDirty] = useState(false);
  // Read by the blocker at navigation time, so a successful save can leave at once.
  const leaving = useRef(false);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: LEAVE_QUESTION,
      content: 'Your changes on this page will be lost.',
      okText: 'Leave',
      cancelText: 'Stay',
      okButtonProps: { danger: true },
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const submit = async (values: Values) => {
    const local = validate?.(values);
    if (local) {
      setProblem({ message: local, details: [] });
      return;
    }
    setSubmitting(true);
    setProblem(null);
    if (beforeSubmit && !(await beforeSubmit())) {
      setSubmitting(false);
      return;
    }
    const outcome = await onSubmit(values);
    setSubmitting(false);
    settle(outcome, (data) => {
      leaving.current = true;
      onSuccess(data);
    });
  };

  return (
    <>
      <PageHeader title={title} back={<BackLink to={cancelTo} label={backLabel} />} />
      <Card style={{ maxWidth: 720 }}>
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={initialValues}
          onFinish={submit}
          onValuesChange={() => setDirty(true)}
          scrollToFirstError
          // The fields' rules alone judge the form: the browser's own check of an email field
          // would stop the submit with one bubble in its words, and the other errors unshown.
          noValidate
        >
          {children}
          {problem && <ServerProblemAlert problem={problem} />}
          <Flex gap={8} justify="flex-end">
            <Button onClick={() => navigate(cancelTo)} disabled={submitting}>
              Cancel
            </Button>
            <Button type="primary" htmlType="submit" loading={submitting} disabled={submitting}>
              {submitLabel}
            </Button>
          </Flex>
        </Form>
      </Card>
    </>
  );
}
