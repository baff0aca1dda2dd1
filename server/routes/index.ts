import { authHandlers } from './auth';
import { businessImportHandlers } from './businessImport';
import { businessHandlers } from './businesses';
import { categoryHandlers } from './categories';
import type { Handlers, RouteContext } from './context';
import { dashboardHandlers } from './dashboard';
import { eventHandlers } from './events';
import { extensionHandlers } from './extensions';
import { historyHandlers } from './history';
import { insightsHandlers } from './insights';
import { logHandlers } from './logs';
import { referralHandlers } from './referrals';
import { regionHandlers } from './regions';
import { transactionHandlers } from './transactions';
import { userHandlers } from './users';

/** Every operation's handler, keyed by operationId. */
export function allHandlers(context: RouteContext): Handlers {
  return {
    ...authHandlers(context),
    ...dashboardHandlers(context),
    ...userHandlers(context),
    ...regionHandlers(context),
    ...businessHandlers(context),
    ...businessImportHandlers(context),
    ...categoryHandlers(context),
    ...referralHandlers(context),
    ...transactionHandlers(context),
    ...logHandlers(context),
    ...historyHandlers(context),
    ...insightsHandlers(context),
    ...eventHandlers(context),
    ...extensionHandlers(),
  };
}
