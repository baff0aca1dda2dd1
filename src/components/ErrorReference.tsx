import { Typography } from 'antd';
import { errorReference, type ApiError } from '../api/errors';

type ErrorReferenceProps = { error?: ApiError; reference?: string };

/**
 * "Reference: 7F3A-91C2" with a button that copies it, beside a server error whose answer names
 * its request: the id an operator finds on that request's line in the server's log. Nothing when
 * the backend sends none.
 */
export function ErrorReference({ error, reference = errorReference(error) }: ErrorReferenceProps) {
  if (!reference) return null;
  return (
    <Typography.Text
      type="secondary"
      copyable={{ text: reference, tooltips: ['Copy the reference', 'Copied'] }}
      style={{ fontSize: 'inherit' }}
    >
      Reference: {reference}
    </Typography.Text>
  );
}
