import type { Rule } from 'antd/es/form';
import { EMAIL_MAX_LENGTH, isStandardEmail } from '../../lib/email';
import { maxLength, requiredText, whenChanged } from '../../lib/formRules';

// The reference server's limits, beyond the spec's own rules: checked before sending, and only on
// fields the admin changed (see whenChanged).
const WEB_ADDRESS = /^https?:\/\/\S+$/;
const DIGITS = /^\d+$/;

const SAME_BUSINESS = 'Referrer and referred-to must be different businesses';

/** An optional text: anything or nothing, but if changed it must pass `valid`. */
function optionalText(valid: (text: string) => boolean, message: string, max: number): Rule[] {
  return [whenChanged((text) => (valid(text) ? null : message)), maxLength(max)];
}

export const referralRules = {
  firstName: requiredText('Please enter the first name'),
  lastName: [maxLength(200)],
  email: optionalText(isStandardEmail, 'Please enter a valid email address', EMAIL_MAX_LENGTH),
  mobile: [
    { required: true, whitespace: true, message: 'Please enter the mobile number' },
    whenChanged((text) => (DIGITS.test(text) ? null : 'Please use digits only')),
    maxLength(20, 'digits'),
  ] satisfies Rule[],
  website: optionalText(
    (text) => WEB_ADDRESS.test(text),
    'Please enter a web address starting with http:// or https://',
    500,
  ),
  businessName: requiredText('Please enter the business name'),
  importance: [{ required: true, message: 'Please choose the importance' }] satisfies Rule[],
  referrer: [{ required: true, message: 'Please choose the referrer' }] satisfies Rule[],
  /** Checked against the referrer as well, so the message sits under this field. */
  referredTo: [
    { required: true, message: 'Please choose the business referred to' },
    ({ getFieldValue }) => ({
      validator: async (_rule, value: unknown) => {
        if (value !== undefined && value !== null && value === getFieldValue('referrer')) {
          throw new Error(SAME_BUSINESS);
        }
      },
    }),
  ] satisfies Rule[],
  description: [maxLength(5000)] satisfies Rule[],
};
