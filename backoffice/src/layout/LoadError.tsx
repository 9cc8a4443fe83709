import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  List,
  Pagination,
  useListContext,
  useTranslate,
  type ListProps,
  type PaginationProps,
  type RaRecord,
} from 'react-admin';

/**
 * What a screen shows where data failed to load: the error and « Réessayer », in place of the data. Never beside an
 * empty state or a count, which would pass for an answer of the platform.
 */
export const LoadError = ({
  message,
  onRetry,
  sx,
}: {
  /** A translation key. */
  message: string;
  onRetry: () => void;
  sx?: SxProps<Theme>;
}) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('app.errors.retry')}
        </Button>
      }
    >
      {translate(message)}
    </Alert>
  );
};

/** The list context's failed load, retried by its own query. */
export const ListLoadError = ({ message, sx = { m: 2 } }: { message: string; sx?: SxProps<Theme> }) => {
  const { refetch } = useListContext();
  return <LoadError message={message} sx={sx} onRetry={() => void refetch()} />;
};

/** react-admin's pagination, hidden while the page failed to load: no « 1-25 sur 25 » of a page nobody saw. */
export const ListPagination = (props: PaginationProps) => {
  const { error } = useListContext();
  return error ? null : <Pagination {...props} />;
};

/**
 * react-admin's `<List>` for the back-office's screens: when the platform fails, the error (replacing the rows,
 * stale ones too) and no pagination; react-admin would show its empty state and a page count beside its toast.
 */
export const AdminList = <RecordType extends RaRecord = RaRecord>({
  loadError,
  ...props
}: ListProps<RecordType> & { loadError: string }) => (
  <List<RecordType>
    error={<ListLoadError message={loadError} />}
    pagination={<ListPagination />}
    {...props}
  />
);
