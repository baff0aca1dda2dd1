import type { RouteObject } from 'react-router-dom';
import { pageRoute } from '../../components/pageRoute';

export const logRoutes: RouteObject[] = [pageRoute({ path: 'logs' }, () => import('./LogsPage'))];
