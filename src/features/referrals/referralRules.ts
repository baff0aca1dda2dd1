import type { Rule } from 'antd/es/form';
import { EMAIL_MAX_LENGTH, isStandardEmail } from '../../lib/email';
import { requiredText } from '../../lib/formRules';

// The API's limits (openapi: Name, Mobile, Website, Description), checked before sending.
const WEB_ADDRESS = /^https?:\/\/\S+$/;
const DIGITS = /^\d+$/;

export const SAME_BUSINESS = 'Referrer and referred-to must be different businesses';

/** An optional text: anything or nothing, but if given it must pass `valid`. */
function optionalText(valid: (text: string) => boolean, message: string, max: number): Rule[] {
  return [
    {
      validator: async (_rule, value: unknown) => {
        const text = typeof value === 'string' ? value.trim() : '';
        if (text && !valid(text)) throw new Error(message);
      },
    },
    { max, message: `Please keep this under ${max} characters` },
  ];
}

export const referralRules = {
  firstName: requiredText('Please enter the first name'),
  lastName: [{ max: 200, message: 'Please keep this under 200 characters' }],
  email: optionalText(isStandardEmail, 'Please enter a valid email address', EMAIL_MAX_LENGTH),
  mobile: [
    { required: true, whitespace: true, message: 'Please enter the mobile number' },
    {
      validator: async (_rule: unknown, value: unknown) => {
        const text = typeof value === 'string' ? value.trim() : '';
        if (text && !DIGITS.test(text)) throw new Error('Please use digits only');
      },
    },
    { max: 20, message: 'Please keep this under 20 digits' },
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
  description: [{ max: 5000, message: 'Please keep this under 5000 characters' }] satisfies Rule[],
};
