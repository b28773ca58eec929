import { useTranslation } from 'react-i18next';
import { Checkbox } from '../Checkbox.view';
import { Icon } from '../icons/Icon.view';
import type { Column, SortState } from './data-table.types';
import { isSortable } from './use-sorted-rows';

export interface DataTableHeaderProps<Row> {
  readonly columns: readonly Column<Row>[];
  readonly sort: SortState | null;
  readonly onSort: (columnId: string) => void;
  readonly selection?:
    | {
        readonly allSelected: boolean;
        readonly someSelected: boolean;
        readonly disabled: boolean;
        readonly onToggleAll: (checked: boolean) => void;
      }
    | undefined;
}

export function DataTableHeader<Row>({ columns, sort, onSort, selection }: DataTableHeaderProps<Row>) {
  const { t } = useTranslation('ui');
  return (
    <thead className="ui-table__head">
      <tr aria-rowindex={1}>
        {selection ? (
          <th scope="col" className="ui-table__select-cell">
            <Checkbox
              checked={selection.allSelected}
              indeterminate={selection.someSelected && !selection.allSelected}
              onChange={selection.onToggleAll}
              label={t('selectAll')}
              hideLabel
              disabled={selection.disabled}
            />
          </th>
        ) : null}
        {columns.map((column) => {
          const sorted = sort?.columnId === column.id ? sort.direction : undefined;
          return (
            <th
              key={column.id}
              scope="col"
              className="ui-table__header-cell"
              style={column.width ? { width: column.width } : undefined}
              aria-sort={sorted}
            >
              {isSortable(column) ? (
                <button type="button" className="ui-table__sort" onClick={() => onSort(column.id)}>
                  {column.headerContent ?? column.header}
                  <Icon
                    name={
                      sorted === 'ascending'
                        ? 'chevron-up'
                        : sorted === 'descending'
                          ? 'chevron-down'
                          : 'sort'
                    }
                    size={16}
                    className={
                      sorted ? 'ui-table__sort-icon ui-table__sort-icon--active' : 'ui-table__sort-icon'
                    }
                  />
                </button>
              ) : (
                (column.headerContent ?? column.header)
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
