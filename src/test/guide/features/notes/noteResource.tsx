import {
  api,
  useCreateNoteMutation,
  useDeleteNoteMutation,
  useGetNoteQuery,
  useGetNotesQuery,
  useUpdateNoteMutation,
} from '../../api/generated/notes';
import { RESOURCES } from '../../api/resources';
import {
  defineResource,
  identityOf,
  saveWith,
  textInput,
  type RecordId,
} from '../../../../components/record/resource';

// guide: declaration
type NoteValues = { title: string };

/** The record's query, as its pages and a cold load's early request ask for it (one cache entry). */
const recordArg = (id: number) => ({ id });
const toInput = (values: NoteValues) => ({ title: values.title.trim() });

export const noteResource = defineResource({
  ...identityOf(RESOURCES.NOTE),
  form: [
    textInput(RESOURCES.NOTE, 'title', {
      required: 'Please enter the title',
      placeholder: 'Enter the title',
    }),
  ],
  recordName: (note) => note.title,
  backLabel: 'Back to notes',
  useRecord: (id: RecordId) => useGetNoteQuery(typeof id === 'number' ? recordArg(id) : id),
  requestRecord: (id) => api.endpoints.getNote.initiate(recordArg(id), { subscribe: false }),
  list: {
    title: 'Notes',
    emptyText: 'No notes found',
    columns: [{ key: 'title', title: 'Title', text: (note) => note.title }],
    defaultSort: { key: 'title', order: 'ascend' },
    exportName: 'notes',
    useWhole: useGetNotesQuery,
  },
  remove: {
    confirm: () => 'Are you sure you want to delete this note?',
    ...saveWith(useDeleteNoteMutation, (id: number) => ({ id })),
  },
  create: {
    title: 'Create Note',
    ...saveWith(useCreateNoteMutation, (values: NoteValues) => ({ noteInput: toInput(values) })),
  },
  edit: {
    title: 'Update Note',
    toValues: (note) => ({ title: note.title }),
    watched: [{ label: 'Title', read: (note) => note.title }],
    ...saveWith(useUpdateNoteMutation, ({ id, values }: { id: number; values: NoteValues }) => ({
      id,
      noteInput: toInput(values),
    })),
  },
});
// guide: end
