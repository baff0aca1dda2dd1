import {
  api,
  useCreateReferralMutation,
  useDeleteReferralMutation,
  useGetReferralQuery,
  useUpdateReferralMutation,
} from '../../api/endpoints/referrals';
import { referralList } from '../../api/lists/referralList';
import { RESOURCES } from '../../api/resources';
import { defineResource, identityOf, saveWith, type RecordId } from '../../components/record/resource';
import { IMPORTANCES } from '../../api/importance';
import { toId } from '../../lib/sameId';
import { DEFAULT_IMPORTANCE } from './importance';
import { importanceFilter } from './ImportanceFilter';
import { statusFilter } from './statusFilter';
import { referralColumns } from './referralColumns';
import { referralToValues, toReferralCreate, toReferralPatch, type ReferralValues } from './referralPayload';

/** The record's query, as its pages and a cold load's early request ask for it (one cache entry). */
const recordArg = (id: number) => ({ id, extended: true });

export const referralResource = defineResource({
  ...identityOf(RESOURCES.REFERRAL),
  recordName: (referral) => referral.businessName,
  backLabel: 'Back to referrals',
  list: {
    title: 'Referrals',
    emptyText: 'No referrals found',
    columns: referralColumns,
    defaultSort: referralList.defaultSort,
    exportName: 'referrals',
    card: { fields: ['createdAt', 'importance', 'status'] },
    filters: [importanceFilter, statusFilter],
  },
  remove: {
    confirm: (referral) => `Are you sure you want to delete the referral to ${referral.businessName}`,
    errorFallback: 'The referral could not be deleted',
    ...saveWith(useDeleteReferralMutation, (id: number) => ({ id })),
  },
  // With its transactions, which the detail page lists.
  useRecord: (id: RecordId) => useGetReferralQuery(typeof id === 'number' ? recordArg(id) : id),
  requestRecord: (id) => api.endpoints.getReferral.initiate(recordArg(id), { subscribe: false }),
  // The spec shows the generic not-found page for any failed referral load.
  failed: 'not-found',
  create: {
    title: 'Create Referral',
    initialValues: { importance: DEFAULT_IMPORTANCE },
    ...saveWith(useCreateReferralMutation, (values: ReferralValues) => ({
      referralCreate: toReferralCreate(values),
    })),
  },
  history: {
    model: 'REFERRAL',
    revert: (referral, before) => ({
      businessName: before.text('businessName', referral.businessName),
      firstName: before.text('firstName', referral.firstName),
      lastName: before.text('lastName', referral.lastName ?? ''),
      email: before.text('email', referral.email ?? ''),
      mobile: before.text('mobile', referral.mobile),
      website: before.text('website', referral.website ?? ''),
      importance: before.oneOf('importance', IMPORTANCES, referral.importance),
      description: before.text('description', referral.description ?? ''),
      referrer: before.id('referrer', toId(referral.referrer?.id) ?? 0),
      referredTo: before.id('referredTo', toId(referral.referredTo?.id) ?? 0),
    }),
  },
  edit: {
    title: 'Edit Referral',
    toValues: referralToValues,
    watched: [
      { label: 'Business Name', read: (referral) => referral.businessName },
      { label: 'First Name', read: (referral) => referral.firstName },
      { label: 'Last Name', read: (referral) => referral.lastName },
      { label: 'Email', read: (referral) => referral.email },
      { label: 'Mobile', read: (referral) => referral.mobile },
      { label: 'Website', read: (referral) => referral.website },
      { label: 'Importance', read: (referral) => referral.importance },
      { label: 'Additional Information', read: (referral) => referral.description },
      { label: 'Referrer', read: (referral) => referral.referrer?.name },
      { label: 'Referred To', read: (referral) => referral.referredTo?.name },
    ],
    ...saveWith(useUpdateReferralMutation, ({ id, values }: { id: number; values: ReferralValues }) => ({
      id,
      referralPatch: toReferralPatch(values),
    })),
  },
});
