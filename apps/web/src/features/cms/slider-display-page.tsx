import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PencilIcon } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';

import { sliderSortSchema } from '@backoffice/shared';
import {
  Badge,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@backoffice/ui';

import {
  column,
  DataTable,
  type DataTableColumn,
  displayColumn,
  queryTableStatus,
} from '../../components/data-table';
import { useClientRows } from '../../components/data-table/client-rows';
import { Form, SubmitRow, TextField, useChangeForm } from '../../components/form';
import { PageHeader } from '../../components/page';
import { ResourceTabs } from '../../components/resource/resource-tabs';
import { useListUrlState } from '../../hooks/use-url-state';
import { useTRPC } from '../../lib/trpc';
import { type SliderDisplayRow } from './cms-types';
import { SLIDER_TABS } from './slider';

const sortFormSchema = z.object({ slider_sort: sliderSortSchema });

function SortDialog({ row, onClose }: { row: SliderDisplayRow; onClose: () => void }) {
  const intl = useIntl();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const changeSlide = useMutation(trpc.cms.sliderDisplay.changeSlideSort.mutationOptions());
  const changeOffer = useMutation(trpc.cms.sliderDisplay.changeOfferSort.mutationOptions());
  const form = useChangeForm({
    schema: sortFormSchema,
    initialValues: { slider_sort: String(row.slider_sort) },
    successId: 'msg.updated',
    successTitleId: 'msg.titleSuccess',
    invalidate: [trpc.cms.sliderDisplay.pathKey(), trpc.cms.slides.pathKey()],
    save: async ({ slider_sort }) => {
      const change = row.type === 'slide' ? changeSlide : changeOffer;
      await change.mutateAsync({ uuid: row.uuid, slider_sort });
      await queryClient.invalidateQueries({ queryKey: trpc.cms.sliderDisplay.pathKey() });
      form.allowNavigation(onClose);
    },
  });
  const title = intl.formatMessage({ id: 'cms.slider.changeSort' }, { name: row.name });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : form.confirmLeave(onClose))}>
      <DialogContent className="max-w-[500px]">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="sr-only">{title}</DialogDescription>
        </DialogHeader>
        <Form form={form}>
          <TextField
            form={form}
            name="slider_sort"
            label={intl.formatMessage({ id: 'cms.slider.sort' })}
            required
            inputMode="numeric"
          />
          <SubmitRow form={form} />
        </Form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * /slider/display-settings: what the homepage slider shows, slides and offers marked for the slider
 * together, by their sorting number; each number is changed in a dialog (spec 001 "Slider").
 */
export function SliderDisplayPage() {
  const intl = useIntl();
  const trpc = useTRPC();
  const list = useListUrlState({
    sortFields: ['slider_sort', 'name', 'type'],
    defaultSort: 'slider_sort',
    defaultDirection: 'asc',
  });
  const query = useQuery(trpc.cms.sliderDisplay.list.queryOptions());
  const page = useClientRows(query.data?.data, list, { searchFields: ['name'] });
  const [editing, setEditing] = useState<SliderDisplayRow | null>(null);

  const columns: DataTableColumn<SliderDisplayRow>[] = [
    column('slider_sort', 'cms.slider.sort', { sortable: true }),
    column('name', 'cms.field.title', { sortable: true }),
    column('type', 'cms.slider.type', {
      sortable: true,
      cell: (row) => (
        <Badge variant={row.type === 'offer' ? 'secondary' : 'outline'}>
          <FormattedMessage id={row.type === 'offer' ? 'cms.slider.type.offer' : 'cms.slider.type.slide'} />
        </Badge>
      ),
    }),
    displayColumn('action', 'cms.col.action', (row) => {
      const label = intl.formatMessage({ id: 'cms.slider.changeSort' }, { name: row.name });
      return (
        <Button variant="ghost" size="icon" aria-label={label} title={label} onClick={() => setEditing(row)}>
          <PencilIcon aria-hidden="true" />
        </Button>
      );
    }),
  ];

  return (
    <>
      <PageHeader />
      <ResourceTabs tabs={SLIDER_TABS} />
      <DataTable
        columns={columns}
        rows={page?.rows}
        total={page?.total}
        {...queryTableStatus(query)}
        state={list}
        label={intl.formatMessage({ id: 'cms.slider.tab.display' })}
        getRowId={(row) => `${row.type}-${row.uuid}`}
        emptyTitle={<FormattedMessage id="cms.slider.displayEmpty" />}
      />
      {editing ? <SortDialog row={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
