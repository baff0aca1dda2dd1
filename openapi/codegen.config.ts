import type { ConfigFile } from '@rtk-query/codegen-openapi';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

// One generated file per OpenAPI tag (the document's own list), each injected into the one base API
// in src/api/baseApi.ts: a tag added to the document gets its file at the next `npm run codegen`.
const document: unknown = parse(readFileSync(path.join(__dirname, 'openapi.yaml'), 'utf8'));
const resources = tagNames(document);

function tagNames(value: unknown): string[] {
  if (typeof value !== 'object' || value === null || !('tags' in value) || !Array.isArray(value.tags))
    return [];
  return value.tags.flatMap((tag: unknown) =>
    typeof tag === 'object' && tag !== null && 'name' in tag && typeof tag.name === 'string'
      ? [tag.name]
      : [],
  );
}

const outputFiles: NonNullable<Extract<ConfigFile, { outputFiles: unknown }>['outputFiles']> = {};
for (const tag of resources) {
  outputFiles[`../src/api/generated/${tag.toLowerCase()}.ts`] = {
    filterEndpoints: (_name, definition) => definition.operation.tags?.includes(tag) ?? false,
  };
}

const config: ConfigFile = {
  schemaFile: './openapi.yaml',
  apiFile: '../src/api/resourceApi.ts',
  apiImport: 'resourceApi',
  exportName: 'api',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  useUnknown: true,
  outputFiles,
};

export default config;
