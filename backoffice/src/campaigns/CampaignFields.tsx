import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, useTranslate, type DataProvider } from 'react-admin';
import { emptyCounts, RECIPIENT_OUTCOMES, type Campaign } from '@shared/domain/campaigns';
import { PREFERENCE_TITLES } from '@shared/domain/preferences';
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

export const CampaignStatusField = (_props: FieldProps) => {
  const record = useRecordContext<Partial<Campaign>>();
  const translate = useTranslate();
  if (!record?.status) return null;
  return (
    <StatusBadge
      colours={STATUS_COLOURS[record.status]}
      label={translate(`app.campaigns.status.${record.status}`)}
    />
  );
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
  const { data } = useQuery({
    queryKey: ['campaigns', 'progress', id],
    queryFn: () => dataProvider.campaignProgress(id ?? ''),
    enabled: Boolean(id) && record?.status !== 'draft',
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
