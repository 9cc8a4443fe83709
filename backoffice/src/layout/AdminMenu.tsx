import BarChart from '@mui/icons-material/BarChart';
import EditNote from '@mui/icons-material/EditNote';
import { Menu, useBasename, useTranslate } from 'react-admin';

/** react-admin's menu (dashboard, resources) plus the custom screens: content editor and analytics. */
export const AdminMenu = () => {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.Item
        to={`${basename}/content`}
        primaryText={translate('app.content.title')}
        leftIcon={<EditNote />}
      />
      <Menu.ResourceItems />
      <Menu.Item
        to={`${basename}/analytics`}
        primaryText={translate('app.analytics.title')}
        leftIcon={<BarChart />}
      />
    </Menu>
  );
};
