import { type FaultInput } from '@backoffice/bss-simulator';

/** Drives a BSS simulator through its control endpoint and API, as the tests of the BSS client do. */
export function bssControl(url: string) {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(url + path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as any;
  };
  return {
    reset: () => call('POST', '/_control/reset'),
    fault: (fault: FaultInput) => call('POST', '/_control/faults', fault),
    clearFaults: () => call('DELETE', '/_control/faults'),
    requests: async () =>
      ((await call('GET', '/_control/requests')).requests as Array<{ method: string; path: string }>).map(
        (request) => `${request.method} ${request.path}`,
      ),
    addPlan: (plan: unknown) => call('POST', '/v1/plans', plan),
    changePlan: (id: number, change: unknown) => call('PATCH', `/v1/plans/${id}`, change),
    withdrawPlan: (id: number) => call('DELETE', `/v1/plans/${id}`),
    reinstatePlan: (id: number) => call('POST', `/v1/plans/${id}/reinstate`),
  };
}
