import Outbox from '@mui/icons-material/Outbox';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Datagrid, DateField, SimpleList, TextField, useTranslate } from 'react-admin';
import type { SentEmail } from '@shared/domain/emails';
import { AdminList } from '../layout/AdminList';
import { EmailSenderField, EmailStatusField, RecipientsField } from './EmailFields';
import { DATE_TIME_OPTIONS } from './emailDates';

/** react-admin's default ("Pas encore de E-mail envoyé.") reads badly in French. */
const EmptyOutbox = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8, color: 'text.secondary', flex: 1 }}>
      <Outbox sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h6" component="p">
        {translate('app.emails.empty')}
      </Typography>
    </Box>
  );
};

const DATE_TIME = new Intl.DateTimeFormat('fr-FR', DATE_TIME_OPTIONS);

/**
 * On a phone: one item per email (subject, recipients, date and status), opening it on a tap. An address or a
 * subject with no place to break wraps anywhere rather than pushing the page wider than the window.
 */
const PhoneOutbox = () => {
  const translate = useTranslate();
  return (
    <SimpleList<SentEmail & { id: string }>
      primaryText={(record) => record.subject}
      secondaryText={(record) =>
        `${record.to.join(', ')} · ${DATE_TIME.format(new Date(record.sentAt))} · ${translate(`app.emails.status.${record.status}`)}`
      }
      rowClick="show"
      sx={{ '& .MuiListItemText-root': { minWidth: 0, overflowWrap: 'anywhere', wordBreak: 'break-word' } }}
    />
  );
};

/** The outbox: every email `email/send` accepted, newest first. Read-only. */
export const EmailList = () => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <AdminList
      sort={{ field: 'sentAt', order: 'DESC' }}
      exporter={false}
      perPage={25}
      empty={<EmptyOutbox />}
      loadError="app.emails.load_error"
    >
      {phone ? (
        <PhoneOutbox />
      ) : (
        <Datagrid
          rowClick="show"
          bulkActionButtons={false}
          // A subject or an address with no place to break wraps anywhere rather than widening the page.
          sx={{ '& .column-subject, & .column-to': { overflowWrap: 'anywhere' } }}
        >
          <DateField source="sentAt" showTime locales="fr-FR" options={DATE_TIME_OPTIONS} />
          <RecipientsField source="to" sortable={false} />
          <TextField source="subject" />
          <EmailStatusField source="status" />
          <EmailSenderField source="sentBy" />
        </Datagrid>
      )}
    </AdminList>
  );
};

export default EmailList;
