import { Alert, Button } from 'antd';
import { useState } from 'react';
import { changeCountByOthers } from '../../api/live/liveSlice';
import { modelOfRoute } from '../../api/resources';
import { useAppSelector } from '../../store/hooks';
import type { ReviewOutcome } from './useEditConflictGuard';
import { useFeedback } from '../feedback/feedback';

type NoticeProps = {
  /** The resource's URL segment ('businesses'). */
  resource: string;
  id: number;
  /** The conflict guard's comparison and dialog, now. */
  review: () => Promise<ReviewOutcome>;
};

/**
 * Says at once, not only at save, that another admin changed the record being edited (a change
 * event from the live stream; without the stream, the check at save time is all there is), and
 * offers the conflict dialog's choices: keep editing, load their version, or overwrite theirs.
 */
export function ChangedElsewhereNotice({ resource, id, review }: NoticeProps) {
  const model = modelOfRoute(resource);
  const count = useAppSelector((state) => (model ? changeCountByOthers(state, model, id) : 0));
  // Changes made before the form opened are in the form already.
  const [seen, setSeen] = useState(count);
  const [reviewing, setReviewing] = useState(false);
  const { message } = useFeedback();
  if (count <= seen) return null;

  const showChanges = async () => {
    setReviewing(true);
    const outcome = await review();
    setReviewing(false);
    setSeen(count);
    if (outcome === 'unchanged') void message.info('Their change does not touch the fields of this form.');
  };

  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      title="This record was changed by someone else while you were editing it."
      description="Your changes are kept until you choose what to do with theirs."
      action={
        <Button size="small" onClick={() => void showChanges()} loading={reviewing}>
          See their changes
        </Button>
      }
    />
  );
}
