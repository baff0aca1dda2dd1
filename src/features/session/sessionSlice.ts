import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import type { User } from '../../api/endpoints/users';

export type SessionState = {
  /** True once the user has signed out (or was never signed in) in this tab. */
  isSignout: boolean;
  userData: User | null;
  token: string | null;
  /** True until the stored session has been restored (or found missing). */
  isLoading: boolean;
};

export const SESSION_KEY = 'session';

export const initialSessionState: SessionState = {
  isSignout: false,
  userData: null,
  token: null,
  isLoading: true,
};

const signedOutState: SessionState = { isSignout: true, userData: null, token: null, isLoading: false };

export function isUser(value: unknown): value is User {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    typeof value.id === 'number' &&
    'email' in value &&
    typeof value.email === 'string' &&
    'firstName' in value &&
    typeof value.firstName === 'string' &&
    'lastName' in value &&
    typeof value.lastName === 'string' &&
    'isAdmin' in value &&
    typeof value.isAdmin === 'boolean'
  );
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
  const userData = 'userData' in payload ? payload.userData : undefined;
  if (typeof token !== 'string' || token === '' || !isUser(userData)) return signedOutState;
  return { isSignout: false, userData, token, isLoading: false };
}

export const sessionSlice = createSlice({
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
export const sessionReducer = sessionSlice.reducer;
