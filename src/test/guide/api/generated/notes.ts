import { baseApi } from '../../../../api/baseApi';

/**
 * What `npm run codegen` would give a resource the document does not have: the guide's notes,
 * answered by msw in guide.test.tsx. (Tagged by hand: src/api/resourceApi.ts tags by the real
 * registry, which has no notes.)
 */
export type Note = { id: number; title: string };
export type NoteInput = { title: string };

export const api = baseApi.enhanceEndpoints({ addTagTypes: ['Note'] }).injectEndpoints({
  endpoints: (build) => ({
    getNotes: build.query<{ data: Note[] }, void>({ query: () => '/notes', providesTags: ['Note'] }),
    getNote: build.query<{ data?: Note | null }, { id: number }>({
      query: ({ id }) => `/notes/${id}`,
      providesTags: ['Note'],
    }),
    createNote: build.mutation<{ data: Note }, { noteInput: NoteInput }>({
      query: ({ noteInput }) => ({ url: '/notes', method: 'POST', body: noteInput }),
      invalidatesTags: ['Note'],
    }),
    updateNote: build.mutation<{ data: Note }, { id: number; noteInput: NoteInput }>({
      query: ({ id, noteInput }) => ({ url: `/notes/${id}`, method: 'PUT', body: noteInput }),
      invalidatesTags: ['Note'],
    }),
    deleteNote: build.mutation<{ message: string }, { id: number }>({
      query: ({ id }) => ({ url: `/notes/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Note'],
    }),
  }),
});

export const {
  useGetNotesQuery,
  useGetNoteQuery,
  useCreateNoteMutation,
  useUpdateNoteMutation,
  useDeleteNoteMutation,
} = api;
