import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Progress, Spin, Upload } from 'antd';
import type { ReactNode } from 'react';
import { downloadCsv } from '../../../lib/csv';
import { formatCount } from '../../../lib/format';
import { ErrorTable, ReadyTable, ReportTable } from './ImportTables';
import { TEMPLATE_CSV } from './parseImportFile';
import { countOf, useImportFlow, type ImportStep } from './useImportFlow';

const TITLE = 'Import businesses';

function ChooseFile({ problem, onFile }: { problem?: string; onFile: (file: File) => void }) {
  return (
    <Flex vertical gap={12}>
      {problem && <Alert type="error" showIcon title={problem} />}
      {/* No `accept`: a dropped file of another kind would be dropped silently; this one says why. */}
      <Upload.Dragger
        multiple={false}
        showUploadList={false}
        beforeUpload={(file) => {
          onFile(file);
          // Nothing is uploaded: the file is read in the browser.
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">Choose a CSV file or drop it here</p>
        <p className="ant-upload-hint">
          A header line name,region,categories, then one business per line; categories separated by ;. At most
          5 MB and 10,000 businesses.
        </p>
      </Upload.Dragger>
      <div>
        <Button type="link" onClick={() => downloadCsv('businesses-template.csv', TEMPLATE_CSV)}>
          Download a template
        </Button>
      </div>
    </Flex>
  );
}

function Review({ step }: { step: Extract<ImportStep, { kind: 'review' }> }) {
  if (step.errors.length > 0) {
    const lines = new Set(step.errors.map((error) => error.line)).size;
    return (
      <Flex vertical gap={12}>
        <Alert
          type="error"
          showIcon
          title={`${step.fileName}: ${lines} row${lines === 1 ? ' has' : 's have'} errors. Nothing will be imported: fix the file and choose it again.`}
        />
        <ErrorTable errors={step.errors} />
      </Flex>
    );
  }
  return (
    <Flex vertical gap={12}>
      {step.failure && <Alert type="error" showIcon title={step.failure} />}
      <Alert
        type="info"
        showIcon
        title={`${step.fileName}: ${countOf(step.ready.length)} will be created.`}
        description={
          step.mode === 'spec'
            ? 'This server has no import: each business is created on its own, and you can cancel between two.'
            : 'All of them are created together, or none.'
        }
      />
      <ReadyTable rows={step.ready} />
    </Flex>
  );
}

function Importing({
  step,
  onCancel,
}: {
  step: Extract<ImportStep, { kind: 'importing' }>;
  onCancel: () => void;
}) {
  if (step.mode === 'extension')
    return <Spin description={`Importing ${countOf(step.total)}…`}>{<div style={{ minHeight: 80 }} />}</Spin>;
  return (
    <Flex vertical gap={12}>
      <div>{`Created ${formatCount(step.done)} of ${countOf(step.total)}…`}</div>
      <Progress
        percent={Math.floor((step.done / Math.max(1, step.total)) * 100)}
        aria-label="Import progress"
      />
      <div>
        <Button onClick={onCancel}>Cancel import</Button>
      </div>
    </Flex>
  );
}

/**
 * The import dialog: choose or drop a CSV file, read it with progress, see every row it would
 * create or every bad row, then import. Loaded on the first click of the Import button.
 */
export default function ImportBusinessesDialog({ onClose }: { onClose: () => void }) {
  const flow = useImportFlow(onClose);
  const { step } = flow;
  const busy = step.kind === 'importing';
  let body: ReactNode;
  let footer: ReactNode = [
    <Button key="close" onClick={onClose}>
      Cancel
    </Button>,
  ];
  switch (step.kind) {
    case 'choose':
      body = <ChooseFile problem={step.problem} onFile={flow.chooseFile} />;
      break;
    case 'reading':
      body = (
        <Flex vertical gap={8}>
          <div>{`Reading ${step.fileName}…`}</div>
          <Progress percent={Math.floor(step.share * 100)} aria-label="Reading progress" />
        </Flex>
      );
      break;
    case 'checking':
      body = <Spin description={`Checking ${step.fileName}…`}>{<div style={{ minHeight: 80 }} />}</Spin>;
      break;
    case 'review': {
      const importable = step.errors.length === 0 && step.ready.length > 0;
      body = <Review step={step} />;
      footer = [
        <Button key="again" onClick={flow.chooseAnother}>
          Choose another file
        </Button>,
        <Button key="close" onClick={onClose}>
          Cancel
        </Button>,
        importable && (
          <Button key="import" type="primary" onClick={flow.commit}>
            {`Import ${countOf(step.ready.length)}`}
          </Button>
        ),
      ];
      break;
    }
    case 'importing':
      body = <Importing step={step} onCancel={flow.cancel} />;
      footer = null;
      break;
    case 'report':
      body = (
        <Flex vertical gap={12}>
          <Alert
            type={
              step.report.created.length === 0
                ? 'error'
                : step.report.failed.length + step.report.notSent.length > 0
                  ? 'warning'
                  : 'success'
            }
            showIcon
            title={`Created ${formatCount(step.report.created.length)} of ${countOf(
              step.report.created.length + step.report.failed.length + step.report.notSent.length,
            )}.`}
            description={
              step.report.failed.length + step.report.notSent.length > 0
                ? 'The rows below that say Created exist now; the others do not. Fix those rows and import them again.'
                : undefined
            }
          />
          <ReportTable report={step.report} />
        </Flex>
      );
      footer = [
        <Button key="done" type="primary" onClick={onClose}>
          Done
        </Button>,
      ];
      break;
  }
  return (
    <Modal
      open
      title={TITLE}
      width={820}
      onCancel={busy ? undefined : onClose}
      closable={!busy}
      mask={{ closable: false }}
      keyboard={!busy}
      footer={footer}
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}
