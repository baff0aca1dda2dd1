import { ArrowLeftOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApiError } from '../api/errors';
import { ButtonLink } from './ButtonLink';
import { ConfirmButton, type MutationOutcome } from './ConfirmButton';
import { ErrorDisplay } from './ErrorDisplay';
import { NotFound } from './NotFound';
import { PageHeader } from './PageHeader';
import { PageLoading } from './PageLoading';
import { useSuccessMessage } from './successMessage';

type DetailFrameProps = {
  title: string | undefined;
  backTo: string;
  backLabel?: string;
  editTo?: string;
  /** Deletion, with the spec's confirmation question; on success the page goes to `deletedTo`. */
  remove?: {
    confirm: string;
    run: () => Promise<MutationOutcome>;
    deletedTo: string;
    errorFallback?: string;
  };
  loading: boolean;
  notFound?: boolean;
  error?: ApiError;
  onRetry?: () => void;
  extra?: ReactNode;
  children?: ReactNode;
};

/**
 * A record's page: title, back and edit links, delete with confirmation, and the loading,
 * not-found and error states every detail page shares.
 */
export function DetailFrame({
  title,
  backTo,
  backLabel = 'Back',
  editTo,
  remove,
  loading,
  notFound = false,
  error,
  onRetry,
  extra,
  children,
}: DetailFrameProps) {
  const navigate = useNavigate();
  const success = useSuccessMessage();
  if (notFound) return <NotFound backTo={backTo} backLabel={backLabel} />;
  if (error) return <ErrorDisplay error={error} onRetry={onRetry} />;
  if (loading || title === undefined) return <PageLoading />;
  return (
    <>
      <PageHeader
        title={title}
        back={
          <ButtonLink
            to={backTo}
            type="text"
            icon={<ArrowLeftOutlined aria-hidden />}
            aria-label={backLabel}
            title={backLabel}
          />
        }
        extra={
          <>
            {extra}
            {editTo && (
              <ButtonLink to={editTo} icon={<EditOutlined aria-hidden />}>
                Edit
              </ButtonLink>
            )}
            {remove && (
              <ConfirmButton
                danger
                icon={<DeleteOutlined aria-hidden />}
                confirm={remove.confirm}
                okText="Delete"
                onConfirm={remove.run}
                onDone={() => {
                  success(`${title} deleted`);
                  navigate(remove.deletedTo, { replace: true });
                }}
                errorFallback={remove.errorFallback}
              >
                Delete
              </ConfirmButton>
            )}
          </>
        }
      />
      {children}
    </>
  );
}
