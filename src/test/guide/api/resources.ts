import { FileTextOutlined } from '@ant-design/icons';
import { text, type ResourceIdentity } from '../../../api/resources';

/** The guide's registry entry, in a registry of its own: src/api/resources.ts has no notes. */
export const RESOURCES = {
  // guide: registry
  NOTE: {
    label: 'Note',
    tag: 'Note',
    route: {
      name: 'notes',
      param: 'noteId',
      plural: 'Notes',
      icon: FileTextOutlined,
      createWords: ['new', 'add'],
    },
    inLog: true,
    changeReach: 'itself',
    fields: { title: text('Title') },
  },
  // guide: end
} as const satisfies Record<string, ResourceIdentity>;
