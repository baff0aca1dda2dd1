import { PlusOutlined } from '@ant-design/icons';
import { useGetCategoriesQuery, type Category } from '../../api/endpoints/categories';
import { ButtonLink } from '../../components/ButtonLink';
import { detailsColumn } from '../../components/list/detailsColumn';
import type { ListColumn } from '../../components/list/listColumn';
import { ListTable } from '../../components/list/ListTable';
import { useListController, wholeQuery } from '../../components/list/useListController';
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
  const query = useGetCategoriesQuery();
  const list = useListController({
    source: wholeQuery(query),
    columns,
    defaultSort: { key: 'name', order: 'ascend' },
    exportName: 'categories',
  });
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
      <ListTable list={list} label="Categories" emptyText="No categories found" />
    </>
  );
}
