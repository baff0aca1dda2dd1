import { PlusOutlined } from '@ant-design/icons';
import { useGetCategoriesQuery, type Category } from '../../api/endpoints/categories';
import { ButtonLink } from '../../components/ButtonLink';
import { detailsColumn } from '../../components/detailsColumn';
import { ListTable, type ListColumn } from '../../components/ListTable';
import { PageHeader } from '../../components/PageHeader';

const columns: ListColumn<Category>[] = [
  {
    key: 'name',
    title: 'Name',
    text: (category) => category.name,
    link: (category) => `/categories/${category.id}`,
  },
  detailsColumn(
    (category) => `/categories/${category.id}`,
    (category) => category.name,
  ),
];

export default function CategoryListPage() {
  const { data, isLoading, error, refetch } = useGetCategoriesQuery();
  return (
    <>
      <PageHeader
        title="Categories"
        extra={
          <ButtonLink to="/categories/create" type="primary" icon={<PlusOutlined />}>
            Create Category
          </ButtonLink>
        }
      />
      <ListTable
        label="Categories"
        rows={data?.data}
        columns={columns}
        rowKey={(category) => category.id}
        emptyText="No categories found"
        loading={isLoading}
        error={error}
        onRetry={refetch}
        exportName="categories"
        defaultSort={{ key: 'name', order: 'ascend' }}
      />
    </>
  );
}
