import Archive from '@mui/icons-material/Archive';
import Drafts from '@mui/icons-material/Drafts';
import MarkEmailUnread from '@mui/icons-material/MarkEmailUnread';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { Message, MessagePriority, MessageSource, MessageStatus } from '@shared/domain/messages';
import { chatQuestionCount } from './messageHelpers';

const NEUTRAL = { bgcolor: '#f3f4f6', color: '#374151' };
/**
 * Only « Urgent » stands out (red); « Normal » and « Faible » are neutral: a yellow chip on most rows of the inbox
 * read as a warning on each of them (docs/product.md#boîte-de-réception). Dark text on light fill for contrast.
 */
const PRIORITY_COLOURS: Record<MessagePriority, { bgcolor: string; color: string }> = {
  high: { bgcolor: '#fee2e2', color: '#991b1b' },
  medium: NEUTRAL,
  low: NEUTRAL,
};

const badgeSx = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.5,
  px: 1,
  py: 0.25,
  borderRadius: 4,
  fontSize: '0.75rem',
  fontWeight: 600,
  lineHeight: 1.5,
  whiteSpace: 'nowrap',
} as const;

/** A plain span rather than a Chip: the inbox draws one per row. */
export const PriorityBadge = ({ priority }: { priority?: MessagePriority }) => {
  const translate = useTranslate();
  if (!priority || !(priority in PRIORITY_COLOURS)) return null;
  return (
    <Box component="span" sx={{ ...badgeSx, ...PRIORITY_COLOURS[priority] }}>
      {translate(`app.messages.priority.${priority}`)}
    </Box>
  );
};

const STATUS_ICONS = { unread: MarkEmailUnread, read: Drafts, archived: Archive } as const;

export const StatusIcon = ({ status }: { status: MessageStatus }) => {
  const translate = useTranslate();
  const Icon = STATUS_ICONS[status] ?? Drafts;
  return (
    <Icon
      fontSize="small"
      color={status === 'unread' ? 'primary' : 'action'}
      titleAccess={translate(`app.messages.status.${status}`)}
    />
  );
};

/** The request's notification email failed (or was never confirmed): the team may not have heard of it. */
export const NotificationFlag = () => {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ ...badgeSx, bgcolor: '#ffedd5', color: '#9a3412' }}>
      <WarningAmber sx={{ fontSize: '0.9rem' }} aria-hidden />
      {translate('app.messages.notification_failed')}
    </Box>
  );
};

/** Where a message comes from: the quote form or the chat (docs/product.md#boîte-de-réception). */
export const SourceLabel = ({ source }: { source?: MessageSource }) => {
  const translate = useTranslate();
  const chat = source === 'chat';
  return (
    <Box
      component="span"
      sx={{
        ...badgeSx,
        fontWeight: 500,
        ...(chat
          ? { bgcolor: '#e0f2fe', color: '#075985' }
          : { bgcolor: 'action.selected', color: 'text.primary' }),
      }}
    >
      {translate(`app.messages.source.${chat ? 'chat' : 'contact_form'}`)}
    </Box>
  );
};

/** A chat conversation that grew past its first question says how many the visitor asked: the row may hide more. */
export const QuestionCount = ({ record }: { record: Pick<Message, 'conversation'> }) => {
  const translate = useTranslate();
  const count = chatQuestionCount(record);
  if (count < 2) return null;
  return (
    <Typography variant="caption" color="text.secondary">
      {translate('app.messages.questions_short', { smart_count: count })}
    </Typography>
  );
};
