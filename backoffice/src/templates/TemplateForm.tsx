import PhotoLibrary from '@mui/icons-material/PhotoLibrary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { TEMPLATE_TYPES } from '@shared/domain/constants';
import type { TemplateType } from '@shared/domain/templates';
import { ImageUploader } from '../media/ImageUploader';
import { MediaPickerDialog } from '../media/MediaPickerDialog';
import { HtmlContentField } from './HtmlContentField';
import { appendImage, EMPTY_TEMPLATE, isComplete, type TemplateValues } from './templateTypes';

export interface TemplateFormProps {
  initial?: TemplateValues;
  mode: 'create' | 'edit';
  saving?: boolean;
  onSubmit: (values: TemplateValues) => void;
  /** Name, subject or content empty: nothing is saved. */
  onIncomplete: () => void;
  onCancel: () => void;
}

export const TemplateForm = ({
  initial,
  mode,
  saving,
  onSubmit,
  onIncomplete,
  onCancel,
}: TemplateFormProps) => {
  const translate = useTranslate();
  const [values, setValues] = useState<TemplateValues>(() => ({ ...EMPTY_TEMPLATE, ...initial }));
  const [picking, setPicking] = useState(false);
  const set = <K extends keyof TemplateValues>(key: K, value: TemplateValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const addImage = (url: string, alt: string) =>
    setValues((v) => ({ ...v, content: appendImage(v.content, url, alt) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isComplete(values)) return onIncomplete();
    onSubmit({ ...values, name: values.name.trim(), subject: values.subject.trim() });
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {translate(mode === 'create' ? 'app.templates.heading_create' : 'app.templates.heading_edit')}
      </Typography>
      <Stack spacing={2}>
        <TextField
          label={translate('app.templates.fields.name')}
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          required
          fullWidth
        />
        <TextField
          select
          label={translate('app.templates.fields.type')}
          value={values.type}
          onChange={(e) => set('type', e.target.value as TemplateType)}
          fullWidth
        >
          {TEMPLATE_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {translate(`app.templates.types.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={translate('app.templates.fields.subject')}
          value={values.subject}
          onChange={(e) => set('subject', e.target.value)}
          required
          fullWidth
        />
        <HtmlContentField
          label={translate('app.templates.fields.content')}
          value={values.content}
          onChange={(content) => set('content', content)}
        />
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
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} disabled={saving}>
            {translate('app.templates.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate(mode === 'create' ? 'app.templates.submit_create' : 'app.templates.submit_save')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
};
