import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Database } from '@backoffice/db';
import { SystemRole } from '@backoffice/shared';

import { personContext, startServiceDatabase } from '../../testing/service-database';
import { changeUserRole } from './change-role';

let database: Database;
beforeAll(async () => {
  database = await startServiceDatabase();
}, 60_000);
afterAll(() => database.close());

describe('changeUserRole', () => {
  it('grants up to the caller’s own role, audits it and ends the user’s sessions', async () => {
    const admin = await personContext(database.prisma, SystemRole.Admin);
    const agent = await personContext(database.prisma, SystemRole.NoRole);
    await database.prisma.session.create({
      data: {
        tokenHash: `hash-${agent.caller.account.id}`,
        userId: agent.caller.account.id,
        expiresAt: new Date(Date.now() + 3_600_000),
      },
    });
    await changeUserRole(admin, { user_uuid: agent.caller.account.id, system_role: SystemRole.ChiefAgent });
    const user = await database.prisma.user.findUniqueOrThrow({ where: { id: agent.caller.account.id } });
    expect(user.systemRole).toBe(SystemRole.ChiefAgent);
    expect(await database.prisma.session.count({ where: { userId: user.id } })).toBe(0);
    const audit = await database.prisma.auditLog.findFirstOrThrow({
      where: { action: 'user.admin-change-role', entityId: user.id },
    });
    expect(audit.actorUserId).toBe(admin.caller.account.id);

    await expect(
      changeUserRole(admin, { user_uuid: agent.caller.account.id, system_role: SystemRole.SuperAdmin }),
    ).rejects.toThrow('You cannot grant a role above your own');
  });

  it('keeps one active super administrator and refuses one’s own role', async () => {
    await database.prisma.user.updateMany({
      where: { systemRole: SystemRole.SuperAdmin },
      data: { systemRole: SystemRole.Admin },
    });
    const only = await personContext(database.prisma, SystemRole.SuperAdmin);
    await expect(
      changeUserRole(only, { user_uuid: only.caller.account.id, system_role: SystemRole.Admin }),
    ).rejects.toThrow('You cannot change your own role');
    const other = await personContext(database.prisma, SystemRole.SuperAdmin);
    await changeUserRole(other, { user_uuid: only.caller.account.id, system_role: SystemRole.Admin });
    await expect(
      changeUserRole(only, { user_uuid: other.caller.account.id, system_role: SystemRole.Admin }),
    ).rejects.toThrow('The last active super administrator cannot be demoted');
    const survivor = await database.prisma.user.findUniqueOrThrow({ where: { id: other.caller.account.id } });
    expect(survivor.systemRole).toBe(SystemRole.SuperAdmin);
  });
});
