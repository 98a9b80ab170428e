import { describe, expect, it } from 'vitest';

import { type ResourceWire, VERSIONED_WIRES } from '@backoffice/shared';

import '../../resources/all';
import { versionedEntityTypes, versionedResource } from './registry';

describe('versioned resources', () => {
  it('are exactly the records the shared package lists, each with the wire it lists', () => {
    expect(versionedEntityTypes().sort()).toEqual(Object.keys(VERSIONED_WIRES).sort());
    for (const [type, wire] of Object.entries<ResourceWire>(VERSIONED_WIRES)) {
      const resource = versionedResource(type);
      expect(resource.priceField).toBe(wire.versions?.priceField);
      expect(resource.autosave).toBe(wire.versions?.autosave ?? false);
      // Every one has a switch a schedule can turn.
      expect(resource.publish, type).toBeDefined();
    }
  });
});
