import Block from '@mui/icons-material/Block';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A screen that refuses: the stop sign, its h1 and what follows it, centred. Shared by the screens a
 * non-administrator meets (docs/product.md#administrateurs).
 */
export const Refusal = ({
  title,
  children,
  component = 'div',
  role,
  sx,
}: {
  title: string;
  children: ReactNode;
  component?: 'div' | 'main';
  role?: 'alert';
  sx?: SxProps<Theme>;
}) => (
  <Box
    component={component}
    role={role}
    sx={[
      { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, textAlign: 'center' },
      ...(Array.isArray(sx) ? sx : [sx]),
    ]}
  >
    <Block color="error" fontSize="large" aria-hidden />
    <Typography component="h1" variant="h5">
      {title}
    </Typography>
    {children}
  </Box>
);
