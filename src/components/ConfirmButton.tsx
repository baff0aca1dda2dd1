import { Button, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { errorMessage, errorReference, type ApiError } from '../api/errors';
import { ErrorReference } from './ErrorReference';
import { useFeedback } from './feedback/feedback';

/** What an RTK Query mutation trigger resolves to. */
export type MutationOutcome = { data: unknown; error?: undefined } | { data?: undefined; error: ApiError };

type ConfirmButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  children: ReactNode;
  /** The question, exactly as the spec words it. */
  confirm: string;
  okText?: string;
  /** Runs only once the admin confirms. */
  onConfirm: () => PromiseLike<MutationOutcome>;
  onDone?: () => void;
  /** Shown when the change fails and the server says nothing. */
  errorFallback?: string;
};

/**
 * A button whose action waits for a confirmation dialog: cancelling sends nothing; a failure
 * keeps the dialog's context and says what went wrong.
 */
export function ConfirmButton({
  confirm,
  okText = 'Yes',
  onConfirm,
  onDone,
  errorFallback,
  danger,
  ...button
}: ConfirmButtonProps) {
  const { modal, message } = useFeedback();
  const open = () =>
    modal.confirm({
      title: confirm,
      okText,
      cancelText: 'Cancel',
      okButtonProps: { danger },
      focusable: { autoFocusButton: 'cancel' },
      onOk: async () => {
        const outcome = await onConfirm();
        if (outcome.error) {
          const text = errorMessage(outcome.error, errorFallback);
          const reference = errorReference(outcome.error);
          const content: ReactNode = reference ? (
            <>
              {text} <ErrorReference reference={reference} />
            </>
          ) : (
            text
          );
          void message.error({ content });
          return;
        }
        onDone?.();
      },
    });
  return <Button danger={danger} {...button} onClick={open} />;
}
