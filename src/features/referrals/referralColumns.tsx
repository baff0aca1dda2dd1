import { InAppLink } from '../../components/InAppLink';
import type { Referral } from '../../api/endpoints/referrals';
import type { ListColumn } from '../../components/list/listColumn';
import { formatDateTime, isoDateTime } from '../../lib/format';
import { importanceRank } from './importance';
import { ImportanceTag } from '../../components/ImportanceTag';

// Search, sort and export read a row's date text many times over 10,000 rows; rows from the
// cache are immutable, so each is formatted and parsed once.
const dateTexts = new WeakMap<Referral, string>();
const dateValues = new WeakMap<Referral, number>();

function referralDateText(referral: Referral): string {
  let text = dateTexts.get(referral);
  if (text === undefined) {
    text = formatDateTime(referral.createdAt);
    dateTexts.set(referral, text);
  }
  return text;
}

function referralDateValue(referral: Referral): number {
  let value = dateValues.get(referral);
  if (value === undefined) {
    const parsed = Date.parse(referral.createdAt);
    value = Number.isNaN(parsed) ? 0 : parsed;
    dateValues.set(referral, value);
  }
  return value;
}

const businessLink = (business: Referral['referrer']) => (
  <InAppLink to={`/businesses/${business.id}`}>{business.name}</InAppLink>
);

/** The referral list's columns, built once: a new array per render would redo every row's text. */
export const referralColumns: ListColumn<Referral>[] = [
  {
    key: 'businessName',
    title: 'Business Name',
    text: (referral) => referral.businessName,
    width: 170,
  },
  {
    key: 'createdAt',
    title: 'Date of Referral',
    text: referralDateText,
    csvText: (referral) => isoDateTime(referral.createdAt),
    sortValue: referralDateValue,
    width: 200,
  },
  {
    key: 'importance',
    title: 'Importance',
    text: (referral) => referral.importance,
    render: (referral) => <ImportanceTag importance={referral.importance} />,
    sortValue: (referral) => importanceRank(referral.importance),
    width: 130,
  },
  {
    key: 'referrer',
    title: 'Referrer',
    text: (referral) => referral.referrer.name,
    render: (referral) => businessLink(referral.referrer),
    // The businesses' names get the width the date and the tags do not need.
    width: 195,
  },
  {
    key: 'referredTo',
    title: 'Referred To',
    text: (referral) => referral.referredTo.name,
    render: (referral) => businessLink(referral.referredTo),
    width: 195,
  },
  { key: 'status', title: 'Status', text: (referral) => referral.acceptanceType ?? '', width: 110 },
];
