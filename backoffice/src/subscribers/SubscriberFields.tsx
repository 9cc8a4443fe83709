import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';
import { PREFERENCE_KEYS, PREFERENCE_TITLES } from '@shared/domain/preferences';
import type { Subscriber } from '@shared/domain/subscribers';
import { StatusBadge } from '../components/StatusBadge';

/** The newsletter topics as choices (subscriber filter, campaign topic). */
export const TOPIC_CHOICES = PREFERENCE_KEYS.map((key) => ({ id: key, name: PREFERENCE_TITLES[key] }));

interface FieldProps {
  source?: string;
  label?: string;
  sortable?: boolean;
}

const STATUS_COLOURS = {
  active: { bgcolor: '#dcfce7', color: '#166534' },
  unsubscribed: { bgcolor: '#f3f4f6', color: '#374151' },
  pending: { bgcolor: '#fef3c7', color: '#92400e' },
} as const;

export const SubscriberStatusField = (_props: FieldProps) => {
  const record = useRecordContext<Partial<Subscriber>>();
  const translate = useTranslate();
  if (!record?.status) return null;
  return (
    <StatusBadge
      colours={STATUS_COLOURS[record.status]}
      label={translate(`app.subscribers.status.${record.status}`)}
    />
  );
};

/** The topics this person receives, by the names the preferences page shows. */
export const TopicsField = (_props: FieldProps) => {
  const record = useRecordContext<Partial<Subscriber>>();
  const translate = useTranslate();
  const on = PREFERENCE_KEYS.filter((key) => record?.preferences?.[key]);
  if (!on.length) return <span>{translate('app.subscribers.no_topic')}</span>;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {on.map((key) => (
        <Chip key={key} size="small" label={PREFERENCE_TITLES[key]} />
      ))}
    </Box>
  );
};

export const SourceField = (_props: FieldProps) => {
  const record = useRecordContext<Partial<Subscriber>>();
  const translate = useTranslate();
  return <span>{record?.source ? translate(`app.subscribers.source.${record.source}`) : '—'}</span>;
};
