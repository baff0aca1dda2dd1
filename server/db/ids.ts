/** Ids are PostgreSQL `integer`s; a larger number cannot name a row (and would make the query fail). */
export const MAX_ID = 2_147_483_647;

export function isStorableId(id: number): boolean {
  return Number.isInteger(id) && id >= 1 && id <= MAX_ID;
}
