import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { MULTIPLE_OF_PRECISION } from './validation';
import { isJsonObject, listOperations, toJsonSchema, type JsonObject, type Operation } from './document';

/*
 * Compiles openapi.yaml's request and response schemas for the contract tests. Response schemas
 * are checked strictly: an object schema that lists properties gets additionalProperties: false,
 * so a field the contract does not declare is reported as drift.
 */

const DOCUMENT_ID = 'openapi';

function rewrite(schema: unknown, closeObjects: boolean): unknown {
  if (Array.isArray(schema)) return schema.map((item) => rewrite(item, closeObjects));
  if (!isJsonObject(schema)) return schema;
  const result: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    result[key] =
      key === '$ref' && typeof value === 'string'
        ? value.replace('#/components/schemas/', `${DOCUMENT_ID}#/$defs/`)
        : key === 'properties' && isJsonObject(value)
          ? Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, rewrite(sub, closeObjects)]))
          : rewrite(value, closeObjects);
  }
  if (closeObjects && isJsonObject(result.properties) && result.additionalProperties === undefined) {
    result.additionalProperties = false;
  }
  return typelessNullable(result);
}

/**
 * OpenAPI 3.0's `nullable` only means something beside a `type`, and Ajv refuses it otherwise. A
 * value of any type (`{nullable: true}`) already admits null; a wrapped $ref (`allOf: [ref]`,
 * nullable) becomes "that, or null".
 */
function typelessNullable(schema: JsonObject): JsonObject {
  if (schema.nullable !== true || schema.type !== undefined) return schema;
  const { nullable: _nullable, allOf, ...rest } = schema;
  if (!Array.isArray(allOf)) return rest;
  return { ...rest, anyOf: [{ allOf }, { type: 'null' }] };
}

function resolve(document: JsonObject, value: unknown): unknown {
  if (!isJsonObject(value) || typeof value.$ref !== 'string') return value;
  let target: unknown = document;
  for (const part of value.$ref.replace(/^#\//, '').split('/'))
    target = isJsonObject(target) ? target[part] : undefined;
  return resolve(document, target);
}

function jsonSchemaOf(document: JsonObject, container: unknown): unknown {
  const content = resolve(document, container);
  if (!isJsonObject(content) || !isJsonObject(content.content)) return undefined;
  // An event stream's schema is that of each event's data.
  const json = content.content['application/json'] ?? content.content['text/event-stream'];
  return isJsonObject(json) ? json.schema : undefined;
}

export type Contract = {
  operations: Operation[];
  /** The statuses the operation declares. */
  statuses(operationId: string): string[];
  /** The validator for a response, or undefined when the status is not declared. */
  response(operationId: string, status: number): ValidateFunction | undefined;
  /** The validator for the request body, or undefined when the operation takes none. */
  request(operationId: string): ValidateFunction | undefined;
};

function createAjv(closeObjects: boolean, schemas: unknown): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    strictRequired: false,
    multipleOfPrecision: MULTIPLE_OF_PRECISION,
  });
  addFormats(ajv, ['email', 'date', 'date-time']);
  // The document's own mark of a field only an extension sends (server/http/specMinimal.ts).
  ajv.addKeyword({ keyword: 'x-extension', schemaType: 'string' });
  const defs = isJsonObject(schemas)
    ? Object.fromEntries(
        Object.entries(schemas).map(([name, schema]) => [name, rewrite(toJsonSchema(schema), closeObjects)]),
      )
    : {};
  ajv.addSchema({ $id: DOCUMENT_ID, $defs: defs });
  return ajv;
}

export function createContract(document: JsonObject): Contract {
  const components = isJsonObject(document.components) ? document.components : {};
  const responseAjv = createAjv(true, components.schemas);
  const requestAjv = createAjv(false, components.schemas);
  const operations = listOperations(document);
  const byId = new Map(operations.map((op) => [op.operationId, op]));
  const cache = new Map<string, ValidateFunction | undefined>();

  function operation(operationId: string): Operation {
    const op = byId.get(operationId);
    if (!op) throw new Error(`openapi.yaml has no operation ${operationId}`);
    return op;
  }

  function compile(
    key: string,
    ajv: Ajv,
    schema: unknown,
    closeObjects: boolean,
  ): ValidateFunction | undefined {
    if (!cache.has(key)) {
      const converted = schema === undefined ? undefined : rewrite(toJsonSchema(schema), closeObjects);
      cache.set(key, isJsonObject(converted) ? ajv.compile(converted) : undefined);
    }
    return cache.get(key);
  }

  return {
    operations,
    statuses(operationId) {
      const responses = operation(operationId).spec.responses;
      return isJsonObject(responses) ? Object.keys(responses) : [];
    },
    response(operationId, status) {
      const responses = operation(operationId).spec.responses;
      const declared = isJsonObject(responses) ? responses[String(status)] : undefined;
      if (declared === undefined) return undefined;
      return compile(
        `response ${operationId} ${status}`,
        responseAjv,
        jsonSchemaOf(document, declared),
        true,
      );
    },
    request(operationId) {
      return compile(
        `request ${operationId}`,
        requestAjv,
        jsonSchemaOf(document, operation(operationId).spec.requestBody),
        false,
      );
    },
  };
}
