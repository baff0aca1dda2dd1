import { Alert, Button, Flex } from 'antd';
import { downloadText, recoveryCodesText } from './recoveryCodesFile';

/** Ten new recovery codes, shown this once, with a download and a way to put them away. */
export function RecoveryCodes({
  email,
  codes,
  onSaved,
}: {
  email: string;
  codes: readonly string[];
  onSaved: () => void;
}) {
  return (
    <Alert
      type="warning"
      showIcon
      title="Your recovery codes"
      description={
        <>
          <p>
            Each code signs you in once if you lose your authenticator app. They are shown only now: download
            them or write them down, and keep them somewhere safe.
          </p>
          <ul
            aria-label="Recovery codes"
            style={{ fontFamily: 'monospace', columns: 2, paddingInlineStart: 20 }}
          >
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <Flex gap={8} wrap>
            <Button
              onClick={() =>
                downloadText(
                  'referral-network-recovery-codes.txt',
                  recoveryCodesText(email, codes, new Date()),
                )
              }
            >
              Download as a text file
            </Button>
            <Button type="primary" onClick={onSaved}>
              I have saved them
            </Button>
          </Flex>
        </>
      }
    />
  );
}
