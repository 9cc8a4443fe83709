import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { BarChart } from '../charts/BarChart';
import { dayKey, addDays } from '../dates/paris';
import { ConsentPanel } from './ConsentPanel';
import { aggregatePageviews, customRange, presetRange, type Period } from './aggregate';
import { CAP, usePageviews } from './usePageviews';
import { LoadError } from '../layout/LoadError';

const NUMBER = new Intl.NumberFormat('fr-FR');
/** '2026-11-17' → '17/11' */
const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** Consented page views per day and page over a chosen period (docs/product.md#statistiques-de-visite). */
export const AnalyticsPage = () => {
  const translate = useTranslate();
  const [now] = useState(() => new Date());
  const [period, setPeriod] = useState<Period>('30');
  const [custom, setCustom] = useState(() => ({
    from: dayKey(addDays(now, -6)),
    to: dayKey(now),
  }));
  const range = useMemo(
    () => (period === 'custom' ? customRange(custom.from, custom.to) : presetRange(Number(period), now)),
    [period, custom, now],
  );
  const { data, isPending, error, refetch } = usePageviews(range);
  const stats = useMemo(() => (range && data ? aggregatePageviews(data.rows, range) : null), [range, data]);

  return (
    <Box sx={{ mt: 2, mb: 4, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={translate('app.analytics.title')} />
      <Card sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <div>
          <Typography component="h1" variant="h5">
            {translate('app.analytics.title')}
          </Typography>
          <Typography color="text.secondary">{translate('app.analytics.subtitle')}</Typography>
        </div>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={period}
            onChange={(_, value: Period | null) => value && setPeriod(value)}
            aria-label={translate('app.analytics.period')}
          >
            <ToggleButton value="7">{translate('app.analytics.days', { smart_count: 7 })}</ToggleButton>
            <ToggleButton value="30">{translate('app.analytics.days', { smart_count: 30 })}</ToggleButton>
            <ToggleButton value="90">{translate('app.analytics.days', { smart_count: 90 })}</ToggleButton>
            <ToggleButton value="custom">{translate('app.analytics.custom')}</ToggleButton>
          </ToggleButtonGroup>
          {period === 'custom' && (
            <>
              <TextField
                type="date"
                size="small"
                label={translate('app.analytics.from')}
                value={custom.from}
                onChange={(e) => setCustom((c) => ({ ...c, from: e.target.value }))}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                type="date"
                size="small"
                label={translate('app.analytics.to')}
                value={custom.to}
                onChange={(e) => setCustom((c) => ({ ...c, to: e.target.value }))}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </>
          )}
        </Box>
      </Card>
      {!range ? (
        <Alert severity="warning">{translate('app.analytics.invalid_range')}</Alert>
      ) : error ? (
        <LoadError message="app.analytics.error" onRetry={() => void refetch()} />
      ) : isPending || !stats || !data ? (
        <Skeleton variant="rectangular" height={240} />
      ) : (
        <>
          {data.capped && (
            <Alert severity="info">
              {translate('app.analytics.capped', {
                cap: NUMBER.format(CAP),
                total: NUMBER.format(data.total),
              })}
            </Alert>
          )}
          <Card>
            <CardContent>
              <Typography component="h2" variant="h6" gutterBottom>
                {translate('app.analytics.per_day')} —{' '}
                <span data-testid="analytics-total">
                  {translate('app.analytics.total', {
                    smart_count: data.total,
                    count: NUMBER.format(data.total),
                  })}
                </span>
              </Typography>
              <BarChart
                bars={stats.perDay.map(({ day, views }) => ({ label: dayLabel(day), value: views }))}
                caption={translate('app.analytics.per_day')}
                yLabel={translate('app.analytics.per_day_y')}
                xLabel={translate('app.analytics.per_day_x')}
                height={220}
                labelEvery={Math.max(1, Math.ceil(stats.perDay.length / 12))}
              />
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <Typography component="h2" variant="h6" gutterBottom>
                {translate('app.analytics.per_page')}
              </Typography>
              {stats.perPage.length === 0 ? (
                <Typography color="text.secondary">{translate('app.analytics.empty')}</Typography>
              ) : (
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('app.analytics.page')}</TableCell>
                      <TableCell align="right">{translate('app.analytics.views')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {stats.perPage.map(({ path, views }) => (
                      <TableRow key={path}>
                        <TableCell>{path}</TableCell>
                        <TableCell align="right">{NUMBER.format(views)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </CardContent>
          </Card>
        </>
      )}
      {range && <ConsentPanel range={range} />}
    </Box>
  );
};

export default AnalyticsPage;
