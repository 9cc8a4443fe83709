import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { BarChart } from '../charts/BarChart';
import { lastWeeks, shortDate } from '../dates/paris';
import { LoadError } from '../layout/LoadError';
import { Placeholder } from './Placeholder';

export const WEEKS = 8;

/** Quote requests per week over the last 8 weeks: one server-side count per week. Loaded with its own chunk. */
const RequestsChart = ({ now }: { now: Date }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const weeks = useMemo(() => lastWeeks(now, WEEKS), [now]);
  const counts = useQueries({
    queries: weeks.map(({ from, to }) => {
      const params = {
        filter: { createdAt_gte: from.toISOString(), createdAt_lt: to.toISOString() },
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'createdAt', order: 'DESC' as const },
      };
      // react-admin's own key shape, so its invalidation after a write reaches these counts too.
      return {
        queryKey: ['messages', 'getList', params],
        queryFn: () => dataProvider.getList('messages', params),
      };
    }),
  });
  const pending = counts.some((count) => count.isPending);
  const failed = counts.filter((count) => count.error);
  const bars = weeks.map(({ from }, i) => {
    const value = counts[i]?.data?.total ?? 0;
    return {
      label: shortDate(from),
      value,
      title: translate('app.dashboard.chart.bar', { date: shortDate(from), smart_count: value }),
    };
  });
  return (
    <Card>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {translate('app.dashboard.chart.title')}
        </Typography>
        {pending ? (
          <Placeholder height={220} />
        ) : failed.length ? (
          // A week that could not be counted is no week without requests.
          <LoadError
            message="app.dashboard.chart.error"
            onRetry={() => failed.forEach((count) => void count.refetch())}
          />
        ) : (
          <BarChart
            bars={bars}
            caption={translate('app.dashboard.chart.caption', { weeks: WEEKS })}
            yLabel={translate('app.dashboard.chart.y_axis')}
            xLabel={translate('app.dashboard.chart.x_axis')}
            height={220}
          />
        )}
      </CardContent>
    </Card>
  );
};

export default RequestsChart;
