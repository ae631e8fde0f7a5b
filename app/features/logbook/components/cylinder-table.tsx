// The dive page's tables by cylinder (what each held, how fast it was breathed): one row per cylinder,
// named by its description or its number, in a box that scrolls sideways on a narrow screen.
import type { ReactNode } from 'react';
import { useT } from '~/lib/use-translation.ts';

export type CylinderRow = { key: number; index: number; description: string | null; cells: ReactNode[] };

export function CylinderTable({ caption, columns, rows, testId, className = '' }: { caption: ReactNode; columns: ReactNode[]; rows: CylinderRow[]; testId: string; className?: string }) {
  const t = useT();
  return (
    <table className={`w-full min-w-[20rem] text-left text-sm ${className}`} data-testid={testId}>
      {caption}
      <thead className="text-slate-600">
        <tr>
          <th scope="col" className="py-1 pr-3 font-medium">
            {t('logbook.cylinders.cylinder')}
          </th>
          {columns.map((column, index) => (
            <th key={index} scope="col" className="py-1 pr-3 font-medium">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-t border-slate-200">
            <th scope="row" className="py-1.5 pr-3 font-semibold">
              {row.description ?? t('logbook.form.cylinder', { number: row.index + 1 })}
            </th>
            {row.cells.map((cell, index) => (
              <td key={index} className="py-1.5 pr-3">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
