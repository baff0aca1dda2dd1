import { Button, Col, Form, Input, Row, Select, Switch } from 'antd';
import type { User } from '../../api/endpoints/users';
import { useAppSelector } from '../../store/hooks';
import type { FieldsProps } from '../../components/record/resource';
import { sameId } from '../../lib/sameId';
import { useGetBusinessesQuery } from '../../api/endpoints/businesses';
import type { Rule } from 'antd/es/form';
import { maxLength, requiredText, whenChanged } from '../../lib/formRules';
import { EMAIL_MAX_LENGTH, isStandardEmail } from '../../lib/email';

export type UserValues = {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  isAdmin: boolean;
  /** Edit only. */
  isActive?: boolean;
  /** A business id; empty when the user belongs to none. */
  business?: number | null;
};

const MOBILE_MAX_LENGTH = 20;

const emailRules = [
  { required: true, whitespace: true, message: 'Please enter the email address' },
  whenChanged((email) => (isStandardEmail(email) ? null : 'Please enter a valid email address')),
];

// The spec asks for a numeric input; digits only and the length are the reference server's rules,
// so they apply only once the mobile number is changed (see whenChanged).
const mobileRules: Rule[] = [
  { required: true, whitespace: true, message: 'Please enter the mobile number' },
  whenChanged((text) => (/^[0-9]+$/.test(text) ? null : 'Please use digits only')),
  maxLength(MOBILE_MAX_LENGTH, 'digits'),
];

function BusinessField() {
  const { data, isLoading, isError, refetch } = useGetBusinessesQuery({});
  const options = (data?.data ?? []).map((business) => ({ value: business.id, label: business.name }));
  return (
    <Form.Item
      label="Business"
      name="business"
      extra={
        isError ? (
          <>
            The businesses could not be loaded.{' '}
            <Button type="link" size="small" onClick={() => void refetch()} style={{ padding: 0 }}>
              Try again
            </Button>
          </>
        ) : (
          'Optional: the business this user belongs to.'
        )
      }
    >
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="No business"
        loading={isLoading}
        options={options}
        notFoundContent={isLoading ? 'Loading businesses…' : 'No businesses found'}
      />
    </Form.Item>
  );
}

/**
 * The user form's fields. `isActive` is editable on edit only; `self` locks the switches that
 * would lock the signed-in admin out (the server refuses those changes anyway).
 */
export function UserFields({ record, id }: FieldsProps<User>) {
  const signedInId = useAppSelector((state) => state.session.userData?.id);
  const editing = record !== undefined;
  const self = editing && sameId(signedInId, id);
  const lockedHelp = self ? 'You cannot change this for your own account.' : undefined;
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item label="First Name" name="firstName" rules={requiredText('Please enter the first name')}>
            <Input autoComplete="off" autoFocus />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Last Name" name="lastName" rules={requiredText('Please enter the last name')}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          {/* A text field: a browser's own email check would block the form's clearer message. */}
          <Form.Item label="Email" name="email" rules={emailRules}>
            <Input inputMode="email" autoComplete="off" maxLength={EMAIL_MAX_LENGTH} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Mobile" name="mobile" rules={mobileRules}>
            <Input inputMode="numeric" autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <BusinessField />
      <Row gutter={16}>
        <Col xs={12}>
          <Form.Item label="Admin" name="isAdmin" valuePropName="checked" extra={lockedHelp}>
            <Switch disabled={self} />
          </Form.Item>
        </Col>
        {editing && (
          <Col xs={12}>
            <Form.Item label="Active" name="isActive" valuePropName="checked" extra={lockedHelp}>
              <Switch disabled={self} />
            </Form.Item>
          </Col>
        )}
      </Row>
    </>
  );
}
