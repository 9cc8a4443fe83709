import Public from '@mui/icons-material/Public';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Title, useGetIdentity, useTranslate } from 'react-admin';

/** The welcome header of the dashboard (spec section 2); the stat cards and lists come with the full dashboard. */
export const Dashboard = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const name = identity?.fullName || (identity?.id as string | undefined) || '';
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('ra.page.dashboard')} />
      <Card>
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Typography component="h1" variant="h5">
            {translate('app.dashboard.welcome', { name })}
          </Typography>
          <Chip label={translate('app.dashboard.admin_badge')} color="primary" size="small" />
          <Box sx={{ flexGrow: 1 }} />
          <Button href="/" variant="outlined" startIcon={<Public />}>
            {translate('app.dashboard.view_site')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
};

export default Dashboard;
