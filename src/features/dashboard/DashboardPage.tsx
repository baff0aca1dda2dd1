import {
  AppstoreOutlined,
  DollarOutlined,
  EnvironmentOutlined,
  ShopOutlined,
  SwapOutlined,
  TeamOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { Button, Flex, Skeleton } from 'antd';
import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { usePainted } from '../../components/usePainted';
import { useWiderThan } from '../../components/useWiderThan';
import { CHART_HEIGHT } from '../../components/chartSize';
import { MoneyChart } from './moneyChartCode';
import { lateComponent } from '../../speed/loadLater';
import { useGetDashboardQuery, type Dashboard } from '../../api/endpoints/dashboard';
import { errorMessage } from '../../api/errors';
import { ErrorDisplay } from '../../components/ErrorDisplay';
import { LateAlert } from '../../components/LateAlert';
import { PageHeader } from '../../components/PageHeader';
import { Panel } from '../../components/Panel';
import { financialYearLabel, financialYearOf, financialYearSpan } from '../../lib/financialYear';
import { formatCount, formatMoney } from '../../lib/format';
import { DashboardTile } from './DashboardTile';
import { moneyMadeIn, moneyPoints, type MoneyPoint } from './moneyMade';

type CountTile = { title: string; to: string; icon: ReactNode; count: (dashboard: Dashboard) => number };

const countTiles: CountTile[] = [
  { title: 'Businesses', to: '/businesses', icon: <ShopOutlined />, count: (d) => d.businessCount },
  { title: 'Referrals', to: '/referrals', icon: <SwapOutlined />, count: (d) => d.referralCount },
  { title: 'Regions', to: '/regions', icon: <EnvironmentOutlined />, count: (d) => d.regionCount },
  { title: 'Categories', to: '/categories', icon: <AppstoreOutlined />, count: (d) => d.categoryCount },
  { title: 'Users', to: '/users', icon: <TeamOutlined />, count: (d) => d.userCount },
  { title: 'Unverified users', to: '/users', icon: <UserAddOutlined />, count: (d) => d.unverifiedCount },
];

const TILE_COUNT = countTiles.length + 1;

/**
 * The tiles' grid (its columns per breakpoint are in index.html's styles): CSS alone, where antd's
 * Row and Col would watch the window's width from script before the tiles could show.
 */
function TileGrid({ children }: { children: ReactNode }) {
  return <div className="dashboard-tiles">{children}</div>;
}

function LoadingTiles() {
  return (
    <div role="status" aria-label="Loading dashboard">
      <TileGrid>
        {Array.from({ length: TILE_COUNT }, (_, index) => (
          <Panel key={index}>
            <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 1, width: '40%' }} />
          </Panel>
        ))}
      </TileGrid>
    </div>
  );
}

function Tiles({ dashboard }: { dashboard: Dashboard }) {
  const year = financialYearOf(new Date());
  return (
    <TileGrid>
      <DashboardTile
        title="Money made this financial year"
        value={formatMoney(moneyMadeIn(dashboard.moneyMade, year))}
        to="/referrals"
        icon={<DollarOutlined />}
        note={`${financialYearLabel(year)}: ${financialYearSpan(year)}`}
      />
      {countTiles.map((tile) => (
        <DashboardTile
          key={tile.title}
          title={tile.title}
          value={formatCount(tile.count(dashboard))}
          to={tile.to}
          icon={tile.icon}
        />
      ))}
    </TileGrid>
  );
}

// Money made per year (its switch, its table, the chart behind them) is asked for once the tiles
// show: the figures an admin opens the dashboard for come first, with less code before them.
const MoneyMadeCard = lateComponent(() => import(/* webpackChunkName: "money-made" */ './MoneyMadeCard'));

/** Where the money card will be, on screens that show it: its height, so nothing below jumps. */
function MoneyMadeLoading() {
  const wide = useWiderThan('md');
  return wide ? (
    <Panel padding={24} role="status" aria-label="Loading money made">
      <Skeleton active title={false} paragraph={{ rows: 8 }} style={{ height: CHART_HEIGHT + 56 }} />
    </Panel>
  ) : null;
}

function MoneyMadeAfterTiles({ points }: { points: readonly MoneyPoint[] }) {
  const painted = usePainted();
  const chartShown = useWiderThan('md') && points.length > 0;
  useEffect(() => {
    // A chunk that fails to load shows its error where the chart renders.
    if (painted && chartShown) MoneyChart.ask();
  }, [painted, chartShown]);
  if (!painted) return <MoneyMadeLoading />;
  return (
    <Suspense fallback={<MoneyMadeLoading />}>
      <MoneyMadeCard points={points} />
    </Suspense>
  );
}

export default function DashboardPage() {
  const { data, isLoading, isFetching, error, refetch } = useGetDashboardQuery();
  const dashboard = data?.data;
  // Stable between renders, so the chart redraws only when the figures change.
  const points = useMemo(() => moneyPoints(dashboard?.moneyMade ?? []), [dashboard]);

  let body: ReactNode;
  if (!dashboard && (isLoading || isFetching)) body = <LoadingTiles />;
  else if (!dashboard) body = <ErrorDisplay error={error} onRetry={refetch} />;
  else
    body = (
      <Flex vertical gap={16}>
        {error && !isFetching && (
          // A failed refresh keeps the figures already shown and says they may be out of date.
          <LateAlert
            type="warning"
            showIcon
            title={`These figures could not be refreshed: ${errorMessage(error)}`}
            action={
              <Button size="small" onClick={refetch}>
                Try again
              </Button>
            }
          />
        )}
        <Tiles dashboard={dashboard} />
        <MoneyMadeAfterTiles points={points} />
      </Flex>
    );

  return (
    <>
      <PageHeader title="Dashboard" />
      {body}
    </>
  );
}
