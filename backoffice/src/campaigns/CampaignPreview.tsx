import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import type { Campaign } from '@shared/domain/campaigns';
import type { Subscriber } from '@shared/domain/subscribers';
import { newsletterEmail } from '@shared/email/newsletterEmail';
import { LoadError } from '../layout/LoadError';
import { sendTarget } from '../providers/campaignMethods';

const EXAMPLE_EMAIL = 'exemple@example.com';

/**
 * The campaign as a chosen subscriber will get it (their address and links), in a sandboxed frame: no script of
 * the HTML runs. The token of the links is the platform's to fill, so the preview shows its placeholder.
 */
export const CampaignPreview = () => {
  const record = useRecordContext<Campaign>();
  const translate = useTranslate();
  const {
    data: subscribers = [],
    error,
    refetch,
  } = useGetList<Subscriber & { id: string }>('subscribers', {
    filter: { status: 'active' },
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  const [chosen, setChosen] = useState('');
  if (!record) return null;
  const email = chosen || subscribers[0]?.email || EXAMPLE_EMAIL;
  const built = newsletterEmail({ ...record, ...sendTarget(), email });
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {error ? (
        // Not « no active subscriber »: nobody knows, and the preview falls back to the example address.
        <LoadError message="app.campaigns.subscribers_error" onRetry={() => void refetch()} />
      ) : subscribers.length ? (
        <TextField
          select
          size="small"
          label={translate('app.campaigns.preview_as')}
          value={email}
          onChange={(event) => setChosen(event.target.value)}
          sx={{ maxWidth: 420 }}
        >
          {subscribers.map((s) => (
            <MenuItem key={s.id} value={s.email}>
              {s.email}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <Alert severity="info">{translate('app.campaigns.no_subscriber')}</Alert>
      )}
      <Box
        component="iframe"
        title={translate('app.campaigns.preview_frame')}
        sandbox=""
        srcDoc={built.html}
        sx={{
          width: '100%',
          minHeight: 360,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: '#fff',
        }}
      />
    </Box>
  );
};
