import { baseApi } from './baseApi';
import { staleAfter, type Change } from './changeRules';
import { RECORD_MODELS, RESOURCES, type RecordModel } from './resources';
import { everyTagType, listTag, onSuccess, recordTag, type Tag } from './tags';

/** The id a record's query or mutation is asked with (`{ id, … }`), when it has one. */
function idOf(arg: unknown): number | undefined {
  return typeof arg === 'object' && arg !== null && 'id' in arg && typeof arg.id === 'number'
    ? arg.id
    : undefined;
}

type Tagging = {
  providesTags?: (result: unknown, error: unknown, arg: unknown) => Tag[];
  invalidatesTags?: ReturnType<typeof onSuccess<unknown, unknown>>;
};

const changed = (model: RecordModel, action: Change['action'], withId: boolean): Tagging => ({
  invalidatesTags: onSuccess((arg) => staleAfter({ model, action, id: withId ? idOf(arg) : undefined })),
});

/**
 * The tags of a registered resource's operations, by the names the document gives them (its
 * label and plural: getRegions, getRegion, createRegion, updateRegion, deleteRegion). A delete
 * names no id: the deleted record's own query, still mounted until its page leaves, would ask for
 * it once more and meet a 404.
 */
function conventionalTags(model: RecordModel): Record<string, Tagging> {
  const { label, tag, route } = RESOURCES[model];
  const tags: Record<string, Tagging> = {
    [`get${label}`]: {
      providesTags: (_result, _error, arg) => {
        const id = idOf(arg);
        return id === undefined ? [] : [recordTag(tag, id)];
      },
    },
    [`create${label}`]: changed(model, 'CREATE', false),
    [`update${label}`]: changed(model, 'UPDATE', true),
    [`delete${label}`]: changed(model, 'DELETE', false),
  };
  if (route) tags[`get${route.plural.replace(/\s/g, '')}`] = { providesTags: () => [listTag(tag)] };
  return tags;
}

const CONVENTIONAL: ReadonlyMap<string, Tagging> = new Map(
  RECORD_MODELS.flatMap((model) => Object.entries(conventionalTags(model))),
);

const injectEndpoints: typeof baseApi.injectEndpoints = (options) => {
  const before = new Set(Object.keys(baseApi.endpoints));
  const api = baseApi.injectEndpoints(options);
  const added = Object.keys(api.endpoints).filter((name) => !before.has(name));
  const endpoints: Record<string, Tagging> = {};
  for (const name of added) {
    const tagging = CONVENTIONAL.get(name);
    if (tagging) endpoints[name] = tagging;
  }
  baseApi.enhanceEndpoints({ ...everyTagType, endpoints });
  return api;
};

/**
 * The API every generated module injects its endpoints into (openapi/codegen.config.ts): the one
 * base API, which gives a registered resource's five operations their cache tags, by the change
 * rules, as they arrive. So a resource whose changes reach only itself needs no module of its own
 * in ./endpoints; one whose operations need more (a change that names other records in its
 * arguments, endpoints beyond the five) enhances them again there.
 */
export const resourceApi = { injectEndpoints };
