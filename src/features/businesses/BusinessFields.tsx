import { Alert, Button, Form, Input, Select } from 'antd';
import { errorMessage } from '../../api/errors';
import { requiredText } from '../../lib/formRules';
import type { Business } from '../../api/endpoints/businesses';
import type { FieldsProps } from '../../components/record/resource';
import { useBusinessChoices } from './useBusinessChoices';

// Searching matches the option's label (the name), not its numeric value.
const searchByName = { optionFilterProp: 'label' } as const;

/** The business form's fields; `record` is the business being edited. */
export function BusinessFields({ record }: FieldsProps<Business>) {
  const choices = useBusinessChoices(record);
  return (
    <>
      <Form.Item label="Name" name="name" rules={requiredText('Please enter the business name')}>
        <Input placeholder="Enter business name" autoFocus />
      </Form.Item>
      <Form.Item
        label="Region"
        name="regionId"
        rules={[{ required: true, message: 'Please choose a region' }]}
      >
        <Select
          showSearch={searchByName}
          placeholder="Choose a region"
          options={choices.regionChoices}
          loading={choices.regionsLoading}
          notFoundContent={choices.regionsLoading ? 'Loading regions…' : 'No regions found'}
        />
      </Form.Item>
      <Form.Item label="Categories" name="categories">
        <Select
          mode="multiple"
          allowClear
          showSearch={searchByName}
          placeholder="Choose categories"
          options={choices.categoryChoices}
          loading={choices.categoriesLoading}
          notFoundContent={choices.categoriesLoading ? 'Loading categories…' : 'No categories found'}
        />
      </Form.Item>
      {choices.error && (
        <Alert
          type="warning"
          showIcon
          title="The regions or categories to choose from could not be loaded"
          description={errorMessage(choices.error)}
          action={
            <Button size="small" onClick={choices.retry}>
              Try again
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
    </>
  );
}
