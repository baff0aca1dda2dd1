import { Card, Descriptions, Typography, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Referral } from '../../api/endpoints/referrals';
import { formatDateTimePadded, formatMoney, sumMoney } from '../../lib/format';
import { ImportanceTag } from '../../components/ImportanceTag';
import { WebsiteLink } from './WebsiteLink';

const none = <Typography.Text type="secondary">—</Typography.Text>;

/** Server text or a dash; never parsed as HTML. */
const orNone = (value: string | null | undefined, show: (text: string) => ReactNode = (text) => text) =>
  value?.trim() ? show(value) : none;

function contactName(referral: Referral): string {
  return [referral.firstName, referral.lastName].filter((part) => part?.trim()).join(' ');
}

function totalMoneyMade(referral: Referral): number {
  return sumMoney((referral.transactions ?? []).map((transaction) => transaction.amount));
}

/** Everything the spec lists about a referral, as label and value pairs. */
export function ReferralDetails({ referral }: { referral: Referral }) {
  const items: DescriptionsProps['items'] = [
    { key: 'businessName', label: 'Business Name', children: referral.businessName },
    {
      key: 'description',
      label: 'Additional Information',
      children: orNone(referral.description, (text) => (
        <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</span>
      )),
      span: 'filled',
    },
    { key: 'importance', label: 'Importance', children: <ImportanceTag importance={referral.importance} /> },
    { key: 'acceptanceType', label: 'Acceptance Type', children: orNone(referral.acceptanceType) },
    {
      key: 'customerType',
      label: 'Customer Type',
      children: referral.customerType?.trim() ? referral.customerType : <em>Pending</em>,
    },
    ...(referral.closureReason?.trim()
      ? [{ key: 'closureReason', label: 'Closure Reason', children: referral.closureReason }]
      : []),
    { key: 'contactName', label: 'Contact Name', children: orNone(contactName(referral)) },
    {
      key: 'email',
      label: 'Email',
      children: orNone(referral.email, (email) => <a href={`mailto:${email.trim()}`}>{email}</a>),
    },
    {
      key: 'mobile',
      label: 'Mobile',
      children: orNone(referral.mobile, (mobile) => <a href={`tel:${mobile.trim()}`}>{mobile}</a>),
    },
    {
      key: 'website',
      label: 'Website',
      children: orNone(referral.website, (website) => <WebsiteLink website={website} />),
    },
    {
      key: 'referrer',
      label: 'Referrer',
      children: <Link to={`/businesses/${referral.referrer.id}`}>{referral.referrer.name}</Link>,
    },
    {
      key: 'referredTo',
      label: 'Referred To',
      children: <Link to={`/businesses/${referral.referredTo.id}`}>{referral.referredTo.name}</Link>,
    },
    {
      key: 'total',
      label: 'Total Money Made',
      children: <Typography.Text strong>{formatMoney(totalMoneyMade(referral))}</Typography.Text>,
    },
    { key: 'createdAt', label: 'Created At', children: formatDateTimePadded(referral.createdAt) },
    { key: 'updatedAt', label: 'Last Updated At', children: formatDateTimePadded(referral.updatedAt) },
  ];
  return (
    <Card>
      <Descriptions column={{ xs: 1, sm: 1, md: 2 }} items={items} />
    </Card>
  );
}
