import Block from '@mui/icons-material/Block';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** What the templates and media screens show to a non-administrator (docs/product.md#administrateurs). */
export const AccessDenied = () => {
  const translate = useTranslate();
  return (
    <Box
      role="alert"
      sx={{
        py: 8,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        textAlign: 'center',
      }}
    >
      <Block color="error" fontSize="large" aria-hidden />
      <Typography component="h1" variant="h5">
        {translate('app.access.denied_title')}
      </Typography>
      <Typography color="text.secondary">{translate('app.access.denied_text')}</Typography>
    </Box>
  );
};
