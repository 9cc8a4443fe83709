import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useEffect, useRef, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { STATUS_FILTERS, statusFilterOf, type StatusFilter } from './messageHelpers';

const SEARCH_DELAY_MS = 300;

/** The search box and the status buttons; both filter on the server (`q` and `status`), never in the browser. */
export const MessageFilters = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const current = statusFilterOf(filterValues);
  const [text, setText] = useState(typeof filterValues.q === 'string' ? filterValues.q : '');

  // The latest filters, so a delayed search never drops a status chosen meanwhile.
  const latest = useRef(filterValues);
  useEffect(() => {
    latest.current = filterValues;
  });
  useEffect(() => {
    const q = typeof latest.current.q === 'string' ? latest.current.q : '';
    if (text.trim() === q.trim()) return;
    const timer = setTimeout(() => {
      const { q: _q, ...rest } = latest.current;
      setFilters(text.trim() ? { ...rest, q: text } : rest);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, setFilters]);

  const chooseStatus = (_event: unknown, value: StatusFilter | null) => {
    if (!value) return;
    const { status: _status, ...rest } = filterValues;
    setFilters(value === 'all' ? rest : { ...rest, status: value });
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
        size="small"
        fullWidth
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={translate('app.messages.search')}
        slotProps={{
          htmlInput: { 'aria-label': translate('app.messages.search_label') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
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
