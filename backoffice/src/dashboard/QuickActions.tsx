import EditNote from '@mui/icons-material/EditNote';
import Email from '@mui/icons-material/Email';
import MailOutline from '@mui/icons-material/MailOutline';
import PhotoLibrary from '@mui/icons-material/PhotoLibrary';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { LinkBase, useBasename, useTranslate } from 'react-admin';

const ACTIONS = [
  { path: '/content', key: 'content', icon: <EditNote /> },
  { path: '/messages', key: 'messages', icon: <MailOutline /> },
  { path: '/templates', key: 'templates', icon: <Email /> },
  { path: '/media', key: 'media', icon: <PhotoLibrary /> },
] as const;

export const QuickActions = () => {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Card>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {translate('app.dashboard.quick_actions.title')}
        </Typography>
        <nav
          aria-label={translate('app.dashboard.quick_actions.title')}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}
        >
          {ACTIONS.map(({ path, key, icon }) => (
            <Button
              key={key}
              component={LinkBase}
              to={`${basename}${path}`}
              variant="outlined"
              startIcon={icon}
            >
              {translate(`app.dashboard.quick_actions.${key}`)}
            </Button>
          ))}
        </nav>
      </CardContent>
    </Card>
  );
};
