import BarChart from '@mui/icons-material/BarChart';
import Inbox from '@mui/icons-material/Inbox';
import MarkEmailUnread from '@mui/icons-material/MarkEmailUnread';
import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { StatCard } from './StatCard';
import { statQueries } from './stats';

/** The unread filter in the inbox's address, as react-admin lists read it. */
const UNREAD_FILTER = `?filter=${encodeURIComponent(JSON.stringify({ status: 'unread' }))}`;

export const StatCards = ({ now }: { now: Date }) => {
  const translate = useTranslate();
  const basename = useBasename();
  const queries = useMemo(() => statQueries(now), [now]);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
      }}
    >
      <StatCard
        label={translate('app.dashboard.stats.messages')}
        to={`${basename}/messages`}
        icon={<Inbox />}
        queries={queries.messages}
      />
      <StatCard
        label={translate('app.dashboard.stats.unread')}
        to={`${basename}/messages${UNREAD_FILTER}`}
        icon={<MarkEmailUnread />}
        queries={queries.unread}
      />
      <StatCard
        label={translate('app.dashboard.stats.visitors')}
        to={`${basename}/analytics`}
        icon={<BarChart />}
        queries={queries.visitors}
      />
      <StatCard
        label={translate('app.dashboard.stats.emails')}
        to={`${basename}/emails`}
        icon={<Send />}
        queries={queries.emails}
      />
    </Box>
  );
};
