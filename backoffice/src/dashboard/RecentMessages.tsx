import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { LinkBase, useBasename, useTranslate } from 'react-admin';
import { formatFrenchDateTime } from '@shared/email/date';
import { LoadError } from '../layout/LoadError';
import { useLatestMessages } from './useDashboardData';
import { Pill } from './Pill';
import { Placeholder } from './Placeholder';

export const RecentMessages = () => {
  const translate = useTranslate();
  const basename = useBasename();
  const { data, isPending, error, refetch } = useLatestMessages();
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h2" variant="h6">
          {translate('app.dashboard.recent_messages')}
        </Typography>
        {isPending ? (
          <Placeholder height={120} />
        ) : error ? (
          <LoadError message="app.dashboard.messages_error" onRetry={() => void refetch()} sx={{ mt: 1 }} />
        ) : !data?.length ? (
          <Typography color="text.secondary">{translate('app.dashboard.no_messages')}</Typography>
        ) : (
          <List dense>
            {data.map((message) => (
              <ListItem key={message.id} disablePadding>
                <ListItemButton component={LinkBase} to={`${basename}/messages`}>
                  <ListItemText
                    primary={`${String(message.name)} — ${String(message.subject)}`}
                    secondary={formatFrenchDateTime(String(message.date ?? message.createdAt))}
                  />
                  {message.status === 'unread' && <Pill label={translate('app.messages.status.unread')} />}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
};
