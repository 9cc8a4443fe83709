import Chip from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';
import type { MessagePriority, MessageStatus } from '../../../shared/domain/messages';

/** Spec colours: Urgent red, Normal yellow, Faible green (dark text on light fill for contrast). */
const PRIORITY_COLOURS: Record<MessagePriority, { bgcolor: string; color: string }> = {
  high: { bgcolor: '#fee2e2', color: '#991b1b' },
  medium: { bgcolor: '#fef9c3', color: '#854d0e' },
  low: { bgcolor: '#dcfce7', color: '#166534' },
};

export const PriorityField = (_props: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext<{ priority?: MessagePriority }>();
  const translate = useTranslate();
  const priority = record?.priority;
  if (!priority || !(priority in PRIORITY_COLOURS)) return null;
  return (
    <Chip
      size="small"
      label={translate(`app.messages.priority.${priority}`)}
      sx={{ ...PRIORITY_COLOURS[priority], fontWeight: 600 }}
    />
  );
};

export const StatusField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<{ status?: MessageStatus }>();
  const translate = useTranslate();
  if (!record?.status) return null;
  return (
    <Chip
      size="small"
      variant={record.status === 'unread' ? 'filled' : 'outlined'}
      color={record.status === 'unread' ? 'primary' : 'default'}
      label={translate(`app.messages.status.${record.status}`)}
    />
  );
};
