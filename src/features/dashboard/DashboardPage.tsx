import {
  AppstoreOutlined,
  DollarOutlined,
  EnvironmentOutlined,
  ShopOutlined,
  SwapOutlined,
  TeamOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { Alert, Button, Col, Flex, Row, Skeleton } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useGetDashboardQuery, type Dashboard } from '../../api/endpoints/dashboard';
import { errorMessage } from '../../api/errors';
import { ErrorDisplay } from '../../components/ErrorDisplay';
import { PageHeader } from '../../components/PageHeader';
import { Panel } from '../../components/Panel';
import { financialYearLabel, financialYearOf, financialYearSpan } from '../../lib/financialYear';
import { formatMoney } from '../../lib/format';
import { DashboardTile } from './DashboardTile';
import { MoneyMadeCard } from './MoneyMadeCard';
import { moneyMadeIn, moneyPoints } from './moneyMade';
import { once } from '../../lib/once';

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
const counts = once(() => new Intl.NumberFormat('en-US'));

/** One column on phones, two from sm (600 px), three from lg, four from xl. */
function TileCol({ children }: { children: ReactNode }) {
  return (
    <Col xs={24} sm={12} lg={8} xl={6}>
      {children}
    </Col>
  );
}

function LoadingTiles() {
  return (
    <div role="status" aria-label="Loading dashboard">
      <Row gutter={[16, 16]}>
        {Array.from({ length: TILE_COUNT }, (_, index) => (
          <TileCol key={index}>
            <Panel>
              <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 1, width: '40%' }} />
            </Panel>
          </TileCol>
        ))}
      </Row>
    </div>
  );
}

function Tiles({ dashboard }: { dashboard: Dashboard }) {
  const year = financialYearOf(new Date());
  return (
    <Row gutter={[16, 16]}>
      <TileCol>
        <DashboardTile
          title="Money made this financial year"
          value={formatMoney(moneyMadeIn(dashboard.moneyMade, year))}
          to="/referrals"
          icon={<DollarOutlined />}
          note={`${financialYearLabel(year)}: ${financialYearSpan(year)}`}
        />
      </TileCol>
      {countTiles.map((tile) => (
        <TileCol key={tile.title}>
          <DashboardTile
            title={tile.title}
            value={counts().format(tile.count(dashboard))}
            to={tile.to}
            icon={tile.icon}
          />
        </TileCol>
      ))}
    </Row>
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
          <Alert
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
        <MoneyMadeCard points={points} />
      </Flex>
    );

  return (
    <>
      <PageHeader title="Dashboard" />
      {body}
    </>
  );
}
