import type { RegisterRequest, UserUpdate } from '../../api/endpoints/users';
import type { UserValues } from './UserFields';

const businessOf = (values: UserValues): number | null =>
  typeof values.business === 'number' && Number.isInteger(values.business) ? values.business : null;

/** The invitation: trimmed text, and no business at all when none was chosen. */
export function toRegisterRequest(values: UserValues): RegisterRequest {
  const business = businessOf(values);
  return {
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: (values.lastName ?? '').trim(),
    mobile: values.mobile,
    isAdmin: values.isAdmin === true,
    ...(business === null ? {} : { business }),
  };
}

/** The update: the spec's business is an integer, so with none chosen the field is left out. */
export function toUserUpdate(values: UserValues): UserUpdate {
  const business = businessOf(values);
  return {
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: (values.lastName ?? '').trim(),
    mobile: values.mobile,
    isAdmin: values.isAdmin === true,
    isActive: values.isActive !== false,
    ...(business === null ? {} : { business }),
  };
}
