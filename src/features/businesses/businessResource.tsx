import { useMemo } from 'react';
import { businessList } from '../../api/lists/businessList';
import {
  api,
  useCreateBusinessMutation,
  useDeleteBusinessMutation,
  useGetBusinessQuery,
  useUpdateBusinessMutation,
  type Business,
  type BusinessInput,
  type Category,
} from '../../api/endpoints/businesses';
import { useGetCategoriesQuery } from '../../api/generated/categories';
import { InAppLink } from '../../components/InAppLink';
import { RESOURCES } from '../../api/resources';
import { defineResource, identityOf, saveWith, type RecordId } from '../../components/record/resource';
import { mergeChoices } from '../../lib/choices';
import { categoryNames, CategoryTags } from './CategoryTags';
import { ImportBusinessesButton } from './import/ImportBusinessesButton';

export type BusinessValues = { name: string; regionId: number; categories: number[] };

/**
 * The spec's payload names each category (`[{id, name}]`): names come from the loaded list, or
 * from the business itself for one the list does not hold.
 */
function useToInput() {
  const { data } = useGetCategoriesQuery();
  return useMemo(() => {
    const loaded = data?.data;
    return (values: BusinessValues, own: readonly Category[] = []): BusinessInput => {
      const names = new Map(mergeChoices(own, loaded).map((choice) => [choice.value, choice.label]));
      return {
        name: values.name.trim(),
        regionId: values.regionId,
        categories: (values.categories ?? []).flatMap((id) => {
          const name = names.get(id);
          return name === undefined ? [] : [{ id, name }];
        }),
      };
    };
  }, [data]);
}

/** The record's query, as its pages and a cold load's early request ask for it (one cache entry). */
const recordArg = (id: number) => ({ id });

export const businessResource = defineResource({
  ...identityOf(RESOURCES.BUSINESS),
  recordName: (business) => business.name,
  backLabel: 'Back to businesses',
  list: {
    title: 'Businesses',
    emptyText: 'No businesses found',
    columns: [
      {
        key: 'name',
        title: 'Name',
        text: (business) => business.name,
        width: 220,
      },
      {
        key: 'region',
        title: 'Region',
        text: (business) => business.region.name,
        render: (business) => (
          <InAppLink to={`/regions/${business.region.id}`}>{business.region.name}</InAppLink>
        ),
        width: 160,
      },
      {
        key: 'categories',
        title: 'Categories',
        text: (business) => categoryNames(business.categories),
        render: (business) => <CategoryTags categories={business.categories} />,
        width: 260,
      },
    ],
    defaultSort: businessList.defaultSort,
    exportName: 'businesses',
    actions: <ImportBusinessesButton />,
    card: { fields: ['region', 'categories'] },
  },
  remove: {
    confirm: () => 'Are you sure you want to delete this business?',
    // The spec's wording for a failed business delete.
    errorFallback: 'Error deleting user',
    ...saveWith(useDeleteBusinessMutation, (id: number) => ({ id })),
  },
  useRecord: (id: RecordId) => useGetBusinessQuery(typeof id === 'number' ? recordArg(id) : id),
  requestRecord: (id) => api.endpoints.getBusiness.initiate(recordArg(id), { subscribe: false }),
  // The spec sends every failed business load to the generic not-found page.
  failed: 'not-found',
  create: {
    title: 'Create Business',
    initialValues: { categories: [] },
    useSave: () => {
      const [create] = useCreateBusinessMutation();
      const toInput = useToInput();
      return (values: BusinessValues) => create({ businessInput: toInput(values) });
    },
  },
  history: {
    model: 'BUSINESS',
    revert: (business, before) => ({
      name: before.text('name', business.name),
      regionId: before.id('regionId', business.region.id),
      categories: before.ids(
        'categories',
        (business.categories ?? []).map((category) => category.id),
      ),
    }),
  },
  edit: {
    title: 'Edit Business',
    toValues: (business: Business) => ({
      name: business.name,
      regionId: business.region?.id,
      categories: (business.categories ?? []).map((category) => category.id),
    }),
    watched: [
      { label: 'Name', read: (business) => business.name },
      { label: 'Region', read: (business) => business.region?.name },
      { label: 'Categories', read: (business) => (business.categories ?? []).map(({ name }) => name).sort() },
    ],
    useSave: () => {
      const [update] = useUpdateBusinessMutation();
      const toInput = useToInput();
      return ({ id, values, record }) => update({ id, businessInput: toInput(values, record.categories) });
    },
  },
});
