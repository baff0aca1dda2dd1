import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import type { Business, BusinessListEnvelope } from '../../api/endpoints/businesses';
import { ButtonLink } from '../../components/ButtonLink';
import { detailsColumn } from '../../components/list/detailsColumn';
import type { ListColumn } from '../../components/list/listColumn';
import { ListTable } from '../../components/list/ListTable';
import { useListController } from '../../components/list/useListController';
import { PageHeader } from '../../components/PageHeader';
import { businessList } from '../../api/lists/businessList';
import { categoryNames, CategoryTags } from './CategoryTags';

const columns: ListColumn<Business>[] = [
  {
    key: 'name',
    title: 'Name',
    text: (business) => business.name,
    link: (business) => `/businesses/${business.id}`,
  },
  {
    key: 'region',
    title: 'Region',
    text: (business) => business.region.name,
    render: (business) => <Link to={`/regions/${business.region.id}`}>{business.region.name}</Link>,
  },
  {
    key: 'categories',
    title: 'Categories',
    text: (business) => categoryNames(business.categories),
    render: (business) => <CategoryTags categories={business.categories} />,
  },
  detailsColumn(
    (business) => `/businesses/${business.id}`,
    (business) => business.name,
  ),
];

const businessesOf = (answer: BusinessListEnvelope) => answer.data;

export default function BusinessListPage() {
  const list = useListController({
    source: { server: businessList, rowsOf: businessesOf },
    columns,
    defaultSort: { key: 'name', order: 'ascend' },
    exportName: 'businesses',
  });
  return (
    <>
      <PageHeader
        title="Businesses"
        extra={
          <ButtonLink to="/businesses/create" type="primary" icon={<PlusOutlined />}>
            Create Business
          </ButtonLink>
        }
      />
      <ListTable list={list} label="Businesses" emptyText="No businesses found" />
    </>
  );
}
