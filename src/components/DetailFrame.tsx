import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { BackLink } from './BackLink';
import { ButtonLink } from './ButtonLink';
import { ConfirmButton, type MutationOutcome } from './ConfirmButton';
import { PageHeader } from './PageHeader';
import { RecordGate, type RecordGateProps } from './record/RecordGate';
import { useSuccessMessage } from './successMessage';

type Removal = {
  confirm: string;
  run: () => PromiseLike<MutationOutcome>;
  deletedTo: string;
  errorFallback?: string;
};

type HeaderProps = {
  title: string;
  backTo: string;
  backLabel: string;
  editTo?: string;
  /** Deletion, with the spec's confirmation question; on success the page goes to `deletedTo`. */
  remove?: Removal;
  extra?: ReactNode;
};

function DetailHeader({ title, backTo, backLabel, editTo, remove, extra }: HeaderProps) {
  const navigate = useNavigate();
  const success = useSuccessMessage();
  return (
    <PageHeader
      title={title}
      back={<BackLink to={backTo} label={backLabel} />}
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
                success(`${title} deleted`, { on: remove.deletedTo });
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
  );
}

type DetailFrameProps<T> = Omit<RecordGateProps<T>, 'children' | 'backLabel'> & {
  backLabel?: string;
  title: (record: T) => string;
  editTo?: string;
  remove?: (record: T) => Removal;
  extra?: ReactNode;
  children: (record: T) => ReactNode;
};

/**
 * A record's page: the shared loading, not-found and error states (RecordGate), then its title,
 * back and edit links and delete with confirmation above the page's own content.
 */
export function DetailFrame<T>({
  title,
  backLabel = 'Back',
  editTo,
  remove,
  extra,
  children,
  ...gate
}: DetailFrameProps<T>) {
  return (
    <RecordGate {...gate} backLabel={backLabel}>
      {(record) => (
        <>
          <DetailHeader
            title={title(record)}
            backTo={gate.backTo}
            backLabel={backLabel}
            editTo={editTo}
            remove={remove?.(record)}
            extra={extra}
          />
          {children(record)}
        </>
      )}
    </RecordGate>
  );
}
