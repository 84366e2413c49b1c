import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A failed user call, as the request client records it. */
export interface RequestErrorRecord {
  message: string;
  apiType: string;
  apiText: string;
}

/** The session user and the cached current user; their full types come with the user API. */
export interface SessionState {
  user: Record<string, unknown> | null;
  currentUser: Record<string, unknown> | null;
  requestErrors: RequestErrorRecord[];
}

const initialState: SessionState = { user: null, currentUser: null, requestErrors: [] };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    requestFailed(state, action: PayloadAction<RequestErrorRecord>) {
      state.requestErrors.push(action.payload);
    },
    requestErrorsCleared(state) {
      state.requestErrors = [];
    },
  },
});

export const { requestFailed, requestErrorsCleared } = sessionSlice.actions;
