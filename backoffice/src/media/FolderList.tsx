import Folder from '@mui/icons-material/Folder';
import FolderOpen from '@mui/icons-material/FolderOpen';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useGetList, useTranslate } from 'react-admin';
import { ALL_FOLDER } from '@shared/domain/media';
import { useFolders } from './useFolders';

/** How many files a folder holds, counted by the server (a one-row page and its `total`); none if that failed. */
export function useFolderCount(slug: string): number | undefined {
  const { total, error } = useGetList('media', {
    filter: slug === ALL_FOLDER.slug ? {} : { folder: slug },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'uploadedAt', order: 'DESC' },
  });
  return error ? undefined : total;
}

const FolderItem = ({
  slug,
  name,
  selected,
  onSelect,
}: {
  slug: string;
  name: string;
  selected: boolean;
  onSelect: (slug: string) => void;
}) => {
  const translate = useTranslate();
  const count = useFolderCount(slug);
  // Each button in its own item: a list holds only items (axe « list »).
  return (
    <ListItem disablePadding>
      <ListItemButton
        selected={selected}
        onClick={() => onSelect(slug)}
        aria-current={selected ? 'true' : undefined}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>{selected ? <FolderOpen /> : <Folder />}</ListItemIcon>
        <ListItemText primary={name} />
        <Chip
          size="small"
          label={count ?? '…'}
          aria-label={count === undefined ? translate('app.media.count_unknown') : `${count} fichier(s)`}
        />
      </ListItemButton>
    </ListItem>
  );
};

export const FolderList = ({ current, onSelect }: { current: string; onSelect: (slug: string) => void }) => {
  const translate = useTranslate();
  const { data } = useFolders();
  return (
    <List dense aria-label={translate('app.media.folders')}>
      <FolderItem
        slug={ALL_FOLDER.slug}
        name={translate('app.media.all_files')}
        selected={current === ALL_FOLDER.slug}
        onSelect={onSelect}
      />
      {data?.map((folder) => (
        <FolderItem
          key={folder.id}
          slug={folder.slug}
          name={folder.name}
          selected={current === folder.slug}
          onSelect={onSelect}
        />
      ))}
    </List>
  );
};
