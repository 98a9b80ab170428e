import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BookmarkIcon, CheckIcon, LinkIcon, PencilIcon, SaveIcon, Trash2Icon } from 'lucide-react';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { z } from 'zod';

import { SAVED_VIEW_LIMITS, savedViewListKeySchema, savedViewNameSchema } from '@backoffice/shared';
import {
  Button,
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  toast,
} from '@backoffice/ui';

import { staffMsg } from '../staff-messages';
import { buildListSearch, type ListUrlState, parseListState } from '../../hooks/use-url-state';
import { useTRPC } from '../../lib/trpc';
import { ConfirmDialog } from '../feedback';
import { useSpecFeedback } from '../feedback/use-spec-feedback';
import { Form, TextField, useZodForm } from '../form';

interface SavedView {
  id: string;
  name: string;
  query: string;
}

const SavedViewsContext = createContext(false);

/**
 * Marks the part of the app where lists offer saved views (the signed-in shell, which has the API
 * client). A DataTable outside it, e.g. in a component test, shows no menu.
 */
export function SavedViewsProvider({ children }: { children: ReactNode }) {
  return <SavedViewsContext.Provider value>{children}</SavedViewsContext.Provider>;
}

export function useSavedViewsAvailable(): boolean {
  return useContext(SavedViewsContext);
}

/** The list state a view keeps: filters, search and sort; a view always opens on page 1. */
export function viewQueryOf<S extends string, K extends string>(state: ListUrlState<S, K>): string {
  return buildListSearch({ ...state, page: 1 }, state.options);
}

