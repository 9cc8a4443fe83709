import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';

/**
 * The head of a screen that is not a react-admin list (templates, media): its h1 and subtitle, its main buttons
 * beside them (below on a phone), and the same name in the app bar, never empty
 * (docs/product.md#accessibilité-du-back-office).
 */
export const ScreenHeader = ({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  /** The screen's buttons. */
  children: ReactNode;
}) => (
  <>
    <Title title={title} />
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary">{subtitle}</Typography>
      </Box>
      {children}
    </Box>
  </>
);
