import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { LIST_PARAMETERS } from '../lists/paging';
import { API_PREFIX, isJsonObject, type JsonObject, type Operation } from '../openapi/document';

const PAGED_LISTS = new Set(['getLogs', 'getReferrals', 'getBusinesses', 'getUsers']);

/**
 * How a spec-only backend answers an address it does not have: `json` as a plain framework does
 * (SPEC_MINIMAL=1), `html` with an HTML 404 page for an unknown path, as a proxy in front of one
 * does (SPEC_MINIMAL=html).
 */
export type SpecMinimalMode = 'json' | 'html';

/** The mode SPEC_MINIMAL asks for, or null for the reference server itself. */
export function specMinimalMode(setting: string | undefined): SpecMinimalMode | null {
  if (setting === '1') return 'json';
  if (setting === 'html') return 'html';
  return null;
}

/*
 * The spec-minimal mode: the reference server answers as a backend that keeps the product
 * specification's promises and nothing more, so the console can be tried against one.
 * - Every success body is trimmed to the contract's shapes: fields it does not name are dropped,
 *   and fields it names as optional and nullable (a last name, a user's business, a referral's
 *   email) come back null.
 * - A missing record (a 404 on a GET) is answered 200 with no data, as some backends do.
 * - Validation errors come back as the bare list of {key, message} the spec describes.
 * - No record versions: no ETag is sent and If-Match is ignored (the last write wins, as the spec has it).
 * - The extensions are absent (discovery, history, events, import), and fields only an extension
 *   sends (`x-extension` in the document: a log entry's record) are left out. Their addresses
 *   answer as common frameworks answer what they do not have: 405 with `Allow` for a method a
 *   path lacks (`POST /businesses/import` is a POST to `/businesses/{id}`), 400 for an id that is
 *   not a number (`GET /businesses/import`), 404 for a path that does not exist (`/history`),
 *   in the `html` mode as an HTML page.
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

/** The contract's optional extensions with routes of their own. */
const EXTENSION_PATHS = ['/extensions', '/history', '/events', '/businesses/import', '/insights'];

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

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

const HTML_NOT_FOUND = `<!DOCTYPE html>
<html>
<head><title>404 Not Found</title></head>
<body>
<center><h1>404 Not Found</h1></center>
<hr><center>nginx</center>
</body>
</html>
`;

/** Whether `segments` (an address's, under the API prefix) fit the document's path `template`. */
function fitsTemplate(segments: string[], template: string): boolean {
  const parts = template.split('/').filter((part) => part !== '');
  return (
    parts.length === segments.length &&
    parts.every((part, index) => /^{\w+}$/.test(part) || part === segments[index])
  );
}

/**
 * The answer to an API address no route took, as a spec-only backend gives it: 405 with `Allow`
 * when the path exists with other methods, 404 otherwise (JSON, or an HTML page in `html` mode).
 * An id that is not a number on a method the path has is the route's own 400 (strictIds).
 */
export function specMinimalNotFound(document: JsonObject, mode: SpecMinimalMode) {
  const paths = isJsonObject(document.paths) ? document.paths : {};
  return (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const pathname = (request.url.split('?')[0] ?? '').slice(API_PREFIX.length);
    const segments = pathname.split('/').filter((segment) => segment !== '');
    const allowed = new Set<string>();
    for (const [template, item] of Object.entries(paths)) {
      if (!isJsonObject(item) || !fitsTemplate(segments, template)) continue;
      for (const method of HTTP_METHODS) if (isJsonObject(item[method])) allowed.add(method.toUpperCase());
    }
    if (allowed.size > 0 && !allowed.has(request.method)) {
      if (allowed.has('GET')) allowed.add('HEAD');
      return reply
        .code(405)
        .header('Allow', [...allowed].sort().join(', '))
        .send({ message: 'Method Not Allowed' });
    }
    if (mode === 'html') return reply.code(404).type('text/html; charset=utf-8').send(HTML_NOT_FOUND);
    return reply.code(404).send({ message: 'Not Found' });
  };
}
