import { RESOURCES } from '../api/resources';
import { registeredFeature } from '../../../components/record/resourceFeature';

/** The guide's entry in src/app/features.ts, in a map of its own: the console has no notes. */
export const RESOURCE_FEATURES = {
  // guide: feature
  NOTE: registeredFeature(RESOURCES.NOTE, {
    declaration: () => import('../features/notes/noteResource').then((module) => module.noteResource),
  }),
  // guide: end
};
