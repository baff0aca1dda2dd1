// Validates openapi/openapi.yaml against the OpenAPI specification's own schema.
// Exits non-zero, listing the problems, when the document is invalid.
import { Validator } from '@seriousme/openapi-schema-validator';
import { fileURLToPath } from 'node:url';

// An optional argument names another document (used to check this script itself).
const file = process.argv[2] ?? fileURLToPath(new URL('../openapi/openapi.yaml', import.meta.url));
const validator = new Validator();
const result = await validator.validate(file);

if (!result.valid) {
  console.error(`${file} is not a valid OpenAPI ${validator.version ?? ''} document:`);
  const errors = Array.isArray(result.errors) ? result.errors : [result.errors];
  for (const error of errors) {
    console.error(
      typeof error === 'string'
        ? `  ${error}`
        : `  ${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params ?? {})}`,
    );
  }
  process.exit(1);
}
console.log(`${file} is a valid OpenAPI ${validator.version} document.`);
