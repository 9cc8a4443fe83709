import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import SearchIcon from '@mui/icons-material/Search';
import { useEffect, useRef, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { STATUS_FILTERS, statusFilterOf, type StatusFilter } from './messageHelpers';

/** Typing settles this long before the server is asked. */
const SEARCH_DELAY_MS = 300;

type Filters = Record<string, unknown>;

const withSearch = ({ q: _q, ...rest }: Filters, text: string): Filters =>
  text ? { ...rest, q: text } : rest;

/**
 * The search box and the status buttons; both filter on the server (`q` and `status`), never in the browser,
 * and both live in the address (react-admin's list parameters), so a reload keeps them.
 *
 * Both start from the filters as last asked (`asked`), not from those of the last render: a status chosen while
 * a search waits for its delay applies the search with it, at once, and a search that settles before the status
 * has redrawn keeps that status (react-admin's live filter form merged its search into the rendered filters, and a
 * quick « Non lus » after typing was lost; docs/product.md#boîte-de-réception).
 */
export const MessageFilters = ({ onSearchTyped }: { onSearchTyped?: (text: string) => void }) => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const current = statusFilterOf(filterValues);
  const asked = useRef<Filters>(filterValues);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [text, setText] = useState(String(filterValues.q ?? ''));

  // Filters changed elsewhere (the address, a reload, « Précédent »): shown, unless a search is being typed.
  const shown = JSON.stringify(filterValues);
  useEffect(() => {
    if (pending.current) return;
    asked.current = filterValues;
    setText(String(filterValues.q ?? ''));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- filterValues is a new object at each render.
  }, [shown]);
  useEffect(() => () => clearTimeout(pending.current), []);

  const ask = (filters: Filters) => {
    asked.current = filters;
    setFilters(filters);
  };
  /** The filters with the search typed so far, its delay cancelled. */
  const settled = () => {
    if (!pending.current) return asked.current;
    clearTimeout(pending.current);
    pending.current = undefined;
    return withSearch(asked.current, text);
  };

  const type = (value: string) => {
    setText(value);
    onSearchTyped?.(value);
    clearTimeout(pending.current);
    pending.current = setTimeout(() => {
      pending.current = undefined;
      ask(withSearch(asked.current, value));
    }, SEARCH_DELAY_MS);
  };

  const chooseStatus = (_event: unknown, value: StatusFilter | null) => {
    if (!value) return;
    const { status: _status, ...rest } = settled();
    ask(value === 'all' ? rest : { ...rest, status: value });
  };

  return (
    <Box
      sx={{
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <TextField
        type="search"
        fullWidth
        hiddenLabel
        size="small"
        value={text}
        onChange={(event) => type(event.target.value)}
        placeholder={translate('app.messages.search')}
        slotProps={{
          htmlInput: { 'aria-label': translate('app.messages.search_label') },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <SearchIcon color="disabled" />
              </InputAdornment>
            ),
          },
        }}
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={current}
        onChange={chooseStatus}
        aria-label={translate('app.messages.filter_label')}
        sx={{ flexWrap: 'wrap' }}
      >
        {STATUS_FILTERS.map((status) => (
          <ToggleButton key={status} value={status} sx={{ flex: 1, textTransform: 'none' }}>
            {translate(`app.messages.filters.${status}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
};
