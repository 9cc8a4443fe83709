// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { HtmlContentField } from './HtmlContentField';

afterEach(cleanup);

function renderField(initial = '<p>Bonjour</p>') {
  const onChange = vi.fn();
  const Harness = () => {
    const [value, setValue] = useState(initial);
    return (
      <HtmlContentField
        label="Contenu HTML"
        value={value}
        onChange={(v) => {
          onChange(v);
          setValue(v);
        }}
      />
    );
  };
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Harness />
    </AdminContext>,
  );
  return onChange;
}

const openEditor = () => {
  fireEvent.click(screen.getByRole('button', { name: /Contenu HTML/ }));
  return screen.getByRole('textbox', { name: 'Contenu HTML' }) as HTMLTextAreaElement;
};

describe('HtmlContentField', () => {
  it('shows the HTML as text until clicked, then a 4-row area of 100 to 300 px', () => {
    renderField();
    expect(screen.getByRole('button', { name: /Contenu HTML/ })).toHaveTextContent('<p>Bonjour</p>');
    expect(screen.queryByRole('textbox')).toBeNull();
    const area = openEditor();
    expect(area.rows).toBe(4);
    expect(area.value).toBe('<p>Bonjour</p>');
    const style = getComputedStyle(area);
    expect(style.minHeight).toBe('100px');
    expect(style.maxHeight).toBe('300px');
  });

  it('keeps the edit on Ctrl+Enter', () => {
    const onChange = renderField();
    const area = openEditor();
    fireEvent.change(area, { target: { value: '<p>Salut</p>' } });
    fireEvent.keyDown(area, { key: 'Enter', ctrlKey: true });
    expect(onChange).toHaveBeenCalledWith('<p>Salut</p>');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: /Contenu HTML/ })).toHaveTextContent('<p>Salut</p>');
  });

  it('leaves on Esc and restores the previous value', () => {
    const onChange = renderField();
    const area = openEditor();
    fireEvent.change(area, { target: { value: '<p>brouillon</p>' } });
    fireEvent.keyDown(area, { key: 'Escape' });
    fireEvent.blur(area);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Contenu HTML/ })).toHaveTextContent('<p>Bonjour</p>');
    expect(openEditor().value).toBe('<p>Bonjour</p>');
  });

  it('a plain Enter adds a line instead of saving', () => {
    const onChange = renderField();
    const area = openEditor();
    fireEvent.keyDown(area, { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox')).toBeInTheDocument();
  });
});
