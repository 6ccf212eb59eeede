import { DEIDENTIFIED_LEAD_CONTEXT, DEIDENTIFIED_LEAD_FIELDS } from '../../domain/account/my-data.ts';
import type { Queryable } from '../storage/database.ts';

/**
 * De-identifies our copies of these leads, in the caller's transaction: the payload keeps only
 * DEIDENTIFIED_LEAD_FIELDS and DEIDENTIFIED_LEAD_CONTEXT (what was asked, never who asked), the
 * phone's keyed hash is cleared and `deidentified_at` set (the delivery worker then withdraws
 * a lead not yet delivered). A lead de-identified before is left as it is. Answers how many
 * lost their shopper's details.
 */
export async function deidentifyLeads(tx: Queryable, tenant: string, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const done = await tx.query(
    `UPDATE leads
        SET payload = jsonb_build_object(
              'fields', COALESCE((SELECT jsonb_object_agg(key, value) FROM jsonb_each(payload->'fields')
                                   WHERE key = ANY($3::text[])), '{}'::jsonb),
              'context', COALESCE((SELECT jsonb_object_agg(key, value) FROM jsonb_each(payload->'context')
                                    WHERE key = ANY($4::text[])), '{}'::jsonb)),
            phone_hash = NULL,
            deidentified_at = now()
      WHERE tenant = $1 AND id = ANY($2::uuid[]) AND deidentified_at IS NULL`,
    [tenant, [...new Set(ids)], DEIDENTIFIED_LEAD_FIELDS, DEIDENTIFIED_LEAD_CONTEXT],
  );
  return done.rowCount;
}
