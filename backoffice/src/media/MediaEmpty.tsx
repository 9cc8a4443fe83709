import ImageNotSupported from '@mui/icons-material/ImageNotSupported';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

export const MediaEmpty = ({ searching, onUpload }: { searching: boolean; onUpload: () => void }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
      <ImageNotSupported sx={{ fontSize: 48 }} />
      <Typography variant="h6" component="h2" color="text.primary">
        {translate('app.media.empty_title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {translate(searching ? 'app.media.empty_search' : 'app.media.empty_folder')}
      </Typography>
      <Button variant="contained" onClick={onUpload}>
        {translate('app.media.upload_first')}
      </Button>
    </Box>
  );
};
