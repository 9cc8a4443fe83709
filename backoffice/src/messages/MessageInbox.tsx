import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useRef } from 'react';
import {
  LinkBase,
  ListBase,
  Title,
  useBasename,
  useListContext,
  useLocation,
  useNavigate,
  useParams,
  useTranslate,
} from 'react-admin';
import { MessageDetail, NoMessageSelected } from './MessageDetail';
import { MessageListPane } from './MessageListPane';
import { statusFilterOf } from './messageHelpers';

/** A page of 25 is enough to fill the 24rem list and keeps the first row fast with 10,000 messages. */
export const INBOX_PAGE_SIZE = 25;

/** "12 messages · Non lus": the server's count for the current search and status filter. */
const InboxSummary = () => {
  const translate = useTranslate();
  const { total, filterValues, error } = useListContext();
  // A failed load has no count: the one of the last page shown is no longer the platform's answer.
  if (total === undefined || error) return <Typography sx={{ minHeight: '1.5em' }} />;
  const count = translate('app.messages.count', { smart_count: total, count: total.toLocaleString('fr-FR') });
  const filter = translate(`app.messages.filters.${statusFilterOf(filterValues)}`);
  return (
    <Typography color="text.secondary" role="status">
      {count} · {filter}
    </Typography>
  );
};

const InboxScreen = () => {
  const translate = useTranslate();
  const basename = useBasename();
  const { search } = useLocation();
  const navigate = useNavigate();
  // The list route is `/messages/*`: the rest of the address is the open message, so a reload keeps it.
  const selectedId = useParams()['*'] || undefined;
  const listPath = `${basename}/messages`;
  const pathFor = useCallback(
    (id: string) => `${listPath}/${encodeURIComponent(id)}${search}`,
    [listPath, search],
  );
  const backToList = useCallback(() => navigate(`${listPath}${search}`), [navigate, listPath, search]);

  // The search box's text, which react-admin applies only once typing pauses. A message opened before that opens
  // with the search applied, so the list beside it is the one the search asked for (docs/product.md#boîte-de-réception).
  const { filterValues } = useListContext();
  const typed = useRef<string | null>(null);
  const openWithPendingSearch = useCallback(
    (id: string): boolean => {
      const text = typed.current;
      if (text === null || text === (typeof filterValues.q === 'string' ? filterValues.q : '')) return false;
      const { q: _applied, ...others } = filterValues as Record<string, unknown>;
      const params = new URLSearchParams(search);
      params.set('filter', JSON.stringify(text ? { ...others, q: text } : others));
      params.delete('page');
      navigate(`${listPath}/${encodeURIComponent(id)}?${params.toString()}`);
      return true;
    },
    [filterValues, search, navigate, listPath],
  );

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('app.messages.title')} />
      <Button component={LinkBase} to={basename || '/'} size="small" startIcon={<ArrowBack />}>
        {translate('app.messages.back')}
      </Button>
      <Typography variant="h4" component="h1" sx={{ mt: 1 }}>
        {translate('app.messages.title')}
      </Typography>
      <InboxSummary />
      <Box
        sx={{
          mt: 2,
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
        }}
      >
        <MessageListPane
          selectedId={selectedId}
          pathFor={pathFor}
          onOpen={openWithPendingSearch}
          onSearchTyped={(text) => {
            typed.current = text;
          }}
        />
        {selectedId ? (
          <MessageDetail key={selectedId} id={selectedId} onDeleted={backToList} />
        ) : (
          <NoMessageSelected />
        )}
      </Box>
    </Box>
  );
};

/** The inbox: list, filters and search on the server, newest first; detail pane beside it. */
export const MessageInbox = () => (
  <ListBase sort={{ field: 'date', order: 'DESC' }} perPage={INBOX_PAGE_SIZE}>
    <InboxScreen />
  </ListBase>
);

export default MessageInbox;
