import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, useTranslate, type DataProvider } from 'react-admin';
import {
  CAMPAIGN_STATUSES,
  emptyCounts,
  RECIPIENT_OUTCOMES,
  type Campaign,
  type CampaignProgress,
} from '@shared/domain/campaigns';
import { PREFERENCE_TITLES } from '@shared/domain/preferences';
import { usePlatformExtension } from '../capabilities/usePlatformExtension';
import { StatusBadge } from '../components/StatusBadge';
import type { CampaignMethods } from '../providers/campaignMethods';

interface FieldProps {
  source?: string;
  label?: string;
  sortable?: boolean;
}

const STATUS_COLOURS = {
  draft: { bgcolor: '#f3f4f6', color: '#374151' },
  sending: { bgcolor: '#fef9c3', color: '#854d0e' },
  sent: { bgcolor: '#dcfce7', color: '#166534' },
} as const;

/** The campaign's progress as the send button and the counters last saw it, never fetched from here. */
export const progressKey = (id: string | undefined) => ['campaigns', 'progress', id];

/**
 * The record's status, or the send's own when it is further along: the record is read once with the page, while a
 * send started from it (SendCampaignButton) or followed (CampaignCountsField) moves the campaign to « Envoi en
 * cours » then « Envoyée » step by step.
 */
export const CampaignStatusField = (_props: FieldProps) => {
  const record = useRecordContext<Partial<Campaign> & { id?: string }>();
  const translate = useTranslate();
  const { data } = useQuery<CampaignProgress>({ queryKey: progressKey(record?.id), queryFn: skipToken });
  if (!record?.status) return null;
  const status =
    data && CAMPAIGN_STATUSES.indexOf(data.status) > CAMPAIGN_STATUSES.indexOf(record.status)
      ? data.status
      : record.status;
  return <StatusBadge colours={STATUS_COLOURS[status]} label={translate(`app.campaigns.status.${status}`)} />;
};

export const TopicField = (_props: FieldProps) => {
  const record = useRecordContext<Partial<Campaign>>();
  return <span>{record?.topic ? PREFERENCE_TITLES[record.topic] : ''}</span>;
};

/**
 * Sent, skipped by the cap, skipped by preference: the campaign's report, counted by the platform from its
 * deliveries (docs/newsletter.md#livraisons), followed every 2 s while the send goes.
 */
export const CampaignCountsField = (_props: FieldProps) => {
  const record = useRecordContext<Partial<Campaign> & { id?: string }>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<DataProvider & CampaignMethods>();
  const id = record?.id;
  // No progress to ask a platform without the campaign calls (docs/platform.md#extensions).
  const followed = usePlatformExtension('campaigns') !== false;
  const { data } = useQuery({
    queryKey: progressKey(id),
    queryFn: () => dataProvider.campaignProgress(id ?? ''),
    enabled: Boolean(id) && record?.status !== 'draft' && followed,
    // Followed while the platform says it is sending, even on a page loaded before the send started.
    refetchInterval: (query) => ((query.state.data?.status ?? record?.status) === 'sending' ? 2000 : false),
  });
  const counts = data?.counts ?? emptyCounts();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }} role="list">
      {RECIPIENT_OUTCOMES.map((outcome) => (
        <Chip
          key={outcome}
          role="listitem"
          size="small"
          variant={counts[outcome] ? 'filled' : 'outlined'}
          label={`${translate(`app.campaigns.counts.${outcome}`)} : ${counts[outcome]}`}
        />
      ))}
    </Box>
  );
};
