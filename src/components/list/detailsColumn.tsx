import { InAppLink } from '../InAppLink';
import type { ListColumn } from './listColumn';

/** The 'Details' column every list ends with; the link names its row for screen readers. */
export function detailsColumn<T>(pathOf: (row: T) => string, nameOf: (row: T) => string): ListColumn<T> {
  return {
    key: 'details',
    title: '',
    render: (row) => (
      <InAppLink to={pathOf(row)}>
        Details<span className="visually-hidden"> of {nameOf(row)}</span>
      </InAppLink>
    ),
    width: 96,
    align: 'right',
    pinned: true,
  };
}
