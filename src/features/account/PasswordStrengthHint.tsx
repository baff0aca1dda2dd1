import { Flex, Progress, Typography } from 'antd';
import {
  estimatePassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordContext,
  type PasswordStrength,
} from '../../lib/password';

const METER: Record<PasswordStrength, { steps: number; color: string }> = {
  empty: { steps: 0, color: '' },
  'too-short': { steps: 1, color: '#cf1322' },
  'too-long': { steps: 1, color: '#cf1322' },
  weak: { steps: 1, color: '#cf1322' },
  fair: { steps: 2, color: '#d48806' },
  strong: { steps: 3, color: '#389e0d' },
};

/**
 * The length rule is the field's own error once the field is left (and this hint's first words
 * before anything is typed): said once, here the rating alone.
 */
const LENGTH_RULES: ReadonlySet<PasswordStrength> = new Set(['too-short', 'too-long']);

/**
 * How strong the password being typed is. The text is a polite live region, so screen readers
 * hear the rating change without being interrupted; it changes only when the rating does.
 */
export function PasswordStrengthHint({ password, context }: { password: string; context: PasswordContext }) {
  const estimate = estimatePassword(password, context);
  const meter = METER[estimate.strength];
  return (
    <Flex vertical gap={2} style={{ marginTop: 4 }}>
      <Progress
        aria-hidden="true"
        steps={3}
        percent={(meter.steps / 3) * 100}
        strokeColor={meter.color}
        showInfo={false}
        size="small"
      />
      <div role="status" aria-live="polite">
        {estimate.strength === 'empty' ? (
          `Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters. A few unrelated words make a strong password.`
        ) : (
          <>
            <Typography.Text strong>{`Strength: ${estimate.label}`}</Typography.Text>
            {estimate.advice && !LENGTH_RULES.has(estimate.strength) ? `. ${estimate.advice}.` : ''}
          </>
        )}
      </div>
    </Flex>
  );
}
