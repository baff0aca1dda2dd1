import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** openapi/openapi.yaml: the contract, and the only source of the request schemas. */
export const OPENAPI_FILE = path.join(__dirname, '..', '..', 'openapi', 'openapi.yaml');
export const API_PREFIX = '/api/v1';

export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function loadOpenApiDocument(file = OPENAPI_FILE): JsonObject {
  const document: unknown = parse(readFileSync(file, 'utf8'));
  if (!isJsonObject(document) || !isJsonObject(document.paths)) {
    throw new Error(`${file} is not an OpenAPI document`);
  }
  return document;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export type Operation = {
  operationId: string;
  /** Upper case, as Fastify reports it. */
  method: string;
  /** The document's path template, e.g. `/regions/{id}`. */
  path: string;
  /** Fastify's form of the path under the API prefix, e.g. `/api/v1/regions/:id`. */
  route: string;
  /** Whether a session token is required (the operation's or else the document's `security`). */
  secured: boolean;
  spec: JsonObject;
};

function hasRequirements(security: unknown): boolean {
  return (
    Array.isArray(security) && security.some((item) => isJsonObject(item) && Object.keys(item).length > 0)
  );
}

export function listOperations(document: JsonObject): Operation[] {
  const paths = isJsonObject(document.paths) ? document.paths : {};
  const operations: Operation[] = [];
  for (const [template, pathItem] of Object.entries(paths)) {
    if (!isJsonObject(pathItem)) continue;
    for (const method of HTTP_METHODS) {
      const spec = pathItem[method];
      if (!isJsonObject(spec)) continue;
      if (typeof spec.operationId !== 'string') throw new Error(`${method} ${template} has no operationId`);
      operations.push({
        operationId: spec.operationId,
        method: method.toUpperCase(),
        path: template,
        route: API_PREFIX + template.replace(/{(\w+)}/g, ':$1'),
        secured: hasRequirements(spec.security ?? document.security),
        spec,
      });
    }
  }
  return operations;
}

/**
 * OpenAPI 3.0 schemas are almost JSON Schema draft 7; the difference this document uses is the
 * boolean `exclusiveMinimum`/`exclusiveMaximum` of draft 4, which becomes the numeric form here.
 * (`nullable` Ajv understands natively.)
 */
export function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (!isJsonObject(schema)) return schema;
  const converted: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) converted[key] = toJsonSchema(value);
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof converted[exclusive] !== 'boolean') continue;
    if (converted[exclusive] === true && typeof converted[bound] === 'number') {
      converted[exclusive] = converted[bound];
      delete converted[bound];
    } else {
      delete converted[exclusive];
    }
  }
  return converted;
}
