import type { OperatorContact, UpdateOperatorContactRequest } from '@soko/shared';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { recordAudit } from '../audit/index.js';
import {
  getContact,
  updateContact,
  type ContactRow,
  type ContactValues,
} from './contact.repository.js';

function toOperatorContact(row: ContactRow): OperatorContact {
  return {
    supportEmail: row.support_email,
    supportPhone: row.support_phone,
    address: row.address,
    updatedAt: row.updated_at.toISOString(),
  };
}

function valuesOf(row: ContactRow): ContactValues {
  return { supportEmail: row.support_email, supportPhone: row.support_phone, address: row.address };
}

/**
 * The operator's contact details (Settings → Contact): read by anyone for the Contact and Help
 * page, changed by an admin in one transaction with its audit entry (before and after).
 */
export function createContactService({ db, clock }: ServiceDeps) {
  return {
    async get(): Promise<OperatorContact> {
      return toOperatorContact(await getContact(db));
    },

    async update(
      actorId: string,
      change: UpdateOperatorContactRequest,
      context: { ip: string | null },
    ): Promise<OperatorContact> {
      return db.transaction(async (tx) => {
        const stored = await getContact(tx, true);
        const before = valuesOf(stored);
        const after: ContactValues = {
          supportEmail: change.supportEmail ?? before.supportEmail,
          supportPhone: change.supportPhone ?? before.supportPhone,
          address: change.address ?? before.address,
        };
        const unchanged = (Object.keys(after) as (keyof ContactValues)[]).every(
          (key) => after[key] === before[key],
        );
        if (unchanged) return toOperatorContact(stored);
        const at = clock.now();
        const row = await updateContact(tx, { ...after, updatedBy: actorId, at });
        await recordAudit(tx, {
          actorUserId: actorId,
          action: 'settings.update',
          targetType: 'settings',
          targetId: 'contact',
          before,
          after,
          ipAddress: context.ip,
          at,
        });
        return toOperatorContact(row);
      });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
