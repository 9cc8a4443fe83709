import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetList, useRecordContext, useTranslate, type DataProvider } from 'react-admin';
import type { Campaign } from '@shared/domain/campaigns';
import type { Subscriber } from '@shared/domain/subscribers';
import type { PreviewedEmail } from '@shared/http/types';
import { LoadError } from '../layout/LoadError';
import type { CampaignMethods } from '../providers/campaignMethods';

const EXAMPLE_EMAIL = 'exemple@example.com';

/** The last previews built through each data provider, by reader and campaign content (a few: up to 500 KB each). */
const built = new WeakMap<object, Map<string, Promise<PreviewedEmail>>>();
function previewOnce(
  owner: object,
  key: string,
  build: () => Promise<PreviewedEmail>,
): Promise<PreviewedEmail> {
  const previews = built.get(owner) ?? new Map<string, Promise<PreviewedEmail>>();
  built.set(owner, previews);
  let preview = previews.get(key);
  if (!preview) {
    preview = build();
    previews.set(key, preview);
    preview.catch(() => previews.delete(key));
    if (previews.size > 4) previews.delete(previews.keys().next().value as string);
  }
  return preview;
}

/**
 * The campaign as a chosen subscriber will get it (their address and links), in a sandboxed frame: no script of
 * the HTML runs. The platform fills the token of the links, so the preview shows the very links the person will
 * receive (docs/newsletter.md#campagnes).
 */
export const CampaignPreview = () => {
  const record = useRecordContext<Campaign>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<DataProvider & CampaignMethods>();
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
  const email = chosen || subscribers[0]?.email || EXAMPLE_EMAIL;
  const campaign = record && { subject: record.subject, html: record.html, topic: record.topic };
  const preview = useQuery({
    queryKey: ['campaigns', 'preview', { ...campaign, email }],
    // A page refresh (the end of a send refreshes every query) reuses the preview of the same HTML for the same
    // reader: a 400 KB newsletter is not built and drawn again.
    queryFn: () =>
      previewOnce(dataProvider, `${email}\n${campaign!.topic}\n${campaign!.subject}\n${campaign!.html}`, () =>
        dataProvider.previewCampaign(campaign!, email),
      ),
    enabled: Boolean(campaign),
    // Another reader or a saved change keeps the previous preview until the new one is ready: no blank, no jump.
    placeholderData: keepPreviousData,
  });
  if (!record) return null;
  return (
    // The full width from the first frame, whatever loads first (the readers, the preview): laid out once.
    <Box sx={{ display: 'grid', gap: 1, width: '100%' }} data-testid="campaign-preview">
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
      {preview.error ? (
        <LoadError message="app.campaigns.preview_error" onRetry={() => void preview.refetch()} />
      ) : (
        // The frame's place is kept while it loads: the page does not jump when it arrives.
        <Box sx={{ ...FRAME_BOX, position: 'relative' }}>
          {preview.data ? (
            <Box
              component="iframe"
              title={translate('app.campaigns.preview_frame')}
              sandbox=""
              srcDoc={preview.data.html ?? ''}
              sx={{ display: 'block', width: '100%', height: 360, border: 0, borderRadius: 1 }}
            />
          ) : (
            <LinearProgress aria-label={translate('app.campaigns.preview_frame')} />
          )}
        </Box>
      )}
    </Box>
  );
};

const FRAME_BOX = {
  width: '100%',
  minHeight: 362,
  boxSizing: 'border-box',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: '#fff',
  overflow: 'hidden',
} as const;
