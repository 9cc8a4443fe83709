import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DateField,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { ReactNode } from 'react';
import type { SentEmail } from '@shared/domain/emails';
import { EmailSenderField, EmailStatusField, RecipientsField } from './EmailFields';
import { DATE_TIME_OPTIONS } from './emailDates';

/** One part of the e-mail under its heading, or the sentence saying it has none. */
const EmailPart = ({
  id,
  title,
  missing,
  children,
}: {
  id: string;
  title: string;
  /** Shown instead of the part when the e-mail has none. */
  missing: string | false;
  children: ReactNode;
}) => (
  <Box component="section" aria-labelledby={id} sx={{ width: '100%' }}>
    <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
      {title}
    </Typography>
    {missing ? <Typography color="text.secondary">{missing}</Typography> : children}
  </Box>
);

/**
 * The stored HTML, drawn in a sandbox with no permission at all: no script runs and nothing reaches the
 * back-office's origin, whatever the email contains.
 */
const HtmlPreview = () => {
  const record = useRecordContext<Partial<SentEmail>>();
  const translate = useTranslate();
  return (
    <EmailPart
      id="email-html"
      title={translate('app.emails.html_preview')}
      missing={!record?.html && translate('app.emails.no_html')}
    >
      <Box
        component="iframe"
        sandbox=""
        srcDoc={record?.html}
        title={translate('app.emails.html_frame')}
        sx={{
          width: '100%',
          height: 480,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: '#fff',
        }}
      />
    </EmailPart>
  );
};

const TextVersion = () => {
  const record = useRecordContext<Partial<SentEmail>>();
  const translate = useTranslate();
  return (
    <EmailPart
      id="email-text"
      title={translate('resources.emails.fields.text')}
      missing={!record?.text && translate('app.emails.no_text')}
    >
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 2,
          bgcolor: 'action.hover',
          borderRadius: 1,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {record?.text}
      </Box>
    </EmailPart>
  );
};

const ScheduledAt = (_props: { label?: string }) => {
  const record = useRecordContext<Partial<SentEmail>>();
  if (!record?.scheduledAt) return null;
  return (
    <Labeled source="scheduledAt">
      <DateField source="scheduledAt" showTime locales="fr-FR" options={DATE_TIME_OPTIONS} />
    </Labeled>
  );
};

/** The screen's one h1, named after the e-mail's subject (docs/product.md#accessibilité-du-back-office). */
const EmailHeading = () => {
  const record = useRecordContext<Partial<SentEmail>>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography component="h1" variant="h5">
      {translate('app.emails.title_show', { subject: record.subject ?? '' })}
    </Typography>
  );
};

/** Headers, then the HTML as the recipient sees it, then the text version. */
export const EmailShow = () => (
  <Show actions={false}>
    {/* A long address or subject with no place to break wraps rather than widening the page on a phone. */}
    <SimpleShowLayout sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <EmailHeading />
      <TextField source="subject" />
      <DateField source="sentAt" showTime locales="fr-FR" options={DATE_TIME_OPTIONS} />
      <EmailStatusField source="status" />
      <ScheduledAt />
      <TextField source="fromName" emptyText="—" />
      <EmailSenderField source="sentBy" />
      <RecipientsField source="to" />
      <RecipientsField source="replyTo" />
      <HtmlPreview />
      <TextVersion />
    </SimpleShowLayout>
  </Show>
);

export default EmailShow;
