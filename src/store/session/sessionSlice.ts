import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import type { User } from '../../api/endpoints/users';
import { toId } from '../../lib/sameId';

type SessionState = {
  /** True once the user has signed out (or was never signed in) in this tab. */
  isSignout: boolean;
  userData: User | null;
  token: string | null;
  /** True until the stored session has been restored (or found missing). */
  isLoading: boolean;
};

export const SESSION_KEY = 'session';

const initialSessionState: SessionState = {
  isSignout: false,
  userData: null,
  token: null,
  isLoading: true,
};

const signedOutState: SessionState = { isSignout: true, userData: null, token: null, isLoading: false };

/**
 * The signed-in user as the session keeps it, from a login answer or local storage: what the spec
 * promises must be there (the last name need not be), and the id is kept as a number whether the
 * backend sent `3` or `"3"`. Null for anything else.
 */
export function toSessionUser(value: unknown): User | null {
  if (typeof value !== 'object' || value === null) return null;
  const id = 'id' in value ? toId(value.id) : null;
  if (
    id === null ||
    !('email' in value && typeof value.email === 'string') ||
    !('firstName' in value && typeof value.firstName === 'string') ||
    !('isAdmin' in value && typeof value.isAdmin === 'boolean')
  ) {
    return null;
  }
  const lastName = 'lastName' in value ? value.lastName : undefined;
  if (lastName !== undefined && lastName !== null && typeof lastName !== 'string') return null;
  const mobile = 'mobile' in value && typeof value.mobile === 'string' ? value.mobile : '';
  const isActive = 'isActive' in value && typeof value.isActive === 'boolean' ? value.isActive : true;
  return {
    ...value,
    id,
    email: value.email,
    firstName: value.firstName,
    lastName,
    isAdmin: value.isAdmin,
    mobile,
    isActive,
  };
}

type RehydrateAction = UnknownAction & { key: string; payload?: unknown; err?: unknown };

function isSessionRehydrate(action: UnknownAction): action is RehydrateAction {
  return action.type === REHYDRATE && 'key' in action && action.key === SESSION_KEY;
}

/** The session restored from storage: both token and user present and well-formed, or nothing. */
function restored(action: RehydrateAction): SessionState {
  const payload = action.payload;
  if (action.err || typeof payload !== 'object' || payload === null) return signedOutState;
  const token = 'token' in payload ? payload.token : undefined;
  const userData = toSessionUser('userData' in payload ? payload.userData : undefined);
  if (typeof token !== 'string' || token === '' || userData === null) return signedOutState;
  return { isSignout: false, userData, token, isLoading: false };
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    signedIn: (_state, action: PayloadAction<{ token: string; user: User }>) => ({
      isSignout: false,
      userData: action.payload.user,
      token: action.payload.token,
      isLoading: false,
    }),
    signedOut: () => signedOutState,
  },
  extraReducers: (builder) => {
    builder.addMatcher(isSessionRehydrate, (_state, action) => restored(action));
  },
});

export const { signedIn, signedOut } = sessionSlice.actions;

/** An admin's session: what the console's guarded screens need. */
export const isAdminSession = (session: Pick<SessionState, 'token' | 'userData'>): boolean =>
  Boolean(session.token) && session.userData?.isAdmin === true;
export const sessionReducer = sessionSlice.reducer;
