import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Refusal } from './Refusal';

/** What the templates and media screens show to a non-administrator (docs/product.md#administrateurs). */
export const AccessDenied = () => {
  const translate = useTranslate();
  return (
    <Refusal role="alert" title={translate('app.access.denied_title')} sx={{ py: 8 }}>
      <Typography color="text.secondary">{translate('app.access.denied_text')}</Typography>
    </Refusal>
  );
};
