import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  List,
  Pagination,
  useGetResourceLabel,
  useListContext,
  useResourceContext,
  type ListProps,
  type PaginationProps,
  type RaRecord,
} from 'react-admin';
import type { ReactNode } from 'react';
import { LoadError } from './LoadError';

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

/** A list screen's one h1: its resource's name (« Abonnés »), as in the menu (docs/product.md#accessibilité-du-back-office). */
const ListHeading = ({ resource }: { resource?: string }) => {
  const name = useResourceContext({ resource });
  const label = useGetResourceLabel();
  return (
    <Typography variant="h4" component="h1" sx={{ mt: 1 }}>
      {name ? label(name, 2) : ''}
    </Typography>
  );
};

/**
 * react-admin's `<List>` for the back-office's screens, under its h1: when the platform fails, the error (replacing
 * the rows, stale ones too) and no pagination; react-admin would show its empty state and a page count. Without
 * react-admin's error toast too: the failure is said once, in place of the rows.
 */
export const AdminList = <RecordType extends RaRecord = RaRecord>({
  loadError,
  queryOptions,
  notice,
  ...props
}: ListProps<RecordType> & { loadError: string; notice?: ReactNode }) => (
  <>
    <ListHeading resource={props.resource} />
    {notice}
    <List<RecordType>
      error={<ListLoadError message={loadError} />}
      pagination={<ListPagination />}
      queryOptions={{ onError: () => undefined, ...queryOptions }}
      {...props}
    />
  </>
);
