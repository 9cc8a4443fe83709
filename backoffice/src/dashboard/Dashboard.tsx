import Public from '@mui/icons-material/Public';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { ScreenTitle } from '../layout/ScreenTitle';
import { QuickActions } from './QuickActions';
import { RecentActivity } from './RecentActivity';
import { RecentMessages } from './RecentMessages';
import { StatCards } from './StatCards';
import { Pill } from './Pill';
import { Placeholder } from './Placeholder';

const RequestsChart = lazy(() => import('./RequestsChart'));

/** The back-office home, on stored data (docs/product.md#tableau-de-bord). */
const Dashboard = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // One "now" per visit, so every figure is computed over the same months and weeks.
  const [now] = useState(() => new Date());
  const name = identity?.fullName || (identity?.id as string | undefined) || '';
  return (
    <Box sx={{ mt: 2, mb: 4, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ScreenTitle title={translate('ra.page.dashboard')} />
      <Card>
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Typography component="h1" variant="h5">
            {translate('app.dashboard.welcome', { name })}
          </Typography>
          <Pill label={translate('app.dashboard.admin_badge')} />
          <Box sx={{ flexGrow: 1 }} />
          <Button href="/" variant="outlined" startIcon={<Public />}>
            {translate('app.dashboard.view_site')}
          </Button>
        </CardContent>
      </Card>
      <StatCards now={now} />
      <QuickActions />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <RecentMessages />
        <RecentActivity />
      </Box>
      <Suspense fallback={<Placeholder height={240} />}>
        <RequestsChart now={now} />
      </Suspense>
    </Box>
  );
};

export default Dashboard;
