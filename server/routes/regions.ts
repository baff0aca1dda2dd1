import type { FastifyRequest } from 'fastify';
import { changeBy, createRecord, deleteRecord, readVersioned, writeRecord } from '../data/writes';
import { acceptedVersions, sendVersion } from '../http/versions';
import { findNamed, nameTaken } from '../data/records';
import { int, returnedId, text } from '../db/rows';
import { conflict, notFound } from '../http/errors';
import { bodyOf, pathId, queryFlag, str } from '../http/input';
import { ack, actorOf, created, ok, type Handlers, type RouteContext } from './context';

export function regionHandlers({ db }: RouteContext): Handlers {
  async function loadRegion(id: number, extended: boolean) {
    const region = await findNamed(db, 'regions', id);
    if (!region) throw notFound('Region');
    if (!extended) return region;
    const rows = await db.query(
      'select id, name from businesses where region_id = $1 order by lower(name), id',
      [id],
    );
    return { ...region, businesses: rows.map((row) => ({ id: int(row, 'id'), name: text(row, 'name') })) };
  }

  const target = (request: FastifyRequest, id: number) => ({
    table: 'regions' as const,
    id,
    what: 'Region',
    accepted: acceptedVersions(request),
    load: () => findNamed(db, 'regions', id),
  });

  async function assertNameFree(name: string, exceptId?: number) {
    if (await nameTaken(db, 'regions', name, exceptId))
      throw conflict(`A region named ${name} already exists.`);
  }

  return {
    async getRegions() {
      const rows = await db.query('select id, name from regions order by lower(name), id');
      return ok(rows.map((row) => ({ id: int(row, 'id'), name: text(row, 'name') })));
    },

    async getRegion(request, reply) {
      const id = pathId(request, 'Region');
      const extended = queryFlag(request, 'extended');
      const { record, version } = await readVersioned(db, {
        table: 'regions',
        id,
        what: 'Region',
        load: () => loadRegion(id, extended),
      });
      sendVersion(reply, version);
      return ok(record);
    },

    async createRegion(request, reply) {
      const actor = actorOf(request);
      const name = str(bodyOf(request), 'name');
      await assertNameFree(name);
      const { id } = await createRecord(
        db,
        'regions',
        changeBy(actor, 'CREATE', 'REGION', `created region ${name}`),
        async (tx) => ({
          id: returnedId(await tx.query('insert into regions (name) values ($1) returning id', [name])),
        }),
      );
      sendVersion(reply, 1);
      return created(reply, await loadRegion(id, false));
    },

    async updateRegion(request, reply) {
      const actor = actorOf(request);
      const id = pathId(request, 'Region');
      const name = str(bodyOf(request), 'name');
      const region = await findNamed(db, 'regions', id);
      if (!region) throw notFound('Region');
      await assertNameFree(name, id);
      const renamed = region.name === name ? name : `${region.name} (now ${name})`;
      const change = changeBy(actor, 'UPDATE', 'REGION', `updated region ${renamed}`);
      const { version } = await writeRecord(db, target(request, id), change, async (tx) => {
        await tx.query('update regions set name = $1 where id = $2', [name, id]);
      });
      sendVersion(reply, version);
      return ok(await loadRegion(id, false));
    },

    async deleteRegion(request) {
      const actor = actorOf(request);
      const id = pathId(request, 'Region');
      const region = await findNamed(db, 'regions', id);
      if (!region) throw notFound('Region');
      const change = changeBy(actor, 'DELETE', 'REGION', `deleted region ${region.name}`);
      await deleteRecord(db, target(request, id), change, async (tx) => {
        const [row] = await tx.query('select count(*)::int as count from businesses where region_id = $1', [
          id,
        ]);
        const count = row ? int(row, 'count') : 0;
        if (count > 0) {
          throw conflict(
            `Region ${region.name} still has ${count} business${count === 1 ? '' : 'es'}. Move or delete ${count === 1 ? 'it' : 'them'} before deleting the region.`,
          );
        }
        await tx.query('delete from regions where id = $1', [id]);
      });
      return ack(`Region ${region.name} deleted.`);
    },
  };
}
