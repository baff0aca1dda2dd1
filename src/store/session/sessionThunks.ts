import { baseApi } from '../../api/baseApi';
import { errorMessage, fieldErrors } from '../../api/errors';
import { api as authApi, type LoginRequest } from '../../api/endpoints/auth';
import { createAppAsyncThunk } from '../hooks';
import type { AppDispatch } from '../store';
import { NOT_AN_ADMIN } from '../../lib/signInMessages';
import { localStorageCleared } from '../storageEvents';
import { signedIn, signedOut, toSessionUser } from './sessionSlice';
import type { SignInOutcome } from './signInOutcome';

const SIGN_IN_FAILED = 'Unable to sign in';

/**
 * Signs in; a user who is not an admin is turned away and nothing is stored. With a second factor
 * enrolled (optional extension `second-factor`), nothing is stored either until it is completed:
 * the answer is the token to complete it with.
 */
export const signIn = createAppAsyncThunk('session/signIn', async (credentials: LoginRequest, thunkApi) => {
  const result = await thunkApi.dispatch(
    authApi.endpoints.login.initiate({ loginRequest: credentials }, { track: false }),
  );
  if (result.error) return thunkApi.rejectWithValue(errorMessage(result.error, SIGN_IN_FAILED));
  const token = result.data.data.token;
  const user = toSessionUser(result.data.data.user);
  if (user?.isAdmin !== true) return thunkApi.rejectWithValue(user ? NOT_AN_ADMIN : SIGN_IN_FAILED);
  const step = result.data.data.secondFactor?.step;
  if (step === 'verify')
    return { user, pending: { token, methods: result.data.data.secondFactor?.methods ?? [] } };
  thunkApi.dispatch(signedIn({ token, user, mustEnroll: step === 'enroll' }));
  return { user, pending: null };
});

/** Completes a sign-in with its second factor: null once signed in, else the message to show. */
async function completeSignIn(dispatch: AppDispatch, token: string, code: string): Promise<string | null> {
  // Imported here: only a backend that asks for a second factor needs its endpoints.
  const { api: accountApi } = await import('../../api/endpoints/account');
  const result = await dispatch(
    accountApi.endpoints.completeSecondFactor.initiate({ token, code }, { track: false }),
  );
  if (result.error) {
    const [field] = fieldErrors(result.error);
    return field?.message ?? errorMessage(result.error, SIGN_IN_FAILED);
  }
  const user = toSessionUser(result.data.data.user);
  if (user?.isAdmin !== true) return user ? NOT_AN_ADMIN : SIGN_IN_FAILED;
  dispatch(signedIn({ token, user }));
  return null;
}

/** Signs in: null once signed in, a second step to complete, or the message for the sign-in form. */
export async function signInOrFailure(
  dispatch: AppDispatch,
  credentials: LoginRequest,
): Promise<SignInOutcome> {
  const result = await dispatch(signIn(credentials));
  if (!signIn.fulfilled.match(result)) return result.payload ?? SIGN_IN_FAILED;
  const pending = result.payload.pending;
  if (pending === null) return null;
  return { methods: pending.methods, complete: (code) => completeSignIn(dispatch, pending.token, code) };
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
