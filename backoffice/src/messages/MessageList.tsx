import { Datagrid, DateField, List, SearchInput, TextField } from 'react-admin';
import { PriorityField, StatusField } from './MessageFields';

/** French long date with the time, always in the company's time zone. */
const DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
};

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export const MessageList = () => (
  <List sort={{ field: 'date', order: 'DESC' }} filters={filters} exporter={false}>
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <DateField source="date" showTime locales="fr-FR" options={DATE_OPTIONS} />
      <TextField source="name" />
      <TextField source="email" />
      <TextField source="subject" />
      <StatusField source="status" />
      <PriorityField source="priority" sortable={false} />
    </Datagrid>
  </List>
);

export default MessageList;
