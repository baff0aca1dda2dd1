import { Alert, Button, Form, Input, Select } from 'antd';
import { requiredText } from '../../lib/formRules';
import type { Business } from '../../api/endpoints/businesses';
import type { FieldsProps } from '../../components/record/resource';
import { useMemo } from 'react';
import { errorMessage, type ApiError } from '../../api/errors';
import { useGetCategoriesQuery } from '../../api/generated/categories';
import { useGetRegionsQuery } from '../../api/generated/regions';
import { mergeChoices } from '../../lib/choices';

/** The regions and categories a business form chooses from. */
function useBusinessChoices(current?: Business) {
  const regions = useGetRegionsQuery();
  const categories = useGetCategoriesQuery();

  const regionChoices = useMemo(
    () => mergeChoices(current ? [current.region] : [], regions.data?.data),
    [regions.data, current],
  );
  const categoryChoices = useMemo(
    () => mergeChoices(current?.categories ?? [], categories.data?.data),
    [categories.data, current],
  );

  const error: ApiError = regions.error ?? categories.error;
  return {
    regionChoices,
    categoryChoices,
    regionsLoading: regions.isLoading,
    categoriesLoading: categories.isLoading,
    error,
    retry: () => {
      if (regions.error) void regions.refetch();
      if (categories.error) void categories.refetch();
    },
  };
}

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
