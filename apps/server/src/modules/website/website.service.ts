// Reads and replaces a club's website texts (one JSON document per club, checked by the contract's
// schema on the way in and again on the way out, so a stored value of an older shape reads safely).
import { sql } from 'drizzle-orm';
import { EMPTY_WEBSITE, websiteTexts, type WebsiteTexts } from '@springboard/contract/website';
import { rowsOf, type Tx } from '../../db/tenant-tx.js';
import { clubWebsites } from '../../db/schema.js';

/** The club's texts: a read of every public page, written out in SQL. */
const WEBSITE = `select w.texts from club_websites w where w.tenant_id = $1 limit 1`;

/** The club's texts; a club that never saved any has none. */
export async function getWebsite(tx: Tx, tenantId: string): Promise<WebsiteTexts> {
  const [row] = await rowsOf<{ texts: unknown }>(tx, { text: WEBSITE, values: [tenantId] });
  if (!row) return EMPTY_WEBSITE;
  const parsed = websiteTexts.safeParse(row.texts);
  return parsed.success ? parsed.data : EMPTY_WEBSITE;
}

/** Replaces every text of the club's website with `texts` (already validated). */
export async function saveWebsite(tx: Tx, tenantId: string, texts: WebsiteTexts): Promise<WebsiteTexts> {
  await tx
    .insert(clubWebsites)
    .values({ tenantId, texts })
    .onConflictDoUpdate({ target: clubWebsites.tenantId, set: { texts, updatedAt: sql`now()` } });
  return texts;
}
