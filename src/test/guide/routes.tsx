import { RESOURCES } from './resources';
import { registeredFeature } from '../../components/record/resourceFeature';

// guide: feature
export const noteFeature = registeredFeature(RESOURCES.NOTE, {
  declaration: () => import('./noteResource').then((module) => module.noteResource),
  fields: () => import('./NoteFields').then((module) => module.NoteFields),
});
// guide: end
