import type { FastifyRequest } from 'fastify';
import { isJsonObject, type JsonObject } from '../openapi/document';
import { isStorableId } from '../db/ids';
import { ApiError, invalidField, notFound } from './errors';

/*
 * Readers for request data that the OpenAPI schemas have already validated. They narrow
 * `unknown` to the declared types without casts; a failure means the schema and the handler
 * disagree, reported as a 400 rather than trusted.
 */

export function bodyOf(request: FastifyRequest): JsonObject {
  if (!isJsonObject(request.body)) throw new ApiError(400, 'The request body must be a JSON object.');
  return request.body;
}

export function str(source: JsonObject, key: string): string {
  const value = source[key];
  if (typeof value !== 'string') throw invalidField(key, 'Must be text');
  return value;
}

export function optionalStr(source: JsonObject, key: string): string | undefined {
  return source[key] === undefined ? undefined : str(source, key);
}

export function int(source: JsonObject, key: string): number {
  const value = source[key];
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw invalidField(key, 'Must be a whole number');
  return value;
}

export function optionalInt(source: JsonObject, key: string): number | undefined {
  return source[key] === undefined ? undefined : int(source, key);
}

export function nullableInt(source: JsonObject, key: string): number | null {
  return source[key] === undefined || source[key] === null ? null : int(source, key);
}

export function num(source: JsonObject, key: string): number {
  const value = source[key];
  if (typeof value !== 'number' || !Number.isFinite(value)) throw invalidField(key, 'Must be a number');
  return value;
}

export function bool(source: JsonObject, key: string): boolean {
  const value = source[key];
  if (typeof value !== 'boolean') throw invalidField(key, 'Must be true or false');
  return value;
}

export function list(source: JsonObject, key: string): unknown[] {
  const value = source[key];
  if (!Array.isArray(value)) throw invalidField(key, 'Must be a list');
  return value;
}

function paramsOf(request: FastifyRequest): JsonObject {
  return isJsonObject(request.params) ? request.params : {};
}

export function queryOf(request: FastifyRequest): JsonObject {
  return isJsonObject(request.query) ? request.query : {};
}

/** A path id; one too large for the database cannot name a record, so it is a 404 too. */
export function pathId(request: FastifyRequest, what: string, name = 'id'): number {
  const id = int(paramsOf(request), name);
  if (!isStorableId(id)) throw notFound(what);
  return id;
}

export function queryFlag(request: FastifyRequest, name: string): boolean {
  return queryOf(request)[name] === true;
}
