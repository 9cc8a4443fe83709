import BarChart from '@mui/icons-material/BarChart';
import { Menu, useBasename, useTranslate } from 'react-admin';

/** react-admin's menu (dashboard, then the resources: content editor first) plus the analytics screen. */
export const AdminMenu = () => {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      <Menu.Item
        to={`${basename}/analytics`}
        primaryText={translate('app.analytics.title')}
        leftIcon={<BarChart />}
      />
    </Menu>
  );
};
