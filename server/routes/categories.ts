import type { FastifyRequest } from 'fastify';
import {
  changeBy,
  createRecord,
  deleteRecord,
  readVersioned,
  writeRecord,
  writeRelated,
} from '../data/writes';
import { acceptedVersions, sendVersion } from '../http/versions';
import { findNamed, nameTaken } from '../data/records';
import { int, returnedId, text } from '../db/rows';
import { conflict, notFound } from '../http/errors';
import { bodyOf, pathId, str } from '../http/input';
import { ack, actorOf, created, ok, type Handlers, type RouteContext } from './context';

export function categoryHandlers({ db }: RouteContext): Handlers {
  async function loadCategory(id: number) {
    const category = await findNamed(db, 'categories', id);
    if (!category) throw notFound('Category');
    return category;
  }

  const target = (request: FastifyRequest, id: number) => ({
    table: 'categories' as const,
    id,
    what: 'Category',
    accepted: acceptedVersions(request),
    load: () => findNamed(db, 'categories', id),
  });

  async function assertNameFree(name: string, exceptId?: number) {
    if (await nameTaken(db, 'categories', name, exceptId))
      throw conflict(`A category named ${name} already exists.`);
  }

  return {
    async getCategories() {
      const rows = await db.query('select id, name from categories order by lower(name), id');
      return ok(rows.map((row) => ({ id: int(row, 'id'), name: text(row, 'name') })));
    },

    async getCategory(request, reply) {
      const id = pathId(request, 'Category');
      const { record, version } = await readVersioned(db, {
        ...target(request, id),
        load: () => loadCategory(id),
      });
      sendVersion(reply, version);
      return ok(record);
    },

    async createCategory(request, reply) {
      const actor = actorOf(request);
      const name = str(bodyOf(request), 'name');
      await assertNameFree(name);
      const { id } = await createRecord(
        db,
        'categories',
        changeBy(actor, 'CREATE', 'CATEGORY', `created category ${name}`),
        async (tx) => ({
          id: returnedId(await tx.query('insert into categories (name) values ($1) returning id', [name])),
        }),
      );
      sendVersion(reply, 1);
      return created(reply, await loadCategory(id));
    },

    async updateCategory(request, reply) {
      const actor = actorOf(request);
      const id = pathId(request, 'Category');
      // The console sends the whole category back; an id in the body is ignored in favour of the path.
      const name = str(bodyOf(request), 'name');
      const category = await loadCategory(id);
      await assertNameFree(name, id);
      const renamed = category.name === name ? name : `${category.name} (now ${name})`;
      const change = changeBy(actor, 'UPDATE', 'CATEGORY', `updated category ${renamed}`);
      const { version } = await writeRecord(db, target(request, id), change, async (tx) => {
        await tx.query('update categories set name = $1 where id = $2', [name, id]);
      });
      sendVersion(reply, version);
      return ok(await loadCategory(id));
    },

    async deleteCategory(request) {
      const actor = actorOf(request);
      const category = await loadCategory(pathId(request, 'Category'));
      const change = changeBy(actor, 'DELETE', 'CATEGORY', `deleted category ${category.name}`);
      await deleteRecord(db, target(request, category.id), change, async (tx) => {
        // The businesses stay, without it: each one's categories change, in its history too.
        const rows = await tx.query('select business_id from business_categories where category_id = $1', [
          category.id,
        ]);
        await writeRelated(
          tx,
          'businesses',
          rows.map((row) => int(row, 'business_id')),
          actor.id,
          'UPDATE',
          async () => {
            // business_categories rows go with it (on delete cascade).
            await tx.query('delete from categories where id = $1', [category.id]);
          },
        );
      });
      return ack(`Category ${category.name} deleted.`);
    },
  };
}
