import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import { toJsonSchema } from './document';
import { NAME_PATTERN } from './serverRules';

export type FieldError = { key: string; message: string };

// Amounts use multipleOf 0.01: 19.99 / 0.01 is 1998.9999999999998 in floating point. Four
// digits of tolerance accept every two-decimal amount up to the schema's maximum of 1e9
// and still reject a third decimal.
export const MULTIPLE_OF_PRECISION = 4;

function createAjv(coerceTypes: boolean): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    // Unknown fields must fail (the schemas say additionalProperties: false), never be dropped.
    removeAdditional: false,
    useDefaults: false,
    coerceTypes,
    multipleOfPrecision: MULTIPLE_OF_PRECISION,
    strict: true,
    strictRequired: false,
  });
  addFormats(ajv, ['email', 'date', 'date-time']);
  // The document's own mark of a field only an extension sends (server/http/specMinimal.ts).
  ajv.addKeyword({ keyword: 'x-extension', schemaType: 'string' });
  return ajv;
}

/**
 * Request validation from the schemas Fastify takes from openapi.yaml. Bodies are JSON and are
 * checked as sent (a string "5" is not a number); path and query parameters are always strings
 * on the wire and are coerced to their declared types.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<FastifySchema> {
  const strictAjv = createAjv(false);
  const coercingAjv = createAjv(true);
  return ({ schema, httpPart }): ValidateFunction => {
    const converted = toJsonSchema(schema);
    if (typeof converted !== 'object' || converted === null) throw new Error('Invalid schema');
    return (httpPart === 'body' ? strictAjv : coercingAjv).compile(converted);
  };
}

type ValidationIssue = Pick<ErrorObject, 'keyword' | 'instancePath' | 'params'> & { message?: string };

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
};

const PATTERN_MESSAGES: Record<string, string> = {
  '\\S': 'Must not be blank',
  [NAME_PATTERN]: 'Must not be blank, and must be one line of valid text',
  '^[0-9]+$': 'Must contain digits only',
  '^https?://\\S+$': 'Must be a web address starting with http:// or https://',
  '^(19[0-9]{2}|20[0-9]{2}|2100)-': 'Must be a date between 1900 and 2100',
};

const FORMAT_MESSAGES: Record<string, string> = {
  email: 'Must be a valid email address',
  date: 'Must be a date like 2024-06-30',
  'date-time': 'Must be a date and time',
};

function param(issue: ValidationIssue, name: string): unknown {
  return issue.params[name];
}

function describe(issue: ValidationIssue): string {
  const limit = param(issue, 'limit');
  // Inside a list or object (`/categories/0`) the field named by the error is a nested one.
  const nested = issue.instancePath !== '';
  switch (issue.keyword) {
    case 'required':
      return nested ? `Each item needs ${String(param(issue, 'missingProperty'))}` : 'This field is required';
    case 'additionalProperties':
      return nested ? `Unknown field ${String(param(issue, 'additionalProperty'))}` : 'Unknown field';
    case 'type': {
      const type = String(param(issue, 'type')).split(',')[0] ?? '';
      return `Must be ${TYPE_NAMES[type] ?? type}`;
    }
    case 'minLength':
      return limit === 1 ? 'Must not be empty' : `Must be at least ${String(limit)} characters`;
    case 'maxLength':
      return `Must be at most ${String(limit)} characters`;
    case 'pattern':
      return PATTERN_MESSAGES[String(param(issue, 'pattern'))] ?? 'Has an invalid format';
    case 'format':
      return FORMAT_MESSAGES[String(param(issue, 'format'))] ?? 'Has an invalid format';
    case 'minimum':
      return `Must be at least ${String(limit)}`;
    case 'exclusiveMinimum':
      return `Must be greater than ${String(limit)}`;
    case 'maximum':
      return `Must be at most ${String(limit)}`;
    case 'exclusiveMaximum':
      return `Must be less than ${String(limit)}`;
    case 'multipleOf':
      return param(issue, 'multipleOf') === 0.01
        ? 'Must have at most two decimal places'
        : 'Has too many decimals';
    case 'enum': {
      const allowed = param(issue, 'allowedValues');
      return Array.isArray(allowed) ? `Must be one of: ${allowed.join(', ')}` : 'Is not an allowed value';
    }
    case 'maxItems':
      return `Must have at most ${String(limit)} items`;
    case 'minProperties':
      return 'Send at least one field to change';
    default:
      return issue.message ? `Is invalid: ${issue.message}` : 'Is invalid';
  }
}

/** The form field an error belongs to: `/categories/0/id` belongs to `categories`. */
function keyOf(issue: ValidationIssue, fallback: string): string {
  const [top] = issue.instancePath.split('/').filter(Boolean);
  if (top !== undefined) return top.replace(/~1/g, '/').replace(/~0/g, '~');
  const named = param(issue, issue.keyword === 'required' ? 'missingProperty' : 'additionalProperty');
  return typeof named === 'string' ? named : fallback;
}

/** One `{key, message}` per field, the first problem found for each. */
export function toFieldErrors(issues: readonly ValidationIssue[], fallbackKey: string): FieldError[] {
  const byKey = new Map<string, string>();
  for (const issue of issues) {
    const key = keyOf(issue, fallbackKey);
    if (!byKey.has(key)) byKey.set(key, describe(issue));
  }
  return [...byKey].map(([key, message]) => ({ key, message }));
}

export function summarize(errors: readonly FieldError[]): string {
  return `Please correct the following: ${errors.map((error) => `${error.key}: ${error.message}`).join('; ')}`;
}
