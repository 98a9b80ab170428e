import { type QueryKey, useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { type z } from 'zod';

import { type ObjectSchema, useChangeForm, type UseChangeFormOptions } from '../form';

/** The queries showing the record an edit screen is open on (itself, its list, its history). */
export const RecordQueriesContext = createContext<readonly QueryKey[]>([]);

/** What a section refreshes after it changes the record: the edit screen's `invalidate`. */
export const useRecordQueries = () => useContext(RecordQueriesContext);

/**
 * A section form of a record's edit screen that saves through one call: the change form with the
 * call as its save and the screen's queries refreshed after it.
 */
export function useRecordChangeForm<TSchema extends ObjectSchema, TData, TError>(
  mutation: UseMutationOptions<TData, TError, z.output<TSchema>>,
  options: Omit<UseChangeFormOptions<TSchema>, 'save' | 'invalidate'>,
) {
  const { mutateAsync } = useMutation(mutation);
  return useChangeForm({ ...options, save: mutateAsync, invalidate: useRecordQueries() });
}
