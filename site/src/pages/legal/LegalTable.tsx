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
 * so no column is ever out of sight. `role="table"` keeps it a table for assistive technologies once the stylesheet
 * lays it out as blocks (some browsers drop a table's semantics with its display); its rows and cells keep their
 * implicit roles: HTML forbids explicit ones under a table (docs/islands.md#html-valide).
 */
export function LegalTable({ caption, columns, rows }: LegalTableProps) {
  const captionId = useId();
  return (
    <div className={styles.tableWrapper} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table} role="table">
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
                <td key={index} data-label={columns[index + 1]}>
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
