import { Columns3Icon } from 'lucide-react';
import { type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

import {
  Button,
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@backoffice/ui';

import { msg } from './messages';

export interface ChoosableColumn {
  id: string;
  label: ReactNode;
}

/**
 * The column chooser: each optional column with a check. The hidden ids are the list's own state
 * (kept in the URL by the page, so saved views keep them too); the menu stays open while columns are
 * ticked.
 */
export function ColumnChooser({
  columns,
  hidden,
  onChange,
}: {
  columns: readonly ChoosableColumn[];
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="outline">
          <Columns3Icon aria-hidden="true" />
          <FormattedMessage {...msg('dataTable.columns')} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <FormattedMessage {...msg('dataTable.columnsShown')} />
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {columns.map((column) => (
          <DropdownMenuCheckboxItem
            key={column.id}
            checked={!hidden.includes(column.id)}
            onSelect={(event) => event.preventDefault()}
            onCheckedChange={(checked) =>
              onChange(
                checked
                  ? hidden.filter((id) => id !== column.id)
                  : [...hidden.filter((id) => id !== column.id), column.id],
              )
            }
          >
            {column.label}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
