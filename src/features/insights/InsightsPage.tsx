import { Alert, Button, Flex, Skeleton, Typography } from 'antd';
import { useCallback, useDeferredValue, useMemo, type ReactNode } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSearchParams } from 'react-router-dom';
import { useGetBusinessesQuery } from '../../api/endpoints/businesses';
import { useGetCategoriesQuery } from '../../api/generated/categories';
import { useGetInsightsQuery, type GetInsightsApiResponse } from '../../api/endpoints/insights';
import { useGetReferralsQuery } from '../../api/endpoints/referrals';
import { useGetRegionsQuery } from '../../api/generated/regions';
import { errorMessage } from '../../api/errors';
import { isFullReferral } from '../../api/referralShapes';
import { ErrorDisplay } from '../../components/ErrorDisplay';
import { LateAlert } from '../../components/LateAlert';
import { PageHeader } from '../../components/PageHeader';
import { Panel } from '../../components/Panel';
import type { Insights } from '../../lib/insights/aggregate';
import { periodRange, type TimeRange } from '../../lib/insights/period';
import { isoDate } from '../../lib/format';
import { FlowsSection } from './FlowsSection';
import { MoneySection } from './MoneySection';
import { InsightsFilters } from './InsightsFilters';
import { useInsightsExtension } from './insightsExtension';
import { readInsightParams, writeInsightParams, type InsightParams } from './insightsParams';
import { QuietMembersSection } from './QuietMembersSection';
import { RankingSection } from './RankingSection';
import { TrendSection } from './TrendSection';
import { useInsightsAggregation } from './useInsightsAggregation';

const NO_MONEY_NOTE =
  'Money made per month and the ranking by money made need the server’s insights extension, which this server does not offer.';

/**
 * The extension's query for a range: its first and last days by the admin's calendar (the end is
 * excluded, so the day before it), and the admin's time zone, whose days its referrals fall in.
 */
function serverQuery(range: TimeRange, regionId: number | null, categoryId: number | null) {
  return {
    from: isoDate(range.start.toISOString()),
    to: isoDate(new Date(range.end.getTime() - 1).toISOString()),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    ...(regionId === null ? {} : { regionId }),
    ...(categoryId === null ? {} : { categoryId }),
  };
}

/** Two or more panels side by side where they fit, one above the other on a phone. */
function Columns({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 380px), 1fr))',
      }}
    >
      {children}
    </div>
  );
}

function Loading() {
  return (
    <Panel padding={24} role="status" aria-label="Loading insights">
      <Skeleton active paragraph={{ rows: 8 }} />
    </Panel>
  );
}

/** The extension's answer as the page's figures (its count of referrals is the page's total). */
function serverFigures(answer: GetInsightsApiResponse['data']): Insights {
  const { referralCount, trend, given, received, quiet, regionFlows, categoryFlows } = answer;
  const { givenMore, receivedMore, quietMore } = answer;
  return {
    ...{ total: referralCount, trend, given, received, quiet, regionFlows, categoryFlows },
    ...{ givenMore, receivedMore, quietMore },
  };
}

/**
 * The network at a glance. With the server's insights extension, its answer is the page's figures
 * (one request, in the admin's time zone, and the money); without it, the page computes them in
 * the browser from the whole lists the spec gives (referrals, businesses, regions, categories),
 * which the other screens share and live changes refresh. The filters live in the URL: a view is
 * shared by its link, and back and forward step through them.
 */
