import { int, intOrNull, text, timestamp } from '../db/rows';
import { ok, type Handlers, type RouteContext } from './context';

export function logHandlers({ db }: RouteContext): Handlers {
  return {
    async getLogs() {
      const rows = await db.query(
        `select l.id, l.message, l.action, l.model, l.created_at, u.id as user_id, u.first_name, u.last_name
           from logs l left join users u on u.id = l.user_id
          order by l.created_at desc, l.id desc`,
      );
      return ok(
        rows.map((row) => {
          const userId = intOrNull(row, 'user_id');
          return {
            id: int(row, 'id'),
            message: text(row, 'message'),
            type: text(row, 'action'),
            model: text(row, 'model'),
            date: timestamp(row, 'created_at'),
            // A deleted user's entries keep their message but lose the user.
            ...(userId === null
              ? {}
              : {
                  user: { id: userId, firstName: text(row, 'first_name'), lastName: text(row, 'last_name') },
                }),
          };
        }),
      );
    },
  };
}
