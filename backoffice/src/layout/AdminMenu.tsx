import BarChart from '@mui/icons-material/BarChart';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ViewList from '@mui/icons-material/ViewList';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { createElement, type ReactElement, type ReactNode } from 'react';
import {
  CLOSED_DRAWER_WIDTH,
  DRAWER_WIDTH,
  LinkBase,
  useBasename,
  useCanAccess,
  useCreatePath,
  useMatch,
  useResourceDefinitions,
  useSidebarState,
  useTranslate,
} from 'react-admin';

/**
 * One entry, as react-admin's `<MenuItemLink>` draws it (its class names, colours, the active entry in the text
 * colour), without its keyboard-shortcut library on the first signed-in screen
 * (docs/product.md#premier-chargement). On a small screen a choice folds the menu away.
 */
const Item = ({
  to,
  icon,
  label,
  end = false,
}: {
  to: string;
  icon: ReactElement;
  label: string;
  end?: boolean;
}) => {
  const [open, setOpen] = useSidebarState();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const active = useMatch({ path: to, end }) != null;
  const item = (
    <MenuItem
      component={LinkBase}
      to={to}
      state={{ _scrollToTop: true }}
      className={active ? 'RaMenuItemLink-root RaMenuItemLink-active' : 'RaMenuItemLink-root'}
      tabIndex={0}
      onClick={() => {
        if (small) setOpen(false);
      }}
      sx={(theme) => ({
        color: (theme.vars || theme).palette.text.secondary,
        '&.RaMenuItemLink-active': { color: (theme.vars || theme).palette.text.primary },
        '& .RaMenuItemLink-icon': { minWidth: theme.spacing(5) },
      })}
    >
      <ListItemIcon className="RaMenuItemLink-icon">{icon}</ListItemIcon>
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        {label}
      </Typography>
    </MenuItem>
  );
  if (open) return item;
  // Folded to its icons, each entry names itself on hover (react-admin's `<MenuItemLink>`).
  return (
    <Tooltip title={label} placement="right">
      {item}
    </Tooltip>
  );
};

const ResourceItem = ({ name, label, icon }: { name: string; label: string; icon?: ReactNode }) => {
  const createPath = useCreatePath();
  const { canAccess, error, isPending } = useCanAccess({ action: 'list', resource: name });
  if (isPending || canAccess === false || error != null) return null;
  return <Item to={createPath({ resource: name, type: 'list' })} icon={<>{icon}</>} label={label} />;
};

/** react-admin's menu: the dashboard, then the resources that have a list (content editor first), then analytics. */
export const AdminMenu = () => {
  const translate = useTranslate();
  const basename = useBasename();
  const resources = useResourceDefinitions();
  const [open] = useSidebarState();
  // react-admin's resource label: its `resources.<name>.name` message, else its `options.label`.
  const labelOf = (name: string, optionLabel?: string) =>
    translate(`resources.${name}.name`, {
      smart_count: 2,
      _: optionLabel ? translate(optionLabel, { smart_count: 2, _: optionLabel }) : name,
    });
  return (
    <MenuList
      className={open ? 'RaMenu-open' : 'RaMenu-closed'}
      sx={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-start',
        [theme.breakpoints.only('xs')]: { marginTop: 0 },
        transition: theme.transitions.create('width', {
          easing: theme.transitions.easing.sharp,
          duration: theme.transitions.duration.leavingScreen,
        }),
        width: open ? DRAWER_WIDTH : CLOSED_DRAWER_WIDTH,
      })}
    >
      <Item to={`${basename}/`} end icon={<DashboardIcon />} label={translate('ra.page.dashboard')} />
      {Object.values(resources)
        .filter((resource) => resource.hasList)
        .map(({ name, icon, options }) => (
          <ResourceItem
            key={name}
            name={name}
            label={labelOf(name, options?.label as string | undefined)}
            icon={icon ? createElement(icon) : <ViewList />}
          />
        ))}
      <Item to={`${basename}/analytics`} icon={<BarChart />} label={translate('app.analytics.title')} />
    </MenuList>
  );
};
