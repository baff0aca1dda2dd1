import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import { LIST_PARAMETERS } from '../lists/paging';
import { notFound } from './errors';
import { isJsonObject, type JsonObject, type Operation } from '../openapi/document';

/** Operations only the reference server has (docs/contract.md): a spec-only backend answers 404. */
const EXTENSION_OPERATIONS = new Set(['importBusinesses']);
const PAGED_LISTS = new Set(['getLogs', 'getReferrals', 'getBusinesses', 'getUsers']);

/*
 * The spec-minimal mode (SPEC_MINIMAL=1): the reference server answers as a backend that keeps the
 * product specification's promises and nothing more, so the console can be tried against one.
 * - Every success body is trimmed to the contract's shapes: fields it does not name are dropped,
 *   and fields it names as optional and nullable (a last name, a user's business, a referral's
 *   email) come back null.
 * - A missing record (a 404 on a GET) is answered 200 with no data, as some backends do.
 * - Validation errors come back as the bare list of {key, message} the spec describes.
 * - No record versions: no ETag is sent and If-Match is ignored (the last write wins, as the spec has it).
 * - The history and events extensions are absent: their addresses answer 404 as unknown ones do,
 *   and fields only an extension sends (`x-extension` in the document: a log entry's record) are
 *   left out.
 * - The lists ignore the paging extension's parameters (even malformed ones), as a backend that
 *   does not know them would: every list comes back whole, with no `meta`.
 */

type Resolver = (schema: unknown) => JsonObject | undefined;

function resolverFor(document: JsonObject): Resolver {
  const resolve: Resolver = (schema) => {
    if (!isJsonObject(schema)) return undefined;
    if (typeof schema.$ref !== 'string') return schema;
    let target: unknown = document;
    for (const part of schema.$ref.replace(/^#\//, '').split('/')) {
      target = isJsonObject(target) ? target[part] : undefined;
    }
    return resolve(target);
  };
  return resolve;
}

/** A schema with its allOf parts folded in (the contract uses allOf only to wrap a $ref). */
function flatten(schema: JsonObject, resolve: Resolver): JsonObject {
  if (!Array.isArray(schema.allOf)) return schema;
  const merged: JsonObject = { ...schema };
  delete merged.allOf;
  for (const part of schema.allOf) {
    const resolved = resolve(part);
    if (resolved) Object.assign(merged, flatten(resolved, resolve), { ...merged });
  }
  return merged;
}

const requiredOf = (schema: JsonObject): string[] =>
  Array.isArray(schema.required)
    ? schema.required.filter((key): key is string => typeof key === 'string')
    : [];

/** Whether `value` has every field the (object) schema requires: how anyOf picks its shape. */
function fits(value: unknown, schema: JsonObject, resolve: Resolver): boolean {
  const flat = flatten(schema, resolve);
  return isJsonObject(value) && requiredOf(flat).every((key) => key in value);
}

function trimToSchema(value: unknown, schema: unknown, resolve: Resolver, top = false): unknown {
  const resolved = resolve(schema);
  if (!resolved || value === null || value === undefined) return value;
  const flat = flatten(resolved, resolve);
  if (Array.isArray(flat.anyOf)) {
    const options = flat.anyOf.map(resolve).filter((option) => option !== undefined);
    const chosen = options.find((option) => fits(value, option, resolve)) ?? options[0];
    return chosen ? trimToSchema(value, chosen, resolve, top) : value;
  }
  if (Array.isArray(value)) return value.map((item) => trimToSchema(item, flat.items, resolve));
  if (!isJsonObject(value) || !isJsonObject(flat.properties)) return value;
  const required = requiredOf(flat);
  const trimmed: JsonObject = {};
  for (const [key, propertySchema] of Object.entries(flat.properties)) {
    if (!(key in value)) continue;
    const property = resolve(propertySchema);
    // A field only an extension sends (marked `x-extension` in the document) is not the spec's.
    if (property?.['x-extension'] !== undefined) continue;
    const optionalNullable =
      !required.includes(key) && property !== undefined && flatten(property, resolve).nullable === true;
    // The envelope's own data is what the answer carries; only fields inside it are thinned.
    trimmed[key] = optionalNullable && !top ? null : trimToSchema(value[key], propertySchema, resolve);
  }
  return trimmed;
}

function successSchema(operation: Operation, status: number, resolve: Resolver): unknown {
  const responses = isJsonObject(operation.spec.responses) ? operation.spec.responses : {};
  const response = resolve(responses[String(status)]);
  const content = response && isJsonObject(response.content) ? response.content : undefined;
  const json = content && isJsonObject(content['application/json']) ? content['application/json'] : undefined;
  return json?.schema;
}

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}

function parse(payload: unknown): unknown {
  if (typeof payload !== 'string') return undefined;
  try {
    return JSON.parse(payload);
  } catch {
    return undefined;
  }
}

/** The contract's optional extensions with routes of their own (history, events and insights). */
const EXTENSION_PATHS = ['/history', '/events', '/insights'];

/** The document without the extensions' routes, which a spec-only backend does not have. */
export function withoutExtensions(document: JsonObject): JsonObject {
  const paths = isJsonObject(document.paths) ? { ...document.paths } : {};
  for (const path of EXTENSION_PATHS) Reflect.deleteProperty(paths, path);
  return { ...document, paths };
}

/** Registers the spec-minimal answers on the API's scope. */
export function registerSpecMinimal(
  api: FastifyInstance,
  document: JsonObject,
  operations: Operation[],
): void {
  const resolve = resolverFor(document);
  const byRoute = new Map(
    operations.map((operation) => [`${operation.method} ${operation.route}`, operation]),
  );
  // Before any validation runs: to a spec-only backend these parameters mean nothing.
  api.addHook('onRequest', async (request) => {
    // Nor do record versions (the optional ETag / If-Match extension): no ETag out, If-Match ignored.
    Reflect.deleteProperty(request.headers, 'if-match');
    const operation = byRoute.get(`${request.method} ${request.routeOptions.url ?? ''}`);
    // An extension operation is one such a backend does not have.
    if (operation && EXTENSION_OPERATIONS.has(operation.operationId)) throw notFound('Route');
    if (!operation || !PAGED_LISTS.has(operation.operationId) || !isJsonObject(request.query)) return;
    for (const name of LIST_PARAMETERS) Reflect.deleteProperty(request.query, name);
  });
  api.addHook('onSend', async (request, reply, payload) => {
    void reply.removeHeader('ETag');
    const operation = byRoute.get(`${request.method} ${request.routeOptions.url ?? ''}`);
    if (!operation) return payload;
    // A whole list streams out (http/wholeLists.ts); here it is read in full to be trimmed like
    // any answer: this mode is for trying the console, not for load.
    const sent: unknown = payload instanceof Readable ? await readAll(payload) : payload;
    const body = parse(sent);
    if (body === undefined) return sent;
    const status = reply.statusCode;
    if (status === 404 && request.method === 'GET') {
      void reply.code(200);
      return JSON.stringify({});
    }
    if (status === 400 && isJsonObject(body) && Array.isArray(body.data)) return JSON.stringify(body.data);
    if (status >= 300) return sent;
    const schema = successSchema(operation, status, resolve);
    return schema === undefined ? sent : JSON.stringify(trimToSchema(body, schema, resolve, true));
  });
}
