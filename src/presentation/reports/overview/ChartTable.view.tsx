import { useId } from 'react';
import type { Column } from '../../ui';
import { CsvExportButton } from '../shared/CsvExportButton.view';
import { shownRows } from '../shared/export-rows';
import type { ChartTable as ChartTableModel, ChartTableRow } from './chart-table';

export interface ChartTableProps {
  readonly table: ChartTableModel;
}

/**
 * Issue 38 §1: a chart's figures as a real table — its caption (the chart's label), a header
 * per column with its unit, a header cell per row (`scope`), the plan row in the foot — and an
 * 'Export CSV' of the same figures through the formula-safe writer (issue 14), the plan row last.
 */
export function ChartTable({ table }: ChartTableProps) {
  const captionId = useId();
  const rows = table.planRow === undefined ? table.rows : [...table.rows, table.planRow];
  return (
    <div className="plan-overview-table">
      <table className="plan-overview-table__table">
        <caption id={captionId} className="plan-overview-table__caption">
          {table.caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{table.rowHeader}</th>
            {table.columns.map((column) => (
              <th key={column.id} scope="col" data-unit={column.unit}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <Row key={row.id} row={row} />
          ))}
        </tbody>
        {table.planRow === undefined ? null : (
          <tfoot>
            <Row row={table.planRow} />
          </tfoot>
        )}
      </table>
      <div className="plan-overview-table__actions">
        <CsvExportButton
          csv={{ fileName: table.fileName, rows: () => shownRows(rows) }}
          columns={csvColumns(table)}
          disabled={!table.hasData}
          describedBy={captionId}
        />
      </div>
    </div>
  );
}

function Row({ row }: { readonly row: ChartTableRow }) {
  return (
    <tr data-row={row.id}>
      <th scope="row">{row.header}</th>
      {row.cells.map((cell, index) => (
        <td key={index}>{cell.text}</td>
      ))}
    </tr>
  );
}

/** The table's columns as the CSV writer reads them: each cell's figure raw, the row header first. */
function csvColumns(table: ChartTableModel): Column<ChartTableRow>[] {
  return [
    { id: 'row', header: table.rowHeader, exportValue: (row) => row.header },
    ...table.columns.map((column, index): Column<ChartTableRow> => ({
      id: column.id,
      header: column.header,
      exportValue: (row) => row.cells[index]?.data ?? '',
    })),
  ];
}
