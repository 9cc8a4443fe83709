import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { FilterLiveForm, SearchInput, useListContext, useTranslate } from 'react-admin';
import { STATUS_FILTERS, statusFilterOf, type StatusFilter } from './messageHelpers';

/** Typing settles this long before the server is asked (react-admin's live filter form debounces). */
const SEARCH_DELAY_MS = 300;

/**
 * The search box and the status buttons; both filter on the server (`q` and `status`), never in the browser,
 * and both live in the address (react-admin's list parameters), so a reload keeps them.
 */
export const MessageFilters = ({ onSearchTyped }: { onSearchTyped?: (text: string) => void }) => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const current = statusFilterOf(filterValues);

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
      <FilterLiveForm debounce={SEARCH_DELAY_MS}>
        <SearchInput
          source="q"
          type="search"
          fullWidth
          resettable={false}
          helperText={false}
          placeholder={translate('app.messages.search')}
          slotProps={{ htmlInput: { 'aria-label': translate('app.messages.search_label') } }}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => onSearchTyped?.(event.target.value)}
        />
      </FilterLiveForm>
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
