import Card from '@mui/material/Card';
import ButtonBase from '@mui/material/ButtonBase';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LinkBase } from 'react-admin';
import type { StatQueries, Trend } from './stats';
import { useStat } from './useDashboardData';
import { Placeholder } from './Placeholder';

const TREND_COLOR: Record<Trend, string> = {
  up: 'success.main',
  down: 'error.main',
  stable: 'text.secondary',
};

const NUMBER = new Intl.NumberFormat('fr-FR');

export interface StatCardProps {
  label: string;
  to: string;
  icon: ReactNode;
  queries: StatQueries;
}

/** One figure of the dashboard, computed by the server, with its change against last month. */
export const StatCard = ({ label, to, icon, queries }: StatCardProps) => {
  const { value, change, isPending, error } = useStat(queries);
  return (
    <Card sx={{ height: '100%' }}>
      {/* A card that is one link, as MUI's CardActionArea without its own module: ButtonBase is already loaded. */}
      <ButtonBase
        component={LinkBase}
        to={to}
        sx={{
          display: 'block',
          width: '100%',
          height: '100%',
          textAlign: 'inherit',
          borderRadius: 'inherit',
          '&:hover': { bgcolor: 'action.hover' },
          '&.Mui-focusVisible': { bgcolor: 'action.focus' },
        }}
      >
        <CardContent sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
          <Typography component="span" color="primary" aria-hidden sx={{ display: 'flex', pt: 0.5 }}>
            {icon}
          </Typography>
          <div>
            <Typography variant="body2" color="text.secondary" component="h2">
              {label}
            </Typography>
            {isPending ? (
              <Placeholder width={64} height={40} />
            ) : (
              <Typography variant="h4" component="p" data-testid="stat-value">
                {error ? '—' : NUMBER.format(value)}
              </Typography>
            )}
            {!isPending && !error && change && (
              <Typography variant="caption" sx={{ color: TREND_COLOR[change.trend] }}>
                {change.text}
              </Typography>
            )}
          </div>
        </CardContent>
      </ButtonBase>
    </Card>
  );
};
