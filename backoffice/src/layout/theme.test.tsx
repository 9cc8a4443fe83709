// @vitest-environment jsdom
import { createTheme, ThemeProvider } from '@mui/material/styles';
import Rating from '@mui/material/Rating';
import TablePagination from '@mui/material/TablePagination';
import { render, screen } from '@testing-library/react';
import { defaultLightTheme } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from './theme';

describe.each([
  ['light', lightTheme],
  ['dark', darkTheme],
])('the %s theme', (_name, theme) => {
  it('names the pagination arrows in French (the phone lists’ pagination is MUI’s own)', () => {
    render(
      <ThemeProvider theme={createTheme(theme)}>
        <TablePagination
          component="div"
          count={60}
          page={1}
          rowsPerPage={25}
          rowsPerPageOptions={[]}
          onPageChange={() => undefined}
        />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Aller à la page précédente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aller à la page suivante' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Go to/ })).toBeNull();
  });

  it('reads a rating in French, accent included', () => {
    render(
      <ThemeProvider theme={createTheme(theme)}>
        <Rating value={4} readOnly />
      </ThemeProvider>,
    );
    expect(screen.getByRole('img', { name: '4 étoiles' })).toBeInTheDocument();
  });

  it('keeps react-admin’s own settings of a component MUI also translates', () => {
    const autocomplete = theme.components?.MuiAutocomplete;
    expect(autocomplete?.defaultProps).toMatchObject({
      clearText: 'Vider',
      noOptionsText: 'Pas de résultats',
    });
    expect(autocomplete?.defaultProps).toMatchObject(
      defaultLightTheme.components?.MuiAutocomplete?.defaultProps ?? {},
    );
  });
});
