import type { RecordModel } from '../../api/endpoints/history';

/** How a recorded value reads: each kind in the console's own format for it. */
export type FieldKind =
  'text' | 'money' | 'date' | 'yesNo' | 'importance' | 'region' | 'categories' | 'business' | 'referral';

type FieldSpec = { label: string; kind: FieldKind };

const text = (label: string): FieldSpec => ({ label, kind: 'text' });

/**
 * The fields a revision names, by the keys of the spec's write payload for each record (the
 * contract's words), labelled as the record's form labels them. Kept here rather than on each
 * resource's declaration: a deleted record's history page has no resource page to ask, and one
 * feature may not import another's.
 */
const FIELDS: Record<RecordModel, Record<string, FieldSpec>> = {
  BUSINESS: {
    name: text('Name'),
    regionId: { label: 'Region', kind: 'region' },
    categories: { label: 'Categories', kind: 'categories' },
  },
  REFERRAL: {
    businessName: text('Business Name'),
    firstName: text('First Name'),
    lastName: text('Last Name'),
    email: text('Email'),
    mobile: text('Mobile'),
    website: text('Website'),
    importance: { label: 'Importance', kind: 'importance' },
    description: text('Additional Information'),
    referrer: { label: 'Referrer', kind: 'business' },
    referredTo: { label: 'Referred To', kind: 'business' },
  },
  TRANSACTION: {
    amount: { label: 'Amount', kind: 'money' },
    date: { label: 'Date', kind: 'date' },
    referralId: { label: 'Referral', kind: 'referral' },
  },
  USER: {
    firstName: text('First Name'),
    lastName: text('Last Name'),
    email: text('Email'),
    mobile: text('Mobile'),
    isAdmin: { label: 'Admin', kind: 'yesNo' },
    isActive: { label: 'Active', kind: 'yesNo' },
    business: { label: 'Business', kind: 'business' },
  },
  REGION: { name: text('Name') },
  CATEGORY: { name: text('Category Name') },
};

/** A field's label and kind; a field this console does not know shows under its own key, as text. */
export function fieldSpec(model: RecordModel, field: string): FieldSpec {
  return FIELDS[model][field] ?? text(field);
}

/** The record kinds in the URL of a history page ('/history/business/12'), as the contract names them. */
export const RECORD_MODELS: readonly RecordModel[] = [
  'BUSINESS',
  'REFERRAL',
  'TRANSACTION',
  'USER',
  'REGION',
  'CATEGORY',
];

/** The record kinds in the console's words ('Business'), for headings and messages. */
export const MODEL_LABELS: Record<RecordModel, string> = {
  BUSINESS: 'Business',
  REFERRAL: 'Referral',
  TRANSACTION: 'Transaction',
  USER: 'User',
  REGION: 'Region',
  CATEGORY: 'Category',
};
