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

/** A captioned table in a wrapper that scrolls sideways on narrow screens (focusable, so keyboards can scroll it). */
export function LegalTable({ caption, columns, rows }: LegalTableProps) {
  const captionId = useId();
  return (
    <div className={styles.tableWrapper} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.header}</th>
              {row.cells.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
