import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Campaign } from '@shared/domain/campaigns';

type Screen = 'new' | 'show' | 'edit';

/** A campaign screen's name: « Nouvelle campagne », « Campagne « Aides 2027 » », « Modifier la campagne « … » ». */
export const CampaignTitle = ({ screen }: { screen: Screen }) => {
  const record = useRecordContext<Campaign>();
  const translate = useTranslate();
  if (screen !== 'new' && !record) return null;
  return <>{translate(`app.campaigns.title_${screen}`, { name: record?.name ?? '' })}</>;
};

/** The same name as the screen's one h1 (docs/product.md#accessibilité-du-back-office). */
export const CampaignHeading = ({ screen }: { screen: Screen }) => (
  // Creation and edition put it straight in their card, where a form's fields have 16 px around them.
  <Typography
    component="h1"
    variant="h5"
    sx={{ overflowWrap: 'anywhere', ...(screen === 'show' ? {} : { px: 2, pt: 2 }) }}
  >
    <CampaignTitle screen={screen} />
  </Typography>
);
