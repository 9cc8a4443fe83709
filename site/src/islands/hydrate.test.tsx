// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { wakeIsland } from './hydrate';
import { defineIsland } from './island';

function Echo() {
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  return (
    <form>
      <input aria-label="Nom" value={name} onChange={(event) => setName(event.target.value)} />
      <input aria-label="D’accord" type="checkbox" checked={agreed} onChange={() => setAgreed(!agreed)} />
      <output>{`${name}|${agreed}`}</output>
    </form>
  );
}
const echo = defineIsland({ name: 'echo', Component: Echo, when: ['interaction'] });

/** The island's markup as the prerenderer writes it, in the page. */
function prerendered(markup: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = markup;
  document.body.replaceChildren(element);
  return element;
}

describe('waking an island', () => {
  it('hydrates its markup, and gives it back what was typed and ticked before its code arrived', async () => {
    const element = prerendered(renderToString(<Echo />));
    (screen.getByLabelText('Nom') as HTMLInputElement).value = 'Claire';
    (screen.getByLabelText('D’accord') as HTMLInputElement).checked = true;
    let woken = false;
    await act(async () => {
      void wakeIsland(element, echo, {}).then(() => (woken = true));
    });
    await waitFor(() => expect(woken).toBe(true));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Claire|true'));
    expect(screen.getByLabelText('Nom')).toHaveValue('Claire');
  });

  it('gives back a box ticked before its code arrived over a value a script wrote at load, not the server’s', async () => {
    function Stored({ stored }: { stored: boolean }) {
      const [on, setOn] = useState(stored);
      return (
        <form>
          <input aria-label="Newsletter" type="checkbox" checked={on} onChange={() => setOn(!on)} />
          <output>{String(on)}</output>
        </form>
      );
    }
    const stored = defineIsland({ name: 'stored', Component: Stored, when: ['interaction'] });
    // Prerendered unticked; a script shows the stored choice (ticked) and hands it over as props.
    const element = prerendered(renderToString(<Stored stored={false} />).replace('>false<', '>true<'));
    const box = screen.getByLabelText('Newsletter') as HTMLInputElement;
    box.defaultChecked = box.checked = true;
    // The visitor unticks it before the island's code comes.
    box.checked = false;
    let woken = false;
    await act(async () => {
      void wakeIsland(element, stored as Parameters<typeof wakeIsland>[1], { stored: true }).then(
        () => (woken = true),
      );
    });
    await waitFor(() => expect(woken).toBe(true));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('false'));
    expect(box.checked).toBe(false);
  });

  it('gives back no choice for a select left on its first option, and keeps what the island set on waking', async () => {
    function Picker() {
      const select = useRef<HTMLSelectElement>(null);
      // Waking, the island restores a choice of its own (a draft, as react-hook-form does): the untouched select's
      // replay must not undo it.
      useEffect(() => {
        if (select.current) select.current.value = 'b';
      }, []);
      return (
        <select aria-label="Choix" ref={select} defaultValue="">
          <option value="">Choisissez</option>
          <option value="b">B</option>
        </select>
      );
    }
    const picker = defineIsland({ name: 'picker', Component: Picker, when: ['interaction'] });
    const element = prerendered(renderToString(<Picker />).replace(' selected=""', ''));
    let woken = false;
    await act(async () => {
      void wakeIsland(element, picker, {}).then(() => (woken = true));
    });
    await waitFor(() => expect(woken).toBe(true));
    expect(screen.getByLabelText('Choix')).toHaveValue('b');
  });

  it('renders a browser-only island afresh, and says in French when an island fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('panne');
    }
    const broken = defineIsland({ name: 'broken', Component: Broken, when: ['load'], clientOnly: true });
    const element = prerendered('');
    await act(async () => {
      void wakeIsland(element, broken, {});
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cette partie de la page n’a pas pu s’afficher. Rechargez la page pour réessayer.',
    );
    consoleError.mockRestore();
  });
});
