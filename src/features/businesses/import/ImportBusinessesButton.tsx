import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Suspense, useState } from 'react';
import { lateComponent } from '../../../speed/loadLater';

// The dialog, papaparse and the upload area load on the first click, not with the list.
const ImportBusinessesDialog = lateComponent(() => import('./ImportBusinessesDialog'));

/** The businesses list's Import button, and the dialog it opens. */
export function ImportBusinessesButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<UploadOutlined aria-hidden />} onClick={() => setOpen(true)}>
        Import
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportBusinessesDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
