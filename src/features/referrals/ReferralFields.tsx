import { Alert, Button, Col, Form, Input, Row, Select } from 'antd';
import { useMemo } from 'react';
import type { Referral } from '../../api/endpoints/referrals';
import type { FieldsProps } from '../../components/record/resource';
import { errorMessage } from '../../api/errors';
import { IMPORTANCES } from '../../api/importance';
import { referralRules } from './referralRules';
import { useGetBusinessesQuery, type NamedRef } from '../../api/endpoints/businesses';
import { mergeChoices } from '../../lib/choices';

const NONE: readonly NamedRef[] = [];

/**
 * The businesses to pick a referrer and a referred-to from, by name; `known` (a referral's own
 * ends) are among them while the list loads.
 */
function useBusinessOptions(known: readonly NamedRef[] = NONE) {
  const { data, isFetching, error, refetch } = useGetBusinessesQuery({});
  const businesses = data?.data;
  const options = useMemo(() => mergeChoices(known, businesses), [businesses, known]);
  return { options, loading: isFetching, error, refetch };
}

const importanceOptions = IMPORTANCES.map((importance) => ({ value: importance, label: importance }));
const half = { xs: 24, md: 12 };

/** The referral form's fields, for creating and for editing; an edited referral's own businesses are named before the business list arrives. */
export function ReferralFields({ record }: FieldsProps<Referral>) {
  const known = useMemo(() => (record ? [record.referrer, record.referredTo] : undefined), [record]);
  const businesses = useBusinessOptions(known);
  const businessSelect = (placeholder: string) => (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      options={businesses.options}
      loading={businesses.loading}
      placeholder={placeholder}
      notFoundContent={businesses.loading ? 'Loading businesses…' : 'No businesses found'}
    />
  );

  return (
    <>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item label="First Name" name="firstName" rules={referralRules.firstName}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="Last Name" name="lastName" rules={referralRules.lastName}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="Email" name="email" rules={referralRules.email}>
            <Input type="email" inputMode="email" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="Mobile" name="mobile" rules={referralRules.mobile}>
            <Input inputMode="numeric" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="Website" name="website" rules={referralRules.website}>
            <Input inputMode="url" placeholder="https://" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="Business Name" name="businessName" rules={referralRules.businessName}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="Importance" name="importance" rules={referralRules.importance}>
            <Select options={importanceOptions} />
          </Form.Item>
        </Col>
      </Row>
      {businesses.error && (
        <Alert
          type="error"
          showIcon
          title={errorMessage(businesses.error, 'The businesses could not be loaded')}
          action={
            <Button size="small" onClick={() => void businesses.refetch()}>
              Try again
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item label="Referrer" name="referrer" rules={referralRules.referrer}>
            {businessSelect('Search for the referring business')}
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            label="Referred To"
            name="referredTo"
            dependencies={['referrer']}
            rules={referralRules.referredTo}
          >
            {businessSelect('Search for the business referred to')}
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Additional Information" name="description" rules={referralRules.description}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} />
      </Form.Item>
    </>
  );
}
