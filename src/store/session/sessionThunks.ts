import { baseApi } from '../../api/baseApi';
import { errorMessage } from '../../api/errors';
import { api as authApi, type LoginRequest } from '../../api/endpoints/auth';
import { createAppAsyncThunk } from '../hooks';
import type { AppDispatch } from '../store';
import { localStorageCleared } from '../storageEvents';
import { NOT_AN_ADMIN } from '../../lib/signInMessages';
import { signedIn, signedOut, toSessionUser } from './sessionSlice';

const SIGN_IN_FAILED = 'Unable to sign in';

/** Signs in; a user who is not an admin is turned away and nothing is stored. */
export const signIn = createAppAsyncThunk('session/signIn', async (credentials: LoginRequest, thunkApi) => {
  const result = await thunkApi.dispatch(
    authApi.endpoints.login.initiate({ loginRequest: credentials }, { track: false }),
  );
  if (result.error) return thunkApi.rejectWithValue(errorMessage(result.error, SIGN_IN_FAILED));
  const token = result.data.data.token;
  const user = toSessionUser(result.data.data.user);
  if (user?.isAdmin !== true) return thunkApi.rejectWithValue(user ? NOT_AN_ADMIN : SIGN_IN_FAILED);
  thunkApi.dispatch(signedIn({ token, user }));
  return user;
});

/** Signs in: null once signed in, else the message for the sign-in form. */
export async function signInOrFailure(
  dispatch: AppDispatch,
  credentials: LoginRequest,
): Promise<string | null> {
  const result = await dispatch(signIn(credentials));
  return signIn.fulfilled.match(result) ? null : (result.payload ?? SIGN_IN_FAILED);
}

/**
 * Signs out: asks the backend to end the session, then forgets it, clears local storage and every cached answer. Settings of this
 * browser rather than of the session (the theme, the density) are written back by their feature
 * when it sees local storage cleared.
 */
export const signOut = createAppAsyncThunk('session/signOut', async (_: void, thunkApi) => {
  // The backend ends the session where it can; a backend without the call, or any failure,
  // still signs out here.
  if (thunkApi.getState().session.token) {
    await thunkApi.dispatch(authApi.endpoints.logout.initiate(undefined, { track: false }));
  }
  thunkApi.dispatch(signedOut());
  thunkApi.dispatch(baseApi.util.resetApiState());
  window.localStorage.clear();
  thunkApi.dispatch(localStorageCleared());
});
