import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';
import { countOutcomes, RECIPIENT_OUTCOMES, type Campaign } from '@shared/domain/campaigns';
import { PREFERENCE_TITLES } from '@shared/domain/preferences';
import { StatusBadge } from '../components/StatusBadge';

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

/** Sent, skipped by the cap, skipped by preference, failed: the campaign's report. */
export const CampaignCountsField = (_props: FieldProps) => {
  const record = useRecordContext<Partial<Campaign>>();
  const translate = useTranslate();
  const counts = countOutcomes(record?.recipients);
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
