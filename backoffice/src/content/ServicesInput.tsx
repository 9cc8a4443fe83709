import { ArrayInput, SimpleFormIterator, useTranslate } from 'react-admin';
import { ContentInput } from './ContentInput';

/** The services section's list: each service a title and a description; add, remove, reorder. */
export const ServicesInput = () => {
  const translate = useTranslate();
  return (
    <ArrayInput source="services" label={translate('resources.content.fields.services')}>
      {/* Row buttons always shown: react-admin reveals them on hover only, out of reach of the keyboard. */}
      <SimpleFormIterator
        inline={false}
        disableClear
        sx={{ '& .RaSimpleFormIterator-action': { visibility: 'visible' } }}
      >
        <ContentInput source="title" label={translate('app.content.service_title')} />
        <ContentInput
          source="description"
          label={translate('app.content.service_description')}
          multiline
          minRows={2}
        />
      </SimpleFormIterator>
    </ArrayInput>
  );
};
