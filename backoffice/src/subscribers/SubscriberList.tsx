import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  BulkDeleteWithConfirmButton,
  DateField,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useTranslate,
  WrapperField,
} from 'react-admin';
import { AdminDatagrid } from '../layout/AdminDatagrid';
import { AdminList } from '../layout/AdminList';
import { SourceField, SubscriberStatusField, TOPIC_CHOICES, TopicsField } from './SubscriberFields';
import { ExportAllButton } from '../export/ExportAllButton';
import { EraseSubscriberButton } from './EraseSubscriberButton';
import { subscriberRows, type SubscriberRecord } from './subscriberExport';

const STATUS_CHOICES = [
  { id: 'active', name: 'app.subscribers.status.active' },
  { id: 'unsubscribed', name: 'app.subscribers.status.unsubscribed' },
  { id: 'pending', name: 'app.subscribers.status.pending' },
];

/**
 * The topic filter keeps `{ preferences: { <topic>: true } }` in the list's filters, which the data provider sends
 * as `preferences.<topic>: true`: the server filters.
 */
const topicOf = (value: unknown) => (value && typeof value === 'object' ? (Object.keys(value)[0] ?? '') : '');

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={STATUS_CHOICES}
    emptyText="app.subscribers.all_statuses"
    alwaysOn
  />,
  <SelectInput
    key="topic"
    source="preferences"
    label="resources.subscribers.fields.topic"
    choices={TOPIC_CHOICES}
    translateChoice={false}
    emptyText="app.subscribers.all_topics"
    format={topicOf}
    parse={(topic: string) => (topic ? { [topic]: true } : undefined)}
    alwaysOn
  />,
];

const NoSubscriber = () => {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate('app.subscribers.empty')}</Typography>;
};

const eraseTexts = {
  confirmTitle: 'app.subscribers.erase_title',
  confirmContent: 'app.subscribers.erase_content',
  mutationMode: 'pessimistic',
} as const;

const STATUS_LABEL = {
  active: 'app.subscribers.status.active',
  unsubscribed: 'app.subscribers.status.unsubscribed',
  pending: 'app.subscribers.status.pending',
};
const DAY = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeZone: 'Europe/Paris' });

/** On a phone: one line per person (address, status and sign-up date), opening the person's screen on a tap. */
const PhoneList = () => {
  const translate = useTranslate();
  return (
    <SimpleList
      primaryText={(record) => String(record.email)}
      secondaryText={(record) =>
        `${translate(STATUS_LABEL[record.status as keyof typeof STATUS_LABEL] ?? '')} · ${DAY.format(new Date(String(record.createdAt)))}`
      }
      rowClick="edit"
      empty={<NoSubscriber />}
      // An address with no place to break wraps anywhere rather than pushing the page wider than the window.
      sx={{ '& .MuiListItemText-root': { minWidth: 0, overflowWrap: 'anywhere', wordBreak: 'break-word' } }}
    />
  );
};

/** The export: every subscriber the filters match, whatever their number. */
const SubscriberActions = () => (
  <TopToolbar>
    <ExportAllButton<SubscriberRecord>
      rows={subscriberRows}
      fileName="abonnes"
      doneMessage="app.subscribers.exported"
    />
  </TopToolbar>
);

/**
 * Newsletter subscribers: search, filters, sort and paging on the server; a row opens the person (topics,
 * erasure); deleting erases the person.
 */
export const SubscriberList = () => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <AdminList
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters}
      exporter={false}
      actions={<SubscriberActions />}
      empty={false}
      loadError="app.subscribers.load_error"
    >
      {phone ? (
        <PhoneList />
      ) : (
        <AdminDatagrid
          rowClick="edit"
          empty={<NoSubscriber />}
          // An address with no place to break wraps anywhere rather than widening the page past the window.
          // Never narrower than a usual address: the table would otherwise give the column one letter's width.
          sx={{ '& .column-email': { overflowWrap: 'anywhere', minWidth: '14rem' } }}
          bulkActionButtons={<BulkDeleteWithConfirmButton {...eraseTexts} />}
        >
          {/* Text, not a mailto: link: a click on the row, address included, opens the person. */}
          <TextField source="email" />
          <DateField
            source="createdAt"
            locales="fr-FR"
            options={{ dateStyle: 'medium', timeZone: 'Europe/Paris' }}
          />
          <SubscriberStatusField source="status" />
          <TopicsField source="preferences" sortable={false} />
          <SourceField source="source" />
          {/* A named column (axe « empty-table-header »). */}
          <WrapperField label="app.subscribers.actions" textAlign="right">
            <EraseSubscriberButton />
          </WrapperField>
        </AdminDatagrid>
      )}
    </AdminList>
  );
};

export default SubscriberList;
