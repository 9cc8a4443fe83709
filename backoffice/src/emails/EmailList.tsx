import Outbox from '@mui/icons-material/Outbox';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Datagrid, DateField, List, TextField, useTranslate } from 'react-admin';
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

/** The outbox: every email `email/send` accepted, newest first. Read-only. */
export const EmailList = () => (
  <List sort={{ field: 'sentAt', order: 'DESC' }} exporter={false} perPage={25} empty={<EmptyOutbox />}>
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <DateField source="sentAt" showTime locales="fr-FR" options={DATE_TIME_OPTIONS} />
      <RecipientsField source="to" sortable={false} />
      <TextField source="subject" />
      <EmailStatusField source="status" />
      <EmailSenderField source="sentBy" />
    </Datagrid>
  </List>
);

export default EmailList;
