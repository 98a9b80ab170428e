import {
  keepPreviousData,
  type QueryKey,
  useMutation,
  type UseMutationOptions,
  useQuery,
  useQueryClient,
  type UseQueryOptions,
} from '@tanstack/react-query';

import { useTRPC } from '../../lib/trpc';
import { type ResourcePageDefinition } from './resource-definition';

type Input = Record<string, unknown>;

/** The procedures of a resource as the generic screens use them (every resource has this shape). */
interface ResourceProcedures {
  pathKey: () => QueryKey;
  list: { queryOptions: (input?: Input) => UseQueryOptions<Record<string, unknown>> };
  get?: { queryOptions: (input: Input) => UseQueryOptions<Record<string, unknown>> };
  create?: { mutationOptions: () => UseMutationOptions<{ response: unknown }, unknown, Input> };
  update: { mutationOptions: () => UseMutationOptions<unknown, unknown, Input> };
  publish: { mutationOptions: () => UseMutationOptions<unknown, unknown, Input> };
  delete?: { mutationOptions: () => UseMutationOptions<unknown, unknown, Input> };
}

export function useResourceProcedures<TRow>(definition: ResourcePageDefinition<TRow>) {
  return definition.api(useTRPC()) as ResourceProcedures;
}

/** The wire contract's part of a call; the screens never make a call the contract does not name. */
function wireCall<TRow, TName extends 'get' | 'update' | 'publish' | 'delete'>(
  definition: ResourcePageDefinition<TRow>,
  name: TName,
): NonNullable<ResourcePageDefinition<TRow>['wire'][TName]> {
  const call = definition.wire[name];
  if (!call) throw new Error(`${definition.texts.addId}: the resource has no ${name} call`);
  return call;
}

/**
 * The rows of a resource: the whole list (content lists are small: the table pages, searches and sorts
 * them), or with `input` one page of a server-paged list (`serverPaging`), with its total; the current
 * page stays on screen while the next one loads.
 */
export function useResourceRows<TRow>(definition: ResourcePageDefinition<TRow>, input?: Input) {
  const procedures = useResourceProcedures(definition);
  const query = useQuery({
    ...procedures.list.queryOptions(input),
    ...(input ? { placeholderData: keepPreviousData } : {}),
  });
  return {
    ...query,
    rows: query.data?.[definition.wire.list.envelope] as TRow[] | undefined,
    total: query.data?.total as number | undefined,
  };
}

/** One record by the read call (an edit page's), with the record taken out of its envelope as `row`. */
export function useResourceRecord<TRow>(definition: ResourcePageDefinition<TRow>, id: string) {
  const procedures = useResourceProcedures(definition);
  const { idKey, envelope } = wireCall(definition, 'get');
  const { get } = procedures;
  if (!get) throw new Error(`${definition.texts.addId}: the resource has no get procedure`);
  const read = useQuery(get.queryOptions({ [idKey]: id }));
  return { ...read, row: read.data?.[envelope] as TRow | undefined };
}

/** The writes of a resource; each refreshes every query of the resource once it succeeds. */
export function useResourceWrites<TRow>(definition: ResourcePageDefinition<TRow>) {
  const procedures = useResourceProcedures(definition);
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: procedures.pathKey() });
  // A resource without create or delete (offer details) still calls the same hooks, unused.
  const create = useMutation(procedures.create?.mutationOptions() ?? {});
  const update = useMutation(procedures.update.mutationOptions());
  const publish = useMutation(procedures.publish.mutationOptions());
  const remove = useMutation(procedures.delete?.mutationOptions() ?? {});
  const idInput = (operation: 'update' | 'publish' | 'delete', id: string) => ({
    [wireCall(definition, operation).idKey]: id,
  });
  return {
    resourceKey: procedures.pathKey(),
    invalidate,
    create: (values: Input) => create.mutateAsync(values),
    update: (id: string, values: Input) => update.mutateAsync({ ...values, ...idInput('update', id) }),
    publish: (id: string, on: boolean) =>
      publish.mutateAsync({
        ...idInput('publish', id),
        [wireCall(definition, 'publish').flagKey]: on ? 1 : 0,
      }),
    remove: (id: string) => remove.mutateAsync(idInput('delete', id)),
  };
}
