import { describe, expect, it } from 'vitest';

import { AUDIT_ENTITY_TYPES } from './audit/get-audit-log';
import { appProcedureMap, proceduresOfRecord } from '../procedure-call';
import { allResources, resourcesByRouter } from '../resources/all';
import { resourceEntityType } from '../resources/define-resource';

const entries = Object.entries(resourcesByRouter).flatMap(([domain, resources]) =>
  Object.entries(resources).map(([name, resource]) => ({ at: `${domain}.${name}`, resource })),
);

describe('the resource registry', () => {
  it.each(entries)('the app router serves $at with every call its definition builds', ({ at, resource }) => {
    const served = appProcedureMap();
    const calls = [...proceduresOfRecord(resource)];
    expect(calls.length).toBeGreaterThan(0);
    for (const [name, call] of calls) {
      const procedure = served.get(`${at}.${name}`);
      expect(procedure, `${at}.${name}`).toBeDefined();
      expect(procedure?.meta?.openapi?.path).toBe(call.meta?.openapi?.path);
    }
  });

  it('gives the audit history the entity type of every registered resource', () => {
    expect(allResources).toHaveLength(entries.length);
    for (const { resource } of entries) expect(AUDIT_ENTITY_TYPES).toContain(resourceEntityType(resource));
  });
});
