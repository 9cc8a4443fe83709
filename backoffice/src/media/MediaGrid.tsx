import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import { useTranslate, type Identifier } from 'react-admin';
import { formatSize } from '@shared/media/formatSize';
import { FileActions, type FileActionsProps } from './FileActions';
import type { MediaRecord } from './mediaTypes';

export interface MediaViewProps extends Omit<FileActionsProps, 'record'> {
  files: MediaRecord[];
  selectedIds: Identifier[];
  onToggle: (id: Identifier) => void;
}

export const MediaGrid = ({ files, selectedIds, onToggle, ...actions }: MediaViewProps) => {
  const translate = useTranslate();
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
      }}
    >
      {files.map((file) => (
        <Card
          component="li"
          key={file.id}
          variant="outlined"
          data-testid="media-item"
          sx={{ position: 'relative' }}
        >
          <Checkbox
            checked={selectedIds.includes(file.id)}
            onChange={() => onToggle(file.id)}
            slotProps={{ input: { 'aria-label': translate('app.media.select', { name: file.name }) } }}
            sx={{
              position: 'absolute',
              top: 4,
              left: 4,
              bgcolor: 'rgba(255,255,255,0.85)',
              '&:hover': { bgcolor: 'common.white' },
            }}
          />
          <Box
            component="img"
            src={file.url}
            alt={file.alt ?? ''}
            loading="lazy"
            onClick={() => actions.onPreview(file)}
            // The whole image, letterboxed: the site's images carry their caption in a band along the edge,
            // which a cropped thumbnail cut (docs/product.md#médiathèque).
            sx={{
              display: 'block',
              width: '100%',
              aspectRatio: '4 / 3',
              objectFit: 'contain',
              cursor: 'zoom-in',
              bgcolor: 'grey.100',
            }}
          />
          <Box sx={{ px: 1.5, pt: 1 }}>
            {/* A long name wraps rather than ending in an ellipsis. */}
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {file.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatSize(file.size)}
            </Typography>
          </Box>
          <CardActions sx={{ pt: 0 }}>
            <FileActions record={file} {...actions} />
          </CardActions>
        </Card>
      ))}
    </Box>
  );
};
