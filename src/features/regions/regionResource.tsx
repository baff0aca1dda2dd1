import {
  api,
  useCreateRegionMutation,
  useDeleteRegionMutation,
  useGetRegionQuery,
  useGetRegionsQuery,
  useUpdateRegionMutation,
} from '../../api/generated/regions';
import { RESOURCES } from '../../api/resources';
import {
  defineResource,
  identityOf,
  saveWith,
  textInput,
  type RecordId,
} from '../../components/record/resource';

type RegionValues = { name: string };

const toInput = (values: RegionValues) => ({ name: values.name.trim() });

/** The record's query, as its pages and a cold load's early request ask for it (one cache entry). */
const recordArg = (id: number) => ({ id, extended: true });

export const regionResource = defineResource({
  ...identityOf(RESOURCES.REGION),
  form: [
    textInput(RESOURCES.REGION, 'name', {
      required: 'Please enter the region name',
      placeholder: 'Enter region name',
    }),
  ],
  recordName: (region) => region.name,
  backLabel: 'Back to regions',
  list: {
    title: 'Regions',
    emptyText: 'No regions found',
    columns: [
      {
        key: 'name',
        title: 'Name',
        text: (region) => region.name,
      },
    ],
    defaultSort: { key: 'name', order: 'ascend' },
    exportName: 'regions',
    useWhole: useGetRegionsQuery,
  },
  remove: {
    confirm: () => 'Are you sure you want to delete this region?',
    ...saveWith(useDeleteRegionMutation, (id: number) => ({ id })),
  },
  // With its businesses, which the detail page lists.
  useRecord: (id: RecordId) => useGetRegionQuery(typeof id === 'number' ? recordArg(id) : id),
  requestRecord: (id) => api.endpoints.getRegion.initiate(recordArg(id), { subscribe: false }),
  create: {
    title: 'Create Region',
    ...saveWith(useCreateRegionMutation, (values: RegionValues) => ({ regionInput: toInput(values) })),
  },
  history: {
    model: 'REGION',
    revert: (region, before) => ({ name: before.text('name', region.name) }),
  },
  edit: {
    title: 'Update Region',
    toValues: (region) => ({ name: region.name }),
    watched: [{ label: 'Name', read: (region) => region.name }],
    ...saveWith(useUpdateRegionMutation, ({ id, values }: { id: number; values: RegionValues }) => ({
      id,
      regionInput: toInput(values),
    })),
  },
});
