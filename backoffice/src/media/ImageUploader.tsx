import CloudUpload from '@mui/icons-material/CloudUpload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId, type ChangeEvent, type DragEvent } from 'react';
import { useTranslate } from 'react-admin';
import { formatSize } from '@shared/media/formatSize';
import { IMAGE_UPLOAD_RULES } from '@shared/media/imageCheck';
import type { MediaRecord } from './mediaTypes';
import { useImageUpload } from './useImageUpload';

export interface ImageUploaderProps {
  /** Folder slug the new file is filed in ('all' or none → 'general'). */
  folder?: string;
  /** Called with the stored `media` record once the file is uploaded and recorded. */
  onUploaded?: (media: MediaRecord) => void;
  /** Label of the pick button (default "Choisir une image"). */
  label?: string;
}

/**
 * Picks (or takes a dropped) image, checks it, uploads it with a progress bar and records it in the media
 * library. Shared by the media library, the template editor and the content editor.
 */
export const ImageUploader = ({ folder, onUploaded, label }: ImageUploaderProps) => {
  const translate = useTranslate();
  const inputId = useId();
  const { status, progress, message, upload } = useImageUpload();
  const busy = status === 'uploading';

  const take = async (file: File | undefined) => {
    if (!file || busy) return;
    const record = await upload(file, folder);
    if (record) onUploaded?.(record);
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    void take(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    void take(event.dataTransfer.files[0]);
  };

  return (
    <Box
      onDragOver={(event) => event.preventDefault()}
      onDrop={onDrop}
      sx={{ border: '2px dashed', borderColor: 'divider', borderRadius: 2, p: 2, textAlign: 'center' }}
    >
      <input
        id={inputId}
        type="file"
        accept={IMAGE_UPLOAD_RULES.acceptedTypes.join(',')}
        onChange={onChange}
        disabled={busy}
        hidden
      />
      <Button
        component="label"
        htmlFor={inputId}
        variant="outlined"
        startIcon={<CloudUpload />}
        disabled={busy}
      >
        {label ?? translate('app.media.uploader.choose')}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('app.media.uploader.hint', { max: formatSize(IMAGE_UPLOAD_RULES.maxBytes) })}
      </Typography>
      {(status === 'uploading' || status === 'success') && (
        <Box sx={{ mt: 2 }}>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={translate('app.media.uploader.progress')}
          />
          {busy && (
            <Typography variant="caption" color="text.secondary">
              {translate('app.media.uploader.uploading')} {progress} %
            </Typography>
          )}
        </Box>
      )}
      {status === 'success' && message && (
        <Alert severity="success" sx={{ mt: 1 }}>
          {message}
        </Alert>
      )}
      {status === 'error' && message && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {message}
        </Alert>
      )}
    </Box>
  );
};
