import CloudUpload from '@mui/icons-material/CloudUpload';
import EditNote from '@mui/icons-material/EditNote';
import MailOutline from '@mui/icons-material/MailOutline';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import PersonRemove from '@mui/icons-material/PersonRemove';
import Send from '@mui/icons-material/Send';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatFrenchDateTime } from '@shared/email/date';
import { LoadError } from '../layout/LoadError';
import type { ActivityKind } from './stats';
import { useLatestActivities } from './useDashboardData';
import { Placeholder } from './Placeholder';

const ICONS: Record<ActivityKind, ReactNode> = {
  message: <MailOutline />,
  email: <Send />,
  upload: <CloudUpload />,
  content: <EditNote />,
  signup: <PersonAddAlt />,
  unsubscribe: <PersonRemove />,
};

export const RecentActivity = () => {
  const translate = useTranslate();
  const { activities, isPending, error, retry } = useLatestActivities();
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h2" variant="h6">
          {translate('app.dashboard.recent_activity')}
        </Typography>
        {isPending ? (
          <Placeholder height={120} />
        ) : error ? (
          <LoadError message="app.dashboard.activity_error" onRetry={retry} sx={{ mt: 1 }} />
        ) : !activities.length ? (
          <Typography color="text.secondary">{translate('app.dashboard.no_activity')}</Typography>
        ) : (
          <List dense>
            {activities.map((activity) => (
              <ListItem key={activity.id} data-testid="activity">
                <ListItemIcon aria-hidden>{ICONS[activity.kind]}</ListItemIcon>
                <ListItemText primary={activity.text} secondary={formatFrenchDateTime(activity.date)} />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
};
