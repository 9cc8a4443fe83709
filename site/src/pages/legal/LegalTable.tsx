import { useId, type ReactNode } from 'react';
import styles from './table.module.css';

export interface LegalTableRow {
  key: string;
  /** The row's header cell (`<th scope="row">`). */
  header: ReactNode;
  cells: readonly ReactNode[];
}

interface LegalTableProps {
  caption: string;
  /** Column headings, the row-header column first. */
  columns: readonly string[];
  rows: readonly LegalTableRow[];
}

/**
 * A captioned table. On a phone each row stacks into a card whose cells carry their column's name (`data-label`),
 * so no column is ever out of sight. The explicit roles keep it a table for assistive technologies once the
 * stylesheet lays its parts out as blocks (some browsers drop a table's semantics with its display).
 */
export function LegalTable({ caption, columns, rows }: LegalTableProps) {
  const captionId = useId();
  return (
    <div className={styles.tableWrapper} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table} role="table">
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column} scope="col" role="columnheader">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={row.key} role="row">
              <th scope="row" role="rowheader">
                {row.header}
              </th>
              {row.cells.map((cell, index) => (
                <td key={index} role="cell" data-label={columns[index + 1]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
