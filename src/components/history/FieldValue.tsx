import { skipToken } from '@reduxjs/toolkit/query';
import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useGetBusinessQuery } from '../../api/endpoints/businesses';
import { useGetCategoriesQuery } from '../../api/generated/categories';
import { useGetRegionsQuery } from '../../api/generated/regions';
import { formatDate, formatMoney } from '../../lib/format';
import { toId } from '../../lib/sameId';
import { ImportanceTag } from '../ImportanceTag';
import type { FieldKind } from '../../api/resources';

const isBlank = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** A value of no known shape, as text; never markup. */
function plain(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function RegionName({ value }: { value: unknown }) {
  const { data } = useGetRegionsQuery();
  const id = toId(value);
  const region = data?.data?.find((one) => toId(one.id) === id);
  return <>{region?.name ?? `Region ${plain(value)}`}</>;
}

function CategoryNames({ value }: { value: unknown }) {
  const { data } = useGetCategoriesQuery();
  const ids = Array.isArray(value) ? value : [value];
  const names = ids.map((one) => {
    const id = toId(one);
    return data?.data?.find((category) => toId(category.id) === id)?.name ?? `Category ${plain(one)}`;
  });
  return <>{names.join(', ')}</>;
}

/** A business by its id: its name, linked, or its number when it is gone. */
function BusinessName({ value, linked }: { value: unknown; linked: boolean }) {
  const id = toId(value);
  const { data, isError } = useGetBusinessQuery(id === null ? skipToken : { id });
  const name = data?.data?.name;
  if (id === null || isError || !name) return <>{`Business ${plain(value)}`}</>;
  return linked ? <Link to={`/businesses/${id}`}>{name}</Link> : <>{name}</>;
}

type FieldValueProps = {
  kind: FieldKind;
  value: unknown;
  /** Off inside a dialog, which antd renders outside the router. */
  linked?: boolean;
};

/** One recorded value (a field's old or new one) in the console's format for its kind. */
export function FieldValue({ kind, value, linked = true }: FieldValueProps) {
  if (isBlank(value))
    return <Typography.Text type="secondary">{Array.isArray(value) ? '(none)' : '(empty)'}</Typography.Text>;
  switch (kind) {
    case 'money':
      return <>{formatMoney(Number(value))}</>;
    case 'date':
      return <>{typeof value === 'string' ? formatDate(value) || value : plain(value)}</>;
    case 'yesNo':
      return <>{value === true || value === 'true' ? 'Yes' : 'No'}</>;
    case 'importance':
      return <ImportanceTag importance={plain(value)} />;
    case 'region':
      return <RegionName value={value} />;
    case 'categories':
      return <CategoryNames value={value} />;
    case 'business':
      return <BusinessName value={value} linked={linked} />;
    case 'referral':
      return toId(value) !== null && linked ? (
        <Link to={`/referrals/${toId(value)}`}>{`Referral ${plain(value)}`}</Link>
      ) : (
        <>{`Referral ${plain(value)}`}</>
      );
    case 'text':
      return <>{plain(value)}</>;
  }
}
