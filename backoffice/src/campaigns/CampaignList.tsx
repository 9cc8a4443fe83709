import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Datagrid, DateField, SearchInput, SimpleList, TextField, useTranslate } from 'react-admin';
import { PREFERENCE_TITLES } from '@shared/domain/preferences';
import type { Campaign } from '@shared/domain/campaigns';
import { ExtensionMissing } from '../capabilities/ExtensionMissing';
import { AdminList } from '../layout/AdminList';
import { CampaignCountsField, CampaignStatusField, TopicField } from './CampaignFields';

const NoCampaign = () => {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate('app.campaigns.empty')}</Typography>;
};

export const CampaignList = () => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  return (
    <AdminList
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      exporter={false}
      empty={false}
      loadError="app.campaigns.load_error"
      notice={<ExtensionMissing name="campaigns" message="app.campaigns.unavailable" />}
    >
      {phone ? (
        <SimpleList<Campaign & { id: string }>
          primaryText={(record) => record.name}
          secondaryText={(record) =>
            `${PREFERENCE_TITLES[record.topic]} · ${translate(`app.campaigns.status.${record.status}`)}`
          }
          linkType="show"
          empty={<NoCampaign />}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false} empty={<NoCampaign />}>
          <TextField source="name" />
          <TopicField source="topic" />
          <CampaignStatusField source="status" />
          <CampaignCountsField label="resources.campaigns.fields.recipients" sortable={false} />
          <DateField
            source="createdAt"
            locales="fr-FR"
            options={{ dateStyle: 'medium', timeZone: 'Europe/Paris' }}
          />
        </Datagrid>
      )}
    </AdminList>
  );
};

export default CampaignList;
