import { Flex, Tag, Typography } from 'antd';
import type { Category } from '../../api/endpoints/businesses';

/** A business's categories as chips; `emptyText` when it has none. */
export function CategoryTags({
  categories,
  emptyText,
}: {
  categories: readonly Category[];
  emptyText?: string;
}) {
  if (categories.length === 0) {
    return emptyText ? <Typography.Text type="secondary">{emptyText}</Typography.Text> : null;
  }
  return (
    <Flex wrap gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {categories.map((category) => (
        <li key={category.id}>
          <Tag style={{ marginInlineEnd: 0 }}>{category.name}</Tag>
        </li>
      ))}
    </Flex>
  );
}

/** The categories as the text that search, sorting and the CSV export use. */
export const categoryNames = (categories: readonly Category[]) =>
  categories.map((category) => category.name).join(', ');
