import Save from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { Form, ResourceContextProvider, useTranslate } from 'react-admin';
import { useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { exampleCompanyFields, type CompanyInfo } from '@shared/domain/company';
import type { Content, ContentSection } from '@shared/domain/content';
import { ContentInput } from './ContentInput';
import { ImageUrlInput } from './ImageUrlInput';
import { sectionDefinition, type SectionField } from './sections';
import { ServicesInput } from './ServicesInput';
import { useSaveSection } from './useSaveSection';
import { useSectionContent } from './useSectionContent';
import { frenchErrors } from './zodFrench';

const FieldInput = ({ field }: { field: SectionField }) => {
  switch (field.kind) {
    case 'image':
      return <ImageUrlInput source={field.source} altSource={field.altSource} />;
    case 'services':
      return <ServicesInput />;
    case 'multiline':
      return <ContentInput source={field.source} multiline minRows={3} />;
    case 'email':
      return <ContentInput source={field.source} type="email" />;
    default:
      return <ContentInput source={field.source} />;
  }
};

/** The save button exists only while something changed: a dirty flag, cleared on save. */
const SaveBar = ({ saving, saved }: { saving: boolean; saved: { values: Content } | null }) => {
  const translate = useTranslate();
  const { reset } = useFormContext();
  const { isDirty } = useFormState();
  useEffect(() => {
    if (saved) reset(saved.values);
  }, [saved, reset]);
  if (!isDirty) return null;
  return (
    <Button type="submit" variant="contained" startIcon={<Save />} disabled={saving}>
      {translate('app.content.save')}
    </Button>
  );
};

/** Footer section: names the published company details that are still the built-in examples. */
const ExampleValuesWarning = ({ values }: { values: Partial<CompanyInfo> }) => {
  const translate = useTranslate();
  const fields = exampleCompanyFields(values);
  if (fields.length === 0) return null;
  const names = fields.map((field) => translate(`resources.content.fields.${field}`)).join(', ');
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {translate('app.content.example_values', { fields: names })}
    </Alert>
  );
};

/** One section's form, prefilled from its stored document over the built-in defaults. */
export const SectionForm = ({ section }: { section: ContentSection }) => {
  const translate = useTranslate();
  const definition = sectionDefinition(section);
  const { stored, values, isPending, error } = useSectionContent(section);
  const { save, isSaving } = useSaveSection(stored);
  const [saved, setSaved] = useState<{ values: Content } | null>(null);
  const resolver = useMemo(
    () => zodResolver(definition.schema as z.ZodType<FieldValues, FieldValues>, { error: frenchErrors }),
    [definition],
  );

  if (isPending) return <Skeleton variant="rectangular" height={320} />;
  if (error) return <Alert severity="error">{translate('app.content.load_error')}</Alert>;

  const submit = async (data: Record<string, unknown>) => {
    const content = data as Content;
    if (await save(content)) setSaved({ values: content });
  };

  return (
    <ResourceContextProvider value="content">
      {/* noValidate: the shared schemas judge, with French messages, not the browser's own bubbles. */}
      <Form
        defaultValues={values as FieldValues}
        resolver={resolver}
        onSubmit={submit}
        warnWhenUnsavedChanges
        noValidate
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: 40, mb: 2 }}>
          <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }}>
            {translate(`app.content.sections.${section}`)}
          </Typography>
          <SaveBar saving={isSaving} saved={saved} />
        </Box>
        {section === 'footer' && (
          <ExampleValuesWarning values={(saved?.values ?? values) as Partial<CompanyInfo>} />
        )}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          {definition.fields.map((field) => (
            <FieldInput key={field.source} field={field} />
          ))}
        </Box>
      </Form>
    </ResourceContextProvider>
  );
};
