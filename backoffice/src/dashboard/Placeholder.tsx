import Box from '@mui/material/Box';

/**
 * Where a figure, a list or the chart will be while it loads: a still grey block of its size. MUI's `Skeleton`
 * would bring its animations (1 KiB gzip) into the dashboard's first load (docs/product.md#premier-chargement).
 */
export const Placeholder = ({ height, width = '100%' }: { height: number; width?: number | string }) => (
  <Box aria-hidden sx={{ height, width, maxWidth: '100%', borderRadius: 1, bgcolor: 'action.hover' }} />
);
