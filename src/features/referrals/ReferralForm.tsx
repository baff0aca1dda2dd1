import { Alert, Button, Col, Form, Input, Row, Select, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import type { NamedRef } from '../../api/endpoints/referrals';
import { errorMessage } from '../../api/errors';
import type { MutationOutcome } from '../../components/ConfirmButton';
import { FormFrame } from '../../components/FormFrame';
import { IMPORTANCES } from '../../api/importance';
import type { ReferralValues } from './referralPayload';
import { referralRules } from './referralRules';
import { useBusinessOptions } from './useBusinessOptions';

const importanceOptions = IMPORTANCES.map((importance) => ({ value: importance, label: importance }));
const half = { xs: 24, md: 12 };

type ReferralFormProps = {
  title: string;
  submitLabel: string;
  cancelTo: string;
  back?: ReactNode;
  initialValues: Partial<ReferralValues>;
  /** The referral's own businesses, named before the business list arrives. */
  knownBusinesses?: readonly NamedRef[];
  onSubmit: (values: ReferralValues) => Promise<MutationOutcome>;
  /** Given the answer to the submit (a create answers with the new referral). */
  onSuccess: (answer: unknown) => void;
  /** The edit's form instance (it reloads another admin's version into it), and its check before saving. */
  form?: FormInstance<ReferralValues>;
  beforeSubmit?: () => Promise<boolean>;
};

/** The one referral form, for creating and for editing. */
export function ReferralForm({
  title,
  submitLabel,
  cancelTo,
  back,
  initialValues,
  knownBusinesses,
  onSubmit,
  onSuccess,
  form: given,
  beforeSubmit,
}: ReferralFormProps) {
  const [form] = Form.useForm<ReferralValues>(given);
  const businesses = useBusinessOptions(knownBusinesses);
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
    <FormFrame<ReferralValues>
      title={title}
      form={form}
      initialValues={initialValues}
      submitLabel={submitLabel}
      cancelTo={cancelTo}
      back={back}
      onSubmit={onSubmit}
      onSuccess={onSuccess}
      beforeSubmit={beforeSubmit}
    >
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
    </FormFrame>
  );
}
