import Typography from '@mui/material/Typography';
import { Datagrid, DateField, List, SearchInput, TextField, useTranslate } from 'react-admin';
import { CampaignCountsField, CampaignStatusField, TopicField } from './CampaignFields';

const NoCampaign = () => {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate('app.campaigns.empty')}</Typography>;
};

export const CampaignList = () => (
  <List
    sort={{ field: 'createdAt', order: 'DESC' }}
    filters={[<SearchInput key="q" source="q" alwaysOn />]}
    exporter={false}
    empty={false}
  >
    <Datagrid rowClick="show" bulkActionButtons={false} empty={<NoCampaign />}>
      <TextField source="name" />
      <TopicField source="topic" />
      <CampaignStatusField source="status" />
      <CampaignCountsField source="recipients" sortable={false} />
      <DateField
        source="createdAt"
        locales="fr-FR"
        options={{ dateStyle: 'medium', timeZone: 'Europe/Paris' }}
      />
    </Datagrid>
  </List>
);

export default CampaignList;
