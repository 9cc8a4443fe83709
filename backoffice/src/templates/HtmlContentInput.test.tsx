// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HtmlContentInput } from './HtmlContentInput';
import { TestAdminContext } from '../testing/TestAdminContext';

afterEach(cleanup);

function renderInput(initial = '<p>Bonjour</p>') {
  const onSubmit = vi.fn();
  render(
    <TestAdminContext>
      <ResourceContextProvider value="templates">
        <Form defaultValues={{ content: initial }} onSubmit={onSubmit}>
          <HtmlContentInput source="content" isRequired />
          <button type="submit">Sauvegarder</button>
        </Form>
      </ResourceContextProvider>
    </TestAdminContext>,
  );
  return onSubmit;
}

const shown = () => screen.getByRole('button', { name: /Contenu HTML/ });
const openEditor = () => {
  fireEvent.click(shown());
  return screen.getByRole('textbox', { name: /Contenu HTML/ }) as HTMLTextAreaElement;
};
const submitted = async (onSubmit: ReturnType<typeof vi.fn>) => {
  fireEvent.click(screen.getByRole('button', { name: 'Sauvegarder' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
  return (onSubmit.mock.calls[0] as [{ content: string }])[0].content;
};

describe('HtmlContentInput', () => {
  it('shows the HTML as text until clicked, then a 4-row area of 100 to 300 px', () => {
    renderInput();
    expect(shown()).toHaveTextContent('<p>Bonjour</p>');
    expect(screen.getByText('Contenu HTML', { exact: false })).toHaveTextContent('Contenu HTML *');
    expect(screen.queryByRole('textbox')).toBeNull();
    const area = openEditor();
    expect(area.rows).toBe(4);
    expect(area.value).toBe('<p>Bonjour</p>');
    const style = getComputedStyle(area);
    expect(style.minHeight).toBe('100px');
    expect(style.maxHeight).toBe('300px');
    expect(screen.getByText('Ctrl+Entrée pour valider, Échap pour quitter')).toBeInTheDocument();
  });

  it('stays open when the focus leaves (nothing moves under the pointer) and saves the typing in one click', async () => {
    const onSubmit = renderInput();
    const area = openEditor();
    fireEvent.change(area, { target: { value: '<p>Salut</p>' } });
    fireEvent.blur(area);
    expect(screen.getByRole('textbox', { name: /Contenu HTML/ })).toBe(area);
    expect(screen.getByText('Ctrl+Entrée pour valider, Échap pour quitter')).toBeInTheDocument();
    expect(await submitted(onSubmit)).toBe('<p>Salut</p>');
  });

  it('leaves on Ctrl+Enter with the edit kept, back on the text', () => {
    renderInput();
    const area = openEditor();
    fireEvent.change(area, { target: { value: '<p>Salut</p>' } });
    fireEvent.keyDown(area, { key: 'Enter', ctrlKey: true });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(shown()).toHaveTextContent('<p>Salut</p>');
    expect(shown()).toHaveFocus();
  });

  it('leaves on Esc without throwing the typing away', async () => {
    const onSubmit = renderInput();
    const area = openEditor();
    fireEvent.change(area, { target: { value: '<p>brouillon</p>' } });
    fireEvent.keyDown(area, { key: 'Escape' });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(shown()).toHaveTextContent('<p>brouillon</p>');
    expect(await submitted(onSubmit)).toBe('<p>brouillon</p>');
  });

  it('a plain Enter adds a line instead of leaving', () => {
    renderInput();
    const area = openEditor();
    fireEvent.keyDown(area, { key: 'Enter' });
    expect(screen.getByRole('textbox')).toBe(area);
  });
});
