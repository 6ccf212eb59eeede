import { writeFileSync } from 'node:fs';
import { siteJsonSchema } from '../src/tenant/json-schema.ts';

// Regenerate after changing src/tenant/schema; a unit test fails when the file is stale.
writeFileSync('tenants/site.schema.json', `${JSON.stringify(siteJsonSchema(), null, 2)}\n`);
console.log('wrote tenants/site.schema.json');
