import { Link } from 'react-router-dom';
import type { ListColumn } from './listColumn';

/** The 'Details' column every list ends with; the link names its row for screen readers. */
export function detailsColumn<T>(pathOf: (row: T) => string, nameOf: (row: T) => string): ListColumn<T> {
  return {
    key: 'details',
    title: '',
    render: (row) => (
      <Link to={pathOf(row)}>
        Details<span className="visually-hidden"> of {nameOf(row)}</span>
      </Link>
    ),
    width: 96,
    align: 'right',
    pinned: true,
  };
}
