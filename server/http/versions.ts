import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAX_ID } from '../db/ids';
import { invalidField } from './errors';

/*
 * Optimistic concurrency (the contract's optional extension, docs/contract.md): a record's version
 * travels as a strong entity tag, `"3"`. GET, POST and PUT/PATCH answers carry it in ETag; PUT,
 * PATCH and DELETE honour If-Match.
 */

export const etagOf = (version: number) => `"${version}"`;

export function sendVersion(reply: FastifyReply, version: number): void {
  void reply.header('ETag', etagOf(version));
}

const STRONG_TAG = /^"([^"]*)"$/;
const WEAK_TAG = /^W\/"[^"]*"$/;

/**
 * The versions If-Match accepts: undefined without the header (or with `*`: the record must exist,
 * which every write checks anyway), otherwise the listed versions. A weak tag, or one this server
 * never hands out, matches nothing (so the write gets 412); a header that is no entity-tag list at
 * all is a 400.
 */
export function acceptedVersions(request: FastifyRequest): number[] | undefined {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header.join(',') : header;
  const tags = value.split(',').map((tag) => tag.trim());
  if (tags.length === 1 && tags[0] === '*') return undefined;
  const versions: number[] = [];
  for (const tag of tags) {
    const strong = STRONG_TAG.exec(tag);
    if (strong) {
      const digits = strong[1] ?? '';
      if (/^[1-9][0-9]{0,9}$/.test(digits) && Number(digits) <= MAX_ID) versions.push(Number(digits));
    } else if (!WEAK_TAG.test(tag)) {
      throw invalidField('If-Match', 'Must be the ETag of the record as read, like "3"');
    }
  }
  return versions;
}
