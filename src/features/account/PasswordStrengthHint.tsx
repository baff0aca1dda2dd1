import { Flex, Typography } from 'antd';
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

const STEPS = [1, 2, 3] as const;

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
      {/* Three bars across the field's width; the words below say the same for screen readers. */}
      <div className="password-meter" aria-hidden="true" style={{ display: 'flex', gap: 4, width: '100%' }}>
        {STEPS.map((step) => (
          <span
            key={step}
            style={{
              flex: 1,
              height: 6,
              borderRadius: 3,
              background: step <= meter.steps ? meter.color : 'var(--ant-color-fill-secondary)',
            }}
          />
        ))}
      </div>
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
