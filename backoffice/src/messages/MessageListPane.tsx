import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { memo, useState } from 'react';
import { LinkBase, useListContext, useTranslate } from 'react-admin';
import { ListLoadError, ListPagination } from '../layout/AdminList';
import { MessageFilters } from './MessageFilters';
import { NotificationFlag, PriorityBadge, QuestionCount, SourceLabel, StatusIcon } from './MessageFields';
import { formatMessageDate, notificationFailed, type MessageRecord } from './messageHelpers';

interface RowProps {
  record: MessageRecord;
  selected: boolean;
  to: string;
  now: number;
  /** Opens the message itself (true) rather than following `to`. */
  onOpen?: (id: string) => boolean;
}

/** One inbox row: light markup only (the list may be redrawn often). */
const MessageRow = memo(({ record, selected, to, now, onOpen }: RowProps) => {
  const unread = record.status === 'unread';
  return (
    <li>
      <ListItemButton
        component={LinkBase}
        to={to}
        selected={selected}
        aria-current={selected ? 'true' : undefined}
        onClick={(event: React.MouseEvent) => {
          if (onOpen?.(String(record.id))) event.preventDefault();
        }}
        sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
      >
        <Box sx={{ pt: 0.25 }}>
          <StatusIcon status={record.status} />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
            <Typography noWrap sx={{ fontWeight: unread ? 700 : 500 }}>
              {record.name}
            </Typography>
            <PriorityBadge priority={record.priority} />
          </Box>
          <Typography variant="body2" noWrap sx={{ fontWeight: unread ? 600 : 400 }}>
            {record.subject}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.25 }}>
            <Typography variant="caption" color="text.secondary">
              {formatMessageDate(record.date)}
            </Typography>
            <SourceLabel source={record.source} />
            <QuestionCount record={record} />
            {notificationFailed(record, now) && <NotificationFlag />}
          </Box>
        </Box>
      </ListItemButton>
    </li>
  );
});
MessageRow.displayName = 'MessageRow';

export const MessageListPane = ({
  selectedId,
  pathFor,
  onOpen,
  onSearchTyped,
}: {
  selectedId?: string;
  pathFor: (id: string) => string;
  onOpen?: (id: string) => boolean;
  onSearchTyped?: (text: string) => void;
}) => {
  const translate = useTranslate();
  const { data, isPending, error, total, perPage, filterValues } = useListContext<MessageRecord>();
  // One clock reading for the rows' "notification never confirmed" flag.
  const [now] = useState(() => Date.now());
  const searching = typeof filterValues.q === 'string' && filterValues.q.trim() !== '';

  return (
    <Card component="section" aria-label={translate('app.messages.list_label')} sx={{ minWidth: 0 }}>
      <MessageFilters onSearchTyped={onSearchTyped} />
      {isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {error ? (
        // In place of the rows: those of a page that failed to refresh are no longer the platform's answer.
        <ListLoadError message="app.messages.load_error" />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: '24rem', overflowY: 'auto' }}>
          {data?.map((record) => (
            <MessageRow
              key={record.id}
              record={record}
              selected={String(record.id) === selectedId}
              to={pathFor(String(record.id))}
              now={now}
              onOpen={onOpen}
            />
          ))}
        </Box>
      )}
      {!isPending && !error && data?.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
          {translate(searching ? 'app.messages.empty_search' : 'app.messages.empty_list')}
        </Typography>
      )}
      {(total ?? 0) > perPage && <ListPagination rowsPerPageOptions={[]} />}
    </Card>
  );
};
