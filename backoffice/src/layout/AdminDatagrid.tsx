import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { Datagrid, type DatagridProps } from 'react-admin';

/**
 * Gives each row checkbox's « Sélectionner cette ligne » to its input. react-admin puts the label on MUI's wrapping
 * `<span>`, where ARIA forbids it and where it names nothing: the checkbox itself stays unlabelled (axe « label »,
 * critical, and « aria-prohibited-attr »). React never writes an unchanged attribute again, so a moved label stays.
 */
function labelRowCheckboxes(root: HTMLElement): void {
  for (const wrapper of root.querySelectorAll<HTMLElement>('.select-item[aria-label]')) {
    const input = wrapper.querySelector('input');
    if (!input) continue;
    input.setAttribute('aria-label', wrapper.getAttribute('aria-label') ?? '');
    wrapper.removeAttribute('aria-label');
  }
}

/** react-admin's `<Datagrid>` whose row selection is labelled (docs/product.md#accessibilité-du-back-office). */
export const AdminDatagrid = (props: DatagridProps) => {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    labelRowCheckboxes(root);
    // Rows come and go with each page, filter and selection.
    const observer = new MutationObserver(() => labelRowCheckboxes(root));
    observer.observe(root, { childList: true, subtree: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, []);
  return (
    <Box ref={ref} sx={{ display: 'contents' }}>
      <Datagrid {...props} />
    </Box>
  );
};
