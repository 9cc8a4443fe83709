import { useRecordContext, useTranslate } from 'react-admin';
import { StatusBadge } from '../components/StatusBadge';
import type { SentEmail } from '@shared/domain/emails';

type EmailRecord = Partial<SentEmail>;

const STATUS_COLOURS = {
  sent: { bgcolor: '#dcfce7', color: '#166534' },
  scheduled: { bgcolor: '#dbeafe', color: '#1e40af' },
} as const;

/** 'Envoyé' / 'Programmé'. */
export const EmailStatusField = (_props: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext<EmailRecord>();
  const translate = useTranslate();
  if (!record?.status) return null;
  return (
    <StatusBadge
      colours={STATUS_COLOURS[record.status]}
      label={translate(`app.emails.status.${record.status}`)}
    />
  );
};

/** The administrator's e-mail, or the public site for an email a visitor's action sent. */
export const EmailSenderField = (_props: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext<EmailRecord>();
  const translate = useTranslate();
  if (!record?.sentBy) return null;
  return <span>{record.sentBy === 'visitor' ? translate('app.emails.visitor') : record.sentBy}</span>;
};

export const RecipientsField = (props: { source: 'to' | 'replyTo'; label?: string; sortable?: boolean }) => {
  const record = useRecordContext<EmailRecord>();
  const list = record?.[props.source];
  // A dash where there is none, as for the sender's name: a label alone above nothing looks like a missing value.
  return <span>{list?.length ? list.join(', ') : '—'}</span>;
};
