import { type ApiCallContext } from '../../lib/trpc';

/** Request options of a company-module call: the company goes in the X-Company-Uuid header. */
export function companyCall(companyUuid: string): { context: ApiCallContext } {
  return { context: { companyUuid } };
}

type CompanyPart = 'get' | 'legal' | 'contact' | 'bank' | 'employees';

/**
 * Query keys of the company-module reads. The tRPC keys would not tell companies apart (the company
 * travels in a header, not in the input), so these reads use their own keys.
 */
export const companyKeys = {
  all: ['company-module'] as const,
  company: (companyUuid: string) => ['company-module', companyUuid] as const,
  detail: (companyUuid: string, part: CompanyPart) => ['company-module', companyUuid, part] as const,
};

/** Query options of a company-module read; not retried, a missing company stays missing. */
export function companyRead<TData>(
  companyUuid: string,
  part: CompanyPart,
  read: (call: { context: ApiCallContext }) => Promise<TData>,
) {
  return {
    queryKey: companyKeys.detail(companyUuid, part),
    queryFn: () => read(companyCall(companyUuid)),
    retry: false,
  };
}