export default function InsightsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readInsightParams(searchParams), [searchParams]);
  const setParams = useCallback(
    (next: InsightParams) => setSearchParams(writeInsightParams(next)),
    [setSearchParams],
  );
  const offered = useInsightsExtension();
  const extension = offered === true;

  // The whole lists only where the figures are computed here: a full year of them takes seconds
  // to arrive where the extension's answer takes one request.
  const listsWanted = offered === false;
  const referrals = useGetReferralsQuery(listsWanted ? {} : skipToken);
  const businesses = useGetBusinessesQuery(listsWanted ? {} : skipToken);
  const regions = useGetRegionsQuery();
  const categories = useGetCategoriesQuery();

  const referralData = referrals.data;
  const businessData = businesses.data;
  // "Now" is read when the lists arrive or change, so a live change moves the quiet members too;
  // with the extension, at once (the server reads its own for the quiet members).
  const now = useMemo(() => (extension || referralData ? new Date() : null), [extension, referralData]);
  const range = useMemo(() => (now ? periodRange(params.period, now) : null), [params.period, now]);
  const lists = useMemo(
    () =>
      referralData && businessData
        ? { referrals: referralData.data.filter(isFullReferral), businesses: businessData.data }
        : null,
    [referralData, businessData],
  );
  const question = useMemo(
    () =>
      now && range
        ? { filter: { range, regionId: params.regionId, categoryId: params.categoryId }, now }
        : null,
    [now, range, params.regionId, params.categoryId],
  );
  const computed = useInsightsAggregation(extension ? null : lists, extension ? null : question);

  const server = useGetInsightsQuery(
    extension && range ? serverQuery(range, params.regionId, params.categoryId) : skipToken,
  );
  const money = server.data?.data;
  const answered = useMemo(() => (money ? serverFigures(money) : null), [money]);
  const insights = extension ? answered : computed.insights;
  const pending = extension ? server.isFetching : computed.pending;
  // The sections below the trend are drawn in a render of their own after it: the first chart
  // waits for the figures and its own code, not for the rankings, the flows and the quiet members.
  const below = useDeferredValue(insights);
  const belowMoney = useDeferredValue(money);

  const queries = extension ? [server, regions, categories] : [referrals, businesses, regions, categories];
  const failed = queries.find((query) => query.error && !query.data);
  const refetchAll = () => queries.forEach((query) => query.error && query.refetch());
  const staleError = queries.find((query) => query.error && query.data && !query.isFetching)?.error;

  let body: ReactNode;
  if (failed) body = <ErrorDisplay error={failed.error} onRetry={refetchAll} />;
  else if (!now) body = <Loading />;
  else if (!range)
    body = (
      <Alert
        type="info"
        showIcon
        title="Choose both dates of the custom range, the first no later than the second."
      />
    );
  else if (!insights) body = <Loading />;
  else
    body = (
      <Flex vertical gap={16} aria-busy={pending || below !== insights || belowMoney !== money}>
        <Typography.Text>
          {insights.total === 1 ? '1 referral' : `${insights.total.toLocaleString('en-AU')} referrals`} in
          this period.
        </Typography.Text>
        <TrendSection trend={insights.trend} total={insights.total} />
        {below && (
          <>
            <Columns>
              <RankingSection
                title="Top businesses by referrals given"
                countTitle="Given"
                exportName="top-referrers"
                ranking={below.given}
                more={below.givenMore}
              />
              <RankingSection
                title="Top businesses by referrals received"
                countTitle="Received"
                exportName="top-referred"
                ranking={below.received}
                more={below.receivedMore}
              />
            </Columns>
            {belowMoney && (
              <Columns>
                <MoneySection insights={belowMoney} />
              </Columns>
            )}
            <QuietMembersSection quiet={below.quiet} more={below.quietMore} />
            <Columns>
              <FlowsSection title="Referrals from region to region" noun="region" flows={below.regionFlows} />
              <FlowsSection
                title="Referrals from category to category"
                noun="category"
                flows={below.categoryFlows}
              />
            </Columns>
          </>
        )}
      </Flex>
    );

  return (
    <>
      <PageHeader title="Insights" />
      <Flex vertical gap={16}>
        <InsightsFilters
          params={params}
          regions={regions.data?.data ?? []}
          categories={categories.data?.data ?? []}
          onChange={setParams}
        />
        {offered === false && <Typography.Text type="secondary">{NO_MONEY_NOTE}</Typography.Text>}
        {staleError && (
          <LateAlert
            type="warning"
            showIcon
            title={`These figures could not be refreshed: ${errorMessage(staleError)}`}
            action={
              <Button size="small" onClick={refetchAll}>
                Try again
              </Button>
            }
          />
        )}
        {body}
      </Flex>
    </>
  );
}
