import type { ConfigFile } from '@rtk-query/codegen-openapi';

// One generated file per OpenAPI tag, each injected into the one base API in src/api/baseApi.ts.
const resources = [
  'Auth',
  'Dashboard',
  'Users',
  'Regions',
  'Businesses',
  'Categories',
  'Referrals',
  'Transactions',
  'Logs',
] as const;

const outputFiles: NonNullable<Extract<ConfigFile, { outputFiles: unknown }>['outputFiles']> = {};
for (const tag of resources) {
  outputFiles[`../src/api/generated/${tag.toLowerCase()}.ts`] = {
    filterEndpoints: (_name, definition) => definition.operation.tags?.includes(tag) ?? false,
  };
}

const config: ConfigFile = {
  schemaFile: './openapi.yaml',
  apiFile: '../src/api/baseApi.ts',
  apiImport: 'baseApi',
  exportName: 'api',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  useUnknown: true,
  outputFiles,
};

export default config;
