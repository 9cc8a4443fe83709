import MailOutline from '@mui/icons-material/MailOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { useGetOne, useNotify, useTranslate, useUpdate } from 'react-admin';
import { MessageActions } from './MessageActions';
import { NotificationFlag, PriorityBadge } from './MessageFields';
import { MessageReplies } from './MessageReplies';
import {
  chatQuestionCount,
  formatLineTime,
  formatMessageDate,
  notificationFailed,
  type MessageRecord,
} from './messageHelpers';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </>
);

/**
 * A chat question's conversation as the visitor saw it, the automatic replies included, then each question the visitor
 * added afterwards, in order (docs/product.md#une-conversation-un-message).
 */
const ChatConversation = ({ lines }: { lines: NonNullable<MessageRecord['conversation']> }) => {
  const translate = useTranslate();
  const questions = chatQuestionCount({ conversation: lines });
  const start = lines[0]?.at ?? '';
  return (
    <Box component="section" aria-labelledby="message-conversation">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1, mb: 1 }}>
        <Typography id="message-conversation" variant="subtitle2" component="h3">
          {translate('resources.messages.fields.conversation')}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {translate('app.messages.questions', { smart_count: questions })}
        </Typography>
      </Box>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {lines.map((line, index) => (
          <Box
            component="li"
            key={index}
            sx={{
              p: 1.25,
              borderRadius: 1,
              bgcolor: line.from === 'visitor' ? 'action.hover' : 'transparent',
              border: 1,
              borderColor: 'divider',
            }}
          >
            <Typography variant="caption" color="text.secondary" component="p">
              {translate(`app.messages.conversation_author.${line.from}`)} · {formatLineTime(line.at, start)}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {line.text}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
};

export const NoMessageSelected = () => {
  const translate = useTranslate();
  return (
    <Card sx={{ minWidth: 0 }}>
      <CardContent sx={{ textAlign: 'center', py: 8 }}>
        <MailOutline sx={{ fontSize: 56, color: 'text.disabled' }} aria-hidden />
        <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
          {translate('app.messages.none_selected')}
        </Typography>
        <Typography color="text.secondary">{translate('app.messages.none_selected_hint')}</Typography>
      </CardContent>
    </Card>
  );
};

/** Opening an unread message marks it read, once, on the server (docs/product.md#boîte-de-réception). */
function useMarkRead(record: MessageRecord | undefined) {
  const [update] = useUpdate<MessageRecord>();
  const notify = useNotify();
  const done = useRef(new Set<string>());
  useEffect(() => {
    if (!record || record.status !== 'unread' || done.current.has(String(record.id))) return;
    done.current.add(String(record.id));
    void update(
      'messages',
      { id: record.id, data: { status: 'read' }, previousData: record },
      {
        mutationMode: 'optimistic',
        onError: (error) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
      },
    );
  }, [record, update, notify]);
}

export const MessageDetail = ({ id, onDeleted }: { id: string; onDeleted: () => void }) => {
  const translate = useTranslate();
  const { data: record, isPending, error } = useGetOne<MessageRecord>('messages', { id });
  const heading = useRef<HTMLHeadingElement>(null);
  useMarkRead(record);

  // On a phone the pane is under the list: bring the opened message into view.
  useEffect(() => {
    if (record && window.matchMedia?.('(max-width: 899px)').matches) heading.current?.scrollIntoView?.();
  }, [record?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  if (isPending) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  if (error || !record) return <Alert severity="warning">{translate('app.messages.not_found')}</Alert>;

  return (
    <Card component="article" aria-labelledby="message-subject" sx={{ minWidth: 0 }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography
            id="message-subject"
            ref={heading}
            variant="h5"
            component="h2"
            sx={{ flex: '1 1 auto' }}
          >
            {record.subject}
          </Typography>
          <PriorityBadge priority={record.priority} />
        </Box>
        <MessageActions record={record} onDeleted={onDeleted} />
        {!record.email && (
          <Alert severity="info" icon={false}>
            {translate('app.messages.no_email')}
          </Alert>
        )}
        {notificationFailed(record) && (
          <Alert severity="warning" icon={false}>
            <NotificationFlag /> {translate('app.messages.notification_failed_detail')}
          </Alert>
        )}
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', m: 0 }}
        >
          <Field label={translate('resources.messages.fields.name')}>{record.name}</Field>
          <Field label={translate('resources.messages.fields.source')}>
            {record.page
              ? translate('app.messages.source_page', {
                  source: translate(`app.messages.source.${record.source}`),
                  page: record.page === '/' ? translate('app.messages.home_page') : record.page,
                })
              : translate(`app.messages.source.${record.source === 'chat' ? 'chat' : 'contact_form'}`)}
          </Field>
          {record.email && (
            <Field label={translate('resources.messages.fields.email')}>
              <Link href={`mailto:${record.email}`}>{record.email}</Link>
            </Field>
          )}
          {record.phone && (
            <Field label={translate('resources.messages.fields.phone')}>
              <Link href={`tel:${record.phone.replace(/\s+/g, '')}`}>{record.phone}</Link>
            </Field>
          )}
          {record.company && (
            <Field label={translate('resources.messages.fields.company')}>{record.company}</Field>
          )}
          {record.postalCode && (
            <Field label={translate('resources.messages.fields.postalCode')}>{record.postalCode}</Field>
          )}
          <Field label={translate('resources.messages.fields.date')}>{formatMessageDate(record.date)}</Field>
          <Field label={translate('resources.messages.fields.priority')}>
            {translate(`app.messages.priority.${record.priority}`)}
          </Field>
          <Field label={translate('resources.messages.fields.status')}>
            {translate(`app.messages.status.${record.status}`)}
          </Field>
        </Box>
        {record.conversation ? (
          <ChatConversation lines={record.conversation} />
        ) : (
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="message-text">
            {record.message}
          </Typography>
        )}
        <MessageReplies replies={record.replies} />
      </CardContent>
    </Card>
  );
};
