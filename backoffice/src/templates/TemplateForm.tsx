import PhotoLibrary from '@mui/icons-material/PhotoLibrary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { Form, SelectInput, TextInput, useRedirect, useSaveContext, useTranslate } from 'react-admin';
import { useFormContext, useFormState, type FieldValues, type Resolver } from 'react-hook-form';
import { TEMPLATE_TYPES, templateSchema } from '@shared/domain/templates';
import { z } from '@shared/domain/z';
import { frenchErrors } from '../content/zodFrench';
import { useScreenBanner } from '../layout/Banner';
import { ImageUploader } from '../media/ImageUploader';
import { MediaPickerDialog } from '../media/MediaPickerDialog';
import { HtmlContentInput } from './HtmlContentInput';
import { appendImage, EMPTY_TEMPLATE } from './templateTypes';

/**
 * The shared schema judges (name, subject and content required: docs/product.md#modèles-et-médias). Not strict: the record being
 * edited also carries its id and dates, which the parse leaves out of what is saved.
 */
const resolver = zodResolver(z.object(templateSchema.shape), {
  error: frenchErrors,
}) as unknown as Resolver<FieldValues>;

const TYPE_CHOICES = TEMPLATE_TYPES.map((type) => ({ id: type, name: `app.templates.types.${type}` }));

/** A refused save says so in the screen's red banner, in the words of docs/product.md#bandeaux-et-messages (nothing is saved). */
const RequiredBanner = () => {
  const translate = useTranslate();
  const { error } = useScreenBanner();
  const { submitCount, errors } = useFormState();
  const seen = useRef(submitCount);
  useEffect(() => {
    if (submitCount === seen.current) return;
    seen.current = submitCount;
    if (Object.keys(errors).length > 0) error(translate('app.templates.banner.required'));
  }, [submitCount, errors, error, translate]);
  return null;
};

const ImageInsert = () => {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext();
  const [picking, setPicking] = useState(false);
  const addImage = (url: string, alt: string) =>
    setValue('content', appendImage(String(getValues('content') ?? ''), url, alt), {
      shouldDirty: true,
      shouldValidate: true,
    });
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {translate('app.templates.insert_image')}
      </Typography>
      <ImageUploader onUploaded={(media) => addImage(media.url, media.alt ?? '')} />
      <Button startIcon={<PhotoLibrary />} onClick={() => setPicking(true)} sx={{ mt: 1 }}>
        {translate('app.templates.pick_image')}
      </Button>
      <MediaPickerDialog
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(image) => addImage(image.url, image.alt)}
      />
    </Box>
  );
};

const FormButtons = ({ mode }: { mode: 'create' | 'edit' }) => {
  const translate = useTranslate();
  const redirect = useRedirect();
  const { reset } = useFormContext();
  const { saving } = useSaveContext();
  // « Annuler » is the deliberate way out: it drops the changes without asking.
  const cancel = () => {
    reset();
    redirect('list', 'templates');
  };
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button onClick={cancel} disabled={saving}>
        {translate('app.templates.cancel')}
      </Button>
      <Button type="submit" variant="contained" disabled={saving}>
        {translate(mode === 'create' ? 'app.templates.submit_create' : 'app.templates.submit_save')}
      </Button>
    </Stack>
  );
};

/**
 * The create and edit form of a template: react-admin's `<Form>` in its create or edit controller, judged by
 * the shared zod schema, warning before a navigation would drop unsaved changes.
 */
export const TemplateForm = ({ mode }: { mode: 'create' | 'edit' }) => {
  const translate = useTranslate();
  return (
    <Form
      resolver={resolver}
      defaultValues={mode === 'create' ? EMPTY_TEMPLATE : undefined}
      warnWhenUnsavedChanges
      disableInvalidFormNotification
      noValidate
    >
      <RequiredBanner />
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {translate(mode === 'create' ? 'app.templates.heading_create' : 'app.templates.heading_edit')}
      </Typography>
      {/* `isRequired` marks the fields (and drops the empty type); the schema above does the judging. */}
      <Stack spacing={2}>
        <TextInput source="name" isRequired fullWidth helperText={false} />
        <SelectInput source="type" choices={TYPE_CHOICES} isRequired fullWidth helperText={false} />
        <TextInput source="subject" isRequired fullWidth helperText={false} />
        <HtmlContentInput source="content" isRequired />
        <ImageInsert />
        <FormButtons mode={mode} />
      </Stack>
    </Form>
  );
};
