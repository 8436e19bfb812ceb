import { type ReactNode } from 'react';
import { table } from './admin.css';

/**
 * A table of records: one column header per entry of `columns`, the rows as the page draws them (each a
 * `<tr>` with its key). With no rows it shows `empty` as a paragraph where one is given, else the bare
 * header row.
 */
export function RecordTable({
  columns,
  rows,
  empty,
}: {
  columns: readonly ReactNode[];
  rows: readonly ReactNode[];
  empty?: ReactNode;
}) {
  if (rows.length === 0 && empty !== undefined) return <p>{empty}</p>;
  return (
    <table className={table}>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{rows}</tbody>
    </table>
  );
}
