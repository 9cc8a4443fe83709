import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import {
  Datagrid,
  DateField,
  EditButton,
  FunctionField,
  Labeled,
  Pagination,
  ReferenceField,
  ReferenceManyField,
  Show,
  SimpleList,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useTranslate,
  type DataProvider,
} from 'react-admin';
import type { Campaign } from '@shared/domain/campaigns';
import type { Delivery } from '@shared/domain/deliveries';
import { ExtensionMissing } from '../capabilities/ExtensionMissing';
import { usePlatformExtension } from '../capabilities/usePlatformExtension';
import type { CampaignMethods } from '../providers/campaignMethods';
import { CampaignCountsField, CampaignStatusField, TopicField } from './CampaignFields';
import { CampaignHeading, CampaignTitle } from './CampaignHeading';
import { CampaignPreview } from './CampaignPreview';
import { SendCampaignButton } from './SendCampaignButton';

const WHEN = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

const TestSendButton = () => {
  const record = useRecordContext<Campaign & { id: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<DataProvider & CampaignMethods>();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const send = async () => {
    setBusy(true);
    try {
      const { to } = await dataProvider.sendCampaignTest(record.id);
      notify('app.campaigns.test_sent', { type: 'success', messageArgs: { email: to } });
    } catch (error) {
      notify('app.campaigns.test_error', {
        type: 'error',
        messageArgs: { message: error instanceof Error ? error.message : String(error) },
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button startIcon={<ScienceOutlined />} disabled={busy} onClick={() => void send()}>
      {translate('app.campaigns.test_send')}
    </Button>
  );
};

/** The template the campaign started from, linked to its edit page; nothing for a campaign written from scratch. */
const TemplateLink = (_props: { label: false }) => {
  const record = useRecordContext<Campaign>();
  if (!record?.templateId) return null;
  return (
    <Labeled label="resources.campaigns.fields.templateId">
      <ReferenceField source="templateId" reference="templates" link="edit" />
    </Labeled>
  );
};

const CampaignActions = () => {
  const record = useRecordContext<Campaign>();
  // A platform without the campaign calls (docs/platform.md#extensions): no send to start, the screen says why.
  const sendable = usePlatformExtension('campaigns') !== false;
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1, boxSizing: 'border-box', maxWidth: '100%' }}>
      {record?.status === 'draft' && <EditButton />}
      <TestSendButton />
      {sendable && <SendCampaignButton />}
    </TopToolbar>
  );
};

/** Who was sent what, newest first, 25 a page: the campaign's deliveries, paged by the platform. */
const Recipients = () => {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const empty = <Typography color="text.secondary">{translate('app.campaigns.no_recipients')}</Typography>;
  return (
    <ReferenceManyField<Campaign & { id: string }, Delivery & { id: string }>
      reference="deliveries"
      target="campaignId"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[25]} />}
      empty={empty}
    >
      {phone ? (
        <SimpleList<Delivery & { id: string }>
          primaryText={(r) => r.email}
          secondaryText={(r) =>
            `${translate(`app.campaigns.outcome.${r.outcome}`)} · ${WHEN.format(new Date(r.at))}`
          }
          linkType={false}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="email" sortable={false} label="resources.campaigns.fields.email" />
          <FunctionField
            source="outcome"
            sortable={false}
            label="resources.campaigns.fields.outcome"
            render={(r: Delivery) => translate(`app.campaigns.outcome.${r.outcome}`)}
          />
          <DateField
            source="at"
            sortable={false}
            label="resources.campaigns.fields.at"
            showTime
            locales="fr-FR"
            options={{ dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' }}
          />
        </Datagrid>
      )}
    </ReferenceManyField>
  );
};

const CampaignShow = () => {
  const translate = useTranslate();
  return (
    <Show actions={<CampaignActions />} title={<CampaignTitle screen="show" />}>
      <SimpleShowLayout>
        <CampaignHeading screen="show" />
        <ExtensionMissing name="campaigns" message="app.campaigns.unavailable" />
        <TextField source="name" />
        <TextField source="subject" />
        <TopicField source="topic" />
        <TemplateLink label={false} />
        <CampaignStatusField source="status" />
        <CampaignCountsField label="app.campaigns.recipients_title" />
        <Box sx={{ width: '100%' }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('app.campaigns.preview')}
          </Typography>
          <CampaignPreview />
        </Box>
        <Box sx={{ width: '100%' }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('app.campaigns.recipients_title')}
          </Typography>
          <Recipients />
        </Box>
      </SimpleShowLayout>
    </Show>
  );
};

export default CampaignShow;