function ViewNameForm({
  initialName,
  takenNames,
  onSubmit,
  onCancel,
}: {
  initialName: string;
  takenNames: readonly string[];
  onSubmit: (name: string) => Promise<void>;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const report = useSpecFeedback();
  const schema = useMemo(
    () =>
      z.object({
        name: savedViewNameSchema.refine((name) => !takenNames.includes(name), {
          message: intl.formatMessage(staffMsg('staff.views.nameTaken')),
        }),
      }),
    [intl, takenNames],
  );
  const form = useZodForm({
    schema,
    initialValues: { name: initialName },
    guardUnsaved: false,
    onSubmit: async ({ name }) => {
      try {
        await onSubmit(name);
      } catch (error) {
        if (!form.setServerErrors(error, { conflictField: 'name' }))
          void report.failed(error, 'msg.titleError');
      }
    },
  });
  return (
    <Form form={form}>
      <TextField
        form={form}
        name="name"
        autoFocus
        autoComplete="off"
        maxLength={SAVED_VIEW_LIMITS.nameMax}
        label={<FormattedMessage {...staffMsg('staff.views.name')} />}
      />
      <DialogFooter>
        <Button type="button" variant="outline" disabled={form.isSubmitting} onClick={onCancel}>
          <FormattedMessage id="msg.cancel" />
        </Button>
        {/* Enabled while invalid: a click answers with the errors under the field. */}
        <Button type="submit" loading={form.isSubmitting}>
          <FormattedMessage id="common.save" />
        </Button>
      </DialogFooter>
    </Form>
  );
}

/**
 * The saved views of a list: pick one from the menu, save the current filters, search and sort under
 * a name, rename or delete the picked one, copy the list's link. Views are the user's own and kept
 * on the server (savedViews router), keyed by the list's route path.
 */
export function SavedViewsMenu<S extends string, K extends string>({ state }: { state: ListUrlState<S, K> }) {
  const intl = useIntl();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [listKey] = useLocation();
  const keyIsValid = savedViewListKeySchema.safeParse(listKey).success;
  const listOptions = trpc.savedViews.list.queryOptions({ listKey });
  const views = useQuery({ ...listOptions, enabled: keyIsValid });
  const invalidate = () => queryClient.invalidateQueries({ queryKey: listOptions.queryKey });
  const create = useMutation(trpc.savedViews.create.mutationOptions({ onSettled: invalidate }));
  const rename = useMutation(trpc.savedViews.rename.mutationOptions({ onSettled: invalidate }));
  const remove = useMutation(trpc.savedViews.delete.mutationOptions({ onSettled: invalidate }));
  const report = useSpecFeedback();
  const [naming, setNaming] = useState<{ view?: SavedView } | null>(null);
  const [deleting, setDeleting] = useState<SavedView | null>(null);

  if (!keyIsValid) return null;
  const saved: readonly SavedView[] = views.data?.data ?? [];
  const currentQuery = viewQueryOf(state);
  const active = saved.find((view) => view.query === currentQuery);
  const success = (id: Parameters<typeof staffMsg>[0]) =>
    toast.success(intl.formatMessage({ id: 'msg.titleSuccess' }), {
      description: intl.formatMessage(staffMsg(id)),
    });

  const apply = (view: SavedView) => {
    const next = parseListState(view.query, state.options);
    const filters: Partial<Record<K, string>> = {};
    for (const key of state.options.filterKeys ?? []) filters[key] = next.filters[key];
    state.update({ page: 1, sort: next.sort, direction: next.direction, search: next.search, filters });
  };

  const copyLink = async () => {
    const link = window.location.href;
    try {
      await navigator.clipboard.writeText(link);
      success('staff.views.linkCopied');
    } catch {
      toast.error(intl.formatMessage(staffMsg('staff.views.linkNotCopied')), { description: link });
    }
  };

  const takenNames = saved.filter((view) => view.id !== naming?.view?.id).map((view) => view.name);
  const menuLabel = intl.formatMessage(staffMsg('staff.views.menu'));

  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button
            type="button"
            variant="outline"
            data-slot="saved-views-trigger"
            aria-label={active ? `${menuLabel}: ${active.name}` : menuLabel}
          >
            <BookmarkIcon aria-hidden="true" />
            <span className="max-w-40 truncate">{active ? active.name : menuLabel}</span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64 max-w-[calc(100vw-2rem)]">
          <DropdownMenuLabel>{menuLabel}</DropdownMenuLabel>
          {saved.length === 0 ? (
            <DropdownMenuItem disabled>
              <FormattedMessage {...staffMsg(views.isPending ? 'staff.views.loading' : 'staff.views.none')} />
            </DropdownMenuItem>
          ) : (
            saved.map((view) => (
              <DropdownMenuItem key={view.id} onSelect={() => apply(view)}>
                <CheckIcon aria-hidden="true" className={view === active ? undefined : 'invisible'} />
                <span className="truncate">{view.name}</span>
              </DropdownMenuItem>
            ))
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setNaming({})}>
            <SaveIcon aria-hidden="true" />
            <FormattedMessage {...staffMsg('staff.views.save')} />
          </DropdownMenuItem>
          {active ? (
            <>
              <DropdownMenuItem onSelect={() => setNaming({ view: active })}>
                <PencilIcon aria-hidden="true" />
                <FormattedMessage {...staffMsg('staff.views.rename')} values={{ name: active.name }} />
              </DropdownMenuItem>
              <DropdownMenuItem variant="destructive" onSelect={() => setDeleting(active)}>
                <Trash2Icon aria-hidden="true" />
                <FormattedMessage {...staffMsg('staff.views.delete')} values={{ name: active.name }} />
              </DropdownMenuItem>
            </>
          ) : null}
          <DropdownMenuItem onSelect={() => void copyLink()}>
            <LinkIcon aria-hidden="true" />
            <FormattedMessage {...staffMsg('staff.views.copyLink')} />
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>

      <Dialog open={naming !== null} onOpenChange={(open) => (open ? undefined : setNaming(null))}>
        <DialogContent aria-describedby={undefined} closeLabel={intl.formatMessage({ id: 'common.close' })}>
          <DialogHeader>
            <DialogTitle>
              <FormattedMessage
                {...staffMsg(naming?.view ? 'staff.views.renameTitle' : 'staff.views.saveTitle')}
              />
            </DialogTitle>
          </DialogHeader>
          {naming ? (
            <ViewNameForm
              initialName={naming.view?.name ?? ''}
              takenNames={takenNames}
              onCancel={() => setNaming(null)}
              onSubmit={async (name) => {
                if (naming.view) {
                  await rename.mutateAsync({ id: naming.view.id, name });
                  success('staff.views.renamed');
                } else {
                  await create.mutateAsync({ listKey, name, query: currentQuery });
                  success('staff.views.saved');
                }
                setNaming(null);
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        destructive
        title={
          <FormattedMessage
            {...staffMsg('staff.views.deleteConfirm')}
            values={{ name: deleting?.name ?? '' }}
          />
        }
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync({ id: deleting.id });
          } catch (error) {
            void report.failed(error, 'msg.titleError');
            return;
          }
          success('staff.views.deleted');
        }}
      />
    </>
  );
}
