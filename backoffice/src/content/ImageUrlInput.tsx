import PhotoLibrary from '@mui/icons-material/PhotoLibrary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { MediaPickerDialog } from '../media/MediaPickerDialog';
import type { PickedImage } from '../media/mediaTypes';
import { ContentInput } from './ContentInput';

/**
 * An image of the site: its URL, picked from the media library or uploaded there, with a thumbnail, and
 * (with `altSource`) its alt text. Picking copies the library's alt text into the content: editing it later
 * in the library does not change what this content stores.
 */
export const ImageUrlInput = ({ source, altSource }: { source: string; altSource?: string }) => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const url = useWatch({ name: source }) as string | undefined;
  const [picking, setPicking] = useState(false);
  const pick = (image: PickedImage) => {
    setValue(source, image.url, { shouldDirty: true, shouldValidate: true });
    if (altSource) setValue(altSource, image.alt, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <ContentInput
          source={source}
          sx={{ flex: '1 1 20rem' }}
          helperText={translate('app.content.image_help')}
        />
        <Button
          startIcon={<PhotoLibrary />}
          variant="outlined"
          onClick={() => setPicking(true)}
          sx={{ mt: 1 }}
        >
          {translate('app.content.pick_image')}
        </Button>
        {url ? (
          <Box
            component="img"
            src={url}
            alt=""
            sx={{
              width: 120,
              height: 80,
              objectFit: 'cover',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
            }}
          />
        ) : null}
        <MediaPickerDialog open={picking} onClose={() => setPicking(false)} onPick={pick} />
      </Box>
      {altSource ? <ContentInput source={altSource} helperText={translate('app.content.alt_help')} /> : null}
    </Box>
  );
};
