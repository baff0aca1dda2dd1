import { Tag } from 'antd';
import type { User } from '../../api/endpoints/users';
import { detailsColumn } from '../../components/list/detailsColumn';
import type { ListCard, ListColumn } from '../../components/list/listColumn';
import { fullName } from '../../lib/fullName';
import { listStatus, UNVERIFIED_STATUS, userType } from './userText';

/** The columns both user tables share (spec: Name, Email, Mobile, Type, Status). */
export const userColumns: ListColumn<User>[] = [
  { key: 'name', title: 'Name', text: fullName, link: (user) => `/users/${user.id}`, width: 180 },
  { key: 'email', title: 'Email', text: (user) => user.email, width: 240 },
  { key: 'mobile', title: 'Mobile', text: (user) => user.mobile, width: 140 },
  {
    key: 'type',
    title: 'Type',
    text: userType,
    render: (user) => <Tag color={user.isAdmin ? 'geekblue' : 'default'}>{userType(user)}</Tag>,
    width: 110,
  },
  {
    key: 'status',
    title: 'Status',
    text: listStatus,
    render: (user) => <Tag color={user.isActive ? 'green' : 'red'}>{listStatus(user)}</Tag>,
    width: 120,
  },
];

/** A user as a card on a phone: the name, then the email and the status. */
export const userCard: ListCard = { fields: ['email', 'status'] };

/** The unverified users' columns: the same, with a status that does not claim an active account. */
export const unverifiedUserColumns: ListColumn<User>[] = userColumns.map((column) =>
  column.key === 'status'
    ? { ...column, text: () => UNVERIFIED_STATUS, render: () => <Tag color="gold">{UNVERIFIED_STATUS}</Tag> }
    : column,
);

export const userDetailsColumn = detailsColumn<User>((user) => `/users/${user.id}`, fullName);
