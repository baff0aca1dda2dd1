import type { Importance, Referral, ReferralCreate, ReferralPatch } from '../../api/endpoints/referrals';
import { toId } from '../../lib/sameId';

/** What the referral form holds; optional texts may be empty or absent, the businesses are ids. */
export type ReferralValues = {
  firstName: string;
  lastName?: string | null;
  email?: string | null;
  mobile: string;
  website?: string | null;
  businessName: string;
  importance: Importance;
  description?: string | null;
  referrer: number;
  referredTo: number;
};

const OPTIONAL_TEXTS = ['lastName', 'email', 'website', 'description'] as const;
type OptionalText = (typeof OPTIONAL_TEXTS)[number];

/** The optional texts that hold something, trimmed; empty, blank and null ones are left out. */
function optionalTexts(values: ReferralValues): Partial<Record<OptionalText, string>> {
  const kept: Partial<Record<OptionalText, string>> = {};
  for (const key of OPTIONAL_TEXTS) {
    const value = values[key]?.trim();
    if (value) kept[key] = value;
  }
  return kept;
}

/** The create payload: required fields trimmed, empty optional fields left out (keys absent). */
export function toReferralCreate(values: ReferralValues): ReferralCreate {
  return {
    firstName: values.firstName.trim(),
    mobile: values.mobile.trim(),
    businessName: values.businessName.trim(),
    importance: values.importance,
    referrer: values.referrer,
    referredTo: values.referredTo,
    ...optionalTexts(values),
  };
}

/** The edit's PATCH: only fields that hold something, the businesses as ids. */
export function toReferralPatch(values: ReferralValues): ReferralPatch {
  const patch: ReferralPatch = { ...optionalTexts(values) };
  const firstName = values.firstName.trim();
  const mobile = values.mobile.trim();
  const businessName = values.businessName.trim();
  if (firstName) patch.firstName = firstName;
  if (mobile) patch.mobile = mobile;
  if (businessName) patch.businessName = businessName;
  if (values.importance) patch.importance = values.importance;
  if (typeof values.referrer === 'number') patch.referrer = values.referrer;
  if (typeof values.referredTo === 'number') patch.referredTo = values.referredTo;
  return patch;
}

/** A loaded referral as the form's values: its businesses, which it holds as {id, name}, as ids. */
export function referralToValues(referral: Referral): Partial<ReferralValues> {
  return {
    firstName: referral.firstName,
    lastName: referral.lastName ?? '',
    email: referral.email ?? '',
    mobile: referral.mobile,
    website: referral.website ?? '',
    businessName: referral.businessName,
    importance: referral.importance,
    description: referral.description ?? '',
    // Compared with the business list's ids as numbers, whichever way the backend wrote them.
    referrer: toId(referral.referrer?.id) ?? undefined,
    referredTo: toId(referral.referredTo?.id) ?? undefined,
  };
}
