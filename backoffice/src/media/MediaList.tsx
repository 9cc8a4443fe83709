import Add from '@mui/icons-material/CreateNewFolder';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import GridView from '@mui/icons-material/GridView';
import ViewList from '@mui/icons-material/ViewList';
import Upload from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  FilterLiveForm,
  ListBase,
  SearchInput,
  useGetMany,
  useListContext,
  useStore,
  useTranslate,
} from 'react-admin';
import { ALL_FOLDER } from '@shared/domain/media';
import { ScreenHeader } from '../layout/ScreenHeader';
import { Banner, useBanner } from '../layout/Banner';
import { ListLoadError, ListPagination } from '../layout/AdminList';
import { RequireAdmin } from '../layout/RequireAdmin';
import { DeleteMediaDialog } from './DeleteMediaDialog';
import { FolderList } from './FolderList';
import { MediaEmpty } from './MediaEmpty';
import { MediaGrid } from './MediaGrid';
import { MediaPreviewDialog } from './MediaPreviewDialog';
import { MediaTable } from './MediaTable';
import type { MediaRecord } from './mediaTypes';
import { MoveDialog } from './MoveDialog';
import { NewFolderDialog } from './NewFolderDialog';
import { UploadDialog } from './UploadDialog';
import { useMediaMutations } from './useMediaMutations';

