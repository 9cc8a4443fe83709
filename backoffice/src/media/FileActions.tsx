import Check from '@mui/icons-material/Check';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DriveFileMove from '@mui/icons-material/DriveFileMove';
import LinkIcon from '@mui/icons-material/Link';
import Visibility from '@mui/icons-material/Visibility';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useCopied } from '../layout/useCopied';
import type { MediaRecord } from './mediaTypes';

export const absoluteUrl = (url: string): string => new URL(url, window.location.origin).href;

export interface FileActionsProps {
  record: MediaRecord;
  onPreview: (record: MediaRecord) => void;
  onMove: (record: MediaRecord) => void;
  onDelete: (record: MediaRecord) => void;
}

/** Preview, copy-URL, move and delete for one file. */
export const FileActions = ({ record, onPreview, onMove, onDelete }: FileActionsProps) => {
  const translate = useTranslate();
  const { copied, copy } = useCopied();
  const action = (label: string, icon: ReactNode, run: () => void) => (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={`${label} — ${record.name}`} onClick={run}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <Stack direction="row">
      {action(translate('app.media.actions.preview'), <Visibility fontSize="small" />, () =>
        onPreview(record),
      )}
      {action(
        translate(copied ? 'app.media.copied' : 'app.media.actions.copy_url'),
        copied ? <Check fontSize="small" color="success" /> : <LinkIcon fontSize="small" />,
        () => void copy(absoluteUrl(record.url)),
      )}
      {action(translate('app.media.actions.move'), <DriveFileMove fontSize="small" />, () => onMove(record))}
      {action(translate('app.media.actions.delete'), <DeleteOutline fontSize="small" />, () =>
        onDelete(record),
      )}
    </Stack>
  );
};
