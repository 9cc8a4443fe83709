import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  BooleanInput,
  DateField,
  Edit,
  Labeled,
  SaveButton,
  SimpleForm,
  Toolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { PREFERENCE_KEYS, PREFERENCE_TITLES } from '@shared/domain/preferences';
import type { Subscriber } from '@shared/domain/subscribers';
import { EraseSubscriberButton } from './EraseSubscriberButton';
import { SourceField, SubscriberStatusField } from './SubscriberFields';

const useEmail = () => useRecordContext<Partial<Subscriber>>()?.email ?? '';

/** « Abonné lea@exemple.fr », in the app bar; an address with no place to break wraps rather than being cut. */
const SubscriberTitle = () => {
  const translate = useTranslate();
  return <span>{translate('app.subscribers.edit_title', { email: useEmail() })}</span>;
};

const Heading = () => {
  const translate = useTranslate();
  return (
    <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
      {translate('app.subscribers.edit_title', { email: useEmail() })}
    </Typography>
  );
};

/** Saving the topics, and the erasure, side by side: the same actions as the list's row, on any width. */
const SubscriberToolbar = () => (
  <Toolbar sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
    <SaveButton />
    <EraseSubscriberButton backToList />
  </Toolbar>
);

/** Only the topics are written: the address, status and consent origin are the person’s own doing. */
const topicsOnly = (data: Partial<Subscriber>) => ({ preferences: data.preferences });

/**
 * One person (`/admin/subscribers/:id`), opened from the list's row on any width: when and how they signed up,
 * the topics they receive (editable, as the preferences page would), and the RGPD erasure.
 */
export const SubscriberEdit = () => {
  const translate = useTranslate();
  return (
    <Edit title={<SubscriberTitle />} mutationMode="pessimistic" transform={topicsOnly} actions={false}>
      <SimpleForm toolbar={<SubscriberToolbar />} sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Heading />
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
          <Labeled source="status">
            <SubscriberStatusField source="status" />
          </Labeled>
          <Labeled source="createdAt">
            <DateField
              source="createdAt"
              showTime
              locales="fr-FR"
              options={{ dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' }}
            />
          </Labeled>
          <Labeled source="source">
            <SourceField source="source" />
          </Labeled>
        </Box>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mt: 2 }}>
          {translate('resources.subscribers.fields.preferences')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.subscribers.topics_hint')}
        </Typography>
        {PREFERENCE_KEYS.map((key) => (
          <BooleanInput
            key={key}
            source={`preferences.${key}`}
            label={PREFERENCE_TITLES[key]}
            helperText={false}
          />
        ))}
      </SimpleForm>
    </Edit>
  );
};

export default SubscriberEdit;