const MediaLibrary = () => {
  const translate = useTranslate();
  const list = useListContext<MediaRecord>();
  const {
    data,
    isPending,
    error: loadError,
    filterValues,
    setFilters,
    selectedIds,
    onToggleItem,
    onUnselectItems,
  } = list;
  const folder = typeof filterValues.folder === 'string' ? filterValues.folder : ALL_FOLDER.slug;
  const searching = typeof filterValues.q === 'string' && filterValues.q.trim() !== '';
  const [view, setView] = useStore<'grid' | 'list'>('media.view', 'grid');
  const [dialog, setDialog] = useState<'upload' | 'folder' | 'bulk' | null>(null);
  const [previewed, setPreviewed] = useState<MediaRecord | null>(null);
  const [moving, setMoving] = useState<MediaRecord | null>(null);
  const [deleting, setDeleting] = useState<MediaRecord | null>(null);
  const banners = useBanner();
  const mutations = useMediaMutations(banners);
  // The ticked files may be on other pages: their addresses come from the server, for the usage check.
  const { data: selectedRecords = [] } = useGetMany<MediaRecord>(
    'media',
    { ids: selectedIds },
    { enabled: dialog === 'bulk' && selectedIds.length > 0 },
  );

  // The search box sets `q` itself (react-admin's debounced filter form); a folder keeps the current search.
  const openFolder = (slug: string) => {
    const { folder: _current, ...others } = filterValues as Record<string, unknown>;
    setFilters(slug === ALL_FOLDER.slug ? others : { ...others, folder: slug });
  };
  const close = () => setDialog(null);
  const unselect = (id: MediaRecord['id']) => selectedIds.includes(id) && onToggleItem(id);

  const actions = {
    onPreview: setPreviewed,
    onMove: setMoving,
    onDelete: setDeleting,
  };

  return (
    <Box sx={{ py: 2 }}>
      <ScreenHeader title={translate('app.media.title')} subtitle={translate('app.media.subtitle')}>
        <Button variant="outlined" startIcon={<Add />} onClick={() => setDialog('folder')}>
          {translate('app.media.new_folder')}
        </Button>
        <Button variant="contained" startIcon={<Upload />} onClick={() => setDialog('upload')}>
          {translate('app.media.upload')}
        </Button>
      </ScreenHeader>
      <Banner banner={banners.banner} onClose={banners.clear} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '240px 1fr' } }}>
        <Paper variant="outlined" sx={{ alignSelf: 'start' }}>
          <FolderList current={folder} onSelect={openFolder} />
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
            <Box sx={{ flexGrow: 1, minWidth: 180 }}>
              <FilterLiveForm>
                <SearchInput
                  source="q"
                  type="search"
                  fullWidth
                  helperText={false}
                  placeholder={translate('app.media.search')}
                  inputProps={{ 'aria-label': translate('app.media.search') }}
                />
              </FilterLiveForm>
            </Box>
            {selectedIds.length > 0 && (
              <Button
                color="error"
                variant="contained"
                startIcon={<DeleteOutline />}
                onClick={() => setDialog('bulk')}
              >
                {translate('app.media.bulk_delete', { smart_count: selectedIds.length })}
              </Button>
            )}
            <ToggleButtonGroup
              size="small"
              exclusive
              value={view}
              onChange={(_, v: 'grid' | 'list' | null) => v && setView(v)}
            >
              <ToggleButton value="grid" aria-label={translate('app.media.view_grid')}>
                <GridView fontSize="small" />
              </ToggleButton>
              <ToggleButton value="list" aria-label={translate('app.media.view_list')}>
                <ViewList fontSize="small" />
              </ToggleButton>
            </ToggleButtonGroup>
          </Box>
          {loadError ? (
            <ListLoadError message="app.media.banner.load_error" sx={{ mb: 2 }} />
          ) : isPending ? (
            <Typography>{translate('app.templates.loading')}</Typography>
          ) : !data?.length ? (
            <MediaEmpty searching={searching} onUpload={() => setDialog('upload')} />
          ) : view === 'grid' ? (
            <MediaGrid files={data} selectedIds={selectedIds} onToggle={onToggleItem} {...actions} />
          ) : (
            <MediaTable files={data} selectedIds={selectedIds} onToggle={onToggleItem} {...actions} />
          )}
          <ListPagination rowsPerPageOptions={[24, 48, 96]} />
        </Paper>
      </Box>

      <UploadDialog
        open={dialog === 'upload'}
        folder={folder}
        onClose={close}
        onUploaded={() => banners.success(translate('app.media.banner.uploaded'))}
      />
      <NewFolderDialog
        open={dialog === 'folder'}
        saving={mutations.pending}
        onClose={close}
        onCreate={(name) => void mutations.newFolder(name).then((ok) => ok && close())}
      />
      <MediaPreviewDialog
        key={`preview-${previewed?.id ?? ''}`}
        record={previewed}
        saving={mutations.pending}
        onClose={() => setPreviewed(null)}
        onSaveAlt={(record, alt) =>
          void mutations.saveAlt(record, alt).then((ok) => ok && setPreviewed({ ...record, alt }))
        }
      />
      <MoveDialog
        key={`move-${moving?.id ?? ''}`}
        record={moving}
        saving={mutations.pending}
        onClose={() => setMoving(null)}
        onMove={(record, target) => void mutations.move(record, target).then((ok) => ok && setMoving(null))}
      />
      <DeleteMediaDialog
        records={deleting ? [deleting] : []}
        title={translate('app.media.actions.delete')}
        question={translate('app.media.confirm_delete')}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const record = deleting;
          setDeleting(null);
          if (record) void mutations.deleteOne(record).then((ok) => ok && unselect(record.id));
        }}
      />
      <DeleteMediaDialog
        records={dialog === 'bulk' ? selectedRecords : []}
        title={translate('app.media.bulk_delete', { smart_count: selectedIds.length })}
        question={translate('app.media.confirm_bulk_delete', { smart_count: selectedIds.length })}
        onClose={close}
        onConfirm={() => {
          const ids = [...selectedIds];
          close();
          if (ids.length) void mutations.deleteMany(ids).then((ok) => ok && onUnselectItems());
        }}
      />
    </Box>
  );
};

/** /admin/media and /admin/media-images: newest files first, filtered by folder and name on the server. */
export const MediaList = () => (
  <ListBase resource="media" sort={{ field: 'uploadedAt', order: 'DESC' }} perPage={24}>
    <MediaLibrary />
  </ListBase>
);

/** The route's screen: "Accès refusé" without the administrator right (docs/product.md#administrateurs). */
const MediaScreen = () => (
  <RequireAdmin resource="media">
    <MediaList />
  </RequireAdmin>
);

export default MediaScreen;
