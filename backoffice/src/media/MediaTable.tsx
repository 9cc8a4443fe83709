import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { formatSize } from '@shared/media/formatSize';
import { FileActions } from './FileActions';
import type { MediaViewProps } from './MediaGrid';
import { formatDate } from './formatDate';
import { useFolderName } from './useFolders';

export const MediaTable = ({ files, selectedIds, onToggle, ...actions }: MediaViewProps) => {
  const translate = useTranslate();
  const folderName = useFolderName();
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>{translate('app.media.columns.name')}</TableCell>
            <TableCell>{translate('app.media.columns.folder')}</TableCell>
            <TableCell>{translate('app.media.columns.size')}</TableCell>
            <TableCell>{translate('app.media.columns.date')}</TableCell>
            <TableCell>{translate('app.media.columns.by')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {files.map((file) => (
            <TableRow key={file.id} data-testid="media-item" hover>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selectedIds.includes(file.id)}
                  onChange={() => onToggle(file.id)}
                  slotProps={{ input: { 'aria-label': translate('app.media.select', { name: file.name }) } }}
                />
              </TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Box
                    component="img"
                    src={file.url}
                    alt={file.alt ?? ''}
                    loading="lazy"
                    sx={{
                      width: 48,
                      height: 36,
                      objectFit: 'contain',
                      borderRadius: 0.5,
                      bgcolor: 'grey.100',
                    }}
                  />
                  {file.name}
                </Box>
              </TableCell>
              <TableCell>{folderName(file.folder)}</TableCell>
              <TableCell>{formatSize(file.size)}</TableCell>
              <TableCell>{formatDate(file.uploadedAt)}</TableCell>
              <TableCell>{file.uploadedBy}</TableCell>
              <TableCell>
                <FileActions record={file} {...actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
