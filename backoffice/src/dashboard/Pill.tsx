import Box from '@mui/material/Box';

/**
 * MUI's small primary `<Chip>` as the dashboard shows it (a label, nothing to click), without loading Chip's code
 * with the first signed-in screen (docs/product.md#premier-chargement).
 */
export const Pill = ({ label }: { label: string }) => (
  <Box
    component="span"
    sx={(theme) => ({
      display: 'inline-flex',
      alignItems: 'center',
      height: 24,
      px: 1,
      borderRadius: '12px',
      bgcolor: 'primary.main',
      color: 'primary.contrastText',
      fontSize: theme.typography.pxToRem(13),
      fontFamily: theme.typography.fontFamily,
      lineHeight: 1.5,
      whiteSpace: 'nowrap',
      verticalAlign: 'middle',
    })}
  >
    {label}
  </Box>
);
