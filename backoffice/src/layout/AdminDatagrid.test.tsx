// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { BulkDeleteButton, List, TextField } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { AdminDatagrid } from './AdminDatagrid';
import { renderListScreen } from './testing';

const rows = [
  { id: 'a1', name: 'Première ligne' },
  { id: 'a2', name: 'Seconde ligne' },
];

describe('AdminDatagrid', () => {
  it('labels each row checkbox « Sélectionner cette ligne » on the checkbox itself, not on its wrapper', async () => {
    renderListScreen(
      'reviews',
      <List pagination={false}>
        <AdminDatagrid bulkActionButtons={<BulkDeleteButton />} rowClick={false}>
          <TextField source="name" />
        </AdminDatagrid>
      </List>,
      { getList: vi.fn().mockResolvedValue({ data: rows, total: rows.length }) },
    );
    const boxes = await screen.findAllByRole('checkbox', { name: 'Sélectionner cette ligne' });
    expect(boxes).toHaveLength(2);
    for (const box of boxes) expect(box.tagName).toBe('INPUT');
    expect(document.querySelectorAll('.select-item[aria-label]')).toHaveLength(0);
    // Still labelled once ticked (react-admin renders the row again) and still selectable.
    fireEvent.click(boxes[0]!);
    await waitFor(() => expect(boxes[0]).toBeChecked());
    expect(screen.getAllByRole('checkbox', { name: 'Sélectionner cette ligne' })).toHaveLength(2);
    expect(document.querySelectorAll('.select-item[aria-label]')).toHaveLength(0);
  });
});
