import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';

/**
 * A dispatch that takes the API's thunks (an export's page read without a subscription), for
 * the shared layers below the store: they know the API, not the app's state.
 */
export const useThunkDispatch = useDispatch.withTypes<ThunkDispatch<unknown, unknown, UnknownAction>>();
