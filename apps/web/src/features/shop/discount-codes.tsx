import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';

import {
  discountCodeDisplayStatus,
  discountCodeFieldsSchema,
  discountCodeWire,
  formatDate,
} from '@backoffice/shared';

import { PublishSwitchCell } from '../../components/publish-switch';
import { defineResourcePage, isOn } from '../../components/resource';
import { useTRPC } from '../../lib/trpc';
import { type DiscountCodeRow } from './shop-types';

/** The list's active switch: its own call (the original wrongly used the option publish path). */
function ActiveSwitch({ row }: { row: DiscountCodeRow }) {
  const intl = useIntl();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const change = useMutation(trpc.shop.discountCodes.changeActive.mutationOptions());
  return (
    <PublishSwitchCell
      checked={isOn(row.active)}
      label={intl.formatMessage({ id: 'shop.discount.activeLabel' }, { name: row.name })}
      onToggle={(next) => change.mutateAsync({ uuid: row.uuid, active: next ? 1 : 0 })}
      onSuccess={() => void queryClient.invalidateQueries({ queryKey: trpc.shop.discountCodes.pathKey() })}
    />
  );
}

/**
 * Discount codes (spec 002, 2.5): the list for every staff role, delete for the super administrator.
 * The create and edit pages are plain screens (discount-code-form.tsx): the action block is a field array.
 */
export const discountCodesPage = defineResourcePage((trpc) => trpc.shop.discountCodes)({
  wire: discountCodeWire,
  entityType: 'DiscountCode',
  columns: [
    { field: 'name', titleId: 'shop.field.name', sortable: true, opensRecord: true },
    {
      field: 'expires_at',
      titleId: 'shop.discount.expiresAt',
      sortable: true,
      render: (row) => (row.expires_at ? formatDate(row.expires_at, 'DD.MM.YYYY') : ''),
    },
    {
      field: 'active',
      titleId: 'shop.discount.status',
      render: (row) => discountCodeDisplayStatus(row.active, row.expires_at),
    },
    {
      field: 'created_at',
      titleId: 'shop.field.created',
      sortable: true,
      render: (row) => formatDate(row.created_at, 'DD.MM.YYYY'),
    },
    { field: 'uuid', titleId: 'shop.discount.active', render: (row) => <ActiveSwitch row={row} /> },
  ],
  searchFields: ['name'],
  defaultSort: { field: 'created_at', direction: 'desc' },
  rowTitle: (row) => row.name,
  // The list only: the form is the plain screen beside this file.
  form: {
    schema: discountCodeFieldsSchema,
    fields: [],
  },
  texts: {
    addId: 'shop.discount.add',
    createTitleId: 'shop.discount.create',
    editTitleId: 'shop.discount.edit',
    deleteConfirmId: 'shop.discount.confirmDelete',
  },
});
